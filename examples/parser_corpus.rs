//! Writes a corpus for one agent's parser: its largest real fixture copied until the corpus
//! reaches SIZE_MB, each copy with its own session ids, where that agent keeps its transcripts
//! under HOME. JSONL agents get one file a copy (OpenClaw also its session store); Hermes and
//! OpenCode get one database whose session, message and part rows are copied.
//!
//!     cargo run --release --example parser_corpus -- AGENT HOME SIZE_MB
//!
//! (Claude Code's corpus is `transcript_corpus`.) Prints the bytes written.

// Test and benchmark code may use std::fs: a failure shows its own line (see clippy.toml).
#![allow(clippy::disallowed_methods)]

use std::path::Path;

#[path = "corpus/scale.rs"]
mod scale;

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/transcripts");

fn main() {
    let mut args = std::env::args().skip(1);
    let usage = "usage: parser_corpus AGENT HOME SIZE_MB";
    let (agent, home, size_mb) = (args.next().expect(usage), args.next().expect(usage), args.next().expect(usage));
    let home = Path::new(&home);
    let target = size_mb.parse::<u64>().expect("SIZE_MB is a number") << 20;
    let written = match agent.as_str() {
        "codex" => jsonl(
            "codex/rollout-2026-05-11T11-26-55-019e1625-789d-76c0-80ab-3724b5ddb799.jsonl",
            "019e1625-789d-76c0-80ab-3724b5ddb799",
            target,
            |id| home.join(format!(".codex/sessions/2026/05/11/rollout-2026-05-11T11-26-55-{id}.jsonl")),
        ),
        "openclaw" => {
            let sessions = home.join(".openclaw/agents/main/sessions");
            let written = jsonl(
                "openclaw/session-8555a0a4-0b79-459d-939c-e17cdbbf4fe2.first17lines.jsonl",
                "8555a0a4-0b79-459d-939c-e17cdbbf4fe2",
                target,
                |id| sessions.join(format!("{id}.jsonl")),
            );
            openclaw_entries(&sessions.join("sessions.json"));
            written
        }
        "hermes" => scale::database(
            &Path::new(FIXTURES).join("hermes/e2e-hermes-0.19.0.state.db"),
            &home.join(".hermes/state.db"),
            target,
            scale::HERMES_IDS,
        ),
        "opencode" => scale::database(
            &Path::new(FIXTURES).join("opencode/e2e-opencode-1.18.33.opencode.db"),
            &home.join(".local/share/opencode/opencode.db"),
            target,
            scale::OPENCODE_IDS,
        ),
        other => panic!("no corpus for {other}"),
    };
    println!("{written}");
}

/// Copies of one JSONL transcript, its session id replaced in each.
fn jsonl(fixture: &str, session: &str, target: u64, path: impl Fn(&str) -> std::path::PathBuf) -> u64 {
    let text = std::fs::read_to_string(Path::new(FIXTURES).join(fixture)).unwrap();
    let mut written = 0;
    let mut n = 0u64;
    while written < target {
        let id = format!("{n:08x}-0000-4000-8000-{n:012x}");
        let file = path(&id);
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        let copy = text.replace(session, &id);
        std::fs::write(&file, &copy).unwrap();
        written += copy.len() as u64;
        n += 1;
    }
    written
}

/// OpenClaw's session store beside the transcripts, as a real install keeps it: the entry the
/// 2026.9.6 client wrote (13.8 KB, its skills snapshot included), one per session key, for the
/// first copies up to 8 MiB. Every transcript of the directory looks its parent up in it.
fn openclaw_entries(file: &Path) {
    let fixture = Path::new(FIXTURES).join("openclaw/e2e-openclaw-2026.9.6.openclaw-agent.sqlite");
    let db = rusqlite::Connection::open_with_flags(fixture, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    let entry: String = db.query_row("SELECT entry_json FROM session_nodes LIMIT 1", [], |r| r.get(0)).unwrap();
    let entry: serde_json::Value = serde_json::from_str(&entry).unwrap();
    let mut entries = serde_json::Map::new();
    let (mut bytes, mut n) = (0, 0u64);
    while bytes < 8 << 20 {
        let mut copy = entry.clone();
        copy["sessionId"] = format!("{n:08x}-0000-4000-8000-{n:012x}").into();
        if n % 10 == 9 {
            copy["spawnedBy"] = format!("agent:main:session-{}", n - 1).into();
        }
        bytes += copy.to_string().len();
        entries.insert(format!("agent:main:session-{n}"), copy);
        n += 1;
    }
    std::fs::write(file, serde_json::Value::Object(entries).to_string()).unwrap();
}
