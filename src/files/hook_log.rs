//! `hook.log` in the private data dir: where the hook path reports what it could not do, since
//! it must never fail the agent or print to it. Best effort: a log that cannot be written is skipped.

use std::io::Write;
use std::path::Path;

use crate::model::text::printable;

/// Past this size the log is moved to `hook.log.1` (replacing the older one) and started anew.
const MAX_LOG_BYTES: u64 = 1 << 20;

/// Appends one line to `<data_dir>/hook.log`; without a data dir there is nowhere to log.
pub fn log(data_dir: Option<&Path>, agent: &str, event: &str, message: &str) {
    if let Some(dir) = data_dir {
        let _ = try_log(dir, agent, event, message);
    }
}

fn try_log(dir: &Path, agent: &str, event: &str, message: &str) -> std::io::Result<()> {
    let path = dir.join("hook.log");
    if fs_err::metadata(&path).map(|m| m.len() > MAX_LOG_BYTES).unwrap_or(false) {
        let _ = fs_err::rename(&path, dir.join("hook.log.1"));
    }
    let at = crate::files::clock::now().map(|t| t.to_string()).unwrap_or_else(|_| "-".into());
    // One line each, and nothing a terminal would obey when someone reads the log with `cat`.
    let line = format!("{at} {} {} {}\n", printable(agent), printable(event), printable(&message.replace('\n', " ")));
    // One write of one line with O_APPEND: concurrent hooks do not interleave.
    crate::files::open_private_append(&path)?.write_all(line.as_bytes())
}

/// The last `n` lines of the log, for `doctor`.
pub fn tail(dir: &Path, n: usize) -> Vec<String> {
    let text = fs_err::read_to_string(dir.join("hook.log")).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(n)..].iter().map(|l| l.to_string()).collect()
}
