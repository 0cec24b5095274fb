//! OpenCode: one plugin file of our own, `~/.config/opencode/plugins/agent-trace.js`, which
//! OpenCode loads without any config edit.

use std::path::PathBuf;

use jsonc_parser::cst::CstInputValue;

use crate::agents::mcp::{JsonMcp, command_array};
use crate::agents::{Installation, plugin};
use crate::files::install::{self, FileChange, InstallEnv, owned_file, read_optional, remove_owned};

const PLUGIN_JS: &str = include_str!("plugin/agent-trace.js");

pub fn config_dir(env: &InstallEnv) -> PathBuf {
    match crate::files::env::var_os("XDG_CONFIG_HOME").filter(|_| env.use_agent_env) {
        Some(dir) => PathBuf::from(dir).join("opencode"),
        None => env.home.join(".config/opencode"),
    }
}

pub fn plugin_path(env: &InstallEnv) -> PathBuf {
    config_dir(env).join("plugins").join("agent-trace.js")
}

/// `opencode.jsonc` when that is the one you have, else `opencode.json`: where `"mcp"` lives.
pub fn config_path(env: &InstallEnv) -> PathBuf {
    let jsonc = config_dir(env).join("opencode.jsonc");
    if jsonc.exists() { jsonc } else { config_dir(env).join("opencode.json") }
}

pub const MCP: JsonMcp = JsonMcp {
    path: &["mcp", InstallEnv::MCP_NAME],
    value: |env| {
        CstInputValue::Object(vec![
            ("type".into(), CstInputValue::String("local".into())),
            (
                "command".into(),
                CstInputValue::Array(vec![
                    CstInputValue::String(env.mcp_binary()),
                    CstInputValue::String("mcp".into()),
                ]),
            ),
            ("enabled".into(), CstInputValue::Bool(true)),
        ])
    },
    argv: command_array,
    strict: false,
};

pub fn plan_install(env: &InstallEnv, mcp: bool) -> Result<Vec<FileChange>, install::Error> {
    let mut changes =
        vec![owned_file("opencode", plugin_path(env), plugin::source("opencode", PLUGIN_JS, env), "plugin file")?];
    if mcp {
        changes.push(MCP.plan_install("opencode", config_path(env), env)?);
    }
    Ok(changes)
}

pub fn plan_uninstall(env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
    Ok(vec![remove_owned("opencode", plugin_path(env))?, MCP.plan_uninstall("opencode", &config_path(env), env)?])
}

pub fn inspect(env: &InstallEnv, mcp: bool) -> Result<Installation, install::Error> {
    let path = plugin_path(env);
    let expected = format!("{} hook opencode", crate::files::shell::quote(&env.binary.to_string_lossy()));
    let mut installation =
        Installation { config: path.clone(), expected: vec![("plugin".into(), expected)], ..Installation::default() };
    match read_optional(&path)? {
        Some(source) => installation
            .found
            .push(("plugin".into(), plugin::installed_command(&String::from_utf8_lossy(&source), "opencode"))),
        None => installation.missing_files.push(path),
    }
    MCP.inspect(&config_path(env), env, mcp, &mut installation)?;
    Ok(installation)
}
