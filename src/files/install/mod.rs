//! Installing agent-trace into the agents' configs, and taking it out again.
//!
//! Every agent adapter turns the current files into a list of [`FileChange`]s (the bytes before
//! and after). This module applies them safely: a backup `<file>.bak-YYYYMMDD` before the first
//! change of the day (never overwriting one), atomic writes through symlinks keeping the mode,
//! and an install record so that `uninstall` can give back the original bytes exactly.

pub mod backup;
pub mod binary;
pub mod json;
pub mod record;

use std::path::{Path, PathBuf};

use crate::files::write_atomic_if_changed;
use crate::model::Timestamp;
use record::InstallRecord;

/// What agent-trace needs to know to install itself on this machine.
#[derive(Debug, Clone)]
pub struct InstallEnv {
    /// The home directory whose agent configs are edited (`--home`, for tests and managed machines).
    pub home: PathBuf,
    /// The agent-trace binary the hooks call, absolute.
    pub binary: PathBuf,
    /// The private data dir (install record, original bytes).
    pub data_dir: PathBuf,
    pub now: Timestamp,
    /// The tools approved lessons name (global, and the trusted project's): tool hooks run for them.
    pub lesson_tools: Vec<String>,
    /// Register agent-trace's MCP server with the agents: `Some` as `--mcp`/`--no-mcp` say, `None`
    /// where each agent needs it (see `Adapter::mcp_by_default`).
    pub mcp: Option<bool>,
    /// Honour the agents' own directory variables (`CODEX_HOME`, …); off when `--home` is given.
    pub use_agent_env: bool,
    /// Your `[recall] pre_tool = "hold-once"`: agents whose hooks can hold a call but take no
    /// context before it (Hermes) get a pre-tool hook for it.
    pub hold_once: bool,
}

impl InstallEnv {
    /// An agent's directory: `$VAR` when set (and allowed), else `<home>/<default>`.
    pub fn agent_dir(&self, var: &str, default: &str) -> PathBuf {
        match crate::files::env::var_os(var).filter(|_| self.use_agent_env) {
            Some(dir) => PathBuf::from(dir),
            None => self.home.join(default),
        }
    }

    /// `<binary> hook <agent> <event>`, the command every hook entry runs.
    pub fn hook_command(&self, agent: &str, event: &str) -> String {
        format!("{} hook {agent} {event}", crate::files::shell::quote(&self.binary.to_string_lossy()))
    }

    /// Whether `command` is one of `agent`'s entries: a program that is a file named `agent-trace`
    /// (at any path, so an entry an older install left elsewhere is recognized and replaced in
    /// place) and arguments exactly `hook <agent> <event>`. Split as a shell splits it, so a quoted
    /// path with a space is one word; anything more (`| logger`, another agent) is someone else's.
    /// The MCP server name every agent's config gets.
    pub const MCP_NAME: &'static str = "agent-trace";

    /// The binary, as the MCP entries name it (a plain path: MCP configs take argv, not a shell line).
    pub fn mcp_binary(&self) -> String {
        self.binary.to_string_lossy().into_owned()
    }

    /// Whether an MCP entry is agent-trace's own: a program named `agent-trace` run as `mcp`.
    pub fn is_our_mcp(program: &str, args: &[String]) -> bool {
        Path::new(program).file_name().is_some_and(|n| n == "agent-trace") && args == ["mcp"]
    }

