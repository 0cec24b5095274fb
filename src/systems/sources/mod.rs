//! Shared lesson sources (docs/src/sources.md): a repository takes lessons from other git
//! repositories, each pinned in `.agent-trace/sources.toml` to a tag or a commit, resolved in the
//! committed `sources.lock` to a commit and a SHA-256 per lesson, and fetched by `sync` into the
//! private cache. The hook reads only that cache, and only what the lock names with the same
//! digest; it never runs git or touches the network.

pub mod lock;
pub mod manifest;
mod remote;

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::files::project::{MAX_CONFIG_BYTES, MAX_LESSONS_BYTES, MAX_LOCK_BYTES, Project};
use crate::files::{self, FileStamp, ReadRules, UnsafeFile};
use crate::systems::lessons::{Lesson, Status, file};
use lock::{Lock, Resolved, lesson_digest};
use manifest::{Manifest, Spec, is_commit};
use remote::Remote;

/// Where a source keeps its lessons: the same place as any repository's, or the root of a
/// repository made only for lessons.
const SOURCE_LESSONS_PATHS: [&str; 2] = [".agent-trace/lessons.jsonl", "lessons.jsonl"];
/// A source's lessons file is read whole into memory: an organisation's lessons are a few
/// thousand lines, not the half-gigabyte a repository's own file may grow to.
const MAX_SOURCE_BYTES: u64 = 16 << 20;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{}:{line}: {reason}", path.display())]
    Manifest { path: PathBuf, line: usize, reason: String },
    #[error("{}:{line}: {reason}", path.display())]
    Lock { path: PathBuf, line: usize, reason: String },
    #[error("{url}: could not {what}: {said}")]
    Git { url: String, what: String, said: String },
    #[error("{url} has no tag or commit {rev:?}")]
    NoSuchRev { url: String, rev: String },
    #[error("{url}: {rev:?} is a branch, and a branch moves: the lessons would change under the lock")]
    Branch { url: String, rev: String },
    #[error("{url} has no tags")]
    NoTags { url: String },
    #[error(
        "tag {tag} of {url} now names commit {now}, but the lock says {locked}: refused (a tag that moved is a mistake or an impostor)"
    )]
    MovedTag { url: String, tag: String, now: String, locked: String },
    #[error("commit {commit} is on no tag or branch of {url}: refused (an impostor commit, from a fork or elsewhere)")]
    Impostor { url: String, commit: String },
    #[error("{url} is a source already")]
    Exists { url: String },
    #[error("{url} is not a source of this repository")]
    NotASource { url: String },
    #[error("{url} is in sources.toml but not in sources.lock")]
    NotLocked { url: String },
    #[error("the lock does not match {url} at {commit}: {reason}")]
    Mismatch { url: String, commit: String, reason: String },
    #[error("updating {url} to {rev} would drop lessons this repository still names: {}", ids.join(", "))]
    DropsUsed { url: String, rev: String, ids: Vec<String> },
    #[error("the private cache of sources")]
    Cache(#[source] std::io::Error),
    #[error(transparent)]
    Unsafe(#[from] UnsafeFile),
}

impl crate::model::hint::Hint for Error {
    fn hint(&self) -> Option<String> {
        Some(match self {
            Error::Manifest { .. } => "fix the line named; the file is yours to edit (url, rev, only, except)".into(),
            Error::Lock { .. } => "the lock is written by agent-trace only: `git checkout` it, or run `agent-trace sources update`".into(),
            Error::Git { .. } => "check the URL and that `git ls-remote URL` works here; the lessons delivered before are still delivered".into(),
            Error::NoSuchRev { url, .. } => format!("`git ls-remote --tags {url}` lists its tags"),
            Error::Branch { url, .. } => format!("pin a tag or a whole commit id: agent-trace sources add {url} --rev v1.0.0"),
            Error::NoTags { url } => format!("pin a whole commit id: agent-trace sources add {url} --rev <commit>"),
            Error::MovedTag { .. } | Error::Impostor { .. } => {
                "ask the source's owners; the lessons of the locked commit stay delivered from the cache".into()
            }
            Error::Exists { .. } => "move it with `agent-trace sources update --source URL`".into(),
            Error::NotASource { .. } => "`agent-trace sources list` shows the sources".into(),
            Error::NotLocked { url } => format!("lock it: agent-trace sources update --source {url}"),
            Error::Mismatch { .. } => "the lock was edited by hand or the source rewrote its history: run `agent-trace sources update`".into(),
            Error::DropsUsed { .. } => "take those ids out of `only` and out of your own lessons first, or stay on this rev".into(),
            Error::Cache(_) => "check the permissions of the agent-trace data folder".into(),
            Error::Unsafe(e) => return e.hint(),
        })
    }
}

/// The private cache: the sources' mirrors and their lessons, per commit.
pub fn cache_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("sources")
}

