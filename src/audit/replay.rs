//! Replay: non-determinism (the same call answered differently; the first such index is the
//! divergence point) and redundant calls (the same call, same answer, with no mutator between).

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

pub fn replay(calls: &[Call]) -> Report {
    let mut first_seen: HashMap<String, (u64, String)> = HashMap::new();
    let mut last_seen: HashMap<String, (u64, String)> = HashMap::new();
    let mut last_mutator: Option<u64> = None;
    let mut findings = Vec::new();
    let mut divergence = None;
    for call in calls {
        let key = call.canonical_call();
        let response = call.canonical_response();
        match first_seen.get(&key) {
            Some((first, recorded)) if *recorded != response => {
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
        // A tool not known to the vocabulary is not a mutator: missing a redundancy beats inventing one.
        let mutator = crate::adapters::tool_kind(&call.tool).is_some_and(ToolKind::mutates);
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
        }
    }
    findings.sort();
    Report { calls: calls.len(), divergence, findings }
}
