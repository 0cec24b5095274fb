//! The recall index: the approved lessons of one lessons file in a form the hook can read in
//! well under a millisecond for 10,000 lessons. It is cached in the private store, one file per
//! event, and for pre_tool one per tool (a hook reads only its moment's lessons, and for a tool
//! call only those of its tool and of any tool, so its cost does not grow with the lessons it
//! cannot match). It is rebuilt when the lessons file's size, mtime or inode change.
//!
//! One line per lesson, tab-separated, escaped (`\\ \t \n \r`, `\u` and `\v` for the separators):
//! `id event severity count approved_on category tool agents literals pattern text`. `literals` holds up to
//! two groups (the pattern's prefix and suffix literals); every match of `pattern` contains one
//! literal of each group, so most patterns are ruled out without compiling them.
//!
//! Within a shard the lessons are in rank order (see [`Entry::rank`]), so a call reads its
//! candidates best first and stops at the first few it can hand over.
//!
//! Before the lessons, a table finds them by their literals without reading the others: after
//! `postings N`, N fixed-width lines `KEY\tOFFSET` sorted by key, where KEY is the first three
//! bytes of a literal of the entry's first group (hex, `-` padded; `------` for an entry with no
//! literal, looked at on every call) and OFFSET where the entry starts after the table. A call
//! looks up each one-to-three-byte piece of its subject, so its cost follows the lessons that
//! share a piece with it, not all the lessons of its tool.

use std::borrow::Cow;
use std::cmp::Reverse;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

use crate::files::{self, ReadRules, UnsafeFile, write_private_unflushed};
use crate::systems::lessons::{Event, Lesson, Status, file, pattern};

const HEADER: &str = "agent-trace recall index v7";
/// A stale index is rebuilt by the hook itself only up to this size (about 14,000 lessons, built
/// in a tenth of the deadline); the hook reads a larger file with [`super::stream`] and leaves the
/// build to [`super::refresh`]. `AGENT_TRACE_INDEX_BUILD_LIMIT` sets it for tests.
pub const HOOK_BUILD_LIMIT: u64 = 4 << 20;
/// No index is built for a larger file (about 200,000 lessons; 100,000 take half a second and
/// 170 MiB): every call reads it with [`super::stream`].
pub const BUILD_LIMIT: u64 = 64 << 20;
/// The cache is ours, in the private data dir; no bigger than the lessons file it indexes.
const CACHE_RULES: ReadRules = ReadRules { follow_symlinks: false, owner: None, max_bytes: BUILD_LIMIT * 4 };
const LITERAL_SEPARATOR: char = '\u{1f}';
const GROUP_SEPARATOR: char = '\u{1e}';

pub use crate::files::FileStamp;

fn header(stamp: &FileStamp) -> String {
    format!("{HEADER}\t{}", stamp.key())
}

/// The index of one lessons file (or of the events asked for); entries borrow from it.
pub struct Index {
    texts: Vec<Text>,
}

/// A shard: built in memory, or the cached file mapped, so a call touches only the pages of the
/// table rows and entries it looks at, not the whole shard of its tool (for 100,000 lessons,
/// reading a megabyte-sized shard was most of what a call cost beyond starting). Safe to map: a
/// cache file is ours, in the private store, and only ever replaced by a rename, never cut.
enum Text {
    Built(String),
    Mapped(memmap2::Mmap),
}

impl Text {
    fn bytes(&self) -> &[u8] {
        match self {
            Text::Built(text) => text.as_bytes(),
            Text::Mapped(map) => map,
        }
    }
}

/// What building the index found wrong in the lessons file (the hook logs it).
#[derive(Debug, Default)]
pub struct BuildReport {
    pub bad_lines: Vec<file::BadLine>,
    /// Lessons left out, as `lesson ID: why`: what `lessons add` would refuse, a pattern with
    /// nothing to look for.
    pub refused: Vec<String>,
}

pub const EVENTS: [Event; 3] = [Event::SessionStart, Event::Prompt, Event::PreTool];

/// The largest lessons file a hook indexes itself: [`HOOK_BUILD_LIMIT`] unless the environment
/// says otherwise.
pub fn hook_build_limit() -> u64 {
    crate::files::env::var(crate::files::env::AGENT_TRACE_INDEX_BUILD_LIMIT)
        .and_then(|n| n.parse().ok())
        .unwrap_or(HOOK_BUILD_LIMIT)
}

