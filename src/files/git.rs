//! The git side of sharing lessons: the merge driver in the clone's config, the
//! `.gitattributes` line, and the person's name for `approved_by`. Uses gix, never the git binary.

use std::path::{Path, PathBuf};

use crate::files::UnsafeFile;
use crate::files::project::{LESSONS_FILE, MAX_ATTRIBUTES_BYTES, PROJECT_DIR, Project};

/// The merge driver's name in `.git/config` and `.gitattributes`.
pub const DRIVER_NAME: &str = "agent-trace";
const DRIVER_DESCRIPTION: &str = "agent-trace lessons (record-level merge)";

type BoxedError = Box<dyn std::error::Error + Send + Sync>;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{} is not inside a git repository", dir.display())]
    NotARepo {
        dir: PathBuf,
        #[source]
        source: BoxedError,
    },
    #[error("cannot read git config {}", path.display())]
    ReadConfig {
        path: PathBuf,
        #[source]
        source: BoxedError,
    },
    #[error("cannot lock git config {} (is another git command running?)", path.display())]
    Lock {
        path: PathBuf,
        #[source]
        source: BoxedError,
    },
    #[error("cannot set {key} in {}", path.display())]
    SetValue {
        key: String,
        path: PathBuf,
        #[source]
        source: BoxedError,
    },
    #[error("the git dir {} belongs to {}, so agent-trace does not set it up from {}", git_dir.display(), owner.as_deref().map_or_else(|| "another repository".into(), |p| format!("the work tree {}", p.display())), here.display())]
    ForeignGitDir { git_dir: PathBuf, owner: Option<PathBuf>, here: PathBuf },
    #[error(transparent)]
    Unsafe(#[from] UnsafeFile),
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

impl crate::model::hint::Hint for Error {
    fn hint(&self) -> Option<String> {
        match self {
            Error::NotARepo { .. } => Some("run it inside the clone whose merges should use the driver".into()),
            Error::Lock { .. } => Some("wait for the other git command to finish, then run this again".into()),
            Error::Unsafe(e) => e.hint(),
            _ => None,
        }
    }
}

/// The `.gitattributes` line that routes the lessons file to our driver.
pub fn attributes_line() -> String {
    format!("{PROJECT_DIR}/{LESSONS_FILE} merge={DRIVER_NAME}")
}

/// The driver command git runs: `<binary> lessons merge-driver %O %A %B %P`.
pub fn driver_command(binary: &Path) -> String {
    format!("{} lessons merge-driver %O %A %B %P", crate::files::shell::quote(&binary.to_string_lossy()))
}

/// A repository found from a directory inside it.
pub struct Repo {
    repo: gix::Repository,
}

impl Repo {
    /// Finds the repository around `dir`, honouring `GIT_DIR` as git sets it for drivers and hooks.
    pub fn discover(dir: &Path) -> Result<Repo, Error> {
        gix::discover(dir)
            .map(|repo| Repo { repo })
            .map_err(|e| Error::NotARepo { dir: dir.to_path_buf(), source: Box::new(e) })
    }

    /// The worktree root, or `None` for a bare repository.
    pub fn workdir(&self) -> Option<&Path> {
        self.repo.workdir()
    }

    /// `.git/config` of the main worktree: linked worktrees share it.
    pub fn config_path(&self) -> PathBuf {
        self.repo.common_dir().join("config")
    }

    /// `core.worktree` of the repository's own config, resolved against its git dir (how a
    /// submodule's git dir names its work tree).
    pub fn configured_worktree(&self) -> Option<PathBuf> {
        let value = self.repo.config_snapshot().string("core.worktree")?.to_string();
        fs_err::canonicalize(self.repo.git_dir().join(value)).ok()
    }

    /// git's `user.name` as git itself would resolve it for this repository.
    pub fn user_name(&self) -> Option<String> {
        self.repo.config_snapshot().string("user.name").map(|s| s.to_string()).filter(|s| !s.trim().is_empty())
    }

    /// The bytes of `path` (relative to the work tree root) in the commit HEAD points at; `None`
    /// when there is no commit yet or it has no such file.
    pub fn file_at_head(&self, path: &str) -> Option<Vec<u8>> {
        file_in(&self.repo.head_commit().ok()?, path)
    }

    /// The bytes of `path` on the team's default branch as last fetched, for each of the two
    /// remotes that name the team's repository: `origin`, and `upstream` (a fork-based clone's
    /// name for it). What is there reached the team's branch through its review.
    pub fn files_upstream(&self, path: &str) -> Vec<Vec<u8>> {
        self.upstreams().iter().filter_map(|commit| file_in(commit, path)).collect()
    }

    /// Per remote, the first of `<remote>/HEAD`, `<remote>/main`, `<remote>/master` that leads to
    /// a commit (a `HEAD` left pointing at a branch renamed and pruned does not).
    fn upstreams(&self) -> Vec<gix::Commit<'_>> {
        ["origin", "upstream"]
            .iter()
            .filter_map(|remote| {
                ["HEAD", "main", "master"]
                    .iter()
                    .filter_map(|branch| {
                        self.repo.try_find_reference(format!("refs/remotes/{remote}/{branch}").as_str()).ok().flatten()
                    })
                    .find_map(|mut reference| reference.peel_to_commit().ok())
            })
            .collect()
    }

    /// How the work tree's `path` stands against git's index: what git itself last wrote there
    /// or staged, and whether the file changed since (the index's stat, as `git status` sees it).
    /// Content git converted on checkout (line endings, `ident`, an LFS smudge) is not a change;
    /// an edit after the last git operation is.
    pub fn work_tree_file(&self, path: &str) -> WorkTreeFile {
        let Ok(index) = self.repo.index_or_empty() else { return WorkTreeFile::Unknown };
        let wanted = path.to_ascii_lowercase();
        let mut entries = index.entries().iter().filter(|e| e.path(&index).to_string().to_ascii_lowercase() == wanted);
        // A folder above it that is a submodule: its content is another repository's.
        let gitlink = path.char_indices().filter(|(_, c)| *c == '/').any(|(at, _)| {
            index.entry_by_path(path[..at].into()).is_some_and(|e| e.mode == gix::index::entry::Mode::COMMIT)
        });
        if gitlink {
            return WorkTreeFile::Unknown;
        }
        let Some(entry) = entries.next() else { return WorkTreeFile::Untracked };
        // Another spelling of the name (`Lessons.jsonl` served as `lessons.jsonl` by a
        // case-insensitive file system) or a conflict's stages: not the person's own edit.
        if entries.next().is_some() || entry.path(&index) != path || entry.stage_raw() != 0 {
            return WorkTreeFile::Unknown;
        }
        let staged = self.repo.find_object(entry.id).ok().map(|o| o.data.clone());
        let on_disk = self.workdir().map(|root| root.join(path));
        let changed = on_disk
            .and_then(|file| gix::index::fs::Metadata::from_path_no_follow(&file).ok())
            .and_then(|meta| gix::index::entry::Stat::from_fs(&meta).ok())
            .is_none_or(|stat| !entry.stat.matches(&stat, Default::default()));
        WorkTreeFile::Tracked { staged, changed }
    }

    /// What a review of this work tree's files depends on besides their content: HEAD, the
    /// team's default branches, and how long HEAD's reflog is. The same key, the same verdict.
    pub fn review_key(&self) -> String {
        let head = self.repo.head_id().map(|id| id.to_string()).unwrap_or_default();
        let upstreams: Vec<String> = self.upstreams().iter().map(|commit| commit.id.to_string()).collect();
        let reflog = fs_err::metadata(self.repo.git_dir().join("logs/HEAD")).map_or(0, |m| m.len());
        format!("{head} {} {reflog}", upstreams.join(" "))
    }

    /// What the person committed to `path` in this work tree: for each commit that HEAD's reflog
    /// says was made here (`commit`, `commit (amend)`, `commit (merge)`, …; never a checkout, a
    /// pull, a reset or a rebase of someone else's work), newest first and at most `max`, the
    /// file at that commit and at each of its parents, when it differs from them. The reflog is
    /// written by the person's own git; a clone or a fetch never brings one.
    pub fn own_changes(&self, path: &str, max: usize) -> Vec<(Vec<u8>, Vec<Vec<u8>>)> {
        let Ok(head) = self.repo.head() else { return Vec::new() };
        let mut log = head.log_iter();
        let Ok(Some(lines)) = log.rev() else { return Vec::new() };
        let mut changes = Vec::new();
        for line in lines.take(max).filter_map(Result::ok).filter(|l| l.message.starts_with(b"commit")) {
            let Ok(commit) = self.repo.find_commit(line.new_oid) else { continue };
            let Some(after) = file_in(&commit, path) else { continue };
            // An amend replaces a commit that may be someone else's (a pull request's tip): what
            // that commit held is not made the person's by amending it.
            let replaced = line.message.starts_with(b"commit (amend)").then_some(line.previous_oid);
            let before: Vec<Vec<u8>> = commit
                .parent_ids()
                .map(|id| id.detach())
                .chain(replaced)
                .filter_map(|id| self.repo.find_commit(id).ok())
                .filter_map(|earlier| file_in(&earlier, path))
                .collect();
            if !before.contains(&after) {
                changes.push((after, before));
            }
        }
        changes
    }

    /// The driver command registered in the repository's config (any level), if any.
    pub fn registered_driver(&self) -> Option<String> {
        self.repo.config_snapshot().string(format!("merge.{DRIVER_NAME}.driver").as_str()).map(|s| s.to_string())
    }
}

