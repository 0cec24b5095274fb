//! Recall straight from a lessons file, one line at a time, for when the cached index is stale
//! and the file is too large to index within the hook's deadline (a million lessons), or the
//! cache cannot be written. Memory stays bounded whatever the file holds: only the lessons that
//! can still be chosen are kept, the best [`KEEP_CERTAIN`] that surely apply and the best
//! [`KEEP_POSSIBLE`] whose pattern must still be run; those become a small index for
//! [`super::recall`], which ranks them as it ranks any other.
//!
//! Lines are read in their canonical form without a JSON parser (the fixed key order of the
//! canonical line makes each field a known step), most of them rejected by their event, tool or
//! pattern literal before their text is even unescaped; any other line goes through serde. Only a
//! file in canonical form is read this way, since only its ids are unique and in order (so no later
//! line can be a newer version of one already kept); one that is not (a union merge, a hand edit)
//! is left out with a log line naming the fix, `agent-trace lessons fmt`.

use std::io::{BufRead, Read};

use std::path::Path;

use super::index::Index;
use super::{Deadline, Query, hits::Delivered};
use crate::files::jsonl::MAX_LINE_BYTES;
use crate::files::{self, ReadRules, UnsafeFile};
use crate::systems::lessons::file::parse_line;
use crate::systems::lessons::{Event, Lesson, pattern};

/// Lessons that apply whatever the subject: many more than the three handed over, since long
/// ones may not fit the character budget and the next ones must be there to take their place.
const KEEP_CERTAIN: usize = 256;
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

/// A canonical line's fields; `None` for any other shape (then serde reads it). Fields that
/// decide whether a lesson applies must be plain (no escapes) and valid, as serde would take them.
fn raw(line: &str) -> Option<Raw<'_>> {
    let mut c = Cursor { rest: line };
    c.take("{\"id\":\"")?;
    let id = c
        .string()
        .filter(|id| id.len() == 8 && id.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)))?;
    c.take(",\"text\":\"")?;
    c.string()?;
    c.take(",\"category\":\"")?;
    c.string()?;
    c.take(",\"severity\":")?;
    let severity = u8::try_from(c.number()?).ok().filter(|s| (1..=3).contains(s))?;
    c.take(",\"trigger\":{\"event\":\"")?;
    let event = Event::from_name(c.string()?)?;
    let plain = |s: &str| !s.contains('\\');
    let tool = if c.maybe(",\"tool\":\"") { Some(c.string().filter(|t| plain(t))?) } else { None };
    let pattern = if c.maybe(",\"pattern\":\"") { Some(c.string()?) } else { None };
    c.take("}")?;
    let agents = if c.maybe(",\"agents\":[") { Some(c.array().filter(|a| plain(a))?) } else { None };
    c.take(",\"status\":\"")?;
    let approved = match c.string()? {
        "approved" => true,
        "retired" => false,
        _ => return None,
    };
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
type Kept = ((bool, super::index::Rank, String), String);

fn keep(list: &mut Vec<Kept>, limit: usize, item: Kept) {
    list.push(item);
    if list.len() >= limit * 2 {
        list.sort();
        list.truncate(limit);
    }
}

/// What reading a large file found.
pub enum Selected {
    /// The lessons that can still be chosen; the lines that were not lessons; whether the
    /// deadline cut the read short (the lessons after that point were not seen).
    Lessons { index: Index, bad_lines: usize, cut_short: bool },
    /// The file is not in canonical form (conflict markers, ids out of order or repeated, escaped
    /// fields): its versions need the tolerant reader, which a hook cannot afford at this size.
    NotCanonical { line: usize },
}

/// Reads `path` once and returns an index of the lessons that can still be chosen for `query`.
pub fn select(
    path: &Path,
    rules: &ReadRules,
    query: &Query,
    delivered: &Delivered,
    deadline: Deadline,
) -> Result<Selected, UnsafeFile> {
    let Some(file) = files::open_regular(path, rules)? else {
        return Ok(Selected::Lessons { index: Index::from_lessons([]), bad_lines: 0, cut_short: false });
    };
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
    let mut cut_short = false;
    let mut previous_id = [0u8; 8];
    loop {
        line.clear();
        let read = (&mut reader).take(MAX_LINE_BYTES + 1).read_until(b'\n', &mut line).map_err(UnsafeFile::Io)?;
        if read == 0 {
            break;
        }
        n += 1;
        if read as u64 > MAX_LINE_BYTES && line.last() != Some(&b'\n') {
            // Longer than any lesson: skipped to its end, never read as the start of another line.
            reader.skip_until(b'\n').map_err(UnsafeFile::Io)?;
            bad_lines += 1;
            continue;
        }
        if n.is_multiple_of(4096) && deadline.expired() {
            cut_short = true; // what was read so far is what there is: the hook must answer
            break;
        }
        // Ids in strictly rising order, checked on every line (a canonical line starts with its
        // id): a repeated or out-of-order id means versions to resolve.
        if let Some(id) = line.get(7..15).filter(|_| line.starts_with(b"{\"id\":\"")) {
            if id <= previous_id.as_slice() && n > 1 {
                return Ok(Selected::NotCanonical { line: n });
            }
            previous_id.copy_from_slice(id);
        } else if !line.iter().all(u8::is_ascii_whitespace) {
            return Ok(Selected::NotCanonical { line: n });
        }
        if !events.iter().any(|e| e.find(&line).is_some()) && memchr::memchr(b'\\', &line).is_none() {
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
        let Some(decision) = decide(text, query, &lowercase_subject) else {
            // Not in the fast path's shape: read with serde; a line that is a lesson but not in
            // canonical form means the file is not canonical.
            match parse_line(text) {
                Ok(lesson) if lesson.canonical_line() == text => {
                    if let Some(decision) = decide(text, query, &lowercase_subject) {
                        file_away(decision, text, delivered, &mut certain, &mut possible);
                    }
                }
                Ok(_) => return Ok(Selected::NotCanonical { line: n }),
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
    let parsed: Vec<Lesson> =
        certain.into_iter().chain(possible).filter_map(|(_, line)| parse_line(&line).ok()).collect();
    // What `lessons add` would refuse is never delivered, whoever wrote it.
    let lessons: Vec<Lesson> = parsed.into_iter().filter(|l| l.check_deliverable().is_ok()).collect();
    Ok(Selected::Lessons { index: Index::from_lessons(&lessons), bad_lines, cut_short })
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
    let rank =
        |raw: &Raw| (delivered.contains(raw.id), super::index::rank(raw.severity, raw.count), raw.id.to_string());
    match decision {
        Decision::Skip => {}
        Decision::Certain(raw) => keep(certain, KEEP_CERTAIN, (rank(&raw), line.to_string())),
        Decision::Possible(raw) => keep(possible, KEEP_POSSIBLE, (rank(&raw), line.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::systems::lessons::file::parse_line;

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
