//! The merge rule (docs/src/merge.md): per id, the latest human decision wins.
//!
//! Records are totally ordered by (decision time, status, canonical line), and a set merge keeps
//! the greatest version of each id. Taking a maximum under a total order is what makes the merge
//! commutative, associative and idempotent; the property tests in `tests/` hold it to that.

use std::cmp::Ordering;
use std::collections::BTreeMap;
use std::collections::btree_map::Entry;

use super::record::{Lesson, LessonId};

/// Lessons keyed by id; iteration is in id order, which is the canonical file order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LessonSet {
    by_id: BTreeMap<LessonId, Lesson>,
}

impl LessonSet {
    pub fn new() -> LessonSet {
        LessonSet::default()
    }

    pub fn len(&self) -> usize {
        self.by_id.len()
    }

    pub fn is_empty(&self) -> bool {
        self.by_id.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = &Lesson> {
        self.by_id.values()
    }

    pub fn get(&self, id: &LessonId) -> Option<&Lesson> {
        self.by_id.get(id)
    }

    pub fn get_str(&self, id: &str) -> Option<&Lesson> {
        LessonId::try_from(id.to_string()).ok().and_then(|id| self.by_id.get(&id))
    }

    pub fn get_mut(&mut self, id: &LessonId) -> Option<&mut Lesson> {
        self.by_id.get_mut(id)
    }

    pub fn ids(&self) -> impl Iterator<Item = &LessonId> {
        self.by_id.keys()
    }

    /// Inserts or replaces without comparing: for a person's own edit.
    pub fn put(&mut self, lesson: Lesson) {
        self.by_id.insert(lesson.id.clone(), lesson);
    }

    pub fn remove(&mut self, id: &LessonId) -> Option<Lesson> {
        self.by_id.remove(id)
    }

    /// Adds a version of a record, keeping the newer of it and any version already present.
    /// Returns whether the id was already present.
    pub fn insert_resolving(&mut self, lesson: Lesson) -> bool {
        self.insert_reporting(lesson).0
    }

    /// [`LessonSet::insert_resolving`], and the conflict when the two versions differ.
    pub fn insert_reporting(&mut self, lesson: Lesson) -> (bool, Option<Conflict>) {
        match self.by_id.entry(lesson.id.clone()) {
            Entry::Vacant(slot) => {
                slot.insert(lesson);
                (false, None)
            }
            Entry::Occupied(slot) if *slot.get() == lesson => (true, None),
            Entry::Occupied(mut slot) => {
                let (kept, conflict) = merge_versions(None, slot.get().clone(), lesson);
                slot.insert(kept);
                (true, conflict)
            }
        }
    }

    /// Lessons whose id starts with `prefix`.
    pub fn matching_prefix<'a>(&'a self, prefix: &'a str) -> impl Iterator<Item = &'a Lesson> + 'a {
        self.by_id.values().filter(move |l| l.id.as_str().starts_with(prefix))
    }
}

impl FromIterator<Lesson> for LessonSet {
    fn from_iter<I: IntoIterator<Item = Lesson>>(iter: I) -> LessonSet {
        let mut set = LessonSet::new();
        for lesson in iter {
            set.insert_resolving(lesson);
        }
        set
    }
}

/// Orders two versions of one record: the later decision is greater; at equal times retired beats
/// approved (beats candidate); at equal times and status the greater canonical line is greater.
pub fn compare_versions(a: &Lesson, b: &Lesson) -> Ordering {
    a.decision_time()
        .cmp(&b.decision_time())
        .then(a.status.cmp(&b.status))
        .then_with(|| if a == b { Ordering::Equal } else { a.canonical_line().cmp(&b.canonical_line()) })
}

/// The union by id, each id resolved by the merge rule.
pub fn merge_sets(a: &LessonSet, b: &LessonSet) -> LessonSet {
    let mut merged = a.clone();
    for lesson in b.iter() {
        merged.insert_resolving(lesson.clone());
    }
    merged
}

/// The 3-way merge of a git merge driver, a true 3-way merge first. Per id: a side
/// equal to the base yields to the other side whatever the timestamps (clocks can be wrong);
/// deleted on one side and unchanged on the other, it is deleted; deleted on one side but changed
/// on the other, it is kept (a decision outranks a removal). Only where both sides changed it does
/// the latest decision win. Takes the sides by value and walks them in id order: no record is copied.
pub fn merge_three(base: &LessonSet, ours: LessonSet, theirs: LessonSet) -> LessonSet {
    merge_three_reporting(base, ours, theirs).0
}

