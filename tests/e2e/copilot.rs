//! GitHub Copilot CLI (`copilot -p`) with its own model provider (`COPILOT_PROVIDER_BASE_URL`)
//! pointed at the scripted OpenAI chat-completions server, offline: no GitHub login, no other
//! network. agent-trace's hooks are a file of its own in `~/.copilot/hooks/`, which Copilot loads
//! in prompt mode without any trust setting.

use std::path::Path;
use std::process::Output;
use std::time::Duration;

use serde_json::json;

use crate::model_server::{ModelServer, Reply};
use crate::support::Env;
use crate::{assert_doctor_then_uninstall, assert_three_moments, client, dump, run_client, setup};

#[test]
fn lessons_reach_copilot_at_session_start_prompt_and_pre_tool() {
    let Some(copilot) = client("copilot") else { return };
    let env = Env::new();
    let (repo, home, lessons) = setup(&env, "copilot", ".copilot");
    let server = ModelServer::start(vec![
        Reply::Tool {
            name: "bash".into(),
            input: json!({"command": "git push --force origin main", "description": "Push the release"}),
        },
        Reply::Text("Done.".into()),
    ]);
    let output = run(&copilot, &env, &repo, &home, &server, "Please prepare the release.", &[]);
    dump("copilot", &server, &output, &home.join(".copilot/session-state"));
    let agent = assert_three_moments(&server, &lessons, &env, &output);
    crate::report::assert_delivery_matched(&env, &repo, &home, &lessons.ids[0]);
    assert_doctor_then_uninstall(&env, &repo, &home, "copilot", true, &[".copilot/hooks/agent-trace.json"]);
    println!(
        "copilot: {} requests, {} in the agent loop; client: {}",
        server.requests().len(),
        agent.len(),
        copilot.display()
    );
}

/// One `copilot -p` run in `repo`, every tool allowed, the model at `server`.
pub fn run(
    copilot: &Path,
    env: &Env,
    repo: &Path,
    home: &Path,
    server: &ModelServer,
    prompt: &str,
    extra: &[(&'static str, String)],
) -> Output {
    let mut envs = vec![
        ("HOME", home.to_string_lossy().into_owned()),
        ("AGENT_TRACE_HOME", env.data_dir().to_string_lossy().into_owned()),
        ("GIT_CONFIG_GLOBAL", env.path().join("gitconfig").to_string_lossy().into_owned()),
        ("GIT_CONFIG_NOSYSTEM", "1".into()),
    ];
    envs.extend(provider_env(server));
    envs.extend(extra.iter().cloned());
    run_client(copilot, &["-p", prompt, "--allow-all-tools", "--no-auto-update"], repo, &envs, Duration::from_secs(240))
}

/// The scripted server as Copilot's model, offline, its unpacked runtime in the shared cache.
pub fn provider_env(server: &ModelServer) -> Vec<(&'static str, String)> {
    let mut envs = vec![
        ("COPILOT_OFFLINE", "true".into()),
        ("COPILOT_PROVIDER_BASE_URL", format!("{}/v1", server.url())),
        ("COPILOT_PROVIDER_API_KEY", "sk-e2e-test".into()),
        // Not a GPT-5 id: those get apply_patch and rg in place of create, edit and grep.
        ("COPILOT_MODEL", "gpt-4.1".into()),
    ];
    if let Some(cache) = std::env::var_os("AGENT_TRACE_E2E_COPILOT_CACHE") {
        envs.push(("COPILOT_CACHE_HOME", cache.to_string_lossy().into_owned()));
    }
    envs
}
