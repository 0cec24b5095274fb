//! The evidence ledger and the stop gate, through the hooks with each agent's payload shapes.

use std::path::Path;
use std::process::Stdio;

use serde_json::{Value, json};

use crate::hooks::hook;
use crate::payloads;
use crate::support::Env;

/// Runs Claude Code's hook for `payload`, at the event the payload names.
fn claude(env: &Env, repo: &Path, payload: Value) -> String {
    let event = payload["hook_event_name"].as_str().unwrap().to_string();
    hook(env, repo, "claude-code", &event, &payload.to_string())
}

/// A captured Claude Code payload of `label` at `event`, in `repo`, for `session`.
fn captured(repo: &Path, label: &str, event: &str, session: &str) -> Value {
    let mut payload = payloads::one("claude-code", label, event).json_in(repo);
    payload["session_id"] = json!(session);
    payload
}

/// Claude Code's PostToolUse of an Edit of `file` (as Claude Code sends it: an absolute path).
fn edit(repo: &Path, session: &str, file: &str) -> Value {
    let mut payload = captured(repo, "change.edit-tool", "PostToolUse", session);
    let path = repo.join(file).to_string_lossy().into_owned();
    payload["tool_input"]["file_path"] = json!(path);
    payload["tool_response"]["filePath"] = json!(path);
    payload
}

/// Claude Code's Bash call of `command`: a PostToolUse with its output when it exited 0 (Claude
/// Code sends no exit code), a PostToolUseFailure with `Exit code N` and the output otherwise.
fn bash(repo: &Path, session: &str, command: &str, exit_code: i64, stdout: &str) -> Value {
    let mut payload = if exit_code == 0 {
        let mut payload = captured(repo, "check-pass.cargo-test", "PostToolUse", session);
        payload["tool_response"]["stdout"] = json!(stdout);
        payload
    } else {
        let mut payload = captured(repo, "check-fail.cargo-test", "PostToolUseFailure", session);
        payload["error"] = json!(format!("Exit code {exit_code}\n{stdout}"));
        payload
    };
    payload["tool_input"]["command"] = json!(command);
    payload
}

/// Claude Code's Stop (the captured one came after a `cd sub`: here at the root).
fn stop(repo: &Path, session: &str) -> Value {
    let mut payload = captured(repo, "session", "Stop", session);
    payload["cwd"] = json!(repo);
    payload
}

fn decision(output: &str) -> Value {
    serde_json::from_str(output.trim()).unwrap_or(Value::Null)
}

#[test]
fn stop_is_blocked_after_a_code_change_until_a_check_passes() {
    let env = Env::new();
    let repo = env.repo("project");
    claude(&env, &repo, edit(&repo, "s1", "src/parser.rs"));
    let blocked = decision(&claude(&env, &repo, stop(&repo, "s1")));
    assert_eq!(blocked["decision"], "block");
    assert!(blocked["reason"].as_str().unwrap().contains("src/parser.rs"), "{blocked}");

    let failing = claude(&env, &repo, bash(&repo, "s1", "cargo test", 101, "test result: FAILED. 3 passed; 1 failed"));
    let notice = decision(&failing);
    assert_eq!(notice["hookSpecificOutput"]["hookEventName"], "PostToolUseFailure");
    assert!(
        notice["hookSpecificOutput"]["additionalContext"].as_str().unwrap().contains("`cargo test` failed"),
        "{notice}"
    );

    claude(&env, &repo, bash(&repo, "s1", "cargo test", 0, "test result: ok. 4 passed; 0 failed"));
    assert_eq!(claude(&env, &repo, stop(&repo, "s1")).trim(), "{}", "a passing check after the change lets it stop");

    claude(&env, &repo, edit(&repo, "s1", "src/lexer.rs"));
    assert_eq!(
        decision(&claude(&env, &repo, stop(&repo, "s1")))["decision"],
        "block",
        "a later change needs a later check"
    );
}

