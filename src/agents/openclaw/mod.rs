//! OpenClaw: an in-process plugin under `~/.openclaw/extensions/agent-trace/` that pipes a payload
//! to `agent-trace hook openclaw <event>` from its hooks: `before_prompt_build`
//! (prompt; session_start on a session's first build), `before_tool_call`, `after_tool_call`.

pub mod config;
pub mod transcript;

use std::path::{Path, PathBuf};

use super::{Adapter, Client, EvidenceEvent, Installation, SessionStart, Spec, Transcripts, plugin};
use crate::files::install::{self, FileChange, InstallEnv};
use crate::model::session::{Session, SessionSink};
use crate::model::{Event, tool::ToolKind};

/// Where OpenClaw keeps each agent's sessions.
const AGENTS: &str = ".openclaw/agents";

pub struct OpenClaw;

const SPEC: Spec = Spec {
    id: "openclaw",
    name: "OpenClaw",
    events: &[
        ("session_start", Event::SessionStart),
        ("before_prompt_build", Event::Prompt),
        ("before_tool_call", Event::PreTool),
    ],
    evidence_events: &[("after_tool_call", EvidenceEvent::PostTool)],
    envelope_event: Some("tool_result_persist"),
    wire: &plugin::Plugin,
    // The plugin sends session-start lessons with the first prompt (`first_turn`).
    session_start: SessionStart::WithFirstPrompt,
    tools: &[
        ("exec", ToolKind::Shell),
        ("bash", ToolKind::Shell),
        ("process", ToolKind::Shell),
        ("write", ToolKind::Write),
        ("edit", ToolKind::Edit),
        ("apply_patch", ToolKind::Patch),
        ("read", ToolKind::Read),
        ("web_fetch", ToolKind::Fetch),
        ("web_search", ToolKind::Fetch),
    ],
    tools_without_permission: &[],
    // What OpenClaw 2026.9.6 sets for the commands its shell tool runs (tests/e2e/markers.rs).
    tool_call_markers: &["OPENCLAW_SHELL"],
    // Its plugin has no context channel at tool time: a tool call's lessons wait for the next
    // prompt build, so the model can ask for them itself.
    mcp_by_default: true,
    client: Some(Client { command: "openclaw", proven: "2026.9.6", resume: "agent --session-id " }),
};

impl Adapter for OpenClaw {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn transcript_roots(&self, home: &Path) -> Vec<PathBuf> {
        vec![home.join(AGENTS)]
    }

    fn transcripts(&self, home: &Path) -> Transcripts {
        Box::new(crate::files::FilesUnder::new(&home.join(AGENTS), |name| {
            (name.ends_with(".jsonl") && !name.ends_with(".trajectory.jsonl")) || name == "openclaw-agent.sqlite"
        }))
    }

    fn read_transcript(
        &self,
        path: &Path,
        _previous: Vec<Session>,
        each: &mut SessionSink<'_>,
    ) -> Option<std::io::Result<()>> {
        Some(if path.extension().is_some_and(|x| x == "sqlite") {
            transcript::read_sqlite(path, each)
        } else {
            transcript::parse_jsonl(path).and_then(each)
        })
    }

    fn detect(&self, env: &InstallEnv) -> bool {
        config::state_dir(env).is_dir()
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
        vec![
            "OpenClaw loads a local plugin only when plugins.allow in openclaw.json lists it. agent-trace adds itself to an existing list; if you have none, add one with \"agent-trace\" and every plugin you use (the list is exclusive). Then restart the gateway (`openclaw gateway restart`).".into(),
            "OpenClaw's plugin API has no context channel at tool time, so pre_tool lessons arrive with the next prompt.".into(),
        ]
    }
}