impl Index {
    /// The lessons of `events` from the cached index of `lessons_path`; when the cache is stale it
    /// is rebuilt (and re-cached in `cache_dir`, best effort). `Ok(None)` when it is stale and the
    /// file is larger than `build_limit`: then [`super::stream`] reads it instead.
    pub fn load(
        lessons_path: &Path,
        rules: &ReadRules,
        cache_dir: Option<&Path>,
        events: &[Event],
        tool_names: &[String],
        build_limit: u64,
    ) -> Result<Option<(Index, Option<BuildReport>)>, UnsafeFile> {
        let Some(stamp) = FileStamp::of(lessons_path, rules)? else {
            return Ok(Some((Index { texts: Vec::new() }, None)));
        };
        let header = header(&stamp);
        let tools = tool_keys(tool_names);
        if let Some(dir) = cache_dir
            && let Some(texts) = cached(dir, lessons_path, &header, events, &tools)
        {
            return Ok(Some((Index { texts }, None)));
        }
        if stamp.bytes() > build_limit {
            return Ok(None);
        }
        // A file grown since its stamp is refused, not read whole.
        let rules = ReadRules { max_bytes: rules.max_bytes.min(build_limit), ..*rules };
        let Some(bytes) = files::read_regular(lessons_path, &rules)? else {
            return Ok(Some((Index { texts: Vec::new() }, None)));
        };
        // Checked whole first: the lossy reader is several times slower on valid text.
        let text = std::str::from_utf8(&bytes).map_or_else(|_| String::from_utf8_lossy(&bytes), Cow::Borrowed);
        let (shards, report) = build(&text, &header);
        if let Some(dir) = cache_dir {
            // A stale or unwritable cache only costs speed, never correctness. Each event's
            // shard of lessons for any tool is written last: whoever sees it new sees the rest.
            for shard in shards.iter().filter(|s| s.tool.is_some()).chain(shards.iter().filter(|s| s.tool.is_none())) {
                let _ = write_private_unflushed(
                    &cache_file(dir, lessons_path, shard.event, shard.tool.as_deref()),
                    shard.text.as_bytes(),
                );
            }
        }
        let texts = shards
            .into_iter()
            .filter(|s| events.contains(&s.event) && s.tool.as_ref().is_none_or(|t| tools.contains(t)))
            .map(|s| Text::Built(s.text))
            .collect();
        Ok(Some((Index { texts }, Some(report))))
    }

    /// An index of lessons already in memory, for tests and benchmarks (it keeps patterns the
    /// file index leaves out, so the engine's rules can be tested on their own).
    pub fn from_lessons<'a>(lessons: impl IntoIterator<Item = &'a Lesson>) -> Index {
        let mut shard = ShardText::default();
        for lesson in lessons.into_iter().filter(|l| l.status == Status::Approved) {
            if let Ok(literals) = literals(lesson) {
                shard.entries.push(BuiltEntry::new(lesson, literals));
            }
        }
        Index { texts: vec![Text::Built(shard.finish(HEADER))] }
    }

    /// Every entry, each shard in rank order.
    pub fn entries(&self) -> impl Iterator<Item = Entry<'_>> {
        self.texts.iter().filter_map(|text| Layout::of(text.bytes())).flat_map(|l| Candidates::every(l.entries))
    }

    /// The entries that may match a subject (ASCII-lowercased), one stream per shard, each in
    /// rank order and parsed only when it is asked for: every entry whose first literal group the
    /// subject holds a literal of is among them (with some that it does not, which
    /// [`Entry::may_match`] rules out).
    pub fn candidates(&self, lowercase_subject: &str) -> Vec<Candidates<'_>> {
        let layouts = self.texts.iter().filter_map(|text| Layout::of(text.bytes()));
        // A long subject (a file being written) holds most pieces anyway: every entry is read.
        if lowercase_subject.len() > MAX_LOOKUP_SUBJECT {
            return layouts.map(|l| Candidates::every(l.entries)).collect();
        }
        let bytes = lowercase_subject.as_bytes();
        let mut keys = vec![posting_key(b"")];
        for start in 0..bytes.len() {
            for end in start + 1..=(start + KEY_BYTES).min(bytes.len()) {
                keys.push(posting_key(&bytes[start..end]));
            }
        }
        keys.sort_unstable();
        keys.dedup();
        layouts
            .map(|layout| {
                // Entries are in rank order, so their offsets are too.
                let mut offsets: Vec<usize> = keys.iter().flat_map(|key| layout.offsets(key)).collect();
                offsets.sort_unstable();
                offsets.dedup();
                Candidates { entries: layout.entries, walk: Walk::Offsets(offsets.into_iter()) }
            })
            .collect()
    }
}

