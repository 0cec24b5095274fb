//! Parsing every real transcript in tests/fixtures/transcripts (see the SOURCES.md files), the
//! rules with one positive and one negative case each, and incremental scans.

use std::path::{Path, PathBuf};

use predicates::prelude::*;
use serde_json::json;

use crate::support::Env;
use agent_trace::agents;
use agent_trace::systems::rules::{self, Baseline};
use agent_trace::systems::transcripts::{Session, ToolCall, Turn};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/transcripts");

fn parse(agent: &str, path: &Path) -> Session {
    let mut sessions = parse_all(agent, path);
    assert_eq!(sessions.len(), 1, "{}", path.display());
    sessions.pop().unwrap()
}

/// The agent's parser alone (the sessions unfinished), collected.
pub fn parse_all(agent: &str, path: &Path) -> Vec<Session> {
    let mut sessions = Vec::new();
    let read = agents::by_id(agent).unwrap().read_transcript(path, Vec::new(), &mut |s| {
        sessions.push(s);
        Ok(())
    });
    read.unwrap().unwrap();
    sessions
}

fn counts(session: &Session) -> (usize, usize, usize) {
    let calls: Vec<&ToolCall> = session.turns.iter().flat_map(|t| &t.tool_calls).collect();
    (session.turns.len(), calls.len(), calls.iter().filter(|c| c.is_error).count())
}

#[test]
fn every_real_claude_code_transcript_parses_with_the_expected_counts() {
    // (file, session id, turns, tool calls, errors). Errors match the counts in SOURCES.md.
    let cases = [
        ("ccviewer-fe5e1c67-53e7-4862-81ae-d0e013e3270b.jsonl", "fe5e1c67-53e7-4862-81ae-d0e013e3270b", 2, 167, 23),
        ("ccviewer-5c0375b4-57a5-4f26-b12d-d022ee4e51b7.jsonl", "5c0375b4-57a5-4f26-b12d-d022ee4e51b7", 1, 21, 3),
        ("claude-reliability-coverage-test-fix.jsonl", "c64cc478-3430-40fe-8e9c-4ee9986e9754", 1, 13, 1),
        // 9, not 10: one "prompt" was a slash command's empty `<local-command-stdout>`.
        ("codemie-session-3fe1b6bc.jsonl", "3fe1b6bc-dbd0-4320-b980-4f147befa187", 9, 76, 5),
        ("codemie-session-9eda1058.jsonl", "9eda1058-9706-484a-b992-d03f9cfa2546", 3, 3, 1),
        ("e2e-claude-code-2.1.332.jsonl", "03c8287b-d3ad-45ae-a2ca-cfa4ed1aff58", 1, 1, 1),
    ];
    for (file, id, turns, calls, errors) in cases {
        let session = parse("claude-code", &Path::new(FIXTURES).join("claude-code").join(file));
        assert_eq!(session.id, id, "{file}");
        assert_eq!(counts(&session), (turns, calls, errors), "{file}");
        assert_eq!(session.bad_lines, 0, "{file}");
        assert!(session.tokens.total() > 0, "{file}");
    }
    let interrupted = parse("claude-code", &Path::new(FIXTURES).join("claude-code/codemie-session-9eda1058.jsonl"));
    assert_eq!(interrupted.turns[0].aborted, Some(true), "\"[Request interrupted by user for tool use]\" is an abort");
    let e2e = parse("claude-code", &Path::new(FIXTURES).join("claude-code/e2e-claude-code-2.1.332.jsonl"));
    assert_eq!(e2e.turns[0].tool_calls[0].name, "Bash");
    assert!(e2e.turns[0].tool_calls[0].output.contains("Could not read from remote repository"));
    assert!(e2e.unknown_records.is_empty(), "{:?}", e2e.unknown_records);
}

#[test]
fn a_subagent_file_of_the_new_layout_parses_on_its_own() {
    let dir = Path::new(FIXTURES).join("claude-code/codemie-incremental-subagents");
    let parent = parse("claude-code", &dir.join("turn-2.jsonl"));
    let subagent = parse("claude-code", &dir.join("turn-2/subagents/agent-a485154.jsonl"));
    assert_eq!(parent.id, "e9fb405b-169f-40eb-9396-7e75076f045d");
    assert!(!parent.turns.is_empty() && !subagent.turns.is_empty());
    // One id for two sessions, with nothing to tell them apart, was the old reading.
    assert_eq!(subagent.id, "e9fb405b-169f-40eb-9396-7e75076f045d/agent-a485154");
    assert_eq!(subagent.parent.as_deref(), Some(parent.id.as_str()));
    assert_eq!(parent.parent, None);
}

