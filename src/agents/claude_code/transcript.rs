//! Claude Code transcripts: `~/.claude/projects/<escaped-cwd>/<session>.jsonl`, and subagents in
//! `<session>/subagents/agent-<id>.jsonl`. One API response may be split over
//! several `assistant` lines sharing `message.id` (usage counted once); `summary` lines belong to
//! other sessions; `isSidechain` lines are an old-layout subagent's: its tool calls and usage count
//! in the turn that started it, but its prompts start no turn.

use std::borrow::Cow;
use std::path::Path;

use serde_json::Value;
use serde_json::value::RawValue;

use crate::files::jsonl::{json_string_prefix, read_jsonl_lines};
use crate::model::session::{
    MAX_OUTPUT_CHARS, MAX_PROMPT_CHARS, Session, Tokens, ToolCall, Turn, bounded_input, parse_time,
};
use crate::model::text::excerpt;

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
    session.resume.offset = read_jsonl_lines(path, offset, |line| match read_line(line) {
        Some((head, message)) => record_line(head, message, &mut session),
        None => session.bad_lines += 1,
    })?;
    Ok(session)
}

/// One line, read in one typed pass where it fits the shapes below all the way down (nearly
/// every line), else by the tolerant passes, which drop only the part that does not fit (a
/// message whose usage is not numbers, a tool result of an odd shape). The two agree on every
/// line the one pass reads; `None`: not a JSON object at all.
fn read_line(line: &[u8]) -> Option<(Head<'_>, Option<Message<'_>>)> {
    if let Ok(text) = simdutf8::basic::from_utf8(line)
        && let Some(fast) = read_fast(text)
    {
        let (head, message) = fast.split();
        let message = message.filter(|_| is_message(&head.kind)).map(FastMessage::into_message);
        return Some((head, message));
    }
    let tolerant = serde_json::from_slice::<Line<'_, &RawValue>>(line).ok()?;
    let (head, message) = tolerant.split();
    let message = message
        .filter(|_| is_message(&head.kind))
        .and_then(|m| serde_json::from_str::<RawMessage>(m.get()).ok())
        .map(RawMessage::into_message);
    Some((head, message))
}

/// The one typed pass, member by member, so that it can stop at `toolUseResult` once the line's
/// type, time and message are read and no tool result of the message lacks its text: that
/// member is nearly always the last, repeats the tool's result (43% of the fixtures' bytes), and
/// serde would scan all of it to borrow or to skip it. Reads what the derived `Line` reads, with
/// the same refusals (a member of the wrong type, one given twice).
fn read_fast(text: &str) -> Option<Line<'_, FastMessage<'_>>> {
    let mut line = Line {
        kind: Cow::Borrowed(""),
        sidechain: false,
        meta: false,
        compact_summary: false,
        session_id: None,
        agent_id: None,
        cwd: None,
        timestamp: None,
        message: None,
        tool_use_result: None,
    };
    let mut stopped = false;
    let mut deserializer = serde_json::Deserializer::from_str(text);
    let fields = FastFields { line: &mut line, stopped: &mut stopped };
    match serde::de::DeserializeSeed::deserialize(fields, &mut deserializer) {
        Ok(()) => deserializer.end().ok().map(|()| line),
        Err(_) if stopped => Some(line),
        Err(_) => None,
    }
}

struct FastFields<'s, 'a> {
    line: &'s mut Line<'a, FastMessage<'a>>,
    stopped: &'s mut bool,
}

impl<'de: 'a, 'a> serde::de::DeserializeSeed<'de> for FastFields<'_, 'a> {
    type Value = ();
    fn deserialize<D: serde::Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_map(self)
    }
}

