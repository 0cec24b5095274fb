//! What a person does to lessons: add, edit, approve, retire, import, fmt. Each is one locked
//! read-modify-write of a store; each decision stamps `approved_at`/`retired_at` and `approved_by`.

use std::path::Path;

use super::error::Error;
use super::file;
use super::merge::LessonSet;
use super::record::{Category, Lesson, LessonId, Severity, Status, Timestamp, Trigger, normalize_text};
use super::store::{Store, StoreKind};
use crate::files::project::MAX_LESSONS_BYTES;
use crate::files::{self, ReadRules};

/// Who decides, and when.
#[derive(Debug, Clone)]
pub struct Decision {
    pub at: Timestamp,
    pub by: Option<String>,
}

/// A person's new lesson, before it has an id.
#[derive(Debug, Clone)]
pub struct Draft {
    pub text: String,
    pub trigger: Trigger,
    pub severity: Severity,
    pub category: Category,
    pub agents: Option<Vec<String>>,
}

impl Draft {
    fn into_lesson(self, status: Status, decision: &Decision) -> Lesson {
        let mut lesson = Lesson {
            id: LessonId::for_text(&self.text),
            text: self.text,
            category: self.category,
            severity: self.severity,
            trigger: self.trigger,
            agents: self.agents,
            status,
            approved_at: (status == Status::Approved).then_some(decision.at),
            approved_by: decision.by.clone().filter(|_| status == Status::Approved),
            retired_at: None,
            count: 0,
        };
        lesson.canonicalize();
        lesson
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AddOutcome {
    Added,
    /// The same lesson was already there; nothing changed.
    AlreadyPresent,
}

/// Adds an approved lesson (`Store::Project`/`Global`) or a candidate (`Store::Candidates`).
pub fn add(store: &Store, draft: Draft, decision: &Decision) -> Result<(Lesson, AddOutcome), Error> {
    let status = if store.kind == StoreKind::Candidates { Status::Candidate } else { Status::Approved };
    let lesson = draft.into_lesson(status, decision);
    lesson.check_for_write()?;
    let (outcome, _) = store.update(|lessons| {
        let Some(existing) = lessons.get(&lesson.id) else {
            lessons.put(lesson.clone());
            return Ok(AddOutcome::Added);
        };
        if normalize_text(&existing.text) != normalize_text(&lesson.text) {
            return Err(Error::IdCollision { id: lesson.id.clone(), existing: existing.text.clone() });
        }
        if existing.status == Status::Retired {
            return Err(Error::Retired { id: lesson.id.clone() });
        }
        let same_settings = existing.trigger == lesson.trigger
            && existing.severity == lesson.severity
            && existing.category == lesson.category
            && existing.agents == lesson.agents;
        if same_settings { Ok(AddOutcome::AlreadyPresent) } else { Err(Error::Exists { id: lesson.id.clone() }) }
    })?;
    Ok((lesson, outcome))
}

/// Changes to an existing lesson; `None` keeps the field.
#[derive(Debug, Clone, Default)]
pub struct Changes {
    pub text: Option<String>,
    pub trigger: Option<Trigger>,
    pub severity: Option<Severity>,
    pub category: Option<Category>,
    /// `Some(None)` removes the limit so the lesson applies to every agent.
    pub agents: Option<Option<Vec<String>>>,
}

impl Changes {
    fn apply(self, lesson: &mut Lesson) {
        if let Some(text) = self.text {
            lesson.text = text;
        }
        if let Some(trigger) = self.trigger {
            lesson.trigger = trigger;
        }
        if let Some(severity) = self.severity {
            lesson.severity = severity;
        }
        if let Some(category) = self.category {
            lesson.category = category;
        }
        if let Some(agents) = self.agents {
            lesson.agents = agents;
        }
        lesson.canonicalize();
    }
}

/// Edits a lesson in place. The id stays; an approved lesson's approval is renewed, because an
/// edit is a decision and must win a merge against the older version.
pub fn edit(store: &Store, id_prefix: &str, changes: Changes, decision: &Decision) -> Result<(Lesson, bool), Error> {
    store.update(|lessons| {
        let id = resolve_prefix(lessons, id_prefix)?;
        let mut lesson = lessons.get(&id).expect("resolved").clone();
        let before = lesson.clone();
        changes.apply(&mut lesson);
        if lesson == before {
            return Ok(lesson);
        }
        if lesson.status == Status::Approved {
            lesson.approved_at = Some(decision.at);
            lesson.approved_by = decision.by.clone();
        }
        lesson.check_for_write()?;
        lessons.put(lesson.clone());
        Ok(lesson)
    })
}

/// Promotes a candidate from the candidate store into `target`, or re-approves a retired lesson
/// of `target`. `changes` lets the person refine text and trigger on the way.
pub fn approve(
    target: &Store,
    candidates: &Store,
    id_prefix: &str,
    changes: Changes,
    decision: &Decision,
) -> Result<Lesson, Error> {
    let approve_in_place = |lessons: &mut LessonSet, id: &LessonId| -> Result<Lesson, Error> {
        let mut lesson = lessons.get(id).expect("resolved").clone();
        changes.clone().apply(&mut lesson);
        lesson.status = Status::Approved;
        lesson.approved_at = Some(decision.at);
        lesson.approved_by = decision.by.clone();
        lesson.check_for_write()?;
        lessons.put(lesson.clone());
        Ok(lesson)
    };
    let pending = candidates.load()?.lessons;
    match resolve_prefix(&pending, id_prefix) {
        Ok(id) => {
            let mut lesson = pending.get(&id).expect("resolved").clone();
            // Checked before anything is written, so a bad edit leaves both stores as they were.
            let mut preview = LessonSet::new();
            preview.put(lesson.clone());
            lesson = approve_in_place(&mut preview, &id)?;
            target.update(|lessons| match lessons.get(&id) {
                Some(existing) if normalize_text(&existing.text) != normalize_text(&lesson.text) => {
                    Err(Error::IdCollision { id: id.clone(), existing: existing.text.clone() })
                }
                _ => {
                    lessons.put(lesson.clone());
                    Ok(())
                }
            })?;
            // Written second: a crash in between leaves a harmless duplicate, never a lost lesson.
            candidates.update(|lessons| Ok(lessons.remove(&id)))?;
            Ok(lesson)
        }
        Err(Error::NotFound(_)) => target
            .update(|lessons| {
                let id = resolve_prefix(lessons, id_prefix)?;
                let status = lessons.get(&id).expect("resolved").status;
                if status != Status::Retired {
                    return Err(Error::NotApprovable { id, status });
                }
                approve_in_place(lessons, &id)
            })
            .map(|(lesson, _)| lesson),
        Err(other) => Err(other),
    }
}

/// Rejects a candidate: it leaves the candidate store and is kept, retired, in `record` (your
/// private global store), so harvest never proposes it again and recall never delivers it.
pub fn reject(record: &Store, candidates: &Store, id_prefix: &str, decision: &Decision) -> Result<Lesson, Error> {
    let pending = candidates.load()?.lessons;
    let id = resolve_prefix(&pending, id_prefix)?;
    let Some(mut lesson) = pending.get(&id).cloned() else { return Err(Error::NotFound(id_prefix.to_string())) };
    lesson.status = Status::Retired;
    lesson.retired_at = Some(decision.at);
    lesson.check_shape()?;
    // Written first: a crash in between leaves a harmless candidate, never a lost decision.
    record.update(|lessons| {
        if lessons.get(&id).is_none() {
            lessons.put(lesson.clone());
        }
        Ok(())
    })?;
    candidates.update(|lessons| Ok(lessons.remove(&id)))?;
    Ok(lesson)
}

/// Deletes a lesson that was never shared (a typo, a test): refused for one in `committed` (the
/// file as HEAD has it), which only a retirement takes back from every clone.
pub fn remove(store: &Store, id_prefix: &str, committed: Option<&LessonSet>) -> Result<Lesson, Error> {
    let (lesson, _) = store.update(|lessons| {
        let id = resolve_prefix(lessons, id_prefix)?;
        if committed.is_some_and(|c| c.get(&id).is_some()) {
            return Err(Error::Committed { id });
        }
        Ok(lessons.remove(&id).expect("resolved"))
    })?;
    Ok(lesson)
}

/// Retires a lesson: it stays in the file (so the retirement merges to every clone) but is never recalled.
pub fn retire(store: &Store, id_prefix: &str, decision: &Decision) -> Result<(Lesson, bool), Error> {
    store.update(|lessons| {
        let id = resolve_prefix(lessons, id_prefix)?;
        let lesson = lessons.get_mut(&id).expect("resolved");
        if lesson.status != Status::Retired {
            lesson.status = Status::Retired;
            lesson.retired_at = Some(decision.at);
        }
        Ok(lesson.clone())
    })
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ImportCounts {
    /// The decided lessons the import added or changed, as written.
    pub written: Vec<Lesson>,
    pub added: usize,
    pub updated: usize,
    pub unchanged: usize,
    /// Candidates found in the files, merged into the candidate store.
    pub candidates: usize,
}

/// Merges lessons files into `target` (candidates into `candidates`) with the merge rule.
/// Every file is read and checked before anything is written.
pub fn import(target: &Store, candidates: &Store, files: &[&Path]) -> Result<ImportCounts, Error> {
    let mut incoming = LessonSet::new();
    let strict = |lesson: &Lesson| lesson.check_for_write().map_err(|e| e.to_string());
    // Only regular files, not links: a committed `team.jsonl -> ~/.local/share/agent-trace/…`
    // must not carry your private lessons into the committed file.
    let rules = ReadRules { follow_symlinks: false, owner: None, max_bytes: MAX_LESSONS_BYTES };
    for path in files {
        let bytes = files::read_regular(path, &rules)?.ok_or_else(|| {
            std::io::Error::new(std::io::ErrorKind::NotFound, format!("{}: no such file", path.display()))
        })?;
        let parsed = file::parse_with(&String::from_utf8_lossy(&bytes), &strict);
        if let Some(bad) = parsed.bad_lines.first() {
            return Err(Error::BadImport { path: path.to_path_buf(), line: bad.line, reason: bad.reason.clone() });
        }
        for lesson in parsed.lessons.iter() {
            incoming.insert_resolving(lesson.clone());
        }
    }
    let (decided, pending): (Vec<Lesson>, Vec<Lesson>) =
        incoming.iter().cloned().partition(|l| l.status != Status::Candidate);
    let mut counts = ImportCounts { candidates: pending.len(), ..ImportCounts::default() };
    target.update(|lessons| {
        for lesson in decided {
            let before = lessons.get(&lesson.id).cloned();
            let id = lesson.id.clone();
            lessons.insert_resolving(lesson);
            match before {
                None => counts.added += 1,
                Some(old) if lessons.get(&old.id) == Some(&old) => {
                    counts.unchanged += 1;
                    continue;
                }
                Some(_) => counts.updated += 1,
            }
            counts.written.extend(lessons.get(&id).cloned());
        }
        Ok(())
    })?;
    if !pending.is_empty() {
        candidates.update(|lessons| {
            pending.into_iter().for_each(|l| {
                lessons.insert_resolving(l);
            });
            Ok(())
        })?;
    }
    Ok(counts)
}

/// Why a file is not in canonical form.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FmtReport {
    pub canonical: bool,
    pub duplicate_ids: usize,
    pub conflict_markers: bool,
    pub rewritten: bool,
    /// Approved lessons `lessons add` would refuse, by line of the file as it is now: the hook
    /// never delivers them.
    pub refused: Vec<file::BadLine>,
    /// Two versions of one id (a union merge, conflict markers): which one the merge rule kept.
    pub resolutions: Vec<String>,
}

/// Checks (and unless `check_only`, rewrites) a store's file in canonical form: sorted, one
/// version per id, no conflict markers.
pub fn fmt(store: &Store, check_only: bool) -> Result<FmtReport, Error> {
    let parsed = store.load()?;
    let mut report = FmtReport {
        canonical: parsed.canonical,
        duplicate_ids: parsed.duplicate_ids,
        conflict_markers: parsed.conflict_markers,
        rewritten: false,
        refused: Vec::new(),
        resolutions: parsed.resolutions.iter().map(super::Conflict::describe).collect(),
    };
    if !parsed.canonical && !check_only {
        // Under the lock the file is read again, so a concurrent add is not lost.
        let ((), written) = store.update(|_| Ok(()))?;
        report.rewritten = written;
    }
    report.refused = store.refusals()?;
    Ok(report)
}

/// The one id in `lessons` that starts with `prefix`.
pub fn resolve_prefix(lessons: &LessonSet, prefix: &str) -> Result<LessonId, Error> {
    let prefix = prefix.trim().to_ascii_lowercase();
    let matches: Vec<&Lesson> = if prefix.is_empty() { Vec::new() } else { lessons.matching_prefix(&prefix).collect() };
    match matches.as_slice() {
        [] => Err(Error::NotFound(prefix.clone())),
        [one] => Ok(one.id.clone()),
        many => Err(Error::Ambiguous { ids: many.iter().map(|l| l.id.to_string()).collect(), prefix: prefix.clone() }),
    }
}
