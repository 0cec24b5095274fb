//! Hits: which lesson was handed to which session, kept privately. Per session, two append-only
//! files named by sha256(session)[:16]: `<name>.jsonl` with the whole hit (for stats) and
//! `<name>.ids` with only the lesson ids (9 bytes a hit, what the hot path reads). Looking up one
//! session reads only its own files, and each delivery is one `O_APPEND` write per file, so
//! concurrent hooks lose none.

use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::systems::lessons::{Event, LessonId, Timestamp};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hit {
    pub lesson: LessonId,
    pub at: Timestamp,
    pub session: String,
    pub agent: String,
    pub event: Event,
    pub scope: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tool: Option<String>,
    /// The trusted project the lessons came from (its folder's name), where the delivery knew it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub project: Option<String>,
    /// The characters of the whole text this delivery put into the model's context (the same on
    /// each of its hits); unknown where a plugin delivered lessons queued earlier.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub context_chars: Option<u32>,
}

pub fn hits_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("hits")
}

pub fn session_file(data_dir: &Path, session: &str) -> PathBuf {
    hits_dir(data_dir).join(format!("{}.jsonl", session_name(session)))
}

/// Marks that `session` had its session start (from the agent's own event or, where that may not
/// run, from its first prompt). A file of its own, so the check reads no hits.
pub fn mark_started(data_dir: &Path, session: &str) -> std::io::Result<()> {
    let path = hits_dir(data_dir).join(format!("{}.started", session_name(session)));
    if path.exists() {
        return Ok(());
    }
    crate::files::write_private_unflushed(&path, b"").map(drop)
}

pub fn started(data_dir: &Path, session: &str) -> bool {
    hits_dir(data_dir).join(format!("{}.started", session_name(session))).exists()
}

/// Notes that `ids` were handed to a plugin for `session`, to be delivered with its next model
/// request (one line each, appended).
pub fn offer(data_dir: &Path, session: &str, ids: &[String]) -> std::io::Result<()> {
    let path = hits_dir(data_dir).join(format!("{}.offered", session_name(session)));
    let lines: String = ids.iter().map(|id| format!("{id}\n")).collect();
    crate::files::open_private_append(&path)?.write_all(lines.as_bytes())
}

/// The lesson ids handed to a plugin for `session` (see [`offer`]).
pub fn offered(data_dir: &Path, session: &str) -> Vec<String> {
    let path = hits_dir(data_dir).join(format!("{}.offered", session_name(session)));
    fs_err::read_to_string(path).map(|t| t.lines().map(str::to_string).collect()).unwrap_or_default()
}

fn ids_file(data_dir: &Path, session: &str) -> PathBuf {
    hits_dir(data_dir).join(format!("{}.ids", session_name(session)))
}

fn session_name(session: &str) -> String {
    crate::model::digest::sha256_hex(session.as_bytes(), 8)
}

/// The lessons already handed to one session: the numeric values of their 8-hex ids, sorted
/// (no allocation or hashing per hit: a long session has thousands).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Delivered(Vec<u32>);

impl Delivered {
    pub fn contains(&self, id: &str) -> bool {
        id_value(id).is_some_and(|v| self.0.binary_search(&v).is_ok())
    }

