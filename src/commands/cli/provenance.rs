//! `provenance FILE`: where each effectful call of a recorded session came from.

use std::path::PathBuf;

use clap::Args;

use super::Failure;
use crate::systems::provenance::{self, Origin, Report, judge};
use crate::systems::transcripts;

#[derive(Debug, Args)]
pub struct ProvenanceArgs {
    /// A transcript of any supported agent.
    file: PathBuf,
    /// One JSON object per effectful call instead of lines.
    #[arg(long)]
    json: bool,
    /// A command that scores the statements: it reads {"statements":[{id, edge, statement}]}
    /// and prints {"scores":[…]}. Default: `[provenance] judge`, else your `[judge]`, else the
    /// built-in local scorer.
    #[arg(long, value_name = "COMMAND")]
    judge: Option<String>,
    /// The score at which an edge counts.
    #[arg(long, default_value_t = provenance::DEFAULT_THRESHOLD)]
    threshold: f64,
}

pub fn run(args: ProvenanceArgs) -> Result<(), Failure> {
    if !(0.0..=1.0).contains(&args.threshold) {
        return Err(Failure::usage("--threshold must be between 0 and 1"));
    }
    if !args.file.exists() {
        return Err(Failure::usage(format!("{}: no such file", args.file.display())));
    }
    let Some(sessions) = transcripts::parse_any(&args.file)? else {
        return Err(Failure::usage(format!("{}: not a transcript agent-trace reads", args.file.display()))
            .hinted(format!("give a session file of {}", crate::agents::names().join(", "))));
    };
    let data = crate::files::home::data_dir().map_err(crate::systems::lessons::Error::from)?;
    let settings = provenance::Settings::load(Some(&data), None)?;
    let judge = judge::chosen(args.judge.or(settings.judge), settings.model);
    let mut report = Report::default();
    for session in &sessions {
        let traced = provenance::trace(session, judge.as_ref(), args.threshold);
        report.read_only_calls += traced.read_only_calls;
        report.records.extend(traced.records);
    }
    if args.json {
        for record in &report.records {
            outln!("{}", serde_json::to_string(record).expect("serializes"));
        }
    } else {
        out!("{}", crate::model::text::printable_lines(&render(&report)));
    }
    let documents = report.documents().count();
    if documents > 0 {
        return Err(Failure::findings(if args.json {
            String::new()
        } else {
            format!("{documents} call(s) came from a document's instructions")
        }));
    }
    Ok(())
}

fn render(report: &Report) -> String {
    let mut out = String::new();
    for r in &report.records {
        out += &format!(
            "turn {} call {}: {} [{}] origin {} (session {})\n",
            r.turn,
            r.call,
            r.summary,
            <&str>::from(r.effect),
            <&str>::from(r.origin),
            <&str>::from(r.state)
        );
        for link in &r.path {
            out += &format!("    {} {} ({:.2}): {}\n", <&str>::from(link.edge), link.to, link.score, link.text);
        }
        for link in &r.runners_up {
            out += &format!("    also {} {} ({:.2})\n", <&str>::from(link.edge), link.to, link.score);
        }
        if let Some(reason) = &r.unresolved {
            out += &format!("    unresolved: {reason}\n");
        }
        if r.origin == Origin::Document {
            out += "    FINDING: a document's instructions led to this call\n";
        }
    }
    out += &format!("effectful calls: {}, read-only calls: {}\n", report.records.len(), report.read_only_calls);
    out
}
