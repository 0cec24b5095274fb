//! Claude Code: command hooks in `~/.claude/settings.json` (agents.md §1).

pub mod config;
pub mod transcript;

use serde_json::Value;

use super::{Adapter, EvidenceEvent, HookInput, Installation, command_hook};
use crate::install::{self, FileChange, InstallEnv};
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
        command_hook::EVENTS
    }

    fn parse_payload(&self, payload: &Value) -> HookInput {
        command_hook::parse_payload(payload)
    }

    /// All three events take `hookSpecificOutput.additionalContext` (agents.md §1.2).
    fn render(&self, native_event: &str, context: &str) -> Option<String> {
        let (name, _) = self.native_event(native_event)?;
        Some(command_hook::additional_context(name, context))
    }

    fn transcripts(&self, home: &std::path::Path) -> Vec<std::path::PathBuf> {
        crate::transcripts::scan::files_under(&home.join(".claude/projects"), |name| name.ends_with(".jsonl"))
    }

    fn parse_transcript(
        &self,
        path: &std::path::Path,
        mut previous: Vec<crate::transcripts::Session>,
    ) -> Option<std::io::Result<Vec<crate::transcripts::Session>>> {
        let parsed = match (previous.pop(), previous.is_empty()) {
            (Some(session), true) => transcript::resume(path, session),
            _ => transcript::parse(path),
        };
        Some(parsed.map(|session| vec![session]))
    }

    fn evidence_events(&self) -> &'static [(&'static str, EvidenceEvent)] {
        &[
            ("PostToolUse", EvidenceEvent::PostTool),
            ("PostToolUseFailure", EvidenceEvent::PostToolFailure),
            ("Stop", EvidenceEvent::Stop),
        ]
    }

    fn render_notice(&self, native_event: &str, notice: &str) -> Option<String> {
        Some(command_hook::additional_context(self.evidence_event(native_event)?.0, notice))
    }

    fn render_stop_block(&self, reason: &str) -> Option<String> {
        Some(command_hook::stop_block(reason))
    }

    fn detect(&self, env: &InstallEnv) -> bool {
        config::settings_path(env).parent().is_some_and(|dir| dir.is_dir())
    }

    fn plan_install(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        Ok(vec![command_hook::plan_json_hooks(self.id(), config::settings_path(env), &config::wanted(env, self.id()))?])
    }

    fn plan_uninstall(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        Ok(vec![command_hook::plan_remove_json_hooks(self.id(), config::settings_path(env), env)?])
    }

    fn inspect(&self, env: &InstallEnv) -> Result<Installation, install::Error> {
        command_hook::inspect_json_hooks(self.id(), config::settings_path(env), config::wanted(env, self.id()))
    }
}
