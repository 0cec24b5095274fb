//! The scan's index (`scan/index.sqlite3`): for every transcript read, its size and mtime, where
//! its sessions are in the packs, and the agent time of its turns. On disk, read and written a
//! page at a time, so a scan's memory does not grow with the number of transcripts (an index in
//! memory took about 1 KB a transcript: 60 MiB for an OpenClaw home of 60,000 sessions).

use std::path::{Path, PathBuf};

use rusqlite::{Connection, OpenFlags, OptionalExtension, params};
use serde::Deserialize;

use super::store::SessionRef;
use crate::systems::rules::Judged;

/// The layout (`PRAGMA user_version`); an index of another is dropped, and every transcript read
/// again. 1 and 2 were `index.json`.
const LAYOUT: i64 = 3;
const FILE: &str = "index.sqlite3";
/// Rows a page: what a pass over the index holds at once.
pub const PAGE: usize = 256;

/// One transcript in the index.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Entry {
    pub agent: String,
    pub len: u64,
    pub mtime_ns: i64,
    /// Its parsed sessions, in the packs.
    pub sessions: Vec<SessionRef>,
    /// The agent time of every turn, for the slow_turn baseline without loading the sessions.
    pub agent_ms: Vec<i64>,
}

/// A row of a pass: the transcript, where its sessions are, and its sessions' verdicts but for
/// the baseline where the scan numbered `judged_in` judged them.
pub struct Row {
    pub path: PathBuf,
    /// `None`: the row is damaged, and its sessions count as lost.
    pub sessions: Option<Vec<SessionRef>>,
    pub judged: Option<Vec<Judged>>,
}

pub struct Index {
    connection: Connection,
}

