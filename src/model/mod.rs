//! The shared model every layer speaks: time, the moments of a session, the session itself, a
//! finished tool call, and what a tool is. Nothing here depends on anything but the file helpers.

pub mod call;
pub mod command;
pub mod digest;
pub mod hint;
pub mod moment;
pub mod redact;
pub mod session;
pub mod text;
pub mod time;
pub mod tool;

pub use call::ToolEvent;
pub use moment::Event;
pub use time::Timestamp;
