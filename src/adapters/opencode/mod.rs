//! OpenCode: the plugin file `~/.config/opencode/plugins/agent-trace.js` pipes a payload to
//! `agent-trace hook opencode <event>` for `experimental.chat.system.transform`
//! (prompt; session_start on a session's first call) and `tool.execute.before` (agents.md §5.1).

pub mod config;
pub mod transcript;

use serde_json::Value;

use super::{Adapter, EvidenceEvent, HookInput, Installation, plugin};
use crate::install::{self, FileChange, InstallEnv};
use crate::lessons::Event;

pub struct OpenCode;

impl Adapter for OpenCode {
    fn id(&self) -> &'static str {
        "opencode"
    }

    fn name(&self) -> &'static str {
        "OpenCode"
    }

    fn events(&self) -> &'static [(&'static str, Event)] {
        &[
            ("session.created", Event::SessionStart),
            ("experimental.chat.system.transform", Event::Prompt),
            ("tool.execute.before", Event::PreTool),
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
        &[("tool.execute.after", EvidenceEvent::PostTool)]
    }

    fn render_notice(&self, _native_event: &str, notice: &str) -> Option<String> {
        Some(plugin::context(notice))
    }

    fn transcripts(&self, home: &std::path::Path) -> Vec<std::path::PathBuf> {
        let data = home.join(".local/share/opencode");
        [data.join("opencode.db"), data.join("storage")].into_iter().filter(|p| p.exists()).collect()
    }

    fn parse_transcript(
        &self,
        path: &std::path::Path,
        _previous: Vec<crate::transcripts::Session>,
    ) -> Option<std::io::Result<Vec<crate::transcripts::Session>>> {
        Some(if path.is_dir() { transcript::parse_storage(path) } else { transcript::parse_db(path) })
    }

    fn detect(&self, env: &InstallEnv) -> bool {
        config::config_dir(env).is_dir()
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
        vec!["OpenCode loads the plugin when it starts. Its plugin API has no context channel at tool time, so pre_tool lessons arrive with the next model call.".into()]
    }

    fn tool_aliases(&self, tool: &str) -> &'static [&'static str] {
        match tool {
            "bash" => &["Bash"],
            "write" => &["Write"],
            "edit" | "patch" => &["Edit"],
            "read" => &["Read"],
            _ => &[],
        }
    }
}
