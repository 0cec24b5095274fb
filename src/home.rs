//! The private data directory: never committed, never shared.

use std::path::{Path, PathBuf};

use crate::env;

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
    let file = data_dir.join("dry-run.key");
    match fs_err::read(&file) {
        Ok(key) => return Ok(crate::digest::hex(&key)),
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e),
        Err(_) => {}
    }
    let mut key = vec![0u8; 32];
    std::io::Read::read_exact(&mut fs_err::File::open("/dev/urandom")?, &mut key)?;
    crate::files::create_private_dir_all(data_dir)?;
    // Created once, never replaced: two first runs at once both read the one that won.
    match fs_err::OpenOptions::new().write(true).create_new(true).open(&file) {
        Ok(mut created) => {
            std::io::Write::write_all(&mut created, &key)?;
            #[cfg(unix)]
            fs_err::set_permissions(&file, std::os::unix::fs::PermissionsExt::from_mode(0o600))?;
            Ok(crate::digest::hex(&key))
        }
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(crate::digest::hex(&fs_err::read(&file)?)),
        Err(e) => Err(e),
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
