//! `schema/lesson.schema.json` describes exactly the lines agent-trace writes and accepts.

use crate::support::{Env, lessons_path, read};

fn validator() -> jsonschema::Validator {
    let schema: serde_json::Value =
        serde_json::from_str(include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/schema/lesson.schema.json"))).unwrap();
    jsonschema::validator_for(&schema).unwrap()
}

fn assert_valid_lines(text: &str, origin: &str) {
    let validator = validator();
    for (n, line) in text.lines().enumerate() {
        let value: serde_json::Value = serde_json::from_str(line).unwrap();
        let errors: Vec<String> = validator.iter_errors(&value).map(|e| e.to_string()).collect();
        assert!(errors.is_empty(), "{origin}:{}: {errors:?}", n + 1);
    }
}

#[test]
fn what_the_cli_writes_validates() {
    let mut env = Env::new();
    let repo = env.repo("r");
    env.run(&repo, &["lessons", "add", "--text", "Plain."]).success();
    let args = ["--trigger", "pre_tool:Bash:rm -rf", "--agents", "hermes,opencode", "--severity", "1"];
    let out = env.run(&repo, &[&["lessons", "add", "--text", "Full."][..], &args].concat()).success();
    let id = crate::support::added_id(&out);
    env.set_now("2027-01-01T00:00:00Z");
    env.run(&repo, &["lessons", "retire", &id]).success();
    env.run(&repo, &["lessons", "add", "--candidate", "--text", "Candidate."]).success();
    assert_valid_lines(&read(&lessons_path(&repo)), "project");
    assert_valid_lines(&read(&env.data_dir().join("candidates.jsonl")), "candidates");
}

#[test]
fn this_repositorys_own_lessons_validate_and_are_canonical() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/.agent-trace/lessons.jsonl");
    let text = std::fs::read_to_string(path).unwrap();
    assert_valid_lines(&text, path);
    let parsed = agent_trace::systems::lessons::file::parse(&text);
    assert!(parsed.bad_lines.is_empty() && parsed.canonical, "{path}: {:?}", parsed.bad_lines);
    assert!(parsed.lessons.len() >= 3);
}

#[test]
fn the_schema_rejects_what_the_reader_rejects() {
    let validator = validator();
    let good = serde_json::json!({"id":"0000000a","text":"A.","category":"other","severity":2,"trigger":{"event":"prompt"},"status":"approved","approved_at":"2026-01-01T00:00:00Z","count":0});
    assert!(validator.is_valid(&good));
    let mutations: [(&str, serde_json::Value); 7] = [
        ("severity", serde_json::json!(7)),
        ("id", serde_json::json!("ABCDEF12")),
        ("category", serde_json::json!("oops")),
        ("status", serde_json::json!("retired")),
        ("approved_at", serde_json::json!("2026-01-01T00:00:00.5Z")),
        ("extra", serde_json::json!(1)),
        ("trigger", serde_json::json!({"event":"prompt","when":"now"})),
    ];
    for (key, value) in mutations {
        let mut bad = good.clone();
        bad[key] = value;
        assert!(!validator.is_valid(&bad), "schema accepted {key}: {bad}");
        let parsed = agent_trace::systems::lessons::file::parse(&format!("{bad}\n"));
        assert_eq!(parsed.bad_lines.len(), 1, "reader accepted {key}: {bad}");
    }
}

/// The names printed in tables (strum) are the names written in JSON (serde), for every variant.
#[test]
fn printed_names_are_the_json_names() {
    fn same<T: serde::Serialize + strum::VariantArray + Copy + Into<&'static str>>() {
        for variant in T::VARIANTS {
            let printed: &str = (*variant).into();
            assert_eq!(serde_json::to_value(variant).unwrap(), printed);
        }
    }
    same::<agent_trace::systems::lessons::Category>();
    same::<agent_trace::systems::provenance::Origin>();
    same::<agent_trace::systems::provenance::SessionState>();
    same::<agent_trace::systems::provenance::Edge>();
    same::<agent_trace::systems::provenance::effect::Effect>();
    same::<agent_trace::systems::evidence::classify::Coverage>();
}
