//! Locking a directory between processes.

use std::path::Path;

use fs_err as fs;

use super::read::with_path;
use super::write::create_private_dir_all;

/// An exclusive lock on a directory, held until dropped. Every writer of a file in that
/// directory takes it for its whole read-modify-write, so concurrent writers lose nothing.
pub struct DirLock {
    _file: fs::File,
}

impl DirLock {
    /// Waits for the lock, at most [`LOCK_PATIENCE`] (another agent-trace command holds it for
    /// the time of one write), then gives up with an error naming what is locked: whoever holds
    /// it cannot hold the person. Creates the directory if needed.
    pub fn acquire(dir: &Path) -> std::io::Result<DirLock> {
        fs::create_dir_all(dir)?;
        Self::try_acquire_in(dir, LOCK_PATIENCE).map_err(|e| match e.kind() {
            std::io::ErrorKind::WouldBlock => std::io::Error::new(
                std::io::ErrorKind::WouldBlock,
                format!(
                    "{} is locked: another process has held it for {} s (if no agent-trace command is running, \
                     another program holds it)",
                    dir.display(),
                    LOCK_PATIENCE.as_secs()
                ),
            ),
            _ => e,
        })
    }

    fn try_acquire_in(dir: &Path, patience: std::time::Duration) -> std::io::Result<DirLock> {
        let file = open_lock_file(dir)?;
        let until = std::time::Instant::now() + patience;
        loop {
            match file.file().try_lock() {
                Ok(()) => return Ok(DirLock { _file: file }),
                Err(std::fs::TryLockError::WouldBlock) if std::time::Instant::now() < until => {
                    std::thread::sleep(std::time::Duration::from_millis(2));
                }
                Err(std::fs::TryLockError::WouldBlock) => {
                    return Err(std::io::Error::new(
                        std::io::ErrorKind::WouldBlock,
                        format!("{} is locked by another process; gave up after {patience:?}", dir.display()),
                    ));
                }
                Err(std::fs::TryLockError::Error(e)) => return Err(with_path(e, dir)),
            }
        }
    }

    /// For the hook path, which never waits on a lock: tries, and tries again for at most
    /// `patience` (other hooks of the same agent hold it for a millisecond), then gives up with
    /// `WouldBlock`, so that whoever holds it cannot hold the agent.
    pub fn try_acquire(dir: &Path, patience: std::time::Duration) -> std::io::Result<DirLock> {
        create_private_dir_all(dir)?;
        Self::try_acquire_in(dir, patience)
    }
}

/// The longest a person's command waits for a lock.
pub const LOCK_PATIENCE: std::time::Duration = std::time::Duration::from_secs(10);

// On unix the directory itself is locked (flock), which leaves no file behind in the repo.
#[cfg(unix)]
fn open_lock_file(dir: &Path) -> std::io::Result<fs::File> {
    fs::File::open(dir)
}

#[cfg(not(unix))]
fn open_lock_file(dir: &Path) -> std::io::Result<fs::File> {
    fs::OpenOptions::new().create(true).truncate(false).write(true).open(dir.join(".agent-trace.lock"))
}
