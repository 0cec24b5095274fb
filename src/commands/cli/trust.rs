use std::path::{Path, PathBuf};

use clap::Args;

use super::Failure;
use crate::files::project::Project;
use crate::files::trust::{self, TrustList};
use crate::model::text::printable;
use crate::{files::clock, systems::lessons};

#[derive(Debug, Args)]
pub struct TrustArgs {
    /// The repository (default: the one around the current directory).
    path: Option<PathBuf>,
    /// List the trusted repositories.
    #[arg(long, conflicts_with = "path")]
    list: bool,
    /// With --list: print them as JSON.
    #[arg(long, requires = "list")]
    json: bool,
    /// Trust without a terminal to ask on (a person's decision: refused inside an agent's tool call).
    #[arg(long, conflicts_with = "list")]
    yes: bool,
}

pub fn trust(args: TrustArgs, cwd: &Path) -> Result<(), Failure> {
    if args.list {
        let list = TrustList::load(&trust::trust_file().map_err(trust::Error::from)?)?;
        if args.json {
            outln!("{}", serde_json::to_string_pretty(&list.repos).expect("serializes"));
            return Ok(());
        }
        for repo in &list.repos {
            outln!("{}  {}", repo.trusted_at, printable(&repo.path.to_string_lossy()));
        }
        return Ok(());
    }
    super::a_person_decides("trusting a repository", args.yes, true)?;
    let start = args.path.clone().map_or_else(|| cwd.to_path_buf(), |p| cwd.join(p));
    let project = Project::find(&start).map_err(lessons::Error::from)?;
    let data = crate::files::home::data_dir().map_err(trust::Error::from)?;
    if let Some(project) = &project
        && TrustList::load(&trust::trust_file().map_err(trust::Error::from)?)?.is_trusted(project)
    {
        return accept_held(&data, project, args.yes);
    }
    if !args.yes && std::io::IsTerminal::is_terminal(&std::io::stdin()) {
        // A person trusts what they saw, as `init` shows it.
        if let Some(project) = project {
            let store = crate::systems::lessons::store::Store::of_project(project.clone());
            let lessons: Vec<crate::systems::lessons::Lesson> = store
                .load()?
                .lessons
                .iter()
                .filter(|l| l.status == crate::systems::lessons::Status::Approved)
                .cloned()
                .collect();
            super::setup::print_consent(&project, &lessons)?;
            if !super::setup::ask("  Trust this repository? [y/N] ")? {
                outln!("not trusted: its lessons do not reach your agents");
                return Ok(());
            }
        }
    }
    set(args.path, cwd, true)
}

/// A trusted repository: shows what is held back (content that came in commits nobody reviewed)
/// and accepts it on a yes.
fn accept_held(data: &Path, project: &Project, yes: bool) -> Result<(), Failure> {
    let root = printable(&project.root().to_string_lossy()).into_owned();
    let held = trust::review::live(data, project, &|_| {}).held;
    if held.is_empty() {
        outln!("already trusted: {root}");
        outln!("  everything in its .agent-trace/ was reviewed or accepted: it reaches your agents");
        return Ok(());
    }
    outln!("{root} is trusted; this came in commits nobody reviewed and is held back from your agents:");
    let lines = trust::review::held_lessons(data, project);
    if held.lessons > 0 {
        outln!("    {}:", crate::model::text::count(held.lessons, "lesson"));
    }
    if lines.is_empty() && held.lessons > 0 {
        outln!("      (the file is too large to show here: read it in the repository before you accept)");
    }
    for line in &lines {
        match crate::systems::lessons::file::parse_line(line) {
            Ok(lesson) => {
                outln!("      [{}] {}", printable(&lesson.trigger.to_string()), printable(&lesson.text))
            }
            Err(_) => outln!("      (not a lesson) {}", printable(crate::model::text::prefix(line, 200))),
        }
    }
    if held.config {
        outln!("    the settings in .agent-trace/config.toml:");
        let config = project.read(&project.config_path(), crate::files::project::MAX_CONFIG_BYTES);
        let config = config.map_err(lessons::Error::from)?.unwrap_or_default();
        for line in
            String::from_utf8_lossy(&config).lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#'))
        {
            outln!("      {}", printable(line));
        }
    }
    if held.lock {
        outln!("    the shared lesson sources in .agent-trace/sources.lock:");
        let lock = project.read(&project.lock_path(), crate::files::project::MAX_LOCK_BYTES);
        for line in String::from_utf8_lossy(&lock.map_err(lessons::Error::from)?.unwrap_or_default()).lines() {
            outln!("      {}", printable(line.trim()));
        }
    }
    if !yes && !super::setup::ask("  Accept them? [y/N] ")? {
        outln!("held back: they do not reach your agents");
        return Ok(());
    }
    trust::review::accept(data, project)?;
    outln!("accepted: they reach your agents");
    Ok(())
}

pub fn untrust(path: Option<PathBuf>, cwd: &Path) -> Result<(), Failure> {
    set(path, cwd, false)
}

fn set(path: Option<PathBuf>, cwd: &Path, trusted: bool) -> Result<(), Failure> {
    let start = path.map_or_else(|| cwd.to_path_buf(), |p| cwd.join(p));
    if !start.is_dir() {
        return Err(Failure::usage(format!("{}: no such directory", printable(&start.to_string_lossy())))
            .hinted("give the path of a git repository (a clone of the team's project)"));
    }
    // Trust is per repository: `--global` (for lessons) has no place here.
    let project = Project::find(&start).map_err(lessons::Error::from)?.ok_or_else(|| {
        Failure::usage(format!("{} is not inside a git work tree", printable(&start.to_string_lossy())))
            .hinted("trust applies to a git repository: run it inside one, or give its path")
    })?;
    let now = clock::now().map_err(lessons::Error::from)?;
    let changed = trust::set_trusted(&project, trusted, now)?;
    let state = if trusted { "trusted" } else { "not trusted" };
    let verb = if changed { "now" } else { "already" };
    outln!("{verb} {state}: {}", printable(&project.root().to_string_lossy()));
    if trusted {
        outln!("  its .agent-trace/lessons.jsonl and config.toml settings will reach your agents");
    } else if let Some(main) = project.trust_roots().nth(1) {
        let list = TrustList::load(&trust::trust_file().map_err(trust::Error::from)?)?;
        if list.is_trusted(&project) {
            outln!(
                "  but it is a worktree of {}, which is trusted: untrust that to stop it",
                printable(&main.to_string_lossy())
            );
        }
    }
    Ok(())
}
