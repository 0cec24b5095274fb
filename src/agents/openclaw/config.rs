//! OpenClaw: the plugin under `~/.openclaw/extensions/agent-trace/` and its entry in
//! `openclaw.json` (JSON5; comments kept): enabled, with `hooks.allowConversationAccess` (a
//! non-bundled plugin needs it for `before_prompt_build`). OpenClaw 2026.9 loads a local plugin
//! only when `plugins.allow` lists it; that list is exclusive (bundled plugins too), so
//! `"agent-trace"` is added to an existing list but a list is never created. No key OpenClaw does
//! not know is added (its validation is strict).

use std::path::PathBuf;

use jsonc_parser::cst::CstInputValue;

use crate::agents::mcp::{JsonMcp, command_and_args};
use crate::agents::{Installation, Problem, plugin};
use crate::files::install::{
    self, ConfigFile, FileChange, InstallEnv, json, owned_file, read_optional, remove_owned, restore_or,
};

pub const PLUGIN_ID: &str = "agent-trace";
const INDEX_JS: &str = include_str!("plugin/index.js");

pub fn state_dir(env: &InstallEnv) -> PathBuf {
    env.agent_dir("OPENCLAW_STATE_DIR", ".openclaw")
}

pub fn config_path(env: &InstallEnv) -> PathBuf {
    match crate::files::env::var_os("OPENCLAW_CONFIG_PATH").filter(|_| env.use_agent_env) {
        Some(path) => PathBuf::from(path),
        None => state_dir(env).join("openclaw.json"),
    }
}

pub fn plugin_dir(env: &InstallEnv) -> PathBuf {
    state_dir(env).join("extensions").join(PLUGIN_ID)
}

fn plugin_files(env: &InstallEnv) -> Vec<(PathBuf, String)> {
    let dir = plugin_dir(env);
    let package = serde_json::json!({
        "name": "agent-trace-openclaw",
        "description": "Written by agent-trace init, removed by agent-trace uninstall.",
        "version": env!("CARGO_PKG_VERSION"),
        "private": true,
        "type": "module",
        "openclaw": { "extensions": ["./index.js"] }
    });
    let manifest = serde_json::json!({
        "id": PLUGIN_ID,
        "name": "agent-trace",
        "description": "Hands this team's recorded lessons to the model before prompts and tool calls (written by agent-trace init).",
        "configSchema": { "type": "object", "additionalProperties": false, "properties": {} },
        "activation": { "onStartup": true }
    });
    let pretty = |v: serde_json::Value| format!("{}\n", serde_json::to_string_pretty(&v).expect("serializes"));
    vec![
        (dir.join("package.json"), pretty(package)),
        (dir.join("openclaw.plugin.json"), pretty(manifest)),
        (dir.join("index.js"), plugin::source("openclaw", INDEX_JS, env)),
    ]
}

pub fn plan_install(env: &InstallEnv, mcp: bool) -> Result<Vec<FileChange>, install::Error> {
    let mut changes = Vec::new();
    for (path, content) in plugin_files(env) {
        changes.push(owned_file("openclaw", path, content, "plugin file")?);
    }
    changes.push(plan_config(env, mcp)?);
    Ok(changes)
}

/// `mcp.servers["agent-trace"]`: OpenClaw's own registry of MCP servers for its agent runs.
pub const MCP: JsonMcp = JsonMcp {
    path: &["mcp", "servers", InstallEnv::MCP_NAME],
    value: |env| CstInputValue::Object(crate::agents::mcp::command_members(env)),
    argv: command_and_args,
    strict: false,
};

