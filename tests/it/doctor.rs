//! `agent-trace doctor` catches what breaks an installation, and `--fix` repairs what it can.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use predicates::prelude::*;
use serde_json::Value;

use crate::support::{Env, bin, lessons_path, read};

struct Setup {
    env: Env,
    repo: PathBuf,
    home: PathBuf,
}

impl Setup {
    /// A repository and a home with Claude Code and Codex, after `agent-trace init`.
    fn new() -> Setup {
        let env = Env::new();
        let repo = env.repo("project");
        let home = env.path().join("home");
        for dir in [".claude", ".codex"] {
            std::fs::create_dir_all(home.join(dir)).unwrap();
        }
        env.run(&repo, &["init", "--home", home.to_str().unwrap()]).success();
        env.git(&repo, &["add", "-A"]);
        env.git(&repo, &["commit", "-qm", "agent-trace"]);
        Setup { env, repo, home }
    }

    fn settings(&self) -> PathBuf {
        self.home.join(".claude/settings.json")
    }

    /// Runs doctor in `dir`; returns the exit code and stdout.
    fn doctor(&self, dir: &Path, extra: &[&str]) -> (i32, String) {
        let out = self
            .env
            .cmd(dir)
            .args(["doctor", "--home", self.home.to_str().unwrap(), "--runs", "2"])
            .args(extra)
            .output()
            .unwrap();
        (out.status.code().unwrap(), String::from_utf8(out.stdout).unwrap())
    }

    /// A stand-in `agent-trace` that runs `script`, for hooks that misbehave.
    fn fake_binary(&self, script: &str) -> PathBuf {
        let dir = self.env.path().join("fake");
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("agent-trace");
        std::fs::write(&path, format!("#!/bin/sh\ncat > /dev/null\n{script}\n")).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path
    }

    fn point_claude_hooks_at(&self, binary: &str) {
        let text = read(&self.settings()).replace(bin().to_str().unwrap(), binary);
        std::fs::write(self.settings(), text).unwrap();
    }
}

fn failed_lines(out: &str) -> Vec<&str> {
    out.lines().filter(|l| l.starts_with('✗')).collect()
}

#[test]
fn a_fresh_installation_passes() {
    let s = Setup::new();
    let (code, out) = s.doctor(&s.repo, &[]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("✓ claude-code PreToolUse dry run: valid output"), "{out}");
    assert!(out.contains("✓ merge driver: registered"), "{out}");
    assert!(out.contains("✓ trust:"), "{out}");
}

