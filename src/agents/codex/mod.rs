//! Codex CLI: command hooks in `~/.codex/hooks.json`, Claude-compatible.

pub mod config;
pub mod transcript;

use super::{Adapter, Client, EvidenceEvent, Installation, Problem, SessionFiles, SessionStart, Spec, command_hook};
use crate::files::install::{self, FileChange, InstallEnv, read_optional};
use crate::model::tool::ToolKind;

/// Where Codex keeps its rollouts, by date.
const SESSIONS_FOLDER: &str = ".codex/sessions";

pub struct Codex;

const SESSIONS: SessionFiles = SessionFiles {
    folder: SESSIONS_FOLDER,
    keep: |name| name.starts_with("rollout-") && name.ends_with(".jsonl"),
    resume: transcript::resume,
};

const HOOKS: command_hook::JsonHooks =
    command_hook::JsonHooks { file: config::hooks_path, events: &config::EVENTS, tool_events: &config::TOOL_EVENTS };

const SPEC: Spec = Spec {
    id: "codex",
    name: "Codex CLI",
    events: command_hook::EVENTS,
    evidence_events: &[("PostToolUse", EvidenceEvent::PostTool), ("Stop", EvidenceEvent::Stop)],
    envelope_event: None,
    wire: &command_hook::CommandHook,
    // `codex exec` never runs SessionStart (openai/codex#46210).
    session_start: SessionStart::MayNotRun,
    // Codex reports file edits as `apply_patch`, which its own matchers treat as Edit and Write.
    tools: &[
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
    ],
    tools_without_permission: &[],
    // What Codex 0.171.0 sets for the commands its shell tool runs (tests/e2e/markers.rs).
    tool_call_markers: &["CODEX_THREAD_ID", "CODEX_TOOL_CALL_ID", "CODEX_SESSION_ID"],
    mcp_by_default: false,
    client: Some(Client { command: "codex", proven: "0.171.0", resume: "resume " }),
};

impl Adapter for Codex {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn session_files(&self) -> Option<&'static SessionFiles> {
        Some(&SESSIONS)
    }

    fn detect(&self, env: &InstallEnv) -> bool {
        config::codex_home(env).is_dir()
    }

    fn plan_install(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        let mut changes = vec![HOOKS.plan_install(self, env)?];
        changes.extend(config::plan_config(env, config::installed_version(), SPEC.wants_mcp(env))?);
        Ok(changes)
    }

    fn plan_uninstall(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        let mut changes = vec![HOOKS.plan_uninstall(self, env)?];
        changes.extend(config::plan_remove_config(env)?);
        Ok(changes)
    }

    fn inspect(&self, env: &InstallEnv) -> Result<Installation, install::Error> {
        let mut installation = HOOKS.inspect(self, env)?;
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
        super::mcp::note(&mut installation, found_mcp.as_deref(), env, SPEC.wants_mcp(env));
        Ok(installation)
    }

    fn notes(&self, _env: &InstallEnv) -> Vec<String> {
        vec!["Codex runs new hooks only after you review them: start codex and open /hooks once.".into()]
    }
}