#[test]
fn every_real_codex_rollout_parses_with_the_expected_counts() {
    let cases = [
        (
            "rollout-2026-05-11T11-26-55-019e1625-789d-76c0-80ab-3724b5ddb799.jsonl",
            "019e1625-789d-76c0-80ab-3724b5ddb799",
            2,
            102,
            4,
        ),
        (
            "rollout-2026-05-11T13-28-45-019e1695-0522-7c83-8b39-0dd379793f80.jsonl",
            "019e1695-0522-7c83-8b39-0dd379793f80",
            3,
            38,
            1,
        ),
        (
            "rollout-2026-01-02T18-39-45-019b7f94-51b4-7593-922e-ba12b5b73b52.jsonl",
            "019b7f94-51b4-7593-922e-ba12b5b73b52",
            1,
            3,
            0,
        ),
    ];
    for (file, id, turns, calls, errors) in cases {
        let session = parse("codex", &Path::new(FIXTURES).join("codex").join(file));
        assert_eq!(session.id, id, "{file}");
        assert_eq!(counts(&session), (turns, calls, errors), "{file}");
    }
    let e2e_file = std::fs::read_dir(Path::new(FIXTURES).join("codex"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.file_name().unwrap().to_string_lossy().starts_with("e2e-codex"))
        .unwrap();
    let e2e = parse("codex", &e2e_file);
    assert_eq!(counts(&e2e), (1, 1, 1), "the scripted `git push --force` exits 128");
    assert_eq!(e2e.tokens.output, 10);
}

#[test]
fn a_schema_coverage_rollout_with_unknown_records_does_not_fail() {
    let session =
        parse("codex", &Path::new(FIXTURES).join("codex/agent-sessions-fixture-small.COMPOSITE-TRIMMED.jsonl"));
    assert!(!session.unknown_records.is_empty(), "unknown record types are counted");
    assert_eq!(counts(&session).1, 4, "2 function calls and 2 custom tool calls");
}

fn call(name: &str, input: serde_json::Value, error: Option<&str>, at: i64) -> ToolCall {
    ToolCall {
        id: format!("c{at}"),
        name: name.into(),
        input,
        output: error.unwrap_or("ok").into(),
        is_error: error.is_some(),
        started_ms: Some(at),
        ended_ms: Some(at + 1_000),
        ..ToolCall::default()
    }
}

fn session(turns: Vec<Turn>) -> Session {
    let mut s = Session { agent: "claude-code".into(), id: "s".into(), turns, ..Session::default() };
    s.turns.iter_mut().enumerate().for_each(|(i, t)| t.index = i);
    s.finish("claude-code", agent_trace::agents::tool_kind);
    s
}

fn turn(start: i64, end: i64, calls: Vec<ToolCall>, events: Vec<i64>) -> Turn {
    Turn {
        started_ms: Some(start),
        ended_ms: Some(end),
        tool_calls: calls,
        event_ms: events,
        aborted: Some(false),
        ..Turn::default()
    }
}

#[test]
fn slow_turn_counts_agent_time_not_tool_time() {
    let slow = session(vec![turn(0, 120_000, vec![], vec![0, 120_000])]);
    let v = rules::slow_turn(&slow, &slow.turns[0], Baseline::default()).unwrap();
    assert_eq!(v.evidence["threshold_source"], "floor of 60 s");
    let busy_tool = session(vec![turn(
        0,
        120_000,
        vec![ToolCall { started_ms: Some(1_000), ended_ms: Some(110_000), ..call("Bash", json!({}), None, 1_000) }],
        vec![0, 120_000],
    )]);
    assert!(
        rules::slow_turn(&busy_tool, &busy_tool.turns[0], Baseline::default()).is_none(),
        "109 s of tool time is not the agent being slow"
    );
}

#[test]
fn stall_is_a_long_gap_that_no_tool_covers_and_the_agent_ends() {
    let resumed = ToolCall {
        started_ms: Some(400_000),
        ended_ms: Some(401_000),
        ..call("Bash", json!({"command": "ls"}), None, 1)
    };
    let stalled = session(vec![turn(0, 401_000, vec![resumed], vec![0, 1_000, 400_000, 401_000])]);
    assert_eq!(rules::stall(&stalled, &stalled.turns[0]).unwrap().evidence["gap_ms"], 399_000);
    let long_tool = ToolCall {
        started_ms: Some(1_000),
        ended_ms: Some(400_000),
        ..call("Bash", json!({"command": "cargo build"}), None, 1_000)
    };
    let waiting = session(vec![turn(0, 400_000, vec![long_tool], vec![0, 1_000, 400_000])]);
    assert!(rules::stall(&waiting, &waiting.turns[0]).is_none());
    // A gap only the person's next step ends (their think time, a setting changed): theirs.
    let thinking = session(vec![turn(0, 400_000, vec![], vec![0, 1_000, 400_000])]);
    assert!(rules::stall(&thinking, &thinking.turns[0]).is_none());
}

#[test]
fn tool_loop_is_the_same_call_with_the_same_result_not_the_same_command_elsewhere() {
    let same = (0..3).map(|n| call("Bash", json!({"command": "cat /tmp/run/log.txt | tail -3"}), None, n)).collect();
    let looping = session(vec![turn(0, 10, same, vec![])]);
    let v = rules::tool_loop(&looping, &looping.turns[0]).unwrap();
    assert_eq!(v.head.as_deref(), Some("cat"));
    let elsewhere = (0..3)
        .map(|n| call("Bash", json!({"command": format!("cat /tmp/run-{n}/log.txt | tail -{n}")}), None, n))
        .collect();
    let moving = session(vec![turn(0, 10, elsewhere, vec![])]);
    assert!(rules::tool_loop(&moving, &moving.turns[0]).is_none(), "three logs are three calls");
    let reads = (0..3).map(|n| call("Read", json!({"file_path": format!("/src/file{n}.rs")}), None, n)).collect();
    let reading = session(vec![turn(0, 10, reads, vec![])]);
    assert!(rules::tool_loop(&reading, &reading.turns[0]).is_none(), "reading three different files is no loop");
}

#[test]
fn same_error_repeat_needs_three_of_one_signature() {
    let err = |n: i64, msg: &str| call("Write", json!({"file_path": format!("/a/{n}.rs")}), Some(msg), n);
    let repeated = session(vec![turn(
        0,
        10,
        (0..3).map(|n| err(n, "File has not been read yet. Read it first.")).collect(),
        vec![],
    )]);
    let v = rules::same_error_repeat(&repeated).unwrap();
    assert_eq!((v.evidence["count"].as_u64(), v.head.as_deref()), (Some(3), Some("Write")));
    let varied = session(vec![turn(
        0,
        10,
        vec![err(0, "permission denied"), err(1, "disk full"), err(2, "File has not been read yet.")],
        vec![],
    )]);
    assert!(rules::same_error_repeat(&varied).is_none());
}

#[test]
fn tool_error_ratio_needs_enough_calls() {
    let calls = |errors: usize, total: usize| {
        (0..total)
            .map(|n| call("Bash", json!({"command": format!("step {n}")}), (n < errors).then_some("exit 1"), n as i64))
            .collect()
    };
    assert!(rules::tool_error_ratio(&session(vec![turn(0, 10, calls(2, 5), vec![])])).is_some());
    assert!(rules::tool_error_ratio(&session(vec![turn(0, 10, calls(1, 5), vec![])])).is_none());
    assert!(rules::tool_error_ratio(&session(vec![turn(0, 10, calls(2, 4), vec![])])).is_none(), "4 calls say nothing");
}

#[test]
fn aborted_only_where_the_format_records_it_and_the_agent_had_done_something() {
    let worked = vec![call("Bash", json!({"command": "cargo test"}), None, 1)];
    let mut stopped = session(vec![Turn { prompt: "fix the test".into(), ..turn(0, 10, worked.clone(), vec![]) }]);
    stopped.turns[0].aborted = Some(true);
    assert!(rules::aborted(&stopped, &stopped.turns[0]).is_some());
    let unknown = session(vec![Turn { aborted: None, prompt: "x".into(), ..turn(0, 10, worked, vec![]) }]);
    assert!(rules::aborted(&unknown, &unknown.turns[0]).is_none());
    // Stopped before the agent did anything: a second thought, not a mistake.
    let mut early = session(vec![Turn { prompt: "fix the test".into(), ..turn(0, 800, vec![], vec![]) }]);
    early.turns[0].aborted = Some(true);
    assert!(rules::aborted(&early, &early.turns[0]).is_none());
}

/// A home holding one Claude Code transcript (a real one, with an interrupted turn).
fn home_with_one_claude_session(env: &Env) -> PathBuf {
    let home = env.path().join("home");
    copy_into_home(
        &home,
        ".claude/projects/demo",
        &Path::new(FIXTURES).join("claude-code/codemie-session-9eda1058.jsonl"),
    );
    home
}

fn copy_into_home(home: &Path, agent_dir: &str, file: &Path) -> PathBuf {
    let dir = home.join(agent_dir);
    std::fs::create_dir_all(&dir).unwrap();
    let target = dir.join(file.file_name().unwrap());
    std::fs::copy(file, &target).unwrap();
    target
}

#[test]
fn scan_skips_unchanged_files_and_reads_on_where_a_file_grew() {
    let env = Env::new();
    let home = env.path().join("home");
    let source =
        Path::new(FIXTURES).join("codex/rollout-2026-05-11T13-28-45-019e1695-0522-7c83-8b39-0dd379793f80.jsonl");
    let text = std::fs::read_to_string(&source).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let half = lines.len() / 2;
    let target = copy_into_home(&home, ".codex/sessions/2026/05/11", &source);
    std::fs::write(&target, lines[..half].iter().map(|l| format!("{l}\n")).collect::<String>()).unwrap();
    copy_into_home(
        &home,
        ".claude/projects/demo",
        &Path::new(FIXTURES).join("claude-code/codemie-session-9eda1058.jsonl"),
    );

    let scan = |expected: &str| {
        env.run(env.path(), &["scan", "--home", home.to_str().unwrap()])
            .success()
            .stdout(predicates::str::contains(expected));
    };
    scan("2 transcripts: 2 parsed, 0 read on from where they grew, 0 unchanged");
    scan("2 transcripts: 0 parsed, 0 read on from where they grew, 2 unchanged");
    std::fs::write(&target, lines.iter().map(|l| format!("{l}\n")).collect::<String>()).unwrap();
    scan("2 transcripts: 0 parsed, 1 read on from where they grew, 1 unchanged");

    let listed = env.run(env.path(), &["sessions", "--json"]).success();
    let rows: serde_json::Value = serde_json::from_slice(&listed.get_output().stdout).unwrap();
    let codex = rows.as_array().unwrap().iter().find(|r| r["agent"] == "codex").unwrap();
    let whole = parse("codex", &source);
    assert_eq!(codex["turns"], whole.turns.len(), "resuming gives the same session as one parse");
    assert_eq!(codex["tool_calls"].as_u64().unwrap() as usize, counts(&whole).1);
    let flags = env.run(env.path(), &["flags", "--json"]).success();
    let flags: serde_json::Value = serde_json::from_slice(&flags.get_output().stdout).unwrap();
    // The interrupted turn of the Claude Code session is a declined permission prompt, which is
    // the person's decision, not the agent's mistake (flags.labels.jsonl).
    assert!(!flags.as_array().unwrap().iter().any(|v| v["rule"] == "aborted"), "{flags}");
}

#[test]
fn a_session_a_crash_cut_from_its_pack_is_read_again_not_lost() {
    let env = Env::new();
    let home = env.path().join("home");
    let claude = Path::new(FIXTURES).join("claude-code");
    copy_into_home(&home, ".claude/projects/demo", &claude.join("codemie-session-9eda1058.jsonl"));
    let scan = |expected: &str| {
        env.run(env.path(), &["scan", "--home", home.to_str().unwrap()])
            .success()
            .stdout(predicates::str::contains(expected));
    };
    scan("1 transcript: 1 parsed");
    // Packs of sessions are written without an fsync: after a crash one may be empty.
    let packs = env.data_dir().join("scan/packs");
    let kept = std::fs::read_dir(&packs).unwrap().next().unwrap().unwrap().path();
    std::fs::write(&kept, "").unwrap();
    // The next scan that judges the sessions notices, and the one after reads the transcript again.
    copy_into_home(&home, ".claude/projects/demo", &claude.join("codemie-session-3fe1b6bc.jsonl"));
    scan("2 transcripts: 1 parsed, 0 read on from where they grew, 1 unchanged");
    scan("2 transcripts: 1 parsed, 0 read on from where they grew, 1 unchanged");
    let listed = env.run(env.path(), &["sessions", "--json"]).success();
    let rows: serde_json::Value = serde_json::from_slice(&listed.get_output().stdout).unwrap();
    assert_eq!(rows.as_array().unwrap().len(), 2, "{rows}");
}

fn pack_sizes(env: &Env) -> Vec<u64> {
    let packs = env.data_dir().join("scan/packs");
    let mut sizes: Vec<u64> = std::fs::read_dir(packs).unwrap().map(|e| e.unwrap().metadata().unwrap().len()).collect();
    sizes.sort();
    sizes
}

fn listed_sessions(env: &Env) -> Vec<serde_json::Value> {
    let listed = env.run(env.path(), &["sessions", "--json"]).success();
    serde_json::from_slice::<serde_json::Value>(&listed.get_output().stdout).unwrap().as_array().unwrap().clone()
}

/// One file per session made a scan of many short sessions mostly file creation. A scan
/// stores its sessions in one pack; what later scans leave dead in old packs is compacted away.
#[test]
fn the_sessions_of_a_scan_share_one_pack_and_dead_ones_are_compacted_away() {
    let env = Env::new();
    let home = env.path().join("home");
    let claude = Path::new(FIXTURES).join("claude-code");
    let scan = |expected: &str| {
        env.run(env.path(), &["scan", "--home", home.to_str().unwrap()])
            .success()
            .stdout(predicates::str::contains(expected));
    };
    copy_into_home(&home, ".claude/projects/demo", &claude.join("codemie-session-9eda1058.jsonl"));
    let big = copy_into_home(
        &home,
        ".claude/projects/demo",
        &claude.join("ccviewer-5c0375b4-57a5-4f26-b12d-d022ee4e51b7.jsonl"),
    );
    copy_into_home(&home, ".claude/projects/demo", &claude.join("claude-reliability-coverage-test-fix.jsonl"));
    scan("3 transcripts: 3 parsed");
    assert_eq!(pack_sizes(&env).len(), 1, "three sessions, one pack");
    let before = listed_sessions(&env);
    // The biggest transcript grows five times: each scan stores its session again, in a new pack.
    let last_line = std::fs::read_to_string(&big).unwrap().lines().last().unwrap().to_string();
    for _ in 0..5 {
        let mut file = std::fs::OpenOptions::new().append(true).open(&big).unwrap();
        std::io::Write::write_all(&mut file, format!("{last_line}\n").as_bytes()).unwrap();
        scan("3 transcripts: 0 parsed, 1 read on from where they grew, 2 unchanged");
    }
    let sizes = pack_sizes(&env);
    let live: u64 = listed_sessions(&env).len() as u64;
    assert_eq!(live, 3);
    assert!(sizes.len() <= 2, "packs nothing names are removed: {sizes:?}");
    let first: u64 = std::fs::read_dir(env.data_dir().join("scan/packs"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .map(|n| n.trim_end_matches(".jsonl").parse::<u64>().unwrap())
        .min()
        .unwrap();
    assert!(first > 0, "the first pack, its one live session among dead ones, was compacted: {sizes:?}");
    let after = listed_sessions(&env);
    assert_eq!(after.len(), before.len());
}

/// A damaged index (a reference past its pack's end, a pack number at the end of the range) is
/// not trusted: nothing is read past a pack, and the next scan still runs.
#[test]
fn a_damaged_store_index_reads_nothing_past_a_pack() {
    let env = Env::new();
    let home = home_with_one_claude_session(&env);
    let scan = || env.run(env.path(), &["scan", "--home", home.to_str().unwrap()]).success();
    scan();
    let index = rusqlite::Connection::open(env.data_dir().join("scan/index.sqlite3")).unwrap();
    let past_the_end: Vec<u8> = [0u64, 16, u64::MAX - 8].iter().flat_map(|w| w.to_le_bytes()).collect();
    index.execute("UPDATE files SET sessions = ?1", [past_the_end]).unwrap();
    index.execute("UPDATE meta SET value = -1 WHERE key = 'next_pack'", []).unwrap();
    drop(index);
    assert!(listed_sessions(&env).is_empty());
    copy_into_home(
        &home,
        ".claude/projects/demo",
        &Path::new(FIXTURES).join("claude-code/claude-reliability-coverage-test-fix.jsonl"),
    );
    scan();
    scan();
    assert_eq!(listed_sessions(&env).len(), 2, "the damaged reference's transcript was read again");
}

/// An index file that is not a database (a disk error, a person's editor) is dropped for a new
/// one, and the scan reads every transcript again; a row whose references are cut short counts
/// as lost, and its transcript is read again.
#[test]
fn a_garbled_index_file_or_row_is_rebuilt_from_the_transcripts() {
    let env = Env::new();
    let home = home_with_one_claude_session(&env);
    let scan = |expected: &str| {
        env.run(env.path(), &["scan", "--home", home.to_str().unwrap()])
            .success()
            .stdout(predicates::str::contains(expected.to_string()));
    };
    scan("1 parsed");
    let index_path = env.data_dir().join("scan/index.sqlite3");
    std::fs::write(&index_path, b"not a database, not even close".repeat(200)).unwrap();
    for suffix in ["-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", index_path.display()));
    }
    assert!(listed_sessions(&env).is_empty(), "nothing is read through a garbled index");
    scan("1 parsed");
    assert_eq!(listed_sessions(&env).len(), 1);
    let index = rusqlite::Connection::open(&index_path).unwrap();
    index.execute("UPDATE files SET sessions = x'0102'", []).unwrap();
    drop(index);
    // The row's stamp still matches: the scan finds its session lost when it judges, and drops
    // the row, so the scan after reads the transcript again.
    copy_into_home(
        &home,
        ".claude/projects/demo",
        &Path::new(FIXTURES).join("claude-code/claude-reliability-coverage-test-fix.jsonl"),
    );
    scan("1 parsed");
    scan("1 parsed");
    assert_eq!(listed_sessions(&env).len(), 2);
    scan("0 parsed");
}

/// The index of the last release (`index.json`, layout 2) is read by `sessions` until the next
/// scan moves it into SQLite, and no transcript is read again for the move.
#[test]
fn an_index_of_the_json_layout_is_read_and_then_moved() {
    let env = Env::new();
    let home = home_with_one_claude_session(&env);
    env.run(env.path(), &["scan", "--home", home.to_str().unwrap()]).success();
    let scan_dir = env.data_dir().join("scan");
    let index = rusqlite::Connection::open(scan_dir.join("index.sqlite3")).unwrap();
    let mut files = serde_json::Map::new();
    let mut statement = index.prepare("SELECT path, agent, len, mtime_ns, sessions FROM files").unwrap();
    let rows = statement
        .query_map([], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, i64>(2)?,
                r.get::<_, i64>(3)?,
                r.get::<_, Vec<u8>>(4)?,
            ))
        })
        .unwrap();
    for row in rows {
        let (path, agent, len, mtime_ns, sessions) = row.unwrap();
        let words: Vec<u64> = sessions.chunks(8).map(|w| u64::from_le_bytes(w.try_into().unwrap())).collect();
        let sessions: Vec<_> = words.chunks(3).map(|w| json!({"pack": w[0], "offset": w[1], "len": w[2]})).collect();
        files.insert(
            path,
            json!({"agent": agent, "len": len, "mtime_ns": mtime_ns, "sessions": sessions, "agent_ms": [5000]}),
        );
    }
    drop(statement);
    drop(index);
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(scan_dir.join(format!("index.sqlite3{suffix}")));
    }
    std::fs::write(scan_dir.join("index.json"), json!({"version": 2, "files": files, "next_pack": 7}).to_string())
        .unwrap();
    assert_eq!(listed_sessions(&env).len(), 1, "read through the JSON index");
    env.run(env.path(), &["scan", "--home", home.to_str().unwrap()])
        .success()
        .stdout(predicates::str::contains("1 transcript: 0 parsed, 0 read on from where they grew, 1 unchanged"));
    assert!(!scan_dir.join("index.json").exists(), "the JSON index goes once it is moved");
    assert_eq!(listed_sessions(&env).len(), 1);
}

