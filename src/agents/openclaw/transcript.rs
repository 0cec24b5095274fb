//! OpenClaw sessions. Older builds write one JSONL file per session under
//! `~/.openclaw/agents/<agent>/sessions/` (`*.jsonl.reset.*` copies and
//! `*.trajectory.jsonl` are not sessions). 2026.9 keeps the same events in SQLite:
//! `agents/<agent>/agent/openclaw-agent.sqlite`, table `transcript_events` (`event_json`).
//! Events: `session`, then `message` with role user / assistant (`toolCall` blocks, `usage`) /
//! `toolResult` (`toolCallId`, `isError`).
//!
//! Two supporting sources: the session entries (`sessions.json` beside the files; the
//! `session_nodes` table in SQLite), whose `spawnedBy` / `parentSessionKey` name a sub-session's
//! parent; and the trajectory (`<session>.trajectory.jsonl` beside the file; the
//! `trajectory_runtime_events` table), whose `model.completed` says whether a run was aborted or
//! timed out, and whose `tool.result` says whether a call failed where the transcript's details
//! were cut.

use std::collections::BTreeMap;
use std::path::Path;

use serde_json::Value;

use crate::files::jsonl::read_jsonl;
use crate::files::sqlite::{columns, database_error, in_read_batches, open_database, readable_rows, require_tables};
use crate::model::session::{
    MAX_OUTPUT_CHARS, MAX_PROMPT_CHARS, Session, SessionSink, Tokens, ToolCall, Turn, bounded_input, parse_time,
};
use crate::model::text::excerpt;

const IGNORED: [&str; 7] =
    ["thinking_level_change", "custom", "model_change", "compaction", "label", "branch_summary", "custom_message"];

/// The most of `sessions.json` or a trajectory sidecar that is read (OpenClaw caps a sidecar at
/// 10 MiB).
const MAX_ENTRIES_BYTES: u64 = 32 << 20;

pub fn parse_jsonl(path: &Path) -> std::io::Result<Session> {
    let mut session = Session { source: path.to_path_buf(), ..Session::default() };
    let mut bad = 0;
    session.resume.offset = read_jsonl(path, 0, &mut bad, |event| on_event(&event, &mut session))?;
    session.bad_lines = bad;
    // The sidecars are supporting: one that cannot be read leaves the session as the file has it.
    let sidecar = |suffix: &str| path.file_name().map(|n| n.to_string_lossy().replace(".jsonl", suffix));
    // Regular files only (never a FIFO that would hang the scan), and bounded.
    let rules = crate::files::ReadRules { follow_symlinks: true, owner: None, max_bytes: MAX_ENTRIES_BYTES };
    if let Some(trajectory) = sidecar(".trajectory.jsonl").map(|n| path.with_file_name(n))
        && let Ok(Some(bytes)) = crate::files::read_regular(&trajectory, &rules)
    {
        let events: Vec<Value> = bytes
            .split(|b| *b == b'\n')
            .filter_map(|line| serde_json::from_slice::<Value>(line).ok())
            .filter(|e| e["sessionId"] == *session.id)
            .collect();
        apply_trajectory(&mut session, &events);
    }
    let entries = path.with_file_name("sessions.json");
    let read = crate::files::read_regular(&entries, &rules);
    if let Ok(Some(bytes)) = read
        && let Ok(Value::Object(entries)) = serde_json::from_slice::<Value>(&bytes)
    {
        session.parent = parents(entries.iter().map(|(k, v)| (k.as_str(), v))).remove(&session.id);
    }
    Ok(session)
}

/// Parent session ids by child session id, from session entries by session key.
fn parents<'a>(entries: impl Iterator<Item = (&'a str, &'a Value)> + Clone) -> BTreeMap<String, String> {
    let id_of: BTreeMap<&str, &str> =
        entries.clone().filter_map(|(k, e)| Some((k, e["sessionId"].as_str()?))).collect();
    entries
        .filter_map(|(_, entry)| {
            let child = entry["sessionId"].as_str()?;
            let parent_key = entry["spawnedBy"].as_str().or(entry["parentSessionKey"].as_str())?;
            let parent = id_of.get(parent_key).filter(|p| **p != child)?;
            Some((child.to_string(), parent.to_string()))
        })
        .collect()
}

