//! Trust follows review (docs/src/trust.md, rule 7). Trusting a repository is trusting what you saw
//! and what your team reviewed, not whatever a path holds later: a checked-out pull request or a
//! fetched branch must not put its lessons and settings in front of your agents. A trusted
//! project's content is live when it is
//!
//! * what you accepted (at `trust`, or since: the content-bound record of direnv's `allow`),
//! * on the upstream default branch as last fetched (`origin/HEAD`): the team reviewed it,
//! * in a commit HEAD's reflog says you made here (`commit…` entries; a checkout, pull or reset
//!   never counts), or
//! * uncommitted work in the tree (yours, or your agent's, in front of you in `git diff`).
//!
//! Anything else is held back until you accept it (`agent-trace trust` shows the difference).
//! Lessons are judged one line at a time, `config.toml` as a whole. What was found live is
//! added to the accepted record, so the next call needs no git at all; the record is keyed by
//! the main work tree, so a linked worktree shares it.
//!
//! The record lives in the private data dir: `trust/<root key>/accepted` (digests),
//! `state.json` (the files' stamps and what was held), and `lessons.jsonl`, the reviewed lines
//! the hooks read while something is held.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::files::{self, DirLock, FileStamp, ReadRules};
use crate::project::{CONFIG_FILE, LESSONS_FILE, MAX_CONFIG_BYTES, MAX_LESSONS_BYTES, PROJECT_DIR, Project};

/// How far back HEAD's reflog is read for the person's own commits.
const OWN_COMMITS: usize = 500;
/// What the data dir keeps for one project is the person's own; bounded all the same.
const MAX_RECORD_BYTES: u64 = 64 << 20;
const CONFIG_TAG: &str = "config ";

/// What of a trusted project reaches the agents.
#[derive(Debug, Clone)]
pub struct Live {
    /// The lessons file the hooks read: the work tree's own when all of it is reviewed, else a
    /// copy in the data dir holding only the reviewed lines. `None`: no lessons file.
    pub lessons: Option<(PathBuf, ReadRules)>,
    /// Whether the project's `config.toml` applies.
    pub config: bool,
    pub held: Held,
}

/// What is held back until the person accepts it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Held {
    /// The held lessons' lines, as the file holds them.
    pub lessons: Vec<String>,
    /// The project's `config.toml` is held back whole.
    pub config: bool,
}

impl Held {
    pub fn is_empty(&self) -> bool {
        self.lessons.is_empty() && !self.config
    }

    /// One line for the person: what is held and the one command that shows and accepts it.
    pub fn note(&self, root: &Path) -> String {
        let mut what = Vec::new();
        if !self.lessons.is_empty() {
            let n = self.lessons.len();
            what.push(crate::text::count(n, "lesson"));
        }
        if self.config {
            what.push("the settings in .agent-trace/config.toml".to_string());
        }
        format!(
            "{} of {} came in commits nobody reviewed (not on origin's default branch, not yours): \
             held back from your agents; to see and accept them, run: {}",
            what.join(" and "),
            crate::text::printable(&root.to_string_lossy()),
            super::trust_command(root)
        )
    }

    fn digest(&self) -> String {
        let mut joined = self.lessons.join("\n");
        joined.push_str(if self.config { "\nconfig" } else { "" });
        crate::digest::sha256_hex(joined.as_bytes(), 12)
    }
}

/// What `state.json` remembers between calls.
#[derive(Debug, Default, Serialize, Deserialize)]
struct State {
    /// The stamps of the lessons file and the config the last review saw.
    lessons_stamp: Option<String>,
    config_stamp: Option<String>,
    held: Held,
    /// What git looked like when something was held ([`crate::git::Repo::review_key`]).
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
    crate::digest::sha256_hex(root.as_os_str().as_encoded_bytes(), 12)
}

fn dirs(data_dir: &Path, project: &Project) -> Dirs {
    let base = data_dir.join("trust");
    let main = project.trust_roots().last().unwrap_or(project.root());
    Dirs { accepted: base.join(key(main)), state: base.join(key(project.root())) }
}

fn line_digest(line: &[u8]) -> String {
    crate::digest::sha256_hex(line.trim_ascii_end(), 12)
}