/// A FIFO or a link where a pack should be is refused, not opened: the scan and `sessions`
/// finish instead of waiting on it.
#[test]
fn a_fifo_or_link_in_place_of_a_pack_is_not_opened() {
    let env = Env::new();
    let home = home_with_one_claude_session(&env);
    env.run(env.path(), &["scan", "--home", home.to_str().unwrap()]).success();
    let packs = env.data_dir().join("scan/packs");
    let pack = std::fs::read_dir(&packs).unwrap().next().unwrap().unwrap().path();
    std::fs::remove_file(&pack).unwrap();
    assert!(std::process::Command::new("mkfifo").arg(&pack).status().unwrap().success());
    env.cmd(env.path()).args(["sessions", "--json"]).timeout(std::time::Duration::from_secs(20)).assert().success();
    std::fs::remove_file(&pack).unwrap();
    std::os::unix::fs::symlink("/dev/zero", &pack).unwrap();
    env.cmd(env.path()).args(["sessions", "--json"]).timeout(std::time::Duration::from_secs(20)).assert().success();
}

/// A FIFO or a link where the scan's index should be is not opened: `sessions` finishes with
/// none, and `scan` refuses with the file's name instead of waiting on it or writing through it.
#[test]
fn a_fifo_or_link_in_place_of_the_index_is_not_opened() {
    let env = Env::new();
    let home = home_with_one_claude_session(&env);
    let scan_dir = env.data_dir().join("scan");
    std::fs::create_dir_all(&scan_dir).unwrap();
    let index = scan_dir.join("index.sqlite3");
    let target = env.path().join("elsewhere.sqlite3");
    let make_fifo = || assert!(std::process::Command::new("mkfifo").arg(&index).status().unwrap().success());
    let make_link = || std::os::unix::fs::symlink(&target, &index).unwrap();
    for make in [&make_fifo as &dyn Fn(), &make_link] {
        let _ = std::fs::remove_file(&index);
        make();
        let timeout = std::time::Duration::from_secs(20);
        env.cmd(env.path()).args(["sessions", "--json"]).timeout(timeout).assert().success();
        env.cmd(env.path())
            .args(["scan", "--home", home.to_str().unwrap()])
            .timeout(timeout)
            .assert()
            .failure()
            .stderr(predicates::str::contains("index.sqlite3").and(predicates::str::contains("not a regular file")));
        assert!(!target.exists(), "nothing was written through the link");
    }
}

