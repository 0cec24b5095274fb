//! Claude Code transcripts: `~/.claude/projects/<escaped-cwd>/<session>.jsonl`, and subagents in
//! `<session>/subagents/agent-<id>.jsonl` (agents.md §1.3). One API response may be split over
//! several `assistant` lines sharing `message.id` (usage counted once); `summary` lines belong to
//! other sessions; `isSidechain` lines are an old-layout subagent's: its tool calls and usage count
//! in the turn that started it, but its prompts start no turn.

use std::path::Path;

use serde_json::Value;

use crate::transcripts::{
    MAX_OUTPUT_CHARS, MAX_PROMPT_CHARS, Session, Tokens, ToolCall, Turn, excerpt, parse_time, read_jsonl_lines,
};

/// Record types that carry nothing for the model of a session.
const IGNORED: [&str; 18] = [
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
];

pub fn parse(path: &Path) -> std::io::Result<Session> {
    resume(path, Session { agent: "claude-code".into(), source: path.to_path_buf(), ..Session::default() })
}

/// Reads the lines appended since `session` was parsed.
pub fn resume(path: &Path, mut session: Session) -> std::io::Result<Session> {
    let offset = session.resume.offset;
    session.resume.offset = read_jsonl_lines(path, offset, |line| match serde_json::from_slice::<Line>(line) {
        Ok(line) => record_line(line, &mut session),
        Err(_) => session.bad_lines += 1,
    })?;
    for turn in &mut session.turns {
        turn.compute_latency();
    }
    if session.id.is_empty() {
        session.id = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    }
    Ok(session)
}

/// The fields of a line the model needs; `message` stays raw JSON until a user or assistant line
/// needs it, so the large lines nobody reads (attachments, API request blobs) are only skipped.
#[derive(serde::Deserialize)]
struct Line<'a> {
    #[serde(rename = "type", default)]
    kind: std::borrow::Cow<'a, str>,
    #[serde(rename = "isSidechain", default)]
    sidechain: bool,
    #[serde(rename = "isMeta", default)]
    meta: bool,
    #[serde(rename = "sessionId", default)]
    session_id: Option<std::borrow::Cow<'a, str>>,
    #[serde(default)]
    cwd: Option<std::borrow::Cow<'a, str>>,
    #[serde(default)]
    timestamp: Option<std::borrow::Cow<'a, str>>,
    #[serde(borrow, default)]
    message: Option<&'a serde_json::value::RawValue>,
    #[serde(rename = "toolUseResult", borrow, default)]
    tool_use_result: Option<&'a serde_json::value::RawValue>,
}

fn record_line(line: Line, session: &mut Session) {
    let needs_message = matches!(line.kind.as_ref(), "user" | "assistant");
    let message: Value = if needs_message {
        line.message.and_then(|m| serde_json::from_str(m.get()).ok()).unwrap_or(Value::Null)
    } else {
        Value::Null
    };
    let record = serde_json::json!({
        "type": line.kind,
        "isSidechain": line.sidechain,
        "isMeta": line.meta,
        "sessionId": line.session_id,
        "cwd": line.cwd,
        "timestamp": line.timestamp,
        "message": message,
        "toolUseResult": line.tool_use_result.filter(|_| needs_message).and_then(|r| serde_json::from_str::<Value>(r.get()).ok()),
    });
    State.record(&record, session)
}

struct State;