/// A work tree file as git's index knows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WorkTreeFile {
    /// Not in the index: a file nobody has added yet.
    Untracked,
    /// In the index with `staged` (what git last wrote or staged there); `changed` when the file
    /// was written since.
    Tracked { staged: Option<Vec<u8>>, changed: bool },
    /// Inside a submodule, spelled otherwise in the index, mid-conflict, or the index unreadable.
    Unknown,
}

/// The bytes of `path` in `commit`'s tree.
fn file_in(commit: &gix::Commit<'_>, path: &str) -> Option<Vec<u8>> {
    let entry = commit.tree().ok()?.lookup_entry_by_path(path).ok()??;
    Some(entry.object().ok()?.data.clone())
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct InstallOutcome {
    pub config_changed: bool,
    pub attributes_changed: bool,
}

/// Checks, before anything is written anywhere, that the driver can be installed without
/// writing through a link: the clone's config, and the project's `.gitattributes`.
pub fn check_install(repo: &Repo, project: Option<&Project>) -> Result<(), Error> {
    let canonical = |p: &Path| fs_err::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
    let config = repo.config_path();
    if fs_err::symlink_metadata(&config).is_ok_and(|m| m.file_type().is_symlink()) {
        return Err(UnsafeFile::Symlink { path: config }.into());
    }
    if project.is_none() && canonical(repo.repo.common_dir()) != canonical(repo.repo.git_dir()) {
        // A bare repository whose `commondir` names another repository's git dir.
        let here = repo.repo.git_dir().to_path_buf();
        return Err(Error::ForeignGitDir { git_dir: canonical(repo.repo.common_dir()), owner: None, here });
    }
    if let Some(project) = project {
        // A `.git` file may name any git dir; only one whose work tree is this folder is ours to edit.
        let here = project.root().to_path_buf();
        let common = canonical(repo.repo.common_dir());
        let workdir = repo.workdir().map(canonical);
        if workdir.as_deref() != Some(project.root()) {
            return Err(Error::ForeignGitDir { git_dir: common, owner: workdir, here });
        }
        // A git dir belongs to one work tree: this folder's own `.git`, the main work tree's for a
        // verified linked worktree, or one whose `core.worktree` names this folder (a submodule).
        // Any other is someone else's, whatever this folder's `.git` file says.
        let own = [Some(project.root()), project.main_root()].into_iter().flatten().any(|r| common == r.join(".git"));
        if !own && repo.configured_worktree().as_deref() != Some(project.root()) {
            let owner = common.parent().filter(|_| common.ends_with(".git")).map(Path::to_path_buf);
            return Err(Error::ForeignGitDir { git_dir: common, owner, here });
        }
        project.read(&project.attributes_path(), MAX_ATTRIBUTES_BYTES)?;
    }
    Ok(())
}

/// Registers the driver in the clone's local config and adds the `.gitattributes` line to the
/// project's work tree (none for a bare repository). Idempotent: a second call changes no byte.
pub fn install_merge_driver(repo: &Repo, project: Option<&Project>, binary: &Path) -> Result<InstallOutcome, Error> {
    check_install(repo, project)?;
    let config_changed = set_local_config(
        &repo.config_path(),
        &[("name", DRIVER_DESCRIPTION.to_string()), ("driver", driver_command(binary))],
    )?;
    let attributes_changed = match project {
        Some(project) => ensure_attributes_line(project)?,
        None => false,
    };
    Ok(InstallOutcome { config_changed, attributes_changed })
}

/// Takes `[merge "agent-trace"]` out of the clone's local config (under git's lock), keeping the
/// rest of the file. Returns whether it was there.
pub fn uninstall_merge_driver(repo: &Repo) -> Result<bool, Error> {
    let path = repo.config_path();
    let read = |path: &Path| {
        gix::config::File::from_path_no_includes(path.to_path_buf(), gix::config::Source::Local)
            .map_err(|e| Error::ReadConfig { path: path.to_path_buf(), source: Box::new(e) })
    };
    if read(&path)?.section("merge", Some(DRIVER_NAME.into())).is_err() {
        return Ok(false);
    }
    let mut lock = gix::lock::File::acquire_to_update_resource(&path, gix::lock::acquire::Fail::Immediately, None, 0)
        .map_err(|e| Error::Lock { path: path.clone(), source: Box::new(e) })?;
    let mut config = read(&path)?;
    while config.remove_section("merge", Some(DRIVER_NAME.into())).is_some() {}
    config.write_to(&mut lock)?;
    lock.commit().map_err(|e| Error::Lock { path: path.clone(), source: Box::new(e.error) })?;
    Ok(true)
}

/// Sets `merge.agent-trace.<key>` values in the local config file, under git's own lock
/// (`config.lock`), keeping the rest of the file as it was. Returns whether anything changed.
fn set_local_config(path: &Path, values: &[(&str, String)]) -> Result<bool, Error> {
    let read = |path: &Path| {
        gix::config::File::from_path_no_includes(path.to_path_buf(), gix::config::Source::Local)
            .map_err(|e| Error::ReadConfig { path: path.to_path_buf(), source: Box::new(e) })
    };
    let current = read(path)?;
    let up_to_date = values.iter().all(|(key, value)| {
        current.string_by("merge", Some(DRIVER_NAME.into()), key).is_some_and(|v| v.as_slice() == value.as_bytes())
    });
    if up_to_date {
        return Ok(false);
    }
    let mut lock = gix::lock::File::acquire_to_update_resource(path, gix::lock::acquire::Fail::Immediately, None, 0)
        .map_err(|e| Error::Lock { path: path.to_path_buf(), source: Box::new(e) })?;
    // Read again under the lock so that a concurrent writer's change is kept.
    let mut config = read(path)?;
    for (key, value) in values {
        config.set_raw_value_by("merge", DRIVER_NAME, *key, value.as_str()).map_err(|e| Error::SetValue {
            key: format!("merge.{DRIVER_NAME}.{key}"),
            path: path.to_path_buf(),
            source: Box::new(e),
        })?;
    }
    config.write_to(&mut lock)?;
    lock.commit().map_err(|e| Error::Lock { path: path.to_path_buf(), source: Box::new(e.error) })?;
    Ok(true)
}

/// Appends our line to the project's `.gitattributes` unless it is already there; the file is a
/// committed one, so it is never written through a link.
fn ensure_attributes_line(project: &Project) -> Result<bool, Error> {
    let path = project.attributes_path();
    let existing = project.read(&path, MAX_ATTRIBUTES_BYTES)?.unwrap_or_default();
    let existing = String::from_utf8_lossy(&existing);
    let line = attributes_line();
    if has_line(&existing, &line) {
        return Ok(false);
    }
    let mut updated = existing.into_owned();
    if !updated.is_empty() && !updated.ends_with('\n') {
        updated.push('\n');
    }
    updated.push_str(&line);
    updated.push('\n');
    Ok(project.write(&path, updated.as_bytes())?)
}

/// The git hooks that keep the shared lessons' cache in step with the lock after a pull or a
/// checkout; each a script of ours, marked so uninstall takes only ours.
pub const SYNC_HOOKS: [&str; 2] = ["post-merge", "post-checkout"];
const SYNC_HOOK_START: &str = "#!/bin/sh\n# agent-trace: sources sync";

/// Whether a hook file is one of ours as init wrote it (our three lines): one a person added to
/// is theirs now, and neither rewritten nor removed.
fn is_our_sync_hook(bytes: &[u8]) -> bool {
    bytes.starts_with(SYNC_HOOK_START.as_bytes()) && bytes.split(|b| *b == b'\n').filter(|l| !l.is_empty()).count() == 3
}

/// What installing one git hook did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HookOutcome {
    Written,
    Already,
    /// Another hook is there (or `core.hooksPath` points elsewhere): left alone.
    Taken(PathBuf),
}

