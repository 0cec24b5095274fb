//! The effect of a lesson and the report page, after a real Claude Code session: the delivery
//! the hook recorded is matched to the session in Claude Code's own transcript, and the page
//! renders in a real headless Chromium with no console message (no error, nothing blocked).

use std::path::Path;
use std::time::Duration;

use serde_json::Value;

use crate::support::Env;
use crate::{client, run_client};

/// Scans the session the agent just wrote and measures `lesson`, which the hook delivered: the
/// delivery is matched to the session in the agent's own record (the session id the hook got is
/// the one its transcript has), or the effect of a lesson could never be measured for it.
pub fn assert_delivery_matched(env: &Env, repo: &Path, home: &Path, lesson: &str) {
    env.run(repo, &["scan", "--home", home.to_str().unwrap()]).success();
    let stats = env.run(repo, &["lessons", "stats", "--json"]).success();
    let rows: Vec<Value> = serde_json::from_slice(&stats.get_output().stdout).unwrap();
    let row = rows.iter().find(|r| r["id"] == lesson).unwrap();
    assert_eq!(row["sessions_with"], 1, "the delivery matches the transcript's session: {row}");
    assert_eq!(row["verdict"], "no_evidence", "one session is no evidence: {row}");
}

/// [`assert_delivery_matched`], then the report rendered in a real browser.
pub fn assert_effect_and_report(env: &Env, repo: &Path, home: &Path, pre_tool_lesson: &str) {
    assert_delivery_matched(env, repo, home, pre_tool_lesson);

    let Some(chromium) = client("chromium") else { return };
    let page = env.path().join("report.html");
    env.run(repo, &["report", "--out", page.to_str().unwrap()]).success();
    let profile = env.path().join("chromium-profile");
    let url = format!("file://{}", page.display());
    let profile = format!("--user-data-dir={}", profile.display());
    let args = [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--enable-logging=stderr",
        "--v=0",
        &profile,
        "--dump-dom",
        &url,
    ];
    let output =
        run_client(&chromium, &args, repo, &[("HOME", home.to_string_lossy().into_owned())], Duration::from_secs(120));
    let dom = String::from_utf8_lossy(&output.stdout);
    let log = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "chromium failed: {log}");
    for section in ["lessons", "deliveries", "flags", "candidates", "stale"] {
        assert!(dom.contains(&format!("id=\"{section}\"")), "the rendered page has no {section} section: {dom}");
    }
    assert!(dom.matches("<svg").count() >= 3, "charts: {dom}");
    assert!(dom.contains(pre_tool_lesson), "{dom}");
    let console: Vec<&str> = log.lines().filter(|l| l.contains(":CONSOLE")).collect();
    assert!(console.is_empty(), "console messages while rendering: {console:#?}");
    println!("report: rendered by {} with no console message", chromium.display());
}
