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
    // git runs one driver per file at a time: a temp file next to `%A` is a killed run's.
    crate::files::remove_stale_temps(ours);
    // The common case streams, a batch of ids at a time, into a temp file next to `%A`, kept
    // only where the result differs from `%A`: memory does not grow with the files.
    let mut streamed = None;
    crate::files::replace_unflushed_streamed(ours, |out| {
        streamed = sorted::merge(base, ours, theirs, out)?;
        Ok(streamed.as_ref().is_some_and(|summary| summary.changed_ours))
    })?;
    match streamed {
        Some(summary) => Ok(summary),
        None => run_parsed(base, ours, theirs, label),
    }
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
/// strictly increasing) are read side by side in id order, a batch of ids at a time. Each distinct
/// line is parsed once (most ids are byte-identical on all three sides), a batch's ids are
/// settled on every core in chunks, and the result is exactly what the general path gives.
/// Anything else (an unsorted side, a duplicate, a marker, a bad line) returns `None`, and the
/// general path reads the files again and names the error.
mod sorted {
    use std::io::{BufRead, BufReader, Write};
    use std::path::Path;

    use rayon::prelude::*;

    use super::DriverSummary;
    use crate::systems::lessons::Lesson;
    use crate::systems::lessons::file::parse_line;
    use crate::systems::lessons::merge::{Conflict, merge_versions};

    /// Ids settled at once: a few megabytes of lines, whatever the files' size.
    const BATCH: usize = 4_096;
    /// Below this much input a second thread to read ahead costs more (memory) than it saves.
    const PIPELINE_BYTES: u64 = 16 << 20;

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

    /// One line of a side (`{"id":"<id>",…`), where its id ends, and whether a newline ended it.
    struct Line {
        text: String,
        id_end: usize,
        newline: bool,
    }

    const ID_START: usize = "{\"id\":\"".len();

    impl Line {
        fn id(&self) -> &str {
            &self.text[ID_START..self.id_end]
        }
    }

    /// One side, read a line ahead; `broken` once a line is not one `fmt` would write.
    struct Side {
        reader: BufReader<fs_err::File>,
        head: Option<Line>,
        /// The id of the line read last (the head may have been taken since).
        last_id: Option<String>,
        broken: bool,
    }

    impl Side {
        fn open(path: &Path) -> std::io::Result<Side> {
            let reader = BufReader::with_capacity(1 << 16, fs_err::File::open(path)?);
            let mut side = Side { reader, head: None, last_id: None, broken: false };
            side.advance()?;
            Ok(side)
        }

        /// Takes the head line and reads the next.
        fn take(&mut self) -> std::io::Result<Option<Line>> {
            let line = self.head.take();
            self.advance()?;
            Ok(line)
        }

        fn advance(&mut self) -> std::io::Result<()> {
            let mut bytes = Vec::new();
            if self.broken || self.reader.read_until(b'\n', &mut bytes)? == 0 {
                self.head = None;
                return Ok(());
            }
            let newline = bytes.last() == Some(&b'\n');
            if newline {
                bytes.pop();
            }
            let line = String::from_utf8(bytes).ok().and_then(|text| {
                let id_end = ID_START + text.strip_prefix("{\"id\":\"")?.find('"')?;
                Some(Line { text, id_end, newline })
            });
            match line {
                // Ids strictly increasing: one record an id, in order.
                Some(line) if self.last_id.as_deref().is_none_or(|last| last < line.id()) => {
                    self.last_id.get_or_insert_with(String::new).clear();
                    if let Some(last) = self.last_id.as_mut() {
                        last.push_str(line.id());
                    }
                    self.head = Some(line);
                }
                _ => {
                    self.broken = true;
                    self.head = None;
                }
            }
            Ok(())
        }
    }

    /// Writes the merged file to `out` and says what the merge settled (`changed_ours`: whether
    /// it differs from `ours`); `None` where a side is not in `fmt`'s form.
    pub(super) fn merge(
        base: &Path,
        ours: &Path,
        theirs: &Path,
        out: &mut dyn Write,
    ) -> std::io::Result<Option<DriverSummary>> {
        merge_batched(base, ours, theirs, out, BATCH, PIPELINE_BYTES)
    }

    type Batch = Vec<[Option<Line>; 3]>;

    /// The next `size` ids of the three sides, each with its line on each side; `None` once a
    /// side is not in `fmt`'s form.
    fn next_batch(sides: &mut [Side; 3], size: usize) -> std::io::Result<Option<Batch>> {
        let mut batch: Batch = Vec::with_capacity(size);
        while batch.len() < size {
            // Which sides hold the lowest id: each of those gives its line to this unit.
            let Some(id) = sides.iter().filter_map(|s| s.head.as_ref()).map(Line::id).min() else { break };
            let at_min = sides.each_ref().map(|s| s.head.as_ref().is_some_and(|l| l.id() == id));
            let mut unit = [None, None, None];
            for ((slot, side), take) in unit.iter_mut().zip(sides.iter_mut()).zip(at_min) {
                if take {
                    *slot = side.take()?;
                }
            }
            batch.push(unit);
        }
        Ok((!sides.iter().any(|s| s.broken)).then_some(batch))
    }

