//! Comment- and format-preserving edits of JSON, JSONC and JSON5 configs (jsonc-parser's CST),
//! for the command-hook shape Claude Code and Codex share:
//! `{"hooks": {"<Event>": [{"matcher"?, "hooks": [{"type": "command", "command": …}]}]}}`.

use std::path::Path;

use jsonc_parser::ParseOptions;
use jsonc_parser::cst::{CstInputValue, CstNode, CstObject, CstRootNode};

use super::{Error, InstallEnv};

/// Seconds an agent waits for our hook before giving up on it (it answers in milliseconds).
pub const HOOK_TIMEOUT_SECONDS: u32 = 10;

/// Parses a config. `strict` files (JSON read by a strict parser) must be plain JSON.
pub fn parse(path: &Path, text: &str, strict: bool) -> Result<CstRootNode, Error> {
    if strict && let Err(e) = serde_json::from_str::<serde_json::Value>(text) {
        return Err(Error::Parse {
            path: path.to_path_buf(),
            line: e.line(),
            column: e.column(),
            message: strip_position(&e.to_string()),
        });
    }
    CstRootNode::parse(text, &ParseOptions::default()).map_err(|e| {
        let (line, column) = line_column(text, e.range().start);
        Error::Parse { path: path.to_path_buf(), line, column, message: e.kind().to_string() }
    })
}

fn strip_position(message: &str) -> String {
    message.rfind(" at line ").map_or(message, |at| &message[..at]).to_string()
}

fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.rfind('\n').map_or(before.len(), |nl| before.len() - nl - 1) + 1;
    (line, column)
}

/// The top-level object, which an empty file gets.
pub fn root_object(path: &Path, root: &CstRootNode) -> Result<CstObject, Error> {
    if root.value().is_none() {
        return Ok(root.object_value_or_set());
    }
    root.object_value().ok_or_else(|| Error::Unsupported {
        path: path.to_path_buf(),
        message: "the top level is not an object".into(),
        snippet: String::new(),
    })
}

/// The first key on `path` (`["hooks", "PreToolUse"]`) that appears more than once in its object,
/// as `hooks.PreToolUse`. A JSON reader keeps the last of equal keys, so whatever is under an
/// earlier one is never seen: an edit there would be lost on the agent.
pub fn duplicate_on_path(root: &CstRootNode, path: &[&str]) -> Option<String> {
    let mut object = root.object_value()?;
    for (depth, key) in path.iter().enumerate() {
        let same = object
            .properties()
            .iter()
            .filter(|p| p.name().and_then(|n| n.decoded_value().ok()).as_deref() == Some(*key))
            .count();
        if same > 1 {
            return Some(path[..=depth].join("."));
        }
        object = object.object_value(key)?;
    }
    None
}

/// [`duplicate_on_path`] for every path, as the error init gives.
pub fn refuse_duplicates(path: &Path, root: &CstRootNode, paths: &[&[&str]]) -> Result<(), Error> {
    match paths.iter().find_map(|p| duplicate_on_path(root, p)) {
        Some(key) => Err(Error::DuplicateKey { path: path.to_path_buf(), key }),
        None => Ok(()),
    }
}

pub fn string_value(node: &CstNode) -> Option<String> {
    node.as_string_lit().and_then(|s| s.decoded_value().ok())
}

/// The command of a handler object, if it has one.
fn handler_command(handler: &CstNode) -> Option<String> {
    handler.as_object()?.get("command")?.value().as_ref().and_then(string_value)
}

/// One command-hook entry: the event, the tools it runs for (`None`: every tool, or an event
/// without tools), and the command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HookEntry {
    pub event: String,
    pub matcher: Option<String>,
    pub command: String,
}

/// Every entry of agent-trace's handlers in a hooks object.
pub fn our_entries(hooks: &CstObject, agent: &str) -> Vec<HookEntry> {
    let mut found = Vec::new();
    for event in hooks.properties() {
        let Some(name) = event.name().and_then(|n| n.decoded_value().ok()) else { continue };
        let Some(groups) = event.value().and_then(|v| v.as_array()) else { continue };
        for group in groups.elements() {
            let Some(group) = group.as_object() else { continue };
            let Some(handlers) = group.array_value("hooks") else { continue };
            let matcher = group.get("matcher").and_then(|p| p.value()).as_ref().and_then(string_value);
            for handler in handlers.elements() {
                if let Some(command) = handler_command(&handler).filter(|c| InstallEnv::is_our_command(c, agent)) {
                    found.push(HookEntry { event: name.clone(), matcher: matcher.clone(), command });
                }
            }
        }
    }
    found
}

/// Makes `hooks` hold exactly the `wanted` agent-trace entries, appended after everyone else's
/// groups. Returns how many entries it added. Untouched when already so (matchers included); an
/// event that holds something other than a list of groups is refused before anything is changed.
pub fn ensure_command_hooks(path: &Path, hooks: &CstObject, wanted: &[HookEntry], agent: &str) -> Result<usize, Error> {
    for entry in wanted {
        let event = &entry.event;
        if hooks.get(event).and_then(|p| p.value()).is_some_and(|v| v.as_array().is_none()) {
            return Err(Error::Unsupported {
                path: path.to_path_buf(),
                message: format!("`hooks.{event}` is not a list of hook groups"),
                snippet: format!("\"{event}\": [{}]", group_snippet(entry)),
            });
        }
    }
    let present = our_entries(hooks, agent);
    if wanted.len() == present.len() && wanted.iter().all(|w| present.contains(w)) {
        return Ok(0);
    }
    remove_command_hooks(hooks, agent);
    for entry in wanted {
        // Checked above: every wanted event is absent or a list.
        if let Some(groups) = hooks.array_value_or_create(&entry.event) {
            groups.append(group(entry));
        }
    }
    Ok(wanted.len())
}

