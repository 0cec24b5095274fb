//! The lowest layer beside the model: files and the machine. Writing files without ever leaving
//! them half-written, reading files others wrote without being led elsewhere, locks and walks;
//! and what agent-trace keeps or reads on the machine: its home, the environment, the clock,
//! programs it runs, git, the project's config and trust, and the agents' config files.

mod lock;
mod read;
mod walk;
mod write;

pub mod clock;
pub mod config;
pub mod env;
pub mod git;
pub mod home;
pub mod hook_log;
pub mod install;
pub mod jsonl;
pub mod project;
pub mod shell;
pub mod sqlite;
pub mod trust;

pub use lock::{DirLock, LOCK_PATIENCE};
pub use read::{
    FileStamp, ReadRules, UnsafeFile, check_readable, current_uid, open_regular, read_regular, stat_regular,
};
pub use walk::{FilesUnder, files_under};
pub use write::{
    create_private_dir_all, open_private_append, remove_if_exists, remove_stale_temps, replace_unflushed,
    replace_unflushed_streamed, write_atomic_if_changed, write_atomic_no_follow, write_private, write_private_streamed,
    write_private_unflushed,
};
