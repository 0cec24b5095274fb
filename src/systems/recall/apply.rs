//! `lessons apply`: the approved lessons every session gets, written into a block of an
//! instruction file (`AGENTS.md`, `CLAUDE.md`) for agents and CI runs that read only those files
//! and never run a hook. The block is chosen, ranked and capped as a session start's recall is,
//! from the project's own lessons only (a global lesson is private, and this file is committed).
//! A second run changes no byte; `--remove` gives the file back its bytes.

use std::path::{Path, PathBuf};
use std::time::Duration;

use super::index::Index;
use super::{Deadline, Query, Scope, Source};
use crate::files::UnsafeFile;
use crate::files::project::Project;
use crate::model::Event;
use crate::systems::lessons::store::Store;

pub const BEGIN: &str = "<!-- agent-trace lessons: begin -->";
pub const END: &str = "<!-- agent-trace lessons: end -->";
/// The instruction files `apply` writes by default: those that exist, or `AGENTS.md`.
pub const DEFAULT_TARGETS: [&str; 2] = ["AGENTS.md", "CLAUDE.md"];
/// An instruction file larger than this is not edited.
const MAX_TARGET_BYTES: u64 = 4 << 20;
/// The agent id the recall runs as: lessons limited to named agents stay out of a file every
/// agent reads.
const APPLY_AGENT: &str = "instruction-file";

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Unsafe(#[from] UnsafeFile),
    #[error(transparent)]
    Lessons(#[from] crate::systems::lessons::Error),
    #[error("{}: not UTF-8 text, so agent-trace does not edit it", path.display())]
    NotUtf8 { path: PathBuf },
    #[error("{}:{line}: `{BEGIN}` has no `{END}` after it", path.display())]
    Unclosed { path: PathBuf, line: usize },
    #[error("{}: recall ran past its deadline", path.display())]
    Deadline { path: PathBuf },
}

impl crate::model::hint::Hint for Error {
    fn hint(&self) -> Option<String> {
        match self {
            Error::Unclosed { .. } => {
                Some(format!("put `{END}` back after the block (or delete the block), then run this again"))
            }
            Error::Unsafe(e) => e.hint(),
            Error::Lessons(e) => e.hint(),
            _ => None,
        }
    }
}

/// One instruction file's planned change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Planned {
    pub path: PathBuf,
    pub before: Option<Vec<u8>>,
    /// `None`: the file goes (it held nothing but the block).
    pub after: Option<Vec<u8>>,
    pub lessons: usize,
}

impl Planned {
    pub fn changes(&self) -> bool {
        self.before != self.after
    }

    pub fn diff(&self) -> String {
        crate::model::text::file_diff(&self.path, self.before.as_deref(), self.after.as_deref())
    }
}

/// The files `apply` writes: `named` (inside the work tree), else the default ones that exist,
/// else `AGENTS.md`.
pub fn targets(project: &Project, named: &[PathBuf]) -> Vec<PathBuf> {
    if !named.is_empty() {
        return named.iter().map(|p| project.root().join(p)).collect();
    }
    let existing: Vec<PathBuf> =
        DEFAULT_TARGETS.iter().map(|n| project.root().join(n)).filter(|p| p.symlink_metadata().is_ok()).collect();
    if existing.is_empty() { vec![project.root().join(DEFAULT_TARGETS[0])] } else { existing }
}

/// Plans the block for `target`: the session-start lessons (or, with `remove`, no block at all).
/// `mcp` adds the line that tells the agent to ask `recall_lessons` before it acts (the
/// committed `[recall] mcp_instruction = true`).
pub fn plan(project: &Project, target: &Path, remove: bool, mcp: bool) -> Result<Planned, Error> {
    project.check_stays_inside(target)?;
    let before = project.read(target, MAX_TARGET_BYTES)?;
    let text = match &before {
        Some(bytes) => std::str::from_utf8(bytes).map_err(|_| Error::NotUtf8 { path: target.to_path_buf() })?,
        None => "",
    };
    let (without, at) = take_block(target, text)?;
    let chosen = if remove { Vec::new() } else { session_start_lessons(project, target)? };
    // No lesson and no MCP line: no block (an old one goes).
    let content =
        if (remove || !mcp) && chosen.is_empty() { without } else { put_block(&without, at, &block(&chosen, mcp)) };
    // A file that held nothing but the block goes with it; none is created to hold nothing.
    let after = (!content.is_empty() || (before.is_some() && at.is_none())).then(|| content.into_bytes());
    Ok(Planned { path: target.to_path_buf(), before, after, lessons: chosen.len() })
}

/// Writes a planned change (atomically, never through a link).
pub fn write(project: &Project, planned: &Planned) -> Result<(), Error> {
    match &planned.after {
        Some(bytes) => {
            project.write(&planned.path, bytes)?;
        }
        None if planned.before.is_some() => {
            fs_err::remove_file(&planned.path).map_err(UnsafeFile::from)?;
        }
        None => {}
    }
    Ok(())
}

