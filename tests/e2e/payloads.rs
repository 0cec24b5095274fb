//! Ground truth for the evidence ledger and the stop gate: each real client, driven by the
//! scripted model through passing and failing checks in four ecosystems (cargo, pytest, node's
//! test runner, go test), a build that does not compile, checks that check nothing, edits with
//! the agent's own tools and through the shell, a large write and a `cd`, then "Done.".
//!
//! Every hook call goes through a wrapper that keeps the payload and the answer the client got.
//! With `AGENT_TRACE_E2E_PAYLOADS=DIR` (scripts/capture-payloads.sh) they are written to
//! `DIR/<agent>/<client version>/`, one file per call, named after the scenario's step, with the
//! run's paths replaced by `__REPO__` and `__HOME__` and the large write's content cut to a
//! marker; `tests/it/payloads.rs` replays them. Without it, the run checks the gate on the spot.

use std::path::{Path, PathBuf};
use std::process::Output;
use std::time::Duration;

use serde_json::{Value, json};

use crate::model_server::{ModelServer, Reply};
use crate::support::Env;
use crate::{client, run_client, setup};

/// What a step does, in words any agent's tools can say.
enum Action {
    Shell(&'static str),
    Write(&'static str, String),
    Edit(&'static str, &'static str, &'static str),
}

/// One step of the scenario; its label names the payloads it causes (and says what the gate
/// must make of them: see `tests/it/payloads.rs`).
struct Step {
    label: &'static str,
    action: Action,
}

/// The size of the large write, which replaces a file of the same size: a client that repeats
/// the old and new text in the tool's response (Claude Code: content, original file and patch)
/// sends a payload over the hook's 8 MiB read limit, while the conversation still fits the
/// model's context (a 4 MB write does not: Claude Code ends the session).
pub const LARGE: usize = 2_200_000;

fn scenario() -> Vec<Step> {
    use Action::*;
    let step = |label, action| Step { label, action };
    vec![
        step("check-pass.cargo-test", Shell("cargo test --manifest-path rs/Cargo.toml ok_")),
        step("check-fail.cargo-test", Shell("cargo test --manifest-path rs/Cargo.toml broken_")),
        step("check-pass.pytest", Shell("python -m pytest -q py/tests/test_ok.py")),
        step("check-fail.pytest", Shell("python -m pytest -q py/tests/test_bad.py")),
        step("check-pass.node-test", Shell("node --test js/ok.test.js")),
        step("check-fail.node-test", Shell("node --test js/bad.test.js")),
        step("check-pass.go-test", Shell("(cd go && go test ./ok/)")),
        step("check-fail.go-test", Shell("(cd go && go test ./bad/)")),
        step("check-fail.cargo-build", Shell("cargo build --manifest-path rsbad/Cargo.toml")),
        step("check-pass.cargo-build", Shell("cargo build --manifest-path rs/Cargo.toml")),
        step("check-pass.piped", Shell("cargo test --manifest-path rs/Cargo.toml ok_ 2>&1 | tail -n 5")),
        step("no-check.echo", Shell("echo \"cargo test passed\"")),
        step("no-check.comment", Shell("echo done # cargo test")),
        step("no-check.ls", Shell("ls rs")),
        step(
            "no-check.swallowed",
            Shell("cargo test --manifest-path rs/Cargo.toml broken_ >/dev/null 2>&1; echo passed"),
        ),
        step("no-check.or-true", Shell("cargo test --manifest-path rs/Cargo.toml broken_ || true")),
        step("change.write-tool", Write("py/app.py", "def answer():\n    return 41\n".into())),
        step("change.edit-tool", Edit("py/app.py", "return 41", "return 42")),
        step("change.sed", Shell("sed -i 's/42/43/' py/app.py")),
        step("change.redirect", Shell("printf 'X = 1\\n' > py/gen.py")),
        step("change.large-write", Write("py/big.py", format!("DATA = '{}'\n", "x".repeat(LARGE)))),
        step("cd.sub", Shell("cd sub")),
    ]
}

/// The scripted reply that makes `agent` take `action` in `repo`.
fn reply(agent: &str, repo: &Path, action: &Action) -> Reply {
    let tool = |name: &str, input: Value| Reply::Tool { name: name.into(), input };
    let abs = |path: &str| repo.join(path).to_string_lossy().into_owned();
    match (agent, action) {
        ("claude-code", Action::Shell(c)) => tool("Bash", json!({"command": c, "description": "scenario step"})),
        ("claude-code", Action::Write(p, text)) => tool("Write", json!({"file_path": abs(p), "content": text})),
        ("claude-code", Action::Edit(p, old, new)) => {
            tool("Edit", json!({"file_path": abs(p), "old_string": old, "new_string": new}))
        }
        // Not a login shell: its profile would reset PATH to one without cargo or python.
        ("codex", Action::Shell(c)) => tool("exec_command", json!({"cmd": c, "login": false})),
        ("codex", Action::Write(p, text)) => {
            let body: String = text.lines().map(|l| format!("+{l}\n")).collect();
            tool("apply_patch", json!(format!("*** Begin Patch\n*** Add File: {p}\n{body}*** End Patch\n")))
        }
        ("codex", Action::Edit(p, old, new)) => tool(
            "apply_patch",
            json!(format!("*** Begin Patch\n*** Update File: {p}\n@@\n-    {old}\n+    {new}\n*** End Patch\n")),
        ),
        ("hermes", Action::Shell(c)) => tool("terminal", json!({"command": c})),
        ("hermes", Action::Write(p, text)) => tool("write_file", json!({"path": abs(p), "content": text})),
        ("hermes", Action::Edit(p, old, new)) => {
            tool("patch", json!({"mode": "replace", "path": abs(p), "old_string": old, "new_string": new}))
        }
        ("openclaw", Action::Shell(c)) => tool("exec", json!({"command": c})),
        ("openclaw", Action::Write(p, text)) => tool("write", json!({"path": abs(p), "content": text})),
        ("openclaw", Action::Edit(p, old, new)) => {
            tool("edit", json!({"path": abs(p), "oldText": old, "newText": new}))
        }
        ("opencode", Action::Shell(c)) => tool("bash", json!({"command": c, "description": "scenario step"})),
        ("opencode", Action::Write(p, text)) => tool("write", json!({"filePath": abs(p), "content": text})),
        ("opencode", Action::Edit(p, old, new)) => {
            tool("edit", json!({"filePath": abs(p), "oldString": old, "newString": new}))
        }
        ("copilot", Action::Shell(c)) => tool("bash", json!({"command": c, "description": "scenario step"})),
        ("copilot", Action::Write(p, text)) => tool("create", json!({"path": abs(p), "file_text": text})),
        ("copilot", Action::Edit(p, old, new)) => tool("edit", json!({"path": abs(p), "old_str": old, "new_str": new})),
        _ => unreachable!("no scenario for {agent}"),
    }
}

/// The project the scenario works in: a crate with a passing and a failing test, one that does
/// not compile, pytest, node and go tests of each kind, and a subfolder.
fn lay_out_project(repo: &Path) {
    let files: &[(&str, &str)] = &[
        ("rs/Cargo.toml", "[package]\nname = \"probe\"\nversion = \"0.1.0\"\nedition = \"2021\"\n"),
        (
            "rs/src/lib.rs",
            "pub fn add(a: u32, b: u32) -> u32 {\n    a + b\n}\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn ok_adds() {\n        assert_eq!(super::add(1, 1), 2);\n    }\n    #[test]\n    fn broken_adds() {\n        assert_eq!(super::add(1, 1), 3);\n    }\n}\n",
        ),
        ("rsbad/Cargo.toml", "[package]\nname = \"broken\"\nversion = \"0.1.0\"\nedition = \"2021\"\n"),
        ("rsbad/src/lib.rs", "pub fn broken( -> u32 {\n"),
        ("py/app.py", "def answer():\n    return 40\n"),
        ("py/tests/test_ok.py", "def test_ok():\n    assert 1 + 1 == 2\n"),
        ("py/tests/test_bad.py", "def test_bad():\n    assert 1 + 1 == 3\n"),
        (
            "js/ok.test.js",
            "const test = require('node:test');\nconst assert = require('node:assert');\ntest('ok', () => assert.strictEqual(1 + 1, 2));\n",
        ),
        (
            "js/bad.test.js",
            "const test = require('node:test');\nconst assert = require('node:assert');\ntest('bad', () => assert.strictEqual(1 + 1, 3));\n",
        ),
        ("go/go.mod", "module probe\n\ngo 1.19\n"),
        (
            "go/ok/ok_test.go",
            "package ok\n\nimport \"testing\"\n\nfunc TestOk(t *testing.T) {\n\tif 1+1 != 2 {\n\t\tt.Fatal(\"no\")\n\t}\n}\n",
        ),
        (
            "go/bad/bad_test.go",
            "package bad\n\nimport \"testing\"\n\nfunc TestBad(t *testing.T) {\n\tif 1+1 != 3 {\n\t\tt.Fatal(\"1+1 is not 3\")\n\t}\n}\n",
        ),
        ("sub/README.md", "a subfolder\n"),
        (".gitignore", "target/\n__pycache__/\n.pytest_cache/\n"),
    ];
    for (path, text) in files {
        let path = repo.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    std::fs::write(repo.join("py/big.py"), format!("DATA = '{}'\n", "y".repeat(LARGE))).unwrap();
}

/// Copilot CLI's `create` makes new files only: its writes start from no file.
fn lay_out_for(agent: &str, repo: &Path) {
    lay_out_project(repo);
    if agent == "copilot" {
        for file in ["py/app.py", "py/big.py"] {
            std::fs::remove_file(repo.join(file)).unwrap();
        }
    }
}

/// Every hook command of the installed configs goes through a wrapper that keeps the payload
/// (`<n>.<args>.in.json`) and the answer (`<n>.<args>.out`) in `capture`.
fn wrap_hooks(home: &Path, capture: &Path) {
    std::fs::create_dir_all(capture).unwrap();
    let real = crate::support::bin();
    let wrapper = capture.parent().unwrap().join("agent-trace-capture");
    let script = format!(
        "#!/bin/sh\nn=$(date +%s%N)\nname=\"$n.$(echo \"$*\" | tr ' /' '__')\"\ncat > '{dir}'/\"$name.in.json\"\n'{real}' \"$@\" < '{dir}'/\"$name.in.json\" | tee '{dir}'/\"$name.out\"\n",
        dir = capture.display(),
        real = real.display()
    );
    std::fs::write(&wrapper, script).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
    let mut stack = vec![home.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if let Ok(text) = std::fs::read_to_string(&path)
                && text.contains(&*real.to_string_lossy())
                && !path.to_string_lossy().contains("node_modules")
            {
                let hooked = text.replace(&*real.to_string_lossy(), &wrapper.to_string_lossy());
                std::fs::write(&path, hooked).unwrap();
            }
        }
    }
}

/// The environment the project's tools need under the client's clean one: rustup and cargo
/// where they are installed, go's and pytest's folders.
fn tool_env(env: &Env) -> Vec<(&'static str, String)> {
    let real_home = std::env::var("HOME").unwrap_or_default();
    let rustup = std::env::var("RUSTUP_HOME").unwrap_or(format!("{real_home}/.rustup"));
    let cargo = std::env::var("CARGO_HOME").unwrap_or(format!("{real_home}/.cargo"));
    let mut path = std::env::var("AGENT_TRACE_E2E_PYTEST_DIR").map(|d| format!("{d}:")).unwrap_or_default();
    if let Ok(node) = std::env::var("AGENT_TRACE_E2E_NODE_DIR") {
        path.push_str(&format!("{node}:"));
    }
    path.push_str(&std::env::var("PATH").unwrap_or_default());
    vec![
        ("PATH", path),
        ("RUSTUP_HOME", rustup),
        ("CARGO_HOME", cargo),
        ("CARGO_TARGET_DIR", env.path().join("target").to_string_lossy().into_owned()),
        ("CARGO_NET_OFFLINE", "true".into()),
        ("GOFLAGS", "-mod=mod".into()),
        ("GOCACHE", env.path().join("gocache").to_string_lossy().into_owned()),
        ("GOPATH", env.path().join("gopath").to_string_lossy().into_owned()),
        ("PYTHONDONTWRITEBYTECODE", "1".into()),
        ("AGENT_TRACE_HOME", env.data_dir().to_string_lossy().into_owned()),
        ("GIT_CONFIG_GLOBAL", env.path().join("gitconfig").to_string_lossy().into_owned()),
        ("GIT_CONFIG_NOSYSTEM", "1".into()),
    ]
}

/// Runs the client of `agent` once with `prompt`, its model being `server`.
fn drive(agent: &str, program: &Path, env: &Env, repo: &Path, home: &Path, server: &ModelServer) -> Output {
    let prompt = "Work through the scenario.";
    let mut envs = tool_env(env);
    envs.push(("HOME", home.to_string_lossy().into_owned()));
    let limit = Duration::from_secs(600);
    match agent {
        "claude-code" => {
            envs.extend([
                ("ANTHROPIC_BASE_URL", server.url()),
                ("ANTHROPIC_API_KEY", "sk-ant-e2e-test".into()),
                ("DISABLE_TELEMETRY", "1".into()),
                ("DISABLE_AUTOUPDATER", "1".into()),
                ("DISABLE_ERROR_REPORTING", "1".into()),
                ("CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC", "1".into()),
            ]);
            let args =
                ["-p", prompt, "--output-format", "json", "--allowedTools", "Bash,Write,Edit", "--max-turns", "60"];
            run_client(program, &args, repo, &envs, limit)
        }
        "codex" => {
            crate::codex::configure(home, server);
            envs.push(("E2E_API_KEY", "sk-e2e-test".into()));
            run_client(program, &crate::codex::exec_args(prompt), repo, &envs, limit)
        }
        "hermes" => {
            crate::hermes::configure(home, server);
            envs.push(("OPENAI_API_KEY", "sk-e2e-test".into()));
            let args = ["-z", prompt, "--accept-hooks", "--yolo", "-t", "terminal,file"];
            run_client(program, &args, repo, &envs, limit)
        }
        "openclaw" => {
            crate::openclaw::configure(home, repo, server);
            crate::openclaw::run_with(program, repo, &envs, prompt)
        }
        "opencode" => {
            crate::opencode::configure(home, server);
            run_client(program, &["run", "--model", "e2e/scripted", prompt], repo, &envs, limit)
        }
        "copilot" => {
            envs.extend(crate::copilot::provider_env(server));
            run_client(program, &["-p", prompt, "--allow-all-tools", "--no-auto-update"], repo, &envs, limit)
        }
        _ => unreachable!(),
    }
}

/// One captured hook call.
struct Call {
    args: String,
    payload: Value,
    answer: String,
}

fn captured(dir: &Path) -> Vec<Call> {
    let mut names: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().ends_with(".in.json"))
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let stem = name.trim_end_matches(".in.json");
            let args = stem.split_once('.').map(|(_, a)| a.to_string()).unwrap_or_default();
            let payload = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap_or(Value::Null);
            let answer = std::fs::read_to_string(dir.join(format!("{stem}.out"))).unwrap_or_default();
            Call { args, payload, answer }
        })
        .collect()
}

