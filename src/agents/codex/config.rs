//! `~/.codex/hooks.json` (our entries appended at the end: Codex keys its trust on position) and,
//! for Codex builds before hooks were on by default, `[features] codex_hooks = true` in
//! `config.toml`, edited with toml_edit so comments survive.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use toml_edit::{DocumentMut, Item, Table, value};

use crate::files::install::record::InstallRecord;
use crate::files::install::{self, ConfigFile, FileChange, InstallEnv, restore_or};

/// Recall at the first three; the evidence ledger at the rest.
pub const EVENTS: [&str; 5] = ["SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse", "Stop"];
/// The events about one tool call, which get a matcher.
pub const TOOL_EVENTS: [&str; 2] = ["PreToolUse", "PostToolUse"];
/// Codex builds before this needed the feature flag (roughly 0.12x and older; not certain).
const HOOKS_ON_BY_DEFAULT_FROM: (u64, u64) = (0, 130);

pub fn codex_home(env: &InstallEnv) -> PathBuf {
    env.agent_dir("CODEX_HOME", ".codex")
}

pub fn hooks_path(env: &InstallEnv) -> PathBuf {
    codex_home(env).join("hooks.json")
}

pub fn config_path(env: &InstallEnv) -> PathBuf {
    codex_home(env).join("config.toml")
}

/// What `config.toml` says about hooks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HooksFlag {
    /// `[features] hooks = false` or `codex_hooks = false`: the person turned hooks off.
    Off,
    On,
    Unset,
}

pub fn hooks_flag(doc: &DocumentMut) -> HooksFlag {
    let features = doc.get("features").and_then(Item::as_table_like);
    let flag = |key: &str| features.and_then(|f| f.get(key)).and_then(Item::as_bool);
    match (flag("hooks"), flag("codex_hooks")) {
        (Some(false), _) | (_, Some(false)) => HooksFlag::Off,
        (Some(true), _) | (_, Some(true)) => HooksFlag::On,
        _ => HooksFlag::Unset,
    }
}

pub fn parse_toml(path: &Path, text: &str) -> Result<DocumentMut, install::Error> {
    text.parse::<DocumentMut>().map_err(|e| {
        let (line, column) = e
            .span()
            .map(|span| {
                let before = &text[..span.start.min(text.len())];
                (before.matches('\n').count() + 1, before.len() - before.rfind('\n').map_or(0, |n| n + 1) + 1)
            })
            .unwrap_or((0, 0));
        install::Error::Parse { path: path.to_path_buf(), line, column, message: e.message().to_string() }
    })
}

/// The installed Codex version, from `codex --version` (`codex-cli 0.128.0`), if it answers in time.
pub fn installed_version() -> Option<(u64, u64)> {
    let mut command = Command::new("codex");
    command.arg("--version");
    let finished = crate::files::shell::run_command(&mut command, Vec::new(), Some(Duration::from_secs(5))).ok()?;
    parse_version(&String::from_utf8_lossy(&finished.output.stdout))
}

pub fn parse_version(text: &str) -> Option<(u64, u64)> {
    let word = text.split_whitespace().find(|w| w.chars().next().is_some_and(|c| c.is_ascii_digit()))?;
    let mut parts = word.split('.');
    Some((parts.next()?.parse().ok()?, parts.next()?.parse().ok()?))
}

