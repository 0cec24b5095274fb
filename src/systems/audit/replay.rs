//! Replay: non-determinism (the same call answered differently; the first such index is the
//! divergence point) and redundant calls (the same call, same answer, with no mutator between).
//! An answer that changes by design is no non-determinism: a call that failed and is made again
//! (after "read it first"), a poll of a running process, a call that itself changes things, a
//! read of a file written since.

use std::collections::HashMap;

use super::{Call, Finding};
use crate::model::tool::ToolKind;

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Report {
    pub calls: usize,
    pub divergence: Option<u64>,
    pub findings: Vec<Finding>,
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "calls: {}", self.calls)?;
        match self.divergence {
            Some(index) => writeln!(f, "divergence: index {index}")?,
            None => writeln!(f, "divergence: none")?,
        }
        writeln!(f, "findings: {}", self.findings.len())?;
        self.findings.iter().try_for_each(|finding| writeln!(f, "{finding}"))
    }
}

/// Whether a canonical response says the call failed (`is_error: true`, or an `error` field).
fn failed(response: &str) -> bool {
    serde_json::from_str::<serde_json::Value>(response)
        .is_ok_and(|r| r["is_error"] == true || r.get("error").is_some_and(|e| !e.is_null() && e != false))
}

/// Whether `call` reads a file that a call after `since` wrote.
fn rewritten_since(written: &HashMap<String, u64>, call: &Call, since: u64) -> bool {
    ["file_path", "path", "filePath"]
        .iter()
        .filter_map(|k| call.args.get(*k).and_then(serde_json::Value::as_str))
        .any(|file| written.get(file).is_some_and(|at| *at > since))
}

/// Whether a call may change what later calls see; its own answer reports on that change. A tool
/// not known to the vocabulary is not a mutator: missing a redundancy beats inventing one.
fn mutates(call: &Call) -> bool {
    crate::agents::tool_kind(&call.tool).is_some_and(ToolKind::mutates)
}

/// A call that asks a running process what it printed, or waits on one (`sleep 30 && …`).
fn polls(call: &Call) -> bool {
    let kind = crate::agents::tool_kind(&call.tool);
    if kind == Some(ToolKind::Poll) {
        return true;
    }
    let command = crate::model::tool::shell_command(&serde_json::Value::Object(call.args.clone()));
    kind == Some(ToolKind::Shell)
        && command.is_some_and(|c| {
            crate::model::command::pieces(&c)
                .first()
                .and_then(|p| p.head().map(str::to_string))
                .is_some_and(|h| h == "sleep")
        })
}

pub fn replay(calls: &[Call]) -> Report {
    let mut first_seen: HashMap<String, (u64, String)> = HashMap::new();
    let mut last_seen: HashMap<String, (u64, String)> = HashMap::new();
    let mut last_mutator: Option<u64> = None;
    // Each file a call wrote, with the index of the last call that wrote it.
    let mut written: HashMap<String, u64> = HashMap::new();

    let mut findings = Vec::new();
    let mut divergence = None;
    for call in calls {
        let key = call.canonical_call();
        let response = call.canonical_response();
        // Answers that change by design are not non-determinism: a call that failed and is made
        // again (after "read it first", say), and a poll of a running process.
        let changes_by_design = |recorded: &str, since: u64| {
            failed(recorded)
                || failed(&response)
                || polls(call)
                || mutates(call)
                || rewritten_since(&written, call, since)
        };
        match first_seen.get(&key) {
            Some((first, recorded)) if *recorded != response && !changes_by_design(recorded, *first) => {
                findings.push(Finding {
                    index: call.index,
                    kind: "nondeterminism",
                    detail: format!("{key} was answered differently at index {first}"),
                });
                divergence = divergence.or(Some(call.index));
            }
            Some(_) => {}
            None => {
                first_seen.insert(key.clone(), (call.index, response.clone()));
            }
        }
        let mutator = mutates(call);
        if let Some((previous, recorded)) = last_seen.get(&key)
            && *recorded == response
            && !mutator
            && last_mutator.is_none_or(|m| m < *previous)
        {
            findings.push(Finding {
                index: call.index,
                kind: "redundant",
                detail: format!("{key} repeats index {previous} with nothing between that could change its answer"),
            });
        }
        last_seen.insert(key, (call.index, response));
        if mutator {
            last_mutator = Some(call.index);
            let input = serde_json::Value::Object(call.args.clone());
            written.extend(
                crate::model::tool::files_written(crate::agents::tool_kind(&call.tool), &input)
                    .into_iter()
                    .map(|file| (file, call.index)),
            );
        }
    }
    findings.sort();
    Report { calls: calls.len(), divergence, findings }
}