/// The candidate entries of one shard, best first, each parsed as it is reached (a damaged line
/// is passed over).
pub struct Candidates<'a> {
    entries: &'a [u8],
    walk: Walk,
}

enum Walk {
    /// The entries at these offsets.
    Offsets(std::vec::IntoIter<usize>),
    /// Every entry, from this offset on.
    Every(usize),
}

impl<'a> Candidates<'a> {
    fn every(entries: &'a [u8]) -> Candidates<'a> {
        Candidates { entries, walk: Walk::Every(0) }
    }
}

impl<'a> Iterator for Candidates<'a> {
    type Item = Entry<'a>;

    fn next(&mut self) -> Option<Entry<'a>> {
        loop {
            let at = match &mut self.walk {
                Walk::Offsets(offsets) => offsets.next()?,
                Walk::Every(at) => *at,
            };
            let rest = self.entries.get(at..).filter(|rest| !rest.is_empty())?;
            let len = memchr::memchr(b'\n', rest).unwrap_or(rest.len());
            if let Walk::Every(next) = &mut self.walk {
                *next = at + len + 1;
            }
            if let Some(entry) = Entry::parse_bytes(&rest[..len]) {
                return Some(entry);
            }
        }
    }
}

/// How many bytes of a literal a posting key holds.
const KEY_BYTES: usize = 3;
/// Above this many bytes a subject is not looked up piece by piece.
const MAX_LOOKUP_SUBJECT: usize = 4096;
/// `KEY\tOFFSET\n`: six hex digits (or `-`), a tab, ten decimal digits, a newline.
const POSTING_LINE: usize = 6 + 1 + 10 + 1;

type PostingKey = [u8; 6];

fn posting_key(bytes: &[u8]) -> PostingKey {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut key = [b'-'; 6];
    for (i, b) in bytes.iter().take(KEY_BYTES).enumerate() {
        key[2 * i] = HEX[usize::from(b >> 4)];
        key[2 * i + 1] = HEX[usize::from(b & 0xf)];
    }
    key
}

/// The pieces of a literal a key may be: each run of three bytes, or the whole of a shorter one.
fn pieces(literal: &[u8]) -> impl Iterator<Item = &[u8]> {
    let short = (literal.len() < KEY_BYTES).then_some(literal);
    literal.windows(KEY_BYTES).chain(short)
}

/// The keys an entry is found by. Every match holds a literal of each group, and so each piece
/// of it: the group and the pieces are those fewest entries of the shard share (`frequency`), so
/// a call looks at few entries a subject cannot match. The always-read key for an entry none of
/// whose groups rules anything out (no literal, an empty one).
fn posting_keys(literals: &[Vec<String>], frequency: &Frequency) -> Vec<PostingKey> {
    let count = |bytes: &[u8]| frequency.get(&piece(bytes)).copied().unwrap_or(0);
    fn rarest<'l>(literal: &'l str, count: &impl Fn(&[u8]) -> u32) -> Option<&'l [u8]> {
        pieces(literal.as_bytes()).min_by_key(|piece| (count(piece), *piece))
    }
    let groups = literals.iter().filter(|group| !group.is_empty() && group.iter().all(|l| !l.is_empty()));
    let keyed = groups.map(|group| {
        let keys: Vec<&[u8]> = group.iter().filter_map(|l| rarest(l, &count)).collect();
        (keys.iter().map(|piece| count(piece)).sum::<u32>(), keys)
    });
    match keyed.min_by_key(|(cost, _)| *cost) {
        Some((_, keys)) => keys.into_iter().map(posting_key).collect(),
        None => vec![posting_key(b"")],
    }
}

/// One shard as it is built: its entries, written out in rank order.
#[derive(Default)]
struct ShardText {
    entries: Vec<BuiltEntry>,
}

/// One lesson's line of a shard, built on any core.
struct BuiltEntry {
    /// The rank, then the id.
    order: (Rank, String),
    line: String,
    literals: Vec<Vec<String>>,
}

