//! `~/.claude/settings.json`: command hooks appended after everyone else's.

use std::path::PathBuf;

use jsonc_parser::cst::CstInputValue;

use crate::agents::mcp::{JsonMcp, command_and_args};
use crate::files::install::InstallEnv;

/// Recall at the first three; the evidence ledger at the rest.
pub const EVENTS: [&str; 6] =
    ["SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse", "PostToolUseFailure", "Stop"];
/// The events about one tool call, which get a matcher.
pub const TOOL_EVENTS: [&str; 3] = ["PreToolUse", "PostToolUse", "PostToolUseFailure"];

pub fn settings_path(env: &InstallEnv) -> PathBuf {
    env.agent_dir("CLAUDE_CONFIG_DIR", ".claude").join("settings.json")
}

/// `~/.claude.json` (in `$CLAUDE_CONFIG_DIR` when that is set): user-scope MCP servers, as
/// `claude mcp add --scope user` writes them.
pub fn mcp_config_path(env: &InstallEnv) -> PathBuf {
    match crate::files::env::var_os("CLAUDE_CONFIG_DIR").filter(|_| env.use_agent_env) {
        Some(dir) => PathBuf::from(dir).join(".claude.json"),
        None => env.home.join(".claude.json"),
    }
}

pub const MCP: JsonMcp = JsonMcp {
    path: &["mcpServers", InstallEnv::MCP_NAME],
    value: |env| {
        let mut members = vec![("type".into(), CstInputValue::String("stdio".into()))];
        members.extend(crate::agents::mcp::command_members(env));
        members.push(("env".into(), CstInputValue::Object(Vec::new())));
        CstInputValue::Object(members)
    },
    argv: command_and_args,
    strict: true,
};

/// The tools a settings file lets Claude Code use without asking: each `permissions.allow`
/// rule's tool name (`Bash(git status)` allows `Bash`, `Read` allows `Read`;
/// `mcp__server__tool` stays as it is), and the tools it runs without asking at all (Glob,
/// TodoWrite, Task, …). `None` when the file has no `permissions.allow` list.
pub fn allowed_tools(settings: &serde_json::Value, never_asked: &[&str]) -> Option<Vec<String>> {
    let rules = settings["permissions"]["allow"].as_array()?;
    let mut tools: Vec<String> = rules
        .iter()
        .filter_map(serde_json::Value::as_str)
        .map(|rule| rule.split('(').next().unwrap_or(rule).trim().to_string())
        .filter(|t| !t.is_empty())
        .collect();
    tools.extend(never_asked.iter().map(|t| t.to_string()));
    tools.sort();
    tools.dedup();
    Some(tools)
}
