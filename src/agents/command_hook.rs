//! The command-hook protocol Claude Code and Codex share: JSON on stdin,
//! `hookSpecificOutput.additionalContext` with the event's own `hookEventName` on stdout, and a
//! JSON config of `{"hooks": {"<Event>": [{"hooks": [{"type": "command", …}]}]}}`.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use super::{Adapter, HookInput, Installation, Problem, Wire, object_field, string_field};
use crate::files::install::json::HookEntry;
use crate::files::install::{self, ConfigFile, FileChange, InstallEnv, json as json_edit, restore_or};
use crate::model::Event;

/// The native events recall serves in both agents.
pub const EVENTS: &[(&str, Event)] =
    &[("SessionStart", Event::SessionStart), ("UserPromptSubmit", Event::Prompt), ("PreToolUse", Event::PreTool)];

/// The command-hook wire: `hookSpecificOutput.additionalContext` at all three recall events
/// (Codex ignores plain stdout at PreToolUse), and a Stop decision.
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
            stop_exempt: false,
        }
    }

    fn context(&self, event: &str, _moment: Event, context: &str) -> Option<String> {
        Some(additional_context(event, context))
    }

    fn notice(&self, event: &str, notice: &str) -> Option<String> {
        Some(additional_context(event, notice))
    }

    /// `systemMessage`: shown to the user, never to the model (Claude Code and Codex).
    fn tell_person(&self, answer: &str, message: &str) -> Option<String> {
        let mut answer = match serde_json::from_str::<Value>(answer) {
            Ok(Value::Object(fields)) => fields,
            _ if answer.trim().is_empty() => serde_json::Map::new(),
            _ => return None,
        };
        answer.insert("systemMessage".into(), Value::String(message.to_string()));
        Some(Value::Object(answer).to_string())
    }

    /// A Stop decision that keeps the agent working, with the reason it reads.
    /// Codex's Stop hook must print JSON when it exits 0; Claude Code reads `{}` as no decision.
    fn stop_allow(&self) -> &'static str {
        "{}"
    }

    fn stop_block(&self, reason: &str) -> Option<String> {
        Some(json!({"decision": "block", "reason": reason}).to_string())
    }
}

fn additional_context(hook_event_name: &str, context: &str) -> String {
    json!({"hookSpecificOutput": {"hookEventName": hook_event_name, "additionalContext": context}}).to_string()
}

/// The installer part of an agent whose hooks are command entries in one JSON file (Claude
/// Code's `settings.json`, Codex's `hooks.json`): the file, its events, and which of them are
/// tool events (limited to the tools that matter, see [`super::tool_matcher`]).
pub struct JsonHooks {
    pub file: fn(&InstallEnv) -> PathBuf,
    pub events: &'static [&'static str],
    pub tool_events: &'static [&'static str],
}

impl JsonHooks {
    /// The change that merges agent-trace's entries into the file.
    pub fn plan_install(&self, agent: &dyn Adapter, env: &InstallEnv) -> Result<FileChange, install::Error> {
        plan_json_hooks(agent.id(), (self.file)(env), &self.entries(agent, env))
    }

    /// The change that takes them out (the original bytes when untouched since init).
    pub fn plan_uninstall(&self, agent: &dyn Adapter, env: &InstallEnv) -> Result<FileChange, install::Error> {
        plan_remove_json_hooks(agent.id(), (self.file)(env), env)
    }

    /// agent-trace's entries in the file, for `doctor`.
    pub fn inspect(&self, agent: &dyn Adapter, env: &InstallEnv) -> Result<Installation, install::Error> {
        inspect_json_hooks(agent.id(), (self.file)(env), self.entries(agent, env))
    }

    /// Whether the agent is set up: the file's folder exists.
    pub fn detect(&self, env: &InstallEnv) -> bool {
        (self.file)(env).parent().is_some_and(Path::is_dir)
    }

    fn entries(&self, agent: &dyn Adapter, env: &InstallEnv) -> Vec<HookEntry> {
        let matcher = super::tool_matcher(agent, &env.lesson_tools);
        self.events
            .iter()
            .map(|event| HookEntry {
                event: event.to_string(),
                matcher: self.tool_events.contains(event).then(|| matcher.clone()),
                command: env.hook_command(agent.id(), event),
            })
            .collect()
    }
}

