//! `audit replay|scope|seal|verify`: reports on stdout; exit 0 clean, 1 findings, 2 unusable input.

use std::path::{Path, PathBuf};

use clap::{Args, Subcommand};

use super::Failure;
use crate::systems::audit::{self, replay, scope, seal};

#[derive(Debug, Args)]
pub struct AuditArgs {
    /// Print the report as JSON (replay, scope, verify; seal's chain is JSON Lines already).
    #[arg(long, global = true)]
    json: bool,
    #[command(subcommand)]
    command: AuditCommand,
}

#[derive(Debug, Subcommand)]
pub enum AuditCommand {
    /// Non-determinism (the divergence point) and redundant calls.
    Replay {
        /// A transcript of any supported agent, or an audit log.
        file: PathBuf,
    },
    /// Calls outside the allowed tools of a scope file or of an agent's permission settings.
    Scope {
        /// A transcript of any supported agent, or an audit log.
        file: PathBuf,
        /// `{"agent": …, "allowed_tools": […]}`
        scope: Option<PathBuf>,
        /// Take the allowed tools from an agent's settings instead (Claude Code `permissions.allow`).
        #[arg(long, value_name = "SETTINGS", conflicts_with = "scope")]
        from_agent_config: Option<PathBuf>,
    },
    /// Print the calls as a SHA-256 hash chain, with a head record.
    Seal {
        /// A transcript of any supported agent, or an audit log.
        file: PathBuf,
        /// Key the digests (HMAC-SHA256) with the bytes of this file.
        #[arg(long, value_name = "FILE")]
        key_file: Option<PathBuf>,
    },
    /// Recompute a sealed chain and report the first link that does not hold.
    Verify {
        /// What `audit seal` printed.
        sealed: PathBuf,
        /// The key file the chain was sealed with, if it was keyed.
        #[arg(long, value_name = "FILE")]
        key_file: Option<PathBuf>,
    },
}

fn key(path: Option<&Path>) -> Result<Option<Vec<u8>>, Failure> {
    Ok(match path {
        Some(p) => Some(fs_err::read(p)?),
        None => None,
    })
}

/// Prints a report, as text or JSON; exits 1 (without more words) when it has findings.
fn report<R: std::fmt::Display + serde::Serialize>(result: &R, json: bool, findings: bool) -> Result<(), Failure> {
    if json {
        outln!("{}", serde_json::to_string_pretty(result).expect("serializes"));
    } else {
        out!("{}", crate::model::text::printable_lines(&result.to_string()));
    }
    if findings { Err(Failure::findings(String::new())) } else { Ok(()) }
}

pub fn run(args: AuditArgs, cwd: &Path) -> Result<(), Failure> {
    let at = |p: &Path| cwd.join(p);
    let json = args.json;
    match args.command {
        AuditCommand::Replay { file } => {
            let result = replay::replay(&audit::load_calls(&at(&file))?);
            report(&result, json, !result.findings.is_empty())
        }
        AuditCommand::Scope { file, scope: scope_file, from_agent_config } => {
            let calls = audit::load_calls(&at(&file))?;
            let scope = match (scope_file, from_agent_config) {
                (Some(path), None) => scope::parse_scope(&at(&path), &fs_err::read_to_string(at(&path))?)?,
                (None, Some(path)) => scope::from_claude_settings(&at(&path), &fs_err::read_to_string(at(&path))?)?,
                _ => return Err(Failure::usage("give a scope file or --from-agent-config SETTINGS")),
            };
            let result = scope::check(&calls, &scope);
            report(&result, json, !result.findings.is_empty())
        }
        AuditCommand::Seal { file, key_file } => {
            let calls = audit::load_calls(&at(&file))?;
            out!("{}", seal::seal(&calls, key(key_file.as_deref())?.as_deref()));
            Ok(())
        }
        AuditCommand::Verify { sealed, key_file } => {
            let text = fs_err::read_to_string(at(&sealed))?;
            let verdict = seal::verify(&at(&sealed), &text, key(key_file.as_deref())?.as_deref())?;
            report(&verdict, json, !matches!(verdict, seal::Verdict::Intact { .. }))
        }
    }
}
