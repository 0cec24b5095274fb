//! The command line: argument parsing and dispatch only; the work is in the library.

/// `println!` and `print!` for command output: a closed stdout (`agent-trace … | head`) becomes
/// [`Failure::broken_pipe`], which ends the command quietly instead of panicking mid-write.
macro_rules! outln {
    ($($arg:tt)*) => { $crate::commands::cli::write_out(format_args!("{}\n", format_args!($($arg)*)))? };
}
macro_rules! out {
    ($($arg:tt)*) => { $crate::commands::cli::write_out(format_args!($($arg)*))? };
}

mod audit;
mod envelope;
mod evidence;
mod failure;
mod git;
mod lessons;
mod log;
mod provenance;
pub mod recall;
mod report;
mod setup;
mod sources;
mod transcripts;
mod trust;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

pub use failure::{EXIT_INTERNAL, Failure};

#[derive(Debug, Parser)]
#[command(
    name = "agent-trace",
    version,
    about = "Turn coding agents' mistakes into reviewed lessons, kept in git and recalled when they matter"
)]
struct Cli {
    /// Run as if started in DIR.
    #[arg(short = 'C', global = true, value_name = "DIR")]
    directory: Option<PathBuf>,
    /// When to color the output: auto (a terminal, unless NO_COLOR is set; CLICOLOR_FORCE forces
    /// it), always or never.
    #[arg(long, global = true, value_enum, default_value_t = ColorWhen::Auto, value_name = "WHEN")]
    color: ColorWhen,
    /// Print nothing on stdout but a report asked for with --json; errors and warnings still go
    /// to stderr, and the exit code tells the outcome.
    #[arg(short, long, global = true, conflicts_with = "verbose")]
    quiet: bool,
    /// Say more on stderr: each transcript scan reads, each candidate harvest writes.
    #[arg(short, long, global = true)]
    verbose: bool,
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Install agent-trace for the agents on this machine and set up this repository.
    Init(setup::InitArgs),
    /// Check that the installation works, one line per check.
    Doctor(setup::DoctorArgs),
    /// Take agent-trace's entries and plugin files out of the agents' configs.
    Uninstall(setup::UninstallArgs),
    /// Add, review, retire and share lessons.
    #[command(subcommand)]
    Lessons(lessons::LessonsCommand),
    /// Set up this clone for sharing lessons through git.
    #[command(subcommand)]
    Git(git::GitCommand),
    /// Take lessons from other git repositories, pinned to a tag or commit and locked.
    #[command(subcommand)]
    Sources(sources::SourcesCommand),
    /// Choose the lessons for one moment of an agent session (what the hooks and plugins call).
    Recall(recall::RecallArgs),
    /// What agent-trace put into the agents' sessions: each delivery, its lessons and its size.
    Log(log::LogArgs),
    /// One HTML page of what the lessons did: rates with and without each, deliveries over time,
    /// top flags, candidates waiting, stale lessons.
    Report(report::ReportArgs),
    /// Run as an agent's hook: reads its payload on stdin, prints its output, always exits 0.
    Hook(recall::HookArgs),
    /// Build the recall index of a large lessons file (what a hook starts in the background).
    #[command(name = crate::systems::recall::refresh::COMMAND, hide = true)]
    RefreshRecallIndex(recall::RefreshArgs),
    /// Let this repository's lessons reach your agents.
    Trust(trust::TrustArgs),
    /// Stop this repository's lessons from reaching your agents.
    Untrust {
        /// The repository (default: the one around the current directory).
        path: Option<PathBuf>,
    },
    /// Serve recall_lessons and record_lesson over MCP on stdio.
    Mcp,
    /// What the evidence ledger recorded: changed files, checks and whether they passed.
    #[command(subcommand)]
    Evidence(evidence::EvidenceCommand),
    /// Two-layer tool output: what the model keeps and what the person is shown, on one stdout.
    #[command(subcommand)]
    Envelope(envelope::EnvelopeCommand),
    /// Where each call that changes or sends something came from: the user, the agent, a document, an error.
    Provenance(provenance::ProvenanceArgs),
    /// Audit recorded tool calls: replay, scope, seal, verify.
    Audit(audit::AuditArgs),
    /// Read the agents' transcripts (only what changed since the last scan) and flag bad turns.
    Scan(transcripts::ScanArgs),
    /// Follow the agents' transcripts: scan what changes, flag it, and propose lessons, until stopped.
    Watch(transcripts::WatchArgs),
    /// List the scanned sessions.
    Sessions(transcripts::ListArgs),
    /// List the flags (verdicts) of the last scan; `flags mark ID right|wrong` says whether one is a real mistake.
    Flags(transcripts::FlagsArgs),
    /// Print the shell completions for SHELL (e.g. `agent-trace completions bash > ~/.local/share/bash-completion/completions/agent-trace`).
    Completions {
        /// bash, zsh, fish, powershell or elvish.
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff), e.g. `agent-trace man | man -l -`.
    Man,
}

/// An agent's id, one of the registry's (listed in `--help`; an unknown one is refused naming them).
fn agent_id() -> AgentId {
    AgentId
}

