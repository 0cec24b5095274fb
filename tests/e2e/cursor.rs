//! Cursor's own hook executor (the official `@cursor/sdk` npm package, which shares its hooks
//! module with the editor and `cursor-agent`) loads the hooks agent-trace installed and runs them
//! with the payloads it builds. Its agent loop runs on Cursor's servers behind a login, so a
//! loopback backend answers only the sign-in and the model list: the session's hooks fire
//! (sessionStart, beforeSubmitPrompt, stop, sessionEnd), its tool hooks cannot.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::path::Path;
use std::time::Duration;

use crate::support::Env;
use crate::{client, run_client, setup};

#[test]
fn cursor_loads_and_runs_the_hooks_once_per_moment() {
    let Some(sdk) = client("cursor-sdk") else { return };
    let env = Env::new();
    let (repo, home, lessons) = setup(&env, "cursor", ".cursor");
    // Cursor runs Claude Code's hooks too: with both installed, the moment is served once.
    std::fs::create_dir_all(home.join(".claude")).unwrap();
    env.run(&repo, &["init", "--home", home.to_str().unwrap(), "--agents", "claude-code", "--trust"]).success();
    let backend = fake_backend();
    let probe = sdk.join("agent-trace-probe.mjs");
    std::fs::copy(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/e2e/cursor_probe.mjs"), &probe).unwrap();
    let node_dir = std::env::var("AGENT_TRACE_E2E_NODE_DIR")
        .expect("AGENT_TRACE_E2E_NODE_DIR: Cursor's SDK needs Node 22.13 or later");
    let output = run_client(
        &Path::new(&node_dir).join("node"),
        &[probe.to_str().unwrap(), repo.to_str().unwrap()],
        &repo,
        &[
            ("HOME", home.to_string_lossy().into_owned()),
            ("CURSOR_BACKEND_URL", backend),
            ("AGENT_TRACE_HOME", env.data_dir().to_string_lossy().into_owned()),
            ("GIT_CONFIG_GLOBAL", env.path().join("gitconfig").to_string_lossy().into_owned()),
            ("GIT_CONFIG_NOSYSTEM", "1".into()),
        ],
        Duration::from_secs(120),
    );
    let said = format!(
        "stdout: {}\nstderr: {}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    // Every delivery is a hit: the session-start lesson was handed over exactly once, though
    // Cursor ran agent-trace's Cursor entry and its Claude Code entry for that moment.
    let hits: Vec<String> = std::fs::read_dir(env.data_dir().join("hits"))
        .unwrap_or_else(|e| panic!("no hit recorded ({e}): Cursor did not run the hooks\n{said}"))
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "ids"))
        .flat_map(|e| std::fs::read_to_string(e.path()).unwrap().lines().map(str::to_string).collect::<Vec<_>>())
        .collect();
    assert_eq!(hits.iter().filter(|id| **id == lessons.ids[0]).count(), 1, "{hits:?}\n{said}");
    assert!(!hits.contains(&lessons.ids[1]), "no Cursor hook carries a prompt's lessons");
    let log = std::fs::read_to_string(env.data_dir().join("hook.log")).unwrap_or_default();
    assert!(!log.contains("unknown agent") && !log.contains("internal error"), "{log}");
}

/// A loopback stand-in for Cursor's backend: the sign-in and the model list, 404 for the rest.
fn fake_backend() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://127.0.0.1:{}", listener.local_addr().unwrap().port());
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            std::thread::spawn(move || {
                let mut reader = BufReader::new(stream.try_clone().unwrap());
                let mut stream = stream;
                loop {
                    let mut request = String::new();
                    if reader.read_line(&mut request).unwrap_or(0) == 0 {
                        return;
                    }
                    let (mut length, mut chunked) = (0usize, false);
                    loop {
                        let mut line = String::new();
                        if reader.read_line(&mut line).unwrap_or(0) == 0 {
                            return;
                        }
                        let lower = line.to_ascii_lowercase();
                        if let Some(v) = lower.strip_prefix("content-length:") {
                            length = v.trim().parse().unwrap_or(0);
                        }
                        chunked |= lower.starts_with("transfer-encoding:") && lower.contains("chunked");
                        if line == "\r\n" {
                            break;
                        }
                    }
                    if chunked {
                        loop {
                            let mut size = String::new();
                            if reader.read_line(&mut size).unwrap_or(0) == 0 {
                                return;
                            }
                            let n =
                                usize::from_str_radix(size.trim().split(';').next().unwrap_or("0"), 16).unwrap_or(0);
                            let mut chunk = vec![0; n + 2];
                            if reader.read_exact(&mut chunk).is_err() || n == 0 {
                                break;
                            }
                        }
                    } else {
                        let mut body = vec![0; length];
                        let _ = reader.read_exact(&mut body);
                    }
                    let path = request.split_whitespace().nth(1).unwrap_or("/").to_string();
                    let (status, body) = if path.starts_with("/auth/exchange_user_api_key") {
                        ("200 OK", r#"{"accessToken":"e2e-access-token"}"#)
                    } else if path.starts_with("/v1/models") {
                        ("200 OK", r#"{"items":[{"id":"auto","displayName":"auto"}]}"#)
                    } else if path.starts_with("/v1/me") {
                        ("200 OK", r#"{"apiKeyName":"e2e","userEmail":"e2e@example.invalid"}"#)
                    } else {
                        ("404 Not Found", r#"{"error":{"message":"loopback backend"}}"#)
                    };
                    let head = format!(
                        "HTTP/1.1 {status}\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\r\n",
                        body.len()
                    );
                    if stream.write_all(head.as_bytes()).and_then(|()| stream.write_all(body.as_bytes())).is_err() {
                        return;
                    }
                }
            });
        }
    });
    url
}