impl BuiltEntry {
    fn new(lesson: &Lesson, literals: Vec<Vec<String>>) -> BuiltEntry {
        let mut line = String::new();
        push_entry(&mut line, lesson, &literals);
        let rank = rank(lesson.severity.get(), lesson.count);
        BuiltEntry { order: (rank, lesson.id.as_str().to_string()), line, literals }
    }
}

/// A piece of a literal (one to three bytes) as a number: its length above its bytes.
type Piece = u32;

fn piece(bytes: &[u8]) -> Piece {
    bytes.iter().fold(bytes.len() as u32, |n, b| (n << 8) | u32::from(*b))
}

/// How many literals of a shard each piece is in. Keyed by number with a fast fixed hash: with
/// slices and SipHash, counting was a tenth of a build at 100,000 lessons.
type Frequency = HashMap<Piece, u32, foldhash::fast::FixedState>;

impl ShardText {
    fn finish(mut self, header: &str) -> String {
        use std::fmt::Write;
        self.entries.sort_unstable_by(|a, b| a.order.cmp(&b.order));
        let mut frequency = Frequency::default();
        let mut seen: Vec<Piece> = Vec::new();
        for literal in self.entries.iter().flat_map(|e| e.literals.iter().flatten()) {
            seen.clear();
            seen.extend(pieces(literal.as_bytes()).map(piece));
            seen.sort_unstable();
            seen.dedup();
            for piece in &seen {
                *frequency.entry(*piece).or_default() += 1;
            }
        }
        let mut postings: Vec<(PostingKey, usize)> = Vec::new();
        let mut at = 0;
        for entry in &self.entries {
            postings.extend(posting_keys(&entry.literals, &frequency).into_iter().map(|key| (key, at)));
            at += entry.line.len();
        }
        postings.sort_unstable();
        postings.dedup();
        let mut text = String::with_capacity(header.len() + 32 + postings.len() * POSTING_LINE + at);
        let _ = writeln!(text, "{header}\npostings {}", postings.len());
        for (key, at) in &postings {
            let _ = writeln!(text, "{}\t{at:010}", String::from_utf8_lossy(key));
        }
        for entry in &self.entries {
            text.push_str(&entry.line);
        }
        text
    }
}

/// How lessons rank (best first): severity × the evidence count (at least 1, at most
/// [`COUNT_CAP`]), then severity; ties go to the id.
pub type Rank = (Reverse<u64>, Reverse<u8>);

/// The most evidence a lesson's rank counts: a `count` is written by whoever committed the file,
/// and `4000000000` must not push every other lesson out.
pub const COUNT_CAP: u32 = 10;

pub fn rank(severity: u8, count: u32) -> Rank {
    (Reverse(u64::from(severity) * u64::from(count.clamp(1, COUNT_CAP))), Reverse(severity))
}

/// A shard's text, split into its posting table and its entries; `None` for a damaged one.
struct Layout<'a> {
    table: &'a [u8],
    entries: &'a [u8],
}

impl<'a> Layout<'a> {
    fn of(text: &'a [u8]) -> Option<Layout<'a>> {
        let line_end = |bytes: &[u8]| memchr::memchr(b'\n', bytes);
        let rest = &text[line_end(text)? + 1..];
        let count_end = line_end(rest)?;
        let count = std::str::from_utf8(&rest[..count_end]).ok()?.strip_prefix("postings ")?;
        let rest = &rest[count_end + 1..];
        let table_len = count.parse::<usize>().ok()?.checked_mul(POSTING_LINE)?;
        Some(Layout { table: rest.get(..table_len)?, entries: rest.get(table_len..)? })
    }

    fn key(&self, row: usize) -> &'a [u8] {
        &self.table[row * POSTING_LINE..row * POSTING_LINE + 6]
    }

    /// The offsets of the entries found by `key` (binary search: the rows are sorted).
    fn offsets(&self, key: &PostingKey) -> impl Iterator<Item = usize> + '_ {
        let rows = self.table.len() / POSTING_LINE;
        let (mut low, mut high) = (0, rows);
        while low < high {
            let mid = (low + high) / 2;
            if self.key(mid) < key.as_slice() { low = mid + 1 } else { high = mid }
        }
        let key = *key;
        (low..rows).take_while(move |row| self.key(*row) == key.as_slice()).filter_map(|row| {
            let digits = &self.table[row * POSTING_LINE + 7..row * POSTING_LINE + 17];
            std::str::from_utf8(digits).ok()?.parse().ok()
        })
    }
}

