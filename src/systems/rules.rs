//! Rules that flag bad turns in a parsed session. Each is a small pure function; every verdict
//! names in its evidence where its threshold came from (slow_turn measured on
//! agent time with a 60 s floor, stall > 300 s that is neither tool nor user wait, tool_loop on
//! a key with paths and numbers masked, same_error_repeat on the first 80 characters).

use std::collections::{BTreeMap, HashMap};
use std::hash::{Hash, Hasher};
use std::sync::LazyLock;

use regex::Regex;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::model::session::{Latency, Session, ToolCall, Turn};
use crate::model::tool;

pub const SLOW_TURN_FLOOR_MS: i64 = 60_000;
pub const STALL_GAP_MS: i64 = 300_000;
pub const LOOP_MIN_REPEATS: usize = 3;
pub const ERROR_REPEAT_MIN: usize = 3;
/// Long enough to hold the path or name that tells two failures apart (80 characters, cut
/// `ENOENT: …, access 'C:\Users\…\.openclaw\…` before the file).
pub const ERROR_SIGNATURE_CHARS: usize = 240;
pub const ERROR_RATIO: f64 = 0.4;
/// Fewer calls than this say nothing about a ratio.
pub const ERROR_RATIO_MIN_CALLS: usize = 5;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Verdict {
    pub rule: String,
    pub agent: String,
    pub session: String,
    pub turn: Option<usize>,
    pub severity: u8,
    pub message: String,
    /// The command or tool the problem is about (`git push`, `Write`): harvest's trigger guess.
    pub head: Option<String>,
    /// The tool it concerns, if one.
    pub tool: Option<String>,
    /// When the flagged turn (or session) started, ms since the epoch.
    #[serde(default)]
    pub at_ms: Option<i64>,
    pub evidence: Value,
    /// The directory the session worked in (its project), where the transcript says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub project: Option<String>,
}

impl Verdict {
    /// The flag's id: 8 hex digits of the digest of what it is about (agent, session, turn,
    /// rule, head), the same at every scan.
    pub fn id(&self) -> String {
        let key = format!(
            "{}\0{}\0{}\0{}\0{}",
            self.agent,
            self.session,
            self.turn.map(|t| t.to_string()).unwrap_or_default(),
            self.rule,
            self.head.as_deref().unwrap_or_default()
        );
        crate::model::digest::sha256_hex(key.as_bytes(), 4)
    }
}

/// What the whole scanned corpus says about normal agent time (for slow_turn).
#[derive(Debug, Clone, Copy, Default)]
pub struct Baseline {
    pub p95_agent_ms: Option<i64>,
    pub turns: usize,
}

impl Baseline {
    pub fn from_agent_ms(times: &[i64]) -> Baseline {
        Baseline::from_passes(|each| times.iter().for_each(|t| each(*t)))
    }

    /// The baseline of the agent times `pass` hands its argument, one call a turn, the same times
    /// on each of its four calls: the p95 is found 16 bits a pass, so memory does not grow with
    /// the corpus.
    pub fn from_passes(mut pass: impl FnMut(&mut dyn FnMut(i64))) -> Baseline {
        // Ordered as unsigned keys: the sign bit flipped.
        let key = |time: i64| (time as u64) ^ (1 << 63);
        let mut prefix = 0u64;
        let mut rank = None;
        let mut turns = 0;
        for shift in [48u32, 32, 16, 0] {
            let mut counts = vec![0usize; 1 << 16];
            pass(&mut |time| {
                let k = key(time);
                if k.checked_shr(shift + 16).unwrap_or(0) == prefix.checked_shr(shift + 16).unwrap_or(0) {
                    counts[((k >> shift) & 0xffff) as usize] += 1;
                }
            });
            // The index (from 0) of the p95 in the sorted times, once the first pass counted them.
            let left = rank.get_or_insert_with(|| {
                turns = counts.iter().sum();
                ((turns as f64 * 0.95).ceil() as usize).clamp(1, turns.max(1)) - 1
            });
            if turns == 0 {
                break;
            }
            let mut digit = 0;
            for (value, count) in counts.iter().enumerate() {
                if *left < *count {
                    digit = value as u64;
                    break;
                }
                *left -= count;
            }
            prefix |= digit << shift;
        }
        Baseline { p95_agent_ms: (turns > 0).then_some((prefix ^ (1 << 63)) as i64), turns }
    }
}

