//! Installing agent-trace into the agents' configs, and taking it out again.
//!
//! Every agent adapter turns the current files into a list of [`FileChange`]s (the bytes before
//! and after). This module applies them safely: a backup `<file>.bak-YYYYMMDD` before the first
//! change of the day (never overwriting one), atomic writes through symlinks keeping the mode,
//! and an install record so that `uninstall` can give back the original bytes exactly.

pub mod backup;
pub mod json;
pub mod record;
pub mod yaml;

use std::path::{Path, PathBuf};

use crate::files::write_atomic_if_changed;
use crate::lessons::Timestamp;
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
    /// Honour the agents' own directory variables (`CODEX_HOME`, …); off when `--home` is given.
    pub use_agent_env: bool,
}

impl InstallEnv {
    /// An agent's directory: `$VAR` when set (and allowed), else `<home>/<default>`.
    pub fn agent_dir(&self, var: &str, default: &str) -> PathBuf {
        match crate::env::var_os(var).filter(|_| self.use_agent_env) {
            Some(dir) => PathBuf::from(dir),
            None => self.home.join(default),
        }
    }

    /// `<binary> hook <agent> <event>`, the command every hook entry runs.
    pub fn hook_command(&self, agent: &str, event: &str) -> String {
        format!("{} hook {agent} {event}", shell_word(&self.binary.to_string_lossy()))
    }

    /// Whether `command` is one of ours (for any agent-trace binary, so an entry left by an
    /// older install at another path is still recognized and replaced).
    pub fn is_our_command(command: &str) -> bool {
        let mut words = command.split_whitespace();
        let program = words.next().unwrap_or_default().trim_matches(['\'', '"']);
        Path::new(program).file_name().is_some_and(|n| n == "agent-trace") && words.next() == Some("hook")
    }
}

/// Quotes a path for a command line when it needs it.
pub fn shell_word(s: &str) -> String {
    if !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || b"/._-+:@%=".contains(&b)) {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
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
    #[error("{}: the edited file would not say what was intended ({reason}); nothing was written", path.display())]
    Verification { path: PathBuf, reason: String },
    #[error("{}: cannot read the install record: {reason}", path.display())]
    Record { path: PathBuf, reason: String },
}

impl Error {
    pub fn hint(&self) -> Option<String> {
        match self {
            Error::Parse { .. } => {
                Some("fix the file (or move it away) and run this again; nothing was changed".into())
            }
            Error::Unsupported { snippet, .. } => Some(format!("add this by hand:\n{snippet}")),
            Error::Verification { .. } => Some("please report this with the file attached; nothing was changed".into()),
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
        let text =
            |b: &Option<Vec<u8>>| b.as_deref().map(|b| String::from_utf8_lossy(b).into_owned()).unwrap_or_default();
        let (old, new) = (text(&self.before), text(&self.after));
        let name = self.path.display().to_string();
        similar::TextDiff::from_lines(&old, &new)
            .unified_diff()
            .context_radius(3)
            .header(
                if self.before.is_some() { &name } else { "/dev/null" },
                if self.after.is_some() { &name } else { "/dev/null" },
            )
            .to_string()
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

/// What applying a plan did to one file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    pub change: FileChange,
    pub backup: Option<PathBuf>,
}

/// Writes the changes of an `init`: backup first, then the atomic write; records the original
/// bytes and what was written, so `uninstall` can restore them.
pub fn apply_install(changes: &[FileChange], env: &InstallEnv) -> Result<Vec<Applied>, Error> {
    let mut record = InstallRecord::load(&env.data_dir)?;
    let mut applied = Vec::new();
    for change in changes.iter().filter(|c| !c.is_noop()) {
        let backup = take_backup(change, env)?;
        write(change)?;
        record.remember(&env.data_dir, change)?;
        applied.push(Applied { change: change.clone(), backup });
    }
    record.save(&env.data_dir)?;
    Ok(applied)
}

/// Writes the changes of an `uninstall` and forgets the files in the install record.
pub fn apply_uninstall(changes: &[FileChange], env: &InstallEnv) -> Result<Vec<Applied>, Error> {
    let mut record = InstallRecord::load(&env.data_dir)?;
    let mut applied = Vec::new();
    for change in changes {
        if !change.is_noop() {
            let backup = take_backup(change, env)?;
            write(change)?;
            applied.push(Applied { change: change.clone(), backup });
        }
        record.forget(&env.data_dir, &change.path)?;
    }
    record.save(&env.data_dir)?;
    Ok(applied)
}

fn take_backup(change: &FileChange, env: &InstallEnv) -> Result<Option<PathBuf>, Error> {
    if change.owned || change.before.is_none() {
        return Ok(None);
    }
    Ok(backup::take(&change.path, env.now)?)
}

fn write(change: &FileChange) -> Result<(), Error> {
    match &change.after {
        Some(bytes) => {
            if let Some(dir) = change.path.parent() {
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
    Ok(())
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
        (Some(original), _) => (original, "restored the bytes it had before init".to_string()),
        (None, Some(current)) => (structural(current)?, "removed agent-trace's entries".to_string()),
        (None, None) => (None, String::new()),
    };
    Ok(FileChange { agent, path: path.to_path_buf(), before, after, summary, owned: false })
}

/// A file agent-trace owns outright (a plugin file): written whole.
pub fn owned_file(agent: &'static str, path: PathBuf, content: String, summary: &str) -> Result<FileChange, Error> {
    let before = read_optional(&path)?;
    Ok(FileChange { agent, path, before, after: Some(content.into_bytes()), summary: summary.to_string(), owned: true })
}

/// Removes a file agent-trace owns.
pub fn remove_owned(agent: &'static str, path: PathBuf) -> Result<FileChange, Error> {
    let before = read_optional(&path)?;
    Ok(FileChange { agent, path, before, after: None, summary: "removed".into(), owned: true })
}

/// Fills a plugin template: `__AGENT_TRACE__` becomes the binary's path as a JS string literal.
pub fn plugin_source(template: &str, env: &InstallEnv) -> String {
    let literal = serde_json::to_string(&env.binary.to_string_lossy()).expect("a string serializes");
    template.replace("__AGENT_TRACE__", &literal)
}