/// The scenario step a tool payload belongs to: a shell step by its exact command, an edit by
/// its file and whether it is a write or an edit.
fn step_of<'a>(steps: &'a [Step], payload: &Value) -> Option<&'a Step> {
    let input = ["tool_input", "args", "params", "toolArgs"].iter().find_map(|k| payload.get(*k))?;
    let command = ["command", "cmd"].iter().find_map(|k| input.get(*k)).and_then(Value::as_str);
    let text = input.to_string();
    steps.iter().find(|s| match &s.action {
        Action::Shell(c) => command == Some(*c),
        Action::Write(p, _) => command.is_none_or(|c| c.contains("Add File")) && text.contains(p) && !is_edit(input),
        Action::Edit(p, _, _) => {
            command.is_none_or(|c| c.contains("Update File")) && text.contains(p) && is_edit(input)
        }
    })
}

fn is_edit(input: &Value) -> bool {
    let text = input.to_string();
    ["old_string", "oldString", "oldText", "old_str", "Update File", "edits"].iter().any(|k| text.contains(k))
}

/// The version a client reports.
fn version(agent: &str, program: &Path) -> String {
    let mut envs = vec![];
    if agent == "openclaw"
        && let Ok(node) = std::env::var("AGENT_TRACE_E2E_NODE_DIR")
    {
        envs.push(("PATH", format!("{node}:{}", std::env::var("PATH").unwrap_or_default())));
    }
    let out = run_client(program, &["--version"], Path::new("/"), &envs, Duration::from_secs(60));
    let text = String::from_utf8_lossy(&out.stdout);
    let found = text.split(|c: char| !(c.is_ascii_digit() || c == '.')).find(|w| w.matches('.').count() >= 2);
    found.unwrap_or("unknown").trim_matches('.').to_string()
}

