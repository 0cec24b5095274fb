use std::path::{Path, PathBuf};

use clap::{Args, Subcommand, ValueEnum};
use serde::Serialize;

use super::Failure;
use crate::files::project::Project;
use crate::systems::learn::effect;
use crate::systems::lessons::actions::{self, AddOutcome, Changes, Decision, Draft};
use crate::systems::lessons::store::{Store, StoreKind};
use crate::systems::lessons::{self as lib, Category, Lesson, Severity, Status, Trigger, file, merge_driver};
use crate::systems::recall::apply;
use crate::{files, files::clock, files::git, files::home, files::trust, model::text, systems::learn};

#[derive(Debug, Subcommand)]
pub enum LessonsCommand {
    /// Add an approved lesson to this project (or, with --global, to every project).
    #[command(after_help = TRIGGER_EXAMPLES)]
    Add(AddArgs),
    /// List lessons.
    List(ListArgs),
    /// Show every field of a lesson.
    Show {
        /// Id or a unique prefix of it.
        id: String,
        /// Print JSON instead of lines.
        #[arg(long)]
        json: bool,
    },
    /// Change a lesson; its id stays the same.
    Edit(EditArgs),
    /// Approve a candidate (or bring back a retired lesson).
    Approve(ApproveArgs),
    /// Retire a lesson: it stays in the file, so the retirement reaches every clone, but is never recalled.
    Retire {
        /// Id or a unique prefix of it.
        id: String,
        /// A lesson of your private global lessons, not this repository's.
        #[arg(long)]
        global: bool,
    },
    /// Delete a lesson that was never committed (a typo); one in HEAD is retired instead.
    Rm {
        /// Id or a unique prefix of it.
        id: String,
        /// A lesson of your private global lessons, not this repository's.
        #[arg(long)]
        global: bool,
    },
    /// Reject a candidate: it is kept, retired, in your private store, and never proposed again.
    Reject {
        /// Id or a unique prefix of the candidate.
        id: String,
    },
    /// Review the candidates one at a time on a terminal: the evidence behind each, then approve,
    /// edit, skip or reject; then the lessons measured as not helping or stale: reword, retire
    /// or keep.
    Review {
        /// Approve into your private global lessons instead of this repository's.
        #[arg(long)]
        global: bool,
        /// Candidates learned in other projects too (they are approved to your global lessons).
        #[arg(long)]
        all: bool,
    },
    /// Rewrite the lessons file in canonical form (sorted, one version per id, no conflict markers).
    Fmt {
        /// Only report; exit 1 when the file is not canonical.
        #[arg(long)]
        check: bool,
        /// Print the rewrite as a diff; write nothing.
        #[arg(long, conflicts_with = "check")]
        dry_run: bool,
        /// Your private global lessons file instead of this repository's.
        #[arg(long)]
        global: bool,
    },
    /// Merge lessons files into this project's (candidates go to the private candidate store).
    Import {
        /// Lessons files (JSON Lines, as `lessons export` writes them).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Into your private global lessons instead of this repository's.
        #[arg(long)]
        global: bool,
        /// Print the changes as diffs; write nothing.
        #[arg(long)]
        dry_run: bool,
    },
    /// Print this project's lessons file in canonical form.
    Export {
        /// Write to FILE instead of standard output.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// Your private global lessons instead of this repository's.
        #[arg(long)]
        global: bool,
    },
    /// Write the approved lessons every session gets into a marked block of AGENTS.md / CLAUDE.md,
    /// for agents and CI runs that read only instruction files (hooks need no such copy).
    Apply {
        /// The instruction file(s) to write, inside the repository (default: AGENTS.md and
        /// CLAUDE.md where they exist, else AGENTS.md).
        #[arg(long = "target", value_name = "FILE")]
        targets: Vec<PathBuf>,
        /// Print the change as a diff; write nothing.
        #[arg(long)]
        dry_run: bool,
        /// Take the block out again, giving the file back its bytes.
        #[arg(long)]
        remove: bool,
    },
    /// Turn the flags of scanned sessions into candidate lessons (run `agent-trace scan` first).
    Harvest {
        /// Only flags from the last DAYS days.
        #[arg(long, default_value_t = HARVEST_DAYS, value_name = "DAYS")]
        since_days: u64,
        /// Leave out candidates below this severity (1..3).
        #[arg(long, default_value_t = HARVEST_MIN_SEVERITY)]
        min_severity: u8,
        /// Show the candidates, and what your judge would be sent for each, without writing or
        /// sending anything.
        #[arg(long)]
        dry_run: bool,
        /// Print the report as JSON.
        #[arg(long, conflicts_with = "dry_run")]
        json: bool,
    },
    /// Whether each lesson stopped its mistake: relevant calls and mistakes in the sessions that
    /// received it against those that did not, and a verdict (run `agent-trace scan` first).
    Stats(StatsArgs),
    /// The git merge driver (git runs it as `lessons merge-driver %O %A %B %P`).
    MergeDriver {
        /// The common ancestor's version (git's `%O`).
        base: PathBuf,
        /// Our version, where the result is written (git's `%A`).
        ours: PathBuf,
        /// Their version (git's `%B`).
        theirs: PathBuf,
        /// The path of the file in the repository, for messages.
        path_name: Option<String>,
    },
}

