//! Hermes Agent: shell hooks in `~/.hermes/config.yaml` (agents.md §3).
//!
//! Only `pre_llm_call` can inject (`{"context": …}`, appended to the user's message). So
//! session_start lessons are handed over on the first turn's `pre_llm_call`; `on_session_start`
//! and `pre_tool_call` answer `{}` (no-op) and deliver nothing.

pub mod config;
pub mod transcript;

use serde_json::{Value, json};

use super::{Adapter, EvidenceEvent, HookInput, Installation, object_field, string_field};
use crate::install::{self, FileChange, InstallEnv};
use crate::lessons::Event;

pub struct Hermes;

impl Adapter for Hermes {
    fn id(&self) -> &'static str {
        "hermes"
    }

    fn name(&self) -> &'static str {
        "Hermes Agent"
    }

    fn events(&self) -> &'static [(&'static str, Event)] {
        &[("on_session_start", Event::SessionStart), ("pre_llm_call", Event::Prompt), ("pre_tool_call", Event::PreTool)]
    }

    fn parse_payload(&self, payload: &Value) -> HookInput {
        let extra = payload.get("extra").cloned().unwrap_or(Value::Null);
        HookInput {
            session: string_field(payload, &["session_id"]),
            cwd: string_field(payload, &["cwd"]).map(Into::into),
            tool_name: string_field(payload, &["tool_name"]),
            tool_input: object_field(payload, &["tool_input"]),
            prompt: string_field(&extra, &["user_message"]),
            first_turn: extra.get("is_first_turn").and_then(Value::as_bool).unwrap_or(false),
        }
    }

    fn render(&self, native_event: &str, context: &str) -> Option<String> {
        match self.moment(native_event)? {
            Event::Prompt => Some(json!({ "context": context }).to_string()),
            Event::SessionStart | Event::PreTool => None,
        }
    }

    fn neutral(&self, _native_event: &str) -> String {
        "{}".to_string()
    }

    fn transcripts(&self, home: &std::path::Path) -> Vec<std::path::PathBuf> {
        let db = home.join(".hermes/state.db");
        if db.is_file() { vec![db] } else { Vec::new() }
    }

    fn parse_transcript(
        &self,
        path: &std::path::Path,
        _previous: Vec<crate::transcripts::Session>,
    ) -> Option<std::io::Result<Vec<crate::transcripts::Session>>> {
        Some(transcript::parse(path))
    }

    fn evidence_events(&self) -> &'static [(&'static str, EvidenceEvent)] {
        &[("post_tool_call", EvidenceEvent::PostTool)]
    }

    /// Hermes puts the result, a JSON string, and the status in `extra` (agents.md §3.2).
    fn tool_event(&self, payload: &Value, _failed: bool) -> crate::evidence::ToolEvent {
        let extra = &payload["extra"];
        let response = extra["result"]
            .as_str()
            .and_then(|r| serde_json::from_str(r).ok())
            .unwrap_or_else(|| extra["result"].clone());
        let error = string_field(extra, &["error_message"]);
        crate::evidence::ToolEvent {
            tool: string_field(payload, &["tool_name"]).unwrap_or_default(),
            input: object_field(payload, &["tool_input"]).unwrap_or(Value::Null),
            response,
            failed: extra["status"] == "error" || error.is_some(),
            error,
        }
    }

    fn detect(&self, env: &InstallEnv) -> bool {
        config::config_path(env).parent().is_some_and(|dir| dir.is_dir())
    }

    fn plan_install(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        Ok(vec![config::plan_install(env)?])
    }

    fn plan_uninstall(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        Ok(vec![config::plan_uninstall(env)?])
    }

    fn inspect(&self, env: &InstallEnv) -> Result<Installation, install::Error> {
        config::inspect(env)
    }

    fn notes(&self, env: &InstallEnv) -> Vec<String> {
        vec![format!(
            "Hermes asks once for consent to each new hook. Answer yes when it asks, or approve it ahead with \
             `hermes hooks list`. Runs without a terminal (gateway, cron) skip unapproved hooks unless started \
             with --accept-hooks or HERMES_ACCEPT_HOOKS=1. agent-trace does not turn on hooks_auto_accept. \
             The commands to approve: {}",
            config::EVENTS.iter().map(|e| env.hook_command("hermes", e)).collect::<Vec<_>>().join("; ")
        )]
    }

    fn tool_aliases(&self, tool: &str) -> &'static [&'static str] {
        match tool {
            "terminal" => &["Bash"],
            "write_file" => &["Write"],
            "patch" => &["Edit"],
            "read_file" => &["Read"],
            _ => &[],
        }
    }
}
