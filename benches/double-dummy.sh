#!/bin/sh
# The double-dummy budgets, Casebook's solver and the reference DDS on the same deals, in one
# run: sh benches/double-dummy.sh [COUNT]  (default 100; BENCHMARKS.md's figures use 1000).
# Needs a C++ compiler and libclang for the reference (Debian: g++ libclang-dev).
set -e
count=${1:-100}
deals=$(mktemp)
cargo run --quiet --release -p casebook --example dd_bench -- deals "$count" 2026 > "$deals"
echo "== casebook (pons-dds)"
/usr/bin/time -f "peak_rss_kib %M" cargo run --quiet --release -p casebook --example dd_bench -- time "$deals"
echo "== reference DDS (dds-bridge)"
/usr/bin/time -f "peak_rss_kib %M" cargo run --quiet --release --manifest-path benches/dds-reference/Cargo.toml -- time "$deals"
rm -f "$deals"