impl Repo {
    /// Where git looks for this clone's hooks: `core.hooksPath`, else the common git dir's.
    fn hooks_dir(&self) -> PathBuf {
        match self.repo.config_snapshot().trusted_path("core.hooksPath") {
            Ok(Some(path)) => self.repo.workdir().unwrap_or(self.repo.common_dir()).join(path),
            _ => self.repo.common_dir().join("hooks"),
        }
    }
}

/// Writes the post-merge and post-checkout hooks that run `sources sync` (quietly, never failing
/// git) where no hook of that name is there.
pub fn install_sync_hooks(repo: &Repo, binary: &Path) -> Result<Vec<(&'static str, HookOutcome)>, Error> {
    let dir = repo.hooks_dir();
    // In the background: a checkout or pull never waits on the network.
    let script = format!(
        "{SYNC_HOOK_START} (fetches the lessons .agent-trace/sources.lock names; written by agent-trace init)\n\
         ({} sources sync </dev/null >/dev/null 2>&1 &)\n",
        crate::files::shell::quote(&binary.to_string_lossy())
    );
    let mut done = Vec::new();
    for name in SYNC_HOOKS {
        let path = dir.join(name);
        let existing = crate::files::read_regular(
            &path,
            &crate::files::ReadRules { follow_symlinks: false, owner: None, max_bytes: 1 << 20 },
        );
        let outcome = match existing {
            Ok(Some(bytes)) if bytes == script.as_bytes() => HookOutcome::Already,
            Ok(Some(bytes)) if is_our_sync_hook(&bytes) => {
                write_hook(&path, &script)?;
                HookOutcome::Written
            }
            Ok(None) => {
                crate::files::create_private_dir_all(&dir)?;
                write_hook(&path, &script)?;
                HookOutcome::Written
            }
            _ => HookOutcome::Taken(path),
        };
        done.push((name, outcome));
    }
    Ok(done)
}

