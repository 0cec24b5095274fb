//! Learning from what happened: candidate lessons harvested from the flags of scanned sessions
//! (worded by your judge, if you configured one), and whether a lesson, once delivered, kept its
//! mistake from coming back (`effect`).

pub mod effect;
pub mod harvest;
pub mod judge;
pub mod marks;
pub mod report;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::systems::lessons::Error;
use crate::systems::lessons::store::Store;
use crate::systems::rules::Verdict;
use crate::systems::transcripts::scan;
use harvest::{Evidence, HarvestReport, Planned};
use judge::{Judge, TurnDrafter};

/// The verdicts of the last scan from the last `since_days` days before `now_ms`.
pub fn recent_verdicts(data_dir: &Path, now_ms: i64, since_days: u64) -> Vec<Verdict> {
    let since_ms = now_ms.saturating_sub(since_days as i64 * 86_400_000);
    // A flag a person marked wrong never becomes a candidate again.
    let marks = marks::Marks::load(data_dir);
    scan::load_verdicts(data_dir)
        .into_iter()
        .filter(|v| v.at_ms.is_none_or(|at| at >= since_ms) && !marks.wrong(v))
        .collect()
}

/// Harvests `verdicts` into the candidates store, the new ones worded by `judge` when there is one.
pub fn harvest(
    data_dir: &Path,
    verdicts: &[Verdict],
    min_severity: u8,
    decided: &[Store],
    judge: Option<&Judge>,
) -> Result<HarvestReport, Error> {
    let sessions = judge.map(|_| flagged_sessions(data_dir, verdicts)).unwrap_or_default();
    let drafter = judge.map(|judge| TurnDrafter { judge, sessions: &sessions });
    let drafter = drafter.as_ref().map(|d| d as &dyn harvest::Drafter);
    harvest::harvest(verdicts, min_severity, &Store::candidates()?, decided, data_dir, drafter)
}

/// What a harvest would write, and for each candidate the judge would be asked about, the
/// excerpt it would be sent (framed as [`Judge::framing`] says). Writes nothing.
pub fn preview(
    data_dir: &Path,
    verdicts: &[Verdict],
    min_severity: u8,
    decided: &[Store],
    judge: Option<&Judge>,
) -> Result<Vec<(Planned, Option<String>)>, Error> {
    let evidence = Evidence::load(data_dir);
    let planned = harvest::plan(verdicts, min_severity, &Store::candidates()?, decided, &evidence)?;
    let sessions = judge.map(|_| flagged_sessions(data_dir, verdicts)).unwrap_or_default();
    Ok(planned
        .into_iter()
        .filter(|p| !p.decided)
        .map(|p| {
            let sent = judge
                .filter(|_| p.wants_draft)
                .map(|judge| TurnDrafter { judge, sessions: &sessions }.excerpt_for(&p.verdicts));
            (p, sent)
        })
        .collect())
}

fn flagged_sessions(
    data_dir: &Path,
    verdicts: &[Verdict],
) -> BTreeMap<(String, String), crate::model::session::Session> {
    let wanted: BTreeSet<(&str, &str)> = verdicts.iter().map(|v| (v.agent.as_str(), v.session.as_str())).collect();
    let sessions = scan::sessions_where(data_dir, |s| wanted.contains(&(s.agent.as_str(), s.id.as_str())));
    sessions.unwrap_or_default().into_iter().map(|s| ((s.agent.clone(), s.id.clone()), s)).collect()
}

/// The effect of each lesson, measured on the last scan's sessions, with teammates' figures added.
pub struct Effects {
    pub rows: Vec<effect::LessonEffect>,
    /// This machine's own figures, per lesson id: what `--export` writes.
    pub own: BTreeMap<String, effect::Counts>,
    /// The sessions the last scan kept.
    pub sessions: usize,
    /// The last scan's flags per rule, those marked wrong left out.
    pub flags_per_rule: BTreeMap<String, usize>,
}

/// Measures `lessons` (`(scope, repository root, lesson)`) on the scanned sessions and this
/// machine's deliveries, adds `imported` figures to those of the same id, and judges each.
pub fn effects(
    data_dir: &Path,
    lessons: &[(&str, Option<std::path::PathBuf>, &crate::systems::lessons::Lesson)],
    imported: &[effect::Export],
    thresholds: effect::Thresholds,
) -> std::io::Result<Effects> {
    let evidence = Evidence::load(data_dir);
    let measured: Vec<effect::Measured<'_>> = lessons
        .iter()
        .map(|(scope, root, lesson)| effect::Measured {
            lesson,
            scope,
            root: root.clone(),
            evidence_rules: evidence
                .by_id
                .get(lesson.id.as_str())
                .map(|flags| flags.iter().map(|f| f.rule.clone()).collect()),
        })
        .collect();
    let marks = marks::Marks::load(data_dir);
    let flags: Vec<Verdict> = scan::load_verdicts(data_dir).into_iter().filter(|v| !marks.wrong(v)).collect();
    let hits = crate::systems::recall::hits::all(data_dir);
    let mut sessions = 0;
    let measures = effect::measure(&measured, &hits, &flags, &mut |each| {
        scan::each_session(data_dir, &mut |session| {
            sessions += 1;
            each(session)
        })
    })?;
    let mut own = BTreeMap::new();
    let mut rows = Vec::new();
    for (m, (counts, unmeasurable)) in measured.iter().zip(measures) {
        own.insert(m.lesson.id.to_string(), counts);
        let mut total = counts;
        imported.iter().filter_map(|e| e.lessons.get(m.lesson.id.as_str())).for_each(|c| total.add(c));
        rows.push(effect::judge(m, total, unmeasurable, thresholds));
    }
    let mut flags_per_rule = BTreeMap::new();
    for flag in &flags {
        *flags_per_rule.entry(flag.rule.clone()).or_default() += 1;
    }
    Ok(Effects { rows, own, sessions, flags_per_rule })
}
