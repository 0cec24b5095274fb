//! Generated cases for the merge rule (docs/src/merge.md) and the tolerant reader.

use proptest::prelude::*;

use agent_trace::systems::lessons::file::{parse, to_canonical_bytes};
use agent_trace::systems::lessons::{
    Category, Event, Lesson, LessonId, LessonSet, Severity, Status, Timestamp, Trigger, merge_sets, merge_three,
};

const CASES: u32 = 2_000;

type Field = fn(&Lesson) -> String;

/// The fields the merge settles one by one, each as text (the decision is one field).
const FIELDS: &[(&str, Field)] = &[
    ("text", |l| l.text.clone()),
    ("category", |l| format!("{:?}", l.category)),
    ("severity", |l| format!("{:?}", l.severity)),
    ("trigger", |l| format!("{:?}", l.trigger)),
    ("agents", |l| format!("{:?}", l.agents)),
    ("count", |l| l.count.to_string()),
    ("status", |l| format!("{:?}", (l.status, l.approved_at, &l.approved_by, l.retired_at))),
];

/// Every field of `result` is the one of `ours` or of `theirs`.
fn fields_from_the_sides(result: &Lesson, ours: Option<&Lesson>, theirs: Option<&Lesson>) -> bool {
    FIELDS.iter().all(|(_, get)| [ours, theirs].into_iter().flatten().any(|side| get(side) == get(result)))
}

/// Few ids, few times and few texts, so that versions of one record meet and tie often.
fn lesson() -> impl Strategy<Value = Lesson> {
    (0..6u8, 0..3u8, any::<bool>(), 0..4i64, 0..4i64, 1..=3u8, 0..3u32, any::<bool>(), any::<bool>()).prop_map(
        |(id, text, retired, approved, retired_after, severity, count, safety, pattern)| {
            let approved_at = Timestamp::from_seconds(1_790_000_000 + approved * 60).unwrap();
            let retired_at = Timestamp::from_seconds(approved_at.as_seconds() + retired_after * 60).unwrap();
            Lesson {
                id: LessonId::try_from(format!("0000000{id}")).unwrap(),
                text: format!("Lesson text variant {text}."),
                category: if safety { Category::Safety } else { Category::Other },
                severity: Severity::try_from(severity).unwrap(),
                trigger: Trigger {
                    event: Event::PreTool,
                    tool: Some("Bash".into()),
                    pattern: pattern.then(|| "git push".into()),
                },
                agents: None,
                status: if retired { Status::Retired } else { Status::Approved },
                approved_at: Some(approved_at),
                approved_by: None,
                retired_at: retired.then_some(retired_at),
                count,
            }
        },
    )
}

fn set() -> impl Strategy<Value = LessonSet> {
    prop::collection::vec(lesson(), 0..8).prop_map(|v| v.into_iter().collect())
}

