//! `~/.hermes/config.yaml`: one shell hook at `pre_llm_call`, the only event where Hermes takes
//! context. Comments and key order are kept (see `yaml.rs`).

use std::path::PathBuf;

use super::yaml;
use crate::agents::Installation;
use crate::files::install::{self, ConfigFile, FileChange, InstallEnv, restore_or};

/// Recall at `pre_llm_call`; the evidence ledger at `post_tool_call`.
pub const EVENTS: [&str; 2] = ["pre_llm_call", "post_tool_call"];
/// With `[recall] pre_tool = "hold-once"`: a tool call's lessons, as the reason a call is held.
pub const HOLD_EVENT: &str = "pre_tool_call";

/// The events whose hooks this install has.
pub fn events(env: &InstallEnv) -> Vec<&'static str> {
    EVENTS.iter().copied().chain(env.hold_once.then_some(HOLD_EVENT)).collect()
}

pub fn config_path(env: &InstallEnv) -> PathBuf {
    env.agent_dir("HERMES_HOME", ".hermes").join("config.yaml")
}

pub fn wanted(env: &InstallEnv) -> Vec<(&'static str, String)> {
    events(env).into_iter().map(|e| (e, env.hook_command("hermes", e))).collect()
}

/// The shell hooks, and with `mcp` the MCP server (`mcp_servers.agent-trace`): one change, one file.
pub fn plan_install(env: &InstallEnv, mcp: bool) -> Result<FileChange, install::Error> {
    let file = ConfigFile::read(config_path(env))?;
    let mut after = yaml::add_hooks(&file.path, &file.text, &wanted(env))?;
    let events = events(env);
    let mut summary = format!("{} shell hooks ({})", events.len(), events.join(", "));
    if mcp {
        after = yaml::add_mcp(&file.path, &after, &env.mcp_binary())?;
        summary += &format!("; mcp_servers.{}", InstallEnv::MCP_NAME);
    }
    Ok(file.change("hermes", after, summary))
}

pub fn plan_uninstall(env: &InstallEnv) -> Result<FileChange, install::Error> {
    let path = config_path(env);
    let file = path.clone();
    restore_or("hermes", &path, env, move |current| {
        let without_hooks = yaml::remove_hooks(&file, install::text_of(&file, current)?)?;
        Ok(Some(yaml::remove_mcp(&file, &without_hooks)?.into_bytes()))
    })
}

pub fn inspect(env: &InstallEnv, mcp: bool) -> Result<Installation, install::Error> {
    let path = config_path(env);
    let ConfigFile { path, text, .. } = ConfigFile::read(path)?;
    let config = yaml::parse_config(&path, &text)?;
    let found = yaml::our_items(&config);
    let expected: Vec<(String, String)> = wanted(env).into_iter().map(|(e, c)| (e.to_string(), c)).collect();
    let mut installation = Installation { config: path, found, expected, ..Installation::default() };
    crate::agents::mcp::note(&mut installation, yaml::our_mcp(&config).flatten().as_deref(), env, mcp);
    Ok(installation)
}
