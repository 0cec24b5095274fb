//! Times the whole hook process (spawn to exit) with 10,000 lessons in a trusted repository and
//! 10,000 earlier hits in the session, and prints p50 / p95 / p99 beside the floor: the same
//! binary's `--version`, which only starts and exits.
//!
//!     cargo run --release --example hook_bench -- BINARY [RUNS]
//!
//! The lessons are a third per moment, spread over five tools, most with a distinct pattern; the
//! payload is a Claude Code PreToolUse for `git push --force`, which a handful of lessons match.
//! Environment: `BENCH_LESSONS=N` (default 10,000); `BENCH_PATTERNS=limit` gives every pattern
//! lesson a pattern at the cost limit (the largest that compiles within `pattern::SIZE_LIMIT`,
//! with a distinct literal); `BENCH_CACHE=unwritable` makes the cache impossible to write, so
//! every run starts cold; `BENCH_AGENT=ID` times that agent's hook on its own payload
//! (`tests/fixtures/hooks/<agent>/`): before a tool call, or at session start (Cursor) and each
//! model call (Hermes), whose hooks take no context before a tool; `BENCH_SHARED=1` puts the
//! lessons in a shared source (a tagged git repository the repository takes them from, synced
//! into the cache) instead of the repository's own file.

// Test and benchmark code may use std::fs: a failure shows its own line (see clippy.toml).
#![allow(clippy::disallowed_methods)]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use agent_trace::systems::lessons::file::to_canonical_bytes;
use agent_trace::systems::lessons::{
    Category, Event, Lesson, LessonId, LessonSet, Severity, Status, Timestamp, Trigger,
};
use agent_trace::systems::recall::hits::{self, Hit};

const EARLIER_HITS: usize = 10_000;
const SESSION: &str = "bench-session";

fn lessons_wanted() -> usize {
    std::env::var("BENCH_LESSONS").ok().and_then(|n| n.parse().ok()).unwrap_or(10_000)
}

/// The widest `[a-z]{K}` tail that still compiles within the limit after a literal.
fn limit_repeat() -> usize {
    let (mut low, mut high) = (1usize, 100_000usize);
    while low + 1 < high {
        let mid = (low + high) / 2;
        if agent_trace::systems::lessons::pattern::compile(&format!("deploy-0 [a-z]{{{mid}}}")).is_ok() {
            low = mid
        } else {
            high = mid
        }
    }
    low
}

pub fn lesson(n: usize, at_limit: Option<usize>) -> Lesson {
    let tools = ["Bash", "Edit", "Write", "Read", "Grep"];
    let event = [Event::SessionStart, Event::Prompt, Event::PreTool][n % 3];
    let (tool, pattern) = match event {
        Event::PreTool => (
            Some(tools[n % 5].to_string()),
            match (n % 4, at_limit) {
                (0..=2, Some(repeat)) => Some(format!("deploy-{n} [a-z]{{{repeat}}}")),
                (0, None) => Some(format!("git (push|commit) .*--flag-{n}")),
                (1, None) => Some(format!("(?i)deploy-{n}\\b")),
                (2, None) => Some(format!("^make target{n}$")),
                _ => (n % 1000 == 5).then(|| "git push.*--force".to_string()),
            },
        ),
        Event::Prompt => (None, n.is_multiple_of(2).then(|| format!("(?i)release {n}"))),
        Event::SessionStart => (None, None),
    };
    Lesson {
        id: LessonId::for_text(&format!("bench lesson {n}")),
        text: format!(
            "Bench lesson {n}: check the result of every command before moving on, and say what you checked."
        ),
        category: Category::Verification,
        severity: Severity::try_from((n % 3 + 1) as u8).unwrap(),
        trigger: Trigger { event, tool, pattern },
        agents: None,
        status: Status::Approved,
        approved_at: Some(Timestamp::from_seconds(1_790_000_000).unwrap()),
        approved_by: None,
        retired_at: None,
        count: (n % 5) as u32,
    }
}

