# Prints `open func` copies of a protocol extension's default implementations, for container
# controllers (UITableViewController-like) whose subclasses override them.
import re, sys
def defaults(path):
    s = open(path).read()
    out = []
    for ext in re.finditer(r'\nextension (\w+) \{\n(.*?)\n\}\n', s, re.S):
        body = ext.group(2)
        for m in re.finditer(r'((?:    ///[^\n]*\n)*)    public func (.*?)\{(.*?)\n    \}|((?:    ///[^\n]*\n)*)    public func ([^\n]*?)\{([^\n]*)\}\n', body, re.S):
            if m.group(2) is not None:
                doc, sig, b = m.group(1), m.group(2), m.group(3)
                out.append(f"{doc}    open func {sig}{{{b}\n    }}\n")
            else:
                doc, sig, b = m.group(4), m.group(5), m.group(6)
                out.append(f"{doc}    open func {sig}{{{b}}}\n")
    return out
for p in sys.argv[1:]:
    for f in defaults(p): print(f)