/// The approved project lessons a session start would get, ranked and capped the same way.
fn session_start_lessons(project: &Project, target: &Path) -> Result<Vec<super::Recalled>, Error> {
    let parsed = Store::of_project(project.clone()).load()?;
    let index = Index::from_lessons(parsed.lessons.iter());
    let sources = [Source::of(Scope::Project, index)];
    let query = Query {
        agent: APPLY_AGENT.into(),
        events: vec![Event::SessionStart],
        tool_names: Vec::new(),
        subject: String::new(),
        session: None,
        project: None,
    };
    let deadline = Deadline::after(Duration::from_secs(30));
    let (recall, _) = super::recall(&sources, &query, &Default::default(), deadline)
        .map_err(|_| Error::Deadline { path: target.to_path_buf() })?;
    Ok(recall.lessons)
}

/// The block: where the lessons come from, then one line per lesson. Lesson text is other people's:
/// it is put on one line, with anything that could end the block or the comment defused.
fn block(lessons: &[super::Recalled], mcp: bool) -> String {
    let mut out = format!(
        "{BEGIN}\n<!-- Written by `agent-trace lessons apply` from .agent-trace/lessons.jsonl (approved lessons for every \
         session); edit the lessons, not this block. -->\n## Lessons this team recorded from earlier agent mistakes\n\n"
    );
    for lesson in lessons {
        let text = crate::model::text::one_line(&lesson.text).replace("<!--", "<\\!--").replace("-->", "--\\>");
        out += &format!("- {text} [{}]\n", lesson.id);
    }
    if mcp {
        out += &format!("- {}\n", super::MCP_INSTRUCTION);
    }
    out += END;
    out += "\n";
    out
}

/// `text` without its block, and where the block stood (`None`: there was none).
fn take_block(path: &Path, text: &str) -> Result<(String, Option<usize>), Error> {
    let Some(begin) = line_start_of(text, BEGIN) else { return Ok((text.to_string(), None)) };
    let Some(end_rel) = text[begin..].find(END) else {
        return Err(Error::Unclosed { path: path.to_path_buf(), line: text[..begin].matches('\n').count() + 1 });
    };
    let mut end = begin + end_rel + END.len();
    if text[end..].starts_with('\n') {
        end += 1;
    }
    let (before, after) = (&text[..begin], &text[end..]);
    // The separator `put_block` added at the end of a file goes with the block.
    if after.is_empty() {
        let before = before.strip_suffix('\n').unwrap_or(before);
        let ended_with_newline = text.ends_with('\n');
        let before = if ended_with_newline { before } else { before.strip_suffix('\n').unwrap_or(before) };
        return Ok((before.to_string(), Some(before.len())));
    }
    Ok((format!("{before}{after}"), Some(begin)))
}

fn line_start_of(text: &str, marker: &str) -> Option<usize> {
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        if line.trim_end_matches(['\n', '\r']) == marker {
            return Some(at);
        }
        at += line.len();
    }
    None
}

/// `text` with `block` where the old one stood, else at the end after a blank line (a file that
/// did not end with a newline keeps not ending with one).
fn put_block(text: &str, at: Option<usize>, block: &str) -> String {
    match at {
        Some(at) if at < text.len() => format!("{}{block}{}", &text[..at], &text[at..]),
        _ if text.is_empty() => block.to_string(),
        _ if text.ends_with('\n') => format!("{text}\n{block}"),
        _ => format!("{text}\n\n{}", block.strip_suffix('\n').unwrap_or(block)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(original: &str) {
        let path = Path::new("AGENTS.md");
        let (without, at) = take_block(path, original).unwrap();
        assert_eq!((without.as_str(), at), (original, None));
        let block = "<!-- agent-trace lessons: begin -->\n- x [0000000a]\n<!-- agent-trace lessons: end -->\n";
        let applied = put_block(original, None, block);
        let (again, at) = take_block(path, &applied).unwrap();
        assert_eq!(again, original, "remove gives back the bytes of {original:?} (applied: {applied:?})");
        assert_eq!(put_block(&again, at, block), applied, "a second apply changes nothing");
    }

    #[test]
    fn remove_gives_back_the_bytes() {
        for original in ["", "# Notes\n", "# Notes", "# Notes\n\n", "a\r\nb\r\n"] {
            round_trip(original);
        }
    }

    #[test]
    fn a_block_in_the_middle_is_replaced_in_place() {
        let text = "top\n<!-- agent-trace lessons: begin -->\nold\n<!-- agent-trace lessons: end -->\nbottom\n";
        let (without, at) = take_block(Path::new("A"), text).unwrap();
        assert_eq!(without, "top\nbottom\n");
        assert_eq!(put_block(&without, at, "NEW\n"), "top\nNEW\nbottom\n");
    }
}