#[allow(dead_code)]
fn setup(root: &Path, binary: &Path) -> std::path::PathBuf {
    let repo = root.join("repo");
    std::fs::create_dir_all(repo.join(".git")).unwrap();
    std::fs::create_dir_all(repo.join(".agent-trace")).unwrap();
    let at_limit = (std::env::var("BENCH_PATTERNS").as_deref() == Ok("limit")).then(limit_repeat);
    let lessons: LessonSet = (0..lessons_wanted()).map(|n| lesson(n, at_limit)).collect();
    let data = root.join("data");
    std::fs::create_dir_all(&data).unwrap();
    let run = |dir: &Path, program: &Path, args: &[&str]| {
        let status = Command::new(program)
            .args(args)
            .current_dir(dir)
            .env("AGENT_TRACE_HOME", &data)
            .env("HOME", root)
            .env("GIT_CONFIG_GLOBAL", "/dev/null")
            .env("GIT_CONFIG_NOSYSTEM", "1")
            .stdout(Stdio::null())
            .status()
            .unwrap();
        assert!(status.success(), "{} {args:?} failed", program.display());
    };
    let shared = std::env::var_os("BENCH_SHARED").is_some_and(|v| !v.is_empty());
    if shared {
        let org = root.join("org-lessons");
        std::fs::create_dir_all(org.join(".agent-trace")).unwrap();
        std::fs::write(org.join(".agent-trace/lessons.jsonl"), to_canonical_bytes(&lessons)).unwrap();
        let git = Path::new("git");
        run(&org, git, &["init", "-q"]);
        run(&org, git, &["add", "."]);
        run(&org, git, &["-c", "user.name=bench", "-c", "user.email=bench@example.org", "commit", "-qm", "lessons"]);
        run(&org, git, &["tag", "v1.0.0"]);
        run(&repo, binary, &["sources", "add", org.to_str().unwrap(), "--rev", "v1.0.0"]);
    } else {
        std::fs::write(repo.join(".agent-trace/lessons.jsonl"), to_canonical_bytes(&lessons)).unwrap();
    }
    // Trusted as a person trusts it: what it holds now is accepted.
    let trusted = Command::new(binary)
        .args(["trust", "--yes"])
        .current_dir(&repo)
        .env("AGENT_TRACE_HOME", &data)
        .env("HOME", root)
        .stdout(Stdio::null())
        .status()
        .unwrap();
    assert!(trusted.success(), "agent-trace trust failed");
    if shared {
        run(&repo, binary, &["sources", "sync"]);
    }
    if std::env::var("BENCH_CACHE").as_deref() == Ok("unwritable") {
        std::fs::write(data.join("cache"), "a file where the cache folder would be\n").unwrap();
    }
    let ids: Vec<&Lesson> = lessons.iter().collect();
    let earlier: Vec<Hit> = (0..EARLIER_HITS)
        .map(|n| Hit {
            lesson: ids[n % ids.len()].id.clone(),
            at: Timestamp::from_seconds(1_790_000_000 + n as i64).unwrap(),
            session: SESSION.into(),
            agent: "claude-code".into(),
            event: Event::PreTool,
            scope: "project".into(),
            tool: Some("Bash".into()),
            project: None,
            context_chars: None,
        })
        .collect();
    hits::record(&data, &earlier).unwrap();
    repo
}

