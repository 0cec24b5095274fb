//! `agent-trace watch`: follows the agents' transcript stores and, when something changed,
//! scans it (incrementally: a file that grew is read on from where the last scan stopped),
//! flags it, and harvests the flags into candidate lessons (worded by your judge, if any), so
//! good lessons appear without anyone remembering a command.
//!
//! Folders of transcript files are followed by file events (inotify, FSEvents); databases are
//! polled, as their size and modification time (and their WAL's), and only ever opened
//! read-only by the parsers. Cost is bounded: events only mark the stores dirty (a channel of
//! one), a pass runs once the writes have settled and never more often than the interval, and a
//! pass holds one file's sessions at a time. SIGTERM or SIGINT ends the loop after the pass in
//! progress, whose every write is atomic anyway.

pub mod service;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use notify::Watcher as _;

use crate::agents::Adapter;
use crate::systems::learn::judge::Judge;
use crate::systems::lessons::store::Store;
use crate::systems::transcripts::scan;

/// How a watch runs.
#[derive(Clone)]
pub struct Options {
    pub home: PathBuf,
    pub data_dir: PathBuf,
    pub agents: Vec<&'static dyn Adapter>,
    /// The least time between two passes, and how often databases are polled.
    pub interval: Duration,
    /// How long the stores must be quiet after a change before a pass (a transcript is written
    /// a line at a time).
    pub settle: Duration,
    /// Flags older than this many days are not harvested.
    pub since_days: u64,
    pub min_severity: u8,
    /// One pass, then stop.
    pub once: bool,
}

/// What one pass did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Pass {
    pub scan: scan::Report,
    pub harvest: Option<crate::systems::learn::harvest::HarvestReport>,
}

impl Pass {
    pub fn describe(&self) -> String {
        let s = &self.scan;
        let count = crate::model::text::count;
        let mut line = format!(
            "scanned {} ({} parsed, {} read on, {} failed): {}, {}",
            count(s.files, "file"),
            s.parsed,
            s.resumed,
            s.failed,
            count(s.sessions, "session"),
            count(s.verdicts, "flag")
        );
        if let Some(h) = &self.harvest {
            line.push_str(&format!(
                "; {} ({} new, {} drafted)",
                count(h.candidates, "candidate lesson"),
                h.new,
                h.drafted
            ));
        }
        line
    }
}

