//! A scripted model server on 127.0.0.1 for the real agent clients: it records every request
//! body and answers each agent-loop request from a script (a tool call, then a final message).
//! It speaks the Anthropic Messages API and the OpenAI chat-completions API, streaming (SSE)
//! or not, as the client asks. Requests that offer no tools (titles, summaries) get a short text.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use std::thread;

use serde_json::{Value, json};

/// One step of the script: what the model answers to the n-th agent-loop request.
#[derive(Debug, Clone)]
pub enum Reply {
    /// Call `tool` with `input` (the tool's arguments as JSON).
    Tool {
        name: String,
        input: Value,
    },
    Text(String),
}

#[derive(Debug, Clone)]
pub struct Recorded {
    pub path: String,
    pub body: Value,
}

pub struct ModelServer {
    pub port: u16,
    requests: Arc<Mutex<Vec<Recorded>>>,
}

impl ModelServer {
    /// Serves `script` in order to agent-loop requests; after the script, a final text.
    pub fn start(script: Vec<Reply>) -> ModelServer {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let requests = Arc::new(Mutex::new(Vec::new()));
        let state = Arc::new(Mutex::new((script, 0usize)));
        let recorded = requests.clone();
        thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let (recorded, state) = (recorded.clone(), state.clone());
                thread::spawn(move || {
                    let _ = serve(stream, &recorded, &state);
                });
            }
        });
        ModelServer { port, requests }
    }

    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    pub fn requests(&self) -> Vec<Recorded> {
        self.requests.lock().unwrap().clone()
    }

    /// The requests of the agent loop (those that offer tools), in order.
    pub fn agent_requests(&self) -> Vec<Recorded> {
        self.requests().into_iter().filter(|r| offers_tools(&r.body)).collect()
    }
}

thread_local! {
    /// The number of the script step being answered: each tool call gets an id of its own.
    static CALL: std::cell::Cell<usize> = const { std::cell::Cell::new(1) };
}

fn call_id(prefix: &str) -> String {
    format!("{prefix}_scripted_{}", CALL.with(std::cell::Cell::get))
}

fn offers_tools(body: &Value) -> bool {
    body.get("tools").and_then(Value::as_array).is_some_and(|t| !t.is_empty())
}

fn serve(
    stream: TcpStream,
    recorded: &Mutex<Vec<Recorded>>,
    state: &Mutex<(Vec<Reply>, usize)>,
) -> std::io::Result<()> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut request_line = String::new();
    reader.read_line(&mut request_line)?;
    let path = request_line.split_whitespace().nth(1).unwrap_or("/").to_string();
    let mut length = 0usize;
    loop {
        let mut header = String::new();
        if reader.read_line(&mut header)? == 0 || header == "\r\n" {
            break;
        }
        if let Some((name, value)) = header.split_once(':')
            && name.eq_ignore_ascii_case("content-length")
        {
            length = value.trim().parse().unwrap_or(0);
        }
    }
    let mut body = vec![0; length];
    reader.read_exact(&mut body)?;
    let body: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
    recorded.lock().unwrap().push(Recorded { path: path.clone(), body: body.clone() });
    let reply = if offers_tools(&body) {
        let mut state = state.lock().unwrap();
        let (script, next) = &mut *state;
        let reply = script.get(*next).cloned().unwrap_or_else(|| Reply::Text("Done.".into()));
        *next += 1;
        CALL.with(|call| call.set(*next));
        reply
    } else {
        Reply::Text("ok".into())
    };
    let stream_wanted = body.get("stream").and_then(Value::as_bool).unwrap_or(false);
    let model = body.get("model").and_then(Value::as_str).unwrap_or("scripted").to_string();
    let mut out = stream;
    let path = path.split('?').next().unwrap_or_default();
    if path.contains("count_tokens") {
        return respond_json(&mut out, &json!({"input_tokens": 100}));
    }
    if path.ends_with("/messages") {
        return if stream_wanted {
            anthropic_stream(&mut out, &model, &reply)
        } else {
            respond_json(&mut out, &anthropic_message(&model, &reply))
        };
    }
    if path.ends_with("/chat/completions") {
        return if stream_wanted {
            chat_stream(&mut out, &model, &reply)
        } else {
            respond_json(&mut out, &chat_completion(&model, &reply))
        };
    }
    if path.ends_with("/responses") {
        return if stream_wanted {
            responses_stream(&mut out, &model, &reply)
        } else {
            respond_json(&mut out, &responses_body(&model, &reply))
        };
    }
    if path.ends_with("/models") {
        return respond_json(
            &mut out,
            &json!({"object": "list", "data": [{"id": "scripted", "object": "model", "owned_by": "test"}]}),
        );
    }
    out.write_all(
        b"HTTP/1.1 404 Not Found\r\ncontent-type: application/json\r\ncontent-length: 2\r\nconnection: close\r\n\r\n{}",
    )
}

