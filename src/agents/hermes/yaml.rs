//! Editing Hermes' `config.yaml` so that every comment and byte outside our entries survives.
//!
//! Serde-based YAML crates drop comments, so the edit is made on the lines of the `hooks:`
//! block: our items are appended at the end of an event's list (or an event or the `hooks:`
//! block is added). The result is then parsed and compared with the original plus the intended
//! change; on any difference nothing is written. Shapes this does not handle (a non-empty flow
//! mapping `hooks: {…}`) are refused with the snippet to add by hand.

use std::path::Path;

use yaml_serde::{Mapping, Value};

use crate::files::install::{Error, InstallEnv};

/// The one agent whose config is YAML: its hook commands are `agent-trace hook hermes <event>`.
const HERMES: &str = "hermes";

fn indent_of(line: &str) -> usize {
    line.len() - line.trim_start_matches(' ').len()
}

fn is_blank_or_comment(line: &str) -> bool {
    let t = line.trim_start();
    t.is_empty() || t.starts_with('#')
}

/// The value after `key:` on a line (comments stripped), if the line is that key at `indent`.
fn key_value<'a>(line: &'a str, indent: usize, key: &str) -> Option<&'a str> {
    if indent_of(line) != indent {
        return None;
    }
    let rest = line[indent..].strip_prefix(key)?.strip_prefix(':')?;
    if !(rest.is_empty() || rest.starts_with([' ', '\t'])) {
        return None;
    }
    let value = rest.split(" #").next().unwrap_or_default().trim();
    Some(value)
}

/// The end (exclusive line index) of the block that starts after line `start` and holds lines
/// indented deeper than `indent` (or list items at `indent`, which YAML allows under a key);
/// trailing blank and comment lines are left outside it.
fn block_end(lines: &[&str], start: usize, indent: usize) -> usize {
    let inside = |line: &str| {
        is_blank_or_comment(line)
            || indent_of(line) > indent
            || (indent_of(line) == indent && line.trim_start().starts_with("- "))
    };
    let mut end = start + 1;
    let mut last_content = start + 1;
    while end < lines.len() && inside(lines[end]) {
        end += 1;
        if !is_blank_or_comment(lines[end - 1]) {
            last_content = end;
        }
    }
    last_content
}

fn item(indent: usize, command: &str) -> String {
    format!("{}- command: {}", " ".repeat(indent), serde_json::to_string(command).expect("a string serializes"))
}

fn snippet(wanted: &[(&str, String)]) -> String {
    let mut s = String::from("hooks:\n");
    for (event, command) in wanted {
        s.push_str(&format!("  {event}:\n{}\n", item(4, command)));
    }
    s
}

/// Adds `- command: …` items for `wanted` (event, command) pairs to the `hooks:` block of `text`,
/// after removing any earlier agent-trace items. Returns the new text (== `text` when nothing to do).
pub fn add_hooks(path: &Path, text: &str, wanted: &[(&str, String)]) -> Result<String, Error> {
    let original = parse(path, text)?;
    if !matches!(original, Value::Mapping(_) | Value::Null) {
        return Err(Error::Unsupported {
            path: path.to_path_buf(),
            message: "the top level is not a mapping".into(),
            snippet: snippet(wanted),
        });
    }
    let present = our_items(&original);
    if present.len() == wanted.len() && wanted.iter().all(|(e, c)| present.iter().any(|(pe, pc)| pe == e && pc == c)) {
        return Ok(text.to_string());
    }
    let stripped = if present.is_empty() { text.to_string() } else { remove_hooks(path, text)? };
    let edited = insert_items(path, &stripped, wanted)?;
    let mut expected = without_ours(&original);
    for (event, command) in wanted {
        push_item(&mut expected, event, command);
    }
    verify(path, &edited, &expected)?;
    Ok(edited)
}

