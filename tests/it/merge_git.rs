//! Real `git merge` runs in temp repositories, with and without the merge driver registered.

use std::path::Path;

use predicates::str::contains;

use crate::support::{Env, added_id, lessons_path, read, record, records};
use agent_trace::systems::lessons::LessonId;

fn add(env: &Env, repo: &Path, text: &str) -> String {
    added_id(&env.run(repo, &["lessons", "add", "--text", text]).success())
}

fn commit_all(env: &Env, repo: &Path, message: &str) {
    env.git(repo, &["add", "-A"]);
    env.git(repo, &["commit", "-qm", message]);
}

/// A repository whose clone has the driver registered and `.gitattributes` committed.
fn shared_repo(env: &Env) -> std::path::PathBuf {
    let repo = env.repo("shared");
    env.run(&repo, &["git", "install-merge-driver"]).success();
    commit_all(env, &repo, "agent-trace merge driver");
    repo
}

/// A text whose id starts with `first_digit` (so tests can place records next to each other).
fn text_with_id_starting(first_digit: char, tag: &str) -> String {
    (0..)
        .map(|n| format!("{tag} lesson {n}."))
        .find(|t| LessonId::for_text(t).as_str().starts_with(first_digit))
        .unwrap()
}

/// Two lessons inserted at the same place on two branches: a line merge conflicts, the driver does not.
fn adjacent_adds(env: &Env, repo: &Path) -> (String, String, String) {
    let base = add(env, repo, &text_with_id_starting('0', "base"));
    commit_all(env, repo, "base lesson");
    env.git(repo, &["checkout", "-qb", "feature"]);
    let theirs = add(env, repo, &text_with_id_starting('8', "feature"));
    commit_all(env, repo, "feature lesson");
    env.git(repo, &["checkout", "-q", "main"]);
    let ours = add(env, repo, &text_with_id_starting('9', "main"));
    commit_all(env, repo, "main lesson");
    (base, ours, theirs)
}

#[test]
fn lessons_added_at_adjacent_positions_merge_without_conflict() {
    let env = Env::new();
    let repo = shared_repo(&env);
    let (base, ours, theirs) = adjacent_adds(&env, &repo);
    env.git(&repo, &["merge", "-q", "--no-edit", "feature"]);
    let recs = records(&lessons_path(&repo));
    let ids: Vec<&str> = recs.iter().map(|r| r["id"].as_str().unwrap()).collect();
    let mut expected = vec![base.as_str(), ours.as_str(), theirs.as_str()];
    expected.sort();
    assert_eq!(ids, expected);
    env.run(&repo, &["lessons", "fmt", "--check"]).success();
}

#[test]
fn the_latest_decision_wins_per_lesson_and_retired_wins_a_tie() {
    let mut env = Env::new();
    let repo = shared_repo(&env);
    let edited_later = add(&env, &repo, "Edited later on main.");
    let retired_later = add(&env, &repo, "Retired later on main.");
    let tie = add(&env, &repo, "Edited and retired at the same second.");
    commit_all(&env, &repo, "three lessons");

    env.git(&repo, &["checkout", "-qb", "feature"]);
    env.set_now("2026-12-01T00:00:00Z");
    env.run(&repo, &["lessons", "retire", &edited_later]).success();
    env.run(&repo, &["lessons", "edit", &retired_later, "--text", "Edited earlier on feature."]).success();
    env.set_now("2026-12-03T00:00:00Z");
    env.run(&repo, &["lessons", "retire", &tie]).success();
    commit_all(&env, &repo, "feature decisions");

    env.git(&repo, &["checkout", "-q", "main"]);
    env.set_now("2026-12-02T00:00:00Z");
    env.run(&repo, &["lessons", "edit", &edited_later, "--text", "Edited on main after the retirement."]).success();
    env.run(&repo, &["lessons", "retire", &retired_later]).success();
    env.set_now("2026-12-03T00:00:00Z");
    env.run(&repo, &["lessons", "edit", &tie, "--severity", "3"]).success();
    commit_all(&env, &repo, "main decisions");

    env.git(&repo, &["merge", "-q", "--no-edit", "feature"]);
    let recs = records(&lessons_path(&repo));
    let l = record(&recs, &edited_later).unwrap();
    assert_eq!(
        (l["status"].as_str(), l["text"].as_str()),
        (Some("approved"), Some("Edited on main after the retirement."))
    );
    let l = record(&recs, &retired_later).unwrap();
    assert_eq!(l["status"], "retired");
    assert_eq!(l["retired_at"], "2026-12-02T00:00:00Z");
    assert_eq!(record(&recs, &tie).unwrap()["status"], "retired", "at equal times retired beats approved");
}

