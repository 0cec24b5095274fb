//! The packages, installed the way a team installs tools: the wheel with the real `uv tool
//! install` and `pipx install`, the npm packages with the real `npm install -g`, each into a temp
//! prefix; then `agent-trace init` through what was installed, in a temp home and repository.
//! The hooks must call the native binary, never the entry script on PATH, and the figures of a
//! hook run through each are printed. `npx` and `uvx` runs work and are named by init.
//!
//! scripts/e2e.sh builds the packages with scripts/package.sh into AGENT_TRACE_E2E_PACKAGES and
//! installs uv and pipx (AGENT_TRACE_E2E_UV, AGENT_TRACE_E2E_PIPX).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::client;
use crate::support::Env;

/// The folder of built packages and the one file in it that ends with `suffix`.
fn package(suffix: &str) -> Option<PathBuf> {
    let dir = client("packages")?;
    let found: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().ends_with(suffix))
        .collect();
    assert_eq!(found.len(), 1, "one {suffix} in {}: {found:?}", dir.display());
    found.into_iter().next()
}

fn npm_packages() -> Option<(PathBuf, PathBuf)> {
    let dir = client("packages")?;
    let mut platform = None;
    let mut main = None;
    for path in std::fs::read_dir(&dir).unwrap().flatten().map(|e| e.path()) {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name.starts_with("agent-trace-linux-") || name.starts_with("agent-trace-darwin-") {
            platform = Some(path);
        } else if name.starts_with("agent-trace-") && name.ends_with(".tgz") {
            main = Some(path);
        }
    }
    Some((platform.expect("the platform package"), main.expect("the main package")))
}

/// The first `name` on the test process's own PATH (the tools scripts/e2e.sh found).
fn on_path(name: &str) -> PathBuf {
    std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())
        .map(|dir| dir.join(name))
        .find(|p| p.is_file())
        .unwrap_or_else(|| panic!("{name} is not on PATH"))
}

/// Runs a packaging tool in the hermetic environment plus `envs`; panics with its output on failure.
fn tool(env: &Env, program: &Path, args: &[&str], envs: &[(&str, &Path)]) -> String {
    let mut cmd = Command::new(program);
    env.apply(&mut cmd, env.path());
    // The tools find node and python3 where this machine has them.
    cmd.env("PATH", format!("{}:{}", on_path("node").parent().unwrap().display(), crate::support::PATH));
    for (key, value) in envs {
        cmd.env(key, value);
    }
    let out = cmd.args(args).stdin(Stdio::null()).output().unwrap();
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "{} {args:?} failed:\n{text}", program.display());
    text
}

/// `agent-trace init` run through `entry` (what the package put on PATH) in a fresh home and
/// repository; returns the program the Claude Code PreToolUse hook runs, and init's output.
fn init_through(env: &Env, entry: &Path, runner: &[&str]) -> (PathBuf, PathBuf, String) {
    let repo = env.repo("project");
    let home = env.path().join("home");
    std::fs::create_dir_all(home.join(".claude")).unwrap();
    let mut cmd = Command::new(entry);
    env.apply(&mut cmd, &repo);
    cmd.env("PATH", format!("{}:{}", on_path("node").parent().unwrap().display(), crate::support::PATH));
    let out = cmd.args(runner).args(["init", "--home"]).arg(&home).stdin(Stdio::null()).output().unwrap();
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "init through {} failed:\n{text}", entry.display());
    let settings: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(home.join(".claude/settings.json")).unwrap()).unwrap();
    let command = settings["hooks"]["PreToolUse"][0]["hooks"][0]["command"].as_str().unwrap().to_string();
    let program = PathBuf::from(&shlex::split(&command).unwrap()[0]);
    (program, repo, text)
}

/// The hook's program is a native executable, not a script.
fn assert_native(program: &Path) {
    let head = std::fs::read(program).unwrap();
    assert!(!head.starts_with(b"#!"), "{} is a script", program.display());
    assert!(
        head.starts_with(b"\x7fELF") || head[..4] == [0xcf, 0xfa, 0xed, 0xfe],
        "{} is no binary",
        program.display()
    );
}

