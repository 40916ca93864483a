#!/usr/bin/env bash
# Checks what docs/nimble-compatibility.md says about a package graph that holds both Nimble and
# Lark, offline, with the fixture packages in Tests/Fixtures/NimbleGraph (a local `Nimble` stands
# in for the real one: same package, product and module name):
#   1. Clash: Nimble and Lark, no alias: the graph does not load (the error is expected);
#   2. App: the real Nimble aliased to another module name, Lark's LarkExpect beside it: builds,
#      and its test targets pass (`import Nimble` still finds the real one), a library that
#      brings Nimble (Fakes) included.
# Usage: scripts/check-nimble-graph.sh      (builds LarkExpect once in a scratch folder, ~1-2 min)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$root/Tests/Fixtures/NimbleGraph/." "$work/"
# A path dependency's identity is its folder's name: Lark must be `lark` here, as for a user.
ln -s "$root" "$work/lark"

echo "== 1. Nimble and Lark, no alias: expecting SwiftPM to refuse the graph"
if output=$(cd "$work/Clash" && swift package show-dependencies 2>&1); then
    echo "FAIL: the graph loaded; docs/nimble-compatibility.md and the README's install section are out of date" >&2
    exit 1
fi
grep -q "conflicting name: 'Nimble" <<<"$output" || { echo "FAIL: another error: $output" >&2; exit 1; }
echo "ok: $(grep "conflicting name" <<<"$output")"

echo "== 2. The real Nimble under moduleAliases, LarkExpect beside it: building and testing"
(cd "$work/App" && swift build --build-tests --scratch-path "$work/.build" >"$work/build.log" 2>&1) ||
    { tail -30 "$work/build.log" >&2; echo "FAIL: the remedy does not build" >&2; exit 1; }
(cd "$work/App" && swift test --skip-build --scratch-path "$work/.build" 2>&1) | grep -E "Executed [0-9]+ tests" | tail -1
(cd "$work/App" && swift test --skip-build --scratch-path "$work/.build" >/dev/null 2>&1) ||
    { echo "FAIL: the remedy's tests fail" >&2; exit 1; }
echo "ok: every test target passes"
