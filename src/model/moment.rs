//! The three moments a lesson can be handed to an agent.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
/// A moment of an agent session: when it starts, at each prompt, before a tool call.
pub enum Event {
    SessionStart,
    Prompt,
    PreTool,
}

impl Event {
    pub fn name(self) -> &'static str {
        match self {
            Event::SessionStart => "session_start",
            Event::Prompt => "prompt",
            Event::PreTool => "pre_tool",
        }
    }

    pub fn from_name(name: &str) -> Option<Event> {
        [Event::SessionStart, Event::Prompt, Event::PreTool].into_iter().find(|e| e.name() == name)
    }
}