    pub fn is_our_command(command: &str, agent: &str) -> bool {
        let Some(words) = shlex::split(command) else { return false };
        matches!(words.as_slice(), [program, hook, id, event]
            if Path::new(program).file_name().is_some_and(|n| n == "agent-trace")
                && hook == "hook" && id == agent && !event.is_empty())
    }
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Io(#[from] std::io::Error),
    #[error("{}:{line}:{column}: {message}", path.display())]
    Parse { path: PathBuf, line: usize, column: usize, message: String },
    #[error("{}: {message}", path.display())]
    Unsupported { path: PathBuf, message: String, snippet: String },
    #[error("{}: `{key}` appears more than once, and the agent reads only the last; nothing was changed", path.display())]
    DuplicateKey { path: PathBuf, key: String },
    #[error("{}: not UTF-8 text, so agent-trace does not edit it; nothing was changed", path.display())]
    NotUtf8 { path: PathBuf },
    #[error("{}: the edited file would not say what was intended ({reason}); nothing was written", path.display())]
    Verification { path: PathBuf, reason: String },
    #[error("{}: cannot read the install record: {reason}", path.display())]
    Record { path: PathBuf, reason: String },
    #[error("{} is not agent-trace's (it lacks the `{OWNED_MARKER}` header), so it is not replaced; nothing was changed", path.display())]
    NotOurs { path: PathBuf },
}

impl crate::model::hint::Hint for Error {
    fn hint(&self) -> Option<String> {
        match self {
            Error::Parse { .. } => {
                Some("fix the file (or move it away) and run this again; nothing was changed".into())
            }
            Error::Unsupported { snippet, .. } => Some(format!("add this by hand:\n{snippet}")),
            Error::DuplicateKey { key, .. } => {
                Some(format!("keep one `{key}` (merge what the others hold into it), then run this again"))
            }
            Error::NotUtf8 { .. } => {
                Some("save the file as UTF-8 (every agent reads its config as UTF-8), then run this again".into())
            }
            Error::Verification { .. } => Some("please report this with the file attached; nothing was changed".into()),
            Error::NotOurs { .. } => {
                Some("move your file elsewhere (or merge it into agent-trace's after init), then run init again".into())
            }
            _ => None,
        }
    }
}

/// One file's change: `before` is what is on disk (None: absent), `after` what should be (None: remove).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileChange {
    pub agent: &'static str,
    pub path: PathBuf,
    pub before: Option<Vec<u8>>,
    pub after: Option<Vec<u8>>,
    /// What the change does, for the summary ("3 hook entries added").
    pub summary: String,
    /// agent-trace's own file (a plugin): no backup is taken of it.
    pub owned: bool,
}

impl FileChange {
    pub fn is_noop(&self) -> bool {
        self.before == self.after
    }

    /// A unified diff of the change, for `--dry-run`.
    pub fn diff(&self) -> String {
        crate::model::text::file_diff(&self.path, self.before.as_deref(), self.after.as_deref())
    }
}

/// Reads a file that may not exist.
pub fn read_optional(path: &Path) -> std::io::Result<Option<Vec<u8>>> {
    match fs_err::read(path) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}

/// A config file someone else owns, read for an edit: the bytes on disk (None: absent) and their
/// text (empty when absent). Not UTF-8 is refused: editing through a lossy read would change bytes
/// nobody asked to change.
pub struct ConfigFile {
    pub path: PathBuf,
    pub before: Option<Vec<u8>>,
    pub text: String,
}

impl ConfigFile {
    pub fn read(path: PathBuf) -> Result<ConfigFile, Error> {
        let before = read_optional(&path)?;
        let text = match &before {
            Some(bytes) => text_of(&path, bytes)?.to_string(),
            None => String::new(),
        };
        Ok(ConfigFile { path, before, text })
    }

    /// The planned change to the edited text (applying it writes nothing when the text is the same).
    pub fn change(self, agent: &'static str, edited: String, summary: String) -> FileChange {
        FileChange {
            agent,
            path: self.path,
            before: self.before,
            after: Some(edited.into_bytes()),
            summary,
            owned: false,
        }
    }
}

/// A config's bytes as text, or [`Error::NotUtf8`] naming it.
pub fn text_of<'a>(path: &Path, bytes: &'a [u8]) -> Result<&'a str, Error> {
    std::str::from_utf8(bytes).map_err(|_| Error::NotUtf8 { path: path.to_path_buf() })
}

/// What applying a plan did to one file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    pub change: FileChange,
    pub backup: Option<PathBuf>,
    /// The outermost folder the write had to create (uninstall removes it again once empty).
    pub created_dir: Option<PathBuf>,
}

