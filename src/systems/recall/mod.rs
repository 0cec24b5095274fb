//! Recall: which lessons to hand an agent at one moment (docs/src/recall.md).
//!
//! Selection: approved ∧ the agent is allowed ∧ in scope (repo lessons only in a trusted repo) ∧
//! the trigger event is this moment ∧ (the trigger tool is this tool, if set) ∧ (the pattern
//! matches the subject, if set). Ranking: severity × the evidence count (1 to
//! [`index::COUNT_CAP`]), then severity, then project before global, then id; lessons this
//! session already got go last. The last slot goes to the person's own (global) lessons when one
//! applies, and each source has its own pattern budget, so no file crowds them out. At most 3
//! lessons and 1,500 characters of context, whose header names the project and the moment and
//! whose lines name each lesson's source, evidence count and date.

pub mod apply;
mod delivery;
pub mod hits;
pub mod index;
pub mod refresh;
pub mod stream;

pub use delivery::{Delivery, MCP_AGENT, deliver, record};

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use serde::Serialize;

use crate::files::ReadRules;
use crate::files::project::MAX_LESSONS_BYTES;
use crate::files::trust::TrustedProject;
use crate::systems::lessons::{Event, pattern};
use hits::Delivered;
use index::{Entry, Index};

/// What an instruction file tells an agent that has agent-trace's MCP server (and nothing else
/// at its tool calls): what to pass, so that the lessons of that call come back.
pub const MCP_INSTRUCTION: &str = "Before you run a command or edit a file, call the `recall_lessons` tool of the \
agent-trace MCP server with `tool_name` (the tool you are about to call, e.g. `Bash`) and `intent` (the command, or \
the change and its file).";

pub const MAX_LESSONS: usize = 3;
pub const MAX_CONTEXT_CHARS: usize = 1_500;

/// What the agent is about to do.
#[derive(Debug, Clone, Default)]
pub struct Query {
    pub agent: String,
    /// The moments served: usually one; Hermes' first turn serves session_start and prompt at once.
    pub events: Vec<Event>,
    /// The tool's name as the agent calls it, plus the names lessons may use for it (`Bash` for Hermes' `terminal`).
    pub tool_names: Vec<String>,
    /// The text a pattern is matched against: the prompt, or the tool input's strings.
    pub subject: String,
    pub session: Option<String>,
    /// The trusted project's name (its folder), for the header and its lessons' lines.
    pub project: Option<String>,
}

impl Query {
    /// The first line of the context: where the lessons come from and which moment they are for.
    fn header(&self) -> String {
        let from = match &self.project {
            Some(project) => format!("in {project}"),
            None => "(your global lessons)".to_string(),
        };
        let moment = match (self.events.first(), self.tool_names.first()) {
            (Some(Event::PreTool), Some(tool)) => {
                format!("before this {} call", crate::model::text::one_line(crate::model::text::prefix(tool, 40)))
            }
            (Some(Event::PreTool), None) => "before this tool call".to_string(),
            (Some(Event::Prompt), _) => "for this prompt".to_string(),
            _ => "for this session".to_string(),
        };
        format!("Lessons recorded from earlier agent mistakes {from} (agent-trace), {moment}:")
    }

    /// How a lesson's line names where it comes from.
    fn source_name(&self, scope: Scope) -> &str {
        match (scope, &self.project) {
            (Scope::Project, Some(project)) => project,
            (Scope::Project, None) => "project",
            (Scope::Global, _) => "global",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Scope {
    Project,
    Global,
}

impl Scope {
    pub fn name(self) -> &'static str {
        match self {
            Scope::Project => "project",
            Scope::Global => "global",
        }
    }
}

/// A lesson chosen for the agent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Recalled {
    pub id: String,
    pub scope: Scope,
    pub text: String,
    pub severity: u8,
    pub category: String,
    /// How many times the mistake was seen (as the lessons file says).
    pub evidence: u32,
    /// The day it was approved (`YYYY-MM-DD`), empty when unknown.
    pub approved_on: String,
    /// This session had it already (it is repeated only when nothing new fills the slot).
    pub repeated: bool,
}

/// The lessons for one moment and the context text that carries them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Recall {
    pub lessons: Vec<Recalled>,
    pub context: String,
}