fn respond_json(out: &mut TcpStream, value: &Value) -> std::io::Result<()> {
    let body = value.to_string();
    write!(
        out,
        "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
        body.len()
    )
}

fn sse(out: &mut TcpStream, events: &[(Option<&str>, Value)]) -> std::io::Result<()> {
    out.write_all(
        b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ncache-control: no-cache\r\nconnection: close\r\n\r\n",
    )?;
    for (name, data) in events {
        if let Some(name) = name {
            writeln!(out, "event: {name}")?;
        }
        write!(out, "data: {data}\n\n")?;
    }
    out.flush()
}

fn anthropic_content(reply: &Reply) -> (Value, &'static str) {
    match reply {
        Reply::Tool { name, input } => {
            (json!({"type": "tool_use", "id": call_id("toolu"), "name": name, "input": input}), "tool_use")
        }
        Reply::Text(text) => (json!({"type": "text", "text": text}), "end_turn"),
    }
}

fn anthropic_message(model: &str, reply: &Reply) -> Value {
    let (content, stop) = anthropic_content(reply);
    json!({"id": "msg_scripted", "type": "message", "role": "assistant", "model": model, "content": [content],
           "stop_reason": stop, "stop_sequence": null, "usage": {"input_tokens": 10, "output_tokens": 5}})
}

fn anthropic_stream(out: &mut TcpStream, model: &str, reply: &Reply) -> std::io::Result<()> {
    let (content, stop) = anthropic_content(reply);
    let (start, delta) = match reply {
        Reply::Tool { name, input } => (
            json!({"type": "tool_use", "id": call_id("toolu"), "name": name, "input": {}}),
            json!({"type": "input_json_delta", "partial_json": input.to_string()}),
        ),
        Reply::Text(text) => (json!({"type": "text", "text": ""}), json!({"type": "text_delta", "text": text})),
    };
    let _ = content;
    sse(
        out,
        &[
            (
                Some("message_start"),
                json!({"type": "message_start", "message": {"id": "msg_scripted", "type": "message", "role": "assistant", "model": model, "content": [], "stop_reason": null, "stop_sequence": null, "usage": {"input_tokens": 10, "output_tokens": 1}}}),
            ),
            (Some("content_block_start"), json!({"type": "content_block_start", "index": 0, "content_block": start})),
            (Some("content_block_delta"), json!({"type": "content_block_delta", "index": 0, "delta": delta})),
            (Some("content_block_stop"), json!({"type": "content_block_stop", "index": 0})),
            (
                Some("message_delta"),
                json!({"type": "message_delta", "delta": {"stop_reason": stop, "stop_sequence": null}, "usage": {"output_tokens": 5}}),
            ),
            (Some("message_stop"), json!({"type": "message_stop"})),
        ],
    )
}

