#!/usr/bin/env python3
"""Lists public symbols without a doc comment, from `swift package dump-symbol-graph`.

Usage: scripts/check-api-docs.py   (exit 1 if any public symbol of the product modules lacks docs)
Compiler-synthesised members (Equatable/Hashable/RawRepresentable witnesses, enum cases of
`CodingKeys`, ...) and symbols inherited from other modules are not ours to document and are skipped.
"""
import glob, json, os, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ["LarkExpect", "LarkUI", "LarkMatchers", "LarkFleet", "LarkSnapshots", "Lark"]
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

# DocC's own diagnostics (unresolved links, malformed markup), module by module.
import shutil, tempfile
warnings = 0
for module in MODULES:
    with tempfile.TemporaryDirectory() as work:
        graphs = os.path.join(work, "graphs")
        os.mkdir(graphs)
        for path in glob.glob(os.path.join(folder, f"{module}.symbols.json")) + glob.glob(os.path.join(folder, f"{module}@*.symbols.json")):
            shutil.copy(path, graphs)
        result = subprocess.run(["docc", "convert", "--additional-symbol-graph-dir", graphs,
                                 "--fallback-display-name", module, "--fallback-bundle-identifier", f"lark.{module}",
                                 "--output-path", os.path.join(work, "out.doccarchive")], capture_output=True, text=True)
        found = [line for line in (result.stdout + result.stderr).splitlines() if "warning:" in line]
        warnings += len(found)
        print(f"docc {module}: {len(found)} warnings")
        for line in found[:20]:
            print("  " + line)
sys.exit(1 if missing or warnings else 0)
