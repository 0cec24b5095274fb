//! Writes a corpus for one agent's parser: its largest real fixture copied until the corpus
//! reaches SIZE_MB, each copy with its own session ids, where that agent keeps its transcripts
//! under HOME. JSONL agents get one file a copy; Hermes and OpenCode get one database whose
//! session, message and part rows are copied.
//!
//!     cargo run --release --example parser_corpus -- AGENT HOME SIZE_MB
//!
//! (Claude Code's corpus is `transcript_corpus`.) Prints the bytes written.

// Test and benchmark code may use std::fs: a failure shows its own line (see clippy.toml).
#![allow(clippy::disallowed_methods)]

use std::path::Path;

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
            jsonl("openclaw/agent-sessions-fixture-large.SYNTHETIC.jsonl", "openclaw-stage0-large", target, |id| {
                home.join(format!(".openclaw/agents/main/sessions/{id}.jsonl"))
            })
        }
        "hermes" => database(
            "hermes/e2e-hermes-0.19.0.state.db",
            &home.join(".hermes/state.db"),
            target,
            &[("sessions", &["id"]), ("messages", &["session_id"]), ("session_model_usage", &["session_id"])],
        ),
        "opencode" => database(
            "opencode/e2e-opencode-1.18.33.opencode.db",
            &home.join(".local/share/opencode/opencode.db"),
            target,
            &[("session", &["id"]), ("message", &["id", "session_id"]), ("part", &["id", "message_id", "session_id"])],
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

/// One database whose rows in `tables` are copied until the file reaches `target`; the columns
/// named are ids, suffixed in each copy (an INTEGER primary key gets a fresh one).
fn database(fixture: &str, path: &Path, target: u64, tables: &[(&str, &[&str])]) -> u64 {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::copy(Path::new(FIXTURES).join(fixture), path).unwrap();
    let db = rusqlite::Connection::open(path).unwrap();
    db.execute_batch("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;").unwrap();
    let mut statements = Vec::new();
    for (table, ids) in tables {
        let mut columns = Vec::new();
        let mut exprs = Vec::new();
        let mut info = db.prepare(&format!("PRAGMA table_info({table})")).unwrap();
        let rows =
            info.query_map([], |r| Ok((r.get::<_, String>(1)?, r.get::<_, String>(2)?, r.get::<_, i64>(5)?))).unwrap();
        for (name, kind, pk) in rows.map(Result::unwrap) {
            if pk == 1 && kind == "INTEGER" {
                continue;
            }
            exprs.push(if ids.contains(&name.as_str()) { format!("{name} || ?1") } else { name.clone() });
            columns.push(name);
        }
        let originals: i64 = db.query_row(&format!("SELECT max(rowid) FROM {table}"), [], |r| r.get(0)).unwrap();
        statements.push(format!(
            "INSERT INTO {table} ({}) SELECT {} FROM {table} WHERE rowid <= {originals}",
            columns.join(", "),
            exprs.join(", ")
        ));
    }
    let mut n = 0;
    loop {
        let tx = db.unchecked_transaction().unwrap();
        for _ in 0..200 {
            n += 1;
            for statement in &statements {
                tx.execute(statement, [format!("-c{n}")]).unwrap();
            }
        }
        tx.commit().unwrap();
        if std::fs::metadata(path).unwrap().len() >= target {
            break;
        }
    }
    std::fs::metadata(path).unwrap().len()
}