/// An index of the one-file-per-session layout is moved into a pack, not dropped: for a
/// transcript the agent has since deleted, its session files are the only copy left.
#[test]
fn a_store_of_the_earlier_layout_moves_into_a_pack_with_the_sessions_of_deleted_transcripts() {
    let env = Env::new();
    let home = env.path().join("home");
    let claude = Path::new(FIXTURES).join("claude-code");
    let kept = copy_into_home(&home, ".claude/projects/demo", &claude.join("codemie-session-9eda1058.jsonl"));
    let gone =
        copy_into_home(&home, ".claude/projects/demo", &claude.join("claude-reliability-coverage-test-fix.jsonl"));
    let scan_dir = env.data_dir().join("scan");
    std::fs::create_dir_all(scan_dir.join("sessions")).unwrap();
    let mut files = serde_json::Map::new();
    for (n, transcript) in [&kept, &gone].into_iter().enumerate() {
        let session =
            agent_trace::systems::transcripts::parse(agents::by_id("claude-code").unwrap(), transcript, Vec::new())
                .unwrap()
                .unwrap()
                .pop()
                .unwrap();
        let name = format!("{n:04}.json");
        std::fs::write(scan_dir.join("sessions").join(&name), serde_json::to_vec(&session).unwrap()).unwrap();
        let meta = std::fs::metadata(transcript).unwrap();
        let mtime_ns = meta.modified().unwrap().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos();
        files.insert(
            transcript.to_str().unwrap().to_string(),
            json!({"agent": "claude-code", "len": meta.len(), "mtime_ns": mtime_ns, "session_files": [name], "agent_ms": []}),
        );
    }
    std::fs::write(scan_dir.join("index.json"), json!({ "files": files }).to_string()).unwrap();
    std::fs::remove_file(&gone).unwrap();
    env.run(env.path(), &["scan", "--home", home.to_str().unwrap()])
        .success()
        .stdout(predicates::str::contains("1 transcript: 0 parsed, 0 read on from where they grew, 1 unchanged"));
    assert!(!scan_dir.join("sessions").exists(), "the old folder goes once its sessions are in a pack");
    assert_eq!(listed_sessions(&env).len(), 2, "the deleted transcript's session is kept");
    // A file of the old layout that does not read leaves its transcript to be read again.
    env.run(env.path(), &["scan", "--home", home.to_str().unwrap()]).success();
    assert_eq!(listed_sessions(&env).len(), 2);
}

#[test]
fn harvest_makes_stable_candidates_with_evidence_that_a_person_approves() {
    let mut env = Env::new();
    env.set_now("2026-05-20T00:00:00Z");
    let home = env.path().join("home");
    copy_into_home(
        &home,
        ".claude/projects/demo",
        &Path::new(FIXTURES).join("claude-code/ccviewer-fe5e1c67-53e7-4862-81ae-d0e013e3270b.jsonl"),
    );
    copy_into_home(
        &home,
        ".codex/sessions/x",
        &Path::new(FIXTURES).join("codex/rollout-2026-05-11T13-28-45-019e1695-0522-7c83-8b39-0dd379793f80.jsonl"),
    );
    let repo = env.repo("project");
    env.run(&repo, &["scan", "--home", home.to_str().unwrap()]).success();
    env.run(&repo, &["lessons", "harvest", "--since-days", "3650"]).success().stdout(predicates::str::contains("new"));
    let candidates_file = env.data_dir().join("candidates.jsonl");
    let first = std::fs::read_to_string(&candidates_file).unwrap();
    env.run(&repo, &["lessons", "harvest", "--since-days", "3650"])
        .success()
        .stdout(predicates::str::contains("(0 new, 0 updated"));
    assert_eq!(std::fs::read_to_string(&candidates_file).unwrap(), first, "re-running changes nothing");

    // The fixtures' sessions worked in other projects: listed with --all.
    let listed = env.run(&repo, &["lessons", "list", "--status", "candidate", "--json", "--all"]).success();
    let listed: serde_json::Value = serde_json::from_slice(&listed.get_output().stdout).unwrap();
    let rows = listed.as_array().unwrap();
    let error_lesson =
        rows.iter().find(|r| r["text"].as_str().unwrap().contains("File has not been read yet")).unwrap();
    assert_eq!(error_lesson["evidence"][0]["rule"], "same_error_repeat");
    assert_eq!(error_lesson["count"], 1);
    // `sed -n` over seven files is seven reads, not a loop: no candidate is made of it.
    assert!(!rows.iter().any(|r| r["text"].as_str().unwrap().contains("`sed`")), "{listed}");
    // The build run four times with the same failure: the command and its result, and a trigger
    // as narrow as the evidence (`npm run build`, not every `npm`), for every agent's shell.
    let build = rows
        .iter()
        .find(|r| r["text"].as_str().unwrap().starts_with("`npm run build` gave the same result 4 times"))
        .unwrap();
    assert_eq!(build["trigger"]["tool"], "Bash");
    assert_eq!(build["trigger"]["pattern"], r"(?:^|[\s;&|])npm run build");

    let id = error_lesson["id"].as_str().unwrap();
    env.run(&repo, &["lessons", "approve", "--yes", id]).success();
    let stats = env.run(&repo, &["lessons", "stats", "--json"]).success();
    let stats: serde_json::Value = serde_json::from_slice(&stats.get_output().stdout).unwrap();
    let row = stats.as_array().unwrap().iter().find(|r| r["id"] == id).unwrap();
    // Measured on the fixtures: never delivered; 8 of the 11 `Edit` calls failed, in 2025; the
    // Codex session of May 2026 made none, so in the last 60 days it was never relevant.
    let figures = ["deliveries", "relevant_without", "mistakes_without"].map(|k| row[k].as_u64().unwrap());
    assert_eq!(figures, [0, 11, 8], "{row}");
    assert_eq!(row["verdict"], "stale", "{row}");
    env.run(&repo, &["lessons", "harvest", "--since-days", "3650"])
        .success()
        .stdout(predicates::str::contains("1 already decided"));
}

#[test]
fn hermes_state_db_parses_every_session() {
    let sessions = parse_all("hermes", &Path::new(FIXTURES).join("hermes/e2e-hermes-0.19.0.state.db"));
    assert_eq!(sessions.len(), 1);
    let s = &sessions[0];
    assert_eq!(s.id, "20261130_114010_5480e9");
    assert_eq!(counts(s), (1, 1, 1), "the scripted `git push --force` exits 128");
    assert_eq!(s.turns[0].prompt, "Please prepare the release.");
    assert_eq!(s.turns[0].tool_calls[0].name, "terminal");
    assert_eq!((s.tokens.input, s.tokens.output), (20, 10));
}

#[test]
fn opencode_database_and_older_json_tree_parse() {
    let sessions = parse_all("opencode", &Path::new(FIXTURES).join("opencode/e2e-opencode-1.18.33.opencode.db"));
    assert_eq!(sessions.len(), 1);
    assert_eq!(counts(&sessions[0]), (1, 1, 1), "exit 128 counts as an error although OpenCode says completed");
    assert_eq!(sessions[0].turns[0].tool_calls[0].input["command"], "git push --force origin main");
    assert_eq!(sessions[0].tokens.output, 10);
    let tree = parse_all("opencode", &Path::new(FIXTURES).join("opencode/agent-sessions-fixture-storage_v2"));
    assert_eq!(tree.len(), 2, "two sessions in the older storage layout");
    assert!(tree.iter().all(|s| !s.turns.is_empty()));
}

#[test]
fn openclaw_jsonl_and_sqlite_sessions_parse() {
    let jsonl = parse(
        "openclaw",
        &Path::new(FIXTURES).join("openclaw/session-8555a0a4-0b79-459d-939c-e17cdbbf4fe2.first17lines.jsonl"),
    );
    assert_eq!(jsonl.id, "8555a0a4-0b79-459d-939c-e17cdbbf4fe2");
    assert_eq!(counts(&jsonl).1, 5, "five toolCall blocks answered by five toolResults");
    assert!(jsonl.turns.iter().flat_map(|t| &t.tool_calls).all(|c| c.ended_ms.is_some()));
    let sqlite =
        parse_all("openclaw", &Path::new(FIXTURES).join("openclaw/e2e-openclaw-2026.9.6.openclaw-agent.sqlite"));
    assert_eq!(sqlite.len(), 1);
    assert_eq!(counts(&sqlite[0]), (1, 1, 1), "details.exitCode 128 is an error");
    assert_eq!(sqlite[0].cwd.as_deref().map(|c| c.ends_with("/project")), Some(true));
}

