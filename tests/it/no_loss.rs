//! Nothing a person wrote is ever lost: install, uninstall, merge and the lessons
//! file, each case tried as a user would, with real homes, repositories and git merges.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use predicates::prelude::PredicateBooleanExt;
use predicates::str::contains;
use serde_json::{Value, json};

use crate::support::{Env, added_id, bin, lessons_path, read, records};

/// A copy of the binary at `dir/agent-trace` (an upgrade, or a path with a space).
fn binary_at(env: &Env, dir: &str) -> PathBuf {
    let path = env.path().join(dir).join("agent-trace");
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::copy(bin(), &path).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

fn with_binary(env: &Env, binary: &Path, dir: &Path, args: &[&str]) -> assert_cmd::assert::Assert {
    let mut cmd = std::process::Command::new(binary);
    env.apply(&mut cmd, dir);
    use assert_cmd::assert::OutputAssertExt;
    crate::support::output_of_copied_binary(cmd.args(args)).assert()
}

fn settings(home: &Path) -> PathBuf {
    home.join(".claude/settings.json")
}

fn json_file(path: &Path) -> Value {
    serde_json::from_str(&read(path)).unwrap()
}

fn our_handlers(settings: &Value) -> usize {
    settings["hooks"]
        .as_object()
        .map(|events| {
            events
                .values()
                .flat_map(|groups| groups.as_array().unwrap())
                .flat_map(|g| g["hooks"].as_array().unwrap())
                .filter(|h| {
                    h["command"].as_str().is_some_and(|c| c.contains("agent-trace") && c.contains(" hook claude-code "))
                })
                .count()
        })
        .unwrap_or(0)
}

#[test]
fn uninstall_keeps_the_edits_made_after_init_even_across_an_upgrade() {
    let env = Env::new();
    let repo = env.repo("project");
    let home = env.path().join("home");
    std::fs::create_dir_all(home.join(".claude")).unwrap();
    std::fs::write(settings(&home), "{\n  \"model\": \"opus\"\n}\n").unwrap();
    env.run(&repo, &["init", "--home", home.to_str().unwrap(), "--agents", "claude-code"]).success();
    let mut edited = json_file(&settings(&home));
    edited["permissions"] = json!({"deny": ["Bash(rm -rf:*)"]});
    edited["env"] = json!({"TEAM": "blue"});
    std::fs::write(settings(&home), serde_json::to_string_pretty(&edited).unwrap() + "\n").unwrap();
    // An upgrade at another path (with a space in it): the entries move, they are not doubled.
    let upgraded = binary_at(&env, "other dir");
    with_binary(&env, &upgraded, &repo, &["init", "--home", home.to_str().unwrap(), "--agents", "claude-code"])
        .success();
    with_binary(&env, &upgraded, &repo, &["init", "--home", home.to_str().unwrap(), "--agents", "claude-code"])
        .success();
    let after = json_file(&settings(&home));
    assert_eq!(our_handlers(&after), 6, "one entry per event, never two: {after}");
    assert!(read(&settings(&home)).contains("other dir/agent-trace"));

    env.run(&repo, &["uninstall", "--home", home.to_str().unwrap()])
        .success()
        .stdout(contains("removed agent-trace's entries"));
    let left = json_file(&settings(&home));
    assert_eq!(left["permissions"]["deny"][0], "Bash(rm -rf:*)", "{left}");
    assert_eq!(left["env"]["TEAM"], "blue");
    assert_eq!(left["model"], "opus");
    assert_eq!(our_handlers(&left), 0);
}

fn six_lessons(env: &Env, repo: &Path) -> Vec<String> {
    (0..6)
        .map(|n| added_id(&env.run(repo, &["lessons", "add", "--text", &format!("Lesson number {n}.")]).success()))
        .collect()
}

#[test]
fn a_stray_or_unclosed_conflict_marker_is_an_error_never_a_silent_deletion() {
    let env = Env::new();
    let repo = env.repo("project");
    six_lessons(&env, &repo);
    let path = lessons_path(&repo);
    let clean = read(&path);
    let mut lines: Vec<&str> = clean.lines().collect();
    lines.insert(4, "||||||| x");
    let stray = lines.join("\n") + "\n";
    std::fs::write(&path, &stray).unwrap();
    for args in [&["lessons", "add", "--text", "Seventh."][..], &["lessons", "fmt"], &["lessons", "list"]] {
        env.run(&repo, args).code(2).stderr(contains("lessons.jsonl:5: a conflict marker out of place"));
    }
    assert_eq!(read(&path), stray, "nothing was written");

    let unclosed = format!("{}<<<<<<< HEAD\n{}", lines[..3].join("\n") + "\n", lines[5..].join("\n") + "\n");
    std::fs::write(&path, &unclosed).unwrap();
    env.run(&repo, &["lessons", "fmt"])
        .code(2)
        .stderr(contains("lessons.jsonl:4: a conflict section that never closes"));
    assert_eq!(read(&path), unclosed);
    let doctor = env.cmd(&repo).args(["doctor", "--home", env.path().join("home").to_str().unwrap()]).output().unwrap();
    assert!(String::from_utf8_lossy(&doctor.stdout).contains("never closes"));
}

#[test]
fn a_merge_keeps_an_edit_the_other_branch_never_touched_whatever_the_clocks() {
    let mut env = Env::new();
    let repo = env.repo("shared");
    env.run(&repo, &["git", "install-merge-driver"]).success();
    env.set_now("2026-12-01T12:00:00Z"); // a clock running a day ahead
    let first = added_id(&env.run(&repo, &["lessons", "add", "--text", "Run the tests first."]).success());
    env.git(&repo, &["add", "-A"]);
    env.git(&repo, &["commit", "-qm", "first lesson"]);
    env.set_now("2026-11-30T12:00:00Z");
    env.git(&repo, &["checkout", "-qb", "other"]);
    env.run(&repo, &["lessons", "add", "--text", "An unrelated lesson."]).success();
    env.git(&repo, &["commit", "-qam", "unrelated"]);
    env.git(&repo, &["checkout", "-q", "main"]);
    env.run(&repo, &["lessons", "edit", &first, "--text", "Run the whole test suite first."]).success();
    env.git(&repo, &["commit", "-qam", "edit"]);
    let merge = env.git_output(&repo, &["merge", "--no-edit", "other"]);
    assert!(merge.status.success(), "{}", String::from_utf8_lossy(&merge.stderr));
    let recs = records(&lessons_path(&repo));
    let edited = recs.iter().find(|r| r["id"] == first).unwrap();
    assert_eq!(edited["text"], "Run the whole test suite first.", "the edit survives the merge");
    assert_eq!(recs.len(), 2);
}

#[test]
fn both_sides_changing_a_lesson_is_said_on_stderr_by_the_driver_and_by_fmt() {
    let mut env = Env::new();
    let repo = env.repo("shared");
    env.run(&repo, &["git", "install-merge-driver"]).success();
    let id = added_id(&env.run(&repo, &["lessons", "add", "--text", "Deploy with the script."]).success());
    env.git(&repo, &["add", "-A"]);
    env.git(&repo, &["commit", "-qm", "lesson"]);
    env.git(&repo, &["checkout", "-qb", "other"]);
    env.set_now("2026-11-30T13:00:00Z");
    env.run(&repo, &["lessons", "edit", &id, "--text", "Deploy with scripts/deploy.sh."]).success();
    env.git(&repo, &["commit", "-qam", "theirs"]);
    env.git(&repo, &["checkout", "-q", "main"]);
    env.set_now("2026-11-30T14:00:00Z");
    env.run(&repo, &["lessons", "retire", &id]).success();
    env.git(&repo, &["commit", "-qam", "ours"]);
    let merge = env.git_output(&repo, &["merge", "--no-edit", "other"]);
    assert!(merge.status.success());
    let said = String::from_utf8_lossy(&merge.stderr).into_owned();
    assert!(
        said.contains(&format!("lesson {id}: both sides changed its status; kept retired"))
            && said.contains("the later decision wins"),
        "{said}"
    );

    // A union merge leaves two versions in the file: fmt says which one it kept.
    let path = lessons_path(&repo);
    let approved = read(&path).replace("\"status\":\"retired\"", "\"status\":\"approved\"");
    std::fs::write(&path, format!("{}{}", read(&path), approved)).unwrap();
    env.run(&repo, &["lessons", "fmt"]).success().stderr(contains(format!("lesson {id}: both sides changed it")));
}

#[test]
fn init_is_all_or_nothing() {
    let env = Env::new();
    let repo = env.repo("project");
    let home = env.path().join("home");
    std::fs::create_dir_all(home.join(".claude")).unwrap();
    std::fs::create_dir_all(home.join(".codex")).unwrap();
    std::os::unix::fs::symlink(home.join("nowhere/hooks.json"), home.join(".codex/hooks.json")).unwrap();
    env.run(&repo, &["init", "--home", home.to_str().unwrap(), "--agents", "claude-code,codex"])
        .code(2)
        .stderr(contains("hooks.json is a symbolic link to a file that does not exist"));
    assert!(!settings(&home).exists(), "nothing was written");
    assert!(
        !env.data_dir().join("installs.json").exists()
            || !read(&env.data_dir().join("installs.json")).contains("settings.json")
    );
    env.run(&repo, &["uninstall", "--home", home.to_str().unwrap()]).success();
    assert!(!settings(&home).exists());
}

#[test]
fn agent_trace_owns_exactly_its_entries_and_files() {
    let env = Env::new();
    let repo = env.repo("project");
    let home = env.path().join("home");
    std::fs::create_dir_all(home.join(".claude")).unwrap();
    let theirs = json!({"hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": [
        {"type": "command", "command": "/opt/x/agent-trace hook my-wrapper | logger"}]}]}});
    std::fs::write(settings(&home), serde_json::to_string_pretty(&theirs).unwrap() + "\n").unwrap();
    env.run(&repo, &["init", "--home", home.to_str().unwrap(), "--agents", "claude-code"]).success();
    assert!(read(&settings(&home)).contains("/opt/x/agent-trace hook my-wrapper | logger"));
    env.run(&repo, &["uninstall", "--home", home.to_str().unwrap()]).success();
    assert_eq!(json_file(&settings(&home)), theirs, "the user's own entry and its matcher group stay");

    // A hand-written plugin at our path is neither overwritten nor deleted.
    let plugin = home.join(".config/opencode/plugins/agent-trace.js");
    std::fs::create_dir_all(plugin.parent().unwrap()).unwrap();
    std::fs::write(&plugin, "// my own plugin\nexport default {};\n").unwrap();
    env.run(&repo, &["init", "--home", home.to_str().unwrap(), "--agents", "opencode"])
        .code(2)
        .stderr(contains("is not agent-trace's").and(contains("hint:")));
    env.run(&repo, &["uninstall", "--home", home.to_str().unwrap(), "--agents", "opencode"]).success();
    assert_eq!(read(&plugin), "// my own plugin\nexport default {};\n");

    // OpenClaw: your `false` stays false, and your own entry survives uninstall.
    let openclaw = home.join(".openclaw/openclaw.json");
    std::fs::create_dir_all(openclaw.parent().unwrap()).unwrap();
    std::fs::write(&openclaw, "{\n  plugins: { entries: { \"agent-trace\": { enabled: true, hooks: { allowConversationAccess: false } } } },\n}\n").unwrap();
    env.run(&repo, &["init", "--home", home.to_str().unwrap(), "--agents", "openclaw"]).success();
    assert!(read(&openclaw).contains("allowConversationAccess: false"), "{}", read(&openclaw));
    env.run(&repo, &["uninstall", "--home", home.to_str().unwrap(), "--agents", "openclaw"]).success();
    assert!(read(&openclaw).contains("\"agent-trace\": { enabled: true"), "{}", read(&openclaw));
    std::fs::write(&openclaw, "{ plugins: { entries: { \"agent-trace\": false } } }\n").unwrap();
    env.run(&repo, &["init", "--home", home.to_str().unwrap(), "--agents", "openclaw"]).success();
    env.run(&repo, &["uninstall", "--home", home.to_str().unwrap(), "--agents", "openclaw"]).success();
    assert!(read(&openclaw).contains("\"agent-trace\": false"), "{}", read(&openclaw));
}