/// How a pre-tool lesson reaches an agent whose hooks cannot add text to its context before a
/// tool runs (OpenCode, OpenClaw, Hermes): `[recall] pre_tool` in config.toml.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum PreToolMode {
    /// Where the agent takes it: at the call (Claude Code, Codex), with the next model request
    /// (the plugins: after the tool ran), or not at all (Hermes; its MCP server instead).
    #[default]
    Context,
    /// The first call of a session that a new lesson matches is held, with the lessons as the
    /// reason the model reads in place of the tool's result; the call made again runs.
    HoldOnce,
}

impl PreToolMode {
    pub const KEY: &'static str = "pre_tool";

    /// Yours, else a trusted project's; an unknown value is the default (and said).
    pub fn load(data_dir: Option<&Path>, project: Option<&TrustedProject>) -> (PreToolMode, Option<String>) {
        let Ok(layers) =
            crate::files::config::Layers::load(data_dir, project.and_then(TrustedProject::settings), "recall")
        else {
            return (PreToolMode::Context, Some("config.toml: cannot read [recall]".into()));
        };
        let value = layers.user_value(Self::KEY).or_else(|| layers.project_value(Self::KEY)).and_then(|v| v.as_str());
        match value {
            None | Some("context") => (PreToolMode::Context, None),
            Some("hold-once") => (PreToolMode::HoldOnce, None),
            Some(other) => (
                PreToolMode::Context,
                Some(format!("[recall] pre_tool = {other:?} is not \"context\" or \"hold-once\"; using \"context\"")),
            ),
        }
    }
}

/// What the model reads in place of a held call's result, after the lessons.
pub const HELD_NOTE: &str = "agent-trace held this call once so that you read the lessons above before it runs. If \
the call is still right, make it again: it will run.";

impl Recall {
    /// `(id, scope)` of each lesson, as a delivery is recorded.
    pub fn delivered(&self) -> Vec<(String, String)> {
        self.lessons.iter().map(|l| (l.id.clone(), l.scope.name().to_string())).collect()
    }
}

/// A bound on the work of one hook run: past it, recall stops and returns nothing.
#[derive(Debug, Clone, Copy)]
pub struct Deadline {
    start: Instant,
    budget: Duration,
}

impl Deadline {
    pub fn after(budget: Duration) -> Deadline {
        Deadline { start: Instant::now(), budget }
    }

    pub fn expired(&self) -> bool {
        self.start.elapsed() > self.budget
    }
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("recall ran past its deadline of {0:?}")]
    Deadline(Duration),
}

/// One lessons file to recall from.
pub struct Source {
    pub scope: Scope,
    pub index: Index,
    /// How its lessons' lines name it, where not by their scope (a shared source:
    /// `org-lessons@v1.4.0`).
    pub label: Option<String>,
    /// The only lessons of it that may be chosen (a shared source's, as its lock names them).
    pub allowed: Option<BTreeSet<String>>,
}

impl Source {
    pub fn of(scope: Scope, index: Index) -> Source {
        Source { scope, index, label: None, allowed: None }
    }

    fn admits(&self, id: &str) -> bool {
        self.allowed.as_ref().is_none_or(|allowed| allowed.contains(id))
    }
}

/// A lessons file to recall from, and how it may be read.
pub struct SourceFile {
    pub scope: Scope,
    pub path: PathBuf,
    pub rules: ReadRules,
    pub label: Option<String>,
    pub allowed: Option<BTreeSet<String>>,
}

/// The lessons files that apply: a trusted project's reviewed lessons (an untrusted one has none)
/// and the global one.
pub fn source_files(project: Option<&TrustedProject>, global: Option<PathBuf>) -> Vec<SourceFile> {
    let mut files = Vec::new();
    if let Some((path, rules)) = project.and_then(|p| p.live().lessons.clone()) {
        files.push(SourceFile { scope: Scope::Project, path, rules, label: None, allowed: None });
    }
    let own = ReadRules { follow_symlinks: true, owner: None, max_bytes: MAX_LESSONS_BYTES };
    files.extend(global.map(|path| SourceFile { scope: Scope::Global, path, rules: own, label: None, allowed: None }));
    files
}

