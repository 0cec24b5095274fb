//! Writing files without ever leaving them half-written: atomic replacement, files inside a
//! repository (never through a link), and the private data directory's files.

use std::io::Write;
use std::path::{Path, PathBuf};

use fs_err as fs;

use super::read::{ReadRules, UnsafeFile, read_regular, with_path};

/// Mode of a file we create (existing files keep theirs).
#[cfg(unix)]
const NEW_FILE_MODE: u32 = 0o644;

/// Replace `path` with `bytes` atomically: a temp file in the same directory, fsync, rename.
/// A symlink is followed and its target is replaced, so the link stays a link. The mode of an
/// existing file is kept. Returns `false` without touching the file when it already holds `bytes`.
pub fn write_atomic_if_changed(path: &Path, bytes: &[u8]) -> std::io::Result<bool> {
    write_atomic(path, bytes, true)
}

/// Replaces `path` with `pieces` one after another, atomically (by rename, never torn) but
/// without the fsync: for a file git reads back at once and then writes itself (the merge
/// driver's `%A`, git's own temp file). The caller knows the bytes differ from what is there.
pub fn replace_unflushed(path: &Path, pieces: &[&[u8]]) -> std::io::Result<()> {
    let target = resolve_symlink(path)?;
    let existing = match fs::metadata(&target) {
        Ok(meta) => Some(meta.permissions()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(e),
    };
    replace(&target, pieces, existing, false).map(|_| ())
}

fn write_atomic(path: &Path, bytes: &[u8], flush: bool) -> std::io::Result<bool> {
    let target = resolve_symlink(path)?;
    let existing = match fs::read(&target) {
        Ok(old) if old == bytes => return Ok(false),
        Ok(_) => Some(fs::metadata(&target)?.permissions()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(e),
    };
    replace(&target, &[bytes], existing, flush)
}

/// [`write_atomic_if_changed`] for a file inside a repository, which other people wrote: a
/// symlink at `path` is refused rather than followed, and so is anything that is not a regular
/// file or (with `owner`) a file of another user. The caller has checked the directories above.
pub fn write_atomic_no_follow(path: &Path, bytes: &[u8], owner: Option<u32>) -> Result<bool, UnsafeFile> {
    let rules = ReadRules { follow_symlinks: false, owner, max_bytes: u64::MAX };
    let existing = match read_regular(path, &rules)? {
        Some(old) if old == bytes => return Ok(false),
        Some(_) => Some(fs::symlink_metadata(path)?.permissions()),
        None => None,
    };
    Ok(replace(path, &[bytes], existing, true)?)
}

/// Removes what an interrupted write of `target` left: its temp files (`.<name>.XXXXXX.tmp`).
/// Only for a writer that holds the lock every writer of `target` takes, so none is in use.
pub fn remove_stale_temps(target: &Path) {
    let (Some(dir), Some(name)) = (target.parent(), target.file_name()) else { return };
    let dir = if dir.as_os_str().is_empty() { Path::new(".") } else { dir };
    let prefix = format!(".{}.", name.to_string_lossy());
    let Ok(entries) = fs_err::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let file = entry.file_name().to_string_lossy().into_owned();
        let random = file.strip_prefix(&prefix).and_then(|rest| rest.strip_suffix(".tmp"));
        if random.is_some_and(|r| r.len() == 6 && r.chars().all(|c| c.is_ascii_alphanumeric())) {
            let _ = fs_err::remove_file(entry.path());
        }
    }
}

/// Writes `bytes` to a temp file next to `target` and renames it over `target`.
fn replace(
    target: &Path,
    pieces: &[&[u8]],
    existing: Option<std::fs::Permissions>,
    flush: bool,
) -> std::io::Result<bool> {
    replace_with(target, existing, flush, |out| pieces.iter().try_for_each(|piece| out.write_all(piece)).map(|()| true))
}

/// [`replace_unflushed`] with what `write` writes, as it writes it (never whole in memory);
/// `write` says whether to keep it: where it returns `false`, the file is left as it was.
/// Whether it was replaced.
pub fn replace_unflushed_streamed(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<bool>,
) -> std::io::Result<bool> {
    let target = resolve_symlink(path)?;
    let existing = match fs::metadata(&target) {
        Ok(meta) => Some(meta.permissions()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(e),
    };
    replace_with(&target, existing, false, write)
}

/// [`replace`] with what `write` writes, as it writes it; `write` answers whether to keep it (a
/// temp file not kept is removed).
fn replace_with(
    target: &Path,
    existing: Option<std::fs::Permissions>,
    flush: bool,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<bool>,
) -> std::io::Result<bool> {
    let dir = target.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let name = target.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let mut temp = tempfile::Builder::new()
        .prefix(&format!(".{name}."))
        .suffix(".tmp")
        .tempfile_in(dir)
        .map_err(|e| with_path(e, dir))?;
    let temp_path = temp.path().to_path_buf();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, temp.as_file_mut());
    let keep = write(&mut out).and_then(|keep| out.flush().map(|()| keep)).map_err(|e| with_path(e, &temp_path))?;
    drop(out);
    if !keep {
        return Ok(false);
    }
    if flush {
        temp.as_file().sync_all().map_err(|e| with_path(e, temp.path()))?;
    }
    let permissions = match existing {
        Some(p) => p,
        None => default_permissions(temp.path())?,
    };
    fs::set_permissions(temp.path(), permissions)?;
    temp.persist(target).map_err(|e| with_path(e.error, target))?;
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

/// Mode of the private data directory and of every folder in it.
#[cfg(unix)]
const PRIVATE_DIR_MODE: u32 = 0o700;
/// Mode of every file agent-trace writes in the private data directory.
#[cfg(unix)]
const PRIVATE_FILE_MODE: u32 = 0o600;

/// Creates `dir` (and what is missing above it) for private data: 0700, whatever the umask; an
/// existing `dir` that others may enter is closed to them.
pub fn create_private_dir_all(dir: &Path) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::{DirBuilderExt, PermissionsExt};
        std::fs::DirBuilder::new().recursive(true).mode(PRIVATE_DIR_MODE).create(dir).map_err(|e| with_path(e, dir))?;
        let mode = fs::metadata(dir)?.permissions().mode();
        if mode & 0o077 != 0 {
            fs::set_permissions(dir, std::fs::Permissions::from_mode(mode & !0o077))?;
        }
        Ok(())
    }
    #[cfg(not(unix))]
    fs::create_dir_all(dir)
}

