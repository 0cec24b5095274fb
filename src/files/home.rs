//! The private data directory: never committed, never shared.

use std::path::{Path, PathBuf};

use crate::files::env;

/// Where the private data would go cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum NoDataDir {
    #[error(
        "cannot tell where agent-trace keeps its private data: none of {}, {}, {} is set",
        env::AGENT_TRACE_HOME,
        env::XDG_DATA_HOME,
        env::HOME
    )]
    Unset,
    /// A relative path means a different place in every directory, a repository's among them.
    #[error("{} is not an absolute path: agent-trace keeps its private data only at an absolute one", dir.display())]
    Relative { dir: PathBuf },
    /// Inside a work tree, the "private" files would be a repository's to write (a committed
    /// config, a trust list).
    #[error("{} is inside the git work tree {}: private data must live outside every repository", dir.display(), root.display())]
    InWorkTree { dir: PathBuf, root: PathBuf },
    #[error("{} belongs to another user: agent-trace keeps its private data only in a directory of yours", dir.display())]
    NotYours { dir: PathBuf },
}

/// `$AGENT_TRACE_HOME`, else `$XDG_DATA_HOME/agent-trace`, else `~/.local/share/agent-trace`:
/// absolute, outside every git work tree, and the person's own, or refused.
pub fn data_dir() -> Result<PathBuf, NoDataDir> {
    let dir = if let Some(dir) = env::var_os(env::AGENT_TRACE_HOME) {
        PathBuf::from(dir)
    } else if let Some(dir) = env::var_os(env::XDG_DATA_HOME) {
        PathBuf::from(dir).join("agent-trace")
    } else {
        env::var_os(env::HOME)
            .map(|home| PathBuf::from(home).join(".local/share/agent-trace"))
            .ok_or(NoDataDir::Unset)?
    };
    check(&dir)?;
    Ok(dir)
}

fn check(dir: &Path) -> Result<(), NoDataDir> {
    if !dir.is_absolute() {
        return Err(NoDataDir::Relative { dir: dir.to_path_buf() });
    }
    // The directory, or the nearest of its parents that exists, with every parent above it; up
    // to the home directory, which may be a dotfiles repository and is the person's own.
    let home = env::var_os(env::HOME).map(PathBuf::from);
    for ancestor in dir.ancestors().take_while(|a| home.as_deref() != Some(*a)) {
        if ancestor.join(".git").symlink_metadata().is_ok() {
            return Err(NoDataDir::InWorkTree { dir: dir.to_path_buf(), root: ancestor.to_path_buf() });
        }
    }
    #[cfg(unix)]
    if let Ok(meta) = dir.metadata()
        && std::os::unix::fs::MetadataExt::uid(&meta) != rustix::process::geteuid().as_raw()
    {
        return Err(NoDataDir::NotYours { dir: dir.to_path_buf() });
    }
    Ok(())
}

/// What `doctor` (and a judge that is an agent) sets `AGENT_TRACE_DRY_RUN` to, so that the
/// hooks it runs record nothing: a key from the private data dir, which a repository cannot know
/// (a committed `env` block setting `AGENT_TRACE_DRY_RUN=1` turns nothing off).
pub fn dry_run_token(data_dir: &Path) -> std::io::Result<String> {
    private_key(data_dir, "dry-run.key").map(|key| crate::model::digest::hex(&key))
}

/// 32 random bytes kept in the private data dir as `name` (0600), made on first use. Only code
/// running as the person can read it; a repository, a fetched page or a tool's output cannot.
pub fn private_key(data_dir: &Path, name: &str) -> std::io::Result<Vec<u8>> {
    let file = data_dir.join(name);
    // An empty key (a first run killed between creating and writing it, before keys were linked
    // into place whole) is replaced: an empty token is one anybody could give.
    let empty = match fs_err::read(&file) {
        Ok(key) if !key.is_empty() => return Ok(key),
        Ok(_) => true,
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e),
        Err(_) => false,
    };
    let mut key = vec![0u8; 32];
    std::io::Read::read_exact(&mut fs_err::File::open("/dev/urandom")?, &mut key)?;
    crate::files::create_private_dir_all(data_dir)?;
    // Written whole under a temporary name (0600), then linked into place only if no key is
    // there: two first runs at once both end with the one that won, and nobody reads half a key.
    let mut draft = tempfile::NamedTempFile::new_in(data_dir)?;
    std::io::Write::write_all(&mut draft, &key)?;
    let placed = if empty { draft.persist(&file) } else { draft.persist_noclobber(&file) };
    match placed {
        Ok(_) => Ok(key),
        Err(e) if e.error.kind() == std::io::ErrorKind::AlreadyExists => fs_err::read(&file),
        Err(e) => Err(e.error),
    }
}

/// Lessons that apply in every repository.
pub fn global_lessons_file() -> Result<PathBuf, NoDataDir> {
    Ok(data_dir()?.join("lessons.jsonl"))
}

/// Candidate lessons waiting for a person's approval.
pub fn candidates_file() -> Result<PathBuf, NoDataDir> {
    Ok(data_dir()?.join("candidates.jsonl"))
}
