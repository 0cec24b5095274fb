//! `agent-trace audit`: the known results of the sample session (examples/), strict
//! parsing, sealed chains with tampering, truncation and keys, and real transcripts as input.

use std::path::{Path, PathBuf};

use predicates::str::contains;

use crate::support::{Env, read};

fn example(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("examples").join(name)
}

fn audit(env: &Env, args: &[&str]) -> (i32, String) {
    let out = env.cmd(env.path()).arg("audit").args(args).output().unwrap();
    (out.status.code().unwrap(), String::from_utf8(out.stdout).unwrap())
}

#[test]
fn replay_reports_the_seeds_documented_findings_byte_for_byte() {
    let env = Env::new();
    let sample = example("session-dirty.jsonl");
    let (code, out) = audit(&env, &["replay", sample.to_str().unwrap()]);
    assert_eq!(code, 1, "findings exit 1");
    assert_eq!(
        out,
        "calls: 6\ndivergence: index 5\nfindings: 2\n\
         index 2: redundant: {\"args\":{\"path\":\"docs/intro.md\"},\"tool\":\"read_file\"} repeats index 1 with nothing between that could change its answer\n\
         index 5: nondeterminism: {\"args\":{\"query\":\"install\"},\"tool\":\"search\"} was answered differently at index 3\n"
    );
    assert_eq!(audit(&env, &["replay", sample.to_str().unwrap()]).1, out, "the same input gives the same bytes");
}

#[test]
fn scope_reports_the_overreach_at_index_4() {
    let env = Env::new();
    let (code, out) = audit(
        &env,
        &["scope", example("session-dirty.jsonl").to_str().unwrap(), example("scope.json").to_str().unwrap()],
    );
    assert_eq!(code, 1);
    assert_eq!(out, "calls: 6\nfindings: 1\nindex 4: overreach: write_file is not in docs-reader's allowed_tools\n");
}

