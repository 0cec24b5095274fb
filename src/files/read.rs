//! Reading files that other people wrote without being led somewhere else: only regular files,
//! checked before and after opening, and a cheap identity of a file's content.

use std::io::Read;
use std::path::{Path, PathBuf};

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

impl crate::model::hint::Hint for UnsafeFile {
    fn hint(&self) -> Option<String> {
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
}

impl UnsafeFile {
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

/// Refuses a path whose reading would wait or never end (a FIFO, a socket, a device). A file or a
/// directory the user named passes, through links: it is their own path.
pub fn check_readable(path: &Path) -> Result<(), UnsafeFile> {
    let file_type = fs_err::metadata(path).map_err(|e| with_path(e, path))?.file_type();
    if file_type.is_file() || file_type.is_dir() {
        return Ok(());
    }
    Err(UnsafeFile::NotRegular { path: path.to_path_buf(), kind: kind_of(&file_type) })
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

/// `e` with the path it happened at, for errors whose own text leaves it out.
pub(super) fn with_path(e: std::io::Error, path: &Path) -> std::io::Error {
    std::io::Error::new(e.kind(), format!("{e} (at {})", path.display()))
}