/// The lessons files of a trusted project's shared sources whose lock applies (the verified
/// cache, never the network), ranked as the project's own; and what the person should hear.
pub fn shared_files(data_dir: &Path, project: &TrustedProject) -> (Vec<SourceFile>, Vec<String>) {
    if !project.live().lock {
        return (Vec::new(), Vec::new());
    }
    let own = project.live().lessons.as_ref().map(|(path, _)| path.as_path());
    let live = crate::systems::sources::live(data_dir, project.project(), own);
    let rules = ReadRules { follow_symlinks: false, owner: None, max_bytes: MAX_LESSONS_BYTES };
    let files = live
        .sources
        .into_iter()
        .map(|s| SourceFile {
            scope: Scope::Project,
            path: s.path,
            rules,
            label: Some(s.label),
            allowed: Some(s.allowed),
        })
        .collect();
    (files, live.problems)
}

/// Chooses the lessons for `query` from `sources`; `delivered` are the lessons this session already got.
///
/// The candidates are read best first (each shard is in rank order; the shards are merged) and
/// the reading stops once the slots are filled: cheap tests first (event, agent, tool, the
/// pattern's literals), then the pattern, compiled only for a lesson that could still be chosen,
/// so most recalls compile nothing and read a handful of entries, however many lessons there
/// are. The deadline is checked every 64 entries and before every compile.
pub fn recall(
    sources: &[Source],
    query: &Query,
    delivered: &Delivered,
    deadline: Deadline,
) -> Result<(Recall, Vec<String>), Error> {
    let subject = pattern::subject(&query.subject);
    let lowercase_subject = subject.to_ascii_lowercase();
    let applies = |entry: &Entry| {
        query.events.contains(&entry.event)
            && entry.applies_to_agent(&query.agent)
            && entry.tool().is_none_or(|tool| query.tool_names.iter().any(|name| name.eq_ignore_ascii_case(&tool)))
            && entry.may_match(&lowercase_subject)
    };
    let mut streams: Vec<Stream> = sources
        .iter()
        .enumerate()
        .flat_map(|(source, s)| {
            let scope = s.scope;
            s.index.candidates(&lowercase_subject).into_iter().map(move |c| Stream {
                source,
                scope,
                entries: c.peekable(),
            })
        })
        .collect();
    let mut selection = Selection {
        sources,
        subject,
        deadline,
        patterns: Patterns::new(sources.len()),
        problems: Vec::new(),
        versions: None,
    };
    let mut chosen = Chosen::new(query);
    // Project lessons held back from the last slot while a global lesson may still fill it.
    let mut held = Vec::new();
    // Lessons this session had already: handed again only when nothing new fills a slot. Set
    // aside as their lines (a long session's calls pass over thousands of them).
    let mut again: Vec<(usize, &str)> = Vec::new();
    let mut read = 0usize;
    while !chosen.full() {
        if read.is_multiple_of(64) && deadline.expired() {
            return Err(Error::Deadline(deadline.budget));
        }
        read += 1;
        let Some((source, scope, entry)) = next_ranked(&mut streams) else { break };
        if !applies(&entry) || !sources[source].admits(entry.id) {
            continue;
        }
        if delivered.contains(entry.id) {
            again.push((source, entry.line));
            continue;
        }
        if scope == Scope::Project {
            if chosen.last_slot_is_global(&mut streams) {
                held.push((source, scope, entry));
                continue;
            }
            // No global lesson can come any more: the lessons held back rank before this one.
            for (source, _, entry) in held.drain(..) {
                if !chosen.full() && selection.stands(source, &entry, &lowercase_subject, &applies)? {
                    chosen.offer(&sources[source], &entry, false);
                }
            }
            if chosen.full() {
                break;
            }
        }
        if selection.stands(source, &entry, &lowercase_subject, &applies)? {
            chosen.offer(&sources[source], &entry, false);
        }
    }
    for (source, _, entry) in held {
        if chosen.full() {
            break;
        }
        if selection.stands(source, &entry, &lowercase_subject, &applies)? {
            chosen.offer(&sources[source], &entry, false);
        }
    }
    for (source, line) in again {
        if chosen.full() {
            break;
        }
        let Some(entry) = Entry::parse(line) else { continue };
        if selection.stands(source, &entry, &lowercase_subject, &applies)? {
            chosen.offer(&sources[source], &entry, true);
        }
    }
    Ok((chosen.finish(), selection.problems))
}

