//! Cursor's files: `~/.cursor/hooks.json` (`{"version": 1, "hooks": {"<event>": [{"command",
//! "timeout", "matcher"?}]}}`), where agent-trace's entries are appended after the person's own,
//! and `~/.cursor/mcp.json`. `$CURSOR_DATA_DIR` moves `~/.cursor`.
//!
//! Cursor reads hooks.json after cutting `//` to the end of a line, anywhere, strings included:
//! a `//` in what agent-trace writes would make Cursor skip the whole file.

use std::path::PathBuf;

use jsonc_parser::cst::{CstInputValue, CstObject};

use crate::agents::mcp::{JsonMcp, command_and_args};
use crate::agents::{Adapter, Installation, tool_matcher};
use crate::files::install::json::{self as json_edit, HOOK_TIMEOUT_SECONDS, HookEntry, string_value};
use crate::files::install::{self, ConfigFile, FileChange, InstallEnv, restore_or};

/// The tool events, which get a matcher (a regex Cursor tests against `tool_name`).
const TOOL_EVENTS: [&str; 3] = ["preToolUse", "postToolUse", "postToolUseFailure"];

pub fn cursor_home(env: &InstallEnv) -> PathBuf {
    env.agent_dir("CURSOR_DATA_DIR", ".cursor")
}

pub fn hooks_path(env: &InstallEnv) -> PathBuf {
    cursor_home(env).join("hooks.json")
}

pub fn mcp_config_path(env: &InstallEnv) -> PathBuf {
    cursor_home(env).join("mcp.json")
}

pub const MCP: JsonMcp = JsonMcp {
    path: &["mcpServers", InstallEnv::MCP_NAME],
    value: |env| CstInputValue::Object(crate::agents::mcp::command_members(env)),
    argv: command_and_args,
    strict: false,
};

/// The events agent-trace listens to: session start (lessons), the evidence ledger's three, and
/// preToolUse where `[recall] pre_tool = "hold-once"` asks for it (the only way a tool call's
/// lesson reaches the model before the call in Cursor).
fn events(env: &InstallEnv) -> Vec<&'static str> {
    let mut events = vec!["sessionStart"];
    if env.hold_once {
        events.push("preToolUse");
    }
    events.extend(["postToolUse", "postToolUseFailure", "stop"]);
    events
}

fn wanted(agent: &dyn Adapter, env: &InstallEnv) -> Vec<HookEntry> {
    // A tool name a lesson gives that holds `//` (a foreign MCP name) is no Cursor tool, and
    // written into the matcher it would make Cursor skip the whole file.
    let tools: Vec<String> = env.lesson_tools.iter().filter(|t| !t.contains("//")).cloned().collect();
    let matcher = tool_matcher(agent, &tools);
    events(env)
        .into_iter()
        .map(|event| HookEntry {
            event: event.into(),
            matcher: TOOL_EVENTS.contains(&event).then(|| matcher.clone()),
            command: env.hook_command(agent.id(), event),
        })
        .collect()
}

fn entry(wanted: &HookEntry) -> CstInputValue {
    let mut fields = vec![
        ("command".to_string(), CstInputValue::String(wanted.command.clone())),
        ("timeout".to_string(), CstInputValue::Number(HOOK_TIMEOUT_SECONDS.to_string())),
    ];
    fields.extend(wanted.matcher.iter().map(|m| ("matcher".to_string(), CstInputValue::String(m.clone()))));
    CstInputValue::Object(fields)
}

pub fn plan_hooks(agent: &dyn Adapter, env: &InstallEnv) -> Result<FileChange, install::Error> {
    let file = ConfigFile::read(hooks_path(env))?;
    let path = file.path.clone();
    let wanted = wanted(agent, env);
    if let Some(entry) = wanted.iter().find(|w| w.command.contains("//")) {
        return Err(install::Error::Unsupported {
            path,
            message: format!("the hook command `{}` holds `//`, which Cursor cuts as a comment", entry.command),
            snippet: "install agent-trace at a path without `//`".into(),
        });
    }
    let text = if file.text.trim().is_empty() { "{}\n" } else { &file.text };
    let root = json_edit::parse(&path, text, false)?;
    let object = json_edit::root_object(&path, &root)?;
    if object.get("version").is_none() {
        object.insert(0, "version", CstInputValue::Number("1".into()));
    }
    let hooks = object.object_value_or_create("hooks").ok_or_else(|| install::Error::Unsupported {
        path: path.clone(),
        message: "`hooks` is not an object".into(),
        snippet: String::new(),
    })?;
    for w in &wanted {
        if hooks.get(&w.event).and_then(|p| p.value()).is_some_and(|v| v.as_array().is_none()) {
            return Err(install::Error::Unsupported {
                path: path.clone(),
                message: format!("`hooks.{}` is not a list of hooks", w.event),
                snippet: String::new(),
            });
        }
    }
    remove_ours(&hooks);
    for w in &wanted {
        if let Some(list) = hooks.array_value_or_create(&w.event) {
            list.append(entry(w));
        }
    }
    let names: Vec<&str> = wanted.iter().map(|w| w.event.as_str()).collect();
    let summary = format!("{} hook entries ({})", wanted.len(), names.join(", "));
    Ok(file.change(agent.id(), root.to_string(), summary))
}

