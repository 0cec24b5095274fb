//! What a trigger pattern may cost. The hook matches patterns on every prompt and tool call of
//! every agent, within a hard deadline, so a pattern is held to two limits, checked when a person
//! adds, approves, edits or imports it, reported by `fmt --check`, `doctor` and the merge driver,
//! and skipped (logged) by the hook:
//!
//! * its compiled program is at most [`SIZE_LIMIT`] bytes. `\w{200}` is not: each Unicode `\w` is
//!   hundreds of ranges, and 255 such patterns took 15 s and 3 GB per prompt;
//! * every match contains one of a few literals of at least [`MIN_LITERAL_LEN`] bytes (its prefix
//!   or suffix literals), so the hook rules out most lessons by a substring test and compiles only
//!   those whose literal is in the text. `.*` or `\d+` alone name nothing to look for.
//!
//! The text matched is cut to [`MAX_SUBJECT_BYTES`], which bounds the cost of every match.

use regex::{Regex, RegexBuilder};
use regex_syntax::hir::literal::{ExtractKind, Extractor, Seq};

/// The most heap a compiled pattern may take (regex's `size_limit`).
/// `\w+\s+\w+` fits (128 KiB); `\w{20}` does not (1 MiB).
pub const SIZE_LIMIT: usize = 256 << 10;
/// The lazy DFA's cache per pattern (regex's `dfa_size_limit`).
const DFA_SIZE_LIMIT: usize = 1 << 20;
/// A prefilter literal shorter than this rules out too little to be worth checking.
pub const MIN_LITERAL_LEN: usize = 2;
/// More alternatives than this (case-insensitive patterns expand into every spelling) would make
/// the check slow; such a group is dropped and the other group (or none) decides.
const MAX_LITERALS_PER_GROUP: usize = 16;
/// Patterns are matched against at most this much of a prompt or a tool input.
pub const MAX_SUBJECT_BYTES: usize = 16 << 10;

/// Compiles `pattern` within the size limits; the error says why in one line, fit for a message.
pub fn compile(pattern: &str) -> Result<Regex, Refusal> {
    build(pattern).map_err(|e| match e {
        regex::Error::CompiledTooBig(_) => Refusal::Cost(describe(&e)),
        e => Refusal::Syntax(describe(&e)),
    })
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
        other => crate::model::text::one_line(&other.to_string()),
    }
}

/// Why `pattern` is refused: `Err(Syntax)` when it is no regex, `Err(Cost)` when it is one that
/// breaks a limit.
pub fn validate(pattern: &str) -> Result<(), Refusal> {
    compile(pattern)?;
    match literals(pattern) {
        Ok(found) if found.is_empty() => Err(Refusal::Cost(format!(
            "names nothing every match contains (at least {MIN_LITERAL_LEN} characters), so it would run on \
             every call; add a word the text must hold, or leave the pattern out"
        ))),
        Ok(_) => Ok(()),
        Err(e) => Err(Refusal::Syntax(e)),
    }
}

/// Whether no text at all can match `pattern` (an empty class, `\b\B`); false when it does not
/// parse (that is [`validate`]'s to say).
pub fn never_matches(pattern: &str) -> bool {
    regex_syntax::parse(pattern).is_ok_and(|hir| hir.properties().minimum_len().is_none())
}

/// Why a pattern is refused, in one line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// It is no regex.
    #[error("{0}")]
    Syntax(String),
    /// It is one that breaks a limit.
    #[error("{0}")]
    Cost(String),
}