#[test]
fn docs_changes_and_other_sessions_do_not_trip_the_gate() {
    let env = Env::new();
    let repo = env.repo("project");
    claude(&env, &repo, edit(&repo, "docs", "README.md"));
    assert_eq!(claude(&env, &repo, stop(&repo, "docs")).trim(), "{}");
    claude(&env, &repo, edit(&repo, "s-a", "src/a.rs"));
    assert_eq!(claude(&env, &repo, stop(&repo, "s-b")).trim(), "{}", "the ledger is per session");
}

#[test]
fn the_gate_gives_up_after_the_configured_blocks_and_can_be_turned_off() {
    let env = Env::new();
    let repo = env.repo("project");
    claude(&env, &repo, edit(&repo, "s1", "src/a.rs"));
    assert_eq!(decision(&claude(&env, &repo, stop(&repo, "s1")))["decision"], "block");
    assert_eq!(decision(&claude(&env, &repo, stop(&repo, "s1")))["decision"], "block");
    assert_eq!(claude(&env, &repo, stop(&repo, "s1")).trim(), "{}", "at most 2 blocks by default");
    let log = std::fs::read_to_string(env.data_dir().join("hook.log")).unwrap();
    assert!(log.contains("let the agent stop after 2 blocks"), "{log}");

    // A project's settings apply once the user trusts it.
    env.run(&repo, &["trust", "--yes"]).success();
    std::fs::create_dir_all(repo.join(".agent-trace")).unwrap();
    std::fs::write(repo.join(".agent-trace/config.toml"), "# team settings\n[evidence]\nmax_stop_blocks = 1\n")
        .unwrap();
    claude(&env, &repo, edit(&repo, "s2", "src/b.rs"));
    assert_eq!(decision(&claude(&env, &repo, stop(&repo, "s2")))["decision"], "block");
    assert_eq!(claude(&env, &repo, stop(&repo, "s2")).trim(), "{}");

    std::fs::write(repo.join(".agent-trace/config.toml"), "[evidence]\nstop_gate = false\n").unwrap();
    claude(&env, &repo, edit(&repo, "s3", "src/c.rs"));
    assert_eq!(claude(&env, &repo, stop(&repo, "s3")).trim(), "{}", "turned off in config.toml");
}

#[test]
fn codex_and_hermes_payloads_are_recorded_too() {
    let env = Env::new();
    let repo = env.repo("project");
    let mut codex_edit = payloads::one("codex", "change.sed", "PostToolUse").json_in(&repo);
    codex_edit["tool_input"]["command"] = json!("sed -i 's/a/b/' src/main.rs");
    hook(&env, &repo, "codex", "PostToolUse", &codex_edit.to_string());
    let mut codex_stop = payloads::one("codex", "session", "Stop").json_in(&repo);
    codex_stop["session_id"] = codex_edit["session_id"].clone();
    assert_eq!(decision(&hook(&env, &repo, "codex", "Stop", &codex_stop.to_string()))["decision"], "block");

    let hermes = payloads::one("hermes", "check-fail.pytest", "post_tool_call").json_in(&repo);
    assert_eq!(
        hook(&env, &repo, "hermes", "post_tool_call", &hermes.to_string()).trim(),
        "{}",
        "Hermes cannot be told at post_tool_call"
    );
    let session = hermes["session_id"].as_str().unwrap();
    let ledger = ledger(&env, &repo, session);
    assert_eq!(ledger["verification_results"][0]["success"], false);
    assert_eq!(ledger["verification_results"][0]["coverage"], "direct", "a test runner on a test file");
    assert_eq!(ledger["failures"][0]["kind"], "verification");
}

#[test]
fn failure_summaries_are_redacted_and_bounded() {
    let env = Env::new();
    let repo = env.repo("project");
    let noisy = format!("error: auth failed with token=ghp_{} {}", "A".repeat(36), "x".repeat(1000));
    claude(&env, &repo, bash(&repo, "s1", "npm run build", 1, &noisy));
    let show = env.run(&repo, &["evidence", "show", "--json"]).success();
    let ledger: Value = serde_json::from_slice(&show.get_output().stdout).unwrap();
    let summary = ledger["failures"][0]["summary"].as_str().unwrap();
    assert!(!summary.contains("AAAAAAAA") && summary.chars().count() <= 201 && !summary.contains('\n'), "{summary}");
}