/// The candidates of one shard of one source, best first.
struct Stream<'a> {
    source: usize,
    scope: Scope,
    entries: std::iter::Peekable<index::Candidates<'a>>,
}

/// The best entry left in any stream: by rank, then project before global, then id.
fn next_ranked<'a>(streams: &mut [Stream<'a>]) -> Option<(usize, Scope, Entry<'a>)> {
    let (_, _, _, best) = streams
        .iter_mut()
        .enumerate()
        .filter_map(|(n, stream)| stream.entries.peek().map(|e| (e.rank(), stream.scope, e.id, n)))
        .min()?;
    let stream = &mut streams[best];
    stream.entries.next().map(|entry| (stream.source, stream.scope, entry))
}

/// What decides whether a candidate that applies is chosen: its pattern, and for a lesson in
/// several sources, whether an earlier source's version stands instead.
struct Selection<'s> {
    sources: &'s [Source],
    subject: &'s str,
    deadline: Deadline,
    patterns: Patterns,
    problems: Vec<String>,
    /// The versions of each lesson in the sources before the last, read once, when first needed.
    versions: Option<HashMap<&'s str, Vec<(usize, Entry<'s>)>>>,
}

impl<'s> Selection<'s> {
    /// Whether `entry` (of `source`) is the version that stands: its pattern matches, and no
    /// earlier source (project before global) has a version that applies and matches.
    fn stands(
        &mut self,
        source: usize,
        entry: &Entry,
        lowercase_subject: &str,
        applies: &dyn Fn(&Entry) -> bool,
    ) -> Result<bool, Error> {
        if !self.patterns.matches(source, entry, self.subject, self.deadline, &mut self.problems)? {
            return Ok(false);
        }
        if source == 0 {
            return Ok(true);
        }
        let sources = self.sources;
        let versions = self.versions.get_or_insert_with(|| {
            let mut versions: HashMap<&str, Vec<(usize, Entry)>> = HashMap::new();
            for (n, s) in sources[..sources.len() - 1].iter().enumerate() {
                for version in s.index.candidates(lowercase_subject).into_iter().flatten().filter(|e| applies(e)) {
                    versions.entry(version.id).or_default().push((n, version));
                }
            }
            versions
        });
        let earlier: Vec<(usize, Entry)> =
            versions.get(entry.id).into_iter().flatten().filter(|(n, _)| *n < source).copied().collect();
        for (n, version) in earlier {
            if self.patterns.matches(n, &version, self.subject, self.deadline, &mut self.problems)? {
                return Ok(false);
            }
        }
        Ok(true)
    }
}

/// The lessons chosen so far and the context that carries them.
struct Chosen<'q> {
    query: &'q Query,
    recall: Recall,
    context: String,
}