/// The verified lessons of `url` at `commit`: what the hook reads.
fn lessons_cache(cache: &Path, url: &str, commit: &str) -> PathBuf {
    cache.join("lessons").join(crate::model::digest::sha256_hex(url.as_bytes(), 8)).join(format!("{commit}.jsonl"))
}

/// The project's two files, as they are (an absent one is empty).
pub struct Files {
    pub manifest: Manifest,
    pub lock: Lock,
}

impl Files {
    pub fn read(project: &Project) -> Result<Files, Error> {
        let manifest_bytes = project.read(&project.sources_path(), MAX_CONFIG_BYTES)?.unwrap_or_default();
        let manifest_text = String::from_utf8_lossy(&manifest_bytes).into_owned();
        let manifest = Manifest::parse(&project.sources_path(), &manifest_text)?;
        let lock_bytes = project.read(&project.lock_path(), MAX_LOCK_BYTES)?.unwrap_or_default();
        let lock = Lock::parse(&project.lock_path(), &lock_bytes)?;
        Ok(Files { manifest, lock })
    }

    /// Writes the lock, then the manifest, each whole and never through a link; where the
    /// manifest cannot be written, the lock is given its bytes back, so the two stay in step.
    fn write(&self, project: &Project) -> Result<(), Error> {
        let before = project.read(&project.lock_path(), MAX_LOCK_BYTES)?;
        project.write(&project.lock_path(), self.lock.text().as_bytes())?;
        if let Err(e) = project.write(&project.sources_path(), self.manifest.text().as_bytes()) {
            let _ = match &before {
                Some(bytes) => project.write(&project.lock_path(), bytes).map(drop),
                None => files::remove_if_exists(&project.lock_path()).map_err(UnsafeFile::from),
            };
            return Err(e.into());
        }
        Ok(())
    }
}

/// What a source offers at one commit: its approved lessons that pass every check a committed
/// file's do, and why the others were left out.
#[derive(Debug, Default)]
pub struct Offered {
    pub lessons: BTreeMap<String, Lesson>,
    /// `lesson ID: why` or `PATH:LINE: why`.
    pub refused: Vec<String>,
}

fn offered(remote: &Remote<'_>, mirror: &Path, commit: &str) -> Result<Offered, Error> {
    let mut out = Offered::default();
    for path in SOURCE_LESSONS_PATHS {
        let Some(bytes) = remote.file_at(mirror, commit, path, MAX_SOURCE_BYTES)? else { continue };
        let parsed = file::parse(&String::from_utf8_lossy(&bytes));
        out.refused.extend(parsed.bad_lines.iter().map(|b| format!("{path}:{}: {}", b.line, b.reason)));
        for lesson in parsed.lessons.iter().filter(|l| l.status == Status::Approved) {
            match lesson.check_for_write() {
                Ok(()) => {
                    out.lessons.insert(lesson.id.to_string(), lesson.clone());
                }
                Err(e) => out.refused.push(format!("lesson {}: {e}", lesson.id)),
            }
        }
        return Ok(out);
    }
    Ok(out)
}

/// The lessons of `offered` that `spec` takes, with their digests.
fn taken(spec: &Spec, offered: &Offered) -> BTreeMap<String, String> {
    offered
        .lessons
        .iter()
        .filter(|(id, _)| spec.takes(id))
        .map(|(id, lesson)| (id.clone(), lesson_digest(&lesson.canonical_line())))
        .collect()
}

