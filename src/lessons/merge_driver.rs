//! `git merge` calls this for `.agent-trace/lessons.jsonl` (`%O %A %B`): a record-level 3-way
//! merge whose result replaces `%A`. It never produces conflict markers.

use std::path::{Path, PathBuf};

use super::file;
use super::merge::merge_three_reporting;
use crate::files::write_atomic_if_changed;

#[derive(Debug, thiserror::Error)]
pub enum DriverError {
    #[error(transparent)]
    Io(#[from] std::io::Error),
    /// Named by the lessons file's own path (`%P`) and line; git's temp copy comes last.
    #[error("{label}:{line}: {side} version is not a lessons file: {reason} (git's copy of it: {})", path.display())]
    NotLessons { side: &'static str, label: String, path: PathBuf, line: usize, reason: String },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DriverSummary {
    pub lessons: usize,
    pub changed_ours: bool,
    /// The ids both sides changed: each settled by the latest decision, reported to the person.
    pub conflicts: Vec<super::Conflict>,
    /// Approved lessons of the result whose pattern the hook would skip.
    pub refused_patterns: Vec<String>,
}

/// Merges `theirs` into `ours` against `base` and writes the canonical result to `ours`.
/// `ours` is left untouched when any input is not a lessons file.
pub fn run(base: &Path, ours: &Path, theirs: &Path, label: Option<&str>) -> Result<DriverSummary, DriverError> {
    let label = label.unwrap_or(".agent-trace/lessons.jsonl").to_string();
    let read = |side: &'static str, path: &Path| -> Result<_, DriverError> {
        let parsed = file::read_records(path)?;
        match parsed.bad_lines.into_iter().next() {
            Some(bad) => Err(DriverError::NotLessons {
                side,
                label: label.clone(),
                path: path.to_path_buf(),
                line: bad.line,
                reason: bad.reason,
            }),
            None => Ok(parsed.lessons),
        }
    };
    // Parsing is most of the work; the three versions are parsed side by side.
    let (base, mine, other) = std::thread::scope(|scope| {
        let base = scope.spawn(|| read("the base", base));
        let other = scope.spawn(|| read("their", theirs));
        let mine = read("our", ours);
        (base.join().expect("parser thread"), mine, other.join().expect("parser thread"))
    });
    let (base, mine, other) = (base?, mine?, other?);
    // git runs one driver per file at a time: a temp file next to `%A` is a killed run's.
    crate::files::remove_stale_temps(ours);
    // Patterns the other side brought in (new, or changed since the base): only those are
    // checked against the limits, since ours were checked when they were made here.
    let brought: Vec<(super::LessonId, String)> = other
        .iter()
        .filter_map(|l| Some((l, l.trigger.pattern.as_ref()?)))
        .filter(|(l, p)| base.get(&l.id).and_then(|b| b.trigger.pattern.as_ref()) != Some(*p))
        .map(|(l, p)| (l.id.clone(), p.clone()))
        .collect();
    let (merged, conflicts) = merge_three_reporting(&base, mine, other);
    let changed_ours = write_atomic_if_changed(ours, &file::to_canonical_bytes(&merged))?;
    let refused_patterns = brought
        .iter()
        .filter_map(|(id, p)| merged.get(id).filter(|l| l.trigger.pattern.as_ref() == Some(p)))
        .filter(|l| l.status == super::Status::Approved)
        .filter_map(|l| l.trigger.check_pattern().err().map(|e| format!("lesson {}: {e}", l.id)))
        .collect();
    Ok(DriverSummary { lessons: merged.len(), changed_ours, conflicts, refused_patterns })
}