#[test]
fn an_entry_pointing_at_a_binary_that_no_longer_exists_is_caught_and_fixed() {
    let s = Setup::new();
    s.point_claude_hooks_at("/nonexistent/old/agent-trace");
    let (code, out) = s.doctor(&s.repo, &[]);
    assert_eq!(code, 1);
    assert!(
        out.contains(
            "✗ claude-code PreToolUse: runs /nonexistent/old/agent-trace hook claude-code PreToolUse, not this binary"
        ),
        "{out}"
    );
    assert!(out.contains("/nonexistent/old/agent-trace does not exist"), "{out}");
    let (code, out) = s.doctor(&s.repo, &["--fix"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("fixed: re-merged claude-code's entries"));
    assert!(!read(&s.settings()).contains("/nonexistent/"));
}

#[test]
fn a_duplicated_entry_is_caught_and_fixed() {
    let s = Setup::new();
    let mut settings: Value = serde_json::from_str(&read(&s.settings())).unwrap();
    let group = settings["hooks"]["PreToolUse"][0].clone();
    settings["hooks"]["PreToolUse"].as_array_mut().unwrap().push(group);
    std::fs::write(s.settings(), serde_json::to_string_pretty(&settings).unwrap()).unwrap();
    let (code, out) = s.doctor(&s.repo, &[]);
    assert_eq!(code, 1);
    assert!(out.contains("✗ claude-code PreToolUse: 2 agent-trace entries"), "{out}");
    assert_eq!(s.doctor(&s.repo, &["--fix"]).0, 0);
    let settings: Value = serde_json::from_str(&read(&s.settings())).unwrap();
    assert_eq!(settings["hooks"]["PreToolUse"].as_array().unwrap().len(), 1);
}

#[test]
fn a_hook_that_runs_an_entry_script_is_warned_about_and_fixed() {
    let s = Setup::new();
    // What npm puts on PATH: a script that starts an interpreter, which then starts the binary.
    let entry = s.env.path().join("npm/bin/agent-trace");
    std::fs::create_dir_all(entry.parent().unwrap()).unwrap();
    std::fs::write(&entry, format!("#!/bin/sh\nexec '{}' \"$@\"\n", bin().display())).unwrap();
    std::fs::set_permissions(&entry, std::fs::Permissions::from_mode(0o755)).unwrap();
    s.point_claude_hooks_at(entry.to_str().unwrap());

    let (code, out) = s.doctor(&s.repo, &[]);
    assert_eq!(code, 0, "a script still works: {out}");
    let warning = format!(
        "! claude-code PreToolUse: runs {} hook claude-code PreToolUse, a script for /bin/sh: every call starts an interpreter before agent-trace",
        entry.display()
    );
    assert!(out.contains(&warning), "{out}");
    assert!(out.contains("doctor --fix` to point it at the native binary"), "{out}");

    let (code, out) = s.doctor(&s.repo, &["--fix"]);
    assert_eq!(code, 0, "{out}");
    let settings = read(&s.settings());
    assert!(!settings.contains(entry.to_str().unwrap()) && settings.contains(bin().to_str().unwrap()), "{settings}");
    let (_, out) = s.doctor(&s.repo, &[]);
    assert!(!out.contains("a script for"), "{out}");
}

#[test]
fn a_binary_run_from_a_package_runners_cache_is_named_by_init_and_doctor() {
    let env = Env::new();
    let repo = env.repo("project");
    let home = env.path().join("home");
    std::fs::create_dir_all(home.join(".claude")).unwrap();
    // Where `npx agent-trace init` runs the binary from.
    let cached = home.join(".npm/_npx/6a1b2c/node_modules/@agent-trace/linux-x64/bin/agent-trace");
    std::fs::create_dir_all(cached.parent().unwrap()).unwrap();
    std::fs::copy(bin(), &cached).unwrap();
    let run = |args: &[&str]| {
        let mut cmd = std::process::Command::new(&cached);
        env.apply(&mut cmd, &repo);
        let out = crate::support::output_of_copied_binary(cmd.args(args).arg("--home").arg(&home));
        String::from_utf8(out.stdout).unwrap()
    };

    let out = run(&["init"]);
    assert!(
        out.contains(&format!("the hooks call {}, which is in npx's cache", cached.display()))
            && out.contains("npm install -g agent-trace"),
        "{out}"
    );
    let out = run(&["doctor", "--runs", "1"]);
    assert!(out.contains("! binary: agent-trace ") && out.contains(", in npx's cache, which is cleaned"), "{out}");
    // The binary a user installed is not warned about.
    let out = env.cmd(&repo).args(["doctor", "--runs", "1", "--home", home.to_str().unwrap()]).output().unwrap();
    let out = String::from_utf8(out.stdout).unwrap();
    assert!(out.contains("✓ binary: agent-trace "), "{out}");
}

#[test]
fn a_hook_that_prints_invalid_json_is_caught() {
    let s = Setup::new();
    let fake = s.fake_binary("echo 'lessons: not json'");
    s.point_claude_hooks_at(fake.to_str().unwrap());
    let (code, out) = s.doctor(&s.repo, &[]);
    assert_eq!(code, 1);
    assert!(out.contains("✗ claude-code SessionStart dry run: prints invalid JSON"), "{out}");
}

#[test]
fn a_hook_slower_than_its_budget_is_caught() {
    let s = Setup::new();
    let fake = s.fake_binary("sleep 0.3");
    s.point_claude_hooks_at(fake.to_str().unwrap());
    let (code, out) = s.doctor(&s.repo, &["--budget-ms", "100"]);
    assert_eq!(code, 1);
    assert!(
        out.contains("claude-code PreToolUse dry run: valid output, p95") && out.contains("over the 100 ms budget"),
        "{out}"
    );
    // The real hook fits the same budget.
    assert!(out.contains("✓ codex PreToolUse dry run"), "{out}");
}

#[test]
fn a_fresh_clone_without_the_merge_driver_is_caught_and_fixed() {
    let s = Setup::new();
    let clone = s.env.path().join("clone");
    s.env.git(s.env.path(), &["clone", "-q", s.repo.to_str().unwrap(), clone.to_str().unwrap()]);
    let (code, out) = s.doctor(&clone, &[]);
    assert_eq!(code, 1);
    assert!(out.contains("✗ merge driver: not registered in this clone"), "{out}");
    assert!(out.contains("✓ .gitattributes"), "the line is committed: {out}");
    let (code, out) = s.doctor(&clone, &["--fix"]);
    assert_eq!(code, 0, "{out}");
    assert!(!s.env.git(&clone, &["config", "merge.agent-trace.driver"]).is_empty());
}

#[test]
fn conflict_markers_in_the_lessons_file_are_caught_and_resolved() {
    let s = Setup::new();
    let line = |text: &str, at: &str| {
        format!(
            r#"{{"id":"0000000a","text":"{text}","category":"other","severity":2,"trigger":{{"event":"prompt"}},"status":"approved","approved_at":"{at}","count":0}}"#
        )
    };
    let conflicted = format!(
        "<<<<<<< HEAD\n{}\n=======\n{}\n>>>>>>> feature\n",
        line("Ours.", "2026-01-01T00:00:00Z"),
        line("Theirs, decided later.", "2026-02-01T00:00:00Z")
    );
    std::fs::write(lessons_path(&s.repo), conflicted).unwrap();
    let (code, out) = s.doctor(&s.repo, &[]);
    assert_eq!(code, 1);
    assert!(out.contains("has git conflict markers"), "{out}");
    assert_eq!(s.doctor(&s.repo, &["--fix"]).0, 0);
    assert_eq!(read(&lessons_path(&s.repo)), format!("{}\n", line("Theirs, decided later.", "2026-02-01T00:00:00Z")));
}

#[test]
fn a_regex_that_does_not_compile_is_caught_and_not_silently_fixed() {
    let s = Setup::new();
    let bad = r#"{"id":"0000beef","text":"Hand-edited.","category":"other","severity":2,"trigger":{"event":"pre_tool","pattern":"(unclosed"},"status":"approved","approved_at":"2026-01-01T00:00:00Z","count":0}"#;
    std::fs::write(lessons_path(&s.repo), format!("{bad}\n")).unwrap();
    let (code, out) = s.doctor(&s.repo, &["--fix"]);
    assert_eq!(code, 1);
    assert!(out.contains(":1: lesson 0000beef: trigger pattern \"(unclosed\" is not a valid regex"), "{out}");
    assert!(out.contains("✗ project lessons") && out.contains("(never delivered)"), "{out}");
    assert!(out.contains("agent-trace lessons edit ID"), "{out}");
}

#[test]
fn codex_with_hooks_turned_off_is_caught() {
    let s = Setup::new();
    std::fs::write(s.home.join(".codex/config.toml"), "# mine\n[features]\nhooks = false\n").unwrap();
    let (code, out) = s.doctor(&s.repo, &[]);
    assert_eq!(code, 1);
    assert!(failed_lines(&out).iter().any(|l| l.contains("turns hooks off")), "{out}");
}

#[test]
fn json_output_lists_every_check() {
    let s = Setup::new();
    s.point_claude_hooks_at("/nonexistent/agent-trace");
    let (code, out) = s.doctor(&s.repo, &["--json"]);
    assert_eq!(code, 1);
    let report: Value = serde_json::from_str(&out).unwrap();
    let checks = report["checks"].as_array().unwrap();
    assert!(
        checks
            .iter()
            .any(|c| c["status"] == "fail" && c["fix"]["kind"] == "reinstall" && c["fix"]["target"] == "claude-code")
    );
    assert!(checks.iter().all(|c| c["name"].is_string() && c["detail"].is_string()));
    assert_eq!(report["failed"].as_u64().unwrap() as usize, checks.iter().filter(|c| c["status"] == "fail").count());
}

/// Every check proves what it names.
#[test]
fn a_plugin_file_replaced_with_garbage_fails() {
    let env = Env::new();
    let home = env.path().join("home");
    std::fs::create_dir_all(home.join(".config/opencode")).unwrap();
    env.run(env.path(), &["init", "--home", home.to_str().unwrap(), "--agents", "opencode"]).success();
    let plugin = home.join(".config/opencode/plugins/agent-trace.js");
    let source = read(&plugin);
    // Still ours by its header, but the code is broken.
    std::fs::write(&plugin, source.replace("export default { id: \"agent-trace\", server };", "export default {{{"))
        .unwrap();
    let out = env.cmd(env.path()).args(["doctor", "--home", home.to_str().unwrap(), "--runs", "1"]).output().unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(failed_lines(&stdout).iter().any(|l| l.contains("agent-trace.js")), "{stdout}");
    assert!(!stdout.contains("agent-trace.js parses"), "{stdout}");
}

#[test]
fn openclaw_without_an_allow_list_fails_with_the_exact_fix() {
    let env = Env::new();
    let home = env.path().join("home");
    std::fs::create_dir_all(home.join(".openclaw/extensions/memory-lancedb")).unwrap();
    std::fs::write(home.join(".openclaw/openclaw.json"), "{}\n").unwrap();
    env.run(env.path(), &["init", "--home", home.to_str().unwrap(), "--agents", "openclaw"]).success();
    let out = env.cmd(env.path()).args(["doctor", "--home", home.to_str().unwrap(), "--runs", "1"]).output().unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    let failed = failed_lines(&stdout);
    assert!(failed.iter().any(|l| l.contains("plugins.allow")), "{stdout}");
    assert!(stdout.contains(r#"allow: ["agent-trace", "memory-lancedb"]"#), "the fix keeps the other plugin: {stdout}");
}

#[test]
fn no_hooked_agent_fails() {
    let env = Env::new();
    let home = env.path().join("home");
    std::fs::create_dir_all(&home).unwrap();
    let out = env.cmd(env.path()).args(["doctor", "--home", home.to_str().unwrap(), "--runs", "1"]).output().unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(failed_lines(&stdout).iter().any(|l| l.contains("no agent")), "{stdout}");
}

#[test]
fn a_second_hooks_key_that_hides_ours_fails() {
    let s = Setup::new();
    // JSON.parse keeps the last `hooks`: Claude Code never sees agent-trace's.
    let text = read(&s.settings());
    let text = text.trim_end().strip_suffix('}').unwrap().to_string() + ",\n  \"hooks\": {}\n}\n";
    std::fs::write(s.settings(), &text).unwrap();
    let (code, out) = s.doctor(&s.repo, &[]);
    assert_eq!(code, 1, "{out}");
    assert!(failed_lines(&out).iter().any(|l| l.contains("claude-code") && l.contains("`hooks`")), "{out}");
    // And init refuses to edit such a file rather than write where the agent does not read.
    s.env.run(&s.repo, &["init", "--home", s.home.to_str().unwrap(), "--agents", "claude-code"]).code(2);
    assert_eq!(read(&s.settings()), text);
}

#[test]
fn doctor_shows_each_agents_version() {
    let s = Setup::new();
    let tools = s.env.path().join("tools");
    std::fs::create_dir_all(&tools).unwrap();
    for (name, says) in [("claude", "2.1.332 (Claude Code)"), ("codex", "codex-cli 0.90.0")] {
        std::fs::write(tools.join(name), format!("#!/bin/sh\necho '{says}'\n")).unwrap();
        std::fs::set_permissions(tools.join(name), std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let out = s
        .env
        .cmd(&s.repo)
        .env("PATH", format!("{}:{}", tools.display(), crate::support::PATH))
        .args(["doctor", "--home", s.home.to_str().unwrap(), "--runs", "1"])
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("✓ claude-code version: 2.1.332"), "{stdout}");
    assert!(stdout.contains("! codex version: 0.90.0"), "outside the proven versions: {stdout}");
}

#[test]
fn hook_help_is_help_and_logs_nothing() {
    let env = Env::new();
    let repo = env.repo("r");
    env.run(&repo, &["hook", "--help"]).success().stdout(predicates::str::contains("Usage"));
    assert!(
        !env.data_dir().join("hook.log").exists(),
        "{:?}",
        std::fs::read_to_string(env.data_dir().join("hook.log"))
    );
}

#[test]
fn doctor_never_writes_into_the_ledger_or_the_hits() {
    let s = Setup::new();
    let (code, out) = s.doctor(&s.repo, &[]);
    assert_eq!(code, 0, "{out}");
    let data = s.env.data_dir();
    for dir in ["evidence", "hits"] {
        let entries: Vec<_> = std::fs::read_dir(data.join(dir)).map(|d| d.flatten().collect()).unwrap_or_default();
        assert!(entries.is_empty(), "doctor wrote into {dir}: {entries:?}");
    }
    s.env.run(&s.repo, &["evidence", "show"]).stdout(predicates::str::contains("agent-trace-doctor").not());
}

/// The versions doctor calls proven are the ones `scripts/e2e.sh` installs and runs.
#[test]
fn the_proven_versions_are_the_ones_the_e2e_script_pins() {
    let script = read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/e2e.sh"));
    for agent in agent_trace::agents::ALL {
        // Cursor's CLI needs a Cursor login and Cursor's servers: it names no proven client.
        let Some(client) = agent.spec().client else {
            assert_eq!(agent.id(), "cursor", "{} names no client", agent.id());
            continue;
        };
        let pin = format!("{}_VERSION={}\n", agent.id().to_uppercase().replace('-', "_"), client.proven);
        assert!(script.contains(&pin), "scripts/e2e.sh does not pin {pin}");
    }
}

#[test]
fn a_lesson_for_any_spelling_of_a_tool_reaches_every_agent_that_has_it_and_no_other() {
    let s = Setup::new();
    for trigger in ["pre_tool:bash:rm -rf", "pre_tool:apply_patch", "pre_tool:mcp__github__create_pull_request"] {
        s.env
            .run(&s.repo, &["lessons", "add", "--text", &format!("Careful with {trigger}."), "--trigger", trigger])
            .success();
    }
    let (code, out) = s.doctor(&s.repo, &["--fix"]);
    assert_eq!(code, 0, "{out}");
    let (code, out) = s.doctor(&s.repo, &[]);
    assert_eq!(code, 0, "{out}");
    assert!(failed_lines(&out).is_empty(), "{out}");
    let settings: Value = serde_json::from_str(&read(&s.settings())).unwrap();
    let matcher = settings.pointer("/hooks/PreToolUse/0/matcher").and_then(Value::as_str).unwrap();
    assert!(matcher.contains("Bash") && matcher.contains("mcp__github__create_pull_request"), "{matcher}");
    assert!(!matcher.contains("bash") && !matcher.contains("apply_patch"), "only Claude Code's own names: {matcher}");
}
