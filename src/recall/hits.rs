//! Hits: which lesson was handed to which session, kept privately. One append-only file per
//! session (`hits/<sha256(session)[:16]>.jsonl`), so looking up one session's hits reads only its
//! own file, and each hit is one short `O_APPEND` write, so concurrent hooks lose none.

use std::collections::HashSet;
use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::lessons::{Event, LessonId, Timestamp};

/// A line starts with this, so the lesson id can be read without parsing JSON.
const LINE_PREFIX: &str = "{\"lesson\":\"";

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
}

pub fn hits_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("hits")
}

pub fn session_file(data_dir: &Path, session: &str) -> PathBuf {
    let digest = Sha256::digest(session.as_bytes());
    let name: String = digest[..8].iter().map(|b| format!("{b:02x}")).collect();
    hits_dir(data_dir).join(format!("{name}.jsonl"))
}

/// The ids of the lessons already handed to `session`.
pub fn delivered(data_dir: &Path, session: &str) -> HashSet<LessonId> {
    let Ok(text) = fs_err::read_to_string(session_file(data_dir, session)) else { return HashSet::new() };
    text.lines()
        .filter_map(|line| {
            let rest = line.strip_prefix(LINE_PREFIX)?;
            LessonId::try_from(rest.get(..LessonId::LEN)?.to_string()).ok()
        })
        .collect()
}

/// Appends the hits of one delivery in a single write.
pub fn record(data_dir: &Path, hits: &[Hit]) -> std::io::Result<()> {
    let Some(first) = hits.first() else { return Ok(()) };
    let mut buffer = Vec::new();
    for hit in hits {
        serde_json::to_writer(&mut buffer, hit).expect("a hit serializes");
        buffer.push(b'\n');
    }
    fs_err::create_dir_all(hits_dir(data_dir))?;
    let path = session_file(data_dir, &first.session);
    fs_err::OpenOptions::new().create(true).append(true).open(path)?.write_all(&buffer)
}

/// Every hit of every session (for `lessons stats`); bad lines are skipped.
pub fn all(data_dir: &Path) -> Vec<Hit> {
    let Ok(entries) = fs_err::read_dir(hits_dir(data_dir)) else { return Vec::new() };
    let mut hits: Vec<Hit> = entries
        .filter_map(Result::ok)
        .filter_map(|e| fs_err::read_to_string(e.path()).ok())
        .flat_map(|text| text.lines().filter_map(|l| serde_json::from_str(l).ok()).collect::<Vec<Hit>>())
        .collect();
    hits.sort_by(|a, b| (a.at, &a.session, &a.lesson).cmp(&(b.at, &b.session, &b.lesson)));
    hits
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hit_line_starts_with_its_lesson_id() {
        let hit = Hit {
            lesson: LessonId::for_text("x"),
            at: Timestamp::from_seconds(0).unwrap(),
            session: "s".into(),
            agent: "codex".into(),
            event: Event::Prompt,
            scope: "project".into(),
            tool: None,
        };
        let line = serde_json::to_string(&hit).unwrap();
        assert!(line.starts_with(&format!("{LINE_PREFIX}{}\"", hit.lesson)), "{line}");
    }
}