impl State {
    fn record(&mut self, record: &Value, session: &mut Session) {
        let kind = record.get("type").and_then(Value::as_str).unwrap_or("");
        let sidechain = record.get("isSidechain").and_then(Value::as_bool) == Some(true);
        if session.id.is_empty()
            && let Some(id) = record.get("sessionId").and_then(Value::as_str)
        {
            session.id = id.to_string();
        }
        if session.cwd.is_none() {
            session.cwd = record.get("cwd").and_then(Value::as_str).map(str::to_string);
        }
        let at = record.get("timestamp").and_then(Value::as_str).and_then(parse_time);
        match kind {
            "user" if sidechain => {
                for block in
                    record["message"]["content"].as_array().into_iter().flatten().filter(|b| b["type"] == "tool_result")
                {
                    self.tool_result(block, record, at, session);
                }
            }
            "user" => self.user(record, at, session),
            "assistant" => self.assistant(record, at, session),
            kind if IGNORED.contains(&kind) => {}
            other => *session.unknown_records.entry(other.to_string()).or_default() += 1,
        }
        if let Some(at) = at {
            session.started_ms = Some(session.started_ms.map_or(at, |s| s.min(at)));
            session.ended_ms = Some(session.ended_ms.map_or(at, |e| e.max(at)));
            if let Some(turn) = session.turns.last_mut() {
                turn.ended_ms = Some(turn.ended_ms.map_or(at, |e| e.max(at)));
                turn.event_ms.push(at);
            }
        }
    }

    fn user(&mut self, record: &Value, at: Option<i64>, session: &mut Session) {
        let content = &record["message"]["content"];
        let meta = record.get("isMeta").and_then(Value::as_bool) == Some(true);
        let text = match content {
            Value::String(s) => Some(s.clone()),
            Value::Array(blocks) => {
                for block in blocks.iter().filter(|b| b["type"] == "tool_result") {
                    self.tool_result(block, record, at, session);
                }
                let texts: Vec<&str> =
                    blocks.iter().filter(|b| b["type"] == "text").filter_map(|b| b["text"].as_str()).collect();
                (!texts.is_empty() && !blocks.iter().any(|b| b["type"] == "tool_result")).then(|| texts.join("\n"))
            }
            _ => None,
        };
        let Some(text) = text else { return };
        if text.starts_with("[Request interrupted by user") {
            if let Some(turn) = session.turns.last_mut() {
                turn.aborted = Some(true);
            }
            return;
        }
        if meta {
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

    fn tool_result(&mut self, block: &Value, record: &Value, at: Option<i64>, session: &mut Session) {
        let id = block["tool_use_id"].as_str().unwrap_or_default();
        let Some(call) = session.turns.iter_mut().rev().flat_map(|t| t.tool_calls.iter_mut()).find(|c| c.id == id)
        else {
            return;
        };
        call.ended_ms = at;
        call.is_error = block["is_error"].as_bool().unwrap_or(false);
        let text = match &block["content"] {
            Value::String(s) => s.clone(),
            Value::Array(parts) => parts.iter().filter_map(|p| p["text"].as_str()).collect::<Vec<_>>().join("\n"),
            _ => record["toolUseResult"].as_str().unwrap_or_default().to_string(),
        };
        call.output = excerpt(&text, MAX_OUTPUT_CHARS);
    }

    fn assistant(&mut self, record: &Value, at: Option<i64>, session: &mut Session) {
        let message = &record["message"];
        if session.turns.is_empty() {
            // A session resumed mid-way starts with the agent: give it a turn of its own.
            session.turns.push(Turn { started_ms: at, ended_ms: at, aborted: Some(false), ..Turn::default() });
        }
        let turn_index = session.turns.len() - 1;
        for block in message["content"].as_array().into_iter().flatten().filter(|b| b["type"] == "tool_use") {
            session.turns[turn_index].tool_calls.push(ToolCall {
                id: block["id"].as_str().unwrap_or_default().to_string(),
                name: block["name"].as_str().unwrap_or_default().to_string(),
                input: block["input"].clone(),
                started_ms: at,
                ..ToolCall::default()
            });
        }
        // The lines of one split message repeat its usage: count it on its first line only.
        let id = message["id"].as_str().map(str::to_string);
        if let Some(usage) = message.get("usage")
            && (id.is_none() || id != session.resume.last_message_id)
        {
            let n = |k: &str| usage[k].as_u64().unwrap_or(0);
            let tokens = Tokens {
                input: n("input_tokens"),
                output: n("output_tokens"),
                cache_read: n("cache_read_input_tokens"),
                cache_write: n("cache_creation_input_tokens"),
            };
            session.turns[turn_index].tokens.add(tokens);
            session.tokens.add(tokens);
        }
        session.resume.last_message_id = id;
    }
}
