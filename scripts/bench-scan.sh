#!/usr/bin/env bash
# The transcript scan over a generated corpus of Claude Code JSONL, against ccusage on the same
# files: wall time, MB/s and peak RSS of each.
#   scripts/bench-scan.sh [SIZE_MB]     (default 1024; CCUSAGE=path to a ccusage to compare with)
set -euo pipefail
size=${1:-1024}
cd "$(dirname "$0")/.."
cargo build --release --quiet --bin agent-trace --example transcript_corpus
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
target/release/examples/transcript_corpus "$work/home" "$size"
bytes=$(du -sb "$work/home/.claude/projects" | cut -f1)
mb=$(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1048576 }')
measure() { # label command...
  local label=$1; shift
  /usr/bin/time -f "%e %M" -o "$work/time" "$@" >"$work/$label.out" 2>"$work/$label.err" || { echo "$label failed:"; tail -5 "$work/$label.err"; return 1; }
  read -r seconds rss < "$work/time"
  awk -v l="$label" -v s="$seconds" -v r="$rss" -v mb="$mb" 'BEGIN {
    rate = s >= 0.01 ? sprintf("%8.1f MB/s", mb / s) : "  (under 10 ms)";
    printf "%-28s %6.2f s  %s  peak RSS %7.1f MiB\n", l, s, rate, r / 1024 }'
}
echo "corpus: $mb MB of Claude Code JSONL in $(find "$work/home" -name '*.jsonl' | wc -l) files"
sync
AGENT_TRACE_HOME="$work/data" measure "agent-trace scan (cold)" target/release/agent-trace scan --agent claude-code --home "$work/home"
AGENT_TRACE_HOME="$work/data" measure "agent-trace scan (unchanged)" target/release/agent-trace scan --agent claude-code --home "$work/home"
ccusage=${CCUSAGE:-$(command -v ccusage || true)}
if [ -n "$ccusage" ]; then
  HOME="$work/home" CLAUDE_CONFIG_DIR="$work/home/.claude" measure "ccusage daily --offline" "$ccusage" daily --offline --json
else
  echo "ccusage not found (npm install ccusage, or set CCUSAGE); no comparison"
fi
