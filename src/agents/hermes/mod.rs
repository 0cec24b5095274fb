//! Hermes Agent: shell hooks in `~/.hermes/config.yaml`.
//!
//! Only `pre_llm_call` can inject (`{"context": …}`, appended to the user's message). So
//! session_start lessons are handed over on the first turn's `pre_llm_call`; `on_session_start`
//! and `pre_tool_call` answer `{}` (no-op) and deliver nothing.

pub mod config;
pub mod transcript;
pub mod yaml;

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use super::{
    Adapter, Client, EvidenceEvent, HookInput, Installation, SessionStart, Spec, Transcripts, Wire, object_field,
    string_field,
};
use crate::files::install::{self, FileChange, InstallEnv};
use crate::model::session::{Session, SessionSink};
use crate::model::{Event, ToolEvent, tool::ToolKind};

pub struct Hermes;

const SPEC: Spec = Spec {
    id: "hermes",
    name: "Hermes Agent",
    events: &[
        ("on_session_start", Event::SessionStart),
        ("pre_llm_call", Event::Prompt),
        ("pre_tool_call", Event::PreTool),
    ],
    evidence_events: &[("post_tool_call", EvidenceEvent::PostTool)],
    envelope_event: None,
    wire: &ShellHooks,
    session_start: SessionStart::AtItsEvent,
    tools: &[
        ("terminal", ToolKind::Shell),
        ("write_file", ToolKind::Write),
        ("patch", ToolKind::Edit),
        ("read_file", ToolKind::Read),
        ("clarify", ToolKind::AskUser),
    ],
    tools_without_permission: &[],
    // What Hermes 0.19.0 sets for the commands its shell tool runs (tests/e2e/markers.rs).
    tool_call_markers: &["HERMES_SESSION_ID"],
    // Its shell hooks cannot add context at tool time (only `pre_llm_call` can): the model asks
    // the MCP server before it acts.
    mcp_by_default: true,
    client: Some(Client { command: "hermes", proven: "0.19.0", resume: "--resume " }),
};

impl Adapter for Hermes {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn transcripts(&self, home: &Path) -> Transcripts {
        Box::new(self.transcript_roots(home).into_iter().filter(|db| db.is_file()))
    }

    fn transcript_roots(&self, home: &Path) -> Vec<PathBuf> {
        vec![home.join(".hermes/state.db")]
    }

    fn read_transcript(
        &self,
        path: &Path,
        _previous: Vec<Session>,
        each: &mut SessionSink<'_>,
    ) -> Option<std::io::Result<()>> {
        Some(transcript::read(path, each))
    }

    fn detect(&self, env: &InstallEnv) -> bool {
        config::config_path(env).parent().is_some_and(|dir| dir.is_dir())
    }

    fn plan_install(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        Ok(vec![config::plan_install(env, SPEC.wants_mcp(env))?])
    }

    fn plan_uninstall(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        Ok(vec![config::plan_uninstall(env)?])
    }

    fn inspect(&self, env: &InstallEnv) -> Result<Installation, install::Error> {
        config::inspect(env, SPEC.wants_mcp(env))
    }

    fn notes(&self, env: &InstallEnv) -> Vec<String> {
        let mut notes = vec![format!(
            "Hermes asks once for consent to each new hook. Answer yes when it asks, or approve it ahead with \
             `hermes hooks list`. Runs without a terminal (gateway, cron) skip unapproved hooks unless started \
             with --accept-hooks or HERMES_ACCEPT_HOOKS=1. agent-trace does not turn on hooks_auto_accept. \
             The commands to approve: {}",
            config::events(env).iter().map(|e| env.hook_command("hermes", e)).collect::<Vec<_>>().join("; ")
        )];
        if SPEC.wants_mcp(env) {
            notes.push(
                "Hermes connects to agent-trace's MCP server only with its MCP SDK: `pip install 'hermes-agent[mcp]'` \
                 (check with `hermes mcp test agent-trace`)."
                    .into(),
            );
        }
        notes
    }
}

/// Hermes' shell hooks: JSON on stdin with the moment's details in `extra`, `{"context": …}` back
/// at `pre_llm_call` only, `{}` for nothing.
struct ShellHooks;

impl Wire for ShellHooks {
    fn payload(&self, payload: &Value) -> HookInput {
        let extra = payload.get("extra").cloned().unwrap_or(Value::Null);
        HookInput {
            session: string_field(payload, &["session_id"]),
            cwd: string_field(payload, &["cwd"]).map(Into::into),
            tool_name: string_field(payload, &["tool_name"]),
            tool_input: object_field(payload, &["tool_input"]),
            prompt: string_field(&extra, &["user_message"]),
            first_turn: extra.get("is_first_turn").and_then(Value::as_bool).unwrap_or(false),
            stop_exempt: false,
        }
    }

    fn context(&self, _event: &str, moment: Event, context: &str) -> Option<String> {
        (moment == Event::Prompt).then(|| json!({ "context": context }).to_string())
    }

    fn neutral(&self) -> &'static str {
        "{}"
    }

    /// `pre_tool_call` may block (`agent/shell_hooks.py`): the model reads `{"error": reason}`
    /// as the call's result, and the call does not run.
    fn hold(&self, event: &str, reason: &str) -> Option<String> {
        (event == "pre_tool_call").then(|| json!({ "decision": "block", "reason": reason }).to_string())
    }

    /// Hermes puts the result, a JSON string, and the status in `extra`.
    fn tool_event(&self, payload: &Value, _failed: bool) -> ToolEvent {
        let extra = &payload["extra"];
        let response = extra["result"]
            .as_str()
            .and_then(|r| serde_json::from_str(r).ok())
            .unwrap_or_else(|| extra["result"].clone());
        let error = string_field(extra, &["error_message"]);
        ToolEvent {
            tool: string_field(payload, &["tool_name"]).unwrap_or_default(),
            input: object_field(payload, &["tool_input"]).unwrap_or(Value::Null),
            response,
            failed: extra["status"] == "error" || error.is_some(),
            error,
        }
    }
}
