//! `agent-trace lessons …` as a person runs it, in a real git repository.

use std::os::unix::fs::{MetadataExt, PermissionsExt};

use predicates::str::contains;

use crate::support::{Env, added_id, lessons_path, read, record, records};

#[test]
fn add_writes_one_canonical_line_with_time_and_git_user() {
    let env = Env::new();
    let repo = env.repo("r");
    let add = env.run(
        &repo,
        &[
            "lessons",
            "add",
            "--text",
            "  Never force-push to main.  ",
            "--trigger",
            "pre_tool:Bash:git push.*--force",
            "--severity",
            "3",
            "--category",
            "safety",
            "--agents",
            "codex,claude-code,codex",
        ],
    );
    let id = added_id(&add.success());
    assert_eq!(
        read(&lessons_path(&repo)),
        format!(
            "{{\"id\":\"{id}\",\"text\":\"Never force-push to main.\",\"category\":\"safety\",\"severity\":3,\
             \"trigger\":{{\"event\":\"pre_tool\",\"tool\":\"Bash\",\"pattern\":\"git push.*--force\"}},\
             \"agents\":[\"claude-code\",\"codex\"],\"status\":\"approved\",\"approved_at\":\"2026-11-30T12:00:00Z\",\
             \"approved_by\":\"Ada Tester\",\"count\":0}}\n"
        )
    );
    // sha1("never force-push to main.") starts with these 8 hex digits.
    assert_eq!(id, agent_trace::systems::lessons::LessonId::for_text("never force-push to main.").as_str());
}

#[test]
fn lessons_are_found_from_a_subdirectory_and_stay_at_the_repo_root() {
    let env = Env::new();
    let repo = env.repo("r");
    let deep = repo.join("src/deep");
    std::fs::create_dir_all(&deep).unwrap();
    env.run(&deep, &["lessons", "add", "--text", "Keep functions short."]).success();
    assert_eq!(records(&lessons_path(&repo)).len(), 1);
    env.run(&deep, &["lessons", "list"]).success().stdout(contains("Keep functions short."));
}

#[test]
fn a_bad_regex_or_trigger_is_refused_and_nothing_is_written() {
    let env = Env::new();
    let repo = env.repo("r");
    env.run(&repo, &["lessons", "add", "--text", "x", "--trigger", "pre_tool:Bash:(unclosed"])
        .code(2)
        .stderr(contains("not a valid regex"));
    env.run(&repo, &["lessons", "add", "--text", "x", "--trigger", "before_tool"])
        .code(2)
        .stderr(contains("unknown trigger event"));
    env.run(&repo, &["lessons", "add", "--text", "x", "--agents", "windsurf"])
        .code(2)
        .stderr(contains("unknown agent"));
    env.run(&repo, &["lessons", "add", "--text", "   "]).code(2).stderr(contains("text is empty"));
    assert!(!lessons_path(&repo).exists());
}

#[test]
fn adding_the_same_lesson_twice_changes_nothing_but_other_settings_are_refused() {
    let env = Env::new();
    let repo = env.repo("r");
    env.run(&repo, &["lessons", "add", "--text", "Run the tests."]).success();
    let before = read(&lessons_path(&repo));
    env.run(&repo, &["lessons", "add", "--text", "run   THE tests."]).success().stdout(contains("unchanged"));
    env.run(&repo, &["lessons", "add", "--text", "Run the tests.", "--severity", "3"])
        .code(2)
        .stderr(contains("already exists"))
        .stderr(contains("lessons edit"));
    assert_eq!(read(&lessons_path(&repo)), before);
}

#[test]
fn an_id_collision_between_different_texts_is_an_error_not_an_overwrite() {
    let (first, second) = colliding_texts();
    let env = Env::new();
    let repo = env.repo("r");
    env.run(&repo, &["lessons", "add", "--text", &first]).success();
    let before = read(&lessons_path(&repo));
    env.run(&repo, &["lessons", "add", "--text", &second])
        .code(2)
        .stderr(contains("already used by a different lesson"))
        .stderr(contains(first.as_str()));
    assert_eq!(read(&lessons_path(&repo)), before);
}

/// Two texts whose ids share all 8 hex digits, found by a birthday search (about 2^16 hashes).
fn colliding_texts() -> (String, String) {
    use agent_trace::systems::lessons::LessonId;
    let mut seen = std::collections::HashMap::new();
    for n in 0u64.. {
        let text = format!("lesson number {n}");
        if let Some(earlier) = seen.insert(LessonId::for_text(&text), text.clone()) {
            return (earlier, text);
        }
    }
    unreachable!()
}

