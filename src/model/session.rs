//! One model for every agent's transcripts: session → turns → tool calls, with latency split
//! into agent time, tool wall time and user wait, and token usage; and the readers every agent's
//! parser shares (JSON lines from an offset, SQLite opened read-only). The parsers themselves live
//! in their adapters (`adapters/<agent>/transcript.rs`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::tool::ToolKind;
use crate::text::excerpt;

/// A tool output longer than this is cut: verdicts need its start, not all of it.
pub const MAX_OUTPUT_CHARS: usize = 2_000;
/// A prompt is kept only as a short excerpt (it stays in the private store regardless).
pub const MAX_PROMPT_CHARS: usize = 200;
/// A string inside a tool's input longer than this (a file written whole) is cut: the rules need
/// commands and paths, not file contents, and less private text is kept.
pub const MAX_INPUT_STRING_CHARS: usize = 1_000;

/// How deep a tool input's arrays and objects are kept; below that, each is kept as its JSON
/// text. A session is stored as JSON with the input five levels down, and serde_json reads back
/// at most 128: an input as deep as a parser accepts would store, never read back, and be taken
/// for a lost session on every scan.
pub const MAX_INPUT_DEPTH: usize = 32;

/// A tool input with every long string cut to [`MAX_INPUT_STRING_CHARS`], and what lies deeper
/// than [`MAX_INPUT_DEPTH`] kept as (cut) text.
pub fn bounded_input(value: serde_json::Value) -> serde_json::Value {
    bounded_at(value, 0)
}

fn bounded_at(value: serde_json::Value, depth: usize) -> serde_json::Value {
    use serde_json::Value;
    let cut = |text: String| match text.len() > MAX_INPUT_STRING_CHARS {
        true => Value::String(excerpt(&text, MAX_INPUT_STRING_CHARS)),
        false => Value::String(text),
    };
    match value {
        Value::String(s) => cut(s),
        Value::Array(_) | Value::Object(_) if depth >= MAX_INPUT_DEPTH => cut(value.to_string()),
        Value::Array(items) => Value::Array(items.into_iter().map(|v| bounded_at(v, depth + 1)).collect()),
        Value::Object(map) => Value::Object(map.into_iter().map(|(k, v)| (k, bounded_at(v, depth + 1))).collect()),
        other => other,
    }
}

/// Where a parser hands each session it has read, one at a time.
pub type SessionSink<'a> = dyn FnMut(Session) -> std::io::Result<()> + 'a;

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Session {
    pub agent: String,
    pub id: String,
    /// The session this one ran inside (a subagent's parent), where the format says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parent: Option<String>,
    pub source: PathBuf,
    pub cwd: Option<String>,
    pub started_ms: Option<i64>,
    pub ended_ms: Option<i64>,
    pub turns: Vec<Turn>,
    pub tokens: Tokens,
    /// Records of types this parser does not know, by type: skipped, never fatal.
    pub unknown_records: BTreeMap<String, usize>,
    /// Lines that were not JSON at all.
    pub bad_lines: usize,
    /// Where the parser stopped, so an appended file is read on from there.
    #[serde(default)]
    pub resume: Resume,
}