/// The output item of the OpenAI Responses API for a reply.
fn responses_item(reply: &Reply) -> Value {
    match reply {
        // A freeform tool (Codex's `apply_patch`) takes its input as text.
        Reply::Tool { name, input: Value::String(text) } => {
            json!({"type": "custom_tool_call", "id": call_id("ctc"), "call_id": call_id("call"), "name": name, "input": text, "status": "completed"})
        }
        Reply::Tool { name, input } => {
            json!({"type": "function_call", "id": call_id("fc"), "call_id": call_id("call"), "name": name, "arguments": input.to_string(), "status": "completed"})
        }
        Reply::Text(text) => {
            json!({"type": "message", "id": "msg_scripted_1", "role": "assistant", "status": "completed", "content": [{"type": "output_text", "text": text, "annotations": []}]})
        }
    }
}

fn responses_body(model: &str, reply: &Reply) -> Value {
    json!({"id": "resp_scripted", "object": "response", "created_at": 0, "model": model, "status": "completed",
           "output": [responses_item(reply)],
           "usage": {"input_tokens": 10, "output_tokens": 5, "total_tokens": 15, "input_tokens_details": {"cached_tokens": 0}, "output_tokens_details": {"reasoning_tokens": 0}}})
}

fn responses_stream(out: &mut TcpStream, model: &str, reply: &Reply) -> std::io::Result<()> {
    let item = responses_item(reply);
    let mut events = vec![
        (
            Some("response.created"),
            json!({"type": "response.created", "response": {"id": "resp_scripted", "object": "response", "created_at": 0, "model": model, "status": "in_progress", "output": []}}),
        ),
        (
            Some("response.output_item.added"),
            json!({"type": "response.output_item.added", "output_index": 0, "item": item}),
        ),
    ];
    if let Reply::Text(text) = reply {
        events.push((Some("response.output_text.delta"), json!({"type": "response.output_text.delta", "item_id": "msg_scripted_1", "output_index": 0, "content_index": 0, "delta": text})));
    }
    events.push((
        Some("response.output_item.done"),
        json!({"type": "response.output_item.done", "output_index": 0, "item": item}),
    ));
    events.push((
        Some("response.completed"),
        json!({"type": "response.completed", "response": responses_body(model, reply)}),
    ));
    sse(out, &events)
}

fn chat_message(reply: &Reply) -> (Value, &'static str) {
    match reply {
        Reply::Tool { name, input } => (
            json!({"role": "assistant", "content": null, "tool_calls": [{"id": call_id("call"), "type": "function", "function": {"name": name, "arguments": input.to_string()}}]}),
            "tool_calls",
        ),
        Reply::Text(text) => (json!({"role": "assistant", "content": text}), "stop"),
    }
}

fn chat_completion(model: &str, reply: &Reply) -> Value {
    let (message, finish) = chat_message(reply);
    json!({"id": "chatcmpl-scripted", "object": "chat.completion", "created": 0, "model": model,
           "choices": [{"index": 0, "message": message, "finish_reason": finish}],
           "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}})
}

fn chat_stream(out: &mut TcpStream, model: &str, reply: &Reply) -> std::io::Result<()> {
    let chunk = |delta: Value, finish: Value| {
        json!({"id": "chatcmpl-scripted", "object": "chat.completion.chunk", "created": 0, "model": model,
               "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]})
    };
    let (first, finish) = match reply {
        Reply::Tool { name, input } => (
            json!({"role": "assistant", "tool_calls": [{"index": 0, "id": call_id("call"), "type": "function", "function": {"name": name, "arguments": input.to_string()}}]}),
            "tool_calls",
        ),
        Reply::Text(text) => (json!({"role": "assistant", "content": text}), "stop"),
    };
    let mut events = vec![chunk(first, Value::Null), chunk(json!({}), json!(finish))];
    events.push(json!({"id": "chatcmpl-scripted", "object": "chat.completion.chunk", "created": 0, "model": model, "choices": [], "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}}));
    out.write_all(
        b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ncache-control: no-cache\r\nconnection: close\r\n\r\n",
    )?;
    for data in &events {
        write!(out, "data: {data}\n\n")?;
    }
    out.write_all(b"data: [DONE]\n\n")?;
    out.flush()
}