/// Writes a hook script, never through a link (`core.hooksPath` may point into the work tree).
fn write_hook(path: &Path, script: &str) -> Result<(), Error> {
    use std::os::unix::fs::PermissionsExt;
    crate::files::write_atomic_no_follow(path, script.as_bytes(), None)?;
    fs_err::set_permissions(path, std::fs::Permissions::from_mode(0o755))?;
    Ok(())
}

/// Takes our sync hooks out (only files as init wrote them); which were there.
pub fn uninstall_sync_hooks(repo: &Repo) -> Result<Vec<&'static str>, Error> {
    let dir = repo.hooks_dir();
    let mut removed = Vec::new();
    for name in SYNC_HOOKS {
        let path = dir.join(name);
        let rules = crate::files::ReadRules { follow_symlinks: false, owner: None, max_bytes: 1 << 20 };
        if let Ok(Some(bytes)) = crate::files::read_regular(&path, &rules)
            && is_our_sync_hook(&bytes)
        {
            crate::files::remove_if_exists(&path)?;
            removed.push(name);
        }
    }
    Ok(removed)
}

/// Whether the project's `.gitattributes` routes the lessons file to our driver.
pub fn has_attributes_line(project: &Project) -> Result<bool, UnsafeFile> {
    let text = project.read(&project.attributes_path(), MAX_ATTRIBUTES_BYTES)?.unwrap_or_default();
    Ok(has_line(&String::from_utf8_lossy(&text), &attributes_line()))
}

/// Whether `text` has `line`, compared with whitespace runs folded (as git reads attributes).
pub fn has_line(text: &str, line: &str) -> bool {
    let fold = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let wanted = fold(line);
    text.lines().any(|l| fold(l) == wanted)
}

/// git's `user.name` for `dir`: the repository's view when `dir` is in one, else the global config.
pub fn user_name(dir: &Path) -> Option<String> {
    match Repo::discover(dir) {
        Ok(repo) => repo.user_name(),
        Err(_) => gix::config::File::from_globals()
            .ok()?
            .string("user.name")
            .map(|s| s.to_string())
            .filter(|s| !s.trim().is_empty()),
    }
}
