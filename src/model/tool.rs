//! What a tool is, whatever an agent calls it: the one vocabulary rules, evidence, provenance,
//! audit and transcripts ask. Each agent module declares its own tool names with their kinds
//! (`Adapter::tools`); the generic names below are those of the audit sample and of MCP
//! servers, which no agent owns. The shell command inside any tool input is read here too.

use serde_json::Value;

/// What a tool does, as far as agent-trace's systems care.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ToolKind {
    /// Runs a shell command (`Bash`, `shell`, `terminal`, `exec`, …).
    Shell,
    /// Changes an existing file in place (`Edit`, `patch`).
    Edit,
    /// Applies a patch that may edit, add and delete files (Codex's `apply_patch`).
    Patch,
    /// Writes a whole file (`Write`, `write_file`).
    Write,
    /// Reads one file.
    Read,
    /// Lists or searches files (`Glob`, `Grep`, `ls`).
    Search,
    /// Fetches or searches the web: content from outside the repository and its person.
    Fetch,
    /// Asks the person (a wait that is theirs, not the agent's).
    AskUser,
    /// Keeps the agent's own to-do list.
    Todo,
    /// Reads what a process already running has printed since (`BashOutput`, Codex's
    /// `write_stdin` with nothing to write): its answer changes by design, and asking again is
    /// waiting, not a loop.
    Poll,
}

impl ToolKind {
    /// The names a lesson's trigger uses for this kind (`pre_tool:Bash:…`).
    pub fn lesson_names(self) -> &'static [&'static str] {
        match self {
            ToolKind::Shell => &["Bash"],
            ToolKind::Edit => &["Edit"],
            ToolKind::Patch => &["Edit", "Write"],
            ToolKind::Write => &["Write"],
            ToolKind::Read => &["Read"],
            _ => &[],
        }
    }

    /// Whether a call of this kind may change what later calls see.
    pub fn mutates(self) -> bool {
        matches!(self, ToolKind::Shell | ToolKind::Edit | ToolKind::Patch | ToolKind::Write)
    }
}

/// Tool names no agent owns: the audit sample's (`examples/`) and common MCP servers'.
pub const GENERIC_TOOLS: &[(&str, ToolKind)] = &[
    ("run_command", ToolKind::Shell),
    ("write_file", ToolKind::Write),
    ("create_file", ToolKind::Write),
    ("delete_file", ToolKind::Write),
    ("move_file", ToolKind::Write),
    ("edit_file", ToolKind::Edit),
    ("read_file", ToolKind::Read),
    ("list_dir", ToolKind::Search),
    ("list_directory", ToolKind::Search),
    ("search", ToolKind::Search),
    ("codesearch", ToolKind::Search),
    ("find", ToolKind::Search),
    ("view", ToolKind::Read),
    ("fetch", ToolKind::Fetch),
    ("web_fetch", ToolKind::Fetch),
    ("web_search", ToolKind::Fetch),
];

/// The strings and numbers of a tool's arguments, in order.
pub fn scalar_values(value: &Value, into: &mut Vec<String>) {
    match value {
        Value::String(s) => into.push(s.clone()),
        Value::Number(n) => into.push(n.to_string()),
        Value::Array(items) => items.iter().for_each(|v| scalar_values(v, into)),
        Value::Object(members) => members.values().for_each(|v| scalar_values(v, into)),
        Value::Bool(_) | Value::Null => {}
    }
}

/// An MCP tool's server and its own name (`mcp__gmail__send_email`: `gmail`, `send_email`; a
/// name without a server, `mcp__search`, is both), or None for a tool that is not one.
pub fn mcp_parts(tool: &str) -> Option<(&str, &str)> {
    let rest = tool.get(..5).filter(|p| p.eq_ignore_ascii_case("mcp__")).map(|_| &tool[5..])?;
    Some(rest.split_once("__").unwrap_or((rest, rest)))
}

/// The kind of `name` in `table`, names compared ignoring case.
pub fn kind_in(table: &[(&str, ToolKind)], name: &str) -> Option<ToolKind> {
    table.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, k)| *k)
}

/// The shell command a tool input holds (`{"command": …}` or `{"cmd": …}`), as a string. An
/// argument vector is joined, and Codex's `["bash", "-lc", "script"]` is the script it runs.
pub fn shell_command(input: &Value) -> Option<String> {
    let value = input.get("command").or_else(|| input.get("cmd"))?;
    match value {
        Value::String(s) => Some(s.clone()),
        Value::Array(parts) => {
            let words: Vec<&str> = parts.iter().filter_map(Value::as_str).collect();
            Some(match words.as_slice() {
                [shell, flag, script] if shell.ends_with("sh") && flag.starts_with('-') && flag.ends_with('c') => {
                    script.to_string()
                }
                words => words.join(" "),
            })
        }
        _ => None,
    }
}

/// The file a file tool's input names, by the field the agents use for it.
pub fn file_path(input: &Value) -> Option<&str> {
    ["file_path", "filePath", "path", "notebook_path"].iter().find_map(|k| input.get(*k)?.as_str())
}

