//! One module per agent: what it is as data (a [`Spec`]: its events, tools, wire and client) and
//! what differs as behaviour (an [`Adapter`]: its installer and its transcripts). Adding an
//! agent is one new module and one line in [`ALL`].

mod claude_code;
mod codex;
mod command_hook;
mod copilot;
mod cursor;
mod hermes;
pub mod mcp;
mod openclaw;
mod opencode;
mod plugin;
#[cfg(test)]
mod sixth;
pub mod vocabulary;

pub use plugin::DELIVERED_EVENT;

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::files::FilesUnder;
use crate::files::install::{self, FileChange, InstallEnv};
use crate::model::session::{Session, SessionSink};
use crate::model::tool::{self, ToolKind};
use crate::model::{Event, ToolEvent};

/// What a hook payload says about the moment.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct HookInput {
    pub session: Option<String>,
    pub cwd: Option<PathBuf>,
    pub tool_name: Option<String>,
    pub tool_input: Option<Value>,
    pub prompt: Option<String>,
    /// The first user turn of a session (Hermes says so; others have a session_start event).
    pub first_turn: bool,
    /// A stop that does not end the agent's own finished turn (a subagent's, or one the person
    /// interrupted): the stop gate lets it be.
    pub stop_exempt: bool,
}

/// The hook events the evidence ledger listens to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EvidenceEvent {
    PostTool,
    /// The agent reports the call failed (Claude Code's PostToolUseFailure).
    PostToolFailure,
    Stop,
}

/// How an agent's hooks talk: what a payload says and what to print back. Agents that share a
/// protocol share one value: command hooks (Claude Code, Codex), agent-trace's plugins
/// (OpenClaw, OpenCode).
pub trait Wire: Sync {
    /// Reads a hook payload; missing or mistyped fields are left empty.
    fn payload(&self, payload: &Value) -> HookInput;
    /// What to print to hand `context` over at `event` (the agent's own spelling of `moment`), or
    /// `None` where the agent cannot take context there (then nothing is selected or recorded).
    fn context(&self, event: &str, moment: Event, context: &str) -> Option<String>;
    /// What to print when there is nothing to hand over.
    fn neutral(&self) -> &'static str {
        ""
    }
    /// A finished tool call from a post-tool payload (the command-hook field names by default).
    fn tool_event(&self, payload: &Value, failed: bool) -> ToolEvent {
        ToolEvent {
            tool: string_field(payload, &["tool_name", "tool", "toolName"]).unwrap_or_default(),
            input: object_field(payload, &["tool_input", "args", "params"]).unwrap_or(Value::Null),
            response: object_field(payload, &["tool_response", "result", "output"]).unwrap_or(Value::Null),
            failed: failed || payload.get("error").is_some_and(|e| !e.is_null()),
            error: string_field(payload, &["error"]),
        }
    }
    /// `answer` with `message` added where the agent shows it to the person and not to the
    /// model (None: the agent has no such place).
    fn tell_person(&self, _answer: &str, _message: &str) -> Option<String> {
        None
    }
    /// What to print to tell the agent something right after a tool call at `event` (None: it
    /// cannot hear it).
    fn notice(&self, _event: &str, _notice: &str) -> Option<String> {
        None
    }
    /// What to print to hold a tool call, with `reason` as what the model reads in place of its
    /// result (None: the agent's hooks cannot hold a call). Used for `[recall] pre_tool =
    /// "hold-once"` where the agent cannot take context before a tool runs.
    fn hold(&self, _event: &str, _reason: &str) -> Option<String> {
        None
    }
    /// Whether context given at `moment` reaches the model only later (a plugin's queue), so the
    /// hit is recorded when the plugin says it put it into a request, not when it was chosen.
    fn delivers_later(&self, _moment: Event) -> bool {
        false
    }
    /// What to print to keep the agent from stopping, with the reason (None: it cannot be stopped).
    fn stop_block(&self, _reason: &str) -> Option<String> {
        None
    }
    /// Whether a plain post-tool event means the call succeeded, because a failure comes as an
    /// event of its own (Claude Code). Not where a failed command still comes as a success
    /// (Copilot CLI's shell) or where no captured payload shows it (Cursor).
    fn post_tool_means_success(&self) -> bool {
        true
    }
    /// What to print to let it stop.
    fn stop_allow(&self) -> &'static str {
        self.neutral()
    }
    /// The agent's own event when `payload` is in its dialect though another agent's hook got it:
    /// a host that runs other agents' hooks too (Cursor runs Claude Code's) sends them its own
    /// payload, and the call is answered as the host's.
    fn hosted_event(&self, _payload: &Value) -> Option<String> {
        None
    }
}

