//! Only a person decides: approving, adding, editing, retiring or importing the lessons agents
//! get, adding or updating a shared source, and trusting a repository, are refused inside an agent's tool call (each client's own
//! marker, as tests/e2e/markers.rs found them), `--yes` or not; outside one, approving and
//! trusting without a terminal need `--yes`.

use predicates::prelude::*;
use predicates::str::contains;

use crate::support::{Env, added_id, lessons_path, read};

/// The markers the real clients set for their shell tool's commands (tests/e2e/markers.rs).
const INSIDE: [(&str, &str); 5] = [
    ("CLAUDECODE", "1"),
    ("CODEX_THREAD_ID", "01a23fdc-54f2-7a22-9970-bbb253199e31"),
    ("HERMES_SESSION_ID", "20261204_070216_ec09ed"),
    ("OPENCODE", "1"),
    ("OPENCLAW_SHELL", "exec"),
];

#[test]
fn inside_any_agents_tool_call_a_persons_decision_is_refused_yes_or_not() {
    for (marker, value) in INSIDE {
        let env = Env::new();
        let repo = env.repo("r");
        let candidate =
            added_id(&env.run(&repo, &["lessons", "add", "--candidate", "--text", "Push to a fork."]).success());
        let agent = |args: &[&str]| env.cmd(&repo).env(marker, value).args(args).assert();
        agent(&["lessons", "approve", "--yes", &candidate])
            .code(2)
            .stderr(contains("approving a lesson is a person's decision").and(contains(marker)));
        agent(&["lessons", "add", "--text", "Never force-push."]).code(2).stderr(contains("a person's decision"));
        agent(&["trust", "--yes"]).code(2).stderr(contains("trusting a repository is a person's decision"));
        let home = env.path().join("home");
        agent(&["init", "--trust", "--home", home.to_str().unwrap()]).code(2).stderr(contains("a person's decision"));
        agent(&["sources", "add", "../org-lessons.git"])
            .code(2)
            .stderr(contains("adding a lesson source is a person's decision"));
        agent(&["sources", "update"]).code(2).stderr(contains("updating the lesson sources is a person's decision"));
        assert!(!lessons_path(&repo).exists(), "{marker}: nothing written");
        assert!(!repo.join(".agent-trace/sources.toml").exists(), "{marker}: no source added");
        // Proposing stays open to the agent: a candidate waits for a person.
        agent(&["lessons", "add", "--candidate", "--text", "Check the remote first."]).success();
    }
}

#[test]
fn outside_an_agent_approving_and_trusting_without_a_terminal_need_yes() {
    let env = Env::new();
    let repo = env.repo("r");
    let candidate =
        added_id(&env.run(&repo, &["lessons", "add", "--candidate", "--text", "Push to a fork."]).success());
    env.cmd(&repo).args(["lessons", "approve", &candidate]).assert().code(2).stderr(contains("needs --yes"));
    env.cmd(&repo).args(["trust"]).assert().code(2).stderr(contains("needs --yes"));
    env.run(&repo, &["lessons", "approve", "--yes", &candidate]).success();
    assert!(read(&lessons_path(&repo)).contains("Push to a fork."));
    // How it was decided is kept privately, never in the committed record.
    let decisions = read(&env.data_dir().join("decisions.jsonl"));
    assert!(
        decisions.contains(&format!("\"lesson\":\"{candidate}\"")) && decisions.contains("\"how\":\"approve\""),
        "{decisions}"
    );
    assert!(!read(&lessons_path(&repo)).contains("\"how\""));
    // A person's own add works as it always did.
    env.run(&repo, &["lessons", "add", "--text", "Run the tests first."]).success();
    // An import is a decision too: each approved lesson it writes is noted, privately.
    let other = env.repo("other");
    env.run(&other, &["lessons", "add", "--text", "Never edit the generated files."]).success();
    let import = other.join(".agent-trace/lessons.jsonl");
    env.run(&repo, &["lessons", "import", import.to_str().unwrap()]).success();
    let decisions = read(&env.data_dir().join("decisions.jsonl"));
    assert_eq!(decisions.matches("\"how\":\"import\"").count(), 1, "{decisions}");
    assert!(!read(&lessons_path(&repo)).contains("\"how\""));
}

