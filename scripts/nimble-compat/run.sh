#!/usr/bin/env bash
# Nimble compatibility yardstick: takes Nimble 14's own portable test files from the local
# package mirror (nothing of Nimble is committed here) and reports which files compile and which
# tests pass against this package. By default the files are used unchanged, through the opt-in
# `Nimble` product (a module named Nimble that re-exports the engine), as a suite switching its
# dependency would; their helper module is our stand-in, under Nimble's name for it.
# `--swap-import` instead rewrites `import Nimble` and `Nimble.` to LarkExpect.
#
#   scripts/nimble-compat/run.sh [--keep] [--swap-import]   (needs /opt/swift-packages/Quick/Nimble.git)
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
mirror=/opt/swift-packages/Quick/Nimble.git
keep=false; swap=false
for argument in "$@"; do
  case "$argument" in --keep) keep=true;; --swap-import) swap=true;; *) echo "unknown argument $argument"; exit 2;; esac
done
work=$(mktemp -d)
$keep || trap 'rm -rf "$work"' EXIT
# A path dependency's identity is its directory's name: a checkout named "nimble" would clash
# with Nimble's own identity, so the package is reached through a link named "lark".
ln -s "$repo" "$work/lark"
mkdir -p "$work/Sources/NimbleSharedTestHelpers" "$work/Tests/NimbleTests" "$work/tmp"
git -C "$mirror" archive 14.0.0 Tests/NimbleTests | tar -x -C "$work/tmp"
if $swap; then engine=LarkExpect; else engine=Nimble; fi
find "$work/tmp/Tests/NimbleTests" -name '*.swift' | while read -r f; do
  rel=${f#"$work/tmp/Tests/NimbleTests/"}; mkdir -p "$work/Tests/NimbleTests/$(dirname "$rel")"
  if $swap; then
    sed -e 's/^@testable import Nimble$/import LarkExpect/' -e 's/^import Nimble$/import LarkExpect/' \
        -e "s/\bNimble\./LarkExpect./g" "$f" > "$work/Tests/NimbleTests/$rel"
  else
    cp "$f" "$work/Tests/NimbleTests/$rel"
  fi
done
sed -e "s/^import LarkExpect$/import $engine/" "$here/Helpers/CompatHelpers.swift" > "$work/Sources/NimbleSharedTestHelpers/CompatHelpers.swift"
cat > "$work/Package.swift" <<PKG
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "NimbleCompat", platforms: [.macOS(.v15)],
    dependencies: [.package(path: "lark")],
    targets: [
        .target(name: "NimbleSharedTestHelpers", dependencies: [.product(name: "$engine", package: "lark")],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "NimbleTests", dependencies: ["NimbleSharedTestHelpers", .product(name: "$engine", package: "lark")],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
    ])
PKG
cd "$work"
total=$(find Tests/NimbleTests -name '*.swift' | wc -l)
excluded=()
# Drop files that do not compile, one round at a time, until the rest builds.
for _ in $(seq 1 40); do
  out=$(swift build --build-tests 2>&1) && break
  bad=$(printf '%s\n' "$out" | grep -oE "Tests/NimbleTests/[^:]+\.swift:[0-9]+:[0-9]+: error" | cut -d: -f1 | sort -u)
  [ -n "$bad" ] || { printf '%s\n' "$out" | grep -E "error" | head -20; echo "build failed outside the test files"; exit 1; }
  for f in $bad; do excluded+=("$f ($(printf '%s\n' "$out" | grep -m1 "$f:.*error:" | sed 's/.*error: //'))"); rm -f "$f"; done
done
echo "== Nimble 14 test files: $total; compiled: $((total - ${#excluded[@]})); excluded: ${#excluded[@]}"
printf '  excluded %s\n' "${excluded[@]}"
swift test 2>&1 | tee test.log | grep -E "error: |Executed [0-9]+ tests|Test run with" | sed 's/^/  /' | tail -60
exit 0