/// 200 hooks of one session at once, on a machine kept busy by a process per core spinning:
/// every event is kept (each is one append to the session's own log, no lock to wait for).
#[test]
fn two_hundred_concurrent_post_tool_hooks_on_a_busy_machine_lose_no_event() {
    const HOOKS: usize = 200;
    let env = Env::new();
    let repo = env.repo("project");
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    let mut spinners: Vec<std::process::Child> = (0..cores)
        .map(|_| std::process::Command::new("sh").args(["-c", "while :; do :; done"]).spawn().unwrap())
        .collect();
    let mut children: Vec<std::process::Child> = (0..HOOKS)
        .map(|n| {
            let payload = edit(&repo, "busy", &format!("src/f{n}.rs")).to_string();
            let mut child = env
                .std_cmd(&repo)
                .args(["hook", "claude-code", "PostToolUse"])
                .stdin(Stdio::piped())
                .stdout(Stdio::null())
                .spawn()
                .unwrap();
            std::io::Write::write_all(&mut child.stdin.take().unwrap(), payload.as_bytes()).unwrap();
            child
        })
        .collect();
    let all_exited_zero = children.iter_mut().all(|c| c.wait().unwrap().success());
    for spinner in &mut spinners {
        let _ = spinner.kill();
        let _ = spinner.wait();
    }
    assert!(all_exited_zero);
    let ledger = ledger(&env, &repo, "busy");
    assert_eq!(ledger["events"].as_u64().unwrap() as usize, HOOKS, "every event kept");
    assert_eq!(ledger["changed_paths"].as_array().unwrap().len(), 40, "the last 40 paths are kept");
    assert_eq!(ledger["uncovered"].as_array().unwrap().len(), 40);
    println!("200 concurrent hooks with {cores} spinning processes: {} events kept", ledger["events"]);
}

#[test]
fn the_plugin_agents_forward_finished_calls_and_hear_of_failed_checks() {
    let env = Env::new();
    let repo = env.repo("project");
    let after = json!({"session_id": "o1", "cwd": repo, "tool_name": "bash", "tool_input": {"command": "npm test"},
                       "tool_response": {"output": "2 failing", "exit_code": 1}});
    let out = hook(&env, &repo, "opencode", "tool.execute.after", &after.to_string());
    assert!(decision(&out)["context"].as_str().unwrap().contains("`npm test` failed"), "{out}");
    let claw = json!({"session_id": "c1", "cwd": repo, "tool_name": "exec", "tool_input": {"command": "cargo build"},
                      "tool_response": {"status": "completed", "exitCode": 0}, "error": null});
    assert_eq!(hook(&env, &repo, "openclaw", "after_tool_call", &claw.to_string()).trim(), "{}");
    let show = env.run(&repo, &["evidence", "show", "--session", "c1", "--json"]).success();
    let ledger: Value = serde_json::from_slice(&show.get_output().stdout).unwrap();
    assert_eq!(ledger["verification_results"][0]["success"], true);
}

fn ledger(env: &Env, repo: &Path, session: &str) -> Value {
    let show = env.run(repo, &["evidence", "show", "--session", session, "--json"]).success();
    serde_json::from_slice(&show.get_output().stdout).unwrap()
}

