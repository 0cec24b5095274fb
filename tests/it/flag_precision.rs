//! The rules' precision on real transcripts written by others: every flag raised on
//! tests/fixtures/transcripts must carry a person's label (flags.labels.jsonl), and each rule's
//! flags are right at least 9 times in 10.

use std::collections::BTreeMap;
use std::path::Path;

use serde_json::Value;

use crate::support::{Env, bin};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/transcripts");

/// The label of a flag: same session, turn and rule, and a head that names the same command.
fn label_of<'a>(labels: &'a [Value], flag: &Value) -> Option<&'a Value> {
    let same_head = |label: &Value| match (label["head"].as_str(), flag["head"].as_str()) {
        (Some(l), Some(f)) => f.starts_with(l) || l.starts_with(f),
        _ => true,
    };
    labels.iter().find(|l| {
        l["session"] == flag["session"] && l["turn"] == flag["turn"] && l["rule"] == flag["rule"] && same_head(l)
    })
}

#[test]
fn every_flag_on_the_real_transcripts_is_labelled_and_each_rule_is_right_nine_times_in_ten() {
    let env = Env::new();
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/label-flags.sh");
    let out = std::process::Command::new("sh")
        .arg(&script)
        .env_clear()
        .env("PATH", "/usr/bin:/bin")
        .env("TMPDIR", env.path())
        .env("BIN", bin())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let flags_path = String::from_utf8(out.stdout).unwrap().trim().to_string();
    let flags: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(flags_path).unwrap()).unwrap();
    let labels: Vec<Value> = std::fs::read_to_string(Path::new(FIXTURES).join("flags.labels.jsonl"))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .filter(|l: &Value| l["label"] != "missed")
        .collect();
    let mut tally: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut unlabelled = Vec::new();
    for flag in &flags {
        let rule = flag["rule"].as_str().unwrap().to_string();
        match label_of(&labels, flag).and_then(|l| l["label"].as_str()) {
            Some("right") => tally.entry(rule).or_default().0 += 1,
            Some(_) => tally.entry(rule).or_default().1 += 1,
            None => unlabelled.push(format!("{} {} turn {} {}", rule, flag["session"], flag["turn"], flag["message"])),
        }
    }
    let table: String = tally
        .iter()
        .map(|(rule, (right, wrong))| {
            format!(
                "{rule:<18} {right} right, {wrong} wrong: precision {:.2}\n",
                *right as f64 / (right + wrong) as f64
            )
        })
        .collect();
    eprintln!("{} flags on the fixtures\n{table}", flags.len());
    assert!(
        unlabelled.is_empty(),
        "flags without a label (add them to flags.labels.jsonl):\n{}",
        unlabelled.join("\n")
    );
    for (rule, (right, wrong)) in &tally {
        assert!(*right as f64 / (right + wrong) as f64 >= 0.9, "{rule} below 0.9:\n{table}");
    }
}
