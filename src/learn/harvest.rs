//! `lessons harvest`: turns the flags of scanned sessions into candidate lessons in the private
//! store, for a person to review. A candidate's text is written from the rule and the command
//! head, so the same problem gives the same text (and id) however often it recurs; re-running
//! changes nothing. The verdicts behind each candidate are kept privately beside it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::files::write_private;
use crate::lessons::store::Store;
use crate::lessons::{Category, Error, Event, Lesson, LessonId, Severity, Status, Trigger};
use crate::model::tool::ToolKind;
use crate::rules::Verdict;

/// The verdicts behind the candidates, by candidate id (private: it holds session ids and messages).
pub fn evidence_file(data_dir: &Path) -> PathBuf {
    data_dir.join("candidates-evidence.json")
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Evidence {
    pub by_id: BTreeMap<String, Vec<Verdict>>,
}

impl Evidence {
    pub fn load(data_dir: &Path) -> Evidence {
        fs_err::read(evidence_file(data_dir)).ok().and_then(|b| serde_json::from_slice(&b).ok()).unwrap_or_default()
    }
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct HarvestReport {
    pub verdicts: usize,
    pub candidates: usize,
    pub new: usize,
    pub updated: usize,
    /// Already approved or retired in a store a person decided in.
    pub decided: usize,
}

/// The candidate a verdict suggests (text, trigger, category, severity), or none for rules that
/// say nothing a lesson could fix.
pub fn suggest(verdict: &Verdict) -> Option<(String, Trigger, Category, u8)> {
    let head = verdict.head.clone().unwrap_or_default();
    let tool = verdict.tool.clone();
    // A shell tool is written as `Bash`, which every agent's adapter maps its own shell tool to,
    // so the approved lesson fires in every agent, not only the one it was learned from.
    let tool_trigger = || {
        let shell = tool.as_deref().and_then(crate::adapters::tool_kind) == Some(ToolKind::Shell);
        let pattern = (shell && !head.is_empty()).then(|| format!(r"(?:^|[\s;&|]){}\b", regex::escape(&head)));
        let tool = if shell { Some("Bash".to_string()) } else { tool.clone() };
        Trigger { event: Event::PreTool, tool, pattern }
    };
    Some(match verdict.rule.as_str() {
        "tool_loop" => (
            format!(
                "Do not run `{head}` again and again with the same input: after the second identical result, read the output and change the approach."
            ),
            tool_trigger(),
            Category::ToolMisuse,
            2,
        ),
        "same_error_repeat" => {
            let signature = word_prefix(verdict.evidence["signature"].as_str().unwrap_or_default(), 60);
            (
                format!("When `{head}` fails with \"{}\", fix the cause before running it again.", signature.trim()),
                tool_trigger(),
                Category::ToolMisuse,
                3,
            )
        }
        "tool_error_ratio" => (
            "Many tool calls fail in this project: check each command's result before taking the next step.".into(),
            Trigger::on(Event::SessionStart),
            Category::Verification,
            2,
        ),
        "stall" => (
            "Do not sit idle: if you are waiting on something, say what and check on it.".into(),
            Trigger::on(Event::SessionStart),
            Category::Stall,
            2,
        ),
        "slow_turn" => (
            "Break long tasks into steps and say what you are doing between them.".into(),
            Trigger::on(Event::SessionStart),
            Category::Stall,
            1,
        ),
        "aborted" => (
            "People stopped turns here before: ask before long or risky actions.".into(),
            Trigger::on(Event::SessionStart),
            Category::Other,
            1,
        ),
        _ => return None,
    })
}

/// At most `max` characters of `text`, cut at a word boundary.
fn word_prefix(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let cut: String = text.chars().take(max).collect();
    cut.rfind(' ').map_or(cut.clone(), |at| cut[..at].to_string()) + "…"
}

/// Harvests `verdicts` (already filtered by time) into `candidates`, leaving out severities below
/// `min_severity` and lessons a person already decided on in `decided`.
pub fn harvest(
    verdicts: &[Verdict],
    min_severity: u8,
    candidates: &Store,
    decided: &[Store],
    data_dir: &Path,
) -> Result<HarvestReport, Error> {
    let mut suggested: BTreeMap<LessonId, (Lesson, Vec<Verdict>)> = BTreeMap::new();
    for verdict in verdicts {
        let Some((text, trigger, category, severity)) = suggest(verdict) else { continue };
        if severity < min_severity {
            continue;
        }
        let id = LessonId::for_text(&text);
        let entry = suggested.entry(id.clone()).or_insert_with(|| {
            let lesson = Lesson {
                id,
                text,
                category,
                severity: Severity::try_from(severity).expect("1..=3"),
                trigger,
                agents: None,
                status: Status::Candidate,
                approved_at: None,
                approved_by: None,
                retired_at: None,
                count: 0,
            };
            (lesson, Vec::new())
        });
        entry.1.push(verdict.clone());
    }
    let mut report =
        HarvestReport { verdicts: verdicts.len(), candidates: suggested.len(), ..HarvestReport::default() };
    let mut already = std::collections::BTreeSet::new();
    for store in decided {
        for lesson in store.load()?.lessons.iter() {
            already.insert(lesson.id.clone());
        }
    }
    let mut evidence = Evidence::load(data_dir);
    candidates.update(|lessons| {
        for (id, (mut lesson, verdicts)) in suggested {
            if already.contains(&id) {
                report.decided += 1;
                continue;
            }
            lesson.count = verdicts.len() as u32;
            lesson.check_for_write()?;
            match lessons.get(&id) {
                None => report.new += 1,
                Some(existing) if existing.count == lesson.count => {}
                Some(_) => report.updated += 1,
            }
            let mut keep = lessons.get(&id).cloned().unwrap_or(lesson.clone());
            keep.count = lesson.count;
            lessons.put(keep);
            evidence.by_id.insert(id.to_string(), verdicts);
        }
        Ok(())
    })?;
    let mut bytes = serde_json::to_vec_pretty(&evidence).expect("evidence serializes");
    bytes.push(b'\n');
    write_private(&evidence_file(data_dir), &bytes)?;
    Ok(report)
}