pub fn evaluate(session: &Session, baseline: Baseline) -> Vec<Verdict> {
    judge(session).resolve(baseline)
}

/// A session's verdicts before the corpus's baseline is known, so a scan can judge each session
/// while it is in memory, once, and decide its slow turns when every session has been read.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Judged {
    pending: Vec<Pending>,
    /// The session's agent, id and directory, where a slow turn waits for its verdict.
    session: Option<Box<(String, String, Option<String>)>>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
enum Pending {
    Ready(Verdict),
    /// A turn over the floor, slow under any baseline at or below its agent time: what its
    /// verdict needs, kept small (a corpus of long turns holds one for each until the end).
    Slow {
        turn: usize,
        at_ms: Option<i64>,
        latency: Latency,
        #[serde(default = "one")]
        steps: usize,
    },
}

fn one() -> usize {
    1
}

/// Every rule but the baseline's part of slow_turn.
pub fn judge(session: &Session) -> Judged {
    let mut pending = Vec::new();
    for turn in &session.turns {
        pending.extend(slow_candidate(session, turn));
        pending.extend(stall(session, turn).map(Pending::Ready));
        pending.extend(tool_loop(session, turn).map(Pending::Ready));
        pending.extend(aborted(session, turn).map(Pending::Ready));
    }
    pending.extend(same_error_repeat(session).map(Pending::Ready));
    pending.extend(tool_error_ratio(session).map(Pending::Ready));
    let slow = pending.iter().any(|p| matches!(p, Pending::Slow { .. }));
    Judged {
        pending,
        session: slow.then(|| Box::new((session.agent.clone(), session.id.clone(), session.cwd.clone()))),
    }
}

impl Judged {
    /// The verdicts, slow turns measured against `baseline`.
    pub fn resolve(self, baseline: Baseline) -> Vec<Verdict> {
        let (threshold, source) = slow_threshold(baseline);
        let (agent, session, project) = self.session.map(|s| *s).unwrap_or_default();
        self.pending
            .into_iter()
            .filter_map(|pending| match pending {
                Pending::Ready(verdict) => Some(verdict),
                Pending::Slow { turn, at_ms, latency, steps } => (latency.agent_ms / steps.max(1) as i64 > threshold)
                    .then(|| Verdict {
                        rule: "slow_turn".into(),
                        agent: agent.clone(),
                        session: session.clone(),
                        turn: Some(turn),
                        severity: 1,
                        message: format!(
                            "the agent itself took {} s a step over {steps} steps (tool time and user wait excluded)",
                            latency.agent_ms / steps.max(1) as i64 / 1000
                        ),
                        head: None,
                        tool: None,
                        at_ms,
                        evidence: slow_evidence(latency, threshold, &source),
                        project: project.clone(),
                    }),
            })
            .collect()
    }
}

fn verdict(
    session: &Session,
    rule: &str,
    turn: Option<usize>,
    severity: u8,
    message: String,
    evidence: Value,
) -> Verdict {
    Verdict {
        rule: rule.into(),
        agent: session.agent.clone(),
        session: session.id.clone(),
        turn,
        severity,
        message,
        head: None,
        tool: None,
        at_ms: at_ms(session, turn),
        evidence,
        project: session.cwd.clone(),
    }
}

/// When the flagged turn (or else the session) started.
fn at_ms(session: &Session, turn: Option<usize>) -> Option<i64> {
    turn.and_then(|t| session.turns.get(t)).and_then(|t| t.started_ms).or(session.started_ms)
}

pub fn slow_turn(session: &Session, turn: &Turn, baseline: Baseline) -> Option<Verdict> {
    let pending = slow_candidate(session, turn).into_iter().collect();
    Judged { pending, session: Some(Box::new((session.agent.clone(), session.id.clone(), session.cwd.clone()))) }
        .resolve(baseline)
        .pop()
}

