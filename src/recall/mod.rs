//! Recall: which lessons to hand an agent at one moment (DESIGN §4).
//!
//! Selection: approved ∧ the agent is allowed ∧ in scope (repo lessons only in a trusted repo) ∧
//! the trigger event is this moment ∧ (the trigger tool is this tool, if set) ∧ (the pattern
//! matches the subject, if set). Ranking: severity × max(count, 1), then severity, then project
//! before global, then id; lessons this session already got go last. At most 3 lessons and
//! 1,500 characters of context.

pub mod apply;
mod delivery;
pub mod hits;
pub mod index;
pub mod stream;

pub use delivery::{MCP_AGENT, deliver};

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use regex::Regex;
use serde::Serialize;

use crate::files::ReadRules;
use crate::lessons::{Event, pattern};
use crate::project::MAX_LESSONS_BYTES;
use crate::trust::TrustedProject;
use hits::Delivered;
use index::{Entry, Index};

pub const MAX_LESSONS: usize = 3;
pub const MAX_CONTEXT_CHARS: usize = 1_500;
const HEADER: &str = "Lessons your team recorded from earlier agent mistakes (agent-trace):";

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
    /// This session had it already (it is repeated only when nothing new fills the slot).
    pub repeated: bool,
}

/// The lessons for one moment and the context text that carries them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Recall {
    pub lessons: Vec<Recalled>,
    pub context: String,
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
}

/// A lessons file to recall from, and how it may be read.
pub struct SourceFile {
    pub scope: Scope,
    pub path: PathBuf,
    pub rules: ReadRules,
}

/// The lessons files that apply: a trusted project's (an untrusted one has none) and the global one.
pub fn source_files(project: Option<&TrustedProject>, global: Option<PathBuf>) -> Vec<SourceFile> {
    let mut files = Vec::new();
    if let Some(project) = project.map(TrustedProject::project) {
        let rules = project.rules(MAX_LESSONS_BYTES);
        files.push(SourceFile { scope: Scope::Project, path: project.lessons_path(), rules });
    }
    let own = ReadRules { follow_symlinks: true, owner: None, max_bytes: MAX_LESSONS_BYTES };
    files.extend(global.map(|path| SourceFile { scope: Scope::Global, path, rules: own }));
    files
}

