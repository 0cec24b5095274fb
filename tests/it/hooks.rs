//! `agent-trace hook <agent> <event>` with each agent's payload, in a real repository.

use std::path::{Path, PathBuf};

use predicates::str::contains;
use serde_json::Value;

use crate::support::{Env, added_id};

pub struct Lessons {
    pub session_start: String,
    pub prompt: String,
    pub pre_tool: String,
    pub other_pattern: String,
}

/// A trusted repository with one lesson per moment and one whose pattern the fixtures never match.
pub fn trusted_repo(env: &Env) -> (PathBuf, Lessons) {
    let repo = env.repo("project");
    let add = |args: &[&str]| added_id(&env.run(&repo, &[&["lessons", "add"][..], args].concat()).success());
    let lessons = Lessons {
        session_start: add(&["--text", "Run the test suite before reporting success."]),
        prompt: add(&["--text", "Deploys go through the release script.", "--trigger", "prompt::(?i)deploy"]),
        pre_tool: add(&[
            "--text",
            "Never force-push to main.",
            "--trigger",
            "pre_tool:Bash:git push.*--force",
            "--severity",
            "3",
        ]),
        other_pattern: add(&["--text", "Never rm -rf the home directory.", "--trigger", "pre_tool:Bash:rm -rf"]),
    };
    env.run(&repo, &["trust", "--yes"]).success();
    (repo, lessons)
}

