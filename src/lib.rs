//! agent-trace: turns coding agents' mistakes into reviewed lessons kept in the repository, merged
//! by git, and handed back to the agent at the moment they matter.

pub mod adapters;
pub mod audit;
pub mod clock;
pub mod config;
pub mod digest;
pub mod doctor;
pub mod env;
pub mod envelope;
pub mod evidence;
pub mod files;
pub mod git;
pub mod home;
pub mod hook;
pub mod hook_log;
pub mod install;
pub mod learn;
pub mod lessons;
pub mod mcp;
pub mod model;
pub mod project;
pub mod provenance;
pub mod recall;
pub mod redact;
pub mod rules;
pub mod shell;
pub mod text;
pub mod transcripts;
pub mod trust;
pub mod watch;
