//! OpenClaw sessions. Older builds write one JSONL file per session under
//! `~/.openclaw/agents/<agent>/sessions/` (agents.md §4.3; `*.jsonl.reset.*` copies and
//! `*.trajectory.jsonl` are not sessions). 2026.9 keeps the same events in SQLite:
//! `agents/<agent>/agent/openclaw-agent.sqlite`, table `transcript_events` (`event_json`).
//! Events: `session`, then `message` with role user / assistant (`toolCall` blocks, `usage`) /
//! `toolResult` (`toolCallId`, `isError`).

use std::collections::BTreeMap;
use std::path::Path;

use serde_json::Value;

use crate::model::session::{
    MAX_OUTPUT_CHARS, MAX_PROMPT_CHARS, Session, Tokens, ToolCall, Turn, bounded_input, database_error, open_database,
    parse_time, read_jsonl,
};
use crate::text::excerpt;

const IGNORED: [&str; 7] =
    ["thinking_level_change", "custom", "model_change", "compaction", "label", "branch_summary", "custom_message"];

pub fn parse_jsonl(path: &Path) -> std::io::Result<Session> {
    let mut session = Session { source: path.to_path_buf(), ..Session::default() };
    let mut bad = 0;
    session.resume.offset = read_jsonl(path, 0, &mut bad, |event| on_event(&event, &mut session))?;
    session.bad_lines = bad;
    Ok(session)
}

pub fn parse_sqlite(path: &Path) -> std::io::Result<Vec<Session>> {
    let db = open_database(path)?;
    let error = |e| database_error(path, e);
    let mut sessions: BTreeMap<String, Session> = BTreeMap::new();
    let mut statement =
        db.prepare("SELECT session_id, event_json FROM transcript_events ORDER BY session_id, seq").map_err(error)?;
    let rows =
        statement.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, Option<String>>(1)?))).map_err(error)?;
    for row in rows {
        let (id, event) = row.map_err(error)?;
        let session = sessions.entry(id.clone()).or_insert_with(|| Session {
            id,
            source: path.to_path_buf(),
            ..Session::default()
        });
        match event.as_deref().and_then(|e| serde_json::from_str::<Value>(e).ok()) {
            Some(event) => on_event(&event, session),
            // Compressed (event_zstd) or unreadable rows are counted, not fatal.
            None => *session.unknown_records.entry("compressed-or-unreadable".into()).or_default() += 1,
        }
    }
    Ok(sessions.into_values().collect())
}

fn on_event(event: &Value, session: &mut Session) {
    let at = event["timestamp"].as_str().and_then(parse_time);
    match event["type"].as_str().unwrap_or("") {
        "session" => {
            session.id = event["id"].as_str().unwrap_or_default().to_string();
            session.cwd = event["cwd"].as_str().map(str::to_string);
        }
        "message" => on_message(&event["message"], at, session),
        kind if IGNORED.contains(&kind) => {}
        other => *session.unknown_records.entry(other.to_string()).or_default() += 1,
    }
    if let Some(at) = at {
        session.record_event(at);
    }
}

fn text_of(content: &Value) -> String {
    match content {
        Value::String(s) => s.clone(),
        Value::Array(blocks) => blocks
            .iter()
            .filter(|b| b["type"] == "text")
            .filter_map(|b| b["text"].as_str())
            .collect::<Vec<_>>()
            .join("\n"),
        _ => String::new(),
    }
}

fn on_message(message: &Value, at: Option<i64>, session: &mut Session) {
    match message["role"].as_str() {
        Some("user") => session.turns.push(Turn {
            index: session.turns.len(),
            prompt: excerpt(&text_of(&message["content"]), MAX_PROMPT_CHARS),
            started_ms: at,
            ended_ms: at,
            ..Turn::default()
        }),
        Some("assistant") => {
            if session.turns.is_empty() {
                session.turns.push(Turn { started_ms: at, ended_ms: at, ..Turn::default() });
            }
            let turn = session.turns.last_mut().expect("a turn");
            for block in message["content"].as_array().into_iter().flatten().filter(|b| b["type"] == "toolCall") {
                let arguments = match &block["arguments"] {
                    Value::String(s) => serde_json::from_str(s).unwrap_or_else(|_| Value::String(s.clone())),
                    other => other.clone(),
                };
                turn.tool_calls.push(ToolCall {
                    id: block["id"].as_str().unwrap_or_default().to_string(),
                    name: block["name"].as_str().unwrap_or_default().to_string(),
                    input: bounded_input(arguments),
                    started_ms: at,
                    ..ToolCall::default()
                });
            }
            let usage = &message["usage"];
            let n = |k: &str| usage[k].as_u64().unwrap_or(0);
            let tokens = Tokens {
                input: n("input"),
                output: n("output"),
                cache_read: n("cacheRead"),
                cache_write: n("cacheWrite"),
            };
            turn.tokens.add(tokens);
            session.tokens.add(tokens);
        }
        Some("toolResult") => {
            let id = message["toolCallId"].as_str().unwrap_or_default();
            if let Some(call) =
                session.turns.iter_mut().rev().flat_map(|t| t.tool_calls.iter_mut()).find(|c| c.id == id)
            {
                let text = text_of(&message["content"]);
                call.is_error = message["isError"].as_bool().unwrap_or(false)
                    || message["details"]["exitCode"].as_i64().is_some_and(|c| c != 0)
                    || message["details"]["status"] == "error";
                call.output = excerpt(&text, MAX_OUTPUT_CHARS);
                call.ended_ms = at;
            }
        }
        other => *session.unknown_records.entry(format!("message/{}", other.unwrap_or("?"))).or_default() += 1,
    }
}