pub fn fixture(agent: &str, event: &str, cwd: &Path) -> String {
    let path = format!("{}/tests/fixtures/hooks/{agent}/{event}.json", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap().replace("__CWD__", cwd.to_str().unwrap())
}

/// Runs the hook with a fixture payload; returns stdout (exit 0 asserted).
pub fn hook(env: &Env, dir: &Path, agent: &str, event: &str, payload: &str) -> String {
    let out = env.cmd(dir).args(["hook", agent, event]).write_stdin(payload).assert().success();
    String::from_utf8(out.get_output().stdout.clone()).unwrap()
}

fn context_of(output: &str) -> String {
    let value: Value = serde_json::from_str(output.trim()).unwrap_or_else(|e| panic!("not JSON ({e}): {output:?}"));
    value
        .pointer("/hookSpecificOutput/additionalContext")
        .or_else(|| value.get("context"))
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string()
}

#[test]
fn claude_code_and_codex_get_additional_context_with_their_event_name() {
    for agent in ["claude-code", "codex"] {
        let env = Env::new();
        let (repo, l) = trusted_repo(&env);
        for (event, expected) in
            [("SessionStart", &l.session_start), ("UserPromptSubmit", &l.prompt), ("PreToolUse", &l.pre_tool)]
        {
            let out = hook(&env, &repo, agent, event, &fixture(agent, event, &repo));
            let value: Value = serde_json::from_str(out.trim()).unwrap();
            let keys: Vec<&String> = value.as_object().unwrap().keys().collect();
            assert_eq!(keys, ["hookSpecificOutput"], "{agent} {event}: {out}");
            assert_eq!(value["hookSpecificOutput"]["hookEventName"], event, "{agent}: {out}");
            let context = context_of(&out);
            assert!(context.contains(&format!("[{expected} · ")), "{agent} {event}: {context}");
            assert!(!context.contains(&l.other_pattern), "{agent} {event}: the rm -rf lesson must not fire");
            assert_eq!(
                context.matches("\n- ").count(),
                1,
                "{agent} {event}: only the lesson of this moment: {context}"
            );
        }
    }
}

#[test]
fn hermes_injects_only_at_pre_llm_call_and_brings_session_start_lessons_on_the_first_turn() {
    let env = Env::new();
    let (repo, l) = trusted_repo(&env);
    assert_eq!(hook(&env, &repo, "hermes", "on_session_start", &fixture("hermes", "on_session_start", &repo)), "{}\n");
    assert_eq!(hook(&env, &repo, "hermes", "pre_tool_call", &fixture("hermes", "pre_tool_call", &repo)), "{}\n");
    let out = hook(&env, &repo, "hermes", "pre_llm_call", &fixture("hermes", "pre_llm_call", &repo));
    let value: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(value.as_object().unwrap().len(), 1, "only the context key: {out}");
    let context = context_of(&out);
    assert!(context.contains(&l.prompt) && context.contains(&l.session_start), "{context}");
    assert!(!context.contains(&l.pre_tool));

    let later_turn =
        fixture("hermes", "pre_llm_call", &repo).replace("\"is_first_turn\":true", "\"is_first_turn\":false");
    let context = context_of(&hook(&env, &repo, "hermes", "pre_llm_call", &later_turn));
    assert!(context.contains(&l.prompt) && !context.contains(&l.session_start), "{context}");
}

#[test]
fn the_plugin_agents_get_context_json_with_their_tool_names_mapped() {
    for (agent, events) in [
        ("openclaw", ["session_start", "before_prompt_build", "before_tool_call"]),
        ("opencode", ["session.created", "experimental.chat.system.transform", "tool.execute.before"]),
    ] {
        let env = Env::new();
        let (repo, l) = trusted_repo(&env);
        let context = |event: &str| context_of(&hook(&env, &repo, agent, event, &fixture(agent, event, &repo)));
        assert!(context(events[0]).contains(&l.session_start), "{agent}");
        let first_prompt = context(events[1]);
        assert!(first_prompt.contains(&l.prompt) && first_prompt.contains(&l.session_start), "{agent}: {first_prompt}");
        let tool = context(events[2]);
        assert!(tool.contains(&l.pre_tool) && !tool.contains(&l.other_pattern), "{agent}: {tool}");
    }
}

#[test]
fn events_that_recall_does_not_serve_print_nothing() {
    let env = Env::new();
    let (repo, _) = trusted_repo(&env);
    let payload = fixture("claude-code", "PreToolUse", &repo);
    assert_eq!(hook(&env, &repo, "claude-code", "SessionEnd", &payload), "");
    assert_eq!(hook(&env, &repo, "claude-code", "Notification", &payload), "");
}

#[test]
fn native_event_names_match_ignoring_case_dashes_and_underscores() {
    let env = Env::new();
    let (repo, l) = trusted_repo(&env);
    let payload = fixture("codex", "PreToolUse", &repo);
    for spelling in ["pre-tool-use", "pre_tool_use", "pretooluse"] {
        let out = hook(&env, &repo, "codex", spelling, &payload);
        let value: Value = serde_json::from_str(out.trim()).unwrap();
        assert_eq!(value["hookSpecificOutput"]["hookEventName"], "PreToolUse");
        assert!(context_of(&out).contains(&l.pre_tool));
    }
}

#[test]
fn hits_are_recorded_per_session_and_delivered_lessons_go_last() {
    let env = Env::new();
    let (repo, l) = trusted_repo(&env);
    // Four session_start lessons and room for three: the one left out comes first next session…
    let extra: Vec<String> = ["Alpha.", "Beta.", "Gamma."]
        .iter()
        .map(|t| added_id(&env.run(&repo, &["lessons", "add", "--text", t]).success()))
        .collect();
    let payload = fixture("claude-code", "SessionStart", &repo);
    let first = context_of(&hook(&env, &repo, "claude-code", "SessionStart", &payload));
    assert_eq!(first.matches("\n- ").count(), 3);
    let all: Vec<&String> = extra.iter().chain([&l.session_start]).collect();
    let left_out: Vec<&&String> = all.iter().filter(|id| !first.contains(id.as_str())).collect();
    assert_eq!(left_out.len(), 1);
    // …and within the same session, it is ranked before the three already delivered.
    let second = context_of(&hook(&env, &repo, "claude-code", "SessionStart", &payload));
    assert!(second.contains(left_out[0].as_str()), "{second}");

    let hits_dir = env.data_dir().join("hits");
    let mut files: Vec<String> =
        std::fs::read_dir(&hits_dir).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
    files.sort();
    assert_eq!(files.len(), 2, "the records and the ids of the one session: {files:?}");
    assert_eq!(files[0].strip_suffix(".ids"), files[1].strip_suffix(".jsonl"));
    let hits = std::fs::read_to_string(hits_dir.join(&files[1])).unwrap();
    assert_eq!(hits.lines().count(), 6);
    assert_eq!(std::fs::read_to_string(hits_dir.join(&files[0])).unwrap().lines().count(), 6);
    let first_hit: Value = serde_json::from_str(hits.lines().next().unwrap()).unwrap();
    assert_eq!(first_hit["session"], "9eda1058-5b1c-4c3e-9d54-0c3a0f0e7a11");
    assert_eq!(first_hit["agent"], "claude-code");
    assert_eq!(first_hit["event"], "session_start");
}

#[test]
fn an_untrusted_repo_gets_only_global_lessons_until_trusted() {
    let env = Env::new();
    let (repo, l) = trusted_repo(&env);
    env.run(&repo, &["untrust"]).success().stdout(contains("now not trusted"));
    let global = added_id(&env.run(&repo, &["lessons", "add", "--global", "--text", "Global lesson."]).success());
    let payload = fixture("claude-code", "SessionStart", &repo);
    let context = context_of(&hook(&env, &repo, "claude-code", "SessionStart", &payload));
    assert!(context.contains(&global) && !context.contains(&l.session_start), "{context}");

    env.run(&repo, &["trust", "--yes"]).success().stdout(contains("now trusted"));
    env.run(&repo, &["trust", "--yes"]).success().stdout(contains("already trusted"));
    env.run(&repo, &["trust", "--list"]).success().stdout(contains(repo.canonicalize().unwrap().to_str().unwrap()));
    let context = context_of(&hook(&env, &repo, "claude-code", "SessionStart", &payload));
    assert!(context.contains(&global) && context.contains(&l.session_start), "{context}");
}

#[test]
fn repo_lessons_do_not_apply_outside_the_repo() {
    let env = Env::new();
    let (_repo, l) = trusted_repo(&env);
    let elsewhere = env.path().join("elsewhere");
    std::fs::create_dir_all(&elsewhere).unwrap();
    let out =
        hook(&env, &elsewhere, "claude-code", "SessionStart", &fixture("claude-code", "SessionStart", &elsewhere));
    assert!(!out.contains(&l.session_start));
}

#[test]
fn recall_formats_agree_with_the_hook() {
    let env = Env::new();
    let (repo, l) = trusted_repo(&env);
    let args = [
        "recall",
        "--agent",
        "claude-code",
        "--event",
        "pre_tool",
        "--tool-name",
        "Bash",
        "--input-json",
        r#"{"command":"git push -u --force"}"#,
    ];
    let run = |format: &str| {
        let out = env.run(&repo, &[&args[..], &["--format", format]].concat()).success();
        String::from_utf8(out.get_output().stdout.clone()).unwrap()
    };
    let json: Value = serde_json::from_str(&run("json")).unwrap();
    assert_eq!(json["event"], "pre_tool");
    assert_eq!(json["lessons"][0]["id"], l.pre_tool.as_str());
    assert_eq!(json["lessons"][0]["scope"], "project");
    assert_eq!(context_of(&run("hook")), json["context"].as_str().unwrap());
    assert_eq!(run("text").trim_end(), json["context"].as_str().unwrap());
    // A recall by hand is no delivery: nothing is recorded unless asked for.
    let hits = env.data_dir().join("hits");
    assert!(!hits.exists() || std::fs::read_dir(&hits).unwrap().next().is_none(), "a person's recall records no hit");
    env.run(&repo, &[&args[..], &["--session", "s1", "--record"]].concat()).success();
    assert_eq!(std::fs::read_dir(&hits).unwrap().count(), 2, "--record writes the session's hit files");
    env.run(&repo, &["recall", "--agent", "windsurf", "--event", "prompt"]).code(2).stderr(contains("known agents"));
    env.run(&repo, &["recall", "--agent", "codex", "--event", "later"]).code(2).stderr(contains("unknown event"));
}

/// `codex exec` never runs SessionStart, so the first prompt of a Codex session that had
/// no session start carries the session-start lessons, once; a session that had one gets them
/// there and not again. Claude Code's prompts never carry them.
#[test]
fn a_codex_session_without_a_session_start_gets_its_lessons_at_the_first_prompt_once() {
    let env = Env::new();
    let (repo, _) = trusted_repo(&env);
    let payload = |agent: &str, event: &str, session: &str| {
        let mut value: Value = serde_json::from_str(&fixture(agent, event, &repo)).unwrap();
        value["session_id"] = Value::from(session);
        value.to_string()
    };
    let text = "Run the test suite before reporting success.";
    let first =
        context_of(&hook(&env, &repo, "codex", "UserPromptSubmit", &payload("codex", "UserPromptSubmit", "exec")));
    assert!(first.contains(text) && first.contains("Deploys go through"), "{first}");
    let second =
        context_of(&hook(&env, &repo, "codex", "UserPromptSubmit", &payload("codex", "UserPromptSubmit", "exec")));
    assert!(!second.contains(text), "once: {second}");

    let started = context_of(&hook(&env, &repo, "codex", "SessionStart", &payload("codex", "SessionStart", "tui")));
    assert!(started.contains(text), "{started}");
    let after_start =
        context_of(&hook(&env, &repo, "codex", "UserPromptSubmit", &payload("codex", "UserPromptSubmit", "tui")));
    assert!(!after_start.contains(text), "{after_start}");

    let claude = payload("claude-code", "UserPromptSubmit", "claude");
    assert!(!context_of(&hook(&env, &repo, "claude-code", "UserPromptSubmit", &claude)).contains(text));
}

/// The cached index keeps pre_tool lessons one file per tool: a call reads its tool's (whatever
/// the case the lesson wrote it in) and those for any tool, and a tool whose lessons are gone
/// since the last build has none, though its old file is still there.
#[test]
fn a_tool_call_gets_its_tools_lessons_from_the_cache_and_none_a_rebuild_took_away() {
    let env = Env::new();
    let repo = env.repo("project");
    let add = |text: &str, trigger: &str| {
        added_id(&env.run(&repo, &["lessons", "add", "--text", text, "--trigger", trigger]).success())
    };
    let bash = add("Lowercase bash lesson.", "pre_tool:bash");
    let edit = add("Edit lesson.", "pre_tool:Edit");
    let any = add("Any tool lesson.", "pre_tool");
    env.run(&repo, &["trust", "--yes"]).success();
    let call = |tool: &str, input: Value| {
        let payload = serde_json::json!({"session_id": format!("s-{tool}-{}", rand_suffix()), "cwd": repo,
            "hook_event_name": "PreToolUse", "tool_name": tool, "tool_input": input});
        context_of(&hook(&env, &repo, "claude-code", "PreToolUse", &payload.to_string()))
    };
    for _ in 0..2 {
        // The first call builds the cache, the second reads it.
        let out = call("Bash", serde_json::json!({"command": "ls"}));
        assert!(out.contains(&bash) && out.contains(&any) && !out.contains(&edit), "{out}");
    }
    let out = call("Edit", serde_json::json!({"file_path": "a.rs"}));
    assert!(out.contains(&edit) && out.contains(&any) && !out.contains(&bash), "{out}");
    let shards = std::fs::read_dir(env.data_dir().join("cache/recall")).unwrap().count();
    assert!(shards >= 5, "one file per event and one per tool: {shards}");

    env.run(&repo, &["lessons", "retire", &edit]).success();
    let out = call("Edit", serde_json::json!({"file_path": "a.rs"}));
    assert!(!out.contains(&edit) && out.contains(&any), "a retired lesson's old shard does not count: {out}");

    // A crash before the disk had a tool's new shard leaves it empty: that is a stale cache,
    // rebuilt, never a tool with no lessons.
    for shard in std::fs::read_dir(env.data_dir().join("cache/recall")).unwrap() {
        let path = shard.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name.matches('.').count() == 3 && name.contains(".pre_tool.") {
            std::fs::write(&path, "").unwrap();
        }
    }
    let out = call("Bash", serde_json::json!({"command": "ls"}));
    assert!(out.contains(&bash) && out.contains(&any), "an emptied tool shard is rebuilt: {out}");
}

fn rand_suffix() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    NEXT.fetch_add(1, Ordering::Relaxed)
}