#[test]
fn a_deletion_wins_over_no_change_but_not_over_a_change() {
    let mut env = Env::new();
    let repo = shared_repo(&env);
    let dropped = add(&env, &repo, "Dropped on feature, untouched on main.");
    let contested = add(&env, &repo, "Dropped on feature, edited on main.");
    let kept = add(&env, &repo, "Untouched everywhere.");
    commit_all(&env, &repo, "base");

    env.git(&repo, &["checkout", "-qb", "feature"]);
    let path = lessons_path(&repo);
    let remaining: String = read(&path)
        .lines()
        .filter(|l| !l.contains(&dropped) && !l.contains(&contested))
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(&path, remaining).unwrap();
    commit_all(&env, &repo, "delete two lessons");

    env.git(&repo, &["checkout", "-q", "main"]);
    env.set_now("2026-12-05T00:00:00Z");
    env.run(&repo, &["lessons", "edit", &contested, "--text", "Edited on main, so it stays."]).success();
    commit_all(&env, &repo, "edit");

    env.git(&repo, &["merge", "-q", "--no-edit", "feature"]);
    let recs = records(&path);
    assert!(record(&recs, &dropped).is_none());
    assert_eq!(record(&recs, &contested).unwrap()["text"], "Edited on main, so it stays.");
    assert!(record(&recs, &kept).is_some());
    assert_eq!(recs.len(), 2);
}

#[test]
fn a_clone_without_the_driver_gets_conflict_markers_that_agent_trace_still_reads_and_fmt_repairs() {
    let env = Env::new();
    let repo = shared_repo(&env);
    let (base, ours, theirs) = adjacent_adds(&env, &repo);
    let clone = env.path().join("clone");
    env.git(env.path(), &["clone", "-q", repo.to_str().unwrap(), clone.to_str().unwrap()]);
    env.git(&clone, &["checkout", "-q", "feature"]);
    env.git(&clone, &["checkout", "-q", "main"]);
    assert!(env.git_output(&clone, &["config", "merge.agent-trace.driver"]).stdout.is_empty(), "not registered");

    let merge = env.git_output(&clone, &["merge", "--no-edit", "feature"]);
    assert!(!merge.status.success(), "git's line merge conflicts on adjacent additions");
    let path = lessons_path(&clone);
    assert!(read(&path).contains("<<<<<<<"));

    let listed = env.run(&clone, &["lessons", "list", "--json"]).success();
    let listed: serde_json::Value = serde_json::from_slice(&listed.get_output().stdout).unwrap();
    let mut ids: Vec<&str> = listed.as_array().unwrap().iter().map(|r| r["id"].as_str().unwrap()).collect();
    ids.sort();
    let mut expected = vec![base.as_str(), ours.as_str(), theirs.as_str()];
    expected.sort();
    assert_eq!(ids, expected);

    env.run(&clone, &["lessons", "fmt", "--check"]).code(1).stderr(contains("git conflict markers"));
    env.run(&clone, &["lessons", "fmt"]).success();
    assert_eq!(records(&path).len(), 3);
    env.run(&clone, &["lessons", "fmt", "--check"]).success();
    commit_all(&env, &clone, "merge, repaired by lessons fmt");
}

#[test]
fn the_driver_leaves_ours_untouched_when_an_input_is_not_a_lessons_file() {
    let env = Env::new();
    let dir = env.path();
    let good = "{\"id\":\"0000000a\",\"text\":\"A.\",\"category\":\"other\",\"severity\":2,\"trigger\":{\"event\":\"prompt\"},\"status\":\"approved\",\"approved_at\":\"2026-01-01T00:00:00Z\",\"count\":0}\n";
    std::fs::write(dir.join("base"), good).unwrap();
    std::fs::write(dir.join("ours"), good).unwrap();
    std::fs::write(dir.join("theirs"), "# some other file\n").unwrap();
    env.run(dir, &["lessons", "merge-driver", "base", "ours", "theirs", ".agent-trace/lessons.jsonl"])
        .code(2)
        // Named by the lessons file's own path and line (git's `%P`), not git's temp copy.
        .stderr(contains("error: .agent-trace/lessons.jsonl:1: their version is not a lessons file"))
        .stderr(contains("(git's copy of it: theirs)"));
    assert_eq!(read(&dir.join("ours")), good);
}

#[test]
fn the_driver_accepts_empty_and_missing_sides() {
    let env = Env::new();
    let dir = env.path();
    let line = "{\"id\":\"0000000a\",\"text\":\"A.\",\"category\":\"other\",\"severity\":2,\"trigger\":{\"event\":\"prompt\"},\"status\":\"approved\",\"approved_at\":\"2026-01-01T00:00:00Z\",\"count\":0}\n";
    std::fs::write(dir.join("base"), "").unwrap();
    std::fs::write(dir.join("ours"), "").unwrap();
    std::fs::write(dir.join("theirs"), line).unwrap();
    env.run(dir, &["lessons", "merge-driver", "base", "ours", "theirs"]).success();
    assert_eq!(read(&dir.join("ours")), line);
}