    pub fn insert(&mut self, id: &str) {
        if let Some(v) = id_value(id)
            && let Err(at) = self.0.binary_search(&v)
        {
            self.0.insert(at, v);
        }
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The well-formed ids of an ids file, a line each; other lines are skipped.
fn ids_in(bytes: &[u8]) -> Vec<u32> {
    let mut ids = Vec::with_capacity(bytes.len() / 9 + 1);
    let mut rest = bytes;
    while !rest.is_empty() {
        // Nearly every line is eight digits and a newline. Where the ninth byte is a newline, no
        // well-formed line starts before it, whatever the eight hold.
        let end = match rest.get(8) {
            Some(b'\n') => 8,
            _ => memchr::memchr(b'\n', rest).unwrap_or(rest.len()),
        };
        ids.extend(hex_value(&rest[..end]));
        rest = rest.get(end + 1..).unwrap_or_default();
    }
    ids
}

/// The value of an id of eight lowercase hex digits. All eight bytes at once (a long session's
/// file is ten thousand ids, and digit by digit that was a tenth of a hook call).
fn hex_value(id: &[u8]) -> Option<u32> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = ONES * 0x80;
    let v = u64::from_be_bytes(id.try_into().ok()?);
    if v & HIGH != 0 {
        return None;
    }
    // For bytes below 0x80: the high bit of each byte of the result says lo <= byte <= hi (no sum
    // carries into the next byte).
    let within = |lo: u64, hi: u64| (v + ONES * (0x80 - lo)) & !(v + ONES * (0x7f - hi)) & HIGH;
    if within(u64::from(b'0'), u64::from(b'9')) | within(u64::from(b'a'), u64::from(b'f')) != HIGH {
        return None;
    }
    // A digit's low four bits are its value; a letter's are its value less 9 (and it has bit 6).
    let mut n = (v & (ONES * 0x0f)) + ((v >> 6) & ONES) * 9;
    n = (n | (n >> 4)) & 0x00ff_00ff_00ff_00ff;
    n = (n | (n >> 8)) & 0x0000_ffff_0000_ffff;
    n = (n | (n >> 16)) & 0xffff_ffff;
    Some(n as u32)
}

fn id_value(id: &str) -> Option<u32> {
    LessonId::is_well_formed(id).then(|| u32::from_str_radix(id, 16).ok()).flatten()
}

/// The lessons already handed to `session`.
pub fn delivered(data_dir: &Path, session: &str) -> Delivered {
    let mut delivered = Delivered::default();
    // One session's ids: a line per delivered lesson, so a few megabytes even for a very long one.
    let rules = crate::files::ReadRules { follow_symlinks: false, owner: None, max_bytes: 16 << 20 };
    let Ok(Some(bytes)) = crate::files::read_regular(&ids_file(data_dir, session), &rules) else { return delivered };
    // Each line is 8 hex digits; read as bytes, with no UTF-8 pass over a long session's file.
    delivered.0 = ids_in(&bytes);
    delivered.0.sort_unstable();
    delivered.0.dedup();
    delivered
}

/// Appends the hits of one delivery in a single write.
pub fn record(data_dir: &Path, hits: &[Hit]) -> std::io::Result<()> {
    let Some(first) = hits.first() else { return Ok(()) };
    let (mut records, mut ids) = (Vec::new(), String::new());
    for hit in hits {
        serde_json::to_writer(&mut records, hit).expect("a hit serializes");
        records.push(b'\n');
        ids.push_str(hit.lesson.as_str());
        ids.push('\n');
    }
    let append = |path: PathBuf, bytes: &[u8]| -> std::io::Result<()> {
        crate::files::open_private_append(&path)?.write_all(bytes)
    };
    // The record first: a crash in between re-delivers a lesson at worst, and loses no hit.
    append(session_file(data_dir, &first.session), &records)?;
    append(ids_file(data_dir, &first.session), ids.as_bytes())
}

/// Every hit of every session (for `lessons stats`); bad lines are skipped.
pub fn all(data_dir: &Path) -> Vec<Hit> {
    let Ok(entries) = fs_err::read_dir(hits_dir(data_dir)) else { return Vec::new() };
    let mut hits: Vec<Hit> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .filter_map(|p| fs_err::read_to_string(p).ok())
        .flat_map(|text| text.lines().filter_map(|l| serde_json::from_str(l).ok()).collect::<Vec<Hit>>())
        .collect();
    hits.sort_by(|a, b| (a.at, &a.session, &a.lesson).cmp(&(b.at, &b.session, &b.lesson)));
    hits
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_read_from_lines_of_any_shape() {
        assert_eq!(ids_in(b""), Vec::<u32>::new());
        assert_eq!(ids_in(b"0000000a\n000000ff\n"), vec![10, 255]);
        assert_eq!(ids_in(b"0000000a\n000000ff"), vec![10, 255], "a last line without its newline");
        assert_eq!(ids_in(b"ab\n123\n0000000b\n"), vec![11], "short lines before one");
        assert_eq!(ids_in(b"ab\n12345\n0000000c\n"), vec![12], "a newline ninth after short lines");
        assert_eq!(ids_in(b"0000000g\n\n00000001x\n0000000d\n"), vec![13]);
        assert_eq!(ids_in(b"\n\n\n\n\n\n\n\n\n0000000e\n"), vec![14]);
    }

    proptest::proptest! {
        /// The same ids as splitting the file at every newline.
        #[test]
        fn ids_in_agrees_with_splitting_lines(lines in proptest::collection::vec("[0-9a-fg\n]{0,10}", 0..20)) {
            let bytes = lines.concat().into_bytes();
            let split: Vec<u32> = bytes.split(|b| *b == b'\n').filter_map(hex_value).collect();
            proptest::prop_assert_eq!(ids_in(&bytes), split);
        }
    }

    #[test]
    fn hex_value_rejects_any_other_byte_in_any_place() {
        for place in 0..8 {
            for byte in 0..=255u8 {
                let mut id = *b"09afbe34";
                id[place] = byte;
                let hex = byte.is_ascii_digit() || (b'a'..=b'f').contains(&byte);
                let expected = hex.then(|| u32::from_str_radix(std::str::from_utf8(&id).unwrap(), 16).unwrap());
                assert_eq!(hex_value(&id), expected, "{id:?}");
            }
        }
    }

    proptest::proptest! {
        /// Any eight bytes: a value exactly when they are eight lowercase hex digits.
        #[test]
        fn hex_value_reads_eight_lowercase_hex_digits(bytes in proptest::array::uniform8(proptest::prelude::any::<u8>()),
                                                      digits in "[0-9a-f]{8}") {
            let expected = |b: &[u8]| {
                b.iter().all(|c| c.is_ascii_digit() || (b'a'..=b'f').contains(c))
                    .then(|| u32::from_str_radix(std::str::from_utf8(b).unwrap(), 16).unwrap())
            };
            proptest::prop_assert_eq!(hex_value(&bytes), expected(&bytes));
            proptest::prop_assert_eq!(hex_value(digits.as_bytes()), expected(digits.as_bytes()));
            proptest::prop_assert_eq!(hex_value(&digits.as_bytes()[..7]), None);
        }
    }

    #[test]
    fn recorded_hits_are_read_back_as_delivered() {
        let dir = tempfile::tempdir().unwrap();
        let hit = |text: &str| Hit {
            lesson: LessonId::for_text(text),
            at: Timestamp::from_seconds(0).unwrap(),
            session: "s".into(),
            agent: "codex".into(),
            event: Event::Prompt,
            scope: "project".into(),
            tool: None,
            project: None,
            context_chars: None,
        };
        record(dir.path(), &[hit("a"), hit("b")]).unwrap();
        record(dir.path(), &[hit("a")]).unwrap();
        let got = delivered(dir.path(), "s");
        assert_eq!(got.len(), 2);
        assert!(got.contains(LessonId::for_text("b").as_str()));
        assert!(delivered(dir.path(), "other").is_empty());
        assert_eq!(all(dir.path()).len(), 3);
    }
}
