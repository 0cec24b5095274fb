#!/usr/bin/env bash
# End-to-end tests with the real agent clients.
# Installs each client into a cache folder (default .cache/e2e; E2E_CACHE overrides), then runs
# `cargo test --features e2e --test e2e`. A client that cannot be installed is skipped with a
# message, and its tests say SKIPPED; with CI set, it fails the run instead.
# AGENT_TRACE_E2E_DUMP=DIR keeps requests and transcripts. Arguments filter the tests (`scripts/e2e.sh payloads`).
set -uo pipefail
cd "$(dirname "$0")/.."
cache=${E2E_CACHE:-$PWD/.cache/e2e}
mkdir -p "$cache"

# Pinned versions: the table of proven combinations in docs/src/proven.md names these.
CLAUDE_CODE_VERSION=2.1.332
HERMES_VERSION=0.19.0
OPENCODE_VERSION=1.18.33
CODEX_VERSION=0.171.0
OPENCLAW_VERSION=2026.9.6
COPILOT_VERSION=1.0.102
# Cursor's CLI needs a Cursor login and its servers; its hook executor ships in this package.
CURSOR_SDK_VERSION=1.0.32
# The tools that build and install the packages.
MATURIN_VERSION=1.16.0
UV_VERSION=0.13.9
PIPX_VERSION=1.18.4
PYTEST_VERSION=8.4.2
# OpenClaw needs Node >= 24.16; the npm registry ships Node itself as the `node` package.
NODE_FOR_OPENCLAW=24

install_npm() { # name package version bin
  local dir="$cache/$1"
  if [ ! -x "$dir/node_modules/.bin/$4" ] || ! grep -q "\"version\": \"$3\"" "$dir/node_modules/$2/package.json" 2>/dev/null; then
    if ! command -v npm >/dev/null; then echo "e2e: npm not found; $1 skipped" >&2; return 1; fi
    echo "e2e: installing $2@$3 into $dir" >&2
    if ! timeout 900 npm install --no-audit --no-fund --prefix "$dir" "$2@$3" >"$dir.install.log" 2>&1; then
      echo "e2e: could not install $2@$3 (see $dir.install.log); $1 skipped" >&2
      return 1
    fi
  fi
  echo "$dir/node_modules/.bin/$4"
}

if bin=$(install_npm claude-code @anthropic-ai/claude-code "$CLAUDE_CODE_VERSION" claude); then
  export AGENT_TRACE_E2E_CLAUDE_CODE="$bin"
fi

if bin=$(install_npm codex @openai/codex "$CODEX_VERSION" codex); then
  export AGENT_TRACE_E2E_CODEX="$bin"
fi

if bin=$(install_npm opencode opencode-ai "$OPENCODE_VERSION" opencode); then
  export AGENT_TRACE_E2E_OPENCODE="$bin"
fi

# Copilot CLI's npm launcher only starts the native binary of its platform package; the tests
# run that binary, whose first start unpacks its runtime into a cache shared by every run.
if install_npm copilot @github/copilot "$COPILOT_VERSION" copilot >/dev/null; then
  native=$(ls "$cache"/copilot/node_modules/@github/copilot-*/copilot 2>/dev/null | head -n 1)
  if [ -x "$native" ]; then
    export AGENT_TRACE_E2E_COPILOT="$native" AGENT_TRACE_E2E_COPILOT_CACHE="$cache/copilot-cache"
  else
    echo "e2e: @github/copilot has no native binary for this platform; copilot skipped" >&2
  fi
fi

node_dir="$cache/node24/node_modules/.bin"
if [ ! -x "$node_dir/node" ]; then
  echo "e2e: installing node@$NODE_FOR_OPENCLAW into $cache/node24" >&2
  timeout 900 npm install --no-audit --no-fund --prefix "$cache/node24" "node@$NODE_FOR_OPENCLAW" >"$cache/node24.install.log" 2>&1 || true
fi
if [ -x "$node_dir/node" ]; then
  export AGENT_TRACE_E2E_NODE_DIR="$node_dir"
  if bin=$(PATH="$node_dir:$PATH" install_npm openclaw openclaw "$OPENCLAW_VERSION" openclaw); then
    export AGENT_TRACE_E2E_OPENCLAW="$bin"
  fi
else
  echo "e2e: could not install Node 24 (see $cache/node24.install.log); openclaw skipped" >&2
fi

# Cursor's own hook executor, run by tests/e2e/cursor.rs on Node 24 (read, never vendored: the
# package is Cursor's, all rights reserved). Its install scripts are not needed.
sdk_dir="$cache/cursor/sdk"
if ! grep -q "\"version\": \"$CURSOR_SDK_VERSION\"" "$sdk_dir/node_modules/@cursor/sdk/package.json" 2>/dev/null; then
  echo "e2e: installing @cursor/sdk@$CURSOR_SDK_VERSION into $sdk_dir" >&2
  mkdir -p "$sdk_dir"
  timeout 900 npm install --no-audit --no-fund --ignore-scripts --prefix "$sdk_dir" "@cursor/sdk@$CURSOR_SDK_VERSION" \
    >"$cache/cursor-sdk.install.log" 2>&1 || echo "e2e: could not install @cursor/sdk (see $cache/cursor-sdk.install.log)" >&2
fi
if [ -f "$sdk_dir/node_modules/@cursor/sdk/package.json" ]; then
  export AGENT_TRACE_E2E_CURSOR_SDK="$sdk_dir"
fi

