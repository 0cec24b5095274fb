#!/usr/bin/env bash
# Times the whole hook process, beside the binary's own `--version` (the start-up floor):
#   1. 10,000 lessons and 10,000 earlier hits in the session (the target: p95 well under 10 ms);
#   2. the same with every pattern at the cost limit (the target: p95 within 3x the floor);
#   3. 10,000 lessons with a cache that cannot be written (every run cold);
#   4. 1,000,000 lessons, too many to index within the deadline (every run streams the file).
#   scripts/bench-hook.sh [RUNS]          (default 1000; BIN=path to time another binary)
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet --bin agent-trace --example hook_bench
bin=${BIN:-target/release/agent-trace}
runs=${1:-1000}
bench=target/release/examples/hook_bench
grep_figures() { grep -v '^  output' | grep -v '^corpus in'; }
"$bench" "$bin" "$runs" 2>&1 | grep_figures
BENCH_PATTERNS=limit "$bench" "$bin" "$runs" 2>&1 | grep_figures
echo "(cache unwritable)"; BENCH_CACHE=unwritable "$bench" "$bin" $((runs / 5 + 1)) 2>&1 | grep_figures
echo "(no index: streamed)"; BENCH_LESSONS=1000000 "$bench" "$bin" 20 2>&1 | grep_figures
