//! Scope: every call's tool must be in the allowed list, matched exactly and case-sensitively.
//! The list comes from a strict scope file (`{"agent": …, "allowed_tools": […]}`) or from an
//! agent's own permission settings (Claude Code's `permissions.allow`).

use std::path::Path;

use serde_json::Value;

use super::{Call, Error, Finding};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scope {
    pub agent: String,
    pub allowed_tools: Vec<String>,
}

pub fn parse_scope(path: &Path, text: &str) -> Result<Scope, Error> {
    let bad = |reason: String| Error::Malformed { path: path.to_path_buf(), line: 1, reason };
    let value: Value = serde_json::from_str(text).map_err(|e| bad(format!("not JSON: {e}")))?;
    let Value::Object(object) = value else { return Err(bad("a scope must be a JSON object".into())) };
    if let Some(extra) = object.keys().find(|k| !["agent", "allowed_tools"].contains(&k.as_str())) {
        return Err(bad(format!("unknown field {extra:?} (a scope has exactly agent and allowed_tools)")));
    }
    let agent = match object.get("agent") {
        Some(Value::String(s)) => s.clone(),
        Some(other) => return Err(bad(format!("agent must be a string, not {other}"))),
        None => return Err(bad("missing field \"agent\"".into())),
    };
    let allowed_tools = match object.get("allowed_tools") {
        Some(Value::Array(items)) => items
            .iter()
            .map(|item| {
                item.as_str()
                    .map(str::to_string)
                    .ok_or_else(|| bad(format!("allowed_tools holds a non-string: {item}")))
            })
            .collect::<Result<Vec<_>, _>>()?,
        Some(other) => return Err(bad(format!("allowed_tools must be an array, not {other}"))),
        None => return Err(bad("missing field \"allowed_tools\"".into())),
    };
    Ok(Scope { agent, allowed_tools })
}

/// The tools a Claude Code settings file allows: its `permissions.allow` rules and the tools
/// Claude Code never asks about (the adapter knows both).
pub fn from_claude_settings(path: &Path, text: &str) -> Result<Scope, Error> {
    let bad = |reason: String| Error::Malformed { path: path.to_path_buf(), line: 1, reason };
    let value: Value = serde_json::from_str(text).map_err(|e| bad(format!("not JSON: {e}")))?;
    let agent = crate::agents::by_id("claude-code").expect("in the registry");
    let tools = agent
        .permitted_tools(&value)
        .ok_or_else(|| bad("no permissions.allow list (the tools an agent may use without asking)".into()))?;
    Ok(Scope { agent: format!("claude-code ({})", path.display()), allowed_tools: tools })
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Report {
    pub calls: usize,
    pub findings: Vec<Finding>,
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "calls: {}", self.calls)?;
        writeln!(f, "findings: {}", self.findings.len())?;
        self.findings.iter().try_for_each(|finding| writeln!(f, "{finding}"))
    }
}

pub fn check(calls: &[Call], scope: &Scope) -> Report {
    let findings = calls
        .iter()
        .filter(|c| !scope.allowed_tools.contains(&c.tool))
        .map(|c| Finding {
            index: c.index,
            kind: "overreach",
            detail: format!("{} is not in {}'s allowed_tools", c.tool, scope.agent),
        })
        .collect();
    Report { calls: calls.len(), findings }
}
