//! `init`, `doctor` and `uninstall`: putting agent-trace into the agents' configs and taking it out.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::Args;

use super::Failure;
use crate::agents::{self, Adapter};
use crate::commands::doctor::{self, Check, Fix, Status};
use crate::files::install::{self, Applied, FileChange, InstallEnv};
use crate::files::project::{LESSONS_FILE, MAX_CONFIG_BYTES, MAX_LESSONS_BYTES, PROJECT_DIR, Project};
use crate::files::trust::TrustList;
use crate::systems::lessons::Lesson;
use crate::systems::lessons::store::Store;
use crate::{files::clock, files::git, files::home, files::trust, model::text, systems::lessons, systems::watch};

#[derive(Debug, Args)]
pub struct SetupArgs {
    /// Only these agents (comma-separated).
    /// Default: the agents whose config directory exists.
    #[arg(long, value_delimiter = ',', value_parser = super::agent_id())]
    agents: Option<Vec<String>>,
    /// Edit the agent configs under DIR instead of your home (for tests and managed machines).
    #[arg(long, value_name = "DIR")]
    home: Option<PathBuf>,
    /// Print what would change, as unified diffs, and change nothing.
    #[arg(long)]
    dry_run: bool,
    /// Print what was done as JSON (one object: the files changed; for init, the repository's
    /// side too). Asks nothing: trust only with --trust, a first scan only with --backfill.
    #[arg(long, conflicts_with = "dry_run")]
    json: bool,
}

#[derive(Debug, Args)]
pub struct UninstallArgs {
    #[command(flatten)]
    setup: SetupArgs,
    /// Also take this clone's merge driver and trust entry out (the committed `.gitattributes`
    /// line and lessons file stay: they are the team's).
    #[arg(long)]
    repo: bool,
    /// Also remove what uninstall otherwise leaves: the `.bak-YYYYMMDD` copies init took and
    /// your data directory (global lessons, candidates, trust, evidence, keys). Only with every agent.
    #[arg(long, conflicts_with = "dry_run")]
    purge: bool,
}

#[derive(Debug, Args)]
pub struct InitArgs {
    #[command(flatten)]
    setup: SetupArgs,
    /// Trust this repository without asking: its lessons and settings reach your agents.
    #[arg(long)]
    trust: bool,
    /// Register agent-trace's MCP server (`recall_lessons`, `record_lesson`) with every agent.
    /// Default: with the agents whose hooks cannot hand a lesson over at some moment (Hermes,
    /// OpenCode, OpenClaw).
    #[arg(long, conflicts_with = "no_mcp")]
    mcp: bool,
    /// Register the MCP server with no agent.
    #[arg(long)]
    no_mcp: bool,
    /// Scan the agents' transcripts at once, for the bad turns already recorded (on a terminal,
    /// init asks; later scans read only what changed).
    #[arg(long)]
    backfill: bool,
    /// Run `agent-trace watch` as your user service (a systemd user unit; a launchd agent on
    /// macOS), so flags and candidate lessons appear as the agents work.
    #[arg(long)]
    service: bool,
}

#[derive(Debug, Args)]
pub struct DoctorArgs {
    /// Only these agents (comma-separated). Default: the agents found, and those with our entries.
    #[arg(long, value_delimiter = ',', value_parser = super::agent_id())]
    agents: Option<Vec<String>>,
    /// Check the agent configs under DIR instead of your home.
    #[arg(long, value_name = "DIR")]
    home: Option<PathBuf>,
    /// Repair what can be repaired: re-merge entries, register the merge driver, rewrite the lessons file.
    #[arg(long)]
    fix: bool,
    /// Print the checks as JSON.
    #[arg(long)]
    json: bool,
    /// Times each hook is run for its timing.
    #[arg(long, default_value_t = 5)]
    runs: usize,
    /// A hook whose p95 is above this many milliseconds fails.
    #[arg(long, default_value_t = 500)]
    budget_ms: u64,
}

pub(super) fn install_env(home_arg: Option<&Path>, cwd: &Path, mcp: Option<bool>) -> Result<InstallEnv, Failure> {
    let home = match home_arg {
        Some(dir) => cwd.join(dir),
        None => crate::files::env::var_os(crate::files::env::HOME)
            .map(PathBuf::from)
            .ok_or_else(|| Failure::usage("HOME is not set").hinted("pass --home DIR"))?,
    };
    let binary = std::env::current_exe()?;
    let binary = fs_err::canonicalize(&binary).unwrap_or(binary);
    let data_dir = home::data_dir().map_err(lessons::Error::from)?;
    let now = clock::now().map_err(lessons::Error::from)?;
    let mut lesson_tools: Vec<String> =
        lessons::store::tool_lessons(&data_dir, cwd).into_iter().map(|(_, tool)| tool).collect();
    lesson_tools.sort();
    lesson_tools.dedup();
    let hold_once = crate::systems::recall::PreToolMode::load(Some(&data_dir), None).0
        == crate::systems::recall::PreToolMode::HoldOnce;
    Ok(InstallEnv { home, binary, data_dir, now, lesson_tools, mcp, use_agent_env: home_arg.is_none(), hold_once })
}

