//! Claude Code transcripts: `~/.claude/projects/<escaped-cwd>/<session>.jsonl`, and subagents in
//! `<session>/subagents/agent-<id>.jsonl` (agents.md §1.3). One API response may be split over
//! several `assistant` lines sharing `message.id` (usage counted once); `summary` lines belong to
//! other sessions; `isSidechain` lines are an old-layout subagent's: its tool calls and usage count
//! in the turn that started it, but its prompts start no turn.

use std::borrow::Cow;
use std::path::Path;

use serde_json::Value;
use serde_json::value::RawValue;

use crate::model::session::{
    MAX_OUTPUT_CHARS, MAX_PROMPT_CHARS, Session, Tokens, ToolCall, Turn, bounded_input, parse_time, read_jsonl_lines,
};
use crate::text::excerpt;

/// Record types that carry nothing for the model of a session.
const IGNORED: [&str; 20] = [
    "summary",
    "file-history-snapshot",
    "queue-operation",
    "attachment",
    "system",
    "progress",
    "last-prompt",
    "atis-latch",
    "api-request",
    "api-request-shape",
    "api-request-blob",
    "tools-used",
    "cost-state",
    "custom-title",
    "tag",
    "agent-name",
    "pr-link",
    "mode",
    "ai-title",
    "permission-mode",
];

/// Reads the lines appended since `session` was parsed.
pub fn resume(path: &Path, mut session: Session) -> std::io::Result<Session> {
    let offset = session.resume.offset;
    session.resume.offset = read_jsonl_lines(path, offset, |line| match serde_json::from_slice::<Line>(line) {
        Ok(line) => record_line(line, &mut session),
        Err(_) => session.bad_lines += 1,
    })?;
    Ok(session)
}

/// The fields of a line the model needs, borrowed from the line where they need no unescaping;
/// everything else (attachments, API request blobs, snapshots) is skipped unparsed.
#[derive(serde::Deserialize)]
struct Line<'a> {
    #[serde(rename = "type", borrow, default)]
    kind: Cow<'a, str>,
    #[serde(rename = "isSidechain", default)]
    sidechain: bool,
    #[serde(rename = "isMeta", default)]
    meta: bool,
    /// The summary Claude Code writes when it compacts the conversation: not a person's prompt.
    #[serde(rename = "isCompactSummary", default)]
    compact_summary: bool,
    #[serde(rename = "sessionId", borrow, default)]
    session_id: Option<Cow<'a, str>>,
    /// Set on a subagent's lines, whose `sessionId` is the parent's.
    #[serde(rename = "agentId", borrow, default)]
    agent_id: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    cwd: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    timestamp: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    message: Option<&'a RawValue>,
    #[serde(rename = "toolUseResult", borrow, default)]
    tool_use_result: Option<&'a RawValue>,
}

#[derive(serde::Deserialize)]
struct Message<'a> {
    #[serde(borrow, default)]
    id: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    content: Option<&'a RawValue>,
    #[serde(default)]
    usage: Option<Usage>,
}

#[derive(serde::Deserialize, Default)]
struct Usage {
    #[serde(default)]
    input_tokens: u64,
    #[serde(default)]
    output_tokens: u64,
    #[serde(default)]
    cache_read_input_tokens: u64,
    #[serde(default)]
    cache_creation_input_tokens: u64,
}

/// A content block; `T` is how its text is kept (whole, or only as far as an excerpt reads).
#[derive(serde::Deserialize)]
struct Block<'a, T = Cow<'a, str>> {
    #[serde(rename = "type", borrow, default)]
    kind: Cow<'a, str>,
    #[serde(default = "none")]
    text: Option<T>,
    #[serde(borrow, default)]
    id: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    name: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    input: Option<&'a RawValue>,
    #[serde(borrow, default)]
    tool_use_id: Option<Cow<'a, str>>,
    #[serde(default)]
    is_error: Option<bool>,
    #[serde(borrow, default)]
    content: Option<&'a RawValue>,
}

fn none<T>() -> Option<T> {
    None
}

/// A message's content: a plain string, or blocks.
enum Content<'a, T = Cow<'a, str>> {
    Text(T),
    Blocks(Vec<Block<'a, T>>),
}

fn content_of<'a, T: Default + serde::Deserialize<'a>>(raw: Option<&'a RawValue>) -> Content<'a, T> {
    let Some(raw) = raw else { return Content::Blocks(Vec::new()) };
    if raw.get().starts_with('"') {
        Content::Text(serde_json::from_str(raw.get()).unwrap_or_default())
    } else {
        Content::Blocks(serde_json::from_str(raw.get()).unwrap_or_default())
    }
}

/// Text kept only as far as its excerpt reads: the first `MAX_OUTPUT_CHARS` characters and one
/// more, so the excerpt still knows it was cut. A tool result holding a whole file is not copied.
#[derive(Default)]
struct ExcerptText(String);

impl<'de> serde::Deserialize<'de> for ExcerptText {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = ExcerptText;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a string")
            }
            fn visit_str<E>(self, text: &str) -> Result<ExcerptText, E> {
                let end = text.char_indices().nth(MAX_OUTPUT_CHARS + 1).map_or(text.len(), |(at, _)| at);
                Ok(ExcerptText(text[..end].to_string()))
            }
        }
        deserializer.deserialize_str(Visitor)
    }
}