/// agent-trace's entries, then the lists they leave empty.
fn remove_ours(hooks: &CstObject) {
    for event in hooks.properties() {
        let Some(list) = event.value().and_then(|v| v.as_array()) else { continue };
        let ours: Vec<_> = list.elements().into_iter().filter(is_ours).collect();
        if !ours.is_empty() && ours.len() == list.elements().len() {
            event.remove();
        } else {
            ours.into_iter().for_each(|e| e.remove());
        }
    }
}

fn command_of(entry: &jsonc_parser::cst::CstNode) -> Option<String> {
    entry.as_object()?.get("command")?.value().as_ref().and_then(string_value)
}

fn is_ours(entry: &jsonc_parser::cst::CstNode) -> bool {
    command_of(entry).is_some_and(|c| InstallEnv::is_our_command(&c, "cursor"))
}

pub fn plan_remove_hooks(env: &InstallEnv) -> Result<FileChange, install::Error> {
    let path = hooks_path(env);
    let file = path.clone();
    restore_or("cursor", &path, env, move |current| {
        let root = json_edit::parse(&file, install::text_of(&file, current)?, false)?;
        if let Some(hooks) = root.object_value().and_then(|o| o.object_value("hooks")) {
            remove_ours(&hooks);
        }
        Ok(Some(root.to_string().into_bytes()))
    })
}

pub fn inspect(agent: &dyn Adapter, env: &InstallEnv, mcp: bool) -> Result<Installation, install::Error> {
    let ConfigFile { path, text, .. } = ConfigFile::read(hooks_path(env))?;
    let wanted = wanted(agent, env);
    let mut installation = Installation {
        config: path.clone(),
        expected: wanted.iter().map(|w| (w.event.clone(), w.command.clone())).collect(),
        ..Installation::default()
    };
    if !text.trim().is_empty() {
        let root = json_edit::parse(&path, &text, false)?;
        if let Some(hooks) = root.object_value().and_then(|o| o.object_value("hooks")) {
            for event in hooks.properties() {
                let Some(name) = event.name().and_then(|n| n.decoded_value().ok()) else { continue };
                for entry in event.value().and_then(|v| v.as_array()).map(|l| l.elements()).unwrap_or_default() {
                    let Some(command) = command_of(&entry).filter(|c| InstallEnv::is_our_command(c, "cursor")) else {
                        continue;
                    };
                    let matcher = entry.as_object().and_then(|o| o.get("matcher")).and_then(|p| p.value());
                    installation.matchers.push((name.clone(), matcher.as_ref().and_then(string_value)));
                    installation.found.push((name.clone(), command));
                }
            }
        }
    }
    MCP.inspect(&mcp_config_path(env), env, mcp, &mut installation)?;
    Ok(installation)
}

/// Whether `~/.cursor/hooks.json` (or `$CURSOR_DATA_DIR/hooks.json`) holds agent-trace's entry
/// for `event`, read in the hook, only for a call Cursor made through another agent's entry: a
/// regular file of at most 1 MiB (a FIFO there must not hold the hook), else `false`, and the
/// other entry answers (a lesson twice rather than none).
pub fn has_own_entry(event: &str) -> bool {
    let dir = match crate::files::env::var_os("CURSOR_DATA_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => match crate::files::env::var_os("HOME") {
            Some(home) => PathBuf::from(home).join(".cursor"),
            None => return false,
        },
    };
    let path = dir.join("hooks.json");
    let rules = crate::files::ReadRules { follow_symlinks: true, owner: None, max_bytes: 1 << 20 };
    let Ok(Some(bytes)) = crate::files::read_regular(&path, &rules) else { return false };
    let Ok(text) = std::str::from_utf8(&bytes) else { return false };
    let Ok(root) = json_edit::parse(&path, text, false) else { return false };
    let list = root.object_value().and_then(|o| o.object_value("hooks")).and_then(|h| h.array_value(event));
    list.is_some_and(|l| l.elements().iter().any(is_ours))
}