impl<'de: 'a, 'a> serde::de::Visitor<'de> for FastFields<'_, 'a> {
    type Value = ();
    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a transcript line")
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        use serde::de::Error;
        const MEMBERS: [&str; 10] = [
            "type",
            "isSidechain",
            "isMeta",
            "isCompactSummary",
            "sessionId",
            "agentId",
            "cwd",
            "timestamp",
            "message",
            "toolUseResult",
        ];
        let line = self.line;
        let mut seen = [false; MEMBERS.len()];
        while let Some(key) = map.next_key::<Cow<'de, str>>()? {
            let Some(member) = MEMBERS.iter().position(|m| *m == key) else {
                map.next_value::<serde::de::IgnoredAny>()?;
                continue;
            };
            if std::mem::replace(&mut seen[member], true) {
                return Err(A::Error::duplicate_field(MEMBERS[member]));
            }
            match member {
                0 => line.kind = map.next_value()?,
                1 => line.sidechain = map.next_value()?,
                2 => line.meta = map.next_value()?,
                3 => line.compact_summary = map.next_value()?,
                4 => line.session_id = map.next_value()?,
                5 => line.agent_id = map.next_value()?,
                6 => line.cwd = map.next_value()?,
                7 => line.timestamp = map.next_value()?,
                8 => line.message = map.next_value()?,
                _ if seen[0] && seen[7] && seen[8] && !lacks_result_text(line.message.as_ref()) => {
                    *self.stopped = true;
                    return Err(A::Error::custom("stopped before toolUseResult"));
                }
                _ => line.tool_use_result = map.next_value()?,
            }
        }
        Ok(())
    }
}

/// Whether a tool result of `message` has no text of its own (the line's toolUseResult stands
/// in for it).
fn lacks_result_text(message: Option<&FastMessage>) -> bool {
    match message.and_then(|m| m.content.as_ref()) {
        Some(FastContent::Blocks(blocks)) => blocks.iter().any(|b| b.kind == "tool_result" && b.content.is_none()),
        _ => false,
    }
}

fn is_message(kind: &str) -> bool {
    kind == "user" || kind == "assistant"
}

/// The fields of a line the model needs, borrowed from the line where they need no unescaping;
/// everything else (attachments, API request blobs, snapshots) is skipped unparsed. `M` is how
/// the message is read: typed in the same pass, or kept raw for the tolerant pass.
#[derive(serde::Deserialize)]
#[serde(bound(deserialize = "M: serde::Deserialize<'de>, 'de: 'a"))]
struct Line<'a, M> {
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
    #[serde(default = "none")]
    message: Option<M>,
    #[serde(rename = "toolUseResult", borrow, default)]
    tool_use_result: Option<&'a RawValue>,
}

/// A line but its message.
struct Head<'a> {
    kind: Cow<'a, str>,
    sidechain: bool,
    meta: bool,
    compact_summary: bool,
    session_id: Option<Cow<'a, str>>,
    agent_id: Option<Cow<'a, str>>,
    cwd: Option<Cow<'a, str>>,
    timestamp: Option<Cow<'a, str>>,
    tool_use_result: Option<&'a RawValue>,
}

impl<'a, M> Line<'a, M> {
    fn split(self) -> (Head<'a>, Option<M>) {
        let head = Head {
            kind: self.kind,
            sidechain: self.sidechain,
            meta: self.meta,
            compact_summary: self.compact_summary,
            session_id: self.session_id,
            agent_id: self.agent_id,
            cwd: self.cwd,
            timestamp: self.timestamp,
            tool_use_result: self.tool_use_result,
        };
        (head, self.message)
    }
}

fn none<T>() -> Option<T> {
    None
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

/// A message with its content read, as both ways of reading a line give it.
struct Message<'a> {
    id: Option<Cow<'a, str>>,
    content: Content<'a>,
    usage: Option<Usage>,
}

/// A message's content: a plain string, or blocks.
enum Content<'a> {
    Text(Cow<'a, str>),
    Blocks(Vec<Block<'a>>),
}

struct Block<'a> {
    kind: Cow<'a, str>,
    text: Option<Cow<'a, str>>,
    id: Option<Cow<'a, str>>,
    name: Option<Cow<'a, str>>,
    input: Option<&'a RawValue>,
    tool_use_id: Option<Cow<'a, str>>,
    is_error: Option<bool>,
    /// A tool result's text (a string, or its text blocks joined), as far as its excerpt reads.
    result: Option<String>,
}

// The one typed pass.

#[derive(serde::Deserialize)]
struct FastMessage<'a> {
    #[serde(borrow, default)]
    id: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    content: Option<FastContent<'a>>,
    #[serde(default)]
    usage: Option<Usage>,
}