/// Writes the changes of an `init` as one transaction: every file is checked before any is
/// written; each gets its backup, then its atomic write; if a write fails, the files already
/// written get their bytes back and nothing is recorded. The install record (original bytes,
/// what was written) is saved with the files, so `uninstall` can give them back.
pub fn apply_install(changes: &[FileChange], env: &InstallEnv) -> Result<Vec<Applied>, Error> {
    let _lock = record::lock(&env.data_dir)?;
    let mut record = InstallRecord::load(&env.data_dir)?;
    let pending: Vec<&FileChange> = changes.iter().filter(|c| !c.is_noop()).collect();
    let applied = transaction(&pending, |change| take_backup(change, env, &record))?;
    for a in &applied {
        record.remember(&env.data_dir, &a.change, a.created_dir.as_deref())?;
        a.backup.iter().for_each(|b| record.remember_backup(b));
    }
    record.save(&env.data_dir)?;
    Ok(applied)
}

/// Writes the changes of an `uninstall` (one transaction, as for init) and forgets the files in
/// the install record. A file init created is removed without a backup when it holds only what init wrote.
pub fn apply_uninstall(changes: &[FileChange], env: &InstallEnv) -> Result<Vec<Applied>, Error> {
    let _lock = record::lock(&env.data_dir)?;
    let mut record = InstallRecord::load(&env.data_dir)?;
    let pending: Vec<&FileChange> = changes.iter().filter(|c| !c.is_noop()).collect();
    let applied = transaction(&pending, |change| take_backup(change, env, &record))?;
    // The folders init made go too, once nothing else is in them (after every file is gone, so
    // a folder that held several of ours is empty by then).
    let made: Vec<&Path> = changes.iter().filter_map(|c| record.created_dir(&c.path)).collect();
    for a in applied.iter().filter(|a| a.change.after.is_none()) {
        let Some(dir) = a.change.path.parent() else { continue };
        for folder in dir.ancestors().take_while(|d| made.iter().any(|top| d.starts_with(top))) {
            match fs_err::remove_dir(folder) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => break, // not empty: yours now
                _ => {}
            }
        }
    }
    for change in changes {
        record.forget(&env.data_dir, &change.path)?;
    }
    applied.iter().filter_map(|a| a.backup.as_deref()).for_each(|b| record.remember_backup(b));
    record.save(&env.data_dir)?;
    Ok(applied)
}

/// Checks every change, then writes them in order; on the first failure, the ones written are
/// put back as they were (their `before`), and the error is returned.
fn transaction(
    changes: &[&FileChange],
    backup: impl Fn(&FileChange) -> Result<Option<PathBuf>, Error>,
) -> Result<Vec<Applied>, Error> {
    for change in changes {
        check_writable(change)?;
        // Under the install lock: a temp file next to it is what a killed init left.
        crate::files::remove_stale_temps(&change.path);
    }
    let mut applied: Vec<Applied> = Vec::new();
    for change in changes {
        let result = backup(change).and_then(|backup| write(change).map(|created_dir| (backup, created_dir)));
        match result {
            Ok((backup, created_dir)) => applied.push(Applied { change: (*change).clone(), backup, created_dir }),
            Err(e) => {
                for done in applied.iter().rev() {
                    let undo = FileChange {
                        before: done.change.after.clone(),
                        after: done.change.before.clone(),
                        ..done.change.clone()
                    };
                    let _ = write(&undo);
                    if let Some(backup) = &done.backup {
                        let _ = fs_err::remove_file(backup);
                    }
                }
                return Err(e);
            }
        }
    }
    Ok(applied)
}

/// What can be known before writing: a link whose target is missing (the write would fail, or
/// create a file the link's owner did not expect), or a file that changed since it was planned.
fn check_writable(change: &FileChange) -> Result<(), Error> {
    let path = &change.path;
    if let Ok(meta) = fs_err::symlink_metadata(path)
        && meta.file_type().is_symlink()
        && fs_err::metadata(path).is_err()
    {
        return Err(Error::Io(std::io::Error::new(
            std::io::ErrorKind::NotFound,
            format!("{} is a symbolic link to a file that does not exist; nothing was changed", path.display()),
        )));
    }
    if read_optional(path)? != change.before {
        return Err(Error::Io(std::io::Error::other(format!(
            "{} changed while agent-trace was planning its edit; nothing was changed, run it again",
            path.display()
        ))));
    }
    Ok(())
}

