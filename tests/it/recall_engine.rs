//! The selection rules of recall (docs/src/recall.md), one pair each: a lesson that is recalled and
//! one that is not.

use std::time::Duration;

use agent_trace::systems::lessons::file::parse_line;
use agent_trace::systems::lessons::{Event, Lesson};
use agent_trace::systems::recall::hits::Delivered;
use agent_trace::systems::recall::index::Index;
use agent_trace::systems::recall::{Deadline, MAX_CONTEXT_CHARS, Query, Scope, Source, recall, source_files};

fn lesson(id: &str, extra: serde_json::Value) -> Lesson {
    let mut value = serde_json::json!({"id": id, "text": format!("Lesson {id}."), "category": "other", "severity": 2,
        "trigger": {"event": "pre_tool"}, "status": "approved", "approved_at": "2026-01-01T00:00:00Z", "count": 0});
    for (k, v) in extra.as_object().unwrap() {
        value[k] = v.clone();
    }
    parse_line(&value.to_string()).unwrap()
}

fn query(event: Event, tool: Option<&str>, subject: &str) -> Query {
    Query {
        agent: "claude-code".into(),
        events: vec![event],
        tool_names: tool.map(|t| vec![t.to_string()]).unwrap_or_default(),
        subject: subject.into(),
        session: Some("s".into()),
        project: None,
    }
}

fn ids_for(lessons: &[Lesson], query: &Query, delivered: &[&str]) -> Vec<String> {
    let sources = [Source::of(Scope::Project, Index::from_lessons(lessons))];
    let mut set = Delivered::default();
    delivered.iter().for_each(|d| set.insert(d));
    let delivered = set;
    let (result, problems) = recall(&sources, query, &delivered, Deadline::after(Duration::from_secs(60))).unwrap();
    assert!(problems.is_empty(), "{problems:?}");
    result.lessons.into_iter().map(|l| l.id).collect()
}

#[test]
fn only_approved_lessons_are_recalled() {
    let approved = lesson("0000000a", serde_json::json!({}));
    let retired = lesson("0000000b", serde_json::json!({"status": "retired", "retired_at": "2026-02-01T00:00:00Z"}));
    assert_eq!(ids_for(&[approved, retired], &query(Event::PreTool, Some("Bash"), ""), &[]), ["0000000a"]);
}

#[test]
fn agents_limit_who_gets_a_lesson() {
    let for_claude = lesson("0000000a", serde_json::json!({"agents": ["claude-code"]}));
    let for_codex = lesson("0000000b", serde_json::json!({"agents": ["codex", "hermes"]}));
    assert_eq!(ids_for(&[for_claude, for_codex], &query(Event::PreTool, None, ""), &[]), ["0000000a"]);
}

#[test]
fn the_trigger_event_must_be_this_moment() {
    let at_prompt = lesson("0000000a", serde_json::json!({"trigger": {"event": "prompt"}}));
    let at_tool = lesson("0000000b", serde_json::json!({}));
    assert_eq!(ids_for(&[at_prompt.clone(), at_tool.clone()], &query(Event::Prompt, None, "hi"), &[]), ["0000000a"]);
    assert_eq!(ids_for(&[at_prompt, at_tool], &query(Event::PreTool, None, ""), &[]), ["0000000b"]);
}

#[test]
fn a_trigger_tool_must_be_this_tool_by_name_or_alias_ignoring_case() {
    let bash = lesson("0000000a", serde_json::json!({"trigger": {"event": "pre_tool", "tool": "Bash"}}));
    let edit = lesson("0000000b", serde_json::json!({"trigger": {"event": "pre_tool", "tool": "Edit"}}));
    let lessons = [bash, edit];
    assert_eq!(ids_for(&lessons, &query(Event::PreTool, Some("bash"), ""), &[]), ["0000000a"]);
    let mut hermes_terminal = query(Event::PreTool, Some("terminal"), "");
    hermes_terminal.tool_names.push("Bash".into()); // the alias the Hermes adapter adds
    assert_eq!(ids_for(&lessons, &hermes_terminal, &[]), ["0000000a"]);
    assert!(ids_for(&lessons, &query(Event::PreTool, Some("Read"), ""), &[]).is_empty());
}

