//! Codex CLI: command hooks in `~/.codex/hooks.json`, Claude-compatible (agents.md §2).

pub mod config;
pub mod transcript;

use serde_json::Value;

use super::{Adapter, EvidenceEvent, HookInput, Installation, command_hook};
use crate::install::{self, FileChange, InstallEnv, read_optional};
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
        command_hook::EVENTS
    }

    fn parse_payload(&self, payload: &Value) -> HookInput {
        command_hook::parse_payload(payload)
    }

    /// JSON `additionalContext` works at all three; plain stdout would be ignored at PreToolUse (agents.md §2.2).
    fn render(&self, native_event: &str, context: &str) -> Option<String> {
        let (name, _) = self.native_event(native_event)?;
        Some(command_hook::additional_context(name, context))
    }

    fn transcripts(&self, home: &std::path::Path) -> Vec<std::path::PathBuf> {
        crate::transcripts::scan::files_under(&home.join(".codex/sessions"), |name| {
            name.starts_with("rollout-") && name.ends_with(".jsonl")
        })
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
        &[("PostToolUse", EvidenceEvent::PostTool), ("Stop", EvidenceEvent::Stop)]
    }

    fn render_notice(&self, native_event: &str, notice: &str) -> Option<String> {
        Some(command_hook::additional_context(self.evidence_event(native_event)?.0, notice))
    }

    fn render_stop_block(&self, reason: &str) -> Option<String> {
        Some(command_hook::stop_block(reason))
    }

    fn detect(&self, env: &InstallEnv) -> bool {
        config::codex_home(env).is_dir()
    }

    fn plan_install(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        let mut changes =
            vec![command_hook::plan_json_hooks(self.id(), config::hooks_path(env), &config::wanted(env, self.id()))?];
        changes.extend(config::plan_feature_flag(env, config::installed_version())?);
        Ok(changes)
    }

    fn plan_uninstall(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        let mut changes = vec![command_hook::plan_remove_json_hooks(self.id(), config::hooks_path(env), env)?];
        changes.extend(config::plan_remove_feature_flag(env)?);
        Ok(changes)
    }

    fn inspect(&self, env: &InstallEnv) -> Result<Installation, install::Error> {
        let mut installation =
            command_hook::inspect_json_hooks(self.id(), config::hooks_path(env), config::wanted(env, self.id()))?;
        let path = config::config_path(env);
        if let Some(bytes) = read_optional(&path)? {
            let doc = config::parse_toml(&path, &String::from_utf8_lossy(&bytes))?;
            if config::hooks_flag(&doc) == config::HooksFlag::Off {
                installation.problems.push(format!(
                    "{} turns hooks off ([features] hooks/codex_hooks = false); agent-trace's hooks will not run",
                    path.display()
                ));
            }
        }
        Ok(installation)
    }

    fn notes(&self, _env: &InstallEnv) -> Vec<String> {
        vec!["Codex runs new hooks only after you review them: start codex and open /hooks once.".into()]
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
