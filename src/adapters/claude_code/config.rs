//! `~/.claude/settings.json`: command hooks appended after everyone else's (agents.md §1.1).

use std::path::PathBuf;

use crate::install::InstallEnv;

/// Recall at the first three; the evidence ledger at the rest.
pub const EVENTS: [&str; 6] =
    ["SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse", "PostToolUseFailure", "Stop"];

pub fn settings_path(env: &InstallEnv) -> PathBuf {
    env.agent_dir("CLAUDE_CONFIG_DIR", ".claude").join("settings.json")
}

pub fn wanted(env: &InstallEnv, agent: &str) -> Vec<(&'static str, String)> {
    EVENTS.iter().map(|e| (*e, env.hook_command(agent, e))).collect()
}
