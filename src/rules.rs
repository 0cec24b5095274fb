//! Rules that flag bad turns in a parsed session. Each is a small pure function; every verdict
//! names in its evidence where its threshold came from (seed 001, "T4": slow_turn measured on
//! agent time with a 60 s floor, stall > 300 s that is neither tool nor user wait, tool_loop on
//! a key with paths and numbers masked, same_error_repeat on the first 80 characters).

use std::collections::{BTreeMap, HashMap};
use std::hash::{Hash, Hasher};

use regex::Regex;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::model::session::{Latency, Session, ToolCall, Turn};
use crate::model::tool;

pub const SLOW_TURN_FLOOR_MS: i64 = 60_000;
pub const STALL_GAP_MS: i64 = 300_000;
pub const LOOP_MIN_REPEATS: usize = 3;
pub const ERROR_REPEAT_MIN: usize = 3;
pub const ERROR_SIGNATURE_CHARS: usize = 80;
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
    /// The session's agent and id, where a slow turn waits for its verdict.
    session: Option<Box<(String, String)>>,
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
    },
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
    Judged { pending, session: slow.then(|| Box::new((session.agent.clone(), session.id.clone()))) }
}

impl Judged {
    /// The verdicts, slow turns measured against `baseline`.
    pub fn resolve(self, baseline: Baseline) -> Vec<Verdict> {
        let (threshold, source) = slow_threshold(baseline);
        let (agent, session) = self.session.map(|s| *s).unwrap_or_default();
        self.pending
            .into_iter()
            .filter_map(|pending| match pending {
                Pending::Ready(verdict) => Some(verdict),
                Pending::Slow { turn, at_ms, latency } => (latency.agent_ms > threshold).then(|| Verdict {
                    rule: "slow_turn".into(),
                    agent: agent.clone(),
                    session: session.clone(),
                    turn: Some(turn),
                    severity: 1,
                    message: format!(
                        "the agent itself took {} s (tool time and user wait excluded)",
                        latency.agent_ms / 1000
                    ),
                    head: None,
                    tool: None,
                    at_ms,
                    evidence: slow_evidence(latency, threshold, &source),
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
    }
}

/// When the flagged turn (or else the session) started.
fn at_ms(session: &Session, turn: Option<usize>) -> Option<i64> {
    turn.and_then(|t| session.turns.get(t)).and_then(|t| t.started_ms).or(session.started_ms)
}

pub fn slow_turn(session: &Session, turn: &Turn, baseline: Baseline) -> Option<Verdict> {
    let pending = slow_candidate(session, turn).into_iter().collect();
    Judged { pending, session: Some(Box::new((session.agent.clone(), session.id.clone()))) }.resolve(baseline).pop()
}

/// A turn over the floor, waiting for the threshold only the baseline gives.
fn slow_candidate(session: &Session, turn: &Turn) -> Option<Pending> {
    (turn.latency.agent_ms > SLOW_TURN_FLOOR_MS).then(|| Pending::Slow {
        turn: turn.index,
        at_ms: at_ms(session, Some(turn.index)),
        latency: turn.latency,
    })
}

/// The agent time over which a turn is slow, and where that figure came from: never below the floor.
fn slow_threshold(baseline: Baseline) -> (i64, String) {
    match baseline.p95_agent_ms {
        Some(p95) if p95 > SLOW_TURN_FLOOR_MS => (p95, format!("p95 of agent time over {} turns", baseline.turns)),
        _ => (SLOW_TURN_FLOOR_MS, "floor of 60 s (seed 001 T4)".to_string()),
    }
}

fn slow_evidence(latency: Latency, threshold: i64, source: &str) -> Value {
    json!({"agent_ms": latency.agent_ms, "tool_ms": latency.tool_ms, "user_wait_ms": latency.user_wait_ms,
           "threshold_ms": threshold, "threshold_source": source})
}

/// A gap between consecutive events longer than 5 minutes that no tool call or user wait covers.
pub fn stall(session: &Session, turn: &Turn) -> Option<Verdict> {
    let covered = |from: i64, to: i64| {
        turn.tool_calls.iter().any(|c| matches!((c.started_ms, c.ended_ms), (Some(a), Some(b)) if a <= from && b >= to))
    };
    let (from, to) = turn
        .event_ms
        .windows(2)
        .map(|w| (w[0], w[1]))
        .filter(|(a, b)| b - a > STALL_GAP_MS && !covered(*a, *b))
        .max_by_key(|(a, b)| b - a)?;
    Some(verdict(
        session,
        "stall",
        Some(turn.index),
        2,
        format!("nothing happened for {} min, with no tool running and no question to the user", (to - from) / 60_000),
        json!({"gap_ms": to - from, "from_ms": from, "to_ms": to, "threshold_ms": STALL_GAP_MS, "threshold_source": "300 s default (seed 001 T4)"}),
    ))
}

/// The same call three or more times in one turn. Shell commands are compared with paths and
/// numbers masked (the same command run against slightly different arguments); other tools by
/// their whole input, since for a file tool the path is what the call is about.
pub fn tool_loop(session: &Session, turn: &Turn) -> Option<Verdict> {
    // Most calls are not repeated: a hash of each call finds the few that may be, and only those
    // are written out as keys. Where a name holds a colon, the key no longer says where the name
    // ends (`a:` + `b:c` is `a:b:` + `c`): every call's key is written out.
    let hashed = !turn.tool_calls.iter().any(|c| c.name.contains(':'));
    let fingerprints: Vec<u64> = turn.tool_calls.iter().map(|c| if hashed { fingerprint(c) } else { 0 }).collect();
    let mut repeats: HashMap<u64, usize> = HashMap::new();
    for fingerprint in &fingerprints {
        *repeats.entry(*fingerprint).or_default() += 1;
    }
    let mut counts: BTreeMap<String, (usize, &ToolCall)> = BTreeMap::new();
    for (call, fingerprint) in turn.tool_calls.iter().zip(&fingerprints) {
        if repeats[fingerprint] < LOOP_MIN_REPEATS {
            continue;
        }
        counts.entry(loop_key(call)).or_insert((0, call)).0 += 1;
    }
    let (key, (count, call)) =
        counts.into_iter().filter(|(_, (n, _))| *n >= LOOP_MIN_REPEATS).max_by_key(|(_, (n, _))| *n)?;
    let mut v = verdict(
        session,
        "tool_loop",
        Some(turn.index),
        2,
        format!("{} called {count} times with the same input (paths and numbers aside)", call.name),
        json!({"key": key, "count": count, "threshold": LOOP_MIN_REPEATS, "threshold_source": "same normalized call >= 3 (seed 001 T4)"}),
    );
    v.head = command_head(call);
    v.tool = Some(call.name.clone());
    Some(v)
}

/// What tool_loop counts calls by: the name and the input, a shell command's masked.
fn loop_key(call: &ToolCall) -> String {
    let input = if call.is_shell() { mask(&input_text(call)) } else { call.input.to_string() };
    format!("{}:{input}", call.name)
}

/// Equal for calls of equal [`loop_key`] where no name holds a colon (a call's kind follows
/// from its name).
fn fingerprint(call: &ToolCall) -> u64 {
    let mut hasher = std::hash::DefaultHasher::new();
    call.name.hash(&mut hasher);
    match call.is_shell() {
        true => mask(&input_text(call)).hash(&mut hasher),
        false => hash_value(&call.input, &mut hasher),
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

pub fn aborted(session: &Session, turn: &Turn) -> Option<Verdict> {
    (turn.aborted == Some(true)).then(|| {
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

/// The same error (first 80 characters, paths and numbers masked) three or more times in a session.
pub fn same_error_repeat(session: &Session) -> Option<Verdict> {
    let mut counts: BTreeMap<String, (usize, &ToolCall, usize)> = BTreeMap::new();
    for turn in &session.turns {
        for call in turn.tool_calls.iter().filter(|c| c.is_error) {
            let signature: String = mask(call.output.trim()).chars().take(ERROR_SIGNATURE_CHARS).collect();
            counts.entry(signature).or_insert((0, call, turn.index)).0 += 1;
        }
    }
    let (signature, (count, call, turn)) =
        counts.into_iter().filter(|(_, (n, _, _))| *n >= ERROR_REPEAT_MIN).max_by_key(|(_, (n, _, _))| *n)?;
    let mut v = verdict(
        session,
        "same_error_repeat",
        Some(turn),
        3,
        format!("the same error came back {count} times: {signature}"),
        json!({"signature": signature, "count": count, "threshold": ERROR_REPEAT_MIN, "threshold_source": "same error signature (first 80 chars) >= 3 (seed 001 T4)"}),
    );
    v.head = command_head(call);
    v.tool = Some(call.name.clone());
    Some(v)
}

pub fn tool_error_ratio(session: &Session) -> Option<Verdict> {
    let calls: Vec<&ToolCall> = session.turns.iter().flat_map(|t| &t.tool_calls).collect();
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
                   "threshold_source": "error ratio >= 0.4 over at least 5 calls (seed 001)"}),
        )
    })
}

/// The text of a call's input: the shell command where it holds one, else the input's JSON.
pub fn input_text(call: &ToolCall) -> String {
    tool::shell_command(&call.input).unwrap_or_else(|| call.input.to_string())
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
    fn tool_loop_counts_calls_whose_keys_are_equal_even_where_a_name_holds_a_colon() {
        use crate::model::session::{Session, ToolCall, Turn};
        use crate::model::tool::ToolKind;
        let call = |name: &str, input: serde_json::Value, kind| ToolCall {
            name: name.into(),
            input,
            kind,
            ..ToolCall::default()
        };
        // `Bash:` + `x:{"a":"b"}` and `Bash:x:` + `{"a":"b"}` are one key.
        let shell = call("Bash", serde_json::json!({"command": "x:{\"a\":\"b\"}"}), Some(ToolKind::Shell));
        let other = call("Bash:x", serde_json::json!({"a": "b"}), None);
        let turn = Turn { tool_calls: vec![shell.clone(), shell, other], ..Turn::default() };
        let session = Session { turns: vec![turn], ..Session::default() };
        let verdict = super::tool_loop(&session, &session.turns[0]).expect("three calls of one key");
        assert_eq!(verdict.evidence["count"], 3);
        assert_eq!(verdict.evidence["key"], "Bash:x:{\"a\":\"b\"}");
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