impl<'a> FastMessage<'a> {
    fn into_message(self) -> Message<'a> {
        let content = match self.content {
            Some(FastContent::Text(text)) => Content::Text(text),
            Some(FastContent::Blocks(blocks)) => {
                Content::Blocks(blocks.into_iter().map(|b| b.into_block(fast_result)).collect())
            }
            None => Content::Blocks(Vec::new()),
        };
        Message { id: self.id, content, usage: self.usage }
    }
}

/// A string or a list of blocks, read as what it is.
enum FastContent<'a> {
    Text(Cow<'a, str>),
    Blocks(Vec<FastBlock<'a>>),
}

impl<'de: 'a, 'a> serde::Deserialize<'de> for FastContent<'a> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visitor<'a>(std::marker::PhantomData<&'a ()>);
        impl<'de: 'a, 'a> serde::de::Visitor<'de> for Visitor<'a> {
            type Value = FastContent<'a>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a string or a list of blocks")
            }
            fn visit_borrowed_str<E>(self, text: &'de str) -> Result<Self::Value, E> {
                Ok(FastContent::Text(Cow::Borrowed(text)))
            }
            fn visit_str<E>(self, text: &str) -> Result<Self::Value, E> {
                Ok(FastContent::Text(Cow::Owned(text.to_string())))
            }
            fn visit_seq<S: serde::de::SeqAccess<'de>>(self, mut seq: S) -> Result<Self::Value, S::Error> {
                let mut blocks = Vec::new();
                while let Some(block) = seq.next_element()? {
                    blocks.push(block);
                }
                Ok(FastContent::Blocks(blocks))
            }
        }
        deserializer.deserialize_any(Visitor(std::marker::PhantomData))
    }
}

/// A content block as written; `C` is how its `content` (a tool result's) is read: typed in the
/// one pass, or kept raw for the tolerant pass.
#[derive(serde::Deserialize)]
#[serde(bound(deserialize = "C: serde::Deserialize<'de>, 'de: 'a"))]
struct WireBlock<'a, C> {
    #[serde(rename = "type", borrow, default)]
    kind: Cow<'a, str>,
    #[serde(borrow, default)]
    text: Option<Cow<'a, str>>,
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
    #[serde(default = "none")]
    content: Option<C>,
}

type FastBlock<'a> = WireBlock<'a, ResultContent>;
type RawBlock<'a> = WireBlock<'a, &'a RawValue>;

impl<'a, C> WireBlock<'a, C> {
    /// The block, its result's text read from its content by `result`.
    fn into_block(self, result: impl FnOnce(C) -> Option<String>) -> Block<'a> {
        Block {
            kind: self.kind,
            text: self.text,
            id: self.id,
            name: self.name,
            input: self.input,
            tool_use_id: self.tool_use_id,
            is_error: self.is_error,
            result: self.content.and_then(result),
        }
    }
}

fn fast_result(content: ResultContent) -> Option<String> {
    match content {
        ResultContent::Text(text) => Some(text.0),
        ResultContent::Blocks(blocks) => joined(blocks),
    }
}

/// A result whose content does not fit is kept without it (the line's toolUseResult stands in).
fn tolerant_result(raw: &RawValue) -> Option<String> {
    match raw.get().starts_with('"') {
        true => Some(serde_json::from_str::<ExcerptText>(raw.get()).unwrap_or_default().0),
        false => joined(serde_json::from_str::<Vec<InnerBlock>>(raw.get()).unwrap_or_default()),
    }
}

/// A tool result's content: a string, or blocks whose texts are kept as far as an excerpt reads.
enum ResultContent {
    Text(ExcerptText),
    Blocks(Vec<InnerBlock>),
}

impl<'de> serde::Deserialize<'de> for ResultContent {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        // Taken raw, so that a string (most results, and the long ones) is unescaped only as far
        // as its excerpt reads; a list of blocks is then read from the raw text, a second pass.
        let raw = <&'de RawValue>::deserialize(deserializer)?;
        match raw.get().as_bytes().first() {
            Some(b'[') => serde_json::from_str(raw.get()).map(ResultContent::Blocks).map_err(serde::de::Error::custom),
            _ => ExcerptText::from_raw(raw).map(ResultContent::Text),
        }
    }
}