/// What [`Adapter::transcripts`] finds.
pub type Transcripts = Box<dyn Iterator<Item = PathBuf> + Send>;

/// What an agent is, as data: its identity, its events and tools, how its hooks speak, its
/// client. An agent shaped like one already here is a `Spec` and the few functions of
/// [`Adapter`] that differ.
pub struct Spec {
    /// The agent id on the command line and in lessons' `agents` list.
    pub id: &'static str,
    pub name: &'static str,
    /// The native events recall serves and the moment each one is.
    pub events: &'static [(&'static str, Event)],
    /// The native events the evidence ledger serves, with their own spelling.
    pub evidence_events: &'static [(&'static str, EvidenceEvent)],
    /// The native event at which the agent hands over a tool result before keeping it, so that
    /// an envelope in it can be kept as its model context (OpenClaw's `tool_result_persist`).
    pub envelope_event: Option<&'static str>,
    /// The protocol the agent's hooks speak.
    pub wire: &'static dyn Wire,
    /// Where its session-start lessons go.
    pub session_start: SessionStart,
    /// This agent's tool names and what each one is: the agent's part of the one tool
    /// vocabulary ([`tool_kind`]).
    pub tools: &'static [(&'static str, ToolKind)],
    /// The tools the agent runs without asking in its default permission mode (a permission
    /// list does not name them, yet they are allowed).
    pub tools_without_permission: &'static [&'static str],
    /// The environment variables the agent sets for the commands its tools run (its shell tool,
    /// its hooks): how agent-trace knows a command comes from inside an agent's tool call.
    pub tool_call_markers: &'static [&'static str],
    /// Whether agent-trace's MCP server is registered without `--mcp`: where the agent's hooks
    /// cannot hand a lesson over at some moment.
    pub mcp_by_default: bool,
    /// The agent's command-line client, for `doctor` to show its version and for a recorded
    /// session to be opened again.
    pub client: Option<Client>,
}

impl Spec {
    /// Whether this install registers the MCP server (`--mcp`/`--no-mcp`, else the default).
    pub fn wants_mcp(&self, env: &InstallEnv) -> bool {
        env.mcp.unwrap_or(self.mcp_by_default)
    }
}

/// Where an agent's session-start lessons go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionStart {
    /// At its session-start event, or with the first prompt where it has none (Hermes says which
    /// prompt is the first).
    AtItsEvent,
    /// With the first prompt even though it has a session-start event: agent-trace's plugins send
    /// `first_turn` rather than listen to it.
    WithFirstPrompt,
    /// At its event, or with the first prompt of a session whose event did not run (Codex may
    /// skip it).
    MayNotRun,
}

/// What differs from one agent to the next beyond its [`Spec`]: its installer and its transcripts.
pub trait Adapter: Sync {
    fn spec(&self) -> &'static Spec;

