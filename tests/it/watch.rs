//! `agent-trace watch` and `init --service`: transcripts that appear or grow while the
//! watch runs are scanned and harvested without anyone running a command, a database is polled,
//! SIGTERM stops it cleanly; the service unit is written, started, checked by doctor and taken
//! away by uninstall.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use predicates::prelude::*;

use crate::support::{Env, PATH, read};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/transcripts");

struct Watch {
    child: Child,
    log: PathBuf,
}

impl Watch {
    fn start(env: &Env, home: &Path) -> Watch {
        let log = env.path().join("watch.log");
        let mut cmd = env.std_cmd(env.path());
        cmd.args(["watch", "--home", home.to_str().unwrap(), "--interval", "1", "--settle-ms", "200"])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap());
        Watch { child: cmd.spawn().unwrap(), log }
    }

    fn log(&self) -> String {
        read(&self.log)
    }

    /// Waits (up to a minute: a busy machine is slow, and this is not a timing test) for `done`.
    fn until(&self, what: &str, done: impl Fn() -> bool) {
        let start = Instant::now();
        while !done() {
            assert!(start.elapsed() < Duration::from_secs(60), "waited a minute for {what}; the log:\n{}", self.log());
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    fn terminate(mut self) -> (std::process::ExitStatus, String) {
        let pid = self.child.id().to_string();
        assert!(Command::new("kill").args(["-TERM", &pid]).status().unwrap().success());
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return (status, self.log());
            }
            assert!(start.elapsed() < Duration::from_secs(60), "still running a minute after SIGTERM");
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn candidates(env: &Env) -> String {
    std::fs::read_to_string(env.data_dir().join("candidates.jsonl")).unwrap_or_default()
}

#[test]
fn a_transcript_that_appears_while_watching_is_flagged_and_harvested_and_sigterm_stops_cleanly() {
    let env = Env::new();
    let home = env.path().join("home");
    // No agent has written anything yet: the watch waits for the folders to appear.
    let watch = Watch::start(&env, &home);
    watch.until("the first pass", || watch.log().contains("scanned 0 files"));

    let file = crate::support::flagged_claude_session(&home);
    watch.until("the candidate", || candidates(&env).contains("git push"));
    assert!(watch.log().contains("1 new"), "{}", watch.log());

    // The session goes on: the watch reads on from where it stopped.
    let more = std::fs::read_to_string(&file).unwrap().lines().last().unwrap().replace("\"r2\"", "\"r3\"");
    let mut text = std::fs::read_to_string(&file).unwrap();
    text.push_str(&more);
    text.push('\n');
    std::fs::write(&file, text).unwrap();
    watch.until("the file read on", || watch.log().contains("1 read on"));

    let (status, log) = watch.terminate();
    assert!(status.success(), "{status:?}\n{log}");
    assert!(log.trim_end().ends_with("agent-trace watch: stopped"), "{log}");
    assert!(!log.contains(crate::support::FLAGGED_SECRET));
}

#[test]
fn a_database_is_polled_and_once_is_one_pass() {
    let env = Env::new();
    let home = env.path().join("home");
    let watch = Watch::start(&env, &home);
    watch.until("the first pass", || watch.log().contains("scanned 0 files"));
    std::fs::create_dir_all(home.join(".hermes")).unwrap();
    std::fs::copy(Path::new(FIXTURES).join("hermes/e2e-hermes-0.19.0.state.db"), home.join(".hermes/state.db"))
        .unwrap();
    watch.until("the database scanned", || watch.log().contains("scanned 1 file (1 parsed"));
    let sessions = env.run(env.path(), &["sessions", "--json"]).success();
    assert!(String::from_utf8_lossy(&sessions.get_output().stdout).contains("20261130_114010_5480e9"));
    drop(watch);

    let env = Env::new();
    let home = env.path().join("home");
    crate::support::flagged_claude_session(&home);
    env.run(env.path(), &["watch", "--once", "--home", home.to_str().unwrap()])
        .success()
        .stderr(predicate::str::contains("scanned 1 file (1 parsed"));
    assert!(candidates(&env).contains("git push"));
}

/// A `systemctl` that logs its arguments and answers `is-active` with `state`.
fn fake_systemctl(env: &Env, state: &str) -> PathBuf {
    let bin = env.path().join("fake-bin");
    std::fs::create_dir_all(&bin).unwrap();
    let script = bin.join("systemctl");
    let calls = env.path().join("systemctl.calls");
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\necho \"$*\" >> '{}'\ncase \"$*\" in *is-active*) echo {state};; esac\nexit 0\n",
            calls.display()
        ),
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    bin
}

fn unit_path(env: &Env) -> PathBuf {
    env.path().join("home/.config/systemd/user/agent-trace-watch.service")
}

#[test]
fn init_service_writes_a_unit_that_systemd_accepts_even_from_a_path_with_spaces_and_percent() {
    let env = Env::new();
    // The binary where a package manager with an odd prefix might put it.
    let odd = env.path().join("my tools 100%$x");
    std::fs::create_dir_all(&odd).unwrap();
    let binary = odd.join("agent-trace");
    std::fs::copy(crate::support::bin(), &binary).unwrap();
    std::fs::create_dir_all(env.path().join("home/.claude")).unwrap();
    let repo = env.repo("project");
    let mut cmd = Command::new(&binary);
    env.apply(&mut cmd, &repo);
    cmd.args(["init", "--agents", "claude-code", "--service"]);
    let out = cmd.output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    // No user session bus here: the unit is written, and init says how to start it.
    assert!(stdout.contains("not started") && stdout.contains("systemctl --user enable --now"), "{stdout}");
    let unit = read(&unit_path(&env));
    assert!(unit.contains("ExecStart=\"") && unit.contains("100%%$x/agent-trace\" watch"), "{unit}");
    assert!(unit.contains(&format!("Environment=\"AGENT_TRACE_HOME={}\"", env.data_dir().display())), "{unit}");
    let verify = Command::new("systemd-analyze").arg("verify").arg(unit_path(&env)).output().unwrap();
    assert!(verify.status.success(), "systemd refuses the unit: {}", String::from_utf8_lossy(&verify.stderr));
}

#[test]
fn the_service_is_started_checked_by_doctor_and_taken_away_by_uninstall() {
    let env = Env::new();
    std::fs::create_dir_all(env.path().join("home/.claude")).unwrap();
    let repo = env.repo("project");
    let fake = fake_systemctl(&env, "active");
    let with_fake = |args: &[&str]| {
        let mut cmd = env.cmd(&repo);
        cmd.env("PATH", format!("{}:{PATH}", fake.display())).args(args);
        cmd.assert()
    };
    with_fake(&["init", "--agents", "claude-code", "--service"])
        .success()
        .stdout(predicate::str::contains("the service runs"));
    let calls = read(&env.path().join("systemctl.calls"));
    assert_eq!(calls, "--user daemon-reload\n--user enable --now agent-trace-watch.service\n");
    let doctor = with_fake(&["doctor", "--json", "--runs", "1"]);
    let report: serde_json::Value = serde_json::from_slice(&doctor.get_output().stdout).unwrap();
    let check = report["checks"].as_array().unwrap().iter().find(|c| c["name"] == "watch").unwrap().clone();
    assert_eq!(check["status"], "ok", "{check}");

    // Installed but stopped is a failure doctor names, with the command that starts it.
    let stopped = fake_systemctl(&env, "inactive");
    let mut cmd = env.cmd(&repo);
    cmd.env("PATH", format!("{}:{PATH}", stopped.display())).args(["doctor", "--json", "--runs", "1"]);
    let report: serde_json::Value = serde_json::from_slice(&cmd.assert().get_output().stdout).unwrap();
    let check = report["checks"].as_array().unwrap().iter().find(|c| c["name"] == "watch").unwrap().clone();
    assert_eq!(check["status"], "fail", "{check}");
    assert!(check["hint"].as_str().unwrap().contains("systemctl --user enable --now"), "{check}");

    let fake = fake_systemctl(&env, "active");
    let mut cmd = env.cmd(&repo);
    cmd.env("PATH", format!("{}:{PATH}", fake.display())).arg("uninstall");
    cmd.assert().success().stdout(predicate::str::contains("agent-trace-watch.service"));
    assert!(!unit_path(&env).exists());
    assert!(!env.path().join("home/.config").exists(), "the folders init made go too");
    assert!(read(&env.path().join("systemctl.calls")).contains("--user disable --now agent-trace-watch.service"));
}

#[test]
fn a_unit_of_that_name_that_is_not_ours_is_never_overwritten_or_removed() {
    let env = Env::new();
    std::fs::create_dir_all(env.path().join("home/.claude")).unwrap();
    let repo = env.repo("project");
    let unit = unit_path(&env);
    std::fs::create_dir_all(unit.parent().unwrap()).unwrap();
    std::fs::write(&unit, "[Service]\nExecStart=/usr/bin/my-own-watch\n").unwrap();
    env.run(&repo, &["init", "--agents", "claude-code", "--service"]).code(2);
    assert_eq!(read(&unit), "[Service]\nExecStart=/usr/bin/my-own-watch\n");
    assert!(!env.path().join("home/.claude/settings.json").exists(), "nothing is half-installed");
    env.run(&repo, &["uninstall"]).success();
    assert_eq!(read(&unit), "[Service]\nExecStart=/usr/bin/my-own-watch\n");
}

#[test]
fn your_edit_of_the_unit_survives_uninstall_as_a_backup_and_an_untouched_unit_leaves_none() {
    let env = Env::new();
    std::fs::create_dir_all(env.path().join("home/.claude")).unwrap();
    let repo = env.repo("project");
    env.run(&repo, &["init", "--agents", "claude-code", "--service"]).success();
    let unit = unit_path(&env);
    let edited = read(&unit) + "Environment=\"RUST_LOG=debug\"\n";
    std::fs::write(&unit, &edited).unwrap();
    let out = env.run(&repo, &["uninstall"]).success();
    let stdout = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert!(!unit.exists());
    let line = stdout.lines().find(|l| l.contains("agent-trace-watch.service")).unwrap();
    let backup = line.rsplit("(backup: ~/").next().unwrap().trim_end_matches(')');
    assert_eq!(read(&env.path().join("home").join(backup)), edited, "{stdout}");

    env.run(&repo, &["init", "--agents", "claude-code", "--service"]).success();
    let out = env.run(&repo, &["uninstall"]).success();
    let stdout = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    let line = stdout.lines().find(|l| l.contains("agent-trace-watch.service")).unwrap();
    assert!(!line.contains("(backup:"), "a unit that holds only what init wrote needs no backup: {line}");
}
