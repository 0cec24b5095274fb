//! Which repositories may talk to the user's agents (docs/src/trust.md). A repository is written by
//! other people, so until the user trusts it, nothing under its `.agent-trace/` is read on the hook
//! path: no lessons, no settings. Trust is kept per work tree root, in the private data directory,
//! and covers what was reviewed ([`review`]), not whatever the path holds later.

pub mod review;

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::files::{self, DirLock, ReadRules, UnsafeFile, write_private};

/// A trust list of ten thousand repositories is about a megabyte.
const MAX_TRUST_LIST_BYTES: u64 = 4 << 20;
use crate::files::home;
use crate::files::project::Project;
use crate::model::Timestamp;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Io(#[from] std::io::Error),
    #[error("{}: not a trust list: {reason}", path.display())]
    Corrupt { path: PathBuf, reason: String },
    #[error(transparent)]
    NoDataDir(#[from] home::NoDataDir),
}

impl crate::model::hint::Hint for Error {
    fn hint(&self) -> Option<String> {
        matches!(self, Error::Corrupt { .. })
            .then(|| "fix the file by hand, or delete it and trust your repositories again".to_string())
    }
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

impl TrustList {
    pub fn load(path: &Path) -> Result<TrustList, Error> {
        let rules = ReadRules { follow_symlinks: true, owner: None, max_bytes: MAX_TRUST_LIST_BYTES };
        match files::read_regular(path, &rules) {
            Ok(Some(bytes)) => serde_json::from_slice(&bytes)
                .map_err(|e| Error::Corrupt { path: path.to_path_buf(), reason: e.to_string() }),
            Ok(None) => Ok(TrustList::default()),
            Err(UnsafeFile::Io(e)) => Err(e.into()),
            Err(e) => Err(Error::Corrupt { path: path.to_path_buf(), reason: e.to_string() }),
        }
    }

    /// Trust is of one exact root (`/x/a` never covers `/x/ab` or `/x/a/b`); a linked worktree is
    /// covered by its main work tree's trust.
    pub fn is_trusted(&self, project: &Project) -> bool {
        project.trust_roots().any(|root| self.repos.iter().any(|r| r.path == root))
    }
}

/// A project the user trusts: the only way to its lessons and settings on the hook path.
#[derive(Debug, Clone)]
pub struct TrustedProject {
    project: Project,
    live: review::Live,
}

impl TrustedProject {
    pub fn project(&self) -> &Project {
        &self.project
    }

    /// What of it reaches the agents: the reviewed lessons and, unless held back, its settings.
    pub fn live(&self) -> &review::Live {
        &self.live
    }

    /// The project whose `config.toml` applies: `None` while its settings are held back.
    pub fn settings(&self) -> Option<&Project> {
        self.live.config.then_some(&self.project)
    }
}

/// Where a command or hook runs, as far as project lessons and settings go.
#[derive(Debug)]
pub enum Here {
    /// Not inside a git work tree: global lessons and the user's own settings only.
    Outside,
    /// A work tree agent-trace does not use at all (another user's, or `.agent-trace` a link).
    Refused(UnsafeFile),
    Untrusted(Project),
    Trusted(TrustedProject),
}

impl Here {
    pub fn trusted(&self) -> Option<&TrustedProject> {
        match self {
            Here::Trusted(t) => Some(t),
            _ => None,
        }
    }

    pub fn project(&self) -> Option<&Project> {
        match self {
            Here::Trusted(t) => Some(t.project()),
            Here::Untrusted(p) => Some(p),
            Here::Outside | Here::Refused(_) => None,
        }
    }

    /// What a person is told when this project's lessons do not reach their agents.
    /// What to tell about this repository's lessons not being used. `for_a_person`: the note may
    /// name the command that trusts it; an agent reading it gets no such command (trusting is
    /// the person's decision).
    pub fn not_delivered_note(&self, for_a_person: bool) -> Option<String> {
        match self {
            Here::Untrusted(p) if for_a_person => Some(format!(
                "{} is not trusted: its lessons and settings do not reach your agents; \
                 to let them, run: {}",
                p.root().display(),
                trust_command(p.root())
            )),
            Here::Untrusted(p) => Some(format!(
                "{} is not trusted: its lessons and settings do not reach the agent; only the person can trust it",
                p.root().display()
            )),
            Here::Refused(e) => Some(format!("this repository's lessons are not used: {e}")),
            Here::Outside | Here::Trusted(_) => None,
        }
    }
}

/// Finds the project around `cwd` and whether the user trusts it. Reads nothing under
/// `.agent-trace/`; problems (a corrupt trust list, a refused repository) go to `log`.
pub fn here(data_dir: Option<&Path>, cwd: &Path, log: &dyn Fn(&str)) -> Here {
    let project = match Project::find(cwd) {
        Ok(Some(project)) => project,
        Ok(None) => return Here::Outside,
        Err(e) => {
            log(&format!("repository not used: {e}"));
            return Here::Refused(e);
        }
    };
    let list = match data_dir.map(|d| TrustList::load(&d.join("trust.json"))) {
        Some(Ok(list)) => list,
        Some(Err(e)) => {
            log(&e.to_string());
            TrustList::default()
        }
        None => TrustList::default(),
    };
    if !list.is_trusted(&project) {
        return Here::Untrusted(project);
    }
    let live = match data_dir {
        Some(dir) => review::live(dir, &project, log),
        None => review::Live { lessons: None, config: false, lock: false, held: review::Held::default() },
    };
    Here::Trusted(TrustedProject { project, live })
}

/// The command that trusts the repository at `root`, quoted for a shell.
pub fn trust_command(root: &Path) -> String {
    format!("agent-trace trust {}", crate::files::shell::quote(&root.to_string_lossy()))
}

/// Adds or removes `project` under the data-dir lock. Returns whether the list changed. Trusting
/// accepts what the project holds now (the person was shown it); untrusting keeps that record,
/// so trusting the same content again asks nothing.
pub fn set_trusted(project: &Project, trusted: bool, at: Timestamp) -> Result<bool, Error> {
    let path = trust_file()?;
    if trusted {
        review::accept(path.parent().expect("data dir"), project)?;
    }
    let _lock = DirLock::acquire(path.parent().expect("data dir"))?;
    let mut list = TrustList::load(&path)?;
    let root = project.root().to_path_buf();
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
    Ok(write_private(&path, &bytes)?)
}