#[test]
fn missing_inputs_are_errors_naming_the_path() {
    let env = Env::new();
    let repo = env.repo("project");
    env.run(&repo, &["lessons", "import", "nope.jsonl"]).code(2).stderr(contains("nope.jsonl: no such file"));
    let ours = env.path().join("ours.jsonl");
    std::fs::write(&ours, "").unwrap();
    env.run(&repo, &["lessons", "merge-driver", "missing-base", ours.to_str().unwrap(), "missing-theirs"])
        .code(2)
        .stderr(contains("missing"));
    assert_eq!(read(&ours), "", "%A untouched");
}

#[test]
fn uninstall_leaves_nothing_of_its_own_and_says_what_it_did() {
    let env = Env::new();
    let repo = env.repo("project");
    let home = env.path().join("home");
    std::fs::create_dir_all(home.join(".claude")).unwrap();
    std::fs::create_dir_all(home.join(".openclaw")).unwrap();
    std::fs::create_dir_all(home.join(".config/opencode")).unwrap();
    env.run(&repo, &["init", "--home", home.to_str().unwrap()]).success();
    assert!(settings(&home).exists());
    let out = env.run(&repo, &["uninstall", "--home", home.to_str().unwrap()]).success();
    let out = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert!(
        out.contains("removed (init created it)") && !out.contains("restored the bytes it had before init"),
        "{out}"
    );
    let mut left = Vec::new();
    let mut stack = vec![home.clone()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path.clone());
            }
            left.push(path.strip_prefix(&home).unwrap().display().to_string());
        }
    }
    left.sort();
    assert_eq!(left, [".claude", ".config", ".config/opencode", ".openclaw"], "no backups, no empty plugin folders");
}

