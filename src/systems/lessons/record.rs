//! The lesson record (docs/src/lessons.md, "The lesson record"): its fields, its id and its one
//! canonical line.

use std::fmt;

use serde::{Deserialize, Serialize};
use sha1::{Digest, Sha1};
use unicode_normalization::UnicodeNormalization;

use super::pattern;
pub use crate::model::{Event, Timestamp};

/// A lesson longer than this is no longer "one or two sentences" and would crowd the recall budget.
pub const MAX_TEXT_CHARS: usize = 600;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    pub id: LessonId,
    pub text: String,
    pub category: Category,
    pub severity: Severity,
    pub trigger: Trigger,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub agents: Option<Vec<String>>,
    pub status: Status,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub approved_at: Option<Timestamp>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub approved_by: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retired_at: Option<Timestamp>,
    #[serde(default)]
    pub count: u32,
}

/// Why a record cannot be a lesson, beyond what its JSON shape already says.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InvalidLesson {
    #[error("text is empty")]
    EmptyText,
    #[error("text has {0} characters; a lesson is one or two sentences (at most {MAX_TEXT_CHARS})")]
    TextTooLong(usize),
    #[error("status {0} needs {1}")]
    MissingTime(Status, &'static str),
    #[error("`agents` is empty; leave it out to apply to every agent")]
    EmptyAgents,
    #[error("unknown agent {0:?} (known: {agents})", agents = crate::agents::ids().join(", "))]
    UnknownAgent(String),
    #[error("trigger pattern {pattern:?} is not a valid regex: {reason}")]
    BadPattern { pattern: String, reason: String },
    #[error("trigger pattern {pattern:?} is refused: it {reason}")]
    CostlyPattern { pattern: String, reason: String },
    #[error("trigger tool is empty")]
    EmptyTool,
    #[error("text has a character that does not show on a screen (U+{:04X}), so a reviewer could not see it", *.0 as u32)]
    HiddenCharacter(char),
    #[error("trigger {trigger} can never fire: {reason}")]
    DeadTrigger { trigger: String, reason: String },
    #[error("unknown trigger event {0:?} (expected session_start, prompt or pre_tool)")]
    UnknownEvent(String),
}

impl Lesson {
    /// Checks that hold for every record read from any file. Cheap: no regex compilation.
    pub fn check_shape(&self) -> Result<(), InvalidLesson> {
        if self.text.trim().is_empty() {
            return Err(InvalidLesson::EmptyText);
        }
        match self.status {
            Status::Approved if self.approved_at.is_none() => {
                return Err(InvalidLesson::MissingTime(self.status, "approved_at"));
            }
            Status::Retired if self.retired_at.is_none() => {
                return Err(InvalidLesson::MissingTime(self.status, "retired_at"));
            }
            _ => {}
        }
        if matches!(&self.agents, Some(a) if a.is_empty()) {
            return Err(InvalidLesson::EmptyAgents);
        }
        if matches!(&self.trigger.tool, Some(t) if t.is_empty()) {
            return Err(InvalidLesson::EmptyTool);
        }
        Ok(())
    }

    /// What every lesson must pass to reach a model, wherever it was read from (a teammate's pull,
    /// a merge): the shape, a bounded text a reviewer can see whole, and a trigger that can fire.
    /// Cheap: no regex is compiled (the hook compiles a pattern only when it may match, within
    /// the limits, and skips one that breaks them).
    pub fn check_deliverable(&self) -> Result<(), InvalidLesson> {
        self.check_shape()?;
        let chars = self.text.chars().count();
        if chars > MAX_TEXT_CHARS {
            return Err(InvalidLesson::TextTooLong(chars));
        }
        if let Some(c) = crate::model::text::first_hidden(&self.text) {
            return Err(InvalidLesson::HiddenCharacter(c));
        }
        self.trigger.check_fires()
    }

    /// The stricter checks a person's new or edited lesson must pass before it is written:
    /// [`Lesson::check_deliverable`], known agents, and a pattern within the limits.
    pub fn check_for_write(&self) -> Result<(), InvalidLesson> {
        self.check_deliverable()?;
        for agent in self.agents.iter().flatten() {
            if crate::agents::by_id(agent).is_none() {
                return Err(InvalidLesson::UnknownAgent(agent.clone()));
            }
        }
        self.trigger.check_pattern()?;
        Ok(())
    }

