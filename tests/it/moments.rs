//! The tool-call moment in the agents whose hooks take no context before a tool runs (OpenCode,
//! OpenClaw, Hermes), on the payloads their real clients sent: a lesson queued for the next model
//! request is recorded as a hit only when the plugin says it went into one; with
//! `[recall] pre_tool = "hold-once"` the first matching call is held with the lessons as the
//! result the model reads, and the call made again runs.

use std::path::Path;

use serde_json::{Value, json};

use crate::hooks::hook;
use crate::payloads;
use crate::support::{Env, added_id};

/// A trusted repository with a lesson for the captured `cargo test` call, and its id.
fn repo_with_a_cargo_lesson(env: &Env) -> (std::path::PathBuf, String) {
    let repo = env.repo("project");
    let id = added_id(
        &env.run(
            &repo,
            &["lessons", "add", "--text", "Run cargo test with --locked.", "--trigger", "pre_tool:Bash:cargo test"],
        )
        .success(),
    );
    env.run(&repo, &["trust", "--yes"]).success();
    (repo, id)
}

fn hold_once(env: &Env) {
    std::fs::create_dir_all(env.data_dir()).unwrap();
    std::fs::write(env.data_dir().join("config.toml"), "[recall]\npre_tool = \"hold-once\"\n").unwrap();
}

fn hit_count(env: &Env) -> usize {
    let Ok(entries) = std::fs::read_dir(env.data_dir().join("hits")) else { return 0 };
    entries
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "ids"))
        .map(|e| std::fs::read_to_string(e.path()).unwrap().lines().count())
        .sum()
}

fn answer(env: &Env, repo: &Path, agent: &str, event: &str, payload: &Value) -> Value {
    serde_json::from_str(&hook(env, repo, agent, event, &payload.to_string())).unwrap()
}

#[test]
fn a_plugins_queued_lesson_is_a_hit_only_once_it_went_into_a_request() {
    for (agent, event) in [("opencode", "tool.execute.before"), ("openclaw", "before_tool_call")] {
        let env = Env::new();
        let (repo, id) = repo_with_a_cargo_lesson(&env);
        let payload = payloads::one(agent, "check-pass.cargo-test", event).json_in(&repo);
        let queued = answer(&env, &repo, agent, event, &payload);
        assert!(queued["context"].as_str().unwrap().contains("Run cargo test with --locked."), "{agent}: {queued}");
        assert_eq!(queued["deliver"], json!([{"id": id, "scope": "project"}]), "{agent}");
        assert_eq!(hit_count(&env), 0, "{agent}: chosen is not delivered");
        let said = json!({"session_id": payload["session_id"], "cwd": repo, "tool_name": payload["tool_name"],
                          "lessons": queued["deliver"]});
        // A forged `delivered` (ids this hook never handed over, another session) records nothing.
        let forged = json!({"session_id": "another", "cwd": repo, "tool_name": "bash", "lessons": queued["deliver"]});
        assert_eq!(answer(&env, &repo, agent, "delivered", &forged), json!({}));
        assert_eq!(hit_count(&env), 0, "{agent}: a forged delivery silences nothing");
        assert_eq!(answer(&env, &repo, agent, "delivered", &said), json!({}));
        assert_eq!(hit_count(&env), 1, "{agent}: recorded when the plugin put it into a request");
    }
}

#[test]
fn hold_once_holds_the_first_matching_call_with_the_lessons_and_lets_the_retry_run() {
    for (agent, event) in [("opencode", "tool.execute.before"), ("openclaw", "before_tool_call")] {
        let env = Env::new();
        let (repo, _) = repo_with_a_cargo_lesson(&env);
        hold_once(&env);
        let payload = payloads::one(agent, "check-pass.cargo-test", event).json_in(&repo);
        let held = answer(&env, &repo, agent, event, &payload);
        let reason = held["block"].as_str().unwrap_or_else(|| panic!("{agent}: not held: {held}"));
        assert!(reason.contains("Run cargo test with --locked.") && reason.contains("make it again"), "{reason}");
        assert_eq!(hit_count(&env), 1, "{agent}: the hold is the delivery");
        let again = answer(&env, &repo, agent, event, &payload);
        assert!(again.get("block").is_none() && again.get("context").is_none(), "{agent}: the retry runs: {again}");
        assert_eq!(hit_count(&env), 1);
        // Another session is held again: the lesson is new there.
        let mut other = payload.clone();
        other["session_id"] = "another-session".into();
        assert!(answer(&env, &repo, agent, event, &other)["block"].is_string(), "{agent}");
    }
}

#[test]
fn hermes_takes_no_context_at_a_tool_call_and_hold_once_blocks_it_the_way_its_shell_hooks_read() {
    let env = Env::new();
    let (repo, _) = repo_with_a_cargo_lesson(&env);
    // Hermes' pre_tool_call payload (hermes_cli's shell hook: `tool_name`, `tool_input`, `extra`),
    // written from its source: the scenario the capture runs installs no pre_tool_call hook.
    let written_from_source = json!({"hook_event_name": "pre_tool_call", "tool_name": "terminal",
        "tool_input": {"command": "cargo test --manifest-path rs/Cargo.toml ok_"}, "session_id": "sess_1",
        "cwd": repo, "extra": {"task_id": "task_1", "tool_call_id": "call_1"}});
    assert_eq!(answer(&env, &repo, "hermes", "pre_tool_call", &written_from_source), json!({}));
    hold_once(&env);
    let held = answer(&env, &repo, "hermes", "pre_tool_call", &written_from_source);
    assert_eq!(held["decision"], "block", "{held}");
    assert!(held["reason"].as_str().unwrap().contains("Run cargo test with --locked."), "{held}");
    assert_eq!(answer(&env, &repo, "hermes", "pre_tool_call", &written_from_source), json!({}), "the retry runs");
}