/// One id that both sides changed, and how the merge rule settled it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Conflict {
    /// The record as merged.
    pub kept: Lesson,
    /// The version that lost where both sides changed the same field.
    pub dropped: Lesson,
    /// The fields both sides changed, each decided by the latest decision (`status` stands for
    /// the decision: status, approved_at, approved_by, retired_at).
    pub fields: Vec<&'static str>,
}

impl Conflict {
    /// One line for a person: the id, the fields, both versions, which won and why.
    pub fn describe(&self) -> String {
        let version = |l: &Lesson| {
            let when = l.decision_time().map(|t| t.to_string()).unwrap_or_else(|| "no time".into());
            format!("{} at {when}: {:?}", l.status, crate::model::text::one_line(&l.text))
        };
        let why = match self.kept.decision_time().cmp(&self.dropped.decision_time()) {
            Ordering::Greater => "the later decision wins",
            _ if self.kept.status != self.dropped.status => "at the same time, retired wins",
            _ => "at the same time and status, the greater line wins",
        };
        format!(
            "lesson {}: both sides changed its {}; kept {} over {} ({why})",
            self.kept.id,
            self.fields.join(", "),
            version(&self.kept),
            version(&self.dropped)
        )
    }
}

/// Two versions of one record, settled against their common ancestor: a side equal
/// to the base yields to the other; otherwise each field changed on one side only takes that
/// side's value, and a field changed on both is decided by the latest decision (reported). The
/// decision (status, approved_at, approved_by, retired_at) moves as one field. Without a base,
/// the later decision's whole version wins.
pub fn merge_versions(base: Option<&Lesson>, ours: Lesson, theirs: Lesson) -> (Lesson, Option<Conflict>) {
    if ours == theirs || base == Some(&theirs) {
        return (ours, None);
    }
    if base == Some(&ours) {
        return (theirs, None);
    }
    let (winner, loser) =
        if compare_versions(&ours, &theirs) == Ordering::Less { (theirs, ours) } else { (ours, theirs) };
    let mut merged = winner.clone();
    let mut fields = Vec::new();
    // One field: (name, whether the two differ, whether the loser's side alone changed it, take the loser's).
    macro_rules! field {
        ($name:literal, $($f:ident),+) => {{
            let differ = false $(|| winner.$f != loser.$f)+;
            if differ {
                let winner_kept_base = base.is_some_and(|b| true $(&& b.$f == winner.$f)+);
                let loser_kept_base = base.is_some_and(|b| true $(&& b.$f == loser.$f)+);
                if winner_kept_base {
                    $(merged.$f = loser.$f.clone();)+
                } else if !loser_kept_base {
                    fields.push($name);
                }
            }
        }};
    }
    field!("text", text);
    field!("category", category);
    field!("severity", severity);
    field!("trigger", trigger);
    field!("agents", agents);
    field!("count", count);
    field!("status", status, approved_at, approved_by, retired_at);
    // Two decisions that differ only in their time (two edits) are no disagreement worth a line.
    if winner.status == loser.status {
        fields.retain(|f| *f != "status");
    }
    let conflict = (!fields.is_empty()).then(|| Conflict { kept: merged.clone(), dropped: loser, fields });
    (merged, conflict)
}

/// [`merge_three`], and the ids both sides changed (each settled by the latest decision).
pub fn merge_three_reporting(base: &LessonSet, ours: LessonSet, theirs: LessonSet) -> (LessonSet, Vec<Conflict>) {
    let mut ours = ours.by_id.into_iter().peekable();
    let mut theirs = theirs.by_id.into_iter().peekable();
    let mut merged = Vec::new();
    let mut conflicts = Vec::new();
    loop {
        let order = match (ours.peek(), theirs.peek()) {
            (None, None) => break,
            (Some(_), None) => Ordering::Less,
            (None, Some(_)) => Ordering::Greater,
            (Some((a, _)), Some((b, _))) => a.cmp(b),
        };
        let kept = match order {
            Ordering::Equal => {
                let ((id, o), (_, t)) = (ours.next().expect("peeked"), theirs.next().expect("peeked"));
                let (lesson, conflict) = merge_versions(base.by_id.get(&id), o, t);
                conflicts.extend(conflict);
                Some((id, lesson))
            }
            one_side => {
                let (id, lesson) =
                    if one_side == Ordering::Less { ours.next() } else { theirs.next() }.expect("peeked");
                (base.by_id.get(&id) != Some(&lesson)).then_some((id, lesson))
            }
        };
        merged.extend(kept);
    }
    // Already sorted, so the map is built in bulk.
    (LessonSet { by_id: merged.into_iter().collect() }, conflicts)
}