install_hermes() {
  local dir="$cache/hermes"
  # With the `mcp` extra: Hermes connects to MCP servers (agent-trace's) only with the MCP SDK.
  if [ ! -x "$dir/bin/hermes" ] || ! "$dir/bin/pip" show hermes-agent 2>/dev/null | grep -q "^Version: $HERMES_VERSION$" \
    || ! "$dir/bin/pip" show mcp >/dev/null 2>&1; then
    if ! command -v python3 >/dev/null; then echo "e2e: python3 not found; hermes skipped" >&2; return 1; fi
    echo "e2e: installing hermes-agent[mcp]==$HERMES_VERSION into $dir" >&2
    if ! { python3 -m venv "$dir" && timeout 900 "$dir/bin/pip" install -q "hermes-agent[mcp]==$HERMES_VERSION"; } >"$dir.install.log" 2>&1; then
      echo "e2e: could not install hermes-agent (see $dir.install.log); hermes skipped" >&2
      return 1
    fi
  fi
  echo "$dir/bin/hermes"
}

if bin=$(install_hermes); then
  export AGENT_TRACE_E2E_HERMES="$bin"
fi

# The projects the payload scenario (tests/e2e/payloads.rs) checks: pytest in a venv, Go from
# Debian's packages (cargo and node are there already).
install_pytest() {
  local dir="$cache/pytest"
  if [ ! -x "$dir/bin/pytest" ]; then
    echo "e2e: installing pytest into $dir" >&2
    if ! { python3 -m venv "$dir" && timeout 900 "$dir/bin/pip" install -q "pytest==$PYTEST_VERSION"; } >"$dir.install.log" 2>&1; then
      echo "e2e: could not install pytest (see $dir.install.log)" >&2
      return 1
    fi
  fi
  export AGENT_TRACE_E2E_PYTEST_DIR="$dir/bin"
}
install_pytest || true
if ! command -v go >/dev/null; then
  echo "e2e: installing golang-go from Debian's packages" >&2
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq golang-go; } >"$cache/go.install.log" 2>&1 \
    || echo "e2e: could not install go (see $cache/go.install.log)" >&2
fi
command -v go >/dev/null && export AGENT_TRACE_E2E_GO="$(command -v go)"
# A real browser renders `agent-trace report`'s page (tests/e2e/report.rs).
if ! command -v chromium >/dev/null; then
  echo "e2e: installing chromium from Debian's packages" >&2
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; } >"$cache/chromium.install.log" 2>&1 \
    || echo "e2e: could not install chromium (see $cache/chromium.install.log)" >&2
fi
command -v chromium >/dev/null && export AGENT_TRACE_E2E_CHROMIUM="$(command -v chromium)"

# The packages (tests/e2e/packages.rs): the tools that build and install them, then the wheel
# and the npm packages for this machine, built by the release's own script.
install_packaging() {
  local dir="$cache/packaging"
  if [ ! -x "$dir/bin/maturin" ] || ! "$dir/bin/pip" show maturin 2>/dev/null | grep -q "^Version: $MATURIN_VERSION$" \
    || ! "$dir/bin/pip" show uv 2>/dev/null | grep -q "^Version: $UV_VERSION$" \
    || ! "$dir/bin/pip" show pipx 2>/dev/null | grep -q "^Version: $PIPX_VERSION$"; then
    echo "e2e: installing maturin $MATURIN_VERSION, uv $UV_VERSION and pipx $PIPX_VERSION into $dir" >&2
    if ! { python3 -m venv "$dir" \
      && timeout 900 "$dir/bin/pip" install -q "maturin==$MATURIN_VERSION" "uv==$UV_VERSION" "pipx==$PIPX_VERSION"; } >"$dir.install.log" 2>&1; then
      echo "e2e: could not install the packaging tools (see $dir.install.log); packages skipped" >&2
      return 1
    fi
  fi
  local out="$cache/packages"
  rm -rf "$out" && mkdir -p "$out"
  echo "e2e: building the wheel and the npm packages into $out" >&2
  local wheel binary
  wheel=$(MATURIN="$dir/bin/maturin" scripts/package.sh wheel "$out") \
    && binary=$(scripts/package.sh unwheel "$wheel" "$out/bin") \
    && scripts/package.sh npm-platform "$binary" "$(scripts/package.sh platform)" "$out" >/dev/null \
    && scripts/package.sh npm-main "$out" >/dev/null \
    && rm -rf "$out/bin" || { echo "e2e: could not build the packages; packages skipped" >&2; return 1; }
  export AGENT_TRACE_E2E_PACKAGES="$out" AGENT_TRACE_E2E_UV="$dir/bin/uv" AGENT_TRACE_E2E_PIPX="$dir/bin/pipx"
}
install_packaging || true

# What `cargo install agent-trace --locked` gets from crates.io: the packaged crate must build alone.
echo "e2e: cargo package (builds the crate as crates.io would serve it)" >&2
cargo package --locked --allow-dirty --quiet

# In CI every client must be there: a client that could not be installed fails the run.
missing=()
for client in CLAUDE_CODE CODEX COPILOT CURSOR_SDK OPENCODE OPENCLAW HERMES PACKAGES UV PIPX PYTEST_DIR GO CHROMIUM; do
  var="AGENT_TRACE_E2E_$client"
  [ -n "${!var:-}" ] || missing+=("$client")
done
if [ -n "${CI:-}" ] && [ ${#missing[@]} -gt 0 ]; then
  echo "e2e: CI is set and these clients could not be installed: ${missing[*]}" >&2
  exit 1
fi

cargo test --locked --features e2e --test e2e -- --nocapture --test-threads 1 "$@"