#[derive(Clone)]
struct AgentId;

impl clap::builder::TypedValueParser for AgentId {
    type Value = String;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        _: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<String, clap::Error> {
        let ids = crate::agents::ids();
        match value.to_str() {
            Some(id) if ids.contains(&id) => Ok(id.to_owned()),
            _ => {
                let message = format!("unknown agent {value:?}; known agents: {}\n", ids.join(", "));
                Err(clap::Error::raw(clap::error::ErrorKind::InvalidValue, message).with_cmd(cmd))
            }
        }
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(crate::agents::ids().into_iter().map(clap::builder::PossibleValue::new)))
    }
}

/// The shell completions, generated from the same definitions as `--help`.
fn completions(shell: clap_complete::Shell) -> Result<(), Failure> {
    use clap::CommandFactory;
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "agent-trace", &mut script);
    write_out(format_args!("{}", String::from_utf8_lossy(&script)))
}

/// The manual page, generated from the same definitions as `--help`.
fn man() -> Result<(), Failure> {
    use clap::CommandFactory;
    let mut page = Vec::new();
    clap_mangen::Man::new(Cli::command()).render(&mut page)?;
    write_out(format_args!("{}", String::from_utf8_lossy(&page)))
}

/// Writes command output to stdout, telling a reader that went away from any other failure.
fn write_out(text: std::fmt::Arguments) -> Result<(), Failure> {
    if QUIET.load(std::sync::atomic::Ordering::Relaxed) {
        return Ok(());
    }
    write_always(text)
}

/// Writes even under `--quiet`: a report asked for with `--json`.
fn write_always(text: std::fmt::Arguments) -> Result<(), Failure> {
    use std::io::Write;
    std::io::stdout().lock().write_fmt(text).map_err(Failure::from)
}

/// `--verbose`: commands say more, on stderr.
static VERBOSE: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

fn is_verbose() -> bool {
    VERBOSE.load(std::sync::atomic::Ordering::Relaxed)
}