/// The agent's own time per step of a turn (each tool call, and the answer): what slow_turn
/// compares, so a long turn of many quick steps is not slow, and a step that took minutes is.
pub fn agent_ms_per_step(turn: &Turn) -> i64 {
    turn.latency.agent_ms / (turn.tool_calls.len() as i64 + 1)
}

/// A turn over the floor, waiting for the threshold only the baseline gives.
fn slow_candidate(session: &Session, turn: &Turn) -> Option<Pending> {
    (agent_ms_per_step(turn) > SLOW_TURN_FLOOR_MS).then(|| Pending::Slow {
        steps: turn.tool_calls.len() + 1,
        turn: turn.index,
        at_ms: at_ms(session, Some(turn.index)),
        latency: turn.latency,
    })
}

/// The agent time over which a turn is slow, and where that figure came from: never below the floor.
fn slow_threshold(baseline: Baseline) -> (i64, String) {
    match baseline.p95_agent_ms {
        Some(p95) if p95 > SLOW_TURN_FLOOR_MS => {
            (p95, format!("p95 of agent time a step over {} turns", baseline.turns))
        }
        _ => (SLOW_TURN_FLOOR_MS, "floor of 60 s".to_string()),
    }
}

fn slow_evidence(latency: Latency, threshold: i64, source: &str) -> Value {
    json!({"agent_ms": latency.agent_ms, "tool_ms": latency.tool_ms, "user_wait_ms": latency.user_wait_ms,
           "threshold_ms": threshold, "threshold_source": source})
}

/// A gap between consecutive events longer than 5 minutes that no tool call or user wait covers,
/// after which the agent went on with a call.
pub fn stall(session: &Session, turn: &Turn) -> Option<Verdict> {
    let covered = |from: i64, to: i64| {
        turn.tool_calls.iter().any(|c| matches!((c.started_ms, c.ended_ms), (Some(a), Some(b)) if a <= from && b >= to))
    };
    // A gap the agent ends with a call of its own: one that only the person's next step ends
    // (their think time, a setting they changed) is theirs.
    let resumed = |to: i64| turn.tool_calls.iter().any(|c| c.started_ms.is_some_and(|s| s >= to));
    let (from, to) = turn
        .event_ms
        .windows(2)
        .map(|w| (w[0], w[1]))
        .filter(|(a, b)| b - a > STALL_GAP_MS && !covered(*a, *b) && resumed(*b))
        .max_by_key(|(a, b)| b - a)?;
    Some(verdict(
        session,
        "stall",
        Some(turn.index),
        2,
        format!("nothing happened for {} min, with no tool running and no question to the user", (to - from) / 60_000),
        json!({"gap_ms": to - from, "from_ms": from, "to_ms": to, "threshold_ms": STALL_GAP_MS, "threshold_source": "300 s default"}),
    ))
}

/// The same call with the same result three or more times in one turn: the same input exactly
/// (the same command on other files is other work) and the same answer coming back (a status
/// read between edits answers differently). Polling a running process is waiting, not a loop.
pub fn tool_loop(session: &Session, turn: &Turn) -> Option<Verdict> {
    // Calls repeat only with the same name and input: results are masked and compared only
    // among those (most calls of a session have an input of their own).
    let calls: Vec<(u64, &ToolCall)> = turn
        .tool_calls
        .iter()
        .filter(|c| c.kind != Some(tool::ToolKind::Poll))
        .map(|c| (input_fingerprint(c), c))
        .collect();
    let mut inputs: HashMap<u64, usize> = HashMap::new();
    for (input, _) in &calls {
        *inputs.entry(*input).or_default() += 1;
    }
    let mut counts: HashMap<u64, (usize, &ToolCall)> = HashMap::new();
    for (input, call) in calls.into_iter().filter(|(input, _)| inputs[input] >= LOOP_MIN_REPEATS) {
        counts.entry(fingerprint(input, call)).or_insert((0, call)).0 += 1;
    }
    // The most repeated; at equal counts the earliest, so the verdict is the same every time.
    let (count, call) = counts
        .into_values()
        .filter(|(n, _)| *n >= LOOP_MIN_REPEATS)
        .max_by_key(|(n, call)| (*n, std::cmp::Reverse(call.started_ms), std::cmp::Reverse(input_text(call))))?;
    let mut v = verdict(
        session,
        "tool_loop",
        Some(turn.index),
        2,
        format!("{} called {count} times with the same input, and the same result came back", call.name),
        json!({"key": loop_key(call), "command": tool::shell_command(&call.input), "result": error_signature(&call.output),
               "count": count, "threshold": LOOP_MIN_REPEATS,
               "threshold_source": "the same call and result >= 3 in a turn (without masking: measured on the labelled fixtures)"}),
    );
    v.head = command_head(call);
    v.tool = Some(call.name.clone());
    Some(v)
}