/// Never a link, FIFO or device: SQLite would follow one or wait on it.
fn is_regular_or_missing(path: &Path) -> std::io::Result<bool> {
    match fs_err::symlink_metadata(path) {
        Ok(meta) => Ok(meta.file_type().is_file()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(true),
        Err(e) => Err(e),
    }
}

/// Whether opening failed on the file itself: not a database, damaged, or of another layout.
fn is_damage(e: &rusqlite::Error) -> bool {
    use rusqlite::ErrorCode::{DatabaseCorrupt, NotADatabase};
    match e {
        rusqlite::Error::SqliteFailure(failure, _) => matches!(failure.code, NotADatabase | DatabaseCorrupt),
        rusqlite::Error::InvalidQuery => true,
        _ => false,
    }
}

fn sql_error(path: &Path, e: rusqlite::Error) -> std::io::Error {
    std::io::Error::other(format!("{}: {e}", path.display()))
}

impl Index {
    /// Opens the index of the scan folder `dir` for a scan, creating it where there is none; an
    /// index that does not open as one (damaged, another layout) is dropped for a new one.
    pub fn open(dir: &Path) -> std::io::Result<Index> {
        let path = dir.join(FILE);
        if !is_regular_or_missing(&path)? {
            return Err(std::io::Error::other(format!(
                "{}: not a regular file (a link, a FIFO or a device); remove it to scan anew",
                path.display()
            )));
        }
        if !path.exists() {
            // Made private before SQLite makes it (its journals take the file's mode).
            crate::files::open_private_append(&path)?;
        }
        match Index::open_at(&path, true) {
            Err(e) if is_damage(&e) => {
                for suffix in ["", "-wal", "-shm"] {
                    let _ = fs_err::remove_file(dir.join(format!("{FILE}{suffix}")));
                }
                crate::files::open_private_append(&path)?;
                Index::open_at(&path, true).map_err(|e| sql_error(&path, e))
            }
            // Anything else (busy past the timeout, no permission) is not a reason to drop what
            // the index holds: the only copy of a deleted transcript's sessions.
            opened => opened.map_err(|e| sql_error(&path, e)),
        }
    }

    /// Opens the index for reading; `None` where no scan has written one (or it does not open).
    pub fn open_existing(dir: &Path) -> Option<Index> {
        let path = dir.join(FILE);
        let regular = is_regular_or_missing(&path).unwrap_or(false) && path.exists();
        regular.then(|| Index::open_at(&path, false).ok()).flatten()
    }

    fn open_at(path: &Path, create: bool) -> rusqlite::Result<Index> {
        let flags =
            OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX | OpenFlags::SQLITE_OPEN_NOFOLLOW;
        let connection = Connection::open_with_flags(path, flags)?;
        connection.busy_timeout(std::time::Duration::from_secs(5))?;
        // Readers never wait for a scan's writes, and a commit is not flushed to the disk: a crash
        // loses at most the last scan, whose transcripts are read again.
        connection.pragma_update(None, "journal_mode", "wal")?;
        connection.pragma_update(None, "synchronous", "normal")?;
        // A scan of tens of thousands of transcripts looks up and writes a row each: with
        // SQLite's default 2 MiB of cache, most of them read their pages from the file again
        // (0.83x the wall time on 60,000 small OpenClaw files, for 15 MiB more at most).
        connection.pragma_update(None, "cache_size", -16384)?;
        let layout: i64 = connection.query_row("PRAGMA user_version", [], |r| r.get(0))?;
        match layout {
            LAYOUT => {}
            0 if create => {
                connection.execute_batch(
                    "CREATE TABLE files (
                        path TEXT PRIMARY KEY NOT NULL,
                        agent TEXT NOT NULL,
                        len INTEGER NOT NULL,
                        mtime_ns INTEGER NOT NULL,
                        sessions BLOB NOT NULL,
                        agent_ms BLOB NOT NULL,
                        judged BLOB,
                        judged_in INTEGER
                    );
                    CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value INTEGER NOT NULL);
                    PRAGMA user_version = 3;",
                )?;
            }
            _ => return Err(rusqlite::Error::InvalidQuery),
        }
        // A damaged file can open and fail only on its first read.
        connection.query_row("SELECT count(*) FROM meta", [], |_| Ok(()))?;
        Ok(Index { connection })
    }

    fn error(&self, e: rusqlite::Error) -> std::io::Error {
        sql_error(Path::new(self.connection.path().unwrap_or(FILE)), e)
    }

    pub fn begin(&self) -> std::io::Result<()> {
        self.connection.execute_batch("BEGIN IMMEDIATE").map_err(|e| self.error(e))
    }

    pub fn commit(&self) -> std::io::Result<()> {
        self.connection.execute_batch("COMMIT").map_err(|e| self.error(e))
    }

    pub fn is_empty(&self) -> std::io::Result<bool> {
        let any: Option<i64> = self
            .connection
            .query_row("SELECT 1 FROM files LIMIT 1", [], |r| r.get(0))
            .optional()
            .map_err(|e| self.error(e))?;
        Ok(any.is_none())
    }

    /// The number the next scan's pack gets.
    pub fn next_pack(&self) -> std::io::Result<u64> {
        let value: Option<i64> = self
            .connection
            .query_row("SELECT value FROM meta WHERE key = 'next_pack'", [], |r| r.get(0))
            .optional()
            .map_err(|e| self.error(e))?;
        Ok(value.map_or(0, |v| v as u64))
    }

    pub fn set_next_pack(&self, next: u64) -> std::io::Result<()> {
        self.connection
            .execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('next_pack', ?1)", params![next as i64])
            .map(drop)
            .map_err(|e| self.error(e))
    }

    /// A transcript's size and mtime when it was read.
    pub fn stamp(&self, path: &str) -> std::io::Result<Option<(u64, i64)>> {
        let mut statement = self
            .connection
            .prepare_cached("SELECT len, mtime_ns FROM files WHERE path = ?1")
            .map_err(|e| self.error(e))?;
        statement
            .query_row(params![path], |r| Ok((r.get::<_, i64>(0)? as u64, r.get(1)?)))
            .optional()
            .map_err(|e| self.error(e))
    }

    /// A transcript's entry; a damaged one reads as none (its transcript is read again).
    pub fn entry(&self, path: &str) -> std::io::Result<Option<Entry>> {
        let mut statement = self
            .connection
            .prepare_cached("SELECT agent, len, mtime_ns, sessions, agent_ms FROM files WHERE path = ?1")
            .map_err(|e| self.error(e))?;
        let row = statement
            .query_row(params![path], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, i64>(1)?,
                    r.get::<_, i64>(2)?,
                    r.get_ref(3)?.as_blob().ok().map(decode_refs),
                    r.get_ref(4)?.as_blob().ok().map(decode_times),
                ))
            })
            .optional()
            .map_err(|e| self.error(e))?;
        Ok(row.and_then(|(agent, len, mtime_ns, sessions, agent_ms)| {
            Some(Entry { agent, len: len as u64, mtime_ns, sessions: sessions??, agent_ms: agent_ms?? })
        }))
    }

    /// Keeps `entry` for `path`, with its sessions' verdicts but for the baseline, judged in the
    /// scan whose pack is `scan`.
    pub fn put(&self, path: &str, entry: &Entry, judged: Option<(&[Judged], u64)>) -> std::io::Result<()> {
        let mut statement = self
            .connection
            .prepare_cached(
                "INSERT OR REPLACE INTO files (path, agent, len, mtime_ns, sessions, agent_ms, judged, judged_in)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            )
            .map_err(|e| self.error(e))?;
        let verdicts = judged.map(|(j, _)| serde_json::to_vec(j).expect("verdicts serialize"));
        statement
            .execute(params![
                path,
                entry.agent,
                entry.len as i64,
                entry.mtime_ns,
                encode_refs(&entry.sessions),
                encode_times(&entry.agent_ms),
                verdicts,
                judged.map(|(_, scan)| scan as i64),
            ])
            .map(drop)
            .map_err(|e| self.error(e))
    }

    pub fn remove(&self, path: &str) -> std::io::Result<()> {
        self.connection.execute("DELETE FROM files WHERE path = ?1", params![path]).map(drop).map_err(|e| self.error(e))
    }

    pub fn set_sessions(&self, path: &Path, sessions: &[SessionRef]) -> std::io::Result<()> {
        let mut statement = self
            .connection
            .prepare_cached("UPDATE files SET sessions = ?2 WHERE path = ?1")
            .map_err(|e| self.error(e))?;
        statement.execute(params![path.to_str(), encode_refs(sessions)]).map(drop).map_err(|e| self.error(e))
    }

    /// Drops the verdicts kept for the scan that judged them.
    pub fn forget_judged(&self) -> std::io::Result<()> {
        self.connection
            .execute("UPDATE files SET judged = NULL, judged_in = NULL WHERE judged_in IS NOT NULL", [])
            .map(drop)
            .map_err(|e| self.error(e))
    }

    /// How many sessions the index names.
    pub fn session_count(&self) -> std::io::Result<usize> {
        let bytes: i64 = self
            .connection
            .query_row("SELECT coalesce(sum(length(sessions)), 0) FROM files", [], |r| r.get(0))
            .map_err(|e| self.error(e))?;
        Ok(bytes as usize / REF_BYTES)
    }

    /// Every row's agent times, in one pass.
    pub fn each_agent_ms(&self, each: &mut dyn FnMut(i64)) -> std::io::Result<()> {
        let mut statement = self.connection.prepare_cached("SELECT agent_ms FROM files").map_err(|e| self.error(e))?;
        let mut rows = statement.query([]).map_err(|e| self.error(e))?;
        while let Some(row) = rows.next().map_err(|e| self.error(e))? {
            if let Ok(blob) = row.get_ref(0).and_then(|v| Ok(v.as_blob()?)) {
                decode_times(blob).into_iter().flatten().for_each(&mut *each);
            }
        }
        Ok(())
    }

    /// Every row in path order, a page at a time; `scan` is the number of the scan whose
    /// verdicts are wanted (others are left out).
    pub fn each_page(
        &self,
        scan: Option<u64>,
        each: &mut dyn FnMut(Vec<Row>) -> std::io::Result<()>,
    ) -> std::io::Result<()> {
        let mut after = String::new();
        let mut statement = self
            .connection
            .prepare_cached(
                "SELECT path, sessions, CASE WHEN judged_in = ?3 THEN judged END
                 FROM files WHERE path > ?1 ORDER BY path LIMIT ?2",
            )
            .map_err(|e| self.error(e))?;
        loop {
            let page: Vec<Row> = statement
                .query_map(params![after, PAGE as i64, scan.map(|s| s as i64)], |r| {
                    let path: String = r.get(0)?;
                    let sessions = r.get_ref(1)?.as_blob().ok().and_then(decode_refs);
                    let judged = r.get_ref(2)?.as_blob().ok().and_then(|b| serde_json::from_slice(b).ok());
                    Ok(Row { path: PathBuf::from(path), sessions, judged })
                })
                .and_then(|rows| rows.collect())
                .map_err(|e| self.error(e))?;
            let full = page.len() == PAGE;
            // Paths come out of the index as text, so they go back in as text.
            let Some(last) = page.last().and_then(|row| row.path.to_str()) else { return Ok(()) };
            after = last.to_string();
            each(page)?;
            if !full {
                return Ok(());
            }
        }
    }

    /// Imports an index of the JSON layout (`index.json`, layout 2), where there is one and this
    /// index is empty; whether it did. The file goes once the import is committed.
    pub fn import_json(&self, dir: &Path) -> std::io::Result<bool> {
        let Some(old) = read_json_index(dir) else { return Ok(false) };
        for (path, entry) in old.files {
            let Some(path) = path.to_str() else { continue };
            let entry = Entry {
                agent: entry.agent,
                len: entry.len,
                mtime_ns: i64::try_from(entry.mtime_ns).unwrap_or(i64::MAX),
                sessions: entry.sessions,
                agent_ms: entry.agent_ms,
            };
            self.put(path, &entry, None)?;
        }
        self.set_next_pack(old.next_pack)?;
        Ok(true)
    }
}