/// Writes the verified lessons of a commit into the cache (all it offers: the lock says which
/// a repository takes).
fn store(cache: &Path, url: &str, commit: &str, offered: &Offered) -> Result<(), Error> {
    let path = lessons_cache(cache, url, commit);
    files::create_private_dir_all(path.parent().unwrap_or(cache)).map_err(Error::Cache)?;
    let text: String = offered.lessons.values().map(|l| l.canonical_line() + "\n").collect();
    files::write_private(&path, text.as_bytes()).map(drop).map_err(Error::Cache)
}

/// A source resolved at a rev: its commit and what it offers there.
struct Fetched {
    commit: String,
    offered: Offered,
}

/// Resolves `rev` of a source with the network: a tag (never a branch), or a whole commit id
/// (never a tag of that name) that one of the source's refs holds.
fn fetch_rev(remote: &Remote<'_>, url: &str, rev: &str, refs: &remote::Refs) -> Result<Fetched, Error> {
    let missing = || Error::NoSuchRev { url: url.into(), rev: rev.into() };
    if !is_commit(rev) && refs.tag(rev).is_none() {
        return Err(match refs.branches.iter().any(|b| b == rev) {
            true => Error::Branch { url: url.into(), rev: rev.into() },
            false => missing(),
        });
    }
    let mirror = remote.fetch()?;
    let commit = match is_commit(rev) {
        true => {
            let commit = remote.resolve(&mirror, rev).filter(|c| c == rev).ok_or_else(missing)?;
            if !remote.reachable(&mirror, &commit) {
                return Err(Error::Impostor { url: url.into(), commit });
            }
            commit
        }
        false => remote.resolve(&mirror, &format!("refs/tags/{rev}")).ok_or_else(missing)?,
    };
    let offered = offered(remote, &mirror, &commit)?;
    Ok(Fetched { commit, offered })
}

/// What `add` or one source of `update` did.
#[derive(Debug, Serialize)]
pub struct Change {
    pub url: String,
    pub label: String,
    pub from: Option<String>,
    pub to: String,
    pub added: Vec<String>,
    pub changed: Vec<String>,
    pub removed: Vec<String>,
    /// Lessons of the source left out, with why.
    pub refused: Vec<String>,
}

impl Change {
    pub fn is_update(&self) -> bool {
        self.from.as_deref() != Some(self.to.as_str())
            || !self.added.is_empty()
            || !self.changed.is_empty()
            || !self.removed.is_empty()
    }
}

fn change(url: &str, before: Option<&Resolved>, after: &Resolved, refused: Vec<String>) -> Change {
    let old = before.map(|b| b.lessons.clone()).unwrap_or_default();
    let new = &after.lessons;
    Change {
        url: url.into(),
        label: after.label(),
        from: before.map(|b| b.rev.clone()),
        to: after.rev.clone(),
        added: new.keys().filter(|id| !old.contains_key(*id)).cloned().collect(),
        changed: new
            .iter()
            .filter(|(id, sha)| old.get(*id).is_some_and(|o| o != *sha))
            .map(|(id, _)| id.clone())
            .collect(),
        removed: old.keys().filter(|id| !new.contains_key(*id)).cloned().collect(),
        refused,
    }
}

/// `sources add URL [--rev REV]`: the newest tag by default.
pub fn add(project: &Project, data_dir: &Path, url: &str, rev: Option<&str>) -> Result<Change, Error> {
    let mut files = Files::read(project)?;
    manifest::check_url(url).map_err(|reason| Error::Manifest { path: project.sources_path(), line: 1, reason })?;
    if files.manifest.find(url).is_some() {
        return Err(Error::Exists { url: url.into() });
    }
    let cache = cache_dir(data_dir);
    let remote = Remote::new(&cache, project.root(), url);
    let refs = remote.refs()?;
    let rev = match rev {
        Some(rev) => rev.to_string(),
        None => refs.newest_tag().ok_or_else(|| Error::NoTags { url: url.into() })?.0.clone(),
    };
    let fetched = fetch_rev(&remote, url, &rev, &refs)?;
    let spec = Spec { url: url.into(), rev: rev.clone(), only: None, except: Vec::new() };
    let resolved = Resolved {
        source: url.into(),
        rev: rev.clone(),
        tag: None,
        commit: fetched.commit.clone(),
        lessons: taken(&spec, &fetched.offered),
    };
    store(&cache, url, &fetched.commit, &fetched.offered)?;
    let done = change(url, None, &resolved, fetched.offered.refused.clone());
    files.lock.sources.insert(url.into(), resolved);
    files.manifest.add(url, &rev, None);
    files.write(project)?;
    Ok(done)
}

