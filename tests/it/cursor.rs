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

/// Cursor runs agent-trace's Claude Code entries too, with the same payload: the lesson is given
/// once, in Cursor's own answer, whichever of the two runs first.
#[test]
fn a_moment_cursor_runs_through_both_entries_is_served_once() {
    let env = Env::new();
    let (repo, lessons) = trusted_repo(&env);
    init(&env, &repo, "cursor,claude-code");
    let same = payload("claude-settings.sessionStart.json", &repo);
    let from_claude_settings = hook(&env, &repo, "claude-code", "SessionStart", &same);
    let from_cursor = hook(&env, &repo, "cursor", "sessionStart", &same);
    let served: Vec<&String> =
        [&from_claude_settings, &from_cursor].into_iter().filter(|o| o.contains(&lessons.session_start)).collect();
    assert_eq!(served.len(), 1, "claude-code: {from_claude_settings}\ncursor: {from_cursor}");
    let answer: Value = serde_json::from_str(served[0].trim()).unwrap();
    assert!(answer.get("additional_context").is_some(), "in Cursor's dialect: {}", served[0]);
    assert_eq!(from_cursor.trim(), "{}", "the second is Cursor's neutral answer");
    // A later session start is a new payload: served again.
    let next = same.replace("agent-e79f7770", "agent-0000aaaa");
    assert!(hook(&env, &repo, "cursor", "sessionStart", &next).contains(&lessons.session_start));
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
