//! `lessons stats`: whether a lesson stopped the mistake it targets, measured on the scanned
//! sessions (docs/src/effect.md). Per lesson, its relevant calls (or turns) and how many went
//! wrong, in the sessions that received it against the sessions of the same project that did not,
//! and a verdict from a one-sided Fisher exact test.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use regex::Regex;
use serde::{Deserialize, Serialize};

use crate::model::Event;
use crate::model::session::{Session, ToolCall, Turn};
use crate::systems::lessons::{Category, Lesson, pattern};
use crate::systems::recall::hits::Hit;
use crate::systems::recall::tool_input_subject;
use crate::systems::rules::{Verdict, error_signature, loop_key};

/// Fewer relevant calls than this on either side say nothing.
pub const MIN_RELEVANT: u32 = 10;
/// A lesson with no relevant call for this many days, in a project worked on meanwhile, is stale.
pub const STALE_DAYS: u32 = 60;
/// The one-sided p-value under which a fall of the rate counts as one.
pub const SIGNIFICANCE: f64 = 0.05;
/// How far a delivery's time (whole seconds, taken by the hook) and the transcript's time of the
/// call or prompt that caused it may lie apart.
const DELIVERY_SLACK_MS: i64 = 2_000;

#[derive(Debug, Clone, Copy)]
pub struct Thresholds {
    pub min_relevant: u32,
    pub stale_days: u32,
    pub now_ms: i64,
}

/// What one lesson is measured on.
pub struct Measured<'a> {
    pub lesson: &'a Lesson,
    pub scope: &'a str,
    /// The repository it belongs to (`None`: a global lesson, which applies everywhere).
    pub root: Option<PathBuf>,
    /// The rules of the flags behind it, for a harvested lesson.
    pub evidence_rules: Option<BTreeSet<String>>,
}

/// What a relevant occurrence is: a call of the lesson's tool, or a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unit {
    Call,
    Turn,
}

/// The figures of one lesson: what `--export` writes and `--import` adds up (no text of any
/// session).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Counts {
    pub deliveries: u32,
    pub sessions_with: u32,
    pub sessions_without: u32,
    pub relevant_with: u32,
    pub mistakes_with: u32,
    pub relevant_without: u32,
    pub mistakes_without: u32,
    /// When a relevant call (or turn) or a delivery was last seen, ms since the epoch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_relevant_ms: Option<i64>,
    /// When a session the lesson applies to last ran.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_session_ms: Option<i64>,
}

impl Counts {
    pub fn add(&mut self, other: &Counts) {
        let sum = |a: u32, b: u32| a.saturating_add(b);
        self.deliveries = sum(self.deliveries, other.deliveries);
        self.sessions_with = sum(self.sessions_with, other.sessions_with);
        self.sessions_without = sum(self.sessions_without, other.sessions_without);
        self.relevant_with = sum(self.relevant_with, other.relevant_with);
        self.mistakes_with = sum(self.mistakes_with, other.mistakes_with);
        self.relevant_without = sum(self.relevant_without, other.relevant_without);
        self.mistakes_without = sum(self.mistakes_without, other.mistakes_without);
        self.last_relevant_ms = self.last_relevant_ms.max(other.last_relevant_ms);
        self.last_session_ms = self.last_session_ms.max(other.last_session_ms);
    }

