//! OpenCode: `~/.local/share/opencode/opencode.db` (SQLite: `session`, `message`, `part`) and the
//! older JSON tree `storage/{session,message,part}/…` (agents.md §5.4). Both hold the same message
//! and part objects; a `tool` part carries the call and its result (`state.status`, `input`, `output`).

use std::collections::BTreeMap;
use std::path::Path;

use serde_json::Value;

use crate::model::session::{
    MAX_OUTPUT_CHARS, MAX_PROMPT_CHARS, Session, Tokens, ToolCall, Turn, bounded_input, columns, database_error,
    open_database,
};
use crate::text::excerpt;

/// A session row: id, directory, created, and parent (the session a subagent's session ran inside).
type SessionRow = (String, Option<String>, Option<i64>, Option<String>);

/// What both storage forms give: sessions, and their messages and parts with times.
#[derive(Default)]
struct Raw {
    sessions: Vec<SessionRow>,
    /// session → (created, message id, message data)
    messages: BTreeMap<String, Vec<(i64, String, Value)>>,
    /// message id → (created, part data)
    parts: BTreeMap<String, Vec<(i64, Value)>>,
}

pub fn parse_db(path: &Path) -> std::io::Result<Vec<Session>> {
    let db = open_database(path)?;
    let error = |e| database_error(path, e);
    let mut raw = Raw::default();
    // `parent_id` where the schema has it (a subagent's session).
    let parent = if columns(&db, "session").contains("parent_id") { "parent_id" } else { "NULL" };
    let mut statement = db
        .prepare(&format!("SELECT id, directory, time_created, {parent} FROM session ORDER BY time_created, id"))
        .map_err(error)?;
    for row in statement.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?))).map_err(error)? {
        raw.sessions.push(row.map_err(error)?);
    }
    let mut statement = db
        .prepare("SELECT session_id, time_created, id, data FROM message ORDER BY time_created, id")
        .map_err(error)?;
    for row in statement
        .query_map([], |r| Ok((r.get::<_, String>(0)?, r.get(1)?, r.get(2)?, r.get::<_, String>(3)?)))
        .map_err(error)?
    {
        let (session, created, id, data) = row.map_err(error)?;
        raw.messages.entry(session).or_default().push((
            created,
            id,
            serde_json::from_str(&data).unwrap_or(Value::Null),
        ));
    }
    let mut statement =
        db.prepare("SELECT message_id, time_created, data FROM part ORDER BY time_created, id").map_err(error)?;
    for row in
        statement.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get(1)?, r.get::<_, String>(2)?))).map_err(error)?
    {
        let (message, created, data) = row.map_err(error)?;
        raw.parts.entry(message).or_default().push((created, slim(serde_json::from_str(&data).unwrap_or(Value::Null))));
    }
    Ok(build(raw, path))
}

/// The older JSON tree: `storage/session/**/<id>.json`, `storage/message/<session>/<id>.json`,
/// `storage/part/<message>/<id>.json`. Files that are not JSON are skipped.
pub fn parse_storage(root: &Path) -> std::io::Result<Vec<Session>> {
    let read = |p: &Path| fs_err::read(p).ok().and_then(|b| serde_json::from_slice::<Value>(&b).ok());
    let files = |dir: &Path| crate::files::files_under(dir, |n| n.ends_with(".json"));
    let mut raw = Raw::default();
    for file in files(&root.join("session")) {
        if let Some(s) = read(&file) {
            let id = s["id"].as_str().unwrap_or_default().to_string();
            let parent = s["parentID"].as_str().map(str::to_string);
            raw.sessions.push((id, s["directory"].as_str().map(str::to_string), s["time"]["created"].as_i64(), parent));
        }
    }
    for file in files(&root.join("message")) {
        if let Some(m) = read(&file) {
            let session = m["sessionID"].as_str().unwrap_or_default().to_string();
            let id = m["id"].as_str().unwrap_or_default().to_string();
            raw.messages.entry(session).or_default().push((m["time"]["created"].as_i64().unwrap_or(0), id, m));
        }
    }
    for file in files(&root.join("part")) {
        if let Some(p) = read(&file) {
            let message = p["messageID"].as_str().unwrap_or_default().to_string();
            let at = p["time"]["start"].as_i64().or(p["state"]["time"]["start"].as_i64()).unwrap_or(0);
            raw.parts.entry(message).or_default().push((at, slim(p)));
        }
    }
    raw.sessions.sort_by(|a, b| (a.2, &a.0).cmp(&(b.2, &b.0)));
    for messages in raw.messages.values_mut() {
        messages.sort_by(|a, b| (a.0, &a.1).cmp(&(b.0, &b.1)));
    }
    Ok(build(raw, root))
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
                    let end = text.char_indices().nth(MAX_OUTPUT_CHARS + 1).map_or(text.len(), |(at, _)| at);
                    state[key] = Value::String(text[..end].to_string());
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

fn build(mut raw: Raw, source: &Path) -> Vec<Session> {
    let mut sessions = Vec::new();
    for (id, directory, created, parent) in raw.sessions {
        let mut session = Session {
            id: id.clone(),
            parent,
            source: source.to_path_buf(),
            cwd: directory,
            started_ms: created,
            ..Session::default()
        };
        for (at, message_id, message) in raw.messages.remove(&id).unwrap_or_default() {
            let parts = raw.parts.remove(&message_id).unwrap_or_default();
            match message["role"].as_str() {
                Some("user") => {
                    let text: Vec<&str> = parts
                        .iter()
                        .filter(|(_, p)| p["type"] == "text")
                        .filter_map(|(_, p)| p["text"].as_str())
                        .collect();
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
        sessions.push(session);
    }
    sessions
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
