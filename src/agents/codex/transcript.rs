//! Codex rollouts: `~/.codex/sessions/YYYY/MM/DD/rollout-<time>-<uuid>.jsonl`.
//! Each line is `{timestamp, type, payload}`; a turn runs from `task_started` (older builds: the
//! user's message) to `task_complete`; tool calls pair `function_call` with
//! `function_call_output` by `call_id`; failures show as a non-zero exit code in the output.
//!
//! A fork (or a thread started from another's history) writes its own `session_meta`, naming the
//! thread it came from in `forked_from_id`, then that thread's items again, its `session_meta`
//! first, then its own. The repeated items are the other thread's: they are skipped as long as
//! they match its rollout, so the fork keeps its own id and its parent's turns are counted once,
//! in the parent's file. Where that rollout is gone, the fork holds the only copy and keeps it.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::files::jsonl::read_jsonl;
use crate::model::session::{
    MAX_OUTPUT_CHARS, MAX_PROMPT_CHARS, Session, Tokens, ToolCall, Turn, bounded_input, parse_time,
};
use crate::model::text::excerpt;

const IGNORED_ITEMS: [&str; 5] = ["message", "reasoning", "ghost_snapshot", "web_search_call", "compaction"];
const IGNORED_RECORDS: [&str; 5] = ["turn_context", "world_state", "token_usage_record", "compacted", "state"];

/// Reads the lines appended since `session` was parsed.
pub fn resume(path: &Path, mut session: Session) -> std::io::Result<Session> {
    let mut bad_lines = session.bad_lines;
    let mut replay: Option<Replay> = None;
    session.resume.offset = read_jsonl(path, session.resume.offset, &mut bad_lines, |record| {
        if !replayed(&record, path, &session, &mut replay) {
            on_record(&record, &mut session);
        }
    })?;
    session.bad_lines = bad_lines;
    Ok(session)
}

/// Another thread's items being repeated in this rollout: the digests of its own rollout's
/// lines, and how far they have matched.
struct Replay {
    expected: Vec<[u8; 32]>,
    next: usize,
}

fn digest(record: &Value) -> [u8; 32] {
    use sha2::Digest;
    let mut hash = sha2::Sha256::new();
    hash.update(record["type"].to_string());
    hash.update(record["payload"].to_string());
    hash.finalize().into()
}

/// Whether `record` repeats another thread's item (and is to be skipped). A `session_meta` of
/// another id after this rollout's own starts a replay of that thread's rollout.
fn replayed(record: &Value, path: &Path, session: &Session, replay: &mut Option<Replay>) -> bool {
    if let Some(r) = replay {
        if r.expected.get(r.next) == Some(&digest(record)) {
            r.next += 1;
            return true;
        }
        *replay = None; // the fork's own items begin
    }
    let other = record["payload"]["id"].as_str().or(record["payload"]["session_id"].as_str());
    let Some(other) =
        other.filter(|id| record["type"] == "session_meta" && !session.id.is_empty() && *id != session.id)
    else {
        return false;
    };
    let Some(expected) = rollout_of(path, other) else { return false };
    let matched = expected.first() == Some(&digest(record));
    *replay = matched.then_some(Replay { expected, next: 1 });
    matched
}

/// The digests of the lines of thread `id`'s rollout, found in the same `sessions` tree.
fn rollout_of(path: &Path, id: &str) -> Option<Vec<[u8; 32]>> {
    let root: PathBuf = path.ancestors().find(|a| a.file_name().is_some_and(|n| n == "sessions"))?.to_path_buf();
    let suffix = format!("-{id}.jsonl");
    let file = crate::files::files_under(&root, |name| name.starts_with("rollout-") && name.ends_with(&suffix))
        .into_iter()
        .find(|f| f != path)?;
    let mut digests = Vec::new();
    let mut bad = 0;
    read_jsonl(&file, 0, &mut bad, |record| digests.push(digest(&record))).ok()?;
    Some(digests)
}

fn start_turn(session: &mut Session, at: Option<i64>) {
    session.turns.push(Turn {
        index: session.turns.len(),
        started_ms: at,
        ended_ms: at,
        aborted: Some(false),
        ..Turn::default()
    });
}

/// The oldest rollouts (Codex 0.1.x) have no `{type, payload}` wrapper: a first line
/// `{id, timestamp, instructions}`, then bare response items and `{"record_type": "state"}`
/// lines; the prompts are the user messages themselves.
fn on_bare_record(record: &Value, session: &mut Session) -> bool {
    if record.get("payload").is_some() {
        return false;
    }
    if record.get("record_type").is_some() {
        return true; // state snapshots
    }
    const BARE_ITEMS: [&str; 8] = [
        "message",
        "reasoning",
        "function_call",
        "function_call_output",
        "local_shell_call",
        "custom_tool_call",
        "custom_tool_call_output",
        "web_search_call",
    ];
    let Some(item) = record["type"].as_str().filter(|t| BARE_ITEMS.contains(t)) else {
        if let (Some(id), true) = (record["id"].as_str(), session.id.is_empty() && record.get("timestamp").is_some()) {
            session.id = id.to_string();
            return true;
        }
        return false;
    };
    if item == "message" && record["role"] == "user" {
        let text: Vec<&str> =
            record["content"].as_array().into_iter().flatten().filter_map(|part| part["text"].as_str()).collect();
        let text = text.join("\n");
        // The environment and instructions Codex sends first are not the person's prompt.
        if !text.is_empty()
            && !text.trim_start().starts_with("<environment_context>")
            && !text.trim_start().starts_with("<user_instructions>")
        {
            start_turn(session, None);
            if let Some(turn) = session.turns.last_mut() {
                turn.prompt = excerpt(&text, MAX_PROMPT_CHARS);
            }
        }
        return true;
    }
    on_record(&serde_json::json!({"type": "response_item", "payload": record}), session);
    true
}