fn plan_config(env: &InstallEnv, mcp: bool) -> Result<FileChange, install::Error> {
    let file = ConfigFile::read(config_path(env))?;
    let (path, text) = (&file.path, &file.text);
    let after = if text.trim().is_empty() && !mcp {
        format!(
            "{}\n",
            serde_json::to_string_pretty(&serde_json::json!({"plugins": {"entries": {PLUGIN_ID: entry_json()}}}))
                .expect("serializes")
        )
    } else {
        let text = if text.trim().is_empty() { "{}\n" } else { text };
        let root = json::parse(path, text, false)?;
        json::refuse_duplicates(path, &root, &[&["plugins", "entries", PLUGIN_ID], &["plugins", "allow"]])?;
        let unsupported = |what: &str| install::Error::Unsupported {
            path: path.clone(),
            message: format!("`{what}` is not {}", if what.ends_with("allow") { "a list" } else { "an object" }),
            snippet: "plugins: { entries: { \"agent-trace\": { enabled: true } } }".into(),
        };
        let plugins =
            json::root_object(path, &root)?.object_value_or_create("plugins").ok_or_else(|| unsupported("plugins"))?;
        let entries = plugins.object_value_or_create("entries").ok_or_else(|| unsupported("plugins.entries"))?;
        match entries.object_value(PLUGIN_ID) {
            None if entries.get(PLUGIN_ID).is_none() => {
                entries.append(PLUGIN_ID, entry_value());
            }
            // `false` (or `true`) is a decision you wrote down, and stays; anything else is no entry.
            None if entries.get(PLUGIN_ID).and_then(|p| p.value()).is_some_and(|v| v.as_boolean_lit().is_some()) => {}
            None => return Err(unsupported("plugins.entries.agent-trace")),
            Some(entry) => {
                let hooks = entry
                    .object_value_or_create("hooks")
                    .ok_or_else(|| unsupported("plugins.entries.agent-trace.hooks"))?;
                // What init needs is added; a value you set (even `false`) is yours and stays.
                if hooks.get("allowConversationAccess").is_none() {
                    hooks.append("allowConversationAccess", CstInputValue::Bool(true));
                }
            }
        }
        if plugins.get("allow").is_some() && plugins.array_value("allow").is_none() {
            return Err(unsupported("plugins.allow"));
        }
        if let Some(allow) = plugins.array_value("allow")
            && !allow.elements().iter().any(|e| json::string_value(e).as_deref() == Some(PLUGIN_ID))
        {
            allow.append(CstInputValue::String(PLUGIN_ID.into()));
        }
        if mcp {
            json::refuse_duplicates(path, &root, &[MCP.path])?;
            json::ensure_mcp_entry(path, &root, MCP.path, (MCP.value)(env), MCP.argv)?;
        }
        root.to_string()
    };
    let summary = if mcp {
        "plugins.entries[\"agent-trace\"] enabled; mcp.servers[\"agent-trace\"]"
    } else {
        "plugins.entries[\"agent-trace\"] enabled"
    };
    Ok(file.change("openclaw", after, summary.into()))
}

/// `{enabled: true, hooks: {allowConversationAccess: true}}`
fn entry_value() -> CstInputValue {
    CstInputValue::Object(vec![
        ("enabled".into(), CstInputValue::Bool(true)),
        ("hooks".into(), CstInputValue::Object(vec![("allowConversationAccess".into(), CstInputValue::Bool(true))])),
    ])
}

fn entry_json() -> serde_json::Value {
    serde_json::json!({"enabled": true, "hooks": {"allowConversationAccess": true}})
}

fn is_our_entry(text: &str) -> bool {
    let parsed = jsonc_parser::parse_to_ast(text, &Default::default(), &Default::default()).ok();
    parsed.and_then(|p| p.value).map(serde_json::Value::from) == Some(entry_json())
}

fn conversation_access(entry: &jsonc_parser::cst::CstObject) -> bool {
    entry
        .object_value("hooks")
        .and_then(|h| h.get("allowConversationAccess"))
        .and_then(|p| p.value())
        .and_then(|v| v.as_boolean_lit())
        .is_some_and(|b| b.value())
}

pub fn plan_uninstall(env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
    let mut changes: Vec<FileChange> =
        plugin_files(env).into_iter().map(|(path, _)| remove_owned("openclaw", path)).collect::<Result<_, _>>()?;
    let path = config_path(env);
    let file = path.clone();
    changes.push(restore_or("openclaw", &path, env, move |current| {
        let root = json::parse(&file, install::text_of(&file, current)?, false)?;
        if let Some(plugins) = root.object_value().and_then(|o| o.object_value("plugins")) {
            // Only the entry init writes goes: one you made or changed (`"agent-trace": false`,
            // other settings) is yours.
            if let Some(entry) = plugins.object_value("entries").and_then(|e| e.get(PLUGIN_ID))
                && entry.value().is_some_and(|v| is_our_entry(&v.to_string()))
            {
                entry.remove();
            }
            if let Some(allow) = plugins.array_value("allow") {
                allow
                    .elements()
                    .into_iter()
                    .filter(|e| json::string_value(e).as_deref() == Some(PLUGIN_ID))
                    .for_each(|e| e.remove());
            }
        }
        json::remove_mcp_entry(&root, MCP.path, MCP.argv);
        Ok(Some(root.to_string().into_bytes()))
    })?);
    Ok(changes)
}

