//! The frame that carries an [`Envelope`] on one stdout.
//!
//! ```text
//! agent-trace-envelope/1 context=<N> presentation=<M|none>\n
//! <N bytes of model context><M bytes of presentation>
//! \nagent-trace-envelope/1 end hmac-sha256=<hex HMAC of everything before this line>\n
//! ```
//!
//! The lengths come before the content, so nothing inside the content is ever read as framing:
//! a document that quotes the header, or a whole nested envelope, is just bytes of its layer. The
//! trailer is an HMAC under the person's [`FrameKey`]: it catches a frame that lost its end, gained
//! bytes, or was interleaved with another writer, and one that agent-trace did not write here (a
//! fetched page or a file can print a frame, never one that verifies). Any such frame is
//! [`Framing::Broken`]: all of it is model context, and nothing speaks to the person.

use std::io::{self, Read, Write};

use hmac::{KeyInit, Mac};
use sha2::Sha256;

use super::{Envelope, FrameKey};
use crate::model::digest::{from_hex, hex};

type Hmac = hmac::Hmac<Sha256>;

const MAGIC: &[u8] = b"agent-trace-envelope/1 ";
/// Enough for the magic and two 20-digit lengths; a longer first line is not our header.
const MAX_HEADER: usize = 128;
const TRAILER: &[u8] = b"\nagent-trace-envelope/1 end hmac-sha256=";
/// The trailer's prefix, 64 hex digits and a newline.
const TRAILER_LEN: usize = TRAILER.len() + 64 + 1;

/// How the input was framed, as found by [`split`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case", tag = "framing", content = "broken")]
pub enum Framing {
    /// No envelope: ordinary tool output, all of it for the model.
    Plain,
    /// A whole, checked envelope.
    Framed,
    /// It began like an envelope but is not a whole one; all of it goes to the model.
    Broken(Broken),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Broken {
    /// The header line is not one this version writes.
    Header,
    /// The input ended before the declared lengths and the trailer.
    Truncated,
    /// The trailer is missing or malformed, or its HMAC does not verify under this person's key
    /// (damaged, or not written by agent-trace here).
    Trailer,
    /// Bytes follow the trailer.
    TrailingBytes,
}

/// Writes `envelope` as one frame. Streams each layer from its reader; `lengths` must be exact
/// (a reader that yields more or fewer bytes is an error, so a file that changes while it is being
/// packed never produces a frame whose header lies).
pub fn pack_streams(
    key: &FrameKey,
    context: (u64, &mut dyn Read),
    presentation: Option<(u64, &mut dyn Read)>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let header = match &presentation {
        Some((len, _)) => format!("agent-trace-envelope/1 context={} presentation={len}\n", context.0),
        None => format!("agent-trace-envelope/1 context={} presentation=none\n", context.0),
    };
    let mut hashing = HashingWriter { inner: out, mac: key.mac() };
    hashing.write_all(header.as_bytes())?;
    copy_exact(context.1, context.0, &mut hashing)?;
    if let Some((len, reader)) = presentation {
        copy_exact(reader, len, &mut hashing)?;
    }
    let HashingWriter { inner: out, mac } = hashing;
    out.write_all(TRAILER)?;
    writeln!(out, "{}", hex(&mac.finalize().into_bytes()))?;
    // A pipe that is closed early must be an error here, not a silently cut frame (an exit
    // before the pipe drained once lost a frame's end).
    out.flush()
}

/// [`pack_streams`] for an envelope already in memory.
pub fn pack(key: &FrameKey, envelope: &Envelope) -> Vec<u8> {
    let mut out = Vec::with_capacity(envelope.model_context.len() + 160);
    let presentation = envelope.user_presentation.as_deref();
    let mut context = envelope.model_context.as_slice();
    let mut shown = presentation.unwrap_or_default();
    let with_len = presentation.map(|p| (p.len() as u64, &mut shown as &mut dyn Read));
    pack_streams(key, (context.len() as u64, &mut context), with_len, &mut out).expect("writing to memory");
    out
}

/// Reads a whole input and splits it. Reads in whatever chunks the reader gives, so a frame that
/// arrives over a pipe in pieces splits the same as one read at once.
pub fn split_reader(key: &FrameKey, input: &mut dyn Read) -> io::Result<(Envelope, Framing)> {
    let mut bytes = Vec::new();
    input.read_to_end(&mut bytes)?;
    Ok(split(key, bytes))
}

/// Splits tool output into its two layers. Never fails: what is not a whole frame is model context.
pub fn split(key: &FrameKey, bytes: Vec<u8>) -> (Envelope, Framing) {
    let framing = match parse(key, &bytes) {
        Ok(Some((context, presentation))) => {
            let envelope = Envelope::new(context.to_vec(), presentation.map(<[u8]>::to_vec));
            return (envelope, Framing::Framed);
        }
        Ok(None) => Framing::Plain,
        Err(broken) => Framing::Broken(broken),
    };
    (Envelope { model_context: bytes, user_presentation: None }, framing)
}

/// `Ok(None)`: not an envelope at all. `Err`: it starts as one but is not whole.
type Layers<'a> = (&'a [u8], Option<&'a [u8]>);

fn parse<'a>(key: &FrameKey, bytes: &'a [u8]) -> Result<Option<Layers<'a>>, Broken> {
    let common = bytes.len().min(MAGIC.len());
    if bytes.is_empty() || bytes[..common] != MAGIC[..common] {
        return Ok(None);
    }
    if bytes.len() < MAGIC.len() {
        return Err(Broken::Truncated);
    }
    let Some(newline) = bytes.iter().take(MAX_HEADER).position(|&b| b == b'\n') else {
        return Err(if bytes.len() < MAX_HEADER { Broken::Truncated } else { Broken::Header });
    };
    let (context_len, presentation_len) = parse_header(&bytes[MAGIC.len()..newline]).ok_or(Broken::Header)?;
    let body_start = newline + 1;
    let body_len = context_len.checked_add(presentation_len.unwrap_or(0)).ok_or(Broken::Header)?;
    let body_end = body_start.checked_add(body_len).ok_or(Broken::Header)?;
    if bytes.len() < body_end {
        return Err(Broken::Truncated);
    }
    let rest = &bytes[body_end..];
    if rest.len() < TRAILER_LEN {
        let whole_so_far = TRAILER.starts_with(&rest[..rest.len().min(TRAILER.len())]);
        return Err(if whole_so_far { Broken::Truncated } else { Broken::Trailer });
    }
    let (trailer, digits) = rest[..TRAILER_LEN - 1].split_at(TRAILER.len());
    let tag = (trailer == TRAILER && rest[TRAILER_LEN - 1] == b'\n').then(|| from_hex(digits)).flatten();
    let mut mac = key.mac();
    mac.update(&bytes[..body_end]);
    if tag.is_none_or(|tag| mac.verify_slice(&tag).is_err()) {
        return Err(Broken::Trailer);
    }
    if rest.len() > TRAILER_LEN {
        return Err(Broken::TrailingBytes);
    }
    let context = &bytes[body_start..body_start + context_len];
    let presentation = presentation_len.map(|_| &bytes[body_start + context_len..body_end]);
    Ok(Some((context, presentation)))
}