/// Takes from the trajectory's runtime events what the transcript does not say.
fn apply_trajectory(session: &mut Session, events: &[Value]) {
    for event in events.iter().filter(|e| e["traceSchema"] == "openclaw-trajectory" && e["sessionId"] == *session.id) {
        let at = event["ts"].as_str().and_then(parse_time);
        let data = &event["data"];
        match event["type"].as_str().unwrap_or_default() {
            "session.started" if session.cwd.is_none() => {
                session.cwd = event["workspaceDir"].as_str().map(str::to_string);
            }
            "tool.result" => {
                let id = data["toolCallId"].as_str().unwrap_or_default();
                let call = session.turns.iter_mut().flat_map(|t| t.tool_calls.iter_mut()).find(|c| c.id == id);
                if let Some(call) = call {
                    let exit = data["result"]["details"]["exitCode"].as_i64();
                    call.is_error |= data["success"] == false || exit.is_some_and(|c| c != 0);
                    call.ended_ms = call.ended_ms.or(at);
                }
            }
            "model.completed" => {
                // The run's turn: the last one that started by the time the run ended.
                let turn =
                    session.turns.iter_mut().rev().find(|t| at.is_none_or(|at| t.started_ms.is_none_or(|s| s <= at)));
                if let Some(turn) = turn {
                    let stopped =
                        ["aborted", "externalAbort", "timedOut", "idleTimedOut"].iter().any(|k| data[*k] == true);
                    turn.aborted = Some(turn.aborted == Some(true) || stopped);
                }
            }
            _ => {}
        }
    }
}

pub fn read_sqlite(path: &Path, each: &mut SessionSink<'_>) -> std::io::Result<()> {
    let db = open_database(path)?;
    require_tables(&db, path, &["transcript_events"])?;
    let error = |e| database_error(path, e);
    // The session entries are one small row per session; the events are read one session at a
    // time through the tables' (session_id, seq) keys.
    let node_columns = columns(&db, "session_nodes");
    let parents = if node_columns.contains("session_key") && node_columns.contains("entry_json") {
        let mut statement = db.prepare("SELECT session_key, entry_json FROM session_nodes").map_err(error)?;
        let rows = statement.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?))).map_err(error)?;
        let entries: Vec<(String, Value)> =
            rows.filter_map(Result::ok).filter_map(|(k, e)| Some((k, serde_json::from_str(&e).ok()?))).collect();
        parents(entries.iter().map(|(k, v)| (k.as_str(), v)))
    } else {
        BTreeMap::new()
    };
    let mut statement =
        db.prepare("SELECT DISTINCT session_id FROM transcript_events ORDER BY session_id").map_err(error)?;
    let mut skipped_ids = 0;
    let ids =
        readable_rows(path, statement.query_map([], |r| r.get::<_, String>(0)).map_err(error)?, &mut skipped_ids)?;
    let mut events =
        db.prepare("SELECT event_json FROM transcript_events WHERE session_id = ?1 ORDER BY seq").map_err(error)?;
    let mut trajectory = if columns(&db, "trajectory_runtime_events").contains("event_json") {
        Some(
            db.prepare("SELECT event_json FROM trajectory_runtime_events WHERE session_id = ?1 ORDER BY seq")
                .map_err(error)?,
        )
    } else {
        None
    };
    in_read_batches(&db, path, ids, |id| {
        let mut session = Session { id: id.clone(), source: path.to_path_buf(), ..Session::default() };
        for event in events.query_map([&id], |r| r.get::<_, Option<String>>(0)).map_err(error)? {
            match event.map_err(error)?.as_deref().and_then(|e| serde_json::from_str::<Value>(e).ok()) {
                Some(event) => on_event(&event, &mut session),
                // Compressed (event_zstd) or unreadable rows are counted, not fatal.
                None => *session.unknown_records.entry("compressed-or-unreadable".into()).or_default() += 1,
            }
        }
        if let Some(trajectory) = &mut trajectory {
            let rows = trajectory.query_map([&session.id], |r| r.get::<_, String>(0)).map_err(error)?;
            let events: Vec<Value> =
                rows.filter_map(Result::ok).filter_map(|e| serde_json::from_str(&e).ok()).collect();
            apply_trajectory(&mut session, &events);
        }
        session.parent = parents.get(&session.id).cloned();
        each(session)
    })
}

fn on_event(event: &Value, session: &mut Session) {
    let at = event["timestamp"].as_str().and_then(parse_time);
    match event["type"].as_str().unwrap_or("") {
        "session" => {
            session.id = event["id"].as_str().unwrap_or_default().to_string();
            session.cwd = event["cwd"].as_str().map(str::to_string);
        }
        "message" => on_message(&event["message"], at, session),
        // A setting changed (the model, the thinking level) is the person's or the client's step,
        // not the agent's: it is no event of the turn before it.
        kind if IGNORED.contains(&kind) => return,
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
            // What the agent says before its calls is their task (provenance).
            let said: Vec<&str> = message["content"]
                .as_array()
                .into_iter()
                .flatten()
                .filter(|b| b["type"] == "text")
                .filter_map(|b| b["text"].as_str())
                .filter(|t| !t.trim().is_empty())
                .collect();
            if !said.is_empty() {
                turn.last_agent_text = excerpt(&said.join("\n"), MAX_PROMPT_CHARS);
            }
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
                    intent: turn.last_agent_text.clone(),
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
