//! A sixth agent that exists only in tests, to prove that adding an agent is this one file
//! (with its `mod` line) and one line in [`super::ALL`]; nothing in the systems changes. It is
//! modelled on Gemini CLI: command hooks in `~/.sixth/settings.json` at its own event names, its
//! own tool names, and a JSONL transcript of its own shape under `~/.sixth/sessions/`.

use std::path::Path;

use serde_json::Value;

use super::{Adapter, EvidenceEvent, Installation, SessionFiles, SessionStart, Spec, command_hook};
use crate::files::install::{self, FileChange, InstallEnv};
use crate::files::jsonl::read_jsonl;
use crate::model::session::{Session, ToolCall, Turn, bounded_input, parse_time};
use crate::model::{Event, tool::ToolKind};

pub struct Sixth;

const SESSIONS: SessionFiles =
    SessionFiles { folder: ".sixth/sessions", keep: |name| name.ends_with(".sixth.jsonl"), resume };

const SPEC: Spec = Spec {
    id: "sixth",
    name: "Sixth Agent",
    events: &[("SessionStart", Event::SessionStart), ("BeforeAgent", Event::Prompt), ("BeforeTool", Event::PreTool)],
    evidence_events: &[("AfterTool", EvidenceEvent::PostTool)],
    envelope_event: None,
    wire: &command_hook::CommandHook,
    session_start: SessionStart::AtItsEvent,
    tools: &[
        ("run_shell_command", ToolKind::Shell),
        ("replace", ToolKind::Edit),
        ("write_file", ToolKind::Write),
        ("read_file", ToolKind::Read),
        ("web_fetch", ToolKind::Fetch),
        ("ask_user", ToolKind::AskUser),
    ],
    tools_without_permission: &[],
    tool_call_markers: &[],
    mcp_by_default: false,
    client: None,
};

const HOOKS: command_hook::JsonHooks = command_hook::JsonHooks {
    file: |env| env.agent_dir("SIXTH_HOME", ".sixth").join("settings.json"),
    events: &["SessionStart", "BeforeAgent", "BeforeTool", "AfterTool"],
    tool_events: &["BeforeTool", "AfterTool"],
};

impl Adapter for Sixth {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn session_files(&self) -> Option<&'static SessionFiles> {
        Some(&SESSIONS)
    }

    fn detect(&self, env: &InstallEnv) -> bool {
        HOOKS.detect(env)
    }

    fn plan_install(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        Ok(vec![HOOKS.plan_install(self, env)?])
    }

    fn plan_uninstall(&self, env: &InstallEnv) -> Result<Vec<FileChange>, install::Error> {
        Ok(vec![HOOKS.plan_uninstall(self, env)?])
    }

    fn inspect(&self, env: &InstallEnv) -> Result<Installation, install::Error> {
        HOOKS.inspect(self, env)
    }
}

