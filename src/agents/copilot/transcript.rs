//! Copilot CLI's session log, `session-state/<id>/events.jsonl`: one event per line, `{type,
//! data, id, timestamp, parentId}`. A user message opens a turn; `tool.execution_start` and
//! `tool.execution_complete` (paired by `toolCallId`) are one call; the assistant's text before
//! them is their intent.

use std::path::Path;

use serde_json::Value;

use crate::files::jsonl::read_jsonl;
use crate::model::session::{Session, Tokens, ToolCall, Turn, bounded_input, parse_time};
use crate::model::text::excerpt;

/// Records this parser reads past on purpose: they say nothing about turns or calls.
const KNOWN: &[&str] = &[
    "system.message",
    "assistant.turn_start",
    "assistant.turn_end",
    "assistant.message_delta",
    "hook.start",
    "hook.end",
    "session.shutdown",
    "session.info",
    "session.model_change",
    "session.truncation",
    "tool.execution_partial_result",
    "subagent.started",
    "subagent.completed",
];

/// Reads `path` on from where `session` stopped.
pub fn resume(path: &Path, mut session: Session) -> std::io::Result<Session> {
    if session.id.is_empty() {
        // The folder is the session's id; every file is called events.jsonl.
        session.id =
            path.parent().and_then(Path::file_name).map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    }
    let offset = session.resume.offset;
    let mut bad_lines = session.bad_lines;
    session.resume.offset = read_jsonl(path, offset, &mut bad_lines, |record| read_record(&mut session, &record))?;
    session.bad_lines = bad_lines;
    Ok(session)
}

fn read_record(session: &mut Session, record: &Value) {
    let data = &record["data"];
    let at = record["timestamp"].as_str().and_then(parse_time);
    let kind = record["type"].as_str().unwrap_or("?");
    match kind {
        "session.start" => {
            if let Some(cwd) = data["context"]["cwd"].as_str() {
                session.cwd = Some(cwd.to_string());
            }
        }
        "user.message" => {
            let index = session.turns.len();
            let prompt = excerpt(data["content"].as_str().unwrap_or_default(), crate::model::session::MAX_PROMPT_CHARS);
            session.turns.push(Turn { index, prompt, started_ms: at, ..Turn::default() });
        }
        "assistant.message" => {
            if let (Some(turn), Some(text)) = (session.turns.last_mut(), data["content"].as_str())
                && !text.trim().is_empty()
            {
                turn.last_agent_text = text.to_string();
            }
        }
        "tool.execution_start" => {
            let Some(turn) = session.turns.last_mut() else { return };
            turn.tool_calls.push(ToolCall {
                id: data["toolCallId"].as_str().unwrap_or_default().to_string(),
                name: data["toolName"].as_str().unwrap_or_default().to_string(),
                input: bounded_input(data["arguments"].clone()),
                started_ms: at,
                intent: turn.last_agent_text.clone(),
                ..ToolCall::default()
            });
        }
        "tool.execution_complete" => {
            let id = data["toolCallId"].as_str().unwrap_or_default();
            let Some(call) =
                session.turns.iter_mut().rev().flat_map(|t| t.tool_calls.iter_mut().rev()).find(|c| c.id == id)
            else {
                return;
            };
            let text = data["result"]["content"].as_str().or(data["error"]["message"].as_str()).unwrap_or_default();
            call.output = excerpt(text, crate::model::session::MAX_OUTPUT_CHARS);
            let exit = data["shellExecution"]["exitCode"].as_i64();
            call.is_error = data["success"] == Value::Bool(false) || exit.is_some_and(|code| code != 0);
            call.ended_ms = at;
        }
        "session.usage_record" => {
            let usage = &data["usage"];
            let count = |key: &str| usage[key].as_u64().unwrap_or(0);
            let tokens = Tokens {
                input: count("inputTokens"),
                output: count("outputTokens"),
                cache_read: count("cacheReadTokens"),
                cache_write: count("cacheWriteTokens"),
            };
            session.tokens.add(tokens);
            if let Some(turn) = session.turns.last_mut() {
                turn.tokens.add(tokens);
            }
        }
        "abort" => {
            if let Some(turn) = session.turns.last_mut() {
                turn.aborted = Some(true);
            }
        }
        known if KNOWN.contains(&known) => {}
        other => *session.unknown_records.entry(other.to_string()).or_default() += 1,
    }
    if let Some(at) = at {
        session.record_event(at);
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    fn fixture(id: &str) -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/transcripts/copilot")
            .join(id)
            .join("events.jsonl")
    }

    #[test]
    fn a_session_log_reads_as_turns_and_calls_with_their_outcome() {
        let sessions =
            crate::systems::transcripts::parse_any(&fixture("0a1ca669-2c2c-41d0-873b-8c2a504508d1")).unwrap().unwrap();
        let session = &sessions[0];
        assert_eq!((session.agent.as_str(), session.id.as_str()), ("copilot", "0a1ca669-2c2c-41d0-873b-8c2a504508d1"));
        assert_eq!(session.turns[0].prompt, "Please prepare the release.");
        let call = &session.turns[0].tool_calls[0];
        assert_eq!(crate::model::tool::shell_command(&call.input).as_deref(), Some("git push --force origin main"));
        assert!(call.is_error, "git push failed: the test repository has no remote");
        assert!(session.tokens.total() > 0 && session.unknown_records.is_empty(), "{:?}", session.unknown_records);

        let tools =
            crate::systems::transcripts::parse_any(&fixture("2f991590-7304-4087-ae01-a79ee62d11da")).unwrap().unwrap();
        let calls = &tools[0].turns[0].tool_calls;
        let names: Vec<&str> = calls.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["view", "create", "edit", "glob", "grep", "web_fetch"]);
        let failed: Vec<&str> = calls.iter().filter(|c| c.is_error).map(|c| c.name.as_str()).collect();
        assert_eq!(failed, ["web_fetch"], "its loopback URL is refused");
    }
}