/// Chooses the lessons for `query` from `sources`; `delivered` are the lessons this session already got.
///
/// Cheap tests first (event, agent, tool, the pattern's literals), then the survivors in rank
/// order, compiling a pattern only when its lesson could still be chosen: most recalls compile
/// nothing, and none compiles more than it needs. The deadline is checked before every compile.
pub fn recall(
    sources: &[Source],
    query: &Query,
    delivered: &Delivered,
    deadline: Deadline,
) -> Result<(Recall, Vec<String>), Error> {
    let mut problems = Vec::new();
    let subject = pattern::subject(&query.subject);
    let lowercase_subject = subject.to_ascii_lowercase();
    let mut candidates: Vec<(Scope, Entry)> = Vec::new();
    for source in sources {
        for (n, entry) in source.index.candidates(&lowercase_subject).into_iter().enumerate() {
            if n % 64 == 0 && deadline.expired() {
                return Err(Error::Deadline(deadline.budget));
            }
            if !query.events.contains(&entry.event) || !entry.applies_to_agent(&query.agent) {
                continue;
            }
            if let Some(tool) = entry.tool()
                && !query.tool_names.iter().any(|name| name.eq_ignore_ascii_case(&tool))
            {
                continue;
            }
            if entry.pattern().is_some() && !entry.may_match(&lowercase_subject) {
                continue;
            }
            candidates.push((source.scope, entry));
        }
    }
    // Lessons often share a pattern; each distinct one is compiled once per recall.
    let mut patterns = Patterns::default();
    // A lesson in several sources: the first source whose version matches stands (project before
    // global). Settled here, before ranking; it is rare, so it costs little.
    // By sorting, not hashing: thousands of candidates, and nearly never a repeated id.
    let mut ids: Vec<&str> = candidates.iter().map(|(_, entry)| entry.id).collect();
    ids.sort_unstable();
    let repeated: HashSet<&str> = ids.windows(2).filter(|w| w[0] == w[1]).map(|w| w[0]).collect();
    let mut settled: HashSet<&str> = HashSet::new();
    let mut ranked = Vec::with_capacity(candidates.len());
    for (scope, entry) in candidates {
        if repeated.contains(entry.id) {
            if settled.contains(entry.id) || !patterns.matches(&entry, subject, deadline, &mut problems)? {
                continue;
            }
            settled.insert(entry.id);
        }
        ranked.push((scope, entry));
    }
    let is_delivered = |id: &str| delivered.contains(id);
    let score = |e: &Entry| u64::from(e.severity) * u64::from(e.count.max(1));
    // Each key computed once: a lesson with no pattern is a candidate on every call of its tool,
    // and thousands of them sorted by comparisons that each looked ids up cost more than the rest.
    ranked.sort_by_cached_key(|(scope, e)| {
        (is_delivered(e.id), std::cmp::Reverse(score(e)), std::cmp::Reverse(e.severity), *scope, e.id)
    });
    let mut result = Recall::default();
    let mut context = String::from(HEADER);
    for (scope, entry) in ranked {
        if result.lessons.len() == MAX_LESSONS {
            break;
        }
        if !settled.contains(entry.id) && !patterns.matches(&entry, subject, deadline, &mut problems)? {
            continue;
        }
        let text = entry.text();
        let line = format!("\n- {text} [{}]", entry.id);
        if context.chars().count() + line.chars().count() > MAX_CONTEXT_CHARS {
            continue;
        }
        context.push_str(&line);
        result.lessons.push(Recalled {
            id: entry.id.to_string(),
            scope,
            text: text.into_owned(),
            severity: entry.severity,
            category: entry.category.to_string(),
            repeated: is_delivered(entry.id),
        });
    }
    if !result.lessons.is_empty() {
        result.context = context;
    }
    Ok((result, problems))
}

/// The most patterns one recall compiles: each may cost a millisecond and 256 KiB, and many
/// lessons sharing a common literal (`git`) must not spend the whole deadline or memory on it.
/// Past it, the lessons still untried are passed over (and logged).
pub const MAX_COMPILES: usize = 32;

/// The patterns compiled in one recall, each once.
#[derive(Default)]
struct Patterns {
    compiled: HashMap<String, Option<Regex>>,
    over_budget: bool,
}

impl Patterns {
    /// Whether `entry`'s pattern (if any) matches `subject`; one that does not compile within the
    /// limits is skipped and reported.
    fn matches(
        &mut self,
        entry: &Entry,
        subject: &str,
        deadline: Deadline,
        problems: &mut Vec<String>,
    ) -> Result<bool, Error> {
        let Some(pattern) = entry.pattern() else { return Ok(true) };
        if !self.compiled.contains_key(pattern.as_ref()) {
            if deadline.expired() {
                return Err(Error::Deadline(deadline.budget));
            }
            if self.compiled.len() >= MAX_COMPILES {
                if !std::mem::replace(&mut self.over_budget, true) {
                    problems.push(format!(
                        "more than {MAX_COMPILES} patterns to try; the lower-ranked ones were passed over"
                    ));
                }
                return Ok(false);
            }
        }
        let regex = self.compiled.entry(pattern.into_owned()).or_insert_with_key(|p| match pattern::compile(p) {
            Ok(regex) => Some(regex),
            Err(e) => {
                problems.push(format!("lesson {}: pattern skipped: {e}", entry.id));
                None
            }
        });
        Ok(regex.as_ref().is_some_and(|r| r.is_match(subject)))
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
