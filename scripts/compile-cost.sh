#!/usr/bin/env bash
# What a test file full of expectations costs to compile, counted in instructions (callgrind), which
# do not move with the machine's load the way the harness's wall times do (±30% here).
#
# Compiles the bench harness's generated 1,000-expectation file (../shared/bench/gen_compile_src.py)
# four ways: XCTAssert spelling (the floor the targets are stated against), the minimal engine in
# scripts/compile-cost/MinimalEngine.swift (the DSL with no parity overloads), `import LarkExpect`
# and `import Lark`; for each, swift-frontend's instructions for `-typecheck` and for
# `-c -Onone -g` (what `swift test` does), and the constraint solver's scope count.
#
# Usage: scripts/compile-cost.sh [COUNT]      (COUNT expectations, default 1000; needs valgrind)
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-1000}
gen=../shared/bench/gen_compile_src.py
[ -f "$gen" ] || { echo "compile-cost: $gen not found (shared/ must sit beside the repo)" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "compile-cost: valgrind is needed (apt-get install valgrind)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build --target Lark >/dev/null
bin=$(swift build --show-bin-path)
modules=$bin/Modules
# The engine imports a C module (CLarkHandlerScopes); its module map sits in the build folder.
cflags=()
for map in "$bin"/*.build/module.modulemap; do [ -f "$map" ] && cflags+=(-Xcc "-fmodule-map-file=$map"); done
swiftc -swift-version 6 -parse-as-library -module-name MinimalEngine -emit-module \
    -emit-module-path "$work/MinimalEngine.swiftmodule" scripts/compile-cost/MinimalEngine.swift

python3 "$gen" --variant xctest --count "$count" > "$work/xctest.swift"
for module in MinimalEngine LarkExpect Lark; do
    python3 "$gen" --variant dsl --module "$module" --count "$count" > "$work/$module.swift"
done

# instructions MODE FILE: swift-frontend's instruction count, in millions.
instructions() {
    local flags=(-typecheck)
    [ "$1" = compile ] && flags=(-c -Onone -g -enable-testing -o "$work/out.o")
    local frontend
    frontend=$(swiftc -swift-version 6 -parse-as-library -module-name CompileBench -I "$modules" -I "$work" \
        "${cflags[@]}" "${flags[@]}" "$2" -### | head -n 1)
    # callgrind, not cachegrind: on this toolchain cachegrind once reported a third fewer
    # instructions for a build whose measured CPU time had barely moved.
    # shellcheck disable=SC2086 # the driver's command line is meant to be split into words
    valgrind --tool=callgrind --callgrind-out-file=/dev/null $frontend 2>&1 |
        awk '/Collected :/ { printf "%.0f", $4 / 1e6 }'
}

# scopes FILE: constraint-solver scopes (how much overload exploring the file's expressions take).
scopes() {
    rm -rf "$work/stats" && mkdir "$work/stats"
    swiftc -swift-version 6 -parse-as-library -module-name CompileBench -I "$modules" -I "$work" "${cflags[@]}" -typecheck "$1" \
        -Xfrontend -stats-output-dir -Xfrontend "$work/stats"
    python3 -c 'import glob, json, sys; print(json.load(open(glob.glob(sys.argv[1] + "/*.json")[0]))["Sema.NumConstraintScopes"])' "$work/stats"
}

printf "%-14s %14s %8s %16s %8s %8s\n" "file" "type-check (M)" "÷ XCT" "-c -Onone -g (M)" "÷ XCT" scopes
for variant in xctest MinimalEngine LarkExpect Lark; do
    tc=$(instructions typecheck "$work/$variant.swift")
    cc=$(instructions compile "$work/$variant.swift")
    [ "$variant" = xctest ] && { tc0=$tc; cc0=$cc; }
    printf "%-14s %14s %8s %16s %8s %8s\n" "$variant" "$tc" "$(python3 -c "print(f'{$tc/$tc0:.2f}x')")" \
        "$cc" "$(python3 -c "print(f'{$cc/$cc0:.2f}x')")" "$(scopes "$work/$variant.swift")"
done
