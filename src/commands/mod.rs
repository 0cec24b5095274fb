//! Commands: what a person types and what an agent's hook, MCP client or git runs. They parse,
//! call the systems, and print; nothing below imports them.

pub mod cli;
pub mod doctor;
pub mod hook;
pub mod mcp;