#[test]
fn an_edit_made_through_the_shell_is_a_change_and_a_read_is_not() {
    let env = Env::new();
    let repo = env.repo("project");
    let edits = [
        "sed -i 's/a/b/' src/main.rs",
        "cat > src/lib.rs <<'EOF'\npub fn x() {}\nEOF",
        "echo 'fn y() {}' | tee -a src/y.rs",
        "mv src/old.rs src/new.rs",
        "cp /tmp/template.rs src/copied.rs",
        "perl -pi -e 's/x/y/' src/z.rs",
        "bash -lc \"printf 'x' > src/w.rs\"",
    ];
    for (n, command) in edits.iter().enumerate() {
        let session = format!("shell-{n}");
        claude(&env, &repo, bash(&repo, &session, command, 0, ""));
        assert_eq!(decision(&claude(&env, &repo, stop(&repo, &session)))["decision"], "block", "{command}");
        assert!(
            ledger(&env, &repo, &session)["changed_paths"]
                .as_array()
                .unwrap()
                .iter()
                .any(|p| p.as_str().unwrap().starts_with("src/")),
            "{command}"
        );
    }
    for (n, command) in
        ["sed -n '1,20p' src/main.rs", "python3 -c 'print(1+1)'", "ls > /dev/null", "git diff"].iter().enumerate()
    {
        let session = format!("read-{n}");
        claude(&env, &repo, bash(&repo, &session, command, 0, ""));
        assert_eq!(claude(&env, &repo, stop(&repo, &session)).trim(), "{}", "{command}");
    }
}

/// A repository with `src/lib.rs` committed.
fn repo_with_lib() -> (Env, std::path::PathBuf) {
    let env = Env::new();
    let repo = env.repo("project");
    std::fs::create_dir_all(repo.join("src")).unwrap();
    std::fs::write(repo.join("src/lib.rs"), "pub fn a() {}\n").unwrap();
    env.git(&repo, &["add", "."]);
    env.git(&repo, &["commit", "-qm", "lib"]);
    (env, repo)
}

#[test]
fn a_command_that_changes_files_it_does_not_name_asks_the_work_tree() {
    let (env, repo) = repo_with_lib();
    // What `git apply fix.patch` left behind, as the hook sees it afterwards.
    std::fs::write(repo.join("src/lib.rs"), "pub fn b() {}\n").unwrap();
    claude(&env, &repo, bash(&repo, "apply", "git apply fix.patch", 0, ""));
    assert_eq!(ledger(&env, &repo, "apply")["changed_paths"], json!(["src/lib.rs"]));
    assert_eq!(decision(&claude(&env, &repo, stop(&repo, "apply")))["decision"], "block");

    // Outside a repository nobody can say which files: it may have changed code.
    let plain = env.path().join("plain");
    std::fs::create_dir_all(&plain).unwrap();
    claude(&env, &plain, bash(&plain, "py", "python3 -c \"open('gen.py','w').write('x')\"", 0, ""));
    assert_eq!(decision(&claude(&env, &plain, stop(&plain, "py")))["decision"], "block");
    let kinds = ledger(&env, &plain, "py")["change_kinds"].clone();
    assert_eq!(kinds, json!(["code"]));
}

#[test]
fn every_failed_call_is_recorded_told_at_once_and_holds_the_stop_gate_until_resolved() {
    let env = Env::new();
    let repo = env.repo("project");
    // Before any change: recorded as baseline, told at once all the same.
    let first = claude(&env, &repo, bash(&repo, "f", "frobnicate --all", 127, "bash: frobnicate: command not found"));
    let told = decision(&first)["hookSpecificOutput"]["additionalContext"].as_str().unwrap_or_default().to_string();
    assert!(told.contains("a tool call failed (`frobnicate --all`)") && told.contains("command not found"), "{first}");
    let l = ledger(&env, &repo, "f");
    assert_eq!(
        (l["failures"][0]["kind"].as_str(), l["failures"][0]["baseline"].as_bool()),
        (Some("command"), Some(true))
    );

    // `grep` finding nothing answers a question; it did not fail.
    claude(&env, &repo, bash(&repo, "f", "grep -rn TODO src", 1, ""));
    assert_eq!(ledger(&env, &repo, "f")["failures"].as_array().unwrap().len(), 1);

    claude(&env, &repo, edit(&repo, "f", "src/a.rs"));
    claude(&env, &repo, bash(&repo, "f", "cargo test", 0, "test result: ok. 3 passed"));
    claude(&env, &repo, bash(&repo, "f", "./scripts/gen-docs.sh", 2, "gen-docs: missing template"));
    let l = ledger(&env, &repo, "f");
    assert_eq!(l["failures"][1]["baseline"], false, "it failed after the agent's change");
    let blocked = decision(&claude(&env, &repo, stop(&repo, "f")));
    assert_eq!(blocked["decision"], "block", "a check passed, but a failure after the last change stands");
    assert!(blocked["reason"].as_str().unwrap().contains("missing template"), "{blocked}");

    claude(&env, &repo, bash(&repo, "f", "./scripts/gen-docs.sh", 0, "ok"));
    assert!(ledger(&env, &repo, "f")["failures"][1]["resolved_at"].is_u64());
    assert_eq!(claude(&env, &repo, stop(&repo, "f")).trim(), "{}", "resolved: it may stop");

    // A failing tool that is not a shell counts too (Claude Code's PostToolUseFailure).
    let failure = json!({"session_id": "t", "cwd": repo, "hook_event_name": "PostToolUseFailure", "tool_name": "WebFetch",
                         "tool_input": {"url": "https://example.invalid"}, "error": "getaddrinfo ENOTFOUND example.invalid"});
    claude(&env, &repo, failure);
    assert_eq!(ledger(&env, &repo, "t")["failures"][0]["kind"], "tool");
}

