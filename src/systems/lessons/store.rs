//! Where lessons live and how they are changed without losing a concurrent writer's work.

use std::path::{Path, PathBuf};

use super::error::Error;
use super::file::{self, Parsed};
use super::merge::LessonSet;
use super::record::{Lesson, Status};
use crate::files::home;
use crate::files::project::{MAX_LESSONS_BYTES, Project};
use crate::files::{self, DirLock, ReadRules, write_private};
use crate::model::Event;

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
    /// The project store's work tree: its file is read and written as another person's file
    /// (no links, no special files, the owner checked).
    project: Option<Project>,
    /// A preview: [`Store::update`] computes the change and keeps its diff here, writing nothing.
    previews: Option<std::sync::Arc<std::sync::Mutex<Vec<String>>>>,
}

impl Store {
    /// The project store of the git work tree around `cwd`.
    /// The project whose committed file this store is (`None` for your private stores).
    pub fn repository(&self) -> Option<&Project> {
        self.project.as_ref()
    }

    pub fn project(cwd: &Path) -> Result<Store, Error> {
        let project = Project::find(cwd)?.ok_or_else(|| Error::NoProject { cwd: cwd.to_path_buf() })?;
        Ok(Store::of_project(project))
    }

    pub fn of_project(project: Project) -> Store {
        Store { kind: StoreKind::Project, path: project.lessons_path(), project: Some(project), previews: None }
    }

    pub fn global() -> Result<Store, Error> {
        Ok(Store { kind: StoreKind::Global, path: home::global_lessons_file()?, project: None, previews: None })
    }

    pub fn candidates() -> Result<Store, Error> {
        Ok(Store { kind: StoreKind::Candidates, path: home::candidates_file()?, project: None, previews: None })
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
        Ok(match self.bytes()? {
            Some(bytes) => file::parse_with(&String::from_utf8_lossy(&bytes), &accept),
            None => Parsed { canonical: true, ..Parsed::default() },
        })
    }

    fn bytes(&self) -> Result<Option<Vec<u8>>, Error> {
        Ok(match &self.project {
            Some(project) => project.read(&self.path, MAX_LESSONS_BYTES)?,
            // Your own files may be links (a dotfiles manager), never FIFOs or devices.
            None => files::read_regular(
                &self.path,
                &ReadRules { follow_symlinks: true, owner: None, max_bytes: MAX_LESSONS_BYTES },
            )?,
        })
    }

    /// The approved lessons of the file that `lessons add` would refuse, by line (see
    /// [`file::refusals`]): the hook never delivers them.
    pub fn refusals(&self) -> Result<Vec<file::BadLine>, Error> {
        Ok(self.bytes()?.map(|bytes| file::refusals(&String::from_utf8_lossy(&bytes))).unwrap_or_default())
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
    /// The same store, for a dry run: its updates write nothing and keep their diffs (see
    /// [`Store::previewed`]).
    pub fn preview(mut self) -> Store {
        self.previews = Some(Default::default());
        self
    }

    /// The diffs a preview store's updates would have written, in order.
    pub fn previewed(&self) -> Vec<String> {
        self.previews.as_ref().map(|p| p.lock().map(|d| d.clone()).unwrap_or_default()).unwrap_or_default()
    }

    pub fn update<T>(&self, change: impl FnOnce(&mut LessonSet) -> Result<T, Error>) -> Result<(T, bool), Error> {
        if let Some(previews) = &self.previews {
            let mut lessons = self.load()?.lessons;
            let result = change(&mut lessons)?;
            let after = file::to_canonical_bytes(&lessons);
            let before = match &self.project {
                Some(project) => project.read(&self.path, crate::files::project::MAX_LESSONS_BYTES)?,
                None => fs_err::read(&self.path).ok(),
            };
            let changed = before.as_deref() != Some(after.as_slice());
            let diff = crate::model::text::file_diff(&self.path, before.as_deref(), Some(&after));
            if let Ok(mut list) = previews.lock() {
                list.push(diff);
            }
            return Ok((result, changed));
        }
        let dir = self.path.parent().expect("a store file has a directory");
        // A repository's lessons are locked where only the person can reach: anyone who can
        // open `.agent-trace/` could hold a lock there, and every command with it.
        let lock_dir = match &self.project {
            Some(project) => {
                project.ensure_dir()?;
                let key = crate::model::digest::sha256_hex(self.path.to_string_lossy().as_bytes(), 8);
                let dir = crate::files::home::data_dir()?.join("locks").join(key);
                files::create_private_dir_all(&dir)?;
                dir
            }
            None => dir.to_path_buf(),
        };
        let _lock = DirLock::acquire(&lock_dir)?;
        files::remove_stale_temps(&self.path);
        let mut lessons = self.load()?.lessons;
        let result = change(&mut lessons)?;
        let bytes = file::to_canonical_bytes(&lessons);
        let written = match &self.project {
            Some(project) => project.write(&self.path, &bytes)?,
            None => write_private(&self.path, &bytes)?,
        };
        Ok((result, written))
    }
}

/// The approved pre_tool lessons that name a tool, as `(id, tool)`: yours and a trusted
/// project's (an untrusted repository's lessons widen nobody's hooks). Tool hooks run for them.
pub fn tool_lessons(data_dir: &Path, cwd: &Path) -> Vec<(String, String)> {
    let here = crate::files::trust::here(Some(data_dir), cwd, &|_| {});
    let mut stores: Vec<Store> = Store::global().into_iter().collect();
    stores.extend(here.trusted().map(|t| Store::of_project(t.project().clone())));
    let mut found = Vec::new();
    for parsed in stores.iter().filter_map(|s| s.load().ok()) {
        found.extend(
            parsed
                .lessons
                .iter()
                .filter(|l| l.status == Status::Approved && l.trigger.event == Event::PreTool)
                .filter_map(|l| Some((l.id.to_string(), l.trigger.tool.clone()?))),
        );
    }
    found
}
