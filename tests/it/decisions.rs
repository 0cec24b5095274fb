//! Only a person decides: approving, adding, editing, retiring or importing the lessons agents
//! get, and trusting a repository, are refused inside an agent's tool call (each client's own
//! marker, as tests/e2e/markers.rs found them), `--yes` or not; outside one, approving and
//! trusting without a terminal need `--yes`.

use predicates::prelude::*;
use predicates::str::contains;

use crate::support::{Env, added_id, lessons_path, read};

/// The markers the real clients set for their shell tool's commands (tests/e2e/markers.rs).
const INSIDE: [(&str, &str); 5] = [
    ("CLAUDECODE", "1"),
    ("CODEX_THREAD_ID", "01a23fdc-54f2-7a22-9970-bbb253199e31"),
    ("HERMES_SESSION_ID", "20261204_070216_ec09ed"),
    ("OPENCODE", "1"),
    ("OPENCLAW_SHELL", "exec"),
];

#[test]
fn inside_any_agents_tool_call_a_persons_decision_is_refused_yes_or_not() {
    for (marker, value) in INSIDE {
        let env = Env::new();
        let repo = env.repo("r");
        let candidate =
            added_id(&env.run(&repo, &["lessons", "add", "--candidate", "--text", "Push to a fork."]).success());
        let agent = |args: &[&str]| env.cmd(&repo).env(marker, value).args(args).assert();
        agent(&["lessons", "approve", "--yes", &candidate])
            .code(2)
            .stderr(contains("approving a lesson is a person's decision").and(contains(marker)));
        agent(&["lessons", "add", "--text", "Never force-push."]).code(2).stderr(contains("a person's decision"));
        agent(&["trust", "--yes"]).code(2).stderr(contains("trusting a repository is a person's decision"));
        assert!(!lessons_path(&repo).exists(), "{marker}: nothing written");
        // Proposing stays open to the agent: a candidate waits for a person.
        agent(&["lessons", "add", "--candidate", "--text", "Check the remote first."]).success();
    }
}

#[test]
fn outside_an_agent_approving_and_trusting_without_a_terminal_need_yes() {
    let env = Env::new();
    let repo = env.repo("r");
    let candidate =
        added_id(&env.run(&repo, &["lessons", "add", "--candidate", "--text", "Push to a fork."]).success());
    env.cmd(&repo).args(["lessons", "approve", &candidate]).assert().code(2).stderr(contains("needs --yes"));
    env.cmd(&repo).args(["trust"]).assert().code(2).stderr(contains("needs --yes"));
    env.run(&repo, &["lessons", "approve", "--yes", &candidate]).success();
    assert!(read(&lessons_path(&repo)).contains("Push to a fork."));
    // A person's own add works as it always did.
    env.run(&repo, &["lessons", "add", "--text", "Run the tests first."]).success();
}
