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

    /// Names the version of the lessons file a build was last started for.
    fn attempt_file(&self) -> PathBuf {
        self.lock_dir().join("attempted")
    }
}

/// The most a record of an attempt is read (a stamp and a time are under a hundred bytes).
const ATTEMPT_RULES: ReadRules = ReadRules { follow_symlinks: false, owner: None, max_bytes: 4096 };
/// A version of the lessons file whose build was started is not started again before this: one
/// that failed, or made an index too large to read back, is not tried on every call.
const RETRY_AFTER_SECONDS: i64 = 600;

/// Starts the build of the index of `lessons` in the background, unless one is under way or was
/// started for this version of the file within [`RETRY_AFTER_SECONDS`]. `Ok(false)` when nothing
/// builds it: the file is too large to index at all, or its version was tried.
#[cfg(unix)]
pub fn start(lessons: &Path, rules: &ReadRules, cache_dir: &Path) -> std::io::Result<bool> {
    // The cache is named by the absolute path, and the process started runs in `/`: both paths
    // must name there what they name here.
    let request =
        Request { lessons: std::path::absolute(lessons)?, cache_dir: std::path::absolute(cache_dir)?, rules: *rules };
    let stamp = match index::FileStamp::of(&request.lessons, rules) {
        Ok(Some(stamp)) if stamp.bytes() <= index::BUILD_LIMIT => stamp,
        _ => return Ok(false),
    };
    // Taken and let go at once: the process started takes it for the build. Two hooks that both
    // find it free start two processes, and the second gives up on the lock or a fresh index.
    match DirLock::try_acquire(&request.lock_dir(), Duration::ZERO) {
        Ok(_) => {}
        Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => return Ok(true),
        Err(e) => return Err(e),
    }
    if tried_lately(&request, &stamp) {
        return Ok(false);
    }
    let mut command = Command::new(std::path::absolute(std::env::current_exe()?)?);
    command.args(request.args()).current_dir("/").stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::null());
    // Its own process group: an agent that stops the hook's group on a timeout does not stop it.
    std::os::unix::process::CommandExt::process_group(&mut command, 0);
    let mut child = command.spawn()?;
    // It outlives a hook, which exits within its deadline; a long-lived process (the MCP server)
    // reaps it, so none is left a zombie.
    std::thread::spawn(move || child.wait());
    Ok(true)
}

/// Whether a build of this version of the file was started within [`RETRY_AFTER_SECONDS`].
#[cfg(unix)]
fn tried_lately(request: &Request, stamp: &index::FileStamp) -> bool {
    let Ok(Some(record)) = files::read_regular(&request.attempt_file(), &ATTEMPT_RULES) else { return false };
    let record = String::from_utf8_lossy(&record);
    let Some((key, at)) = record.rsplit_once('\n') else { return false };
    let (Ok(at), Ok(now)) = (at.parse::<i64>(), crate::files::clock::now()) else { return false };
    key == stamp.key() && now.as_seconds().saturating_sub(at) < RETRY_AFTER_SECONDS
}

/// Elsewhere a child may inherit the agent's pipes whatever it is given: the hook streams every
/// call instead.
#[cfg(not(unix))]
pub fn start(_lessons: &Path, _rules: &ReadRules, _cache_dir: &Path) -> std::io::Result<bool> {
    Ok(false)
}

/// The background process: builds and caches the index of `request`'s lessons file, unless
/// another process is building it or it is fresh already.
pub fn run(request: &Request) -> Result<(), crate::files::UnsafeFile> {
    // Below the agent and its tools: the work can wait a little, the person cannot.
    #[cfg(unix)]
    let _ = rustix::process::nice(10);
    let Ok(_lock) = DirLock::try_acquire(&request.lock_dir(), Duration::ZERO) else { return Ok(()) };
    if let (Some(stamp), Ok(now)) =
        (index::FileStamp::of(&request.lessons, &request.rules)?, crate::files::clock::now())
    {
        let record = format!("{}\n{}", stamp.key(), now.as_seconds());
        let _ = files::write_private_unflushed(&request.attempt_file(), record.as_bytes());
    }
    // What the file holds that is not a lesson, the hooks that stream it log.
    Index::load(&request.lessons, &request.rules, Some(&request.cache_dir), &index::EVENTS, &[], index::BUILD_LIMIT)?;
    Ok(())
}
