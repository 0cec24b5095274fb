//! The systems: each owns one part of the product and works through the agents' modules without
//! knowing which agent it serves.

pub mod audit;
pub mod envelope;
pub mod evidence;
pub mod learn;
pub mod lessons;
pub mod provenance;
pub mod recall;
pub mod rules;
pub mod sources;
pub mod transcripts;
pub mod watch;