fn insert_items(path: &Path, text: &str, wanted: &[(&str, String)]) -> Result<String, Error> {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let refs: Vec<&str> = text.lines().collect();
    let hooks_line = refs.iter().position(|l| key_value(l, 0, "hooks").is_some());
    let Some(hooks_at) = hooks_line else {
        let mut out = text.to_string();
        if !out.is_empty() && !out.ends_with('\n') {
            out.push('\n');
        }
        out.push_str(&snippet(wanted));
        return Ok(out);
    };
    let value = key_value(refs[hooks_at], 0, "hooks").unwrap_or_default();
    if !matches!(value, "" | "{}" | "null" | "~") {
        return Err(Error::Unsupported {
            path: path.to_path_buf(),
            message: format!("line {}: `hooks: {value}` is not a block mapping agent-trace can edit", hooks_at + 1),
            snippet: snippet(wanted),
        });
    }
    if !value.is_empty() {
        // `hooks: {}` becomes a block; the comment after it, if any, stays on the line as it was.
        let after_key = refs[hooks_at]["hooks:".len()..].trim_start();
        let comment = after_key.strip_prefix(value).unwrap_or_default();
        lines[hooks_at] = format!("hooks:{comment}");
    }
    let end = block_end(&refs, hooks_at, 0);
    let child_indent = (hooks_at + 1..end).find(|&i| !is_blank_or_comment(refs[i])).map_or(2, |i| indent_of(refs[i]));
    let mut insertions: Vec<(usize, String)> = Vec::new();
    for (event, command) in wanted {
        let event_at = (hooks_at + 1..end).find(|&i| key_value(refs[i], child_indent, event).is_some());
        match event_at {
            Some(at) if key_value(refs[at], child_indent, event).is_some_and(|v| v.is_empty()) => {
                let event_end = block_end(&refs, at, child_indent);
                let item_indent = (at + 1..event_end)
                    .find(|&i| !is_blank_or_comment(refs[i]))
                    .map_or(child_indent + 2, |i| indent_of(refs[i]));
                insertions.push((event_end, item(item_indent, command)));
            }
            Some(at) => {
                return Err(Error::Unsupported {
                    path: path.to_path_buf(),
                    message: format!("line {}: `{event}:` is not a block list agent-trace can append to", at + 1),
                    snippet: snippet(wanted),
                });
            }
            None => insertions
                .push((end, format!("{}{event}:\n{}", " ".repeat(child_indent), item(child_indent + 2, command)))),
        }
    }
    // Later positions first, so earlier indices stay valid; equal positions keep their order.
    insertions.sort_by_key(|i| std::cmp::Reverse(i.0));
    let mut grouped: Vec<(usize, Vec<String>)> = Vec::new();
    for (at, text) in insertions {
        match grouped.last_mut() {
            Some((last, items)) if *last == at => items.insert(0, text),
            _ => grouped.push((at, vec![text])),
        }
    }
    for (at, items) in grouped {
        for (offset, item) in items.into_iter().enumerate() {
            lines.insert(at + offset, item);
        }
    }
    let mut out = lines.join("\n");
    if text.ends_with('\n') || text.is_empty() {
        out.push('\n');
    }
    Ok(out)
}

