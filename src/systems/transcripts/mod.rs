//! Transcripts: the agents' records of their sessions, read into one model (`crate::model::session`)
//! by each agent's own parser, scanned incrementally (`scan`), and judged by the rules.

mod index;
pub mod scan;
pub mod store;

use std::path::Path;

pub use crate::model::session::*;

/// How much of a transcript's end the hook reads: where the call about to run is.
pub const HOOK_TAIL_BYTES: u64 = 8 << 20;

/// The end of one agent's transcript, for the hook: a regular file only (never a FIFO or a
/// device), read from the first line that starts in its last `tail` bytes.
pub fn parse_tail(agent: &dyn crate::agents::Adapter, path: &Path, tail: u64) -> Option<Session> {
    let rules = crate::files::ReadRules { follow_symlinks: true, owner: None, max_bytes: u64::MAX };
    let meta = crate::files::stat_regular(path, &rules).ok()??;
    let resume = Resume { offset: meta.len().saturating_sub(tail), last_message_id: None };
    let seed = Session { agent: agent.id().into(), source: path.to_path_buf(), resume, ..Session::default() };
    parse(agent, path, vec![seed])?.ok()?.pop()
}

/// Reads a transcript with its agent's parser, reading on from `previous` where the file only
/// grew, and finishes every session the same way (ids, tool kinds, latency) before handing it
/// to `each`, one at a time. `None`: the agent has no parser for this file.
pub fn parse_each(
    agent: &dyn crate::agents::Adapter,
    path: &Path,
    previous: Vec<Session>,
    each: &mut SessionSink<'_>,
) -> Option<std::io::Result<()>> {
    // A session read from nothing (the file was caught empty, or inside its first line) has only
    // fallback fields, such as an id made from the file name: it is read again from the start.
    let previous: Vec<Session> = previous.into_iter().filter(|s| s.resume.offset > 0).collect();
    agent.read_transcript(path, previous, &mut |mut session| {
        session.finish(agent.id(), crate::agents::tool_kind);
        each(session)
    })
}

/// [`parse_each`], collected.
pub fn parse(
    agent: &dyn crate::agents::Adapter,
    path: &Path,
    previous: Vec<Session>,
) -> Option<std::io::Result<Vec<Session>>> {
    let mut sessions = Vec::new();
    let read = parse_each(agent, path, previous, &mut |session| {
        sessions.push(session);
        Ok(())
    })?;
    Some(read.map(|()| sessions))
}

/// The sessions of one transcript file (or database), read by whichever agent's parser takes it.
/// `Ok(None)`: no parser takes it. A FIFO or a device is refused before any parser opens it.
pub fn parse_any(path: &Path) -> Result<Option<Vec<Session>>, crate::files::UnsafeFile> {
    crate::files::check_readable(path)?;
    Ok(crate::agents::ALL.iter().find_map(|agent| match parse(*agent, path, Vec::new()) {
        Some(Ok(sessions)) if sessions.iter().any(|s| !s.turns.is_empty()) => Some(sessions),
        _ => None,
    }))
}
