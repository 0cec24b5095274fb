#!/usr/bin/env bash
# Times the whole merge-driver process (start to exit, as git runs it) on N lessons a side.
#   scripts/bench-merge-driver.sh [N] [RUNS]     (defaults: 100000 lessons, 10 runs)
# Prints each run and min / median / max in milliseconds; the target is under 1,000 ms.
set -euo pipefail
n=${1:-100000}
runs=${2:-10}
cd "$(dirname "$0")/.."
cargo build --release --quiet --bin agent-trace --example lessons_corpus
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
target/release/examples/lessons_corpus "$work" "$n"
bin=target/release/agent-trace
times=()
for run in $(seq 1 "$runs"); do
  cp "$work/ours.jsonl" "$work/merged.jsonl"
  start=$(date +%s%N)
  "$bin" lessons merge-driver "$work/base.jsonl" "$work/merged.jsonl" "$work/theirs.jsonl" lessons.jsonl 2>/dev/null
  end=$(date +%s%N)
  ms=$(( (end - start) / 1000000 ))
  times+=("$ms")
  echo "run $run: ${ms} ms"
done
sorted=($(printf '%s\n' "${times[@]}" | sort -n))
echo "merge-driver, $n lessons a side, $runs runs: min ${sorted[0]} ms, median ${sorted[$((runs / 2))]} ms, max ${sorted[$((runs - 1))]} ms"
echo "result: $(wc -l < "$work/merged.jsonl") lessons, $(wc -c < "$work/merged.jsonl") bytes"
if [ -x /usr/bin/time ]; then
  cp "$work/ours.jsonl" "$work/merged.jsonl"
  /usr/bin/time -f "peak RSS: %M KiB" "$bin" lessons merge-driver "$work/base.jsonl" "$work/merged.jsonl" "$work/theirs.jsonl" 2>&1 | grep 'peak RSS'
fi