/// Parsers right on real sessions: the shapes seen on others' sessions, each built here
/// from the public formats.
#[test]
fn claude_code_command_output_and_compaction_summaries_are_not_prompts() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("5d1c2f0e-0000-4000-8000-000000000001.jsonl");
    let user = |text: &str, extra: serde_json::Value| {
        let mut line = json!({"type": "user", "sessionId": "5d1c2f0e", "timestamp": "2026-11-30T10:00:00Z",
            "message": {"role": "user", "content": text}});
        line.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        line.to_string()
    };
    let lines = [
        user("Fix the failing build.", json!({})),
        user("<command-name>/clear</command-name>\n<command-message>clear</command-message>", json!({})),
        user("<local-command-stdout></local-command-stdout>", json!({})),
        user("This session is being continued from a previous conversation…", json!({"isCompactSummary": true})),
        json!({"type": "ai-title", "title": "Fix the build", "sessionId": "5d1c2f0e"}).to_string(),
        json!({"type": "permission-mode", "permissionMode": "default", "sessionId": "5d1c2f0e"}).to_string(),
    ];
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    let session = parse("claude-code", &path);
    let prompts: Vec<&str> = session.turns.iter().map(|t| t.prompt.as_str()).collect();
    assert_eq!(
        prompts,
        ["Fix the failing build.", "<command-name>/clear</command-name>\n<command-message>clear</command-message>"]
    );
    assert!(session.unknown_records.is_empty(), "2.1.14x record types are known: {:?}", session.unknown_records);
}

#[test]
fn an_openclaw_tool_result_with_an_error_status_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("s1.jsonl");
    let lines = [
        json!({"type": "session", "id": "s1", "cwd": "/w", "timestamp": "2026-11-30T10:00:00Z"}),
        json!({"type": "message", "timestamp": "2026-11-30T10:00:01Z", "message": {"role": "user", "content": [{"type": "text", "text": "read it"}]}}),
        json!({"type": "message", "timestamp": "2026-11-30T10:00:02Z", "message": {"role": "assistant", "content": [
            {"type": "toolCall", "id": "c1", "name": "read", "arguments": {"path": "/w/missing.txt"}}]}}),
        json!({"type": "message", "timestamp": "2026-11-30T10:00:03Z", "message": {"role": "toolResult", "toolCallId": "c1",
            "content": [{"type": "text", "text": "ENOENT: no such file"}], "details": {"status": "error"}}}),
    ];
    std::fs::write(&path, lines.iter().map(|l| l.to_string() + "\n").collect::<String>()).unwrap();
    let session = parse("openclaw", &path);
    assert_eq!(counts(&session), (1, 1, 1));
}

#[test]
fn a_missing_timestamp_is_no_stall() {
    let turn = Turn {
        index: 0,
        prompt: "go".into(),
        started_ms: Some(0),
        ended_ms: Some(1_764_500_000_000),
        event_ms: vec![0, 1_764_500_000_000],
        ..Turn::default()
    };
    let mut session = Session { turns: vec![turn], ..Session::default() };
    session.finish("opencode", agent_trace::agents::tool_kind);
    let verdicts = rules::evaluate(&session, Baseline::from_agent_ms(&[]));
    assert!(verdicts.iter().all(|v| v.rule != "stall"), "{verdicts:?}");
    assert_eq!(session.turns[0].started_ms, None, "a time before 2000 is no time");
}

#[test]
fn opencode_data_under_xdg_data_home_is_found() {
    let env = Env::new();
    let data = env.path().join("xdg-data");
    let storage = data.join("opencode/storage");
    for (dir, name, value) in [
        (
            "session/p1",
            "ses_1.json",
            json!({"id": "ses_1", "directory": "/w", "time": {"created": 1_764_500_000_000_i64}}),
        ),
        (
            "message/ses_1",
            "msg_1.json",
            json!({"id": "msg_1", "sessionID": "ses_1", "role": "user", "time": {"created": 1_764_500_001_000_i64}}),
        ),
        ("part/msg_1", "prt_1.json", json!({"id": "prt_1", "messageID": "msg_1", "type": "text", "text": "hello"})),
        // A subagent's session, linked to the one it ran inside.
        (
            "session/p1",
            "ses_2.json",
            json!({"id": "ses_2", "parentID": "ses_1", "directory": "/w", "time": {"created": 1_764_500_002_000_i64}}),
        ),
    ] {
        std::fs::create_dir_all(storage.join(dir)).unwrap();
        std::fs::write(storage.join(dir).join(name), value.to_string()).unwrap();
    }
    env.cmd(env.path()).env("XDG_DATA_HOME", &data).args(["scan", "--agent", "opencode"]).assert().success();
    let out = env.cmd(env.path()).args(["sessions", "--json"]).assert().success();
    let listed = String::from_utf8_lossy(&out.get_output().stdout).into_owned();
    assert!(listed.contains("ses_1"), "{listed}");
    // Each session says how to open it again, as the client's --help spells it.
    let rows: serde_json::Value = serde_json::from_str(&listed).unwrap();
    assert_eq!(rows[0]["resume"], "opencode --session ses_1");
    let child = rows.as_array().unwrap().iter().find(|r| r["id"] == "ses_2").unwrap();
    assert_eq!((child["parent"].as_str(), child["resume"].as_str()), (Some("ses_1"), Some("opencode --session ses_1")));
}

/// A parse that yields no turn from a file with bytes in it is a warning naming the file.
#[test]
fn a_non_empty_transcript_that_gives_no_turn_is_a_warning() {
    let env = Env::new();
    let dir = env.path().join("home/.codex/sessions/2026/11/30");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("rollout-2026-11-30T10-00-00-0000.jsonl");
    std::fs::write(&file, "{\"record_type\": \"state\"}\n{\"whatever\": 1}\n").unwrap();
    env.cmd(env.path()).args(["scan", "--agent", "codex"]).assert().success().stderr(
        predicates::str::contains("no turn was read")
            .and(predicates::str::contains("rollout-2026-11-30T10-00-00-0000.jsonl")),
    );
}

/// The oldest Codex rollouts (0.1.x) have no `session_meta` wrapper: a first line with the id,
/// then bare response items and `record_type: state` lines. They gave 0 turns and 0 calls.
#[test]
fn the_oldest_codex_rollout_format_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("rollout-2025-05-07T17-24-21-5973b6c0-94b8-487b-a530-2aeb6098ae0e.jsonl");
    let output = |text: &str, code: i64| {
        json!({"output": text, "metadata": {"exit_code": code, "duration_seconds": 0.1}}).to_string()
    };
    let lines = [
        json!({"id": "5973b6c0-94b8-487b-a530-2aeb6098ae0e", "timestamp": "2025-05-07T17:24:21.123Z", "instructions": null}),
        json!({"record_type": "state"}),
        json!({"type": "message", "role": "user", "content": [{"type": "input_text", "text": "<environment_context>cwd: /w</environment_context>"}]}),
        json!({"type": "message", "role": "user", "content": [{"type": "input_text", "text": "run the tests"}]}),
        json!({"record_type": "state"}),
        json!({"type": "reasoning", "id": "rs_1", "summary": []}),
        json!({"type": "function_call", "name": "shell", "arguments": "{\"command\":[\"bash\",\"-lc\",\"cargo test\"]}", "call_id": "call_1"}),
        json!({"type": "function_call_output", "call_id": "call_1", "output": output("test result: FAILED", 101)}),
        json!({"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": "One test fails."}]}),
        json!({"type": "message", "role": "user", "content": [{"type": "input_text", "text": "fix it"}]}),
    ];
    std::fs::write(&path, lines.iter().map(|l| l.to_string() + "\n").collect::<String>()).unwrap();
    let session = parse("codex", &path);
    assert_eq!(session.id, "5973b6c0-94b8-487b-a530-2aeb6098ae0e");
    assert_eq!(counts(&session), (2, 1, 1));
    assert_eq!(session.turns[0].prompt, "run the tests");
    assert!(session.unknown_records.is_empty(), "{:?}", session.unknown_records);
    let call = &session.turns[0].tool_calls[0];
    assert_eq!(agent_trace::model::tool::shell_command(&call.input).as_deref(), Some("cargo test"));
}