/// How `update` moves the sources.
#[derive(Debug, Clone, Default)]
pub struct UpdateOptions {
    /// Change nothing: report what an update would do.
    pub check: bool,
    /// Pin the commit, with `# frozen: TAG`.
    pub freeze: bool,
    /// Only this source.
    pub source: Option<String>,
}

/// `sources update`: each source to its newest tag (every source is checked before anything is
/// written, so one that cannot move leaves all as they were).
pub fn update(project: &Project, data_dir: &Path, options: &UpdateOptions) -> Result<Vec<Change>, Error> {
    let mut files = Files::read(project)?;
    if let Some(url) = &options.source
        && files.manifest.find(url).is_none()
    {
        return Err(Error::NotASource { url: url.clone() });
    }
    let cache = cache_dir(data_dir);
    let named = named_ids(project, &files)?;
    let mut changes = Vec::new();
    let mut fetched_all = Vec::new();
    for spec in files.manifest.sources.iter().filter(|s| options.source.as_ref().is_none_or(|u| *u == s.url)) {
        let remote = Remote::new(&cache, project.root(), &spec.url);
        let refs = remote.refs()?;
        let before = files.lock.sources.get(&spec.url);
        // The tag the lock holds must still name the locked commit, newer tags or not.
        if let Some(locked) = before
            && let Some(tag) = locked.tag.as_ref().or((!is_commit(&locked.rev)).then_some(&locked.rev))
            && let Some(now) = refs.tag(tag)
            && now != locked.commit
        {
            return Err(Error::MovedTag {
                url: spec.url.clone(),
                tag: tag.clone(),
                now: now.into(),
                locked: locked.commit.clone(),
            });
        }
        let (tag, _) = refs.newest_tag().ok_or_else(|| Error::NoTags { url: spec.url.clone() })?.clone();
        let fetched = fetch_rev(&remote, &spec.url, &tag, &refs)?;
        // A frozen source stays frozen (pre-commit's autoupdate keeps `# frozen:` the same way).
        let (rev, frozen) = match options.freeze || is_commit(&spec.rev) {
            true => (fetched.commit.clone(), Some(tag.clone())),
            false => (tag.clone(), None),
        };
        let resolved = Resolved {
            source: spec.url.clone(),
            rev: rev.clone(),
            tag: frozen.clone(),
            commit: fetched.commit.clone(),
            lessons: taken(spec, &fetched.offered),
        };
        let done = change(&spec.url, before, &resolved, fetched.offered.refused.clone());
        let dropped: Vec<String> = done
            .removed
            .iter()
            .filter(|id| named.contains(*id) || spec.only.iter().flatten().any(|o| o == *id))
            .cloned()
            .collect();
        if !dropped.is_empty() {
            return Err(Error::DropsUsed { url: spec.url.clone(), rev, ids: dropped });
        }
        changes.push(done);
        fetched_all.push((spec.url.clone(), rev, frozen, resolved, fetched.offered));
    }
    // A source taken out of sources.toml leaves the lock too.
    let gone: Vec<String> =
        files.lock.sources.keys().filter(|url| files.manifest.find(url).is_none()).cloned().collect();
    for url in &gone {
        let removed = files.lock.sources[url].lessons.keys().cloned().collect();
        let label = files.lock.sources[url].label();
        let from = Some(files.lock.sources[url].rev.clone());
        changes.push(Change {
            url: url.clone(),
            label,
            from,
            to: "(removed)".into(),
            added: Vec::new(),
            changed: Vec::new(),
            removed,
            refused: Vec::new(),
        });
    }
    if options.check {
        return Ok(changes);
    }
    for url in gone {
        files.lock.sources.remove(&url);
    }
    for (url, rev, frozen, resolved, offered) in fetched_all {
        store(&cache, &url, &resolved.commit, &offered)?;
        files.manifest.set_rev(&url, &rev, frozen.as_deref());
        files.lock.sources.insert(url, resolved);
    }
    files.write(project)?;
    Ok(changes)
}