/// A block inside a tool result: the same fields (and so the same refusals) as the tolerant
/// pass reads, only its text kept.
#[derive(serde::Deserialize)]
#[allow(dead_code)]
struct InnerBlock {
    #[serde(rename = "type", default)]
    kind: Option<serde::de::IgnoredAny>,
    #[serde(default)]
    text: Option<ExcerptText>,
    #[serde(default)]
    id: Option<serde::de::IgnoredAny>,
    #[serde(default)]
    name: Option<serde::de::IgnoredAny>,
    #[serde(default)]
    input: Option<serde::de::IgnoredAny>,
    #[serde(default)]
    tool_use_id: Option<serde::de::IgnoredAny>,
    #[serde(default)]
    is_error: Option<bool>,
    #[serde(default)]
    content: Option<serde::de::IgnoredAny>,
}

/// The texts of a tool result's blocks joined, or `None` where there are no blocks.
fn joined(blocks: Vec<InnerBlock>) -> Option<String> {
    (!blocks.is_empty()).then(|| blocks.into_iter().filter_map(|b| b.text).map(|t| t.0).collect::<Vec<_>>().join("\n"))
}

// The tolerant passes.

#[derive(serde::Deserialize)]
struct RawMessage<'a> {
    #[serde(borrow, default)]
    id: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    content: Option<&'a RawValue>,
    #[serde(default)]
    usage: Option<Usage>,
}

impl<'a> RawMessage<'a> {
    fn into_message(self) -> Message<'a> {
        let content = match self.content {
            Some(raw) if raw.get().starts_with('"') => {
                Content::Text(serde_json::from_str(raw.get()).unwrap_or_default())
            }
            Some(raw) => Content::Blocks(
                serde_json::from_str::<Vec<RawBlock>>(raw.get())
                    .unwrap_or_default()
                    .into_iter()
                    .map(|b| b.into_block(tolerant_result))
                    .collect(),
            ),
            None => Content::Blocks(Vec::new()),
        };
        Message { id: self.id, content, usage: self.usage }
    }
}

/// Text kept only as far as its excerpt reads: the first `MAX_OUTPUT_CHARS` characters and one
/// more, so the excerpt still knows it was cut. A tool result holding a whole file is not copied.
#[derive(Default)]
struct ExcerptText(String);

impl ExcerptText {
    fn from_raw<E: serde::de::Error>(raw: &RawValue) -> Result<ExcerptText, E> {
        json_string_prefix(raw.get(), MAX_OUTPUT_CHARS + 1)
            .map(ExcerptText)
            .ok_or_else(|| E::invalid_type(serde::de::Unexpected::Other("another JSON value"), &"a string"))
    }
}

impl<'de> serde::Deserialize<'de> for ExcerptText {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        ExcerptText::from_raw(<&'de RawValue>::deserialize(deserializer)?)
    }
}

fn record_line(line: Head, message: Option<Message>, session: &mut Session) {
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

fn user(line: &Head, message: Message, at: Option<i64>, session: &mut Session) {
    let text = match message.content {
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
    if line.meta && text.starts_with("Stop hook feedback:") {
        if let Some(turn) = session.turns.last_mut() {
            let calls = turn.tool_calls.len();
            turn.hook_feedback.push((calls, excerpt(&text, MAX_OUTPUT_CHARS)));
        }
        return;
    }
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

fn tool_result(block: &Block, line: &Head, at: Option<i64>, session: &mut Session) {
    let id = block.tool_use_id.as_deref().unwrap_or_default();
    let Some(call) = session.turns.iter_mut().rev().flat_map(|t| t.tool_calls.iter_mut()).find(|c| c.id == id) else {
        return;
    };
    call.ended_ms = at;
    call.is_error = block.is_error.unwrap_or(false);
    // Without a result's text, the line's raw toolUseResult stands in.
    let text = block.result.as_deref().unwrap_or_else(|| line.tool_use_result.map_or("", |r| r.get()));
    call.output = excerpt(text, MAX_OUTPUT_CHARS);
}

fn assistant(message: Message, at: Option<i64>, session: &mut Session) {
    if session.turns.is_empty() {
        // A session resumed mid-way starts with the agent: give it a turn of its own.
        session.turns.push(Turn { started_ms: at, ended_ms: at, aborted: Some(false), ..Turn::default() });
    }
    let turn_index = session.turns.len() - 1;
    if let Content::Blocks(blocks) = message.content {
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
