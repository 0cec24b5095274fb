//! Hermes Agent (`hermes -z`) against the scripted OpenAI chat-completions server.
//! Hermes takes context only at `pre_llm_call` (appended to the user's message), so the
//! session_start and prompt lessons arrive there and the pre_tool lesson cannot.

use std::path::Path;
use std::process::Output;
use std::time::Duration;

use serde_json::json;

use crate::model_server::{ModelServer, Reply};
use crate::support::{Env, read};
use crate::{assert_doctor_then_uninstall, assert_never_sent, body_text, client, dump, hit_ids, run_client, setup};

#[test]
fn lessons_reach_hermes_at_pre_llm_call() {
    let Some(hermes) = client("hermes") else { return };
    let env = Env::new();
    let (repo, home, lessons) = setup(&env, "hermes", ".hermes");
    let server = ModelServer::start(vec![
        Reply::Tool { name: "terminal".into(), input: json!({"command": "git push --force origin main"}) },
        Reply::Text("Done.".into()),
    ]);
    let config = home.join(".hermes/config.yaml");
    let installed = configure(&home, &server);

    let output = run(&hermes, &env, &repo, &home);
    dump("hermes", &server, &output, &home.join(".hermes"));
    let agent = server.agent_requests();
    assert!(
        !agent.is_empty(),
        "no agent request\nstdout: {}\nstderr: {}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    let first = body_text(&agent[0]);
    assert!(first.contains(&lessons.prompt), "the prompt lesson reaches the first request");
    assert!(first.contains(&lessons.session_start), "the session_start lesson rides on the first turn's pre_llm_call");
    assert_never_sent(&server, &lessons.pre_tool, "Hermes cannot inject at pre_tool_call: nothing is delivered there");
    assert_never_sent(&server, &lessons.unmatched, "a lesson whose pattern did not match never reaches the model");
    let hits = hit_ids(&env);
    assert!(hits.contains(&lessons.ids[0]) && hits.contains(&lessons.ids[1]), "{hits:?}");
    crate::report::assert_delivery_matched(&env, &repo, &home, &lessons.ids[0]);
    assert!(!hits.contains(&lessons.ids[2]) && !hits.contains(&lessons.ids[3]), "{hits:?}");

    std::fs::write(&config, &installed).unwrap();
    assert_doctor_then_uninstall(&env, &repo, &home, "hermes", true, &[".hermes/config.yaml"]);
    println!(
        "hermes: {} requests, {} in the agent loop; client: {}",
        server.requests().len(),
        agent.len(),
        hermes.display()
    );
}

/// One `hermes -z` run of the release prompt, hooks accepted, the terminal tool allowed.
pub fn run(hermes: &Path, env: &Env, repo: &Path, home: &Path) -> Output {
    run_client(
        hermes,
        &["-z", "Please prepare the release.", "--accept-hooks", "--yolo", "-t", "terminal"],
        repo,
        &[
            ("HOME", home.to_string_lossy().into_owned()),
            ("OPENAI_API_KEY", "sk-e2e-test".into()),
            ("AGENT_TRACE_HOME", env.data_dir().to_string_lossy().into_owned()),
            ("GIT_CONFIG_GLOBAL", env.path().join("gitconfig").to_string_lossy().into_owned()),
            ("GIT_CONFIG_NOSYSTEM", "1".into()),
        ],
        Duration::from_secs(240),
    )
}

/// Hermes's model pointed at the scripted server; returns the config as init wrote it.
pub fn configure(home: &Path, server: &ModelServer) -> String {
    let config = home.join(".hermes/config.yaml");
    let installed = read(&config);
    let model =
        format!("model:\n  default: \"scripted\"\n  provider: \"custom\"\n  base_url: \"{}/v1\"\n", server.url());
    std::fs::write(&config, format!("{model}{installed}")).unwrap();
    installed
}