/// Groups of strings such that every match of `pattern` contains one string of each group: its
/// prefix literals and its suffix literals, where they are useful. Lowercased, so the spellings a
/// case-insensitive pattern expands into become one literal (compare with a lowercased subject).
/// Empty when no literal is useful; an error when the pattern does not parse.
pub fn literals(pattern: &str) -> Result<Vec<Vec<String>>, String> {
    let hir = regex_syntax::parse(pattern).map_err(|e| crate::model::text::one_line(&e.to_string()))?;
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

/// A literal every match of `pattern` contains, lowercased, found by one pass over the pattern's
/// text (no parse, so it costs nanoseconds where [`literals`] costs microseconds): the longest run
/// of plain characters at the top level that no quantifier can remove. `None` when there is none
/// of at least [`MIN_LITERAL_LEN`] characters, or when the pattern has a top-level alternation or
/// verbose mode; then only running it can tell. Sound for the patterns it answers: a
/// case-insensitive run stops at letters with non-ASCII case variants (`k`, `s`, non-ASCII).
pub fn required_literal(pattern: &str) -> Option<String> {
    let mut chars = pattern.chars().peekable();
    let (mut best, mut run) = (String::new(), String::new());
    let mut ignore_case = false;
    // Whether the last atom was a character of `run` (a quantifier after it may remove it).
    let mut last_in_run = false;
    let end_run = |run: &mut String, best: &mut String| {
        if run.chars().count() > best.chars().count() {
            *best = run.clone();
        }
        run.clear();
    };
    while let Some(c) = chars.next() {
        match c {
            '|' => return None,
            '*' | '?' | '{' => {
                // `{0…}`, `?` and `*` allow zero repetitions: the atom before them is not required.
                let zero = match c {
                    '{' => {
                        let mut spec = String::new();
                        for d in chars.by_ref() {
                            if d == '}' {
                                break;
                            }
                            spec.push(d);
                        }
                        spec.split(',').next().is_none_or(|min| min.trim().parse::<u32>().is_ok_and(|m| m == 0))
                    }
                    _ => true,
                };
                if last_in_run && zero {
                    run.pop();
                }
                end_run(&mut run, &mut best);
                chars.next_if_eq(&'?');
                last_in_run = false;
            }
            '+' => {
                end_run(&mut run, &mut best);
                chars.next_if_eq(&'?');
                last_in_run = false;
            }
            '(' => {
                end_run(&mut run, &mut best);
                last_in_run = false;
                if chars.peek() == Some(&'?') {
                    let flags: String =
                        chars.clone().skip(1).take_while(|d| d.is_ascii_alphabetic() || *d == '-').collect();
                    let after = chars.clone().nth(1 + flags.len());
                    if flags.contains('x') {
                        return None;
                    }
                    if after == Some(')') {
                        // `(?i)`: flags for what follows at this level.
                        let (on, off) = flags.split_once('-').unwrap_or((&flags, ""));
                        ignore_case = (ignore_case || on.contains('i')) && !off.contains('i');
                        for _ in 0..flags.len() + 2 {
                            chars.next();
                        }
                        continue;
                    }
                }
                skip_group(&mut chars);
            }
            '[' => {
                end_run(&mut run, &mut best);
                last_in_run = false;
                skip_class(&mut chars);
            }
            '.' | '^' | '$' | ')' => {
                end_run(&mut run, &mut best);
                last_in_run = false;
            }
            '\\' => match chars.next() {
                // An escaped meta character is itself; other escapes (`\<`, `\>`, `\d`, …) are not.
                Some(e) if r"\.+*?()|[]{}^$#&-~".contains(e) => last_in_run = push(&mut run, &mut best, e, ignore_case),
                Some(e) => {
                    end_run(&mut run, &mut best);
                    last_in_run = false;
                    skip_escape_argument(e, &mut chars);
                }
                None => return None,
            },
            plain => last_in_run = push(&mut run, &mut best, plain, ignore_case),
        }
    }
    end_run(&mut run, &mut best);
    (best.chars().count() >= MIN_LITERAL_LEN).then_some(best)
}

/// Adds a plain character to the run; returns whether it is now the run's last character.
fn push(run: &mut String, best: &mut String, c: char, ignore_case: bool) -> bool {
    // Under (?i), `k` also matches the Kelvin sign and `s` the long s, which no ASCII lowering of
    // the subject shows: the run stops there, as it does at any non-ASCII letter.
    let unsafe_fold = ignore_case && (!c.is_ascii() || matches!(c.to_ascii_lowercase(), 'k' | 's'));
    if unsafe_fold {
        if run.chars().count() > best.chars().count() {
            *best = run.clone();
        }
        run.clear();
        return false;
    }
    run.push(c.to_ascii_lowercase());
    true
}

fn skip_group(chars: &mut std::iter::Peekable<std::str::Chars>) {
    let mut depth = 1;
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            '[' => skip_class(chars),
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return;
                }
            }
            _ => {}
        }
    }
}

