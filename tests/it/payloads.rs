//! The evidence ledger and the stop gate on the hook payloads the real clients sent.
//!
//! `tests/fixtures/payloads/<agent>/<client version>/` holds every hook call of one scripted
//! session per client (tests/e2e/payloads.rs captured them; scripts/capture-payloads.sh
//! refreshes them), each named after its scenario step: `check-pass.*` and `check-fail.*` are
//! checks that passed and failed, `no-check.*` commands that prove nothing (`echo "cargo test
//! passed"`, a swallowed status), `change.*` edits (the agent's own tools, `sed -i`, a
//! redirection, a write of over 4 MB), `cd.sub` a `cd` into a subfolder. Replayed in order
//! through the hook, each must be judged as its name says, and each Stop must block exactly
//! while a change has no passing check after it.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::support::Env;

/// The size of the scenario's large write (the capture keeps it as `__LARGE__`, and the text it
/// replaced as `__LARGE_OLD__`).
const LARGE: usize = 2_200_000;

pub fn fixtures_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/payloads")
}

/// One captured hook call.
pub struct Captured {
    pub agent: String,
    pub version: String,
    /// The scenario step (`check-pass.cargo-test`, `session`, …).
    pub label: String,
    /// The agent's own event name.
    pub event: String,
    text: String,
}

impl Captured {
    /// The payload as the client sent it, in this test's repository and home.
    pub fn payload(&self, env: &Env, repo: &Path) -> String {
        self.text
            .replace("__LARGE_OLD__", &"y".repeat(LARGE))
            .replace("__LARGE__", &"x".repeat(LARGE))
            .replace("__REPO__", &repo.to_string_lossy())
            .replace("__HOME__", &env.path().join("home").to_string_lossy())
            .replace("__TMP__", &env.path().to_string_lossy())
    }

    /// The payload as JSON in `repo` (the large write kept short), to build a case on a shape a
    /// real client sent.
    pub fn json_in(&self, repo: &Path) -> Value {
        let text = self.text.replace("__REPO__", &repo.to_string_lossy());
        serde_json::from_str(&text.replace("__HOME__", "/nonexistent/home").replace("__TMP__", "/nonexistent")).unwrap()
    }
}

/// Every captured call of every client, in the order it was made.
pub fn captured() -> Vec<Captured> {
    let mut all = Vec::new();
    for agent in sorted_dir(&fixtures_root()) {
        for version in sorted_dir(&agent) {
            for file in sorted_dir(&version).into_iter().filter(|f| f.extension().is_some_and(|x| x == "json")) {
                let name = file.file_name().unwrap().to_string_lossy().trim_end_matches(".json").to_string();
                // `07-check-pass.pytest--PostToolUse`
                let (step, event) = name.split_once("--").unwrap();
                let label = step.split_once('-').unwrap().1.to_string();
                all.push(Captured {
                    agent: agent.file_name().unwrap().to_string_lossy().into_owned(),
                    version: version.file_name().unwrap().to_string_lossy().into_owned(),
                    label,
                    event: event.to_string(),
                    text: std::fs::read_to_string(&file).unwrap(),
                });
            }
        }
    }
    all
}

/// The first captured call of `agent` at `label` and `event` (a shape a real client sent).
pub fn one(agent: &str, label: &str, event: &str) -> Captured {
    captured()
        .into_iter()
        .find(|c| c.agent == agent && c.label == label && c.event == event)
        .unwrap_or_else(|| panic!("no captured {agent} {label} {event}"))
}

fn sorted_dir(dir: &Path) -> Vec<PathBuf> {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    entries
}

fn is_post_tool(event: &str) -> bool {
    event.starts_with("PostToolUse")
        || event.starts_with("postToolUse")
        || event == "post_tool_call"
        || event == "tool.execute.after"
        || event == "after_tool_call"
}

fn is_stop(event: &str) -> bool {
    event == "Stop" || event == "agentStop"
}

/// The session's ledger after the last call.
fn ledger(env: &Env, repo: &Path) -> Value {
    let show = env.run(repo, &["evidence", "show", "--json"]).success();
    serde_json::from_slice(&show.get_output().stdout).unwrap()
}

#[derive(Default, Debug)]
struct Tally {
    calls: usize,
    /// `check-pass` steps whose program the client's shell did not find.
    not_found: usize,
    checks_right: usize,
    checks_wrong: Vec<String>,
    changes_right: usize,
    changes_wrong: Vec<String>,
    stops: usize,
    false_blocks: usize,
    false_releases: usize,
}

