//! A tool wrapper that gives its two readers what each needs (seed 002): it runs a tool, keeps the
//! tool's full output for the model and shows the person its first lines.
//!
//!     cargo run --example envelope_wrapper -- [--threshold BYTES] COMMAND [ARGS…] | agent-trace envelope split
//!
//! Output up to the threshold is printed plain: when both readers need the same text there is no
//! reason for two layers (the seed settled on 500 characters for x-fetch from the distribution of
//! 989 real posts; pick yours from your tool's data). A tool that already writes an envelope is
//! reduced to its model context whole, so its summary is not mixed into the full text.

// Test and benchmark code may use std::fs: a failure shows its own line (see clippy.toml).
#![allow(clippy::disallowed_methods)]

use std::io::Write;
use std::process::{Command, ExitCode};

use agent_trace::envelope::{self, Envelope};

const PREVIEW_LINES: usize = 5;
const PREVIEW_CHARS: usize = 400;

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut threshold = 500;
    if args.first().is_some_and(|a| a == "--threshold") && args.len() > 2 {
        threshold = args[1].parse().unwrap_or(threshold);
        args.drain(..2);
    }
    let Some((program, rest)) = args.split_first() else {
        eprintln!("usage: envelope_wrapper [--threshold BYTES] COMMAND [ARGS…]");
        return ExitCode::from(2);
    };
    let output = match Command::new(program).args(rest).output() {
        Ok(output) => output,
        Err(e) => {
            eprintln!("could not run {program}: {e}");
            return ExitCode::from(2);
        }
    };
    let full = envelope::downstream_context(output.stdout);
    let framed =
        if full.len() <= threshold { full } else { envelope::pack(&Envelope::new(full.clone(), Some(preview(&full)))) };
    let mut stdout = std::io::stdout().lock();
    // Flushing before exit matters: seed 002 lost its end marker to an exit before the pipe drained.
    if stdout.write_all(&framed).and_then(|()| stdout.flush()).is_err() {
        return ExitCode::from(2);
    }
    ExitCode::from(output.status.code().unwrap_or(1).clamp(0, 255) as u8)
}

/// The first lines, and how much the model has that the person was not shown.
fn preview(full: &[u8]) -> Vec<u8> {
    let text = String::from_utf8_lossy(full);
    let lines: Vec<&str> = text.lines().collect();
    let head = lines.iter().take(PREVIEW_LINES).copied().collect::<Vec<_>>().join("\n");
    let mut shown: String = head.chars().take(PREVIEW_CHARS).collect();
    if lines.len() > PREVIEW_LINES || shown.len() < head.len() {
        shown.push_str(&format!("\n… {} lines in all (ask for details)", lines.len()));
    }
    shown.into_bytes()
}