/// The JSON index of layout 2.
#[derive(Deserialize)]
struct JsonIndex {
    version: u32,
    files: std::collections::BTreeMap<PathBuf, JsonEntry>,
    #[serde(default)]
    next_pack: u64,
}

#[derive(Deserialize)]
struct JsonEntry {
    agent: String,
    len: u64,
    mtime_ns: i128,
    sessions: Vec<SessionRef>,
    #[serde(default)]
    agent_ms: Vec<i64>,
}

fn read_json_index(dir: &Path) -> Option<JsonIndex> {
    let bytes = fs_err::read(dir.join("index.json")).ok()?;
    serde_json::from_slice::<JsonIndex>(&bytes).ok().filter(|i| i.version == 2)
}

/// The sessions an index of the JSON layout names, for a reader before the first scan of this
/// version has moved it into SQLite.
pub fn json_index_sessions(dir: &Path) -> Vec<SessionRef> {
    read_json_index(dir).map(|i| i.files.into_values().flat_map(|e| e.sessions).collect()).unwrap_or_default()
}

/// Removes the JSON index once its import is committed.
pub fn remove_json_index(dir: &Path) {
    let _ = fs_err::remove_file(dir.join("index.json"));
}

const REF_BYTES: usize = 24;

fn encode_refs(refs: &[SessionRef]) -> Vec<u8> {
    refs.iter().flat_map(|r| [r.pack, r.offset, r.len]).flat_map(u64::to_le_bytes).collect()
}

fn decode_refs(bytes: &[u8]) -> Option<Vec<SessionRef>> {
    let words = |chunk: &[u8]| -> Vec<u64> {
        chunk.chunks_exact(8).map(|w| u64::from_le_bytes(w.try_into().expect("8 bytes"))).collect()
    };
    bytes.len().is_multiple_of(REF_BYTES).then(|| {
        bytes
            .chunks_exact(REF_BYTES)
            .map(|chunk| {
                let w = words(chunk);
                SessionRef { pack: w[0], offset: w[1], len: w[2] }
            })
            .collect()
    })
}

fn encode_times(times: &[i64]) -> Vec<u8> {
    times.iter().flat_map(|t| t.to_le_bytes()).collect()
}

fn decode_times(bytes: &[u8]) -> Option<Vec<i64>> {
    bytes
        .len()
        .is_multiple_of(8)
        .then(|| bytes.chunks_exact(8).map(|w| i64::from_le_bytes(w.try_into().expect("8 bytes"))).collect())
}
