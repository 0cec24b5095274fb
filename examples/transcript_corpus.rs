//! Writes a corpus of Claude Code transcripts for the scan benchmark: the real transcripts in
//! tests/fixtures/transcripts/claude-code, copied until the corpus reaches SIZE_MB, each copy
//! with its own session, message and request ids (so no tool can deduplicate the copies away).
//!
//!     cargo run --release --example transcript_corpus -- HOME_DIR [SIZE_MB] [small]
//!
//! `small` cuts each copy to its first 280 KB of whole lines: the shape of many short sessions,
//! where per-file costs (opening, writing each session out) weigh more than parsing.
//!
//! Files land in HOME_DIR/.claude/projects/bench-<n>/<session>.jsonl.

// Test and benchmark code may use std::fs: a failure shows its own line (see clippy.toml).
#![allow(clippy::disallowed_methods)]

use std::io::Write;
use std::path::Path;

const TEMPLATES: [&str; 3] = [
    "ccviewer-fe5e1c67-53e7-4862-81ae-d0e013e3270b.jsonl",
    "codemie-session-3fe1b6bc.jsonl",
    "codemie-session-9eda1058.jsonl",
];

fn main() {
    let mut args = std::env::args().skip(1);
    let home = args.next().expect("usage: transcript_corpus HOME_DIR [SIZE_MB]");
    let size_mb: u64 = args.next().map_or(1024, |s| s.parse().expect("SIZE_MB is a number"));
    let small = args.next().as_deref() == Some("small");
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/transcripts/claude-code");
    let templates: Vec<(String, String)> = TEMPLATES
        .iter()
        .map(|name| {
            let text = std::fs::read_to_string(fixtures.join(name)).unwrap();
            let session = text
                .lines()
                .find_map(|l| {
                    serde_json::from_str::<serde_json::Value>(l).ok()?.get("sessionId")?.as_str().map(str::to_string)
                })
                .unwrap();
            (text, session)
        })
        .collect();
    let target = size_mb * 1024 * 1024;
    let mut written = 0u64;
    let mut n = 0u64;
    while written < target {
        let (text, session) = &templates[(n % templates.len() as u64) as usize];
        let new_session = format!("{:08x}-0000-4000-8000-{:012x}", n, n);
        let text = if small { first_bytes_of_lines(text, 280 * 1024) } else { text };
        let copy = text
            .replace(session.as_str(), &new_session)
            .replace("\"id\":\"msg_", &format!("\"id\":\"msg_c{n}_"))
            .replace("\"requestId\":\"req_", &format!("\"requestId\":\"req_c{n}_"));
        let dir = Path::new(&home).join(".claude/projects").join(format!("bench-{}", n / 100));
        std::fs::create_dir_all(&dir).unwrap();
        let mut file = std::fs::File::create(dir.join(format!("{new_session}.jsonl"))).unwrap();
        file.write_all(copy.as_bytes()).unwrap();
        written += copy.len() as u64;
        n += 1;
    }
    eprintln!("wrote {n} transcripts, {} MB, under {home}/.claude/projects", written / (1024 * 1024));
}

/// The first whole lines of `text` that reach `size` bytes.
fn first_bytes_of_lines(text: &str, size: usize) -> &str {
    let mut end = 0;
    for line in text.split_inclusive('\n') {
        if end >= size {
            break;
        }
        end += line.len();
    }
    &text[..end]
}