/// Why a watch could not start.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("could not follow file events: {0}")]
    Events(#[from] notify::Error),
    #[error(transparent)]
    Io(#[from] std::io::Error),
    #[error(transparent)]
    Config(#[from] crate::files::config::Error),
}

impl crate::model::hint::Hint for Error {
    fn hint(&self) -> Option<String> {
        match self {
            Error::Events(_) => {
                Some("`agent-trace watch --once` scans without following events (from cron, say)".into())
            }
            Error::Io(e) => e.hint(),
            Error::Config(e) => e.hint(),
        }
    }
}

/// Watches until `stop` is set (or after one pass with `once`); `log` is told each pass and
/// anything that went wrong, which never stops the watch.
pub fn run(options: &Options, stop: &AtomicBool, log: &mut dyn FnMut(&str)) -> Result<(), Error> {
    // A bad judge setting is yours to fix before the watch starts, not a silent template.
    let judge = Judge::configured(&options.data_dir)?;
    let (tx, rx) = mpsc::sync_channel::<()>(1);
    let mut watcher = notify::recommended_watcher(move |event: notify::Result<notify::Event>| {
        // Opening or reading a file (our own scans do) is not a change.
        if event.is_ok_and(|e| !matches!(e.kind, notify::EventKind::Access(_))) {
            let _ = tx.try_send(());
        }
    })?;
    let mut followed: BTreeSet<PathBuf> = BTreeSet::new();
    let mut unfollowable: BTreeSet<PathBuf> = BTreeSet::new();
    let mut polled: BTreeMap<PathBuf, Option<Stamp>> = BTreeMap::new();
    let mut dirty_since: Option<Instant> = Some(Instant::now()); // the first pass catches up
    let mut last_change = Instant::now() - options.settle;
    let mut last_pass: Option<Instant> = None;
    let mut last_poll: Option<Instant> = None;
    let tick = options.settle.min(Duration::from_millis(250));
    // What the shared sources' sync said already: each failure is told once.
    let mut told: BTreeSet<String> = BTreeSet::new();
    while !stop.load(Ordering::SeqCst) {
        if last_poll.is_none_or(|t| t.elapsed() >= options.interval) {
            last_poll = Some(Instant::now());
            sync_sources(&options.data_dir, &mut told, log);
            let (folders, databases) = roots(options);
            // A folder removed since is followed again once it is back.
            followed.retain(|f| f.is_dir());
            for folder in folders {
                if !folder.is_dir() || followed.contains(&folder) {
                    continue;
                }
                match watcher.watch(&folder, notify::RecursiveMode::Recursive) {
                    Ok(()) => {
                        followed.insert(folder);
                        dirty_since.get_or_insert_with(Instant::now);
                    }
                    Err(e) => {
                        // Out of inotify watches, say: that folder is scanned every interval instead.
                        if unfollowable.insert(folder.clone()) {
                            log(&format!(
                                "{}: {e}; scanning it every {:?} instead",
                                folder.display(),
                                options.interval
                            ));
                        }
                    }
                }
            }
            for database in databases {
                let now = stamp(&database);
                if polled.insert(database, now).is_none_or(|before| before != now) {
                    dirty_since.get_or_insert_with(Instant::now);
                }
            }
            if !unfollowable.is_empty() {
                dirty_since.get_or_insert_with(Instant::now);
            }
        }
        match rx.recv_timeout(tick) {
            Ok(()) => {
                last_change = Instant::now();
                dirty_since.get_or_insert(last_change);
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => return Ok(()),
        }
        let Some(since) = dirty_since else { continue };
        let settled = last_change.elapsed() >= options.settle;
        // A file written without pause for long still gets scanned, at the interval.
        let overdue = since.elapsed() >= options.interval * 4;
        let rested = last_pass.is_none_or(|t| t.elapsed() >= options.interval);
        if (settled || overdue) && rested {
            dirty_since = None;
            last_pass = Some(Instant::now());
            match pass(options, judge.as_ref()) {
                Ok(done) => log(&done.describe()),
                Err(e) => log(&format!("pass failed: {e}")),
            }
            if options.once {
                return Ok(());
            }
        }
    }
    Ok(())
}

/// The folders to follow and the databases to poll, of every watched agent.
fn roots(options: &Options) -> (Vec<PathBuf>, Vec<PathBuf>) {
    let (mut folders, mut databases) = (Vec::new(), Vec::new());
    for root in options.agents.iter().flat_map(|a| a.transcript_roots(&options.home)) {
        let is_database = root.extension().is_some_and(|x| x == "db" || x == "sqlite");
        if is_database { databases.push(root) } else { folders.push(root) }
    }
    (folders, databases)
}

/// Size and modification time of a database and its write-ahead log.
type Stamp = [(u64, Option<std::time::SystemTime>); 2];

fn stamp(database: &Path) -> Option<Stamp> {
    let of = |path: &Path| fs_err::metadata(path).ok().map(|m| (m.len(), m.modified().ok()));
    let mut wal = database.as_os_str().to_owned();
    wal.push("-wal");
    Some([of(database)?, of(Path::new(&wal)).unwrap_or_default()])
}

/// The shared lessons of each trusted repository whose lock applies, fetched where the cache
/// lacks them (a pull or checkout without the git hooks init writes); no network where the cache
/// has them.
fn sync_sources(data_dir: &Path, told: &mut BTreeSet<String>, log: &mut dyn FnMut(&str)) {
    let Ok(list) = crate::files::trust::TrustList::load(&data_dir.join("trust.json")) else { return };
    for repo in &list.repos {
        let Ok(Some(project)) = crate::files::project::Project::find(&repo.path) else { continue };
        if !project.sources_path().exists() {
            continue;
        }
        let here = crate::files::trust::here(Some(data_dir), project.root(), &|_| {});
        if !here.trusted().is_some_and(|t| t.live().lock) {
            continue;
        }
        let said: Vec<String> = match crate::systems::sources::sync(&project, data_dir) {
            Ok(synced) => synced
                .fetched
                .iter()
                .map(|label| format!("fetched the shared lessons of {label}"))
                .chain(synced.failed.iter().map(|e| format!("shared lessons of {}: {e}", project.root().display())))
                .collect(),
            Err(e) => vec![format!("shared lessons of {}: {e}", project.root().display())],
        };
        for line in said {
            if told.insert(line.clone()) {
                log(&line);
            }
        }
    }
}

/// One scan, and a harvest when the scan found anything new.
pub fn pass(options: &Options, judge: Option<&Judge>) -> Result<Pass, crate::systems::lessons::Error> {
    let report = scan::scan(&options.data_dir, &options.home, &options.agents, None, &|_, _, _| {})?;
    let changed = report.parsed + report.resumed > 0;
    let harvest = if changed && report.verdicts > 0 {
        let now = crate::files::clock::now()?;
        let verdicts =
            crate::systems::learn::recent_verdicts(&options.data_dir, now.as_seconds() * 1000, options.since_days);
        Some(crate::systems::learn::harvest(
            &options.data_dir,
            &verdicts,
            options.min_severity,
            &[Store::global()?],
            judge,
        )?)
    } else {
        None
    };
    Ok(Pass { scan: report, harvest })
}