#[test]
fn edit_keeps_the_id_and_renews_the_decision() {
    let mut env = Env::new();
    let repo = env.repo("r");
    let id = added_id(&env.run(&repo, &["lessons", "add", "--text", "Run the tests."]).success());
    env.set_now("2026-12-01T08:00:00Z");
    env.run(&repo, &["lessons", "edit", &id[..4], "--text", "Run the whole test suite.", "--severity", "3"])
        .success()
        .stdout(contains("edited"));
    let recs = records(&lessons_path(&repo));
    let lesson = record(&recs, &id).expect("same id after the edit");
    assert_eq!(lesson["text"], "Run the whole test suite.");
    assert_eq!(lesson["severity"], 3);
    assert_eq!(lesson["approved_at"], "2026-12-01T08:00:00Z");

    let inode = std::fs::metadata(lessons_path(&repo)).unwrap().ino();
    env.run(&repo, &["lessons", "edit", &id, "--severity", "3"]).success().stdout(contains("unchanged"));
    assert_eq!(std::fs::metadata(lessons_path(&repo)).unwrap().ino(), inode, "an unchanged file is not rewritten");
}

#[test]
fn retire_hides_a_lesson_from_the_default_list_and_approve_brings_it_back() {
    let mut env = Env::new();
    let repo = env.repo("r");
    let id = added_id(&env.run(&repo, &["lessons", "add", "--text", "Use rg, not grep -r."]).success());
    env.set_now("2026-12-02T00:00:00Z");
    env.run(&repo, &["lessons", "retire", &id]).success();
    let recs = records(&lessons_path(&repo));
    assert_eq!(record(&recs, &id).unwrap()["status"], "retired");
    assert_eq!(record(&recs, &id).unwrap()["retired_at"], "2026-12-02T00:00:00Z");
    env.run(&repo, &["lessons", "list"]).success().stdout(contains(id.as_str()).not());
    env.run(&repo, &["lessons", "list", "--status", "all"]).success().stdout(contains(id.as_str()));
    env.run(&repo, &["lessons", "add", "--text", "Use rg, not grep -r."]).code(2).stderr(contains("is retired"));

    env.set_now("2026-12-03T00:00:00Z");
    env.run(&repo, &["lessons", "approve", "--yes", &id]).success();
    let recs = records(&lessons_path(&repo));
    assert_eq!(record(&recs, &id).unwrap()["status"], "approved");
    assert_eq!(record(&recs, &id).unwrap()["approved_at"], "2026-12-03T00:00:00Z");
}

#[test]
fn candidates_live_privately_until_approved_into_the_project() {
    let env = Env::new();
    let repo = env.repo("r");
    let id = added_id(&env.run(&repo, &["lessons", "add", "--candidate", "--text", "Check the exit code."]).success());
    assert!(!lessons_path(&repo).exists(), "a candidate never enters the committed file");
    let candidates = env.data_dir().join("candidates.jsonl");
    assert_eq!(record(&records(&candidates), &id).unwrap()["status"], "candidate");
    env.run(&repo, &["lessons", "list", "--status", "candidate"]).success().stdout(contains(id.as_str()));

    env.run(
        &repo,
        &[
            "lessons",
            "approve",
            "--yes",
            &id,
            "--trigger",
            "pre_tool:Bash",
            "--text",
            "Check the exit code of every command.",
        ],
    )
    .success();
    let recs = records(&lessons_path(&repo));
    let approved = record(&recs, &id).unwrap();
    assert_eq!(approved["status"], "approved");
    assert_eq!(approved["text"], "Check the exit code of every command.");
    assert_eq!(approved["trigger"]["tool"], "Bash");
    assert_eq!(approved["approved_by"], "Ada Tester");
    assert!(records(&candidates).is_empty());
    env.run(&repo, &["lessons", "approve", "--yes", &id])
        .code(2)
        .stderr(contains("not a candidate or a retired lesson"));
}

#[test]
fn approving_with_a_bad_pattern_leaves_both_stores_as_they_were() {
    let env = Env::new();
    let repo = env.repo("r");
    let id = added_id(&env.run(&repo, &["lessons", "add", "--candidate", "--text", "Check the exit code."]).success());
    let candidates = env.data_dir().join("candidates.jsonl");
    let before = read(&candidates);
    env.run(&repo, &["lessons", "approve", "--yes", &id, "--trigger", "pre_tool:Bash:(("]).code(2);
    assert_eq!(read(&candidates), before);
    assert!(!lessons_path(&repo).exists());
}

#[test]
fn global_lessons_go_to_the_private_store_and_work_outside_any_repo() {
    let env = Env::new();
    let outside = env.path().join("outside");
    std::fs::create_dir_all(&outside).unwrap();
    env.run(&outside, &["lessons", "add", "--global", "--text", "Prefer small commits."]).success();
    let global = env.data_dir().join("lessons.jsonl");
    assert_eq!(records(&global).len(), 1);
    env.run(&outside, &["lessons", "list"]).success().stdout(contains("global").and(contains("Prefer small commits.")));
    env.run(&outside, &["lessons", "add", "--text", "x"])
        .code(2)
        .stderr(contains("no project here"))
        .stderr(contains("--global"));
}

