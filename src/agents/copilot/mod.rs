//! GitHub Copilot CLI: command hooks in a file of agent-trace's own, `~/.copilot/hooks/agent-trace.json`
//! (Copilot reads every `*.json` there), the MCP server in `~/.copilot/mcp-config.json`, and the
//! session logs in `~/.copilot/session-state/<id>/events.jsonl`. Proven against 1.0.102.

pub mod config;
pub mod transcript;

use serde_json::{Value, json};

use super::{
    Adapter, Client, EvidenceEvent, HookInput, Installation, SessionFiles, SessionStart, Spec, Wire, json_or_text,
    object_field, string_field,
};
use crate::files::install::{self, FileChange, InstallEnv};
use crate::model::{Event, ToolEvent, tool::ToolKind};

pub struct Copilot;

const SESSIONS: SessionFiles =
    SessionFiles { folder: ".copilot/session-state", keep: |name| name == "events.jsonl", resume: transcript::resume };

const SPEC: Spec = Spec {
    id: "copilot",
    name: "GitHub Copilot CLI",
    // `additionalContext` reaches the model from all three (1.0.102; it was dropped at
    // preToolUse and userPromptSubmitted in earlier versions). At preToolUse it arrives after the
    // tool ran, as a message of its own.
    events: &[
        ("sessionStart", Event::SessionStart),
        ("userPromptSubmitted", Event::Prompt),
        ("preToolUse", Event::PreTool),
    ],
    evidence_events: &[
        ("postToolUse", EvidenceEvent::PostTool),
        ("postToolUseFailure", EvidenceEvent::PostToolFailure),
        ("agentStop", EvidenceEvent::Stop),
    ],
    envelope_event: None,
    wire: &CopilotHooks,
    session_start: SessionStart::AtItsEvent,
    // The names its hooks and its model use (`toolName`); GPT-5 models get `apply_patch` and
    // `rg` in place of `create`, `edit` and `grep`.
    tools: &[
        ("bash", ToolKind::Shell),
        ("powershell", ToolKind::Shell),
        ("read_bash", ToolKind::Poll),
        ("list_bash", ToolKind::Poll),
        ("view", ToolKind::Read),
        ("create", ToolKind::Write),
        ("edit", ToolKind::Edit),
        ("apply_patch", ToolKind::Patch),
        ("grep", ToolKind::Search),
        ("rg", ToolKind::Search),
        ("glob", ToolKind::Search),
        ("web_fetch", ToolKind::Fetch),
        ("ask_user", ToolKind::AskUser),
    ],
    tools_without_permission: &[],
    // What 1.0.102 sets for the commands its shell tool runs (and its MCP servers get the first).
    tool_call_markers: &["COPILOT_AGENT_SESSION_ID", "COPILOT_CLI"],
    mcp_by_default: false,
    client: Some(Client { command: "copilot", proven: "1.0.102", resume: "--resume=" }),
};

impl Adapter for Copilot {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn session_files(&self) -> Option<&'static SessionFiles> {
        Some(&SESSIONS)
    }

    fn detect(&self, env: &InstallEnv) -> bool {
        config::copilot_home(env).is_dir()
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
            install::remove_owned(SPEC.id, config::hooks_path(env))?,
            config::MCP.plan_uninstall(SPEC.id, &config::mcp_config_path(env), env)?,
        ])
    }

    fn inspect(&self, env: &InstallEnv) -> Result<Installation, install::Error> {
        config::inspect(self, env, SPEC.wants_mcp(env))
    }
}

/// Copilot CLI's hooks: camelCase payloads (`sessionId`, `toolName`, `toolArgs`), one flat JSON
/// object back (`additionalContext`, `permissionDecision`, `decision`); plain stdout is ignored.
struct CopilotHooks;

impl Wire for CopilotHooks {
    fn payload(&self, payload: &Value) -> HookInput {
        let parent = string_field(payload, &["parentAgentId"]);
        let stop_reason = string_field(payload, &["stopReason"]);
        HookInput {
            // A subagent's events name the session it runs for: its calls join that ledger.
            session: parent.clone().or_else(|| string_field(payload, &["sessionId"])),
            cwd: string_field(payload, &["cwd"]).map(Into::into),
            tool_name: string_field(payload, &["toolName"]),
            tool_input: tool_args(payload),
            prompt: string_field(payload, &["prompt"]),
            first_turn: false,
            // A subagent's stop ends its task, not the turn; a turn that did not end on its own
            // (`stopReason` other than `end_turn`) is not held either.
            stop_exempt: parent.is_some() || stop_reason.is_some_and(|r| r != "end_turn"),
        }
    }

    fn context(&self, _event: &str, _moment: Event, context: &str) -> Option<String> {
        Some(json!({ "additionalContext": context }).to_string())
    }