#[test]
fn hermes_hears_of_a_failure_at_its_next_prompt_once() {
    let env = Env::new();
    let repo = env.repo("project");
    let failed = json!({"hook_event_name": "post_tool_call", "tool_name": "terminal", "tool_input": {"command": "frobnicate"},
                        "session_id": "sess_abc123", "cwd": repo,
                        "extra": {"result": "{\"output\": \"frobnicate: command not found\", \"exit_code\": 127, \"error\": null}", "status": "ok"}});
    assert_eq!(
        hook(&env, &repo, "hermes", "post_tool_call", &failed.to_string()).trim(),
        "{}",
        "it cannot be told here"
    );
    let prompt = crate::hooks::fixture("hermes", "pre_llm_call", &repo)
        .replace("\"is_first_turn\":true", "\"is_first_turn\":false");
    let next = decision(&hook(&env, &repo, "hermes", "pre_llm_call", &prompt));
    let context = next["context"].as_str().unwrap_or_default();
    assert!(context.contains("a tool call failed (`frobnicate`)") && context.contains("command not found"), "{next}");
    let again = hook(&env, &repo, "hermes", "pre_llm_call", &prompt);
    assert!(!again.contains("frobnicate"), "told once: {again}");
}

#[test]
fn a_change_committed_at_once_a_failed_edit_and_a_repositorys_filters_are_all_handled() {
    let (env, repo) = repo_with_lib();
    // `git apply fix.patch && git commit -qam fix`: the work tree is clean again afterwards.
    std::fs::write(repo.join("src/lib.rs"), "pub fn b() {}\n").unwrap();
    env.git(&repo, &["commit", "-qam", "fix"]);
    // A diff program the repository's config names never runs either.
    let diff_mark = env.path().join("diff-ran");
    env.git(&repo, &["config", "diff.external", &format!("touch '{}'", diff_mark.display())]);
    claude(&env, &repo, bash(&repo, "c", "git apply fix.patch && git commit -qam fix", 0, ""));
    assert!(!diff_mark.exists());
    assert_eq!(ledger(&env, &repo, "c")["changed_paths"], json!(["src/lib.rs"]), "the commit's files are the change");

    // A shell edit that failed afterwards may still have written.
    claude(&env, &repo, bash(&repo, "f", "sed -i 's/a/b/' src/lib.rs; exit 1", 1, ""));
    assert_eq!(decision(&claude(&env, &repo, stop(&repo, "f")))["decision"], "block");

    // A repository whose config names a clean filter is never asked: its filter would run.
    let mark = env.path().join("filter-ran");
    env.git(&repo, &["config", "filter.evil.clean", &format!("touch '{}'; cat", mark.display())]);
    std::fs::write(repo.join(".gitattributes"), "* filter=evil\n").unwrap();
    std::fs::write(repo.join("src/lib.rs"), "pub fn c() {}\n").unwrap();
    claude(&env, &repo, bash(&repo, "g", "git stash pop", 0, ""));
    assert!(!mark.exists(), "no filter of the repository's ran");
    assert_eq!(ledger(&env, &repo, "g")["change_kinds"], json!(["code"]), "unsure: it may have changed code");
}

