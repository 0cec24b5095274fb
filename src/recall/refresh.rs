//! The recall index of a lessons file too large to build within a hook's deadline, built after
//! the hook answered. The hook that finds it stale answers from the file itself
//! ([`super::stream`]) and starts this work in a process of its own, as git starts `gc --auto`:
//! detached from the agent's pipes and process group, at a lower priority, one at a time for a
//! lessons file (a lock in the cache). It reads only the lessons file the hook was reading, with
//! the same rules, and writes only the private cache, so the calls after it read the index.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use super::index::{self, Index};
use crate::files::{self, DirLock, ReadRules};

/// The command the hook starts: hidden from `--help`, named here and read by the CLI.
pub const COMMAND: &str = "refresh-recall-index";

/// What the background process is given: the lessons file and how the hook would read it.
#[derive(Debug, Clone)]
pub struct Request {
    pub lessons: PathBuf,
    pub cache_dir: PathBuf,
    pub rules: ReadRules,
}

impl Request {
    /// The command line after the binary's name (parsed back by the CLI).
    fn args(&self) -> Vec<std::ffi::OsString> {
        let mut args: Vec<std::ffi::OsString> = vec![COMMAND.into(), self.lessons.clone().into()];
        args.extend(["--cache-dir".into(), self.cache_dir.clone().into()]);
        args.extend(["--max-bytes".into(), self.rules.max_bytes.to_string().into()]);
        if let Some(owner) = self.rules.owner {
            args.extend(["--owner".into(), owner.to_string().into()]);
        }
        if self.rules.follow_symlinks {
            args.push("--follow-symlinks".into());
        }
        args
    }

    /// Held while the index of this lessons file is being built.
    fn lock_dir(&self) -> PathBuf {
        index::cache_name(&self.cache_dir, &self.lessons).with_extension("building")
    }
}

/// Starts the build of the index of `lessons` in the background, unless one is under way.
/// `Ok(false)` when the file is too large to index at all.
pub fn start(lessons: &Path, rules: &ReadRules, cache_dir: &Path) -> std::io::Result<bool> {
    // The cache is named by the absolute path: the process started must name it the same.
    let lessons = std::path::absolute(lessons)?;
    let request = Request { lessons, cache_dir: cache_dir.to_path_buf(), rules: *rules };
    match files::stat_regular(&request.lessons, rules) {
        Ok(Some(meta)) if meta.len() <= index::BUILD_LIMIT => {}
        _ => return Ok(false),
    }
    // Taken and let go at once: the process started takes it for the build. Two hooks that both
    // find it free start two processes, and the second gives up on the lock or a fresh index.
    match DirLock::try_acquire(&request.lock_dir(), Duration::ZERO) {
        Ok(_) => {}
        Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => return Ok(true),
        Err(e) => return Err(e),
    }
    let mut command = Command::new(std::env::current_exe()?);
    command.args(request.args()).current_dir("/").stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::null());
    // Its own process group: an agent that stops the hook's group on a timeout does not stop it.
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(&mut command, 0);
    // Not waited for: it outlives the hook, which exits within its deadline.
    command.spawn()?;
    Ok(true)
}

/// The background process: builds and caches the index of `request`'s lessons file, unless
/// another process is building it or it is fresh already.
pub fn run(request: &Request) -> Result<Option<index::BuildReport>, crate::files::UnsafeFile> {
    // Below the agent and its tools: the work can wait a little, the person cannot.
    #[cfg(unix)]
    let _ = rustix::process::setpriority_process(None, 10);
    let Ok(_lock) = DirLock::try_acquire(&request.lock_dir(), Duration::ZERO) else { return Ok(None) };
    let loaded = Index::load(
        &request.lessons,
        &request.rules,
        Some(&request.cache_dir),
        &index::EVENTS,
        &[],
        index::BUILD_LIMIT,
    )?;
    Ok(loaded.and_then(|(_, report)| report))
}