/// One trigger per moment, as `lessons add --help` shows them.
const TRIGGER_EXAMPLES: &str = "\
Triggers, one per moment:
  --trigger session_start                  when a session starts
  --trigger 'prompt::(?i)deploy'           at a prompt that matches the pattern (no tool: two colons)
  --trigger 'pre_tool:Bash:git push.*--force'
                                           before a shell command that matches (`Bash` is every
                                           agent's shell tool; `Edit`, `Write`, `Read` likewise)
  --trigger 'pre_tool:apply_patch'         before every call of one agent's own tool\n";

#[derive(Debug, Args)]
pub struct StatsArgs {
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
    /// Relevant calls needed on each side (with the lesson, without) before a verdict.
    #[arg(long, default_value_t = effect::MIN_RELEVANT, value_name = "N")]
    min_relevant: u32,
    /// Days without a relevant call, in a project worked on meanwhile, that make a lesson stale.
    #[arg(long, default_value_t = effect::STALE_DAYS, value_name = "DAYS")]
    stale_days: u32,
    /// Also write this machine's figures per lesson id (counts only, no text of any session) to
    /// FILE, for a teammate's `--import`.
    #[arg(long, value_name = "FILE")]
    export: Option<PathBuf>,
    /// Add up teammates' exported figures with this machine's.
    #[arg(long = "import", value_name = "FILE", num_args = 1..)]
    imports: Vec<PathBuf>,
}

#[derive(Debug, Args)]
pub struct AddArgs {
    /// What the agent should do differently, in one or two sentences.
    #[arg(long)]
    text: String,
    /// EVENT[:TOOL[:REGEX]], EVENT one of session_start, prompt, pre_tool.
    #[arg(long, default_value = "session_start", value_parser = parse_trigger)]
    trigger: Trigger,
    /// 1 (hint) to 3 (must not happen again).
    #[arg(long, default_value = "2", value_parser = parse_severity)]
    severity: Severity,
    /// What kind of mistake it prevents.
    #[arg(long, value_enum, default_value_t = CategoryArg::Other)]
    category: CategoryArg,
    /// Only for these agents (comma-separated).
    #[arg(long, value_delimiter = ',', value_parser = super::agent_id())]
    agents: Option<Vec<String>>,
    /// Add to the private global lessons, which apply in every repository.
    #[arg(long)]
    global: bool,
    /// Add as a candidate waiting for approval, in the private store.
    #[arg(long, conflicts_with = "global")]
    candidate: bool,
}

#[derive(Debug, Args)]
pub struct ListArgs {
    /// Which lessons by status.
    #[arg(long, value_enum, default_value_t = StatusFilter::Approved)]
    status: StatusFilter,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
    /// Only the global lessons.
    #[arg(long, conflicts_with = "project")]
    global: bool,
    /// Only this project's lessons.
    #[arg(long)]
    project: bool,
    /// Candidates learned in other projects too (in a repository, only its own are listed).
    #[arg(long)]
    all: bool,
}

#[derive(Debug, Args)]
pub struct EditArgs {
    /// Id or a unique prefix of it.
    id: String,
    /// The new text.
    #[arg(long)]
    text: Option<String>,
    /// The new trigger: EVENT[:TOOL[:REGEX]].
    #[arg(long, value_parser = parse_trigger)]
    trigger: Option<Trigger>,
    /// The new severity, 1 to 3.
    #[arg(long, value_parser = parse_severity)]
    severity: Option<Severity>,
    /// The new category.
    #[arg(long, value_enum)]
    category: Option<CategoryArg>,
    /// Comma-separated agent ids, or `all`.
    #[arg(long, value_delimiter = ',')]
    agents: Option<Vec<String>>,
    /// A lesson of your private global lessons, not this repository's.
    #[arg(long)]
    global: bool,
    /// Edit a candidate in the private store.
    #[arg(long, conflicts_with = "global")]
    candidate: bool,
    /// Print the change as a diff; write nothing.
    #[arg(long)]
    dry_run: bool,
}

#[derive(Debug, Args)]
pub struct ApproveArgs {
    /// Id or a unique prefix of the candidate (or of a retired lesson).
    id: String,
    /// Where it goes: this repository's lessons (committed, shared) or your global ones. By
    /// default, this repository's for a candidate learned in it, your global ones for one
    /// learned elsewhere.
    #[arg(long, value_enum)]
    scope: Option<ScopeArg>,
    /// Approve it with this trigger instead: EVENT[:TOOL[:REGEX]].
    #[arg(long, value_parser = parse_trigger)]
    trigger: Option<Trigger>,
    /// Approve it with this text instead.
    #[arg(long)]
    text: Option<String>,
    /// Approve without a terminal (a person's decision: refused inside an agent's tool call).
    #[arg(long)]
    yes: bool,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum ScopeArg {
    Project,
    Global,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum StatusFilter {
    Approved,
    Retired,
    Candidate,
    /// Candidates you rejected (kept so that harvest never proposes them again).
    Rejected,
    All,
}

impl StatusFilter {
    fn admits(self, lesson: &Lesson) -> bool {
        match self {
            StatusFilter::Approved => lesson.status == Status::Approved,
            StatusFilter::Retired => lesson.status == Status::Retired && !lesson.is_rejected(),
            StatusFilter::Candidate => lesson.status == Status::Candidate,
            StatusFilter::Rejected => lesson.is_rejected(),
            StatusFilter::All => true,
        }
    }
}

/// How a record's state reads in a list: a rejected candidate is no retired lesson.
fn shown_status(lesson: &Lesson) -> String {
    if lesson.is_rejected() { "rejected".into() } else { lesson.status.to_string() }
}

/// Where a record is, as a list says it: a rejected candidate belongs to no lessons.
fn shown_scope(kind: StoreKind, lesson: &Lesson) -> &'static str {
    if lesson.is_rejected() { "candidate" } else { kind.name() }
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum CategoryArg {
    #[value(name = "tool_misuse", alias = "tool-misuse")]
    ToolMisuse,
    Stall,
    Verification,
    Style,
    Safety,
    Other,
}

impl From<CategoryArg> for Category {
    fn from(c: CategoryArg) -> Category {
        match c {
            CategoryArg::ToolMisuse => Category::ToolMisuse,
            CategoryArg::Stall => Category::Stall,
            CategoryArg::Verification => Category::Verification,
            CategoryArg::Style => Category::Style,
            CategoryArg::Safety => Category::Safety,
            CategoryArg::Other => Category::Other,
        }
    }
}

fn parse_trigger(spec: &str) -> Result<Trigger, crate::systems::lessons::InvalidLesson> {
    Trigger::parse_spec(spec)
}

fn parse_severity(s: &str) -> Result<Severity, String> {
    let n: u8 = s.parse().map_err(|_| format!("{s:?} is not 1, 2 or 3"))?;
    Severity::try_from(n)
}

pub fn run(command: LessonsCommand, cwd: &Path) -> Result<(), Failure> {
    match command {
        LessonsCommand::Add(args) => add(args, cwd),
        LessonsCommand::List(args) => list(args, cwd),
        LessonsCommand::Show { id, json } => show(&id, json, cwd),
        LessonsCommand::Edit(args) => edit(args, cwd),
        LessonsCommand::Approve(args) => approve(args, cwd),
        LessonsCommand::Retire { id, global } => {
            super::a_person_decides("retiring a lesson", false, false)?;
            let store = scoped_store(global, cwd)?;
            let (lesson, changed) =
                actions::retire(&store, &id, &decision(cwd)?).map_err(|e| elsewhere(e, &id, &store, cwd))?;
            report(changed, "retired", &lesson, &store)?;
            Ok(())
        }
        LessonsCommand::Rm { id, global } => {
            super::a_person_decides("deleting a lesson", false, false)?;
            let store = scoped_store(global, cwd)?;
            let committed = match store.repository() {
                Some(project) => committed_lessons(project)?,
                None => None,
            };
            let lesson =
                actions::remove(&store, &id, committed.as_ref()).map_err(|e| elsewhere(e, &id, &store, cwd))?;
            outln!("removed {} ({}): {}", lesson.id, store.path.display(), text::printable(&lesson.text));
            Ok(())
        }
        LessonsCommand::Reject { id } => {
            super::a_person_decides("rejecting a candidate", false, false)?;
            let lesson = actions::reject(&Store::global()?, &Store::candidates()?, &id, &decision(cwd)?)?;
            outln!("rejected {}: {} (it will not be proposed again)", lesson.id, text::printable(&lesson.text));
            Ok(())
        }
        LessonsCommand::Review { global, all } => review(global, all, cwd),
        LessonsCommand::Fmt { check, global, dry_run } => fmt(check, global, dry_run, cwd),
        LessonsCommand::Import { files, global, dry_run } => {
            if !dry_run {
                super::a_person_decides("importing lessons", false, false)?;
            }
            let (store, candidates) = (scoped_store(global, cwd)?, Store::candidates()?);
            let (store, candidates) =
                if dry_run { (store.preview(), candidates.preview()) } else { (store, candidates) };
            let files = files.iter().map(|f| named_file(cwd, f)).collect::<Result<Vec<_>, _>>()?;
            let paths: Vec<&Path> = files.iter().map(PathBuf::as_path).collect();
            let counts = actions::import(&store, &candidates, &paths)?;
            if dry_run {
                return print_previews(&[&store, &candidates]);
            }
            for lesson in counts.written.iter().filter(|l| l.status == lib::Status::Approved) {
                note_decision(lesson, "import", &store);
            }
            outln!(
                "imported into {}: {} added, {} updated, {} unchanged, {} candidates",
                store.path.display(),
                counts.added,
                counts.updated,
                counts.unchanged,
                counts.candidates
            );
            Ok(())
        }
        LessonsCommand::Export { out, global } => {
            let store = scoped_store(global, cwd)?;
            let bytes = file::to_canonical_bytes(&store.load()?.lessons);
            match out {
                Some(path) => {
                    // Not through a link: `--out team.jsonl` in a clone may be a committed one.
                    let path = named_file(cwd, &path)?;
                    // Never into the private store: a repository's lessons written there would
                    // reach every repository without anyone trusting them.
                    if let Ok(data) = home::data_dir()
                        && std::path::absolute(&path).is_ok_and(|p| p.starts_with(&data))
                    {
                        return Err(Failure::usage(format!(
                            "{}: inside agent-trace's private data, which only its own commands write",
                            path.display()
                        ))
                        .hinted("export elsewhere; to take lessons in, use `agent-trace lessons import`"));
                    }
                    files::write_atomic_no_follow(&path, &bytes, None).map_err(lib::Error::from)?;
                }
                None => {
                    use std::io::Write;
                    std::io::stdout().write_all(&bytes)?;
                }
            }
            Ok(())
        }
        LessonsCommand::Apply { targets, dry_run, remove } => apply(&targets, dry_run, remove, cwd),
        LessonsCommand::Harvest { since_days, min_severity, dry_run, json } => {
            if json {
                super::quiet();
            }
            harvest(since_days, min_severity, dry_run, json, cwd)
        }
        LessonsCommand::Stats(args) => stats(args, cwd),
        LessonsCommand::MergeDriver { base, ours, theirs, path_name } => {
            let summary = merge_driver::run(&base, &ours, &theirs, path_name.as_deref())?;
            // One write for the whole report: a merge that settles thousands of ids is not held
            // up by a write to the terminal for each.
            let mut report = String::new();
            for conflict in &summary.conflicts {
                report.push_str(&format!("agent-trace: {}\n", conflict.describe()));
            }
            let merged = text::printable(path_name.as_deref().unwrap_or("lessons")).into_owned();
            for refused in &summary.refused {
                report.push_str(&format!(
                    "agent-trace: {merged}:{}: {} (the hook never delivers it)\n",
                    refused.line,
                    text::printable(&refused.reason)
                ));
            }
            report.push_str(&format!(
                "agent-trace: merged {} ({} lessons)\n",
                text::printable(path_name.as_deref().unwrap_or("lessons")),
                summary.lessons
            ));
            let _ = std::io::Write::write_all(&mut std::io::stderr().lock(), report.as_bytes());
            Ok(())
        }
    }
}

fn add(args: AddArgs, cwd: &Path) -> Result<(), Failure> {
    if !args.candidate {
        super::a_person_decides("adding a lesson the agents will get", false, false)?;
    }
    let store = if args.candidate { Store::candidates()? } else { scoped_store(args.global, cwd)? };
    let draft = Draft {
        text: args.text,
        trigger: args.trigger,
        severity: args.severity,
        category: args.category.into(),
        agents: args.agents,
    };
    let (lesson, outcome) = actions::add(&store, draft, &decision(cwd)?)?;
    report(outcome == AddOutcome::Added, "added", &lesson, &store)?;
    if outcome == AddOutcome::Added && store.kind != StoreKind::Candidates {
        note_decision(&lesson, "add", &store);
    }
    Ok(())
}

fn edit(args: EditArgs, cwd: &Path) -> Result<(), Failure> {
    if !args.candidate && !args.dry_run {
        super::a_person_decides("changing a lesson the agents get", false, false)?;
    }
    let store = if args.candidate { Store::candidates()? } else { scoped_store(args.global, cwd)? };
    let store = if args.dry_run { store.preview() } else { store };
    let agents = args.agents.map(|a| if a.iter().any(|x| x == "all") { None } else { Some(a) });
    let changes = Changes {
        text: args.text,
        trigger: args.trigger,
        severity: args.severity,
        category: args.category.map(Into::into),
        agents,
    };
    let (lesson, changed) =
        actions::edit(&store, &args.id, changes, &decision(cwd)?).map_err(|e| elsewhere(e, &args.id, &store, cwd))?;
    if args.dry_run {
        return print_previews(&[&store]);
    }
    report(changed, "edited", &lesson, &store)?;
    Ok(())
}

/// What a dry run's stores would have written, as diffs.
fn print_previews(stores: &[&Store]) -> Result<(), Failure> {
    let diffs: Vec<String> = stores.iter().flat_map(|s| s.previewed()).filter(|d| !d.is_empty()).collect();
    if diffs.is_empty() {
        outln!("nothing to change");
    }
    for diff in diffs {
        out!("{}", text::printable_lines(&diff));
    }
    Ok(())
}

fn approve(args: ApproveArgs, cwd: &Path) -> Result<(), Failure> {
    super::a_person_decides("approving a lesson", args.yes, true)?;
    let global = match args.scope {
        Some(scope) => matches!(scope, ScopeArg::Global),
        None => learned_elsewhere(&args.id, cwd),
    };
    let target = scoped_store(global, cwd)?;
    let changes = Changes { text: args.text, trigger: args.trigger, ..Changes::default() };
    let lesson = actions::approve(&target, &Store::candidates()?, &args.id, changes, &decision(cwd)?)?;
    report(true, "approved", &lesson, &target)?;
    note_decision(&lesson, "approve", &target);
    Ok(())
}

fn fmt(check: bool, global: bool, dry_run: bool, cwd: &Path) -> Result<(), Failure> {
    let store = scoped_store(global, cwd)?;
    let store = if dry_run { store.preview() } else { store };
    if !store.path.exists() {
        // Nothing to be canonical or not; `--check` has nothing to find either.
        outln!("{}: no lessons file yet (`agent-trace lessons add` makes one)", store.path.display());
        return Ok(());
    }
    let report = actions::fmt(&store, check)?;
    if dry_run {
        return print_previews(&[&store]);
    }
    let path = store.path.display();
    for refused in &report.refused {
        eprintln!("{path}:{}: {} (the hook never delivers it)", refused.line, text::printable(&refused.reason));
    }
    for resolution in &report.resolutions {
        eprintln!("{path}: {resolution}");
    }
    if check && !report.refused.is_empty() {
        return Err(Failure::findings(format!(
            "{path}: {} that `lessons add` would refuse",
            text::count(report.refused.len(), "lesson")
        ))
        .hinted("change each with `agent-trace lessons edit ID …`, or retire it"));
    }
    if report.canonical {
        outln!("{path}: canonical");
        return Ok(());
    }
    let mut why = Vec::new();
    if report.conflict_markers {
        why.push("git conflict markers".to_string());
    }
    if report.duplicate_ids > 0 {
        why.push(format!("{} duplicate ids", report.duplicate_ids));
    }
    if why.is_empty() {
        why.push("order or formatting".to_string());
    }
    if check {
        return Err(Failure::findings(format!("{path}: not canonical ({})", why.join(", ")))
            .hinted("run `agent-trace lessons fmt` to rewrite it"));
    }
    outln!("{path}: rewritten canonical (had {})", why.join(", "));
    Ok(())
}

/// Whether the candidate `id` (a prefix) was learned outside the repository `cwd` is in.
fn learned_elsewhere(id: &str, cwd: &Path) -> bool {
    let (Some(root), Ok(data)) = (here_root(cwd), home::data_dir()) else { return false };
    let evidence = learn::harvest::Evidence::load(&data);
    let candidates = Store::candidates().and_then(|s| s.load()).map(|p| p.lessons).unwrap_or_default();
    let Ok(full) = actions::resolve_prefix(&candidates, id) else { return false };
    !evidence.learned_in(full.as_str(), &root)
}

/// The root of the repository `cwd` is in, if it is in one.
fn here_root(cwd: &Path) -> Option<PathBuf> {
    Project::find(cwd).ok().flatten().map(|p| p.root().to_path_buf())
}

/// The project's lessons as HEAD has them (`None`: no commit or no file there yet).
fn committed_lessons(project: &Project) -> Result<Option<lib::LessonSet>, Failure> {
    let repo = git::Repo::discover(project.root())?;
    let path = format!("{}/{}", crate::files::project::PROJECT_DIR, crate::files::project::LESSONS_FILE);
    Ok(repo.file_at_head(&path).map(|bytes| file::parse(&String::from_utf8_lossy(&bytes)).lessons))
}

/// The lessons of one store together with the store's name, as `list --json` prints them.
#[derive(Serialize)]
struct Listed<'a> {
    scope: &'static str,
    /// A candidate you rejected (its record says retired, never approved).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    rejected: bool,
    #[serde(flatten)]
    lesson: &'a Lesson,
    /// For candidates: the flags they were harvested from.
    #[serde(skip_serializing_if = "Option::is_none")]
    evidence: Option<Vec<crate::systems::rules::Verdict>>,
}

/// What `init --backfill` harvests after its first scan: `lessons harvest`'s defaults.
pub(super) const HARVEST_DAYS: u64 = 30;
pub(super) const HARVEST_MIN_SEVERITY: u8 = 2;

pub(super) fn harvest(since_days: u64, min_severity: u8, dry_run: bool, json: bool, cwd: &Path) -> Result<(), Failure> {
    let data = home::data_dir().map_err(lib::Error::from)?;
    let now = clock::now().map_err(lib::Error::from)?;
    let verdicts = learn::recent_verdicts(&data, now.as_seconds() * 1000, since_days);
    if verdicts.is_empty() {
        if json {
            let out = serde_json::to_string_pretty(&learn::harvest::HarvestReport::default()).expect("serializes");
            super::write_always(format_args!("{out}\n"))?;
        }
        let all = crate::systems::transcripts::scan::load_verdicts(&data);
        let marks = learn::marks::Marks::load(&data);
        let wrong = all.iter().filter(|v| marks.wrong(v)).count();
        match all.len() {
            0 => outln!("no flags yet: run `agent-trace scan` first"),
            n if n == wrong => outln!("{n} flags, all marked wrong: nothing to propose"),
            n => outln!(
                "{n} flags, {} older than {since_days} days and {wrong} marked wrong: widen with --since-days DAYS",
                n - wrong
            ),
        }
        return Ok(());
    }
    let judge = learn::judge::Judge::configured(&data)?;
    let mut decided = vec![Store::global()?];
    decided.extend(project_store(cwd)?);
    if dry_run {
        let preview = learn::preview(&data, &verdicts, min_severity, &decided, judge.as_ref())?;
        if let Some(judge) = &judge {
            outln!("each request goes to {}: {}", judge.describe(), judge.framing());
            for line in learn::judge::Judge::instructions().lines() {
                outln!("  > {line}");
            }
            outln!("");
        }
        for (planned, sent) in &preview {
            let lesson = &planned.lesson;
            outln!(
                "{}  {}  {}",
                lesson.id,
                text::printable(&lesson.trigger.to_string()),
                text::printable(&lesson.text)
            );
            if let Some(sent) = sent {
                outln!("  would send this excerpt:");
                for line in sent.lines() {
                    outln!("  | {}", text::printable(line));
                }
            }
        }
        let asked = preview.iter().filter(|(_, sent)| sent.is_some()).count();
        let judge_line = match &judge {
            Some(judge) => format!("{asked} would be drafted by {}", judge.describe()),
            None => "no judge configured: templates only (see `[judge]` in docs/src/transcripts.md)".to_string(),
        };
        outln!("dry run: {} candidate lessons, {judge_line}; nothing written or sent", preview.len());
        return Ok(());
    }
    let report = learn::harvest(&data, &verdicts, min_severity, &decided, judge.as_ref())?;
    if json {
        let out = serde_json::to_string_pretty(&report).expect("serializes");
        super::write_always(format_args!("{out}\n"))?;
    }
    outln!(
        "{} of the last {since_days} days (--since-days widens it): {} ({} new, {} updated, {} already decided by a person)",
        text::count(report.verdicts, "flag"),
        text::count(report.candidates, "candidate lesson"),
        report.new,
        report.updated,
        report.decided
    );
    if let Some(root) = here_root(cwd) {
        let evidence = learn::harvest::Evidence::load(&data);
        let pending = Store::candidates()?.load()?.lessons;
        let elsewhere = pending.iter().filter(|l| !evidence.learned_in(l.id.as_str(), &root)).count();
        if elsewhere > 0 {
            outln!(
                "{} of them learned in this project; {elsewhere} in other projects (`lessons list --status candidate --all`)",
                pending.len() - elsewhere
            );
        }
    }
    for (id, reason) in &report.left_out {
        eprintln!("agent-trace: candidate {id} left out: {}", text::printable(reason));
    }
    if super::is_verbose() {
        for lesson in Store::candidates()?.load()?.lessons.iter() {
            eprintln!(
                "candidate {}  {}  {}",
                lesson.id,
                text::printable(&lesson.trigger.to_string()),
                text::printable(&lesson.text)
            );
        }
    }
    if let Some(judge) = &judge {
        outln!("{} drafted by {}", report.drafted, judge.describe());
        for (id, reason) in &report.not_drafted {
            eprintln!("agent-trace: {id} kept its template: {}", text::printable(reason));
        }
    }
    outln!("review them: agent-trace lessons review");
    Ok(())
}

fn stats(args: StatsArgs, cwd: &Path) -> Result<(), Failure> {
    let data = home::data_dir().map_err(lib::Error::from)?;
    let effects = measure_effects(&data, cwd, &args.imports, args.min_relevant, args.stale_days)?;
    if let Some(path) = &args.export {
        let export = effect::Export { agent_trace_effect: effect::EXPORT_FORMAT, lessons: effects.own.clone() };
        let mut bytes = serde_json::to_vec_pretty(&export).expect("serializes");
        bytes.push(b'\n');
        crate::files::write_atomic_if_changed(&named_file(cwd, path)?, &bytes)?;
    }
    if args.json {
        outln!("{}", serde_json::to_string_pretty(&effects.rows).expect("serializes"));
        return Ok(());
    }
    if effects.sessions == 0 {
        outln!("no sessions scanned yet: run `agent-trace scan` first, then `agent-trace lessons stats`");
    }
    let rate = |r: Option<f64>| r.map_or("-".to_string(), |r| format!("{:.0}%", r * 100.0));
    let side = |mistakes: u32, relevant: u32, r: Option<f64>| format!("{mistakes}/{relevant} {}", rate(r));
    outln!("{:<8}  {:<7}  {:<11}  {:>5}  {:>12}  {:>12}  TEXT", "ID", "SCOPE", "VERDICT", "DELIV", "WITH", "WITHOUT");
    for r in &effects.rows {
        let verdict: &str = r.verdict.into();
        outln!(
            "{:<8}  {:<7}  {:<11}  {:>5}  {:>12}  {:>12}  {}",
            r.id,
            r.scope,
            verdict,
            r.counts.deliveries,
            side(r.counts.mistakes_with, r.counts.relevant_with, r.rate_with),
            side(r.counts.mistakes_without, r.counts.relevant_without, r.rate_without),
            text::shorten(&text::printable(&r.text), 50)
        );
    }
    if let Some(path) = &args.export {
        outln!("wrote the figures of {} lessons to {}", effects.own.len(), path.display());
    }
    Ok(())
}

/// The effect of this repository's and the global lessons (a rejected candidate never reached
/// anyone: no lesson to measure), teammates' exports in `imports` added up.
pub(super) fn measure_effects(
    data: &Path,
    cwd: &Path,
    imports: &[PathBuf],
    min_relevant: u32,
    stale_days: u32,
) -> Result<learn::Effects, Failure> {
    let mut stores = project_store(cwd)?.into_iter().collect::<Vec<_>>();
    stores.push(Store::global()?);
    let mut loaded = Vec::new();
    for store in &stores {
        let root = store.repository().map(|p| p.root().to_path_buf());
        loaded.push((store.kind.name(), root, store.load()?.lessons));
    }
    // The shared sources' lessons the repository takes (its own of the same id wins).
    let project = stores.first().and_then(|s| s.repository());
    let shared: Vec<Lesson> = project
        .map(|p| crate::systems::sources::lessons(data, p).into_iter().map(|(_, l)| l).collect())
        .unwrap_or_default();
    let own = |id: &str| {
        loaded.first().is_some_and(|(scope, _, set)| *scope == "project" && set.iter().any(|l| l.id.as_str() == id))
    };
    let shared_root = project.map(|p| p.root().to_path_buf());
    let lessons: Vec<(&str, Option<PathBuf>, &Lesson)> = loaded
        .iter()
        .flat_map(|(scope, root, set)| set.iter().filter(|l| !l.is_rejected()).map(move |l| (*scope, root.clone(), l)))
        .chain(shared.iter().filter(|l| !own(l.id.as_str())).map(|l| ("shared", shared_root.clone(), l)))
        .collect();
    let mut imported: Vec<effect::Export> = Vec::new();
    for path in imports {
        let path = &named_file(cwd, path)?;
        let rules = crate::files::ReadRules { follow_symlinks: true, owner: None, max_bytes: 16 << 20 };
        let bytes = crate::files::read_regular(path, &rules)?
            .ok_or_else(|| Failure::usage(format!("{}: no such file", path.display())))?;
        let export = effect::Export::parse(path, &bytes)?;
        // The same figures twice (one file named twice, or sent twice) are counted once.
        if !imported.contains(&export) {
            imported.push(export);
        }
    }
    let now_ms = crate::files::clock::now().map_err(|e| Failure::usage(e.to_string()))?.as_seconds() * 1000;
    let thresholds = effect::Thresholds { min_relevant, stale_days, now_ms };
    Ok(learn::effects(data, &lessons, &imported, thresholds)?)
}

fn list(args: ListArgs, cwd: &Path) -> Result<(), Failure> {
    let mut stores = Vec::new();
    if args.project {
        stores.push(Store::project(cwd)?);
    } else if !args.global {
        stores.extend(project_store(cwd)?);
    }
    if !args.project {
        stores.push(Store::global()?);
        if matches!(args.status, StatusFilter::Candidate | StatusFilter::All) {
            stores.push(Store::candidates()?);
        }
    }
    let mut loaded = Vec::new();
    for store in &stores {
        loaded.push((store.kind, store.load()?.lessons));
    }
    let evidence = home::data_dir().map(|d| learn::harvest::Evidence::load(&d)).unwrap_or_default();
    // In a repository, its own candidates; those learned elsewhere with --all.
    let root = (!args.all).then(|| here_root(cwd)).flatten();
    let elsewhere = |lesson: &Lesson| {
        lesson.status == Status::Candidate
            && root.as_deref().is_some_and(|root| !evidence.learned_in(lesson.id.as_str(), root))
    };
    let others =
        loaded.iter().flat_map(|(_, set)| set.iter()).filter(|l| args.status.admits(l) && elsewhere(l)).count();
    let rows: Vec<Listed> = loaded
        .iter()
        .flat_map(|(kind, set)| set.iter().map(move |lesson| (kind, lesson)))
        .filter(|(_, lesson)| args.status.admits(lesson) && !elsewhere(lesson))
        .map(|(kind, lesson)| Listed {
            scope: shown_scope(*kind, lesson),
            rejected: lesson.is_rejected(),
            lesson,
            evidence: (lesson.status == Status::Candidate)
                .then(|| evidence.by_id.get(lesson.id.as_str()).cloned())
                .flatten(),
        })
        .collect();
    if args.json {
        outln!("{}", serde_json::to_string_pretty(&rows).expect("lessons serialize"));
    } else {
        print_table(&rows)?;
    }
    if others > 0 {
        eprintln!("note: {others} candidates learned in other projects are not listed (--all lists them)");
    }
    if stores.iter().any(|s| s.kind == StoreKind::Project) {
        let data_dir = home::data_dir().ok();
        if let Some(note) = trust::here(data_dir.as_deref(), cwd, &|_| {}).not_delivered_note(super::for_a_person()) {
            eprintln!("note: {}", text::printable(&note));
        }
    }
    Ok(())
}

fn print_table(rows: &[Listed]) -> Result<(), Failure> {
    const TEXT_WIDTH: usize = 72;
    let trigger_width =
        rows.iter().map(|r| r.lesson.trigger.to_string().chars().count()).max().unwrap_or(0).clamp(7, 32);
    outln!("{:<8}  {:<9}  {:<9}  SEV  {:<trigger_width$}  TEXT", "ID", "SCOPE", "STATUS", "TRIGGER");
    for row in rows {
        let l = row.lesson;
        outln!(
            "{:<8}  {:<9}  {:<9}  {:<3}  {:<trigger_width$}  {}",
            l.id.as_str(),
            row.scope,
            shown_status(l),
            l.severity.get(),
            text::shorten(&text::printable(&l.trigger.to_string()), trigger_width),
            text::shorten(&text::printable(&l.text), TEXT_WIDTH)
        );
        for v in row.evidence.iter().flatten().take(3) {
            let turn = v.turn.map(|t| format!(" turn {t}")).unwrap_or_default();
            outln!(
                "          evidence: {} in {} {}{turn}: {}",
                v.rule,
                v.agent,
                text::printable(&v.session),
                text::shorten(&text::printable(&v.message), 70)
            );
        }
    }
    Ok(())
}

fn show(id: &str, json: bool, cwd: &Path) -> Result<(), Failure> {
    let mut stores = project_store(cwd)?.into_iter().collect::<Vec<_>>();
    stores.push(Store::global()?);
    stores.push(Store::candidates()?);
    let mut found = Vec::new();
    for store in &stores {
        let set = store.load()?.lessons;
        match actions::resolve_prefix(&set, id) {
            Ok(id) => found.push((store.kind, set.get(&id).expect("resolved").clone())),
            Err(lib::Error::NotFound(_)) => {}
            Err(other) => return Err(other.into()),
        }
    }
    if found.is_empty() {
        return Err(lib::Error::NotFound(id.to_string()).into());
    }
    if json {
        let rows: Vec<Listed> = found
            .iter()
            .map(|(kind, lesson)| Listed {
                scope: shown_scope(*kind, lesson),
                rejected: lesson.is_rejected(),
                lesson,
                evidence: None,
            })
            .collect();
        outln!("{}", serde_json::to_string_pretty(&rows).expect("lessons serialize"));
        return Ok(());
    }
    for (kind, l) in &found {
        outln!("id:          {}", l.id);
        outln!("scope:       {}", shown_scope(*kind, l));
        outln!("status:      {}", shown_status(l));
        outln!("text:        {}", text::printable(&l.text));
        outln!("trigger:     {}", text::printable(&l.trigger.to_string()));
        outln!("severity:    {}", l.severity.get());
        outln!("category:    {}", <&str>::from(l.category));
        outln!("agents:      {}", text::printable(&l.agents.as_ref().map_or("all".to_string(), |a| a.join(", "))));
        if let Some(at) = l.approved_at {
            outln!(
                "approved:    {at}{}",
                l.approved_by.as_ref().map(|b| format!(" by {}", text::printable(b))).unwrap_or_default()
            );
        }
        if let Some(at) = l.retired_at {
            outln!("retired:     {at}");
        }
        outln!("count:       {}", l.count);
    }
    Ok(())
}

/// A file a person named on the command line, made absolute. Inside a work tree it may not lead
/// out of it through a committed link in a folder on the way.
pub(super) fn named_file(cwd: &Path, path: &Path) -> Result<PathBuf, Failure> {
    let path = fs_err::canonicalize(cwd).unwrap_or_else(|_| cwd.to_path_buf()).join(path);
    if let Some(project) = Project::find(cwd).map_err(lib::Error::from)? {
        project.check_stays_inside(&path).map_err(lib::Error::from)?;
    }
    Ok(path)
}

/// The project store when `cwd` is in a work tree; a work tree that is refused is an error.
fn project_store(cwd: &Path) -> Result<Option<Store>, Failure> {
    match Store::project(cwd) {
        Ok(store) => Ok(Some(store)),
        Err(lib::Error::NoProject { .. }) => Ok(None),
        Err(e) => Err(e.into()),
    }
}

/// An id that matches nothing in `searched` but names a lesson of another store: say which, and
/// the flag that reaches it.
fn elsewhere(error: lib::Error, id: &str, searched: &Store, cwd: &Path) -> Failure {
    if !matches!(error, lib::Error::NotFound(_)) {
        return error.into();
    }
    let others: [(Option<Store>, &str); 3] = [
        (project_store(cwd).ok().flatten(), "without --global or --candidate"),
        (Store::global().ok(), "with --global"),
        (Store::candidates().ok(), "with --candidate (or approve it: `agent-trace lessons approve ID`)"),
    ];
    for (store, flag) in others {
        let Some(store) = store.filter(|s| s.kind != searched.kind) else { continue };
        if let Ok(found) =
            store.load().map_err(drop).and_then(|l| actions::resolve_prefix(&l.lessons, id).map_err(drop))
        {
            return Failure::usage(format!("no {} lesson matches {id:?}", searched.kind.name()))
                .hinted(format!("{found} is a {} lesson: run the command again {flag}", store.kind.name()));
        }
    }
    error.into()
}

fn scoped_store(global: bool, cwd: &Path) -> Result<Store, Failure> {
    Ok(if global { Store::global()? } else { Store::project(cwd)? })
}

fn decision(cwd: &Path) -> Result<Decision, Failure> {
    let at = clock::now().map_err(lib::Error::from)?;
    Ok(Decision { at, by: git::user_name(cwd) })
}

/// Keeps, privately, how a person decided about a lesson (added, approved on the command line,
/// approved in review): the committed record says who and when, never how.
fn note_decision(lesson: &Lesson, how: &str, store: &Store) {
    let (Ok(data), Ok(at)) = (home::data_dir(), clock::now()) else { return };
    let line = serde_json::json!({"lesson": lesson.id, "how": how, "at": at, "file": store.path}).to_string() + "\n";
    // Best effort: the decision is made; its note is only for the person's own record.
    let _ = files::open_private_append(&data.join("decisions.jsonl")).and_then(|mut f| {
        use std::io::Write;
        f.write_all(line.as_bytes())
    });
}

fn report(changed: bool, verb: &str, lesson: &Lesson, store: &Store) -> Result<(), Failure> {
    let what = if changed { verb } else { "unchanged" };
    let scope = match store.kind {
        StoreKind::Project => store.path.display().to_string(),
        kind => format!("{} lessons", kind.name()),
    };
    outln!("{what} {} ({scope}): {}", lesson.id, text::printable(&lesson.text));
    Ok(())
}

fn apply(targets: &[PathBuf], dry_run: bool, remove: bool, cwd: &Path) -> Result<(), Failure> {
    let project = Project::find(cwd).map_err(lib::Error::from)?.ok_or_else(|| {
        Failure::usage("not in a git repository")
            .hinted("run it inside the repository whose instruction files get the lessons")
    })?;
    let named: Vec<PathBuf> =
        targets.iter().map(|t| std::path::absolute(cwd.join(t)).unwrap_or_else(|_| cwd.join(t))).collect();
    // The block is committed, so it says only what holds for every teammate: the line that sends
    // the agent to `recall_lessons` only where the committed config says the team runs the server.
    let layers = crate::files::config::Layers::load(None, Some(&project), "recall")?;
    let mcp = layers.project_value("mcp_instruction").and_then(|v| v.as_bool()).unwrap_or(false);
    let plans: Vec<apply::Planned> = apply::targets(&project, &named)
        .iter()
        .map(|target| apply::plan(&project, target, remove, mcp))
        .collect::<Result<_, _>>()?;
    for planned in &plans {
        let shown = planned.path.strip_prefix(project.root()).unwrap_or(&planned.path).display().to_string();
        if dry_run {
            out!("{}", planned.diff());
            continue;
        }
        if !planned.changes() {
            outln!("unchanged  {shown}");
            continue;
        }
        apply::write(&project, planned)?;
        match (&planned.after, remove) {
            (None, _) => outln!("removed    {shown} (it held only the block)"),
            (Some(_), true) => outln!("removed    the block from {shown}"),
            (Some(_), false) => outln!("wrote      {shown}: {} lesson(s)", planned.lessons),
        }
    }
    Ok(())
}

/// `lessons review`: one candidate at a time, with its evidence; the answers are read a line at a
/// time, so it works in any terminal and over SSH.
fn review(global: bool, all: bool, cwd: &Path) -> Result<(), Failure> {
    super::a_person_decides("reviewing candidates", true, false)?;
    use std::io::{BufRead, IsTerminal};
    if !std::io::stdin().is_terminal() {
        return Err(Failure::usage("lessons review needs a terminal").hinted(
            "list them with `agent-trace lessons list --status candidate`, then `agent-trace lessons approve ID` \
             or `agent-trace lessons reject ID`",
        ));
    }
    let mut lines = std::io::stdin().lock().lines();
    let mut ask = |question: &str| -> Result<Option<String>, Failure> {
        out!("{question}");
        std::io::Write::flush(&mut std::io::stdout())?;
        Ok(lines.next().transpose()?.map(|l| l.trim().to_string()))
    };
    if review_candidates(global, all, cwd, &mut ask)? == Review::Quit {
        return Ok(());
    }
    reconsider(cwd, &mut ask)
}

#[derive(PartialEq)]
enum Review {
    Done,
    Quit,
}

type Ask<'a> = dyn FnMut(&str) -> Result<Option<String>, Failure> + 'a;

/// The approved lessons that are not helping or stale, with their figures: reword, retire or keep.
fn reconsider(cwd: &Path, ask: &mut Ask<'_>) -> Result<(), Failure> {
    let data = home::data_dir().map_err(lib::Error::from)?;
    let effects = measure_effects(&data, cwd, &[], effect::MIN_RELEVANT, effect::STALE_DAYS)?;
    let doubtful: Vec<&effect::LessonEffect> = effects
        .rows
        .iter()
        .filter(|r| r.status == "approved")
        .filter(|r| matches!(r.verdict, effect::EffectVerdict::NotHelping | effect::EffectVerdict::Stale))
        .collect();
    if doubtful.is_empty() {
        outln!("no approved lesson is measured as not helping or stale (`agent-trace lessons stats` has the figures)");
        return Ok(());
    }
    let total = doubtful.len();
    for (n, row) in doubtful.into_iter().enumerate() {
        let store = if row.scope == "global" { Store::global()? } else { Store::project(cwd)? };
        let verdict: &str = row.verdict.into();
        let c = &row.counts;
        outln!("\nlesson {}/{total}  {}  {verdict}  ({})", n + 1, row.id, row.scope);
        outln!("  text:     {}", text::printable(&row.text));
        outln!(
            "  with it:  {} of {} relevant calls went wrong, in {} sessions ({} deliveries)",
            c.mistakes_with,
            c.relevant_with,
            c.sessions_with,
            c.deliveries
        );
        outln!("  without:  {} of {} in {} sessions", c.mistakes_without, c.relevant_without, c.sessions_without);
        outln!("  why:      {}", text::printable(&row.why));
        loop {
            let Some(answer) = ask("[w]reword  [r]etire  [k]eep  [q]uit > ")? else { return Ok(()) };
            match answer.as_str() {
                "w" => match ask("text> ")? {
                    Some(new) if !new.is_empty() => {
                        let changes = Changes { text: Some(new), ..Changes::default() };
                        let (lesson, changed) = actions::edit(&store, &row.id, changes, &decision(cwd)?)?;
                        report(changed, "reworded", &lesson, &store)?;
                        break;
                    }
                    _ => outln!("  the text is unchanged"),
                },
                "r" => {
                    let (lesson, changed) = actions::retire(&store, &row.id, &decision(cwd)?)?;
                    report(changed, "retired", &lesson, &store)?;
                    note_decision(&lesson, "review", &store);
                    break;
                }
                "k" => break,
                "q" => return Ok(()),
                _ => outln!("  one of w, r, k, q"),
            }
        }
    }
    Ok(())
}

/// The candidates waiting, one at a time: approve, edit, reject or skip.
fn review_candidates(global: bool, all: bool, cwd: &Path, ask: &mut Ask<'_>) -> Result<Review, Failure> {
    let candidates = Store::candidates()?;
    let target = scoped_store(global, cwd)?;
    let evidence = home::data_dir().map(|d| learn::harvest::Evidence::load(&d)).unwrap_or_default();
    let root = here_root(cwd);
    let from_here = |l: &Lesson| root.as_deref().is_none_or(|root| evidence.learned_in(l.id.as_str(), root));
    let all_pending: Vec<Lesson> = candidates.load()?.lessons.iter().cloned().collect();
    let others = all_pending.iter().filter(|l| !from_here(l)).count();
    let pending: Vec<Lesson> = all_pending.into_iter().filter(|l| all || from_here(l)).collect();
    if others > 0 && !all {
        outln!("{others} candidates learned in other projects are left out (`lessons review --all` shows them)");
    }
    // Learned elsewhere, a lesson goes to your own global lessons, never this repository's file.
    let global_store = Store::global()?;
    if pending.is_empty() {
        outln!("no candidates to review (run `agent-trace scan` and `agent-trace lessons harvest` first)");
        return Ok(Review::Done);
    }
    let total = pending.len();
    for (n, lesson) in pending.into_iter().enumerate() {
        let mut changes = Changes::default();
        loop {
            let text = changes.text.clone().unwrap_or_else(|| lesson.text.clone());
            let trigger = changes.trigger.clone().unwrap_or_else(|| lesson.trigger.clone());
            outln!("\ncandidate {}/{total}  {}  severity {}", n + 1, lesson.id, lesson.severity.get());
            outln!("  text:     {}", text::printable(&text));
            outln!("  trigger:  {}", text::printable(&trigger.to_string()));
            if let (lib::Event::PreTool, Some(tool), None) = (trigger.event, &trigger.tool, &trigger.pattern) {
                outln!(
                    "  note:     it fires before every `{}` call; [t] narrows it with a pattern",
                    text::printable(tool)
                );
            }
            if let Some(warning) = evidence.drafts.get(lesson.id.as_str()).and_then(|d| d.warning.as_deref()) {
                outln!("  warning:  {}", text::printable(warning));
            }
            let seen = evidence.by_id.get(lesson.id.as_str()).map(Vec::as_slice).unwrap_or_default();
            let sessions: std::collections::BTreeSet<&str> = seen.iter().map(|v| v.session.as_str()).collect();
            outln!("  evidence: {} flag(s) in {} session(s)", seen.len(), sessions.len());
            for verdict in seen.iter().take(3) {
                let head = verdict.head.as_deref().map(|h| format!(" `{h}`")).unwrap_or_default();
                outln!(
                    "    {} {}{head}: {}",
                    verdict.agent,
                    verdict.rule,
                    text::printable(&text::one_line(&verdict.message))
                );
                let day =
                    verdict.at_ms.and_then(|ms| lib::Timestamp::from_seconds(ms / 1000)).map(|t| t.day("%Y-%m-%d"));
                outln!(
                    "      in {}, session {}{}",
                    text::printable(verdict.project.as_deref().unwrap_or("an unknown project")),
                    text::printable(&verdict.session),
                    day.map(|d| format!(", {d}")).unwrap_or_default()
                );
                for (what, key) in [("call", "command"), ("result", "result"), ("error", "signature")] {
                    if let Some(said) = verdict.evidence[key].as_str() {
                        outln!("      {what}: {}", text::shorten(&text::printable(&text::one_line(said)), 100));
                    }
                }
            }
            let Some(answer) =
                ask("[a]pprove  [e]dit text  [t]rigger  [s]kip  [r]eject  [w]rong flags (reject)  [q]uit > ")?
            else {
                return Ok(Review::Quit);
            };
            match answer.as_str() {
                "a" => {
                    let into = if from_here(&lesson) { &target } else { &global_store };
                    let approved =
                        actions::approve(into, &candidates, lesson.id.as_str(), changes.clone(), &decision(cwd)?)?;
                    report(true, "approved", &approved, into)?;
                    note_decision(&approved, "review", into);
                    break;
                }
                "e" => match ask("text> ")? {
                    Some(new) if !new.is_empty() => changes.text = Some(new),
                    _ => outln!("  the text is unchanged"),
                },
                "t" => {
                    // Checked as it is typed in: a trigger that does not parse or compile is asked again.
                    while let Some(spec) = ask("trigger (EVENT[:TOOL[:REGEX]])> ")? {
                        match Trigger::parse_spec(&spec)
                            .map_err(|e| e.to_string())
                            .and_then(|t| t.check_pattern().map(|()| t).map_err(|e| e.to_string()))
                        {
                            Ok(trigger) => {
                                changes.trigger = Some(trigger);
                                break;
                            }
                            Err(e) => outln!("  {}", text::printable(&e)),
                        }
                    }
                }
                "s" => break,
                "r" => {
                    let rejected =
                        actions::reject(&Store::global()?, &candidates, lesson.id.as_str(), &decision(cwd)?)?;
                    outln!("rejected {} (it will not be proposed again)", rejected.id);
                    break;
                }
                "w" => {
                    // The flags behind it were false positives: marked so, they are never
                    // proposed again, and the rules' precision counts them.
                    let data = home::data_dir().map_err(lib::Error::from)?;
                    let mut marks = learn::marks::Marks::load(&data);
                    let at = decision(cwd)?.at;
                    for verdict in seen {
                        let mark = learn::marks::Mark { right: false, note: None, at, rule: verdict.rule.clone() };
                        marks.by_id.insert(verdict.id(), mark);
                    }
                    marks.save(&data)?;
                    let rejected =
                        actions::reject(&Store::global()?, &candidates, lesson.id.as_str(), &decision(cwd)?)?;
                    outln!("marked {} flag(s) wrong; rejected {}", seen.len(), rejected.id);
                    break;
                }
                "q" => return Ok(Review::Quit),
                _ => outln!("  one of a, e, t, s, r, w, q"),
            }
        }
    }
    Ok(Review::Done)
}