#[test]
fn a_pattern_must_match_the_subject() {
    let force =
        lesson("0000000a", serde_json::json!({"trigger": {"event": "pre_tool", "pattern": "git push.*--force"}}));
    let anchored = lesson("0000000b", serde_json::json!({"trigger": {"event": "pre_tool", "pattern": "^ls$"}}));
    let lessons = [force, anchored];
    assert_eq!(ids_for(&lessons, &query(Event::PreTool, None, "git push origin --force"), &[]), ["0000000a"]);
    assert_eq!(ids_for(&lessons, &query(Event::PreTool, None, "ls"), &[]), ["0000000b"]);
    assert!(ids_for(&lessons, &query(Event::PreTool, None, "git push origin"), &[]).is_empty());
}

#[test]
fn ranking_is_severity_times_count_and_delivered_lessons_go_last() {
    let plain = lesson("0000000a", serde_json::json!({"severity": 3}));
    let evidenced = lesson("0000000b", serde_json::json!({"severity": 2, "count": 5}));
    let minor = lesson("0000000c", serde_json::json!({"severity": 1}));
    let lessons = [plain, evidenced, minor];
    let q = query(Event::PreTool, None, "");
    assert_eq!(ids_for(&lessons, &q, &[]), ["0000000b", "0000000a", "0000000c"]);
    assert_eq!(ids_for(&lessons, &q, &["0000000b"]), ["0000000a", "0000000c", "0000000b"]);
}

#[test]
fn at_most_three_lessons_and_the_character_budget() {
    let many: Vec<Lesson> = (0..5).map(|n| lesson(&format!("0000000{n}"), serde_json::json!({}))).collect();
    assert_eq!(ids_for(&many, &query(Event::PreTool, None, ""), &[]).len(), 3);

    let long_text = "x".repeat(590);
    let long: Vec<Lesson> = (0..3)
        .map(|n| lesson(&format!("0000001{n}"), serde_json::json!({"text": format!("{n}{long_text}"), "severity": 3})))
        .collect();
    let short = lesson("00000020", serde_json::json!({"text": "Short."}));
    let all = [long, vec![short]].concat();
    let sources = [Source::of(Scope::Project, Index::from_lessons(&all))];
    let (result, _) = recall(
        &sources,
        &query(Event::PreTool, None, ""),
        &Delivered::default(),
        Deadline::after(Duration::from_secs(60)),
    )
    .unwrap();
    assert!(result.context.chars().count() <= MAX_CONTEXT_CHARS);
    let ids: Vec<&str> = result.lessons.iter().map(|l| l.id.as_str()).collect();
    assert_eq!(ids, ["00000010", "00000011", "00000020"], "the third long one does not fit; the short one does");
}

#[test]
fn a_lesson_in_both_scopes_is_handed_over_once_from_the_project() {
    let project = lesson("0000000a", serde_json::json!({"text": "Project version."}));
    let global = lesson("0000000a", serde_json::json!({"text": "Global version."}));
    let sources = [
        Source::of(Scope::Project, Index::from_lessons([&project])),
        Source::of(Scope::Global, Index::from_lessons([&global])),
    ];
    let (result, _) = recall(
        &sources,
        &query(Event::PreTool, None, ""),
        &Delivered::default(),
        Deadline::after(Duration::from_secs(60)),
    )
    .unwrap();
    assert_eq!(result.lessons.len(), 1);
    assert_eq!(result.lessons[0].text, "Project version.");
}

#[test]
fn repo_lessons_apply_below_a_trusted_repo_root_and_global_ones_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let repo = dir.path().join("repo");
    std::fs::create_dir_all(repo.join(".git")).unwrap();
    std::fs::create_dir_all(repo.join("src/deep")).unwrap();
    std::fs::create_dir_all(repo.join(".agent-trace")).unwrap();
    std::fs::write(repo.join(".agent-trace/lessons.jsonl"), "").unwrap();
    let global = dir.path().join("global.jsonl");
    let data = dir.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    let scopes = |cwd: &std::path::Path, trusted: bool| -> Vec<Scope> {
        let list = if trusted {
            format!(
                r#"{{"repos":[{{"path":{:?},"trusted_at":"2026-01-01T00:00:00Z"}}]}}"#,
                repo.canonicalize().unwrap()
            )
        } else {
            r#"{"repos":[]}"#.to_string()
        };
        std::fs::write(data.join("trust.json"), list).unwrap();
        let here = agent_trace::files::trust::here(Some(&data), cwd, &|_| {});
        source_files(here.trusted(), Some(global.clone())).into_iter().map(|f| f.scope).collect()
    };
    assert_eq!(scopes(&repo.join("src/deep"), true), [Scope::Project, Scope::Global]);
    assert_eq!(scopes(&repo.join("src/deep"), false), [Scope::Global]);
    assert_eq!(scopes(dir.path(), true), [Scope::Global]);
}