/// `context=<N> presentation=<M|none>`, exactly as [`pack_streams`] writes it.
fn parse_header(fields: &[u8]) -> Option<(usize, Option<usize>)> {
    let fields = std::str::from_utf8(fields).ok()?;
    let (context, presentation) = fields.split_once(' ')?;
    let context = canonical_number(context.strip_prefix("context=")?)?;
    let presentation = match presentation.strip_prefix("presentation=")? {
        "none" => None,
        n => Some(canonical_number(n)?),
    };
    Some((context, presentation))
}

/// Digits only, no sign or leading zero, so one frame has one spelling.
fn canonical_number(text: &str) -> Option<usize> {
    let ok = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) && (text == "0" || !text.starts_with('0'));
    if ok { text.parse().ok() } else { None }
}

fn copy_exact(reader: &mut dyn Read, len: u64, out: &mut dyn Write) -> io::Result<()> {
    let copied = io::copy(&mut reader.take(len), out)?;
    let mut probe = [0u8; 1];
    if copied != len || reader.read(&mut probe)? != 0 {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!("a layer changed size while it was packed (expected {len} bytes)"),
        ));
    }
    Ok(())
}

struct HashingWriter<'a> {
    inner: &'a mut dyn Write,
    mac: Hmac,
}

impl FrameKey {
    fn mac(&self) -> Hmac {
        Hmac::new_from_slice(&self.0).expect("HMAC takes a key of any length")
    }
}

impl Write for HashingWriter<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.mac.update(&buf[..n]);
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}
