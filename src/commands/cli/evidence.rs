//! `evidence show`: what the ledger knows of a session, for a person.

use crate::model::redact::redact;
use crate::model::text::printable;
use clap::Subcommand;

use super::Failure;
use crate::{files::home, systems::evidence, systems::lessons};

#[derive(Debug, Subcommand)]
pub enum EvidenceCommand {
    /// Show a session's ledger (default: the most recently updated one).
    Show {
        /// A session id (or a prefix of it).
        #[arg(long)]
        session: Option<String>,
        /// Print the ledger as JSON.
        #[arg(long)]
        json: bool,
    },
}

pub fn run(command: EvidenceCommand) -> Result<(), Failure> {
    let EvidenceCommand::Show { session, json } = command;
    let data = home::data_dir().map_err(lessons::Error::from)?;
    let ledgers = evidence::all(&data);
    let Some(ledger) = ledgers.iter().find(|l| session.as_deref().is_none_or(|s| l.session.starts_with(s))) else {
        return Err(Failure::usage("no evidence recorded yet for that session")
            .hinted("the ledger fills as the agent's post-tool hooks run (agent-trace init installs them)"));
    };
    if json {
        outln!("{}", serde_json::to_string_pretty(ledger).expect("serializes"));
        return Ok(());
    }
    outln!("session:       {}", printable(&ledger.session));
    outln!("directory:     {}", printable(&ledger.cwd));
    outln!("tool events:   {}", ledger.events);
    outln!("changed:       {} ({})", printable(&ledger.changed_paths.join(", ")), ledger.change_kinds.join(", "));
    outln!("coverage:      {}", <&str>::from(ledger.coverage));
    let state = if ledger.unverified_change() { "NO passing check after the last code change" } else { "ok" };
    outln!("verified:      {state}");
    outln!("stop blocks:   {}", ledger.stop_blocks);
    for v in &ledger.verification_results {
        let result = match v.success {
            Some(true) => "passed",
            Some(false) => "FAILED",
            None => "unknown",
        };
        outln!(
            "  check #{:<4} {result:<7} {}  ({})",
            v.event,
            printable(&redact(&v.command)),
            <&str>::from(v.coverage)
        );
    }
    for f in &ledger.failures {
        outln!("  failure #{:<2} {}: {}", f.event, printable(&f.tool), printable(&redact(&f.summary)));
    }
    Ok(())
}