/// The private store stays private: `AGENT_TRACE_HOME` relative or inside a work tree is refused
/// (a committed `env` block could point it at the repository's own files), and
/// `AGENT_TRACE_DRY_RUN=1` from such a block turns nothing off: only the token doctor sets counts.
#[test]
fn the_private_store_is_absolute_outside_every_repository_and_dry_run_is_doctors_alone() {
    let env = Env::new();
    let repo = env.repo("r");
    for home in [".agent-trace/home".to_string(), repo.join(".agent-trace/home").to_string_lossy().into_owned()] {
        env.cmd(&repo)
            .env("AGENT_TRACE_HOME", &home)
            .args(["lessons", "add", "--global", "--text", "Mine."])
            .assert()
            .code(2)
            .stderr(contains("not an absolute path").or(contains("inside the git work tree")));
    }
    // The Stop gate with a committed AGENT_TRACE_DRY_RUN=1: an unchecked edit still blocks.
    let session = "dry-run-from-a-repository";
    let mut edit = crate::payloads::one("claude-code", "change.edit-tool", "PostToolUse").json_in(&repo);
    edit["session_id"] = session.into();
    let file = repo.join("src/lib.rs").to_string_lossy().into_owned();
    edit["tool_input"]["file_path"] = file.clone().into();
    edit["tool_response"]["filePath"] = file.into();
    let mut stop = crate::payloads::one("claude-code", "session", "Stop").json_in(&repo);
    stop["session_id"] = session.into();
    stop["cwd"] = repo.to_string_lossy().into_owned().into();
    let hook = |event: &str, payload: &serde_json::Value| {
        let out = env
            .cmd(&repo)
            .env("AGENT_TRACE_DRY_RUN", "1")
            .args(["hook", "claude-code", event])
            .write_stdin(payload.to_string())
            .assert()
            .success();
        String::from_utf8(out.get_output().stdout.clone()).unwrap()
    };
    hook("PostToolUse", &edit);
    let answer: serde_json::Value = serde_json::from_str(hook("Stop", &stop).trim()).unwrap();
    assert_eq!(answer["decision"], "block", "{answer}");
}

/// No lock anyone else can hold: whoever can open the repository's `.agent-trace/` may lock it,
/// and no command waits on that; the lock that counts is in the private data dir, and even that
/// wait is bounded, with a message naming what is locked.
#[test]
fn a_lock_on_the_repository_holds_nothing_and_the_private_one_is_waited_on_a_bounded_time() {
    let env = Env::new();
    let repo = env.repo("r");
    env.run(&repo, &["lessons", "add", "--text", "First."]).success();
    let mut holder =
        std::process::Command::new("flock").arg(repo.join(".agent-trace")).args(["sleep", "60"]).spawn().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(200));
    env.run(&repo, &["lessons", "add", "--text", "Second."]).success();
    holder.kill().unwrap();
    holder.wait().unwrap();

    let locks = env.data_dir().join("locks");
    let private = std::fs::read_dir(&locks).unwrap().next().unwrap().unwrap().path();
    let mut holder = std::process::Command::new("flock").arg(&private).args(["sleep", "60"]).spawn().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(200));
    env.run(&repo, &["lessons", "add", "--text", "Third."]).code(2).stderr(contains("is locked"));
    holder.kill().unwrap();
    holder.wait().unwrap();
    assert!(!read(&lessons_path(&repo)).contains("Third."));
}

