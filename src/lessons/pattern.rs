//! What a trigger pattern may cost. The hook matches patterns on every prompt and tool call of
//! every agent, within a hard deadline, so a pattern is held to two limits, checked when a person
//! adds, approves, edits or imports it, reported by `fmt --check`, `doctor` and the merge driver,
//! and skipped (logged) by the hook:
//!
//! * its compiled program is at most [`SIZE_LIMIT`] bytes. `\w{200}` is not: each Unicode `\w` is
//!   hundreds of ranges, and such a pattern took seconds and gigabytes per prompt;
//! * every match contains one of a few literals of at least [`MIN_LITERAL_LEN`] bytes (its prefix
//!   or suffix literals), so the hook rules out most lessons by a substring test and compiles only
//!   those whose literal is in the text. `.*` or `\d+` alone name nothing to look for.
//!
//! The text matched is cut to [`MAX_SUBJECT_BYTES`], which bounds the cost of every match.

use regex::{Regex, RegexBuilder};
use regex_syntax::hir::literal::{ExtractKind, Extractor, Seq};

/// The most heap a compiled pattern may take (regex's `size_limit`).
pub const SIZE_LIMIT: usize = 64 << 10;
/// The lazy DFA's cache per pattern (regex's `dfa_size_limit`).
const DFA_SIZE_LIMIT: usize = 256 << 10;
/// A prefilter literal shorter than this rules out too little to be worth checking.
pub const MIN_LITERAL_LEN: usize = 2;
/// More alternatives than this (case-insensitive patterns expand into every spelling) would make
/// the check slow; such a group is dropped and the other group (or none) decides.
const MAX_LITERALS_PER_GROUP: usize = 16;
/// Patterns are matched against at most this much of a prompt or a tool input.
pub const MAX_SUBJECT_BYTES: usize = 16 << 10;

/// Compiles `pattern` within the size limits; the error is one line, fit for a message.
pub fn compile(pattern: &str) -> Result<Regex, String> {
    build(pattern).map_err(|e| describe(&e))
}

fn build(pattern: &str) -> Result<Regex, regex::Error> {
    RegexBuilder::new(pattern).size_limit(SIZE_LIMIT).dfa_size_limit(DFA_SIZE_LIMIT).build()
}

fn describe(e: &regex::Error) -> String {
    match e {
        regex::Error::CompiledTooBig(_) => {
            format!("compiles to more than {} KiB, too costly to run on every call", SIZE_LIMIT >> 10)
        }
        // regex quotes the pattern over several lines; one line, escaped, for a message
        other => crate::text::one_line(&other.to_string()),
    }
}

/// Why `pattern` is refused: `Err(Syntax)` when it is no regex, `Err(Cost)` when it is one that
/// breaks a limit.
pub fn validate(pattern: &str) -> Result<(), Refusal> {
    match build(pattern) {
        Ok(_) => {}
        Err(e @ regex::Error::CompiledTooBig(_)) => return Err(Refusal::Cost(describe(&e))),
        Err(e) => return Err(Refusal::Syntax(describe(&e))),
    }
    match literals(pattern) {
        Ok(found) if found.is_empty() => Err(Refusal::Cost(format!(
            "names nothing every match contains (at least {MIN_LITERAL_LEN} characters), so it would run on \
             every call; add a word the text must hold, or leave the pattern out"
        ))),
        Ok(_) => Ok(()),
        Err(e) => Err(Refusal::Syntax(e)),
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    Syntax(String),
    Cost(String),
}

/// Groups of strings such that every match of `pattern` contains one string of each group: its
/// prefix literals and its suffix literals, where they are useful. Lowercased, so the spellings a
/// case-insensitive pattern expands into become one literal (compare with a lowercased subject).
/// Empty when no literal is useful; an error when the pattern does not parse.
pub fn literals(pattern: &str) -> Result<Vec<Vec<String>>, String> {
    let hir = regex_syntax::parse(pattern).map_err(|e| crate::text::one_line(&e.to_string()))?;
    let useful = |kind: ExtractKind| -> Option<Vec<String>> {
        let seq: Seq = Extractor::new().kind(kind).limit_total(MAX_LITERALS_PER_GROUP * 4).extract(&hir);
        if seq.min_literal_len()? < MIN_LITERAL_LEN {
            return None;
        }
        // Per-byte lowercasing keeps containment: a lowercased match contains the lowercased literal.
        let mut lowered: Vec<String> = seq
            .literals()?
            .iter()
            .map(|l| String::from_utf8(l.as_bytes().to_ascii_lowercase()).ok())
            .collect::<Option<_>>()?;
        lowered.sort();
        lowered.dedup();
        (lowered.len() <= MAX_LITERALS_PER_GROUP).then_some(lowered)
    };
    Ok([useful(ExtractKind::Prefix), useful(ExtractKind::Suffix)].into_iter().flatten().collect())
}

/// `subject` cut to [`MAX_SUBJECT_BYTES`] at a character boundary.
pub fn subject(subject: &str) -> &str {
    if subject.len() <= MAX_SUBJECT_BYTES {
        return subject;
    }
    let mut end = MAX_SUBJECT_BYTES;
    while !subject.is_char_boundary(end) {
        end -= 1;
    }
    &subject[..end]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn costly_and_unfilterable_patterns_are_refused_and_ordinary_ones_pass() {
        for ok in [
            "git push.*--force",
            "(?i)deploy",
            r"(?i)\b(lesson|id)\b",
            r"fs(_err)?::write\(",
            "^ls$",
            "npm (run )?publish",
        ] {
            assert_eq!(validate(ok), Ok(()), "{ok}");
        }
        let cost = |p: &str| match validate(p) {
            Err(Refusal::Cost(reason)) => reason,
            other => panic!("{p}: {other:?}"),
        };
        assert!(cost(r"\w{200}\s{5}").contains("too costly"));
        assert!(cost(r"(?s).{200}x").contains("too costly"));
        for vague in [".*", r"\d+", "a.*b", r"\w+"] {
            assert!(cost(vague).contains("names nothing"), "{vague}");
        }
        assert!(matches!(validate("(("), Err(Refusal::Syntax(_))));
    }

    #[test]
    fn the_subject_is_cut_at_a_character_boundary() {
        let long = "é".repeat(MAX_SUBJECT_BYTES);
        let cut = subject(&long);
        assert!(cut.len() <= MAX_SUBJECT_BYTES && cut.len() > MAX_SUBJECT_BYTES - 2);
        assert_eq!(subject("short"), "short");
    }
}