#[allow(dead_code)]
fn main() {
    let mut args = std::env::args().skip(1);
    let binary = std::path::absolute(args.next().expect("usage: hook_bench BINARY [RUNS]")).unwrap();
    let runs: usize = args.next().map_or(1_000, |s| s.parse().expect("RUNS is a number"));
    let temp = tempfile::tempdir().unwrap();
    // KEEP=1 leaves the corpus in place (its path on stderr), to run the hook on it by hand.
    let root = if std::env::var_os("KEEP").is_some() { temp.keep() } else { temp.path().to_path_buf() };
    eprintln!("corpus in {}", root.display());
    let repo = setup(&root, &binary);
    let agent = std::env::var("BENCH_AGENT").unwrap_or_else(|_| "claude-code".into());
    let (pre_tool, payload) = match agent.as_str() {
        "claude-code" => (
            "PreToolUse",
            serde_json::json!({"session_id": SESSION, "cwd": repo, "hook_event_name": "PreToolUse",
                "tool_name": "Bash", "tool_input": {"command": "git push --force origin main"}, "tool_use_id": "toolu_1"})
            .to_string(),
        ),
        other => {
            let (event, file) = match other {
                "codex" => ("PreToolUse", "PreToolUse.json"),
                "copilot" => ("preToolUse", "preToolUse.json"),
                // No hook of theirs takes context before a tool: their moment with most work.
                "cursor" => ("sessionStart", "sessionStart.json"),
                "hermes" => ("pre_llm_call", "pre_llm_call.json"),
                "openclaw" => ("before_tool_call", "before_tool_call.json"),
                "opencode" => ("tool.execute.before", "tool.execute.before.json"),
                _ => panic!("BENCH_AGENT: no payload for {other}"),
            };
            let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/hooks").join(other).join(file);
            (event, std::fs::read_to_string(path).unwrap().replace("__CWD__", &repo.to_string_lossy()))
        }
    };
    let claude = agent == "claude-code";
    let run_once = |event: &str| -> (Duration, String) {
        let start = Instant::now();
        let mut child = Command::new(&binary)
            .args(["hook", &agent, event])
            .current_dir(&repo)
            .env("AGENT_TRACE_HOME", root.join("data"))
            .env("HOME", &root)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let _ = child.stdin.take().unwrap().write_all(payload.as_bytes());
        let out = child.wait_with_output().unwrap();
        (start.elapsed(), String::from_utf8(out.stdout).unwrap())
    };
    let start_of_cold = Instant::now();
    let (cold, output) = run_once(pre_tool);
    assert!(!claude || output.contains("hookSpecificOutput"), "the hook recalled nothing: {output:?}");
    // A file too large for the hook to index is indexed in the background after the first call:
    // the runs below start once it is (its three moments' index files, which are written last).
    let cache = root.join("data/cache/recall");
    let indexed = || {
        let names: Vec<String> = std::fs::read_dir(&cache)
            .map(|d| d.filter_map(|e| e.ok()?.file_name().into_string().ok()).collect())
            .unwrap_or_default();
        ["session_start", "prompt", "pre_tool"].iter().all(|e| names.iter().any(|n| n.ends_with(&format!(".{e}.idx"))))
    };
    while !indexed() {
        assert!(start_of_cold.elapsed() < Duration::from_secs(120), "the index was never built");
        std::thread::sleep(Duration::from_millis(2));
    }
    let indexed_after = start_of_cold.elapsed();
    let run_floor = || {
        let start = Instant::now();
        let status = Command::new(&binary).arg("--version").stdout(Stdio::null()).status().unwrap();
        assert!(status.success());
        start.elapsed()
    };
    // In turn, run by run (floor, hook, baseline), so a machine whose speed drifts moves all three
    // alike and the ratios stay paired.
    let (mut floor, mut times, mut baseline) = (Vec::new(), Vec::new(), Vec::new());
    let (mut floor_cpu, mut hook_cpu) = (Duration::ZERO, Duration::ZERO);
    for _ in 0..runs {
        let before = children_cpu();
        floor.push(run_floor());
        let between = children_cpu();
        times.push(run_once(pre_tool).0);
        let after = children_cpu();
        (floor_cpu, hook_cpu) = (floor_cpu + (between - before), hook_cpu + (after - between));
        // The same process on an event it does nothing for: what spawning and exiting cost alone.
        baseline.push(run_once("bench-no-such-event").0);
    }
    for sorted in [&mut floor, &mut times, &mut baseline] {
        sorted.sort();
    }
    let (floor_cpu, hook_cpu) = (floor_cpu / runs as u32, hook_cpu / runs as u32);
    let pct = |times: &[Duration], p: f64| times[((times.len() as f64 * p).ceil() as usize).clamp(1, times.len()) - 1];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let lessons = lessons_wanted();
    println!(
        "hook {agent} {pre_tool}, {lessons} lessons, {EARLIER_HITS} earlier hits in the session, {runs} runs (whole process):"
    );
    println!(
        "  p50 {:.2} ms   p95 {:.2} ms   p99 {:.2} ms   max {:.2} ms   (first run, cold: {:.2} ms; index ready {:.0} ms after it started)",
        ms(pct(&times, 0.50)),
        ms(pct(&times, 0.95)),
        ms(pct(&times, 0.99)),
        ms(*times.last().unwrap()),
        ms(cold),
        ms(indexed_after)
    );
    println!(
        "  baseline, same binary on an event it ignores: p50 {:.2} ms   p95 {:.2} ms",
        ms(pct(&baseline, 0.50)),
        ms(pct(&baseline, 0.95))
    );
    println!(
        "  floor, the binary's --version: p50 {:.2} ms   p95 {:.2} ms   (hook p95 = {:.1}x the floor's p95)",
        ms(pct(&floor, 0.50)),
        ms(pct(&floor, 0.95)),
        pct(&times, 0.95).as_secs_f64() / pct(&floor, 0.95).as_secs_f64()
    );
    println!(
        "  CPU time (user + sys) a call: hook {:.2} ms, --version {:.2} ms ({:.1}x)",
        ms(hook_cpu),
        ms(floor_cpu),
        hook_cpu.as_secs_f64() / floor_cpu.as_secs_f64().max(1e-9)
    );
    if std::env::var_os("BENCH_JSON").is_some() {
        let figures = serde_json::json!({
            "p95_ms": ms(pct(&times, 0.95)), "floor_p95_ms": ms(pct(&floor, 0.95)),
            "cpu_ms": ms(hook_cpu), "floor_cpu_ms": ms(floor_cpu), "cold_ms": ms(cold), "indexed_ms": ms(indexed_after),
        });
        println!("json {figures}");
    }
    if claude {
        let context: serde_json::Value = serde_json::from_str(output.trim()).unwrap();
        println!(
            "  output: {}",
            context["hookSpecificOutput"]["additionalContext"].as_str().unwrap().replace('\n', " | ")
        );
    } else {
        println!("  output: {} bytes", output.len());
    }
}

/// CPU time (user + system) of this process's waited-for children so far, to the microsecond.
#[cfg(unix)]
#[allow(unsafe_code)] // getrusage
fn children_cpu() -> Duration {
    // SAFETY: getrusage only writes the struct it is given.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    if unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) } != 0 {
        return Duration::ZERO;
    }
    let time = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    time(usage.ru_utime) + time(usage.ru_stime)
}

#[cfg(not(unix))]
#[allow(unsafe_code)] // getrusage
fn children_cpu() -> Duration {
    Duration::ZERO
}
