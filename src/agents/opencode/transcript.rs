//! OpenCode: `~/.local/share/opencode/opencode.db` (SQLite: `session`, `message`, `part`) and the
//! older JSON tree `storage/{session,message,part}/…`. Both hold the same message
//! and part objects; a `tool` part carries the call and its result (`state.status`, `input`, `output`).

use std::collections::BTreeMap;
use std::path::Path;

use serde_json::Value;

use crate::files::sqlite::{
    UNREADABLE_ROWS, columns, database_error, in_read_batches, open_database, readable_rows, require_tables,
};
use crate::model::session::{
    MAX_OUTPUT_CHARS, MAX_PROMPT_CHARS, Session, SessionSink, Tokens, ToolCall, Turn, bounded_input,
};
use crate::model::text::excerpt;

/// A session row: id, directory, created, and parent (the session a subagent's session ran inside).
type SessionRow = (String, Option<String>, Option<i64>, Option<String>);

/// One session's messages (created, id, data) in order, and their parts (created, data) by message.
#[derive(Default)]
struct Rows {
    messages: Vec<(i64, String, Value)>,
    parts: BTreeMap<String, Vec<(i64, Value)>>,
}

/// The database, one session at a time: the sessions in order, then each one's messages and parts
/// through the indexes every OpenCode schema has (`message` by `session_id`, `part` by
/// `message_id`), so memory holds one session's rows whatever the size of the database.
pub fn read_db(path: &Path, each: &mut SessionSink<'_>) -> std::io::Result<()> {
    let db = open_database(path)?;
    require_tables(&db, path, &["session", "message", "part"])?;
    let error = |e| database_error(path, e);
    // `parent_id` where the schema has it (a subagent's session).
    let parent = if columns(&db, "session").contains("parent_id") { "parent_id" } else { "NULL" };
    let mut statement = db
        .prepare(&format!("SELECT id, directory, time_created, {parent} FROM session ORDER BY time_created, id"))
        .map_err(error)?;
    let mut skipped_sessions = 0;
    let sessions: Vec<SessionRow> = readable_rows(
        path,
        statement.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?))).map_err(error)?,
        &mut skipped_sessions,
    )?;
    let mut messages = db
        .prepare("SELECT time_created, id, data FROM message WHERE session_id = ?1 ORDER BY time_created, id")
        .map_err(error)?;
    let mut parts = db
        .prepare(
            "SELECT message_id, time_created, data FROM part \
             WHERE message_id IN (SELECT id FROM message WHERE session_id = ?1) ORDER BY time_created, id",
        )
        .map_err(error)?;
    in_read_batches(&db, path, sessions, |row| {
        let mut rows = Rows::default();
        let mut skipped = 0;
        let found = messages
            .query_map([&row.0], |r| Ok((r.get(0)?, r.get::<_, String>(1)?, r.get::<_, String>(2)?)))
            .map_err(error)?;
        for (created, id, data) in readable_rows(path, found, &mut skipped)? {
            rows.messages.push((created, id, serde_json::from_str(&data).unwrap_or(Value::Null)));
        }
        let found = parts
            .query_map([&row.0], |r| Ok((r.get::<_, String>(0)?, r.get(1)?, r.get::<_, String>(2)?)))
            .map_err(error)?;
        for (message, created, data) in readable_rows(path, found, &mut skipped)? {
            let part = slim(serde_json::from_str(&data).unwrap_or(Value::Null));
            rows.parts.entry(message).or_default().push((created, part));
        }
        let mut session = build(row, rows, path);
        if skipped > 0 {
            *session.unknown_records.entry(UNREADABLE_ROWS.into()).or_default() += skipped;
        }
        each(session)
    })
}

/// The older JSON tree: `storage/session/**/<id>.json`, `storage/message/<session>/<id>.json`,
/// `storage/part/<message>/<id>.json`, one session at a time: a session's messages are the
/// files in its folder, and a message's parts those in its folder. Files that are not JSON are
/// skipped.
pub fn read_storage(root: &Path, each: &mut SessionSink<'_>) -> std::io::Result<()> {
    let read = |p: &Path| fs_err::read(p).ok().and_then(|b| serde_json::from_slice::<Value>(&b).ok());
    let files = |dir: &Path| crate::files::files_under(dir, |n| n.ends_with(".json"));
    let mut sessions: Vec<SessionRow> = Vec::new();
    for file in files(&root.join("session")) {
        if let Some(s) = read(&file) {
            let id = s["id"].as_str().unwrap_or_default().to_string();
            let parent = s["parentID"].as_str().map(str::to_string);
            sessions.push((id, s["directory"].as_str().map(str::to_string), s["time"]["created"].as_i64(), parent));
        }
    }
    sessions.sort_by(|a, b| (a.2, &a.0).cmp(&(b.2, &b.0)));
    for row in sessions {
        let mut rows = Rows::default();
        // An id is a file name here: one that would leave its folder names none.
        let folder = |kind: &str, id: &str| {
            let plain = !id.is_empty() && !id.contains(['/', '\\']) && id != "." && id != "..";
            plain.then(|| root.join(kind).join(id))
        };
        for file in folder("message", &row.0).map(|dir| files(&dir)).unwrap_or_default() {
            if let Some(m) = read(&file).filter(|m| m["sessionID"] == row.0.as_str()) {
                let id = m["id"].as_str().unwrap_or_default().to_string();
                rows.messages.push((m["time"]["created"].as_i64().unwrap_or(0), id, m));
            }
        }
        rows.messages.sort_by(|a, b| (a.0, &a.1).cmp(&(b.0, &b.1)));
        for (_, message, _) in &rows.messages {
            for file in folder("part", message).map(|dir| files(&dir)).unwrap_or_default() {
                if let Some(p) = read(&file).filter(|p| p["messageID"] == message.as_str()) {
                    let at = p["time"]["start"].as_i64().or(p["state"]["time"]["start"].as_i64()).unwrap_or(0);
                    rows.parts.entry(message.clone()).or_default().push((at, slim(p)));
                }
            }
        }
        each(build(row, rows, root))?;
    }
    Ok(())
}

