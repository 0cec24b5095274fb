//! OpenCode (`opencode run`) with its OpenAI-compatible provider pointed at the scripted server.
//! The agent-trace plugin adds lessons to the system prompt; OpenCode has no context channel at
//! tool time, so the pre_tool lesson arrives with the next model call.

use std::path::Path;
use std::process::Output;
use std::time::Duration;

use serde_json::json;

use crate::model_server::{ModelServer, Reply};
use crate::support::Env;
use crate::{assert_doctor_then_uninstall, assert_three_moments, client, dump, run_client, setup};

#[test]
fn lessons_reach_opencode_through_its_plugin() {
    let Some(opencode) = client("opencode") else { return };
    let env = Env::new();
    let (repo, home, lessons) = setup(&env, "opencode", ".config/opencode");
    let server = ModelServer::start(vec![
        Reply::Tool {
            name: "bash".into(),
            input: json!({"command": "git push --force origin main", "description": "Push the release"}),
        },
        Reply::Text("Done.".into()),
    ]);
    configure(&home, &server);
    let output = run(&opencode, &env, &repo, &home);
    dump("opencode", &server, &output, &home.join(".local/share/opencode"));
    let agent = assert_three_moments(&server, &lessons, &env, &output);
    crate::report::assert_delivery_matched(&env, &repo, &home, &lessons.ids[0]);
    assert_doctor_then_uninstall(&env, &repo, &home, "opencode", true, &[".config/opencode/plugins/agent-trace.js"]);
    println!(
        "opencode: {} requests, {} in the agent loop; client: {}",
        server.requests().len(),
        agent.len(),
        opencode.display()
    );
}

/// One `opencode run` of the release prompt.
pub fn run(opencode: &Path, env: &Env, repo: &Path, home: &Path) -> Output {
    run_client(
        opencode,
        &["run", "--model", "e2e/scripted", "Please prepare the release."],
        repo,
        &[
            ("HOME", home.to_string_lossy().into_owned()),
            ("AGENT_TRACE_HOME", env.data_dir().to_string_lossy().into_owned()),
            ("GIT_CONFIG_GLOBAL", env.path().join("gitconfig").to_string_lossy().into_owned()),
            ("GIT_CONFIG_NOSYSTEM", "1".into()),
            ("OPENCODE_DISABLE_AUTOUPDATE", "1".into()),
            ("OPENCODE_DISABLE_SHARE", "1".into()),
        ],
        Duration::from_secs(300),
    )
}

/// OpenCode's provider pointed at the scripted server, bash and edits allowed.
pub fn configure(home: &Path, server: &ModelServer) {
    let config = json!({
        "$schema": "https://opencode.ai/config.json",
        "provider": {"e2e": {
            "npm": "@ai-sdk/openai-compatible",
            "name": "e2e",
            "options": {"baseURL": format!("{}/v1", server.url()), "apiKey": "sk-e2e-test"},
            "models": {"scripted": {"name": "scripted", "tool_call": true}}
        }},
        "model": "e2e/scripted",
        "permission": {"bash": "allow", "edit": "allow"},
        "autoupdate": false,
        "share": "disabled"
    });
    std::fs::write(home.join(".config/opencode/opencode.json"), serde_json::to_string_pretty(&config).unwrap())
        .unwrap();
}
