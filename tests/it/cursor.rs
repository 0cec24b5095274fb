//! Cursor, on what its own code sends and what its docs show (its CLI needs a Cursor login and
//! Cursor's servers, so no real run is possible here): `tests/fixtures/hooks/cursor/` holds
//! payloads Cursor's hook executor wrote to a hook's stdin (`sessionStart.json`, and
//! `claude-settings.*.json` for the hooks it runs from Claude Code's settings) and ones quoted
//! from cursor.com/docs/hooks (`*.docs.json`); `tests/fixtures/configs/cursor/` a hooks.json
//! from the same docs, as a person's own file.

use std::path::Path;

use serde_json::Value;

use crate::hooks::{hook, trusted_repo};
use crate::support::{Env, read};

fn payload(name: &str, cwd: &Path) -> String {
    let path = format!("{}/tests/fixtures/hooks/cursor/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).unwrap().replace("__CWD__", cwd.to_str().unwrap())
}

fn init(env: &Env, repo: &Path, agents: &str) -> std::path::PathBuf {
    let home = env.path().join("home");
    std::fs::create_dir_all(home.join(".cursor")).unwrap();
    std::fs::create_dir_all(home.join(".claude")).unwrap();
    env.run(repo, &["init", "--home", home.to_str().unwrap(), "--agents", agents]).success();
    home
}

#[test]
fn init_merges_beside_the_persons_own_hooks_and_uninstall_gives_the_file_back() {
    let env = Env::new();
    let (repo, _) = trusted_repo(&env);
    let home = env.path().join("home");
    std::fs::create_dir_all(home.join(".cursor")).unwrap();
    let theirs =
        read(Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/configs/cursor/hooks.docs-example.json")));
    std::fs::write(home.join(".cursor/hooks.json"), &theirs).unwrap();
    env.run(&repo, &["init", "--home", home.to_str().unwrap(), "--agents", "cursor"]).success();
    let installed = read(&home.join(".cursor/hooks.json"));
    let file: Value = serde_json::from_str(&installed).unwrap();
    assert_eq!(file["version"], 1);
    for (event, first) in
        [("sessionStart", "./session-init.sh"), ("postToolUse", "./hooks/audit-tool.sh"), ("stop", "./audit.sh")]
    {
        let list = file["hooks"][event].as_array().unwrap();
        assert_eq!(list[0]["command"], first, "the person's entry stays first at {event}");
        assert!(
            list.last().unwrap()["command"].as_str().unwrap().ends_with(&format!("hook cursor {event}")),
            "{event}"
        );
    }
    assert!(!installed.contains("//"), "Cursor cuts `//` as a comment, even in a string");
    assert!(
        file["hooks"].get("preToolUse").unwrap().as_array().unwrap().len() == 1,
        "no preToolUse entry without hold-once"
    );
    let doctor =
        env.cmd(&repo).args(["doctor", "--home", home.to_str().unwrap(), "--agents", "cursor"]).output().unwrap();
    assert!(doctor.status.success(), "{}", String::from_utf8_lossy(&doctor.stdout));
    env.run(&repo, &["uninstall", "--home", home.to_str().unwrap(), "--agents", "cursor"]).success();
    assert_eq!(read(&home.join(".cursor/hooks.json")), theirs, "uninstall gives the file back byte for byte");
}

#[test]
fn session_start_lessons_reach_cursor_as_additional_context() {
    let env = Env::new();
    let (repo, lessons) = trusted_repo(&env);
    init(&env, &repo, "cursor");
    let out = hook(&env, &repo, "cursor", "sessionStart", &payload("sessionStart.json", &repo));
    let answer: Value = serde_json::from_str(out.trim()).unwrap();
    assert!(answer["additional_context"].as_str().unwrap().contains(&lessons.session_start), "{out}");
}

/// Cursor runs agent-trace's Claude Code entries too, with the same payload: where agent-trace's
/// own Cursor entry serves the moment, the Claude Code entry stays quiet; where it has none, the
/// Claude Code entry answers as Cursor's.
#[test]
fn a_moment_cursor_runs_through_both_entries_is_served_once() {
    let env = Env::new();
    let (repo, lessons) = trusted_repo(&env);
    let same = payload("claude-settings.sessionStart.json", &repo);
    let home = init(&env, &repo, "claude-code");
    let alone = hook(&env, &repo, "claude-code", "SessionStart", &same);
    let answer: Value = serde_json::from_str(alone.trim()).unwrap();
    assert!(answer["additional_context"].as_str().unwrap().contains(&lessons.session_start), "as Cursor's: {alone}");

    env.run(&repo, &["init", "--home", home.to_str().unwrap(), "--agents", "cursor"]).success();
    let from_claude_settings = hook(&env, &repo, "claude-code", "SessionStart", &same);
    let from_cursor = hook(&env, &repo, "cursor", "sessionStart", &same);
    assert_eq!(from_claude_settings.trim(), "{}", "Cursor's neutral answer from the Claude Code entry");
    assert!(from_cursor.contains(&lessons.session_start), "{from_cursor}");
    // Run again (a resumed conversation sends the same payload): served again.
    assert!(hook(&env, &repo, "cursor", "sessionStart", &same).contains(&lessons.session_start));
}

/// A FIFO where Cursor's hooks file should be never holds the hook: the Claude Code entry then
/// answers, as Cursor's.
#[test]
fn a_fifo_for_the_cursor_hooks_file_does_not_hold_the_hook() {
    let env = Env::new();
    let (repo, lessons) = trusted_repo(&env);
    let home = init(&env, &repo, "claude-code");
    let status = std::process::Command::new("mkfifo").arg(home.join(".cursor/hooks.json")).status().unwrap();
    assert!(status.success());
    let out = hook(&env, &repo, "claude-code", "SessionStart", &payload("claude-settings.sessionStart.json", &repo));
    assert!(out.contains(&lessons.session_start), "{out}");
}

/// A stop the person interrupted (or that failed) is not a finished turn: the gate lets it be.
#[test]
fn an_interrupted_stop_is_not_held() {
    let env = Env::new();
    let (repo, _) = trusted_repo(&env);
    init(&env, &repo, "cursor");
    // Written by hand, on the fields of the docs' postToolUse example: no Write call Cursor made
    // was captured (its tool hooks need its servers).
    let handwritten_write = serde_json::json!({"conversation_id": "c1", "generation_id": "g1", "hook_event_name": "postToolUse",
        "cursor_version": "1.0.0", "workspace_roots": [repo], "tool_name": "Write",
        "tool_input": {"file_path": repo.join("app.py"), "content": "x = 1\n"}, "tool_output": "{}", "cwd": repo});
    std::fs::write(repo.join("app.py"), "x = 1\n").unwrap();
    hook(&env, &repo, "cursor", "postToolUse", &handwritten_write.to_string());
    // The captured stop, of that conversation: `"status": "error"`.
    let stop = payload("claude-settings.stop.json", &repo).replace("agent-e79f7770-cc06-4b64-9bf7-9110b7ca8a41", "c1");
    assert_eq!(hook(&env, &repo, "cursor", "stop", &stop).trim(), "{}");
    let completed = stop.replace("\"status\":\"error\"", "\"status\":\"completed\"");
    assert!(
        hook(&env, &repo, "cursor", "stop", &completed).contains("followup_message"),
        "a finished turn with a change and no check is held"
    );
}

/// A teammate's lesson for a tool whose name holds `//` never puts a `//` in hooks.json.
#[test]
fn no_lesson_writes_a_comment_marker_into_hooks_json() {
    let env = Env::new();
    let (repo, _) = trusted_repo(&env);
    env.run(
        &repo,
        &["lessons", "add", "--text", "Pin the docs version.", "--trigger", "pre_tool:mcp__docs__fetch//v2"],
    )
    .success();
    env.run(&repo, &["trust", "--yes"]).success();
    let home = init(&env, &repo, "cursor");
    assert!(!read(&home.join(".cursor/hooks.json")).contains("//"));
}

/// With hold-once, a tool call's lesson is the reason the first matching call is denied, in both
/// fields some build of Cursor passes to the model.
#[test]
fn hold_once_denies_the_first_matching_call_with_the_lesson() {
    let env = Env::new();
    let (repo, _) = trusted_repo(&env);
    std::fs::create_dir_all(env.data_dir()).unwrap();
    std::fs::write(env.data_dir().join("config.toml"), "[recall]\npre_tool = \"hold-once\"\n").unwrap();
    env.run(&repo, &["lessons", "add", "--text", "Use npm ci in this repo.", "--trigger", "pre_tool:Bash:npm install"])
        .success();
    env.run(&repo, &["trust", "--yes"]).success();
    let home = init(&env, &repo, "cursor");
    assert!(read(&home.join(".cursor/hooks.json")).contains("hook cursor preToolUse"), "hold-once installs preToolUse");
    let call = payload("preToolUse.docs.json", &repo);
    let out = hook(&env, &repo, "cursor", "preToolUse", &call);
    let answer: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(answer["permission"], "deny", "{out}");
    for field in ["agent_message", "user_message"] {
        assert!(answer[field].as_str().unwrap().contains("Use npm ci in this repo."), "{out}");
    }
}

/// An entry the person adds after init survives uninstall, and only agent-trace's entries go.
#[test]
fn an_entry_added_after_init_survives_uninstall() {
    let env = Env::new();
    let (repo, _) = trusted_repo(&env);
    let home = init(&env, &repo, "cursor");
    let path = home.join(".cursor/hooks.json");
    let mut file: Value = serde_json::from_str(&read(&path)).unwrap();
    file["hooks"]["stop"].as_array_mut().unwrap().insert(0, serde_json::json!({"command": "./notify.sh"}));
    std::fs::write(&path, serde_json::to_string_pretty(&file).unwrap()).unwrap();
    env.run(&repo, &["uninstall", "--home", home.to_str().unwrap(), "--agents", "cursor"]).success();
    let after: Value = serde_json::from_str(&read(&path)).unwrap();
    assert_eq!(after["hooks"]["stop"], serde_json::json!([{"command": "./notify.sh"}]));
    assert!(!read(&path).contains("agent-trace"), "{after}");
}
