//! OpenCode: the plugin file `~/.config/opencode/plugins/agent-trace.js` pipes a payload to
//! `agent-trace hook opencode <event>` for `experimental.chat.system.transform`
//! (prompt; session_start on a session's first call) and `tool.execute.before`.

pub mod config;
pub mod transcript;

use std::path::{Path, PathBuf};

use super::{Adapter, Client, EvidenceEvent, Installation, SessionStart, Spec, Transcripts, plugin};
use crate::files::install::{self, FileChange, InstallEnv};
use crate::model::session::{Session, SessionSink};
use crate::model::{Event, tool::ToolKind};

pub struct OpenCode;

const SPEC: Spec = Spec {
    id: "opencode",
    name: "OpenCode",
    events: &[
        ("session.created", Event::SessionStart),
        ("experimental.chat.system.transform", Event::Prompt),
        ("tool.execute.before", Event::PreTool),
    ],
    evidence_events: &[("tool.execute.after", EvidenceEvent::PostTool)],
    envelope_event: None,
    wire: &plugin::Plugin,
    // The plugin sends session-start lessons with the first prompt (`first_turn`).
    session_start: SessionStart::WithFirstPrompt,
    tools: &[
        ("bash", ToolKind::Shell),
        ("write", ToolKind::Write),
        ("edit", ToolKind::Edit),
        ("patch", ToolKind::Edit),
        ("read", ToolKind::Read),
        ("glob", ToolKind::Search),
        ("grep", ToolKind::Search),
        ("list", ToolKind::Search),
        ("webfetch", ToolKind::Fetch),
        ("websearch", ToolKind::Fetch),
        ("todowrite", ToolKind::Todo),
        ("todoread", ToolKind::Todo),
    ],
    tools_without_permission: &[],
    // What OpenCode 1.18.33 sets for the commands its shell tool runs (tests/e2e/markers.rs).
    tool_call_markers: &["OPENCODE", "OPENCODE_PID"],
    // Its plugin has no context channel at tool time: a tool call's lessons wait for the next
    // model call, so the model can ask for them itself.
    mcp_by_default: true,
    client: Some(Client { command: "opencode", proven: "1.18.33", resume: "--session " }),
};

impl Adapter for OpenCode {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn transcripts(&self, home: &Path) -> Transcripts {
        Box::new(self.transcript_roots(home).into_iter().filter(|p| p.exists()))
    }

    fn transcript_roots(&self, home: &Path) -> Vec<PathBuf> {
        // `$XDG_DATA_HOME/opencode` where that is set (absolute, as the spec requires).
        let xdg = crate::files::env::var_os("XDG_DATA_HOME").map(PathBuf::from).filter(|d| d.is_absolute());
        let data = xdg.unwrap_or_else(|| home.join(".local/share")).join("opencode");
        vec![data.join("opencode.db"), data.join("storage")]
    }

    fn read_transcript(
        &self,
        path: &Path,
        _previous: Vec<Session>,
        each: &mut SessionSink<'_>,
    ) -> Option<std::io::Result<()>> {
        Some(if path.is_dir() { transcript::read_storage(path, each) } else { transcript::read_db(path, each) })
    }

    fn detect(&self, env: &InstallEnv) -> bool {
        config::config_dir(env).is_dir()
    }

    fn plan_install(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        config::plan_install(env, SPEC.wants_mcp(env))
    }

    fn plan_uninstall(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        config::plan_uninstall(env)
    }

    fn inspect(&self, env: &InstallEnv) -> Result<Installation, install::Error> {
        config::inspect(env, SPEC.wants_mcp(env))
    }

    fn notes(&self, _env: &InstallEnv) -> Vec<String> {
        vec!["OpenCode loads the plugin when it starts. Its plugin API has no context channel at tool time, so pre_tool lessons arrive with the next model call.".into()]
    }
}
