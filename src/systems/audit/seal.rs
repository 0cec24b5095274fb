//! Seal and verify: a SHA-256 hash chain over the calls. Link N's digest is the hash of the
//! canonical JSON (sorted keys, no whitespace) of `{args, index, prev, response, tool}`, where
//! `prev` is link N-1's digest (64 zeros for the first). Beyond the plain chain: an optional key
//! makes each digest an HMAC-SHA256, and a final head record `{"head", "length"}` makes a truncated
//! chain detectable.

use std::path::Path;

use hmac::{KeyInit, Mac};
use serde_json::{Map, Value, json};
use sha2::{Digest, Sha256};

use super::{Call, Error, canonical};

pub const GENESIS: &str = "0000000000000000000000000000000000000000000000000000000000000000";

fn digest(body: &str, key: Option<&[u8]>) -> String {
    let bytes: Vec<u8> = match key {
        None => Sha256::digest(body.as_bytes()).to_vec(),
        Some(key) => {
            let mut mac = hmac::Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes a key of any length");
            mac.update(body.as_bytes());
            mac.finalize().into_bytes().to_vec()
        }
    };
    crate::model::digest::hex(&bytes)
}

fn link_body(prev: &str, index: u64, tool: &str, args: &Map<String, Value>, response: &Map<String, Value>) -> Value {
    json!({"args": args, "index": index, "prev": prev, "response": response, "tool": tool})
}

/// The sealed file: one link per call, then the head record.
pub fn seal(calls: &[Call], key: Option<&[u8]>) -> String {
    let mut out = String::new();
    let mut prev = GENESIS.to_string();
    for call in calls {
        let mut body = link_body(&prev, call.index, &call.tool, &call.args, &call.response);
        let digest = digest(&canonical(&body), key);
        body["digest"] = Value::String(digest.clone());
        out.push_str(&canonical(&body));
        out.push('\n');
        prev = digest;
    }
    out.push_str(&canonical(&json!({"head": prev, "length": calls.len()})));
    out.push('\n');
    out
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case", tag = "chain")]
pub enum Verdict {
    Intact { head: bool },
    Broken { link: u64, expected: String, found: String },
    Truncated { expected_length: u64, found_length: u64 },
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Verdict::Intact { head: true } => writeln!(f, "chain: intact"),
            Verdict::Intact { head: false } => {
                writeln!(f, "chain: intact")?;
                writeln!(f, "head: absent (a truncated chain cannot be told from a whole one)")
            }
            Verdict::Broken { link, expected, found } => {
                writeln!(f, "chain: broken")?;
                writeln!(f, "link: {link}")?;
                writeln!(f, "expected: {expected}")?;
                writeln!(f, "found: {found}")
            }
            Verdict::Truncated { expected_length, found_length } => {
                writeln!(f, "chain: truncated")?;
                writeln!(f, "link: {found_length}")?;
                writeln!(f, "expected: {expected_length} links")?;
                writeln!(f, "found: {found_length} links")
            }
        }
    }
}

/// Recomputes the chain of a sealed file and reports the first link that does not hold.
pub fn verify(path: &Path, text: &str, key: Option<&[u8]>) -> Result<Verdict, Error> {
    let mut prev = GENESIS.to_string();
    let mut links = 0u64;
    let mut head: Option<(String, u64)> = None;
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let bad = |reason: String| Error::Malformed { path: path.to_path_buf(), line: n + 1, reason };
        let value: Value = serde_json::from_str(line).map_err(|e| bad(format!("not JSON: {e}")))?;
        let Value::Object(object) = value else { return Err(bad("a link must be a JSON object".into())) };
        if head.is_some() {
            return Err(bad("a link after the head record".into()));
        }
        if object.contains_key("head") {
            let (Some(Value::String(h)), Some(length)) =
                (object.get("head"), object.get("length").and_then(Value::as_u64))
            else {
                return Err(bad("a head record has a string head and an integer length".into()));
            };
            head = Some((h.clone(), length));
            continue;
        }
        let mut keys: Vec<&str> = object.keys().map(String::as_str).collect();
        keys.sort();
        if keys != ["args", "digest", "index", "prev", "response", "tool"] {
            return Err(bad(format!(
                "a link has exactly args, digest, index, prev, response, tool; this one has {keys:?}"
            )));
        }
        let index = object["index"]
            .as_u64()
            .filter(|_| !object["index"].is_boolean())
            .ok_or_else(|| bad("index must be an integer".into()))?;
        let (Some(stored_prev), Some(stored_digest), Some(tool), Some(args), Some(response)) = (
            object["prev"].as_str(),
            object["digest"].as_str(),
            object["tool"].as_str(),
            object["args"].as_object(),
            object["response"].as_object(),
        ) else {
            return Err(bad("prev, digest and tool must be strings; args and response objects".into()));
        };
        if stored_prev != prev {
            return Ok(Verdict::Broken { link: index, expected: prev, found: stored_prev.to_string() });
        }
        let recomputed = digest(&canonical(&link_body(&prev, index, tool, args, response)), key);
        if recomputed != stored_digest {
            return Ok(Verdict::Broken { link: index, expected: recomputed, found: stored_digest.to_string() });
        }
        prev = recomputed;
        links += 1;
    }
    match head {
        None => Ok(Verdict::Intact { head: false }),
        Some((_, length)) if length != links => Ok(Verdict::Truncated { expected_length: length, found_length: links }),
        Some((head, _)) if head != prev => Ok(Verdict::Broken { link: links, expected: prev, found: head }),
        Some(_) => Ok(Verdict::Intact { head: true }),
    }
}
