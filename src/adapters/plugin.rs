//! The protocol of agent-trace's own plugins (OpenClaw, OpenCode): they pipe a JSON payload to
//! `agent-trace hook <agent> <event>` (on stdin, never in argv, which every user can read in
//! `/proc`) and read `{"context": …}` back; `{}` means nothing to add.

use serde_json::{Value, json};

use super::{HookInput, Wire, object_field, string_field};
use crate::model::Event;

/// agent-trace's plugin wire, the same for both plugins: every event takes `{"context": …}`, and
/// the plugin puts it where its agent reads it.
pub struct Plugin;

impl Wire for Plugin {
    /// The payload either plugin sends, in its agent's spelling.
    fn payload(&self, payload: &Value) -> HookInput {
        HookInput {
            session: string_field(payload, &["session_id", "sessionID", "sessionId", "sessionKey"]),
            cwd: string_field(payload, &["cwd", "directory", "worktree"]).map(Into::into),
            tool_name: string_field(payload, &["tool_name", "tool", "toolName"]),
            tool_input: object_field(payload, &["tool_input", "args", "params"]),
            prompt: string_field(payload, &["prompt"]),
            first_turn: payload.get("first_turn").and_then(Value::as_bool).unwrap_or(false),
        }
    }

    fn context(&self, _event: &str, _moment: Event, context: &str) -> Option<String> {
        Some(json!({ "context": context }).to_string())
    }

    fn neutral(&self) -> &'static str {
        "{}"
    }

    fn notice(&self, event: &str, notice: &str) -> Option<String> {
        self.context(event, Event::PreTool, notice)
    }
}
