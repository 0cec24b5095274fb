//! OpenCode: the plugin file `~/.config/opencode/plugins/agent-trace.js` calls
//! `agent-trace recall --agent opencode --format json` from `experimental.chat.system.transform`
//! (prompt; session_start on a session's first call) and `tool.execute.before` (agents.md §5.1).

use serde_json::{Value, json};

use super::openclaw::plugin_payload;
use super::{Adapter, HookInput};
use crate::lessons::Event;

pub struct OpenCode;

impl Adapter for OpenCode {
    fn id(&self) -> &'static str {
        "opencode"
    }

    fn name(&self) -> &'static str {
        "OpenCode"
    }

    fn events(&self) -> &'static [(&'static str, Event)] {
        &[
            ("session.created", Event::SessionStart),
            ("experimental.chat.system.transform", Event::Prompt),
            ("tool.execute.before", Event::PreTool),
        ]
    }

    fn parse_payload(&self, payload: &Value) -> HookInput {
        plugin_payload(payload)
    }

    fn render(&self, _native_event: &str, context: &str) -> Option<String> {
        Some(json!({ "context": context }).to_string())
    }

    fn neutral(&self, _native_event: &str) -> String {
        "{}".to_string()
    }

    fn tool_aliases(&self, tool: &str) -> &'static [&'static str] {
        match tool {
            "bash" => &["Bash"],
            "write" => &["Write"],
            "edit" | "patch" => &["Edit"],
            "read" => &["Read"],
            _ => &[],
        }
    }
}