/// The group agent-trace appends for one entry: `{"matcher"?, "hooks": [{"type", "command", "timeout"}]}`.
fn group(entry: &HookEntry) -> CstInputValue {
    let handler = CstInputValue::Object(vec![
        ("type".into(), CstInputValue::String("command".into())),
        ("command".into(), CstInputValue::String(entry.command.clone())),
        ("timeout".into(), CstInputValue::Number(HOOK_TIMEOUT_SECONDS.to_string())),
    ]);
    let matcher = entry.matcher.iter().map(|m| ("matcher".to_string(), CstInputValue::String(m.clone())));
    CstInputValue::Object(matcher.chain([("hooks".to_string(), CstInputValue::Array(vec![handler]))]).collect())
}

/// The same group as JSON text, for a person to add by hand.
fn group_snippet(entry: &HookEntry) -> String {
    let text = |s: &str| serde_json::Value::from(s).to_string();
    let matcher = entry.matcher.as_deref().map(|m| format!("\"matcher\": {}, ", text(m))).unwrap_or_default();
    format!(
        "{{{matcher}\"hooks\": [{{\"type\": \"command\", \"command\": {}, \"timeout\": {HOOK_TIMEOUT_SECONDS}}}]}}",
        text(&entry.command)
    )
}

/// Removes agent-trace's handlers, then the groups and event arrays they leave empty.
/// Returns how many handlers it removed.
pub fn remove_command_hooks(hooks: &CstObject, agent: &str) -> usize {
    let mut removed = 0;
    for event in hooks.properties() {
        let Some(groups) = event.value().and_then(|v| v.as_array()) else { continue };
        for group in groups.elements() {
            let Some(handlers) = group.as_object().and_then(|g| g.array_value("hooks")) else { continue };
            let ours: Vec<CstNode> = handlers
                .elements()
                .into_iter()
                .filter(|h| handler_command(h).is_some_and(|c| InstallEnv::is_our_command(&c, agent)))
                .collect();
            if ours.is_empty() {
                continue;
            }
            removed += ours.len();
            let all_ours = ours.len() == handlers.elements().len();
            if all_ours {
                group.remove();
            } else {
                ours.into_iter().for_each(|h| h.remove());
            }
        }
        if groups.elements().is_empty() {
            event.remove();
        }
    }
    removed
}

/// What agent-trace's MCP entry at `path` (`["mcpServers", "agent-trace"]`) is in a config.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum McpEntry {
    Absent,
    /// Ours, with this program.
    Ours(String),
    /// An entry of that name that someone else wrote: never touched.
    Theirs,
}

/// Takes an MCP entry apart into its program and arguments (the agents spell it differently).
pub type Argv = fn(&serde_json::Value) -> Option<(String, Vec<String>)>;

/// Reads the MCP entry at `path`; `argv` takes the entry apart into program and arguments (the
/// agents spell it differently).
pub fn mcp_entry(root: &CstRootNode, path: &[&str], argv: Argv) -> McpEntry {
    let Some(value) = member(root, path).and_then(|n| n.to_serde_value()) else { return McpEntry::Absent };
    match argv(&value) {
        Some((program, args)) if InstallEnv::is_our_mcp(&program, &args) => McpEntry::Ours(program),
        _ => McpEntry::Theirs,
    }
}

fn member(root: &CstRootNode, path: &[&str]) -> Option<CstNode> {
    let (last, parents) = path.split_last()?;
    let mut object = root.object_value()?;
    for key in parents {
        object = object.object_value(key)?;
    }
    object.get(last)?.value()
}

/// Sets agent-trace's MCP entry at `path` to `value`, creating the objects on the way; an entry
/// someone else wrote under that name is refused.
pub fn ensure_mcp_entry(
    file: &Path,
    root: &CstRootNode,
    path: &[&str],
    value: CstInputValue,
    argv: Argv,
) -> Result<(), Error> {
    if mcp_entry(root, path, argv) == McpEntry::Theirs {
        return Err(Error::Unsupported {
            path: file.to_path_buf(),
            message: format!("`{}` is an MCP server someone else set up", path.join(".")),
            snippet: "rename it, or remove it and run init again".into(),
        });
    }
    let Some((last, parents)) = path.split_last() else { return Ok(()) };
    let mut object = root_object(file, root)?;
    for key in parents {
        object = object.object_value_or_create(key).ok_or_else(|| Error::Unsupported {
            path: file.to_path_buf(),
            message: format!("`{key}` is not an object"),
            snippet: String::new(),
        })?;
    }
    match object.get(last) {
        Some(existing) => existing.set_value(value),
        None => {
            object.append(last, value);
        }
    }
    Ok(())
}

/// Takes agent-trace's MCP entry out (and the object holding it, when init's entry was all it held).
pub fn remove_mcp_entry(root: &CstRootNode, path: &[&str], argv: Argv) {
    if !matches!(mcp_entry(root, path, argv), McpEntry::Ours(_)) {
        return;
    }
    let Some((last, parents)) = path.split_last() else { return };
    let Some(mut object) = root.object_value() else { return };
    let mut chain = Vec::new();
    for key in parents {
        let Some(next) = object.object_value(key) else { return };
        chain.push((object.clone(), *key));
        object = next;
    }
    if let Some(entry) = object.get(last) {
        entry.remove();
    }
    if object.properties().is_empty()
        && let Some((parent, key)) = chain.last()
        && let Some(holder) = parent.get(key)
    {
        holder.remove();
    }
}
