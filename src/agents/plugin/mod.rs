//! The protocol of agent-trace's own plugins (OpenClaw, OpenCode): they pipe a JSON payload to
//! `agent-trace hook <agent> <event>` (on stdin, never in argv, which every user can read in
//! `/proc`) and read `{"context": …}` back; `{}` means nothing to add.

use serde_json::{Value, json};

use super::{HookInput, Wire, object_field, string_field};
use crate::files::install::InstallEnv;
use crate::model::Event;

/// What every agent-trace plugin does the same way: call the hook with the payload on stdin and
/// read the context back. Each plugin's template says where it goes with `__AGENT_TRACE_PROTOCOL__`.
const PROTOCOL: &str = include_str!("protocol.js");

/// A plugin's source as installed: the template with the protocol in it, for this agent and this
/// binary (both as JS string literals, so no path can break out of the string).
pub fn source(agent_id: &str, template: &str, env: &InstallEnv) -> String {
    let literal = |text: &str| Value::from(text).to_string();
    template
        .replace("__AGENT_TRACE_PROTOCOL__", PROTOCOL.trim_end())
        .replace("__AGENT_TRACE__", &literal(&env.binary.to_string_lossy()))
        .replace("__AGENT_ID__", &literal(agent_id))
}

/// The command a plugin file runs, as `<binary> hook <agent>`, read from its source.
pub fn installed_command(source: &str, agent: &str) -> String {
    let binary = source
        .lines()
        .find_map(|l| l.trim().strip_prefix("const AGENT_TRACE = "))
        .and_then(|literal| serde_json::from_str::<String>(literal.trim_end_matches(';')).ok())
        .unwrap_or_default();
    format!("{} hook {agent}", crate::files::shell::quote(&binary))
}

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
            stop_exempt: false,
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

    /// OpenClaw returns `{block: true, blockReason}`, OpenCode throws an Error with it: in both
    /// the model reads the reason as the call's result.
    fn hold(&self, _event: &str, reason: &str) -> Option<String> {
        Some(json!({ "block": reason }).to_string())
    }

    /// A tool call's lessons wait in the plugin for the next model request.
    fn delivers_later(&self, moment: Event) -> bool {
        moment == Event::PreTool
    }
}

/// The event a plugin sends when it put queued lessons into a model request (`{"session_id",
/// "tool_name", "lessons": [{"id", "scope"}]}`): their hits are recorded then.
pub const DELIVERED_EVENT: &str = "delivered";
