//! One finished tool call, as an agent's post-tool hook reports it (each adapter reads its own
//! payload into it; the evidence ledger records it).

use serde_json::Value;

#[derive(Debug, Clone, Default)]
pub struct ToolEvent {
    pub tool: String,
    pub input: Value,
    pub response: Value,
    /// The agent says the call failed (Claude Code's PostToolUseFailure, Hermes' error status).
    pub failed: bool,
    pub error: Option<String>,
}
