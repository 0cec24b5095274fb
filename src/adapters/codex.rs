//! Codex CLI: command hooks in `~/.codex/hooks.json`, Claude-compatible (agents.md §2).

use serde_json::Value;

use super::{Adapter, HookInput, command_hook};
use crate::lessons::Event;

pub struct Codex;

impl Adapter for Codex {
    fn id(&self) -> &'static str {
        "codex"
    }

    fn name(&self) -> &'static str {
        "Codex CLI"
    }

    fn events(&self) -> &'static [(&'static str, Event)] {
        &[("SessionStart", Event::SessionStart), ("UserPromptSubmit", Event::Prompt), ("PreToolUse", Event::PreTool)]
    }

    fn parse_payload(&self, payload: &Value) -> HookInput {
        command_hook::parse_payload(payload)
    }

    /// JSON `additionalContext` works at all three; plain stdout would be ignored at PreToolUse (agents.md §2.2).
    fn render(&self, native_event: &str, context: &str) -> Option<String> {
        let (name, _) = self.native_event(native_event)?;
        Some(command_hook::additional_context(name, context))
    }

    /// Codex reports file edits as `apply_patch`, which its own matchers treat as Edit and Write.
    fn tool_aliases(&self, tool: &str) -> &'static [&'static str] {
        match tool {
            "apply_patch" => &["Edit", "Write"],
            "shell" | "exec_command" => &["Bash"],
            _ => &[],
        }
    }
}
