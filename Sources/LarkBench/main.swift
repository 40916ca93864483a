import Lark
print("lark-bench: placeholder")
