//! The command-hook protocol Claude Code and Codex share: JSON on stdin,
//! `hookSpecificOutput.additionalContext` with the event's own `hookEventName` on stdout, and a
//! JSON config of `{"hooks": {"<Event>": [{"hooks": [{"type": "command", …}]}]}}`.

use std::path::PathBuf;

use serde_json::{Value, json};

use super::{HookInput, Installation, Problem, Wire, object_field, string_field};
use crate::install::{self, ConfigFile, FileChange, InstallEnv, json as json_edit, restore_or};
use crate::model::Event;

/// The native events recall serves in both agents.
pub const EVENTS: &[(&str, Event)] =
    &[("SessionStart", Event::SessionStart), ("UserPromptSubmit", Event::Prompt), ("PreToolUse", Event::PreTool)];

/// The command-hook wire: `hookSpecificOutput.additionalContext` at all three recall events
/// (agents.md §1.2, §2.2: Codex ignores plain stdout at PreToolUse), and a Stop decision.
pub struct CommandHook;

impl Wire for CommandHook {
    fn payload(&self, payload: &Value) -> HookInput {
        HookInput {
            session: string_field(payload, &["session_id"]),
            cwd: string_field(payload, &["cwd"]).map(Into::into),
            tool_name: string_field(payload, &["tool_name"]),
            tool_input: object_field(payload, &["tool_input"]),
            prompt: string_field(payload, &["prompt"]),
            first_turn: false,
        }
    }

    fn context(&self, event: &str, _moment: Event, context: &str) -> Option<String> {
        Some(additional_context(event, context))
    }

    fn notice(&self, event: &str, notice: &str) -> Option<String> {
        Some(additional_context(event, notice))
    }

    /// A Stop decision that keeps the agent working, with the reason it reads.
    fn stop_block(&self, reason: &str) -> Option<String> {
        Some(json!({"decision": "block", "reason": reason}).to_string())
    }
}

fn additional_context(hook_event_name: &str, context: &str) -> String {
    json!({"hookSpecificOutput": {"hookEventName": hook_event_name, "additionalContext": context}}).to_string()
}

/// The command-hook merge Claude Code and Codex share, for one JSON file.
pub fn plan_json_hooks(
    agent: &'static str,
    path: PathBuf,
    wanted: &[(&str, String)],
) -> Result<FileChange, install::Error> {
    let file = ConfigFile::read(path)?;
    let path = &file.path;
    // A new or empty file starts as `{}`, so it gets the same shape and key order as an edited one.
    let text = if file.text.trim().is_empty() { "{}\n" } else { &file.text };
    let root = json_edit::parse(path, text, true)?;
    let events: Vec<[&str; 2]> = wanted.iter().map(|(event, _)| ["hooks", *event]).collect();
    json_edit::refuse_duplicates(path, &root, &events.iter().map(|p| &p[..]).collect::<Vec<_>>())?;
    let object = json_edit::root_object(path, &root)?;
    let hooks = object.object_value_or_create("hooks").ok_or_else(|| install::Error::Unsupported {
        path: path.clone(),
        message: "`hooks` is not an object".into(),
        snippet: String::new(),
    })?;
    json_edit::ensure_command_hooks(path, &hooks, wanted, agent)?;
    let summary =
        format!("{} hook entries ({})", wanted.len(), wanted.iter().map(|(e, _)| *e).collect::<Vec<_>>().join(", "));
    Ok(file.change(agent, root.to_string(), summary))
}

/// Takes agent-trace's entries out of one hooks JSON file (the original bytes when untouched since init).
pub fn plan_remove_json_hooks(
    agent: &'static str,
    path: PathBuf,
    env: &InstallEnv,
) -> Result<FileChange, install::Error> {
    let file = path.clone();
    restore_or(agent, &path, env, move |current| {
        let root = json_edit::parse(&file, install::text_of(&file, current)?, true)?;
        if let Some(hooks) = root.object_value().and_then(|o| o.object_value("hooks")) {
            json_edit::remove_command_hooks(&hooks, agent);
        }
        Ok(Some(root.to_string().into_bytes()))
    })
}

/// agent-trace's entries in one hooks JSON file, for `doctor`.
pub fn inspect_json_hooks(
    agent: &str,
    path: PathBuf,
    wanted: Vec<(&str, String)>,
) -> Result<Installation, install::Error> {
    let ConfigFile { path, text, .. } = ConfigFile::read(path)?;
    let (mut found, mut problems) = (Vec::new(), Vec::new());
    if !text.trim().is_empty() {
        let root = json_edit::parse(&path, &text, true)?;
        let events: Vec<[&str; 2]> = wanted.iter().map(|(event, _)| ["hooks", *event]).collect();
        if let Some(key) = events.iter().find_map(|p| json_edit::duplicate_on_path(&root, p)) {
            problems.push(Problem::yours(
                format!("{}: `{key}` appears more than once, and {agent} reads only the last", path.display()),
                format!("keep one `{key}` (merge what the others hold into it), then run `agent-trace init`"),
            ));
        }
        found = root
            .object_value()
            .and_then(|o| o.object_value("hooks"))
            .map(|h| json_edit::our_commands(&h, agent))
            .unwrap_or_default();
    }
    Ok(Installation {
        config: path,
        found,
        expected: wanted.into_iter().map(|(e, c)| (e.to_string(), c)).collect(),
        problems,
        ..Installation::default()
    })
}
