//! Two-layer tool output: what the model keeps and what the person is shown, carried
//! together on one stdout without one string having to serve both readers.
//!
//! The rules, each tested:
//! * a frame that is not whole is all model context and nothing is shown directly;
//! * the model context is never empty when the input was not (an empty context takes the
//!   presentation: a short output once went all to the display and left the model nothing);
//! * a presentation is shown directly only when its delivery is confirmed; otherwise the normal
//!   reply path is used and nothing is suppressed;
//! * a downstream tool's envelope is passed through whole or reduced to its model context whole,
//!   never half-parsed;
//! * content is never rewritten: text that looks like framing stays byte for byte;
//! * only agent-trace writes a frame: each is signed with the person's [`FrameKey`], and one that
//!   does not verify is content (a fetched page or a file can print a frame, never a valid one).

mod frame;

use std::collections::BTreeMap;
use std::path::Path;

use sha2::{Digest, Sha256};

pub use frame::{Broken, Framing, pack, pack_streams, split, split_reader};

/// The final instruction to the model after a direct send: it forbids proactive repetition
/// only, so explicit follow-ups are still answered from the full text.
pub const SHOWN_DIRECTLY_NOTE: &str = "The user has already been shown a presentation of this result directly. \
Do not proactively repeat or summarize it. However, if the user explicitly asks, answer fully from \
the full text in your context.";

/// The key that signs and verifies frames (HMAC-SHA256): 32 random bytes in the private data
/// dir, made on first use.
#[derive(Clone)]
pub struct FrameKey(Vec<u8>);

impl FrameKey {
    pub fn load(data_dir: &Path) -> std::io::Result<FrameKey> {
        crate::files::home::private_key(data_dir, "envelope.key").map(FrameKey)
    }

    /// A key given whole (tests and benchmarks).
    pub fn from_bytes(bytes: &[u8]) -> FrameKey {
        FrameKey(bytes.to_vec())
    }
}

impl std::fmt::Debug for FrameKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("FrameKey(..)")
    }
}

/// Whether a tool call runs agent-trace's own `envelope wrap` or `envelope pack` as its first
/// program (the parsed words of its shell command, not a substring: a `curl` whose header says
/// "envelope wrap" is not one). Only such a call's output may speak to the person.
pub fn runs_own_envelope(tool_input: &serde_json::Value) -> bool {
    let Some(words) = crate::model::tool::shell_command(tool_input).and_then(|c| shlex::split(&c)) else {
        return false;
    };
    let program = words.first().map(|w| Path::new(w).file_name().unwrap_or_default());
    program == Some(std::ffi::OsStr::new("agent-trace"))
        && words.get(1).is_some_and(|w| w == "envelope")
        && words.get(2).is_some_and(|w| w == "wrap" || w == "pack")
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Envelope {
    /// What the model keeps for the next turns: the full text.
    pub model_context: Vec<u8>,
    /// What the person should see now, if it differs from what the model keeps.
    pub user_presentation: Option<Vec<u8>>,
}

impl Envelope {
    /// Keeps both layers; an empty model context takes the presentation, so the model never loses
    /// what the person was shown.
    pub fn new(model_context: Vec<u8>, user_presentation: Option<Vec<u8>>) -> Envelope {
        let model_context = match (&user_presentation, model_context.is_empty()) {
            (Some(shown), true) => shown.clone(),
            _ => model_context,
        };
        Envelope { model_context, user_presentation }
    }

    /// Same content, same id: a sender that retries can use it to avoid sending twice.
    pub fn delivery_id(&self) -> String {
        let mut hasher = Sha256::new();
        hasher.update((self.model_context.len() as u64).to_be_bytes());
        hasher.update(&self.model_context);
        hasher.update(self.user_presentation.as_deref().unwrap_or_default());
        crate::model::digest::hex(&hasher.finalize()[..8])
    }
}

/// What a downstream tool's output contributes to a wrapper's model context: a downstream
/// envelope's presentation is removed whole (its model context already holds the full text, so
/// keeping the summary too would duplicate it); a broken or plain output is kept whole.
pub fn downstream_context(key: &FrameKey, output: Vec<u8>) -> Vec<u8> {
    split(key, output).0.model_context
}

/// How a presentation reached (or did not reach) the person.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case", tag = "delivery")]
pub enum Delivery {
    /// Nothing to show directly: the normal reply path.
    NotNeeded,
    /// The sender confirmed it; `receipt` is what it said.
    Delivered { receipt: String },
    /// The sender failed or was not set up; the normal reply path is used instead.
    Failed { reason: String },
}

/// What the caller does with one tool result after trying direct delivery.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    pub model_context: Vec<u8>,
    /// An instruction for the model, kept apart from the content so the content is not rewritten.
    pub model_note: Option<&'static str>,
    /// True only after a confirmed delivery: the agent's own reply for this turn may be dropped.
    pub suppress_reply: bool,
    pub delivery: Delivery,
}

/// Tries to show the presentation directly with `send`, which returns a receipt only once the
/// person has it. Suppression follows the confirmed outcome, never the intent.
pub fn deliver(envelope: Envelope, send: impl FnOnce(&[u8], &str) -> Result<String, String>) -> Reply {
    let id = envelope.delivery_id();
    let Envelope { model_context, user_presentation } = envelope;
    let delivery = match &user_presentation {
        None => Delivery::NotNeeded,
        Some(shown) => match send(shown, &id) {
            Ok(receipt) => Delivery::Delivered { receipt },
            Err(reason) => Delivery::Failed { reason },
        },
    };
    let delivered = matches!(delivery, Delivery::Delivered { .. });
    Reply { model_context, model_note: delivered.then_some(SHOWN_DIRECTLY_NOTE), suppress_reply: delivered, delivery }
}

