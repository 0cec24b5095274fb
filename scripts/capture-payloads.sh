#!/usr/bin/env bash
# Refreshes tests/fixtures/payloads/: every hook payload each real client sends in the scripted
# scenario of tests/e2e/payloads.rs (checks that pass and fail in four ecosystems, checks that
# check nothing, edits, a large write, a `cd`), and the answer it got. Installs the clients as
# scripts/e2e.sh does; a client version that changed gets a folder of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
AGENT_TRACE_E2E_PAYLOADS="$PWD/tests/fixtures/payloads" scripts/e2e.sh payloads
