//! Trust follows review (docs/src/trust.md, rule 7). Trusting a repository is trusting what you saw
//! and what your team reviewed, not whatever a path holds later: a checked-out pull request or a
//! fetched branch must not put its lessons and settings in front of your agents. A trusted
//! project's content is live when it is
//!
//! * what you accepted (at `trust`, or since: the content-bound record of direnv's `allow`),
//! * on the team's default branch as last fetched (`origin/HEAD`, or `upstream/HEAD` in a
//!   fork-based clone): the team reviewed it,
//! * in a commit HEAD's reflog says you made here (`commit…` entries; a checkout, pull or reset
//!   never counts, and an amend does not make the commit it replaced yours), or
//! * an edit in the work tree since git last wrote the file (git's index says which: content
//!   git itself converted on checkout, or staged in a merge, cherry-pick or checkout of another
//!   branch's file, is not an edit).
//!
//! Anything else is held back until you accept it (`agent-trace trust` shows the difference).
//! Lessons are judged one line at a time, `config.toml` and `sources.lock` each as a whole. What was found reviewed or
//! committed is added to the accepted record, so the next call needs no git at all (an edit not
//! committed yet is live while it is there, and never recorded); the record is keyed by the main
//! work tree, so a linked worktree shares it.
//!
//! The record lives in the private data dir: `trust/<root key>/accepted` (digests),
//! `state.json` (the files' stamps and what was held), `held.jsonl` (the held lessons, for
//! `trust` to show), and `lessons.jsonl`, the reviewed lines the hooks read while some are held.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::files::project::{
    CONFIG_FILE, LESSONS_FILE, LOCK_FILE, MAX_CONFIG_BYTES, MAX_LESSONS_BYTES, MAX_LOCK_BYTES, PROJECT_DIR, Project,
};
use crate::files::{self, DirLock, FileStamp, ReadRules};

/// How far back HEAD's reflog is read for the person's own commits.
const OWN_COMMITS: usize = 500;
/// What the data dir keeps for one project is the person's own; bounded all the same.
const MAX_RECORD_BYTES: u64 = 64 << 20;
/// A lessons file larger than this is not judged line by line where a hook waits: what of it was
/// not accepted whole is held (`agent-trace trust` reads it without a deadline).
const REVIEW_LIMIT: usize = 32 << 20;
const CONFIG_TAG: &str = "config ";
const LOCK_TAG: &str = "lock ";

/// What of a trusted project reaches the agents.
#[derive(Debug, Clone)]
pub struct Live {
    /// The lessons file the hooks read: the work tree's own when all of it is reviewed, else a
    /// copy in the data dir holding only the reviewed lines. `None`: no lessons file.
    pub lessons: Option<(PathBuf, ReadRules)>,
    /// Whether the project's `config.toml` applies.
    pub config: bool,
    /// Whether the project's `sources.lock` applies: the shared lessons it names reach the agents.
    pub lock: bool,
    pub held: Held,
}

/// What is held back until the person accepts it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Held {
    /// How many lessons' lines are held (the lines are in `held.jsonl`).
    pub lessons: usize,
    /// The project's `config.toml` is held back whole.
    pub config: bool,
    /// The project's `sources.lock` is held back whole (and with it every shared lesson).
    #[serde(default)]
    pub lock: bool,
    /// Names exactly this held content, to tell the person once.
    #[serde(default)]
    digest: String,
}

impl Held {
    pub fn is_empty(&self) -> bool {
        self.lessons == 0 && !self.config && !self.lock
    }

    /// One line for the person: what is held and the one command that shows and accepts it.
    pub fn note(&self, root: &Path) -> String {
        let mut what = Vec::new();
        if self.lessons > 0 {
            what.push(crate::model::text::count(self.lessons, "lesson"));
        }
        if self.config {
            what.push("the settings in .agent-trace/config.toml".to_string());
        }
        if self.lock {
            what.push("the shared lesson sources in .agent-trace/sources.lock".to_string());
        }
        format!(
            "{} of {} came in commits nobody reviewed (not on origin's default branch, not yours): \
             held back from your agents; to see and accept them, run: {}",
            what.join(" and "),
            crate::model::text::printable(&root.to_string_lossy()),
            super::trust_command(root)
        )
    }
}