/// The `[envelope]` settings of your own `config.toml`: who shows a presentation to you, and from
/// what size each tool's output is split at all. Both are yours only: `deliver` is run, and the
/// sizes decide what you are shown.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    /// A command that shows a presentation (on its stdin) and exits 0 once shown.
    pub deliver: Option<String>,
    /// Per command (`cargo test`, or a program name), the size in bytes above which its output
    /// gets two layers; `default` for the rest.
    pub thresholds: BTreeMap<String, usize>,
}

/// Up to this many bytes both readers get the same text (500: chosen from the lengths of 989 real
/// posts).
pub const DEFAULT_THRESHOLD: usize = 500;

impl Settings {
    pub fn load(data_dir: &Path) -> Result<Settings, crate::files::config::Error> {
        let layers = crate::files::config::Layers::load(Some(data_dir), None, "envelope")?;
        let mut thresholds = BTreeMap::new();
        if let Some(table) = layers.user_value("threshold") {
            let table = table.as_table_like().ok_or_else(|| layers.invalid("threshold", "must be a table"))?;
            for (command, bytes) in table.iter() {
                let bytes = bytes.as_integer().filter(|b| *b >= 0).ok_or_else(|| {
                    layers.invalid(&format!("threshold.{command}"), "must be a whole number of bytes")
                })?;
                thresholds.insert(command.to_string(), bytes as usize);
            }
        }
        Ok(Settings { deliver: layers.command("deliver")?, thresholds })
    }

    /// The threshold for `command`: its own (the longest key it starts with, word for word), or
    /// `default`, or [`DEFAULT_THRESHOLD`].
    pub fn threshold(&self, command: &[String]) -> usize {
        let line = command.join(" ");
        self.thresholds
            .iter()
            .filter(|(key, _)| *key != "default")
            .filter(|(key, _)| line == **key || line.starts_with(&format!("{key} ")))
            .max_by_key(|(key, _)| key.len())
            .or_else(|| self.thresholds.get_key_value("default"))
            .map_or(DEFAULT_THRESHOLD, |(_, bytes)| *bytes)
    }
}

/// Runs a delivery command: the presentation on stdin, `AGENT_TRACE_DELIVERY_ID` in its
/// environment; exit 0 (having read it all) is the confirmation, its stdout the receipt.
pub fn send_with(
    command: &str,
    shown: &[u8],
    id: &str,
    deadline: Option<std::time::Duration>,
) -> Result<String, String> {
    let crate::files::shell::Finished { output, written } =
        crate::files::shell::run(command, shown.to_vec(), &[("AGENT_TRACE_DELIVERY_ID", id)], deadline)
            .map_err(|e| format!("could not run the delivery command: {e}"))?;
    match (output.status.success(), written) {
        (true, Ok(())) => Ok(crate::files::shell::excerpt(&output.stdout)),
        (true, Err(e)) => Err(format!("the delivery command did not read the presentation: {e}")),
        (false, _) => Err(format!(
            "the delivery command exited with {}: {}",
            output.status,
            crate::files::shell::excerpt(&output.stderr)
        )),
    }
}

/// An envelope inside a tool's result text, as an agent hands it over: what came before the
/// frame (a prompt echo), the envelope, and what came after it (`(Command exited with code 0)`).
/// The frame's last newline may have been trimmed away. `None` when there is no whole frame.
pub fn in_tool_text<'a>(key: &FrameKey, text: &'a str) -> Option<(&'a str, Envelope, &'a str)> {
    const HEADER: &str = "agent-trace-envelope/1 context=";
    const TRAILER: &str = "\nagent-trace-envelope/1 end hmac-sha256=";
    let start = text.find(HEADER)?;
    let trailer = start + text[start..].find(TRAILER)?;
    // The trailer is the last line of the frame: the first newline after its start ends it.
    let digest_at = trailer + TRAILER.len();
    let end = text[digest_at..].find('\n').map_or(text.len(), |n| digest_at + n + 1);
    let mut frame = text.as_bytes()[start..end].to_vec();
    if !frame.ends_with(b"\n") {
        frame.push(b'\n');
    }
    match split(key, frame) {
        (envelope, Framing::Framed) => Some((&text[..start], envelope, &text[end..])),
        _ => None,
    }
}

/// How much of a long output the person is shown: its first lines, and how much more the model
/// has.
const PREVIEW_LINES: usize = 5;
const PREVIEW_CHARS: usize = 400;

/// A tool's output for its two readers: up to `threshold` bytes, plain (both need the same text);
/// longer, an envelope whose presentation is the first lines. A downstream envelope in it is
/// reduced to its model context whole first, so its summary is not mixed into the full text.
pub fn wrap(key: &FrameKey, output: Vec<u8>, threshold: usize) -> Vec<u8> {
    let full = downstream_context(key, output);
    if full.len() <= threshold {
        return full;
    }
    let text = String::from_utf8_lossy(&full);
    let lines: Vec<&str> = text.lines().collect();
    let head = lines.iter().take(PREVIEW_LINES).copied().collect::<Vec<_>>().join("\n");
    let mut shown: String = head.chars().take(PREVIEW_CHARS).collect();
    if lines.len() > PREVIEW_LINES || shown.len() < head.len() {
        shown.push_str(&format!("\n… {} lines in all (ask for details)", lines.len()));
    }
    pack(key, &Envelope::new(full, Some(shown.into_bytes())))
}