/// [`write_atomic_if_changed`] for a file in the private data directory: the folder is made
/// private, and the file is 0600 whatever the umask or its mode before.
pub fn write_private(path: &Path, bytes: &[u8]) -> std::io::Result<bool> {
    write_private_with(path, bytes, true)
}

/// [`write_private`] for state a hook rewrites on every tool call (the evidence ledger, the
/// recall cache): atomic, by rename, but not flushed, so no hook waits on the disk while others
/// queue for the lock behind it. A crash loses at most the last update, never tears the file.
pub fn write_private_unflushed(path: &Path, bytes: &[u8]) -> std::io::Result<bool> {
    write_private_with(path, bytes, false)
}

/// [`write_private`] for a big file made as it is written (the scan's index, an entry a
/// transcript): never whole in memory, and not compared with what is there first.
pub fn write_private_streamed(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> std::io::Result<()> {
    if let Some(dir) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        create_private_dir_all(dir)?;
    }
    replace_with(&resolve_symlink(path)?, None, true, |out| write(out).map(|()| true))?;
    make_private(path)
}

fn write_private_with(path: &Path, bytes: &[u8], flush: bool) -> std::io::Result<bool> {
    if let Some(dir) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        create_private_dir_all(dir)?;
    }
    let changed = write_atomic(path, bytes, flush)?;
    make_private(path)?;
    Ok(changed)
}

fn make_private(path: &Path) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        if fs::metadata(path)?.permissions().mode() & 0o777 != PRIVATE_FILE_MODE {
            fs::set_permissions(path, std::fs::Permissions::from_mode(PRIVATE_FILE_MODE))?;
        }
    }
    Ok(())
}

/// Opens a private file for appending one line at a time (the log, the hit lists): 0600.
pub fn open_private_append(path: &Path) -> std::io::Result<fs::File> {
    if let Some(dir) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        create_private_dir_all(dir)?;
    }
    let mut options = fs::OpenOptions::new();
    options.create(true).append(true);
    #[cfg(unix)]
    {
        use fs_err::os::unix::fs::OpenOptionsExt;
        let flags = rustix::fs::OFlags::NOFOLLOW | rustix::fs::OFlags::NONBLOCK;
        options.mode(PRIVATE_FILE_MODE).custom_flags(flags.bits() as i32);
    }
    // A regular file only: a link or a FIFO there is refused, never followed or waited on.
    let file = options.open(path)?;
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(std::io::Error::other(format!("{} is not a regular file", path.display())));
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        if meta.permissions().mode() & 0o077 != 0 {
            fs::set_permissions(path, std::fs::Permissions::from_mode(PRIVATE_FILE_MODE))?;
        }
    }
    Ok(file)
}

/// Removes `path`; a file that is not there is no error.
pub fn remove_if_exists(path: &Path) -> std::io::Result<()> {
    match fs_err::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}
