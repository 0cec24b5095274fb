//! agent-trace's MCP server in an agent's own MCP config: the fallback where hooks cannot hand a
//! lesson over at some moment (Hermes at tool time), or are off or not yet approved. The entry is
//! `agent-trace` running `<binary> mcp`; one of that name that runs anything else is someone
//! else's and never touched. Shared by the agents whose MCP config is JSON (Claude Code's
//! `~/.claude.json`, OpenCode's `opencode.json`).

use std::path::{Path, PathBuf};

use jsonc_parser::cst::CstInputValue;
use serde_json::Value;

use super::Installation;
use crate::files::install::json::{self, McpEntry};
use crate::files::install::{self, ConfigFile, FileChange, InstallEnv, restore_or};

/// How one agent spells the entry.
pub struct JsonMcp {
    /// Where the entry lives: `["mcpServers", "agent-trace"]`.
    pub path: &'static [&'static str],
    /// The entry for this binary.
    pub value: fn(&InstallEnv) -> CstInputValue,
    /// The entry taken apart into program and arguments.
    pub argv: json::Argv,
    /// Plain JSON only (a strict reader), or JSONC.
    pub strict: bool,
}

/// `"command": "<this binary>", "args": ["mcp"]`: the members every JSON config's entry has, in
/// the order written.
pub fn command_members(env: &InstallEnv) -> Vec<(String, CstInputValue)> {
    vec![
        ("command".into(), CstInputValue::String(env.mcp_binary())),
        ("args".into(), CstInputValue::Array(vec![CstInputValue::String("mcp".into())])),
    ]
}

/// `"command": "<program>", "args": [...]` (Claude Code, Codex, Hermes).
pub fn command_and_args(value: &Value) -> Option<(String, Vec<String>)> {
    let args = value
        .get("args")
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(|v| v.as_str().map(String::from)).collect());
    Some((value.get("command")?.as_str()?.to_string(), args.unwrap_or_default()))
}

/// `"command": ["<program>", ...args]` (OpenCode).
pub fn command_array(value: &Value) -> Option<(String, Vec<String>)> {
    let words: Vec<String> =
        value.get("command")?.as_array()?.iter().filter_map(|v| v.as_str().map(String::from)).collect();
    let (program, args) = words.split_first()?;
    Some((program.clone(), args.to_vec()))
}

impl JsonMcp {
    pub fn plan_install(
        &self,
        agent: &'static str,
        path: PathBuf,
        env: &InstallEnv,
    ) -> Result<FileChange, install::Error> {
        let file = ConfigFile::read(path)?;
        let text = if file.text.trim().is_empty() { "{}\n" } else { &file.text };
        let root = json::parse(&file.path, text, self.strict)?;
        json::refuse_duplicates(&file.path, &root, &[self.path])?;
        json::ensure_mcp_entry(&file.path, &root, self.path, (self.value)(env), self.argv)?;
        Ok(file.change(
            agent,
            root.to_string(),
            format!("MCP server `{}` ({})", InstallEnv::MCP_NAME, self.path.join(".")),
        ))
    }

    pub fn plan_uninstall(
        &self,
        agent: &'static str,
        path: &Path,
        env: &InstallEnv,
    ) -> Result<FileChange, install::Error> {
        let file = path.to_path_buf();
        let (entry, argv, strict) = (self.path, self.argv, self.strict);
        restore_or(agent, path, env, move |current| {
            let root = json::parse(&file, install::text_of(&file, current)?, strict)?;
            json::remove_mcp_entry(&root, entry, argv);
            Ok(Some(root.to_string().into_bytes()))
        })
    }

    /// Adds what doctor needs to know to `installation`: the entry found, and whether init wants one.
    pub fn inspect(
        &self,
        path: &Path,
        env: &InstallEnv,
        wanted: bool,
        installation: &mut Installation,
    ) -> Result<(), install::Error> {
        let ConfigFile { text, .. } = ConfigFile::read(path.to_path_buf())?;
        let found = if text.trim().is_empty() {
            None
        } else {
            match json::mcp_entry(&json::parse(path, &text, self.strict)?, self.path, self.argv) {
                McpEntry::Ours(program) => Some(program),
                _ => None,
            }
        };
        note(installation, found.as_deref(), env, wanted);
        Ok(())
    }
}

/// The name of the MCP server's line in an [`Installation`]'s `found` and `expected`.
pub const ENTRY: &str = "mcp";

/// The MCP entry as doctor shows it: `<program> mcp`.
pub fn command_of(program: &str) -> String {
    format!("{} mcp", crate::files::shell::quote(program))
}

/// The entry init writes for this binary.
pub fn mcp_command(env: &InstallEnv) -> String {
    command_of(&env.mcp_binary())
}

/// Notes what doctor needs: the entry found (`Some(program)`), and whether init wants one.
pub fn note(installation: &mut Installation, found: Option<&str>, env: &InstallEnv, wanted: bool) {
    if wanted {
        installation.expected.push((ENTRY.into(), mcp_command(env)));
    }
    if let Some(program) = found {
        installation.found.push((ENTRY.into(), command_of(program)));
    }
}
