//! Writing files without ever leaving them half-written, reading files that other people wrote
//! without being led somewhere else, and locking a directory between processes.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use fs_err as fs;

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
    replace_with(target, existing, flush, |out| pieces.iter().try_for_each(|piece| out.write_all(piece)))
}

/// [`replace`] with what `write` writes, as it writes it.
fn replace_with(
    target: &Path,
    existing: Option<std::fs::Permissions>,
    flush: bool,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
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
    write(&mut out).and_then(|()| out.flush()).map_err(|e| with_path(e, &temp_path))?;
    drop(out);
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

fn with_path(e: std::io::Error, path: &Path) -> std::io::Error {
    std::io::Error::new(e.kind(), format!("{e} (at {})", path.display()))
}

/// What a file must be to be read: checked on the path before it is opened (so no FIFO or device
/// is ever opened) and again on the open descriptor (so nothing swapped in between is read).
#[derive(Debug, Clone, Copy)]
pub struct ReadRules {
    /// Follow a symlink at the path itself: yes for the user's own files (dotfiles managers link
    /// them), no inside a repository, where a link is something another person committed.
    pub follow_symlinks: bool,
    /// The user id the file must belong to, if any.
    pub owner: Option<u32>,
    pub max_bytes: u64,
}

/// Why a file that exists was not read or written.
#[derive(Debug, thiserror::Error)]
pub enum UnsafeFile {
    #[error("{} is a symbolic link; agent-trace does not follow links inside a repository", path.display())]
    Symlink { path: PathBuf },
    #[error("{} is {kind}, not a regular file", path.display())]
    NotRegular { path: PathBuf, kind: &'static str },
    #[error("{} is not a directory", path.display())]
    NotDirectory { path: PathBuf },
    #[error("{} leads out of the repository through a symbolic link, to {}", path.display(), target.display())]
    LeavesRepository { path: PathBuf, target: PathBuf },
    #[error("{} belongs to another user (uid {owner}), so agent-trace does not use it", path.display())]
    NotOwned { path: PathBuf, owner: u32 },
    #[error("{} has {len} bytes, more than the {max} agent-trace reads", path.display())]
    TooLarge { path: PathBuf, len: u64, max: u64 },
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

impl UnsafeFile {
    /// What the person can do about it.
    pub fn hint(&self) -> Option<String> {
        Some(match self {
            UnsafeFile::Symlink { .. } => "agent-trace reads and writes only regular files inside a repository; \
                if you trust what the link points to, replace the link with a copy of it"
                .into(),
            UnsafeFile::NotRegular { .. } => "remove it or replace it with a regular file".into(),
            UnsafeFile::NotDirectory { .. } => "remove it or replace it with a directory".into(),
            UnsafeFile::LeavesRepository { .. } => {
                "name the place the link points to yourself, if that is what you mean".into()
            }
            UnsafeFile::NotOwned { .. } => "if you trust that user, list the repository as safe in your own git \
                config, as git asks: git config --global --add safe.directory <repository root>"
                .into(),
            UnsafeFile::TooLarge { .. } => "no file agent-trace writes is that large; look at what it holds".into(),
            UnsafeFile::Io(_) => return None,
        })
    }

    /// The path that was refused.
    pub fn path(&self) -> Option<&Path> {
        match self {
            UnsafeFile::Symlink { path }
            | UnsafeFile::NotRegular { path, .. }
            | UnsafeFile::NotDirectory { path }
            | UnsafeFile::LeavesRepository { path, .. }
            | UnsafeFile::NotOwned { path, .. }
            | UnsafeFile::TooLarge { path, .. } => Some(path),
            UnsafeFile::Io(_) => None,
        }
    }
}

/// The user this process acts for, as file ownership counts it.
#[cfg(unix)]
pub fn current_uid() -> u32 {
    rustix::process::geteuid().as_raw()
}

#[cfg(not(unix))]
pub fn current_uid() -> u32 {
    0
}

/// Reads `path` when it is a regular file that satisfies `rules`; `Ok(None)` when nothing is there.
pub fn read_regular(path: &Path, rules: &ReadRules) -> Result<Option<Vec<u8>>, UnsafeFile> {
    let Some(meta) = stat_regular(path, rules)? else { return Ok(None) };
    let file = open_checked(path, rules)?;
    let mut bytes = Vec::with_capacity(meta.len().min(rules.max_bytes) as usize);
    file.take(rules.max_bytes.saturating_add(1)).read_to_end(&mut bytes).map_err(|e| with_path(e, path))?;
    if bytes.len() as u64 > rules.max_bytes {
        return Err(UnsafeFile::TooLarge { path: path.to_path_buf(), len: bytes.len() as u64, max: rules.max_bytes });
    }
    Ok(Some(bytes))
}

/// Opens `path` for reading when it is a regular file that satisfies `rules` (the caller reads at
/// most `rules.max_bytes`); `Ok(None)` when nothing is there.
pub fn open_regular(path: &Path, rules: &ReadRules) -> Result<Option<std::fs::File>, UnsafeFile> {
    if stat_regular(path, rules)?.is_none() {
        return Ok(None);
    }
    open_checked(path, rules).map(Some)
}

/// The metadata of `path` when it is a regular file that satisfies `rules` (without reading it).
pub fn stat_regular(path: &Path, rules: &ReadRules) -> Result<Option<std::fs::Metadata>, UnsafeFile> {
    let meta = match if rules.follow_symlinks { fs_err::metadata(path) } else { fs_err::symlink_metadata(path) } {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(with_path(e, path).into()),
    };
    check_meta(path, &meta, rules)?;
    Ok(Some(meta))
}

fn check_meta(path: &Path, meta: &std::fs::Metadata, rules: &ReadRules) -> Result<(), UnsafeFile> {
    let file_type = meta.file_type();
    if file_type.is_symlink() {
        return Err(UnsafeFile::Symlink { path: path.to_path_buf() });
    }
    if !file_type.is_file() {
        return Err(UnsafeFile::NotRegular { path: path.to_path_buf(), kind: kind_of(&file_type) });
    }
    #[cfg(unix)]
    if let Some(owner) = rules.owner {
        let uid = std::os::unix::fs::MetadataExt::uid(meta);
        if uid != owner {
            return Err(UnsafeFile::NotOwned { path: path.to_path_buf(), owner: uid });
        }
    }
    if meta.len() > rules.max_bytes {
        return Err(UnsafeFile::TooLarge { path: path.to_path_buf(), len: meta.len(), max: rules.max_bytes });
    }
    Ok(())
}

/// Opens without blocking on a FIFO and without following a final symlink when the rules say so,
/// then checks the descriptor itself.
#[cfg(unix)]
fn open_checked(path: &Path, rules: &ReadRules) -> Result<std::fs::File, UnsafeFile> {
    use rustix::fs::{Mode, OFlags};
    let mut flags = OFlags::RDONLY | OFlags::NONBLOCK | OFlags::CLOEXEC | OFlags::NOCTTY;
    if !rules.follow_symlinks {
        flags |= OFlags::NOFOLLOW;
    }
    let fd = match rustix::fs::open(path, flags, Mode::empty()) {
        Ok(fd) => fd,
        Err(rustix::io::Errno::LOOP) if !rules.follow_symlinks => {
            return Err(UnsafeFile::Symlink { path: path.to_path_buf() });
        }
        Err(e) => return Err(with_path(e.into(), path).into()),
    };
    let file = std::fs::File::from(fd);
    check_meta(path, &file.metadata().map_err(|e| with_path(e, path))?, rules)?;
    Ok(file)
}

#[cfg(not(unix))]
fn open_checked(path: &Path, rules: &ReadRules) -> Result<std::fs::File, UnsafeFile> {
    let file = std::fs::File::open(path).map_err(|e| with_path(e, path))?;
    check_meta(path, &file.metadata().map_err(|e| with_path(e, path))?, rules)?;
    Ok(file)
}

fn kind_of(file_type: &std::fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return "a FIFO";
        }
        if file_type.is_socket() {
            return "a socket";
        }
        if file_type.is_char_device() {
            return "a character device";
        }
        if file_type.is_block_device() {
            return "a block device";
        }
    }
    if file_type.is_dir() { "a directory" } else { "a special file" }
}

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
    replace_with(&resolve_symlink(path)?, None, true, write)?;
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

// On unix the directory itself is locked (flock), which leaves no file behind in the repo.
#[cfg(unix)]
fn open_lock_file(dir: &Path) -> std::io::Result<fs::File> {
    fs::File::open(dir)
}

#[cfg(not(unix))]
fn open_lock_file(dir: &Path) -> std::io::Result<fs::File> {
    fs::OpenOptions::new().create(true).truncate(false).write(true).open(dir.join(".agent-trace.lock"))
}

/// Every file below `root` whose name passes `keep`, sorted (a missing root has none).
pub fn files_under(root: &Path, keep: impl Fn(&str) -> bool) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = FilesUnder::new(root, keep).collect();
    found.sort();
    found
}

