//! `agent-trace scan`: finds the agents' transcripts, parses what changed, and keeps the parsed
//! sessions and their verdicts in the private store (`$AGENT_TRACE_HOME/scan/`).
//!
//! Incremental: a file whose size and mtime are unchanged is skipped; a file that only grew is
//! read on from its last offset; anything else is parsed again.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::Session;
use super::store::{self, PackReader, PackWriter, SessionRef};
use crate::adapters::Adapter;
use crate::files::{DirLock, files_under, write_private};
use crate::rules::{self, Baseline, Verdict};

/// The index's layout; an index of another is dropped, and every transcript read again.
const INDEX_VERSION: u32 = 2;

#[derive(Debug, Default, Serialize, Deserialize)]
struct Index {
    #[serde(default)]
    version: u32,
    files: BTreeMap<PathBuf, Entry>,
    /// The number the next scan's pack gets.
    #[serde(default)]
    next_pack: u64,
}

impl Index {
    fn load(dir: &Path) -> Index {
        let index: Option<Index> =
            fs_err::read(dir.join("index.json")).ok().and_then(|b| serde_json::from_slice(&b).ok());
        index.filter(|i| i.version == INDEX_VERSION).unwrap_or(Index { version: INDEX_VERSION, ..Index::default() })
    }

    /// Compact: one entry a transcript, and tens of thousands of transcripts are no rarity.
    fn write(&self, path: &Path) -> std::io::Result<()> {
        crate::files::write_private_streamed(path, |out| serde_json::to_writer(out, self).map_err(std::io::Error::from))
    }