/// A fork of the public rollout `rollout-2026-05-11T13-28-45-…` as Codex writes one: its own
/// `session_meta` naming the parent in `forked_from_id`, the parent's lines again (stamped at
/// fork time), then one turn of its own.
fn write_fork(dir: &Path, parent_file: &Path) -> PathBuf {
    let fork = "019e2000-0000-7000-8000-00000000f04c";
    let parent = "019e1695-0522-7c83-8b39-0dd379793f80";
    let at = "2026-05-12T09:00:00.000Z";
    let line = |v: serde_json::Value| v.to_string() + "\n";
    let mut text = line(json!({"timestamp": at, "type": "session_meta", "payload": {
        "id": fork, "forked_from_id": parent, "timestamp": at, "cwd": "/Users/Sample_User/naya",
        "originator": "codex_cli_rs", "cli_version": "0.130.0", "source": "cli"}}));
    for original in std::fs::read_to_string(parent_file).unwrap().lines() {
        let mut record: serde_json::Value = serde_json::from_str(original).unwrap();
        record["timestamp"] = json!(at);
        text += &line(record);
    }
    let own = [
        json!({"type": "event_msg", "payload": {"type": "task_started", "turn_id": "t-fork"}}),
        json!({"type": "event_msg", "payload": {"type": "user_message", "message": "now try it the other way"}}),
        json!({"type": "response_item", "payload": {"type": "function_call", "name": "exec_command", "call_id": "c-fork", "arguments": "{\"cmd\":\"cargo test\"}"}}),
        json!({"type": "response_item", "payload": {"type": "function_call_output", "call_id": "c-fork", "output": "Process exited with code 101\nOutput:\nerror"}}),
        json!({"type": "event_msg", "payload": {"type": "task_complete", "turn_id": "t-fork"}}),
    ];
    for (n, mut record) in own.into_iter().enumerate() {
        record["timestamp"] = json!(format!("2026-05-12T09:01:0{n}.000Z"));
        text += &line(record);
    }
    let file = dir.join(format!("rollout-2026-05-12T09-00-00-{fork}.jsonl"));
    std::fs::write(&file, text).unwrap();
    file
}

#[test]
fn a_forked_codex_rollout_keeps_its_own_id_and_counts_its_parents_turns_once() {
    let env = Env::new();
    let sessions = env.path().join("home/.codex/sessions");
    let parent_file = copy_into_home(
        &env.path().join("home"),
        ".codex/sessions/2026/05/11",
        &Path::new(FIXTURES).join("codex/rollout-2026-05-11T13-28-45-019e1695-0522-7c83-8b39-0dd379793f80.jsonl"),
    );
    let day = sessions.join("2026/05/12");
    std::fs::create_dir_all(&day).unwrap();
    let fork_file = write_fork(&day, &parent_file);
    let parent = parse("codex", &parent_file);
    let fork = parse("codex", &fork_file);
    assert_eq!(fork.id, "019e2000-0000-7000-8000-00000000f04c", "not the parent's id");
    assert_eq!(fork.parent.as_deref(), Some(parent.id.as_str()));
    assert_eq!(counts(&fork), (1, 1, 1), "only its own turn: the parent's are counted in the parent's file");
    assert_eq!(fork.turns[0].prompt, "now try it the other way");

    // Where the parent's rollout is gone, the fork holds the only copy of those turns.
    std::fs::remove_file(&parent_file).unwrap();
    let alone = parse("codex", &fork_file);
    assert_eq!(alone.id, fork.id);
    assert_eq!(counts(&alone).0, counts(&parent).0 + 1);
    assert_eq!(counts(&alone).1, counts(&parent).1 + 1);
}

#[test]
fn openclaw_sub_sessions_name_their_parent_and_the_trajectory_says_what_the_transcript_does_not() {
    // The JSON layout: the real session file, with the entries and a trajectory beside it.
    let dir = tempfile::tempdir().unwrap();
    let id = "8555a0a4-0b79-459d-939c-e17cdbbf4fe2";
    let file = dir.path().join(format!("{id}.jsonl"));
    std::fs::copy(Path::new(FIXTURES).join(format!("openclaw/session-{id}.first17lines.jsonl")), &file).unwrap();
    let before = parse("openclaw", &file);
    let first_ok = before.turns.iter().flat_map(|t| &t.tool_calls).find(|c| !c.is_error).unwrap().id.clone();
    std::fs::write(
        dir.path().join("sessions.json"),
        json!({
            "agent:main:main": {"sessionId": "0f0f0f0f-0000-4000-8000-00000000a11a", "updatedAt": 1},
            "agent:main:subagent:7": {"sessionId": id, "spawnedBy": "agent:main:main", "updatedAt": 2},
        })
        .to_string(),
    )
    .unwrap();
    let event = |kind: &str, data: serde_json::Value| {
        json!({"traceSchema": "openclaw-trajectory", "schemaVersion": 1, "traceId": id, "source": "runtime",
               "type": kind, "ts": "2026-03-08T13:10:00.000Z", "sessionId": id, "data": data})
        .to_string()
    };
    let trajectory = [
        event("tool.result", json!({"toolCallId": first_ok, "name": "read", "success": false})),
        event("model.completed", json!({"aborted": false, "timedOut": true})),
        // Another session's events in the same file change nothing here.
        json!({"traceSchema": "openclaw-trajectory", "type": "model.completed", "sessionId": "other", "data": {"aborted": true}}).to_string(),
    ];
    std::fs::write(dir.path().join(format!("{id}.trajectory.jsonl")), trajectory.join("\n") + "\n").unwrap();
    let after = parse("openclaw", &file);
    assert_eq!(after.parent.as_deref(), Some("0f0f0f0f-0000-4000-8000-00000000a11a"));
    assert_eq!(counts(&after).2, counts(&before).2 + 1, "the trajectory's success: false is a failure");
    assert_eq!(after.turns.last().unwrap().aborted, Some(true), "a run that timed out is an abort");
    assert_eq!(counts(&after).0, counts(&before).0);

    // The SQLite layout of 2026.9, on a copy of the database the real client wrote.
    let db_path = dir.path().join("openclaw-agent.sqlite");
    std::fs::copy(Path::new(FIXTURES).join("openclaw/e2e-openclaw-2026.9.6.openclaw-agent.sqlite"), &db_path).unwrap();
    let parent = parse_all("openclaw", &db_path).pop().unwrap();
    assert_eq!(parent.turns[0].aborted, Some(false), "model.completed says the run was not aborted");
    let db = rusqlite::Connection::open(&db_path).unwrap();
    db.execute_batch(&format!(
        "PRAGMA foreign_keys = OFF;
         INSERT INTO transcript_events (session_id, seq, event_json, created_at)
           SELECT 'child-1', seq, replace(event_json, '{p}', 'child-1'), created_at FROM transcript_events WHERE session_id = '{p}';
         INSERT INTO session_nodes (session_key, current_session_id, entry_json, updated_at)
           VALUES ('agent:main:subagent:1', 'child-1', '{{\"sessionId\":\"child-1\",\"spawnedBy\":\"agent:main:main\"}}', 0);
         UPDATE trajectory_runtime_events SET event_json = replace(event_json, '\"aborted\":false', '\"aborted\":true')
           WHERE event_json LIKE '%model.completed%';",
        p = parent.id
    ))
    .unwrap();
    drop(db);
    let sessions = parse_all("openclaw", &db_path);
    let child = sessions.iter().find(|s| s.id == "child-1").unwrap();
    assert_eq!(child.parent.as_deref(), Some(parent.id.as_str()));
    let parent_again = sessions.iter().find(|s| s.id == parent.id).unwrap();
    assert_eq!(parent_again.parent, None);
    assert_eq!(parent_again.turns[0].aborted, Some(true));
}

#[test]
fn a_hermes_session_split_off_by_compression_names_its_parent() {
    let dir = tempfile::tempdir().unwrap();
    let db_path = dir.path().join("state.db");
    std::fs::copy(Path::new(FIXTURES).join("hermes/e2e-hermes-0.19.0.state.db"), &db_path).unwrap();
    let parent = parse_all("hermes", &db_path).pop().unwrap();
    assert_eq!(parent.parent, None);
    let db = rusqlite::Connection::open(&db_path).unwrap();
    db.execute_batch(&format!(
        "INSERT INTO sessions (id, source, parent_session_id, started_at, end_reason)
           VALUES ('20261130_120000_c0ffee', 'cli', '{p}', 1796040000.0, NULL);
         UPDATE sessions SET end_reason = 'compression' WHERE id = '{p}';
         INSERT INTO messages (session_id, role, content, timestamp)
           VALUES ('20261130_120000_c0ffee', 'user', 'go on from the summary', 1796040001.0);",
        p = parent.id
    ))
    .unwrap();
    drop(db);
    let sessions = parse_all("hermes", &db_path);
    let child = sessions.iter().find(|s| s.id == "20261130_120000_c0ffee").unwrap();
    assert_eq!(child.parent.as_deref(), Some(parent.id.as_str()));
    assert_eq!(child.turns[0].prompt, "go on from the summary");
}

