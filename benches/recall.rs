//! The recall engine in process, on the hook benchmark's 10,000 lessons: scanning the index and
//! choosing the lessons for a PreToolUse of `git push --force` (the whole process is timed by
//! `scripts/bench-hook.sh`).

// Test and benchmark code may use std::fs: a failure shows its own line (see clippy.toml).
#![allow(clippy::disallowed_methods)]

use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};

use agent_trace::systems::lessons::Event;
use agent_trace::systems::recall::hits::Delivered;
use agent_trace::systems::recall::index::Index;
use agent_trace::systems::recall::{Deadline, Query, Scope, Source, recall};

#[path = "../examples/hook_bench.rs"]
mod hook_bench;

fn recall_10k(c: &mut Criterion) {
    let lessons: Vec<_> = (0..10_000).map(|n| hook_bench::lesson(n, None)).collect();
    let sources = [Source::of(Scope::Project, Index::from_lessons(&lessons))];
    let query = Query {
        agent: "claude-code".into(),
        events: vec![Event::PreTool],
        tool_names: vec!["Bash".into()],
        subject: "git push --force origin main".into(),
        session: Some("s".into()),
        project: None,
    };
    let delivered = Delivered::default();
    c.bench_function("recall_pre_tool_10k_lessons", |b| {
        b.iter(|| {
            recall(&sources, &query, &delivered, Deadline::after(Duration::from_secs(60))).unwrap().0.lessons.len()
        })
    });
    c.bench_function("index_build_10k_lessons", |b| b.iter(|| Index::from_lessons(&lessons)));
}

criterion_group!(benches, recall_10k);
criterion_main!(benches);
