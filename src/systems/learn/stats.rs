//! `lessons stats`: how often each lesson reached an agent, and whether the behaviour that led to
//! it (the flags behind a harvested lesson: same rule, same command head) came back afterwards.

use std::collections::BTreeSet;

use serde::Serialize;

use super::harvest::Evidence;
use crate::systems::lessons::Lesson;
use crate::systems::recall::hits::Hit;
use crate::systems::rules::Verdict;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LessonStats {
    pub id: String,
    pub scope: String,
    pub status: String,
    pub text: String,
    pub hits: usize,
    pub sessions: usize,
    pub first_hit: Option<String>,
    pub last_hit: Option<String>,
    /// Flags like the ones behind the lesson, before it was first handed over (None: no evidence).
    pub flags_before: Option<usize>,
    /// …and after: what the lesson did not prevent.
    pub flags_after: Option<usize>,
}

pub fn stats(lessons: &[(&str, &Lesson)], hits: &[Hit], evidence: &Evidence, verdicts: &[Verdict]) -> Vec<LessonStats> {
    lessons
        .iter()
        .map(|(scope, lesson)| {
            let mine: Vec<&Hit> = hits.iter().filter(|h| h.lesson == lesson.id).collect();
            let sessions: BTreeSet<&str> = mine.iter().map(|h| h.session.as_str()).collect();
            let first = mine.iter().map(|h| h.at).min();
            let behaviour: Option<BTreeSet<(String, Option<String>)>> = evidence
                .by_id
                .get(lesson.id.as_str())
                .map(|vs| vs.iter().map(|v| (v.rule.clone(), v.head.clone())).collect());
            let (before, after) = match (&behaviour, first) {
                (Some(behaviour), Some(first)) => {
                    let first_ms = first.as_seconds() * 1000;
                    let same: Vec<&Verdict> =
                        verdicts.iter().filter(|v| behaviour.contains(&(v.rule.clone(), v.head.clone()))).collect();
                    (
                        Some(same.iter().filter(|v| v.at_ms.is_some_and(|at| at < first_ms)).count()),
                        Some(same.iter().filter(|v| v.at_ms.is_some_and(|at| at >= first_ms)).count()),
                    )
                }
                (Some(behaviour), None) => (
                    Some(verdicts.iter().filter(|v| behaviour.contains(&(v.rule.clone(), v.head.clone()))).count()),
                    None,
                ),
                (None, _) => (None, None),
            };
            LessonStats {
                id: lesson.id.to_string(),
                scope: scope.to_string(),
                status: lesson.status.to_string(),
                text: lesson.text.clone(),
                hits: mine.len(),
                sessions: sessions.len(),
                first_hit: first.map(|t| t.to_string()),
                last_hit: mine.iter().map(|h| h.at).max().map(|t| t.to_string()),
                flags_before: before,
                flags_after: after,
            }
        })
        .collect()
}
