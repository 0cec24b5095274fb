//! The project a directory belongs to: the git work tree around it, and its `.agent-trace/`
//! files, read and written as what they are, files other people wrote (docs/src/trust.md).
//!
//! * The root is the work tree's root: the nearest directory at or above `cwd` that holds `.git`.
//!   The search never goes past it, and outside a work tree there is no project.
//! * Ownership, as git's `safe.directory`: the root, its `.git`, `.agent-trace/` and every file
//!   read from it belong to the current user, unless the user's own git config (global or system,
//!   never the repository's) lists the root in `safe.directory`.
//! * No symlinks and no special files: `.agent-trace` is a real directory, and only regular files
//!   of bounded size are read there; nothing is written through a link.

use std::path::{Path, PathBuf};

use crate::files::{self, ReadRules, UnsafeFile};

pub const PROJECT_DIR: &str = ".agent-trace";
pub const LESSONS_FILE: &str = "lessons.jsonl";
pub const CONFIG_FILE: &str = "config.toml";
/// The shared lesson sources a repository takes lessons from, and their lock (docs/src/sources.md).
pub const SOURCES_FILE: &str = "sources.toml";
pub const LOCK_FILE: &str = "sources.lock";
pub const ATTRIBUTES_FILE: &str = ".gitattributes";
/// The most a lessons file may hold: a million lessons are about 280 MB (the hook reads a file
/// that large one line at a time, in bounded memory; see `recall::stream`).
pub const MAX_LESSONS_BYTES: u64 = 512 << 20;
pub const MAX_CONFIG_BYTES: u64 = 1 << 20;
/// A lock names a few thousand lessons at most: a line of about 130 bytes each.
pub const MAX_LOCK_BYTES: u64 = 4 << 20;
pub const MAX_ATTRIBUTES_BYTES: u64 = 4 << 20;
/// A `.git` file or a worktree's `gitdir`/`commondir` file holds one path.
const MAX_GITFILE_BYTES: u64 = 4096;

/// A git work tree that agent-trace may use.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Project {
    /// The work tree's root, symlinks resolved.
    root: PathBuf,
    /// For a linked worktree (`git worktree add`): the main work tree's root, so that trusting a
    /// repository covers its worktrees.
    main_root: Option<PathBuf>,
    /// The uid files must belong to; `None` when the user's git config lists the root as safe.
    owner: Option<u32>,
}

impl Project {
    /// The work tree around `cwd`; `Ok(None)` outside one. An error when the work tree or its
    /// `.agent-trace` must not be used (another user's, or a link).
    pub fn find(cwd: &Path) -> Result<Option<Project>, UnsafeFile> {
        let Ok(cwd) = fs_err::canonicalize(cwd) else { return Ok(None) };
        let Some(root) = cwd.ancestors().find(|dir| fs_err::symlink_metadata(dir.join(".git")).is_ok()) else {
            return Ok(None);
        };
        Project::at(root).map(Some)
    }

