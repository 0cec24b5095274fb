//! `agent-trace mcp`: the lessons as an MCP server on stdio, for any client that speaks MCP.
//!
//! `recall_lessons` is the same engine as the hooks. `record_lesson` only makes a candidate in
//! the private store: a model may propose a lesson, but a person approves it.

use std::path::PathBuf;
use std::time::Duration;

use rmcp::handler::server::wrapper::Parameters;
use rmcp::{ServerHandler, ServiceExt, schemars, tool, tool_handler, tool_router};
use serde::Deserialize;
use serde_json::{Value, json};

use crate::agents::{self, HookInput};
use crate::systems::lessons::actions::{self, AddOutcome, Decision, Draft};
use crate::systems::lessons::store::Store;
use crate::systems::lessons::{Category, Event, Severity, Trigger};
use crate::systems::recall::{self, Deadline};
use crate::{files::clock, files::git, files::trust};

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct RecallParams {
    /// The directory you work in (your repository): its lessons apply.
    pub cwd: String,
    /// What you are about to do. The shell command you will run (`git push --force origin main`)
    /// brings back the lessons for that command, as a hook would before it runs; the change and
    /// the file you will edit, or the user's request in words, the lessons for that request;
    /// `session_start`, the lessons for a new session.
    pub intent: String,
    /// The tool you are about to call, as you call it (`Bash`, `Edit`, `apply_patch`, `shell`, …):
    /// the lessons for calls of that tool come back, matched against `input` (or `intent`).
    pub tool_name: Option<String>,
    /// The tool's input as you will pass it (`{"command": "…"}`, `{"file_path": "…"}`); without
    /// it, `intent` is matched.
    pub input: Option<Value>,
    /// Your agent's id, if you know it: lessons meant for named agents only come back to them.
    #[serde(default)]
    #[schemars(schema_with = "agent_id_schema")]
    pub agent: Option<String>,
}

/// The registry's agent ids, as the JSON schema's `enum` (or no agent).
fn agent_id_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
    let ids: Vec<Value> = crate::agents::ids().into_iter().map(Value::from).chain([Value::Null]).collect();
    schemars::json_schema!({ "description": "The agent's id, if known.", "enum": ids })
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct RecordParams {
    /// The lesson, one or two sentences.
    pub text: String,
    /// When to hand it back: EVENT[:TOOL[:REGEX]], EVENT one of session_start, prompt, pre_tool.
    pub trigger: Option<String>,
}

#[derive(Debug, Clone)]
pub struct LessonServer {
    session: String,
    cwd: PathBuf,
}

#[tool_router]
impl LessonServer {
    #[tool(
        description = "Lessons this team recorded from earlier agent mistakes that apply to what you are about to do. Call it at the start of a task, and before you run a command or edit a file with `tool_name` and the command as `intent`."
    )]
    async fn recall_lessons(&self, Parameters(params): Parameters<RecallParams>) -> String {
        let adapter = params.agent.as_deref().and_then(agents::by_id);
        // An intent that reads as a shell command is what the agent's shell tool is about to run.
        let tool_name = params.tool_name.or_else(|| {
            let shell = crate::model::tool::ToolKind::Shell.lesson_names()[0];
            crate::model::command::reads_as_command(&params.intent).then(|| shell.to_string())
        });
        let (moment, subject) = match (&tool_name, params.intent.as_str()) {
            (Some(_), _) => (Event::PreTool, None),
            (None, "session_start") => (Event::SessionStart, None),
            (None, intent) => (Event::Prompt, Some(intent.to_string())),
        };
        let input = HookInput {
            session: Some(self.session.clone()),
            cwd: Some(PathBuf::from(&params.cwd)),
            tool_name,
            tool_input: params.input.or_else(|| Some(Value::String(params.intent.clone()))),
            prompt: subject,
            first_turn: false,
            stop_exempt: false,
        };
        let data_dir = crate::files::home::data_dir().ok();
        let problems = std::cell::RefCell::new(Vec::new());
        let log = |p: &str| problems.borrow_mut().push(p.to_string());
        let here = trust::here(data_dir.as_deref(), &PathBuf::from(&params.cwd), &log);
        let deadline = Deadline::after(Duration::from_secs(2));
        let recall = recall::deliver(adapter, moment, &input, &here, data_dir.as_deref(), true, deadline, &log)
            .unwrap_or_default();
        // The model may tell the person; the decision is the person's alone.
        if let Some(project) = here.project().filter(|_| here.trusted().is_none()) {
            problems.borrow_mut().push(format!(
                "the user has not trusted {}, so its lessons are not delivered; only the user can decide to trust it",
                project.root().display()
            ));
        }
        json!({
            "event": moment.name(),
            "context": if recall.lessons.is_empty() { "No recorded lesson applies.".to_string() } else { recall.context },
            "lessons": recall.lessons,
            "warnings": problems.into_inner(),
        })
        .to_string()
    }

    #[tool(
        description = "Propose a lesson from a mistake you made or saw, so that agents avoid it next time. It is kept as a candidate until a person approves it."
    )]
    async fn record_lesson(&self, Parameters(params): Parameters<RecordParams>) -> Result<String, String> {
        // A refused lesson is a tool error (`isError: true`), so the model does not take it as done.
        record(&self.cwd, params).map_err(|e| format!("not recorded: {e}"))
    }
}

#[tool_handler(
    name = "agent-trace",
    instructions = "Lessons this team recorded from earlier agent mistakes. Call recall_lessons at the start of a task, and before you run a command or edit a file, with `tool_name` (the tool you are about to call) and `intent` (the command, or the change and its file); call record_lesson when you learn something the next agent should know."
)]
impl ServerHandler for LessonServer {}

fn record(cwd: &std::path::Path, params: RecordParams) -> Result<String, crate::systems::lessons::Error> {
    let trigger = match params.trigger.as_deref() {
        Some(spec) => Trigger::parse_spec(spec)?,
        None => Trigger::on(Event::SessionStart),
    };
    let draft =
        Draft { text: params.text, trigger, severity: Severity::DEFAULT, category: Category::Other, agents: None };
    let decision = Decision { at: clock::now()?, by: git::user_name(cwd) };
    let store = Store::candidates()?;
    let (lesson, outcome) = actions::add(&store, draft, &decision)?;
    let state = if outcome == AddOutcome::Added { "recorded" } else { "already recorded" };
    // No command in the answer: the decision is the person's, made where the agent is not.
    Ok(format!("{state} candidate {id}; it waits for a person's review", id = lesson.id))
}

/// Serves on stdin/stdout until the client closes the connection.
pub fn serve_stdio(cwd: PathBuf) -> std::io::Result<()> {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    runtime.block_on(async move {
        let server = LessonServer { session: format!("mcp-{}", std::process::id()), cwd };
        let running = server.serve(rmcp::transport::stdio()).await.map_err(std::io::Error::other)?;
        running.waiting().await.map_err(std::io::Error::other)?;
        Ok(())
    })
}
