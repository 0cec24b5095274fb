//! Reading one tool call as evidence (seed 000, "fable-ish"): is it a verification, did it
//! succeed, which files did it change and of what kind, and how directly does a verification
//! cover the changed files.

use std::sync::OnceLock;

use regex::Regex;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// How directly the verifications of a session cover its changes; only ever rises.
#[derive(
    Debug,
    Clone,
    Copy,
    Default,
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
pub enum Coverage {
    #[default]
    None,
    Uncertain,
    Generic,
    Direct,
}

fn regex(cell: &'static OnceLock<Regex>, pattern: &str) -> &'static Regex {
    cell.get_or_init(|| Regex::new(pattern).expect("a valid built-in pattern"))
}

/// The seed's default list of verification commands.
pub const DEFAULT_VERIFY_PATTERN: &str = concat!(
    r"(?i)\b(",
    r"pytest|unittest|go\s+test|cargo\s+test|npm\s+test|pnpm\s+test|yarn\s+test|bun\s+test|",
    r"mvn\s+test|gradle\s+test|rspec|vitest|jest|playwright|cypress|",
    r"lint|eslint|ruff|flake8|mypy|pyright|tsc|typecheck|",
    r"build|check|validate|verify|json\.tool|py_compile|curl",
    r")\b"
);

fn failure_re() -> &'static Regex {
    static CELL: OnceLock<Regex> = OnceLock::new();
    regex(
        &CELL,
        r"(?i)(command not found|no such file or directory|traceback|syntaxerror|failed|failure|\berror:|\b[1-9][0-9]*\s+errors?\b|exit code [1-9]|exited with code [1-9]|tests? failed|build failed|lint failed)",
    )
}

fn success_re() -> &'static Regex {
    static CELL: OnceLock<Regex> = OnceLock::new();
    regex(&CELL, r"(?i)\b(passed|success|succeeded|0 failed|build completed|done|valid)\b")
}

fn test_runner_re() -> &'static Regex {
    static CELL: OnceLock<Regex> = OnceLock::new();
    regex(
        &CELL,
        r"(?i)\b(pytest|unittest|go\s+test|cargo\s+test|npm\s+test|pnpm\s+test|yarn\s+test|bun\s+test|mvn\s+test|gradle\s+test|rspec|vitest|jest|playwright|cypress)\b",
    )
}

fn test_file_re() -> &'static Regex {
    static CELL: OnceLock<Regex> = OnceLock::new();
    regex(&CELL, r"(?i)(test|spec|__tests__)")
}

/// Compiles every pattern classifying a call needs, so that the work done under the ledger's
/// lock (which other hooks queue for) never includes a regex compile.
pub fn prepare() {
    let _ = (failure_re(), success_re(), test_runner_re(), test_file_re(), generic_re(), exit_line_re());
    crate::redact::prepare();
}

fn generic_re() -> &'static Regex {
    static CELL: OnceLock<Regex> = OnceLock::new();
    regex(&CELL, r"(?i)\b(test|lint|typecheck|tsc|build|check|validate|verify)\b")
}

/// What a tool says of its own outcome, in the seed's order for each of `payload` and
/// `response`: a boolean `success`/`ok`, then an exit code field.
enum Signal {
    Flag(bool),
    Exit(i64),
}

fn signalled(payload: &Value, response: &Value) -> Option<Signal> {
    for candidate in [payload, response] {
        for key in ["success", "ok"] {
            if let Some(b) = candidate.get(key).and_then(Value::as_bool) {
                return Some(Signal::Flag(b));
            }
        }
        for key in ["exit_code", "exitCode", "returncode", "status"] {
            match candidate.get(key) {
                Some(Value::Number(n)) if n.is_i64() => return n.as_i64().map(Signal::Exit),
                Some(Value::String(s)) if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) => {
                    return s.parse().ok().map(Signal::Exit);
                }
                _ => {}
            }
        }
    }
    None
}

/// Success in the seed's order: a boolean `success`/`ok`, then an exit code, then failure text,
/// then success text; `None` when none of them says.
pub fn success(payload: &Value, response: &Value, text: &str) -> Option<bool> {
    match signalled(payload, response) {
        Some(Signal::Flag(b)) => Some(b),
        Some(Signal::Exit(code)) => Some(code == 0),
        None if failure_re().is_match(text) => Some(false),
        None if success_re().is_match(text) => Some(true),
        None => None,
    }
}