/// What tool_loop counts calls by: the name and the whole input.
pub fn loop_key(call: &ToolCall) -> String {
    format!("{}:{}", call.name, input_text(call))
}

/// Equal for calls of the same name and input (`input`, their [`input_fingerprint`]) and result
/// (its numbers aside: a timing in it).
fn fingerprint(input: u64, call: &ToolCall) -> u64 {
    let mut hasher = std::hash::DefaultHasher::new();
    input.hash(&mut hasher);
    call.is_error.hash(&mut hasher);
    let result: String = call.output.chars().take(400).collect();
    mask_numbers(&result).hash(&mut hasher);
    hasher.finish()
}

/// Equal for calls of the same name and input (a shell call's command: its description is the
/// agent's words, not the call).
fn input_fingerprint(call: &ToolCall) -> u64 {
    let mut hasher = std::hash::DefaultHasher::new();
    call.name.hash(&mut hasher);
    match tool::shell_command(&call.input) {
        Some(command) => command.hash(&mut hasher),
        None => hash_value(&call.input, &mut hasher),
    }
    hasher.finish()
}

/// Equal for values that serialize alike.
fn hash_value(value: &Value, hasher: &mut impl Hasher) {
    std::mem::discriminant(value).hash(hasher);
    match value {
        Value::Null => {}
        Value::Bool(b) => b.hash(hasher),
        Value::Number(n) => n.hash(hasher),
        Value::String(s) => s.hash(hasher),
        Value::Array(items) => {
            items.len().hash(hasher);
            items.iter().for_each(|item| hash_value(item, hasher));
        }
        Value::Object(map) => {
            map.len().hash(hasher);
            for (key, item) in map {
                key.hash(hasher);
                hash_value(item, hasher);
            }
        }
    }
}

/// The person stopped a turn in which the agent had done something: an interruption before any
/// call (sent by mistake, a second thought) or at a permission prompt (a decision, not a
/// mistake) says nothing about the agent.
pub fn aborted(session: &Session, turn: &Turn) -> Option<Verdict> {
    let declined = |c: &ToolCall| {
        let out = c.output.to_ascii_lowercase();
        out.contains("doesn't want to proceed") || out.contains("permission") && out.contains("denied")
    };
    let worked = turn.tool_calls.iter().any(|c| !declined(c));
    let last_declined = turn.tool_calls.last().is_some_and(declined);
    (turn.aborted == Some(true) && !turn.prompt.trim().is_empty() && worked && !last_declined).then(|| {
        verdict(
            session,
            "aborted",
            Some(turn.index),
            1,
            "the person stopped the turn".into(),
            json!({"source": "the transcript records the interruption"}),
        )
    })
}