/// `trust` shows what it trusts, as `init` does, and asks on a terminal (a pty from `script`):
/// the lessons and every setting of the committed config, the gate switched off among them.
#[test]
fn trust_shows_the_lessons_and_the_settings_it_lets_in_and_asks() {
    let env = Env::new();
    let repo = env.repo("r");
    env.run(&repo, &["lessons", "add", "--text", "Always run ./deploy.sh --force."]).success();
    std::fs::write(repo.join(".agent-trace/config.toml"), "[evidence]\nstop_gate = false\n").unwrap();
    let trust = format!("'{}' trust", crate::support::bin().display());
    let on_a_terminal = |answer: &str| {
        let mut command = std::process::Command::new("script");
        env.apply(&mut command, &repo);
        let mut child = command
            .args(["-qec", &trust, "/dev/null"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        std::io::Write::write_all(&mut child.stdin.take().unwrap(), answer.as_bytes()).unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success());
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let said = on_a_terminal("n\n");
    assert!(said.contains("Always run ./deploy.sh --force.") && said.contains("stop_gate = false"), "{said}");
    assert!(said.contains("Trust this repository? [y/N]") && said.contains("not trusted"), "{said}");
    env.run(&repo, &["trust", "--list"]).success().stdout(contains(repo.file_name().unwrap().to_str().unwrap()).not());
    assert!(on_a_terminal("y\n").contains("now trusted"));
}

/// A project never turns a protection off silently: where you set nothing yourself, doctor says
/// which file turns the gate off, and how to keep it on.
#[test]
fn doctor_says_when_a_project_turns_a_protection_off() {
    let env = Env::new();
    let repo = env.repo("r");
    std::fs::create_dir_all(repo.join(".agent-trace")).unwrap();
    std::fs::write(repo.join(".agent-trace/config.toml"), "[evidence]\nstop_gate = false\n").unwrap();
    env.run(&repo, &["trust", "--yes"]).success();
    let home = env.path().join("home");
    let out = env.cmd(&repo).args(["doctor", "--home", home.to_str().unwrap()]).output().unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("[evidence] stop_gate = false turns the Stop gate off for your agents here"), "{said}");
    assert!(said.contains("config.toml") && said.contains("keeps it on"), "{said}");
}

/// A home directory that is itself a git repository (dotfiles) keeps the default private store:
/// the home is the person's own, whatever it holds.
#[test]
fn a_dotfiles_home_keeps_its_private_store() {
    let env = Env::new();
    let home = env.path().join("home");
    std::fs::create_dir_all(home.join(".git")).unwrap();
    let repo = env.repo("r");
    env.cmd(&repo)
        .env_remove("AGENT_TRACE_HOME")
        .env("HOME", &home)
        .args(["lessons", "add", "--global", "--text", "Mine."])
        .assert()
        .success();
    assert!(home.join(".local/share/agent-trace/lessons.jsonl").exists());
}

/// `lessons export --out` never writes into the private store: a repository's lessons written
/// there would reach every repository untrusted.
#[test]
fn export_never_writes_into_the_private_store() {
    let env = Env::new();
    let repo = env.repo("r");
    env.run(&repo, &["lessons", "add", "--text", "A repository's lesson."]).success();
    std::fs::create_dir_all(env.data_dir()).unwrap();
    let global = env.data_dir().join("lessons.jsonl");
    env.run(&repo, &["lessons", "export", "--out", global.to_str().unwrap()])
        .code(2)
        .stderr(contains("inside agent-trace's private data"));
    assert!(!global.exists());
}

/// An empty key file (a first run killed mid-write) is replaced, never used: an empty dry-run
/// token is one a committed `env` block could give.
#[test]
fn an_empty_private_key_is_replaced() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("dry-run.key"), b"").unwrap();
    let key = agent_trace::files::home::private_key(dir.path(), "dry-run.key").unwrap();
    assert_eq!(key.len(), 32);
    assert_eq!(std::fs::read(dir.path().join("dry-run.key")).unwrap(), key, "written whole, and kept");
    assert_eq!(agent_trace::files::home::private_key(dir.path(), "dry-run.key").unwrap(), key);
}