/// The text of a tool result's content (a string, or text blocks), as far as its excerpt reads.
fn result_text(raw: Option<&RawValue>) -> Option<String> {
    match content_of::<ExcerptText>(raw) {
        Content::Text(text) => Some(text.0),
        Content::Blocks(blocks) if !blocks.is_empty() => {
            Some(blocks.iter().filter_map(|b| b.text.as_ref()).map(|t| t.0.as_str()).collect::<Vec<_>>().join("\n"))
        }
        Content::Blocks(_) => None,
    }
}

fn record_line(line: Line, session: &mut Session) {
    if session.id.is_empty()
        && let Some(id) = &line.session_id
    {
        // A subagent's file carries its parent's session id: it gets an id of its own, linked.
        match &line.agent_id {
            Some(agent) => {
                session.id = format!("{id}/agent-{agent}");
                session.parent = Some(id.to_string());
            }
            None => session.id = id.to_string(),
        }
    }
    if session.cwd.is_none() {
        session.cwd = line.cwd.as_deref().map(str::to_string);
    }
    let at = line.timestamp.as_deref().and_then(parse_time);
    match line.kind.as_ref() {
        "user" | "assistant" => {
            let message: Option<Message> = line.message.and_then(|m| serde_json::from_str(m.get()).ok());
            if let Some(message) = message {
                if line.kind == "user" {
                    user(&line, message, at, session);
                } else {
                    assistant(message, at, session);
                }
            }
        }
        kind if IGNORED.contains(&kind) => {}
        other => *session.unknown_records.entry(other.to_string()).or_default() += 1,
    }
    if let Some(at) = at {
        session.record_event(at);
    }
}

fn user(line: &Line, message: Message, at: Option<i64>, session: &mut Session) {
    let text = match content_of::<Cow<str>>(message.content) {
        Content::Text(text) => Some(text.into_owned()),
        Content::Blocks(blocks) => {
            let mut results = false;
            for block in blocks.iter().filter(|b| b.kind == "tool_result") {
                results = true;
                tool_result(block, line, at, session);
            }
            let texts: Vec<&str> =
                blocks.iter().filter(|b| b.kind == "text").filter_map(|b| b.text.as_deref()).collect();
            (!texts.is_empty() && !results).then(|| texts.join("\n"))
        }
    };
    // A sidechain's prompts are its parent's tool call: they start no turn.
    let Some(text) = text.filter(|_| !line.sidechain) else { return };
    if text.starts_with("[Request interrupted by user") {
        if let Some(turn) = session.turns.last_mut() {
            turn.aborted = Some(true);
        }
        return;
    }
    // Not prompts: metadata, the compaction summary, and what a slash command printed.
    let command_output = ["<local-command-stdout>", "<local-command-stderr>", "<local-command-caveat>"]
        .iter()
        .any(|tag| text.trim_start().starts_with(tag));
    if line.meta || line.compact_summary || command_output {
        return;
    }
    session.turns.push(Turn {
        index: session.turns.len(),
        prompt: excerpt(&text, MAX_PROMPT_CHARS),
        started_ms: at,
        ended_ms: at,
        aborted: Some(false),
        ..Turn::default()
    });
}

fn tool_result(block: &Block, line: &Line, at: Option<i64>, session: &mut Session) {
    let id = block.tool_use_id.as_deref().unwrap_or_default();
    let Some(call) = session.turns.iter_mut().rev().flat_map(|t| t.tool_calls.iter_mut()).find(|c| c.id == id) else {
        return;
    };
    call.ended_ms = at;
    call.is_error = block.is_error.unwrap_or(false);
    let text = result_text(block.content).unwrap_or_else(|| {
        line.tool_use_result.map(|r| r.get().chars().take(MAX_OUTPUT_CHARS + 1).collect()).unwrap_or_default()
    });
    call.output = excerpt(&text, MAX_OUTPUT_CHARS);
}

fn assistant(message: Message, at: Option<i64>, session: &mut Session) {
    if session.turns.is_empty() {
        // A session resumed mid-way starts with the agent: give it a turn of its own.
        session.turns.push(Turn { started_ms: at, ended_ms: at, aborted: Some(false), ..Turn::default() });
    }
    let turn_index = session.turns.len() - 1;
    if let Content::Blocks(blocks) = content_of::<Cow<str>>(message.content) {
        let turn = &mut session.turns[turn_index];
        let said: Vec<&str> = blocks.iter().filter(|b| b.kind == "text").filter_map(|b| b.text.as_deref()).collect();
        if !said.is_empty() {
            turn.last_agent_text = excerpt(&said.join("\n"), MAX_PROMPT_CHARS);
        }
        for block in blocks.into_iter().filter(|b| b.kind == "tool_use") {
            turn.tool_calls.push(ToolCall {
                id: block.id.unwrap_or_default().into_owned(),
                name: block.name.unwrap_or_default().into_owned(),
                input: bounded_input(
                    block.input.and_then(|i| serde_json::from_str(i.get()).ok()).unwrap_or(Value::Null),
                ),
                started_ms: at,
                intent: turn.last_agent_text.clone(),
                ..ToolCall::default()
            });
        }
    }
    // The lines of one split message repeat its usage: count it on its first line only.
    let id = message.id.map(Cow::into_owned);
    if let Some(usage) = message.usage
        && (id.is_none() || id != session.resume.last_message_id)
    {
        let tokens = Tokens {
            input: usage.input_tokens,
            output: usage.output_tokens,
            cache_read: usage.cache_read_input_tokens,
            cache_write: usage.cache_creation_input_tokens,
        };
        session.turns[turn_index].tokens.add(tokens);
        session.tokens.add(tokens);
    }
    session.resume.last_message_id = id;
}