#[test]
fn a_malformed_line_is_reported_with_file_and_line_and_nothing_is_written() {
    let env = Env::new();
    let repo = env.repo("r");
    env.run(&repo, &["lessons", "add", "--text", "One."]).success();
    let path = lessons_path(&repo);
    let broken = format!("{}{{\"id\":\"zz\"}}\n", read(&path));
    std::fs::write(&path, &broken).unwrap();
    let where_ = format!("{}:2:", path.display());
    env.run(&repo, &["lessons", "list"]).code(2).stderr(contains(where_.as_str()));
    env.run(&repo, &["lessons", "add", "--text", "Two."]).code(2).stderr(contains(where_.as_str()));
    env.run(&repo, &["lessons", "fmt"]).code(2).stderr(contains(where_.as_str()));
    assert_eq!(read(&path), broken);
}

#[test]
fn fmt_check_reports_and_fmt_repairs_order_and_duplicates() {
    let env = Env::new();
    let repo = env.repo("r");
    for text in ["Alpha lesson.", "Beta lesson.", "Gamma lesson."] {
        env.run(&repo, &["lessons", "add", "--text", text]).success();
    }
    let path = lessons_path(&repo);
    let canonical = read(&path);
    let mut lines: Vec<&str> = canonical.lines().collect();
    lines.reverse();
    lines.push(lines[0]);
    std::fs::write(&path, lines.join("\n")).unwrap();
    env.run(&repo, &["lessons", "fmt", "--check"]).code(1).stderr(contains("1 duplicate ids"));
    env.run(&repo, &["lessons", "fmt"]).success().stdout(contains("rewritten"));
    assert_eq!(read(&path), canonical);
    env.run(&repo, &["lessons", "fmt", "--check"]).success().stdout(contains("canonical"));
}

#[test]
fn import_merges_files_by_the_merge_rule_and_routes_candidates() {
    let env = Env::new();
    let repo = env.repo("r");
    let id = added_id(&env.run(&repo, &["lessons", "add", "--text", "Old text."]).success());
    let newer = format!(
        "{{\"id\":\"{id}\",\"text\":\"New text.\",\"category\":\"other\",\"severity\":2,\"trigger\":{{\"event\":\"session_start\"}},\"status\":\"approved\",\"approved_at\":\"2027-01-01T00:00:00Z\",\"count\":4}}\n\
         {{\"id\":\"0000abcd\",\"text\":\"Fresh lesson.\",\"category\":\"style\",\"severity\":1,\"trigger\":{{\"event\":\"prompt\"}},\"status\":\"approved\",\"approved_at\":\"2026-01-01T00:00:00Z\",\"count\":0}}\n\
         {{\"id\":\"0000abce\",\"text\":\"Maybe lesson.\",\"category\":\"stall\",\"severity\":1,\"trigger\":{{\"event\":\"prompt\"}},\"status\":\"candidate\",\"count\":2}}\n"
    );
    let file = env.path().join("in.jsonl");
    std::fs::write(&file, newer).unwrap();
    env.run(&repo, &["lessons", "import", file.to_str().unwrap()])
        .success()
        .stdout(contains("1 added, 1 updated, 0 unchanged, 1 candidates"));
    let recs = records(&lessons_path(&repo));
    assert_eq!(record(&recs, &id).unwrap()["text"], "New text.");
    assert!(record(&recs, "0000abcd").is_some());
    assert!(record(&recs, "0000abce").is_none());
    assert!(record(&records(&env.data_dir().join("candidates.jsonl")), "0000abce").is_some());

    let bad = env.path().join("bad.jsonl");
    std::fs::write(&bad, "{\"id\":\"0000abcf\",\"text\":\"x\"}\n").unwrap();
    let before = read(&lessons_path(&repo));
    env.run(&repo, &["lessons", "import", file.to_str().unwrap(), bad.to_str().unwrap()])
        .code(2)
        .stderr(contains(format!("{}:1:", bad.display())));
    assert_eq!(read(&lessons_path(&repo)), before);
}

#[test]
fn export_prints_the_canonical_file() {
    let env = Env::new();
    let repo = env.repo("r");
    env.run(&repo, &["lessons", "add", "--text", "One."]).success();
    env.run(&repo, &["lessons", "add", "--text", "Two."]).success();
    let file = read(&lessons_path(&repo));
    env.run(&repo, &["lessons", "export"]).success().stdout(file.clone());
    let out = env.path().join("out.jsonl");
    env.run(&repo, &["lessons", "export", "--out", out.to_str().unwrap()]).success();
    assert_eq!(read(&out), file);
}

#[test]
fn show_finds_by_prefix_and_refuses_an_ambiguous_one() {
    let env = Env::new();
    let repo = env.repo("r");
    let id = added_id(&env.run(&repo, &["lessons", "add", "--text", "One."]).success());
    env.run(&repo, &["lessons", "show", &id[..5]])
        .success()
        .stdout(contains("approved:    2026-11-30T12:00:00Z by Ada Tester"));
    env.run(&repo, &["lessons", "show", &id, "--json"]).success().stdout(contains("\"scope\": \"project\""));
    env.run(&repo, &["lessons", "show", "ffffffff"]).code(2).stderr(contains("no lesson matches"));
}