/// Median wall time of `runs` PreToolUse hook calls through `program`.
fn hook_median(env: &Env, program: &Path, repo: &Path, runs: usize) -> Duration {
    let payload = serde_json::json!({
        "session_id": "e2e-packages", "hook_event_name": "PreToolUse", "cwd": repo,
        "tool_name": "Bash", "tool_input": {"command": "git status"},
    })
    .to_string();
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let mut cmd = Command::new(program);
            env.apply(&mut cmd, repo);
            cmd.env("PATH", format!("{}:{}", on_path("node").parent().unwrap().display(), crate::support::PATH));
            cmd.args(["hook", "claude-code", "PreToolUse"]).stdin(Stdio::piped()).stdout(Stdio::piped());
            let started = Instant::now();
            let mut child = cmd.spawn().unwrap();
            use std::io::Write;
            child.stdin.take().unwrap().write_all(payload.as_bytes()).unwrap();
            let out = child.wait_with_output().unwrap();
            let took = started.elapsed();
            assert!(out.status.success());
            took
        })
        .collect();
    times.sort();
    times[runs / 2]
}

/// What every installation must give: hooks on the native binary under `under`, a doctor with
/// no failure, and the hook's time through the entry and through the binary.
fn assert_installed(env: &Env, how: &str, entry: &Path, under: &Path) {
    let (program, repo, init) = init_through(env, entry, &[]);
    assert_native(&program);
    assert!(
        program.starts_with(under),
        "{how}: the hook runs {}, not a binary under {}",
        program.display(),
        under.display()
    );
    assert!(!init.contains("cache"), "{how}: an installed package is not a runner's cache:\n{init}");
    let mut cmd = Command::new(entry);
    env.apply(&mut cmd, &repo);
    cmd.env("PATH", format!("{}:{}", on_path("node").parent().unwrap().display(), crate::support::PATH));
    let home = env.path().join("home");
    let doctor = cmd.args(["doctor", "--runs", "2", "--home"]).arg(&home).output().unwrap();
    let report = String::from_utf8_lossy(&doctor.stdout);
    assert!(doctor.status.success() && !report.contains("a script for"), "{how}: doctor:\n{report}");
    let through_entry = hook_median(env, entry, &repo, 21);
    let native = hook_median(env, &program, &repo, 21);
    eprintln!(
        "{how}: PreToolUse hook median over 21 runs: {:.1} ms through the entry on PATH ({}), {:.1} ms through the binary init wrote ({})",
        through_entry.as_secs_f64() * 1e3,
        entry.display(),
        native.as_secs_f64() * 1e3,
        program.display()
    );
}

/// A script that runs `program` with `var` set: the runners keep their caches in the temp dir.
fn wrapper(env: &Env, name: &str, var: &str, value: &Path, program: &Path) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let path = env.path().join(format!("{name}-wrapper"));
    std::fs::write(&path, format!("#!/bin/sh\n{var}='{}' exec '{}' \"$@\"\n", value.display(), program.display()))
        .unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

fn python() -> PathBuf {
    on_path("python3")
}

#[test]
fn uv_tool_install_puts_the_binary_itself_in_the_hooks() {
    let (Some(uv), Some(wheel)) = (client("uv"), package(".whl")) else { return };
    let env = Env::new();
    let tools = env.path().join("uv-tools");
    let bin = env.path().join("bin");
    let cache = env.path().join("uv-cache");
    let envs: &[(&str, &Path)] = &[("UV_TOOL_DIR", &tools), ("UV_TOOL_BIN_DIR", &bin), ("UV_CACHE_DIR", &cache)];
    let python = python();
    tool(
        &env,
        &uv,
        &["tool", "install", "--offline", "--no-config", "--python", python.to_str().unwrap(), wheel.to_str().unwrap()],
        envs,
    );
    assert_installed(&env, "uv tool install", &bin.join("agent-trace"), &tools.join("agent-trace"));
    assert!(
        tools.join("agent-trace/share/man/man1/agent-trace.1").is_file(),
        "the manual is in the tool's environment"
    );
}