/// The exit line Codex and others print in a shell call's output.
fn printed_exit_code(text: &str) -> Option<i64> {
    exit_line_re().captures(text).and_then(|c| c[1].parse().ok())
}

fn exit_line_re() -> &'static Regex {
    static CELL: OnceLock<Regex> = OnceLock::new();
    regex(&CELL, r"(?m)^(?:Process exited with code|Exit code:|\(Command exited with code) (-?\d+)")
}

/// Programs whose exit status 1 is an answer ("no match", "they differ"), not a failure.
const ANSWERS_WITH_ONE: &[&str] = &["grep", "egrep", "fgrep", "rg", "ag", "ack", "diff", "cmp", "test", "[", "pgrep"];

/// Whether a call that is not a check failed, by the strong signals only: the tool's own flag,
/// a non-zero exit code (`grep` finding nothing is not a failure), a command the shell did not
/// find. Unlike [`success`], never by words in the output: a file that was read may say "error".
pub fn failed(payload: &Value, response: &Value, text: &str, command: Option<&str>) -> bool {
    let answers = || {
        let last = command.and_then(|c| crate::model::command::pieces(c).pop());
        last.is_some_and(|piece| piece.head().is_some_and(|h| ANSWERS_WITH_ONE.contains(&h)))
    };
    let code = match signalled(payload, response) {
        Some(Signal::Flag(b)) => return !b,
        Some(Signal::Exit(code)) => Some(code),
        None => printed_exit_code(text),
    };
    match code {
        Some(0) => false,
        Some(1) if answers() => false,
        Some(_) => true,
        None => command.is_some() && text.contains("command not found"),
    }
}

/// What stands for files a command changed that neither it nor the work tree could name.
pub const UNKNOWN_CHANGE: &str = "(files changed by) ";

/// The text of a tool response, looking in the usual keys first (seed's `response_text`).
pub fn response_text(value: &Value, limit: usize) -> String {
    fn walk(item: &Value, parts: &mut Vec<String>, limit: usize) {
        if parts.iter().map(String::len).sum::<usize>() > limit {
            return;
        }
        match item {
            Value::String(s) => parts.push(s.clone()),
            Value::Object(map) => {
                let before = parts.len();
                for key in ["stdout", "stderr", "output", "message", "text", "content", "error", "summary"] {
                    if let Some(child) = map.get(key) {
                        walk(child, parts, limit);
                    }
                }
                if parts.len() == before {
                    map.values().for_each(|child| walk(child, parts, limit));
                }
            }
            Value::Array(items) => items.iter().take(20).for_each(|child| walk(child, parts, limit)),
            _ => {}
        }
    }
    let mut parts = Vec::new();
    walk(value, &mut parts, limit);
    // Secrets are masked before the cut, so none is cut into a piece the masks no longer know.
    let text = crate::redact::redact(&parts.join(" ")).into_owned();
    if text.chars().count() <= limit {
        return text;
    }
    let cut: String = text.chars().take(limit).collect();
    // The last word may be the start of something longer: it goes too.
    cut.rsplit_once(char::is_whitespace).map_or(cut.clone(), |(kept, _)| kept.to_string())
}

/// One line, secrets masked (before the cut, so no half secret survives it), at most `max`
/// characters: safe to keep.
pub fn summary(text: &str, max: usize) -> String {
    let masked = crate::redact::redact(text);
    let masked = masked.split_whitespace().collect::<Vec<_>>().join(" ");
    if masked.chars().count() <= max { masked } else { masked.chars().take(max).collect::<String>() + "…" }
}

pub fn is_verification(command: &str, pattern: &Regex) -> bool {
    pattern.is_match(command)
}

/// How directly a verification covers the changed files (seed's `verification_coverage`).
pub fn coverage(command: &str, changed: &[String]) -> Coverage {
    if command.is_empty() {
        return Coverage::None;
    }
    if changed.iter().any(|p| !p.is_empty() && command.contains(p.as_str())) {
        return Coverage::Direct;
    }
    if test_runner_re().is_match(command) && test_file_re().is_match(command) {
        return Coverage::Direct;
    }
    if generic_re().is_match(command) {
        return Coverage::Generic;
    }
    Coverage::Uncertain
}

