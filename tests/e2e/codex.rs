//! Codex CLI (`codex exec`) with a custom Responses-API provider pointed at the scripted server.
//! Codex runs non-managed hooks only after a person reviews them in `/hooks`; this run uses
//! `--dangerously-bypass-hook-trust` for that one invocation instead.

use std::path::Path;
use std::time::Duration;

use serde_json::json;

use crate::model_server::{ModelServer, Reply};
use crate::support::Env;
use crate::{assert_doctor_then_uninstall, assert_three_moments, client, dump, run_client, setup};

#[test]
fn lessons_reach_codex_at_session_start_prompt_and_pre_tool() {
    let Some(codex) = client("codex") else { return };
    let env = Env::new();
    let (repo, home, lessons) = setup(&env, "codex", ".codex");
    let server = ModelServer::start(vec![
        Reply::Tool { name: "exec_command".into(), input: json!({"cmd": "git push --force origin main"}) },
        Reply::Text("Done.".into()),
    ]);
    configure(&home, &server);
    let output = run_client(
        &codex,
        &exec_args("Please prepare the release."),
        &repo,
        &[
            ("HOME", home.to_string_lossy().into_owned()),
            ("E2E_API_KEY", "sk-e2e-test".into()),
            ("AGENT_TRACE_HOME", env.data_dir().to_string_lossy().into_owned()),
            ("GIT_CONFIG_GLOBAL", env.path().join("gitconfig").to_string_lossy().into_owned()),
            ("GIT_CONFIG_NOSYSTEM", "1".into()),
        ],
        Duration::from_secs(240),
    );
    dump("codex", &server, &output, &home.join(".codex/sessions"));
    let agent = assert_three_moments(&server, &lessons, &env, &output);
    crate::report::assert_delivery_matched(&env, &repo, &home, &lessons.ids[0]);
    assert_doctor_then_uninstall(&env, &repo, &home, "codex", true, &[".codex/hooks.json"]);
    println!(
        "codex: {} requests, {} in the agent loop; client: {}",
        server.requests().len(),
        agent.len(),
        codex.display()
    );
}

/// Codex's provider pointed at the scripted server.
pub fn configure(home: &Path, server: &ModelServer) {
    let config = format!(
        "model = \"scripted\"\nmodel_provider = \"e2e\"\n\n[model_providers.e2e]\nname = \"e2e\"\nbase_url = \"{}/v1\"\nenv_key = \"E2E_API_KEY\"\nwire_api = \"responses\"\nrequest_max_retries = 0\nstream_max_retries = 0\n",
        server.url()
    );
    std::fs::write(home.join(".codex/config.toml"), config).unwrap();
}

/// `codex exec` with `prompt`, hooks run without the review a person gives them in `/hooks`.
pub fn exec_args(prompt: &str) -> [&str; 5] {
    [
        "exec",
        "--skip-git-repo-check",
        "--dangerously-bypass-hook-trust",
        "--dangerously-bypass-approvals-and-sandbox",
        prompt,
    ]
}