/// Your own files may be links (a dotfiles manager): writes go through them and keep the mode.
/// (A project's lessons file is someone else's: see `trust_boundary`, which refuses the link.)
#[test]
fn writes_go_through_a_symlink_and_keep_the_file_mode() {
    let env = Env::new();
    let repo = env.repo("r");
    env.run(&repo, &["lessons", "add", "--global", "--text", "One."]).success();
    let path = env.data_dir().join("lessons.jsonl");
    let target = env.path().join("real-lessons.jsonl");
    std::fs::rename(&path, &target).unwrap();
    std::os::unix::fs::symlink(&target, &path).unwrap();
    std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o600)).unwrap();

    env.run(&repo, &["lessons", "add", "--global", "--text", "Two."]).success();
    assert!(std::fs::symlink_metadata(&path).unwrap().file_type().is_symlink(), "the link is still a link");
    assert_eq!(records(&target).len(), 2);
    assert_eq!(std::fs::metadata(&target).unwrap().permissions().mode() & 0o777, 0o600);

    // A project file keeps its mode too.
    env.run(&repo, &["lessons", "add", "--text", "Three."]).success();
    std::fs::set_permissions(lessons_path(&repo), std::fs::Permissions::from_mode(0o600)).unwrap();
    env.run(&repo, &["lessons", "add", "--text", "Four."]).success();
    assert_eq!(std::fs::metadata(lessons_path(&repo)).unwrap().permissions().mode() & 0o777, 0o600);
}

use predicates::prelude::PredicateBooleanExt;

/// `agent-trace lessons list | head -1`: the reader goes away; the command ends quietly with 0.
#[test]
fn a_reader_that_goes_away_ends_the_output_quietly() {
    let env = Env::new();
    let repo = env.repo("r");
    for n in 0..200 {
        env.run(&repo, &["lessons", "add", "--text", &format!("Lesson number {n} about the build.")]).success();
    }
    let mut child = env
        .std_cmd(&repo)
        .args(["lessons", "list"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take()); // closed before anything is read
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "", "no panic text, no error");
}

/// `lessons apply` puts the session-start lessons into the instruction files agents read
/// without hooks: ranked and capped like recall, project lessons only, idempotent, a dry-run
/// diff, `--remove` giving back the bytes, and never through a link.
#[test]
fn apply_writes_the_session_start_lessons_into_instruction_files_and_takes_them_out() {
    let env = Env::new();
    let repo = env.repo("r");
    for text in [
        "Run the whole test suite before saying done.",
        "Never commit generated files.",
        "Ask before deleting data.",
        "Keep the changelog.",
    ] {
        env.run(&repo, &["lessons", "add", "--text", text]).success();
    }
    env.run(&repo, &["lessons", "add", "--text", "Only for deploy prompts.", "--trigger", "prompt::deploy"]).success();
    env.run(&repo, &["lessons", "add", "--text", "Only Codex.", "--agents", "codex"]).success();
    env.run(&repo, &["lessons", "add", "--global", "--text", "My private habit."]).success();
    // Severity 3 ranks it among the three chosen.
    env.run(&repo, &["lessons", "add", "--severity", "3", "--text", "Sneaky <!-- agent-trace lessons: end --> text"])
        .success();
    let original = "# Agents\n\nBuild with `make`.\n";
    std::fs::write(repo.join("AGENTS.md"), original).unwrap();

    let dry = env.run(&repo, &["lessons", "apply", "--dry-run"]).success();
    assert!(String::from_utf8_lossy(&dry.get_output().stdout).contains("+<!-- agent-trace lessons: begin -->"));
    assert_eq!(read(&repo.join("AGENTS.md")), original, "dry run writes nothing");

    env.run(&repo, &["lessons", "apply"]).success().stdout(contains("wrote      AGENTS.md: 3 lesson(s)"));
    let applied = read(&repo.join("AGENTS.md"));
    assert!(applied.starts_with(original), "{applied}");
    assert_eq!(applied.matches("\n- ").count(), 3, "capped like a session start's recall: {applied}");
    assert!(applied.contains("Sneaky"), "{applied}");
    assert_eq!(
        applied.matches("agent-trace lessons: end -->").count(),
        1,
        "lesson text cannot close the block: {applied}"
    );
    for absent in ["Only for deploy prompts.", "Only Codex.", "My private habit."] {
        assert!(!applied.contains(absent), "{absent}: {applied}");
    }
    assert!(applied.contains(".agent-trace/lessons.jsonl"), "the block says where it comes from");
    env.run(&repo, &["lessons", "apply"]).success().stdout(contains("unchanged  AGENTS.md"));
    assert_eq!(read(&repo.join("AGENTS.md")), applied, "a second run changes no byte");

    env.run(&repo, &["lessons", "apply", "--remove"]).success();
    assert_eq!(read(&repo.join("AGENTS.md")), original, "the file's bytes back");

    // A named target is created, and removed again when it held only the block.
    env.run(&repo, &["lessons", "apply", "--target", "CLAUDE.md"]).success();
    assert_eq!(read(&repo.join("CLAUDE.md")).matches("\n- ").count(), 3);
    env.run(&repo, &["lessons", "apply", "--target", "CLAUDE.md", "--remove"]).success();
    assert!(!repo.join("CLAUDE.md").exists());

    // A committed link is not written through.
    let outside = env.path().join("outside.md");
    std::fs::write(&outside, "mine\n").unwrap();
    std::fs::remove_file(repo.join("AGENTS.md")).unwrap();
    std::os::unix::fs::symlink(&outside, repo.join("AGENTS.md")).unwrap();
    env.run(&repo, &["lessons", "apply"]).code(2).stderr(contains("symbolic link"));
    assert_eq!(read(&outside), "mine\n");
}