/// The files an edit or write tool names in its input: the path field of most tools, the
/// `*** Add/Update/Delete File:` lines of a patch. A shell command's files are not guessed here.
pub fn files_written(kind: Option<ToolKind>, input: &Value) -> Vec<String> {
    if !matches!(kind, Some(ToolKind::Edit | ToolKind::Patch | ToolKind::Write)) {
        return Vec::new();
    }
    if let Some(path) = file_path(input) {
        return vec![path.to_string()];
    }
    patch_text(input)
        .lines()
        .filter_map(|line| {
            ["*** Add File: ", "*** Update File: ", "*** Delete File: "]
                .iter()
                .find_map(|prefix| line.strip_prefix(prefix))
                .map(|p| p.trim().to_string())
        })
        .collect()
}

/// A patch tool's text: the whole input of Codex's `apply_patch` (a custom tool's input is the
/// patch itself), or its `input`, `patch` or `command` field.
fn patch_text(input: &Value) -> String {
    let field = input.as_str().map(|_| input).or(input.get("input")).or(input.get("patch")).or(input.get("command"));
    match field {
        Some(Value::String(s)) => s.clone(),
        Some(other) => other.to_string(),
        None => String::new(),
    }
}

/// The text an edit or write tool takes out and the text it puts in, each joined by lines: an
/// edit's old and new strings (each of a `MultiEdit`'s edits), a whole file written (nothing
/// taken out), a patch's `-` and `+` lines.
pub fn text_changed(kind: Option<ToolKind>, input: &Value) -> (String, String) {
    let field = |value: &Value, keys: &[&str]| keys.iter().find_map(|k| value.get(*k)?.as_str()).map(str::to_owned);
    let (mut removed, mut added) = (Vec::new(), Vec::new());
    match kind {
        Some(ToolKind::Edit) => {
            let edits = input.get("edits").and_then(Value::as_array).map(|edits| edits.iter().collect::<Vec<_>>());
            for edit in edits.unwrap_or_else(|| vec![input]) {
                removed.extend(field(edit, &["old_string", "oldString"]));
                added.extend(field(edit, &["new_string", "newString"]));
            }
        }
        Some(ToolKind::Write) => added.extend(field(input, &["content", "contents", "file_text"])),
        Some(ToolKind::Patch) => {
            for line in patch_text(input).lines() {
                match line.split_at_checked(1) {
                    Some(("-", rest)) if !line.starts_with("---") => removed.push(rest.to_owned()),
                    Some(("+", rest)) if !line.starts_with("+++") => added.push(rest.to_owned()),
                    _ => {}
                }
            }
        }
        _ => {}
    }
    (removed.join("\n"), added.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_shell_command_is_read_from_any_agents_input() {
        assert_eq!(shell_command(&json!({"command": "cargo test"})).as_deref(), Some("cargo test"));
        assert_eq!(shell_command(&json!({"cmd": "ls"})).as_deref(), Some("ls"));
        assert_eq!(shell_command(&json!({"command": ["bash", "-lc", "rg --files"]})).as_deref(), Some("rg --files"));
        assert_eq!(shell_command(&json!({"command": ["git", "status"]})).as_deref(), Some("git status"));
        assert_eq!(shell_command(&json!({"file_path": "a"})), None);
    }

    #[test]
    fn written_files_come_from_paths_and_patches() {
        assert_eq!(files_written(Some(ToolKind::Edit), &json!({"file_path": "src/a.rs"})), ["src/a.rs"]);
        let patch = "*** Begin Patch\n*** Update File: src/b.rs\n*** Add File: docs/c.md\n*** End Patch";
        assert_eq!(files_written(Some(ToolKind::Edit), &json!({"input": patch})), ["src/b.rs", "docs/c.md"]);
        assert_eq!(files_written(Some(ToolKind::Patch), &json!(patch)), ["src/b.rs", "docs/c.md"]);
        assert!(files_written(Some(ToolKind::Shell), &json!({"command": "sed -i s/a/b/ x.rs"})).is_empty());
    }

    #[test]
    fn the_text_changed_comes_from_each_tools_fields() {
        let multi = json!({"file_path": "a", "edits": [{"old_string": "a", "new_string": "b"}, {"old_string": "c", "new_string": "d"}]});
        assert_eq!(text_changed(Some(ToolKind::Edit), &multi), ("a\nc".into(), "b\nd".into()));
        let opencode = json!({"filePath": "a", "oldString": "x", "newString": "y"});
        assert_eq!(text_changed(Some(ToolKind::Edit), &opencode), ("x".into(), "y".into()));
        assert_eq!(text_changed(Some(ToolKind::Write), &json!({"content": "z"})), (String::new(), "z".into()));
        let patch = "*** Begin Patch\n*** Update File: a\n@@\n-old line\n+new line\n keep\n*** End Patch";
        assert_eq!(text_changed(Some(ToolKind::Patch), &json!(patch)), ("old line".into(), "new line".into()));
        assert_eq!(text_changed(Some(ToolKind::Shell), &json!({"command": "ls"})), (String::new(), String::new()));
    }
}