    fn refs(&self) -> impl Iterator<Item = &SessionRef> {
        self.files.values().flat_map(|e| &e.sessions)
    }
}

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
fn migrate_v1(dir: &Path, index: &mut Index, writer: &PackWriter) -> bool {
    let Some(old) = fs_err::read(dir.join("index.json")).ok().and_then(|b| serde_json::from_slice::<IndexV1>(&b).ok())
    else {
        return false;
    };
    for (path, entry) in old.files {
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
            let moved = Entry {
                agent: entry.agent.into(),
                len: entry.len,
                mtime_ns: entry.mtime_ns,
                sessions,
                agent_ms: entry.agent_ms,
                judged: None,
            };
            index.files.insert(path, moved);
        }
    }
    true
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Entry {
    /// Borrowed from the registry where this scan parsed the file: no allocation of its own.
    agent: std::borrow::Cow<'static, str>,
    len: u64,
    mtime_ns: i128,
    /// The parsed sessions, in the packs.
    sessions: Vec<SessionRef>,
    /// Agent time of every turn, for the slow_turn baseline without loading the sessions.
    #[serde(default)]
    agent_ms: Vec<i64>,
    /// The sessions' verdicts but for the baseline, where this scan parsed them: judged while
    /// they were in memory, so they are not read back from the packs.
    #[serde(skip)]
    judged: Option<Vec<rules::Judged>>,
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
fn stamp(path: &Path) -> Option<(u64, i128)> {
    if path.is_dir() {
        let files = files_under(path, |_| true);
        let newest = files.iter().filter_map(|f| stamp(f)).map(|(_, m)| m).max().unwrap_or(0);
        return Some((files.len() as u64, newest));
    }
    let meta = fs_err::metadata(path).ok()?;
    let mtime = meta.modified().ok()?.duration_since(std::time::UNIX_EPOCH).ok()?.as_nanos() as i128;
    Some((meta.len(), mtime))
}

/// Scans the transcripts of `agents` under `home`; `since_ms` leaves out files older than it.
/// `progress` is told each file as it is done.
pub fn scan(
    data_dir: &Path,
    home: &Path,
    agents: &[&'static dyn Adapter],
    since_ms: Option<i64>,
    progress: &(dyn Fn(usize, usize, &Path) + Sync),
) -> std::io::Result<Report> {
    let dir = scan_dir(data_dir);
    let packs_dir = store::packs_dir(&dir);
    crate::files::create_private_dir_all(&packs_dir)?;
    let _lock = DirLock::acquire(&dir)?;
    let index_path = dir.join("index.json");
    let mut index = Index::load(&dir);
    let reader = PackReader::new(&packs_dir);
    let writer = PackWriter::after(&packs_dir, index.next_pack, index.refs().map(|r| r.pack))?;
    let migrated = index.files.is_empty() && migrate_v1(&dir, &mut index, &writer);
    let mut work: Vec<(&'static dyn Adapter, PathBuf)> = Vec::new();
    for agent in agents {
        for path in agent.transcripts(home) {
            let recent = since_ms.is_none_or(|since| stamp(&path).is_some_and(|(_, m)| m / 1_000_000 >= since as i128));
            // The index is JSON: a path that is not UTF-8 cannot be kept in it.
            if recent && path.to_str().is_some() {
                work.push((*agent, path));
            }
        }
    }
    let total = work.len();
    let mut report = Report { files: total, ..Report::default() };
    // Decide what each file needs, then parse the changed ones on every core (files are
    // independent), then write the results in file order.
    let mut jobs = Vec::new();
    for (agent, path) in work {
        let Some((len, mtime_ns)) = stamp(&path) else { continue };
        let previous = index.files.get(&path);
        if previous.is_some_and(|p| p.len == len && p.mtime_ns == mtime_ns) {
            report.unchanged += 1;
            continue;
        }
        // Boxed: tens of thousands of jobs wait at once, nearly all without one.
        let previous = previous.cloned().map(Box::new);
        jobs.push(Job { agent, path, len, mtime_ns, previous });
    }
    let skipped = report.unchanged;
    let stores = Stores { writer: &writer, reader: &reader };
    let results = parse_in_parallel(jobs, stores, &|done, path| progress(skipped + done, total, path));
    let changed = !results.is_empty() || migrated;
    for (job, result) in results {
        match result {
            Some(Ok(Stored { sessions, agent_ms, judged })) => {
                if agent_ms.is_empty() && job.len > 0 && job.first_seen {
                    report.without_turns.push(job.path.clone());
                }
                let entry = Entry {
                    agent: job.agent.id().into(),
                    len: job.len,
                    mtime_ns: job.mtime_ns,
                    sessions,
                    agent_ms,
                    judged: Some(judged),
                };
                index.files.insert(job.path, entry);
                if job.resumed { report.resumed += 1 } else { report.parsed += 1 }
            }
            Some(Err(_)) => report.failed += 1,
            None => {}
        }
    }
    progress(total, total, Path::new(""));
    if changed {
        let moved = store::compact(index.files.values_mut().flat_map(|e| e.sessions.iter_mut()), &writer);
        index.next_pack = writer.number().saturating_add(1);
        // Sessions moved here (by compaction, or from the earlier layout) may be the only copy
        // (a deleted transcript's): flushed before the index names them and the old packs go.
        // What was just parsed is read again from its transcript if a crash loses it.
        if moved || migrated {
            writer.sync()?;
        }
    }
    index.write(&index_path)?;
    store::remove_unreferenced(&dir, index.refs());
    let verdicts_path = dir.join("verdicts.jsonl");
    report.sessions = index.refs().count();
    if !changed && verdicts_path.exists() {
        // Nothing changed: the verdicts of the last scan stand.
        report.verdicts = load_verdicts(data_dir).len();
        return Ok(report);
    }
    // One session per core in memory at a time: the baseline comes from the index.
    let baseline = Baseline::from_agent_ms(index.files.values().flat_map(|e| e.agent_ms.iter().copied()).collect());
    let (verdicts, lost) = judge_in_parallel(&mut index, &reader, baseline);
    let mut bytes = Vec::new();
    for verdict in &verdicts {
        serde_json::to_writer(&mut bytes, verdict).expect("a verdict serializes");
        bytes.push(b'\n');
    }
    report.verdicts = verdicts.len();
    // Packs are written unflushed: a transcript one of whose sessions a crash cut is dropped
    // from the index, so the next scan reads it again instead of missing it for good.
    if !lost.is_empty() {
        for transcript in &lost {
            index.files.remove(transcript);
        }
        index.write(&index_path)?;
    }
    write_private(&verdicts_path, &bytes)?;
    Ok(report)
}

/// The verdicts of every kept session in index order: those parsed now as they were judged then,
/// the others read from their packs and judged on every core; and the transcripts one of whose
/// sessions could not be read (none of their verdicts stand).
fn judge_in_parallel(index: &mut Index, reader: &PackReader, baseline: Baseline) -> (Vec<Verdict>, Vec<PathBuf>) {
    use rayon::prelude::*;
    enum Source<'a> {
        Judged(rules::Judged),
        Pack(&'a SessionRef),
    }
    let mut work: Vec<(&PathBuf, Source)> = Vec::new();
    for (path, entry) in &mut index.files {
        match entry.judged.take() {
            Some(judged) => work.extend(judged.into_iter().map(|j| (path, Source::Judged(j)))),
            None => work.extend(entry.sessions.iter().map(|r| (path, Source::Pack(r)))),
        }
    }
    let judged: Vec<(&PathBuf, std::io::Result<Option<Vec<Verdict>>>)> = work
        .into_par_iter()
        .map(|(transcript, source)| {
            let judged = match source {
                Source::Judged(judged) => Ok(Some(judged.resolve(baseline))),
                Source::Pack(r) => reader.read_session(r).map(|s| s.map(|session| rules::evaluate(&session, baseline))),
            };
            (transcript, judged)
        })
        .collect();
    // A session that could not be read now (too many open files) is not lost: its transcript
    // keeps its place, and only its verdicts wait for the next scan.
    let mut lost: Vec<PathBuf> =
        judged.iter().filter(|(_, v)| matches!(v, Ok(None))).map(|(t, _)| (*t).clone()).collect();
    lost.dedup();
    let verdicts = judged
        .into_iter()
        .filter(|(t, _)| !lost.contains(t))
        .flat_map(|(_, v)| v.ok().flatten().unwrap_or_default())
        .collect();
    (verdicts, lost)
}

struct Job {
    agent: &'static dyn Adapter,
    path: PathBuf,
    len: u64,
    mtime_ns: i128,
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
    mtime_ns: i128,
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
        stored.agent_ms.extend(session.turns.iter().map(|t| t.latency.agent_ms));
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

/// Parses the jobs on rayon's pool (as many threads as there are cores, the biggest files
/// interleaved with small ones by work stealing); results come back in job order.
fn parse_in_parallel(
    jobs: Vec<Job>,
    stores: Stores<'_>,
    progress: &(dyn Fn(usize, &Path) + Sync),
) -> Vec<(Done, Parsed)> {
    use rayon::prelude::*;
    let finished = std::sync::atomic::AtomicUsize::new(0);
    jobs.into_par_iter()
        .map(|job| {
            let (done, parsed) = parse_and_store(job, stores);
            progress(finished.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1, &done.path);
            (done, parsed)
        })
        .collect()
}

/// Every session the scans have kept, in the order of their files.
pub fn load_sessions(data_dir: &Path) -> std::io::Result<Vec<Session>> {
    sessions_where(data_dir, |_| true)
}

/// The kept sessions `keep` wants, read one at a time so only those stay in memory.
pub fn sessions_where(data_dir: &Path, keep: impl Fn(&Session) -> bool) -> std::io::Result<Vec<Session>> {
    let dir = scan_dir(data_dir);
    let index = Index::load(&dir);
    let reader = PackReader::new(&store::packs_dir(&dir));
    Ok(index.refs().filter_map(|r| reader.session(r)).filter(|s| keep(s)).collect())
}

/// The verdicts of the last scan.
pub fn load_verdicts(data_dir: &Path) -> Vec<Verdict> {
    fs_err::read_to_string(scan_dir(data_dir).join("verdicts.jsonl"))
        .map(|text| text.lines().filter_map(|l| serde_json::from_str(l).ok()).collect())
        .unwrap_or_default()
}
