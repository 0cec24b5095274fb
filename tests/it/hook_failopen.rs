//! The hook never fails the agent: any stdin, any state of the files, exit 0 and valid output.

use std::io::Write;
use std::process::Stdio;
use std::time::Duration;

use proptest::prelude::*;
use serde_json::Value;

use crate::hooks::{fixture, hook, trusted_repo};
use crate::support::{Env, lessons_path, read};
use agent_trace::commands::hook::{Environment, run};

const FUZZ_CASES: u32 = 2_000;

/// Empty, or one valid JSON document of the agent's shape.
fn assert_valid_output(agent: &str, output: &str) {
    if output.trim().is_empty() {
        return;
    }
    let value: Value =
        serde_json::from_str(output.trim()).unwrap_or_else(|e| panic!("{agent}: invalid JSON {e}: {output:?}"));
    assert!(value.is_object(), "{agent}: {output}");
}

fn hook_log(env: &Env) -> String {
    std::fs::read_to_string(env.data_dir().join("hook.log")).unwrap_or_default()
}

#[test]
fn bad_stdin_of_every_kind_exits_zero_with_valid_output_and_a_log_line() {
    let env = Env::new();
    let (repo, _) = trusted_repo(&env);
    let huge = format!("{{\"prompt\":\"{}\"}}", "x".repeat(9 << 20));
    let cases: [(&str, &str); 6] = [
        ("empty", ""),
        ("garbage", "\u{0}\u{1}not json at all {{{"),
        ("array", "[1,2,3]"),
        ("wrong types", r#"{"session_id":42,"cwd":["a"],"tool_name":{"x":1},"tool_input":"rm -rf /","prompt":false}"#),
        ("truncated", r#"{"session_id":"s","tool_input":{"command":"git pu"#),
        ("huge", &huge),
    ];
    for (name, stdin) in cases {
        for (agent, event) in [("claude-code", "PreToolUse"), ("codex", "UserPromptSubmit"), ("hermes", "pre_llm_call")]
        {
            let out = hook(&env, &repo, agent, event, stdin);
            assert_valid_output(agent, &out);
            let _ = name;
        }
    }
    let log = hook_log(&env);
    assert!(log.contains("payload is not JSON"), "{log}");
    assert!(log.contains("payload is JSON but not an object"), "{log}");
    assert!(log.contains("payload larger than"), "{log}");
}

#[test]
fn unknown_agents_and_missing_arguments_exit_zero() {
    let env = Env::new();
    let dir = env.path();
    for args in
        [&["hook"][..], &["hook", "windsurf", "PreToolUse"], &["hook", "codex"], &["hook", "codex", "Stop", "extra"]]
    {
        env.cmd(dir).args(args).write_stdin("{}").assert().success();
    }
    assert!(hook_log(&env).contains("unknown agent \"windsurf\""));
}

#[test]
fn a_corrupt_line_and_a_bad_regex_are_skipped_and_logged_while_the_rest_is_recalled() {
    let env = Env::new();
    let (repo, l) = trusted_repo(&env);
    let path = lessons_path(&repo);
    let bad_regex = r#"{"id":"0000beef","text":"Slipped in by hand.","category":"other","severity":3,"trigger":{"event":"pre_tool","pattern":"(unclosed"},"status":"approved","approved_at":"2026-01-01T00:00:00Z","count":0}"#;
    std::fs::write(&path, format!("{}this line is broken\n{bad_regex}\n", read(&path))).unwrap();
    let out = hook(&env, &repo, "claude-code", "PreToolUse", &fixture("claude-code", "PreToolUse", &repo));
    assert!(out.contains(&l.pre_tool), "{out}");
    let log = hook_log(&env);
    assert!(log.contains("lessons.jsonl:5: skipped"), "{log}");
    assert!(log.contains("0000beef") && log.contains("does not parse"), "{log}");
}

#[test]
fn a_missing_lessons_file_or_a_repo_without_agent_trace_is_quiet() {
    let env = Env::new();
    let repo = env.repo("bare-project");
    env.run(&repo, &["trust", "--yes"]).success();
    let out = hook(&env, &repo, "claude-code", "SessionStart", &fixture("claude-code", "SessionStart", &repo));
    assert_eq!(out, "");
    assert_eq!(hook_log(&env), "");
}

#[test]
fn an_unusable_data_dir_still_gives_the_project_lessons() {
    let env = Env::new();
    let (repo, l) = trusted_repo(&env);
    // Trust is read from the data dir, so keep the trust file and make the rest unwritable:
    // the cache, hits and log directories are regular files where directories should be.
    for name in ["cache", "hits"] {
        std::fs::write(env.data_dir().join(name), "not a directory").unwrap();
    }
    let out = hook(&env, &repo, "claude-code", "PreToolUse", &fixture("claude-code", "PreToolUse", &repo));
    assert!(out.contains(&l.pre_tool), "{out}");
    assert!(hook_log(&env).contains("could not record hits"));

    // A data dir that is a file: nothing is trusted, nothing can be logged, still exit 0.
    let file = env.path().join("data-is-a-file");
    std::fs::write(&file, "x").unwrap();
    let out = env
        .cmd(&repo)
        .env("AGENT_TRACE_HOME", &file)
        .args(["hook", "claude-code", "PreToolUse"])
        .write_stdin(fixture("claude-code", "PreToolUse", &repo))
        .assert()
        .success();
    assert_valid_output("claude-code", &String::from_utf8_lossy(&out.get_output().stdout));
}

#[test]
fn a_corrupt_trust_list_means_untrusted_not_a_failure() {
    let env = Env::new();
    let (repo, l) = trusted_repo(&env);
    std::fs::write(env.data_dir().join("trust.json"), "{ not json").unwrap();
    let out = hook(&env, &repo, "claude-code", "PreToolUse", &fixture("claude-code", "PreToolUse", &repo));
    assert!(!out.contains(&l.pre_tool));
    assert!(hook_log(&env).contains("not a trust list"));
}

#[test]
fn stdin_that_never_closes_is_abandoned_at_the_deadline() {
    let env = Env::new();
    let (repo, _) = trusted_repo(&env);
    let mut child = env
        .std_cmd(&repo)
        .env("AGENT_TRACE_HOOK_DEADLINE_MS", "200")
        .args(["hook", "claude-code", "PreToolUse"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"{\"session_id\":").unwrap(); // and never more, never closed
    // A liveness bound, not a speed assertion: without the deadline this would wait forever.
    let status = wait_with_bound(&mut child, Duration::from_secs(60));
    assert_eq!(status.map(|s| s.success()), Some(true));
    drop(stdin);
    assert!(hook_log(&env).contains("no payload within"));
}

fn wait_with_bound(child: &mut std::process::Child, bound: Duration) -> Option<std::process::ExitStatus> {
    let start = std::time::Instant::now();
    while start.elapsed() < bound {
        if let Some(status) = child.try_wait().unwrap() {
            return Some(status);
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    None
}

#[test]
fn concurrent_hooks_record_every_hit() {
    const PROCESSES: usize = 8;
    const RUNS: usize = 25;
    let env = Env::new();
    let (repo, _) = trusted_repo(&env);
    let payload = fixture("codex", "PreToolUse", &repo);
    std::thread::scope(|scope| {
        for _ in 0..PROCESSES {
            scope.spawn(|| {
                for _ in 0..RUNS {
                    let mut child = env
                        .std_cmd(&repo)
                        .args(["hook", "codex", "PreToolUse"])
                        .stdin(Stdio::piped())
                        .stdout(Stdio::null())
                        .spawn()
                        .unwrap();
                    child.stdin.take().unwrap().write_all(payload.as_bytes()).unwrap();
                    assert!(child.wait().unwrap().success());
                }
            });
        }
    });
    let hits_dir = env.data_dir().join("hits");
    let records = std::fs::read_dir(&hits_dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .unwrap();
    let text = std::fs::read_to_string(&records).unwrap();
    let ids = std::fs::read_to_string(records.with_extension("ids")).unwrap();
    assert_eq!(ids.lines().count(), PROCESSES * RUNS);
    assert_eq!(text.lines().count(), PROCESSES * RUNS);
    assert!(text.lines().all(|l| serde_json::from_str::<Value>(l).is_ok()), "no interleaved lines");
}

/// Any JSON value in any field of a payload, for every agent and event.
fn payload() -> impl Strategy<Value = Vec<u8>> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        ".{0,40}".prop_map(Value::from),
    ];
    let value = leaf.prop_recursive(3, 16, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
            prop::collection::btree_map("[a-z_]{1,12}", inner, 0..4)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    });
    let keys = prop::sample::select(vec![
        "session_id",
        "cwd",
        "tool_name",
        "tool_input",
        "prompt",
        "extra",
        "sessionID",
        "directory",
        "tool",
        "args",
        "first_turn",
        "hook_event_name",
    ]);
    prop_oneof![
        prop::collection::vec(any::<u8>(), 0..200),
        prop::collection::btree_map(keys, value, 0..8).prop_map(|m| {
            serde_json::to_vec(&m.into_iter().map(|(k, v)| (k.to_string(), v)).collect::<serde_json::Map<_, _>>())
                .unwrap()
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(FUZZ_CASES))]

    #[test]
    fn the_hook_survives_any_payload(bytes in payload(), which in any::<prop::sample::Index>()) {
        // Every event of every agent in the registry: recall's and the evidence ledger's.
        let events: Vec<(&str, &str)> = agent_trace::agents::ALL
            .iter()
            .flat_map(|a| {
                let recall = a.spec().events.iter().map(|(event, _)| *event);
                let evidence = a.spec().evidence_events.iter().map(|(event, _)| *event);
                recall.chain(evidence).map(move |event| (a.id(), event))
            })
            .collect();
        let (agent, event) = *which.get(&events);
        let output = FUZZ_ENV.with(|env| run(agent, event, std::io::Cursor::new(bytes), env));
        if !output.is_empty() {
            prop_assert!(serde_json::from_str::<Value>(&output).is_ok(), "{} {}: {}", agent, event, output);
        }
    }
}

thread_local! {
    /// One hermetic data dir and trusted repo for all fuzz cases of a thread.
    static FUZZ_ENV: Environment = {
        let dir = tempfile::tempdir().unwrap().keep();
        let repo = dir.join("repo");
        std::fs::create_dir_all(repo.join(".git")).unwrap();
        std::fs::create_dir_all(repo.join(".agent-trace")).unwrap();
        std::fs::write(repo.join(".agent-trace/lessons.jsonl"), r#"{"id":"0000000a","text":"A.","category":"other","severity":2,"trigger":{"event":"pre_tool","pattern":"a"},"status":"approved","approved_at":"2026-01-01T00:00:00Z","count":0}
"#).unwrap();
        let data = dir.join("data");
        std::fs::create_dir_all(&data).unwrap();
        std::fs::write(data.join("trust.json"), format!(r#"{{"repos":[{{"path":{:?},"trusted_at":"2026-01-01T00:00:00Z"}}]}}"#, repo.canonicalize().unwrap())).unwrap();
        Environment { data_dir: Some(data), deadline: Duration::from_secs(5), cwd: repo, dry_run: false }
    };
}
