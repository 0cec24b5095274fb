//! `git merge` calls this for `.agent-trace/lessons.jsonl` (`%O %A %B`): a record-level 3-way
//! merge whose result replaces `%A`. It never produces conflict markers.

use std::path::{Path, PathBuf};

use super::file;
use super::merge::merge_three_reporting;

#[derive(Debug, thiserror::Error)]
pub enum DriverError {
    #[error(transparent)]
    Io(#[from] std::io::Error),
    /// Named by the lessons file's own path (`%P`) and line; git's temp copy comes last.
    #[error("{label}:{line}: {side} version is not a lessons file: {reason} (git's copy of it: {})", path.display())]
    NotLessons { side: &'static str, label: String, path: PathBuf, line: usize, reason: String },
}

impl crate::model::hint::Hint for DriverError {
    fn hint(&self) -> Option<String> {
        matches!(self, DriverError::NotLessons { .. })
            .then(|| "the file was left as it was; resolve this merge by hand".to_string())
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DriverSummary {
    pub lessons: usize,
    pub changed_ours: bool,
    /// The ids both sides changed: each settled by the latest decision, reported to the person.
    pub conflicts: Vec<super::Conflict>,
    /// Approved lessons the other side brought that `lessons add` would refuse, by line of the
    /// merged file: the hook never delivers them.
    pub refused: Vec<file::BadLine>,
}

/// Merges `theirs` into `ours` against `base` and writes the canonical result to `ours`.
/// `ours` is left untouched when any input is not a lessons file.
pub fn run(base: &Path, ours: &Path, theirs: &Path, label: Option<&str>) -> Result<DriverSummary, DriverError> {
    // The three files are read side by side (copying them in is a good part of the work).
    let (base_bytes, (ours_bytes, theirs_bytes)) =
        rayon::join(|| fs_err::read(base), || rayon::join(|| fs_err::read(ours), || fs_err::read(theirs)));
    let (base_bytes, ours_bytes, theirs_bytes) = (base_bytes?, ours_bytes?, theirs_bytes?);
    let Some((pieces, summary)) = sorted::merge(&base_bytes, &ours_bytes, &theirs_bytes) else {
        drop((base_bytes, ours_bytes, theirs_bytes));
        return run_parsed(base, ours, theirs, label);
    };
    crate::files::remove_stale_temps(ours);
    let pieces: Vec<&[u8]> = pieces.iter().map(Vec::as_slice).collect();
    let changed_ours = pieces.iter().map(|p| p.len()).sum::<usize>() != ours_bytes.len()
        || pieces
            .iter()
            .scan(0, |at, p| Some((std::mem::replace(at, *at + p.len()), p)))
            .any(|(at, p)| ours_bytes[at..at + p.len()] != **p);
    if changed_ours {
        crate::files::replace_unflushed(ours, &pieces)?;
    }
    Ok(DriverSummary { changed_ours, ..summary })
}

/// The general path: each side read into a set (duplicate ids, conflict markers, any order), and
/// every error named by side and line.
fn run_parsed(base: &Path, ours: &Path, theirs: &Path, label: Option<&str>) -> Result<DriverSummary, DriverError> {
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
    // What the other side brought (new, or changed since the base) is checked as `lessons add`
    // would check it: ours were checked when they were made here.
    let brought: std::collections::HashSet<super::LessonId> =
        other.iter().filter(|l| base.get(&l.id) != Some(*l)).map(|l| l.id.clone()).collect();
    let (merged, conflicts) = merge_three_reporting(&base, mine, other);
    let bytes = file::to_canonical_bytes(&merged);
    let changed_ours = fs_err::read(ours).map_or(true, |old| old != bytes);
    if changed_ours {
        crate::files::replace_unflushed(ours, &[&bytes])?;
    }
    let refused = merged
        .iter()
        .enumerate()
        .filter(|(_, l)| brought.contains(&l.id))
        .filter_map(|(n, l)| refusal(l).map(|reason| file::BadLine { line: n + 1, reason }))
        .collect();
    Ok(DriverSummary { lessons: merged.len(), changed_ours, conflicts, refused })
}

/// Why the merged `lesson` would not be delivered, if it would not.
fn refusal(lesson: &super::Lesson) -> Option<String> {
    if lesson.status != super::Status::Approved {
        return None;
    }
    lesson.check_for_write().err().map(|e| format!("lesson {}: {e}", lesson.id))
}

/// The common case, streamed: three files in the form `fmt` writes (one record a line, ids
/// strictly increasing) are walked side by side in id order. Each distinct line is parsed once
/// (most ids are byte-identical on all three sides), ids are settled on every core in chunks,
/// and the result is exactly what the general path gives. Anything else (an unsorted side, a
/// duplicate, a marker, a bad line) returns `None`, and the general path reads the files again
/// and names the error.
mod sorted {
    use std::iter::Peekable;
    use std::slice::Iter;

    use rayon::prelude::*;

    use super::DriverSummary;
    use crate::systems::lessons::Lesson;
    use crate::systems::lessons::file::parse_line;
    use crate::systems::lessons::merge::{Conflict, merge_versions};

    /// One id and its line on each side.
    struct Unit<'a> {
        base: Option<&'a str>,
        ours: Option<&'a str>,
        theirs: Option<&'a str>,
    }

    #[derive(Default)]
    struct Settled {
        bytes: Vec<u8>,
        lessons: usize,
        conflicts: Vec<Conflict>,
        /// `(index of the lesson in this chunk, why)`.
        refused: Vec<(usize, String)>,
    }

    type Lines<'a> = Vec<(&'a str, &'a str)>;

    /// `(id, line)` of each line, when the file is sorted with one record a line.
    fn lines(bytes: &[u8]) -> Option<Lines<'_>> {
        let text = std::str::from_utf8(bytes).ok()?;
        let mut out: Lines = Vec::with_capacity(bytes.len() / 256 + 1);
        for line in text.split_terminator('\n') {
            let rest = line.strip_prefix("{\"id\":\"")?;
            let id = &rest[..rest.find('"')?];
            if out.last().is_some_and(|(previous, _)| *previous >= id) {
                return None;
            }
            out.push((id, line));
        }
        Some(out)
    }

    fn units<'a>(
        base: &[(&'a str, &'a str)],
        ours: &[(&'a str, &'a str)],
        theirs: &[(&'a str, &'a str)],
    ) -> Vec<Unit<'a>> {
        let (mut b, mut o, mut t) = (base.iter().peekable(), ours.iter().peekable(), theirs.iter().peekable());
        let mut units = Vec::with_capacity(ours.len().max(theirs.len()));
        while let Some(id) = [b.peek(), o.peek(), t.peek()].into_iter().flatten().map(|(id, _)| *id).min() {
            let take = |side: &mut Peekable<Iter<(&'a str, &'a str)>>| {
                side.next_if(|(at, _)| *at == id).map(|(_, line)| *line)
            };
            units.push(Unit { base: take(&mut b), ours: take(&mut o), theirs: take(&mut t) });
        }
        units
    }

