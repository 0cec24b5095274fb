//! The protocol of agent-trace's own plugins (OpenClaw, OpenCode): they pipe a JSON payload to
//! `agent-trace hook <agent> <event>` (on stdin, never in argv, which every user can read in
//! `/proc`) and read `{"context": …}` back; `{}` means nothing to add.

use serde_json::{Value, json};

use super::{HookInput, object_field, string_field};

/// The payload agent-trace's own plugins (OpenClaw, OpenCode) send, in either agent's spelling.
pub fn payload(payload: &Value) -> HookInput {
    HookInput {
        session: string_field(payload, &["session_id", "sessionID", "sessionId", "sessionKey"]),
        cwd: string_field(payload, &["cwd", "directory", "worktree"]).map(Into::into),
        tool_name: string_field(payload, &["tool_name", "tool", "toolName"]),
        tool_input: object_field(payload, &["tool_input", "args", "params"]),
        prompt: string_field(payload, &["prompt"]),
        first_turn: payload.get("first_turn").and_then(Value::as_bool).unwrap_or(false),
    }
}

pub fn context(context: &str) -> String {
    json!({ "context": context }).to_string()
}

pub const NEUTRAL: &str = "{}";