#[test]
fn a_later_command_that_may_write_does_not_count_the_sessions_earlier_changes_again() {
    let (mut env, repo) = repo_with_lib();
    // The session runs after the repository's last commit.
    env.set_now("2026-11-30T12:05:00Z");
    // The agent's edit, checked: then a script that may write but changes nothing.
    std::fs::write(repo.join("src/lib.rs"), "pub fn b() {}\n").unwrap();
    let old = std::process::Command::new("touch").args(["-d", "2020-01-01"]).arg(repo.join("src/lib.rs")).status();
    assert!(old.unwrap().success());
    claude(&env, &repo, edit(&repo, "s", "src/lib.rs"));
    claude(&env, &repo, bash(&repo, "s", "cargo test", 0, "test result: ok. 3 passed"));
    claude(&env, &repo, bash(&repo, "s", "python3 scripts/report.py", 0, "report written"));
    assert_eq!(
        claude(&env, &repo, stop(&repo, "s")).trim(),
        "{}",
        "the change was checked; the script changed nothing"
    );
    // What the script does change after the previous call counts.
    std::fs::write(repo.join("src/gen.rs"), "pub fn g() {}\n").unwrap();
    claude(&env, &repo, bash(&repo, "s", "python3 scripts/gen.py", 0, ""));
    assert_eq!(decision(&claude(&env, &repo, stop(&repo, "s")))["decision"], "block");
    assert!(ledger(&env, &repo, "s")["changed_paths"].as_array().unwrap().contains(&json!("src/gen.rs")));
}

#[test]
fn the_failure_notice_names_the_whole_command() {
    let env = Env::new();
    let repo = env.repo("project");
    let failed = captured(&repo, "check-fail.pytest", "PostToolUseFailure", "n");
    let told = decision(&claude(&env, &repo, failed));
    let context = told["hookSpecificOutput"]["additionalContext"].as_str().unwrap();
    assert!(
        context.starts_with("agent-trace evidence: `python -m pytest -q py/tests/test_bad.py` failed"),
        "{context}"
    );
}

#[test]
fn a_check_reaches_a_change_by_the_same_path_written_relative_or_absolute() {
    let env = Env::new();
    let repo = env.repo("project");
    // Claude Code names the edited file absolute; the agent's check names it relative.
    claude(&env, &repo, edit(&repo, "c", "src/app.py"));
    claude(&env, &repo, bash(&repo, "c", "ruff check src/other.py", 0, "All checks passed!"));
    let blocked = decision(&claude(&env, &repo, stop(&repo, "c")));
    let reason = blocked["reason"].as_str().unwrap_or_default();
    assert!(
        reason.contains("src/app.py") && reason.contains("ruff check src/other.py"),
        "a lint of another file: {blocked}"
    );
    claude(&env, &repo, bash(&repo, "c", "ruff check src/app.py", 0, "All checks passed!"));
    let ledger = ledger(&env, &repo, "c");
    assert_eq!(ledger["verification_results"][1]["coverage"], "direct", "{ledger}");
    assert_eq!(claude(&env, &repo, stop(&repo, "c")).trim(), "{}");
}

