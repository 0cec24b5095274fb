//! `scan`, `sessions`, `flags`: what the agents' transcripts say went wrong.

use crate::model::text::printable;
use std::path::{Path, PathBuf};

use clap::Args;
use clap::builder::PossibleValuesParser;
use indicatif::{ProgressBar, ProgressStyle};

use super::Failure;
use crate::agents::{self, Adapter};
use crate::systems::transcripts::scan;
use crate::{files::clock, files::home, systems::lessons};

#[derive(Debug, Args)]
pub struct ScanArgs {
    /// `all`, or one agent.
    #[arg(long, default_value = "all", value_parser = PossibleValuesParser::new(std::iter::once("all").chain(agents::ids())))]
    agent: String,
    /// Only transcripts changed in the last DAYS days.
    #[arg(long, value_name = "DAYS")]
    since: Option<u64>,
    /// Look for transcripts under DIR instead of your home.
    #[arg(long, value_name = "DIR")]
    home: Option<PathBuf>,
    /// Print the report as JSON (no progress bar).
    #[arg(long)]
    json: bool,
}

#[derive(Debug, Args)]
pub struct WatchArgs {
    /// `all`, or one agent.
    #[arg(long, default_value = "all", value_parser = PossibleValuesParser::new(std::iter::once("all").chain(agents::ids())))]
    agent: String,
    /// Follow the transcripts under DIR instead of your home.
    #[arg(long, value_name = "DIR")]
    home: Option<PathBuf>,
    /// The least time between two scans, and how often databases are polled.
    #[arg(long, value_name = "SECONDS", default_value_t = 5, value_parser = clap::value_parser!(u64).range(1..=3600))]
    interval: u64,
    /// How long the transcripts must be quiet after a change before they are scanned.
    #[arg(long, value_name = "MS", default_value_t = 1000, value_parser = clap::value_parser!(u64).range(0..=60_000))]
    settle_ms: u64,
    /// Harvest only flags from the last DAYS days.
    #[arg(long, value_name = "DAYS", default_value_t = 30)]
    since_days: u64,
    /// Leave out candidates below this severity (1..3).
    #[arg(long, default_value_t = 2)]
    min_severity: u8,
    /// One scan and harvest, then stop (for cron, or to catch up).
    #[arg(long)]
    once: bool,
}

#[derive(Debug, Args)]
pub struct ListArgs {
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
}

#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct FlagsArgs {
    #[command(subcommand)]
    mark: Option<FlagsCommand>,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
    /// Per rule, how many flags you marked right and wrong, and the precision that makes.
    #[arg(long)]
    precision: bool,
}

#[derive(Debug, clap::Subcommand)]
pub enum FlagsCommand {
    /// Mark a flag a real mistake (`right`) or a false positive (`wrong`): a flag marked wrong
    /// never becomes a candidate again.
    Mark {
        /// The flag's id (`agent-trace flags` lists them).
        id: String,
        /// `right`: a real mistake; `wrong`: a false positive.
        #[arg(value_enum)]
        verdict: MarkArg,
        /// Why, in a few words.
        #[arg(long)]
        note: Option<String>,
    },
}

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum MarkArg {
    Right,
    Wrong,
}

fn data_dir() -> Result<PathBuf, Failure> {
    Ok(home::data_dir().map_err(lessons::Error::from)?)
}

/// Every agent's transcripts under `home`, as `agent-trace scan` does (init's backfill).
pub fn scan_home(home: &Path, cwd: &Path) -> Result<(), Failure> {
    scan(ScanArgs { agent: "all".into(), since: None, home: Some(home.to_path_buf()), json: false }, cwd)
}

fn agents(agent: &str) -> Vec<&'static dyn Adapter> {
    if agent == "all" { agents::ALL.to_vec() } else { agents::by_id(agent).into_iter().collect() }
}

fn home_of(arg: Option<PathBuf>, cwd: &Path) -> Result<PathBuf, Failure> {
    Ok(match arg {
        Some(dir) => cwd.join(dir),
        None => PathBuf::from(
            crate::files::env::var_os(crate::files::env::HOME).ok_or_else(|| Failure::usage("HOME is not set"))?,
        ),
    })
}

