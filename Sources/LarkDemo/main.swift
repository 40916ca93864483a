import Lark
print("lark-demo: placeholder")
