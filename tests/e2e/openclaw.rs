//! OpenClaw (`openclaw agent --local`) with a custom OpenAI-compatible provider pointed at the
//! scripted server. Lessons come from agent-trace's plugin: `before_prompt_build` prepends the
//! prompt's (and the first turn's session_start) lessons; `before_tool_call` cannot inject, so
//! its lessons join the next prompt build (agents.md §4.2).

use std::time::Duration;

use serde_json::{Value, json};

use crate::model_server::{ModelServer, Reply};
use crate::support::{Env, read};
use crate::{assert_doctor_then_uninstall, assert_never_sent, body_text, client, dump, hit_ids, run_client, setup};

#[test]
fn lessons_reach_openclaw_through_its_plugin() {
    let Some(openclaw) = client("openclaw") else { return };
    let env = Env::new();
    let (repo, home, lessons) = setup(&env, "openclaw", ".openclaw");
    let server = ModelServer::start(vec![
        Reply::Tool { name: "exec".into(), input: json!({"command": "git push --force origin main"}) },
        Reply::Text("Done.".into()),
    ]);
    let config_path = home.join(".openclaw/openclaw.json");
    let mut config: Value = serde_json::from_str(&read(&config_path)).unwrap();
    // OpenClaw 2026.9 loads a local plugin only once the person allows it (an exclusive list, so
    // init does not create one); this is that person's choice, which init then keeps up to date.
    config["plugins"]["allow"] = json!(["agent-trace"]);
    config["agents"] = json!({"defaults": {"model": {"primary": "e2e/scripted"}, "workspace": repo}});
    config["models"] = json!({"mode": "merge", "providers": {"e2e": {
        "baseUrl": format!("{}/v1", server.url()), "apiKey": "sk-e2e-test", "api": "openai-completions",
        "models": [{"id": "scripted", "name": "scripted", "reasoning": false, "input": ["text"],
                    "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0}, "contextWindow": 120000, "maxTokens": 8192}]
    }}});
    std::fs::write(&config_path, serde_json::to_string_pretty(&config).unwrap()).unwrap();
    let node_dir = std::env::var_os("AGENT_TRACE_E2E_NODE_DIR").map(|d| d.to_string_lossy().into_owned());
    let path = match node_dir {
        Some(dir) => format!("{dir}:{}", std::env::var("PATH").unwrap_or_default()),
        None => std::env::var("PATH").unwrap_or_default(),
    };
    let output = run_client(
        &openclaw,
        &["agent", "--local", "--agent", "main", "-m", "Please prepare the release.", "--json"],
        &repo,
        &[
            ("PATH", path),
            ("HOME", home.to_string_lossy().into_owned()),
            ("AGENT_TRACE_HOME", env.data_dir().to_string_lossy().into_owned()),
            ("GIT_CONFIG_GLOBAL", env.path().join("gitconfig").to_string_lossy().into_owned()),
            ("GIT_CONFIG_NOSYSTEM", "1".into()),
        ],
        Duration::from_secs(300),
    );
    dump("openclaw", &server, &output, &home.join(".openclaw/agents"));
    let agent = server.agent_requests();
    assert!(
        !agent.is_empty(),
        "no agent request\nstdout: {}\nstderr: {}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    let first = body_text(&agent[0]);
    assert!(first.contains(&lessons.session_start), "the session_start lesson reaches the first request");
    assert!(first.contains(&lessons.prompt), "the prompt lesson reaches the first request");
    assert_never_sent(&server, &lessons.unmatched, "a lesson whose pattern did not match never reaches the model");
    let hits = hit_ids(&env);
    assert!(hits.contains(&lessons.ids[0]) && hits.contains(&lessons.ids[1]), "{hits:?}");
    assert!(
        hits.contains(&lessons.ids[2]),
        "before_tool_call recalled the pre_tool lesson (it joins the next prompt build): {hits:?}"
    );
    // No doctor here: openclaw.json also holds this run's provider settings.
    assert_doctor_then_uninstall(&env, &repo, &home, "openclaw", false, &[".openclaw/extensions/agent-trace/index.js"]);
    println!(
        "openclaw: {} requests, {} in the agent loop; client: {}",
        server.requests().len(),
        agent.len(),
        openclaw.display()
    );
}
