//! End to end with the real agent clients: `agent-trace init` → the agent fires our hook → the
//! lesson text arrives in the request the agent sends to its model (a scripted server on
//! 127.0.0.1). Run by `scripts/e2e.sh`, which installs the clients and says where they are
//! (`AGENT_TRACE_E2E_<AGENT>` = the client's executable); an agent whose client is missing is
//! skipped with a message, except in CI (`CI` set), where it fails.

// Test and benchmark code may use std::fs: a failure shows its own line (see clippy.toml).
#![allow(clippy::disallowed_methods)]

mod claude_code;
mod codex;
mod copilot;
mod cursor;
mod hermes;
mod hold;
mod markers;
mod mcp;
mod model_server;
mod openclaw;
mod opencode;
mod packages;
mod payloads;
mod report;
#[path = "../it/support.rs"]
#[allow(dead_code)]
mod support;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use support::{Env, added_id};

/// The client's executable, or `None` (and a skip message) when it was not installed; in CI a
/// missing client is a failure, never a skip.
pub fn client(agent: &str) -> Option<PathBuf> {
    let var = format!("AGENT_TRACE_E2E_{}", agent.to_uppercase().replace('-', "_"));
    match std::env::var_os(&var).map(PathBuf::from).filter(|p| p.exists()) {
        Some(path) => Some(path),
        None if std::env::var_os("CI").is_some_and(|v| !v.is_empty()) => {
            panic!("{agent}: its client is not installed ({var} is unset) and CI is set: run scripts/e2e.sh")
        }
        None => {
            eprintln!("SKIPPED {agent}: its client is not installed ({var} is unset); run scripts/e2e.sh");
            None
        }
    }
}

/// Lessons whose texts carry markers, so the tests can find them in the model's requests.
pub struct Lessons {
    pub session_start: String,
    pub prompt: String,
    pub pre_tool: String,
    /// A pre_tool lesson whose pattern the scripted tool call does not match.
    pub unmatched: String,
    pub ids: Vec<String>,
}

pub const SESSION_START_TEXT: &str = "E2E-SESSION-START: run the whole test suite before saying done.";
pub const PROMPT_TEXT: &str = "E2E-PROMPT: releases go through scripts/release.sh.";
pub const PRE_TOOL_TEXT: &str = "E2E-PRE-TOOL: never force-push to main.";
pub const UNMATCHED_TEXT: &str = "E2E-UNMATCHED: never rm -rf the home directory.";

/// A repository with one lesson per moment (and one that must not fire), and a home with the
/// agent's config directory, after `agent-trace init` there.
pub fn setup(env: &Env, agent: &str, config_dir: &str) -> (PathBuf, PathBuf, Lessons) {
    let repo = env.repo("project");
    let add = |args: &[&str]| added_id(&env.run(&repo, &[&["lessons", "add"][..], args].concat()).success());
    let ids = vec![
        add(&["--text", SESSION_START_TEXT, "--trigger", "session_start"]),
        add(&["--text", PROMPT_TEXT, "--trigger", "prompt::(?i)release"]),
        add(&["--text", PRE_TOOL_TEXT, "--trigger", "pre_tool:Bash:git push.*--force", "--severity", "3"]),
        add(&["--text", UNMATCHED_TEXT, "--trigger", "pre_tool:Bash:rm -rf"]),
    ];
    let home = env.path().join("home");
    std::fs::create_dir_all(home.join(config_dir)).unwrap();
    // The repository already holds lessons, so init trusts it only when told to.
    env.run(&repo, &["init", "--home", home.to_str().unwrap(), "--agents", agent, "--trust"]).success();
    let lessons = Lessons {
        session_start: SESSION_START_TEXT.into(),
        prompt: PROMPT_TEXT.into(),
        pre_tool: PRE_TOOL_TEXT.into(),
        unmatched: UNMATCHED_TEXT.into(),
        ids,
    };
    (repo, home, lessons)
}

/// Runs a client to completion (or kills it after `limit`), with only the environment given.
pub fn run_client(program: &Path, args: &[&str], dir: &Path, envs: &[(&str, String)], limit: Duration) -> Output {
    let mut command = Command::new(program);
    command.args(args).current_dir(dir).env_clear().stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped());
    for key in ["PATH", "LANG", "TERM"] {
        if let Some(value) = std::env::var_os(key) {
            command.env(key, value);
        }
    }
    for (key, value) in envs {
        command.env(key, value);
    }
    let mut child = command.spawn().unwrap();
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > limit {
            let _ = child.kill();
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    child.wait_with_output().unwrap()
}