/// The block is committed: it sends the agent to `recall_lessons` only where the committed
/// config says the team runs the MCP server, never because this machine has it.
#[test]
fn apply_adds_the_recall_lessons_line_only_where_the_committed_config_asks() {
    let env = Env::new();
    let repo = env.repo("r");
    env.run(&repo, &["lessons", "add", "--text", "Run the whole test suite before saying done."]).success();
    let home = env.path().join("home");
    std::fs::create_dir_all(home.join(".claude")).unwrap();
    env.run(&repo, &["init", "--home", home.to_str().unwrap(), "--agents", "claude-code", "--mcp"]).success();
    env.run(&repo, &["lessons", "apply"]).success();
    assert!(!read(&repo.join("AGENTS.md")).contains("recall_lessons"), "this machine's MCP is no teammate's");
    std::fs::write(repo.join(".agent-trace/config.toml"), "[recall]\nmcp_instruction = true\n").unwrap();
    env.run(&repo, &["lessons", "apply"]).success();
    let agents = read(&repo.join("AGENTS.md"));
    assert!(
        agents.contains("call the `recall_lessons` tool of the agent-trace MCP server with `tool_name`")
            && agents.contains("and `intent` (the command"),
        "{agents}"
    );
}

/// A lesson never committed can be deleted; one in HEAD only retired, which reaches every clone.
#[test]
fn rm_deletes_a_lesson_never_committed_and_points_to_retire_once_it_is() {
    let env = Env::new();
    let repo = env.repo("r");
    let shared = added_id(&env.run(&repo, &["lessons", "add", "--text", "Run the tests first."]).success());
    env.git(&repo, &["add", "-A"]);
    env.git(&repo, &["commit", "-qm", "a lesson"]);
    let typo = added_id(&env.run(&repo, &["lessons", "add", "--text", "Run the tsets first."]).success());
    env.run(&repo, &["lessons", "rm", &typo]).success().stdout(contains(format!("removed {typo}")));
    assert!(record(&records(&lessons_path(&repo)), &typo).is_none());
    env.run(&repo, &["lessons", "rm", &shared])
        .code(2)
        .stderr(contains("in the committed lessons file (HEAD)").and(contains(format!("lessons retire {shared}"))));
    assert!(record(&records(&lessons_path(&repo)), &shared).is_some());
    let global = added_id(&env.run(&repo, &["lessons", "add", "--global", "--text", "Mine."]).success());
    env.run(&repo, &["lessons", "rm", "--global", &global]).success();
}

/// A rejected candidate is no lesson: listed as rejected, and left out of stats.
#[test]
fn a_rejected_candidate_shows_as_rejected_never_as_a_lesson() {
    let env = Env::new();
    let repo = env.repo("r");
    let candidate =
        added_id(&env.run(&repo, &["lessons", "add", "--candidate", "--text", "Do not sit idle."]).success());
    env.run(&repo, &["lessons", "reject", &candidate]).success();
    let all = env.run(&repo, &["lessons", "list", "--status", "all"]).success();
    let table = String::from_utf8_lossy(&all.get_output().stdout).into_owned();
    let row = table.lines().find(|l| l.starts_with(&candidate)).unwrap();
    assert!(row.contains("candidate") && row.contains("rejected") && !row.contains("global"), "{row}");
    env.run(&repo, &["lessons", "list", "--status", "retired"]).success().stdout(contains(&candidate).not());
    env.run(&repo, &["lessons", "list", "--status", "rejected"]).success().stdout(contains(&candidate));
    env.run(&repo, &["lessons", "stats"]).success().stdout(contains(&candidate).not());
}

