//! `agent-trace sources`: the shared lesson sources of this repository (docs/src/sources.md).

use std::path::Path;

use clap::Subcommand;

use super::Failure;
use crate::files::project::Project;
use crate::files::{home, trust};
use crate::model::text::printable;
use crate::systems::lessons;
use crate::systems::sources::{self, Change, UpdateOptions};

#[derive(Debug, Subcommand)]
pub enum SourcesCommand {
    /// Take lessons from another git repository, pinned to a tag (the newest, unless --rev says) or
    /// a commit; writes .agent-trace/sources.toml and sources.lock.
    Add {
        /// Any URL git can fetch, or a path.
        url: String,
        /// A tag or a whole commit id (a branch is refused: it moves).
        #[arg(long)]
        rev: Option<String>,
    },
    /// Move each source to its newest tag, showing the lessons added, changed and removed.
    Update {
        /// Change nothing; exit 1 when an update exists (for CI).
        #[arg(long)]
        check: bool,
        /// Pin the commit, with a `# frozen: TAG` comment.
        #[arg(long)]
        freeze: bool,
        /// Only this source (its URL as sources.toml has it).
        #[arg(long, value_name = "URL")]
        source: Option<String>,
    },
    /// The sources, their pinned commits and whether their lessons are in the cache.
    List {
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Fetch the pinned commits into the private cache, each checked against the lock.
    Sync,
}

fn project(cwd: &Path) -> Result<Project, Failure> {
    Project::find(cwd).map_err(lessons::Error::from)?.ok_or_else(|| {
        Failure::usage("not in a git repository").hinted("run it inside the repository whose sources these are")
    })
}

pub fn run(command: SourcesCommand, cwd: &Path) -> Result<(), Failure> {
    let project = project(cwd)?;
    let data = home::data_dir().map_err(lessons::Error::from)?;
    match command {
        SourcesCommand::Add { url, rev } => {
            super::a_person_decides("adding a lesson source", true, false)?;
            let change = sources::add(&project, &data, &url, rev.as_deref())?;
            outln!(
                "added {} ({} lessons) to .agent-trace/sources.toml and sources.lock",
                change.label,
                change.added.len()
            );
            show(&change)?;
            outln!("review and commit them: git add .agent-trace && git commit");
        }
        SourcesCommand::Update { check, freeze, source } => {
            if !check {
                super::a_person_decides("updating the lesson sources", true, false)?;
            }
            let options = UpdateOptions { check, freeze, source };
            let changes = sources::update(&project, &data, &options)?;
            let updates = changes.iter().filter(|c| c.is_update()).count();
            for change in &changes {
                match change.is_update() {
                    true => {
                        let from = printable(change.from.as_deref().unwrap_or("-")).into_owned();
                        outln!("{}: {from} -> {}", printable(&change.url), printable(&change.to))
                    }
                    false => outln!("{}: up to date at {}", printable(&change.url), printable(&change.to)),
                }
                show(change)?;
            }
            if check && updates > 0 {
                return Err(Failure::findings(format!(
                    "{updates} source(s) can be updated: agent-trace sources update"
                )));
            }
        }
        SourcesCommand::List { json } => {
            let listed = sources::list(&project, &data)?;
            if json {
                outln!("{}", serde_json::to_string_pretty(&listed).expect("serializes"));
                return Ok(());
            }
            if listed.is_empty() {
                outln!("no sources: add one with `agent-trace sources add URL`");
            }
            for s in &listed {
                outln!(
                    "{}  {}  {} lessons  cache {}  {}",
                    s.label.as_deref().map(printable).unwrap_or_else(|| printable(&s.rev)),
                    s.commit.as_deref().map_or("not locked", |c| &c[..12]),
                    s.lessons,
                    s.cache,
                    printable(&s.url)
                );
            }
        }
        SourcesCommand::Sync => {
            // Only a lock that reaches the agents is fetched: not an untrusted repository's, and
            // not one held back (a checked-out pull request must not make git call its URLs).
            match trust::here(Some(&data), cwd, &|_| {}) {
                trust::Here::Trusted(t) if t.live().lock => {}
                trust::Here::Trusted(t) if !t.live().held.is_empty() => {
                    return Err(Failure::usage(
                        "the lock is held back (it came in commits nobody reviewed): nothing is fetched",
                    )
                    .hinted(format!("see and accept it first: {}", trust::trust_command(project.root()))));
                }
                trust::Here::Trusted(_) => {
                    outln!("no sources.lock: nothing to fetch");
                    return Ok(());
                }
                _ => {
                    return Err(Failure::usage(format!(
                        "{} is not trusted: its sources are not fetched",
                        project.root().display()
                    ))
                    .hinted(format!("a person who trusts it runs: {}", trust::trust_command(project.root()))));
                }
            }
            let synced = sources::sync(&project, &data)?;
            for label in &synced.cached {
                outln!("cached   {}", printable(label));
            }
            for label in &synced.fetched {
                outln!("fetched  {}", printable(label));
            }
            for refused in &synced.refused {
                eprintln!("agent-trace: left out: {}", printable(refused));
            }
            // Each failed source is said; the command fails with the last.
            let mut failed = synced.failed;
            if let Some(last) = failed.pop() {
                for other in &failed {
                    eprintln!("error: {}", printable(&other.to_string()));
                }
                return Err(last.into());
            }
        }
    }
    Ok(())
}

/// The lessons a change adds, changes, removes and leaves out.
fn show(change: &Change) -> Result<(), Failure> {
    for (what, ids) in [("added", &change.added), ("changed", &change.changed), ("removed", &change.removed)] {
        for id in ids {
            outln!("  {what:<8} {id}");
        }
    }
    for refused in &change.refused {
        outln!("  left out {}", printable(refused));
    }
    Ok(())
}
