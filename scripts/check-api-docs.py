#!/usr/bin/env python3
"""Lists public symbols without a doc comment, from `swift package dump-symbol-graph`.

Usage: scripts/check-api-docs.py   (exit 1 if any public symbol of the product modules lacks docs)
Compiler-synthesised members (Equatable/Hashable/RawRepresentable witnesses, enum cases of
`CodingKeys`, ...) and symbols inherited from other modules are not ours to document and are skipped.
"""
import glob, json, os, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ["LarkExpect", "LarkUI", "LarkMatchers", "LarkFleet"]
SYNTHESISED = {"hash(into:)", "hashValue", "==(_:_:)", "!=(_:_:)", "init(rawValue:)", "rawValue",
               "allCases", "AllCases", "RawValue", "id", "ID", "encode(to:)", "init(from:)"}

subprocess.run(["swift", "package", "dump-symbol-graph"], cwd=ROOT, check=True, capture_output=True)
folder = glob.glob(os.path.join(ROOT, ".build", "*", "symbolgraph"))[0]
missing = []
for module in MODULES:
    for path in glob.glob(os.path.join(folder, f"{module}.symbols.json")) + glob.glob(os.path.join(folder, f"{module}@*.symbols.json")):
        graph = json.load(open(path))
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            name = symbol["names"]["title"]
            if symbol.get("docComment") or name in SYNTHESISED:
                continue
            location = symbol.get("location", {}).get("uri", "")
            if not location.startswith("file://" + ROOT):
                continue  # declared elsewhere (default implementations from the standard library)
            missing.append(f"{module}: {'.'.join(symbol['pathComponents'])} ({os.path.relpath(location[7:], ROOT)}:{symbol['location']['position']['line'] + 1})")
for line in sorted(set(missing)):
    print(line)
print(f"{len(set(missing))} public symbols without a doc comment")
sys.exit(1 if missing else 0)
