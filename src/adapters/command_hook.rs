//! The command-hook protocol Claude Code and Codex share: JSON on stdin, and
//! `hookSpecificOutput.additionalContext` with the event's own `hookEventName` on stdout.

use serde_json::{Value, json};

use super::{HookInput, object_field, string_field};

pub fn parse_payload(payload: &Value) -> HookInput {
    HookInput {
        session: string_field(payload, &["session_id"]),
        cwd: string_field(payload, &["cwd"]).map(Into::into),
        tool_name: string_field(payload, &["tool_name"]),
        tool_input: object_field(payload, &["tool_input"]),
        prompt: string_field(payload, &["prompt"]),
        first_turn: false,
    }
}

pub fn additional_context(hook_event_name: &str, context: &str) -> String {
    json!({"hookSpecificOutput": {"hookEventName": hook_event_name, "additionalContext": context}}).to_string()
}