/// What `state.json` remembers between calls.
#[derive(Debug, Default, Serialize, Deserialize)]
struct State {
    /// The stamps of the lessons file, the config and the lock the last review saw.
    lessons_stamp: Option<String>,
    config_stamp: Option<String>,
    #[serde(default)]
    lock_stamp: Option<String>,
    held: Held,
    /// What git looked like when something was held ([`crate::files::git::Repo::review_key`]).
    #[serde(default)]
    git: Option<String>,
    /// The digest of the held content the person was last told about.
    #[serde(default)]
    told: Option<String>,
}

struct Dirs {
    /// Keyed by the main work tree: shared by its linked worktrees.
    accepted: PathBuf,
    /// Keyed by this work tree.
    state: PathBuf,
}

fn key(root: &Path) -> String {
    crate::model::digest::sha256_hex(root.as_os_str().as_encoded_bytes(), 12)
}

fn dirs(data_dir: &Path, project: &Project) -> Dirs {
    let base = data_dir.join("trust");
    let main = project.trust_roots().last().unwrap_or(project.root());
    Dirs { accepted: base.join(key(main)), state: base.join(key(project.root())) }
}

fn line_digest(line: &[u8]) -> String {
    crate::model::digest::sha256_hex(line.trim_ascii_end(), 12)
}

/// A file judged as a whole: `config.toml` or `sources.lock`.
#[derive(Debug, Clone, Copy)]
enum Whole {
    Config,
    Lock,
}

impl Whole {
    const ALL: [Whole; 2] = [Whole::Config, Whole::Lock];

    fn digest(self, bytes: &[u8]) -> String {
        let tag = match self {
            Whole::Config => CONFIG_TAG,
            Whole::Lock => LOCK_TAG,
        };
        format!("{tag}{}", crate::model::digest::sha256_hex(bytes, 12))
    }

    fn name(self) -> &'static str {
        match self {
            Whole::Config => CONFIG_FILE,
            Whole::Lock => LOCK_FILE,
        }
    }

    fn max(self) -> u64 {
        match self {
            Whole::Config => MAX_CONFIG_BYTES,
            Whole::Lock => MAX_LOCK_BYTES,
        }
    }

    fn path(self, project: &Project) -> PathBuf {
        project.dir().join(self.name())
    }
}

/// The file's lines as bytes: a byte that is not UTF-8 must not make a line, or the file,
/// vanish from the judgment.
fn lines_of(bytes: &[u8]) -> impl Iterator<Item = &[u8]> {
    bytes.split(|b| *b == b'\n').filter(|l| !l.trim_ascii().is_empty())
}

fn digests_of(bytes: Option<&[u8]>) -> BTreeSet<String> {
    bytes.map(|b| lines_of(b).map(line_digest).collect()).unwrap_or_default()
}

fn own_rules() -> ReadRules {
    ReadRules { follow_symlinks: false, owner: None, max_bytes: MAX_RECORD_BYTES }
}

fn load_accepted(dir: &Path) -> std::io::Result<BTreeSet<String>> {
    match files::read_regular(&dir.join("accepted"), &own_rules()) {
        Ok(bytes) => {
            Ok(lines_of(&bytes.unwrap_or_default()).map(|l| String::from_utf8_lossy(l).trim().to_string()).collect())
        }
        Err(e) => Err(std::io::Error::other(e.to_string())),
    }
}

fn add_accepted(dir: &Path, digests: impl IntoIterator<Item = String>) -> std::io::Result<()> {
    let digests: Vec<String> = digests.into_iter().collect();
    if digests.is_empty() {
        return Ok(());
    }
    files::create_private_dir_all(dir)?;
    let _lock = DirLock::acquire(dir)?;
    let mut accepted = load_accepted(dir)?;
    let before = accepted.len();
    accepted.extend(digests);
    if accepted.len() == before {
        return Ok(());
    }
    let text: String = accepted.iter().map(|d| format!("{d}\n")).collect();
    files::write_private(&dir.join("accepted"), text.as_bytes()).map(|_| ())
}

fn load_state(dir: &Path) -> State {
    files::read_regular(&dir.join("state.json"), &own_rules())
        .ok()
        .flatten()
        .and_then(|bytes| serde_json::from_slice(&bytes).ok())
        .unwrap_or_default()
}

