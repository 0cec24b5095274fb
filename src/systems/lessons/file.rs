//! Reading a lessons file tolerantly and writing it in its canonical form.
//!
//! Tolerant: duplicate ids (a `merge=union` merge) and git conflict markers (a clone without the
//! driver) are two versions of a record, resolved with the merge rule. A line that is not a
//! lesson is reported with its line number; whether that fails the command is the caller's call.

use std::path::Path;

use fs_err as fs;

use super::merge::LessonSet;
use super::record::Lesson;

/// One line that could not be read as a lesson.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadLine {
    /// 1-based.
    pub line: usize,
    pub reason: String,
}

/// What a file held, and how far it was from canonical form.
#[derive(Debug, Default)]
pub struct Parsed {
    pub lessons: LessonSet,
    /// Lines whose id was already seen (resolved by the merge rule).
    pub duplicate_ids: usize,
    /// The duplicates whose versions differed, and which one the merge rule kept.
    pub resolutions: Vec<super::merge::Conflict>,
    pub conflict_markers: bool,
    pub bad_lines: Vec<BadLine>,
    /// The bytes are exactly `to_canonical_bytes(&lessons)`.
    pub canonical: bool,
}

#[derive(Debug, PartialEq)]
enum Section {
    Outside,
    Ours,
    /// The diff3 base section: an older version of what both sides changed. Skipped, so a record
    /// both sides deleted is not brought back.
    Base,
    Theirs,
}

pub fn parse(text: &str) -> Parsed {
    parse_with(text, &|_| Ok(()))
}

/// Like [`parse`], with an extra per-record check whose failure is reported as a bad line.
pub fn parse_with(text: &str, accept: &(dyn Fn(&Lesson) -> Result<(), String> + Sync)) -> Parsed {
    let mut parsed = parse_records(text, accept);
    parsed.canonical = parsed.bad_lines.is_empty() && to_canonical_bytes(&parsed.lessons) == text.as_bytes();
    parsed
}

/// The records only: `canonical` is left false, which saves writing the whole set out again
/// where nobody asks (the merge driver).
pub fn parse_records(text: &str, accept: &(dyn Fn(&Lesson) -> Result<(), String> + Sync)) -> Parsed {
    // Without conflict markers every line stands alone: lines are parsed on every core, then
    // gathered in file order, so the result is the same as one line after another.
    // (A marker starts with one of four characters: the check allocates only for those lines.)
    if !text.lines().any(|line| line.starts_with(['<', '|', '=', '>']) && conflict_marker(line).is_some()) {
        use rayon::prelude::*;
        let lines: Vec<(usize, &str)> = text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()).collect();
        let results: Vec<(usize, Result<Lesson, String>)> = lines
            .par_iter()
            .with_min_len(512)
            .map(|(index, line)| (*index, parse_line(line).and_then(|lesson| accept(&lesson).map(|()| lesson))))
            .collect();
        let mut parsed = Parsed::default();
        for (index, result) in results {
            match result {
                Ok(lesson) => {
                    let (duplicate, conflict) = parsed.lessons.insert_reporting(lesson);
                    parsed.duplicate_ids += usize::from(duplicate);
                    parsed.resolutions.extend(conflict);
                }
                Err(reason) => parsed.bad_lines.push(BadLine { line: index + 1, reason }),
            }
        }
        return parsed;
    }
    let mut parsed = Parsed::default();
    let mut section = Section::Outside;
    // Where the open conflict began, for the error when it never closes.
    let mut opened = 0;
    for (index, line) in text.lines().enumerate() {
        if let Some(next) = conflict_marker(line) {
            parsed.conflict_markers = true;
            // Markers only in git's order: <<<<<<< [||||||| base] ======= >>>>>>>. Any other
            // (a stray `|||||||` above the last lessons) is a bad line, never a section that
            // swallows the lines after it.
            let allowed = matches!(
                (&section, &next),
                (Section::Outside, Section::Ours)
                    | (Section::Ours, Section::Base)
                    | (Section::Ours | Section::Base, Section::Theirs)
                    | (Section::Theirs, Section::Outside)
            );
            if !allowed {
                let reason = format!("a conflict marker out of place: {:?}", crate::model::text::one_line(line));
                parsed.bad_lines.push(BadLine { line: index + 1, reason });
                continue;
            }
            if next == Section::Ours {
                opened = index + 1;
            }
            section = next;
            continue;
        }
        if section == Section::Base || line.trim().is_empty() {
            continue;
        }
        match parse_line(line).and_then(|lesson| accept(&lesson).map(|()| lesson)) {
            Ok(lesson) => {
                let (duplicate, conflict) = parsed.lessons.insert_reporting(lesson);
                parsed.duplicate_ids += usize::from(duplicate);
                parsed.resolutions.extend(conflict);
            }
            Err(reason) => parsed.bad_lines.push(BadLine { line: index + 1, reason }),
        }
    }
    if section != Section::Outside {
        parsed.bad_lines.push(BadLine { line: opened, reason: "a conflict section that never closes".into() });
    }
    parsed
}