#[test]
fn pipx_install_puts_the_binary_itself_in_the_hooks_and_links_the_manual() {
    let (Some(pipx), Some(wheel)) = (client("pipx"), package(".whl")) else { return };
    let env = Env::new();
    let pipx_home = env.path().join("pipx");
    let bin = env.path().join("bin");
    let man = env.path().join("man");
    let python = python();
    let envs: &[(&str, &Path)] =
        &[("PIPX_HOME", &pipx_home), ("PIPX_BIN_DIR", &bin), ("PIPX_MAN_DIR", &man), ("PIPX_DEFAULT_PYTHON", &python)];
    tool(&env, &pipx, &["install", "--pip-args=--no-index", wheel.to_str().unwrap()], envs);
    assert_installed(&env, "pipx install", &bin.join("agent-trace"), &pipx_home.join("venvs/agent-trace"));
    assert!(man.join("man1/agent-trace.1").exists(), "pipx links the manual into PIPX_MAN_DIR");
}

#[test]
fn npm_install_global_runs_hooks_on_the_platform_packages_binary() {
    let Some((platform, main)) = npm_packages() else { return };
    let env = Env::new();
    let prefix = env.path().join("npm-prefix");
    let cache = env.path().join("npm-cache");
    let envs: &[(&str, &Path)] = &[("npm_config_cache", &cache)];
    let npm = on_path("npm");
    let args = ["install", "-g", "--offline", "--no-audit", "--no-fund", "--prefix", prefix.to_str().unwrap()];
    tool(&env, &npm, &[&args[..], &[platform.to_str().unwrap(), main.to_str().unwrap()]].concat(), envs);
    let entry = prefix.join("bin/agent-trace");
    assert!(std::fs::read(&entry).unwrap().starts_with(b"#!/usr/bin/env node"), "npm's entry is the Node script");
    assert_installed(&env, "npm install -g", &entry, &prefix.join("lib/node_modules/@agent-trace"));
    assert!(prefix.join("share/man/man1/agent-trace.1").exists(), "npm links the manual into <prefix>/share/man");
}

#[test]
fn npx_uvx_and_pipx_run_work_and_init_names_the_runners_cache() {
    let (Some(uv), Some(pipx), Some(wheel), Some((platform, main))) =
        (client("uv"), client("pipx"), package(".whl"), npm_packages())
    else {
        return;
    };
    let env = Env::new();
    let npm_cache = env.path().join("npm-cache");
    std::fs::create_dir_all(&npm_cache).unwrap();
    // npx, as `npx agent-trace init` runs it (from the built tarballs instead of the registry).
    let npx = wrapper(&env, "npx", "npm_config_cache", &npm_cache, &on_path("npx"));
    let runner = ["--yes", "--offline", "-p", platform.to_str().unwrap(), "-p", main.to_str().unwrap(), "agent-trace"];
    let (program, _, init) = init_through(&env, &npx, &runner);
    assert_native(&program);
    assert!(program.starts_with(npm_cache.join("_npx")), "npx runs the binary from its cache: {}", program.display());
    assert!(init.contains("which is in npx's cache") && init.contains("npm install -g agent-trace"), "{init}");

    // uvx, as `uvx agent-trace init` runs it.
    let env = Env::new();
    let uv_cache = env.path().join("uv-cache");
    let uvx = wrapper(&env, "uvx", "UV_CACHE_DIR", &uv_cache, &uv);
    let python = python();
    let runner = [
        "tool",
        "run",
        "--offline",
        "--no-config",
        "--python",
        python.to_str().unwrap(),
        "--from",
        wheel.to_str().unwrap(),
        "agent-trace",
    ];
    let (program, _, init) = init_through(&env, &uvx, &runner);
    assert_native(&program);
    assert!(program.starts_with(&uv_cache), "uvx runs the binary from its cache: {}", program.display());
    assert!(init.contains("which is in uvx's cache") && init.contains("uv tool install agent-trace"), "{init}");

    // pipx run, as `pipx run agent-trace init` runs it.
    let env = Env::new();
    let pipx_home = env.path().join("pipx");
    let pipx_run = wrapper(&env, "pipx", "PIPX_HOME", &pipx_home, &pipx);
    let runner = ["run", "--pip-args=--no-index", "--spec", wheel.to_str().unwrap(), "agent-trace"];
    let (program, _, init) = init_through(&env, &pipx_run, &runner);
    assert_native(&program);
    assert!(
        program.starts_with(pipx_home.join(".cache")),
        "pipx run runs the binary from its cache: {}",
        program.display()
    );
    assert!(init.contains("which is in pipx run's cache") && init.contains("pipx install agent-trace"), "{init}");
}
