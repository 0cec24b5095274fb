//! `lessons harvest`: turns the flags of scanned sessions into candidate lessons in the private
//! store, for a person to review. A candidate's text is written from the rule and the command
//! head, so the same problem gives the same text (and id) however often it recurs; re-running
//! changes nothing. The verdicts behind each candidate are kept privately beside it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::files::write_private;
use crate::model::tool::ToolKind;
use crate::systems::learn::judge::Draft;
use crate::systems::lessons::record::normalize_text;
use crate::systems::lessons::store::Store;
use crate::systems::lessons::{Category, Error, Event, Lesson, LessonId, Severity, Status, Trigger};
use crate::systems::rules::Verdict;

/// The verdicts behind the candidates, by candidate id (private: it holds session ids and messages).
pub fn evidence_file(data_dir: &Path) -> PathBuf {
    data_dir.join("candidates-evidence.json")
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Evidence {
    pub by_id: BTreeMap<String, Vec<Verdict>>,
    /// What the judge made of each candidate it was asked about.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub drafts: BTreeMap<String, DraftNote>,
}

impl Evidence {
    pub fn load(data_dir: &Path) -> Evidence {
        fs_err::read(evidence_file(data_dir)).ok().and_then(|b| serde_json::from_slice(&b).ok()).unwrap_or_default()
    }

    /// Whether candidate `id` was learned in the project at `root`: one of its sessions worked in
    /// it or below. A candidate with no project known (one a person added) belongs anywhere.
    pub fn learned_in(&self, id: &str, root: &Path) -> bool {
        let mut projects = self.by_id.get(id).into_iter().flatten().filter_map(|v| v.project.as_deref()).peekable();
        projects.peek().is_none() || projects.any(|dir| Path::new(dir).starts_with(root))
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct HarvestReport {
    pub verdicts: usize,
    pub candidates: usize,
    pub new: usize,
    pub updated: usize,
    /// Already approved or retired in a store a person decided in.
    pub decided: usize,
    /// Candidates the judge worded.
    pub drafted: usize,
    /// Candidates the judge was asked about that kept their template, with the reason.
    pub not_drafted: Vec<(String, String)>,
    /// Candidates that could not be lessons at all, with the reason (the others are written).
    pub left_out: Vec<(String, String)>,
}

/// The candidate a verdict suggests (text, trigger, category, severity), or none for rules that
/// say nothing a lesson could fix.
pub fn suggest(verdict: &Verdict) -> Option<(String, Trigger, Category, u8)> {
    let head = verdict.head.clone().unwrap_or_default();
    let tool = verdict.tool.clone();
    // A shell tool is written as `Bash`, which every agent's adapter maps its own shell tool to,
    // so the approved lesson fires in every agent, not only the one it was learned from.
    let tool_trigger = || {
        let shell = tool.as_deref().and_then(crate::agents::tool_kind) == Some(ToolKind::Shell);
        let pattern = (shell && !head.is_empty()).then(|| format!(r"(?:^|[\s;&|]){}\b", regex::escape(&head)));
        let tool = if shell { Some("Bash".to_string()) } else { tool.clone() };
        Trigger { event: Event::PreTool, tool, pattern }
    };
    Some(match verdict.rule.as_str() {
        "tool_loop" => {
            // The command itself, as narrow as the evidence: `npm run build`, not every `npm`.
            let command =
                verdict.evidence["command"].as_str().map(|c| word_prefix(&crate::model::text::one_line(c), 60));
            let count = verdict.evidence["count"].as_u64().unwrap_or(3);
            let result = verdict.evidence["result"].as_str().map(|r| word_prefix(&crate::model::text::one_line(r), 60));
            match command {
                Some(command) if !command.trim().is_empty() => {
                    let command = command.trim().to_string();
                    let said = result.map(|r| format!(" (\"{}\")", r.trim())).unwrap_or_default();
                    let mut trigger = tool_trigger();
                    trigger.pattern = Some(format!(r"(?:^|[\s;&|]){}", regex::escape(&command)));
                    (
                        format!(
                            "`{command}` gave the same result {count} times in a row{said}: after a second identical result, change something before running it again."
                        ),
                        trigger,
                        Category::ToolMisuse,
                        2,
                    )
                }
                _ => (
                    format!(
                        "Do not run `{head}` again and again with the same input: after the second identical result, read the output and change the approach."
                    ),
                    tool_trigger(),
                    Category::ToolMisuse,
                    2,
                ),
            }
        }
        "same_error_repeat" => {
            // One line: an error's newlines have no place in a lesson's sentence.
            let signature = verdict.evidence["signature"].as_str().unwrap_or_default();
            let signature =
                crate::model::text::printable(&signature.split_whitespace().collect::<Vec<_>>().join(" ")).into_owned();
            let signature = word_prefix(&signature, 60);
            // What worked in that session, where it shows: the fix to try first.
            let worked = verdict.evidence["fixed_by"]
                .as_str()
                .map(|w| format!(" What worked there: `{}`.", word_prefix(&crate::model::text::one_line(w), 80).trim()))
                .unwrap_or_default();
            (
                format!(
                    "When `{head}` fails with \"{}\", fix the cause before running it again.{worked}",
                    signature.trim()
                ),
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

/// A new candidate, its id made from its text.
fn candidate(text: String, trigger: Trigger, category: Category, severity: u8) -> Lesson {
    Lesson {
        id: LessonId::for_text(&text),
        text,
        category,
        severity: Severity::try_from(severity).expect("suggest gives 1..=3"),
        trigger,
        agents: None,
        status: Status::Candidate,
        approved_at: None,
        approved_by: None,
        retired_at: None,
        count: 0,
    }
}

/// At most `max` characters of `text`, cut at a word boundary.
fn word_prefix(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let cut: String = text.chars().take(max).collect();
    cut.rfind(' ').map_or(cut.clone(), |at| cut[..at].to_string()) + "…"
}

/// One candidate a harvest would write: the template lesson (or the one already kept), the
/// verdicts behind it, and whether a judge should be asked to draft its text.
#[derive(Debug, Clone)]
pub struct Planned {
    pub lesson: Lesson,
    pub verdicts: Vec<Verdict>,
    /// New, or still worded as the template: a judge (if any) is asked for a specific text.
    pub wants_draft: bool,
    /// Already approved or retired in a store a person decided in: left alone.
    pub decided: bool,
}

/// Drafts a specific lesson for a candidate from the verdicts behind it (the lesson judge).
pub trait Drafter {
    /// Who drafts, for the record kept beside the candidate.
    fn name(&self) -> String;
    fn draft(&self, template: &Lesson, verdicts: &[Verdict])
    -> Result<Draft, crate::systems::learn::judge::JudgeError>;
    /// What the drafter was shown of the transcript (to check a draft against).
    fn excerpt(&self, _verdicts: &[Verdict]) -> String {
        String::new()
    }
}

/// What became of a candidate's draft, kept privately beside its evidence.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DraftNote {
    pub judge: String,
    pub drafted: bool,
    /// Why the template was kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The template's text, which the candidate's id is made from.
    pub template: String,
    /// What a reviewer must check before approving (a command copied from the transcript).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub warning: Option<String>,
}

/// A command the drafted `text` tells the agent to run that it copied from the transcript it was
/// shown (`excerpt`): text a tool's output may have planted for exactly that.
pub fn copied_command(text: &str, excerpt: &str) -> Option<String> {
    let quoted = text.split('`').skip(1).step_by(2).map(str::to_string);
    let lower = text.to_lowercase();
    let after_verb = ["run ", "execute ", "then ", "also "].iter().filter_map(|verb| {
        let at = lower.find(verb)? + verb.len();
        let rest = &text[at..];
        Some(rest.split(['.', ';', '\n']).next().unwrap_or(rest).trim().to_string())
    });
    quoted
        .chain(after_verb)
        .filter(|span| span.chars().count() >= 8 && crate::model::command::reads_as_command(span))
        .find(|span| excerpt.contains(span.as_str()))
}

/// The candidates `verdicts` (already filtered by time) suggest, leaving out severities below
/// `min_severity` and lessons a person already decided on: in `decided`, or harvested before
/// (`evidence` has them) and since taken out of `candidates` by an approval into any project,
/// a rejection or a removal, so a watch that sees no project never proposes them again.
pub fn plan(
    verdicts: &[Verdict],
    min_severity: u8,
    candidates: &Store,
    decided: &[Store],
    evidence: &Evidence,
) -> Result<Vec<Planned>, Error> {
    let mut suggested: BTreeMap<LessonId, (Lesson, Vec<Verdict>)> = BTreeMap::new();
    for verdict in verdicts {
        let Some((text, trigger, category, severity)) = suggest(verdict) else { continue };
        if severity < min_severity {
            continue;
        }
        let id = LessonId::for_text(&text);
        let entry = suggested.entry(id).or_insert_with(|| (candidate(text, trigger, category, severity), Vec::new()));
        entry.1.push(verdict.clone());
    }
    let mut already = std::collections::BTreeSet::new();
    for store in decided {
        for lesson in store.load()?.lessons.iter() {
            already.insert(lesson.id.clone());
        }
    }
    let kept = candidates.load()?.lessons;
    already.extend(
        evidence.by_id.keys().filter_map(|id| LessonId::try_from(id.clone()).ok()).filter(|id| kept.get(id).is_none()),
    );
    Ok(suggested
        .into_iter()
        .map(|(id, (mut lesson, verdicts))| {
            lesson.count = verdicts.len() as u32;
            let existing = kept.get(&id);
            let decided = already.contains(&id);
            let wants_draft = !decided && existing.is_none_or(|e| e.text == lesson.text);
            if let Some(existing) = existing {
                lesson = Lesson { count: lesson.count, ..existing.clone() };
            }
            Planned { lesson, verdicts, wants_draft, decided }
        })
        .collect())
}

/// Asks `drafter` for each planned candidate that wants a draft, and puts the drafts that pass
/// a lesson's checks in place of the templates. Two failures in a row stop the asking (a judge
/// that is down should not cost a minute per candidate); the rest keep their templates.
pub fn draft_all(planned: &mut [Planned], drafter: &dyn Drafter) -> BTreeMap<String, DraftNote> {
    let mut notes = BTreeMap::new();
    let mut failed_in_a_row = 0;
    let mut worded: BTreeMap<String, LessonId> = BTreeMap::new();
    for candidate in planned.iter_mut().filter(|c| c.wants_draft) {
        let template = candidate.lesson.text.clone();
        let answer = if failed_in_a_row >= 2 {
            Err("not asked: the judge failed twice in a row".to_string())
        } else {
            let answer = drafter.draft(&candidate.lesson, &candidate.verdicts);
            failed_in_a_row = if answer.is_ok() { 0 } else { failed_in_a_row + 1 };
            // Kept beside the candidate as one line, with every cause.
            answer.map_err(|e| e.explain())
        };
        let outcome = answer.and_then(|draft| {
            let lesson = Lesson { text: draft.text, trigger: draft.trigger, ..candidate.lesson.clone() };
            lesson.check_for_write().map_err(|e| format!("the judge's lesson was refused: {e}"))?;
            // Two flags of one turn may be worded alike: one lesson is enough.
            match worded.entry(normalize_text(&lesson.text)) {
                std::collections::btree_map::Entry::Occupied(first) => {
                    Err(format!("the judge gave the same lesson as {}", first.get()))
                }
                std::collections::btree_map::Entry::Vacant(slot) => {
                    slot.insert(lesson.id.clone());
                    Ok(lesson)
                }
            }
        });
        let note = match outcome {
            Ok(lesson) => {
                let warning = copied_command(&lesson.text, &drafter.excerpt(&candidate.verdicts)).map(|command| {
                    format!(
                        "it tells the agent to run `{command}`, copied from the transcript: check who wrote it there"
                    )
                });
                candidate.lesson = lesson;
                DraftNote { judge: drafter.name(), drafted: true, reason: None, template, warning }
            }
            Err(reason) => {
                DraftNote { judge: drafter.name(), drafted: false, reason: Some(reason), template, warning: None }
            }
        };
        notes.insert(candidate.lesson.id.to_string(), note);
    }
    notes
}

/// Harvests `verdicts` (already filtered by time) into `candidates`, leaving out severities below
/// `min_severity` and lessons a person already decided on in `decided`; with a `drafter`, new
/// candidates are worded by it (the template stays where it fails, with the reason).
pub fn harvest(
    verdicts: &[Verdict],
    min_severity: u8,
    candidates: &Store,
    decided: &[Store],
    data_dir: &Path,
    drafter: Option<&dyn Drafter>,
) -> Result<HarvestReport, Error> {
    let mut evidence = Evidence::load(data_dir);
    let mut planned = plan(verdicts, min_severity, candidates, decided, &evidence)?;
    // The judge is asked before the store is locked: it may take a minute per candidate.
    let drafts = drafter.map(|d| draft_all(&mut planned, d)).unwrap_or_default();
    let mut report = HarvestReport {
        verdicts: verdicts.len(),
        candidates: planned.len(),
        drafted: drafts.values().filter(|n| n.drafted).count(),
        ..HarvestReport::default()
    };
    report.not_drafted = drafts.iter().filter_map(|(id, n)| n.reason.clone().map(|r| (id.clone(), r))).collect();
    candidates.update(|lessons| {
        for Planned { lesson, verdicts, decided, .. } in planned {
            if decided {
                report.decided += 1;
                continue;
            }
            // One candidate that cannot be a lesson never stops the others.
            if let Err(e) = lesson.check_for_write() {
                report.left_out.push((lesson.id.to_string(), e.to_string()));
                continue;
            }
            match lessons.get(&lesson.id) {
                None => report.new += 1,
                Some(existing) if *existing == lesson => {}
                Some(_) => report.updated += 1,
            }
            evidence.by_id.insert(lesson.id.to_string(), verdicts);
            lessons.put(lesson);
        }
        Ok(())
    })?;
    evidence.drafts.extend(drafts);
    let mut bytes = serde_json::to_vec_pretty(&evidence).expect("evidence serializes");
    bytes.push(b'\n');
    write_private(&evidence_file(data_dir), &bytes)?;
    Ok(report)
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use super::*;

    struct Scripted {
        answers: Vec<Result<&'static str, &'static str>>,
        asked: Cell<usize>,
    }

    impl Drafter for Scripted {
        fn name(&self) -> String {
            "scripted".into()
        }
        fn draft(&self, _: &Lesson, _: &[Verdict]) -> Result<Draft, crate::systems::learn::judge::JudgeError> {
            let n = self.asked.get();
            self.asked.set(n + 1);
            let text = self.answers[n].map_err(|e| crate::systems::learn::judge::JudgeError::Answer(e.to_string()))?;
            Ok(Draft { text: text.to_string(), trigger: Trigger::on(Event::SessionStart) })
        }
    }

    fn planned(heads: &[&str]) -> Vec<Planned> {
        heads
            .iter()
            .map(|head| {
                let verdict = Verdict {
                    rule: "tool_loop".into(),
                    agent: "codex".into(),
                    session: "s".into(),
                    turn: Some(0),
                    severity: 2,
                    message: String::new(),
                    head: Some(head.to_string()),
                    tool: Some("exec_command".into()),
                    at_ms: None,
                    evidence: serde_json::Value::Null,
                    project: None,
                };
                let (text, trigger, category, severity) = suggest(&verdict).unwrap();
                let lesson = candidate(text, trigger, category, severity);
                Planned { lesson, verdicts: vec![verdict], wants_draft: true, decided: false }
            })
            .collect()
    }

    #[test]
    fn the_same_wording_twice_keeps_the_second_template_and_two_failures_stop_the_asking() {
        let mut list = planned(&["sed", "awk", "jq", "grep", "find"]);
        let drafter = Scripted {
            answers: vec![Ok("Read the file once."), Ok("read the  file once."), Err("down"), Err("down")],
            asked: Cell::new(0),
        };
        let notes = draft_all(&mut list, &drafter);
        assert_eq!(drafter.asked.get(), 4, "the fifth is not asked after two failures in a row");
        let drafted: Vec<bool> = list.iter().map(|p| notes[p.lesson.id.as_str()].drafted).collect();
        assert_eq!(drafted.iter().filter(|d| **d).count(), 1);
        let reasons: Vec<String> = notes.values().filter_map(|n| n.reason.clone()).collect();
        assert!(reasons.iter().any(|r| r.starts_with("the judge gave the same lesson as")), "{reasons:?}");
        assert!(reasons.iter().any(|r| r == "not asked: the judge failed twice in a row"), "{reasons:?}");
        assert_eq!(list.iter().filter(|p| p.lesson.text.starts_with("Do not run")).count(), 4);
    }

    #[test]
    fn an_error_signature_over_several_lines_makes_a_one_line_lesson() {
        let verdict = Verdict {
            rule: "same_error_repeat".into(),
            agent: "openclaw".into(),
            session: "s".into(),
            turn: Some(0),
            severity: 3,
            message: String::new(),
            head: Some("read".into()),
            tool: Some("read".into()),
            at_ms: None,
            evidence: serde_json::json!({"signature": "{\n  \"status\": \"error\",\n  \"tool\": \"read\""}),
            project: None,
        };
        let (text, ..) = suggest(&verdict).unwrap();
        assert_eq!(
            text,
            r#"When `read` fails with "{ "status": "error", "tool": "read"", fix the cause before running it again."#
        );
        // What worked in the session, where the flag saw it, is the fix to try first.
        let fixed = Verdict {
            evidence: serde_json::json!({"signature": "fatal: Authentication failed", "fixed_by": "gh auth login first, then git push origin main"}),
            head: Some("git push".into()),
            ..verdict
        };
        let (text, ..) = suggest(&fixed).unwrap();
        assert!(text.ends_with("What worked there: `gh auth login first, then git push origin main`."), "{text}");
    }
}
