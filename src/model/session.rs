//! One model for every agent's transcripts: session → turns → tool calls, with latency split
//! into agent time, tool wall time and user wait, and token usage. The parsers live in their
//! agents (`agents/<agent>/transcript.rs`) and share the readers of `files::jsonl` and
//! `files::sqlite`.

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use super::tool::ToolKind;
use crate::model::text::excerpt;

/// A tool output longer than this is cut: verdicts need its start, not all of it.
pub const MAX_OUTPUT_CHARS: usize = 2_000;
/// A prompt longer than this is cut. The person's words decide where a call came from, and a
/// long request names its address or its calendar late; what leaves the machine (a judge's
/// excerpt) is cut shorter where it is sent.
pub const MAX_PROMPT_CHARS: usize = 2_000;
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
    /// What the person's own hooks told the agent during the turn (Claude Code's "Stop hook
    /// feedback"), each after how many of the turn's calls: their standing orders, not a prompt.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hook_feedback: Vec<(usize, String)>,
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
    /// Adds `other`; a count a transcript could make overflow stops at the maximum.
    pub fn add(&mut self, other: Tokens) {
        self.input = self.input.saturating_add(other.input);
        self.output = self.output.saturating_add(other.output);
        self.cache_read = self.cache_read.saturating_add(other.cache_read);
        self.cache_write = self.cache_write.saturating_add(other.cache_write);
    }

    pub fn total(&self) -> u64 {
        self.input.saturating_add(self.output).saturating_add(self.cache_read).saturating_add(self.cache_write)
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

#[cfg(test)]
mod tests {
    use super::*;

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
