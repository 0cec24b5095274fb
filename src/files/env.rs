//! Every environment variable agent-trace reads, in one place, so tests can see and fix them.

use std::ffi::OsString;

/// Private data directory (candidates, global lessons, hits, logs). Overrides the XDG default.
pub const AGENT_TRACE_HOME: &str = "AGENT_TRACE_HOME";
/// Fixed "now" as RFC 3339, so that tests and reproducible runs get the same bytes out.
pub const AGENT_TRACE_NOW: &str = "AGENT_TRACE_NOW";
pub const XDG_DATA_HOME: &str = "XDG_DATA_HOME";
pub const HOME: &str = "HOME";
/// Set (to anything but empty): no color, whatever the terminal (no-color.org).
pub const NO_COLOR: &str = "NO_COLOR";
/// Set to anything but `0`: color even when the output is not a terminal.
pub const CLICOLOR_FORCE: &str = "CLICOLOR_FORCE";

pub fn var_os(name: &str) -> Option<OsString> {
    std::env::var_os(name).filter(|v| !v.is_empty())
}

pub fn var(name: &str) -> Option<String> {
    var_os(name).and_then(|v| v.into_string().ok())
}
/// The hook's internal deadline in milliseconds (default [`crate::commands::hook::DEFAULT_DEADLINE_MS`]).
pub const AGENT_TRACE_HOOK_DEADLINE_MS: &str = "AGENT_TRACE_HOOK_DEADLINE_MS";
/// Set by `doctor` (and an agent judge) for its dry runs of the installed hooks: answer, record
/// nothing. Only the token from the private data dir counts (`home::dry_run_token`).
pub const AGENT_TRACE_DRY_RUN: &str = "AGENT_TRACE_DRY_RUN";
/// The size of lessons file above which the hook streams it and leaves building its index to a
/// process of its own (default `recall::index::HOOK_BUILD_LIMIT`): for tests on a small file.
pub const AGENT_TRACE_INDEX_BUILD_LIMIT: &str = "AGENT_TRACE_INDEX_BUILD_LIMIT";
