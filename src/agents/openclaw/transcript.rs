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
    let beside = Beside::of(path);
    // Regular files only (never a FIFO that would hang the scan), and bounded.
    let rules = crate::files::ReadRules { follow_symlinks: true, owner: None, max_bytes: MAX_ENTRIES_BYTES };
    let trajectory = path.file_name().map(|n| n.to_string_lossy().replace(".jsonl", ".trajectory.jsonl"));
    if let Some(trajectory) = trajectory.filter(|name| beside.as_ref().is_none_or(|b| b.names.contains(name.as_str())))
        && let Ok(Some(bytes)) = crate::files::read_regular(&path.with_file_name(trajectory), &rules)
    {
        let events: Vec<Value> = bytes
            .split(|b| *b == b'\n')
            .filter_map(|line| serde_json::from_slice::<Value>(line).ok())
            .filter(|e| e["sessionId"] == *session.id)
            .collect();
        apply_trajectory(&mut session, &events);
    }
    if beside.as_ref().is_none_or(|b| b.names.contains(ENTRIES)) {
        session.parent = Beside::parents(&path.with_file_name(ENTRIES), &rules).get(&session.id).cloned();
    }
    Ok(session)
}

const ENTRIES: &str = "sessions.json";

/// What a sessions directory holds beside its transcripts, listed once while the directory is
/// unchanged (a scan reads thousands of transcripts from one directory, and a name looked up
/// that is not there costs a transcript's read), and the parents its `sessions.json` names,
/// parsed once while that file is unchanged.
struct Beside {
    names: std::collections::HashSet<String>,
}

/// What was read of a file or directory, kept while its size, mtime and inode stay the same. A
/// change in the same tick of the file system's clock leaves the mtime as it was, so while the
/// read was within a second of the mtime (as git does), it is read again once `RACY_REREAD` has
/// passed: a scan just after the files were written reads the listing every 50 ms, not for
/// every transcript.
struct Kept<T> {
    seen: (u64, std::time::SystemTime, u64),
    read_at: std::time::SystemTime,
    value: std::sync::Arc<T>,
}

const RACY_REREAD: std::time::Duration = std::time::Duration::from_millis(50);

type Cache<T> = std::sync::Mutex<BTreeMap<std::path::PathBuf, Kept<T>>>;
static LISTED: Cache<Beside> = std::sync::Mutex::new(BTreeMap::new());
static ENTRIES_READ: Cache<BTreeMap<String, String>> = std::sync::Mutex::new(BTreeMap::new());

/// The value kept for `path` (whose metadata is `meta`), or `read`'s, kept.
fn kept<T>(
    cache: &Cache<T>,
    path: &Path,
    meta: &std::fs::Metadata,
    read: impl FnOnce() -> Option<T>,
) -> Option<std::sync::Arc<T>> {
    #[cfg(unix)]
    let inode = std::os::unix::fs::MetadataExt::ino(meta);
    #[cfg(not(unix))]
    let inode = 0;
    let seen = (meta.len(), meta.modified().ok()?, inode);
    let mut cache = cache.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    // The file system's clock, which stamped the mtime, not the one the output shows.
    let now = std::time::SystemTime::now();
    let settled = |kept: &Kept<T>| kept.read_at.duration_since(seen.1).is_ok_and(|d| d.as_secs() >= 1);
    let recent = |kept: &Kept<T>| now.duration_since(kept.read_at).is_ok_and(|d| d < RACY_REREAD);
    if let Some(kept) = cache.get(path).filter(|k| k.seen == seen && (settled(k) || recent(k))) {
        return Some(kept.value.clone());
    }
    let value = std::sync::Arc::new(read()?);
    cache.insert(path.to_path_buf(), Kept { seen, read_at: now, value: value.clone() });
    Some(value)
}

impl Beside {
    /// The listing of `transcript`'s directory; `None` where it cannot be listed (each sidecar is
    /// then looked up by name).
    fn of(transcript: &Path) -> Option<std::sync::Arc<Beside>> {
        let dir = transcript.parent()?;
        kept(&LISTED, dir, &fs_err::metadata(dir).ok()?, || {
            let names = fs_err::read_dir(dir)
                .ok()?
                .filter_map(Result::ok)
                .filter_map(|entry| entry.file_name().into_string().ok())
                .filter(|name| name == ENTRIES || name.ends_with(".trajectory.jsonl"))
                .collect();
            Some(Beside { names })
        })
    }

    /// The parents `sessions.json` names, read again only when it changed.
    fn parents(entries: &Path, rules: &crate::files::ReadRules) -> std::sync::Arc<BTreeMap<String, String>> {
        let read = || {
            let bytes = crate::files::read_regular(entries, rules).ok().flatten().unwrap_or_default();
            let by_key: BTreeMap<String, &serde_json::value::RawValue> =
                serde_json::from_slice(&bytes).unwrap_or_default();
            let ids: Vec<(String, EntryIds)> = by_key.into_iter().map(|(k, e)| (k, entry_ids(e))).collect();
            Some(parents(&ids))
        };
        crate::files::stat_regular(entries, rules)
            .ok()
            .flatten()
            .and_then(|meta| kept(&ENTRIES_READ, entries, &meta, read))
            .unwrap_or_default()
    }
}

