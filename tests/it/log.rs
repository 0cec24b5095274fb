//! `agent-trace log`: each delivery a hook made, from Claude Code's captured payloads.

use predicates::str::contains;
use serde_json::Value;

use crate::hooks::{fixture, hook, trusted_repo};
use crate::support::Env;

#[test]
fn each_delivery_is_listed_with_its_lessons_and_its_size() {
    let env = Env::new();
    let (repo, lessons) = trusted_repo(&env);
    let out = hook(&env, &repo, "claude-code", "SessionStart", &fixture("claude-code", "SessionStart", &repo));
    let answer: Value = serde_json::from_str(out.trim()).unwrap();
    let context = answer["hookSpecificOutput"]["additionalContext"].as_str().unwrap();
    hook(&env, &repo, "claude-code", "PreToolUse", &fixture("claude-code", "PreToolUse", &repo));

    let listed = env.run(&repo, &["log", "--json"]).success();
    let rows: Vec<Value> = serde_json::from_slice(&listed.get_output().stdout).unwrap();
    assert_eq!(rows.len(), 2, "{rows:?}");
    let first = &rows[0];
    assert_eq!((first["agent"].as_str(), first["moment"].as_str()), (Some("claude-code"), Some("session_start")));
    assert_eq!(first["lessons"], serde_json::json!([lessons.session_start]));
    assert_eq!(first["project"], "project");
    let chars = context.chars().count() as u64;
    assert_eq!(first["chars"].as_u64(), Some(chars), "the whole context it put in");
    assert_eq!(first["tokens_estimate"].as_u64(), Some(chars.div_ceil(4)));
    assert_eq!(rows[1]["tool"], "Bash");

    let session = first["session"].as_str().unwrap();
    env.run(&repo, &["log", "--session", session])
        .success()
        .stdout(contains(&lessons.session_start))
        .stdout(contains("2 deliveries, 2 lessons handed over"));
    env.run(&repo, &["log", "--session", "another"]).success().stdout(contains("no lessons delivered that match"));
    env.run(&repo, &["log", "--since", "2099-01-01T00:00:00Z"])
        .success()
        .stdout(contains("no lessons delivered that match"));
    env.run(&repo, &["log", "--since", "30d"]).success().stdout(contains("2 deliveries"));
    env.run(&repo, &["log", "--since", "yesterday"]).code(2).stderr(contains("90m, 24h, 7d"));
}