/// `lessons review` on a real pseudo-terminal (`script`): the evidence and proposal of
/// each candidate, a trigger checked as it is typed (a bad one is asked again), edit, approve,
/// reject (kept retired in the private store, never proposed again) and skip. Without a terminal
/// it says what to run instead.
#[test]
fn review_goes_through_the_candidates_on_a_terminal() {
    let env = Env::new();
    let repo = env.repo("r");
    for text in ["Candidate one.", "Candidate two.", "Candidate three."] {
        env.run(&repo, &["lessons", "add", "--candidate", "--text", text]).success();
    }
    env.run(&repo, &["lessons", "review"])
        .code(2)
        .stderr(contains("needs a terminal").and(contains("lessons approve")));

    let answers = "t\npre_tool:Bash:(unclosed\npre_tool:Bash:git push\ne\nPush with the release script.\na\nr\ns\n";
    let (succeeded, shown) = env.run_on_terminal(&repo, "lessons review", answers);
    assert!(succeeded, "{shown}");
    assert!(shown.contains("candidate 1/3") && shown.contains("evidence:"), "{shown}");
    assert!(shown.contains("not a valid regex"), "the bad trigger was refused as it was typed: {shown}");

    let project = records(&lessons_path(&repo));
    assert_eq!(project.len(), 1, "{project:?}");
    assert_eq!(project[0]["text"], "Push with the release script.");
    assert_eq!(project[0]["trigger"]["pattern"], "git push");
    assert_eq!(project[0]["status"], "approved");
    let global = records(&env.data_dir().join("lessons.jsonl"));
    assert_eq!((global.len(), global[0]["status"].as_str()), (1, Some("retired")), "the rejected one is kept, retired");
    let left = env.run(&repo, &["lessons", "list", "--status", "candidate", "--json"]).success();
    let left: serde_json::Value = serde_json::from_slice(&left.get_output().stdout).unwrap();
    assert_eq!(left.as_array().unwrap().len(), 1, "the skipped one waits: {left}");
}

/// The messages a newcomer met, each as they met it.
#[test]
fn messages_say_what_is_true_and_what_to_do() {
    let env = Env::new();
    let repo = env.repo("project");
    // A lessons file that does not exist is not "canonical".
    env.run(&repo, &["lessons", "fmt"]).success().stdout(predicates::str::contains("no lessons file yet"));
    // An id of a global lesson, given without --global.
    let added = env.run(&repo, &["lessons", "add", "--global", "--text", "Check the exit code."]).success();
    let id = crate::support::added_id(&added);
    env.run(&repo, &["lessons", "edit", &id[..4], "--text", "Check every exit code."])
        .code(2)
        .stderr(predicates::str::contains(format!("{id} is a global lesson: run the command again with --global")));
    env.run(&repo, &["lessons", "retire", &id[..4]]).code(2).stderr(predicates::str::contains("with --global"));
    // trust of a path that does not exist says so, and nothing about --global.
    env.run(&repo, &["trust", "--yes", "/nonexistent/repo"]).code(2).stderr(
        predicates::str::contains("/nonexistent/repo: no such directory")
            .and(predicates::str::contains("--global").not()),
    );
    // harvest after a scan whose flags are all old.
    let home = env.path().join("home");
    crate::support::flagged_claude_session(&home);
    env.run(&repo, &["scan", "--home", home.to_str().unwrap()]).success();
    let mut later = env.cmd(&repo);
    later.env("AGENT_TRACE_NOW", "2027-06-01T00:00:00Z").args(["lessons", "harvest"]);
    later
        .assert()
        .success()
        .stdout(predicates::str::contains("1 flags, 1 older than 30 days and 0 marked wrong: widen with --since-days"));
    // An import error does not send the person to `lessons fmt`, which rewrites another file.
    std::fs::write(env.path().join("team.jsonl"), "not json\n").unwrap();
    env.run(&repo, &["lessons", "import", env.path().join("team.jsonl").to_str().unwrap()])
        .code(2)
        .stderr(predicates::str::contains("then import it again").and(predicates::str::contains("lessons fmt").not()));
}

#[test]
fn init_lines_keep_their_columns_whatever_the_agents_name() {
    let env = Env::new();
    let repo = env.repo("project");
    for dir in [".claude", ".codex"] {
        std::fs::create_dir_all(env.path().join("home").join(dir)).unwrap();
    }
    let out = env.run(&repo, &["init", "--agents", "claude-code,codex", "--no-mcp"]).success();
    let stdout = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    let column = |agent: &str| {
        let line = stdout.lines().find(|l| l.contains(&format!(" {agent} "))).unwrap_or_else(|| panic!("{stdout}"));
        line.find(" created").or(line.find(" updated")).unwrap() - line.find(agent).unwrap()
    };
    assert_eq!(column("claude-code"), column("codex"), "{stdout}");
}

#[test]
fn a_directory_given_with_c_that_does_not_exist_is_an_error() {
    let env = Env::new();
    env.run(env.path(), &["-C", "/nonexistent/dir", "lessons", "list"])
        .code(2)
        .stderr(contains("-C /nonexistent/dir: no such directory"));
}

