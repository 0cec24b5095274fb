//! What a person sees, whole: the main commands' output as snapshots (`tests/it/snapshots/`),
//! where the output is the point. Temporary paths are replaced by `[TMP]`; time comes from
//! `AGENT_TRACE_NOW`, so nothing else varies. A change to a screen shows as a diff in review
//! (`cargo insta review`).

use std::path::Path;

use crate::support::Env;

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/transcripts");

/// stdout, then stderr when there is any, with the test's temporary directory named `[TMP]`.
fn screen(env: &Env, dir: &Path, args: &[&str]) -> String {
    let out = env.cmd(dir).args(args).output().unwrap();
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !stderr.is_empty() {
        text.push_str(&format!("--- stderr ---\n{stderr}"));
    }
    text.push_str(&format!("--- exit {} ---\n", out.status.code().unwrap_or(-1)));
    let tmp = env.path().to_string_lossy().into_owned();
    let real = std::fs::canonicalize(env.path()).unwrap().to_string_lossy().into_owned();
    text.replace(&real, "[TMP]").replace(&tmp, "[TMP]")
}

#[test]
fn a_first_session_as_a_person_sees_it() {
    let env = Env::new();
    let repo = env.repo("project");
    let home = env.path().join("home");
    let home = home.to_str().unwrap();
    std::fs::create_dir_all(env.path().join("home/.claude")).unwrap();
    insta::assert_snapshot!("init", screen(&env, &repo, &["init", "--home", home, "--agents", "claude-code"]));
    let added = screen(
        &env,
        &repo,
        &["lessons", "add", "--text", "Never force-push to main.", "--trigger", "pre_tool:Bash:git push --force"],
    );
    insta::assert_snapshot!("lessons_add", added);
    let id = added.split_whitespace().nth(1).unwrap().to_string();
    insta::assert_snapshot!("lessons_list", screen(&env, &repo, &["lessons", "list"]));
    insta::assert_snapshot!("lessons_show", screen(&env, &repo, &["lessons", "show", &id]));
    insta::assert_snapshot!(
        "recall",
        screen(
            &env,
            &repo,
            &[
                "recall",
                "--agent",
                "claude-code",
                "--event",
                "pre_tool",
                "--tool-name",
                "Bash",
                "--input-json",
                r#"{"command": "git push --force origin main"}"#
            ]
        )
    );
}

#[test]
fn the_errors_a_person_meets_first() {
    let env = Env::new();
    let repo = env.repo("project");
    insta::assert_snapshot!(
        "error_dead_trigger",
        screen(&env, &repo, &["lessons", "add", "--text", "Check before deploying.", "--trigger", "prompt:deploy"])
    );
    insta::assert_snapshot!("error_unknown_id", screen(&env, &repo, &["lessons", "show", "0123abcd"]));
    std::fs::create_dir_all(repo.join(".agent-trace")).unwrap();
    std::fs::write(repo.join(".agent-trace/lessons.jsonl"), "{\"id\": \"0000000a\", \"text\": \"no trigger\"}\n")
        .unwrap();
    insta::assert_snapshot!("error_bad_line", screen(&env, &repo, &["lessons", "fmt", "--check"]));
}

#[test]
fn a_scan_of_a_real_transcript_and_its_flags() {
    let env = Env::new();
    let home = env.path().join("home");
    let projects = home.join(".claude/projects/-work-ccviewer");
    std::fs::create_dir_all(&projects).unwrap();
    let name = "ccviewer-fe5e1c67-53e7-4862-81ae-d0e013e3270b.jsonl";
    std::fs::copy(Path::new(FIXTURES).join("claude-code").join(name), projects.join(name)).unwrap();
    let home = home.to_str().unwrap();
    insta::assert_snapshot!("scan", screen(&env, env.path(), &["scan", "--home", home, "--agent", "claude-code"]));
    insta::assert_snapshot!("flags", screen(&env, env.path(), &["flags"]));
}

/// `recall --format hook` prints what the agent's own hook would: Hermes takes session-start
/// lessons at its first `pre_llm_call`, as `{"context": …}`, and nothing before a tool call.
#[test]
fn recall_in_each_agents_own_output() {
    let env = Env::new();
    let repo = env.repo("project");
    env.run(&repo, &["trust", "--yes"]).success();
    env.run(&repo, &["lessons", "add", "--text", "Run make check first.", "--trigger", "session_start"]).success();
    let hook = |agent: &str, event: &str| {
        screen(&env, &repo, &["recall", "--agent", agent, "--event", event, "--format", "hook"])
    };
    insta::assert_snapshot!("recall_hook_hermes_session_start", hook("hermes", "session_start"));
    insta::assert_snapshot!("recall_hook_hermes_pre_tool", hook("hermes", "pre_tool"));
    insta::assert_snapshot!("recall_hook_codex_session_start", hook("codex", "session_start"));
}
