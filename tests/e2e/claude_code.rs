//! Claude Code (`claude -p`) against the scripted Anthropic Messages server.

use std::path::Path;
use std::time::Duration;

use serde_json::json;

use crate::model_server::{ModelServer, Reply};
use crate::support::Env;
use crate::{
    Lessons, assert_doctor_then_uninstall, assert_never_sent, body_text, client, dump, hit_ids, run_client, setup,
};

#[test]
fn lessons_reach_claude_code_at_session_start_prompt_and_pre_tool() {
    lessons_reach_claude_code(&[], &|env, repo, home, lessons| {
        crate::report::assert_effect_and_report(env, repo, home, &lessons.ids[2]);
    });
}

/// Each hook call finds the index stale and the file "too large" to index itself: it answers
/// from the file and starts the build in the background, which must not hold Claude Code.
#[test]
fn lessons_reach_claude_code_from_a_file_the_hook_indexes_in_the_background() {
    lessons_reach_claude_code(&[("AGENT_TRACE_INDEX_BUILD_LIMIT", "1".into())], &|env, _, _, _| {
        // Checked before doctor, whose dry runs would build the index themselves.
        assert!(env.recall_index_written(Duration::from_secs(60)), "the index was never built in the background");
    });
}

/// Runs the scenario with `extra` in the client's environment, and `then` after the client's run.
fn lessons_reach_claude_code(extra: &[(&str, String)], then: &dyn Fn(&Env, &Path, &Path, &Lessons)) {
    let Some(claude) = client("claude-code") else { return };
    let env = Env::new();
    let (repo, home, lessons) = setup(&env, "claude-code", ".claude");
    let server = ModelServer::start(vec![
        Reply::Tool {
            name: "Bash".into(),
            input: json!({"command": "git push --force origin main", "description": "Push the release"}),
        },
        Reply::Text("Done.".into()),
    ]);
    let mut envs = vec![
        ("HOME", home.to_string_lossy().into_owned()),
        ("ANTHROPIC_BASE_URL", server.url()),
        ("ANTHROPIC_API_KEY", "sk-ant-e2e-test".into()),
        ("AGENT_TRACE_HOME", env.data_dir().to_string_lossy().into_owned()),
        ("GIT_CONFIG_GLOBAL", env.path().join("gitconfig").to_string_lossy().into_owned()),
        ("GIT_CONFIG_NOSYSTEM", "1".into()),
        ("DISABLE_TELEMETRY", "1".into()),
        ("DISABLE_AUTOUPDATER", "1".into()),
        ("DISABLE_ERROR_REPORTING", "1".into()),
        ("CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC", "1".into()),
    ];
    envs.extend(extra.iter().cloned());
    let output = run_client(
        &claude,
        &["-p", "Please prepare the release.", "--output-format", "json", "--allowedTools", "Bash", "--max-turns", "4"],
        &repo,
        &envs,
        Duration::from_secs(180),
    );
    dump("claude-code", &server, &output, &home.join(".claude/projects"));
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let agent = server.agent_requests();
    assert!(
        agent.len() >= 2,
        "expected the tool call and the final turn; got {} agent requests\nstdout: {stdout}\nstderr: {stderr}",
        agent.len()
    );
    let first = body_text(&agent[0]);
    let after_tool = body_text(&agent[1]);
    assert!(first.contains(&lessons.session_start), "the session_start lesson reaches the first request");
    assert!(first.contains(&lessons.prompt), "the prompt lesson reaches the first request");
    assert!(!first.contains(&lessons.pre_tool), "the pre_tool lesson is not there before the tool call");
    assert!(after_tool.contains(&lessons.pre_tool), "the pre_tool lesson reaches the request after the tool call");
    assert_never_sent(&server, &lessons.unmatched, "a lesson whose pattern did not match never reaches the model");
    let hits = hit_ids(&env);
    for id in &lessons.ids[..3] {
        assert!(hits.contains(id), "hit recorded for {id}: {hits:?}");
    }
    assert!(!hits.contains(&lessons.ids[3]));
    then(&env, &repo, &home, &lessons);

    assert_doctor_then_uninstall(&env, &repo, &home, "claude-code", true, &[".claude/settings.json"]);
    println!(
        "claude-code: {} requests, {} in the agent loop; client: {}",
        server.requests().len(),
        agent.len(),
        claude.display()
    );
}

#[test]
fn the_stop_gate_keeps_claude_code_working_after_an_unchecked_code_change() {
    let Some(claude) = client("claude-code") else { return };
    let env = Env::new();
    let (repo, home, _) = setup(&env, "claude-code", ".claude");
    let file = repo.join("src/new.rs");
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    let server = ModelServer::start(vec![
        Reply::Tool {
            name: "Write".into(),
            input: json!({"file_path": file, "content": "pub fn answer() -> u32 { 42 }\n"}),
        },
        Reply::Text("Done.".into()),
        Reply::Text("Done.".into()),
        Reply::Text("Done.".into()),
    ]);
    let output = run_client(
        &claude,
        &["-p", "Add an answer function.", "--output-format", "json", "--allowedTools", "Write", "--max-turns", "8"],
        &repo,
        &[
            ("HOME", home.to_string_lossy().into_owned()),
            ("ANTHROPIC_BASE_URL", server.url()),
            ("ANTHROPIC_API_KEY", "sk-ant-e2e-test".into()),
            ("AGENT_TRACE_HOME", env.data_dir().to_string_lossy().into_owned()),
            ("GIT_CONFIG_GLOBAL", env.path().join("gitconfig").to_string_lossy().into_owned()),
            ("DISABLE_TELEMETRY", "1".into()),
            ("DISABLE_AUTOUPDATER", "1".into()),
            ("CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC", "1".into()),
        ],
        Duration::from_secs(180),
    );
    dump("claude-code-stop-gate", &server, &output, &home.join(".claude/projects"));
    assert!(file.exists(), "the scripted Write ran");
    let blocked: Vec<_> = server
        .agent_requests()
        .into_iter()
        .filter(|r| body_text(r).contains("no check that reaches it passed after the change"))
        .collect();
    assert!(
        !blocked.is_empty(),
        "the Stop hook's reason reaches the model as a new turn\nstdout: {}\nstderr: {}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    let ledger = env.cmd(&repo).args(["evidence", "show", "--json"]).output().unwrap();
    let ledger: serde_json::Value = serde_json::from_slice(&ledger.stdout).unwrap();
    assert_eq!(ledger["stop_blocks"], 2, "blocked twice, then let go (max_stop_blocks)");
    println!(
        "claude-code stop gate: {} agent requests, {} carried the block reason",
        server.agent_requests().len(),
        blocked.len()
    );
}
