//! `.agent-trace/sources.lock`: what the sources resolved to, written only by agent-trace, one JSON
//! object a line in one order, so a review diff shows exactly which lesson of which source changed:
//!
//! ```text
//! {"source":"https://example.org/org/lessons.git","rev":"v1.4.0","commit":"<40 hex>"}
//! {"source":"https://example.org/org/lessons.git","lesson":"3f9c1a20","sha256":"<64 hex>"}
//! ```
//!
//! A lesson's digest is the SHA-256 of its canonical line in the source at that commit.

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::Error;
use super::manifest::is_commit;

/// One source as resolved.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Resolved {
    pub source: String,
    pub rev: String,
    /// The tag a frozen `rev` was taken from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tag: Option<String>,
    pub commit: String,
    /// Lesson id → SHA-256 of its canonical line.
    #[serde(skip)]
    pub lessons: BTreeMap<String, String>,
}

impl Resolved {
    /// How the agent and the person see the source: `org-lessons@v1.4.0`.
    pub fn label(&self) -> String {
        let name = self.source.trim_end_matches('/').rsplit(['/', ':']).next().unwrap_or(&self.source);
        let name = name.strip_suffix(".git").unwrap_or(name);
        let at = self.tag.clone().unwrap_or_else(|| match is_commit(&self.rev) {
            true => self.rev[..12].to_string(),
            false => self.rev.clone(),
        });
        // It reaches the model: one line, short, and nothing a reviewer could not see.
        let label = crate::model::text::printable(&format!("{name}@{at}")).into_owned();
        crate::model::text::one_line(crate::model::text::prefix(&label, 60))
    }
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct LessonLine {
    source: String,
    lesson: String,
    sha256: String,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum Line {
    Source(Resolved),
    Lesson(LessonLine),
}

/// The lock: its sources by URL.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Lock {
    pub sources: BTreeMap<String, Resolved>,
}

impl Lock {
    pub fn parse(path: &Path, bytes: &[u8]) -> Result<Lock, Error> {
        let bad = |line: usize, reason: String| Error::Lock { path: path.to_path_buf(), line, reason };
        let text = std::str::from_utf8(bytes).map_err(|e| bad(1, format!("not UTF-8: {e}")))?;
        let mut lock = Lock::default();
        for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
            match serde_json::from_str::<Line>(line).map_err(|e| bad(n + 1, e.to_string()))? {
                Line::Source(source) => {
                    super::manifest::check_url(&source.source).map_err(|reason| bad(n + 1, reason))?;
                    if !is_commit(&source.commit) {
                        return Err(bad(n + 1, format!("{:?} is not a whole commit id", source.commit)));
                    }
                    if lock.sources.contains_key(&source.source) {
                        return Err(bad(n + 1, format!("source {} is locked twice", source.source)));
                    }
                    lock.sources.insert(source.source.clone(), source);
                }
                Line::Lesson(lesson) => {
                    let source = lock
                        .sources
                        .get_mut(&lesson.source)
                        .ok_or_else(|| bad(n + 1, format!("lesson {} of a source not locked above", lesson.lesson)))?;
                    if !crate::systems::lessons::LessonId::is_well_formed(&lesson.lesson)
                        || lesson.sha256.len() != 64
                        || !lesson.sha256.bytes().all(|b| b.is_ascii_hexdigit())
                    {
                        return Err(bad(n + 1, "not a lesson id and its SHA-256".into()));
                    }
                    source.lessons.insert(lesson.lesson, lesson.sha256);
                }
            }
        }
        Ok(lock)
    }

    /// The canonical text: sources by URL, each followed by its lessons by id.
    pub fn text(&self) -> String {
        let mut out = String::new();
        for source in self.sources.values() {
            out.push_str(&serde_json::to_string(source).expect("serializes"));
            out.push('\n');
            for (lesson, sha256) in &source.lessons {
                let line = LessonLine { source: source.source.clone(), lesson: lesson.clone(), sha256: sha256.clone() };
                out.push_str(&serde_json::to_string(&line).expect("serializes"));
                out.push('\n');
            }
        }
        out
    }
}

/// The digest the lock keeps of a lesson's canonical line.
pub fn lesson_digest(canonical_line: &str) -> String {
    crate::model::digest::sha256_hex(canonical_line.as_bytes(), 32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lock_reads_back_as_written_and_names_its_sources_briefly() {
        let commit = "0123456789abcdef0123456789abcdef01234567".to_string();
        let mut lock = Lock::default();
        let mut resolved = Resolved {
            source: "https://example.org/org/org-lessons.git".into(),
            rev: "v1.4.0".into(),
            tag: None,
            commit: commit.clone(),
            lessons: BTreeMap::new(),
        };
        resolved.lessons.insert("3f9c1a20".into(), lesson_digest("{}"));
        lock.sources.insert(resolved.source.clone(), resolved.clone());
        let text = lock.text();
        assert_eq!(Lock::parse(Path::new("l"), text.as_bytes()).unwrap(), lock);
        assert_eq!(resolved.label(), "org-lessons@v1.4.0");
        let frozen = Resolved { rev: commit, tag: None, ..resolved };
        assert_eq!(frozen.label(), "org-lessons@0123456789ab");
        let broken = text.replace("3f9c1a20", "zz");
        assert!(matches!(Lock::parse(Path::new("l"), broken.as_bytes()), Err(Error::Lock { line: 2, .. })));
    }
}