/// docs, code, config, assets or other, by the file's name.
pub fn change_kind(path: &str) -> &'static str {
    // Unsure means it may have changed code: names nobody could read, a variable, a glob, a
    // whole folder.
    if path.starts_with(UNKNOWN_CHANGE) || path.contains(['$', '*', '?', '[']) || path.ends_with('/') {
        return "code";
    }
    let name = path.rsplit('/').next().unwrap_or(path).to_ascii_lowercase();
    let ext = name.rsplit_once('.').map(|(_, e)| e).unwrap_or("");
    match ext {
        "md" | "rst" | "txt" | "adoc" | "org" => "docs",
        "json" | "toml" | "yaml" | "yml" | "ini" | "cfg" | "conf" | "lock" | "env" | "properties" | "xml" => "config",
        "png" | "jpg" | "jpeg" | "gif" | "svg" | "ico" | "webp" | "woff" | "woff2" | "ttf" | "mp3" | "mp4" | "pdf" => {
            "assets"
        }
        "" if name.starts_with('.') => "config",
        "rs" | "py" | "js" | "ts" | "tsx" | "jsx" | "go" | "java" | "kt" | "c" | "h" | "cc" | "cpp" | "hpp" | "cs"
        | "rb" | "php" | "swift" | "scala" | "sh" | "bash" | "zsh" | "sql" | "lua" | "ex" | "exs" | "erl" | "hs"
        | "ml" | "vue" | "svelte" | "css" | "scss" | "html" | "mjs" | "cjs" | "dart" | "r" | "jl" | "zig" | "nim" => {
            "code"
        }
        _ => "other",
    }
}

/// The files a tool call writes, as the tool vocabulary reads them from its input.
pub fn changed_paths(tool: &str, input: &Value) -> Vec<String> {
    crate::model::tool::files_written(crate::adapters::tool_kind(tool), input)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn success_follows_the_seeds_order() {
        assert_eq!(
            success(&json!({}), &json!({"success": false, "exit_code": 0}), "passed"),
            Some(false),
            "a boolean first"
        );
        assert_eq!(
            success(&json!({}), &json!({"exit_code": 1}), "all tests passed"),
            Some(false),
            "then the exit code"
        );
        assert_eq!(
            success(&json!({}), &json!({"stdout": "3 tests failed"}), "3 tests failed"),
            Some(false),
            "then failure text"
        );
        assert_eq!(success(&json!({}), &json!({}), "12 passed in 0.3s"), Some(true), "then success text");
        assert_eq!(success(&json!({}), &json!({}), "hello"), None);
    }

    #[test]
    fn coverage_grades_how_directly_a_check_covers_the_change() {
        let changed = vec!["src/parser.rs".to_string()];
        assert_eq!(coverage("cargo test --test parser src/parser.rs", &changed), Coverage::Direct);
        assert_eq!(coverage("pytest tests/test_api.py", &[]), Coverage::Direct);
        assert_eq!(coverage("npm run build", &changed), Coverage::Generic);
        assert_eq!(coverage("curl localhost:8080/health", &changed), Coverage::Uncertain);
        assert!(Coverage::None < Coverage::Uncertain && Coverage::Generic < Coverage::Direct);
    }

    #[test]
    fn summaries_are_one_line_bounded_and_without_secrets() {
        let s = summary("error: auth failed\n  token=abcd1234efgh  key sk-live-0123456789abcdef", 200);
        assert!(!s.contains("abcd1234efgh") && !s.contains("0123456789abcdef") && !s.contains('\n'), "{s}");
        assert_eq!(summary(&"x".repeat(500), 50).chars().count(), 51);
    }

    #[test]
    fn changed_files_come_from_edit_tools_and_patches() {
        assert_eq!(changed_paths("Edit", &json!({"file_path": "src/a.rs"})), ["src/a.rs"]);
        let patch = "*** Begin Patch\n*** Update File: src/b.rs\n@@\n*** Add File: docs/c.md\n*** End Patch";
        assert_eq!(changed_paths("apply_patch", &json!({"input": patch})), ["src/b.rs", "docs/c.md"]);
        assert!(changed_paths("Bash", &json!({"command": "sed -i s/a/b/ x.rs"})).is_empty());
        assert_eq!(
            (change_kind("src/a.rs"), change_kind("README.md"), change_kind("Cargo.toml")),
            ("code", "docs", "config")
        );
    }
}