/// The lesson ids the repository names itself: its own lessons (any status: an override of a
/// source's lesson) and any id its `config.toml` mentions.
fn named_ids(project: &Project, files: &Files) -> Result<BTreeSet<String>, Error> {
    let mut ids = BTreeSet::new();
    if let Some(bytes) = project.read(&project.lessons_path(), MAX_LESSONS_BYTES)? {
        ids.extend(file::parse(&String::from_utf8_lossy(&bytes)).lessons.iter().map(|l| l.id.to_string()));
    }
    let config = project.read(&project.config_path(), MAX_CONFIG_BYTES)?.unwrap_or_default();
    let config = String::from_utf8_lossy(&config);
    let locked: BTreeSet<&String> = files.lock.sources.values().flat_map(|s| s.lessons.keys()).collect();
    ids.extend(locked.into_iter().filter(|id| config.contains(id.as_str())).cloned());
    Ok(ids)
}

/// One source's state, for `list`.
#[derive(Debug, Serialize)]
pub struct Listed {
    pub url: String,
    pub label: Option<String>,
    pub rev: String,
    pub commit: Option<String>,
    pub lessons: usize,
    /// `ok`, `missing` (run `sources sync`), `stale` (the cache does not hold what the lock
    /// says), or `unlocked` (in sources.toml, not in the lock).
    pub cache: &'static str,
}

pub fn list(project: &Project, data_dir: &Path) -> Result<Vec<Listed>, Error> {
    let files = Files::read(project)?;
    let cache = cache_dir(data_dir);
    Ok(files
        .manifest
        .sources
        .iter()
        .map(|spec| {
            let locked = files.lock.sources.get(&spec.url);
            let state = match locked {
                None => "unlocked",
                Some(l) if l.rev != spec.rev => "unlocked",
                Some(l) => match verified(&cache, l) {
                    Ok(found) if found.len() == l.lessons.len() => "ok",
                    Ok(_) => "stale",
                    Err(_) => "missing",
                },
            };
            Listed {
                url: spec.url.clone(),
                label: locked.map(Resolved::label),
                rev: spec.rev.clone(),
                commit: locked.map(|l| l.commit.clone()),
                lessons: locked.map_or(0, |l| l.lessons.len()),
                cache: state,
            }
        })
        .collect())
}

/// The ids of the cached lessons of `locked` whose digests are the lock's; an error where no
/// cache is there.
fn verified(cache: &Path, locked: &Resolved) -> std::io::Result<HashSet<String>> {
    let rules = ReadRules { follow_symlinks: false, owner: None, max_bytes: MAX_LESSONS_BYTES };
    let path = lessons_cache(cache, &locked.source, &locked.commit);
    let bytes =
        files::read_regular(&path, &rules).map_err(std::io::Error::other)?.ok_or(std::io::ErrorKind::NotFound)?;
    #[derive(Deserialize)]
    struct Id {
        id: String,
    }
    let text = String::from_utf8_lossy(&bytes);
    Ok(text
        .lines()
        .filter_map(|line| {
            let id = serde_json::from_str::<Id>(line).ok()?.id;
            (locked.lessons.get(&id) == Some(&lesson_digest(line))).then_some(id)
        })
        .collect())
}

/// What `sync` did: per source, whether its cache was there already, fetched, or failed.
#[derive(Debug, Default)]
pub struct Synced {
    pub cached: Vec<String>,
    pub fetched: Vec<String>,
    pub failed: Vec<Error>,
    /// Lessons of a source left out at the locked commit, with why.
    pub refused: Vec<String>,
}

/// `sources sync`: the pinned commits into the cache, each checked against the lock. A source
/// that fails leaves the others, and its cache stays as it was.
pub fn sync(project: &Project, data_dir: &Path) -> Result<Synced, Error> {
    let files = Files::read(project)?;
    let cache = cache_dir(data_dir);
    let mut synced = Synced::default();
    for spec in &files.manifest.sources {
        let Some(locked) = files.lock.sources.get(&spec.url).filter(|l| l.rev == spec.rev) else {
            synced.failed.push(Error::NotLocked { url: spec.url.clone() });
            continue;
        };
        if verified(&cache, locked).is_ok_and(|found| found.len() == locked.lessons.len()) {
            synced.cached.push(locked.label());
            continue;
        }
        match sync_one(&cache, project.root(), locked) {
            Ok(refused) => {
                synced.fetched.push(locked.label());
                synced.refused.extend(refused.into_iter().map(|r| format!("{}: {r}", locked.label())));
            }
            Err(e) => synced.failed.push(e),
        }
    }
    Ok(synced)
}