/// The cached shards for `events` (and for pre_tool, those of `tools`), when they are of the
/// lessons file as it is now. A tool shard counts only with the header of its event's shard for
/// any tool, which is written last; a tool with none has no lessons.
fn cached(dir: &Path, lessons_path: &Path, header: &str, events: &[Event], tools: &[String]) -> Option<Vec<Text>> {
    // `Ok(None)`: no shard of the lessons file as it is now (missing, or of an earlier version);
    // `Err`: one that cannot be read whole, which makes the cache stale, so it is rebuilt.
    // The header names the lessons file's stamp after `HEADER`.
    let read = |event: Event, tool: Option<&str>| -> Result<Option<Text>, ()> {
        let Some(file) =
            files::open_regular(&cache_file(dir, lessons_path, event, tool), &CACHE_RULES).map_err(drop)?
        else {
            return Ok(None);
        };
        // SAFETY: only read, and the file is never truncated (see `Text`).
        #[allow(unsafe_code)]
        let map = unsafe { memmap2::Mmap::map(&file) }.map_err(drop)?;
        match map.split(|b| *b == b'\n').next() {
            Some(first) if first == header.as_bytes() => {}
            // A shard of an earlier version of the lessons: its tool has none now.
            Some(first) if first.starts_with(HEADER.as_bytes()) => return Ok(None),
            // Empty or torn (a crash before the disk had it): rebuilt.
            _ => return Err(()),
        }
        // One whose table does not fit is rebuilt, never read as holding no lessons.
        Layout::of(&map).ok_or(())?;
        Ok(Some(Text::Mapped(map)))
    };
    let mut texts = Vec::new();
    for event in events {
        texts.push(read(*event, None).ok()??);
        if *event == Event::PreTool {
            for tool in tools {
                texts.extend(read(*event, Some(tool)).ok()?);
            }
        }
    }
    Some(texts)
}

/// The names a lesson's tool is matched by, as shard keys: matching ignores ASCII case.
fn tool_keys(tool_names: &[String]) -> Vec<String> {
    let mut keys: Vec<String> = tool_names.iter().map(|t| t.to_ascii_lowercase()).collect();
    keys.sort();
    keys.dedup();
    keys
}

/// The entries of one event, for one tool (pre_tool lessons that name it) or for any.
struct Shard {
    event: Event,
    tool: Option<String>,
    text: String,
}

/// The index shards of a lessons file, each starting with `header`: one per event for lessons
/// that name no tool, and one per pre_tool tool.
fn build(lessons_text: &str, header: &str) -> (Vec<Shard>, BuildReport) {
    use rayon::prelude::*;
    // The records only (whether the file is canonical is not the index's business).
    let parsed = file::parse_records(lessons_text, &|_| Ok(()));
    let mut report = BuildReport { bad_lines: parsed.bad_lines, refused: Vec::new() };
    // Each lesson's literals and line on every core: for 100,000 lessons the parse of the
    // patterns with alternatives is much of a build.
    let approved: Vec<&Lesson> = parsed.lessons.iter().filter(|l| l.status == Status::Approved).collect();
    let built: Vec<Result<BuiltEntry, String>> = approved.par_iter().map(|l| indexed(l)).collect();
    let mut any_tool: Vec<(Event, ShardText)> = EVENTS.iter().map(|e| (*e, ShardText::default())).collect();
    let mut by_tool: std::collections::BTreeMap<String, ShardText> = std::collections::BTreeMap::new();
    for (lesson, entry) in approved.into_iter().zip(built) {
        let shard = match (lesson.trigger.event, &lesson.trigger.tool) {
            (Event::PreTool, Some(tool)) => by_tool.entry(tool.to_ascii_lowercase()).or_default(),
            (event, _) => &mut any_tool.iter_mut().find(|(e, _)| *e == event).expect("every event has a shard").1,
        };
        match entry {
            Ok(entry) => shard.entries.push(entry),
            Err(reason) => report.refused.push(format!("lesson {}: {reason}", lesson.id)),
        }
    }
    // Each shard sorted and written out on its own core.
    let unfinished: Vec<(Event, Option<String>, ShardText)> = any_tool
        .into_iter()
        .map(|(event, text)| (event, None, text))
        .chain(by_tool.into_iter().map(|(tool, text)| (Event::PreTool, Some(tool), text)))
        .collect();
    let shards = unfinished.into_par_iter().map(|(event, tool, text)| Shard { event, tool, text: text.finish(header) });
    (shards.collect(), report)
}