/// The approved records of `text` that `lessons add` would refuse (hidden characters, an
/// over-long text, a costly or dead trigger), as `lesson ID: why` by line. Someone else wrote
/// them (a pull, a merge): the hook never delivers them, and `fmt --check`, `doctor` and the
/// merge driver name them. Lines that are no lesson at all are [`Parsed::bad_lines`]' business.
pub fn refusals(text: &str) -> Vec<BadLine> {
    use rayon::prelude::*;
    let lines: Vec<(usize, &str)> = text.lines().enumerate().filter(|(_, l)| l.starts_with('{')).collect();
    lines
        .par_iter()
        .with_min_len(256)
        .filter_map(|(index, line)| {
            let lesson = parse_line(line).ok().filter(|l| l.status == super::Status::Approved)?;
            let reason = lesson.check_for_write().err()?;
            Some(BadLine { line: index + 1, reason: format!("lesson {}: {reason}", lesson.id) })
        })
        .collect()
}

/// Reads the records of `path` without checking its form (see [`parse_records`]). A missing
/// file is an error: git hands the merge driver three files, and none of them may read as empty.
pub fn read_records(path: &Path) -> std::io::Result<Parsed> {
    let bytes = fs::read(path)?;
    Ok(parse_records(&String::from_utf8_lossy(&bytes), &|_| Ok(())))
}

fn conflict_marker(line: &str) -> Option<Section> {
    let marker = |m: &str| line == m || line.starts_with(&format!("{m} "));
    if marker("<<<<<<<") {
        Some(Section::Ours)
    } else if marker("|||||||") {
        Some(Section::Base)
    } else if line == "=======" {
        Some(Section::Theirs)
    } else if marker(">>>>>>>") {
        Some(Section::Outside)
    } else {
        None
    }
}

pub fn parse_line(line: &str) -> Result<Lesson, String> {
    // The message may quote the line (an unknown field's name): kept on one line, escaped.
    let mut lesson: Lesson =
        serde_json::from_str(line).map_err(|e| crate::model::text::one_line(&strip_position(&e.to_string())))?;
    lesson.check_shape().map_err(|e| e.to_string())?;
    lesson.canonicalize();
    Ok(lesson)
}

// serde_json appends "at line 1 column N"; we report the file's own line instead.
fn strip_position(message: &str) -> String {
    match message.rfind(" at line ") {
        Some(at) => message[..at].to_string(),
        None => message.to_string(),
    }
}

/// Sorted by id, fixed key order, one record per line, `\n` endings, final newline.
pub fn to_canonical_bytes(lessons: &LessonSet) -> Vec<u8> {
    let mut out = Vec::with_capacity(lessons.len() * 256);
    for lesson in lessons.iter() {
        serde_json::to_writer(&mut out, lesson).expect("a lesson always serializes");
        out.push(b'\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const A1: &str = r#"{"id":"0000000a","text":"Run the tests.","category":"verification","severity":2,"trigger":{"event":"session_start"},"status":"approved","approved_at":"2026-01-01T00:00:00Z","count":0}"#;
    const A2: &str = r#"{"id":"0000000a","text":"Run the tests first.","category":"verification","severity":2,"trigger":{"event":"session_start"},"status":"approved","approved_at":"2026-02-01T00:00:00Z","count":0}"#;
    const B: &str = r#"{"id":"0000000b","text":"Never force-push.","category":"safety","severity":3,"trigger":{"event":"pre_tool","tool":"Bash","pattern":"git push.*--force"},"status":"approved","approved_at":"2026-01-01T00:00:00Z","count":0}"#;

    #[test]
    fn canonical_file_round_trips_byte_for_byte() {
        let text = format!("{A1}\n{B}\n");
        let parsed = parse(&text);
        assert!(parsed.canonical && parsed.bad_lines.is_empty());
        assert_eq!(to_canonical_bytes(&parsed.lessons), text.as_bytes());
    }

    #[test]
    fn duplicate_ids_resolve_to_the_latest_decision() {
        let parsed = parse(&format!("{A2}\n{B}\n{A1}\n"));
        assert_eq!(parsed.duplicate_ids, 1);
        assert_eq!(parsed.lessons.len(), 2);
        assert_eq!(parsed.lessons.get_str("0000000a").unwrap().text, "Run the tests first.");
        assert!(!parsed.canonical);
    }

    #[test]
    fn conflict_markers_are_two_versions_and_diff3_base_is_ignored() {
        let text = format!("<<<<<<< HEAD\n{A1}\n||||||| base\n{B}\n=======\n{A2}\n>>>>>>> other\n");
        let parsed = parse(&text);
        assert!(parsed.conflict_markers);
        assert!(parsed.bad_lines.is_empty());
        assert_eq!(parsed.lessons.len(), 1, "the base-only record was deleted on both sides");
        assert_eq!(parsed.lessons.get_str("0000000a").unwrap().text, "Run the tests first.");
    }

    #[test]
    fn bad_lines_carry_their_line_number_and_reason() {
        let parsed = parse(&format!("{A1}\nnot json\n{}\n", A1.replace("\"severity\":2", "\"severity\":7")));
        let lines: Vec<_> = parsed.bad_lines.iter().map(|b| b.line).collect();
        assert_eq!(lines, [2, 3]);
        assert!(parsed.bad_lines[1].reason.contains("severity 7"), "{:?}", parsed.bad_lines[1]);
        assert!(!parsed.canonical);
    }

    #[test]
    fn unknown_fields_are_refused_not_dropped() {
        let parsed = parse(&A1.replace("\"count\":0", "\"count\":0,\"extra\":1"));
        assert!(parsed.bad_lines[0].reason.contains("unknown field `extra`"), "{:?}", parsed.bad_lines);
    }
}
