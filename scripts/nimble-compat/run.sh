#!/usr/bin/env bash
# Nimble compatibility yardstick: takes Nimble 14's own portable test files from the local
# package mirror (nothing of Nimble is committed here), replaces `import Nimble` with this
# package's engine, and reports which files compile and which tests pass.
#
#   scripts/nimble-compat/run.sh [--keep]      (needs /opt/swift-packages/Quick/Nimble.git)
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
mirror=/opt/swift-packages/Quick/Nimble.git
work=$(mktemp -d)
[ "${1:-}" = "--keep" ] || trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/NimbleCompatHelpers" "$work/Tests/NimbleTests" "$work/tmp"
git -C "$mirror" archive 14.0.0 Tests/NimbleTests | tar -x -C "$work/tmp"
find "$work/tmp/Tests/NimbleTests" -name '*.swift' | while read -r f; do
  rel=${f#"$work/tmp/Tests/NimbleTests/"}; mkdir -p "$work/Tests/NimbleTests/$(dirname "$rel")"
  sed -e 's/^@testable import Nimble$/import LarkExpect/' -e 's/^import Nimble$/import LarkExpect/' \
      -e "s/^import NimbleSharedTestHelpers$/import NimbleCompatHelpers/" -e "s/\bNimble\./LarkExpect./g" "$f" > "$work/Tests/NimbleTests/$rel"
done
cp "$here/Helpers/"*.swift "$work/Sources/NimbleCompatHelpers/"
cat > "$work/Package.swift" <<PKG
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "NimbleCompat", platforms: [.macOS(.v15)],
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(name: "NimbleCompatHelpers", dependencies: [.product(name: "LarkExpect", package: "$(basename "$repo")")],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "NimbleTests", dependencies: ["NimbleCompatHelpers", .product(name: "LarkExpect", package: "$(basename "$repo")")],
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