fn sync_one(cache: &Path, root: &Path, locked: &Resolved) -> Result<Vec<String>, Error> {
    let url = &locked.source;
    let remote = Remote::new(cache, root, url);
    let refs = remote.refs()?;
    if let Some(tag) = locked.tag.as_ref().or((!is_commit(&locked.rev)).then_some(&locked.rev)) {
        let now = refs.tag(tag).ok_or_else(|| Error::NoSuchRev { url: url.clone(), rev: tag.clone() })?;
        if now != locked.commit {
            return Err(Error::MovedTag {
                url: url.clone(),
                tag: tag.clone(),
                now: now.into(),
                locked: locked.commit.clone(),
            });
        }
    }
    let fetched = fetch_rev(&remote, url, &locked.commit, &refs)?;
    for (id, sha) in &locked.lessons {
        let found = fetched.offered.lessons.get(id).map(|l| lesson_digest(&l.canonical_line()));
        if found.as_ref() != Some(sha) {
            let reason = match found {
                None => format!("lesson {id} is not there (or did not pass the checks)"),
                Some(_) => format!("lesson {id} has another text there"),
            };
            return Err(Error::Mismatch { url: url.clone(), commit: locked.commit.clone(), reason });
        }
    }
    store(cache, url, &locked.commit, &fetched.offered)?;
    Ok(fetched.offered.refused)
}

/// One source's lessons for the hook: the cached file, the ids of it the lock names with the same
/// digest (less those the repository has a lesson of its own for), and how the agent sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveSource {
    pub label: String,
    pub path: PathBuf,
    pub allowed: BTreeSet<String>,
}

/// What of the sources reaches the agents, and what is wrong for the person to hear.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Live {
    pub sources: Vec<LiveSource>,
    pub problems: Vec<String>,
}

/// What the hook reads, kept between calls while the files it was made from are unchanged.
#[derive(Serialize, Deserialize)]
struct Kept {
    /// The files the answer was made from (the lock, the manifest, the project's lessons, each
    /// source's cache file) and their stamps then.
    made_from: Vec<(PathBuf, Option<String>)>,
    live: Live,
}

/// The project's own lessons file is read for its ids only up to this size (a larger one is
/// still recalled; its lessons of a source's id then stand beside the source's, as the recall
/// rule lets a project's version stand first).
const MAX_OWN_IDS_BYTES: u64 = 16 << 20;

fn stamp(path: &Path) -> Option<String> {
    let rules = ReadRules { follow_symlinks: false, owner: None, max_bytes: u64::MAX };
    FileStamp::of(path, &rules).ok().flatten().map(|s| s.key())
}

/// The sources' lessons that reach the agents of a trusted `project` whose lock applies. Reads
/// the lock, the manifest, the cache and the project's lessons only when one of them changed:
/// the answer is kept in the cache with the stamps it was made from.
pub fn live(data_dir: &Path, project: &Project, own_lessons: Option<&Path>) -> Live {
    let cache = cache_dir(data_dir);
    if stamp(&project.lock_path()).is_none() {
        return Live::default();
    }
    let kept_path = cache
        .join("live")
        .join(format!("{}.json", crate::model::digest::sha256_hex(project.root().as_os_str().as_encoded_bytes(), 12)));
    let kept_rules = ReadRules { follow_symlinks: false, owner: None, max_bytes: 16 << 20 };
    let kept: Option<Kept> =
        files::read_regular(&kept_path, &kept_rules).ok().flatten().and_then(|b| serde_json::from_slice(&b).ok());
    let own: Vec<PathBuf> = own_lessons.map(Path::to_path_buf).into_iter().collect();
    let inputs = |sources: &[PathBuf]| -> Vec<PathBuf> {
        [project.lock_path(), project.sources_path()]
            .into_iter()
            .chain(own.iter().cloned())
            .chain(sources.iter().cloned())
            .collect()
    };
    if let Some(kept) = kept {
        let same_inputs = kept.made_from.iter().map(|(p, _)| p.clone()).take(2 + own.len()).eq(inputs(&[]));
        if same_inputs && kept.made_from.iter().all(|(path, was)| stamp(path) == *was) {
            return kept.live;
        }
    }
    let (live, caches) = compute_live(&cache, project, own_lessons);
    let made_from = inputs(&caches).into_iter().map(|p| (p.clone(), stamp(&p))).collect();
    if files::create_private_dir_all(kept_path.parent().unwrap_or(&cache)).is_ok() {
        let kept = Kept { made_from, live: live.clone() };
        let _ = files::write_private_unflushed(&kept_path, &serde_json::to_vec(&kept).expect("serializes"));
    }
    live
}

