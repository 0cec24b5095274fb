//! Which repositories may talk to the user's agents. A freshly cloned repository must not be
//! able to inject text into an agent, so repo lessons are recalled only in trusted repositories.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::files::{DirLock, write_atomic_if_changed};
use crate::home;
use crate::lessons::Timestamp;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Io(#[from] std::io::Error),
    #[error("{}: not a trust list: {reason}", path.display())]
    Corrupt { path: PathBuf, reason: String },
    #[error(transparent)]
    NoDataDir(#[from] home::NoDataDir),
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TrustList {
    pub repos: Vec<TrustedRepo>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TrustedRepo {
    pub path: PathBuf,
    pub trusted_at: Timestamp,
}

pub fn trust_file() -> Result<PathBuf, home::NoDataDir> {
    Ok(home::data_dir()?.join("trust.json"))
}

/// The form a repository root is compared in: absolute, symlinks resolved.
pub fn canonical_root(root: &Path) -> PathBuf {
    fs_err::canonicalize(root).unwrap_or_else(|_| root.to_path_buf())
}

impl TrustList {
    pub fn load(path: &Path) -> Result<TrustList, Error> {
        match fs_err::read(path) {
            Ok(bytes) => serde_json::from_slice(&bytes)
                .map_err(|e| Error::Corrupt { path: path.to_path_buf(), reason: e.to_string() }),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(TrustList::default()),
            Err(e) => Err(e.into()),
        }
    }

    pub fn is_trusted(&self, root: &Path) -> bool {
        let root = canonical_root(root);
        self.repos.iter().any(|r| r.path == root)
    }
}

/// Adds or removes `root` under the data-dir lock. Returns whether the list changed.
pub fn set_trusted(root: &Path, trusted: bool, at: Timestamp) -> Result<bool, Error> {
    let path = trust_file()?;
    let _lock = DirLock::acquire(path.parent().expect("data dir"))?;
    let mut list = TrustList::load(&path)?;
    let root = canonical_root(root);
    let before = list.clone();
    list.repos.retain(|r| r.path != root);
    if trusted {
        match before.repos.iter().find(|r| r.path == root) {
            Some(existing) => list.repos.push(existing.clone()),
            None => list.repos.push(TrustedRepo { path: root, trusted_at: at }),
        }
    }
    list.repos.sort_by(|a, b| a.path.cmp(&b.path));
    if list == before {
        return Ok(false);
    }
    let mut bytes = serde_json::to_vec_pretty(&list).expect("trust list serializes");
    bytes.push(b'\n');
    Ok(write_atomic_if_changed(&path, &bytes)?)
}
