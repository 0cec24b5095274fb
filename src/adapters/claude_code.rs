//! Claude Code: command hooks in `~/.claude/settings.json` (agents.md §1).

use serde_json::Value;

use super::{Adapter, HookInput, command_hook};
use crate::lessons::Event;

pub struct ClaudeCode;

impl Adapter for ClaudeCode {
    fn id(&self) -> &'static str {
        "claude-code"
    }

    fn name(&self) -> &'static str {
        "Claude Code"
    }

    fn events(&self) -> &'static [(&'static str, Event)] {
        &[("SessionStart", Event::SessionStart), ("UserPromptSubmit", Event::Prompt), ("PreToolUse", Event::PreTool)]
    }

    fn parse_payload(&self, payload: &Value) -> HookInput {
        command_hook::parse_payload(payload)
    }

    /// All three events take `hookSpecificOutput.additionalContext` (agents.md §1.2).
    fn render(&self, native_event: &str, context: &str) -> Option<String> {
        let (name, _) = self.native_event(native_event)?;
        Some(command_hook::additional_context(name, context))
    }
}
