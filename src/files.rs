//! Writing files without ever leaving them half-written, and locking a directory between processes.

use std::io::Write;
use std::path::{Path, PathBuf};

use fs_err as fs;

/// Mode of a file we create (existing files keep theirs).
#[cfg(unix)]
const NEW_FILE_MODE: u32 = 0o644;

/// Replace `path` with `bytes` atomically: a temp file in the same directory, fsync, rename.
/// A symlink is followed and its target is replaced, so the link stays a link. The mode of an
/// existing file is kept. Returns `false` without touching the file when it already holds `bytes`.
pub fn write_atomic_if_changed(path: &Path, bytes: &[u8]) -> std::io::Result<bool> {
    let target = resolve_symlink(path)?;
    let existing = match fs::read(&target) {
        Ok(old) if old == bytes => return Ok(false),
        Ok(_) => Some(fs::metadata(&target)?.permissions()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(e),
    };
    let dir = target.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let name = target.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let mut temp = tempfile::Builder::new()
        .prefix(&format!(".{name}."))
        .suffix(".tmp")
        .tempfile_in(dir)
        .map_err(|e| with_path(e, dir))?;
    temp.write_all(bytes).map_err(|e| with_path(e, temp.path()))?;
    temp.as_file().sync_all().map_err(|e| with_path(e, temp.path()))?;
    let permissions = match existing {
        Some(p) => p,
        None => default_permissions(temp.path())?,
    };
    fs::set_permissions(temp.path(), permissions)?;
    temp.persist(&target).map_err(|e| with_path(e.error, &target))?;
    Ok(true)
}

fn resolve_symlink(path: &Path) -> std::io::Result<PathBuf> {
    match fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => fs::canonicalize(path),
        _ => Ok(path.to_path_buf()),
    }
}

#[cfg(unix)]
fn default_permissions(_: &Path) -> std::io::Result<std::fs::Permissions> {
    use std::os::unix::fs::PermissionsExt;
    Ok(std::fs::Permissions::from_mode(NEW_FILE_MODE))
}

#[cfg(not(unix))]
fn default_permissions(path: &Path) -> std::io::Result<std::fs::Permissions> {
    Ok(fs::metadata(path)?.permissions())
}

fn with_path(e: std::io::Error, path: &Path) -> std::io::Error {
    std::io::Error::new(e.kind(), format!("{e} (at {})", path.display()))
}

/// An exclusive lock on a directory, held until dropped. Every writer of a file in that
/// directory takes it for its whole read-modify-write, so concurrent writers lose nothing.
pub struct DirLock {
    _file: fs::File,
}

impl DirLock {
    /// Blocks until the lock is free. Creates the directory if needed.
    pub fn acquire(dir: &Path) -> std::io::Result<DirLock> {
        fs::create_dir_all(dir)?;
        let file = open_lock_file(dir)?;
        file.file().lock().map_err(|e| with_path(e, dir))?;
        Ok(DirLock { _file: file })
    }
}

// On unix the directory itself is locked (flock), which leaves no file behind in the repo.
#[cfg(unix)]
fn open_lock_file(dir: &Path) -> std::io::Result<fs::File> {
    fs::File::open(dir)
}

#[cfg(not(unix))]
fn open_lock_file(dir: &Path) -> std::io::Result<fs::File> {
    fs::OpenOptions::new().create(true).truncate(false).write(true).open(dir.join(".agent-trace.lock"))
}
