//! Every transcript fixture, read by its agent's parser, as insta snapshots: a change to what any
//! parser extracts (turns, tool calls, errors, latency, tokens) shows up here. Each session is
//! summed up and carries the SHA-256 of its whole serialized form, so a faster parser must give
//! identical sessions, byte for byte, on every fixture.

use std::path::Path;

use agent_trace::agents;
use agent_trace::systems::transcripts;

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/transcripts");

/// Each agent's fixtures: every file or folder in its directory but SOURCES.md. An agent with a
/// transcript parser must have some; one without (Cursor) has none.
fn fixtures(agent: &str) -> Vec<std::path::PathBuf> {
    let adapter = agents::by_id(agent).unwrap();
    if adapter.transcript_roots(Path::new("/home")).is_empty() {
        return Vec::new();
    }
    let mut paths: Vec<_> = std::fs::read_dir(Path::new(FIXTURES).join(agent))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.file_name().is_some_and(|n| n != "SOURCES.md"))
        // A folder of sessions (OpenCode's storage is one transcript; Claude Code's subagents
        // folder sits beside its session's file, which reads it).
        .flat_map(|p| match p.is_dir() && agent != "opencode" {
            true => std::fs::read_dir(&p).unwrap().flatten().map(|e| e.path()).filter(|f| f.is_file()).collect(),
            false => vec![p],
        })
        .collect();
    paths.sort();
    paths
}

fn digest(bytes: &[u8]) -> String {
    agent_trace::model::digest::sha256_hex(bytes, 16)
}

#[test]
fn every_fixture_parses_to_the_sessions_it_always_gave() {
    for agent in agents::ALL {
        for path in fixtures(agent.id()) {
            let name =
                path.strip_prefix(Path::new(FIXTURES).join(agent.id())).unwrap().to_string_lossy().replace('/', "__");
            let Some(parsed) = transcripts::parse(*agent, &path, Vec::new()) else {
                panic!("{}: no parser took {name}", agent.id())
            };
            let sessions = parsed.unwrap_or_else(|e| panic!("{name}: {e}"));
            let mut out = String::new();
            for mut session in sessions {
                // The checkout's location is not part of what was parsed.
                session.source = session.source.strip_prefix(FIXTURES).unwrap_or(&session.source).to_path_buf();
                let json = serde_json::to_vec(&session).unwrap();
                let calls: usize = session.turns.iter().map(|t| t.tool_calls.len()).sum();
                let failed: usize = session.turns.iter().flat_map(|t| &t.tool_calls).filter(|c| c.is_error).count();
                out.push_str(&format!(
                    "session {} ({}): {} turns, {} tool calls ({} failed), {} bad lines, sha256 {}\n",
                    session.id,
                    session.source.display(),
                    session.turns.len(),
                    calls,
                    failed,
                    session.bad_lines,
                    digest(&json)
                ));
            }
            insta::assert_snapshot!(format!("{}__{name}", agent.id()), out);
        }
    }
}

/// Read in two steps (the file as it stood halfway, then on from there once it grew), every
/// JSONL fixture gives the same sessions as read at once: the incremental scan's path.
#[test]
fn a_transcript_read_on_from_where_it_stood_gives_the_same_sessions() {
    for agent in agents::ALL {
        for path in fixtures(agent.id()).into_iter().filter(|p| p.extension().is_some_and(|x| x == "jsonl")) {
            let whole = std::fs::read(&path).unwrap();
            let dir = tempfile::tempdir().unwrap();
            let copy = dir.path().join(path.file_name().unwrap());
            let half = whole[..whole.len() / 2].iter().rposition(|&b| b == b'\n').map_or(0, |at| at + 1);
            std::fs::write(&copy, &whole[..half]).unwrap();
            let earlier = transcripts::parse(*agent, &copy, Vec::new()).unwrap().unwrap();
            std::fs::write(&copy, &whole).unwrap();
            let resumed = transcripts::parse(*agent, &copy, earlier).unwrap().unwrap();
            let at_once = transcripts::parse(*agent, &copy, Vec::new()).unwrap().unwrap();
            let json = |sessions: &[transcripts::Session]| serde_json::to_string(sessions).unwrap();
            assert_eq!(json(&resumed), json(&at_once), "{}", path.display());
        }
    }
}