#[test]
fn install_is_idempotent_and_keeps_what_was_there() {
    let env = Env::new();
    let repo = env.repo("r");
    std::fs::write(repo.join(".gitattributes"), "*.png binary").unwrap();
    let config = repo.join(".git/config");
    let mut original = read(&config);
    original.push_str("# my own comment\n[alias]\n\tst = status\n");
    std::fs::write(&config, &original).unwrap();

    env.run(&repo, &["git", "install-merge-driver"]).success().stdout(contains("updated"));
    let after_first = (read(&config), read(&repo.join(".gitattributes")));
    assert!(after_first.0.starts_with(&original), "existing config kept byte for byte:\n{}", after_first.0);
    assert_eq!(after_first.1, "*.png binary\n.agent-trace/lessons.jsonl merge=agent-trace\n");
    let driver = env.git(&repo, &["config", "merge.agent-trace.driver"]);
    assert!(driver.trim().ends_with("lessons merge-driver %O %A %B %P"), "{driver}");
    assert!(driver.starts_with(crate::support::bin().to_str().unwrap()));

    env.run(&repo, &["git", "install-merge-driver"]).success().stdout(contains("updated").not());
    assert_eq!((read(&config), read(&repo.join(".gitattributes"))), after_first);
}

#[test]
fn a_linked_worktree_registers_the_driver_in_the_shared_config() {
    let env = Env::new();
    let repo = env.repo("r");
    let worktree = env.path().join("wt");
    env.git(&repo, &["worktree", "add", "-q", worktree.to_str().unwrap()]);
    env.run(&worktree, &["git", "install-merge-driver"]).success();
    assert!(read(&repo.join(".git/config")).contains("[merge \"agent-trace\"]"));
    assert!(worktree.join(".gitattributes").exists());
    assert!(!env.git(&repo, &["config", "merge.agent-trace.driver"]).is_empty());
}

#[test]
fn install_outside_a_repository_is_a_clear_error() {
    let env = Env::new();
    let dir = env.path().join("plain");
    std::fs::create_dir_all(&dir).unwrap();
    env.run(&dir, &["git", "install-merge-driver"]).code(2).stderr(contains("is not inside a git repository"));
}

use predicates::prelude::PredicateBooleanExt;

#[test]
fn a_merge_keeps_changes_to_different_fields_and_names_a_field_both_changed() {
    let mut env = Env::new();
    let repo = shared_repo(&env);
    let one = add(&env, &repo, "Run the migration check before a deploy.");
    let two = add(&env, &repo, "Never force-push to main.");
    commit_all(&env, &repo, "two lessons");

    env.git(&repo, &["checkout", "-qb", "feature"]);
    env.set_now("2026-12-01T00:00:00Z");
    env.run(&repo, &["lessons", "edit", &one, "--severity", "3"]).success();
    env.run(&repo, &["lessons", "edit", &two, "--text", "Never force-push to main; open a pull request."]).success();
    commit_all(&env, &repo, "feature edits");

    env.git(&repo, &["checkout", "-q", "main"]);
    env.set_now("2026-12-02T00:00:00Z");
    env.run(&repo, &["lessons", "edit", &one, "--text", "Run `make migrate-check` before any deploy."]).success();
    env.run(&repo, &["lessons", "edit", &two, "--text", "Never force-push to main or release branches."]).success();
    commit_all(&env, &repo, "main edits");

    let merge = env.git_output(&repo, &["merge", "--no-edit", "feature"]);
    assert!(merge.status.success(), "{merge:?}");
    let report = String::from_utf8_lossy(&merge.stderr);
    let recs = records(&lessons_path(&repo));
    let l = record(&recs, &one).unwrap();
    assert_eq!(
        (l["text"].as_str(), l["severity"].as_u64()),
        (Some("Run `make migrate-check` before any deploy."), Some(3)),
        "the text from main and the severity from feature are both kept"
    );
    assert_eq!(l["approved_at"], "2026-12-02T00:00:00Z");
    assert!(!report.contains(&format!("lesson {one}")), "nothing to report for {one}: {report}");
    let l = record(&recs, &two).unwrap();
    assert_eq!(l["text"], "Never force-push to main or release branches.", "the later decision decides the text");
    assert!(
        report.contains(&format!("lesson {two}: both sides changed its text; kept approved at 2026-12-02T00:00:00Z")),
        "{report}"
    );
    env.run(&repo, &["lessons", "fmt", "--check"]).success();
}