#[test]
fn a_projects_verify_pattern_adds_programs_never_words_and_doctor_names_it() {
    let env = Env::new();
    let repo = env.repo("project");
    env.run(&repo, &["trust", "--yes"]).success();
    std::fs::create_dir_all(repo.join(".agent-trace")).unwrap();
    std::fs::write(repo.join(".agent-trace/config.toml"), "[evidence]\nverify_pattern = \"(?i)printf\"\n").unwrap();
    claude(&env, &repo, edit(&repo, "p", "src/a.rs"));
    claude(&env, &repo, bash(&repo, "p", "printf passed", 0, "passed"));
    assert_eq!(decision(&claude(&env, &repo, stop(&repo, "p")))["decision"], "block", "printf checks nothing");
    let doctor = env.cmd(&repo).args(["doctor", "--home", env.path().join("home").to_str().unwrap()]).output().unwrap();
    let doctor = String::from_utf8_lossy(&doctor.stdout);
    assert!(doctor.contains("verify_pattern is ignored"), "{doctor}");

    std::fs::write(repo.join(".agent-trace/config.toml"), "[evidence]\nverify_pattern = \"^make smoke$\"\n").unwrap();
    claude(&env, &repo, edit(&repo, "m", "src/a.rs"));
    claude(&env, &repo, bash(&repo, "m", "echo 'make smoke passed'", 0, "make smoke passed"));
    assert_eq!(decision(&claude(&env, &repo, stop(&repo, "m")))["decision"], "block", "words are not programs");
    claude(&env, &repo, bash(&repo, "m", "make smoke", 0, ""));
    assert_eq!(claude(&env, &repo, stop(&repo, "m")).trim(), "{}", "the program it adds is a check");
    let doctor = env.cmd(&repo).args(["doctor", "--home", env.path().join("home").to_str().unwrap()]).output().unwrap();
    let doctor = String::from_utf8_lossy(&doctor.stdout);
    assert!(
        doctor.contains("verify_pattern = \"^make smoke$\" makes the programs it matches count as checks"),
        "{doctor}"
    );
}

#[test]
fn init_says_what_the_stop_gate_and_the_failure_notices_do_and_how_to_turn_them_off() {
    let env = Env::new();
    let repo = env.repo("project");
    let home = env.path().join("home");
    std::fs::create_dir_all(home.join(".claude")).unwrap();
    let out = env.run(&repo, &["init", "--home", home.to_str().unwrap(), "--agents", "claude-code"]).success();
    let out = String::from_utf8_lossy(&out.get_output().stdout).into_owned();
    assert!(
        out.contains("Stop gate (Claude Code): while code changed and no check that reaches it passed since"),
        "{out}"
    );
    assert!(
        out.contains("`[evidence] stop_gate = false`") && out.contains("`[evidence] failure_notices = false`"),
        "{out}"
    );

    std::fs::write(env.data_dir().join("config.toml"), "[evidence]\nfailure_notices = false\n").unwrap();
    let failed = captured(&repo, "check-fail.pytest", "PostToolUseFailure", "quiet");
    assert_eq!(claude(&env, &repo, failed).trim(), "", "not told when turned off");
}

/// On a terminal (a pty from `script`), init asks once whether to keep the gate on and writes
/// the answer into your config.toml, keeping what was there.
#[test]
fn init_asks_once_on_a_terminal_whether_to_keep_the_gate_on() {
    let env = Env::new();
    let repo = env.repo("project");
    let home = env.path().join("home");
    std::fs::create_dir_all(home.join(".claude")).unwrap();
    std::fs::create_dir_all(env.data_dir()).unwrap();
    std::fs::write(env.data_dir().join("config.toml"), "# mine\n[evidence]\nmax_stop_blocks = 1\n").unwrap();
    let init = format!("'{}' init --home '{}' --agents claude-code", crate::support::bin().display(), home.display());
    let on_a_terminal = |answer: &str| {
        let mut command = std::process::Command::new("script");
        env.apply(&mut command, &repo);
        let mut child =
            command.args(["-qec", &init, "/dev/null"]).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
        std::io::Write::write_all(&mut child.stdin.take().unwrap(), answer.as_bytes()).unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success());
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let first = on_a_terminal("n\n");
    assert!(first.contains("Keep the Stop gate on? [Y/n]"), "{first}");
    let config = std::fs::read_to_string(env.data_dir().join("config.toml")).unwrap();
    assert_eq!(config, "# mine\n[evidence]\nmax_stop_blocks = 1\nstop_gate = false\n");
    claude(&env, &repo, edit(&repo, "off", "src/a.rs"));
    assert_eq!(claude(&env, &repo, stop(&repo, "off")).trim(), "{}", "the person turned it off");
    let second = on_a_terminal("\n");
    assert!(!second.contains("Keep the Stop gate on?"), "asked once: {second}");
}