/// The same error three or more times in a session: the same message (its first line, numbers
/// masked, after a JSON wrapper, an `Exit code N` line and warning lines), so the same failure on other files or
/// other commands is not one. A failure without a message (a search that found nothing) is none.
pub fn same_error_repeat(session: &Session) -> Option<Verdict> {
    let mut counts: BTreeMap<String, (usize, &ToolCall, usize)> = BTreeMap::new();
    for turn in &session.turns {
        for call in turn.tool_calls.iter().filter(|c| c.is_error) {
            let Some(signature) = error_signature(&call.output) else { continue };
            counts.entry(signature).or_insert((0, call, turn.index)).0 += 1;
        }
    }
    let (signature, (count, call, turn)) =
        counts.into_iter().filter(|(_, (n, _, _))| *n >= ERROR_REPEAT_MIN).max_by_key(|(_, (n, _, _))| *n)?;
    let fixed_by = what_worked(session, call, &signature);
    let mut v = verdict(
        session,
        "same_error_repeat",
        Some(turn),
        3,
        format!("the same error came back {count} times: {signature}"),
        json!({"signature": signature, "count": count, "fixed_by": fixed_by, "threshold": ERROR_REPEAT_MIN, "threshold_source": "same error message (first line, numbers masked) >= 3 (widened: measured on the labelled fixtures)"}),
    );
    v.head = command_head(call);
    v.tool = Some(call.name.clone());
    Some(v)
}

/// What worked after the last failure with `signature`, where the session shows it: a read or
/// another command just before the same call succeeded (`Read` before an `Edit` that failed
/// with "read it first", `gh auth login` before a `git push`), or a changed shell command that
/// then succeeded.
fn what_worked(session: &Session, failed: &ToolCall, signature: &str) -> Option<String> {
    let calls: Vec<&ToolCall> = session.turns.iter().flat_map(|t| &t.tool_calls).collect();
    let last_failure =
        calls.iter().rposition(|c| c.is_error && error_signature(&c.output).as_deref() == Some(signature))?;
    let same = |c: &ToolCall| c.name == failed.name && command_head(c) == command_head(failed);
    let worked = calls[last_failure + 1..].iter().position(|c| same(c) && !c.is_error)? + last_failure + 1;
    let describe = |c: &ToolCall| match tool::shell_command(&c.input) {
        Some(command) => command,
        None => c.name.clone(),
    };
    let before = calls[worked - 1];
    // A read of what failed, or another command that set things right (`gh auth login`).
    let prepares = match before.kind {
        Some(tool::ToolKind::Read) => true,
        Some(tool::ToolKind::Shell) => command_head(before) != command_head(failed),
        _ => false,
    };
    if worked > last_failure + 1 && prepares && !before.is_error {
        return Some(format!("{} first, then {}", describe(before), describe(calls[worked])));
    }
    // A shell command that changed and then worked; anything else shows no fix worth a lesson.
    tool::shell_command(&calls[worked].input).filter(|c| Some(c) != tool::shell_command(&failed.input).as_ref())
}

/// The message an error is known by: a JSON error's `error` or `message`, else the first line
/// that is not a warning; numbers masked, paths kept (the same failure on another file is
/// another error). `None` when there is no message.
pub fn error_signature(output: &str) -> Option<String> {
    let output = output.trim();
    let from_json = serde_json::from_str::<Value>(output)
        .ok()
        .and_then(|v| ["error", "message"].iter().find_map(|k| v.get(*k).and_then(Value::as_str).map(str::to_string)));
    let message = from_json.unwrap_or_else(|| {
        output
            .lines()
            .map(str::trim)
            .find(|l| {
                let lower = l.to_ascii_lowercase();
                let exit_code = lower.strip_prefix("exit code ").is_some_and(|n| n.bytes().all(|b| b.is_ascii_digit()));
                !l.is_empty() && !exit_code && !lower.starts_with("npm warn") && !lower.starts_with("warning")
            })
            .unwrap_or_default()
            .to_string()
    });
    let signature: String = mask_numbers(&message).chars().take(ERROR_SIGNATURE_CHARS).collect();
    (!signature.trim().is_empty()).then_some(signature)
}