    /// Why these figures cannot be anyone's: more mistakes than relevant calls.
    pub fn impossible(&self) -> Option<&'static str> {
        (self.mistakes_with > self.relevant_with || self.mistakes_without > self.relevant_without)
            .then_some("more mistakes than relevant calls")
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, strum::IntoStaticStr)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum EffectVerdict {
    /// The rate of mistakes fell where the lesson was delivered, by more than chance explains.
    Helping,
    /// Enough relevant calls on both sides, and no such fall: reword or retire it.
    NotHelping,
    /// Too few relevant calls on a side to say, or nothing measures its kind of mistake.
    NoEvidence,
    /// Nothing it is about happened for a long time where it applies: retire it.
    Stale,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LessonEffect {
    pub id: String,
    pub scope: String,
    pub status: String,
    pub text: String,
    pub unit: Unit,
    #[serde(flatten)]
    pub counts: Counts,
    pub rate_with: Option<f64>,
    pub rate_without: Option<f64>,
    /// The one-sided Fisher exact test's p-value that the rate with the lesson is lower.
    pub p_value: Option<f64>,
    pub verdict: EffectVerdict,
    /// The verdict in words, with the figure that decided it.
    pub why: String,
}

/// Hands every session to the function it is given, one at a time.
pub type EachSession<'a> = dyn FnMut(&mut dyn FnMut(Session)) -> std::io::Result<()> + 'a;

/// Measures every lesson on `sessions` (read once, one at a time).
pub fn measure(
    lessons: &[Measured<'_>],
    hits: &[Hit],
    flags: &[Verdict],
    sessions: &mut EachSession<'_>,
) -> std::io::Result<Vec<(Counts, Option<String>)>> {
    let probes: Vec<Probe> = lessons.iter().map(Probe::new).collect();
    // Per lesson, per session: when it first reached it.
    let mut first: HashMap<(&str, &str), i64> = HashMap::new();
    let mut counts: Vec<Counts> = vec![Counts::default(); lessons.len()];
    let position: HashMap<&str, usize> = lessons.iter().enumerate().map(|(n, m)| (m.lesson.id.as_str(), n)).collect();
    for hit in hits {
        let Some(&n) = position.get(hit.lesson.as_str()) else { continue };
        counts[n].deliveries += 1;
        let at = hit.at.as_seconds() * 1000;
        counts[n].last_relevant_ms = counts[n].last_relevant_ms.max(Some(at));
        let earliest = first.entry((hit.lesson.as_str(), hit.session.as_str())).or_insert(at);
        *earliest = (*earliest).min(at);
    }
    let mut by_session: HashMap<(&str, &str), Vec<&Verdict>> = HashMap::new();
    for flag in flags {
        by_session.entry((flag.agent.as_str(), flag.session.as_str())).or_default().push(flag);
    }
    sessions(&mut |session| {
        let flags = by_session.get(&(session.agent.as_str(), session.id.as_str())).map_or(&[][..], Vec::as_slice);
        let session_ms = session.ended_ms.or(session.started_ms);
        // What each call's patterns are matched against, made once for all the lessons.
        let subjects: Vec<Vec<String>> = session
            .turns
            .iter()
            .map(|t| t.tool_calls.iter().map(|c| pattern::subject(&tool_input_subject(&c.input)).to_string()).collect())
            .collect();
        for (n, probe) in probes.iter().enumerate() {
            let received = first.get(&(probe.id, session.id.as_str())).copied();
            if received.is_none() && !probe.applies(&session) {
                continue;
            }
            let c = &mut counts[n];
            c.last_session_ms = c.last_session_ms.max(session_ms);
            let units = probe.units(&session, &subjects, flags);
            if let Some(at) = units.iter().filter_map(|u| u.at_ms.or(session_ms)).max() {
                c.last_relevant_ms = c.last_relevant_ms.max(Some(at));
            }
            match received {
                Some(first_ms) => {
                    c.sessions_with += 1;
                    for unit in probe.after_delivery(&units, first_ms) {
                        c.relevant_with += 1;
                        c.mistakes_with += u32::from(unit.mistake);
                    }
                }
                None => {
                    c.sessions_without += 1;
                    c.relevant_without += units.len() as u32;
                    c.mistakes_without += units.iter().filter(|u| u.mistake).count() as u32;
                }
            }
        }
    })?;
    Ok(counts.into_iter().zip(probes.into_iter().map(|p| p.unmeasurable)).collect())
}

/// The verdict on one lesson's figures (summed over teammates, where they were imported).
pub fn judge(measured: &Measured<'_>, counts: Counts, unmeasurable: Option<String>, t: Thresholds) -> LessonEffect {
    let rate = |mistakes: u32, relevant: u32| (relevant > 0).then(|| f64::from(mistakes) / f64::from(relevant));
    let rate_with = rate(counts.mistakes_with, counts.relevant_with);
    let rate_without = rate(counts.mistakes_without, counts.relevant_without);
    let enough = counts.relevant_with >= t.min_relevant && counts.relevant_without >= t.min_relevant;
    let p_value = enough.then(|| {
        let table = [
            u64::from(counts.mistakes_with),
            u64::from(counts.relevant_with - counts.mistakes_with),
            u64::from(counts.mistakes_without),
            u64::from(counts.relevant_without - counts.mistakes_without),
        ];
        statrs::stats_tests::fisher::fishers_exact(&table, statrs::stats_tests::Alternative::Less).unwrap_or(1.0)
    });
    let window_ms = i64::from(t.stale_days) * 86_400_000;
    let recent = |at: Option<i64>| at.is_some_and(|at| at >= t.now_ms.saturating_sub(window_ms));
    let unit = Probe::unit_of(measured.lesson);
    let (verdict, why) = if let Some(reason) = unmeasurable {
        (EffectVerdict::NoEvidence, reason)
    } else if recent(counts.last_session_ms) && !recent(counts.last_relevant_ms) {
        (
            EffectVerdict::Stale,
            format!("no relevant {} in the last {} days of sessions where it applies", unit.name(), t.stale_days),
        )
    } else if !enough {
        (
            EffectVerdict::NoEvidence,
            format!(
                "{} relevant {}s with it and {} without; {} on each side are needed",
                counts.relevant_with,
                unit.name(),
                counts.relevant_without,
                t.min_relevant
            ),
        )
    } else {
        let p = p_value.unwrap_or(1.0);
        let percent = |r: Option<f64>| format!("{:.0}%", r.unwrap_or(0.0) * 100.0);
        let figures = format!("{} with it, {} without (p = {p:.3})", percent(rate_with), percent(rate_without));
        if p < SIGNIFICANCE {
            (EffectVerdict::Helping, format!("mistakes fell: {figures}"))
        } else {
            (EffectVerdict::NotHelping, format!("no significant fall: {figures}"))
        }
    };
    LessonEffect {
        id: measured.lesson.id.to_string(),
        scope: measured.scope.to_string(),
        status: measured.lesson.status.to_string(),
        text: measured.lesson.text.clone(),
        unit,
        counts,
        rate_with,
        rate_without,
        p_value,
        verdict,
        why,
    }
}

impl Unit {
    fn name(self) -> &'static str {
        match self {
            Unit::Call => "call",
            Unit::Turn => "turn",
        }
    }
}

/// The rules whose flags are the mistakes of a category, for a lesson with no flags behind it.
fn rules_of(category: Category) -> &'static [&'static str] {
    match category {
        Category::ToolMisuse => &["tool_loop", "same_error_repeat"],
        Category::Stall => &["stall", "slow_turn"],
        Category::Verification => &["tool_error_ratio"],
        Category::Other => &["aborted"],
        Category::Style | Category::Safety => &[],
    }
}