/// The `config.toml` change: turn hooks on for a build that needs the flag and has none, and
/// register the MCP server (`[mcp_servers.agent-trace]`) when `mcp`. One change for both, since
/// they edit one file.
pub fn plan_config(
    env: &InstallEnv,
    version: Option<(u64, u64)>,
    mcp: bool,
) -> Result<Option<FileChange>, install::Error> {
    let flag = version.filter(|v| *v < HOOKS_ON_BY_DEFAULT_FROM);
    if flag.is_none() && !mcp {
        return Ok(None);
    }
    let file = ConfigFile::read(config_path(env))?;
    let mut doc = parse_toml(&file.path, &file.text)?;
    let mut said = Vec::new();
    if let Some(version) = flag.filter(|_| hooks_flag(&doc) == HooksFlag::Unset) {
        let features = doc.entry("features").or_insert_with(|| Item::Table(Table::new()));
        let Some(features) = features.as_table_like_mut() else {
            return Err(install::Error::Unsupported {
                path: file.path,
                message: "`features` is not a table".into(),
                snippet: "[features]\ncodex_hooks = true".into(),
            });
        };
        features.insert("codex_hooks", value(true));
        said.push(format!("[features] codex_hooks = true (Codex {}.{} needs it for hooks)", version.0, version.1));
    }
    if mcp {
        set_mcp_server(&file.path, &mut doc, env)?;
        said.push(format!("[mcp_servers.{}]", InstallEnv::MCP_NAME));
    }
    if said.is_empty() {
        return Ok(None);
    }
    Ok(Some(file.change("codex", doc.to_string(), said.join("; "))))
}

/// `[mcp_servers.agent-trace]` running `<binary> mcp`; a server of that name someone else set up
/// is refused.
fn set_mcp_server(path: &Path, doc: &mut DocumentMut, env: &InstallEnv) -> Result<(), install::Error> {
    let unsupported = |message: &str| install::Error::Unsupported {
        path: path.to_path_buf(),
        message: message.into(),
        snippet: format!("[mcp_servers.{}]\ncommand = {:?}\nargs = [\"mcp\"]", InstallEnv::MCP_NAME, env.mcp_binary()),
    };
    if mcp_server(doc) == Some(false) {
        return Err(unsupported("`mcp_servers.agent-trace` is an MCP server someone else set up"));
    }
    let servers = doc.entry("mcp_servers").or_insert_with(|| {
        let mut table = Table::new();
        table.set_implicit(true);
        Item::Table(table)
    });
    let servers = servers.as_table_like_mut().ok_or_else(|| unsupported("`mcp_servers` is not a table"))?;
    let mut server = Table::new();
    server.insert("command", value(env.mcp_binary()));
    server.insert("args", value(toml_edit::Array::from_iter(["mcp"])));
    servers.insert(InstallEnv::MCP_NAME, Item::Table(server));
    Ok(())
}

/// Whether `[mcp_servers.agent-trace]` is there: `Some(true)` ours, `Some(false)` someone else's.
pub fn mcp_server(doc: &DocumentMut) -> Option<bool> {
    let server = doc.get("mcp_servers")?.get(InstallEnv::MCP_NAME)?;
    let program = server.get("command").and_then(Item::as_str).unwrap_or_default();
    let args: Vec<String> = server
        .get("args")
        .and_then(Item::as_array)
        .map(|a| a.iter().filter_map(|v| v.as_str().map(String::from)).collect())
        .unwrap_or_default();
    Some(InstallEnv::is_our_mcp(program, &args))
}

/// Takes the feature flag out again, only if init put it there (a flag the person set stays), and
/// agent-trace's MCP server.
pub fn plan_remove_config(env: &InstallEnv) -> Result<Option<FileChange>, install::Error> {
    let path = config_path(env);
    if !InstallRecord::load(&env.data_dir)?.contains(&path) {
        return Ok(None);
    }
    let file = path.clone();
    let change = restore_or("codex", &path, env, move |current| {
        let mut doc = parse_toml(&file, install::text_of(&file, current)?)?;
        if let Some(features) = doc.get_mut("features").and_then(Item::as_table_like_mut) {
            features.remove("codex_hooks");
        }
        if mcp_server(&doc) == Some(true)
            && let Some(servers) = doc.get_mut("mcp_servers").and_then(Item::as_table_like_mut)
        {
            servers.remove(InstallEnv::MCP_NAME);
            if servers.is_empty() {
                doc.remove("mcp_servers");
            }
        }
        Ok(Some(doc.to_string().into_bytes()))
    })?;
    Ok(Some(change))
}