/// Many failed calls in a session, counting what the agent did (a read of a file that is not
/// there yet, a search that found nothing, is how it finds out, not a mistake).
pub fn tool_error_ratio(session: &Session) -> Option<Verdict> {
    use tool::ToolKind;
    let looks = |c: &&ToolCall| matches!(c.kind, Some(ToolKind::Read | ToolKind::Search | ToolKind::Poll));
    let calls: Vec<&ToolCall> = session.turns.iter().flat_map(|t| &t.tool_calls).filter(|c| !looks(c)).collect();
    let errors = calls.iter().filter(|c| c.is_error).count();
    let ratio = errors as f64 / calls.len().max(1) as f64;
    (calls.len() >= ERROR_RATIO_MIN_CALLS && ratio >= ERROR_RATIO).then(|| {
        verdict(
            session,
            "tool_error_ratio",
            None,
            2,
            format!("{errors} of {} tool calls failed", calls.len()),
            json!({"errors": errors, "calls": calls.len(), "ratio": (ratio * 100.0).round() / 100.0, "threshold": ERROR_RATIO,
                   "threshold_source": "error ratio >= 0.4 over at least 5 calls"}),
        )
    })
}

/// The text of a call's input: the shell command where it holds one, else the input's JSON.
pub fn input_text(call: &ToolCall) -> String {
    tool::shell_command(&call.input).unwrap_or_else(|| call.input.to_string())
}

/// Numbers masked, so a timing or a count does not make two results differ.
fn mask_numbers(text: &str) -> String {
    static NUMBERS: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?-u:\b)\d+(?:\.\d+)*(?-u:\b)").expect("valid"));
    NUMBERS.replace_all(text, "N").into_owned()
}

/// Paths and numbers masked, so `cat /a/1.txt` and `cat /b/2.txt` are one call.
pub fn mask(text: &str) -> String {
    // Unicode word boundaries keep the regex engine off its fast paths; on ASCII text (nearly
    // every command) ASCII boundaries find the same matches.
    static UNICODE: std::sync::OnceLock<(Regex, Regex)> = std::sync::OnceLock::new();
    static ASCII: std::sync::OnceLock<(Regex, Regex)> = std::sync::OnceLock::new();
    let patterns = match text.is_ascii() {
        true => ASCII.get_or_init(|| mask_patterns(false)),
        false => UNICODE.get_or_init(|| mask_patterns(true)),
    };
    mask_with(patterns, text)
}

fn mask_patterns(unicode: bool) -> (Regex, Regex) {
    let b = if unicode { r"\b" } else { r"(?-u:\b)" };
    (
        Regex::new(&format!(r"(?:[~.]?/|{b}[A-Za-z]:\\)[^\s'\x22]*")).expect("valid"),
        Regex::new(&format!(r"{b}\d+(?:\.\d+)*{b}")).expect("valid"),
    )
}

fn mask_with((paths, numbers): &(Regex, Regex), text: &str) -> String {
    numbers.replace_all(&paths.replace_all(text, "<path>"), "<n>").into_owned()
}

