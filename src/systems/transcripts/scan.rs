//! `agent-trace scan`: finds the agents' transcripts, parses what changed, and keeps the parsed
//! sessions and their verdicts in the private store (`$AGENT_TRACE_HOME/scan/`).
//!
//! Incremental: a file whose size and mtime are unchanged is skipped; a file that only grew is
//! read on from its last offset; anything else is parsed again.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::Relaxed};

use serde::{Deserialize, Serialize};

use super::Session;
use super::index::{self, Entry, Index, Row};
use super::store::{self, PackReader, PackWriter, SessionRef};
use crate::agents::Adapter;
use crate::files::{DirLock, FilesUnder};
use crate::systems::rules::{self, Baseline, Verdict};

/// The index of the layout before packs (a file a session under `scan/sessions/`), read once so
/// its sessions move into a pack: for a transcript the agent has since deleted, they are the only
/// copy left.
#[derive(Deserialize)]
struct IndexV1 {
    files: BTreeMap<PathBuf, EntryV1>,
}

#[derive(Deserialize)]
struct EntryV1 {
    agent: String,
    len: u64,
    mtime_ns: i128,
    session_files: Vec<String>,
    #[serde(default)]
    agent_ms: Vec<i64>,
}

/// Moves the sessions of an index of the earlier layout into `writer`'s pack; a transcript one of
/// whose sessions does not read is left out (and read again, where it still exists). Whether
/// there was such an index.
fn migrate_v1(dir: &Path, index: &Index, writer: &PackWriter) -> std::io::Result<bool> {
    let Some(old) = fs_err::read(dir.join("index.json")).ok().and_then(|b| serde_json::from_slice::<IndexV1>(&b).ok())
    else {
        return Ok(false);
    };
    for (path, entry) in old.files {
        let Some(path) = path.to_str() else { continue };
        let sessions: Option<Vec<SessionRef>> = entry
            .session_files
            .iter()
            .map(|file| {
                let bytes = fs_err::read(dir.join("sessions").join(file)).ok()?;
                let session: Session = serde_json::from_slice(&bytes).ok()?;
                writer.append_session(&session).ok()
            })
            .collect();
        if let Some(sessions) = sessions {
            let mtime_ns = i64::try_from(entry.mtime_ns).unwrap_or(i64::MAX);
            let moved = Entry { agent: entry.agent, len: entry.len, mtime_ns, sessions, agent_ms: entry.agent_ms };
            index.put(path, &moved, None)?;
        }
    }
    Ok(true)
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Report {
    pub files: usize,
    pub parsed: usize,
    pub resumed: usize,
    pub unchanged: usize,
    pub failed: usize,
    pub sessions: usize,
    pub verdicts: usize,
    /// Files that hold bytes but gave no turn: a format the parser does not know, never a success.
    pub without_turns: Vec<PathBuf>,
}

pub fn scan_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("scan")
}

/// Size and mtime; for a directory of JSON files (OpenCode's older storage), the number of files
/// and the newest mtime among them.
fn stamp(path: &Path) -> Option<(u64, i64)> {
    let mtime = |meta: std::fs::Metadata| -> Option<i64> {
        let ns = meta.modified().ok()?.duration_since(std::time::UNIX_EPOCH).ok()?.as_nanos();
        Some(i64::try_from(ns).unwrap_or(i64::MAX))
    };
    let meta = fs_err::metadata(path).ok()?;
    if meta.is_dir() {
        let (mut files, mut newest) = (0, 0);
        for file in FilesUnder::new(path, |_| true) {
            files += 1;
            newest = fs_err::metadata(&file).ok().and_then(mtime).unwrap_or(0).max(newest);
        }
        return Some((files, newest));
    }
    Some((meta.len(), mtime(meta)?))
}

/// The bytes of the sessions the index names in each pack, newline included.
fn live_bytes(index: &Index) -> std::io::Result<BTreeMap<u64, u64>> {
    let mut live: BTreeMap<u64, u64> = BTreeMap::new();
    index.each_page(None, &mut |rows| {
        for r in rows.iter().flat_map(|row| row.sessions.iter().flatten()) {
            let bytes = live.entry(r.pack).or_default();
            *bytes = bytes.saturating_add(r.len.saturating_add(1));
        }
        Ok(())
    })?;
    Ok(live)
}

/// What the scan does with one transcript it found.
enum Found {
    /// Left out: older than `--since`, gone since it was found, or a path the index cannot key
    /// (not UTF-8).
    Left,
    Unchanged,
    Changed(Job),
}