#[test]
fn an_expired_deadline_stops_recall() {
    let lessons: Vec<Lesson> = (0..10).map(|n| lesson(&format!("0000000{n}"), serde_json::json!({}))).collect();
    let sources = [Source::of(Scope::Project, Index::from_lessons(&lessons))];
    let result =
        recall(&sources, &query(Event::PreTool, None, ""), &Delivered::default(), Deadline::after(Duration::ZERO));
    assert!(result.is_err());
}

/// The selection rules read straight off the lessons, every candidate ranked at once: what the
/// index's best-first reading must agree with.
fn reference(sources: &[(Scope, Vec<Lesson>)], query: &Query, delivered: &Delivered) -> Vec<(String, Scope, bool)> {
    let subject = agent_trace::systems::lessons::pattern::subject(&query.subject);
    let matches = |l: &Lesson| {
        l.trigger
            .pattern
            .as_deref()
            .is_none_or(|p| agent_trace::systems::lessons::pattern::compile(p).unwrap().is_match(subject))
    };
    let applies = |l: &Lesson| {
        l.status == agent_trace::systems::lessons::Status::Approved
            && query.events.contains(&l.trigger.event)
            && l.agents.as_ref().is_none_or(|a| a.contains(&query.agent))
            && l.trigger.tool.as_ref().is_none_or(|t| query.tool_names.iter().any(|n| n.eq_ignore_ascii_case(t)))
            && matches(l)
    };
    let mut standing: Vec<(Scope, &Lesson)> = Vec::new();
    for (scope, lessons) in sources {
        for l in lessons.iter().filter(|l| applies(l)) {
            if !standing.iter().any(|(_, s)| s.id == l.id) {
                standing.push((*scope, l));
            }
        }
    }
    let score = |l: &Lesson| u64::from(l.severity.get()) * u64::from(l.count.clamp(1, 10));
    standing.sort_by_key(|(scope, l)| {
        let id = l.id.as_str().to_string();
        (delivered.contains(&id), std::cmp::Reverse(score(l)), std::cmp::Reverse(l.severity.get()), *scope, id)
    });
    let moment = match query.tool_names.first() {
        Some(tool) => format!("before this {tool} call"),
        None => "before this tool call".into(),
    };
    let mut context =
        format!("Lessons recorded from earlier agent mistakes (your global lessons) (agent-trace), {moment}:");
    let mut chosen: Vec<(String, Scope, bool)> = Vec::new();
    let undelivered: Vec<(Scope, &Lesson)> =
        standing.iter().copied().filter(|(_, l)| !delivered.contains(l.id.as_str())).collect();
    let again = standing.iter().copied().filter(|(_, l)| delivered.contains(l.id.as_str()));
    // The last slot waits for the person's own (global) lessons while one may still come.
    let mut held = Vec::new();
    let mut order = Vec::new();
    for (at, (scope, l)) in undelivered.iter().enumerate() {
        let waiting = *scope == Scope::Project && undelivered[at + 1..].iter().any(|(s, _)| *s == Scope::Global);
        order.push((*scope, *l, waiting));
    }
    let mut offer = |scope: Scope, l: &Lesson, repeated: bool, chosen: &mut Vec<(String, Scope, bool)>| {
        let source = if scope == Scope::Project { "project" } else { "global" };
        let line = format!("\n- {} [{} · {source} · evidence {} · 2026-01-01]", l.text, l.id, l.count);
        if context.chars().count() + line.chars().count() <= MAX_CONTEXT_CHARS {
            context.push_str(&line);
            chosen.push((l.id.as_str().to_string(), scope, repeated));
        }
    };
    for (scope, l, global_may_come) in order {
        if chosen.len() == 3 {
            break;
        }
        let no_global_yet = !chosen.iter().any(|(_, s, _)| *s == Scope::Global);
        if global_may_come && chosen.len() == 2 && no_global_yet {
            held.push((scope, l));
            continue;
        }
        // Once no global lesson can come, the project lessons held back go first.
        if scope == Scope::Project {
            for (scope, held) in held.drain(..) {
                if chosen.len() < 3 {
                    offer(scope, held, false, &mut chosen);
                }
            }
            if chosen.len() == 3 {
                break;
            }
        }
        offer(scope, l, false, &mut chosen);
    }
    for (scope, l) in held.into_iter().chain(again) {
        if chosen.len() == 3 {
            break;
        }
        offer(scope, l, delivered.contains(l.id.as_str()), &mut chosen);
    }
    chosen
}