    /// The merged file as pieces in order (one a chunk of ids), and what the merge settled.
    pub(super) fn merge(base: &[u8], ours: &[u8], theirs: &[u8]) -> Option<(Vec<Vec<u8>>, DriverSummary)> {
        let (base, (ours, theirs)) = rayon::join(|| lines(base), || rayon::join(|| lines(ours), || lines(theirs)));
        let (base, ours, theirs) = (base?, ours?, theirs?);
        let units = units(&base, &ours, &theirs);
        let chunks: Vec<Option<Settled>> = units.par_chunks(2048).map(settle_all).collect();
        let mut pieces = Vec::with_capacity(chunks.len());
        let mut summary = DriverSummary { lessons: 0, changed_ours: false, conflicts: Vec::new(), refused: Vec::new() };
        for chunk in chunks {
            let chunk = chunk?;
            pieces.push(chunk.bytes);
            let before = summary.lessons;
            summary.refused.extend(
                chunk
                    .refused
                    .into_iter()
                    .map(|(n, reason)| crate::systems::lessons::file::BadLine { line: before + n + 1, reason }),
            );
            summary.lessons += chunk.lessons;
            summary.conflicts.extend(chunk.conflicts);
        }
        Some((pieces, summary))
    }

    fn settle_all(units: &[Unit]) -> Option<Settled> {
        let mut settled = Settled { bytes: Vec::with_capacity(units.len() * 320), ..Settled::default() };
        for unit in units {
            settle(unit, &mut settled)?;
        }
        Some(settled)
    }

    /// The rule of `merge_three_reporting` for one id, on lines parsed once each.
    fn settle<'a>(unit: &Unit<'a>, out: &mut Settled) -> Option<()> {
        let mut parsed: Vec<(&'a str, Lesson)> = Vec::with_capacity(3);
        let mut index = |line: Option<&'a str>| -> Option<Option<usize>> {
            let Some(line) = line else { return Some(None) };
            if let Some(at) = parsed.iter().position(|(bytes, _)| *bytes == line) {
                return Some(Some(at));
            }
            parsed.push((line, parse_line(line).ok()?));
            Some(Some(parsed.len() - 1))
        };
        let (b, o, t) = (index(unit.base)?, index(unit.ours)?, index(unit.theirs)?);
        let same = |x: Option<usize>, y: usize| x.is_some_and(|x| x == y || parsed[x].1 == parsed[y].1);
        let theirs_changed = t.is_some_and(|t| !same(b, t));
        let (merged, kept) = match (o, t) {
            (Some(o), Some(t)) if same(Some(o), t) || same(b, t) => (None, Some(o)),
            (Some(o), Some(t)) if same(b, o) => (None, Some(t)),
            (Some(o), Some(t)) => {
                let base = b.map(|b| &parsed[b].1);
                let (merged, conflict) = merge_versions(base, parsed[o].1.clone(), parsed[t].1.clone());
                out.conflicts.extend(conflict);
                (Some(merged), None)
            }
            (Some(one), None) | (None, Some(one)) => (None, (!same(b, one)).then_some(one)),
            (None, None) => (None, None),
        };
        let Some(lesson) = merged.as_ref().or(kept.map(|k| &parsed[k].1)) else { return Some(()) };
        serde_json::to_writer(&mut out.bytes, lesson).expect("a lesson always serializes");
        out.bytes.push(b'\n');
        out.lessons += 1;
        // What the other side brought (new, or changed since the base) is checked as `lessons
        // add` would check it, where the result keeps it.
        if theirs_changed && let Some(reason) = super::refusal(lesson) {
            out.refused.push((out.lessons - 1, reason));
        }
        Some(())
    }
}