fn examine(
    index: &Mutex<Index>,
    agent: &'static dyn Adapter,
    path: &Path,
    since_ms: Option<i64>,
) -> std::io::Result<Found> {
    let Some(key) = path.to_str() else { return Ok(Found::Left) };
    // Gone (or unreadable) since it was found.
    let Some((len, mtime_ns)) = stamp(path) else { return Ok(Found::Left) };
    if since_ms.is_some_and(|since| mtime_ns / 1_000_000 < since) {
        return Ok(Found::Left);
    }
    let index = lock(index);
    if index.stamp(key)? == Some((len, mtime_ns)) {
        return Ok(Found::Unchanged);
    }
    // Boxed: jobs wait in rayon's queues, nearly all without one.
    let previous = index.entry(key)?.map(Box::new);
    Ok(Found::Changed(Job { agent, path: path.to_path_buf(), len, mtime_ns, previous }))
}

/// Scans the transcripts of `agents` under `home`; `since_ms` leaves out files older than it.
/// `progress` is told each file as it is done, with the number found so far.
///
/// Memory does not grow with the transcripts: they are found, parsed (on every core) and written
/// to the index as the walk goes, and the verdicts are made and written a page of the index at a
/// time.
pub fn scan(
    data_dir: &Path,
    home: &Path,
    agents: &[&'static dyn Adapter],
    since_ms: Option<i64>,
    progress: &(dyn Fn(usize, usize, &Path) + Sync),
) -> std::io::Result<Report> {
    use rayon::prelude::*;
    let dir = scan_dir(data_dir);
    let packs_dir = store::packs_dir(&dir);
    crate::files::create_private_dir_all(&packs_dir)?;
    let _lock = DirLock::acquire(&dir)?;
    let index = Index::open(&dir)?;
    let reader = PackReader::new(&packs_dir);
    let named_before = live_bytes(&index)?;
    let writer = PackWriter::after(&packs_dir, index.next_pack()?, named_before.keys().copied())?;
    let this_scan = writer.number();
    // One transaction: a scan cut short leaves the index as the last scan left it.
    index.begin()?;
    let migrated = index.is_empty()? && (index.import_json(&dir)? || migrate_v1(&dir, &index, &writer)?);
    let index = Mutex::new(index);
    let report = Mutex::new(Report::default());
    let (found, done, changed) = (AtomicUsize::new(0), AtomicUsize::new(0), AtomicBool::new(migrated));
    let tick = |path: &Path| progress(done.fetch_add(1, Relaxed) + 1, found.load(Relaxed), path);
    let stores = Stores { writer: &writer, reader: &reader };
    let found_files = agents.iter().flat_map(|agent| agent.transcripts(home).map(move |path| (*agent, path)));
    // Files are independent: examined and parsed on every core as the walk finds them (the walk
    // itself is one thread's, so it does no more than find them).
    found_files.par_bridge().try_for_each(|(agent, path)| -> std::io::Result<()> {
        let found_now = examine(&index, agent, &path, since_ms);
        if !matches!(found_now, Ok(Found::Left)) {
            found.fetch_add(1, Relaxed);
        }
        let job = match found_now? {
            Found::Left => return Ok(()),
            Found::Unchanged => {
                lock(&report).unchanged += 1;
                tick(&path);
                return Ok(());
            }
            Found::Changed(job) => job,
        };
        changed.store(true, Relaxed);
        let (finished, parsed) = parse_and_store(job, stores);
        let key = finished.path.to_str().expect("only UTF-8 paths are parsed");
        match parsed {
            Some(Ok(Stored { sessions, agent_ms, judged })) => {
                let without_turns = agent_ms.is_empty() && finished.len > 0 && finished.first_seen;
                let entry = Entry {
                    agent: finished.agent.id().into(),
                    len: finished.len,
                    mtime_ns: finished.mtime_ns,
                    sessions,
                    agent_ms,
                };
                lock(&index).put(key, &entry, Some((&judged, this_scan)))?;
                let mut report = lock(&report);
                if without_turns {
                    report.without_turns.push(finished.path.clone());
                }
                if finished.resumed { report.resumed += 1 } else { report.parsed += 1 }
            }
            Some(Err(_)) => lock(&report).failed += 1,
            None => {}
        }
        tick(&finished.path);
        Ok(())
    })?;
    let index = index.into_inner().unwrap_or_else(|poisoned| poisoned.into_inner());
    let mut report = report.into_inner().unwrap_or_else(|poisoned| poisoned.into_inner());
    report.files = found.into_inner();
    report.without_turns.sort();
    progress(report.files, report.files, Path::new(""));
    let changed = changed.into_inner();
    if changed {
        let moved = compact(&index, &reader, &writer)?;
        index.set_next_pack(this_scan.saturating_add(1))?;
        // Sessions moved here (by compaction, or from the earlier layout) may be the only copy
        // (a deleted transcript's): flushed before the index names them and the old packs go.
        // What was just parsed is read again from its transcript if a crash loses it.
        if moved || migrated {
            writer.sync()?;
        }
    }
    index.commit()?;
    if migrated {
        index::remove_json_index(&dir);
    }
    // What a scan that changed nothing names is what it found.
    let named: BTreeSet<u64> =
        if changed { live_bytes(&index)?.into_keys().collect() } else { named_before.into_keys().collect() };
    store::remove_unreferenced(&dir, &named);
    report.sessions = index.session_count()?;
    let verdicts_path = dir.join("verdicts.jsonl");
    if !changed && verdicts_path.exists() {
        // Nothing changed: the verdicts of the last scan stand.
        report.verdicts = count_lines(&verdicts_path);
        return Ok(report);
    }
    let mut failure = None;
    let baseline = Baseline::from_passes(|each| {
        if let Err(e) = index.each_agent_ms(each) {
            failure.get_or_insert(e);
        }
    });
    if let Some(e) = failure {
        return Err(e);
    }
    let lost = write_verdicts(&index, &reader, baseline, this_scan, &verdicts_path, &mut report.verdicts)?;
    // Packs are written unflushed: a transcript one of whose sessions a crash cut is dropped
    // from the index, so the next scan reads it again instead of missing it for good.
    index.begin()?;
    for transcript in &lost {
        index.remove(transcript.to_str().unwrap_or_default())?;
    }
    index.forget_judged()?;
    index.commit()?;
    Ok(report)
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn count_lines(path: &Path) -> usize {
    fs_err::read(path).map(|bytes| memchr::memchr_iter(b'\n', &bytes).count()).unwrap_or(0)
}

/// Moves the live sessions of sparse packs (see [`store::sparse_packs`]) into `writer`'s pack,
/// rewriting the index's references. Whether it moved any.
fn compact(index: &Index, reader: &PackReader, writer: &PackWriter) -> std::io::Result<bool> {
    let sparse = store::sparse_packs(&live_bytes(index)?, writer);
    if sparse.is_empty() {
        return Ok(false);
    }
    let mut moved_any = false;
    index.each_page(None, &mut |rows| {
        for row in rows {
            let Some(mut sessions) = row.sessions else { continue };
            let mut moved = false;
            for session in sessions.iter_mut().filter(|r| sparse.contains(&r.pack)) {
                moved |= store::move_session(reader, writer, session);
            }
            if moved {
                index.set_sessions(&row.path, &sessions)?;
                moved_any = true;
            }
        }
        Ok(())
    })?;
    Ok(moved_any)
}

/// Writes the verdicts of every kept session in index order, a page at a time: those the scan
/// numbered `this_scan` parsed as they were judged then, the others read from their packs and
/// judged on every core. Returns the transcripts one of whose sessions could not be read (none of
/// their verdicts stand).
fn write_verdicts(
    index: &Index,
    reader: &PackReader,
    baseline: Baseline,
    this_scan: u64,
    path: &Path,
    written: &mut usize,
) -> std::io::Result<Vec<PathBuf>> {
    use rayon::prelude::*;
    let mut lost = Vec::new();
    crate::files::write_private_streamed(path, |out| {
        index.each_page(Some(this_scan), &mut |rows| {
            let judged: Vec<(PathBuf, Option<Vec<Verdict>>)> =
                rows.into_par_iter().map(|row| (row.path.clone(), verdicts_of(row, reader, baseline))).collect();
            for (transcript, verdicts) in judged {
                let Some(verdicts) = verdicts else {
                    lost.push(transcript);
                    continue;
                };
                for verdict in &verdicts {
                    serde_json::to_writer(&mut *out, verdict)?;
                    out.write_all(b"\n")?;
                }
                *written += verdicts.len();
            }
            Ok(())
        })
    })?;
    Ok(lost)
}

/// One transcript's verdicts; `None` where one of its sessions is lost. A session that could not
/// be read now (too many open files) is not lost: only its verdicts wait for the next scan.
fn verdicts_of(row: Row, reader: &PackReader, baseline: Baseline) -> Option<Vec<Verdict>> {
    let sessions = row.sessions?;
    if let Some(judged) = row.judged.filter(|j| j.len() == sessions.len()) {
        return Some(judged.into_iter().flat_map(|j| j.resolve(baseline)).collect());
    }
    let mut verdicts = Vec::new();
    for session in &sessions {
        match reader.read_session(session) {
            Ok(Some(session)) => verdicts.extend(rules::evaluate(&session, baseline)),
            Ok(None) => return None,
            Err(_) => {}
        }
    }
    Some(verdicts)
}

struct Job {
    agent: &'static dyn Adapter,
    path: PathBuf,
    len: u64,
    mtime_ns: i64,
    previous: Option<Box<Entry>>,
}

/// Where parsed sessions go, and where those of the last scan are read from.
#[derive(Clone, Copy)]
struct Stores<'a> {
    writer: &'a PackWriter,
    reader: &'a PackReader,
}

struct Done {
    agent: &'static dyn Adapter,
    path: PathBuf,
    len: u64,
    mtime_ns: i64,
    /// Whether no earlier scan had read this file.
    first_seen: bool,
    resumed: bool,
}

/// What a parse stored: its sessions, the agent time of every turn in them, and their verdicts
/// but for the baseline (one a session).
#[derive(Default)]
struct Stored {
    sessions: Vec<SessionRef>,
    agent_ms: Vec<i64>,
    judged: Vec<rules::Judged>,
}

type Parsed = Option<std::io::Result<Stored>>;

/// Parses one file and stores each session as it is read, so memory holds one session (a
/// database holds many).
fn parse_and_store(job: Job, stores: Stores<'_>) -> (Done, Parsed) {
    // A file that only grew is read on from its one session of the last scan (a file of many
    // sessions, a database, is read again whole), loaded here, one file's at a time.
    let earlier: Vec<Session> = job
        .previous
        .as_ref()
        .filter(|p| p.len < job.len && p.sessions.len() == 1)
        .map(|p| p.sessions.iter().filter_map(|r| stores.reader.session(r)).collect())
        .unwrap_or_default();
    let resumed = !earlier.is_empty();
    let mut stored = Stored::default();
    let parsed = super::parse_each(job.agent, &job.path, earlier, &mut |session| {
        stored.sessions.push(stores.writer.append_session(&session)?);
        stored.agent_ms.extend(session.turns.iter().map(crate::systems::rules::agent_ms_per_step));
        stored.judged.push(rules::judge(&session));
        Ok(())
    })
    .map(|result| result.map(|()| stored));
    (
        Done {
            agent: job.agent,
            path: job.path,
            len: job.len,
            mtime_ns: job.mtime_ns,
            first_seen: job.previous.is_none(),
            resumed,
        },
        parsed,
    )
}

/// Every session the scans have kept, in the order of their files.
pub fn load_sessions(data_dir: &Path) -> std::io::Result<Vec<Session>> {
    sessions_where(data_dir, |_| true)
}

/// The kept sessions `keep` wants, read one at a time so only those stay in memory.
pub fn sessions_where(data_dir: &Path, keep: impl Fn(&Session) -> bool) -> std::io::Result<Vec<Session>> {
    let mut sessions = Vec::new();
    each_session(data_dir, &mut |session| {
        if keep(&session) {
            sessions.push(session);
        }
    })?;
    Ok(sessions)
}

/// Hands every kept session to `each`, one at a time, in the order of their files.
pub fn each_session(data_dir: &Path, each: &mut dyn FnMut(Session)) -> std::io::Result<()> {
    let dir = scan_dir(data_dir);
    let reader = PackReader::new(&store::packs_dir(&dir));
    let mut take = |r: &SessionRef| {
        if let Some(session) = reader.session(r) {
            each(session);
        }
    };
    match Index::open_existing(&dir) {
        Some(index) => index.each_page(None, &mut |rows| {
            rows.iter().flat_map(|row| row.sessions.iter().flatten()).for_each(&mut take);
            Ok(())
        }),
        // Kept by a version before this one, until the next scan moves it.
        None => {
            index::json_index_sessions(&dir).iter().for_each(&mut take);
            Ok(())
        }
    }
}

/// The verdicts of the last scan.
pub fn load_verdicts(data_dir: &Path) -> Vec<Verdict> {
    fs_err::read_to_string(scan_dir(data_dir).join("verdicts.jsonl"))
        .map(|text| text.lines().filter_map(|l| serde_json::from_str(l).ok()).collect())
        .unwrap_or_default()
}
