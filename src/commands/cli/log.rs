//! `agent-trace log`: what agent-trace put into the agents' sessions, one line a delivery: when,
//! which agent and session, which moment, the project, the lessons, and the context it cost.

use clap::Args;

use super::Failure;
use crate::files::{clock, home};
use crate::model::Timestamp;
use crate::systems::lessons;
use crate::systems::recall::hits::{self, Hit};

#[derive(Debug, Args)]
pub struct LogArgs {
    /// Only this session's deliveries (its id as the agent names it).
    #[arg(long)]
    session: Option<String>,
    /// Only deliveries at or after WHEN: an RFC 3339 time (2026-12-01T00:00:00Z), or a span back
    /// from now (90m, 24h, 7d).
    #[arg(long, value_name = "WHEN", value_parser = parse_since)]
    since: Option<Since>,
    /// One JSON array of deliveries.
    #[arg(long)]
    json: bool,
}

#[derive(Debug, Clone, Copy)]
enum Since {
    At(Timestamp),
    Ago(i64),
}

fn parse_since(text: &str) -> Result<Since, String> {
    let unit = |s: &str, per: i64| s.parse::<i64>().ok().filter(|n| *n >= 0).map(|n| Since::Ago(n * per));
    let span = match text.char_indices().last() {
        Some((at, 'm')) => unit(&text[..at], 60),
        Some((at, 'h')) => unit(&text[..at], 3600),
        Some((at, 'd')) => unit(&text[..at], 86_400),
        _ => None,
    };
    match span {
        Some(since) => Ok(since),
        None => Timestamp::try_from(text.to_string())
            .map(Since::At)
            .map_err(|e| format!("{e}; or a span back from now: 90m, 24h, 7d")),
    }
}

/// One handing-over: the hits of one moment of one session, recorded together.
struct Listed<'a> {
    first: &'a Hit,
    lessons: Vec<&'a str>,
}

impl Listed<'_> {
    /// An estimate: about four characters a token in English text.
    fn tokens(&self) -> Option<u32> {
        self.first.context_chars.map(|chars| chars.div_ceil(4))
    }
}

pub fn log(args: LogArgs) -> Result<(), Failure> {
    let data_dir = home::data_dir().map_err(lessons::Error::from)?;
    let since = match args.since {
        None => None,
        Some(Since::At(at)) => Some(at.as_seconds()),
        Some(Since::Ago(seconds)) => Some(clock::now().map_err(lessons::Error::from)?.as_seconds() - seconds),
    };
    let mut hits: Vec<Hit> = hits::all(&data_dir)
        .into_iter()
        .filter(|h| args.session.as_deref().is_none_or(|s| h.session == s))
        .filter(|h| since.is_none_or(|since| h.at.as_seconds() >= since))
        .collect();
    // The hits of one delivery side by side, whatever else happened in the same second.
    hits.sort_by(|a, b| (a.at, &a.session, &a.agent, a.event).cmp(&(b.at, &b.session, &b.agent, b.event)));
    let mut deliveries: Vec<Listed> = Vec::new();
    for hit in &hits {
        match deliveries.last_mut() {
            Some(d)
                if (d.first.at, &d.first.session, &d.first.agent, d.first.event)
                    == (hit.at, &hit.session, &hit.agent, hit.event) =>
            {
                d.lessons.push(hit.lesson.as_str());
            }
            _ => deliveries.push(Listed { first: hit, lessons: vec![hit.lesson.as_str()] }),
        }
    }
    if args.json {
        let rows: Vec<_> = deliveries
            .iter()
            .map(|d| {
                serde_json::json!({
                    "at": d.first.at, "agent": d.first.agent, "session": d.first.session, "moment": d.first.event,
                    "tool": d.first.tool, "project": d.first.project, "lessons": d.lessons,
                    "chars": d.first.context_chars, "tokens_estimate": d.tokens(),
                })
            })
            .collect();
        outln!("{}", serde_json::to_string_pretty(&rows).expect("serializes"));
        return Ok(());
    }
    if deliveries.is_empty() {
        outln!(
            "no lessons delivered{}",
            if args.session.is_some() || since.is_some() { " that match" } else { " yet" }
        );
        return Ok(());
    }
    for d in &deliveries {
        let size = match (d.first.context_chars, d.tokens()) {
            (Some(chars), Some(tokens)) => format!("{chars} chars, about {tokens} tokens"),
            _ => "size not known (delivered by its plugin)".into(),
        };
        outln!(
            "{}  {}  {}  {}{}  from {}: {}  ({size})",
            d.first.at,
            d.first.agent,
            crate::model::text::printable(&d.first.session),
            d.first.event.name(),
            d.first.tool.as_deref().map(|t| format!(" {}", crate::model::text::printable(t))).unwrap_or_default(),
            d.first.project.as_deref().map(crate::model::text::printable).unwrap_or("global".into()),
            d.lessons.join(", "),
        );
    }
    let chars: u64 = deliveries.iter().filter_map(|d| d.first.context_chars).map(u64::from).sum();
    outln!(
        "{}, {} lessons handed over, {chars} characters (about {} tokens) of context",
        if deliveries.len() == 1 { "1 delivery".to_string() } else { format!("{} deliveries", deliveries.len()) },
        hits.len(),
        chars.div_ceil(4)
    );
    Ok(())
}