pub fn inspect(env: &InstallEnv, mcp: bool) -> Result<Installation, install::Error> {
    let path = config_path(env);
    let mut installation = Installation { config: path.clone(), ..Installation::default() };
    let expected_command = format!("{} hook openclaw", crate::files::shell::quote(&env.binary.to_string_lossy()));
    installation.expected.push(("plugin".into(), expected_command.clone()));
    let index = plugin_dir(env).join("index.js");
    match read_optional(&index)? {
        Some(source) if String::from_utf8_lossy(&source).contains("[\"hook\", \"openclaw\", event]") => {
            installation
                .found
                .push(("plugin".into(), plugin::installed_command(&String::from_utf8_lossy(&source), "openclaw")));
        }
        _ => installation.missing_files.push(index),
    }
    if let Some(bytes) = read_optional(&path)? {
        let root = json::parse(&path, install::text_of(&path, &bytes)?, false)?;
        let plugins = root.object_value().and_then(|o| o.object_value("plugins"));
        let enabled = plugins
            .as_ref()
            .and_then(|p| p.object_value("entries"))
            .and_then(|e| e.object_value(PLUGIN_ID))
            .is_some_and(|entry| {
                entry.get("enabled").and_then(|p| p.value()).and_then(|v| v.as_boolean_lit()).is_none_or(|b| b.value())
            });
        if !enabled {
            installation.problems.push(Problem::fixable(format!(
                "{}: plugins.entries[\"agent-trace\"] is missing or disabled",
                path.display()
            )));
        }
        let entry = plugins.as_ref().and_then(|p| p.object_value("entries")).and_then(|e| e.object_value(PLUGIN_ID));
        if entry.is_some_and(|e| !conversation_access(&e)) {
            installation.problems.push(Problem::yours(
                format!(
                    "{}: plugins.entries[\"agent-trace\"].hooks.allowConversationAccess is not true, so prompt \
                     lessons cannot reach the model",
                    path.display()
                ),
                "set it to true (yours to set: init never flips a value you wrote)".into(),
            ));
        }
        match plugins.as_ref().and_then(|p| p.array_value("allow")) {
            Some(allow) if !allow.elements().iter().any(|e| json::string_value(e).as_deref() == Some(PLUGIN_ID)) => {
                installation
                    .problems
                    .push(Problem::fixable(format!("{}: plugins.allow does not list \"agent-trace\"", path.display())));
            }
            Some(_) => {}
            // The list is exclusive, so init never creates one: the fix keeps every plugin you have.
            None => {
                let mut ids = vec![PLUGIN_ID.to_string()];
                ids.extend(other_plugin_ids(env));
                let list = ids.iter().map(|id| serde_json::Value::from(id.as_str()).to_string()).collect::<Vec<_>>();
                installation.problems.push(Problem::yours(
                    format!(
                        "{}: plugins.allow is not set, and OpenClaw loads a local plugin only when that list names it",
                        path.display()
                    ),
                    format!(
                        "add `plugins: {{ allow: [{}] }}` (every plugin you use, and agent-trace)",
                        list.join(", ")
                    ),
                ));
            }
        }
    }
    MCP.inspect(&path, env, mcp, &mut installation)?;
    Ok(installation)
}

/// The ids of the other plugins in OpenClaw's extensions folder (a manifest's `id`, else the
/// folder's name), sorted.
fn other_plugin_ids(env: &InstallEnv) -> Vec<String> {
    let Some(dir) = plugin_dir(env).parent().map(std::path::Path::to_path_buf) else { return Vec::new() };
    let mut ids: Vec<String> = fs_err::read_dir(&dir)
        .map(|entries| {
            entries
                .flatten()
                .filter(|e| e.path().is_dir())
                .map(|e| {
                    let manifest = fs_err::read(e.path().join("openclaw.plugin.json")).ok();
                    manifest
                        .and_then(|m| serde_json::from_slice::<serde_json::Value>(&m).ok())
                        .and_then(|m| m["id"].as_str().map(str::to_string))
                        .unwrap_or_else(|| e.file_name().to_string_lossy().into_owned())
                })
                .filter(|id| id != PLUGIN_ID)
                .collect()
        })
        .unwrap_or_default();
    ids.sort();
    ids
}