/// The command-hook merge, for one JSON file.
fn plan_json_hooks(agent: &'static str, path: PathBuf, wanted: &[HookEntry]) -> Result<FileChange, install::Error> {
    let file = ConfigFile::read(path)?;
    let path = &file.path;
    // A new or empty file starts as `{}`, so it gets the same shape and key order as an edited one.
    let text = if file.text.trim().is_empty() { "{}\n" } else { &file.text };
    let root = json_edit::parse(path, text, true)?;
    let events: Vec<[&str; 2]> = wanted.iter().map(|w| ["hooks", w.event.as_str()]).collect();
    json_edit::refuse_duplicates(path, &root, &events.iter().map(|p| &p[..]).collect::<Vec<_>>())?;
    let object = json_edit::root_object(path, &root)?;
    let hooks = object.object_value_or_create("hooks").ok_or_else(|| install::Error::Unsupported {
        path: path.clone(),
        message: "`hooks` is not an object".into(),
        snippet: String::new(),
    })?;
    let present = json_edit::our_entries(&hooks, agent);
    let wanted: Vec<HookEntry> = wanted
        .iter()
        .map(|w| {
            let installed = present.iter().find(|p| p.event == w.event).and_then(|p| p.matcher.as_deref());
            let matcher = match (&w.matcher, installed) {
                (Some(wanted), Some(installed)) => Some(super::widen_matcher(wanted, installed)),
                (matcher, _) => matcher.clone(),
            };
            HookEntry { matcher, ..w.clone() }
        })
        .collect();
    json_edit::ensure_command_hooks(path, &hooks, &wanted, agent)?;
    let names: Vec<&str> = wanted.iter().map(|w| w.event.as_str()).collect();
    let summary = format!("{} hook entries ({})", wanted.len(), names.join(", "));
    Ok(file.change(agent, root.to_string(), summary))
}

/// Takes agent-trace's entries out of one hooks JSON file (the original bytes when untouched since init).
fn plan_remove_json_hooks(agent: &'static str, path: PathBuf, env: &InstallEnv) -> Result<FileChange, install::Error> {
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
fn inspect_json_hooks(agent: &str, path: PathBuf, wanted: Vec<HookEntry>) -> Result<Installation, install::Error> {
    let ConfigFile { path, text, .. } = ConfigFile::read(path)?;
    let (mut entries, mut problems) = (Vec::new(), Vec::new());
    if !text.trim().is_empty() {
        let root = json_edit::parse(&path, &text, true)?;
        let events: Vec<[&str; 2]> = wanted.iter().map(|w| ["hooks", w.event.as_str()]).collect();
        if let Some(key) = events.iter().find_map(|p| json_edit::duplicate_on_path(&root, p)) {
            problems.push(Problem::yours(
                format!("{}: `{key}` appears more than once, and {agent} reads only the last", path.display()),
                format!("keep one `{key}` (merge what the others hold into it), then run `agent-trace init`"),
            ));
        }
        entries = root
            .object_value()
            .and_then(|o| o.object_value("hooks"))
            .map(|h| json_edit::our_entries(&h, agent))
            .unwrap_or_default();
    }
    for entry in &entries {
        let Some(want) = wanted.iter().find(|w| w.event == entry.event && w.command == entry.command) else { continue };
        let narrower = match (&want.matcher, &entry.matcher) {
            (Some(wanted), Some(installed)) => super::widen_matcher(installed, wanted) != *installed,
            (Some(_), None) | (None, None) => false, // every tool: nothing is missed
            (None, Some(_)) => true,
        };
        if narrower {
            let said = |m: &Option<String>| m.as_deref().map_or("every tool".to_string(), |m| format!("`{m}`"));
            problems.push(Problem::fixable(format!(
                "{}: the {} entry runs for {}; init would set {}",
                path.display(),
                entry.event,
                said(&entry.matcher),
                said(&want.matcher)
            )));
        }
    }
    Ok(Installation {
        config: path,
        found: entries.iter().map(|e| (e.event.clone(), e.command.clone())).collect(),
        matchers: entries.into_iter().map(|e| (e.event, e.matcher)).collect(),
        expected: wanted.into_iter().map(|w| (w.event, w.command)).collect(),
        problems,
        ..Installation::default()
    })
}
