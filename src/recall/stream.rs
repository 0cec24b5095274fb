//! Recall straight from a lessons file, one line at a time, for when the cached index is stale
//! and the file is too large to index within the hook's deadline (a million lessons), or the
//! cache cannot be written. Memory stays bounded whatever the file holds: only the lessons that
//! can still be chosen are kept, the best [`KEEP_CERTAIN`] that surely apply and the best
//! [`KEEP_POSSIBLE`] whose pattern must still be run; those become a small index for
//! [`super::recall`], which ranks them as it ranks any other.
//!
//! Lines are read in their canonical form without a JSON parser (the fixed key order of DESIGN
//! §2 makes each field a known step), most of them rejected by their event, tool or pattern
//! literal before their text is even unescaped; any other line goes through serde.

use std::io::{BufRead, Read};

use std::path::Path;

use super::index::Index;
use super::{Deadline, Query, hits::Delivered};
use crate::files::{self, ReadRules, UnsafeFile};
use crate::lessons::file::parse_line;
use crate::lessons::{Event, Lesson, pattern};
use crate::transcripts::MAX_LINE_BYTES;

/// Lessons that apply whatever the subject: more than the three handed over, since a long one
/// may not fit the character budget.
const KEEP_CERTAIN: usize = 16;
/// Lessons whose pattern may match: each costs a compile, so the best of them only.
const KEEP_POSSIBLE: usize = 256;

/// The fields of a canonical line, strings still JSON-escaped.
struct Raw<'a> {
    id: &'a str,
    severity: u8,
    count: u32,
    event: Event,
    tool: Option<&'a str>,
    pattern: Option<&'a str>,
    agents: Option<&'a str>,
    approved: bool,
}

struct Cursor<'a> {
    rest: &'a str,
}

impl<'a> Cursor<'a> {
    fn take(&mut self, literal: &str) -> Option<()> {
        self.rest = self.rest.strip_prefix(literal)?;
        Some(())
    }

    fn maybe(&mut self, literal: &str) -> bool {
        self.take(literal).is_some()
    }

    /// A JSON string's contents, escapes kept; the opening quote is already taken.
    fn string(&mut self) -> Option<&'a str> {
        let bytes = self.rest.as_bytes();
        let mut from = 0;
        loop {
            let at = from + memchr::memchr(b'"', &bytes[from..])?;
            // A quote is the end unless an odd number of backslashes escapes it.
            let backslashes = bytes[..at].iter().rev().take_while(|b| **b == b'\\').count();
            if backslashes % 2 == 0 {
                let (value, rest) = self.rest.split_at(at);
                self.rest = &rest[1..];
                return Some(value);
            }
            from = at + 1;
        }
    }

    fn number(&mut self) -> Option<u64> {
        let end = self.rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(self.rest.len());
        let (digits, rest) = self.rest.split_at(end);
        self.rest = rest;
        digits.parse().ok()
    }

    /// Up to the `]` that ends a JSON array of plain strings.
    fn array(&mut self) -> Option<&'a str> {
        let end = self.rest.find(']')?;
        let (items, rest) = self.rest.split_at(end);
        self.rest = &rest[1..];
        Some(items)
    }
}

/// A canonical line's fields; `None` for any other shape (then serde reads it).
fn raw(line: &str) -> Option<Raw<'_>> {
    let mut c = Cursor { rest: line };
    c.take("{\"id\":\"")?;
    let id = c.string()?;
    c.take(",\"text\":\"")?;
    c.string()?;
    c.take(",\"category\":\"")?;
    c.string()?;
    c.take(",\"severity\":")?;
    let severity = u8::try_from(c.number()?).ok()?;
    c.take(",\"trigger\":{\"event\":\"")?;
    let event = Event::from_name(c.string()?)?;
    let tool = if c.maybe(",\"tool\":\"") { Some(c.string()?) } else { None };
    let pattern = if c.maybe(",\"pattern\":\"") { Some(c.string()?) } else { None };
    c.take("}")?;
    let agents = if c.maybe(",\"agents\":[") { Some(c.array()?) } else { None };
    c.take(",\"status\":\"")?;
    let approved = c.string()? == "approved";
    // The record ends `,"count":N}`: read from the end, past the optional fields between.
    let body = c.rest.strip_suffix('}')?;
    let digits = body.len() - body.bytes().rev().take_while(u8::is_ascii_digit).count();
    let count = body[digits..].parse().ok().filter(|_| body[..digits].ends_with(",\"count\":"))?;
    Some(Raw { id, severity, count, event, tool, pattern, agents, approved })
}

fn unescape(raw: &str) -> std::borrow::Cow<'_, str> {
    if raw.contains('\\') {
        serde_json::from_str::<String>(&format!("\"{raw}\"")).map_or(raw.into(), Into::into)
    } else {
        raw.into()
    }
}

/// Where a kept lesson ranks (the order of [`super::recall`]: undelivered first, then severity ×
/// count, then severity, then id), with its line.
type Kept = ((bool, std::cmp::Reverse<u64>, std::cmp::Reverse<u8>, String), String);

fn keep(list: &mut Vec<Kept>, limit: usize, item: Kept) {
    list.push(item);
    if list.len() >= limit * 2 {
        list.sort();
        list.truncate(limit);
    }
}

