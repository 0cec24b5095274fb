//! Cursor (the editor and its `cursor-agent` CLI): command hooks in `~/.cursor/hooks.json`,
//! merged beside the person's own, and the MCP server in `~/.cursor/mcp.json`. Cursor's hooks
//! can add context only at `sessionStart`; a prompt's lessons come through the MCP server, and a
//! tool call's through it or, with hold-once, as the reason a call is denied. Cursor also runs
//! Claude Code's hooks with its own payload: `hosted_event` tells such a payload, and where
//! agent-trace's own Cursor entry serves that moment the Claude Code entry stays quiet.

pub mod config;

use serde_json::{Value, json};

use super::{
    Adapter, EvidenceEvent, HookInput, Installation, SessionStart, Spec, Wire, json_or_text, object_field, string_field,
};
use crate::files::install::{self, FileChange, InstallEnv};
use crate::model::{Event, ToolEvent, tool::ToolKind};

pub struct Cursor;

const SPEC: Spec = Spec {
    id: "cursor",
    name: "Cursor",
    events: &[
        ("sessionStart", Event::SessionStart),
        ("beforeSubmitPrompt", Event::Prompt),
        ("preToolUse", Event::PreTool),
    ],
    evidence_events: &[
        ("postToolUse", EvidenceEvent::PostTool),
        ("postToolUseFailure", EvidenceEvent::PostToolFailure),
        ("stop", EvidenceEvent::Stop),
    ],
    envelope_event: None,
    wire: &CursorHooks,
    session_start: SessionStart::AtItsEvent,
    // The names its tool hooks carry (cursor.com/docs/hooks); Claude Code's Edit is its Write.
    tools: &[
        ("Shell", ToolKind::Shell),
        ("WriteShellStdin", ToolKind::Poll),
        ("Read", ToolKind::Read),
        ("Write", ToolKind::Write),
        ("Delete", ToolKind::Write),
        ("Grep", ToolKind::Search),
        ("List", ToolKind::Search),
        ("Fetch", ToolKind::Fetch),
        ("WebFetch", ToolKind::Fetch),
        ("WebSearch", ToolKind::Fetch),
    ],
    tools_without_permission: &[],
    // What its agent's shell tool sets for the commands it runs.
    tool_call_markers: &["CURSOR_AGENT"],
    // No hook adds context to a prompt or before a tool runs: the model asks the MCP server.
    mcp_by_default: true,
    // Its CLI needs a Cursor login and Cursor's servers, so no run here proves a version.
    client: None,
};

impl Adapter for Cursor {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn detect(&self, env: &InstallEnv) -> bool {
        config::cursor_home(env).is_dir()
    }

    fn plan_install(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        let mut changes = vec![config::plan_hooks(self, env)?];
        if SPEC.wants_mcp(env) {
            changes.push(config::MCP.plan_install(SPEC.id, config::mcp_config_path(env), env)?);
        }
        Ok(changes)
    }

    fn plan_uninstall(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        Ok(vec![
            config::plan_remove_hooks(env)?,
            config::MCP.plan_uninstall(SPEC.id, &config::mcp_config_path(env), env)?,
        ])
    }

    fn inspect(&self, env: &InstallEnv) -> Result<Installation, install::Error> {
        config::inspect(self, env, SPEC.wants_mcp(env))
    }

    fn has_own_entry(&self, native_event: &str) -> bool {
        config::has_own_entry(native_event)
    }

    fn notes(&self, _env: &InstallEnv) -> Vec<String> {
        vec!["Cursor reloads hooks.json by itself; its Hooks settings tab lists what it loaded.".into()]
    }
}

/// Cursor's hooks: snake_case payloads (`conversation_id`, `tool_name`, `tool_input`), answers
/// with `additional_context`, `permission`, `followup_message`.
struct CursorHooks;

impl Wire for CursorHooks {
    /// Cursor gives the hooks it runs from Claude Code's settings the same payload as its own
    /// (`cursor_version`, a camelCase `hook_event_name`).
    fn hosted_event(&self, payload: &Value) -> Option<String> {
        payload.get("cursor_version")?;
        string_field(payload, &["hook_event_name"])
    }

    fn payload(&self, payload: &Value) -> HookInput {
        let workspace = payload["workspace_roots"].get(0).and_then(Value::as_str);
        HookInput {
            session: string_field(payload, &["conversation_id", "session_id"]),
            cwd: string_field(payload, &["cwd"]).or(workspace.map(str::to_string)).map(Into::into),
            tool_name: string_field(payload, &["tool_name"]),
            tool_input: object_field(payload, &["tool_input"]).map(json_or_text),
            prompt: string_field(payload, &["prompt"]),
            first_turn: false,
            // The person stopped it, or it failed: not a turn that claims to be done.
            stop_exempt: string_field(payload, &["status"]).is_some_and(|s| s != "completed"),
        }
    }

    /// Only `sessionStart` documents `additional_context` for the model.
    fn context(&self, event: &str, _moment: Event, context: &str) -> Option<String> {
        (event == "sessionStart").then(|| json!({ "additional_context": context }).to_string())
    }

    /// An unreadable answer at a permission event is taken as a denial: always JSON.
    fn neutral(&self) -> &'static str {
        "{}"
    }

    /// No captured payload shows how a failed command comes: the printed verdict decides.
    fn post_tool_means_success(&self) -> bool {
        false
    }

    fn notice(&self, event: &str, notice: &str) -> Option<String> {
        event.starts_with("postToolUse").then(|| json!({ "additional_context": notice }).to_string())
    }

    /// The model is told `agent_message` (the docs) or `user_message` (what some builds pass
    /// on): both carry the lessons.
    fn hold(&self, event: &str, reason: &str) -> Option<String> {
        (event == "preToolUse")
            .then(|| json!({ "permission": "deny", "user_message": reason, "agent_message": reason }).to_string())
    }

    /// Submitted as the next user message, at most `loop_limit` (5) times.
    fn stop_block(&self, reason: &str) -> Option<String> {
        Some(json!({ "followup_message": reason }).to_string())
    }

    /// `tool_output` is a JSON string (`{"exitCode":0,"stdout":…}` for Shell).
    fn tool_event(&self, payload: &Value, failed: bool) -> ToolEvent {
        let response = payload.get("tool_output").cloned().map(json_or_text).unwrap_or(Value::Null);
        let error = string_field(payload, &["error_message"]);
        ToolEvent {
            tool: string_field(payload, &["tool_name"]).unwrap_or_default(),
            input: object_field(payload, &["tool_input"]).map(json_or_text).unwrap_or(Value::Null),
            response,
            failed: failed || error.is_some(),
            error,
        }
    }
}