    /// Whether the agent is set up on this machine (its config directory exists).
    fn detect(&self, env: &InstallEnv) -> bool;
    /// The changes that put agent-trace's entries (and files) in place, computed from what is on disk.
    fn plan_install(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error>;
    /// The changes that take them out again.
    fn plan_uninstall(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error>;
    /// What is installed now, for `doctor`.
    fn inspect(&self, env: &InstallEnv) -> Result<Installation, install::Error>;
    /// What the person must do for the agent to run the hooks (consent, review, restart).
    fn notes(&self, _env: &InstallEnv) -> Vec<String> {
        Vec::new()
    }

    /// Whether agent-trace's own entry for `native_event` is in this agent's hooks (read from the
    /// machine): a host that also runs another agent's entries (Cursor runs Claude Code's) then
    /// serves the moment through its own, and the other entry stays quiet.
    fn has_own_entry(&self, _native_event: &str) -> bool {
        false
    }

    /// The tools this agent's own permission settings (`settings`, a parsed config file) let it
    /// use without asking, with those it never asks about; `None` when the agent has no such
    /// list, or the file holds none.
    fn permitted_tools(&self, _settings: &serde_json::Value) -> Option<Vec<String>> {
        None
    }

    /// Where an agent that writes one JSONL file per session keeps them; the three methods
    /// below read them unless the agent reads its own way.
    fn session_files(&self) -> Option<&'static SessionFiles> {
        None
    }
    /// The agent's transcript files under `home` (none when there is no parser for it), found as
    /// they are read, in no order: tens of thousands are never held at once.
    fn transcripts(&self, home: &Path) -> Transcripts {
        match self.session_files() {
            Some(files) => Box::new(FilesUnder::new(&home.join(files.folder), files.keep)),
            None => Box::new(std::iter::empty()),
        }
    }
    /// Where [`Adapter::transcripts`] looks, whether it exists yet or not: folders of files
    /// (`watch` follows their file events) and database files (`watch` polls them).
    fn transcript_roots(&self, home: &Path) -> Vec<PathBuf> {
        self.session_files().map(|files| home.join(files.folder)).into_iter().collect()
    }
    /// Reads a transcript file's sessions (a JSONL file holds one, a database many) into `each`,
    /// one at a time, so a database of any size is never held whole; reads on from where
    /// `previous` stopped when the file only grew (where the format allows). `None`: no parser
    /// for this file. Callers go through `transcripts::parse_each`, which finishes the sessions.
    fn read_transcript(
        &self,
        path: &Path,
        mut previous: Vec<Session>,
        each: &mut SessionSink<'_>,
    ) -> Option<std::io::Result<()>> {
        let files = self.session_files()?;
        let session = match (previous.pop(), previous.is_empty()) {
            (Some(session), true) => session,
            _ => Session { source: path.to_path_buf(), ..Session::default() },
        };
        Some((files.resume)(path, session).and_then(each))
    }
}

/// The transcripts of an agent that writes one JSONL file per session below one folder (Claude
/// Code, Codex): a file that only grew is read on from where the last read stopped.
pub struct SessionFiles {
    /// The folder, under home.
    pub folder: &'static str,
    /// Which file names below it are sessions.
    pub keep: fn(&str) -> bool,
    /// Reads a session's file on from where its `resume` offset stopped.
    pub resume: fn(&Path, Session) -> std::io::Result<Session>,
}

/// What every agent's [`Spec`] answers the same way.
impl dyn Adapter + '_ {
    pub fn id(&self) -> &'static str {
        self.spec().id
    }

    pub fn name(&self) -> &'static str {
        self.spec().name
    }

    pub fn wire(&self) -> &'static dyn Wire {
        self.spec().wire
    }

    /// Moments served together with the native event's own: session_start lessons ride on the
    /// first turn's prompt where the agent cannot inject at session start (Hermes, the plugins).
    pub fn extra_moments(&self, moment: Event, input: &HookInput) -> Vec<Event> {
        if moment == Event::Prompt && input.first_turn { vec![Event::SessionStart] } else { Vec::new() }
    }

    /// The command that opens a recorded session again in the agent's client (checked against
    /// each client's `--help`).
    pub fn resume_command(&self, session: &str) -> Option<String> {
        let client = self.spec().client?;
        Some(format!("{} {}{}", client.command, client.resume, crate::files::shell::quote(session)))
    }

    /// The names lessons use for this agent's `tool` (`Bash` for Hermes' `terminal`).
    pub fn lesson_names(&self, tool: &str) -> &'static [&'static str] {
        tool::kind_in(self.spec().tools, tool).map_or(&[], ToolKind::lesson_names)
    }

    /// The moment `native_event` is, matched ignoring case, `-` and `_` (`PreToolUse`, `pre-tool-use`).
    pub fn moment(&self, native_event: &str) -> Option<Event> {
        self.native_event(native_event).map(|(_, moment)| moment)
    }

    /// The agent's own spelling of `native_event`, with its moment.
    pub fn native_event(&self, native_event: &str) -> Option<(&'static str, Event)> {
        self.spec().events.iter().copied().find(|(name, _)| same_event_name(name, native_event))
    }

    /// The agent's native event for a moment.
    pub fn event_for(&self, moment: Event) -> Option<&'static str> {
        self.spec().events.iter().find(|(_, m)| *m == moment).map(|(name, _)| *name)
    }

    /// The evidence event `native_event` is, matched like `moment`.
    pub fn evidence_event(&self, native_event: &str) -> Option<(&'static str, EvidenceEvent)> {
        self.spec().evidence_events.iter().copied().find(|(name, _)| same_event_name(name, native_event))
    }

    /// What to print to hand `context` to the agent at `native_event` (see [`Wire::context`]).
    pub fn render(&self, native_event: &str, context: &str) -> Option<String> {
        let (event, moment) = self.native_event(native_event)?;
        self.wire().context(event, moment, context)
    }
}

