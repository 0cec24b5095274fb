//! OpenClaw: an in-process plugin under `~/.openclaw/extensions/agent-trace/` that pipes a payload
//! to `agent-trace hook openclaw <event>` from its hooks (agents.md §4.2): `before_prompt_build`
//! (prompt; session_start on a session's first build), `before_tool_call`, `after_tool_call`.

pub mod config;
pub mod transcript;

use serde_json::Value;

use super::{Adapter, EvidenceEvent, HookInput, Installation, plugin};
use crate::install::{self, FileChange, InstallEnv};
use crate::lessons::Event;

pub struct OpenClaw;

impl Adapter for OpenClaw {
    fn id(&self) -> &'static str {
        "openclaw"
    }

    fn name(&self) -> &'static str {
        "OpenClaw"
    }

    fn events(&self) -> &'static [(&'static str, Event)] {
        &[
            ("session_start", Event::SessionStart),
            ("before_prompt_build", Event::Prompt),
            ("before_tool_call", Event::PreTool),
        ]
    }

    fn parse_payload(&self, payload: &Value) -> HookInput {
        plugin::payload(payload)
    }

    fn render(&self, _native_event: &str, context: &str) -> Option<String> {
        Some(plugin::context(context))
    }

    fn neutral(&self, _native_event: &str) -> String {
        plugin::NEUTRAL.to_string()
    }

    fn evidence_events(&self) -> &'static [(&'static str, EvidenceEvent)] {
        &[("after_tool_call", EvidenceEvent::PostTool)]
    }

    fn render_notice(&self, _native_event: &str, notice: &str) -> Option<String> {
        Some(plugin::context(notice))
    }

    fn transcripts(&self, home: &std::path::Path) -> Vec<std::path::PathBuf> {
        crate::transcripts::scan::files_under(&home.join(".openclaw/agents"), |name| {
            (name.ends_with(".jsonl") && !name.ends_with(".trajectory.jsonl")) || name == "openclaw-agent.sqlite"
        })
    }

    fn parse_transcript(
        &self,
        path: &std::path::Path,
        _previous: Vec<crate::transcripts::Session>,
    ) -> Option<std::io::Result<Vec<crate::transcripts::Session>>> {
        Some(if path.extension().is_some_and(|x| x == "sqlite") {
            transcript::parse_sqlite(path)
        } else {
            transcript::parse_jsonl(path).map(|s| vec![s])
        })
    }

    fn detect(&self, env: &InstallEnv) -> bool {
        config::state_dir(env).is_dir()
    }

    fn plan_install(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        config::plan_install(env)
    }

    fn plan_uninstall(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        config::plan_uninstall(env)
    }

    fn inspect(&self, env: &InstallEnv) -> Result<Installation, install::Error> {
        config::inspect(env)
    }

    fn notes(&self, _env: &InstallEnv) -> Vec<String> {
        vec![
            "OpenClaw loads a local plugin only when plugins.allow in openclaw.json lists it. agent-trace adds itself to an existing list; if you have none, add one with \"agent-trace\" and every plugin you use (the list is exclusive). Then restart the gateway (`openclaw gateway restart`).".into(),
            "OpenClaw's plugin API has no context channel at tool time, so pre_tool lessons arrive with the next prompt.".into(),
        ]
    }

    fn tool_aliases(&self, tool: &str) -> &'static [&'static str] {
        match tool {
            "exec" | "bash" | "process" => &["Bash"],
            "write" => &["Write"],
            "edit" | "apply_patch" => &["Edit"],
            "read" => &["Read"],
            _ => &[],
        }
    }
}