/// The fields of a session entry that name its parent; the rest (a skills snapshot of many
/// kilobytes) is skipped unread.
#[derive(serde::Deserialize, Default)]
struct EntryIds {
    #[serde(rename = "sessionId", default)]
    session_id: Option<String>,
    #[serde(rename = "spawnedBy", default)]
    spawned_by: Option<String>,
    #[serde(rename = "parentSessionKey", default)]
    parent_session_key: Option<String>,
}

/// An entry whose fields are not of their types names nothing.
fn entry_ids(entry: &serde_json::value::RawValue) -> EntryIds {
    serde_json::from_str(entry.get()).unwrap_or_default()
}

/// Parent session ids by child session id, from session entries by session key.
fn parents(entries: &[(String, EntryIds)]) -> BTreeMap<String, String> {
    let id_of: BTreeMap<&str, &str> =
        entries.iter().filter_map(|(k, e)| Some((k.as_str(), e.session_id.as_deref()?))).collect();
    entries
        .iter()
        .filter_map(|(_, entry)| {
            let child = entry.session_id.as_deref()?;
            let parent_key = entry.spawned_by.as_deref().or(entry.parent_session_key.as_deref())?;
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
        let entries: Vec<(String, EntryIds)> = rows
            .filter_map(Result::ok)
            .filter_map(|(k, e)| Some((k, entry_ids(&serde_json::value::RawValue::from_string(e).ok()?))))
            .collect();
        parents(&entries)
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

#[cfg(test)]
mod tests {
    use super::*;

    const REAL: &str = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/transcripts/openclaw/session-8555a0a4-0b79-459d-939c-e17cdbbf4fe2.first17lines.jsonl"
    );
    const ID: &str = "8555a0a4-0b79-459d-939c-e17cdbbf4fe2";

    /// The directory's listing and its session store are kept between transcripts, and read again
    /// when they change (a long-running `watch` scans the same directory again and again).
    #[test]
    fn sidecars_added_or_changed_later_are_read() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join(format!("{ID}.jsonl"));
        fs_err::copy(REAL, &file).unwrap();
        let before = parse_jsonl(&file).unwrap();
        assert_eq!(before.parent, None);
        let entries = |parent: &str| {
            serde_json::json!({
                "agent:main:main": {"sessionId": parent},
                "agent:main:sub": {"sessionId": ID, "spawnedBy": "agent:main:main", "skillsSnapshot": {"prompt": "…"}},
            })
            .to_string()
        };
        // Each change comes after the racy listing may be read again (a sleep is a lower bound).
        let later = || std::thread::sleep(RACY_REREAD + std::time::Duration::from_millis(10));
        later();
        fs_err::write(dir.path().join(ENTRIES), entries("aaaaaaaa-0000-4000-8000-000000000001")).unwrap();
        assert_eq!(parse_jsonl(&file).unwrap().parent.as_deref(), Some("aaaaaaaa-0000-4000-8000-000000000001"));
        // Rewritten in place, the same length: read again all the same.
        later();
        fs_err::write(dir.path().join(ENTRIES), entries("bbbbbbbb-0000-4000-8000-000000000002")).unwrap();
        assert_eq!(parse_jsonl(&file).unwrap().parent.as_deref(), Some("bbbbbbbb-0000-4000-8000-000000000002"));
        let done = serde_json::json!({"traceSchema": "openclaw-trajectory", "type": "model.completed",
            "ts": "2026-03-08T13:10:00.000Z", "sessionId": ID, "data": {"timedOut": true}});
        later();
        fs_err::write(dir.path().join(format!("{ID}.trajectory.jsonl")), format!("{done}\n")).unwrap();
        assert_eq!(parse_jsonl(&file).unwrap().turns.last().unwrap().aborted, Some(true));
    }

    /// A FIFO, a link to a device or an oversized file where a sidecar should be is not read
    /// (a FIFO would hang the scan), and the session is read from its own file all the same.
    #[test]
    fn hostile_sidecars_are_passed_over() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join(format!("{ID}.jsonl"));
        fs_err::copy(REAL, &file).unwrap();
        let fifo = dir.path().join(ENTRIES);
        assert!(std::process::Command::new("mkfifo").arg(&fifo).status().unwrap().success());
        std::os::unix::fs::symlink("/dev/zero", dir.path().join(format!("{ID}.trajectory.jsonl"))).unwrap();
        let session = parse_jsonl(&file).unwrap();
        assert_eq!(session.parent, None);
        assert!(!session.turns.is_empty());
        fs_err::remove_file(&fifo).unwrap();
        // Sparse, past the cap: refused unread.
        fs_err::File::create(&fifo).unwrap().set_len(MAX_ENTRIES_BYTES + 1).unwrap();
        assert_eq!(parse_jsonl(&file).unwrap().parent, None);
    }
}
