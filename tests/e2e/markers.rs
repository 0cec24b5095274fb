//! What each real client puts in the environment of the commands its shell tool runs: the
//! markers by which agent-trace knows a command comes from inside an agent's tool call (where a
//! person's decision, approving a lesson or trusting a repository, is refused). The scripted
//! model runs `env` through the agent's own shell tool; the test reads what it wrote.

use std::path::Path;
use std::time::Duration;

use serde_json::json;

use crate::model_server::{ModelServer, Reply};
use crate::support::Env;
use crate::{client, run_client, setup};

/// The shell command the model asks for: the tool's environment, one variable a line.
fn dump_env(env: &Env) -> (String, std::path::PathBuf) {
    let out = env.path().join("tool-env.txt");
    (format!("env > {}", out.display()), out)
}

/// The markers agent-trace knows, found in the environment the agent's tool ran with.
fn assert_marked(agent: &str, written: &Path) {
    let text =
        std::fs::read_to_string(written).unwrap_or_else(|e| panic!("{agent}: its shell tool wrote no env ({e})"));
    let vars: Vec<(&str, &str)> = text.lines().filter_map(|l| l.split_once('=')).collect();
    let found =
        agent_trace::agents::running_inside(|name| vars.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string()));
    assert!(found.is_some(), "{agent}: no marker agent-trace knows in its tool's environment:\n{text}");
    println!("{agent}: {}", found.unwrap());
}

#[test]
fn claude_code_marks_its_tool_calls() {
    let Some(claude) = client("claude-code") else { return };
    let env = Env::new();
    let (repo, home, _) = setup(&env, "claude-code", ".claude");
    let (command, written) = dump_env(&env);
    let server = ModelServer::start(vec![
        Reply::Tool { name: "Bash".into(), input: json!({"command": command, "description": "env"}) },
        Reply::Text("Done.".into()),
    ]);
    run_client(
        &claude,
        &["-p", "Show the environment.", "--output-format", "json", "--allowedTools", "Bash", "--max-turns", "4"],
        &repo,
        &[
            ("HOME", home.to_string_lossy().into_owned()),
            ("ANTHROPIC_BASE_URL", server.url()),
            ("ANTHROPIC_API_KEY", "sk-ant-e2e-test".into()),
            ("AGENT_TRACE_HOME", env.data_dir().to_string_lossy().into_owned()),
            ("DISABLE_TELEMETRY", "1".into()),
            ("DISABLE_AUTOUPDATER", "1".into()),
            ("CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC", "1".into()),
        ],
        Duration::from_secs(180),
    );
    assert_marked("claude-code", &written);
}

#[test]
fn codex_marks_its_tool_calls() {
    let Some(codex) = client("codex") else { return };
    let env = Env::new();
    let (repo, home, _) = setup(&env, "codex", ".codex");
    let (command, written) = dump_env(&env);
    let server = ModelServer::start(vec![
        Reply::Tool { name: "exec_command".into(), input: json!({"cmd": command}) },
        Reply::Text("Done.".into()),
    ]);
    crate::codex::configure(&home, &server);
    run_client(
        &codex,
        &crate::codex::exec_args("Show the environment."),
        &repo,
        &[
            ("HOME", home.to_string_lossy().into_owned()),
            ("E2E_API_KEY", "sk-e2e-test".into()),
            ("AGENT_TRACE_HOME", env.data_dir().to_string_lossy().into_owned()),
        ],
        Duration::from_secs(240),
    );
    assert_marked("codex", &written);
}

#[test]
fn hermes_marks_its_tool_calls() {
    let Some(hermes) = client("hermes") else { return };
    let env = Env::new();
    let (repo, home, _) = setup(&env, "hermes", ".hermes");
    let (command, written) = dump_env(&env);
    let server = ModelServer::start(vec![
        Reply::Tool { name: "terminal".into(), input: json!({"command": command}) },
        Reply::Text("Done.".into()),
    ]);
    crate::hermes::configure(&home, &server);
    crate::hermes::run(&hermes, &env, &repo, &home);
    assert_marked("hermes", &written);
}

#[test]
fn opencode_marks_its_tool_calls() {
    let Some(opencode) = client("opencode") else { return };
    let env = Env::new();
    let (repo, home, _) = setup(&env, "opencode", ".config/opencode");
    let (command, written) = dump_env(&env);
    let server = ModelServer::start(vec![
        Reply::Tool { name: "bash".into(), input: json!({"command": command, "description": "env"}) },
        Reply::Text("Done.".into()),
    ]);
    crate::opencode::configure(&home, &server);
    crate::opencode::run(&opencode, &env, &repo, &home);
    assert_marked("opencode", &written);
}

#[test]
fn openclaw_marks_its_tool_calls() {
    let Some(openclaw) = client("openclaw") else { return };
    let env = Env::new();
    let (repo, home, _) = setup(&env, "openclaw", ".openclaw");
    let (command, written) = dump_env(&env);
    let server = ModelServer::start(vec![
        Reply::Tool { name: "exec".into(), input: json!({"command": command}) },
        Reply::Text("Done.".into()),
    ]);
    crate::openclaw::configure(&home, &repo, &server);
    crate::openclaw::run(&openclaw, &env, &repo, &home, "Show the environment.");
    assert_marked("openclaw", &written);
}

#[test]
fn copilot_marks_its_tool_calls() {
    let Some(copilot) = client("copilot") else { return };
    let env = Env::new();
    let (repo, home, _) = setup(&env, "copilot", ".copilot");
    let (command, written) = dump_env(&env);
    let server = ModelServer::start(vec![
        Reply::Tool { name: "bash".into(), input: json!({"command": command, "description": "env"}) },
        Reply::Text("Done.".into()),
    ]);
    crate::copilot::run(&copilot, &env, &repo, &home, &server, "Show the environment.", &[]);
    assert_marked("copilot", &written);
}