/// The files below a folder whose names pass a test, found as they are read, in no order: a
/// folder of any size is never held whole. Links are not followed.
pub struct FilesUnder<Keep> {
    keep: Keep,
    /// Folders still to read.
    folders: Vec<PathBuf>,
    reading: Option<fs_err::ReadDir>,
}

impl<Keep: Fn(&str) -> bool> FilesUnder<Keep> {
    pub fn new(root: &Path, keep: Keep) -> FilesUnder<Keep> {
        FilesUnder { keep, folders: vec![root.to_path_buf()], reading: None }
    }
}

impl<Keep: Fn(&str) -> bool> Iterator for FilesUnder<Keep> {
    type Item = PathBuf;

    fn next(&mut self) -> Option<PathBuf> {
        loop {
            let Some(entries) = self.reading.as_mut() else {
                self.reading = Some(fs_err::read_dir(self.folders.pop()?).ok()).flatten();
                continue;
            };
            let Some(entry) = entries.next() else {
                self.reading = None;
                continue;
            };
            let Ok(entry) = entry else { continue };
            match entry.file_type() {
                Ok(t) if t.is_dir() => self.folders.push(entry.path()),
                Ok(t) if t.is_file() && (self.keep)(&entry.file_name().to_string_lossy()) => return Some(entry.path()),
                _ => {}
            }
        }
    }
}

/// The identity of a file's content, cheap to read with one `stat`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FileStamp {
    len: u64,
    mtime_ns: i128,
    inode: u64,
}

impl FileStamp {
    /// The stamp of a regular file that satisfies `rules`; `None` when nothing is there.
    pub fn of(path: &Path, rules: &ReadRules) -> Result<Option<FileStamp>, UnsafeFile> {
        let Some(meta) = stat_regular(path, rules)? else { return Ok(None) };
        let mtime_ns = meta
            .modified()
            .ok()
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .map_or(0, |d| d.as_nanos() as i128);
        #[cfg(unix)]
        let inode = std::os::unix::fs::MetadataExt::ino(&meta);
        #[cfg(not(unix))]
        let inode = 0;
        Ok(Some(FileStamp { len: meta.len(), mtime_ns, inode }))
    }

    pub fn bytes(&self) -> u64 {
        self.len
    }

    /// The stamp as text, the same for the same content.
    pub fn key(&self) -> String {
        format!("{}\t{}\t{}", self.len, self.mtime_ns, self.inode)
    }
}

/// Removes `path`; a file that is not there is no error.
pub fn remove_if_exists(path: &Path) -> std::io::Result<()> {
    match fs_err::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}
