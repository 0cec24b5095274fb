#!/usr/bin/env bash
# Builds the packages agent-trace ships, from one native binary per platform. The release
# workflow (.github/workflows/release.yml) and the package tests in scripts/e2e.sh both run this.
#
#   scripts/package.sh wheel OUT                 the Python wheel for this machine (maturin, `bin`)
#   scripts/package.sh unwheel WHEEL OUT         the native binary a wheel holds, as OUT/agent-trace
#   scripts/package.sh npm-platform BINARY PLATFORM OUT
#                                                @agent-trace/PLATFORM (linux-x64, darwin-arm64, …)
#   scripts/package.sh npm-main OUT              the `agent-trace` package: a small entry, the man
#                                                page, and each platform package as optional
#   scripts/package.sh archive BINARY TARGET OUT agent-trace-TARGET.tar.gz, which cargo binstall
#                                                and the GitHub release serve
#   scripts/package.sh platform                  this machine's npm platform name
#
# MATURIN (default: maturin on PATH) and NPM (default: npm) choose the tools.
set -euo pipefail
cd "$(dirname "$0")/.."

# The platforms the release builds, as npm names them (process.platform-process.arch).
PLATFORMS="linux-x64 linux-arm64 darwin-x64 darwin-arm64"
MAN=packaging/python/agent_trace.data/data/share/man/man1/agent-trace.1

version() { sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1; }

die() { echo "package.sh: $*" >&2; exit 2; }

absolute() { mkdir -p "$1" && (cd "$1" && pwd); }

this_platform() {
  local os cpu
  case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) die "no package for $(uname -s)" ;; esac
  case "$(uname -m)" in x86_64 | amd64) cpu=x64 ;; aarch64 | arm64) cpu=arm64 ;; *) die "no package for $(uname -m)" ;; esac
  echo "$os-$cpu"
}

wheel() {
  local out; out=$(absolute "$1")
  "${MATURIN:-maturin}" build --release --locked --out "$out" >&2
  ls "$out"/agent_trace-"$(version)"-*.whl
}

unwheel() {
  local out; out=$(absolute "$2")
  python3 - "$1" "$out/agent-trace" "$(version)" <<'EOF'
import sys, zipfile
wheel, target, version = sys.argv[1:]
with zipfile.ZipFile(wheel) as z:
    data = z.read(f"agent_trace-{version}.data/scripts/agent-trace")
with open(target, "wb") as f:
    f.write(data)
EOF
  chmod 755 "$out/agent-trace"
  echo "$out/agent-trace"
}

# npm pack of a staged folder; prints the tarball's path.
pack() { # dir out
  (cd "$1" && "${NPM:-npm}" pack --silent --pack-destination "$2") | tail -1 | sed "s|^|$2/|"
}

npm_platform() {
  local binary=$1 platform=$2 out; out=$(absolute "$3")
  case " $PLATFORMS " in *" $platform "*) ;; *) die "unknown platform $platform (one of: $PLATFORMS)" ;; esac
  local os=${platform%-*} cpu=${platform#*-} libc=""
  # glibc builds: npm then skips the package on a musl system, where the binary cannot run.
  [ "$os" = linux ] && libc=',
  "libc": ["glibc"]'
  local stage; stage=$(mktemp -d)
  mkdir -p "$stage/bin"
  install -m 755 "$binary" "$stage/bin/agent-trace"
  cp LICENSE-MIT LICENSE-APACHE "$stage/"
  cat >"$stage/package.json" <<EOF
{
  "name": "@agent-trace/$platform",
  "version": "$(version)",
  "description": "The agent-trace binary for $platform; install the agent-trace package instead",
  "license": "MIT OR Apache-2.0",
  "repository": { "type": "git", "url": "git+https://github.com/Dobraindev/agent-trace.git" },
  "os": ["$os"],
  "cpu": ["$cpu"]$libc,
  "preferUnplugged": true,
  "files": ["bin/agent-trace", "LICENSE-MIT", "LICENSE-APACHE"]
}
EOF
  pack "$stage" "$out"
  rm -rf "$stage"
}

npm_main() {
  local out; out=$(absolute "$1")
  local stage; stage=$(mktemp -d)
  mkdir -p "$stage/bin" "$stage/man"
  install -m 755 packaging/npm/agent-trace/bin/agent-trace.js "$stage/bin/agent-trace.js"
  cp "$MAN" "$stage/man/agent-trace.1"
  cp README.md LICENSE-MIT LICENSE-APACHE "$stage/"
  local deps="" sep=""
  for platform in $PLATFORMS; do
    deps="$deps$sep
    \"@agent-trace/$platform\": \"$(version)\""
    sep=","
  done
  cat >"$stage/package.json" <<EOF
{
  "name": "agent-trace",
  "version": "$(version)",
  "description": "Turn coding agents' mistakes into reviewed lessons kept in git, recalled when they matter",
  "license": "MIT OR Apache-2.0",
  "repository": { "type": "git", "url": "git+https://github.com/Dobraindev/agent-trace.git" },
  "keywords": ["claude-code", "codex", "opencode", "openclaw", "hermes", "coding-agents", "hooks"],
  "bin": { "agent-trace": "bin/agent-trace.js" },
  "man": ["man/agent-trace.1"],
  "engines": { "node": ">=18" },
  "files": ["bin/agent-trace.js", "man/agent-trace.1", "LICENSE-MIT", "LICENSE-APACHE"],
  "optionalDependencies": {$deps
  }
}
EOF
  pack "$stage" "$out"
  rm -rf "$stage"
}

archive() {
  local binary=$1 target=$2 out; out=$(absolute "$3")
  local stage; stage=$(mktemp -d)
  local dir="agent-trace-$target"
  mkdir -p "$stage/$dir"
  install -m 755 "$binary" "$stage/$dir/agent-trace"
  cp "$MAN" README.md LICENSE-MIT LICENSE-APACHE "$stage/$dir/"
  # Same bytes for the same binary: fixed owner, order and time.
  tar -C "$stage" --sort=name --owner=0 --group=0 --numeric-owner --mtime=@0 -czf "$out/$dir.tar.gz" "$dir"
  rm -rf "$stage"
  echo "$out/$dir.tar.gz"
}

case "${1:-}" in
  wheel) [ $# -eq 2 ] || die "usage: wheel OUT"; wheel "$2" ;;
  unwheel) [ $# -eq 3 ] || die "usage: unwheel WHEEL OUT"; unwheel "$2" "$3" ;;
  npm-platform) [ $# -eq 4 ] || die "usage: npm-platform BINARY PLATFORM OUT"; npm_platform "$2" "$3" "$4" ;;
  npm-main) [ $# -eq 2 ] || die "usage: npm-main OUT"; npm_main "$2" ;;
  archive) [ $# -eq 4 ] || die "usage: archive BINARY TARGET OUT"; archive "$2" "$3" "$4" ;;
  platform) this_platform ;;
  *) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
esac