/// The agents named, or else those detected (and, for doctor and uninstall, those with our entries).
fn chosen_agents(named: Option<&[String]>, env: &InstallEnv, include_installed: bool) -> Vec<&'static dyn Adapter> {
    match named {
        Some(ids) => ids.iter().filter_map(|id| agents::by_id(id)).collect(),
        None => agents::ALL
            .iter()
            .copied()
            .filter(|a| a.detect(env) || (include_installed && a.inspect(env).is_ok_and(|i| !i.found.is_empty())))
            .collect(),
    }
}

struct Style {
    color: bool,
}

impl Style {
    fn new() -> Style {
        Style { color: super::color() }
    }

    fn paint(&self, code: &str, text: &str) -> String {
        if self.color { format!("\x1b[{code}m{text}\x1b[0m") } else { text.to_string() }
    }

    fn mark(&self, status: Status) -> String {
        match status {
            Status::Ok => self.paint("32", "✓"),
            Status::Warn => self.paint("33", "!"),
            Status::Fail => self.paint("31", "✗"),
        }
    }
}

fn tilde(path: &Path, home: &Path) -> String {
    match path.strip_prefix(home) {
        Ok(rest) => format!("~/{}", rest.display()),
        Err(_) => path.display().to_string(),
    }
}

fn plan(agents: &[&'static dyn Adapter], env: &InstallEnv, install: bool) -> Result<Vec<FileChange>, Failure> {
    let mut changes = Vec::new();
    for agent in agents {
        let planned = if install { agent.plan_install(env) } else { agent.plan_uninstall(env) };
        changes.extend(planned.map_err(Failure::from)?);
    }
    Ok(changes)
}

fn print_diffs(changes: &[FileChange]) -> Result<(), Failure> {
    let mut any = false;
    for change in changes.iter().filter(|c| !c.is_noop()) {
        any = true;
        out!("{}", change.diff());
    }
    if !any {
        outln!("nothing to change");
    }
    Ok(())
}

/// The width of the label column of init's and uninstall's lines: the longest label.
fn label_width() -> usize {
    agents::ids().into_iter().map(str::len).chain([watch::service::PLAN_LABEL.len()]).max().unwrap_or(0)
}

/// What a change did to its file.
fn action(change: &FileChange) -> &'static str {
    match (&change.before, &change.after) {
        (None, Some(_)) => "created",
        (Some(_), None) => "removed",
        _ => "updated",
    }
}

fn print_applied(applied: &[Applied], env: &InstallEnv, style: &Style) -> Result<(), Failure> {
    for a in applied {
        let what = action(&a.change);
        let backup = a.backup.as_ref().map(|b| format!(" (backup: {})", tilde(b, &env.home))).unwrap_or_default();
        outln!(
            "  {} {:<width$} {} {} — {}{backup}",
            style.mark(Status::Ok),
            a.change.agent,
            what,
            tilde(&a.change.path, &env.home),
            a.change.summary,
            width = label_width()
        );
    }
    Ok(())
}