/// A lesson's entry in the file index; why it is left out, when it is.
fn indexed(lesson: &Lesson) -> Result<BuiltEntry, String> {
    // What `lessons add` would refuse is never delivered, whoever wrote it (a pull, a merge).
    lesson.check_deliverable().map_err(|e| e.to_string())?;
    let literals = literals(lesson)?;
    // A pattern with nothing to rule it out by would run on every call: not indexed.
    if literals.is_empty()
        && let Some(pattern) = &lesson.trigger.pattern
    {
        return Err(format!("pattern {pattern:?} names nothing every match contains"));
    }
    Ok(BuiltEntry::new(lesson, literals))
}

/// Where the cache files of `lessons_path` start: named by the digest of its absolute path.
pub fn cache_name(cache_dir: &Path, lessons_path: &Path) -> PathBuf {
    let absolute = std::path::absolute(lessons_path).unwrap_or_else(|_| lessons_path.to_path_buf());
    cache_dir.join(crate::model::digest::sha256_hex(absolute.to_string_lossy().as_bytes(), 8))
}

fn cache_file(cache_dir: &Path, lessons_path: &Path, event: Event, tool: Option<&str>) -> PathBuf {
    let mut name = cache_name(cache_dir, lessons_path).into_os_string();
    match tool {
        // A tool's name can hold anything: its file is named by its digest.
        Some(tool) => {
            name.push(format!(".{}.{}.idx", event.name(), crate::model::digest::sha256_hex(tool.as_bytes(), 8)))
        }
        None => name.push(format!(".{}.idx", event.name())),
    }
    name.into()
}

fn push_entry(text: &mut String, lesson: &Lesson, literals: &[Vec<String>]) {
    let fields = [
        Cow::Borrowed(lesson.id.as_str()),
        Cow::Borrowed(lesson.trigger.event.name()),
        Cow::Owned(lesson.severity.get().to_string()),
        Cow::Owned(lesson.count.to_string()),
        Cow::Owned(lesson.approved_at.map(|t| t.day("%Y-%m-%d")).unwrap_or_default()),
        Cow::Borrowed(<&str>::from(lesson.category)),
        escape(lesson.trigger.tool.as_deref().unwrap_or_default()),
        Cow::Owned(lesson.agents.as_ref().map(|a| a.join(",")).unwrap_or_default()),
        Cow::Owned(
            literals
                .iter()
                .map(|group| group.iter().map(|l| escape(l)).collect::<Vec<_>>().join(&LITERAL_SEPARATOR.to_string()))
                .collect::<Vec<_>>()
                .join(&GROUP_SEPARATOR.to_string()),
        ),
        escape(lesson.trigger.pattern.as_deref().unwrap_or_default()),
        escape(&lesson.text),
    ];
    text.push_str(&fields.join("\t"));
    text.push('\n');
}

/// The prefilter literals of the lesson's pattern (none without a pattern); see [`pattern`]. The
/// one-pass literal (nanoseconds) for a pattern without alternatives, where it is as good as any;
/// the parser's prefix and suffix literals (microseconds each, which for ten thousand patterns is
/// most of a cold start) where alternatives make two literals rule out more than one.
fn literals(lesson: &Lesson) -> Result<Vec<Vec<String>>, String> {
    let Some(p) = lesson.trigger.pattern.as_deref() else { return Ok(Vec::new()) };
    if !p.contains('|')
        && let Some(literal) = pattern::required_literal(p)
    {
        return Ok(vec![vec![shortened(literal)]]);
    }
    let mut groups = pattern::literals(p).map_err(|e| format!("pattern {p:?} does not parse: {e}"))?;
    for group in &mut groups {
        *group = std::mem::take(group).into_iter().map(shortened).collect();
        group.sort();
        group.dedup();
    }
    Ok(groups)
}

/// The bytes of a literal an entry keeps: a match holds every part of its literal, so the first
/// few rule out as much in practice, and a pattern of many long literals cannot make an entry
/// many times its lesson's size (16 literals of 100 bytes a group made one of 3.6 KB).
const MAX_LITERAL_BYTES: usize = 16;

fn shortened(mut literal: String) -> String {
    let end = (0..=MAX_LITERAL_BYTES.min(literal.len())).rev().find(|i| literal.is_char_boundary(*i)).unwrap_or(0);
    literal.truncate(end);
    literal
}

