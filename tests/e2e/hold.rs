//! `[recall] pre_tool = "hold-once"` with the real clients whose hooks take no context before a
//! tool runs (OpenCode, OpenClaw, Hermes), or take it only after the tool ran (Copilot CLI): the first `git push --force` is held, the model reads
//! the pre_tool lesson as that call's result before anything ran, and the call made again runs
//! (git's own error comes back then, and only then).

use serde_json::json;

use crate::model_server::{ModelServer, Reply};
use crate::support::Env;
use crate::{PRE_TOOL_TEXT, body_text, client, hit_ids, setup};

/// What git says when the push really runs (the test repository has no `origin`).
const PUSH_RAN: &str = "does not appear to be a git repository";

fn hold_once(env: &Env) {
    std::fs::create_dir_all(env.data_dir()).unwrap();
    std::fs::write(env.data_dir().join("config.toml"), "[recall]\npre_tool = \"hold-once\"\n").unwrap();
}

/// The model's requests: the held call's result holds the lesson and no output of the push; the
/// retry's result holds git's.
fn assert_held_then_ran(agent: &str, requests: &[crate::model_server::Recorded], stdout: &[u8], stderr: &[u8]) {
    assert!(
        requests.len() >= 3,
        "{agent}: {} agent requests\nstdout: {}\nstderr: {}",
        requests.len(),
        String::from_utf8_lossy(stdout),
        String::from_utf8_lossy(stderr)
    );
    let (first, after_hold, after_retry) = (body_text(&requests[0]), body_text(&requests[1]), body_text(&requests[2]));
    assert!(!first.contains(PRE_TOOL_TEXT), "{agent}: not before the call");
    assert!(
        after_hold.contains(PRE_TOOL_TEXT) && after_hold.contains("make it again"),
        "{agent}: the lesson is the held call's result"
    );
    assert!(!after_hold.contains(PUSH_RAN), "{agent}: the held call did not run");
    assert!(after_retry.contains(PUSH_RAN), "{agent}: the call made again ran");
}

fn script(tool: &str) -> ModelServer {
    let push = || Reply::Tool {
        name: tool.into(),
        input: json!({"command": "git push --force origin main", "description": "Push"}),
    };
    ModelServer::start(vec![push(), push(), Reply::Text("Done.".into())])
}

#[test]
fn opencode_holds_the_first_push_with_the_lesson() {
    let Some(opencode) = client("opencode") else { return };
    let env = Env::new();
    hold_once(&env);
    let (repo, home, lessons) = setup(&env, "opencode", ".config/opencode");
    let server = script("bash");
    crate::opencode::configure(&home, &server);
    let output = crate::opencode::run(&opencode, &env, &repo, &home);
    assert_held_then_ran("opencode", &server.agent_requests(), &output.stdout, &output.stderr);
    assert!(hit_ids(&env).contains(&lessons.ids[2]), "the hold is the delivery");
}

#[test]
fn openclaw_holds_the_first_push_with_the_lesson() {
    let Some(openclaw) = client("openclaw") else { return };
    let env = Env::new();
    hold_once(&env);
    let (repo, home, lessons) = setup(&env, "openclaw", ".openclaw");
    let server = script("exec");
    crate::openclaw::configure(&home, &repo, &server);
    let output = crate::openclaw::run(&openclaw, &env, &repo, &home, "Please prepare the release.");
    assert_held_then_ran("openclaw", &server.agent_requests(), &output.stdout, &output.stderr);
    assert!(hit_ids(&env).contains(&lessons.ids[2]), "the hold is the delivery");
}

#[test]
fn hermes_holds_the_first_push_with_the_lesson() {
    let Some(hermes) = client("hermes") else { return };
    let env = Env::new();
    hold_once(&env);
    // init reads the setting and installs Hermes' pre_tool_call hook for it.
    let (repo, home, lessons) = setup(&env, "hermes", ".hermes");
    assert!(crate::support::read(&home.join(".hermes/config.yaml")).contains("hook hermes pre_tool_call"));
    let server = script("terminal");
    crate::hermes::configure(&home, &server);
    let output = crate::hermes::run(&hermes, &env, &repo, &home);
    assert_held_then_ran("hermes", &server.agent_requests(), &output.stdout, &output.stderr);
    assert!(hit_ids(&env).contains(&lessons.ids[2]), "the hold is the delivery");
}

#[test]
fn copilot_holds_the_first_push_with_the_lesson() {
    let Some(copilot) = client("copilot") else { return };
    let env = Env::new();
    hold_once(&env);
    let (repo, home, lessons) = setup(&env, "copilot", ".copilot");
    let server = script("bash");
    let output = crate::copilot::run(&copilot, &env, &repo, &home, &server, "Please prepare the release.", &[]);
    assert_held_then_ran("copilot", &server.agent_requests(), &output.stdout, &output.stderr);
    assert!(hit_ids(&env).contains(&lessons.ids[2]), "the hold is the delivery");
}