/// Parser state kept between scans of a growing file.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Resume {
    /// Byte offset after the last complete line read.
    pub offset: u64,
    /// The last API message whose usage was counted (Claude splits one message over lines).
    pub last_message_id: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Turn {
    pub index: usize,
    pub prompt: String,
    pub started_ms: Option<i64>,
    pub ended_ms: Option<i64>,
    pub tool_calls: Vec<ToolCall>,
    pub latency: Latency,
    pub tokens: Tokens,
    /// `None` where the format does not record an abort.
    pub aborted: Option<bool>,
    /// Timestamps of every event of the turn, in order (for the stall rule).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub event_ms: Vec<i64>,
    /// The agent's latest text in this turn while parsing: the intent of the calls that follow.
    #[serde(skip)]
    pub last_agent_text: String,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ToolCall {
    pub id: String,
    pub name: String,
    pub input: serde_json::Value,
    pub output: String,
    pub is_error: bool,
    pub started_ms: Option<i64>,
    pub ended_ms: Option<i64>,
    /// What the agent said it was about to do, right before the call (its "task"), where the
    /// transcript keeps the agent's text.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub intent: String,
    /// What the tool is, from the one vocabulary (set for every call by [`Session::finish`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<ToolKind>,
}

impl ToolCall {
    pub fn duration_ms(&self) -> Option<i64> {
        Some(self.ended_ms? - self.started_ms?).filter(|d| *d >= 0)
    }

    /// Whether the agent was waiting for the person rather than for a program.
    pub fn waits_for_user(&self) -> bool {
        self.kind == Some(ToolKind::AskUser)
    }

    /// Whether the call runs a shell command.
    pub fn is_shell(&self) -> bool {
        self.kind == Some(ToolKind::Shell)
    }
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Latency {
    pub total_ms: i64,
    pub agent_ms: i64,
    pub tool_ms: i64,
    pub user_wait_ms: i64,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tokens {
    pub input: u64,
    pub output: u64,
    pub cache_read: u64,
    pub cache_write: u64,
}

impl Tokens {
    pub fn add(&mut self, other: Tokens) {
        self.input += other.input;
        self.output += other.output;
        self.cache_read += other.cache_read;
        self.cache_write += other.cache_write;
    }

    pub fn total(&self) -> u64 {
        self.input + self.output + self.cache_read + self.cache_write
    }
}

impl Session {
    /// What every parser's sessions need once read: the agent's id, an id from the file's name
    /// where the format has none, each call's kind (`kind_of` is the tool vocabulary) and each
    /// turn's latency.
    pub fn finish(&mut self, agent: &str, kind_of: impl Fn(&str) -> Option<ToolKind>) {
        agent.clone_into(&mut self.agent);
        if self.id.is_empty() {
            self.id = self.source.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        }
        // A missing time a format wrote as 0 is no time: beside real times it would make a "stall"
        // of 55 years. (A session with no real time at all is left as it is.)
        let real = self.turns.iter().flat_map(|t| t.event_ms.iter().copied().chain(t.started_ms)).any(plausible_time);
        let keep = |t: &mut Option<i64>| *t = t.filter(|ms| !real || plausible_time(*ms));
        keep(&mut self.started_ms);
        keep(&mut self.ended_ms);
        for turn in &mut self.turns {
            keep(&mut turn.started_ms);
            keep(&mut turn.ended_ms);
            turn.event_ms.retain(|ms| !real || plausible_time(*ms));
            for call in &mut turn.tool_calls {
                keep(&mut call.started_ms);
                keep(&mut call.ended_ms);
                call.kind = kind_of(&call.name);
            }
            turn.compute_latency();
        }
    }

    /// Notes an event's time: it widens the session's span and the current turn's, and joins the
    /// turn's event times (which the stall rule reads).
    pub fn record_event(&mut self, at: i64) {
        self.started_ms = Some(self.started_ms.map_or(at, |s| s.min(at)));
        self.ended_ms = Some(self.ended_ms.map_or(at, |e| e.max(at)));
        if let Some(turn) = self.turns.last_mut() {
            turn.ended_ms = Some(turn.ended_ms.map_or(at, |e| e.max(at)));
            turn.event_ms.push(at);
        }
    }
}

impl Turn {
    /// Fills `latency` from the turn's span and its tool calls: tool wall time is the union of
    /// the calls' intervals (parallel calls count once); calls that wait for the person count as
    /// user wait; the rest of the span is the agent's own time.
    pub fn compute_latency(&mut self) {
        let (Some(start), Some(end)) = (self.started_ms, self.ended_ms) else { return };
        let total = (end - start).max(0);
        let intervals = |wait: bool| -> i64 {
            let mut spans: Vec<(i64, i64)> = self
                .tool_calls
                .iter()
                .filter(|c| c.waits_for_user() == wait)
                .filter_map(|c| Some((c.started_ms?, c.ended_ms?)).filter(|(a, b)| b >= a))
                .collect();
            spans.sort();
            let mut sum = 0;
            let mut current: Option<(i64, i64)> = None;
            for (a, b) in spans {
                match current {
                    Some((ca, cb)) if a <= cb => current = Some((ca, cb.max(b))),
                    Some((ca, cb)) => {
                        sum += cb - ca;
                        current = Some((a, b));
                    }
                    None => current = Some((a, b)),
                }
            }
            sum + current.map_or(0, |(a, b)| b - a)
        };
        let tool = intervals(false).min(total);
        let wait = intervals(true).min(total - tool);
        self.latency = Latency { total_ms: total, agent_ms: total - tool - wait, tool_ms: tool, user_wait_ms: wait };
    }
}

/// Whether `ms` since the epoch can be the time of an agent's event (2000 to 2100): anything else
/// is a missing time written as 0, or a unit mix-up.
pub fn plausible_time(ms: i64) -> bool {
    (946_684_800_000..4_102_444_800_000).contains(&ms)
}

/// Milliseconds since the epoch of an RFC 3339 time.
pub fn parse_time(text: &str) -> Option<i64> {
    text.parse::<jiff::Timestamp>().ok().map(|t| t.as_millisecond())
}

/// Reads a JSONL file one line at a time from byte `offset`, calling `each` with every JSON
/// value (bad lines are counted, not fatal). Returns the offset after the last complete line,
/// so an appended file can be resumed.
pub fn read_jsonl(
    path: &Path,
    offset: u64,
    bad_lines: &mut usize,
    mut each: impl FnMut(serde_json::Value),
) -> std::io::Result<u64> {
    read_jsonl_lines(path, offset, |line| match serde_json::from_slice(line) {
        Ok(value) => each(value),
        Err(_) => *bad_lines += 1,
    })
}

/// Like [`read_jsonl`], handing over each raw line, for parsers that deserialize only the
/// fields they need.
pub fn read_jsonl_lines(path: &Path, offset: u64, each: impl FnMut(&[u8])) -> std::io::Result<u64> {
    read_lines(path, offset, MAX_LINE_BYTES, READ_CHUNK, each)
}

/// [`read_jsonl_lines`] with its limits as arguments, for the tests.
fn read_lines(
    path: &Path,
    offset: u64,
    max_line: u64,
    chunk: usize,
    mut each: impl FnMut(&[u8]),
) -> std::io::Result<u64> {
    use std::io::{Read, Seek, SeekFrom};
    let mut file = fs_err::File::open(path)?;
    file.seek(SeekFrom::Start(offset))?;
    // Lines are handed over from the read buffer itself: only a line cut by the buffer's end is
    // moved, and a line is held once (read_until copied each out, a long one into a second buffer
    // as large). One buffer a thread, taken rather than borrowed, so that a callback reading
    // another file gets its own.
    let mut buf = LINE_BUFFER.take();
    if buf.len() < chunk {
        buf.resize(chunk, 0);
    }
    // What the file held when opened: a long line grows the buffer no further than that.
    let mut unread = file.metadata()?.len().saturating_sub(offset);
    let (mut start, mut end) = (0, 0);
    let mut position = offset;
    // Bytes of a line longer than `max_line` dropped so far: it is skipped, never held.
    let mut skipped: Option<u64> = None;
    let result = loop {
        match memchr::memchr(b'\n', &buf[start..end]) {
            Some(at) => {
                let line = &buf[start..start + at + 1];
                start += at + 1;
                let dropped = skipped.take();
                position += dropped.unwrap_or(0) + line.len() as u64;
                if dropped.is_some() || line.len() as u64 > max_line + 1 {
                    each(b"");
                } else if !line.iter().all(u8::is_ascii_whitespace) {
                    each(line);
                }
                continue;
            }
            None if skipped.is_some() || (end - start) as u64 > max_line => {
                // A line longer than any record (a file of zeros, a corrupt file): skipped unread.
                *skipped.get_or_insert(0) += (end - start) as u64;
                (start, end) = (0, 0);
            }
            None => {
                // Part of a line: moved to the front, the buffer grown if the line fills it.
                buf.copy_within(start..end, 0);
                (start, end) = (0, end - start);
                if end == buf.len() {
                    let rest = usize::try_from(unread).unwrap_or(usize::MAX).max(chunk);
                    let grown = (end * 2).min(end.saturating_add(rest)).min(max_line as usize + 2);
                    buf.resize(grown, 0);
                }
            }
        }
        let stop = buf.len().min(end + chunk.max(end));
        match file.read(&mut buf[end..stop]) {
            Ok(0) => {
                // End of file, or a line still being written: it is read next time. A long line
                // cut by the end of the file is skipped all the same.
                if let Some(dropped) = skipped {
                    position += dropped;
                    each(b"");
                }
                break Ok(position);
            }
            Ok(read) => {
                end += read;
                unread = unread.saturating_sub(read as u64);
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => break Err(e),
        }
    };
    if buf.capacity() <= KEPT_LINE_BUFFER {
        LINE_BUFFER.set(buf);
    }
    result
}

/// How much of a transcript one read asks for.
const READ_CHUNK: usize = 64 << 10;
/// A buffer that grew past this for a long line is let go rather than kept for the next file.
const KEPT_LINE_BUFFER: usize = 1 << 20;

thread_local! {
    static LINE_BUFFER: std::cell::Cell<Vec<u8>> = const { std::cell::Cell::new(Vec::new()) };
}

/// The first `max` characters of the JSON string literal `raw` (its quotes included),
/// unescaped; `None` where `raw` is not a string. Only the escapes of those characters are
/// decoded, so a tool result that holds a whole file is neither copied nor unescaped past the
/// excerpt kept of it. Each escape is one character (a surrogate pair's two, one).
pub fn json_string_prefix(raw: &str, max: usize) -> Option<String> {
    let bytes = raw.as_bytes();
    if bytes.len() < 2 || bytes[0] != b'"' {
        return None;
    }
    let last = bytes.len() - 1;
    let (mut at, mut chars) = (1, 0);
    while at < last && chars < max {
        // A run without escapes holding at most the characters still wanted, counted in one go.
        let window = &bytes[at..last.min(at.saturating_add(max - chars))];
        let mut run = memchr::memchr(b'\\', window).unwrap_or(window.len());
        while run > 0 && bytes[at + run] & 0xC0 == 0x80 {
            run -= 1; // not into a character the window's end cuts
        }
        if run > 0 {
            chars += bytes[at..at + run].iter().filter(|&&b| b & 0xC0 != 0x80).count();
            at += run;
            continue;
        }
        at += match bytes[at] {
            b'\\' if bytes.get(at + 1) == Some(&b'u') => {
                // A high surrogate (\uD800-\uDBFF) and the low one that must follow it.
                let high = bytes.get(at + 2..at + 4).is_some_and(|hex| {
                    matches!(hex[0], b'd' | b'D') && matches!(hex[1], b'8' | b'9' | b'a' | b'b' | b'A' | b'B')
                });
                if high && bytes.get(at + 6..at + 8) == Some(b"\\u") { 12 } else { 6 }
            }
            b'\\' => 2,
            lead => utf8_width(lead),
        };
        chars += 1;
    }
    if at >= last {
        return serde_json::from_str(raw).ok();
    }
    let mut cut = String::with_capacity(at + 1);
    cut.push_str(raw.get(..at)?);
    cut.push('"');
    serde_json::from_str(&cut).ok()
}

/// The length of the UTF-8 character that starts with `lead`.
fn utf8_width(lead: u8) -> usize {
    match lead {
        0xF0.. => 4,
        0xE0.. => 3,
        0xC0.. => 2,
        _ => 1,
    }
}

/// Opens an agent's SQLite database read-only, waiting up to two seconds while the agent holds a
/// write lock (it is usually running while we scan).
pub fn open_database(path: &Path) -> std::io::Result<rusqlite::Connection> {
    use rusqlite::OpenFlags;
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX | OpenFlags::SQLITE_OPEN_URI;
    let connection = rusqlite::Connection::open_with_flags(path, flags).map_err(|e| database_error(path, e))?;
    connection.busy_timeout(std::time::Duration::from_secs(2)).map_err(|e| database_error(path, e))?;
    // A time bound on the whole read: past it the query in progress fails (SQLITE_INTERRUPT),
    // and the scan goes on with the next file. The handle is safe to use after the connection
    // closed, so the timer needs no cancelling.
    let interrupt = connection.get_interrupt_handle();
    std::thread::spawn(move || {
        std::thread::sleep(DATABASE_READ_BOUND);
        interrupt.interrupt();
    });
    Ok(connection)
}

/// The longest a scan reads one agent database (a 1 GB one takes a few seconds).
pub const DATABASE_READ_BOUND: std::time::Duration = std::time::Duration::from_secs(300);

/// Refuses a database where one of `tables` is not a table (a view runs a query of its own,
/// which can take any time): its sessions are not read, and the error says why.
pub fn require_tables(connection: &rusqlite::Connection, path: &Path, tables: &[&str]) -> std::io::Result<()> {
    for table in tables {
        if !is_table(connection, table) {
            return Err(std::io::Error::other(format!(
                "{}: `{table}` is not a table (missing, or a view): the database is not read",
                path.display()
            )));
        }
    }
    Ok(())
}

fn is_table(connection: &rusqlite::Connection, name: &str) -> bool {
    connection.query_row("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?1", [name], |_| Ok(())).is_ok()
}

/// The rows that read, each one that does not (NULL where text is due, another type) skipped
/// and counted in `skipped`: one odd row never costs the rest of the database. Only running past
/// [`DATABASE_READ_BOUND`] is an error.
pub fn readable_rows<T>(
    path: &Path,
    rows: impl Iterator<Item = rusqlite::Result<T>>,
    skipped: &mut usize,
) -> std::io::Result<Vec<T>> {
    let mut out = Vec::new();
    for row in rows {
        match row {
            Ok(row) => out.push(row),
            Err(
                e @ rusqlite::Error::SqliteFailure(
                    rusqlite::ffi::Error { code: rusqlite::ErrorCode::OperationInterrupted, .. },
                    _,
                ),
            ) => {
                return Err(database_error(path, e));
            }
            Err(_) => *skipped += 1,
        }
    }
    Ok(out)
}

/// Where a session's unreadable rows are counted.
pub const UNREADABLE_ROWS: &str = "unreadable-rows";

/// Hands `items` (sessions to read) to `each` inside one read transaction per 64: a transaction
/// per query re-took the file's locks and re-read its header every time (most of a scan of a
/// database of many short sessions), and one for the whole scan would hold off a
/// rollback-journal database's writer, the agent, for as long as the scan takes.
pub fn in_read_batches<T>(
    db: &rusqlite::Connection,
    path: &Path,
    items: Vec<T>,
    mut each: impl FnMut(T) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let mut items = items.into_iter().peekable();
    while items.peek().is_some() {
        db.execute_batch("BEGIN").map_err(|e| database_error(path, e))?;
        for item in items.by_ref().take(64) {
            each(item)?;
        }
        db.execute_batch("COMMIT").map_err(|e| database_error(path, e))?;
    }
    Ok(())
}

pub fn database_error(path: &Path, e: rusqlite::Error) -> std::io::Error {
    std::io::Error::other(format!("{}: {e}", path.display()))
}

/// The columns `table` has (schemas drift between versions: select what is there).
/// The columns of `table`; none when it is not a table (a view is never read).
pub fn columns(connection: &rusqlite::Connection, table: &str) -> std::collections::HashSet<String> {
    if !is_table(connection, table) {
        return Default::default();
    }
    let Ok(mut statement) = connection.prepare(&format!("PRAGMA table_info({table})")) else {
        return Default::default();
    };
    statement
        .query_map([], |row| row.get::<_, String>(1))
        .map(|rows| rows.filter_map(Result::ok).collect())
        .unwrap_or_default()
}

/// A longer line is skipped without being held in memory (a record with a large tool output is a
/// few megabytes).
pub const MAX_LINE_BYTES: u64 = 64 << 20;

#[cfg(test)]
mod tests {
    use super::*;

    /// The reader as it was before it handed lines over from its buffer: the model it must match.
    fn lines_read_until(path: &Path, offset: u64, max_line: u64) -> (Vec<Vec<u8>>, u64) {
        use std::io::{BufRead, Read, Seek, SeekFrom};
        let mut file = fs_err::File::open(path).unwrap();
        file.seek(SeekFrom::Start(offset)).unwrap();
        let mut reader = std::io::BufReader::with_capacity(7, file);
        let (mut lines, mut line, mut position) = (Vec::new(), Vec::new(), offset);
        loop {
            line.clear();
            let read = (&mut reader).take(max_line + 1).read_until(b'\n', &mut line).unwrap();
            if read as u64 > max_line && line.last() != Some(&b'\n') {
                let skipped = reader.skip_until(b'\n').unwrap();
                position += (read + skipped) as u64;
                lines.push(Vec::new());
                continue;
            }
            if read == 0 || line.last() != Some(&b'\n') {
                return (lines, position);
            }
            position += read as u64;
            if !line.iter().all(u8::is_ascii_whitespace) {
                lines.push(line.clone());
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn lines_handed_from_the_buffer_are_the_lines_read_one_by_one(
            text in proptest::collection::vec(proptest::sample::select(vec![b'a', b'{', b'\n', b' ']), 0..200),
            offset in 0u64..20,
            max_line in 1u64..40,
            chunk in 1usize..50,
        ) {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("t.jsonl");
            fs_err::write(&path, &text).unwrap();
            let offset = offset.min(text.len() as u64);
            let mut lines = Vec::new();
            let end = read_lines(&path, offset, max_line, chunk, |line| lines.push(line.to_vec())).unwrap();
            proptest::prop_assert_eq!((lines, end), lines_read_until(&path, offset, max_line));
        }

        #[test]
        fn a_json_string_prefix_is_the_prefix_of_the_string(
            chars in proptest::collection::vec((proptest::char::any(), 0u8..3), 0..60),
            max in 0usize..70,
        ) {
            // Each character written as itself, as a \u escape (a surrogate pair past the BMP),
            // or as serde_json writes it.
            let text: String = chars.iter().map(|(c, _)| *c).collect();
            let mut raw = String::from("\"");
            for (c, how) in &chars {
                match how {
                    0 if *c != '"' && *c != '\\' && (*c as u32) >= 0x20 => raw.push(*c),
                    1 => {
                        for unit in c.encode_utf16(&mut [0; 2]) {
                            raw.push_str(&format!("\\u{unit:04X}"));
                        }
                    }
                    _ => {
                        let quoted = serde_json::to_string(&c.to_string()).unwrap();
                        raw.push_str(&quoted[1..quoted.len() - 1]);
                    }
                }
            }
            raw.push('"');
            proptest::prop_assert_eq!(json_string_prefix(&raw, max), Some(crate::text::prefix(&text, max).to_string()));
        }
    }

    #[test]
    fn a_json_string_prefix_refuses_what_is_not_a_string() {
        for raw in ["", "\"", "12", "null", "{\"a\":1}", "\"\\ud800\"", "\"abc"] {
            assert_eq!(json_string_prefix(raw, 5), None, "{raw}");
        }
        assert_eq!(json_string_prefix("\"ab\\ud800cd\"", 2).as_deref(), Some("ab"));
    }

    fn call(kind: ToolKind, start: i64, end: i64) -> ToolCall {
        ToolCall { kind: Some(kind), started_ms: Some(start), ended_ms: Some(end), ..ToolCall::default() }
    }

    #[test]
    fn latency_splits_agent_tool_and_user_wait_time() {
        let mut turn = Turn {
            started_ms: Some(0),
            ended_ms: Some(100_000),
            tool_calls: vec![
                call(ToolKind::Shell, 10_000, 30_000),
                call(ToolKind::Read, 20_000, 40_000),
                call(ToolKind::AskUser, 50_000, 80_000),
            ],
            ..Turn::default()
        };
        turn.compute_latency();
        assert_eq!(
            turn.latency,
            Latency { total_ms: 100_000, agent_ms: 40_000, tool_ms: 30_000, user_wait_ms: 30_000 }
        );
    }
}