/// One lesson of the index, its fields still escaped where they may hold any text.
#[derive(Debug, Clone, Copy)]
pub struct Entry<'a> {
    pub id: &'a str,
    pub event: Event,
    pub severity: u8,
    pub count: u32,
    /// The day it was approved (`YYYY-MM-DD`), empty when unknown.
    pub approved_on: &'a str,
    pub category: &'a str,
    tool: &'a str,
    agents: &'a str,
    literals: &'a str,
    pattern: &'a str,
    text: &'a str,
    /// The whole line, to set an entry aside small and read it again ([`Entry::parse`]).
    pub line: &'a str,
}

impl<'a> Entry<'a> {
    /// A line of a shard, which is checked as UTF-8 only when it is read.
    fn parse_bytes(line: &'a [u8]) -> Option<Entry<'a>> {
        Entry::parse(std::str::from_utf8(line).ok()?)
    }

    pub fn parse(line: &'a str) -> Option<Entry<'a>> {
        // Split at each tab found by memchr (a call can read a thousand entries).
        let mut start = 0;
        let mut tabs = memchr::memchr_iter(b'\t', line.as_bytes()).chain(std::iter::once(line.len()));
        let mut f = std::iter::from_fn(|| {
            let end = tabs.next()?;
            let field = &line[start..end];
            start = end + 1;
            Some(field)
        });
        Some(Entry {
            id: f.next()?,
            event: Event::from_name(f.next()?)?,
            severity: f.next()?.parse().ok()?,
            count: f.next()?.parse().ok()?,
            approved_on: f.next()?,
            category: f.next()?,
            tool: f.next()?,
            agents: f.next()?,
            literals: f.next()?,
            pattern: f.next()?,
            text: f.next()?,
            line,
        })
    }

    /// Its rank; in a shard, entries are in the order of (rank, id).
    pub fn rank(&self) -> Rank {
        rank(self.severity, self.count)
    }

    pub fn tool(&self) -> Option<Cow<'a, str>> {
        (!self.tool.is_empty()).then(|| unescape(self.tool))
    }

    pub fn applies_to_agent(&self, agent: &str) -> bool {
        self.agents.is_empty() || self.agents.split(',').any(|a| a == agent)
    }

    /// Whether a subject could match the pattern, by its literals alone (true when there are none).
    /// Takes the subject ASCII-lowercased, as the literals are.
    pub fn may_match(&self, lowercase_subject: &str) -> bool {
        let subject = lowercase_subject;
        self.literals.is_empty()
            || self
                .literals
                .split(GROUP_SEPARATOR)
                .all(|group| group.split(LITERAL_SEPARATOR).any(|l| subject.contains(&*unescape(l))))
    }

    pub fn pattern(&self) -> Option<Cow<'a, str>> {
        (!self.pattern.is_empty()).then(|| unescape(self.pattern))
    }

    pub fn text(&self) -> Cow<'a, str> {
        unescape(self.text)
    }
}

fn escape(s: &str) -> Cow<'_, str> {
    if !s.contains(['\\', '\t', '\n', '\r', LITERAL_SEPARATOR, GROUP_SEPARATOR]) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            LITERAL_SEPARATOR => out.push_str("\\u"),
            GROUP_SEPARATOR => out.push_str("\\v"),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