/// Runs until SIGTERM or SIGINT (or one pass with `--once`); each pass is one line on stderr,
/// which is where a service manager's log reads it.
pub fn watch(args: WatchArgs, cwd: &Path) -> Result<(), Failure> {
    let options = crate::systems::watch::Options {
        home: home_of(args.home, cwd)?,
        data_dir: data_dir()?,
        agents: agents(&args.agent),
        interval: std::time::Duration::from_secs(args.interval),
        settle: std::time::Duration::from_millis(args.settle_ms),
        since_days: args.since_days,
        min_severity: args.min_severity,
        once: args.once,
    };
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    for signal in [signal_hook::consts::SIGTERM, signal_hook::consts::SIGINT] {
        signal_hook::flag::register(signal, std::sync::Arc::clone(&stop))?;
    }
    if !args.once {
        eprintln!("agent-trace watch: following the transcripts under {} (stop with SIGTERM)", options.home.display());
    }
    let mut log = |line: &str| eprintln!("agent-trace watch: {}", printable(line));
    crate::systems::watch::run(&options, &stop, &mut log).map_err(Failure::from)?;
    if !args.once {
        eprintln!("agent-trace watch: stopped");
    }
    Ok(())
}

pub fn scan(args: ScanArgs, cwd: &Path) -> Result<(), Failure> {
    let agents = agents(&args.agent);
    let home = home_of(args.home, cwd)?;
    let now = clock::now().map_err(lessons::Error::from)?;
    let since_ms = args.since.map(|days| (now.as_seconds() - days as i64 * 86_400) * 1000);
    let bar = if args.json { ProgressBar::hidden() } else { ProgressBar::new(0) };
    bar.set_style(ProgressStyle::with_template("{bar:30} {pos}/{len} {wide_msg}").expect("a valid template"));
    let progress = |done: usize, total: usize, path: &Path| {
        if super::is_verbose() && !path.as_os_str().is_empty() {
            bar.suspend(|| eprintln!("read {}", printable(&path.display().to_string())));
        }
        bar.set_length(total as u64);
        bar.set_position(done as u64);
        bar.set_message(path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default());
    };
    let report = scan::scan(&data_dir()?, &home, &agents, since_ms, &progress)?;
    bar.finish_and_clear();
    if args.json {
        outln!("{}", serde_json::to_string_pretty(&report).expect("serializes"));
        return Ok(());
    }
    for path in &report.without_turns {
        eprintln!(
            "warning: {}: not empty, but no turn was read from it (a format this version does not know?)",
            crate::model::text::printable(&path.display().to_string())
        );
    }
    outln!(
        "{}: {} parsed, {} read on from where they grew, {} unchanged, {} failed; {}, {}",
        crate::model::text::count(report.files, "transcript"),
        report.parsed,
        report.resumed,
        report.unchanged,
        report.failed,
        crate::model::text::count(report.sessions, "session"),
        crate::model::text::count(report.verdicts, "flag")
    );
    Ok(())
}