/// A part as far as [`assistant`] reads it, so a database of many sessions is not held whole in
/// memory: a tool's output and error only as far as their excerpt reads, its input bounded, and
/// the bodies of the parts nothing reads (reasoning, patches, snapshots, files) dropped.
fn slim(mut part: Value) -> Value {
    match part["type"].as_str() {
        Some("tool") => {
            let state = &mut part["state"];
            for key in ["output", "error"] {
                if let Some(text) = state[key].as_str()
                    && text.len() > MAX_OUTPUT_CHARS
                {
                    state[key] = Value::String(crate::model::text::prefix(text, MAX_OUTPUT_CHARS + 1).to_string());
                }
            }
            if let Some(input) = state.get_mut("input") {
                *input = bounded_input(input.take());
            }
            part
        }
        Some(
            kind
            @ ("reasoning" | "step-start" | "step-finish" | "patch" | "snapshot" | "file" | "agent" | "compaction"),
        ) => {
            serde_json::json!({"type": kind})
        }
        _ => part,
    }
}

fn build((id, directory, created, parent): SessionRow, mut rows: Rows, source: &Path) -> Session {
    let mut session =
        Session { id, parent, source: source.to_path_buf(), cwd: directory, started_ms: created, ..Session::default() };
    for (at, message_id, message) in rows.messages {
        let parts = rows.parts.remove(&message_id).unwrap_or_default();
        match message["role"].as_str() {
            Some("user") => {
                let text: Vec<&str> =
                    parts.iter().filter(|(_, p)| p["type"] == "text").filter_map(|(_, p)| p["text"].as_str()).collect();
                session.turns.push(Turn {
                    index: session.turns.len(),
                    prompt: excerpt(&text.join("\n"), MAX_PROMPT_CHARS),
                    started_ms: Some(at),
                    ended_ms: Some(at),
                    ..Turn::default()
                });
            }
            Some("assistant") => assistant(&mut session, at, &message, &parts),
            _ => {
                *session
                    .unknown_records
                    .entry(format!("message/{}", message["role"].as_str().unwrap_or("?")))
                    .or_default() += 1
            }
        }
    }
    session.ended_ms = session.turns.iter().filter_map(|t| t.ended_ms).max().or(session.started_ms);
    for turn in &mut session.turns {
        session.tokens.add(turn.tokens);
    }
    session
}

fn assistant(session: &mut Session, at: i64, message: &Value, parts: &[(i64, Value)]) {
    if session.turns.is_empty() {
        session.turns.push(Turn { started_ms: Some(at), ended_ms: Some(at), ..Turn::default() });
    }
    let turn = session.turns.last_mut().expect("a turn");
    let n = |v: &Value| v.as_u64().unwrap_or(0);
    let tokens = &message["tokens"];
    turn.tokens.add(Tokens {
        input: n(&tokens["input"]),
        output: n(&tokens["output"]),
        cache_read: n(&tokens["cache"]["read"]),
        cache_write: n(&tokens["cache"]["write"]),
    });
    for (part_at, part) in parts {
        match part["type"].as_str() {
            Some("tool") => {
                let state = &part["state"];
                // A shell command that ran but exited non-zero is "completed" with `metadata.exit`.
                let failed = state["status"] == "error" || state["metadata"]["exit"].as_i64().is_some_and(|c| c != 0);
                let output = state["output"].as_str().or(state["error"].as_str()).unwrap_or_default();
                turn.tool_calls.push(ToolCall {
                    id: part["callID"].as_str().unwrap_or_default().to_string(),
                    name: part["tool"].as_str().unwrap_or_default().to_string(),
                    input: bounded_input(state["input"].clone()),
                    output: excerpt(output, MAX_OUTPUT_CHARS),
                    is_error: failed,
                    started_ms: state["time"]["start"].as_i64().or(Some(*part_at)),
                    ended_ms: state["time"]["end"].as_i64().or(Some(*part_at)),
                    intent: turn.last_agent_text.clone(),
                    ..ToolCall::default()
                });
            }
            // What the agent says before its calls is their task (provenance).
            Some("text") if part["synthetic"] != true => {
                if let Some(text) = part["text"].as_str().filter(|t| !t.trim().is_empty()) {
                    turn.last_agent_text = excerpt(text, MAX_PROMPT_CHARS);
                }
            }
            Some(
                "text" | "reasoning" | "step-start" | "step-finish" | "patch" | "snapshot" | "file" | "agent"
                | "compaction",
            ) => {}
            other => *session.unknown_records.entry(format!("part/{}", other.unwrap_or("?"))).or_default() += 1,
        }
        turn.ended_ms = Some(turn.ended_ms.map_or(*part_at, |e| e.max(*part_at)));
        turn.event_ms.push(*part_at);
    }
    let completed = message["time"]["completed"].as_i64().unwrap_or(at);
    turn.ended_ms = Some(turn.ended_ms.map_or(completed, |e| e.max(completed)));
}