/// A base and two sides derived from it by keeping, changing or deleting each record, plus additions.
fn three_way() -> impl Strategy<Value = (LessonSet, LessonSet, LessonSet)> {
    set().prop_flat_map(|base| {
        let n = base.len();
        let side = move |base: LessonSet| {
            (prop::collection::vec((0..3u8, lesson()), n), prop::collection::vec(lesson(), 0..3)).prop_map(
                move |(choices, added)| {
                    let mut side = LessonSet::new();
                    for (original, (choice, replacement)) in base.iter().zip(choices) {
                        match choice {
                            0 => side.put(original.clone()),
                            1 => side.put(Lesson { id: original.id.clone(), ..replacement }),
                            _ => {}
                        }
                    }
                    for lesson in added {
                        side.insert_resolving(lesson);
                    }
                    side
                },
            )
        };
        (Just(base.clone()), side(base.clone()), side(base))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

    #[test]
    fn set_merge_is_commutative(a in set(), b in set()) {
        prop_assert_eq!(merge_sets(&a, &b), merge_sets(&b, &a));
    }

    #[test]
    fn set_merge_is_associative(a in set(), b in set(), c in set()) {
        prop_assert_eq!(merge_sets(&merge_sets(&a, &b), &c), merge_sets(&a, &merge_sets(&b, &c)));
    }

    #[test]
    fn set_merge_is_idempotent(a in set(), b in set()) {
        prop_assert_eq!(merge_sets(&a, &a), a.clone());
        let ab = merge_sets(&a, &b);
        prop_assert_eq!(merge_sets(&ab, &b), ab.clone());
    }

    #[test]
    fn merged_output_is_canonical_and_reads_back_the_same(a in set(), b in set()) {
        let bytes = to_canonical_bytes(&merge_sets(&a, &b));
        let parsed = parse(std::str::from_utf8(&bytes).unwrap());
        prop_assert!(parsed.canonical);
        prop_assert_eq!(parsed.lessons, merge_sets(&a, &b));
    }

    /// A union merge (both sides' lines concatenated) reads as the set merge.
    #[test]
    fn union_merged_files_read_as_the_set_merge(a in set(), b in set()) {
        let mut text = String::from_utf8(to_canonical_bytes(&a)).unwrap();
        text.push_str(std::str::from_utf8(&to_canonical_bytes(&b)).unwrap());
        prop_assert_eq!(parse(&text).lessons, merge_sets(&a, &b));
    }

    /// Conflict markers around both sides read as the set merge too.
    #[test]
    fn conflicted_files_read_as_the_set_merge(a in set(), b in set()) {
        let text = format!(
            "<<<<<<< ours\n{}=======\n{}>>>>>>> theirs\n",
            String::from_utf8(to_canonical_bytes(&a)).unwrap(),
            String::from_utf8(to_canonical_bytes(&b)).unwrap()
        );
        let parsed = parse(&text);
        prop_assert!(parsed.conflict_markers);
        prop_assert_eq!(parsed.lessons, merge_sets(&a, &b));
    }

    #[test]
    fn three_way_merge_loses_nothing_that_was_not_deleted((base, ours, theirs) in three_way()) {
        let merged = merge_three(&base, ours.clone(), theirs.clone());
        let mut ids: Vec<&LessonId> = ours.ids().chain(theirs.ids()).collect();
        ids.sort();
        ids.dedup();
        for id in ids {
            let (o, t, b) = (ours.get(id), theirs.get(id), base.get(id));
            let deleted = match (o, t) {
                (Some(kept), None) | (None, Some(kept)) => b == Some(kept),
                _ => false,
            };
            match merged.get(id) {
                None => prop_assert!(deleted, "{} was lost", id),
                Some(result) => {
                    prop_assert!(!deleted, "{} was deleted on one side and untouched on the other", id);
                    prop_assert!(fields_from_the_sides(result, o, t), "{} has a field neither side had", id);
                }
            }
        }
        prop_assert!(merged.ids().all(|id| ours.get(id).is_some() || theirs.get(id).is_some()));
    }

    #[test]
    fn three_way_merge_is_symmetric_and_canonical((base, ours, theirs) in three_way()) {
        let merged = merge_three(&base, ours.clone(), theirs.clone());
        prop_assert_eq!(&merged, &merge_three(&base, theirs.clone(), ours.clone()));
        let parsed = parse(std::str::from_utf8(&to_canonical_bytes(&merged)).unwrap());
        prop_assert!(parsed.canonical);
    }

    /// Without a base version, two versions of one record are settled whole by the latest decision.
    #[test]
    fn three_way_merge_of_records_new_on_both_sides_is_the_set_merge(ours in set(), theirs in set()) {
        prop_assert_eq!(merge_three(&LessonSet::new(), ours.clone(), theirs.clone()), merge_sets(&ours, &theirs));
    }

    /// The base rule: a side equal to the base yields to the other side whatever the
    /// clocks say (the change may carry an older time than the base: a clock running behind, or
    /// the base written by one running ahead), in both directions.
    #[test]
    fn a_side_equal_to_the_base_yields_whatever_the_clocks((base, _, _) in three_way(), changed in lesson(), skew in -600i64..600) {
        let Some(original) = base.iter().next().cloned() else { return Ok(()) };
        let shift = |t: Option<Timestamp>| t.map(|t| Timestamp::from_seconds(t.as_seconds() + skew).unwrap());
        let changed = Lesson { id: original.id.clone(), approved_at: shift(changed.approved_at), retired_at: shift(changed.retired_at), ..changed };
        prop_assume!(changed != original);
        let mut edited = base.clone();
        edited.put(changed.clone());
        for (ours, theirs) in [(edited.clone(), base.clone()), (base.clone(), edited.clone())] {
            let (merged, conflicts) = agent_trace::systems::lessons::merge_three_reporting(&base, ours, theirs);
            prop_assert_eq!(merged.get(&original.id), Some(&changed));
            prop_assert!(conflicts.is_empty());
        }
    }

    /// Where both sides changed one record differently: a field changed on one side only is that
    /// side's, a field changed on both is the latest decision's and is named in the report; the
    /// decision (status and its times) moves as one field.
    #[test]
    fn both_sides_changing_a_record_merge_per_field_and_report_what_both_changed((base, ours, theirs) in three_way()) {
        let (merged, conflicts) = agent_trace::systems::lessons::merge_three_reporting(&base, ours.clone(), theirs.clone());
        for id in ours.ids() {
            let (o, t, b) = (ours.get(id).unwrap(), theirs.get(id), base.get(id));
            let (Some(t), Some(b)) = (t, b) else { continue };
            if o == t || b == o || b == t {
                continue;
            }
            let result = merged.get(id).unwrap();
            let winner = if agent_trace::systems::lessons::compare_versions(o, t) == std::cmp::Ordering::Less { t } else { o };
            let loser = if std::ptr::eq(winner, o) { t } else { o };
            let mut both = Vec::new();
            for (name, get) in FIELDS {
                let (w, l, base) = (get(winner), get(loser), get(b));
                let expected = if w != l && w == base { l.clone() } else { w.clone() };
                prop_assert_eq!(&get(result), &expected, "{} field {}", id, name);
                if w != l && w != base && l != base {
                    both.push(*name);
                }
            }
            // Two decisions that differ only in their time are not named.
            if winner.status == loser.status {
                both.retain(|f| *f != "status");
            }
            match conflicts.iter().find(|c| &c.kept.id == id) {
                Some(c) => prop_assert_eq!(&c.fields, &both),
                None => prop_assert!(both.is_empty(), "{} changed on both sides, not reported", id),
            }
        }
    }

    /// The reader never panics, whatever bytes a file holds.
    #[test]
    fn the_reader_survives_any_text(text in ".{0,400}") {
        let parsed = parse(&text);
        prop_assert!(parsed.lessons.len() <= text.lines().count());
    }

    #[test]
    fn the_reader_survives_mangled_lessons(a in set(), cut in 0usize..2000, junk in "[{}\\[\\]\":,a-z0-9 <=>|]{0,20}") {
        let mut text = String::from_utf8(to_canonical_bytes(&a)).unwrap();
        let cut = cut.min(text.len());
        if text.is_char_boundary(cut) {
            text.insert_str(cut, &junk);
        }
        let _ = parse(&text);
    }

    /// The merge driver's streamed path over sorted files gives exactly the general rule: the
    /// same bytes and the same reported conflicts, also where a side writes a record in another
    /// layout (parsed equal, bytes different) or a pattern the limits refuse.
    #[test]
    fn the_streamed_driver_is_the_merge_rule((base, ours, theirs) in three_way(), relayout in 0usize..6, costly in any::<bool>()) {
        let mut theirs = theirs;
        let first = theirs.iter().next().cloned();
        if costly && let Some(first) = first {
            theirs.put(Lesson { trigger: Trigger { event: Event::PreTool, tool: Some("Bash".into()), pattern: Some("(a+)+$".repeat(40)) }, ..first });
        }
        let (expected, conflicts) = agent_trace::systems::lessons::merge_three_reporting(&base, ours.clone(), theirs.clone());
        let dir = tempfile::tempdir().unwrap();
        let write = |name: &str, set: &LessonSet, relayout: Option<usize>| {
            let text = String::from_utf8(to_canonical_bytes(set)).unwrap();
            let text: String = text.lines().enumerate().map(|(i, l)| {
                // Same record, other bytes: a space after the id's comma.
                if Some(i) == relayout { l.replacen("\",\"text\":", "\", \"text\":", 1) + "\n" } else { format!("{l}\n") }
            }).collect();
            let path = dir.path().join(name);
            std::fs::write(&path, text).unwrap();
            path
        };
        let (b, o, t) = (write("base", &base, Some(relayout)), write("ours", &ours, None), write("theirs", &theirs, Some(relayout / 2)));
        let summary = agent_trace::systems::lessons::merge_driver::run(&b, &o, &t, None).unwrap();
        prop_assert_eq!(std::fs::read(&o).unwrap(), to_canonical_bytes(&expected));
        prop_assert_eq!(summary.lessons, expected.len());
        prop_assert_eq!(summary.conflicts, conflicts);
    }
}