/// Reads `path` once and returns an index of the lessons that can still be chosen for `query`,
/// and the number of lines that were not lessons (the caller logs it). `Ok(None)` when the file
/// has conflict markers: those need the tolerant reader, which resolves the versions.
pub fn select(
    path: &Path,
    rules: &ReadRules,
    query: &Query,
    delivered: &Delivered,
    deadline: Deadline,
) -> Result<Option<(Index, usize)>, UnsafeFile> {
    let Some(file) = files::open_regular(path, rules)? else { return Ok(Some((Index::from_lessons([]), 0))) };
    let mut reader = std::io::BufReader::with_capacity(1 << 20, file.take(rules.max_bytes));
    let lowercase_subject = pattern::subject(&query.subject).to_ascii_lowercase();
    let (mut certain, mut possible) = (Vec::new(), Vec::new());
    let mut bad_lines = 0;
    // A line of one of the query's events holds the event's name (canonical or not): most lines
    // are passed over on that alone, before they are even checked as UTF-8.
    let events: Vec<memchr::memmem::Finder> =
        query.events.iter().map(|e| memchr::memmem::Finder::new(e.name().as_bytes()).into_owned()).collect();
    let mut line = Vec::new();
    let mut n = 0usize;
    loop {
        line.clear();
        let read = (&mut reader).take(MAX_LINE_BYTES).read_until(b'\n', &mut line).map_err(UnsafeFile::Io)?;
        if read == 0 {
            break;
        }
        n += 1;
        if n.is_multiple_of(4096) && deadline.expired() {
            break; // what was read so far is what there is: the hook must answer
        }
        let is_marker = [b"<<<<<<<", b"|||||||", b"=======", b">>>>>>>"].iter().any(|m| line.starts_with(*m));
        if !is_marker && !events.iter().any(|e| e.find(&line).is_some()) {
            continue;
        }
        let Ok(text) = std::str::from_utf8(&line) else {
            bad_lines += 1;
            continue;
        };
        let text = text.trim_end();
        if text.is_empty() {
            continue;
        }
        if ["<<<<<<<", "|||||||", "=======", ">>>>>>>"].iter().any(|m| text.starts_with(m)) {
            return Ok(None);
        }
        let Some(decision) = decide(text, query, &lowercase_subject) else {
            // Not canonical: read with serde and decided the same way.
            match parse_line(text) {
                Ok(lesson) => {
                    let canonical = lesson.canonical_line();
                    if let Some(decision) = decide(&canonical, query, &lowercase_subject) {
                        file_away(decision, &canonical, delivered, &mut certain, &mut possible);
                    }
                }
                Err(_) => bad_lines += 1,
            }
            continue;
        };
        file_away(decision, text, delivered, &mut certain, &mut possible);
    }
    certain.sort();
    certain.truncate(KEEP_CERTAIN);
    possible.sort();
    possible.truncate(KEEP_POSSIBLE);
    let lessons: Vec<Lesson> =
        certain.into_iter().chain(possible).filter_map(|(_, line)| parse_line(&line).ok()).collect();
    Ok(Some((Index::from_lessons(&lessons), bad_lines)))
}

/// What one canonical line is to this query.
enum Decision<'a> {
    Skip,
    /// Applies whatever the subject (no pattern).
    Certain(Raw<'a>),
    /// Applies if its pattern matches.
    Possible(Raw<'a>),
}

fn decide<'a>(line: &'a str, query: &Query, lowercase_subject: &str) -> Option<Decision<'a>> {
    let raw = raw(line)?;
    if !raw.approved || !query.events.contains(&raw.event) {
        return Some(Decision::Skip);
    }
    if let Some(agents) = raw.agents
        && !agents.split(',').any(|a| a.trim().trim_matches('"') == query.agent)
    {
        return Some(Decision::Skip);
    }
    if let Some(tool) = raw.tool
        && !query.tool_names.iter().any(|name| name.eq_ignore_ascii_case(&unescape(tool)))
    {
        return Some(Decision::Skip);
    }
    Some(match raw.pattern {
        None => Decision::Certain(raw),
        Some(p) => match pattern::required_literal(&unescape(p)) {
            Some(literal) if !lowercase_subject.contains(&literal) => Decision::Skip,
            _ => Decision::Possible(raw),
        },
    })
}

fn file_away(decision: Decision, line: &str, delivered: &Delivered, certain: &mut Vec<Kept>, possible: &mut Vec<Kept>) {
    let rank = |raw: &Raw| {
        let score = u64::from(raw.severity) * u64::from(raw.count.max(1));
        (delivered.contains(raw.id), std::cmp::Reverse(score), std::cmp::Reverse(raw.severity), raw.id.to_string())
    };
    match decision {
        Decision::Skip => {}
        Decision::Certain(raw) => keep(certain, KEEP_CERTAIN, (rank(&raw), line.to_string())),
        Decision::Possible(raw) => keep(possible, KEEP_POSSIBLE, (rank(&raw), line.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lessons::file::parse_line;

    #[test]
    fn canonical_lines_are_read_without_a_parser_and_others_are_not_guessed() {
        let line = r#"{"id":"0000000a","text":"Say \"no\".","category":"safety","severity":3,"trigger":{"event":"pre_tool","tool":"Bash","pattern":"git push.*--force"},"agents":["claude-code","codex"],"status":"approved","approved_at":"2026-01-01T00:00:00Z","count":7}"#;
        assert_eq!(parse_line(line).unwrap().canonical_line(), line, "the test line is canonical");
        let r = raw(line).unwrap();
        assert_eq!(
            (r.id, r.severity, r.count, r.event, r.tool, r.pattern),
            ("0000000a", 3, 7, Event::PreTool, Some("Bash"), Some("git push.*--force"))
        );
        assert!(r.approved && r.agents.unwrap().contains("\"codex\""));
        assert!(raw(&line.replace("\"severity\":3", "\"severity\": 3")).is_none());
        assert!(raw(r#"{"text":"x","id":"0000000a"}"#).is_none());
    }
}
