use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, ValueEnum};
use serde_json::json;

use super::Failure;
use crate::agents::{self, HookInput};
use crate::commands::hook::{self, Environment};
use crate::files;
use crate::systems::lessons::Event;
use crate::systems::recall::{Deadline, refresh};
use crate::{files::trust, model::text};

/// `agent-trace hook <agent> <event>`, reached before clap: prints the agent's output, exits 0.
pub fn hook_main(args: &[OsString]) -> ExitCode {
    std::panic::set_hook(Box::new(|_| {})); // a panic is logged by the hook, never shown to the agent
    let arg = |n: usize| args.get(n).map(|a| a.to_string_lossy().into_owned()).unwrap_or_default();
    let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("/"));
    hook::serve(&arg(0), &arg(1), std::io::stdin(), &Environment::from_process(cwd));
    ExitCode::SUCCESS
}

#[derive(Debug, Args)]
pub struct HookArgs {
    /// The agent whose hook this is, as `init --help` lists them (an unknown one gets neutral output:
    /// a hook never fails).
    pub agent: String,
    /// The agent's own event name (PreToolUse, pre_llm_call, before_tool_call, …).
    pub event: String,
}

/// What a hook hands the process that builds an index (see `recall::refresh::Request`).
#[derive(Debug, Args)]
pub struct RefreshArgs {
    /// The lessons file (absolute: the cache is named by it).
    lessons: PathBuf,
    #[arg(long)]
    cache_dir: PathBuf,
    #[arg(long)]
    max_bytes: u64,
    /// The user id the lessons file must belong to.
    #[arg(long)]
    owner: Option<u32>,
    /// Follow a symlink at the lessons file's path (the user's own files, not a repository's).
    #[arg(long)]
    follow_symlinks: bool,
}

pub fn refresh(args: RefreshArgs) -> Result<(), Failure> {
    let rules =
        files::ReadRules { follow_symlinks: args.follow_symlinks, owner: args.owner, max_bytes: args.max_bytes };
    let request = refresh::Request { lessons: args.lessons, cache_dir: args.cache_dir, rules };
    refresh::run(&request)?;
    Ok(())
}

#[derive(Debug, Args)]
pub struct RecallArgs {
    /// The agent asking (its tool names and output shape).
    #[arg(long, value_parser = super::agent_id())]
    agent: String,
    /// session_start, prompt or pre_tool (or the agent's own event name).
    #[arg(long)]
    event: String,
    /// Where the agent works (default: the current directory).
    #[arg(long)]
    cwd: Option<PathBuf>,
    /// Lessons this session already got are ranked last; hits are recorded under it.
    #[arg(long)]
    session: Option<String>,
    /// The tool about to run (matched against pre_tool triggers' tool).
    #[arg(long)]
    tool_name: Option<String>,
    /// The tool's input as JSON (matched against pre_tool patterns).
    #[arg(long)]
    input_json: Option<String>,
    /// The user's prompt (matched against prompt patterns).
    #[arg(long)]
    prompt: Option<String>,
    /// The first prompt of a session: session_start lessons come along.
    #[arg(long)]
    first_turn: bool,
    /// How to print the lessons.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// Record the lessons as delivered to --session (a hit), for a script that hands them to a
    /// model. A recall by hand records nothing: a hit is a delivery.
    #[arg(long, requires = "session")]
    record: bool,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Format {
    /// The agent's own hook output for the moment: Claude Code's and Codex's
    /// hookSpecificOutput.additionalContext, Hermes' {"context": …}, a plugin's answer.
    Hook,
    Text,
    /// {"agent", "event", "lessons": [...], "context"} for plugins and scripts.
    Json,
}

pub fn recall(args: RecallArgs, cwd: &Path) -> Result<(), Failure> {
    let adapter = agents::by_id(&args.agent).expect("checked by clap");
    let moment = Event::from_name(&args.event).or_else(|| adapter.moment(&args.event)).ok_or_else(|| {
        Failure::usage(format!("unknown event {:?} for {}", args.event, adapter.name()))
            .hinted("use session_start, prompt or pre_tool")
    })?;
    let tool_input = match &args.input_json {
        Some(text) => {
            Some(serde_json::from_str(text).map_err(|e| Failure::usage(format!("--input-json is not JSON: {e}")))?)
        }
        None => None,
    };
    let input = HookInput {
        session: args.session,
        cwd: Some(args.cwd.map_or_else(|| cwd.to_path_buf(), |c| std::path::absolute(&c).unwrap_or(c))),
        tool_name: args.tool_name,
        tool_input,
        prompt: args.prompt,
        first_turn: args.first_turn,
        stop_exempt: false,
    };
    let environment = Environment::from_process(cwd.to_path_buf());
    let problems = std::cell::RefCell::new(Vec::new());
    let log = |p: &str| problems.borrow_mut().push(p.to_string());
    let here = trust::here(environment.data_dir.as_deref(), input.cwd.as_deref().unwrap_or(cwd), &log);
    let deadline = Deadline::after(environment.deadline);
    let recall = crate::systems::recall::deliver(
        Some(adapter),
        moment,
        &input,
        &here,
        environment.data_dir.as_deref(),
        args.record && !environment.dry_run,
        deadline,
        &log,
    )
    .unwrap_or_default();
    for problem in problems.borrow().iter() {
        eprintln!("warning: {}", text::printable(problem));
    }
    let note = here.not_delivered_note(super::for_a_person());
    let empty = recall.lessons.is_empty();
    let output = match args.format {
        Format::Text => {
            // For a person at a terminal; plugins read JSON and must not get stray stderr.
            if let Some(note) = &note {
                eprintln!("note: {}", text::printable(note));
            }
            text::printable_lines(&recall.context).into_owned()
        }
        Format::Json => json!({"agent": adapter.id(), "event": moment.name(), "lessons": recall.lessons,
                               "context": recall.context, "not_delivered": note})
        .to_string(),
        Format::Hook => {
            // Where the agent takes this moment's lessons: its own event, or for session start
            // the first prompt's where its own event takes no context (Hermes).
            let takes = |m: Event| adapter.event_for(m).filter(|native| adapter.render(native, "").is_some());
            let at_first_prompt = || (moment == Event::SessionStart).then(|| takes(Event::Prompt)).flatten();
            match takes(moment).or_else(at_first_prompt) {
                Some(_) if empty => adapter.wire().neutral().to_string(),
                Some(native) => adapter.render(native, &recall.context).unwrap_or_default(),
                None => String::new(),
            }
        }
    };
    if !output.is_empty() {
        outln!("{output}");
    }
    Ok(())
}