fn take_backup(change: &FileChange, env: &InstallEnv, record: &InstallRecord) -> Result<Option<PathBuf>, Error> {
    // A file that did not exist has nothing of the user's to keep; our own file, or one init
    // created, holds only what init wrote, unless someone edited it since: then it is kept too.
    let ours = change.owned || record.created(&change.path);
    let untouched = change.before.as_deref().is_some_and(|bytes| record.last_wrote(&change.path, bytes));
    if change.before.is_none() || (ours && untouched) {
        return Ok(None);
    }
    Ok(backup::take(&change.path, env.now)?)
}

/// Writes one change; returns the outermost folder it had to create, if any.
fn write(change: &FileChange) -> Result<Option<PathBuf>, Error> {
    let mut created_dir = None;
    match &change.after {
        Some(bytes) => {
            if let Some(dir) = change.path.parent() {
                created_dir = dir.ancestors().take_while(|d| !d.exists()).last().map(Path::to_path_buf);
                fs_err::create_dir_all(dir)?;
            }
            write_atomic_if_changed(&change.path, bytes)?;
        }
        None => {
            match fs_err::remove_file(&change.path) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e.into()),
                _ => {}
            }
            // A plugin directory of our own goes too once it is empty (remove_dir keeps a non-empty one).
            if let Some(dir) = change.path.parent().filter(|d| d.file_name().is_some_and(|n| n == "agent-trace")) {
                let _ = fs_err::remove_dir(dir);
            }
        }
    }
    Ok(created_dir)
}

/// The uninstall change for a file init edited: the original bytes when the file is still what
/// init wrote, else `structural` (our entries removed from what is there now).
pub fn restore_or(
    agent: &'static str,
    path: &Path,
    env: &InstallEnv,
    structural: impl FnOnce(&[u8]) -> Result<Option<Vec<u8>>, Error>,
) -> Result<FileChange, Error> {
    let before = read_optional(path)?;
    let record = InstallRecord::load(&env.data_dir)?;
    let (after, summary) = match (record.original_if_untouched(&env.data_dir, path, before.as_deref())?, &before) {
        (Some(None), _) => (None, "removed (init created it)".to_string()),
        (Some(original), _) => (original, "restored the bytes it had before init".to_string()),
        (None, Some(current)) => (structural(current)?, "removed agent-trace's entries".to_string()),
        (None, None) => (None, String::new()),
    };
    Ok(FileChange { agent, path: path.to_path_buf(), before, after, summary, owned: false })
}

/// What every file agent-trace owns outright says in its first lines; a file at one of our paths
/// without it is someone else's, never overwritten or deleted.
pub const OWNED_MARKER: &str = "agent-trace init";
/// How the JSON files of OpenClaw's plugin folder said so before they carried the marker.
const EARLIER_MARKERS: [&str; 2] = ["\"agent-trace-openclaw\"", "\"id\": \"agent-trace\""];

fn is_ours(bytes: &[u8]) -> bool {
    let head = String::from_utf8_lossy(&bytes[..bytes.len().min(512)]);
    head.contains(OWNED_MARKER) || EARLIER_MARKERS.iter().any(|m| head.contains(m))
}

/// A file agent-trace owns outright (a plugin file): written whole. `content` carries
/// [`OWNED_MARKER`]; a file already at `path` without it is refused.
pub fn owned_file(agent: &'static str, path: PathBuf, content: String, summary: &str) -> Result<FileChange, Error> {
    let before = read_optional(&path)?;
    if let Some(existing) = &before
        && !is_ours(existing)
    {
        return Err(Error::NotOurs { path });
    }
    Ok(FileChange { agent, path, before, after: Some(content.into_bytes()), summary: summary.to_string(), owned: true })
}

/// Removes a file agent-trace owns; one without our marker is left where it is.
pub fn remove_owned(agent: &'static str, path: PathBuf) -> Result<FileChange, Error> {
    let before = read_optional(&path)?;
    let ours = before.as_deref().is_some_and(is_ours);
    let (after, summary) = if ours { (None, "removed") } else { (before.clone(), "left alone: not agent-trace's") };
    Ok(FileChange { agent, path, before, after, summary: summary.into(), owned: true })
}