    /// Puts the fields that have several spellings of one value into their single canonical form.
    pub fn canonicalize(&mut self) {
        // Most texts are trimmed already: copied only when they are not.
        if self.text.trim().len() != self.text.len() {
            self.text = self.text.trim().to_string();
        }
        if let Some(agents) = &mut self.agents {
            agents.sort();
            agents.dedup();
        }
        // One spelling per tool (`bash` is `Bash`), so recall, doctor and the matchers agree.
        if let Some(tool) = &mut self.trigger.tool
            && let Some(spelling) = crate::agents::vocabulary::spelling(tool)
            && spelling != tool
        {
            *tool = spelling.to_string();
        }
    }

    /// The record's one line in the canonical file form (no newline).
    pub fn canonical_line(&self) -> String {
        serde_json::to_string(self).expect("a lesson always serializes")
    }

    /// A candidate a person rejected: retired without ever being approved. Kept privately so
    /// that harvest never proposes it again; it is no lesson.
    pub fn is_rejected(&self) -> bool {
        self.status == Status::Retired && self.approved_at.is_none()
    }

    /// When a person last decided about this record: max(approved_at, retired_at).
    pub fn decision_time(&self) -> Option<Timestamp> {
        self.approved_at.max(self.retired_at)
    }
}

/// First 8 hex digits of sha1 of the normalized original text.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct LessonId(String);

impl LessonId {
    pub const LEN: usize = 8;

