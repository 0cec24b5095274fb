#!/usr/bin/env node
// The npm entry: finds the native binary in the per-platform package npm installed beside this
// one (esbuild's and biome's layout) and runs it. Hooks never come through here: `agent-trace
// init` writes the native binary's own path into each agent's config, because starting Node on
// every tool call would cost tens of milliseconds.
"use strict";

const { spawnSync } = require("node:child_process");

const platform = `${process.platform}-${process.arch}`;
const pkg = `@agent-trace/${platform}`;

function fail(message) {
  process.stderr.write(`agent-trace: ${message}\n`);
  process.exit(1);
}

let binary;
try {
  binary = require.resolve(`${pkg}/bin/agent-trace`);
} catch {
  fail(
    `no native binary for ${platform}: the optional package ${pkg} is not installed.\n` +
      "  hint: reinstall without --omit=optional or --no-optional; the packages built are\n" +
      "        linux-x64, linux-arm64, darwin-x64 and darwin-arm64 (elsewhere: cargo install agent-trace --locked)",
  );
}

const result = spawnSync(binary, process.argv.slice(2), { stdio: "inherit" });
if (result.error) {
  fail(`could not run ${binary}: ${result.error.message}`);
}
if (result.signal) {
  process.kill(process.pid, result.signal);
}
process.exit(result.status ?? 1);