impl<'q> Chosen<'q> {
    fn new(query: &'q Query) -> Chosen<'q> {
        Chosen { query, recall: Recall::default(), context: query.header() }
    }

    fn full(&self) -> bool {
        self.recall.lessons.len() == MAX_LESSONS
    }

    /// Whether the last slot is kept for the person's own lessons: it is the one left, none of
    /// theirs is chosen yet, and one may still come.
    fn last_slot_is_global(&self, streams: &mut [Stream]) -> bool {
        self.recall.lessons.len() == MAX_LESSONS - 1
            && !self.recall.lessons.iter().any(|l| l.scope == Scope::Global)
            && streams.iter_mut().any(|s| s.scope == Scope::Global && s.entries.peek().is_some())
    }

    /// Takes `entry` when its line fits the context (a long lesson gives way to the next one).
    fn offer(&mut self, source: &Source, entry: &Entry, repeated: bool) {
        let scope = source.scope;
        let text = entry.text();
        let name = source.label.as_deref().unwrap_or_else(|| self.query.source_name(scope));
        let mut about = vec![entry.id.to_string(), crate::model::text::one_line(name)];
        about.push(format!("evidence {}", entry.count));
        if !entry.approved_on.is_empty() {
            about.push(entry.approved_on.to_string());
        }
        let line = format!("\n- {text} [{}]", about.join(" · "));
        if self.context.chars().count() + line.chars().count() > MAX_CONTEXT_CHARS {
            return;
        }
        self.context.push_str(&line);
        self.recall.lessons.push(Recalled {
            id: entry.id.to_string(),
            scope,
            text: text.into_owned(),
            severity: entry.severity,
            category: entry.category.to_string(),
            evidence: entry.count,
            approved_on: entry.approved_on.to_string(),
            repeated,
        });
    }

    fn finish(mut self) -> Recall {
        if !self.recall.lessons.is_empty() {
            self.recall.context = self.context;
        }
        self.recall
    }
}

/// The most patterns one recall compiles from one source. A compile within the limits takes
/// 20 µs to 1 ms, so 256 cost at most a quarter of the hook's deadline, and each regex is
/// dropped once it has answered, so memory stays that of one. Many never-matching patterns
/// sharing a common literal (`git push`) in one file spend only that file's budget: the other
/// sources keep theirs. Past it, the file's lessons still untried are passed over (and logged).
pub const MAX_COMPILES: usize = 256;

/// Whether each pattern tried in one recall matched, each compiled once, counted per source.
struct Patterns {
    answered: HashMap<String, bool>,
    /// Per source: patterns compiled, and whether it went over its budget.
    spent: Vec<(usize, bool)>,
}

impl Patterns {
    fn new(sources: usize) -> Patterns {
        Patterns { answered: HashMap::new(), spent: vec![(0, false); sources] }
    }

    /// Whether `entry`'s pattern (if any) matches `subject`; one that does not compile within the
    /// limits is skipped and reported.
    fn matches(
        &mut self,
        source: usize,
        entry: &Entry,
        subject: &str,
        deadline: Deadline,
        problems: &mut Vec<String>,
    ) -> Result<bool, Error> {
        let Some(pattern) = entry.pattern() else { return Ok(true) };
        if let Some(answer) = self.answered.get(pattern.as_ref()) {
            return Ok(*answer);
        }
        if deadline.expired() {
            return Err(Error::Deadline(deadline.budget));
        }
        let (spent, over) = &mut self.spent[source];
        if *spent >= MAX_COMPILES {
            if !std::mem::replace(over, true) {
                problems.push(format!(
                    "more than {MAX_COMPILES} patterns to try in one lessons file; its lower-ranked ones were passed over"
                ));
            }
            return Ok(false);
        }
        *spent += 1;
        let answer = match pattern::compile(&pattern) {
            Ok(regex) => regex.is_match(subject),
            Err(e) => {
                problems.push(format!("lesson {}: pattern skipped: {e}", entry.id));
                false
            }
        };
        self.answered.insert(pattern.into_owned(), answer);
        Ok(answer)
    }
}

/// The text a pre_tool pattern is matched against: every string in the tool input, one per line
/// (so `git push --force` matches whether the input is `{"command": …}` or `{"args": [...]}`).
pub fn tool_input_subject(input: &serde_json::Value) -> String {
    fn collect(value: &serde_json::Value, out: &mut Vec<String>) {
        match value {
            serde_json::Value::String(s) => out.push(s.clone()),
            serde_json::Value::Array(items) => items.iter().for_each(|v| collect(v, out)),
            serde_json::Value::Object(map) => map.values().for_each(|v| collect(v, out)),
            serde_json::Value::Null => {}
            other => out.push(other.to_string()),
        }
    }
    let mut parts = Vec::new();
    collect(input, &mut parts);
    parts.join("\n")
}
