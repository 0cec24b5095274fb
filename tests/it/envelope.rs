//! Two-layer output (seed 002): round trips for arbitrary bytes, and each of the seed's failure
//! rules: truncated or damaged frames, never-empty model context, delivery-confirmed suppression,
//! nested envelopes, framing-like content kept byte for byte. Library and real binary.

use std::io::Read;

use agent_trace::envelope::{self, Broken, Delivery, Envelope, Framing};
use proptest::prelude::*;
use sha2::{Digest, Sha256};

use crate::support::Env;

const CASES: u32 = 2000;

/// Bytes that are often framing-like: pieces of our header and trailer, whole frames, newlines.
fn tricky_bytes() -> impl Strategy<Value = Vec<u8>> {
    let piece = prop_oneof![
        proptest::collection::vec(any::<u8>(), 0..40),
        Just(b"agent-trace-envelope/1 ".to_vec()),
        Just(b"agent-trace-envelope/1 context=3 presentation=none\n".to_vec()),
        Just(b"\nagent-trace-envelope/1 end sha256=".to_vec()),
        Just(b"__PASSTHROUGH__\n".to_vec()),
        Just(envelope::pack(&Envelope::new(b"inner".to_vec(), Some(b"sum".to_vec())))),
    ];
    proptest::collection::vec(piece, 0..6).prop_map(|pieces| pieces.concat())
}

fn any_envelope() -> impl Strategy<Value = Envelope> {
    (tricky_bytes(), proptest::option::of(tricky_bytes())).prop_map(|(c, p)| Envelope::new(c, p))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

    #[test]
    fn split_of_pack_gives_back_both_layers_byte_for_byte(original in any_envelope()) {
        let framed = envelope::pack(&original);
        let (split, framing) = envelope::split(framed.clone());
        prop_assert_eq!(framing, Framing::Framed);
        prop_assert_eq!(&split, &original);
        // Chunked reading (a pipe delivering a few bytes at a time) splits the same.
        let mut chunked = Chunked { bytes: &framed, step: 7 };
        prop_assert_eq!(envelope::split_reader(&mut chunked).unwrap().0, original);
    }

    #[test]
    fn a_frame_cut_anywhere_is_all_model_context_and_shows_nothing(original in any_envelope(), cut in any::<prop::sample::Index>()) {
        let framed = envelope::pack(&original);
        let prefix = framed[..cut.index(framed.len())].to_vec();
        let (split, framing) = envelope::split(prefix.clone());
        prop_assert_eq!(split.user_presentation, None);
        prop_assert_eq!(&split.model_context, &prefix, "nothing is lost or rewritten");
        prop_assert!(prefix.is_empty() || !split.model_context.is_empty());
        prop_assert_ne!(framing, Framing::Framed);
    }

    #[test]
    fn a_damaged_frame_is_all_model_context(original in any_envelope(), at in any::<prop::sample::Index>(), xor in 1u8..) {
        let mut framed = envelope::pack(&original);
        let i = at.index(framed.len());
        framed[i] ^= xor;
        let (split, framing) = envelope::split(framed.clone());
        prop_assert_eq!(split.user_presentation, None);
        prop_assert_eq!(split.model_context, framed);
        prop_assert_ne!(framing, Framing::Framed);
    }

    #[test]
    fn the_model_context_is_never_empty_when_the_input_was_not(bytes in tricky_bytes()) {
        let (split, _) = envelope::split(bytes.clone());
        prop_assert!(bytes.is_empty() || !split.model_context.is_empty());
    }
}

struct Chunked<'a> {
    bytes: &'a [u8],
    step: usize,
}

impl Read for Chunked<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.step.min(buf.len()).min(self.bytes.len());
        buf[..n].copy_from_slice(&self.bytes[..n]);
        self.bytes = &self.bytes[n..];
        Ok(n)
    }
}

#[test]
fn plain_output_is_all_model_context() {
    let output = b"just a tool's output\n".to_vec();
    let (split, framing) = envelope::split(output);
    assert_eq!(framing, Framing::Plain);
    assert_eq!(split, Envelope { model_context: b"just a tool's output\n".to_vec(), user_presentation: None });
}