/// One relevant call or turn.
#[derive(Debug, Clone, Copy)]
struct Seen {
    at_ms: Option<i64>,
    mistake: bool,
}

/// A lesson, ready to be looked for in sessions.
struct Probe<'a> {
    id: &'a str,
    event: Event,
    tool: Option<&'a str>,
    pattern: Option<Regex>,
    agents: Option<&'a [String]>,
    root: Option<&'a Path>,
    rules: BTreeSet<String>,
    /// Why nothing can be measured for it.
    unmeasurable: Option<String>,
}

impl<'a> Probe<'a> {
    fn new(m: &'a Measured<'a>) -> Probe<'a> {
        let trigger = &m.lesson.trigger;
        let mut unmeasurable = None;
        let pattern = trigger.pattern.as_deref().and_then(|p| match pattern::compile(p) {
            Ok(regex) => Some(regex),
            Err(e) => {
                unmeasurable = Some(format!("its pattern does not compile: {e}"));
                None
            }
        });
        let rules: BTreeSet<String> = match &m.evidence_rules {
            Some(rules) if !rules.is_empty() => rules.clone(),
            _ => rules_of(m.lesson.category).iter().map(|r| r.to_string()).collect(),
        };
        if Probe::unit_of(m.lesson) == Unit::Turn && rules.is_empty() {
            let category: &str = m.lesson.category.into();
            unmeasurable.get_or_insert(format!(
                "no rule flags mistakes of category {category}; a pre_tool trigger is measured on its calls"
            ));
        }
        Probe {
            id: m.lesson.id.as_str(),
            event: trigger.event,
            tool: trigger.tool.as_deref(),
            pattern,
            agents: m.lesson.agents.as_deref(),
            root: m.root.as_deref(),
            rules,
            unmeasurable,
        }
    }

    fn unit_of(lesson: &Lesson) -> Unit {
        if lesson.trigger.event == Event::PreTool { Unit::Call } else { Unit::Turn }
    }

    /// Whether the lesson applies to a session it did not reach: one of its agents, in its project.
    fn applies(&self, session: &Session) -> bool {
        self.agents.is_none_or(|agents| agents.contains(&session.agent))
            && self.root.is_none_or(|root| session.cwd.as_deref().is_some_and(|cwd| Path::new(cwd).starts_with(root)))
    }

    fn units(&self, session: &Session, subjects: &[Vec<String>], flags: &[&Verdict]) -> Vec<Seen> {
        if self.unmeasurable.is_some() {
            return Vec::new();
        }
        let mut seen = Vec::new();
        for (turn, subjects) in session.turns.iter().zip(subjects) {
            if self.event == Event::PreTool {
                for (call, _) in turn.tool_calls.iter().zip(subjects).filter(|(c, subject)| self.reaches(c, subject)) {
                    let mistake = call.is_error || flags.iter().any(|f| repeats(f, turn, call));
                    seen.push(Seen { at_ms: call.started_ms.or(turn.started_ms), mistake });
                }
            } else if self.event == Event::SessionStart
                || self.pattern.as_ref().is_none_or(|p| p.is_match(pattern::subject(&turn.prompt)))
            {
                let failed = turn.tool_calls.iter().any(|c| c.is_error);
                let mistake = flags.iter().any(|f| {
                    self.rules.contains(&f.rule) && (f.turn == Some(turn.index) || (f.turn.is_none() && failed))
                });
                seen.push(Seen { at_ms: turn.started_ms, mistake });
            }
        }
        seen
    }

    /// Whether a call is one the lesson's trigger fires on: its tool (in the agent's own name or
    /// the shared one, as recall compares them) and its pattern over the input's strings.
    fn reaches(&self, call: &ToolCall, subject: &str) -> bool {
        let tool_matches = self.tool.is_none_or(|tool| {
            call.name.eq_ignore_ascii_case(tool)
                || call.kind.is_some_and(|k| k.lesson_names().iter().any(|n| n.eq_ignore_ascii_case(tool)))
        });
        tool_matches && self.pattern.as_ref().is_none_or(|p| p.is_match(subject))
    }

    /// The units a session that received the lesson had after it arrived. A pre_tool lesson
    /// arrives with the call that set it off, which was chosen before it was read: that call and
    /// any before it count on neither side. A prompt lesson arrives with its turn, which counts.
    fn after_delivery<'s>(&self, units: &'s [Seen], first_ms: i64) -> impl Iterator<Item = &'s Seen> + 's {
        let event = self.event;
        let timed = units.iter().any(|u| u.at_ms.is_some());
        units
            .iter()
            .enumerate()
            .filter(move |(n, unit)| match (event, unit.at_ms) {
                (Event::SessionStart, _) => true,
                (Event::PreTool, Some(at)) => at > first_ms + DELIVERY_SLACK_MS / 2,
                (Event::PreTool, None) => timed || *n > 0,
                (Event::Prompt, Some(at)) => at >= first_ms - DELIVERY_SLACK_MS,
                (Event::Prompt, None) => true,
            })
            .map(|(_, unit)| unit)
    }
}