/// Removes agent-trace's items (a `- command:` running `agent-trace hook`, with its continuation
/// lines), then event keys left without items; a `hooks:` left empty becomes `hooks: {}`.
pub fn remove_hooks(path: &Path, text: &str) -> Result<String, Error> {
    let original = parse(path, text)?;
    if our_items(&original).is_empty() {
        return Ok(text.to_string());
    }
    let refs: Vec<&str> = text.lines().collect();
    let mut keep = vec![true; refs.len()];
    let mut i = 0;
    while i < refs.len() {
        let trimmed = refs[i].trim_start();
        let ours = trimmed
            .strip_prefix("- command:")
            .and_then(|v| yaml_serde::from_str::<String>(v.trim()).ok())
            .is_some_and(|c| InstallEnv::is_our_command(&c, HERMES));
        if ours {
            let dash = indent_of(refs[i]);
            keep[i] = false;
            i += 1;
            while i < refs.len() && !is_blank_or_comment(refs[i]) && indent_of(refs[i]) > dash {
                keep[i] = false;
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    let mut lines: Vec<String> = refs.iter().zip(&keep).filter(|(_, k)| **k).map(|(l, _)| l.to_string()).collect();
    // Event keys (under hooks:) whose list is now empty.
    loop {
        let view: Vec<&str> = lines.iter().map(String::as_str).collect();
        let Some(hooks_at) = view.iter().position(|l| key_value(l, 0, "hooks").is_some()) else { break };
        let end = block_end(&view, hooks_at, 0);
        let empty_event = (hooks_at + 1..end).find(|&at| {
            let indent = indent_of(view[at]);
            !is_blank_or_comment(view[at])
                && view[at].trim_end().ends_with(':')
                && block_end(&view, at, indent) == at + 1
                && (at + 1 >= view.len() || is_blank_or_comment(view[at + 1]) || indent_of(view[at + 1]) <= indent)
        });
        match empty_event {
            Some(at) => {
                lines.remove(at);
            }
            None => {
                if block_end(&view, hooks_at, 0) == hooks_at + 1 && key_value(view[hooks_at], 0, "hooks") == Some("") {
                    let comment = view[hooks_at]["hooks:".len()..].to_string();
                    lines[hooks_at] = format!("hooks: {{}}{comment}");
                }
                break;
            }
        }
    }
    let mut out = lines.join("\n");
    if text.ends_with('\n') {
        out.push('\n');
    }
    verify(path, &out, &without_ours(&original))?;
    Ok(out)
}

fn parse(path: &Path, text: &str) -> Result<Value, Error> {
    if text.trim().is_empty() {
        return Ok(Value::Mapping(Mapping::new()));
    }
    yaml_serde::from_str(text).map_err(|e| {
        let (line, column) = e.location().map_or((0, 0), |l| (l.line(), l.column()));
        Error::Parse { path: path.to_path_buf(), line, column, message: e.to_string() }
    })
}

fn verify(path: &Path, text: &str, expected: &Value) -> Result<(), Error> {
    let got = parse(path, text).map_err(|e| Error::Verification { path: path.to_path_buf(), reason: e.to_string() })?;
    if normalize(&got) != normalize(expected) {
        return Err(Error::Verification { path: path.to_path_buf(), reason: "the parsed result differs".into() });
    }
    Ok(())
}

/// `hooks: {}`, `hooks:` and no hooks at all mean the same to Hermes.
fn normalize(value: &Value) -> Value {
    let mut value = value.clone();
    if let Value::Mapping(map) = &mut value
        && map.get("hooks").is_some_and(|h| h.is_null() || h.as_mapping().is_some_and(Mapping::is_empty))
    {
        map.remove("hooks");
    }
    value
}

/// agent-trace's `(event, command)` items in a parsed config.
pub fn our_items(config: &Value) -> Vec<(String, String)> {
    let Some(hooks) = config.get("hooks").and_then(Value::as_mapping) else { return Vec::new() };
    let mut found = Vec::new();
    for (event, items) in hooks {
        for item in items.as_sequence().into_iter().flatten() {
            if let (Some(event), Some(command)) = (event.as_str(), item.get("command").and_then(Value::as_str))
                && InstallEnv::is_our_command(command, HERMES)
            {
                found.push((event.to_string(), command.to_string()));
            }
        }
    }
    found
}

/// Parses a config for `doctor`.
pub fn parse_config(path: &Path, text: &str) -> Result<Value, Error> {
    parse(path, text)
}

fn without_ours(config: &Value) -> Value {
    let mut config = config.clone();
    if let Some(hooks) = config.get_mut("hooks").and_then(Value::as_mapping_mut) {
        for (_, items) in hooks.iter_mut() {
            if let Some(seq) = items.as_sequence_mut() {
                seq.retain(|item| {
                    !item.get("command").and_then(Value::as_str).is_some_and(|c| InstallEnv::is_our_command(c, HERMES))
                });
            }
        }
        hooks.retain(|_, items| !items.as_sequence().is_some_and(Vec::is_empty));
    }
    config
}

fn push_item(config: &mut Value, event: &str, command: &str) {
    let Value::Mapping(root) = config else { return };
    let hooks = root.entry("hooks".into()).or_insert_with(|| Value::Mapping(Mapping::new()));
    if hooks.is_null() {
        *hooks = Value::Mapping(Mapping::new());
    }
    let Some(hooks) = hooks.as_mapping_mut() else { return };
    let items = hooks.entry(event.into()).or_insert_with(|| Value::Sequence(Vec::new()));
    if let Some(seq) = items.as_sequence_mut() {
        let mut item = Mapping::new();
        item.insert("command".into(), command.into());
        seq.push(Value::Mapping(item));
    }
}

/// Whether `mcp_servers.agent-trace` is there: `Some(program)` when it is ours, `Some(None)`
/// someone else's, `None` absent.
pub fn our_mcp(config: &Value) -> Option<Option<String>> {
    let server = config.get("mcp_servers")?.get(InstallEnv::MCP_NAME)?;
    let program = server.get("command").and_then(Value::as_str).unwrap_or_default().to_string();
    let args: Vec<String> = server
        .get("args")
        .and_then(Value::as_sequence)
        .map(|a| a.iter().filter_map(|v| v.as_str().map(String::from)).collect())
        .unwrap_or_default();
    Some(InstallEnv::is_our_mcp(&program, &args).then_some(program))
}

fn mcp_lines(indent: usize, binary: &str) -> String {
    let pad = " ".repeat(indent);
    let quoted = serde_json::Value::from(binary).to_string();
    format!("{pad}{}:\n{pad}  command: {quoted}\n{pad}  args: [\"mcp\"]", InstallEnv::MCP_NAME)
}

/// Adds `mcp_servers.agent-trace` (`<binary> mcp`) to `text`, after any earlier entry of ours is
/// taken out; a server of that name someone else set up, or a `mcp_servers:` flow mapping, is
/// refused with the lines to add by hand. Verified by parsing, like the hooks.
pub fn add_mcp(path: &Path, text: &str, binary: &str) -> Result<String, Error> {
    let original = parse(path, text)?;
    let unsupported = |message: String| Error::Unsupported {
        path: path.to_path_buf(),
        message,
        snippet: format!("mcp_servers:\n{}", mcp_lines(2, binary)),
    };
    match our_mcp(&original) {
        Some(Some(program)) if program == binary => return Ok(text.to_string()),
        Some(None) => {
            return Err(unsupported(format!(
                "`mcp_servers.{}` is an MCP server someone else set up",
                InstallEnv::MCP_NAME
            )));
        }
        _ => {}
    }
    let stripped = remove_mcp(path, text)?;
    let refs: Vec<&str> = stripped.lines().collect();
    let mut lines: Vec<String> = refs.iter().map(|l| l.to_string()).collect();
    match refs.iter().position(|l| key_value(l, 0, "mcp_servers").is_some()) {
        None => {
            lines.push(format!("mcp_servers:\n{}", mcp_lines(2, binary)));
        }
        Some(at) => {
            let value = key_value(refs[at], 0, "mcp_servers").unwrap_or_default();
            if !matches!(value, "" | "{}" | "null" | "~") {
                return Err(unsupported(format!(
                    "line {}: `mcp_servers: {value}` is not a block mapping agent-trace can edit",
                    at + 1
                )));
            }
            if !value.is_empty() {
                lines[at] = "mcp_servers:".into();
            }
            let end = block_end(&refs, at, 0);
            let indent = (at + 1..end).find(|&i| !is_blank_or_comment(refs[i])).map_or(2, |i| indent_of(refs[i]));
            lines.insert(end, mcp_lines(indent, binary));
        }
    }
    let mut edited = lines.join("\n");
    if !edited.ends_with('\n') {
        edited.push('\n');
    }
    let mut expected = original.clone();
    set_mcp(&mut expected, binary);
    verify(path, &edited, &expected)?;
    Ok(edited)
}

/// Takes agent-trace's `mcp_servers` entry out (a `mcp_servers:` left empty goes too).
pub fn remove_mcp(path: &Path, text: &str) -> Result<String, Error> {
    let original = parse(path, text)?;
    if !matches!(our_mcp(&original), Some(Some(_))) {
        return Ok(text.to_string());
    }
    let refs: Vec<&str> = text.lines().collect();
    let Some(servers_at) = refs.iter().position(|l| key_value(l, 0, "mcp_servers").is_some()) else {
        return Ok(text.to_string());
    };
    let end = block_end(&refs, servers_at, 0);
    let indent = (servers_at + 1..end).find(|&i| !is_blank_or_comment(refs[i])).map_or(2, |i| indent_of(refs[i]));
    let Some(entry_at) = (servers_at + 1..end).find(|&i| key_value(refs[i], indent, InstallEnv::MCP_NAME).is_some())
    else {
        return Ok(text.to_string());
    };
    let entry_end = block_end(&refs, entry_at, indent);
    let mut lines: Vec<&str> = refs[..entry_at].to_vec();
    lines.extend(&refs[entry_end..]);
    if block_end(&lines, servers_at, 0) == servers_at + 1 {
        lines.remove(servers_at);
    }
    let mut out = lines.join("\n");
    if text.ends_with('\n') && !out.is_empty() {
        out.push('\n');
    }
    let mut expected = original.clone();
    if let Value::Mapping(root) = &mut expected {
        if let Some(Value::Mapping(servers)) = root.get_mut("mcp_servers") {
            servers.remove(InstallEnv::MCP_NAME);
        }
        if root.get("mcp_servers").is_some_and(|s| s.as_mapping().is_some_and(Mapping::is_empty)) {
            root.remove("mcp_servers");
        }
    }
    verify(path, &out, &expected)?;
    Ok(out)
}

fn set_mcp(config: &mut Value, binary: &str) {
    let Value::Mapping(root) = config else { return };
    let servers = root.entry("mcp_servers".into()).or_insert_with(|| Value::Mapping(Mapping::new()));
    if !servers.is_mapping() {
        *servers = Value::Mapping(Mapping::new());
    }
    if let Some(servers) = servers.as_mapping_mut() {
        let mut entry = Mapping::new();
        entry.insert("command".into(), binary.into());
        entry.insert("args".into(), Value::Sequence(vec!["mcp".into()]));
        servers.insert(InstallEnv::MCP_NAME.into(), Value::Mapping(entry));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CMD: &str = "/opt/bin/agent-trace hook hermes pre_llm_call";

    fn add(text: &str) -> String {
        add_hooks(Path::new("config.yaml"), text, &[("pre_llm_call", CMD.to_string())]).unwrap()
    }

    #[test]
    fn adds_a_hooks_block_where_there_is_none_and_removes_it_again() {
        let text = "model: x\n# hooks:\n#   pre_llm_call: []\nhooks_auto_accept: false\n";
        let added = add(text);
        assert_eq!(added, format!("{text}hooks:\n  pre_llm_call:\n    - command: \"{CMD}\"\n"));
        assert_eq!(add(&added), added, "a second run changes nothing");
    }

    #[test]
    fn turns_an_empty_flow_mapping_into_a_block_and_back() {
        let text = "hooks: {}  # none yet\nother: 1\n";
        let added = add(text);
        assert_eq!(added, format!("hooks:  # none yet\n  pre_llm_call:\n    - command: \"{CMD}\"\nother: 1\n"));
        let removed = remove_hooks(Path::new("c"), &added).unwrap();
        assert_eq!(removed, "hooks: {}  # none yet\nother: 1\n");
    }

    #[test]
    fn appends_after_other_items_of_the_same_event_keeping_comments() {
        let text = "hooks:\n  # mine\n  pre_llm_call:\n  - command: other.sh  # keep\n    timeout: 5\n\n  post_tool_call:\n  - command: fmt.sh\nafter: true\n";
        let added = add(text);
        assert_eq!(
            added,
            format!(
                "hooks:\n  # mine\n  pre_llm_call:\n  - command: other.sh  # keep\n    timeout: 5\n  - command: \"{CMD}\"\n\n  post_tool_call:\n  - command: fmt.sh\nafter: true\n"
            )
        );
        assert_eq!(remove_hooks(Path::new("c"), &added).unwrap(), text);
    }

    #[test]
    fn refuses_a_non_empty_flow_mapping_with_a_snippet() {
        let err = add_hooks(Path::new("c"), "hooks: {pre_llm_call: [{command: x}]}\n", &[("pre_llm_call", CMD.into())]);
        assert!(matches!(err, Err(Error::Unsupported { .. })), "{err:?}");
    }

    #[test]
    fn the_mcp_server_goes_in_and_out_byte_for_byte() {
        let path = Path::new("config.yaml");
        for original in ["", "model: x\n", "# mine\nmcp_servers:\n  other:\n    command: \"o\"\n", "mcp_servers: {}\n"]
        {
            let added = add_mcp(path, original, "/opt/bin/agent-trace").unwrap();
            let config: Value = yaml_serde::from_str(&added).unwrap();
            assert_eq!(our_mcp(&config), Some(Some("/opt/bin/agent-trace".into())), "{added}");
            assert_eq!(add_mcp(path, &added, "/opt/bin/agent-trace").unwrap(), added, "again: nothing");
            let removed = remove_mcp(path, &added).unwrap();
            if original != "mcp_servers: {}\n" {
                assert_eq!(removed, original, "{added}");
            }
        }
        let theirs = "mcp_servers:\n  agent-trace:\n    command: \"/usr/bin/other\"\n";
        assert!(matches!(add_mcp(path, theirs, "/opt/bin/agent-trace"), Err(Error::Unsupported { .. })));
        assert!(matches!(add_mcp(path, "mcp_servers: {a: 1}\n", "/x/agent-trace"), Err(Error::Unsupported { .. })));
    }
}