/// `--quiet`, or a command whose only stdout is the JSON it prints at the end.
static QUIET: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Whether the lines a command prints as it goes are silenced (then it asks nothing either:
/// nobody would see the question).
fn is_quiet() -> bool {
    QUIET.load(std::sync::atomic::Ordering::Relaxed)
}

/// Silences the lines a command prints as it goes (its JSON report is written with
/// [`write_always`]).
fn quiet() {
    QUIET.store(true, std::sync::atomic::Ordering::Relaxed);
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum ColorWhen {
    Auto,
    Always,
    Never,
}

/// Whether this run colors its output, decided once from `--color` and the environment.
static COLOR: std::sync::OnceLock<bool> = std::sync::OnceLock::new();

pub fn color() -> bool {
    *COLOR.get().unwrap_or(&false)
}

fn decide_color(when: ColorWhen) -> bool {
    use crate::files::env::{CLICOLOR_FORCE, NO_COLOR, var_os};
    use std::io::IsTerminal;
    match when {
        ColorWhen::Always => true,
        ColorWhen::Never => false,
        ColorWhen::Auto if var_os(CLICOLOR_FORCE).is_some_and(|v| v != "0") => true,
        ColorWhen::Auto => var_os(NO_COLOR).is_none() && std::io::stdout().is_terminal(),
    }
}

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let _ = COLOR.set(decide_color(cli.color));
    if cli.quiet {
        quiet();
    }
    VERBOSE.store(cli.verbose, std::sync::atomic::Ordering::Relaxed);
    let given = cli.directory.is_some();
    let cwd = match cli.directory.map_or_else(std::env::current_dir, Ok) {
        Ok(dir) => std::path::absolute(&dir).unwrap_or(dir),
        Err(e) => return Failure::from(e).exit(),
    };
    // As git and cargo do: `-C DIR` that is not a directory is an error, not an empty project.
    if given && !cwd.is_dir() {
        let message = format!("-C {}: no such directory", crate::model::text::printable(&cwd.to_string_lossy()));
        return Failure::usage(message).exit();
    }
    // Not where the person reads: what agents and git run for themselves (hooks, MCP, the merge
    // driver, the index build), nor `trust`, which shows it whole.
    if !matches!(
        cli.command,
        Command::Hook(_)
            | Command::Mcp
            | Command::Lessons(lessons::LessonsCommand::MergeDriver { .. })
            | Command::RefreshRecallIndex(_)
            | Command::Trust(_)
            | Command::Sources(_)
            | Command::Completions { .. }
            | Command::Man
    ) {
        tell_what_is_held(&cwd);
    }
    let result = match cli.command {
        Command::Init(args) => setup::init(args, &cwd),
        Command::Doctor(args) => setup::doctor(args, &cwd),
        Command::Uninstall(args) => setup::uninstall(args, &cwd),
        Command::Lessons(command) => lessons::run(command, &cwd),
        Command::Git(command) => git::run(command, &cwd),
        Command::Sources(command) => sources::run(command, &cwd),
        Command::Recall(args) => recall::recall(args, &cwd),
        Command::Log(args) => log::log(args),
        Command::Report(args) => report::report(args, &cwd),
        Command::Hook(args) => {
            let args = [args.agent.into(), args.event.into()];
            // The hook catches its own panics and answers neutral: the bug report of main.rs's
            // panic hook (which exits 255) must not run inside it.
            drop(std::panic::take_hook());
            recall::hook_main(&args);
            Ok(())
        }
        Command::RefreshRecallIndex(args) => recall::refresh(args),
        Command::Trust(args) => trust::trust(args, &cwd),
        Command::Untrust { path } => trust::untrust(path, &cwd),
        Command::Envelope(command) => envelope::run(command),
        Command::Provenance(args) => provenance::run(args),
        Command::Audit(command) => audit::run(command, &cwd),
        Command::Evidence(command) => evidence::run(command),
        Command::Scan(args) => transcripts::scan(args, &cwd),
        Command::Watch(args) => transcripts::watch(args, &cwd),
        Command::Sessions(args) => transcripts::sessions(args),
        Command::Flags(args) => transcripts::flags(args),
        Command::Mcp => crate::commands::mcp::serve_stdio(cwd.clone()).map_err(Failure::from),
        Command::Completions { shell } => completions(shell),
        Command::Man => man(),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => failure.exit(),
    }
}

/// What of the repository here is held back from the agents (it came in commits nobody
/// reviewed), said once to the person, never to an agent (docs/src/trust.md, rule 7).
fn tell_what_is_held(cwd: &std::path::Path) {
    if !for_a_person() || is_quiet() {
        return;
    }
    let Ok(data) = crate::files::home::data_dir() else { return };
    let crate::files::trust::Here::Trusted(trusted) = crate::files::trust::here(Some(&data), cwd, &|_| {}) else {
        return;
    };
    if let Some(note) = crate::files::trust::review::untold(&data, trusted.project()) {
        eprintln!("agent-trace: {note}");
    }
    // The shared lessons the hook could not deliver: said to the person, never to the model.
    for problem in crate::systems::recall::shared_files(&data, &trusted).1 {
        eprintln!("agent-trace: {}", crate::model::text::printable(&problem));
    }
}

/// Whether this run is a person's own, not an agent's tool call: only then may what it prints
/// name a command that decides (trust, approve).
pub(crate) fn for_a_person() -> bool {
    crate::agents::running_inside(crate::files::env::var).is_none()
}

/// A person's decision (approving or writing a lesson the agents will get, trusting a
/// repository) is refused inside an agent's tool call, `--yes` or not: a model may propose, never
/// decide. With `needs_yes`, outside one it still needs a terminal or `--yes`.
pub(crate) fn a_person_decides(what: &str, yes: bool, needs_yes: bool) -> Result<(), Failure> {
    if let Some(agent) = crate::agents::running_inside(crate::files::env::var) {
        return Err(Failure::usage(format!("{what} is a person's decision; this runs inside {agent}'s tool call"))
            .hinted(
                "a person runs it, in their own terminal (the agent may propose a candidate: lessons add --candidate)",
            ));
    }
    if needs_yes && !yes && !std::io::IsTerminal::is_terminal(&std::io::stdin()) {
        return Err(Failure::usage(format!("{what} without a terminal needs --yes"))
            .hinted("run it on a terminal to be asked, or add --yes to say yes ahead"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn cli_definition_is_consistent() {
        use clap::CommandFactory;
        super::Cli::command().debug_assert();
    }

    #[test]
    fn a_bug_has_its_own_exit_code_and_asks_for_a_report() {
        let failure = super::Failure::internal("index out of bounds");
        assert_eq!(failure.code, super::EXIT_INTERNAL);
        assert_eq!(failure.message, "internal error: index out of bounds");
        assert!(failure.hint.is_some_and(|h| h.contains("please report")));
    }

    #[test]
    fn a_closed_stdout_is_no_failure() {
        let failure = super::Failure::from(std::io::Error::from(std::io::ErrorKind::BrokenPipe));
        assert_eq!((failure.code, failure.message.as_str()), (0, ""));
        let other = super::Failure::from(std::io::Error::from(std::io::ErrorKind::PermissionDenied));
        assert_eq!(other.code, super::failure::EXIT_ERROR);
    }

    #[test]
    fn every_command_and_option_says_what_it_is_for() {
        use clap::CommandFactory;
        fn walk(command: &clap::Command, path: &str, missing: &mut Vec<String>) {
            for arg in command.get_arguments().filter(|a| !a.is_hide_set()) {
                let id = arg.get_id().as_str();
                if !matches!(id, "help" | "version") && arg.get_help().is_none() {
                    missing.push(format!("{path} {id}"));
                }
            }
            for sub in command.get_subcommands().filter(|s| !s.is_hide_set() && s.get_name() != "help") {
                let here = format!("{path} {}", sub.get_name());
                if sub.get_about().is_none() {
                    missing.push(here.clone());
                }
                walk(sub, &here, missing);
            }
        }
        let mut missing = Vec::new();
        walk(&super::Cli::command(), "agent-trace", &mut missing);
        assert!(missing.is_empty(), "no help text: {missing:#?}");
    }
}