fn save_state(dir: &Path, state: &State) -> std::io::Result<()> {
    files::create_private_dir_all(dir)?;
    let bytes = serde_json::to_vec(state).expect("state serializes");
    files::write_private(&dir.join("state.json"), &bytes).map(|_| ())
}

/// The stamps of the project's files: a change to any of them is judged afresh.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Stamps {
    lessons: Option<String>,
    wholes: [Option<String>; 2],
}

/// The project's files as they are now, with their stamps.
struct Content {
    lessons: Option<Vec<u8>>,
    /// `config.toml` and `sources.lock`, in the order of [`Whole::ALL`].
    wholes: [Option<Vec<u8>>; 2],
    stamps: Stamps,
}

impl Content {
    /// A file that cannot be used (a link, another user's, too large) counts as absent here; the
    /// readers that would have used it say why.
    fn stamps(project: &Project) -> Stamps {
        let stamp = |path: &Path, max| FileStamp::of(path, &project.rules(max)).ok().flatten().map(|s| s.key());
        Stamps {
            lessons: stamp(&project.lessons_path(), MAX_LESSONS_BYTES),
            wholes: Whole::ALL.map(|w| stamp(&w.path(project), w.max())),
        }
    }

    fn read(project: &Project) -> Content {
        let stamps = Content::stamps(project);
        Content {
            lessons: project.read(&project.lessons_path(), MAX_LESSONS_BYTES).ok().flatten(),
            wholes: Whole::ALL.map(|w| project.read(&w.path(project), w.max()).ok().flatten()),
            stamps,
        }
    }

    fn whole_digests(&self) -> impl Iterator<Item = (Whole, String)> + '_ {
        Whole::ALL.into_iter().zip(&self.wholes).filter_map(|(w, bytes)| Some((w, w.digest(bytes.as_deref()?))))
    }
}

/// What git says was reviewed or is the person's own, for the digests not accepted yet.
#[derive(Default)]
struct Reviewed {
    /// Lines on the upstream default branch or added by the person's own commits.
    lessons: BTreeSet<String>,
    /// The same for the files judged whole (their digests are tagged with the file).
    wholes: BTreeSet<String>,
    /// What git wrote or staged (HEAD's and the index's lines, or whole file): the tree's lines
    /// beyond them are an edit made since. `None` when the file was not edited since git wrote
    /// it, or git cannot say (then nothing is an edit).
    lessons_by_git: Option<BTreeSet<String>>,
    wholes_by_git: [Option<BTreeSet<String>>; 2],
}

impl Reviewed {
    fn find(project: &Project) -> Reviewed {
        let Ok(repo) = crate::files::git::Repo::discover(project.root()) else { return Reviewed::default() };
        let lessons_path = format!("{PROJECT_DIR}/{LESSONS_FILE}");
        // What git wrote there (HEAD's, and what it staged); `None` when the file is as git left it.
        let by_git = |path: &str, digests: &dyn Fn(Option<&[u8]>) -> BTreeSet<String>| {
            let head = repo.file_at_head(path);
            match repo.work_tree_file(path) {
                crate::files::git::WorkTreeFile::Untracked => Some(digests(head.as_deref())),
                crate::files::git::WorkTreeFile::Tracked { staged, changed: true } => {
                    Some(digests(head.as_deref()).into_iter().chain(digests(staged.as_deref())).collect())
                }
                _ => None,
            }
        };
        let mut reviewed = Reviewed {
            lessons_by_git: by_git(&lessons_path, &digests_of),
            wholes_by_git: Whole::ALL.map(|w| {
                by_git(&format!("{PROJECT_DIR}/{}", w.name()), &|c: Option<&[u8]>| {
                    c.map(|c| w.digest(c)).into_iter().collect()
                })
            }),
            ..Reviewed::default()
        };
        for upstream in repo.files_upstream(&lessons_path) {
            reviewed.lessons.extend(digests_of(Some(&upstream)));
        }
        for (after, before) in repo.own_changes(&lessons_path, OWN_COMMITS) {
            let earlier: BTreeSet<String> = before.iter().flat_map(|b| digests_of(Some(b))).collect();
            reviewed.lessons.extend(digests_of(Some(&after)).into_iter().filter(|d| !earlier.contains(d)));
        }
        for whole in Whole::ALL {
            let path = format!("{PROJECT_DIR}/{}", whole.name());
            reviewed.wholes.extend(repo.files_upstream(&path).iter().map(|c| whole.digest(c)));
            reviewed.wholes.extend(repo.own_changes(&path, OWN_COMMITS).into_iter().map(|(c, _)| whole.digest(&c)));
        }
        reviewed
    }

