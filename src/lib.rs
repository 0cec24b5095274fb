//! agent-trace: turns coding agents' mistakes into reviewed lessons kept in the repository, merged
//! by git, and handed back to the agent at the moment they matter.
//!
//! The tree is the architecture, top to bottom: a module uses only its own layer or a lower one
//! (`tests/it/layers.rs` checks it).

pub mod agents;
pub mod commands;
pub mod files;
pub mod model;
pub mod systems;
