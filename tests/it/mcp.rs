//! `agent-trace mcp` driven over stdio as an MCP client drives it: initialize, list, call.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Stdio};

use serde_json::{Value, json};

use crate::hooks::trusted_repo;
use crate::support::{Env, records};

struct Client {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    next_id: u64,
}

impl Client {
    fn start(env: &Env, dir: &std::path::Path) -> Client {
        let mut child = env.std_cmd(dir).arg("mcp").stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
        let (stdin, stdout) = (child.stdin.take().unwrap(), BufReader::new(child.stdout.take().unwrap()));
        let mut client = Client { child, stdin, stdout, next_id: 0 };
        let init = client.request(
            "initialize",
            json!({"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "test", "version": "1"}}),
        );
        assert_eq!(init["serverInfo"]["name"], "agent-trace");
        client.send(json!({"jsonrpc": "2.0", "method": "notifications/initialized"}));
        client
    }

    fn send(&mut self, message: Value) {
        writeln!(self.stdin, "{message}").unwrap();
        self.stdin.flush().unwrap();
    }

    fn request(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        self.send(json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        loop {
            let mut line = String::new();
            assert!(self.stdout.read_line(&mut line).unwrap() > 0, "the server closed the connection");
            let message: Value = serde_json::from_str(&line).unwrap();
            if message["id"] == id {
                assert!(message.get("error").is_none(), "{message}");
                return message["result"].clone();
            }
        }
    }

    /// Calls a tool and returns its text result.
    fn call(&mut self, tool: &str, arguments: Value) -> String {
        let (text, is_error) = self.call_result(tool, arguments);
        assert!(!is_error, "{text}");
        text
    }

    /// The text of a tool's answer and whether it is a tool error.
    fn call_result(&mut self, tool: &str, arguments: Value) -> (String, bool) {
        let result = self.request("tools/call", json!({"name": tool, "arguments": arguments}));
        let is_error = result["isError"].as_bool().unwrap_or(false);
        (result["content"][0]["text"].as_str().unwrap().to_string(), is_error)
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn lists_the_two_tools_with_their_parameters() {
    let env = Env::new();
    let (repo, _) = trusted_repo(&env);
    let mut client = Client::start(&env, &repo);
    let tools = client.request("tools/list", json!({}));
    let mut names: Vec<&str> = tools["tools"].as_array().unwrap().iter().map(|t| t["name"].as_str().unwrap()).collect();
    names.sort();
    assert_eq!(names, ["recall_lessons", "record_lesson"]);
    let recall = tools["tools"].as_array().unwrap().iter().find(|t| t["name"] == "recall_lessons").unwrap();
    let required: Vec<&str> =
        recall["inputSchema"]["required"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
    assert_eq!(required, ["cwd", "intent"]);
    // Each field says what to pass: the command as the intent, the tool about to be called.
    let described =
        |field: &str| recall["inputSchema"]["properties"][field]["description"].as_str().unwrap().to_string();
    assert!(described("intent").contains("`git push --force origin main`"), "{}", described("intent"));
    assert!(described("tool_name").contains("`Bash`"), "{}", described("tool_name"));
    assert!(described("input").contains("`{\"command\": \"…\"}`"), "{}", described("input"));
}

#[test]
fn recall_lessons_returns_the_lessons_of_the_moment() {
    let env = Env::new();
    let (repo, l) = trusted_repo(&env);
    let mut client = Client::start(&env, &repo);
    let cwd = repo.to_str().unwrap();

    let tool: Value = serde_json::from_str(&client.call(
        "recall_lessons",
        json!({"cwd": cwd, "intent": "push the branch", "tool_name": "Bash", "input": {"command": "git push --force"}}),
    ))
    .unwrap();
    assert_eq!(tool["event"], "pre_tool");
    assert_eq!(tool["lessons"][0]["id"], l.pre_tool.as_str());
    assert!(!tool["context"].as_str().unwrap().contains(&l.other_pattern));

    // The command alone, as a model passes it without naming its tool: the lessons of the shell.
    let command: Value = serde_json::from_str(
        &client.call("recall_lessons", json!({"cwd": cwd, "intent": "git push --force origin main"})),
    )
    .unwrap();
    assert_eq!(command["event"], "pre_tool");
    assert_eq!(command["lessons"][0]["id"], l.pre_tool.as_str(), "{command}");

    let prompt: Value =
        serde_json::from_str(&client.call("recall_lessons", json!({"cwd": cwd, "intent": "deploy to staging"})))
            .unwrap();
    assert_eq!(prompt["lessons"][0]["id"], l.prompt.as_str());

    let start: Value =
        serde_json::from_str(&client.call("recall_lessons", json!({"cwd": cwd, "intent": "session_start"}))).unwrap();
    assert_eq!(start["lessons"][0]["id"], l.session_start.as_str());

    let nothing: Value =
        serde_json::from_str(&client.call("recall_lessons", json!({"cwd": cwd, "intent": "write a poem"}))).unwrap();
    assert_eq!(nothing["lessons"], json!([]));
    assert_eq!(nothing["context"], "No recorded lesson applies.");
}

#[test]
fn record_lesson_makes_a_candidate_for_a_person_to_approve() {
    let env = Env::new();
    let (repo, _) = trusted_repo(&env);
    let before = std::fs::read_to_string(crate::support::lessons_path(&repo)).unwrap();
    let mut client = Client::start(&env, &repo);
    let answer = client.call("record_lesson", json!({"text": "Check CI before merging.", "trigger": "prompt::merge"}));
    assert!(answer.starts_with("recorded candidate "), "{answer}");
    assert!(
        !answer.contains("approve") && !answer.contains("agent-trace "),
        "no decision command reaches the model: {answer}"
    );
    let candidates = records(&env.data_dir().join("candidates.jsonl"));
    assert_eq!(candidates.len(), 1);
    assert_eq!(candidates[0]["status"], "candidate");
    assert_eq!(candidates[0]["trigger"]["pattern"], "merge");
    assert_eq!(
        std::fs::read_to_string(crate::support::lessons_path(&repo)).unwrap(),
        before,
        "the project file is untouched"
    );

    let (refused, is_error) = client.call_result("record_lesson", json!({"text": "x", "trigger": "pre_tool::(("}));
    assert!(refused.starts_with("not recorded:") && is_error, "a refused lesson is a tool error: {refused}");
}