    /// An edit of a whole file in the work tree since git last wrote it: live while it is there.
    fn whole_edited(&self, whole: Whole, digest: &str) -> bool {
        self.wholes_by_git[whole as usize].as_ref().is_some_and(|written| !written.contains(digest))
    }
}

/// What of `project` (trusted) reaches the agents now. Cheap when nothing changed since the last
/// call and nothing was held: three `stat`s and one small read. Problems go to `log`, and what
/// cannot be judged is held.
pub fn live(data_dir: &Path, project: &Project, log: &dyn Fn(&str)) -> Live {
    let dirs = dirs(data_dir, project);
    let state = load_state(&dirs.state);
    let stamps = Content::stamps(project);
    let unchanged = state.stamps() == stamps;
    if unchanged && state.held.is_empty() {
        return verdict(&dirs, project, &stamps, Held::default());
    }
    // Something held, and neither the files nor git moved since: the same verdict.
    let git = crate::files::git::Repo::discover(project.root()).ok().map(|repo| repo.review_key());
    if unchanged && git.is_some() && state.git == git {
        return verdict(&dirs, project, &stamps, state.held);
    }
    match judge(&dirs, project, State { git, ..state }) {
        Ok(held) => verdict(&dirs, project, &stamps, held),
        Err(e) => {
            log(&format!("trust: could not tell what was reviewed: {e}; holding this repository's content back"));
            Live { lessons: None, config: false, lock: false, held: Held::default() }
        }
    }
}

impl State {
    fn stamps(&self) -> Stamps {
        Stamps { lessons: self.lessons_stamp.clone(), wholes: [self.config_stamp.clone(), self.lock_stamp.clone()] }
    }

    fn set_stamps(&mut self, stamps: Stamps) {
        let [config, lock] = stamps.wholes;
        (self.lessons_stamp, self.config_stamp, self.lock_stamp) = (stamps.lessons, config, lock);
    }
}

/// What the hooks read for `held`: the work tree's lessons file when none of its lessons is held,
/// else the reviewed copy (none when the file was too large to judge).
fn verdict(dirs: &Dirs, project: &Project, stamps: &Stamps, held: Held) -> Live {
    let lessons = match held.lessons {
        0 => stamps.lessons.is_some().then(|| (project.lessons_path(), project.rules(MAX_LESSONS_BYTES))),
        _ => {
            let copy = dirs.state.join(LESSONS_FILE);
            copy.exists().then(|| (copy, own_rules()))
        }
    };
    Live { lessons, config: !held.config, lock: !held.lock && stamps.wholes[Whole::Lock as usize].is_some(), held }
}

