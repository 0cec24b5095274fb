//! `agent-trace audit`: replay, scope, seal and verify recorded tool calls.
//! A session is a list of calls `{index, tool, args, response}`: read strictly
//! from the 4-field audit JSONL, or normalized from any transcript the parsers read.
//! Reports are line-oriented, with no time or randomness: the same input gives the same bytes.

pub mod replay;
pub mod scope;
pub mod seal;

use std::path::{Path, PathBuf};

use serde_json::{Map, Value};

use crate::systems::transcripts;

/// One recorded tool call.
#[derive(Debug, Clone, PartialEq)]
pub struct Call {
    pub index: u64,
    pub tool: String,
    pub args: Map<String, Value>,
    pub response: Map<String, Value>,
}

impl Call {
    /// `{"args":…,"tool":…}` with sorted keys and no whitespace: two calls are the same call
    /// exactly when these strings are equal.
    pub fn canonical_call(&self) -> String {
        canonical(&serde_json::json!({"tool": self.tool, "args": self.args}))
    }

    pub fn canonical_response(&self) -> String {
        canonical(&Value::Object(self.response.clone()))
    }
}

/// JSON with sorted keys and no whitespace (serde_json's map is ordered by key).
pub fn canonical(value: &Value) -> String {
    serde_json::to_string(value).expect("JSON values serialize")
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Io(#[from] std::io::Error),
    #[error("{}:{line}: {reason}", path.display())]
    Malformed { path: PathBuf, line: usize, reason: String },
    #[error("{}: {reason}", path.display())]
    Unusable { path: PathBuf, reason: String },
    #[error(transparent)]
    Unsafe(#[from] crate::files::UnsafeFile),
}

impl crate::model::hint::Hint for Error {
    fn hint(&self) -> Option<String> {
        match self {
            Error::Malformed { .. } => Some(
                "a call is exactly {\"index\", \"tool\", \"args\", \"response\"}, indexes counting from 0".to_string(),
            ),
            Error::Unsafe(e) => e.hint(),
            _ => None,
        }
    }
}

const FIELDS: [&str; 4] = ["index", "tool", "args", "response"];

/// Parses the strict audit format: every non-empty line a JSON object with exactly `index`
/// (an integer, not a boolean, equal to the line's position among calls), `tool` (a string),
/// `args` and `response` (objects). Anything else is an error naming the line.
pub fn parse_strict(path: &Path, text: &str) -> Result<Vec<Call>, Error> {
    let mut calls = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let bad = |reason: String| Error::Malformed { path: path.to_path_buf(), line: n + 1, reason };
        let value: Value = serde_json::from_str(line).map_err(|e| bad(format!("not JSON: {e}")))?;
        let Value::Object(mut object) = value else { return Err(bad("a call must be a JSON object".into())) };
        if let Some(extra) = object.keys().find(|k| !FIELDS.contains(&k.as_str())) {
            return Err(bad(format!("unknown field {extra:?} (a call has exactly index, tool, args, response)")));
        }
        if let Some(missing) = FIELDS.iter().find(|f| !object.contains_key(**f)) {
            return Err(bad(format!("missing field {missing:?}")));
        }
        let index = match object.remove("index") {
            Some(Value::Number(n)) if n.is_u64() => n.as_u64().expect("checked"),
            Some(Value::Bool(_)) => return Err(bad("index is a boolean, not an integer".into())),
            Some(other) => return Err(bad(format!("index must be a non-negative integer, not {other}"))),
            None => unreachable!("checked above"),
        };
        if index != calls.len() as u64 {
            return Err(bad(format!("index {index} out of order (expected {})", calls.len())));
        }
        let tool = match object.remove("tool") {
            Some(Value::String(s)) => s,
            other => return Err(bad(format!("tool must be a string, not {}", other.unwrap_or(Value::Null)))),
        };
        let object_field = |name: &str, value: Option<Value>| match value {
            Some(Value::Object(map)) => Ok(map),
            other => Err(bad(format!("{name} must be an object, not {}", other.unwrap_or(Value::Null)))),
        };
        let args = object_field("args", object.remove("args"))?;
        let response = object_field("response", object.remove("response"))?;
        calls.push(Call { index, tool, args, response });
    }
    Ok(calls)
}

/// The calls of `path`: the strict format when its first line is a 4-field call, else the tool
/// calls of any transcript the parsers read (all its sessions, in order).
pub fn load_calls(path: &Path) -> Result<Vec<Call>, Error> {
    let unusable = |reason: String| Error::Unusable { path: path.to_path_buf(), reason };
    if !path.exists() {
        return Err(unusable("no such file".into()));
    }
    let text = if path.is_file() && !is_database(path) { Some(fs_err::read_to_string(path)?) } else { None };
    if let Some(text) = &text {
        let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or_default();
        let looks_strict = serde_json::from_str::<Map<String, Value>>(first)
            .is_ok_and(|o| o.contains_key("index") && o.contains_key("tool"));
        if looks_strict || first.is_empty() {
            return parse_strict(path, text);
        }
    }
    if let Some(sessions) = transcripts::parse_any(path)? {
        let mut calls = Vec::new();
        for call in sessions.iter().flat_map(|s| &s.turns).flat_map(|t| &t.tool_calls) {
            let args = match &call.input {
                Value::Object(map) => map.clone(),
                other => Map::from_iter([("input".to_string(), other.clone())]),
            };
            let response = Map::from_iter([
                ("output".to_string(), Value::String(call.output.clone())),
                ("is_error".to_string(), Value::Bool(call.is_error)),
            ]);
            calls.push(Call { index: calls.len() as u64, tool: call.name.clone(), args, response });
        }
        return Ok(calls);
    }
    Err(unusable("neither the strict 4-field call format nor a transcript agent-trace reads".into()))
}

fn is_database(path: &Path) -> bool {
    path.extension().is_some_and(|x| x == "db" || x == "sqlite")
}

/// A finding, printed as `index N: kind: detail`; sorted by index, then kind.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, serde::Serialize)]
pub struct Finding {
    pub index: u64,
    pub kind: &'static str,
    pub detail: String,
}

impl std::fmt::Display for Finding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "index {}: {}: {}", self.index, self.kind, self.detail)
    }
}
