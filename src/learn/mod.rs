//! Learning from what happened: candidate lessons harvested from the flags of scanned sessions,
//! and whether a lesson, once delivered, kept its problem from coming back.

pub mod harvest;
pub mod stats;