#[test]
fn what_the_agent_says_before_a_call_is_its_task_for_every_agent() {
    let dir = tempfile::tempdir().unwrap();
    // OpenCode: a text part before the tool part of the same message, in a copy of the real database.
    let db_path = dir.path().join("opencode.db");
    std::fs::copy(Path::new(FIXTURES).join("opencode/e2e-opencode-1.18.33.opencode.db"), &db_path).unwrap();
    let db = rusqlite::Connection::open(&db_path).unwrap();
    db.execute_batch(
        "PRAGMA foreign_keys = OFF;
         INSERT INTO part (id, message_id, session_id, time_created, time_updated, data)
           SELECT 'prt_intent', message_id, session_id, time_created - 1, time_created - 1,
                  '{\"type\":\"text\",\"text\":\"Pushing the release to origin.\"}'
           FROM part WHERE data LIKE '%\"type\":\"tool\"%';",
    )
    .unwrap();
    drop(db);
    let opencode = parse_all("opencode", &db_path).pop().unwrap();
    assert_eq!(opencode.turns[0].tool_calls[0].intent, "Pushing the release to origin.");

    // Hermes: the assistant row's content beside its tool calls.
    let db_path = dir.path().join("state.db");
    std::fs::copy(Path::new(FIXTURES).join("hermes/e2e-hermes-0.19.0.state.db"), &db_path).unwrap();
    let db = rusqlite::Connection::open(&db_path).unwrap();
    db.execute_batch(
        "UPDATE messages SET content = 'Force-pushing the release.' WHERE role = 'assistant' AND tool_calls IS NOT NULL;",
    )
    .unwrap();
    drop(db);
    let hermes = parse_all("hermes", &db_path).pop().unwrap();
    assert_eq!(hermes.turns[0].tool_calls[0].intent, "Force-pushing the release.");

    // OpenClaw: the text blocks of the message that holds the toolCall.
    let file = dir.path().join("0c1a0000-0000-4000-8000-000000000001.jsonl");
    let lines = [
        json!({"type": "session", "version": 3, "id": "0c1a0000-0000-4000-8000-000000000001", "timestamp": "2026-11-30T10:00:00Z", "cwd": "/w"}),
        json!({"type": "message", "id": "a1", "timestamp": "2026-11-30T10:00:01Z", "message": {"role": "user", "content": [{"type": "text", "text": "list the files"}]}}),
        json!({"type": "message", "id": "b2", "timestamp": "2026-11-30T10:00:02Z", "message": {"role": "assistant", "content": [
            {"type": "thinking", "thinking": "…"}, {"type": "text", "text": "Listing the workspace."},
            {"type": "toolCall", "id": "call_1", "name": "exec", "arguments": {"command": "ls"}}]}}),
    ];
    std::fs::write(&file, lines.iter().map(|l| l.to_string() + "\n").collect::<String>()).unwrap();
    assert_eq!(parse("openclaw", &file).turns[0].tool_calls[0].intent, "Listing the workspace.");
}

#[path = "../../examples/corpus/scale.rs"]
mod scale;

/// The peak resident memory (KiB) of `command`, which must succeed; from the kernel's account of
/// that one child (wait4), not of every process this test binary started.
#[allow(unsafe_code)] // wait4 and its rusage
fn peak_rss_kib(mut command: std::process::Command) -> i64 {
    // Reaped by wait4 below, which std's wait would not report the usage of.
    #[allow(clippy::zombie_processes)]
    let child = command.stdout(std::process::Stdio::null()).spawn().unwrap();
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value, and wait4 is given valid pointers to fill.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let waited = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    assert_eq!(waited, child.id() as libc::pid_t);
    assert!(libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0, "status {status}");
    usage.ru_maxrss
}