fn config_digest(bytes: &[u8]) -> String {
    format!("{CONFIG_TAG}{}", crate::digest::sha256_hex(bytes, 12))
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

/// The project's two files as they are now, with their stamps.
struct Content {
    lessons: Option<Vec<u8>>,
    config: Option<Vec<u8>>,
    lessons_stamp: Option<String>,
    config_stamp: Option<String>,
}

impl Content {
    /// A file that cannot be used (a link, another user's, too large) counts as absent here; the
    /// readers that would have used it say why.
    fn stamps(project: &Project) -> (Option<String>, Option<String>) {
        let stamp = |path: &Path, max| FileStamp::of(path, &project.rules(max)).ok().flatten().map(|s| s.key());
        (stamp(&project.lessons_path(), MAX_LESSONS_BYTES), stamp(&project.config_path(), MAX_CONFIG_BYTES))
    }

    fn read(project: &Project) -> Content {
        let (lessons_stamp, config_stamp) = Content::stamps(project);
        Content {
            lessons: project.read(&project.lessons_path(), MAX_LESSONS_BYTES).ok().flatten(),
            config: project.read(&project.config_path(), MAX_CONFIG_BYTES).ok().flatten(),
            lessons_stamp,
            config_stamp,
        }
    }
}

/// What git says was reviewed or is the person's own, for the digests not accepted yet.
#[derive(Default)]
struct Reviewed {
    /// Lines on the upstream default branch or added by the person's own commits.
    lessons: BTreeSet<String>,
    configs: BTreeSet<String>,
    /// HEAD's lines and config: what the tree holds beyond them is uncommitted work. `None`
    /// when git could not be read (then nothing counts as uncommitted).
    head_lessons: Option<BTreeSet<String>>,
    head_config: Option<Option<String>>,
}

impl Reviewed {
    fn find(project: &Project) -> Reviewed {
        let Ok(repo) = crate::git::Repo::discover(project.root()) else { return Reviewed::default() };
        let lessons_path = format!("{PROJECT_DIR}/{LESSONS_FILE}");
        let config_path = format!("{PROJECT_DIR}/{CONFIG_FILE}");
        let mut reviewed = Reviewed {
            head_lessons: Some(digests_of(repo.file_at_head(&lessons_path).as_deref())),
            head_config: Some(repo.file_at_head(&config_path).map(|c| config_digest(&c))),
            ..Reviewed::default()
        };
        reviewed.lessons.extend(digests_of(repo.file_upstream(&lessons_path).as_deref()));
        reviewed.configs.extend(repo.file_upstream(&config_path).map(|c| config_digest(&c)));
        for (after, before) in repo.own_changes(&lessons_path, OWN_COMMITS) {
            let earlier: BTreeSet<String> = before.iter().flat_map(|b| digests_of(Some(b))).collect();
            reviewed.lessons.extend(digests_of(Some(&after)).into_iter().filter(|d| !earlier.contains(d)));
        }
        reviewed
            .configs
            .extend(repo.own_changes(&config_path, OWN_COMMITS).into_iter().map(|(c, _)| config_digest(&c)));
        reviewed
    }

    fn lesson(&self, digest: &str) -> bool {
        self.lessons.contains(digest) || self.head_lessons.as_ref().is_some_and(|head| !head.contains(digest))
    }

    fn config(&self, digest: &str) -> bool {
        self.configs.contains(digest) || self.head_config.as_ref().is_some_and(|head| head.as_deref() != Some(digest))
    }
}

/// What of `project` (trusted) reaches the agents now. Cheap when nothing changed since the last
/// call and nothing was held: two `stat`s and one small read. Problems go to `log`, and what
/// cannot be judged is held.
pub fn live(data_dir: &Path, project: &Project, log: &dyn Fn(&str)) -> Live {
    let dirs = dirs(data_dir, project);
    let worktree = project.lessons_path();
    let whole = |lessons: bool| Live {
        lessons: lessons.then(|| (worktree.clone(), project.rules(MAX_LESSONS_BYTES))),
        config: true,
        held: Held::default(),
    };
    let state = load_state(&dirs.state);
    let stamps = Content::stamps(project);
    let unchanged = (state.lessons_stamp.clone(), state.config_stamp.clone()) == stamps;
    if unchanged && state.held.is_empty() {
        return whole(stamps.0.is_some());
    }
    // Something held, and neither the files nor git moved since: the same verdict.
    let git = crate::git::Repo::discover(project.root()).ok().map(|repo| repo.review_key());
    if unchanged && git.is_some() && state.git == git {
        return held_back(&dirs, state.held);
    }
    match judge(&dirs, project, State { git, ..state }) {
        Ok(held) if held.is_empty() => whole(stamps.0.is_some()),
        Ok(held) => held_back(&dirs, held),
        Err(e) => {
            log(&format!("trust: could not tell what was reviewed: {e}; holding this repository's content back"));
            Live { lessons: None, config: false, held: Held::default() }
        }
    }
}

fn held_back(dirs: &Dirs, held: Held) -> Live {
    Live { lessons: Some((dirs.state.join(LESSONS_FILE), own_rules())), config: !held.config, held }
}

/// Judges the content line by line, records what was found live, and writes the reviewed copy
/// the hooks read while something is held.
fn judge(dirs: &Dirs, project: &Project, mut state: State) -> std::io::Result<Held> {
    let content = Content::read(project);
    let accepted = load_accepted(&dirs.accepted)?;
    let lessons: Vec<&[u8]> = content.lessons.as_deref().map(|b| lines_of(b).collect()).unwrap_or_default();
    let config = content.config.as_deref().map(config_digest);
    let unknown = lessons.iter().any(|l| !accepted.contains(&line_digest(l)))
        || config.as_ref().is_some_and(|c| !accepted.contains(c));
    let reviewed = if unknown { Reviewed::find(project) } else { Reviewed::default() };
    let mut newly = Vec::new();
    let mut held = Held::default();
    let mut kept = Vec::new();
    for line in &lessons {
        let digest = line_digest(line);
        if accepted.contains(&digest) || reviewed.lesson(&digest) {
            kept.extend_from_slice(line);
            kept.push(b'\n');
            newly.extend((!accepted.contains(&digest)).then_some(digest));
        } else {
            held.lessons.push(String::from_utf8_lossy(line).into_owned());
        }
    }
    if let Some(config) = config {
        if accepted.contains(&config) || reviewed.config(&config) {
            newly.extend((!accepted.contains(&config)).then_some(config));
        } else {
            held.config = true;
        }
    }
    add_accepted(&dirs.accepted, newly)?;
    files::create_private_dir_all(&dirs.state)?;
    let copy = dirs.state.join(LESSONS_FILE);
    if held.lessons.is_empty() {
        files::remove_if_exists(&copy)?;
    } else {
        files::write_private(&copy, &kept)?;
    }
    state.lessons_stamp = content.lessons_stamp;
    state.config_stamp = content.config_stamp;
    state.held = held.clone();
    save_state(&dirs.state, &state)?;
    Ok(held)
}

/// Accepts everything the project holds now: the person saw it (at `trust`) or chose it.
pub fn accept(data_dir: &Path, project: &Project) -> std::io::Result<()> {
    let dirs = dirs(data_dir, project);
    let content = Content::read(project);
    let lessons = content.lessons.as_deref().map(|b| lines_of(b).map(line_digest).collect::<Vec<_>>());
    add_accepted(
        &dirs.accepted,
        lessons.unwrap_or_default().into_iter().chain(content.config.as_deref().map(config_digest)),
    )?;
    files::remove_if_exists(&dirs.state.join(LESSONS_FILE))?;
    // All of it is accepted as of these stamps (taken before the read: a file changed since has
    // another stamp and is judged afresh), so the next call needs no judging.
    let state = State { lessons_stamp: content.lessons_stamp, config_stamp: content.config_stamp, ..State::default() };
    save_state(&dirs.state, &state)
}

/// Whether the person accepted everything the project holds now (a repository of their own
/// that they untrusted and trust again, as `uninstall --repo` and `init` do).
pub fn all_accepted(data_dir: &Path, project: &Project) -> bool {
    let content = Content::read(project);
    let Ok(accepted) = load_accepted(&dirs(data_dir, project).accepted) else { return false };
    !accepted.is_empty()
        && content.lessons.as_deref().is_none_or(|b| lines_of(b).all(|l| accepted.contains(&line_digest(l))))
        && content.config.as_deref().is_none_or(|c| accepted.contains(&config_digest(c)))
}

/// The note about held content, once per held set: `None` when nothing is held or the person
/// was already told of exactly this.
pub fn untold(data_dir: &Path, project: &Project) -> Option<String> {
    let dir = dirs(data_dir, project).state;
    let mut state = load_state(&dir);
    let digest = state.held.digest();
    if state.held.is_empty() || state.told.as_deref() == Some(digest.as_str()) {
        return None;
    }
    state.told = Some(digest);
    save_state(&dir, &state).ok()?;
    Some(state.held.note(project.root()))
}