/// `{"type": "user", "text", "ts"}` starts a turn; `{"type": "tool", "name", "args", "output",
/// "error", "ts"}` is one call in it.
fn resume(path: &Path, mut session: Session) -> std::io::Result<Session> {
    let offset = session.resume.offset;
    let mut bad_lines = session.bad_lines;
    session.resume.offset = read_jsonl(path, offset, &mut bad_lines, |record: Value| {
        let at = record["ts"].as_str().and_then(parse_time);
        match record["type"].as_str() {
            Some("user") => {
                let index = session.turns.len();
                let prompt = record["text"].as_str().unwrap_or_default().to_string();
                session.turns.push(Turn { index, prompt, started_ms: at, ended_ms: at, ..Turn::default() });
            }
            Some("tool") => {
                let Some(turn) = session.turns.last_mut() else { return };
                let id = format!("call-{}", turn.tool_calls.len());
                turn.tool_calls.push(ToolCall {
                    id,
                    name: record["name"].as_str().unwrap_or_default().to_string(),
                    input: bounded_input(record["args"].clone()),
                    output: record["output"].as_str().unwrap_or_default().to_string(),
                    is_error: record["error"].as_bool().unwrap_or(false),
                    started_ms: at,
                    ended_ms: at,
                    ..ToolCall::default()
                });
                turn.ended_ms = at.or(turn.ended_ms);
            }
            other => *session.unknown_records.entry(other.unwrap_or("?").to_string()).or_default() += 1,
        }
    })?;
    session.bad_lines = bad_lines;
    Ok(session)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use serde_json::json;

    use super::*;
    use crate::commands::hook::{Environment, run};
    use crate::model::{Timestamp, tool};
    use crate::systems::lessons::file::parse_line;

    #[test]
    fn the_registry_gives_it_identity_and_events() {
        assert!(crate::agents::ids().contains(&"sixth"));
        assert!(crate::agents::names().contains(&"Sixth Agent"));
        let sixth = crate::agents::by_id("sixth").unwrap();
        assert_eq!(sixth.moment("BeforeTool"), Some(Event::PreTool));
        assert_eq!(sixth.moment("before-tool"), Some(Event::PreTool), "event names fold like the others'");
        assert_eq!(sixth.evidence_event("AfterTool").map(|(_, e)| e), Some(EvidenceEvent::PostTool));
        // A lesson may name it, and only registered agents.
        let mut lesson = global_lesson("Mind the push.");
        lesson.agents = Some(vec!["sixth".into()]);
        assert!(lesson.check_for_write().is_ok());
    }

    #[test]
    fn its_tool_names_join_the_one_vocabulary() {
        assert_eq!(crate::agents::tool_kind("run_shell_command"), Some(ToolKind::Shell));
        let write = json!({"file_path": "src/main.rs", "content": "fn main() {}"});
        assert_eq!(crate::systems::evidence::classify::changed_paths("write_file", &write), ["src/main.rs"]);
        assert_eq!(
            crate::systems::provenance::effect::of_call("run_shell_command", &json!({"command": "rm -rf build"})),
            crate::systems::provenance::effect::of_command("rm -rf build")
        );
        assert_eq!(
            crate::agents::by_id("sixth").unwrap().lesson_names("run_shell_command"),
            ToolKind::Shell.lesson_names()
        );
    }

    fn global_lesson(text: &str) -> crate::systems::lessons::Lesson {
        let line = json!({"id": "0000000b", "text": text, "category": "safety", "severity": 3,
            "trigger": {"event": "pre_tool", "tool": "Bash", "pattern": "git push"}, "status": "approved",
            "approved_at": "2026-01-01T00:00:00Z", "count": 0});
        parse_line(&line.to_string()).unwrap()
    }

    #[test]
    fn its_hook_hands_back_a_lesson_written_for_another_agents_shell() {
        let data = tempfile::tempdir().unwrap();
        let lesson = global_lesson("Never push from the release script by hand.");
        fs_err::write(data.path().join("lessons.jsonl"), lesson.canonical_line() + "\n").unwrap();
        let environment = Environment {
            data_dir: Some(data.path().to_path_buf()),
            deadline: Duration::from_secs(5),
            cwd: data.path().to_path_buf(),
            dry_run: false,
        };
        let payload = json!({"session_id": "s6", "cwd": data.path(), "hook_event_name": "BeforeTool",
            "tool_name": "run_shell_command", "tool_input": {"command": "git push origin main"}});
        let out = run("sixth", "BeforeTool", std::io::Cursor::new(payload.to_string().into_bytes()), &environment);
        let said: Value = serde_json::from_str(&out).unwrap();
        let context = said["hookSpecificOutput"]["additionalContext"].as_str().unwrap();
        assert!(context.contains("Never push from the release script by hand."), "{out}");
    }

    #[test]
    fn init_merges_its_settings_and_uninstall_takes_them_out() {
        let home = tempfile::tempdir().unwrap();
        let env = InstallEnv {
            home: home.path().to_path_buf(),
            binary: "/opt/agent-trace/bin/agent-trace".into(),
            data_dir: home.path().join("data"),
            now: Timestamp::from_seconds(0).unwrap(),
            lesson_tools: Vec::new(),
            mcp: None,
            use_agent_env: false,
            hold_once: false,
        };
        fs_err::create_dir_all(home.path().join(".sixth")).unwrap();
        fs_err::write((HOOKS.file)(&env), "{\"theme\": \"dark\"}\n").unwrap();
        let sixth = crate::agents::by_id("sixth").unwrap();
        assert!(sixth.detect(&env));
        let changes = sixth.plan_install(&env).unwrap();
        let after: Value = serde_json::from_slice(changes[0].after.as_deref().unwrap()).unwrap();
        assert_eq!(after["theme"], "dark");
        let command = after["hooks"]["BeforeTool"][0]["hooks"][0]["command"].as_str().unwrap();
        assert_eq!(command, "/opt/agent-trace/bin/agent-trace hook sixth BeforeTool");
        install::apply_install(&changes, &env).unwrap();
        assert_eq!(sixth.inspect(&env).unwrap().found.len(), HOOKS.events.len());
        install::apply_uninstall(&sixth.plan_uninstall(&env).unwrap(), &env).unwrap();
        assert_eq!(fs_err::read_to_string((HOOKS.file)(&env)).unwrap(), "{\"theme\": \"dark\"}\n");
    }

    #[test]
    fn its_transcripts_are_read_finished_and_judged_like_everyone_elses() {
        let home = tempfile::tempdir().unwrap();
        let dir = home.path().join(".sixth/sessions");
        fs_err::create_dir_all(&dir).unwrap();
        let fail = |n: u32| {
            json!({"type": "tool", "name": "run_shell_command", "args": {"command": "cargo test"},
                "output": "error[E0425]: cannot find value `x` in this scope", "error": true,
                "ts": format!("2026-11-30T10:00:0{n}Z")})
        };
        let lines =
            [json!({"type": "user", "text": "fix the build", "ts": "2026-11-30T10:00:00Z"}), fail(1), fail(2), fail(3)];
        let text: String = lines.iter().map(|l| l.to_string() + "\n").collect();
        fs_err::write(dir.join("a1.sixth.jsonl"), text).unwrap();
        let files: Vec<_> = Sixth.transcripts(home.path()).collect();
        assert_eq!(files, [dir.join("a1.sixth.jsonl")]);
        let sessions = crate::systems::transcripts::parse_any(&files[0]).unwrap().unwrap();
        let session = &sessions[0];
        assert_eq!((session.agent.as_str(), session.id.as_str()), ("sixth", "a1.sixth"));
        let call = &session.turns[0].tool_calls[0];
        assert!(call.is_shell());
        assert_eq!(tool::shell_command(&call.input).as_deref(), Some("cargo test"));
        let verdicts = crate::systems::rules::evaluate(session, crate::systems::rules::Baseline::from_agent_ms(&[]));
        let repeat = verdicts.iter().find(|v| v.rule == "same_error_repeat").unwrap();
        assert_eq!((repeat.agent.as_str(), repeat.head.as_deref()), ("sixth", Some("cargo test")));
    }
}