fn unescape(s: &str) -> Cow<'_, str> {
    if !s.contains('\\') {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('t') => out.push('\t'),
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            Some('u') => out.push(LITERAL_SEPARATOR),
            Some('v') => out.push(GROUP_SEPARATOR),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::systems::lessons::file::parse_line;

    fn lesson(pattern: &str, text: &str) -> Lesson {
        let line = serde_json::json!({"id":"0000000a","text":text,"category":"safety","severity":3,
            "trigger":{"event":"pre_tool","tool":"Bash","pattern":pattern},"status":"approved",
            "approved_at":"2026-01-01T00:00:00Z","count":0});
        parse_line(&line.to_string()).unwrap()
    }

    #[test]
    fn fields_with_tabs_newlines_and_backslashes_round_trip() {
        let l = lesson(r"a\tb\\c", "line one\nline\ttwo \\ done\u{1f}\u{1e}");
        let index = Index::from_lessons([&l]);
        let entry = index.entries().next().unwrap();
        assert_eq!(entry.text(), l.text);
        assert_eq!(entry.pattern().as_deref(), Some(r"a\tb\\c"));
        assert_eq!(entry.tool().as_deref(), Some("Bash"));
    }

    #[test]
    fn literals_rule_out_subjects_that_cannot_match() {
        let l = lesson("cargo (test|build) .*--package p42", "x");
        let index = Index::from_lessons([&l]);
        let entry = index.entries().next().unwrap();
        assert!(entry.may_match("cargo test --package p42"));
        assert!(!entry.may_match("cargo test --package p41"), "the suffix literal rules it out");
        assert!(!entry.may_match("cargo run --package p42"), "the prefix literal rules it out");
        let upper = lesson("CARGO TEST", "x");
        assert!(Index::from_lessons([&upper]).entries().next().unwrap().may_match("run cargo test now"));
        let any = lesson(".*", "x");
        assert!(Index::from_lessons([&any]).entries().next().unwrap().may_match("anything"));
    }

    #[test]
    fn a_subject_is_looked_up_by_its_pieces_and_finds_every_entry_that_may_match() {
        let patterns = [
            "git (push|commit) .*--flag-1",
            "git push.*--force",
            "(?i)deploy-7\\b",
            "^make target3$",
            "ls",
            "a",
            "x|yz",
            "--force",
            "(?i)FoRcE",
            "rm -rf /",
            "cargo (test|build) .*--package p4",
            ".*",
        ];
        let mut lessons: Vec<Lesson> = patterns.iter().map(|p| lesson(p, "x")).collect();
        for (n, l) in lessons.iter_mut().enumerate() {
            l.id = crate::systems::lessons::LessonId::try_from(format!("{n:08x}")).unwrap();
        }
        lessons.extend((0..500).map(|n| {
            let mut l = lesson(&format!("deploy-{n} now"), "x");
            l.id = crate::systems::lessons::LessonId::try_from(format!("{:08x}", 1000 + n)).unwrap();
            l
        }));
        let index = Index::from_lessons(lessons.iter());
        let subjects = [
            "git push --force origin main",
            "git commit -m x --flag-1",
            "deploy-7 now",
            "make target3",
            "ls -la",
            "",
            "xyz",
            "a",
            "cargo build --package p4",
            "rm -rf /tmp/x",
            "DEPLOY-7",
            "zzz",
            "deploy-42 now",
        ];
        for subject in subjects {
            let lower = subject.to_ascii_lowercase();
            let found: Vec<&str> = index.candidates(&lower).into_iter().flatten().map(|e| e.id).collect();
            let may: Vec<&str> = index.entries().filter(|e| e.may_match(&lower)).map(|e| e.id).collect();
            for id in &may {
                assert!(found.contains(id), "{subject:?}: {id} may match but was not looked at");
            }
            assert!(found.len() < 30, "{subject:?}: {} of {} entries looked at", found.len(), lessons.len());
        }
    }

    #[test]
    fn a_pattern_with_many_long_literals_keeps_its_entry_small() {
        // 16 prefix and 16 suffix literals of about 100 bytes each, when kept whole.
        let l = lesson("[a-d][a-d](x{10}){10}[a-d][a-d]", "x");
        let index = Index::from_lessons([&l]);
        let text_len = index.texts[0].bytes().len();
        assert!(text_len < 1_500, "an entry of {text_len} bytes");
        let entry = index.entries().next().unwrap();
        assert!(entry.may_match(&format!("ab{}cd", "x".repeat(100))), "still sound");
        assert!(!entry.may_match("ab xxxx cd"));
        // Cut at a character's boundary, never inside one.
        let wide = lesson(&"é".repeat(20), "x");
        let index = Index::from_lessons([&wide]);
        assert!(index.entries().next().unwrap().may_match(&"é".repeat(20)));
        assert_eq!(shortened("é".repeat(20)), "é".repeat(8));
    }

    #[test]
    fn a_case_insensitive_pattern_keeps_a_sound_prefilter() {
        let l = lesson("(?i)force", "x");
        let index = Index::from_lessons([&l]);
        assert!(index.entries().next().unwrap().may_match("git push --force"));
        let many = lesson("(?i)deploy-release-candidate", "x");
        let text_len = Index::from_lessons([&many]).texts[0].bytes().len();
        assert!(text_len < 300, "one lowercased literal, not every spelling: {text_len} bytes");
    }
}
