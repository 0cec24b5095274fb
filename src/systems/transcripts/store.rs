//! Where the scan keeps the sessions it parsed: packs of sessions, one JSON line each
//! (`scan/packs/<n>.jsonl`), found through references in the scan's index. A scan appends what it
//! parsed to one new pack; one file per session made a scan of many short sessions mostly file
//! creation (system time).
//!
//! Packs are written unflushed: a reference a crash cut reads as lost, and the scan reads its
//! transcript again. A pack whose live sessions fill less than half of it is compacted into the
//! scan's new pack, and one nothing refers to is removed, so the store stays under twice what it
//! holds.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use serde::{Deserialize, Serialize};

use super::Session;

/// One session in a pack: its line's bytes, without the newline.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SessionRef {
    pub pack: u64,
    pub offset: u64,
    pub len: u64,
}

pub fn packs_dir(scan_dir: &Path) -> PathBuf {
    scan_dir.join("packs")
}

fn pack_path(dir: &Path, pack: u64) -> PathBuf {
    dir.join(format!("{pack}.jsonl"))
}

/// Appends sessions to pack `number`, from every core; the file is made on the first append.
pub struct PackWriter {
    dir: PathBuf,
    number: u64,
    file: Mutex<Option<(fs_err::File, u64)>>,
}

impl PackWriter {
    /// The writer of a new pack, numbered after `next` and every pack the index names (`named`)
    /// or the folder holds: a reference the index still has to a lost pack must never read
    /// another session's bytes.
    pub fn after(dir: &Path, next: u64, named: impl Iterator<Item = u64>) -> std::io::Result<PackWriter> {
        let highest = named.chain(packs_on_disk(dir).into_keys()).max();
        let floor = highest.map_or(Some(0), |h| h.checked_add(1));
        // `next` is kept to where it can still grow; at the end of the range (a damaged index)
        // the floor alone serves.
        let number = floor.map(|floor| if next < u64::MAX { next.max(floor) } else { floor });
        let number = number.ok_or_else(|| {
            std::io::Error::other(format!("{}: no pack number is left; remove the folder to scan anew", dir.display()))
        })?;
        Ok(PackWriter { dir: dir.to_path_buf(), number, file: Mutex::new(None) })
    }

    pub fn number(&self) -> u64 {
        self.number
    }

    pub fn append_session(&self, session: &Session) -> std::io::Result<SessionRef> {
        let mut line = serde_json::to_vec(session).expect("a session serializes");
        line.push(b'\n');
        self.append_line(line)
    }

    /// Appends one session's serialized bytes as a line.
    pub fn append(&self, bytes: &[u8]) -> std::io::Result<SessionRef> {
        let mut line = Vec::with_capacity(bytes.len() + 1);
        line.extend_from_slice(bytes);
        line.push(b'\n');
        self.append_line(line)
    }

    /// Appends `line`, which ends in its newline.
    fn append_line(&self, line: Vec<u8>) -> std::io::Result<SessionRef> {
        let mut file = self.file.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if file.is_none() {
            let opened = crate::files::open_private_append(&pack_path(&self.dir, self.number))?;
            // A pack of this number left by a scan that crashed before its index was written:
            // nothing refers to what it holds, and appending after it keeps the offsets true.
            let end = opened.metadata()?.len();
            *file = Some((opened, end));
        }
        let (handle, end) = file.as_mut().expect("opened above");
        if let Err(e) = handle.write_all(&line) {
            // Part of the line may be in the file: the next append opens it again and starts
            // where it now ends, so no later offset is out of line.
            *file = None;
            return Err(e);
        }
        let reference = SessionRef { pack: self.number, offset: *end, len: line.len() as u64 - 1 };
        *end += line.len() as u64;
        Ok(reference)
    }
}

impl PackWriter {
    /// Flushes the pack to the disk, before an index that names it is written: it may hold the
    /// only copy of sessions compaction moved.
    pub fn sync(&self) -> std::io::Result<()> {
        let file = self.file.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        file.as_ref().map_or(Ok(()), |(handle, _)| handle.sync_data())
    }
}

/// How many packs a reader keeps open at once.
const OPEN_PACKS: usize = 64;
/// Above this many packs, the small ones are compacted too.
const MANY_PACKS: usize = 16;

/// Reads sessions by reference, from every core, each pack opened once.
pub struct PackReader {
    dir: PathBuf,
    /// Each open pack, with its length when opened (one `stat` a pack, not one a session).
    open: Mutex<BTreeMap<u64, Arc<(std::fs::File, u64)>>>,
}

impl PackReader {
    pub fn new(dir: &Path) -> PackReader {
        PackReader { dir: dir.to_path_buf(), open: Mutex::new(BTreeMap::new()) }
    }