    pub fn for_text(text: &str) -> LessonId {
        let digest = Sha1::digest(normalize_text(text).as_bytes());
        let hex = crate::model::digest::hex(&digest);
        LessonId(hex[..Self::LEN].to_string())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `s` has the form of an id (8 lowercase hex digits).
    pub fn is_well_formed(s: &str) -> bool {
        s.len() == Self::LEN && s.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    }
}

impl TryFrom<String> for LessonId {
    type Error = String;
    fn try_from(s: String) -> Result<Self, String> {
        if LessonId::is_well_formed(&s) {
            Ok(LessonId(s))
        } else {
            Err(format!("id {s:?} is not 8 lowercase hex digits"))
        }
    }
}

impl From<LessonId> for String {
    fn from(id: LessonId) -> String {
        id.0
    }
}

impl fmt::Display for LessonId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Unicode NFC, trimmed, whitespace runs collapsed to one space, lowercased.
pub fn normalize_text(text: &str) -> String {
    let nfc: String = text.nfc().collect();
    nfc.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    strum::IntoStaticStr,
    strum::VariantArray,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum Category {
    ToolMisuse,
    Stall,
    Verification,
    Style,
    Safety,
    Other,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Severity(u8);

impl Severity {
    pub const DEFAULT: Severity = Severity(2);
    pub fn get(self) -> u8 {
        self.0
    }
}

impl TryFrom<u8> for Severity {
    type Error = String;
    fn try_from(n: u8) -> Result<Self, String> {
        if (1..=3).contains(&n) { Ok(Severity(n)) } else { Err(format!("severity {n} is not 1, 2 or 3")) }
    }
}

impl From<Severity> for u8 {
    fn from(s: Severity) -> u8 {
        s.0
    }
}

/// Declared in the order of the merge tie-break: at equal decision times the later variant wins.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Only in the private candidate store, never in a committed file.
    Candidate,
    Approved,
    Retired,
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Status::Candidate => "candidate",
            Status::Approved => "approved",
            Status::Retired => "retired",
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Trigger {
    pub event: Event,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tool: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pattern: Option<String>,
}

impl Trigger {
    pub fn on(event: Event) -> Trigger {
        Trigger { event, tool: None, pattern: None }
    }

    /// Parses the command-line form `EVENT[:TOOL[:REGEX]]`; the regex may itself contain colons.
    /// `prompt:deploy` is refused (a prompt has no tool; the pattern is `prompt::deploy`).
    pub fn parse_spec(spec: &str) -> Result<Trigger, InvalidLesson> {
        let mut parts = spec.splitn(3, ':');
        let event_name = parts.next().unwrap_or_default();
        let event = Event::from_name(event_name).ok_or_else(|| InvalidLesson::UnknownEvent(event_name.to_string()))?;
        let tool = parts.next().filter(|t| !t.is_empty()).map(str::to_string);
        let pattern = parts.next().filter(|p| !p.is_empty()).map(str::to_string);
        if let (Event::Prompt, Some(tool)) = (event, &tool) {
            let rest = pattern.as_deref().map(|p| format!(":{p}")).unwrap_or_default();
            return Err(InvalidLesson::DeadTrigger {
                trigger: spec.to_string(),
                reason: format!(
                    "a prompt has no tool; did you mean `prompt::{tool}{rest}` (the pattern {:?})?",
                    format!("{tool}{rest}")
                ),
            });
        }
        let trigger = Trigger { event, tool, pattern };
        trigger.check_fires()?;
        Ok(trigger)
    }

    /// Refuses a trigger that can never fire: a tool on a moment that has none, a pattern where
    /// there is nothing to match, a tool no agent has. Cheap: the pattern is not parsed.
    pub fn check_fires(&self) -> Result<(), InvalidLesson> {
        let dead = |reason: String| InvalidLesson::DeadTrigger { trigger: self.to_string(), reason };
        match (self.event, &self.tool, &self.pattern) {
            (Event::Prompt, Some(_), _) => {
                return Err(dead("a prompt has no tool; a pattern on the prompt is `prompt::REGEX`".into()));
            }
            (Event::SessionStart, Some(_), _) | (Event::SessionStart, _, Some(_)) => {
                return Err(dead("a session start has no tool or text to match; use `session_start` alone".into()));
            }
            (Event::PreTool, Some(tool), _) => crate::agents::vocabulary::check(tool).map_err(dead)?,
            _ => {}
        }
        Ok(())
    }

    /// Checks the pattern against [`super::pattern`]'s limits (and that it is a regex at all, and
    /// one some text matches).
    pub fn check_pattern(&self) -> Result<(), InvalidLesson> {
        let Some(p) = self.pattern.as_deref() else { return Ok(()) };
        if pattern::never_matches(p) {
            return Err(InvalidLesson::DeadTrigger {
                trigger: self.to_string(),
                reason: format!("no text matches the pattern {p:?}"),
            });
        }
        pattern::validate(p).map_err(|refusal| match refusal {
            pattern::Refusal::Syntax(reason) => InvalidLesson::BadPattern { pattern: p.to_string(), reason },
            pattern::Refusal::Cost(reason) => InvalidLesson::CostlyPattern { pattern: p.to_string(), reason },
        })
    }
}

impl fmt::Display for Trigger {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.event.name())?;
        match (&self.tool, &self.pattern) {
            (None, None) => Ok(()),
            (tool, None) => write!(f, ":{}", tool.as_deref().unwrap_or_default()),
            (tool, Some(p)) => write!(f, ":{}:{p}", tool.as_deref().unwrap_or_default()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn id_ignores_case_spacing_and_unicode_form() {
        let composed = "Run cargo test before saying done, caf\u{e9}";
        let decomposed = "  run   CARGO test\tbefore saying done, cafe\u{301} ";
        assert_eq!(LessonId::for_text(composed), LessonId::for_text(decomposed));
        assert_ne!(LessonId::for_text(composed), LessonId::for_text("Run cargo check"));
    }

    #[test]
    fn id_is_first_eight_hex_of_sha1_of_normalized_text() {
        // sha1("hello world") = 2aae6c35c94fcfb415dbe95f408b9ce91ee846ed
        assert_eq!(LessonId::for_text("  Hello   WORLD ").as_str(), "2aae6c35");
    }

    #[test]
    fn trigger_spec_keeps_colons_in_the_regex() {
        let t = Trigger::parse_spec("pre_tool:Bash:git push .*origin:main").unwrap();
        assert_eq!(t.tool.as_deref(), Some("Bash"));
        assert_eq!(t.pattern.as_deref(), Some("git push .*origin:main"));
        assert_eq!(t.to_string(), "pre_tool:Bash:git push .*origin:main");
        let any_tool = Trigger::parse_spec("pre_tool::rm -rf").unwrap();
        assert_eq!((any_tool.tool, any_tool.pattern.as_deref()), (None, Some("rm -rf")));
        assert!(Trigger::parse_spec("before_tool").is_err());
    }

    #[test]
    fn timestamps_are_whole_utc_seconds() {
        let t = Timestamp::try_from("2026-03-01T10:00:00+02:00".to_string()).unwrap();
        assert_eq!(t.to_string(), "2026-03-01T08:00:00Z");
        assert!(Timestamp::try_from("2026-03-01T10:00:00.5Z".to_string()).is_err());
        assert!(Timestamp::try_from("yesterday".to_string()).is_err());
    }
}