/// With `AGENT_TRACE_E2E_DUMP=DIR`: the model requests, the client's output and the transcripts
/// it wrote under `transcripts_root` (real transcripts, for the parser fixtures) go to DIR/<agent>/.
pub fn dump(agent: &str, server: &model_server::ModelServer, output: &Output, transcripts_root: &Path) {
    let Some(dir) = std::env::var_os("AGENT_TRACE_E2E_DUMP") else { return };
    let dir = Path::new(&dir).join(agent);
    std::fs::create_dir_all(&dir).unwrap();
    let requests: Vec<_> =
        server.requests().iter().map(|r| serde_json::json!({"path": r.path, "body": r.body})).collect();
    std::fs::write(dir.join("requests.json"), serde_json::to_string_pretty(&requests).unwrap()).unwrap();
    std::fs::write(dir.join("client.out"), [&output.stdout[..], b"\n--- stderr ---\n", &output.stderr[..]].concat())
        .unwrap();
    let mut stack = vec![transcripts_root.to_path_buf()];
    while let Some(path) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&path) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|x| {
                ["jsonl", "json", "db", "db-wal", "db-shm", "sqlite", "sqlite-wal", "sqlite-shm"]
                    .iter()
                    .any(|e| x == *e)
            }) {
                let _ = std::fs::copy(&path, dir.join(path.file_name().unwrap()));
            }
        }
    }
}

/// Every recorded request body as text, for "did this lesson reach the model" checks.
pub fn body_text(request: &model_server::Recorded) -> String {
    request.body.to_string()
}

/// The lesson ids recorded as hits in the private store.
pub fn hit_ids(env: &Env) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(env.data_dir().join("hits")) else { return Vec::new() };
    let mut ids: Vec<String> = entries
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "ids"))
        .flat_map(|e| {
            std::fs::read_to_string(e.path()).unwrap_or_default().lines().map(str::to_string).collect::<Vec<_>>()
        })
        .collect();
    ids.sort();
    ids.dedup();
    ids
}

/// No request the client sent carries `text` (a lesson that must not fire, or cannot be injected).
pub fn assert_never_sent(server: &model_server::ModelServer, text: &str, why: &str) {
    for request in server.requests() {
        assert!(!body_text(&request).contains(text), "{why}: {text}");
    }
}

/// `doctor` passes for the agent (when `doctor` is set), and `uninstall` takes agent-trace out:
/// none of `files` under `home` still mentions it.
pub fn assert_doctor_then_uninstall(env: &Env, repo: &Path, home: &Path, agent: &str, doctor: bool, files: &[&str]) {
    let home_arg = home.to_str().unwrap();
    if doctor {
        let out = env.cmd(repo).args(["doctor", "--home", home_arg, "--agents", agent]).output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stdout));
    }
    env.run(repo, &["uninstall", "--home", home_arg, "--agents", agent]).success();
    for file in files {
        let path = home.join(file);
        assert!(
            !path.exists() || !support::read(&path).contains("agent-trace"),
            "{} still mentions agent-trace",
            path.display()
        );
    }
}

/// Where an agent takes context at all three moments (Codex, Copilot CLI, OpenCode's plugin):
/// the session_start and prompt lessons reach the first request, the pre_tool lesson the request
/// after the tool call, the
/// unmatched one never, and the three are recorded as hits. Returns the agent-loop requests.
pub fn assert_three_moments(
    server: &model_server::ModelServer,
    lessons: &Lessons,
    env: &Env,
    output: &Output,
) -> Vec<model_server::Recorded> {
    let agent = server.agent_requests();
    assert!(
        agent.len() >= 2,
        "{} agent requests\nstdout: {}\nstderr: {}",
        agent.len(),
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    let first = body_text(&agent[0]);
    assert!(first.contains(&lessons.session_start), "the session_start lesson reaches the first request");
    assert!(first.contains(&lessons.prompt), "the prompt lesson reaches the first request");
    assert!(!first.contains(&lessons.pre_tool));
    assert!(
        body_text(&agent[1]).contains(&lessons.pre_tool),
        "the pre_tool lesson reaches the request after the tool call"
    );
    assert_never_sent(server, &lessons.unmatched, "a lesson whose pattern did not match never reaches the model");
    let hits = hit_ids(env);
    for id in &lessons.ids[..3] {
        assert!(hits.contains(id), "{hits:?}");
    }
    agent
}
