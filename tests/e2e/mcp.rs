//! agent-trace's MCP server, registered by `init --mcp` in each agent's own config: the real
//! clients list it, and Claude Code calls `recall_lessons` when the scripted model asks it to.

use std::path::Path;
use std::time::Duration;

use serde_json::json;

use crate::model_server::{ModelServer, Reply};
use crate::support::Env;
use crate::{PRE_TOOL_TEXT, body_text, client, run_client, setup};

fn base_env(env: &Env, home: &Path) -> Vec<(&'static str, String)> {
    vec![
        ("HOME", home.to_string_lossy().into_owned()),
        ("AGENT_TRACE_HOME", env.data_dir().to_string_lossy().into_owned()),
        ("GIT_CONFIG_GLOBAL", env.path().join("gitconfig").to_string_lossy().into_owned()),
        ("GIT_CONFIG_NOSYSTEM", "1".into()),
        ("DISABLE_TELEMETRY", "1".into()),
        ("DISABLE_AUTOUPDATER", "1".into()),
        ("CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC", "1".into()),
    ]
}

/// `init --mcp` in the repository `setup` made, for one agent.
fn register(env: &Env, repo: &Path, home: &Path, agent: &str) {
    env.run(repo, &["init", "--home", home.to_str().unwrap(), "--agents", agent, "--mcp"]).success();
}

#[test]
fn claude_code_lists_the_server_connected_and_calls_recall_lessons() {
    let Some(claude) = client("claude-code") else { return };
    let env = Env::new();
    let (repo, home, _) = setup(&env, "claude-code", ".claude");
    register(&env, &repo, &home, "claude-code");
    let listed = run_client(&claude, &["mcp", "list"], &repo, &base_env(&env, &home), Duration::from_secs(120));
    let said = String::from_utf8_lossy(&listed.stdout);
    assert!(
        said.contains("agent-trace") && said.contains("Connected"),
        "claude mcp list: {said}\n{}",
        String::from_utf8_lossy(&listed.stderr)
    );

    // The model asks the server before a push, passing only the command it is about to run (as
    // the tool's schema says it may): the pre_tool lesson comes back as the tool's result.
    let server = ModelServer::start(vec![
        Reply::Tool {
            name: "mcp__agent-trace__recall_lessons".into(),
            input: json!({"cwd": repo, "intent": "git push --force origin main"}),
        },
        Reply::Text("Done.".into()),
    ]);
    let mut envs = base_env(&env, &home);
    envs.push(("ANTHROPIC_BASE_URL", server.url()));
    envs.push(("ANTHROPIC_API_KEY", "sk-ant-e2e-test".into()));
    let output = run_client(
        &claude,
        &[
            "-p",
            "Please prepare the release.",
            "--output-format",
            "json",
            "--allowedTools",
            "mcp__agent-trace__recall_lessons",
            "--max-turns",
            "4",
        ],
        &repo,
        &envs,
        Duration::from_secs(180),
    );
    let agent = server.agent_requests();
    assert!(
        agent.len() >= 2,
        "the recall_lessons call and the final turn; got {}\nstdout: {}\nstderr: {}",
        agent.len(),
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(body_text(&agent[0]).contains("recall_lessons"), "the tool is offered to the model");
    // Claude Code 2.1 defers MCP tool schemas (its ToolSearch loads them on demand), but puts the
    // server's instructions in the system prompt: they tell the model what to pass.
    assert!(
        body_text(&agent[0]).contains("with `tool_name` (the tool you are about to call) and `intent` (the command"),
        "the server's instructions reach the model"
    );
    assert!(!body_text(&agent[0]).contains(PRE_TOOL_TEXT), "no Bash call ran, so no hook gave it");
    assert!(body_text(&agent[1]).contains(PRE_TOOL_TEXT), "recall_lessons answered with the pre_tool lesson");
    env.run(&repo, &["uninstall", "--home", home.to_str().unwrap(), "--agents", "claude-code"]).success();
    assert!(!crate::support::read(&home.join(".claude.json")).contains("agent-trace"));
}

#[test]
fn codex_lists_the_server() {
    let Some(codex) = client("codex") else { return };
    let env = Env::new();
    let (repo, home, _) = setup(&env, "codex", ".codex");
    register(&env, &repo, &home, "codex");
    let listed = run_client(&codex, &["mcp", "list", "--json"], &repo, &base_env(&env, &home), Duration::from_secs(60));
    let said = String::from_utf8_lossy(&listed.stdout);
    let servers: serde_json::Value =
        serde_json::from_str(&said).unwrap_or_else(|e| panic!("codex mcp list --json ({e}): {said}"));
    let ours = servers
        .as_array()
        .and_then(|list| list.iter().find(|s| s["name"] == "agent-trace"))
        .unwrap_or_else(|| panic!("agent-trace is not listed: {said}"));
    assert_eq!(ours["enabled"], true, "{said}");
    assert_eq!(ours["transport"]["args"], json!(["mcp"]), "{said}");
}

#[test]
fn opencode_lists_the_server_connected() {
    let Some(opencode) = client("opencode") else { return };
    let env = Env::new();
    // OpenCode gets the server by default: its plugin has no context channel at tool time.
    let (repo, home, _) = setup(&env, "opencode", ".config/opencode");
    let listed = run_client(&opencode, &["mcp", "list"], &repo, &base_env(&env, &home), Duration::from_secs(120));
    let said = String::from_utf8_lossy(&listed.stdout).to_lowercase();
    assert!(
        said.contains("agent-trace") && said.contains("connected"),
        "opencode mcp list: {said}\n{}",
        String::from_utf8_lossy(&listed.stderr)
    );
}

#[test]
fn hermes_connects_to_the_server_it_gets_by_default() {
    let Some(hermes) = client("hermes") else { return };
    let env = Env::new();
    // Hermes gets the server by default: its hooks cannot add context at tool time.
    let (repo, home, _) = setup(&env, "hermes", ".hermes");
    let tested =
        run_client(&hermes, &["mcp", "test", "agent-trace"], &repo, &base_env(&env, &home), Duration::from_secs(120));
    let said = format!("{}{}", String::from_utf8_lossy(&tested.stdout), String::from_utf8_lossy(&tested.stderr));
    assert!(tested.status.success(), "hermes mcp test agent-trace: {said}");
    assert!(said.contains("recall_lessons"), "the server's tools are listed: {said}");
}

#[test]
fn openclaw_probes_the_server_it_gets_by_default() {
    let Some(openclaw) = client("openclaw") else { return };
    let env = Env::new();
    let (repo, home, _) = setup(&env, "openclaw", ".openclaw");
    let node_dir = std::env::var_os("AGENT_TRACE_E2E_NODE_DIR").map(|d| d.to_string_lossy().into_owned());
    let path = match node_dir {
        Some(dir) => format!("{dir}:{}", std::env::var("PATH").unwrap_or_default()),
        None => std::env::var("PATH").unwrap_or_default(),
    };
    let mut envs = base_env(&env, &home);
    envs.push(("PATH", path));
    let probed = run_client(&openclaw, &["mcp", "probe", "agent-trace"], &repo, &envs, Duration::from_secs(120));
    let said = format!("{}{}", String::from_utf8_lossy(&probed.stdout), String::from_utf8_lossy(&probed.stderr));
    assert!(probed.status.success(), "openclaw mcp probe agent-trace: {said}");
    assert!(said.contains("agent-trace: 2 tools"), "a live connection lists both tools: {said}");
}