    /// After a tool call its context is added to the tool's result (`postToolUse`) or given as a
    /// message of its own (`postToolUseFailure`).
    fn notice(&self, _event: &str, notice: &str) -> Option<String> {
        Some(json!({ "additionalContext": notice }).to_string())
    }

    /// A denied call does not run; the model reads `Denied by preToolUse hook: <reason>` as its result.
    fn hold(&self, event: &str, reason: &str) -> Option<String> {
        (event == "preToolUse")
            .then(|| json!({ "permissionDecision": "deny", "permissionDecisionReason": reason }).to_string())
    }

    /// A failed shell command still comes as a success; its exit code is in its output.
    fn post_tool_means_success(&self) -> bool {
        false
    }

    /// The reason is submitted as the next prompt; the next `agentStop` says `stop_hook_active`.
    fn stop_block(&self, reason: &str) -> Option<String> {
        Some(json!({ "decision": "block", "reason": reason }).to_string())
    }

    /// `toolResult.textResultForLlm` is the output; a shell call's exit code is only in its last
    /// line (`<shellId: 0 completed with exit code 3>`), and a failed command still comes as
    /// `resultType: "success"`.
    fn tool_event(&self, payload: &Value, failed: bool) -> ToolEvent {
        let result = &payload["toolResult"];
        let output = result["textResultForLlm"].as_str().unwrap_or_default();
        let mut response = json!({ "output": output });
        if let Some(code) = shell_exit_code(output) {
            response["exit_code"] = code.into();
        }
        ToolEvent {
            tool: string_field(payload, &["toolName"]).unwrap_or_default(),
            input: tool_args(payload).unwrap_or(Value::Null),
            response,
            failed: failed || result["resultType"].as_str().is_some_and(|t| t != "success"),
            error: string_field(payload, &["error"]),
        }
    }
}

/// `toolArgs`: an object since about 1.0.50, a JSON string before.
fn tool_args(payload: &Value) -> Option<Value> {
    object_field(payload, &["toolArgs"]).map(json_or_text)
}

/// The exit code Copilot's shell tool appends to a finished command's output.
fn shell_exit_code(output: &str) -> Option<i64> {
    let last = output.trim_end().lines().last()?.trim();
    let rest = last.strip_prefix("<shellId: ")?.strip_suffix('>')?;
    rest.split_once(" completed with exit code ")?.1.trim().parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Payloads Copilot CLI 1.0.102 sent to a hook (tests/fixtures/hooks/copilot/).
    fn captured(name: &str) -> Value {
        let path = format!("{}/tests/fixtures/hooks/copilot/{name}", env!("CARGO_MANIFEST_DIR"));
        serde_json::from_str(&fs_err::read_to_string(path).unwrap()).unwrap()
    }

    #[test]
    fn its_payloads_read_as_the_moment_they_are() {
        let pre = CopilotHooks.payload(&captured("preToolUse.json"));
        assert_eq!(pre.tool_name.as_deref(), Some("bash"));
        assert_eq!(
            crate::model::tool::shell_command(pre.tool_input.as_ref().unwrap()).as_deref(),
            Some("env | sort > /tmp/cp-shell-env.txt; echo hi")
        );
        assert!(pre.session.is_some() && pre.cwd.is_some() && !pre.stop_exempt);
        let prompt = CopilotHooks.payload(&captured("userPromptSubmitted.json"));
        assert_eq!(prompt.prompt.as_deref(), Some("say hi"));
        let subagent = CopilotHooks.payload(&captured("agentStop.subagent.json"));
        assert!(subagent.stop_exempt);
        assert_eq!(subagent.session.as_deref(), Some("f1b0ccf6-7db7-4178-975c-b4db8d56beb6"), "its parent's ledger");
        assert!(!CopilotHooks.payload(&captured("agentStop.json")).stop_exempt);
    }

    #[test]
    fn a_shell_calls_exit_code_comes_from_its_last_line() {
        let ok = CopilotHooks.tool_event(&captured("postToolUse.json"), false);
        assert_eq!(ok.response["exit_code"], 0);
        assert!(!ok.failed);
        assert_eq!(shell_exit_code("FAILED\n<shellId: 2 completed with exit code 101>"), Some(101));
        assert_eq!(shell_exit_code("the text <shellId: 2 completed with exit code 1> quoted\nlast"), None);
        let failure = CopilotHooks.tool_event(&captured("postToolUseFailure.json"), true);
        assert!(failure.failed && failure.error.is_some());
    }

    #[test]
    fn tool_args_as_a_json_string_are_read_too() {
        let older = json!({"toolName": "bash", "toolArgs": "{\"command\":\"ls\"}"});
        assert_eq!(CopilotHooks.payload(&older).tool_input, Some(json!({"command": "ls"})));
    }
}