/// Writes the captured calls as fixtures: paths replaced, the large write cut to a marker.
fn save(out: &Path, agent: &str, version: &str, calls: &[(String, &Call)], repo: &Path, home: &Path, env: &Env) {
    let dir = out.join(agent).join(version);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let (large, old) = ("x".repeat(LARGE), "y".repeat(LARGE));
    for (n, (label, call)) in calls.iter().enumerate() {
        let text = serde_json::to_string_pretty(&call.payload)
            .unwrap()
            .replace(&large, "__LARGE__")
            .replace(&old, "__LARGE_OLD__")
            .replace(&*repo.to_string_lossy(), "__REPO__")
            .replace(&*home.to_string_lossy(), "__HOME__")
            .replace(&*env.path().to_string_lossy(), "__TMP__");
        let event = call.args.strip_prefix(&format!("hook_{agent}_")).unwrap_or(&call.args);
        let name = format!("{:02}-{label}--{event}", n + 1);
        std::fs::write(dir.join(format!("{name}.json")), text + "\n").unwrap();
        let answer = call.answer.replace(&*repo.to_string_lossy(), "__REPO__");
        std::fs::write(dir.join(format!("{name}.answer")), answer).unwrap();
    }
}

fn capture(agent: &str) {
    let Some(program) = client(agent) else { return };
    let env = Env::new();
    let config_dir = match agent {
        "claude-code" => ".claude",
        "codex" => ".codex",
        "hermes" => ".hermes",
        "openclaw" => ".openclaw",
        "copilot" => ".copilot",
        _ => ".config/opencode",
    };
    let (repo, home, _) = setup(&env, agent, config_dir);
    lay_out_for(agent, &repo);
    let mut steps = scenario();
    let mut script: Vec<Reply> = steps.iter().map(|s| reply(agent, &repo, &s.action)).collect();
    // After the gate's block (the changes came after the last passing check), a check that
    // passes and a second "Done.".
    script.push(Reply::Text("Done.".into()));
    // From the project's root, wherever the agent's shell is now.
    let final_check = format!("cd {} && python -m pytest -q py/tests/test_ok.py", repo.display());
    let final_check = Step { label: "check-pass.after-block", action: Action::Shell(final_check.leak()) };
    script.push(reply(agent, &repo, &final_check.action));
    steps.push(final_check);
    script.push(Reply::Text("Done.".into()));
    let server = ModelServer::start(script);
    let capture_dir = env.path().join("capture");
    wrap_hooks(&home, &capture_dir);
    let output = drive(agent, &program, &env, &repo, &home, &server);
    let calls = captured(&capture_dir);
    assert!(
        calls.iter().any(|c| ["tool_input", "args", "toolArgs"].iter().any(|k| c.payload.get(*k).is_some())),
        "{agent}: no tool payload captured\nstdout: {}\nstderr: {}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    let mut labelled = Vec::new();
    for call in &calls {
        let label = match step_of(&steps, &call.payload) {
            Some(step) => step.label.to_string(),
            None if ["tool_input", "toolArgs"].iter().any(|k| call.payload.get(*k).is_some()) => "other".to_string(),
            None => "session".to_string(),
        };
        labelled.push((label, call));
    }
    let version = version(agent, &program);
    let tail = |bytes: &[u8]| {
        let text = String::from_utf8_lossy(bytes).into_owned();
        text.chars().rev().take(1500).collect::<Vec<_>>().into_iter().rev().collect::<String>()
    };
    println!("{agent} {version}: {} hook calls captured", calls.len());
    println!("  client stdout (end): {}\n  client stderr (end): {}", tail(&output.stdout), tail(&output.stderr));
    for (label, call) in &labelled {
        println!("  {label:28} {}", call.args);
    }
    if let Some(out) = std::env::var_os("AGENT_TRACE_E2E_PAYLOADS") {
        save(Path::new(&out), agent, &version, &labelled, &repo, &home, &env);
    }
}

#[test]
fn claude_code_payloads() {
    capture("claude-code");
}

#[test]
fn codex_payloads() {
    capture("codex");
}

#[test]
fn hermes_payloads() {
    capture("hermes");
}

#[test]
fn openclaw_payloads() {
    capture("openclaw");
}

#[test]
fn opencode_payloads() {
    capture("opencode");
}

#[test]
fn copilot_payloads() {
    capture("copilot");
}
