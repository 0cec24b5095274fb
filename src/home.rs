//! The private data directory: never committed, never shared.

use std::path::PathBuf;

use crate::env;

#[derive(Debug, thiserror::Error)]
#[error(
    "cannot tell where agent-trace keeps its private data: none of {}, {}, {} is set",
    env::AGENT_TRACE_HOME,
    env::XDG_DATA_HOME,
    env::HOME
)]
pub struct NoDataDir;

/// `$AGENT_TRACE_HOME`, else `$XDG_DATA_HOME/agent-trace`, else `~/.local/share/agent-trace`.
pub fn data_dir() -> Result<PathBuf, NoDataDir> {
    if let Some(dir) = env::var_os(env::AGENT_TRACE_HOME) {
        return Ok(PathBuf::from(dir));
    }
    if let Some(dir) = env::var_os(env::XDG_DATA_HOME) {
        return Ok(PathBuf::from(dir).join("agent-trace"));
    }
    env::var_os(env::HOME).map(|home| PathBuf::from(home).join(".local/share/agent-trace")).ok_or(NoDataDir)
}

/// Lessons that apply in every repository.
pub fn global_lessons_file() -> Result<PathBuf, NoDataDir> {
    Ok(data_dir()?.join("lessons.jsonl"))
}

/// Candidate lessons waiting for a person's approval.
pub fn candidates_file() -> Result<PathBuf, NoDataDir> {
    Ok(data_dir()?.join("candidates.jsonl"))
}
