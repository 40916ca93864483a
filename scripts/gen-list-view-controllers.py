#!/usr/bin/env python3
# Regenerates the optional data-source, delegate and scroll-view methods of TableViewController and
# CollectionViewController. UIKit's controllers declare them in the class body, so subclasses can
# `override` them and call `super` (Swift cannot override what a protocol extension provides); each
# declaration forwards to the protocol extension's default through `ListViewControllerDefaults`, so
# the defaults are written once, in the extensions. Everything above the MARK line of a controller
# is written by hand and kept; everything below it is what this script prints.
#
# Run after adding a method to a controller's protocols or to ScrollViewDelegate:
#   python3 scripts/gen-list-view-controllers.py          rewrites the two controllers
#   python3 scripts/gen-list-view-controllers.py --check  only says whether they are up to date
import re, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARK = "    // MARK: Optional data-source, delegate and scroll-view methods (the protocols' defaults)\n"
SCROLLING = "Sources/LarkUI/Scrolling/ScrollViewDelegate.swift"
CONTROLLERS = {
    "Sources/LarkUI/Tables/TableViewController.swift": [
        "Sources/LarkUI/Tables/TableViewDataSource.swift", "Sources/LarkUI/Tables/TableViewDelegate.swift", SCROLLING],
    "Sources/LarkUI/Collections/CollectionViewController.swift": [
        "Sources/LarkUI/Collections/CollectionViewDataSource.swift", "Sources/LarkUI/Collections/CollectionViewDelegate.swift", SCROLLING],
}

def split_top_level(text):
    """`a: [X], b: Y<Z>` -> ['a: [X]', 'b: Y<Z>']: commas outside brackets."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(text):
        depth += c in "([<"
        depth -= c in ")]>"
        if c == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    return parts + [text[start:].strip()] if text.strip() else parts

def call(signature):
    """`tableView(_ tableView: TableView, commit editingStyle: ...) -> R` ->
    `tableView(tableView, commit: editingStyle)`."""
    name, rest = signature.split("(", 1)
    arguments = []
    for parameter in split_top_level(rest[:rest.rindex(")")]):
        words = parameter.split(":", 1)[0].split()
        label, local = (words[0], words[0]) if len(words) == 1 else words
        arguments.append(local if label == "_" else f"{label}: {local}")
    return f"{name}({', '.join(arguments)})"

def defaults(path):
    """The documented `public func` declarations of the file's protocol extensions, in order."""
    text = (ROOT / path).read_text()
    found = []
    for extension in re.finditer(r"^extension \w+ \{\n(.*?)^\}$", text, re.S | re.M):
        for m in re.finditer(r"((?:^    ///.*\n)*)^    public func (.*?) \{", extension.group(1), re.M):
            found.append((m.group(1), m.group(2)))
    return found

def generated(controller, protocols):
    text = (ROOT / controller).read_text()
    head = text[: text.index(MARK) + len(MARK)]
    methods = [f"{doc}    open func {signature} {{\n        defaults.{call(signature)}\n    }}\n"
               for path in protocols for doc, signature in defaults(path)]
    return head + "\n" + "\n".join(methods) + "}\n"

stale = []
for controller, protocols in CONTROLLERS.items():
    new = generated(controller, protocols)
    if (ROOT / controller).read_text() != new:
        stale.append(controller)
        if "--check" not in sys.argv:
            (ROOT / controller).write_text(new)
if "--check" in sys.argv and stale:
    sys.exit("Out of date (run scripts/gen-list-view-controllers.py): " + ", ".join(stale))