#[test]
fn seal_gives_the_seeds_first_link_and_verify_finds_tampering_truncation_and_the_wrong_key() {
    let env = Env::new();
    let (code, sealed) = audit(&env, &["seal", example("session-dirty.jsonl").to_str().unwrap()]);
    assert_eq!(code, 0);
    assert_eq!(
        sealed.lines().next().unwrap(),
        r#"{"args":{"path":"docs"},"digest":"c1bd7fb3e28ce29e5c9dbd0cf47cafcaa1613295be26d86fb04463fe3d8b40da","index":0,"prev":"0000000000000000000000000000000000000000000000000000000000000000","response":{"entries":["intro.md","guide.md"]},"tool":"list_dir"}"#,
        "the documented digest of the first link"
    );
    let path = env.path().join("sealed.jsonl");
    std::fs::write(&path, &sealed).unwrap();
    assert_eq!(audit(&env, &["verify", path.to_str().unwrap()]), (0, "chain: intact\n".into()));

    let lines: Vec<&str> = sealed.lines().collect();
    let tampered: String = lines
        .iter()
        .enumerate()
        .map(|(n, l)| if n == 3 { l.replace("\"README.md\"]", "\"README.md\",\"extra.md\"]") } else { l.to_string() } + "\n")
        .collect();
    std::fs::write(&path, tampered).unwrap();
    let (code, out) = audit(&env, &["verify", path.to_str().unwrap()]);
    assert_eq!(code, 1);
    let report: Vec<&str> = out.lines().collect();
    assert_eq!(report[..2], ["chain: broken", "link: 3"], "{out}");
    let stored = serde_json::from_str::<serde_json::Value>(lines[3]).unwrap()["digest"].as_str().unwrap().to_string();
    assert_eq!(report[3], format!("found: {stored}"));

    let truncated: String = lines[..4].iter().chain(lines.last()).map(|l| format!("{l}\n")).collect();
    std::fs::write(&path, truncated).unwrap();
    assert_eq!(audit(&env, &["verify", path.to_str().unwrap()]).1.lines().next(), Some("chain: truncated"));
    let headless: String = lines[..4].iter().map(|l| format!("{l}\n")).collect();
    std::fs::write(&path, headless).unwrap();
    let (code, out) = audit(&env, &["verify", path.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert!(out.contains("head: absent"), "{out}");

    let key = env.path().join("key");
    std::fs::write(&key, "team secret").unwrap();
    let (_, keyed) =
        audit(&env, &["seal", example("session-dirty.jsonl").to_str().unwrap(), "--key-file", key.to_str().unwrap()]);
    std::fs::write(&path, keyed).unwrap();
    assert_eq!(audit(&env, &["verify", path.to_str().unwrap(), "--key-file", key.to_str().unwrap()]).0, 0);
    let (code, out) = audit(&env, &["verify", path.to_str().unwrap()]);
    assert_eq!((code, out.lines().nth(1)), (1, Some("link: 0")), "without the key the first link fails");
}

#[test]
fn strict_parsing_rejects_what_the_seed_rejects_with_the_line() {
    let env = Env::new();
    let good = r#"{"index": 0, "tool": "list_dir", "args": {"path": "docs"}, "response": {"entries": []}}"#;
    let cases = [
        (r#"{"index": 5, "tool": "x", "args": {}, "response": {}}"#, "out of order"),
        (r#"{"index": true, "tool": "x", "args": {}, "response": {}}"#, "boolean"),
        (r#"{"index": 1.0, "tool": "x", "args": {}, "response": {}}"#, "non-negative integer"),
        (r#"{"index": 1, "tool": "x", "args": [], "response": {}}"#, "args must be an object"),
        (r#"{"index": 1, "tool": "x", "args": {}, "response": "ok"}"#, "response must be an object"),
        (r#"{"index": 1, "tool": "x", "args": {}, "response": {}, "extra": 1}"#, "unknown field"),
        (r#"{"index": 1, "tool": "x", "args": {}}"#, "missing field"),
        (r#"{"index": 1, "tool": 7, "args": {}, "response": {}}"#, "tool must be a string"),
        ("not json", "not JSON"),
    ];
    for (line, reason) in cases {
        let path = env.path().join("session.jsonl");
        std::fs::write(&path, format!("{good}\n{line}\n")).unwrap();
        env.cmd(env.path())
            .args(["audit", "replay", path.to_str().unwrap()])
            .assert()
            .code(2)
            .stderr(contains(format!("{}:2:", path.display())).and(contains(reason)));
    }
    let scope = env.path().join("scope.json");
    for (text, reason) in [
        (r#"{"allowed_tools": []}"#, "missing field \"agent\""),
        (r#"{"agent": 1, "allowed_tools": []}"#, "agent must be a string"),
        (r#"{"agent": "a", "allowed_tools": "read_file"}"#, "must be an array"),
        (r#"{"agent": "a", "allowed_tools": ["read_file", 3]}"#, "non-string"),
    ] {
        std::fs::write(&scope, text).unwrap();
        env.cmd(env.path())
            .args(["audit", "scope", example("session-dirty.jsonl").to_str().unwrap(), scope.to_str().unwrap()])
            .assert()
            .code(2)
            .stderr(contains(reason));
    }
    env.cmd(env.path()).args(["audit", "replay", "missing.jsonl"]).assert().code(2).stderr(contains("no such file"));
}

#[test]
fn any_transcript_the_parsers_read_can_be_audited_against_the_agents_own_permissions() {
    let env = Env::new();
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let transcript = fixtures.join("transcripts/claude-code/ccviewer-fe5e1c67-53e7-4862-81ae-d0e013e3270b.jsonl");
    let (code, out) = audit(&env, &["replay", transcript.to_str().unwrap()]);
    assert!(out.starts_with("calls: 167\n"), "{out}");
    assert!(code == 0 || code == 1);

    let settings = fixtures.join("configs/claude-code/disler-claude-code-hooks-mastery.settings.json");
    let (code, out) =
        audit(&env, &["scope", transcript.to_str().unwrap(), "--from-agent-config", settings.to_str().unwrap()]);
    let allowed: Vec<String> =
        serde_json::from_str::<serde_json::Value>(&read(&settings)).unwrap()["permissions"]["allow"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r.as_str().unwrap().split('(').next().unwrap().to_string())
            .collect();
    // The tools Claude Code runs without asking are allowed whatever the list says.
    let free = agent_trace::agents::by_id("claude-code").unwrap().spec().tools_without_permission;
    let session = crate::transcripts::parse_all("claude-code", &transcript);
    let outside = session[0]
        .turns
        .iter()
        .flat_map(|t| &t.tool_calls)
        .filter(|c| !allowed.contains(&c.name) && !free.contains(&c.name.as_str()))
        .count();
    assert_eq!(code, if outside > 0 { 1 } else { 0 });
    assert!(out.contains(&format!("findings: {outside}\n")), "{out}");
}

use predicates::prelude::PredicateBooleanExt;

/// On a real Claude Code session written by others: retries after "read it first", polls of a
/// running process, a call that changes things and a read of a file written since are answers
/// that change by design, not non-determinism (the sample session keeps its known finding);
/// and the tools Claude Code runs without asking are in scope whatever the settings allow.
#[test]
fn replay_and_scope_are_right_on_a_real_claude_code_session() {
    let env = Env::new();
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/transcripts");
    let session = fixtures.join("claude-code/ccviewer-fe5e1c67-53e7-4862-81ae-d0e013e3270b.jsonl");
    let (_, out) = audit(&env, &["replay", session.to_str().unwrap()]);
    assert!(!out.contains("nondeterminism"), "{out}");
    let codex = fixtures.join("codex/rollout-2026-05-11T11-26-55-019e1625-789d-76c0-80ab-3724b5ddb799.jsonl");
    assert!(!audit(&env, &["replay", codex.to_str().unwrap()]).1.contains("nondeterminism"));

    let settings = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/configs/claude-code/0maru-dotfiles.user-settings.json");
    let (_, out) =
        audit(&env, &["scope", session.to_str().unwrap(), "--from-agent-config", settings.to_str().unwrap()]);
    for free in ["Glob is", "TodoWrite is", "Task is", "Read is", "Grep is", "KillBash is"] {
        assert!(!out.contains(free), "{free} needs no permission: {out}");
    }
    assert!(out.contains("Write is not in"), "what the settings do not allow is still overreach: {out}");
}
