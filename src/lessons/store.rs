//! Where lessons live and how they are changed without losing a concurrent writer's work.

use std::path::{Path, PathBuf};

use super::error::Error;
use super::file::{self, Parsed};
use super::merge::LessonSet;
use super::record::{Lesson, Status};
use crate::files::{DirLock, write_atomic_if_changed};
use crate::home;

pub const PROJECT_DIR: &str = ".agent-trace";
pub const LESSONS_FILE: &str = "lessons.jsonl";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StoreKind {
    /// `<repo>/.agent-trace/lessons.jsonl`, committed: approved and retired lessons only.
    Project,
    /// The private global lessons: approved and retired lessons only.
    Global,
    /// The private candidate store: candidates only.
    Candidates,
}

impl StoreKind {
    pub fn name(self) -> &'static str {
        match self {
            StoreKind::Project => "project",
            StoreKind::Global => "global",
            StoreKind::Candidates => "candidate",
        }
    }

    fn admits(self, status: Status) -> bool {
        (self == StoreKind::Candidates) == (status == Status::Candidate)
    }
}

#[derive(Debug, Clone)]
pub struct Store {
    pub kind: StoreKind,
    pub path: PathBuf,
}

impl Store {
    /// The project store of the repository around `cwd`.
    pub fn project(cwd: &Path) -> Result<Store, Error> {
        let root = find_project_root(cwd).ok_or_else(|| Error::NoProject { cwd: cwd.to_path_buf() })?;
        Ok(Store::project_at(&root))
    }

    pub fn project_at(root: &Path) -> Store {
        Store { kind: StoreKind::Project, path: root.join(PROJECT_DIR).join(LESSONS_FILE) }
    }

    pub fn global() -> Result<Store, Error> {
        Ok(Store { kind: StoreKind::Global, path: home::global_lessons_file()? })
    }

    pub fn candidates() -> Result<Store, Error> {
        Ok(Store { kind: StoreKind::Candidates, path: home::candidates_file()? })
    }

    /// Reads the file, accepting only records this store may hold. Bad lines are reported, not fatal.
    pub fn read(&self) -> Result<Parsed, Error> {
        let kind = self.kind;
        let accept = move |lesson: &Lesson| {
            if kind.admits(lesson.status) {
                Ok(())
            } else {
                Err(format!("a {} lesson cannot be in the {} store", lesson.status, kind.name()))
            }
        };
        Ok(file::read(&self.path, &accept)?)
    }

    /// Reads the file for a person's command: the first bad line is an error naming file and line.
    pub fn load(&self) -> Result<Parsed, Error> {
        let parsed = self.read()?;
        match parsed.bad_lines.first() {
            Some(bad) => Err(Error::BadLine { path: self.path.clone(), line: bad.line, reason: bad.reason.clone() }),
            None => Ok(parsed),
        }
    }

    /// Read-modify-write under the directory lock. The file is rewritten (canonical, atomically)
    /// only when its bytes change. Returns what `change` returned and whether the file changed.
    pub fn update<T>(&self, change: impl FnOnce(&mut LessonSet) -> Result<T, Error>) -> Result<(T, bool), Error> {
        let dir = self.path.parent().expect("a store file has a directory");
        let _lock = DirLock::acquire(dir)?;
        let mut lessons = self.load()?.lessons;
        let result = change(&mut lessons)?;
        let written = write_atomic_if_changed(&self.path, &file::to_canonical_bytes(&lessons))?;
        Ok((result, written))
    }
}

/// The nearest directory at or above `cwd` that holds `.agent-trace/`, not looking past the
/// root of the git repository `cwd` is in; else that repository's root.
pub fn find_project_root(cwd: &Path) -> Option<PathBuf> {
    for dir in cwd.ancestors() {
        if dir.join(PROJECT_DIR).is_dir() || dir.join(".git").exists() {
            return Some(dir.to_path_buf());
        }
    }
    None
}