fn skip_class(chars: &mut std::iter::Peekable<std::str::Chars>) {
    chars.next_if_eq(&'^');
    chars.next_if_eq(&']'); // a `]` first is a member, not the end
    let mut depth = 1;
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            '[' => depth += 1,
            ']' => {
                depth -= 1;
                if depth == 0 {
                    return;
                }
            }
            _ => {}
        }
    }
}

/// Skips what an escape such as `\x41`, `\u{…}` or `\p{L}` takes after its letter.
fn skip_escape_argument(letter: char, chars: &mut std::iter::Peekable<std::str::Chars>) {
    let fixed = match letter {
        'x' => 2,
        'u' => 4,
        'U' => 8,
        'p' | 'P' => 1,
        _ => return,
    };
    if chars.next_if_eq(&'{').is_some() {
        for c in chars.by_ref() {
            if c == '}' {
                break;
            }
        }
    } else {
        for _ in 0..fixed {
            chars.next();
        }
    }
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
        assert!(cost(r"\w{50}x").contains("too costly"));
        assert_eq!(validate(r"\w+\s+\w+ done"), Ok(()), "Unicode classes of ordinary size fit");
        for vague in [".*", r"\d+", "a.*b", r"\w+"] {
            assert!(cost(vague).contains("names nothing"), "{vague}");
        }
        assert!(matches!(validate("(("), Err(Refusal::Syntax(_))));
    }

    #[test]
    fn the_quick_literal_is_one_every_match_contains() {
        let cases = [
            ("git push.*--force", Some("git push")),
            ("git (push|commit) .*--flag-12", Some("--flag-12")),
            ("(?i)Deploy-7\\b", Some("deploy-7")),
            ("^make target3$", Some("make target3")),
            ("colou?r scheme", Some("r scheme")),
            ("ab*c", None),
            (r"fs(_err)?::write\(", Some("::write(")),
            ("(?i)release 42", Some("relea")),
            ("a|bc", None),
            ("(?x)git push", None),
            ("[abc]xy{2}z", Some("xy")),
            (r"\d{3}-\d{4}", None),
            (r"npm\x20install", Some("install")),
            (r"cargo\>", Some("cargo")),
            (r"\<git\> push", Some(" push")),
        ];
        for (pattern, expected) in cases {
            assert_eq!(required_literal(pattern).as_deref(), expected, "{pattern}");
        }
        // Sound: wherever it answers, every match contains its literal.
        for (pattern, subjects) in [
            ("colou?r scheme", &["color scheme", "colour scheme"][..]),
            ("(?i)Deploy-7\\b", &["DEPLOY-7 now", "deploy-7"][..]),
            ("git (push|commit) .*--flag-12", &["git commit -m x --flag-12"][..]),
        ] {
            let regex = compile(pattern).unwrap();
            let literal = required_literal(pattern).unwrap();
            for subject in subjects {
                assert!(
                    regex.is_match(subject) && subject.to_ascii_lowercase().contains(&literal),
                    "{pattern} {subject}"
                );
            }
        }
    }

    #[test]
    fn the_subject_is_cut_at_a_character_boundary() {
        let long = "é".repeat(MAX_SUBJECT_BYTES);
        let cut = subject(&long);
        assert!(cut.len() <= MAX_SUBJECT_BYTES && cut.len() > MAX_SUBJECT_BYTES - 2);
        assert_eq!(subject("short"), "short");
    }
}