proptest::proptest! {
    #![proptest_config(proptest::test_runner::Config { cases: 400, ..Default::default() })]

    /// Lessons in two sources (some ids in both, in other versions), some delivered already, some
    /// too long for the budget: the lessons read best first are those of ranking every candidate.
    #[test]
    fn best_first_reading_chooses_what_ranking_every_candidate_does(
        lessons in proptest::collection::vec(
            (0u8..12, 0usize..2, 1u8..4, 0usize..5, 0usize..3, 0usize..6, 0usize..3, proptest::bool::ANY, 0usize..3),
            0..40,
        ),
        delivered_ids in proptest::collection::vec(0u8..12, 0..6),
        subject in 0usize..4,
    ) {
        let patterns = [None, Some("git push"), Some("(?i)FORCE"), Some("deploy-\\d+"), Some("^make"), Some("rm -rf|git")];
        let tools = [None, Some("Bash"), Some("bash"), Some("Edit")];
        let mut sources = vec![(Scope::Project, Vec::<Lesson>::new()), (Scope::Global, Vec::new())];
        for (id, source, severity, count, tool, pattern, length, for_codex, event) in lessons {
            let id = format!("{:08x}", u32::from(id) * 0x1111_1111 % 0xffff_ffff);
            if sources[source].1.iter().any(|l| l.id.as_str() == id) {
                continue;
            }
            let event = ["pre_tool", "pre_tool", "prompt"][event];
            let mut trigger = serde_json::json!({"event": event});
            if let Some(tool) = tools[tool % tools.len()].filter(|_| event == "pre_tool") {
                trigger["tool"] = tool.into();
            }
            if let Some(pattern) = patterns[pattern] {
                trigger["pattern"] = pattern.into();
            }
            let text = format!("Lesson {id} from {source}.{}", "x".repeat([0, 300, 700][length]));
            let count = [0u32, 1, 3, 40, 4_000_000_000][count];
            let mut extra = serde_json::json!({"severity": severity, "count": count, "trigger": trigger, "text": text});
            if for_codex {
                extra["agents"] = serde_json::json!(["codex"]);
            }
            sources[source].1.push(lesson(&id, extra));
        }
        let long = format!("{} rm -rf /", "y".repeat(5000));
        let subject = ["git push --force origin main", "make deploy-42", "ls", &long][subject];
        let mut delivered = Delivered::default();
        for id in delivered_ids {
            delivered.insert(&format!("{:08x}", u32::from(id) * 0x1111_1111 % 0xffff_ffff));
        }
        let q = Query { tool_names: vec!["Bash".into()], ..query(Event::PreTool, None, subject) };
        let indexed: Vec<Source> =
            sources.iter().map(|(scope, lessons)| Source::of(*scope, Index::from_lessons(lessons))).collect();
        let (got, problems) = recall(&indexed, &q, &delivered, Deadline::after(Duration::from_secs(60))).unwrap();
        proptest::prop_assert!(problems.is_empty(), "{:?}", problems);
        let got: Vec<(String, Scope, bool)> = got.lessons.into_iter().map(|l| (l.id, l.scope, l.repeated)).collect();
        proptest::prop_assert_eq!(got, reference(&sources, &q, &delivered));
    }
}
