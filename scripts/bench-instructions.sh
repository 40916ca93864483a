#!/usr/bin/env bash
# Instructions per expectation (callgrind), deterministic on a noisy machine:
# (Ir(2N) - Ir(N)) / N for each case, so start-up and the floor loop's fixed cost cancel out.
# Usage: scripts/bench-instructions.sh [case ...]   (default: every pass_* and fail_* case)
set -euo pipefail
cd "$(dirname "$0")/.."
# Incremental builds can miss engine changes in dependents: recompile the bench every time.
touch Sources/LarkBench/*.swift
swift build -c release --product lark-bench >/dev/null
bin=.build/release/lark-bench
cases=("$@")
[ ${#cases[@]} -gt 0 ] || cases=(pass_int pass_string pass_contain pass_havecount pass_allof pass_tonot fail_int fail_string fail_contain)
n=20000
count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" --cases "$1" --iterations "$2" 2>&1 | awk '/refs:/ { gsub(",", "", $4); print $4 }'; }
printf "%-18s %12s\n" case "instr/op"
for c in "${cases[@]}"; do
  a=$(count "$c" $n); b=$(count "$c" $((2 * n)))
  per=$(( (b - a) / n ))
  # Failing cases run a tenth of the iterations (see main.swift).
  case "$c" in fail_*) per=$(( (b - a) * 10 / n ));; esac
  printf "%-18s %12d\n" "$c" "$per"
done