/// What reaches the agents, and the cache files it depends on (present or not).
fn compute_live(cache: &Path, project: &Project, own_lessons: Option<&Path>) -> (Live, Vec<PathBuf>) {
    let mut live = Live::default();
    let files = match Files::read(project) {
        Ok(files) => files,
        Err(e) => {
            live.problems.push(format!("shared lessons not delivered: {e}"));
            return (live, Vec::new());
        }
    };
    let own: HashSet<String> = own_lessons
        .and_then(|p| files::read_regular(p, &project.rules(MAX_OWN_IDS_BYTES)).ok().flatten())
        .map(|bytes| own_ids(&bytes))
        .unwrap_or_default();
    let mut caches = Vec::new();
    // Only a source both files name at the same rev: one taken out of sources.toml is gone.
    for locked in files.lock.sources.values() {
        if files.manifest.find(&locked.source).is_none_or(|spec| spec.rev != locked.rev) {
            live.problems.push(format!(
                "{}: sources.toml does not name it at {} (run `agent-trace sources update`): not delivered",
                locked.label(),
                crate::model::text::printable(&locked.rev)
            ));
            continue;
        }
        let path = lessons_cache(cache, &locked.source, &locked.commit);
        caches.push(path.clone());
        match verified(cache, locked) {
            Ok(found) => {
                let missing = locked.lessons.len() - found.len();
                if missing > 0 {
                    live.problems.push(format!(
                        "{}: {missing} of the lessons the lock names are not in the cache with the lock's digest (the lock was edited, or the cache is behind): run `agent-trace sources sync`",
                        locked.label()
                    ));
                }
                let allowed = found.into_iter().filter(|id| !own.contains(id)).collect();
                live.sources.push(LiveSource { label: locked.label(), path, allowed });
            }
            Err(_) => live.problems.push(format!(
                "{}: its lessons are not in the cache: run `agent-trace sources sync` in {}",
                locked.label(),
                project.root().display()
            )),
        }
    }
    (live, caches)
}

/// The ids of a lessons file, read cheaply (the id is all that is needed).
fn own_ids(bytes: &[u8]) -> HashSet<String> {
    #[derive(Deserialize)]
    struct Id {
        id: String,
    }
    bytes.split(|b| *b == b'\n').filter_map(|line| serde_json::from_slice::<Id>(line).ok().map(|r| r.id)).collect()
}

/// The lessons the project's sources give (for `lessons stats`): the cached, verified ones the
/// lock names, each with its source's label.
pub fn lessons(data_dir: &Path, project: &Project) -> Vec<(String, Lesson)> {
    let Ok(files) = Files::read(project) else { return Vec::new() };
    let cache = cache_dir(data_dir);
    let mut out = Vec::new();
    for locked in files.lock.sources.values() {
        let Ok(allowed) = verified(&cache, locked) else { continue };
        let path = lessons_cache(&cache, &locked.source, &locked.commit);
        let Ok(Some(bytes)) = files::read_regular(
            &path,
            &ReadRules { follow_symlinks: false, owner: None, max_bytes: MAX_LESSONS_BYTES },
        ) else {
            continue;
        };
        for lesson in file::parse(&String::from_utf8_lossy(&bytes)).lessons.iter() {
            if allowed.contains(lesson.id.as_str()) {
                out.push((locked.label(), lesson.clone()));
            }
        }
    }
    out
}
