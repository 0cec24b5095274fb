//! The merge driver's work on 100,000 lessons a side (the target: under a second; see
//! docs/src/performance.md), in memory: parse the three versions (one after another; the driver
//! itself parses them in parallel), 3-way merge, write the canonical result.

// Test and benchmark code may use std::fs: a failure shows its own line (see clippy.toml).
#![allow(clippy::disallowed_methods)]

use criterion::{Criterion, criterion_group, criterion_main};

use agent_trace::systems::lessons::file::{parse_records, to_canonical_bytes};
use agent_trace::systems::lessons::{merge_sets, merge_three};

#[path = "../examples/lessons_corpus.rs"]
mod lessons_corpus;

const LESSONS: usize = 100_000;

fn merge_driver(c: &mut Criterion) {
    let (base, ours, theirs) = lessons_corpus::corpus(LESSONS);
    let texts: Vec<String> =
        [&base, &ours, &theirs].iter().map(|s| String::from_utf8(to_canonical_bytes(s)).unwrap()).collect();
    let mut group = c.benchmark_group("merge_100k_a_side");
    group.sample_size(10);
    group.bench_function("parse_merge_three_write", |b| {
        b.iter(|| {
            let mut sets = texts.iter().map(|t| parse_records(t, &|_| Ok(())).lessons);
            let (base, ours, theirs) = (sets.next().unwrap(), sets.next().unwrap(), sets.next().unwrap());
            to_canonical_bytes(&merge_three(&base, ours, theirs))
        })
    });
    group.bench_function("parse_one_side", |b| b.iter(|| parse_records(&texts[1], &|_| Ok(())).lessons.len()));
    group.bench_function("merge_three_only", |b| {
        b.iter_batched(
            || (ours.clone(), theirs.clone()),
            |(o, t)| merge_three(&base, o, t).len(),
            criterion::BatchSize::LargeInput,
        )
    });
    group.bench_function("merge_sets_only", |b| b.iter(|| merge_sets(&ours, &theirs).len()));
    group.bench_function("write_canonical", |b| b.iter(|| to_canonical_bytes(&ours).len()));
    group.finish();
}

criterion_group!(benches, merge_driver);
criterion_main!(benches);
