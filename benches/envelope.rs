//! Packing and splitting a two-layer output: a 12 KB article and 10 MB of
//! tool output, both with a short presentation. Splitting hashes every byte once (the trailer's
//! HMAC-SHA256), so throughput is bounded by SHA-256.

// Test and benchmark code may use std::fs: a failure shows its own line (see clippy.toml).
#![allow(clippy::disallowed_methods)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

use agent_trace::systems::envelope::{self, Envelope, FrameKey};

fn envelope(c: &mut Criterion) {
    for (name, size) in [("12KB", 12 * 1024), ("10MB", 10 * 1024 * 1024)] {
        let full: Vec<u8> = (0..size).map(|i| b"lorem ipsum dolor sit amet\n"[i % 27]).collect();
        let original = Envelope::new(full, Some(b"a short summary for the chat".to_vec()));
        let key = FrameKey::from_bytes(b"a benchmark's key");
        let framed = envelope::pack(&key, &original);
        let mut group = c.benchmark_group(format!("envelope_{name}"));
        group.throughput(Throughput::Bytes(framed.len() as u64));
        group.bench_function("pack", |b| b.iter(|| envelope::pack(&key, &original)));
        group.bench_function("split", |b| b.iter(|| envelope::split(&key, framed.clone())));
        group.finish();
    }
}

criterion_group!(benches, envelope);
criterion_main!(benches);