#[test]
fn the_broken_kinds_are_told_apart() {
    let framed = envelope::pack(&Envelope::new(b"full".to_vec(), Some(b"short".to_vec())));
    let kind = |bytes: Vec<u8>| envelope::split(bytes).1;
    assert_eq!(kind(framed[..framed.len() - 1].to_vec()), Framing::Broken(Broken::Truncated));
    assert_eq!(kind([framed.as_slice(), b"x"].concat()), Framing::Broken(Broken::TrailingBytes));
    assert_eq!(
        kind(b"agent-trace-envelope/1 context=04 presentation=none\n".to_vec()),
        Framing::Broken(Broken::Header)
    );
    // The seed's "start marker without an end marker" case: all of it to the model, not to the person.
    let mut no_trailer = framed.clone();
    no_trailer.truncate(framed.len() - 90);
    assert_eq!(envelope::split(no_trailer.clone()).0.model_context, no_trailer);
}

#[test]
fn an_empty_model_context_takes_the_presentation() {
    // Seed 002: "short, so the full text goes to the display section" left the model nothing.
    let packed = Envelope::new(Vec::new(), Some(b"short tweet".to_vec()));
    assert_eq!(packed.model_context, b"short tweet");
    // A frame written by another producer with an empty context is repaired the same way on split.
    let mut frame = b"agent-trace-envelope/1 context=0 presentation=11\nshort tweet".to_vec();
    let digest: String = Sha256::digest(&frame).iter().map(|b| format!("{b:02x}")).collect();
    frame.extend_from_slice(format!("\nagent-trace-envelope/1 end sha256={digest}\n").as_bytes());
    let (split, framing) = envelope::split(frame);
    assert_eq!(framing, Framing::Framed);
    assert_eq!(split.model_context, b"short tweet");
    assert_eq!(split.user_presentation.as_deref(), Some(&b"short tweet"[..]));
}

#[test]
fn the_reply_is_suppressed_only_after_a_confirmed_delivery() {
    let both = Envelope::new(b"12 KB article".to_vec(), Some(b"summary".to_vec()));

    let delivered = envelope::deliver(both.clone(), |shown, id| {
        assert_eq!(shown, b"summary");
        Ok(format!("message {id}"))
    });
    assert!(delivered.suppress_reply);
    assert_eq!(delivered.model_context, b"12 KB article", "the model keeps the full text");
    assert_eq!(delivered.model_note, Some(envelope::SHOWN_DIRECTLY_NOTE));
    assert!(
        envelope::SHOWN_DIRECTLY_NOTE.contains("proactively") && envelope::SHOWN_DIRECTLY_NOTE.contains("explicitly")
    );

    let failed = envelope::deliver(both.clone(), |_, _| Err("rate limited".into()));
    assert!(!failed.suppress_reply, "a failed send falls back to the normal reply");
    assert_eq!(failed.model_note, None);
    assert_eq!(failed.delivery, Delivery::Failed { reason: "rate limited".into() });
    assert_eq!(failed.model_context, b"12 KB article");

    let plain = envelope::deliver(Envelope::new(b"x".to_vec(), None), |_, _| panic!("nothing to send"));
    assert_eq!((plain.delivery, plain.suppress_reply), (Delivery::NotNeeded, false));

    assert_eq!(both.delivery_id(), both.clone().delivery_id(), "the same content gets the same id for retries");
    assert_ne!(both.delivery_id(), Envelope::new(b"other".to_vec(), Some(b"summary".to_vec())).delivery_id());
}

#[test]
fn a_nested_envelope_is_carried_whole_or_reduced_whole() {
    let downstream = envelope::pack(&Envelope::new(b"full text of the article".to_vec(), Some(b"SUMMARY".to_vec())));

    // Carried whole: the outer frame gives the downstream frame back intact, still splittable.
    let outer = envelope::pack(&Envelope::new(downstream.clone(), Some(b"search results".to_vec())));
    let (split, _) = envelope::split(outer);
    assert_eq!(split.model_context, downstream);
    assert_eq!(envelope::split(split.model_context).0.user_presentation.as_deref(), Some(&b"SUMMARY"[..]));

    // Reduced whole: only the downstream model context remains; no half-removed summary.
    assert_eq!(envelope::downstream_context(downstream.clone()), b"full text of the article");
    // A downstream frame that is broken is kept whole, not half-parsed.
    let cut = downstream[..downstream.len() - 5].to_vec();
    assert_eq!(envelope::downstream_context(cut.clone()), cut);
}

