//! The one integration test binary. Every test runs the real binary or library against real
//! files and real git repositories in a hermetic temp environment (see `support`).

// Test and benchmark code may use std::fs: a failure shows its own line (see clippy.toml).
#![allow(clippy::disallowed_methods)]

mod audit;
mod concurrency;
mod config_goldens;
mod cursor;
mod decisions;
mod doc_links;
mod doctor;
mod effect;
mod envelope;
mod evidence;
mod firing;
mod flag_precision;
mod hook_failopen;
mod hook_limits;
mod hooks;
mod judge;
mod layers;
mod lessons_cli;
mod log;
mod mcp;
mod merge_git;
mod merge_props;
mod moments;
mod no_loss;
mod packaging;
mod parse_goldens;
mod payloads;
mod provenance;
mod provenance_cases;
mod provenance_eighteenth;
mod provenance_eighteenth_b;
mod provenance_eighth;
mod provenance_eleventh;
mod provenance_fifteenth;
mod provenance_fifth;
mod provenance_fourteenth;
mod provenance_fourth;
mod provenance_fresh;
mod provenance_heldout;
mod provenance_measure;
mod provenance_nineteenth;
mod provenance_nineteenth_b;
mod provenance_ninth;
mod provenance_review_seventh;
mod provenance_rules;
mod provenance_seventeenth;
mod provenance_seventh;
mod provenance_sixteenth;
mod provenance_sixth;
mod provenance_tenth;
mod provenance_third;
mod provenance_thirteenth;
mod provenance_thirtieth;
mod provenance_thirtieth_b;
mod provenance_thirtyfirst;
mod provenance_thirtyfirst_b;
mod provenance_twelfth;
mod provenance_twentieth;
mod provenance_twentieth_b;
mod provenance_twentyeighth;
mod provenance_twentyeighth_b;
mod provenance_twentyfifth;
mod provenance_twentyfifth_b;
mod provenance_twentyfirst;
mod provenance_twentyfirst_b;
mod provenance_twentyfourth;
mod provenance_twentyfourth_b;
mod provenance_twentyninth;
mod provenance_twentyninth_b;
mod provenance_twentysecond;
mod provenance_twentysecond_b;
mod provenance_twentyseventh;
mod provenance_twentyseventh_b;
mod provenance_twentysixth;
mod provenance_twentysixth_b;
mod provenance_twentythird;
mod provenance_twentythird_b;
mod recall_engine;
mod schema;
mod screens;
mod setup;
mod sources;
mod support;
mod transcripts;
mod trust_boundary;
mod trust_review;
mod watch;

#[test]
fn every_test_file_is_listed() {
    let main = include_str!("main.rs");
    for entry in std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/it")).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        if let Some(module) = name.strip_suffix(".rs").filter(|m| *m != "main") {
            assert!(main.contains(&format!("mod {module};")), "tests/it/{name} is not listed in main.rs");
        }
    }
}
