//! `~/.claude/settings.json`: command hooks appended after everyone else's (agents.md §1.1).

use std::path::PathBuf;

use crate::install::InstallEnv;

/// Recall at the first three; the evidence ledger at the rest.
pub const EVENTS: [&str; 6] =
    ["SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse", "PostToolUseFailure", "Stop"];
/// The events about one tool call, which get a matcher.
pub const TOOL_EVENTS: [&str; 3] = ["PreToolUse", "PostToolUse", "PostToolUseFailure"];

pub fn settings_path(env: &InstallEnv) -> PathBuf {
    env.agent_dir("CLAUDE_CONFIG_DIR", ".claude").join("settings.json")
}
