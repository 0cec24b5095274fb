//! Copilot CLI's files: agent-trace's own hooks file in `hooks/`, the MCP server in
//! `mcp-config.json`, and the one setting that turns every hook off (`disableAllHooks` in
//! `settings.json`). All under `$COPILOT_HOME`, by default `~/.copilot`.

use std::path::PathBuf;

use jsonc_parser::cst::CstInputValue;
use serde_json::{Value, json};

use crate::agents::mcp::{JsonMcp, command_and_args};
use crate::agents::{Adapter, Installation, Problem, tool_matcher};
use crate::files::install::{self, FileChange, InstallEnv, OWNED_MARKER, owned_file, read_optional};

/// Recall at the first three; the evidence ledger at the rest.
pub const EVENTS: [&str; 6] =
    ["sessionStart", "userPromptSubmitted", "preToolUse", "postToolUse", "postToolUseFailure", "agentStop"];
/// The events about one tool call, which get a matcher (anchored by Copilot, against `toolName`).
const TOOL_EVENTS: [&str; 3] = ["preToolUse", "postToolUse", "postToolUseFailure"];

pub fn copilot_home(env: &InstallEnv) -> PathBuf {
    env.agent_dir("COPILOT_HOME", ".copilot")
}

/// A file of agent-trace's own: Copilot reads every `*.json` in `hooks/`, so no one else's file
/// is edited.
pub fn hooks_path(env: &InstallEnv) -> PathBuf {
    copilot_home(env).join("hooks").join("agent-trace.json")
}

pub fn mcp_config_path(env: &InstallEnv) -> PathBuf {
    copilot_home(env).join("mcp-config.json")
}

fn settings_path(env: &InstallEnv) -> PathBuf {
    copilot_home(env).join("settings.json")
}

pub const MCP: JsonMcp = JsonMcp {
    path: &["mcpServers", InstallEnv::MCP_NAME],
    value: |env| {
        let mut members = vec![("type".into(), CstInputValue::String("local".into()))];
        members.extend(crate::agents::mcp::command_members(env));
        members.push(("tools".into(), CstInputValue::Array(vec![CstInputValue::String("*".into())])));
        CstInputValue::Object(members)
    },
    argv: command_and_args,
    strict: false,
};

/// The command of one entry. A preToolUse hook that fails denies the call (Copilot fails closed
/// there), so a missing or broken binary must not stop every tool: `|| true`.
fn entry_command(env: &InstallEnv, agent: &dyn Adapter, event: &str) -> String {
    let command = env.hook_command(agent.id(), event);
    if event == "preToolUse" { format!("{command} || true") } else { command }
}

/// The hooks file as init writes it.
fn hooks_file(agent: &dyn Adapter, env: &InstallEnv) -> String {
    let matcher = tool_matcher(agent, &env.lesson_tools);
    let mut hooks = serde_json::Map::new();
    for event in EVENTS {
        let mut entry = json!({
            "type": "command",
            "bash": entry_command(env, agent, event),
            "timeoutSec": install::json::HOOK_TIMEOUT_SECONDS,
        });
        if TOOL_EVENTS.contains(&event) {
            entry["matcher"] = matcher.clone().into();
        }
        hooks.insert(event.to_string(), json!([entry]));
    }
    let file = json!({
        "description": format!("Written by {OWNED_MARKER}; `agent-trace uninstall` removes it."),
        "version": 1,
        "hooks": hooks,
    });
    serde_json::to_string_pretty(&file).unwrap_or_default() + "\n"
}

pub fn plan_hooks(agent: &dyn Adapter, env: &InstallEnv) -> Result<FileChange, install::Error> {
    owned_file(agent.id(), hooks_path(env), hooks_file(agent, env), "hooks file")
}

pub fn inspect(agent: &dyn Adapter, env: &InstallEnv, mcp: bool) -> Result<Installation, install::Error> {
    let path = hooks_path(env);
    let wanted: Value = serde_json::from_str(&hooks_file(agent, env)).unwrap_or_default();
    let mut installation = Installation { config: path.clone(), ..Installation::default() };
    let entries = |file: &Value| -> Vec<(String, String, Option<String>)> {
        let Some(hooks) = file["hooks"].as_object() else { return Vec::new() };
        hooks
            .iter()
            .flat_map(|(event, list)| list.as_array().into_iter().flatten().map(move |entry| (event, entry)))
            .filter_map(|(event, entry)| {
                let command = entry["bash"].as_str().or(entry["command"].as_str())?;
                Some((event.clone(), command.to_string(), entry["matcher"].as_str().map(str::to_string)))
            })
            .collect()
    };
    installation.expected = entries(&wanted).into_iter().map(|(event, command, _)| (event, command)).collect();
    match read_optional(&path)? {
        None => installation.missing_files.push(path.clone()),
        Some(bytes) => match serde_json::from_slice::<Value>(&bytes) {
            Ok(found) => {
                for (event, command, matcher) in entries(&found) {
                    installation.matchers.push((event.clone(), matcher));
                    installation.found.push((event, command));
                }
            }
            Err(e) => installation
                .problems
                .push(Problem::fixable(format!("{} is not JSON ({e}); Copilot CLI skips it", path.display()))),
        },
    }
    if hooks_disabled(env)? {
        installation.problems.push(Problem::yours(
            format!(
                "{} sets \"disableAllHooks\": true; no hook runs, agent-trace's included",
                settings_path(env).display()
            ),
            "remove the setting (or set it to false), then run `agent-trace doctor` again".into(),
        ));
    }
    MCP.inspect(&mcp_config_path(env), env, mcp, &mut installation)?;
    Ok(installation)
}

/// Whether the person's settings turn every hook off. The file is JSON with comments.
fn hooks_disabled(env: &InstallEnv) -> Result<bool, install::Error> {
    let path = settings_path(env);
    let Some(bytes) = read_optional(&path)? else { return Ok(false) };
    let root = install::json::parse(&path, install::text_of(&path, &bytes)?, false)?;
    let settings = root.value().and_then(|v| v.to_serde_value()).unwrap_or_default();
    Ok(settings["disableAllHooks"] == Value::Bool(true))
}
