#!/usr/bin/env bash
# What `agent-trace watch` costs: CPU time and memory while idle, and while a 100 MB Claude Code
# transcript is written into a watched folder in 1 MB appends.
#   scripts/bench-watch.sh [SIZE_MB] [IDLE_SECONDS]     (defaults 100 and 30; Linux: reads /proc)
set -euo pipefail
size=${1:-100}
idle=${2:-30}
cd "$(dirname "$0")/.."
cargo build --release --quiet --bin agent-trace --example transcript_corpus
work=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$work"' EXIT
target/release/examples/transcript_corpus "$work/corpus" "$size" >/dev/null
# One session file as big as the corpus, cut in 1 MB pieces at line ends.
find "$work/corpus" -name '*.jsonl' -print0 | sort -z | xargs -0 cat > "$work/big.jsonl"
mkdir -p "$work/pieces" && split -C 1M -d -a 4 "$work/big.jsonl" "$work/pieces/p"
mkdir -p "$work/home/.claude/projects/bench"
tick=$(getconf CLK_TCK)
cpu_s() { awk -v t="$tick" '{ printf "%.2f", ($14 + $15) / t }' "/proc/$pid/stat"; }
rss() { awk -v k="$1" '$1 == k ":" { printf "%.1f", $2 / 1024 }' "/proc/$pid/status"; }
passes() { grep -c 'agent-trace watch: scanned' "$work/watch.log" || true; }
HOME="$work/home" AGENT_TRACE_HOME="$work/data" target/release/agent-trace watch >/dev/null 2>"$work/watch.log" &
pid=$!
until [ "$(passes)" -ge 1 ]; do sleep 0.1; done
c0=$(cpu_s); sleep "$idle"; c1=$(cpu_s)
printf '%-44s %8s s CPU  %6s MiB RSS\n' "idle for $idle s" "$(awk -v a="$c0" -v b="$c1" 'BEGIN { printf "%.2f", b - a }')" "$(rss VmRSS)"
before=$(passes)
start=$(date +%s.%N)
for piece in "$work"/pieces/p*; do cat "$piece" >> "$work/home/.claude/projects/bench/big.jsonl"; sleep 0.1; done
written=$(date +%s.%N)
# Caught up: the scan index holds the whole file's length.
full=$(stat -c %s "$work/big.jsonl")
until grep -q "\"len\": $full," "$work/data/scan/index.json" 2>/dev/null && [ "$(passes)" -gt "$before" ]; do sleep 0.1; done
done_at=$(date +%s.%N)
c2=$(cpu_s)
mb=$(awk -v b="$(stat -c %s "$work/big.jsonl")" 'BEGIN { printf "%.0f", b / 1048576 }')
printf '%-44s %8s s CPU  %6s MiB peak RSS\n' "writing $mb MB in 1 MB appends ($(awk -v a="$start" -v b="$written" 'BEGIN { printf "%.1f", b - a }') s)" \
  "$(awk -v a="$c1" -v b="$c2" 'BEGIN { printf "%.2f", b - a }')" "$(rss VmHWM)"
printf '%-44s %8s s after the last append\n' "caught up" "$(awk -v a="$written" -v b="$done_at" 'BEGIN { printf "%.1f", b - a }')"
echo "passes: $(( $(passes) - before )); the last: $(tail -1 "$work/watch.log" | sed 's/^agent-trace watch: //')"
kill -TERM "$pid"; wait "$pid"; echo "exit after SIGTERM: $?; $(tail -1 "$work/watch.log")"