/// The head of a shell command (`git push`, `cargo test`) or the tool's name.
pub fn command_head(call: &ToolCall) -> Option<String> {
    let text = input_text(call);
    if !call.is_shell() {
        return Some(call.name.clone());
    }
    let mut words = text
        .split_whitespace()
        .skip_while(|w| matches!(*w, "bash" | "-lc" | "-c" | "sh" | "sudo") || w.contains('='))
        .map(|w| w.trim_matches(['\'', '"']));
    let program = words.next().filter(|w| !w.is_empty());
    // A subcommand (`git push`, `cargo test`) is a plain word; a path or a flag is not part of the head.
    let subcommand = words.next().filter(|w| {
        w.chars().next().is_some_and(|c| c.is_ascii_lowercase())
            && w.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    });
    let words: Vec<&str> = program.into_iter().chain(subcommand).collect();
    (!words.is_empty()).then(|| words.join(" "))
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::{mask, mask_patterns, mask_with};

    #[test]
    fn mask_masks_paths_and_numbers() {
        assert_eq!(mask("cat /a/1.txt x2 3.4.5 C:\\dir\\f v_9"), "cat <path> x2 <n> <path> v_9");
        assert_eq!(mask("é1 1é ./b"), "é1 1é <path>");
    }

    #[test]
    fn same_error_repeat_names_what_worked_after_the_failures() {
        use crate::model::session::{Session, ToolCall, Turn};
        use crate::model::tool::ToolKind;
        let shell = |command: &str, failed: bool| ToolCall {
            name: "Bash".into(),
            input: serde_json::json!({"command": command}),
            output: if failed { "fatal: Authentication failed".into() } else { "ok".into() },
            is_error: failed,
            kind: Some(ToolKind::Shell),
            ..ToolCall::default()
        };
        let calls = vec![
            shell("git push origin main", true),
            shell("git push -u origin main", true),
            shell("git push origin main", true),
            shell("gh auth login --with-token", false),
            shell("git push origin main", false),
        ];
        let session = Session { turns: vec![Turn { tool_calls: calls, ..Turn::default() }], ..Session::default() };
        let verdict = super::same_error_repeat(&session).unwrap();
        assert_eq!(verdict.evidence["fixed_by"], "gh auth login --with-token first, then git push origin main");
    }

    #[test]
    fn tool_loop_counts_the_same_call_with_the_same_result_and_nothing_else() {
        use crate::model::session::{Session, ToolCall, Turn};
        use crate::model::tool::ToolKind;
        let run = |command: &str, description: &str, output: &str| ToolCall {
            name: "Bash".into(),
            input: serde_json::json!({"command": command, "description": description}),
            output: output.into(),
            kind: Some(ToolKind::Shell),
            ..ToolCall::default()
        };
        let judge = |calls: Vec<ToolCall>| {
            let session = Session { turns: vec![Turn { tool_calls: calls, ..Turn::default() }], ..Session::default() };
            super::tool_loop(&session, &session.turns[0])
        };
        // The same build failing the same way, described three ways: a loop.
        let failing = |d: &str| run("npm run build", d, "TypeError: generate is not a function (took 12 ms)");
        let verdict = judge(vec![
            failing("a"),
            failing("b"),
            run("npm run build", "c", "TypeError: generate is not a function (took 9 ms)"),
        ])
        .expect("the same call and result three times");
        assert_eq!(verdict.evidence["count"], 3);
        assert_eq!(verdict.evidence["key"], "Bash:npm run build");
        // The same command on three folders, or a status that changes between edits: no loop.
        assert!(judge(vec![run("ls -la a", "", "x"), run("ls -la b", "", "x"), run("ls -la c", "", "x")]).is_none());
        assert!(
            judge(vec![run("git status", "", "M a"), run("git status", "", "M b"), run("git status", "", "M c")])
                .is_none()
        );
        // Polling a running process is waiting.
        let poll = ToolCall {
            name: "write_stdin".into(),
            input: serde_json::json!({"session_id": 7, "chars": ""}),
            kind: Some(ToolKind::Poll),
            ..ToolCall::default()
        };
        assert!(judge(vec![poll.clone(), poll.clone(), poll]).is_none());
    }

    proptest! {
        /// The p95 found a pass at a time is the one a sort finds.
        #[test]
        fn baseline_by_passes_is_the_sorted_p95(
            mut times in prop::collection::vec(prop_oneof![any::<i64>(), -3i64..3, 59_000i64..61_000], 0..300)
        ) {
            let baseline = super::Baseline::from_agent_ms(&times);
            times.sort_unstable();
            let p95 = (!times.is_empty()).then(|| times[((times.len() as f64 * 0.95).ceil() as usize).clamp(1, times.len()) - 1]);
            prop_assert_eq!(baseline.p95_agent_ms, p95);
            prop_assert_eq!(baseline.turns, times.len());
        }

        /// On ASCII text, the ASCII patterns `mask` takes find what the Unicode ones find.
        #[test]
        fn ascii_patterns_agree_on_ascii_text(text in "[ -~\t\n]{0,64}") {
            let unicode = mask_patterns(true);
            let ascii = mask_patterns(false);
            prop_assert_eq!(mask_with(&ascii, &text), mask_with(&unicode, &text));
        }
    }
}