/// What `doctor` finds of agent-trace in one agent's config.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Installation {
    /// The main config file.
    pub config: PathBuf,
    /// `(event, command)` of agent-trace's entries found.
    pub found: Vec<(String, String)>,
    /// `(event, command)` init would install.
    pub expected: Vec<(String, String)>,
    /// `(event, matcher)` of agent-trace's entries found: the tools each runs for (`None`: all).
    pub matchers: Vec<(String, Option<String>)>,
    /// Files agent-trace owns (plugin files) that are missing.
    pub missing_files: Vec<PathBuf>,
    /// Problems specific to the agent (a feature flag that turns hooks off, …).
    pub problems: Vec<Problem>,
}

/// An agent's client program and the version `scripts/e2e.sh` proves end to end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Client {
    pub command: &'static str,
    pub proven: &'static str,
    /// The arguments before a session id that open that session again, with what separates
    /// them from it (`--resume `, `--resume=`).
    pub resume: &'static str,
}

impl Client {
    /// Whether `version` is on the proven line (the same major and minor version).
    pub fn is_proven(&self, version: &str) -> bool {
        let line = |v: &str| v.split('.').take(2).map(str::to_string).collect::<Vec<_>>();
        line(version) == line(self.proven)
    }
}

/// The version a client's `--version` prints (`2.1.332 (Claude Code)`, `codex-cli 0.171.0`,
/// `Hermes Agent v0.19.0`): its first word that is a dotted number.
pub fn version_in(text: &str) -> Option<String> {
    text.split_whitespace()
        .map(|w| w.trim_start_matches('v').trim_end_matches(|c: char| !c.is_ascii_digit()))
        .find(|w| w.contains('.') && w.split('.').all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit())))
        .map(str::to_string)
}

/// Something in an agent's config that keeps agent-trace from working, and what to do about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub message: String,
    pub hint: String,
    /// `init` (so `doctor --fix`) repairs it; otherwise it is the person's to change.
    pub fixable: bool,
}

impl Problem {
    /// What `init` puts right.
    pub fn fixable(message: String) -> Problem {
        Problem { message, hint: "run `agent-trace doctor --fix`".into(), fixable: true }
    }

    /// A setting that is the person's, with the exact change to make.
    pub fn yours(message: String, hint: String) -> Problem {
        Problem { message, hint, fixable: false }
    }
}

/// The registry: every agent, in the order they are listed to people.
pub static ALL: &[&dyn Adapter] = &[
    &claude_code::ClaudeCode,
    &codex::Codex,
    &copilot::Copilot,
    &cursor::Cursor,
    &hermes::Hermes,
    &openclaw::OpenClaw,
    &opencode::OpenCode,
    #[cfg(test)]
    &sixth::Sixth,
];

