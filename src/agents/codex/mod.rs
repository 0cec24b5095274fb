//! Codex CLI: command hooks in `~/.codex/hooks.json`, Claude-compatible.

pub mod config;
pub mod transcript;

use std::path::{Path, PathBuf};

use super::{
    Adapter, Client, EvidenceEvent, Installation, Problem, Transcripts, Wire, command_hook, one_session_per_file,
};
use crate::files::FilesUnder;
use crate::files::install::{self, FileChange, InstallEnv, read_optional};
use crate::model::session::{Session, SessionSink};
use crate::model::{Event, tool::ToolKind};

/// Where Codex keeps its rollouts, by date.
const SESSIONS: &str = ".codex/sessions";

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

    /// What Codex 0.171.0 sets for the commands its shell tool runs (tests/e2e/markers.rs).
    fn tool_call_markers(&self) -> &'static [&'static str] {
        &["CODEX_THREAD_ID", "CODEX_TOOL_CALL_ID", "CODEX_SESSION_ID"]
    }

    fn wire(&self) -> &'static dyn Wire {
        &command_hook::CommandHook
    }

    fn transcripts(&self, home: &Path) -> Transcripts {
        Box::new(FilesUnder::new(&home.join(SESSIONS), |name| name.starts_with("rollout-") && name.ends_with(".jsonl")))
    }

    fn transcript_roots(&self, home: &Path) -> Vec<PathBuf> {
        vec![home.join(SESSIONS)]
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
        &[("PostToolUse", EvidenceEvent::PostTool), ("Stop", EvidenceEvent::Stop)]
    }

    /// `codex exec` never runs SessionStart (openai/codex#46210).
    fn session_start_may_not_run(&self) -> bool {
        true
    }

    fn resume_command(&self, session: &str) -> Option<String> {
        Some(format!("codex resume {}", crate::files::shell::quote(session)))
    }

    fn client(&self) -> Option<Client> {
        Some(Client { command: "codex", proven: "0.171.0" })
    }

    fn detect(&self, env: &InstallEnv) -> bool {
        config::codex_home(env).is_dir()
    }

    fn plan_install(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        let mut changes = vec![command_hook::plan_json_hooks(
            self.id(),
            config::hooks_path(env),
            &command_hook::entries(self, env, &config::EVENTS, &config::TOOL_EVENTS),
        )?];
        changes.extend(config::plan_config(env, config::installed_version(), self.wants_mcp(env))?);
        Ok(changes)
    }

    fn plan_uninstall(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        let mut changes = vec![command_hook::plan_remove_json_hooks(self.id(), config::hooks_path(env), env)?];
        changes.extend(config::plan_remove_config(env)?);
        Ok(changes)
    }

    fn inspect(&self, env: &InstallEnv) -> Result<Installation, install::Error> {
        let mut installation = command_hook::inspect_json_hooks(
            self.id(),
            config::hooks_path(env),
            command_hook::entries(self, env, &config::EVENTS, &config::TOOL_EVENTS),
        )?;
        let path = config::config_path(env);
        let mut found_mcp = None;
        if let Some(bytes) = read_optional(&path)? {
            let doc = config::parse_toml(&path, install::text_of(&path, &bytes)?)?;
            if config::mcp_server(&doc) == Some(true) {
                let server = doc.get("mcp_servers").and_then(|s| s.get(InstallEnv::MCP_NAME));
                found_mcp = server.and_then(|s| s.get("command")).and_then(|c| c.as_str()).map(str::to_string);
            }
            if config::hooks_flag(&doc) == config::HooksFlag::Off {
                installation.problems.push(Problem::yours(
                    format!(
                        "{} turns hooks off ([features] hooks/codex_hooks = false); agent-trace's hooks will not run",
                        path.display()
                    ),
                    "set `hooks = true` under [features] (or remove the line), then run `agent-trace doctor` again"
                        .into(),
                ));
            }
        }
        super::mcp::note(&mut installation, found_mcp.as_deref(), env, self.wants_mcp(env));
        Ok(installation)
    }

    fn notes(&self, _env: &InstallEnv) -> Vec<String> {
        vec!["Codex runs new hooks only after you review them: start codex and open /hooks once.".into()]
    }

    /// Codex reports file edits as `apply_patch`, which its own matchers treat as Edit and Write.
    fn tools(&self) -> &'static [(&'static str, ToolKind)] {
        &[
            // `Bash` is what its hooks call every shell tool.
            ("Bash", ToolKind::Shell),
            ("shell", ToolKind::Shell),
            ("exec_command", ToolKind::Shell),
            ("local_shell", ToolKind::Shell),
            ("local_shell_call", ToolKind::Shell),
            ("apply_patch", ToolKind::Patch),
            ("request_user_input", ToolKind::AskUser),
            ("update_plan", ToolKind::Todo),
            ("write_stdin", ToolKind::Poll),
        ]
    }
}