pub fn sessions(args: ListArgs) -> Result<(), Failure> {
    let sessions = scan::load_sessions(&data_dir()?)?;
    if args.json {
        let rows: Vec<_> = sessions
            .iter()
            .map(|s| {
                let calls: Vec<_> = s.turns.iter().flat_map(|t| &t.tool_calls).collect();
                serde_json::json!({
                    "agent": s.agent, "id": s.id, "source": s.source, "cwd": s.cwd,
                    "started_ms": s.started_ms, "ended_ms": s.ended_ms, "turns": s.turns.len(),
                    "tool_calls": calls.len(), "errors": calls.iter().filter(|c| c.is_error).count(),
                    "tokens": s.tokens, "unknown_records": s.unknown_records, "bad_lines": s.bad_lines,
                    "parent": s.parent,
                    "resume": agents::by_id(&s.agent).and_then(|a| a.resume_command(s.parent.as_deref().unwrap_or(&s.id))),
                })
            })
            .collect();
        outln!("{}", serde_json::to_string_pretty(&rows).expect("serializes"));
        return Ok(());
    }
    outln!("{:<12} {:<38} {:>5} {:>6} {:>6} {:>10}", "AGENT", "SESSION", "TURNS", "CALLS", "ERRORS", "TOKENS");
    for s in &sessions {
        let calls: Vec<_> = s.turns.iter().flat_map(|t| &t.tool_calls).collect();
        let errors = calls.iter().filter(|c| c.is_error).count();
        outln!(
            "{:<12} {:<38} {:>5} {:>6} {:>6} {:>10}",
            s.agent,
            printable(&s.id),
            s.turns.len(),
            calls.len(),
            errors,
            s.tokens.total()
        );
    }
    Ok(())
}

pub fn flags(args: FlagsArgs) -> Result<(), Failure> {
    use crate::systems::learn::marks::{Mark, Marks};
    let data = data_dir()?;
    let verdicts = scan::load_verdicts(&data);
    let mut marks = Marks::load(&data);
    if let Some(FlagsCommand::Mark { id, verdict, note }) = args.mark {
        let flag = verdicts.iter().find(|v| v.id() == id).ok_or_else(|| {
            Failure::usage(format!("no flag {id:?} in the last scan"))
                .hinted("`agent-trace flags` lists them with their ids")
        })?;
        let at = crate::files::clock::now().map_err(lessons::Error::from)?;
        let right = matches!(verdict, MarkArg::Right);
        marks.by_id.insert(id.clone(), Mark { right, note, at, rule: flag.rule.clone() });
        marks.save(&data)?;
        outln!(
            "marked {id} ({}) {}",
            flag.rule,
            if right { "right" } else { "wrong: it will not be proposed as a lesson" }
        );
        return Ok(());
    }
    if args.precision {
        let tally = marks.per_rule();
        if args.json {
            let rows: Vec<serde_json::Value> = tally
                .iter()
                .map(|(rule, (right, wrong))| {
                    serde_json::json!({"rule": rule, "right": right, "wrong": wrong,
                    "precision": *right as f64 / (right + wrong).max(1) as f64})
                })
                .collect();
            outln!("{}", serde_json::to_string_pretty(&rows).expect("serializes"));
            return Ok(());
        }
        for (rule, (right, wrong)) in &tally {
            let precision = *right as f64 / (right + wrong) as f64;
            outln!("{rule:<18} {right} right, {wrong} wrong: precision {precision:.2}");
        }
        if tally.is_empty() {
            outln!("no marks yet: `agent-trace flags mark ID right|wrong`");
        }
        return Ok(());
    }
    if args.json {
        let rows: Vec<serde_json::Value> = verdicts
            .iter()
            .map(|v| {
                let mut row = serde_json::to_value(v).expect("serializes");
                row["id"] = v.id().into();
                if let Some(mark) = marks.by_id.get(&v.id()) {
                    row["mark"] = serde_json::to_value(mark).expect("serializes");
                }
                row
            })
            .collect();
        outln!("{}", serde_json::to_string_pretty(&rows).expect("serializes"));
        return Ok(());
    }
    for v in &verdicts {
        let turn = v.turn.map(|t| format!(" turn {t}")).unwrap_or_default();
        let mark = match marks.by_id.get(&v.id()) {
            Some(m) if m.right => " [right]",
            Some(_) => " [wrong]",
            None => "",
        };
        outln!(
            "{} {:<18} {} {}{turn}{mark}: {}",
            v.id(),
            v.rule,
            v.agent,
            printable(&v.session),
            printable(&v.message)
        );
    }
    if verdicts.is_empty() {
        match scan::load_sessions(&data)?.len() {
            0 => outln!("no flags (run `agent-trace scan` first)"),
            n => outln!("no flags in the {} scanned", crate::model::text::count(n, "session")),
        }
    }
    Ok(())
}