pub fn by_id(id: &str) -> Option<&'static dyn Adapter> {
    ALL.iter().copied().find(|a| a.id() == id)
}

pub fn ids() -> Vec<&'static str> {
    ALL.iter().map(|a| a.id()).collect()
}

/// The agents' names for people (`Claude Code`, …), in registry order.
pub fn names() -> Vec<&'static str> {
    ALL.iter().map(|a| a.name()).collect()
}

/// What the tool named `name` is, whichever agent (or none: the audit sample's and MCP servers'
/// generic names) calls it so. The one place the systems learn what a tool is.
pub fn tool_kind(name: &str) -> Option<ToolKind> {
    ALL.iter().find_map(|a| tool::kind_in(a.spec().tools, name)).or_else(|| tool::kind_in(tool::GENERIC_TOOLS, name))
}

/// How each moment's lessons reach this agent's model, for `init` and `doctor` to say:
/// `hold_once` is your `[recall] pre_tool = "hold-once"`, `mcp` whether its MCP server is registered.
pub fn moments_served(adapter: &dyn Adapter, hold_once: bool, mcp: bool) -> Vec<(Event, String)> {
    let wire = adapter.wire();
    let served = |moment: Event| -> String {
        let native = adapter.event_for(moment);
        let first_prompt =
            moment == Event::SessionStart && adapter.spec().session_start == SessionStart::WithFirstPrompt;
        let direct = native.filter(|n| adapter.render(n, "").is_some() && !first_prompt);
        let holds = native.filter(|n| wire.hold(n, "").is_some());
        match (moment, direct, holds) {
            (Event::PreTool, _, Some(n)) if hold_once => {
                format!("the first matching call of a session is held, the lessons as its result ({n})")
            }
            (Event::PreTool, Some(n), holds) if wire.delivers_later(moment) => format!(
                "with the next model request, after the tool ran ({n}){}",
                if holds.is_some() { "; `[recall] pre_tool = \"hold-once\"` holds the call instead" } else { "" }
            ),
            (_, Some(n), _) => format!("at {n}"),
            (Event::SessionStart, None, _) => "with the first prompt".into(),
            (_, None, holds) => {
                let ask = if mcp { "the model asks the MCP server (recall_lessons)" } else { "not served" };
                let hint = if holds.is_some() { "; `[recall] pre_tool = \"hold-once\"` holds the call" } else { "" };
                format!("no hook can add context here: {ask}{hint}")
            }
        }
    };
    [Event::SessionStart, Event::Prompt, Event::PreTool].into_iter().map(|m| (m, served(m))).collect()
}

/// The host that really sent `payload`, and its event, when another agent's hook got it.
pub fn host_of(payload: &Value) -> Option<(&'static dyn Adapter, String)> {
    ALL.iter().find_map(|agent| agent.wire().hosted_event(payload).map(|event| (*agent, event)))
}

/// The agent inside whose tool call this process runs, by the marker it set (`Claude Code
/// (CLAUDECODE=1)`), read through `var`; `None` for a person's own shell.
pub fn running_inside(var: impl Fn(&str) -> Option<String>) -> Option<String> {
    ALL.iter().find_map(|agent| {
        let marker =
            agent.spec().tool_call_markers.iter().find_map(|m| var(m).filter(|v| !v.is_empty()).map(|v| (m, v)))?;
        Some(format!("{} ({}={})", agent.name(), marker.0, marker.1))
    })
}

/// The agent's own names for the tool a lesson names (`Bash` is Hermes' `terminal`), compared
/// ignoring ASCII case, the one way tool names compare in recall, doctor and matchers.
pub fn native_tools(adapter: &dyn Adapter, lesson_tool: &str) -> Vec<&'static str> {
    adapter
        .spec()
        .tools
        .iter()
        .filter(|(name, kind)| {
            name.eq_ignore_ascii_case(lesson_tool)
                || kind.lesson_names().iter().any(|l| l.eq_ignore_ascii_case(lesson_tool))
        })
        .map(|(name, _)| *name)
        .collect()
}

