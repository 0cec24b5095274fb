//! Claude Code: command hooks in `~/.claude/settings.json`.

pub mod config;
pub mod transcript;

use super::{Adapter, Client, EvidenceEvent, Installation, SessionFiles, SessionStart, Spec, command_hook};
use crate::files::install::{self, FileChange, InstallEnv};
use crate::model::tool::ToolKind;

/// Where Claude Code keeps its transcripts, one folder per project.
const PROJECTS: &str = ".claude/projects";

pub struct ClaudeCode;

const SESSIONS: SessionFiles =
    SessionFiles { folder: PROJECTS, keep: |name| name.ends_with(".jsonl"), resume: transcript::resume };

const HOOKS: command_hook::JsonHooks =
    command_hook::JsonHooks { file: config::settings_path, events: &config::EVENTS, tool_events: &config::TOOL_EVENTS };

const SPEC: Spec = Spec {
    id: "claude-code",
    name: "Claude Code",
    events: command_hook::EVENTS,
    evidence_events: &[
        ("PostToolUse", EvidenceEvent::PostTool),
        ("PostToolUseFailure", EvidenceEvent::PostToolFailure),
        ("Stop", EvidenceEvent::Stop),
    ],
    envelope_event: None,
    wire: &command_hook::CommandHook,
    session_start: SessionStart::AtItsEvent,
    tools: &[
        ("Bash", ToolKind::Shell),
        ("Edit", ToolKind::Edit),
        ("MultiEdit", ToolKind::Edit),
        ("NotebookEdit", ToolKind::Edit),
        ("Write", ToolKind::Write),
        ("Read", ToolKind::Read),
        ("NotebookRead", ToolKind::Read),
        ("Glob", ToolKind::Search),
        ("Grep", ToolKind::Search),
        ("LS", ToolKind::Search),
        ("WebFetch", ToolKind::Fetch),
        ("WebSearch", ToolKind::Fetch),
        ("AskUserQuestion", ToolKind::AskUser),
        ("BashOutput", ToolKind::Poll),
        ("TaskOutput", ToolKind::Poll),
        ("ExitPlanMode", ToolKind::AskUser),
        ("TodoWrite", ToolKind::Todo),
        ("TodoRead", ToolKind::Todo),
    ],
    // "Permission required: No" in Claude Code's tools reference (code.claude.com/docs/en/tools-reference),
    // and the older names of the same tools.
    tools_without_permission: &[
        "Agent",
        "Task",
        "AskUserQuestion",
        "BashOutput",
        "TaskOutput",
        "KillShell",
        "KillBash",
        "CronCreate",
        "CronDelete",
        "CronList",
        "EnterPlanMode",
        "EnterWorktree",
        "ExitWorktree",
        "Glob",
        "Grep",
        "LS",
        "LSP",
        "ListMcpResourcesTool",
        "ReadMcpResourceTool",
        "NotebookRead",
        "Read",
        "TodoRead",
        "TodoWrite",
        "TaskCreate",
        "TaskGet",
        "TaskList",
        "TaskUpdate",
        "ToolSearch",
    ],
    // What Claude Code 2.1.332 sets for the commands its shell tool runs (tests/e2e/markers.rs).
    tool_call_markers: &["CLAUDECODE", "CLAUDE_CODE_ENTRYPOINT", "CLAUDE_CODE_SESSION_ID"],
    mcp_by_default: false,
    client: Some(Client { command: "claude", proven: "2.1.332", resume: "--resume " }),
};

impl Adapter for ClaudeCode {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn session_files(&self) -> Option<&'static SessionFiles> {
        Some(&SESSIONS)
    }

    fn permitted_tools(&self, settings: &serde_json::Value) -> Option<Vec<String>> {
        config::allowed_tools(settings, SPEC.tools_without_permission)
    }

    fn detect(&self, env: &InstallEnv) -> bool {
        HOOKS.detect(env)
    }

    fn plan_install(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        let mut changes = vec![HOOKS.plan_install(self, env)?];
        if SPEC.wants_mcp(env) {
            changes.push(config::MCP.plan_install(SPEC.id, config::mcp_config_path(env), env)?);
        }
        Ok(changes)
    }

    fn plan_uninstall(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        Ok(vec![
            HOOKS.plan_uninstall(self, env)?,
            config::MCP.plan_uninstall(SPEC.id, &config::mcp_config_path(env), env)?,
        ])
    }

    fn inspect(&self, env: &InstallEnv) -> Result<Installation, install::Error> {
        let mut installation = HOOKS.inspect(self, env)?;
        config::MCP.inspect(&config::mcp_config_path(env), env, SPEC.wants_mcp(env), &mut installation)?;
        Ok(installation)
    }
}
