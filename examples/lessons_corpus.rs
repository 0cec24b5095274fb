//! Writes a merge-driver corpus: `base.jsonl`, `ours.jsonl`, `theirs.jsonl` with N lessons a side.
//! Each side edits 1% of the base, retires 0.5%, deletes 0.5% and adds 1% new lessons, so the
//! merge does every kind of work. Deterministic: the same N gives the same bytes.
//!
//!     cargo run --release --example lessons_corpus -- DIR [N]

// Test and benchmark code may use std::fs: a failure shows its own line (see clippy.toml).
#![allow(clippy::disallowed_methods)]

use std::path::Path;

use agent_trace::systems::lessons::file::to_canonical_bytes;
use agent_trace::systems::lessons::{
    Category, Event, Lesson, LessonId, LessonSet, Severity, Status, Timestamp, Trigger,
};

pub fn lesson(n: usize, variant: &str, minute: i64) -> Lesson {
    let text = format!("Lesson {n}: check the exit status of `cargo test` before reporting success{variant}.");
    Lesson {
        id: LessonId::for_text(&format!("Lesson {n}")),
        text,
        category: Category::Verification,
        severity: Severity::try_from((n % 3 + 1) as u8).unwrap(),
        trigger: Trigger {
            event: Event::PreTool,
            tool: Some("Bash".into()),
            pattern: n.is_multiple_of(2).then(|| format!("cargo (test|build) .*--package p{n}")),
        },
        agents: None,
        status: Status::Approved,
        approved_at: Some(Timestamp::from_seconds(1_790_000_000 + minute * 60).unwrap()),
        approved_by: Some("Bench Person".into()),
        retired_at: None,
        count: (n % 7) as u32,
    }
}

/// (base, ours, theirs) with `n` lessons in the base.
pub fn corpus(n: usize) -> (LessonSet, LessonSet, LessonSet) {
    let base: LessonSet = (0..n).map(|i| lesson(i, "", 0)).collect();
    let side = |salt: usize, name: &str| -> LessonSet {
        let mut side = LessonSet::new();
        for i in 0..n {
            match (i + salt) % 200 {
                0 | 1 => side.put(lesson(i, &format!(" (edited on {name})"), 10 + salt as i64)),
                2 => {
                    let mut retired = lesson(i, "", 0);
                    retired.status = Status::Retired;
                    retired.retired_at = Some(Timestamp::from_seconds(1_790_000_000 + 3_600).unwrap());
                    side.put(retired);
                }
                3 => {}
                _ => side.put(lesson(i, "", 0)),
            }
        }
        for i in 0..n / 100 {
            side.put(lesson(n + salt * n + i, &format!(" (new on {name})"), 20));
        }
        side
    };
    (base.clone(), side(0, "ours"), side(1, "theirs"))
}

#[allow(dead_code)]
fn main() {
    let mut args = std::env::args().skip(1);
    let dir = args.next().expect("usage: lessons_corpus DIR [N]");
    let n: usize = args.next().map_or(100_000, |s| s.parse().expect("N is a number"));
    let (base, ours, theirs) = corpus(n);
    std::fs::create_dir_all(&dir).unwrap();
    for (name, set) in [("base", &base), ("ours", &ours), ("theirs", &theirs)] {
        std::fs::write(Path::new(&dir).join(format!("{name}.jsonl")), to_canonical_bytes(set)).unwrap();
    }
    eprintln!("wrote {dir}/{{base,ours,theirs}}.jsonl: {} / {} / {} lessons", base.len(), ours.len(), theirs.len());
}