#[test]
fn trust_list_and_scan_speak_json_too() {
    let env = Env::new();
    let repo = env.repo("project");
    env.run(&repo, &["trust", "--yes"]).success();
    let listed = env.run(&repo, &["trust", "--list", "--json"]).success();
    let listed: serde_json::Value = serde_json::from_slice(&listed.get_output().stdout).unwrap();
    assert_eq!(listed[0]["path"], repo.canonicalize().unwrap().to_str().unwrap());
    let home = env.path().join("home");
    crate::support::flagged_claude_session(&home);
    let scanned = env.run(&repo, &["scan", "--home", home.to_str().unwrap(), "--json"]).success();
    let report: serde_json::Value = serde_json::from_slice(&scanned.get_output().stdout).unwrap();
    assert_eq!(
        (report["files"].as_u64(), report["parsed"].as_u64(), report["verdicts"].as_u64()),
        (Some(1), Some(1), Some(1))
    );
}

#[test]
fn completions_and_the_manual_come_from_the_same_definitions_as_help() {
    let env = Env::new();
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let out = env.run(env.path(), &["completions", shell]).success();
        let script = String::from_utf8(out.get_output().stdout.clone()).unwrap();
        assert!(script.contains("lessons") && script.contains("watch") && script.contains("harvest"), "{shell}");
    }
    // bash can read what it gets.
    let script = env.path().join("agent-trace.bash");
    std::fs::write(&script, &env.run(env.path(), &["completions", "bash"]).success().get_output().stdout).unwrap();
    assert!(std::process::Command::new("bash").arg("-n").arg(&script).status().unwrap().success());
    let page = env.run(env.path(), &["man"]).success();
    let page = String::from_utf8(page.get_output().stdout.clone()).unwrap();
    assert!(page.contains(".TH agent-trace 1"));
    for command in ["init", "doctor", "uninstall", "lessons", "scan", "watch", "provenance", "envelope"] {
        assert!(page.contains(&format!("agent\\-trace\\-{command}(1)")) || page.contains(command), "{command}");
    }
}

#[test]
fn color_follows_the_flag_then_clicolor_force_then_no_color() {
    let env = Env::new();
    let repo = env.repo("project");
    std::fs::create_dir_all(env.path().join("home/.claude")).unwrap();
    let init = |extra_env: &[(&str, &str)], args: &[&str]| {
        let mut cmd = env.cmd(&repo);
        for (k, v) in extra_env {
            cmd.env(k, v);
        }
        cmd.args(["init", "--agents", "claude-code", "--no-mcp"]).args(args);
        String::from_utf8(cmd.assert().success().get_output().stdout.clone()).unwrap()
    };
    assert!(!init(&[], &[]).contains('\x1b'), "not a terminal: no color");
    assert!(init(&[], &["--color", "always"]).contains("\x1b[32m"));
    assert!(init(&[("CLICOLOR_FORCE", "1")], &[]).contains("\x1b["));
    assert!(!init(&[("CLICOLOR_FORCE", "1")], &["--color", "never"]).contains('\x1b'));
    assert!(!init(&[("NO_COLOR", "1")], &[]).contains('\x1b'));
}

#[test]
fn edit_fmt_and_import_preview_their_change_as_a_diff_and_write_nothing() {
    let env = Env::new();
    let repo = env.repo("project");
    let added = env.run(&repo, &["lessons", "add", "--text", "Run the tests first."]).success();
    let id = added_id(&added);
    let file = lessons_path(&repo);
    let before = read(&file);
    env.run(&repo, &["lessons", "edit", &id, "--text", "Run every test first.", "--dry-run"])
        .success()
        .stdout(contains("-").and(contains("+{")).and(contains("Run every test first.")));
    assert_eq!(read(&file), before, "a dry run writes nothing");

    std::fs::write(&file, format!("\n{before}\n")).unwrap();
    let messy = read(&file);
    env.run(&repo, &["lessons", "fmt", "--dry-run"]).success().stdout(contains("@@"));
    assert_eq!(read(&file), messy);

    let team = env.path().join("team.jsonl");
    std::fs::write(&team, before.replace(&id, "0000beef").replace("Run the tests first.", "Read the logs.")).unwrap();
    env.run(&repo, &["lessons", "import", team.to_str().unwrap(), "--dry-run"])
        .success()
        .stdout(contains("+{").and(contains("Read the logs.")));
    assert_eq!(read(&file), messy);
    env.run(&repo, &["lessons", "edit", &id, "--text", "Run the tests first.", "--dry-run"])
        .success()
        .stdout(contains("nothing to change").or(contains("@@")));
}

#[test]
fn init_ends_by_naming_the_files_to_commit_and_why() {
    let env = Env::new();
    let repo = env.repo("project");
    std::fs::create_dir_all(env.path().join("home/.claude")).unwrap();
    let first = env.run(&repo, &["init", "--agents", "claude-code", "--no-mcp"]).success();
    let out = String::from_utf8(first.get_output().stdout.clone()).unwrap();
    assert!(out.contains("Commit these files to share it with the team:"), "{out}");
    assert!(out.contains(".gitattributes (so every clone merges lessons.jsonl with the driver)"), "{out}");
    assert!(out.contains(".agent-trace/lessons.jsonl (the team's lessons)"), "{out}");
    let again = env.run(&repo, &["init", "--agents", "claude-code", "--no-mcp"]).success();
    assert!(!String::from_utf8_lossy(&again.get_output().stdout).contains("Commit"), "nothing new to commit");
}