#[test]
fn uninstall_repo_takes_out_this_clones_driver_and_trust() {
    let env = Env::new();
    let repo = env.repo("project");
    let home = env.path().join("home");
    env.run(&repo, &["init", "--home", home.to_str().unwrap()]).success();
    assert!(read(&repo.join(".git/config")).contains("[merge \"agent-trace\"]"));
    env.run(&repo, &["uninstall", "--home", home.to_str().unwrap(), "--repo"]).success().stdout(
        contains("merge driver taken out")
            .and(contains("no longer trusted"))
            .and(contains(".gitattributes still routes")),
    );
    assert!(!read(&repo.join(".git/config")).contains("agent-trace"));
    env.run(&repo, &["trust", "--list"]).success().stdout(contains("project").not());
}

/// `kill -9` at random moments during writes: every file is as before or as after, no lock is
/// left held, and the next command clears the temp files a killed write left.
#[test]
fn kill_nine_at_random_moments_loses_nothing() {
    let env = Env::new();
    let repo = env.repo("project");
    let home = env.path().join("home");
    std::fs::create_dir_all(home.join(".claude")).unwrap();
    let first = added_id(&env.run(&repo, &["lessons", "add", "--text", "The first lesson."]).success());
    let merge_dir = env.path().join("merge");
    std::fs::create_dir_all(&merge_dir).unwrap();
    let base_text = read(&lessons_path(&repo));
    std::fs::write(merge_dir.join("base"), &base_text).unwrap();
    std::fs::write(merge_dir.join("theirs"), &base_text).unwrap();
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut random = move |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    let (mut kills, mut finished) = (0, 0);
    for round in 0..200 {
        let lessons = lessons_path(&repo);
        let before_lessons = read(&lessons);
        let before_settings = std::fs::read(settings(&home)).ok();
        std::fs::write(merge_dir.join("ours"), &before_lessons).unwrap();
        let which = round % 4;
        let args: Vec<String> = match which {
            0 => vec!["lessons".into(), "add".into(), "--text".into(), format!("Lesson of round {round}.")],
            1 => vec![
                "lessons".into(),
                "edit".into(),
                first.clone(),
                "--text".into(),
                format!("The first lesson, take {round}."),
            ],
            2 => vec![
                "init".into(),
                "--home".into(),
                home.display().to_string(),
                "--agents".into(),
                "claude-code".into(),
            ],
            _ => ["lessons", "merge-driver", "base", "ours", "theirs"].iter().map(|s| s.to_string()).collect(),
        };
        let dir = if which == 3 { merge_dir.clone() } else { repo.clone() };
        let mut child = env
            .std_cmd(&dir)
            .args(&args)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_micros(random(12_000)));
        match child.try_wait().unwrap() {
            Some(_) => finished += 1,
            None => {
                kills += 1;
                let _ = child.kill();
            }
        }
        let _ = child.wait();
        // Every file as before or as after.
        let now = read(&lessons);
        let parsed = agent_trace::systems::lessons::file::parse(&now);
        assert!(parsed.bad_lines.is_empty() && parsed.canonical, "round {round}: {now}");
        let before_set = agent_trace::systems::lessons::file::parse(&before_lessons).lessons;
        let changed: Vec<_> = parsed.lessons.iter().filter(|l| before_set.get(&l.id) != Some(*l)).collect();
        let expected = match which {
            0 => Some(format!("Lesson of round {round}.")),
            1 => Some(format!("The first lesson, take {round}.")),
            _ => None,
        };
        assert!(
            changed.is_empty() || (changed.len() == 1 && Some(&changed[0].text) == expected.as_ref()),
            "round {round}: neither as before nor as after: {changed:?}"
        );
        assert!(before_set.iter().all(|l| parsed.lessons.get(&l.id).is_some()), "round {round}: a lesson lost");
        if which == 2
            && let Ok(after) = std::fs::read(settings(&home))
        {
            let parsed: Option<Value> = serde_json::from_slice(&after).ok();
            let as_before = Some(&after) == before_settings.as_ref();
            assert!(as_before || parsed.is_some_and(|v| our_handlers(&v) == 6), "round {round}: settings.json torn");
        }
        if which == 3 {
            let ours = read(&merge_dir.join("ours"));
            assert!(
                ours == before_lessons || agent_trace::systems::lessons::file::parse(&ours).canonical,
                "round {round}"
            );
        }
        // The same command runs to its end: no lock was left held.
        let again = env.std_cmd(&dir).args(&args).output().unwrap();
        assert!(again.status.success(), "round {round}: {}", String::from_utf8_lossy(&again.stderr));
        for folder in [repo.join(".agent-trace"), home.join(".claude"), merge_dir.clone()] {
            let temps: Vec<String> = std::fs::read_dir(&folder)
                .unwrap()
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .filter(|n| n.ends_with(".tmp"))
                .collect();
            assert!(temps.is_empty(), "round {round}: {temps:?} left in {}", folder.display());
        }
    }
    eprintln!("kill -9 test: {kills} processes killed mid-run, {finished} finished before the kill");
    assert!(kills >= 50, "the kills must land while the commands run: {kills}");
}
