#!/bin/sh
# Lays every transcript fixture out in a fresh home, scans it with agent-trace ($BIN, else the one
# on PATH) and prints the path of the flags it raised (JSON), for labelling by hand in
# tests/fixtures/transcripts/flags.labels.jsonl.
set -e
T=$(mktemp -d "${TMPDIR:-/tmp}/agent-trace-labels.XXXX")
F=$(cd "$(dirname "$0")/.." && pwd)/tests/fixtures/transcripts
mkdir -p "$T/.claude/projects/fixtures/turn-2/subagents" "$T/.codex/sessions/2026/01/01" "$T/.local/share/opencode" \
    "$T/.openclaw/agents/main/sessions" "$T/.openclaw/agents/e2e/agent" "$T/.hermes"
cp "$F"/claude-code/*.jsonl "$F/claude-code/codemie-incremental-subagents/turn-2.jsonl" "$T/.claude/projects/fixtures/"
cp "$F"/claude-code/codemie-incremental-subagents/turn-2/subagents/*.jsonl "$T/.claude/projects/fixtures/turn-2/subagents/"
for f in "$F"/codex/*.jsonl; do
    b=$(basename "$f")
    case $b in rollout-*) n=$b ;; e2e-*) n=${b#e2e-codex-0.171.0.} ;; *) n=rollout-$b ;; esac
    cp "$f" "$T/.codex/sessions/2026/01/01/$n"
done
cp "$F/opencode/e2e-opencode-1.18.33.opencode.db" "$T/.local/share/opencode/opencode.db"
cp -r "$F/opencode/agent-sessions-fixture-storage_v2" "$T/.local/share/opencode/storage"
cp "$F"/openclaw/*.jsonl "$T/.openclaw/agents/main/sessions/"
cp "$F/openclaw/e2e-openclaw-2026.9.6.openclaw-agent.sqlite" "$T/.openclaw/agents/e2e/agent/openclaw-agent.sqlite"
cp "$F/hermes/e2e-hermes-0.19.0.state.db" "$T/.hermes/state.db"
run() { env -i PATH=/usr/bin:/bin HOME="$T" AGENT_TRACE_HOME="$T/data" "${BIN:-agent-trace}" "$@"; }
run scan --home "$T" --json > /dev/null
run flags --json > "$T/flags.json"
echo "$T/flags.json"