#[test]
fn init_dry_run_shows_the_repository_side_too_and_changes_nothing() {
    let env = Env::new();
    let repo = env.repo("project");
    std::fs::create_dir_all(env.path().join("home/.claude")).unwrap();
    let shown = env.run(&repo, &["init", "--agents", "claude-code", "--no-mcp", "--dry-run"]).success();
    let out = String::from_utf8(shown.get_output().stdout.clone()).unwrap();
    for expected in [
        "would set in this clone's .git/config: merge.agent-trace.driver = ",
        "would add to .gitattributes: .agent-trace/lessons.jsonl merge=agent-trace",
        "would create .agent-trace/lessons.jsonl",
        "would trust it: it holds no lessons or settings yet",
    ] {
        assert!(out.contains(expected), "{expected}\n{out}");
    }
    assert!(!repo.join(".gitattributes").exists() && !repo.join(".agent-trace").exists());
    assert!(!env.git(&repo, &["config", "--list", "--local"]).contains("merge.agent-trace"));
    env.run(&repo, &["trust", "--list", "--json"]).success().stdout(contains("[]"));
}

#[test]
fn init_and_uninstall_report_as_json_and_quiet_prints_nothing() {
    let env = Env::new();
    let repo = env.repo("project");
    std::fs::create_dir_all(env.path().join("home/.claude")).unwrap();
    let quiet = env.run(&repo, &["-q", "init", "--agents", "claude-code", "--no-mcp"]).success();
    assert!(quiet.get_output().stdout.is_empty(), "{}", String::from_utf8_lossy(&quiet.get_output().stdout));
    env.run(&repo, &["uninstall", "-q"]).success().stdout("");

    let init = env.run(&repo, &["init", "--agents", "claude-code", "--no-mcp", "--json"]).success();
    let report: serde_json::Value = serde_json::from_slice(&init.get_output().stdout).expect("only JSON on stdout");
    assert_eq!(report["files"][0]["label"], "claude-code");
    assert_eq!(report["files"][0]["action"], "created");
    assert_eq!(report["repository"]["merge_driver"], true);
    assert_eq!(report["repository"]["trusted"], true);
    let removed = env.run(&repo, &["uninstall", "--json"]).success();
    let report: serde_json::Value = serde_json::from_slice(&removed.get_output().stdout).unwrap();
    assert_eq!(report["files"][0]["action"], "removed");
}

#[test]
fn audit_reports_as_json_too() {
    let env = Env::new();
    let file = format!(
        "{}/tests/fixtures/transcripts/claude-code/ccviewer-fe5e1c67-53e7-4862-81ae-d0e013e3270b.jsonl",
        env!("CARGO_MANIFEST_DIR")
    );
    let out = env.cmd(env.path()).args(["audit", "replay", &file, "--json"]).output().unwrap();
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["calls"], 167);
    assert_eq!(out.status.code(), Some(if report["findings"].as_array().unwrap().is_empty() { 0 } else { 1 }));
    let sealed = env.path().join("sealed.jsonl");
    let seal = env.run(env.path(), &["audit", "seal", &file]).success();
    std::fs::write(&sealed, &seal.get_output().stdout).unwrap();
    let verify = env.run(env.path(), &["audit", "--json", "verify", sealed.to_str().unwrap()]).success();
    let verdict: serde_json::Value = serde_json::from_slice(&verify.get_output().stdout).unwrap();
    assert_eq!(verdict["chain"], "intact");
}

#[test]
fn verbose_says_what_scan_read_and_what_harvest_wrote() {
    let env = Env::new();
    let repo = env.repo("project");
    let home = env.path().join("home");
    let file = crate::support::flagged_claude_session(&home);
    env.run(&repo, &["-v", "scan", "--home", home.to_str().unwrap()])
        .success()
        .stderr(contains(format!("read {}", file.display())));
    env.run(&repo, &["lessons", "harvest", "--verbose"])
        .success()
        .stderr(contains("candidate ").and(contains("git push")));
    env.run(&repo, &["-q", "-v", "scan"]).code(2);
}

#[test]
fn harvest_reports_as_json() {
    let env = Env::new();
    let repo = env.repo("project");
    let empty = env.run(&repo, &["lessons", "harvest", "--json"]).success();
    let report: serde_json::Value = serde_json::from_slice(&empty.get_output().stdout).unwrap();
    assert_eq!(report["verdicts"], 0);
    let home = env.path().join("home");
    crate::support::flagged_claude_session(&home);
    env.run(&repo, &["scan", "--home", home.to_str().unwrap()]).success();
    let full = env.run(&repo, &["lessons", "harvest", "--json"]).success();
    let report: serde_json::Value = serde_json::from_slice(&full.get_output().stdout).unwrap();
    assert_eq!((report["verdicts"].as_u64(), report["new"].as_u64()), (Some(1), Some(1)));
}
