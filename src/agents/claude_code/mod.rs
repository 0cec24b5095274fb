//! Claude Code: command hooks in `~/.claude/settings.json`.

pub mod config;
pub mod transcript;

use std::path::{Path, PathBuf};

use super::{Adapter, Client, EvidenceEvent, Installation, Transcripts, Wire, command_hook, one_session_per_file};
use crate::files::FilesUnder;
use crate::files::install::{self, FileChange, InstallEnv};
use crate::model::session::{Session, SessionSink};
use crate::model::{Event, tool::ToolKind};

/// Where Claude Code keeps its transcripts, one folder per project.
const PROJECTS: &str = ".claude/projects";

pub struct ClaudeCode;

impl Adapter for ClaudeCode {
    fn tools(&self) -> &'static [(&'static str, ToolKind)] {
        &[
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
        ]
    }

    fn id(&self) -> &'static str {
        "claude-code"
    }

    fn name(&self) -> &'static str {
        "Claude Code"
    }

    fn events(&self) -> &'static [(&'static str, Event)] {
        command_hook::EVENTS
    }

    fn permitted_tools(&self, settings: &serde_json::Value) -> Option<Vec<String>> {
        config::allowed_tools(settings, self.tools_without_permission())
    }

    /// "Permission required: No" in Claude Code's tools reference (code.claude.com/docs/en/tools-reference),
    /// and the older names of the same tools.
    fn tools_without_permission(&self) -> &'static [&'static str] {
        &[
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
        ]
    }

    /// What Claude Code 2.1.332 sets for the commands its shell tool runs (tests/e2e/markers.rs).
    fn tool_call_markers(&self) -> &'static [&'static str] {
        &["CLAUDECODE", "CLAUDE_CODE_ENTRYPOINT", "CLAUDE_CODE_SESSION_ID"]
    }

    fn wire(&self) -> &'static dyn Wire {
        &command_hook::CommandHook
    }

    fn transcripts(&self, home: &Path) -> Transcripts {
        Box::new(FilesUnder::new(&home.join(PROJECTS), |name| name.ends_with(".jsonl")))
    }

    fn transcript_roots(&self, home: &Path) -> Vec<PathBuf> {
        vec![home.join(PROJECTS)]
    }

    fn read_transcript(
        &self,
        path: &Path,
        previous: Vec<Session>,
        each: &mut SessionSink<'_>,
    ) -> Option<std::io::Result<()>> {
        one_session_per_file(path, previous, transcript::resume, each)
    }

    fn evidence_events(&self) -> &'static [(&'static str, EvidenceEvent)] {
        &[
            ("PostToolUse", EvidenceEvent::PostTool),
            ("PostToolUseFailure", EvidenceEvent::PostToolFailure),
            ("Stop", EvidenceEvent::Stop),
        ]
    }

    fn resume_command(&self, session: &str) -> Option<String> {
        Some(format!("claude --resume {}", crate::files::shell::quote(session)))
    }

    fn client(&self) -> Option<Client> {
        Some(Client { command: "claude", proven: "2.1.332" })
    }

    fn detect(&self, env: &InstallEnv) -> bool {
        config::settings_path(env).parent().is_some_and(|dir| dir.is_dir())
    }

    fn plan_install(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        let mut changes = vec![command_hook::plan_json_hooks(
            self.id(),
            config::settings_path(env),
            &command_hook::entries(self, env, &config::EVENTS, &config::TOOL_EVENTS),
        )?];
        if self.wants_mcp(env) {
            changes.push(config::MCP.plan_install(self.id(), config::mcp_config_path(env), env)?);
        }
        Ok(changes)
    }

    fn plan_uninstall(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        Ok(vec![
            command_hook::plan_remove_json_hooks(self.id(), config::settings_path(env), env)?,
            config::MCP.plan_uninstall(self.id(), &config::mcp_config_path(env), env)?,
        ])
    }

    fn inspect(&self, env: &InstallEnv) -> Result<Installation, install::Error> {
        let mut installation = command_hook::inspect_json_hooks(
            self.id(),
            config::settings_path(env),
            command_hook::entries(self, env, &config::EVENTS, &config::TOOL_EVENTS),
        )?;
        config::MCP.inspect(&config::mcp_config_path(env), env, self.wants_mcp(env), &mut installation)?;
        Ok(installation)
    }
}