/// Where each moment's lessons reach each agent's model: a person must know which of their
/// agents gets a lesson before a tool runs, and which only after.
fn print_moments(agents: &[&'static dyn Adapter], env: &InstallEnv, style: &Style) -> Result<(), Failure> {
    if agents.is_empty() {
        return Ok(());
    }
    outln!("{}", style.paint("1", "Lessons reach the model"));
    for agent in agents {
        let moments = crate::agents::moments_served(*agent, env.hold_once, agent.spec().wants_mcp(env));
        for (moment, how) in moments {
            outln!("  {:<width$} {:<13} {how}", agent.id(), moment.name(), width = label_width());
        }
    }
    Ok(())
}

/// Where to go from here: a person who just installed a tool should not have to guess.
fn print_next_steps(agents: &[&'static dyn Adapter], scanned: bool, style: &Style) -> Result<(), Failure> {
    outln!("{}", style.paint("1", "Next"));
    if scanned {
        outln!("  review the candidates the scan proposed:  agent-trace lessons review");
    } else {
        outln!("  find lessons in your agents' past sessions:  agent-trace scan && agent-trace lessons harvest");
    }
    outln!(
        "  add a lesson of your own:  agent-trace lessons add --text \"Never force-push to main.\" --trigger 'pre_tool:Bash:git push.*--force'"
    );
    if let Some(agent) = agents.first() {
        outln!(
            "  see what your agent would get:  agent-trace recall --agent {} --event pre_tool --tool-name Bash --input-json '{{\"command\": \"git push --force\"}}'",
            agent.id()
        );
    }
    outln!(
        "  share the lessons with your team:  git add .agent-trace .gitattributes && git commit -m \"agent-trace lessons\""
    );
    Ok(())
}

/// What the evidence hooks will do to the agents just set up, and how to turn it off: a person
/// who installed a lessons tool must not find their agent kept working by something unsaid.
fn print_evidence(agents: &[&'static dyn Adapter], env: &InstallEnv, style: &Style) -> Result<(), Failure> {
    use crate::agents::EvidenceEvent;
    let with = |event: EvidenceEvent| -> Vec<&str> {
        agents.iter().filter(|a| a.spec().evidence_events.iter().any(|(_, e)| *e == event)).map(|a| a.name()).collect()
    };
    let (gated, told) = (with(EvidenceEvent::Stop), with(EvidenceEvent::PostTool));
    if told.is_empty() {
        return Ok(());
    }
    let config = env.data_dir.join(crate::files::project::CONFIG_FILE);
    outln!("{}", style.paint("1", "Evidence"));
    if !gated.is_empty() {
        outln!(
            "  Stop gate ({}): while code changed and no check that reaches it passed since, the agent is kept working, at most {} times a session; turn it off with `[evidence] stop_gate = false` in {}",
            gated.join(", "),
            crate::systems::evidence::DEFAULT_MAX_STOP_BLOCKS,
            tilde(&config, &env.home)
        );
    }
    outln!(
        "  Failure notices ({}): a failed check or command is told to the agent at once, its output quoted as data; turn them off with `[evidence] failure_notices = false` in {}",
        told.join(", "),
        tilde(&config, &env.home)
    );
    Ok(())
}

/// How many lessons `init` shows, whole, when it asks whether to trust a repository.
const LESSONS_SHOWN: usize = 10;

pub fn init(args: InitArgs, cwd: &Path) -> Result<(), Failure> {
    let InitArgs { setup: args, trust: trust_ahead, mcp, no_mcp, backfill, service } = args;
    if trust_ahead {
        super::a_person_decides("trusting a repository (init --trust)", true, false)?;
    }
    let mcp = match (mcp, no_mcp) {
        (true, _) => Some(true),
        (_, true) => Some(false),
        _ => None,
    };
    let env = install_env(args.home.as_deref(), cwd, mcp)?;
    if args.json {
        super::quiet();
    }
    let agents = chosen_agents(args.agents.as_deref(), &env, false);
    let mut changes = plan(&agents, &env, true)?;
    if service {
        changes.push(watch::service::plan_install(&env)?);
    }
    // The repository's side is checked before any file is written, so a committed link or
    // another user's files stop init with nothing changed.
    let repository = prepare_repository(cwd)?;
    if args.dry_run {
        print_diffs(&changes)?;
        if let Some(repository) = &repository {
            preview_repository(repository, &env)?;
        }
        return Ok(());
    }
    let style = Style::new();
    if agents.is_empty() {
        outln!("No agent found under {}; name them with --agents.", env.home.display());
    }
    let applied = install::apply_install(&changes, &env).map_err(Failure::from)?;
    outln!("{}", style.paint("1", "Agents"));
    print_applied(&applied, &env, &style)?;
    for agent in agents.iter().filter(|a| !applied.iter().any(|x| x.change.agent == a.id())) {
        outln!("  {} {:<width$} already set up", style.mark(Status::Ok), agent.id(), width = label_width());
    }
    print_moments(&agents, &env, &style)?;
    print_evidence(&agents, &env, &style)?;
    ask_about_the_gate(&agents, &env)?;
    if service {
        start_service(&env, &style)?;
    }
    match repository {
        Some(repository) => set_up_repository(repository, trust_ahead, &env, &style)?,
        None => outln!("Not in a git repository: run `agent-trace init` inside one to share its lessons."),
    }
    let mut notes: Vec<String> = agents.iter().flat_map(|a| a.notes(&env)).collect();
    if let Some(cache) = install::binary::ephemeral_cache(&env.binary) {
        notes.insert(
            0,
            format!(
                "the hooks call {}, which is in {}; once that is cleaned every hook fails: install it (`{}`) and run `agent-trace init` again",
                env.binary.display(),
                cache.name,
                cache.install
            ),
        );
    }
    if !notes.is_empty() {
        outln!("{}", style.paint("1", "To do"));
        for n in &notes {
            outln!("  - {n}");
        }
    }
    // The first scan: the bad turns already in the agents' records, flagged now rather than never.
    let backfill = backfill
        || (std::io::stdin().is_terminal()
            && ask("Scan your agents' transcripts now for turns that went wrong? [y/N] ")?);
    if backfill {
        super::transcripts::scan_home(&env.home, cwd)?;
        // What the scan flagged becomes candidates now, for the person to review.
        super::lessons::harvest(super::lessons::HARVEST_DAYS, super::lessons::HARVEST_MIN_SEVERITY, false, false, cwd)?;
    }
    print_next_steps(&agents, backfill, &style)?;
    if args.json {
        let report = serde_json::json!({
            "files": applied_json(&applied, &env),
            "repository": repository_json(cwd, &env)?,
            "notes": notes,
        });
        super::write_always(format_args!("{}\n", serde_json::to_string_pretty(&report).expect("serializes")))?;
    }
    Ok(())
}

/// The files a transaction changed, for `--json`.
fn applied_json(applied: &[Applied], env: &InstallEnv) -> serde_json::Value {
    let rows: Vec<serde_json::Value> = applied
        .iter()
        .map(|a| {
            serde_json::json!({
                "label": a.change.agent,
                "path": a.change.path,
                "action": action(&a.change),
                "summary": a.change.summary,
                "backup": a.backup.as_ref().map(|b| tilde(b, &env.home)),
            })
        })
        .collect();
    serde_json::Value::Array(rows)
}

/// Where the repository stands after init, for `--json` (null outside one).
fn repository_json(cwd: &Path, env: &InstallEnv) -> Result<serde_json::Value, Failure> {
    let Some(project) = Project::find(cwd).map_err(lessons::Error::from)? else { return Ok(serde_json::Value::Null) };
    let repo = git::Repo::discover(project.root())?;
    let trusted = TrustList::load(&trust::trust_file().map_err(trust::Error::from)?)?.is_trusted(&project);
    Ok(serde_json::json!({
        "root": project.root(),
        "merge_driver": repo.registered_driver() == Some(git::driver_command(&env.binary)),
        "gitattributes": git::has_attributes_line(&project).map_err(lessons::Error::from)?,
        "lessons_file": project.lessons_path().exists(),
        "trusted": trusted,
    }))
}

/// The repository `init` runs in, checked and read before anything is written.
struct Repository {
    project: Project,
    repo: git::Repo,
    /// Its lessons as they stand (the lessons file is a regular file of the user's, or absent).
    lessons: Vec<Lesson>,
    has_lessons_file: bool,
    has_config: bool,
    trusted: bool,
}

fn prepare_repository(cwd: &Path) -> Result<Option<Repository>, Failure> {
    let Some(project) = Project::find(cwd).map_err(lessons::Error::from)? else { return Ok(None) };
    let repo = git::Repo::discover(project.root())?;
    git::check_install(&repo, Some(&project))?;
    let store = Store::of_project(project.clone());
    let parsed = store.read()?;
    let has_lessons_file =
        project.read(&project.lessons_path(), MAX_LESSONS_BYTES).map_err(lessons::Error::from)?.is_some();
    let has_config = project.read(&project.config_path(), MAX_CONFIG_BYTES).map_err(lessons::Error::from)?.is_some();
    let trusted = TrustList::load(&trust::trust_file().map_err(trust::Error::from)?)?.is_trusted(&project);
    let lessons = parsed.lessons.iter().filter(|l| l.status == lessons::Status::Approved).cloned().collect();
    Ok(Some(Repository { project, repo, lessons, has_lessons_file, has_config, trusted }))
}

fn set_up_repository(r: Repository, trust_ahead: bool, env: &InstallEnv, style: &Style) -> Result<(), Failure> {
    outln!("{}", style.paint("1", "This repository"));
    let outcome = git::install_merge_driver(&r.repo, Some(&r.project), &env.binary)?;
    let say = |changed: bool, what: &str| -> Result<(), Failure> {
        outln!("  {} {what}{}", style.mark(Status::Ok), if changed { "" } else { " (already)" });
        Ok(())
    };
    say(outcome.config_changed, "merge driver registered in this clone")?;
    say(outcome.attributes_changed, ".gitattributes routes lessons.jsonl to it")?;
    if !r.has_lessons_file {
        r.project.write(&r.project.lessons_path(), b"").map_err(lessons::Error::from)?;
    }
    say(!r.has_lessons_file, &format!("{PROJECT_DIR}/{LESSONS_FILE} exists"))?;
    // What the team shares travels in commits: say which files, and why, once.
    let mut to_commit = Vec::new();
    if outcome.attributes_changed {
        to_commit.push(".gitattributes (so every clone merges lessons.jsonl with the driver)".to_string());
    }
    if !r.has_lessons_file {
        to_commit.push(format!("{PROJECT_DIR}/{LESSONS_FILE} (the team's lessons)"));
    }
    let shared = r.has_config.then(|| format!("{PROJECT_DIR}/config.toml"));
    trust_repository(&r, trust_ahead, env, style, &say)?;
    if r.project.sources_path().exists() {
        set_up_sources(&r, env, style)?;
    }
    if !to_commit.is_empty() {
        outln!(
            "  Commit {} to share it with the team:",
            if to_commit.len() == 1 { "this file" } else { "these files" }
        );
        for file in to_commit.iter().chain(shared.iter()) {
            outln!("    {file}");
        }
    }
    Ok(())
}

/// What `init` would do to the repository, for `--dry-run`: every change, nothing made.
fn preview_repository(r: &Repository, env: &InstallEnv) -> Result<(), Failure> {
    outln!("This repository (nothing changed by a dry run):");
    let command = git::driver_command(&env.binary);
    match r.repo.registered_driver() {
        Some(registered) if registered == command => outln!("  the merge driver is registered in this clone"),
        _ => outln!("  would set in this clone's .git/config: merge.{}.driver = {command}", git::DRIVER_NAME),
    }
    if git::has_attributes_line(&r.project).map_err(lessons::Error::from)? {
        outln!("  .gitattributes already routes {PROJECT_DIR}/{LESSONS_FILE} to it");
    } else {
        outln!("  would add to .gitattributes: {}", git::attributes_line());
    }
    if !r.has_lessons_file {
        outln!("  would create {PROJECT_DIR}/{LESSONS_FILE} (empty)");
    }
    let trust = match trust_step(r, env) {
        TrustStep::Already => "it is trusted already".to_string(),
        TrustStep::Empty => "would trust it: it holds no lessons or settings yet".to_string(),
        TrustStep::Accepted => "would trust it again: you accepted everything it holds before".to_string(),
        TrustStep::Ask => format!(
            "would ask whether to trust it ({} lessons{}); not trusted, they do not reach your agents",
            r.lessons.len(),
            if r.has_config { " and its config.toml settings" } else { "" }
        ),
    };
    outln!("  {trust}");
    Ok(())
}

/// What trusting the repository takes; `init` does it and `init --dry-run` says it, from this
/// one decision.
enum TrustStep {
    Already,
    /// Nothing in it can reach an agent yet: the person's own new project.
    Empty,
    /// The person accepted exactly what it holds before (a reinstall): nothing new to show.
    Accepted,
    /// It holds lessons or settings the person has not seen: ask.
    Ask,
}

fn trust_step(r: &Repository, env: &InstallEnv) -> TrustStep {
    if r.trusted {
        TrustStep::Already
    } else if r.lessons.is_empty() && !r.has_config && !r.project.lock_path().exists() {
        TrustStep::Empty
    } else if trust::review::all_accepted(&env.data_dir, &r.project) {
        TrustStep::Accepted
    } else {
        TrustStep::Ask
    }
}

/// Trusts the repository, or asks, or says how: its lessons reach your agents only then.
fn trust_repository(
    r: &Repository,
    trust_ahead: bool,
    env: &InstallEnv,
    style: &Style,
    say: &dyn Fn(bool, &str) -> Result<(), Failure>,
) -> Result<(), Failure> {
    match trust_step(r, env) {
        TrustStep::Already => return say(false, "trusted: its lessons reach your agents"),
        TrustStep::Empty => {
            trust::set_trusted(&r.project, true, env.now)?;
            return say(true, "trusted: its lessons reach your agents (it holds none yet)");
        }
        TrustStep::Accepted => {
            trust::set_trusted(&r.project, true, env.now)?;
            return say(true, "trusted again: you accepted everything it holds before");
        }
        TrustStep::Ask => {}
    }
    let root = r.project.root();
    print_consent(&r.project, &r.lessons)?;
    let yes = trust_ahead || (std::io::stdin().is_terminal() && ask("  Trust this repository? [y/N] ")?);
    if yes {
        trust::set_trusted(&r.project, true, env.now)?;
        say(true, "trusted: its lessons reach your agents")?;
    } else {
        outln!("  {} not trusted: its lessons do not reach your agents", style.mark(Status::Warn));
        outln!("    to let them: {}", text::printable(&trust::trust_command(root)));
    }
    Ok(())
}

/// What trusting `project` lets reach the person's agents: its lessons, and every setting its
/// committed `config.toml` sets (a person consents to what they saw: `init` and `trust` alike).
pub(super) fn print_consent(project: &Project, lessons: &[Lesson]) -> Result<(), Failure> {
    let count = lessons.len();
    outln!("  This repository was written by others; once you trust it, this reaches your agents:");
    if count > 0 {
        outln!("    {}:", text::count(count, "lesson"));
    }
    for lesson in lessons.iter().take(LESSONS_SHOWN) {
        let trigger = text::printable(&lesson.trigger.to_string()).into_owned();
        outln!("      [{trigger}] {}", text::printable(&lesson.text));
    }
    if count > LESSONS_SHOWN {
        outln!("      … and {} more: read them all with `agent-trace lessons list` first", count - LESSONS_SHOWN);
    }
    // A lock that names sources: their lessons would reach the agents too.
    match crate::systems::sources::Files::read(project) {
        Ok(files) if !files.lock.sources.is_empty() => {
            outln!("    the lessons of the shared sources in {PROJECT_DIR}/sources.lock:");
            for source in files.lock.sources.values() {
                outln!(
                    "      {} lessons of {} ({} at {})",
                    source.lessons.len(),
                    text::printable(&source.label()),
                    text::printable(&source.source),
                    &source.commit[..12]
                );
            }
            outln!("      (`agent-trace sources sync` fetches them once you trust it; `lessons stats` lists them)");
        }
        Ok(_) => {}
        Err(e) => outln!(
            "    {PROJECT_DIR}/sources.lock cannot be read, so no shared lesson reaches your agents: {}",
            text::printable(&e.to_string())
        ),
    }
    let config = project.read(&project.config_path(), MAX_CONFIG_BYTES).map_err(lessons::Error::from)?;
    if let Some(config) = config {
        outln!(
            "    the settings in {PROJECT_DIR}/config.toml (they apply where you set nothing yourself; a command in it is ignored):"
        );
        let text = String::from_utf8_lossy(&config);
        for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
            outln!("      {}", text::printable(line));
        }
    }
    Ok(())
}

/// Asks a yes/no question on the terminal; anything but y or yes is no (and so is a question
/// nobody would see, under --quiet or --json).
pub(super) fn ask(question: &str) -> Result<bool, Failure> {
    Ok(answer(question)?.is_some_and(|a| matches!(a.as_str(), "y" | "yes")))
}

/// The answer to `question`, trimmed and in lower case; `None` under --quiet or --json.
fn answer(question: &str) -> Result<Option<String>, Failure> {
    use std::io::Write;
    if super::is_quiet() {
        return Ok(None);
    }
    out!("{question}");
    std::io::stdout().flush()?;
    let mut answer = String::new();
    std::io::stdin().read_line(&mut answer)?;
    Ok(Some(answer.trim().to_ascii_lowercase()))
}

/// Asks once, on a terminal, whether the Stop gate should keep the agents working: the answer
/// goes into your config.toml (`[evidence] stop_gate`), which is never asked about again.
fn ask_about_the_gate(agents: &[&'static dyn Adapter], env: &InstallEnv) -> Result<(), Failure> {
    use crate::agents::EvidenceEvent;
    let gated = agents.iter().any(|a| a.spec().evidence_events.iter().any(|(_, e)| *e == EvidenceEvent::Stop));
    if !gated || !std::io::stdin().is_terminal() {
        return Ok(());
    }
    if crate::files::config::Layers::load(Some(&env.data_dir), None, "evidence")?.user_sets("stop_gate") {
        return Ok(());
    }
    // Enter keeps it on, as it is installed; only a no turns it off.
    let Some(reply) = answer("  Keep the Stop gate on? [Y/n] ")? else { return Ok(()) };
    let on = !matches!(reply.as_str(), "n" | "no");
    match crate::files::config::set_user_bool(&env.data_dir, "evidence", "stop_gate", on) {
        Ok(file) => outln!("  [evidence] stop_gate = {on} written to {}", tilde(&file, &env.home)),
        Err(e) => outln!("  ! {e}: set `[evidence] stop_gate = {on}` there yourself"),
    }
    Ok(())
}

pub fn uninstall(args: UninstallArgs, cwd: &Path) -> Result<(), Failure> {
    let UninstallArgs { setup: args, repo: with_repo, purge } = args;
    if purge {
        if args.agents.is_some() {
            return Err(Failure::usage("--purge removes your data directory: only with every agent (no --agents)"));
        }
        super::a_person_decides("removing agent-trace's data", true, false)?;
    }
    let env = install_env(args.home.as_deref(), cwd, None)?;
    if args.json {
        super::quiet();
    }
    let agents = match args.agents.as_deref() {
        Some(_) => chosen_agents(args.agents.as_deref(), &env, true),
        None => agents::ALL.to_vec(),
    };
    let mut changes = plan(&agents, &env, false)?;
    // The watch service goes with a whole uninstall, not with one agent's.
    let service = if args.agents.is_none() { watch::service::plan_uninstall(&env)? } else { None };
    let stop_service = service.as_ref().is_some_and(|c| c.after.is_none());
    changes.extend(service);
    if args.dry_run {
        print_diffs(&changes)?;
        return Ok(());
    }
    let style = Style::new();
    if stop_service && env.use_agent_env {
        watch::service::stop(&env);
    }
    let applied = install::apply_uninstall(&changes, &env).map_err(Failure::from)?;
    if applied.is_empty() {
        outln!("agent-trace is not in any agent's config");
    }
    print_applied(&applied, &env, &style)?;
    if with_repo {
        uninstall_repository(cwd, &env, &style)?;
    }
    let left = leftovers(&env, purge)?;
    if args.json {
        let report = serde_json::json!({ "files": applied_json(&applied, &env), "left": left });
        super::write_always(format_args!("{}\n", serde_json::to_string_pretty(&report).expect("serializes")))?;
    }
    Ok(())
}

/// What uninstall leaves (the backups init took, your data directory), said, or removed with
/// `--purge`. Returns the paths still there.
fn leftovers(env: &InstallEnv, purge: bool) -> Result<Vec<String>, Failure> {
    let record = crate::files::install::record::InstallRecord::load(&env.data_dir).map_err(Failure::from)?;
    let mut left: Vec<PathBuf> = record.backups().map(Path::to_path_buf).collect();
    if env.data_dir.exists() {
        left.push(env.data_dir.clone());
    }
    if left.is_empty() {
        return Ok(Vec::new());
    }
    if purge {
        // A data directory set to your home (or above it) is not agent-trace's to remove whole.
        if env.home.starts_with(&env.data_dir) {
            return Err(Failure::usage(format!(
                "{} holds your home directory: --purge removes nothing there",
                env.data_dir.display()
            ))
            .hinted("point AGENT_TRACE_HOME at a directory of agent-trace's own, or remove its files by hand"));
        }
        for path in &left {
            let removed = if path.is_dir() { fs_err::remove_dir_all(path) } else { fs_err::remove_file(path) };
            removed?;
            outln!("  removed {}", tilde(path, &env.home));
        }
        return Ok(Vec::new());
    }
    outln!("Left in place:");
    for path in &left {
        let what = if *path == env.data_dir {
            "your data: global lessons, candidates, trust, evidence, keys"
        } else {
            "a backup init took of your config"
        };
        outln!("  {} ({what})", tilde(path, &env.home));
    }
    outln!("  to remove them too: agent-trace uninstall --purge");
    Ok(left.iter().map(|p| p.display().to_string()).collect())
}

/// A repository that takes shared lessons: the git hooks that keep their cache in step with the
/// lock after a pull or a checkout, and, once trusted, the first sync.
fn set_up_sources(r: &Repository, env: &InstallEnv, style: &Style) -> Result<(), Failure> {
    for (name, outcome) in git::install_sync_hooks(&r.repo, &env.binary)? {
        match outcome {
            git::HookOutcome::Written => {
                outln!("  {} git {name} hook runs `agent-trace sources sync`", style.mark(Status::Ok))
            }
            git::HookOutcome::Already => {
                outln!("  {} git {name} hook runs `agent-trace sources sync` (already)", style.mark(Status::Ok))
            }
            git::HookOutcome::Taken(path) => outln!(
                "  {} {} is another hook: add `agent-trace sources sync || true` to it to keep the shared lessons in step",
                style.mark(Status::Warn),
                path.display()
            ),
        }
    }
    let here = trust::here(Some(&env.data_dir), r.project.root(), &|_| {});
    if !here.trusted().is_some_and(|t| t.live().lock) {
        return Ok(());
    }
    match crate::systems::sources::sync(&r.project, &env.data_dir) {
        Ok(synced) if synced.failed.is_empty() => outln!(
            "  {} shared lessons: {} sources in the cache",
            style.mark(Status::Ok),
            synced.cached.len() + synced.fetched.len()
        ),
        Ok(synced) => {
            for failure in &synced.failed {
                outln!(
                    "  {} shared lessons: {}",
                    style.mark(Status::Warn),
                    crate::model::text::printable(&failure.to_string())
                );
            }
        }
        Err(e) => {
            outln!("  {} shared lessons: {}", style.mark(Status::Warn), crate::model::text::printable(&e.to_string()))
        }
    }
    Ok(())
}

fn uninstall_repository(cwd: &Path, env: &InstallEnv, style: &Style) -> Result<(), Failure> {
    let Some(project) = Project::find(cwd).map_err(lessons::Error::from)? else {
        outln!("Not in a git repository: nothing of this clone to take out.");
        return Ok(());
    };
    let repo = git::Repo::discover(project.root())?;
    let say = |done: bool, what: &str, otherwise: &str| -> Result<(), Failure> {
        outln!("  {} {}", style.mark(Status::Ok), if done { what } else { otherwise });
        Ok(())
    };
    outln!("{}", style.paint("1", "This repository"));
    say(
        git::uninstall_merge_driver(&repo)?,
        "merge driver taken out of this clone's config",
        "no merge driver in this clone's config",
    )?;
    for name in git::uninstall_sync_hooks(&repo)? {
        say(true, &format!("git {name} hook of agent-trace taken out"), "")?;
    }
    // What reached your agents stays accepted (a record in your data dir), so `init` trusts the
    // same content again without asking.
    if TrustList::load(&trust::trust_file().map_err(trust::Error::from)?)?.is_trusted(&project) {
        trust::review::live(&env.data_dir, &project, &|_| {});
    }
    say(trust::set_trusted(&project, false, env.now)?, "no longer trusted", "was not trusted")?;
    let line = git::has_attributes_line(&project).map_err(lessons::Error::from)?;
    if line {
        outln!(
            "    .gitattributes still routes lessons.jsonl to the driver (committed, so the team's to remove); \
             without the driver git merges it line by line"
        );
    }
    Ok(())
}

pub fn doctor(args: DoctorArgs, cwd: &Path) -> Result<(), Failure> {
    let env = install_env(args.home.as_deref(), cwd, None)?;
    let agents = chosen_agents(args.agents.as_deref(), &env, true);
    let options = doctor::Options {
        env: &env,
        cwd,
        agents: agents.clone(),
        runs: args.runs,
        budget: Duration::from_millis(args.budget_ms),
    };
    let mut checks = doctor::run(&options);
    let mut fixed = Vec::new();
    if args.fix {
        fixed = apply_fixes(&checks, &env, cwd)?;
        if !fixed.is_empty() {
            checks = doctor::run(&options);
        }
    }
    let failed = checks.iter().filter(|c| c.status == Status::Fail).count();
    if args.json {
        let report = serde_json::json!({"checks": checks, "fixed": fixed, "failed": failed});
        outln!("{}", serde_json::to_string_pretty(&report).expect("serializes"));
    } else {
        print_checks(&checks, &fixed)?;
    }
    if failed > 0 {
        return Err(Failure::findings(format!("{failed} check(s) failed")));
    }
    Ok(())
}

fn print_checks(checks: &[Check], fixed: &[String]) -> Result<(), Failure> {
    let style = Style::new();
    for f in fixed {
        outln!("{} fixed: {f}", style.paint("36", "→"));
    }
    for check in checks {
        outln!("{} {}: {}", style.mark(check.status), check.name, text::printable_lines(&check.detail));
        if check.status != Status::Ok
            && let Some(hint) = &check.hint
        {
            outln!("    {}", style.paint("2", &format!("hint: {}", text::printable_lines(hint))));
        }
    }
    Ok(())
}

fn apply_fixes(checks: &[Check], env: &InstallEnv, cwd: &Path) -> Result<Vec<String>, Failure> {
    let mut fixes: Vec<&Fix> = Vec::new();
    for fix in checks.iter().filter(|c| c.status != Status::Ok).filter_map(|c| c.fix.as_ref()) {
        if !fixes.contains(&fix) {
            fixes.push(fix);
        }
    }
    let mut done = Vec::new();
    for fix in fixes {
        match fix {
            Fix::Reinstall(id) => {
                let agent = agents::by_id(id).expect("a known agent");
                let changes = agent.plan_install(env).map_err(Failure::from)?;
                install::apply_install(&changes, env).map_err(Failure::from)?;
                done.push(format!("re-merged {id}'s entries"));
            }
            Fix::RegisterMergeDriver => {
                let repo = git::Repo::discover(cwd)?;
                let project = Project::find(cwd).map_err(git::Error::from)?;
                git::install_merge_driver(&repo, project.as_ref(), &env.binary)?;
                done.push("registered the merge driver".to_string());
            }
            Fix::FormatLessons(path) => {
                doctor::format_lessons(path)?;
                done.push(format!("rewrote {} canonical", path.display()));
            }
        }
    }
    Ok(done)
}

/// Starts the watch service init just wrote; where it cannot be started here (no user session
/// bus in a container, say, or a `--home` that is not yours), says how to start it.
fn start_service(env: &InstallEnv, style: &Style) -> Result<(), Failure> {
    let manager = watch::service::Manager::of_this_system();
    let hint = manager.start_hint(&manager.unit_path(env));
    let started = match env.use_agent_env {
        true => watch::service::start(env).map_err(|e| text::error_chain(&e)),
        false => Err("--home is not your home".to_string()),
    };
    match started {
        Ok(()) => {
            outln!(
                "  {} {:<width$} the service runs: `agent-trace doctor` checks it",
                style.mark(Status::Ok),
                "watch",
                width = label_width()
            )
        }
        Err(why) => outln!(
            "  {} {:<width$} the unit is in place but not started: {}; start it with `{hint}`",
            style.mark(Status::Warn),
            "watch",
            text::printable(&why),
            width = label_width()
        ),
    }
    Ok(())
}