    /// The project whose work tree root is `root` (already canonical).
    fn at(root: &Path) -> Result<Project, UnsafeFile> {
        let uid = files::current_uid();
        let dot_git = root.join(".git");
        let foreign = [root.to_path_buf(), dot_git.clone(), root.join(PROJECT_DIR)]
            .into_iter()
            .find_map(|path| owner_of(&path).filter(|owner| *owner != uid).map(|owner| (path, owner)));
        let owner = match foreign {
            None => Some(uid),
            Some(_) if listed_as_safe(root) => None,
            Some((path, owner)) => return Err(UnsafeFile::NotOwned { path, owner }),
        };
        let dir = root.join(PROJECT_DIR);
        match fs_err::symlink_metadata(&dir) {
            Ok(meta) if meta.file_type().is_symlink() => return Err(UnsafeFile::Symlink { path: dir }),
            Ok(meta) if !meta.is_dir() => return Err(UnsafeFile::NotDirectory { path: dir }),
            _ => {}
        }
        let rules = ReadRules { follow_symlinks: false, owner, max_bytes: MAX_GITFILE_BYTES };
        let main_root = match fs_err::symlink_metadata(&dot_git) {
            Ok(meta) if meta.is_file() => linked_worktree_main_root(root, &dot_git, &rules),
            _ => None,
        };
        Ok(Project { root: root.to_path_buf(), main_root, owner })
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// For a verified linked worktree, the main work tree's root.
    pub fn main_root(&self) -> Option<&Path> {
        self.main_root.as_deref()
    }

    /// The roots whose trust covers this work tree: its own, then its main work tree's.
    pub fn trust_roots(&self) -> impl Iterator<Item = &Path> {
        std::iter::once(self.root.as_path()).chain(self.main_root.as_deref())
    }

    pub fn dir(&self) -> PathBuf {
        self.root.join(PROJECT_DIR)
    }

    pub fn lessons_path(&self) -> PathBuf {
        self.dir().join(LESSONS_FILE)
    }

    pub fn config_path(&self) -> PathBuf {
        self.dir().join(CONFIG_FILE)
    }

    pub fn sources_path(&self) -> PathBuf {
        self.dir().join(SOURCES_FILE)
    }

    pub fn lock_path(&self) -> PathBuf {
        self.dir().join(LOCK_FILE)
    }

    pub fn attributes_path(&self) -> PathBuf {
        self.root.join(ATTRIBUTES_FILE)
    }

    /// How files of this project are read: no links, the owner checked, at most `max_bytes`.
    pub fn rules(&self, max_bytes: u64) -> ReadRules {
        ReadRules { follow_symlinks: false, owner: self.owner, max_bytes }
    }

    /// Reads a file of this project (a path from [`Project::lessons_path`] and the like).
    pub fn read(&self, path: &Path, max_bytes: u64) -> Result<Option<Vec<u8>>, UnsafeFile> {
        files::read_regular(path, &self.rules(max_bytes))
    }

    /// Writes a file of this project atomically, never through a link.
    pub fn write(&self, path: &Path, bytes: &[u8]) -> Result<bool, UnsafeFile> {
        if path.starts_with(self.dir()) {
            self.ensure_dir()?;
        }
        files::write_atomic_no_follow(path, bytes, self.owner)
    }

    /// Checks a path a person named (an import or export file): one that lies inside this work
    /// tree must stay inside it, so a committed link in a folder on the way cannot lead the read
    /// or the write to a file elsewhere (your private lessons, your shell's start-up files).
    pub fn check_stays_inside(&self, path: &Path) -> Result<(), UnsafeFile> {
        if !path.starts_with(&self.root) {
            return Ok(());
        }
        let mut real = path.to_path_buf();
        // The nearest part of the path that exists, resolved: where the file would really be.
        while let Some(parent) = real.parent().map(Path::to_path_buf) {
            if let Ok(resolved) = fs_err::canonicalize(&parent) {
                if !resolved.starts_with(&self.root) {
                    return Err(UnsafeFile::LeavesRepository { path: path.to_path_buf(), target: resolved });
                }
                return Ok(());
            }
            real = parent;
        }
        Ok(())
    }

    /// Creates `.agent-trace/` when it is missing (a link or a file there was refused by `find`,
    /// and `create_dir` does not follow one made since).
    pub fn ensure_dir(&self) -> Result<(), UnsafeFile> {
        match fs_err::create_dir(self.dir()) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                let file_type = fs_err::symlink_metadata(self.dir())?.file_type();
                if file_type.is_dir() {
                    Ok(())
                } else if file_type.is_symlink() {
                    Err(UnsafeFile::Symlink { path: self.dir() })
                } else {
                    Err(UnsafeFile::NotDirectory { path: self.dir() })
                }
            }
            Err(e) => Err(e.into()),
        }
    }
}

#[cfg(unix)]
fn owner_of(path: &Path) -> Option<u32> {
    fs_err::symlink_metadata(path).ok().map(|m| std::os::unix::fs::MetadataExt::uid(&m))
}

#[cfg(not(unix))]
fn owner_of(_: &Path) -> Option<u32> {
    None
}

/// Whether the user's own git config (global and system, as git reads `safe.directory`; never
/// the repository's own config) lists `root`: `*`, the path itself, or a `path/*` prefix.
fn listed_as_safe(root: &Path) -> bool {
    let Ok(config) = gix::config::File::from_globals() else { return false };
    let mut safe = false;
    for value in config.strings("safe.directory").unwrap_or_default() {
        let value = value.to_string();
        let value = value.trim();
        safe = match value {
            "" => false, // an empty value resets the list, as in git
            "*" => true,
            _ => match value.strip_suffix("/*") {
                Some(prefix) => same_path(prefix, root, true) || safe,
                None => same_path(value, root, false) || safe,
            },
        };
    }
    safe
}

fn same_path(listed: &str, root: &Path, prefix: bool) -> bool {
    let listed = fs_err::canonicalize(listed).unwrap_or_else(|_| PathBuf::from(listed));
    if prefix { root.starts_with(&listed) } else { root == listed }
}

/// A linked worktree's `.git` file says `gitdir: <main>/.git/worktrees/<name>`. That is believed
/// only when the git dir really lies in a repository's `worktrees/` folder and points back at
/// this `.git` file (the `gitdir` file git writes there): every file that decides it then sits
/// inside the main repository's own `.git`, which a folder copied from elsewhere cannot write.
fn linked_worktree_main_root(root: &Path, dot_git: &Path, rules: &ReadRules) -> Option<PathBuf> {
    let read = |path: &Path| {
        files::read_regular(path, rules)
            .ok()
            .flatten()
            .and_then(|b| String::from_utf8(b).ok())
            .map(|s| s.trim().to_string())
    };
    let git_dir = fs_err::canonicalize(root.join(read(dot_git)?.strip_prefix("gitdir:")?.trim())).ok()?;
    let worktrees = git_dir.parent()?;
    let common = worktrees.parent()?;
    if worktrees.file_name()? != "worktrees" || common.file_name()? != ".git" {
        return None;
    }
    let back = git_dir.join(read(&git_dir.join("gitdir"))?);
    if fs_err::canonicalize(back).ok()? != fs_err::canonicalize(dot_git).ok()? {
        return None;
    }
    let main = common.parent()?;
    // The main work tree must be what it claims: its `.git` is that directory, and it is yours.
    let uid = files::current_uid();
    let owned = |path: &Path| owner_of(path).is_none_or(|owner| owner == uid);
    (fs_err::canonicalize(main.join(".git")).ok()? == common && owned(common) && owned(&git_dir))
        .then(|| main.to_path_buf())
}