/// Whether a call is one of the identical calls a tool_loop flag is about (same turn, same input,
/// same result): the other flags about calls are about failed ones, which count already.
fn repeats(flag: &Verdict, turn: &Turn, call: &ToolCall) -> bool {
    flag.rule == "tool_loop"
        && flag.turn == Some(turn.index)
        && flag.evidence["key"].as_str() == Some(loop_key(call).as_str())
        && flag.evidence["result"].as_str() == error_signature(&call.output).as_deref()
}

/// Teammates' figures, as `lessons stats --export` writes them.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Export {
    /// The format's version.
    pub agent_trace_effect: u32,
    pub lessons: BTreeMap<String, Counts>,
}

pub const EXPORT_FORMAT: u32 = 1;

/// A teammate's export that cannot be added up.
#[derive(Debug, thiserror::Error)]
#[error("{path}:{line}: {reason}")]
pub struct BadExport {
    pub path: String,
    pub line: usize,
    pub reason: String,
}

impl crate::model::hint::Hint for BadExport {
    fn hint(&self) -> Option<String> {
        Some("import only files that `agent-trace lessons stats --export FILE` wrote; nothing was added up".into())
    }
}

impl Export {
    /// Reads an export, refusing one that no `--export` could have written.
    pub fn parse(path: &Path, bytes: &[u8]) -> Result<Export, BadExport> {
        let bad = |line: usize, reason: String| BadExport { path: path.display().to_string(), line, reason };
        let export: Export = serde_json::from_slice(bytes).map_err(|e| bad(e.line(), e.to_string()))?;
        if export.agent_trace_effect != EXPORT_FORMAT {
            return Err(bad(1, format!("format {} is not {EXPORT_FORMAT}", export.agent_trace_effect)));
        }
        for (id, counts) in &export.lessons {
            let line = line_of(bytes, id);
            if !crate::systems::lessons::LessonId::is_well_formed(id) {
                return Err(bad(line, format!("{:?} is not a lesson id", crate::model::text::printable(id))));
            }
            if let Some(reason) = counts.impossible() {
                return Err(bad(line, format!("lesson {id}: {reason}")));
            }
        }
        Ok(export)
    }
}

/// The line of the first mention of `needle` (1 where there is none).
fn line_of(bytes: &[u8], needle: &str) -> usize {
    let at = memchr::memmem::find(bytes, needle.as_bytes()).unwrap_or(0);
    1 + bytes[..at].iter().filter(|b| **b == b'\n').count()
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_one_sided_test_says_a_fall_from_half_to_a_tenth_is_one_and_an_equal_rate_is_not() {
        // P(X <= 2) for X hypergeometric(40, 12, 20), as scipy.stats.fisher_exact(…, "less") gives: 0.00691
        let p = statrs::stats_tests::fisher::fishers_exact(&[2, 18, 10, 10], statrs::stats_tests::Alternative::Less)
            .unwrap();
        assert!((p - 0.00691).abs() < 1e-5, "{p}");
        let p = statrs::stats_tests::fisher::fishers_exact(&[5, 15, 5, 15], statrs::stats_tests::Alternative::Less)
            .unwrap();
        assert!(p > 0.5, "{p}");
    }
}