#[test]
fn every_captured_payload_is_judged_as_its_step_says_and_the_gate_neither_blocks_nor_releases_falsely() {
    let calls = captured();
    assert!(calls.len() >= 100, "the captured payloads are there: {}", calls.len());
    let mut report = Vec::new();
    let mut agents: Vec<(String, String)> = calls.iter().map(|c| (c.agent.clone(), c.version.clone())).collect();
    agents.dedup();
    for (agent, version) in agents {
        let env = Env::new();
        let repo = env.repo("project");
        let mut tally = Tally::default();
        // A change with no passing check after it: the gate must block.
        let mut dirty = false;
        let mut verifications = 0;
        for call in calls.iter().filter(|c| c.agent == agent && c.version == version) {
            tally.calls += 1;
            // The hook reads the project from the payload's directory: `cd sub` moves it.
            std::fs::create_dir_all(repo.join("sub")).unwrap();
            // Judgments, not speed, are under test: a deadline no busy machine reaches (the
            // debug build reads the 11 MB write in about 0.8 s).
            let out = env
                .cmd(&repo)
                .args(["hook", &agent, &call.event])
                .env("AGENT_TRACE_HOOK_DEADLINE_MS", "20000")
                .write_stdin(call.payload(&env, &repo))
                .assert()
                .success();
            let output = String::from_utf8_lossy(&out.get_output().stdout).into_owned();
            let what = format!("{agent} {} {}", call.label, call.event);
            if is_post_tool(&call.event) {
                let ledger = ledger(&env, &repo);
                let results = ledger["verification_results"].as_array().cloned().unwrap_or_default();
                let new_result =
                    (results.len() > verifications || results.len() == 40).then(|| results.last().cloned());
                verifications = results.len();
                let success = new_result.flatten().map(|r| r["success"].clone());
                let (kind, _) = call.label.split_once('.').unwrap_or((&call.label, ""));
                // Where the client's shell did not find the program (Hermes' terminal had no
                // cargo or python on its PATH), the check failed, whatever the step meant.
                let not_found = kind == "check-pass" && call.text.contains("command not found");
                let kind = if not_found {
                    tally.not_found += 1;
                    "check-fail"
                } else {
                    kind
                };
                let right = match kind {
                    "check-pass" => success == Some(Value::Bool(true)),
                    "check-fail" => success == Some(Value::Bool(false)),
                    "no-check" => success != Some(Value::Bool(true)),
                    _ => true,
                };
                if matches!(kind, "check-pass" | "check-fail" | "no-check") {
                    if right {
                        tally.checks_right += 1;
                    } else {
                        tally.checks_wrong.push(format!("{what}: {success:?}"));
                    }
                }
                if kind == "check-pass" {
                    dirty = false;
                }
                if kind == "change" {
                    let file = call.json_in(&repo).to_string();
                    let changed = ledger["changed_paths"].as_array().cloned().unwrap_or_default();
                    let named =
                        changed.iter().filter_map(Value::as_str).any(|p| p.starts_with("py/") && file.contains(p));
                    if named {
                        tally.changes_right += 1;
                        dirty = true;
                    } else {
                        tally.changes_wrong.push(format!("{what}: {changed:?}"));
                    }
                }
            }
            if is_stop(&call.event) {
                tally.stops += 1;
                let blocked = output.contains("\"block\"") || output.contains("\"decision\"");
                if blocked && !dirty {
                    tally.false_blocks += 1;
                }
                if !blocked && dirty {
                    tally.false_releases += 1;
                }
            }
        }
        report.push(format!("{agent} {version}: {tally:?}"));
        assert!(tally.checks_wrong.is_empty() && tally.changes_wrong.is_empty(), "{agent} {version}: {tally:#?}");
        assert_eq!((tally.false_blocks, tally.false_releases), (0, 0), "{agent} {version}: {tally:#?}");
    }
    println!("{}", report.join("\n"));
}

/// Copilot CLI reports a failed command as `resultType: "success"`, its exit code only in the
/// output's last line. A long command's first answer has no such line (the rest is read with
/// `read_bash`): a failing test run then must not count as a passing check.
#[test]
fn a_copilot_check_whose_output_has_no_exit_line_is_judged_by_its_verdict() {
    let env = Env::new();
    let repo = env.repo("project");
    let run = |call: &Captured, payload: String| {
        env.cmd(&repo).args(["hook", "copilot", &call.event]).write_stdin(payload).assert().success();
    };
    let edit = one("copilot", "change.edit-tool", "postToolUse");
    std::fs::create_dir_all(repo.join("py")).unwrap();
    std::fs::write(repo.join("py/app.py"), "def answer():\n    return 42\n").unwrap();
    run(&edit, edit.payload(&env, &repo));
    let failed = one("copilot", "check-fail.pytest", "postToolUse");
    let mut payload = failed.json_in(&repo);
    let text = payload["toolResult"]["textResultForLlm"].as_str().unwrap().to_string();
    let cut = text.rsplit_once("\n<shellId:").unwrap().0.to_string();
    payload["toolResult"]["textResultForLlm"] = Value::String(cut);
    run(&failed, payload.to_string());
    let ledger = ledger(&env, &repo);
    let results = ledger["verification_results"].as_array().cloned().unwrap_or_default();
    assert!(results.iter().all(|r| r["success"] != Value::Bool(true)), "{results:?}");
    let stop = one("copilot", "session", "agentStop");
    let out =
        env.cmd(&repo).args(["hook", "copilot", "agentStop"]).write_stdin(stop.payload(&env, &repo)).assert().success();
    assert!(String::from_utf8_lossy(&out.get_output().stdout).contains("\"block\""), "the change has no passing check");
}