    fn merge_batched(
        base: &Path,
        ours: &Path,
        theirs: &Path,
        out: &mut dyn Write,
        batch_size: usize,
        pipeline_bytes: u64,
    ) -> std::io::Result<Option<DriverSummary>> {
        let size: u64 = [base, ours, theirs].iter().map(|p| fs_err::metadata(p).map_or(0, |m| m.len())).sum();
        let mut sides = [Side::open(base)?, Side::open(ours)?, Side::open(theirs)?];
        let mut summary = DriverSummary { lessons: 0, changed_ours: false, conflicts: Vec::new(), refused: Vec::new() };
        if size < pipeline_bytes {
            loop {
                let Some(batch) = next_batch(&mut sides, batch_size)? else { return Ok(None) };
                if batch.is_empty() {
                    return Ok(Some(summary));
                }
                if !settle_batch(&batch, out, &mut summary)? {
                    return Ok(None);
                }
            }
        }
        // One thread reads the next batch while the others settle this one.
        let (tx, rx) = std::sync::mpsc::sync_channel::<std::io::Result<Option<Batch>>>(2);
        std::thread::scope(|scope| {
            scope.spawn(move || {
                loop {
                    let next = next_batch(&mut sides, batch_size);
                    let last = !matches!(&next, Ok(Some(batch)) if !batch.is_empty());
                    if tx.send(next).is_err() || last {
                        break;
                    }
                }
            });
            for next in rx {
                let Some(batch) = next? else { return Ok(None) };
                if batch.is_empty() {
                    break;
                }
                if !settle_batch(&batch, out, &mut summary)? {
                    return Ok(None);
                }
            }
            Ok(Some(summary))
        })
    }

    /// Settles one batch into `out`; `false` where a line is not a lesson.
    fn settle_batch(batch: &Batch, out: &mut dyn Write, summary: &mut DriverSummary) -> std::io::Result<bool> {
        let units: Vec<Unit> = batch
            .iter()
            .map(|[b, o, t]| Unit {
                base: b.as_ref().map(|l| l.text.as_str()),
                ours: o.as_ref().map(|l| l.text.as_str()),
                theirs: t.as_ref().map(|l| l.text.as_str()),
            })
            .collect();
        let chunks: Vec<Option<Settled>> = units.par_chunks(1024).map(settle_all).collect();
        let mut written = Vec::new();
        for chunk in chunks {
            let Some(chunk) = chunk else { return Ok(false) };
            out.write_all(&chunk.bytes)?;
            written.extend_from_slice(&chunk.bytes);
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
        // Ours as it was, byte for byte: the result replaces it only where they differ.
        let mut was = Vec::with_capacity(written.len());
        for line in batch.iter().filter_map(|[_, o, _]| o.as_ref()) {
            was.extend_from_slice(line.text.as_bytes());
            was.extend(line.newline.then_some(b'\n'));
        }
        summary.changed_ours |= was != written;
        Ok(true)
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

    #[cfg(test)]
    mod tests {
        use super::*;
        use crate::systems::lessons::file::to_canonical_bytes;
        use crate::systems::lessons::{
            Category, Event, LessonId, LessonSet, Severity, Status, Timestamp, Trigger, merge_three,
        };

        fn lesson(n: usize, count: u32) -> Lesson {
            let text = format!("Lesson number {n}.");
            Lesson {
                id: LessonId::for_text(&text),
                text,
                category: Category::Other,
                severity: Severity::DEFAULT,
                trigger: Trigger::on(Event::SessionStart),
                agents: None,
                status: Status::Approved,
                approved_at: Timestamp::from_seconds(1_790_000_000 + i64::from(count)),
                approved_by: None,
                retired_at: None,
                count,
            }
        }

        #[test]
        fn batches_of_any_size_give_the_merge_rule() {
            let base: LessonSet = (0..30).map(|n| lesson(n, 0)).collect();
            let ours: LessonSet = (0..30).filter(|n| n % 7 != 0).map(|n| lesson(n, u32::from(n % 5 == 0))).collect();
            let theirs: LessonSet =
                (0..40).filter(|n| n % 11 != 0).map(|n| lesson(n, 2 * u32::from(n % 3 == 0))).collect();
            let expected = to_canonical_bytes(&merge_three(&base, ours.clone(), theirs.clone()));
            let dir = tempfile::tempdir().unwrap();
            let write = |name: &str, set: &LessonSet| {
                let path = dir.path().join(name);
                fs_err::write(&path, to_canonical_bytes(set)).unwrap();
                path
            };
            let (b, o, t) = (write("base", &base), write("ours", &ours), write("theirs", &theirs));
            // Read in the same thread, and a batch ahead in another.
            for (batch, pipeline) in [(1, 0), (2, u64::MAX), (3, 0), (7, u64::MAX), (64, 0)] {
                let mut out = Vec::new();
                let summary = merge_batched(&b, &o, &t, &mut out, batch, pipeline).unwrap().unwrap();
                assert_eq!(out, expected, "batch {batch}");
                assert!(summary.changed_ours);
            }
            let mut out = Vec::new();
            let same = merge_batched(&o, &o, &o, &mut out, 4, 0).unwrap().unwrap();
            assert!(!same.changed_ours && out == to_canonical_bytes(&ours));
            // Two lines out of order, or one id twice, far apart in the file: the general path's.
            let text = String::from_utf8(to_canonical_bytes(&theirs)).unwrap();
            let mut lines: Vec<&str> = text.lines().collect();
            for broken in [lines.iter().rev().cloned().collect::<Vec<_>>(), {
                lines[20] = lines[3];
                lines.clone()
            }] {
                fs_err::write(&t, broken.join("\n") + "\n").unwrap();
                for pipeline in [0, u64::MAX] {
                    assert!(merge_batched(&b, &o, &t, &mut Vec::new(), 2, pipeline).unwrap().is_none());
                }
            }
        }
    }
}
