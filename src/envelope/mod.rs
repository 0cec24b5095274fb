//! Two-layer tool output (seed 002): what the model keeps and what the person is shown, carried
//! together on one stdout without one string having to serve both readers.
//!
//! The rules, each tested:
//! * a frame that is not whole is all model context and nothing is shown directly;
//! * the model context is never empty when the input was not (an empty context takes the
//!   presentation, seed 002's "short, so put it all in the display" bug);
//! * a presentation is shown directly only when its delivery is confirmed; otherwise the normal
//!   reply path is used and nothing is suppressed;
//! * a downstream tool's envelope is passed through whole or reduced to its model context whole,
//!   never half-parsed;
//! * content is never rewritten: text that looks like framing stays byte for byte.

mod frame;

use sha2::{Digest, Sha256};

pub use frame::{Broken, Framing, pack, pack_streams, split, split_reader};

/// The seed's final instruction to the model after a direct send: it forbids proactive repetition
/// only, so explicit follow-ups are still answered from the full text.
pub const SHOWN_DIRECTLY_NOTE: &str = "The user has already been shown a presentation of this result directly. \
Do not proactively repeat or summarize it. However, if the user explicitly asks, answer fully from \
the full text in your context.";

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
        crate::digest::hex(&hasher.finalize()[..8])
    }
}

/// What a downstream tool's output contributes to a wrapper's model context: a downstream
/// envelope's presentation is removed whole (its model context already holds the full text, so
/// keeping the summary too would duplicate it); a broken or plain output is kept whole.
pub fn downstream_context(output: Vec<u8>) -> Vec<u8> {
    split(output).0.model_context
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