    /// The bytes of one session: `Ok(None)` where the pack no longer holds them (lost), an
    /// error where it could not be read now (say, too many open files), which is not a loss.
    pub fn read(&self, reference: &SessionRef) -> std::io::Result<Option<Vec<u8>>> {
        use std::os::unix::fs::FileExt;
        let file = {
            let mut open = self.open.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            match open.get(&reference.pack) {
                Some(file) => file.clone(),
                None => {
                    // A regular file, never followed (a FIFO there would hang the reader).
                    let rules = crate::files::ReadRules { follow_symlinks: false, owner: None, max_bytes: u64::MAX };
                    let file = match crate::files::open_regular(&pack_path(&self.dir, reference.pack), &rules) {
                        Ok(Some(file)) => file,
                        Ok(None) => return Ok(None),
                        Err(unsafe_file) => return Err(std::io::Error::other(unsafe_file.to_string())),
                    };
                    let len = file.metadata()?.len();
                    let file = Arc::new((file, len));
                    if open.len() >= OPEN_PACKS {
                        open.clear();
                    }
                    open.insert(reference.pack, file.clone());
                    file
                }
            }
        };
        // Never more than the pack holds, whatever a damaged index says.
        let Some(end) = reference.offset.checked_add(reference.len) else { return Ok(None) };
        let Ok(len) = usize::try_from(reference.len) else { return Ok(None) };
        // A pack written since it was opened is measured again before it is trusted short.
        if end > file.1 && end > file.0.metadata()?.len() {
            return Ok(None);
        }
        let mut bytes = vec![0; len];
        file.0.read_exact_at(&mut bytes, reference.offset)?;
        Ok(Some(bytes))
    }

    /// One session: `Ok(None)` when it is lost (see [`PackReader::read`]) or no longer parses.
    pub fn read_session(&self, reference: &SessionRef) -> std::io::Result<Option<Session>> {
        Ok(self.read(reference)?.and_then(|bytes| serde_json::from_slice(&bytes).ok()))
    }

    /// One session, or none for any reason.
    pub fn session(&self, reference: &SessionRef) -> Option<Session> {
        self.read_session(reference).ok().flatten()
    }
}

/// The packs on disk and their sizes.
fn packs_on_disk(dir: &Path) -> BTreeMap<u64, u64> {
    let Ok(entries) = fs_err::read_dir(dir) else { return BTreeMap::new() };
    entries
        .filter_map(Result::ok)
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            let pack = name.strip_suffix(".jsonl")?.parse().ok()?;
            Some((pack, e.metadata().ok()?.len()))
        })
        .collect()
}

/// The packs whose sessions move into `writer`'s pack: every older one that is more than half
/// dead (`live` holds the bytes of its sessions the index names, newline included), and when
/// there are many packs, every small one.
pub fn sparse_packs(live: &BTreeMap<u64, u64>, writer: &PackWriter) -> std::collections::BTreeSet<u64> {
    let sizes = packs_on_disk(&writer.dir);
    let total: u64 = sizes.values().fold(0, |sum, size| sum.saturating_add(*size));
    // A pack whose sessions all live (a finished transcript's) is never half dead: with many
    // packs, the small ones are merged, so their number stays bounded.
    let small = |size: u64| sizes.len() > MANY_PACKS && size < total / MANY_PACKS as u64;
    sizes
        .iter()
        .filter(|(pack, size)| {
            **pack != writer.number() && live.get(pack).is_some_and(|l| l.saturating_mul(2) < **size || small(**size))
        })
        .map(|(pack, _)| *pack)
        .collect()
}

/// Moves one session into `writer`'s pack, before the index that names it there is committed:
/// until then the old pack still holds what the old index names. Whether it moved; a session
/// that no longer reads stays as it is (judging reports it lost).
pub fn move_session(reader: &PackReader, writer: &PackWriter, session: &mut SessionRef) -> bool {
    match reader.read(session).ok().flatten().and_then(|bytes| writer.append(&bytes).ok()) {
        Some(moved) => {
            *session = moved;
            true
        }
        None => false,
    }
}

/// Removes the packs not `named` (after the index that no longer names them is committed), and
/// the one-file-per-session folder of earlier versions.
pub fn remove_unreferenced(scan_dir: &Path, named: &std::collections::BTreeSet<u64>) {
    let dir = packs_dir(scan_dir);
    for pack in packs_on_disk(&dir).keys().filter(|p| !named.contains(p)) {
        let _ = fs_err::remove_file(pack_path(&dir, *pack));
    }
    let _ = fs_err::remove_dir_all(scan_dir.join("sessions"));
}