/// A database holds every session of an agent, and a scan held all of its rows at once
/// (488 MiB for a 129 MB OpenCode database). Its sessions are now read one at a time.
#[test]
fn a_scan_of_a_large_database_holds_one_session_at_a_time() {
    type Case = (&'static str, &'static str, &'static str, scale::Tables);
    let cases: [Case; 2] = [
        (
            "opencode",
            "opencode/e2e-opencode-1.18.33.opencode.db",
            ".local/share/opencode/opencode.db",
            scale::OPENCODE_IDS,
        ),
        ("hermes", "hermes/e2e-hermes-0.19.0.state.db", ".hermes/state.db", scale::HERMES_IDS),
    ];
    for (agent, fixture, at, tables) in cases {
        // The peak of a scan of a 4 MB database and of a 40 MB one, run one after the other: what
        // the debug binary's own pages add to its RSS (tens of MiB, with how much of it the page
        // cache holds) is in both, and what grows with the database is the difference.
        let peak = |size_mb: u64| {
            let env = Env::new();
            let bytes =
                scale::database(&Path::new(FIXTURES).join(fixture), &env.path().join(at), size_mb << 20, tables);
            let mut scan = env.std_cmd(env.path());
            scan.args(["scan", "--agent", agent, "--home"]).arg(env.path());
            (bytes >> 20, peak_rss_kib(scan) >> 10)
        };
        let (small, big) = (peak(4), peak(40));
        // Holding the rows grew the peak by 150 MiB between these sizes; the release build peaks
        // at 17 MiB on 128 MB (scripts/bench.sh).
        assert!(
            big.1 < small.1 + 24,
            "{agent}: {} MB peaked at {} MiB, {} MB at {} MiB",
            small.0,
            small.1,
            big.0,
            big.1
        );
    }
}

/// A scan judges what it parses while it is in memory, and the sessions of unchanged files from
/// their packs: the two give the same verdicts, byte for byte, slow turns measured against the
/// corpus's p95 either way.
#[test]
fn verdicts_judged_while_parsing_equal_those_judged_from_the_packs() {
    let env = Env::new();
    let home = env.path().join("home");
    let claude = Path::new(FIXTURES).join("claude-code");
    for name in ["ccviewer-5c0375b4-57a5-4f26-b12d-d022ee4e51b7.jsonl", "codemie-session-9eda1058.jsonl"] {
        copy_into_home(&home, ".claude/projects/demo", &claude.join(name));
    }
    // Twenty turns of 100 s, 200 s, ... 2,000 s: all over the 60 s floor, one over the p95.
    let mut lines = String::new();
    for turn in 0..20i64 {
        let start = turn * 3_000;
        let line = |kind: &str, at: i64, message: serde_json::Value| {
            let stamp = jiff::Timestamp::from_second(1_780_000_000 + at).unwrap();
            json!({"type": kind, "sessionId": "slow", "timestamp": stamp.to_string(), "message": message}).to_string()
                + "\n"
        };
        lines += &line("user", start, json!({"role": "user", "content": format!("step {turn}")}));
        let said =
            json!({"id": format!("m{turn}"), "role": "assistant", "content": [{"type": "text", "text": "done"}]});
        lines += &line("assistant", start + (turn + 1) * 100, said);
    }
    let projects = home.join(".claude/projects/demo");
    std::fs::write(projects.join("slow.jsonl"), lines).unwrap();
    let judged_from_packs = verdicts_judged_both_ways(&env, &home, &projects);

    let rules: Vec<serde_json::Value> = judged_from_packs.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let slow: Vec<_> = rules.iter().filter(|v| v["rule"] == "slow_turn").collect();
    assert_eq!(slow.len(), 1, "only the turn over the p95: {slow:?}");
    assert_eq!(slow[0]["turn"], 19);
    assert_eq!(slow[0]["evidence"]["threshold_ms"], 1_900_000);
    // The two fixtures add four short turns.
    assert_eq!(slow[0]["evidence"]["threshold_source"], "p95 of agent time a step over 24 turns");
}

/// Inputs a pack could not give back as they went in: one nested as deep as a parser reads (the
/// pack holds it five levels further down, past serde_json's limit), and floats whose shortest
/// form the default float parser reads one unit off. Each scan must flag what the one before did.
#[test]
fn an_input_a_pack_could_not_give_back_is_judged_alike_every_scan() {
    let env = Env::new();
    let home = env.path().join("home");
    let projects = home.join(".claude/projects/demo");
    std::fs::create_dir_all(&projects).unwrap();
    let deep = format!("{}{}", "[".repeat(127), "]".repeat(127));
    let stamp = |at: i64| jiff::Timestamp::from_second(1_780_000_000 + at).unwrap().to_string();
    let user = |at: i64, text: &str| {
        json!({"type": "user", "sessionId": "odd", "timestamp": stamp(at), "message": {"role": "user", "content": text}})
            .to_string()
    };
    // Written as text: the deep input does not fit in a serde_json::Value inside a line.
    let reads = |at: i64, inputs: &[&str]| {
        let blocks: Vec<String> = inputs
            .iter()
            .enumerate()
            .map(|(n, input)| format!(r#"{{"type":"tool_use","id":"t{at}_{n}","name":"Read","input":{input}}}"#))
            .collect();
        format!(
            r#"{{"type":"assistant","sessionId":"odd","timestamp":"{}","message":{{"id":"m{at}","role":"assistant","content":[{}]}}}}"#,
            stamp(at),
            blocks.join(",")
        )
    };
    let (a, b) = (r#"{"x":1.0715660391465826e-75}"#, r#"{"x":1.0715660391465823e-75}"#);
    let lines = [
        user(0, "read it deeply"),
        reads(1, &[&deep, &deep, &deep]),
        user(10, "read the floats"),
        reads(11, &[a, a, b]),
    ];
    std::fs::write(projects.join("odd.jsonl"), lines.join("\n") + "\n").unwrap();
    let second = verdicts_judged_both_ways(&env, &home, &projects);
    let loops: Vec<serde_json::Value> = second
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .filter(|v| v["rule"] == "tool_loop")
        .collect();
    assert_eq!(loops.len(), 1, "the deep reads repeat; the floats differ: {loops:?}");
    assert_eq!(loops[0]["turn"], 0);
    // The session reads back from its pack, not lost and parsed again on every scan.
    std::fs::write(projects.join("empty2.jsonl"), "").unwrap();
    env.run(env.path(), &["scan", "--home", home.to_str().unwrap()])
        .success()
        .stdout(predicate::str::contains("0 read on from where they grew, 2 unchanged"));
}

/// Scans `home`, then adds an empty transcript to `projects` and scans again, which judges every
/// other session from its pack; asserts both scans gave the same verdicts, and returns them.
fn verdicts_judged_both_ways(env: &Env, home: &Path, projects: &Path) -> String {
    let scan = || env.run(env.path(), &["scan", "--home", home.to_str().unwrap()]).success();
    let verdicts = env.data_dir().join("scan/verdicts.jsonl");
    scan();
    let judged_while_parsing = std::fs::read_to_string(&verdicts).unwrap();
    std::fs::write(projects.join("empty.jsonl"), "").unwrap();
    scan().stdout(predicate::str::contains("1 parsed"));
    let judged_from_packs = std::fs::read_to_string(&verdicts).unwrap();
    assert_eq!(judged_while_parsing, judged_from_packs);
    judged_from_packs
}

/// A row that does not read (a BLOB where OpenCode keeps JSON text, a NULL role in Hermes) is
/// skipped and counted, never the whole database; a view in place of a table is not read (it
/// can run any query, for any time), and the error says so.
#[test]
fn an_odd_row_costs_only_itself_and_a_view_is_never_read() {
    let dir = tempfile::tempdir().unwrap();
    let db_path = dir.path().join("opencode.db");
    std::fs::copy(Path::new(FIXTURES).join("opencode/e2e-opencode-1.18.33.opencode.db"), &db_path).unwrap();
    let db = rusqlite::Connection::open(&db_path).unwrap();
    db.execute_batch(
        "PRAGMA foreign_keys = OFF;
         INSERT INTO part (id, message_id, session_id, time_created, time_updated, data)
           SELECT 'prt_blob', message_id, session_id, time_created, time_created, X'00FF' FROM part LIMIT 1;",
    )
    .unwrap();
    drop(db);
    let sessions = parse_all("opencode", &db_path);
    assert_eq!(sessions.len(), 1);
    assert_eq!(counts(&sessions[0]), (1, 1, 1), "the session is read whole");
    assert_eq!(sessions[0].unknown_records.get("unreadable-rows"), Some(&1));

    let db_path = dir.path().join("state.db");
    std::fs::copy(Path::new(FIXTURES).join("hermes/e2e-hermes-0.19.0.state.db"), &db_path).unwrap();
    let db = rusqlite::Connection::open(&db_path).unwrap();
    db.execute_batch("INSERT INTO messages (session_id, role, content, timestamp) SELECT session_id, X'00', 'x', timestamp FROM messages LIMIT 1;")
        .unwrap();
    drop(db);
    let sessions = parse_all("hermes", &db_path);
    assert_eq!(counts(&sessions[0]), (1, 1, 1));
    assert_eq!(sessions[0].unknown_records.get("unreadable-rows"), Some(&1));

    // `part` as a view that would never end: refused at once, by name.
    let db_path = dir.path().join("view.db");
    std::fs::copy(Path::new(FIXTURES).join("opencode/e2e-opencode-1.18.33.opencode.db"), &db_path).unwrap();
    let db = rusqlite::Connection::open(&db_path).unwrap();
    db.execute_batch(
        "DROP TABLE part;
         CREATE VIEW part AS WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r)
           SELECT 'p' || n AS id, 'm' AS message_id, 's' AS session_id, n AS time_created, n AS time_updated, '{}' AS data FROM r;",
    )
    .unwrap();
    drop(db);
    let started = std::time::Instant::now();
    let read = agents::by_id("opencode").unwrap().read_transcript(&db_path, Vec::new(), &mut |_| Ok(())).unwrap();
    let error = read.unwrap_err().to_string();
    assert!(error.contains("`part` is not a table (missing, or a view)"), "{error}");
    assert!(started.elapsed() < std::time::Duration::from_secs(60), "refused before any query ran");
}

/// Candidates belong to the project their sessions worked in: in a repository, `lessons list
/// --status candidate` and `review` show its own (`--all` the others), a candidate learned
/// elsewhere is approved to your global lessons by default, and the evidence names the project,
/// the session, the day and the calls.
#[test]
fn candidates_belong_to_the_project_their_sessions_worked_in() {
    let env = Env::new();
    let home = env.path().join("home");
    let repo = env.repo("app");
    // The same failing pushes, once in this repository and once in another project.
    let elsewhere = crate::support::flagged_claude_session(&home);
    let text = std::fs::read_to_string(&elsewhere)
        .unwrap()
        .replace("/work/app", repo.to_str().unwrap())
        .replace("5e55a0b1-0000-4000-8000-000000000001", "5e55a0b1-0000-4000-8000-000000000002")
        .replace("Invalid username or token.", "Repository not found.");
    std::fs::write(elsewhere.with_file_name("5e55a0b1-0000-4000-8000-000000000002.jsonl"), text).unwrap();
    env.run(&repo, &["scan", "--home", home.to_str().unwrap()]).success();
    env.run(&repo, &["lessons", "harvest", "--since-days", "3650"])
        .success()
        .stdout(predicates::str::contains("flags of the last 3650 days"));
    let listed = |args: &[&str]| -> Vec<serde_json::Value> {
        let out =
            env.run(&repo, &[&["lessons", "list", "--status", "candidate", "--json"][..], args].concat()).success();
        serde_json::from_slice(&out.get_output().stdout).unwrap()
    };
    let all = listed(&["--all"]);
    let here = listed(&[]);
    assert!(here.len() < all.len(), "{} here of {} in all", here.len(), all.len());
    for row in &here {
        assert!(row["evidence"].as_array().unwrap().iter().all(|v| v["project"] == repo.to_str().unwrap()), "{row}");
    }
    let from_elsewhere = all.iter().find(|r| r["evidence"][0]["project"] == "/work/app").unwrap();
    let id = from_elsewhere["id"].as_str().unwrap();
    env.run(&repo, &["lessons", "approve", "--yes", id])
        .success()
        .stdout(predicates::str::contains("(global lessons)"));
    assert!(!crate::support::lessons_path(&repo).exists(), "learned elsewhere: not into this repository's file");
    assert!(std::fs::read_to_string(env.data_dir().join("lessons.jsonl")).unwrap().contains(id));
}

/// A person marks a flag right or wrong: `flags` shows the mark and the id, a flag marked wrong
/// never becomes a candidate again, and `flags --precision` counts the marks per rule.
#[test]
fn a_flag_marked_wrong_never_becomes_a_candidate_and_the_marks_make_the_precision() {
    let env = Env::new();
    let home = env.path().join("home");
    crate::support::flagged_claude_session(&home);
    let repo = env.repo("app");
    env.run(&repo, &["scan", "--home", home.to_str().unwrap()]).success();
    let flags = env.run(&repo, &["flags", "--json"]).success();
    let flags: serde_json::Value = serde_json::from_slice(&flags.get_output().stdout).unwrap();
    let id = flags[0]["id"].as_str().unwrap().to_string();
    assert_eq!(id.len(), 8);
    env.run(&repo, &["flags", "mark", &id, "wrong", "--note", "the remote was down"])
        .success()
        .stdout(predicates::str::contains(format!("marked {id}")));
    env.run(&repo, &["flags"])
        .success()
        .stdout(predicates::str::contains(format!("{id} ")).and(predicates::str::contains("[wrong]")));
    env.run(&repo, &["lessons", "harvest", "--since-days", "3650"])
        .success()
        .stdout(predicates::str::contains("1 flags, all marked wrong: nothing to propose"));
    assert!(!env.data_dir().join("candidates.jsonl").exists());
    env.run(&repo, &["flags", "--precision"])
        .success()
        .stdout(predicates::str::contains("0 right, 1 wrong: precision 0.00"));
    env.run(&repo, &["flags", "mark", "ffffffff", "right"]).code(2).stderr(predicates::str::contains("no flag"));
}