fn split_cli(env: &Env, input: &[u8], args: &[&str]) -> serde_json::Value {
    let out = env.cmd(env.path()).args(["envelope", "split"]).args(args).write_stdin(input).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn the_cli_packs_files_and_splits_stdin() {
    let env = Env::new();
    let dir = env.path();
    let article = "Article quoting our own header:\nagent-trace-envelope/1 context=1 presentation=none\nand __PASSTHROUGH__ too\n";
    fs_err::write(dir.join("full.txt"), article).unwrap();
    fs_err::write(dir.join("short.txt"), "two lines\nof summary").unwrap();
    let packed = env
        .run(dir, &["envelope", "pack", "--context", "full.txt", "--display", "short.txt"])
        .get_output()
        .stdout
        .clone();
    assert_eq!(packed, envelope::pack(&Envelope::new(article.into(), Some("two lines\nof summary".into()))));

    let split = split_cli(&env, &packed, &[]);
    assert_eq!(split["model_context"], article);
    assert_eq!(split["user_presentation"], "two lines\nof summary");
    assert_eq!(split["framing"], "framed");
    assert_eq!(split["suppress_reply"], false, "nobody confirmed a delivery");

    let truncated = split_cli(&env, &packed[..packed.len() / 2], &[]);
    assert_eq!((truncated["framing"].as_str(), truncated["broken"].as_str()), (Some("broken"), Some("truncated")));
    assert_eq!(truncated["user_presentation"], serde_json::Value::Null);
    assert_eq!(truncated["model_context"].as_str().unwrap().as_bytes(), &packed[..packed.len() / 2]);
}

#[test]
fn the_cli_suppresses_the_reply_only_when_the_delivery_command_succeeds() {
    let env = Env::new();
    let packed = envelope::pack(&Envelope::new(b"full".to_vec(), Some(b"short".to_vec())));
    let shown = env.path().join("shown.txt");
    let sender = format!("cat > '{}' && echo \"sent $AGENT_TRACE_DELIVERY_ID\"", shown.display());
    let ok = split_cli(&env, &packed, &["--deliver", &sender]);
    assert_eq!(ok["delivery"], "delivered");
    assert_eq!(ok["suppress_reply"], true);
    assert_eq!(
        ok["receipt"],
        format!("sent {}", Envelope::new(b"full".to_vec(), Some(b"short".to_vec())).delivery_id())
    );
    assert_eq!(fs_err::read(&shown).unwrap(), b"short");
    assert!(ok["model_note"].as_str().unwrap().contains("explicitly asks"));

    let failed = split_cli(&env, &packed, &["--deliver", "echo 'bot API down' >&2; exit 7"]);
    assert_eq!(failed["delivery"], "failed");
    assert_eq!(failed["suppress_reply"], false);
    assert!(failed["reason"].as_str().unwrap().contains("bot API down"));
    assert_eq!(failed["model_context"], "full");
}

#[test]
fn the_cli_keeps_bytes_that_are_not_utf8_and_strips_nested_frames_on_request() {
    let env = Env::new();
    let dir = env.path();
    fs_err::write(dir.join("binary"), [0xff, 0x00, 0xfe]).unwrap();
    let packed = env.run(dir, &["envelope", "pack", "--context", "binary"]).get_output().stdout.clone();
    let split = split_cli(&env, &packed, &[]);
    assert_eq!(split["model_context_hex"], "ff00fe");

    let downstream = envelope::pack(&Envelope::new(b"full".to_vec(), Some(b"SUMMARY".to_vec())));
    fs_err::write(dir.join("downstream.out"), &downstream).unwrap();
    let whole = env.run(dir, &["envelope", "pack", "--context", "downstream.out"]).get_output().stdout.clone();
    assert_eq!(envelope::split(whole).0.model_context, downstream);
    let stripped = env
        .run(dir, &["envelope", "pack", "--context", "downstream.out", "--strip-nested"])
        .get_output()
        .stdout
        .clone();
    assert_eq!(envelope::split(stripped).0.model_context, b"full");
}

#[test]
fn the_cli_names_a_missing_file() {
    let env = Env::new();
    let out = env.cmd(env.path()).args(["envelope", "pack", "--context", "nope.txt"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("nope.txt"));
    assert!(out.stdout.is_empty(), "no half frame on stdout");
}
