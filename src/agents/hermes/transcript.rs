//! Hermes Agent: `~/.hermes/state.db` (SQLite, WAL), every session in one file.
//! `messages` rows are user / assistant (with OpenAI-shaped `tool_calls` JSON) / tool (with
//! `tool_call_id`); a tool result is JSON whose `exit_code` or `error` says it failed.

use std::path::Path;

use serde_json::Value;

use crate::files::sqlite::{
    UNREADABLE_ROWS, columns, database_error, in_read_batches, open_database, readable_rows, require_tables,
};
use crate::model::session::{
    MAX_OUTPUT_CHARS, MAX_PROMPT_CHARS, Session, SessionSink, Tokens, ToolCall, Turn, bounded_input,
};
use crate::model::text::excerpt;

/// Every session in order, each with its messages (read through `messages`' index by session),
/// handed on one at a time so memory holds one session whatever the size of the database.
pub fn read(path: &Path, each: &mut SessionSink<'_>) -> std::io::Result<()> {
    let db = open_database(path)?;
    require_tables(&db, path, &["sessions", "messages"])?;
    let error = |e| database_error(path, e);
    let session_columns = columns(&db, "sessions");
    let has = |c: &str| session_columns.contains(c);
    let token = |c: &str| if has(c) { c.to_string() } else { "0".to_string() };
    let query = format!(
        "SELECT id, started_at, {}, {}, {}, {}, {}, {} FROM sessions ORDER BY started_at, id",
        if has("ended_at") { "ended_at" } else { "NULL" },
        token("input_tokens"),
        token("output_tokens"),
        token("cache_read_tokens"),
        token("cache_write_tokens"),
        // A session split off by compression, a subagent's, a branch: its parent.
        if has("parent_session_id") { "parent_session_id" } else { "NULL" },
    );
    let mut statement = db.prepare(&query).map_err(error)?;
    let mut skipped_sessions = 0;
    let rows = statement
        .query_map([], |row| {
            Ok(Session {
                id: row.get::<_, String>(0)?,
                source: path.to_path_buf(),
                started_ms: row.get::<_, Option<f64>>(1)?.map(seconds_to_ms),
                ended_ms: row.get::<_, Option<f64>>(2)?.map(seconds_to_ms),
                tokens: Tokens {
                    input: row.get::<_, Option<i64>>(3)?.unwrap_or(0) as u64,
                    output: row.get::<_, Option<i64>>(4)?.unwrap_or(0) as u64,
                    cache_read: row.get::<_, Option<i64>>(5)?.unwrap_or(0) as u64,
                    cache_write: row.get::<_, Option<i64>>(6)?.unwrap_or(0) as u64,
                },
                parent: row.get::<_, Option<String>>(7)?.filter(|p| !p.is_empty()),
                ..Session::default()
            })
        })
        .map_err(error)?;
    let sessions = readable_rows(path, rows, &mut skipped_sessions)?;
    let message_columns = columns(&db, "messages");
    let optional = |c: &str| if message_columns.contains(c) { c.to_string() } else { "NULL".to_string() };
    let query = format!(
        "SELECT role, content, {}, {}, timestamp FROM messages WHERE session_id = ?1 ORDER BY id",
        optional("tool_call_id"),
        optional("tool_calls"),
    );
    let mut messages = db.prepare(&query).map_err(error)?;
    in_read_batches(&db, path, sessions, |mut session| {
        let rows = messages
            .query_map([&session.id], |row| {
                Ok(Message {
                    role: row.get(0)?,
                    content: row.get::<_, Option<String>>(1)?.unwrap_or_default(),
                    tool_call_id: row.get(2)?,
                    tool_calls: row.get(3)?,
                    at: row.get::<_, Option<f64>>(4)?.map(seconds_to_ms),
                })
            })
            .map_err(error)?;
        let mut skipped = 0;
        for message in readable_rows(path, rows, &mut skipped)? {
            add(&mut session, message);
        }
        if skipped > 0 {
            *session.unknown_records.entry(UNREADABLE_ROWS.into()).or_default() += skipped;
        }
        each(session)
    })
}

struct Message {
    role: String,
    content: String,
    tool_call_id: Option<String>,
    tool_calls: Option<String>,
    at: Option<i64>,
}

fn seconds_to_ms(seconds: f64) -> i64 {
    (seconds * 1000.0).round() as i64
}

fn add(session: &mut Session, message: Message) {
    let at = message.at;
    match message.role.as_str() {
        "user" => session.turns.push(Turn {
            index: session.turns.len(),
            prompt: excerpt(&message.content, MAX_PROMPT_CHARS),
            started_ms: at,
            ended_ms: at,
            ..Turn::default()
        }),
        "assistant" => {
            if session.turns.is_empty() {
                session.turns.push(Turn { started_ms: at, ended_ms: at, ..Turn::default() });
            }
            let calls: Vec<Value> =
                message.tool_calls.as_deref().and_then(|t| serde_json::from_str(t).ok()).unwrap_or_default();
            let turn = session.turns.last_mut().expect("a turn");
            // What the agent says with its calls is their task (provenance).
            if !message.content.trim().is_empty() {
                turn.last_agent_text = excerpt(&message.content, MAX_PROMPT_CHARS);
            }
            for call in calls {
                let arguments = call["function"]["arguments"].as_str().unwrap_or_default();
                turn.tool_calls.push(ToolCall {
                    id: call["id"].as_str().unwrap_or_default().to_string(),
                    name: call["function"]["name"].as_str().unwrap_or_default().to_string(),
                    input: bounded_input(
                        serde_json::from_str(arguments).unwrap_or_else(|_| Value::String(arguments.to_string())),
                    ),
                    started_ms: at,
                    intent: turn.last_agent_text.clone(),
                    ..ToolCall::default()
                });
            }
        }
        "tool" => {
            let id = message.tool_call_id.unwrap_or_default();
            if let Some(call) =
                session.turns.iter_mut().rev().flat_map(|t| t.tool_calls.iter_mut()).find(|c| c.id == id)
            {
                let result: Value = serde_json::from_str(&message.content).unwrap_or(Value::Null);
                let failed_exit = result["exit_code"].as_i64().is_some_and(|c| c != 0);
                let error = result["error"].as_str().filter(|e| !e.is_empty());
                call.is_error = failed_exit || error.is_some() || result["success"].as_bool() == Some(false);
                let text = result["output"].as_str().or(error).map(str::to_string).unwrap_or(message.content);
                call.output = excerpt(&text, MAX_OUTPUT_CHARS);
                call.ended_ms = at;
            }
        }
        _ => {}
    }
    if let (Some(at), Some(turn)) = (at, session.turns.last_mut()) {
        turn.ended_ms = Some(turn.ended_ms.map_or(at, |e| e.max(at)));
        turn.event_ms.push(at);
    }
}
