//! Reading one tool call as evidence: how it ended as the agent reports it, which files it
//! changed and of what kind, and the bounded, redacted text kept of it. Whether it was a check
//! is [`super::check`]'s.

use std::sync::OnceLock;

use regex::Regex;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::model::ToolEvent;

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

pub(super) fn regex(cell: &'static OnceLock<Regex>, pattern: &str) -> &'static Regex {
    cell.get_or_init(|| Regex::new(pattern).expect("a valid built-in pattern"))
}

/// Compiles every pattern classifying a call needs, so that the work done under a deadline
/// never includes a regex compile twice.
pub fn prepare() {
    let _ = exit_line_re();
    super::check::prepare();
    crate::model::redact::prepare();
}

/// What a tool says of its own outcome, in this order for each of `payload` and
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

/// How a call ended, as the agent reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    Code(i64),
    /// It succeeded (Claude Code's PostToolUse: a failure has an event of its own).
    Succeeded,
    /// It failed, with no code (a tool's error status).
    Failed,
    Unknown,
}

impl Exit {
    /// Whether the whole command line succeeded, when the agent says.
    pub fn ok(self) -> Option<bool> {
        match self {
            Exit::Code(code) => Some(code == 0),
            Exit::Succeeded => Some(true),
            Exit::Failed => Some(false),
            Exit::Unknown => None,
        }
    }
}

/// The agent's own signal of how `event` ended, first: a flag or an exit code in the payload,
/// an exit line in its error (Claude Code's `Exit code 101`) or at the head of the output, its
/// failure status, and for an agent that reports failures as an event of their own
/// (`failure_has_own_event`), the plain post-tool event as a success.
pub fn exit(event: &ToolEvent, payload: &Value, failure_has_own_event: bool) -> Exit {
    match signalled(payload, &event.response) {
        Some(Signal::Flag(true)) => return Exit::Succeeded,
        Some(Signal::Flag(false)) => return Exit::Failed,
        Some(Signal::Exit(code)) => return Exit::Code(code),
        None => {}
    }
    let head = |text: &str| text.lines().next().and_then(printed_exit_code);
    if let Some(code) = event.error.as_deref().and_then(head).or_else(|| event.response.as_str().and_then(head)) {
        return Exit::Code(code);
    }
    if event.failed {
        return Exit::Failed;
    }
    let interrupted = event.response.get("interrupted").and_then(Value::as_bool) == Some(true);
    if failure_has_own_event && !interrupted { Exit::Succeeded } else { Exit::Unknown }
}

/// The exit line Codex and others print in a shell call's output.
fn printed_exit_code(text: &str) -> Option<i64> {
    exit_line_re().captures(text).and_then(|c| c[1].parse().ok())
}

fn exit_line_re() -> &'static Regex {
    static CELL: OnceLock<Regex> = OnceLock::new();
    regex(&CELL, r"^(?:Process exited with code|Exit code:?|\(Command exited with code) (-?\d+)")
}

/// Programs whose exit status 1 is an answer ("no match", "they differ"), not a failure.
const ANSWERS_WITH_ONE: &[&str] = &["grep", "egrep", "fgrep", "rg", "ag", "ack", "diff", "cmp", "test", "[", "pgrep"];

/// Whether a call that is not a check failed, by the strong signals only: the agent's own
/// report (`grep` finding nothing is not a failure), a command the shell did not find. Unlike
/// a check's outcome, never by words in the output: a file that was read may say "error".
pub fn failed(exit: Exit, text: &str, command: Option<&str>) -> bool {
    let answers = || {
        let last = command.and_then(|c| crate::model::command::pieces(c).pop());
        last.is_some_and(|piece| piece.head().is_some_and(|h| ANSWERS_WITH_ONE.contains(&h)))
    };
    match exit {
        Exit::Code(0) | Exit::Succeeded => false,
        Exit::Code(1) if answers() => false,
        Exit::Code(_) | Exit::Failed => true,
        Exit::Unknown => command.is_some() && text.contains("command not found"),
    }
}

/// What stands for files a command changed that neither it nor the work tree could name.
pub const UNKNOWN_CHANGE: &str = "(files changed by) ";

/// The text of a tool response, looking in the usual keys first.
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
    let text = crate::model::redact::redact(&parts.join(" ")).into_owned();
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
    let masked = crate::model::redact::redact(text);
    let masked = masked.split_whitespace().collect::<Vec<_>>().join(" ");
    if masked.chars().count() <= max { masked } else { masked.chars().take(max).collect::<String>() + "…" }
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
    crate::model::tool::files_written(crate::agents::tool_kind(tool), input)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

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