/// The tools an agent's tool hooks run for, as its matcher (`^(…)$`): every tool that can change
/// something (what the evidence ledger and most lessons are about), and every tool an approved
/// lesson names (`lesson_tools`), in the agent's own names. Starting the hook for every Read and
/// Grep is what makes people turn hooks off.
pub fn tool_matcher(adapter: &dyn Adapter, lesson_tools: &[String]) -> String {
    let mut names: std::collections::BTreeSet<&str> =
        adapter.spec().tools.iter().filter(|(_, kind)| kind.mutates()).map(|(name, _)| *name).collect();
    for tool in lesson_tools {
        let native = native_tools(adapter, tool);
        if !native.is_empty() {
            names.extend(native);
        } else if vocabulary::is_foreign(tool) {
            names.insert(tool); // a tool of its own (an MCP tool): its name as written
        }
        // A tool only other agents have never starts this agent's hook.
    }
    matcher_of(names)
}
fn matcher_of<'a>(names: impl IntoIterator<Item = &'a str>) -> String {
    format!("^({})$", names.into_iter().map(regex::escape).collect::<Vec<_>>().join("|"))
}

/// `wanted` with every tool an `installed` matcher of ours already names: init never narrows the
/// matcher (hooks are the machine's and lessons differ per repository, so init in one must not
/// drop another's tools). A matcher someone else wrote is replaced.
pub fn widen_matcher(wanted: &str, installed: &str) -> String {
    match (matcher_names(wanted), matcher_names(installed)) {
        (Some(mut names), Some(kept)) => {
            names.extend(kept);
            names.sort();
            names.dedup();
            matcher_of(names.iter().map(String::as_str))
        }
        _ => wanted.to_string(),
    }
}

/// The names in a matcher agent-trace wrote (`^(A|B)$`); `None` for any other.
fn matcher_names(matcher: &str) -> Option<Vec<String>> {
    let inner = matcher.strip_prefix("^(")?.strip_suffix(")$")?;
    let unescape = |name: &str| {
        let mut out = String::new();
        let mut chars = name.chars();
        while let Some(c) = chars.next() {
            out.extend(if c == '\\' { chars.next() } else { Some(c) });
        }
        out
    };
    Some(inner.split('|').map(unescape).filter(|n| !n.is_empty()).collect())
}

/// Whether a lesson for `tool` reaches this agent through tool hooks installed with `matcher`:
/// true too where the agent has no such tool (the lesson is for other agents).
pub fn matcher_reaches(adapter: &dyn Adapter, matcher: Option<&str>, tool: &str) -> bool {
    let Some(matcher) = matcher else { return true };
    let Ok(regex) = regex::Regex::new(matcher) else { return true }; // the agent's own rules then
    let native = native_tools(adapter, tool);
    if native.is_empty() {
        return !vocabulary::is_foreign(tool) || regex.is_match(tool);
    }
    native.iter().any(|name| regex.is_match(name))
}

fn same_event_name(a: &str, b: &str) -> bool {
    let fold = |s: &str| s.chars().filter(|c| *c != '-' && *c != '_').flat_map(char::to_lowercase).collect::<String>();
    fold(a) == fold(b)
}

/// The first of `names` that is a string field of `value`.
fn string_field(value: &Value, names: &[&str]) -> Option<String> {
    names.iter().find_map(|n| value.get(n).and_then(Value::as_str)).map(str::to_string)
}

/// A value an agent may send as JSON written into a string (Copilot's older `toolArgs`, Cursor's
/// `tool_output`): parsed where it is JSON, the text otherwise.
fn json_or_text(value: Value) -> Value {
    match value {
        Value::String(text) => serde_json::from_str(&text).unwrap_or(Value::String(text)),
        other => other,
    }
}

fn object_field(value: &Value, names: &[&str]) -> Option<Value> {
    names.iter().find_map(|n| value.get(n)).filter(|v| !v.is_null()).cloned()
}