fn on_record(record: &Value, session: &mut Session) {
    if on_bare_record(record, session) {
        return;
    }
    let at = record["timestamp"].as_str().and_then(parse_time);
    let payload = &record["payload"];
    let kind = record["type"].as_str().unwrap_or("");
    let item = payload["type"].as_str().unwrap_or("");
    match (kind, item) {
        // The first is this rollout's own; a later one begins another thread's history, kept
        // here where that thread's own rollout is gone (see `replayed`).
        ("session_meta", _) if session.id.is_empty() => {
            session.id = payload["id"].as_str().or(payload["session_id"].as_str()).unwrap_or_default().to_string();
            session.cwd = payload["cwd"].as_str().map(str::to_string);
            session.parent = payload["forked_from_id"].as_str().map(str::to_string);
        }
        ("session_meta", _) => {}
        ("event_msg", "task_started") => start_turn(session, at),
        ("event_msg", "user_message") => {
            let needs_turn = session.turns.last().is_none_or(|t| !t.prompt.is_empty() || !t.tool_calls.is_empty());
            if needs_turn {
                start_turn(session, at);
            }
            let text = payload["message"].as_str().unwrap_or_default();
            session.turns.last_mut().expect("started").prompt = excerpt(text, MAX_PROMPT_CHARS);
        }
        ("event_msg", "turn_aborted") => {
            if let Some(turn) = session.turns.last_mut() {
                turn.aborted = Some(true);
            }
        }
        ("event_msg", "token_count") => {
            let usage = |v: &Value| {
                let n = |k: &str| v[k].as_u64().unwrap_or(0);
                Tokens {
                    input: n("input_tokens").saturating_sub(n("cached_input_tokens")),
                    output: n("output_tokens"),
                    cache_read: n("cached_input_tokens"),
                    cache_write: n("cache_write_input_tokens"),
                }
            };
            if let Some(total) = payload["info"].get("total_token_usage") {
                session.tokens = usage(total);
            }
            if let (Some(last), Some(turn)) = (payload["info"].get("last_token_usage"), session.turns.last_mut()) {
                turn.tokens.add(usage(last));
            }
        }
        ("event_msg", _) => {}
        ("response_item", "message") if payload["role"] == "assistant" => {
            let said: Vec<&str> =
                payload["content"].as_array().into_iter().flatten().filter_map(|part| part["text"].as_str()).collect();
            if let (Some(turn), false) = (session.turns.last_mut(), said.is_empty()) {
                turn.last_agent_text = excerpt(&said.join("\n"), MAX_PROMPT_CHARS);
            }
        }
        ("response_item", "function_call" | "custom_tool_call" | "local_shell_call") => {
            if session.turns.is_empty() {
                start_turn(session, at);
            }
            let arguments = payload["arguments"].as_str().or(payload["input"].as_str()).unwrap_or_default();
            let input =
                bounded_input(serde_json::from_str(arguments).unwrap_or_else(|_| Value::String(arguments.to_string())));
            let name = payload["name"].as_str().unwrap_or(item).to_string();
            let id = payload["call_id"].as_str().unwrap_or_default().to_string();
            let turn = session.turns.last_mut().expect("started");
            let intent = turn.last_agent_text.clone();
            turn.tool_calls.push(ToolCall { id, name, input, started_ms: at, intent, ..ToolCall::default() });
        }
        ("response_item", "function_call_output" | "custom_tool_call_output") => {
            let id = payload["call_id"].as_str().unwrap_or_default();
            if let Some(call) =
                session.turns.iter_mut().rev().flat_map(|t| t.tool_calls.iter_mut()).find(|c| c.id == id)
            {
                let (text, is_error) = output_of(&payload["output"]);
                call.output = excerpt(&text, MAX_OUTPUT_CHARS);
                call.is_error = is_error;
                call.ended_ms = at;
            }
        }
        ("response_item", item) if IGNORED_ITEMS.contains(&item) => {}
        ("response_item", item) => *session.unknown_records.entry(format!("response_item/{item}")).or_default() += 1,
        (kind, _) if IGNORED_RECORDS.contains(&kind) => {}
        (kind, _) => *session.unknown_records.entry(kind.to_string()).or_default() += 1,
    }
    if let Some(at) = at {
        session.record_event(at);
    }
}

/// The output text and whether it failed: newer builds write "Process exited with code N" in the
/// text; older ones a JSON string `{"output", "metadata": {"exit_code"}}`.
fn output_of(output: &Value) -> (String, bool) {
    let text = match output {
        Value::String(s) => s.clone(),
        other => other["content"].as_str().map(str::to_string).unwrap_or_else(|| other.to_string()),
    };
    if let Ok(Value::Object(wrapped)) = serde_json::from_str::<Value>(&text) {
        let code = wrapped.get("metadata").and_then(|m| m["exit_code"].as_i64());
        let inner = wrapped.get("output").and_then(Value::as_str).unwrap_or_default().to_string();
        return (inner, code.is_some_and(|c| c != 0));
    }
    let code = text
        .lines()
        .find_map(|l| l.strip_prefix("Process exited with code ").or_else(|| l.strip_prefix("Exit code: ")))
        .and_then(|c| c.trim().parse::<i64>().ok());
    let failed = code.is_some_and(|c| c != 0) || output["success"].as_bool() == Some(false);
    (text, failed)
}