/// Judges the content line by line, records what was found reviewed or committed, and writes the
/// reviewed copy the hooks read while something is held, with the held lines for `trust`.
fn judge(dirs: &Dirs, project: &Project, mut state: State) -> std::io::Result<Held> {
    let content = Content::read(project);
    let accepted = load_accepted(&dirs.accepted)?;
    let bytes = content.lessons.as_deref().unwrap_or_default();
    let too_large = bytes.len() > REVIEW_LIMIT;
    let lessons: Vec<&[u8]> = if too_large { Vec::new() } else { lines_of(bytes).collect() };
    let wholes: Vec<(Whole, String)> = content.whole_digests().collect();
    let unknown = lessons.iter().any(|l| !accepted.contains(&line_digest(l)))
        || wholes.iter().any(|(_, d)| !accepted.contains(d));
    let reviewed = if unknown { Reviewed::find(project) } else { Reviewed::default() };
    let mut newly = Vec::new();
    let (mut kept, mut held_lines) = (Vec::new(), Vec::new());
    for line in &lessons {
        let digest = line_digest(line);
        let recorded = accepted.contains(&digest) || reviewed.lessons.contains(&digest);
        let edited = reviewed.lessons_by_git.as_ref().is_some_and(|written| !written.contains(&digest));
        if recorded || edited {
            kept.extend_from_slice(line);
            kept.push(b'\n');
            newly.extend((recorded && !accepted.contains(&digest)).then_some(digest));
        } else {
            held_lines.extend_from_slice(line);
            held_lines.push(b'\n');
        }
    }
    let held_count = if too_large { lines_of(bytes).count() } else { lines_of(&held_lines).count() };
    let mut held = Held { lessons: held_count, ..Held::default() };
    for (whole, digest) in wholes {
        let recorded = accepted.contains(&digest) || reviewed.wholes.contains(&digest);
        if recorded {
            newly.extend((!accepted.contains(&digest)).then_some(digest));
        } else if !reviewed.whole_edited(whole, &digest) {
            match whole {
                Whole::Config => held.config = true,
                Whole::Lock => held.lock = true,
            }
        }
    }
    add_accepted(&dirs.accepted, newly)?;
    files::create_private_dir_all(&dirs.state)?;
    let copy = dirs.state.join(LESSONS_FILE);
    let held_file = dirs.state.join("held.jsonl");
    if held.lessons == 0 || too_large {
        files::remove_if_exists(&copy)?;
    } else {
        files::write_private(&copy, &kept)?;
    }
    if held.lessons == 0 {
        files::remove_if_exists(&held_file)?;
    } else {
        files::write_private(&held_file, if too_large { b"" } else { &held_lines })?;
    }
    let mut named = held_lines.clone();
    named.extend_from_slice(if held.config { b"config" } else { b"" });
    named.extend_from_slice(if held.lock { b"lock" } else { b"" });
    held.digest = crate::model::digest::sha256_hex(&named, 12);
    state.set_stamps(content.stamps);
    state.held = held.clone();
    save_state(&dirs.state, &state)?;
    Ok(held)
}

/// The held lessons' lines, for `trust` to show (empty when the file was too large to judge).
pub fn held_lessons(data_dir: &Path, project: &Project) -> Vec<String> {
    let file = dirs(data_dir, project).state.join("held.jsonl");
    let bytes = files::read_regular(&file, &own_rules()).ok().flatten().unwrap_or_default();
    lines_of(&bytes).map(|l| String::from_utf8_lossy(l).into_owned()).collect()
}

/// Accepts everything the project holds now: the person saw it (at `trust`) or chose it.
pub fn accept(data_dir: &Path, project: &Project) -> std::io::Result<()> {
    let dirs = dirs(data_dir, project);
    let content = Content::read(project);
    let lessons = content.lessons.as_deref().map(|b| lines_of(b).map(line_digest).collect::<Vec<_>>());
    add_accepted(
        &dirs.accepted,
        lessons.unwrap_or_default().into_iter().chain(content.whole_digests().map(|(_, d)| d)),
    )?;
    files::remove_if_exists(&dirs.state.join(LESSONS_FILE))?;
    files::remove_if_exists(&dirs.state.join("held.jsonl"))?;
    // All of it is accepted as of these stamps (taken before the read: a file changed since has
    // another stamp and is judged afresh), so the next call needs no judging.
    let mut state = State::default();
    state.set_stamps(content.stamps);
    save_state(&dirs.state, &state)
}

/// Whether the person accepted everything the project holds now (a repository of their own
/// that they untrusted and trust again, as `uninstall --repo` and `init` do).
pub fn all_accepted(data_dir: &Path, project: &Project) -> bool {
    let content = Content::read(project);
    let Ok(accepted) = load_accepted(&dirs(data_dir, project).accepted) else { return false };
    !accepted.is_empty()
        && content.lessons.as_deref().is_none_or(|b| lines_of(b).all(|l| accepted.contains(&line_digest(l))))
        && content.whole_digests().all(|(_, d)| accepted.contains(&d))
}

/// The note about held content, once per held set: `None` when nothing is held or the person
/// was already told of exactly this.
pub fn untold(data_dir: &Path, project: &Project) -> Option<String> {
    let dir = dirs(data_dir, project).state;
    let mut state = load_state(&dir);
    if state.held.is_empty() || state.told.as_deref() == Some(state.held.digest.as_str()) {
        return None;
    }
    state.told = Some(state.held.digest.clone());
    save_state(&dir, &state).ok()?;
    Some(state.held.note(project.root()))
}
