//! The frame that carries an [`Envelope`] on one stdout.
//!
//! ```text
//! agent-trace-envelope/1 context=<N> presentation=<M|none>\n
//! <N bytes of model context><M bytes of presentation>
//! \nagent-trace-envelope/1 end sha256=<hex of everything before this line>\n
//! ```
//!
//! The lengths come before the content, so nothing inside the content is ever read as framing:
//! a document that quotes the header, or a whole nested envelope, is just bytes of its layer. The
//! trailer's digest catches a frame that lost its end, gained bytes, or was interleaved with another
//! writer; any such frame is [`Framing::Broken`] and falls back to "all of it is model context".

use std::io::{self, Read, Write};

use sha2::{Digest, Sha256};

use super::Envelope;
use crate::digest::hex;

const MAGIC: &[u8] = b"agent-trace-envelope/1 ";
/// Enough for the magic and two 20-digit lengths; a longer first line is not our header.
const MAX_HEADER: usize = 128;

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
    /// The trailer is missing, malformed, or its digest does not match.
    Trailer,
    /// Bytes follow the trailer.
    TrailingBytes,
}

/// Writes `envelope` as one frame. Streams each layer from its reader; `lengths` must be exact
/// (a reader that yields more or fewer bytes is an error, so a file that changes while it is being
/// packed never produces a frame whose header lies).
pub fn pack_streams(
    context: (u64, &mut dyn Read),
    presentation: Option<(u64, &mut dyn Read)>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let header = match &presentation {
        Some((len, _)) => format!("agent-trace-envelope/1 context={} presentation={len}\n", context.0),
        None => format!("agent-trace-envelope/1 context={} presentation=none\n", context.0),
    };
    let mut hashing = HashingWriter { inner: out, hasher: Sha256::new() };
    hashing.write_all(header.as_bytes())?;
    copy_exact(context.1, context.0, &mut hashing)?;
    if let Some((len, reader)) = presentation {
        copy_exact(reader, len, &mut hashing)?;
    }
    let digest = hex(&hashing.hasher.finalize_reset());
    let out = hashing.inner;
    write!(out, "\nagent-trace-envelope/1 end sha256={digest}\n")?;
    // A pipe that is closed early must be an error here, not a silently cut frame (seed 002's
    // process.exit before drain).
    out.flush()
}

/// [`pack_streams`] for an envelope already in memory.
pub fn pack(envelope: &Envelope) -> Vec<u8> {
    let mut out = Vec::with_capacity(envelope.model_context.len() + 160);
    let presentation = envelope.user_presentation.as_deref();
    let mut context = envelope.model_context.as_slice();
    let mut shown = presentation.unwrap_or_default();
    let with_len = presentation.map(|p| (p.len() as u64, &mut shown as &mut dyn Read));
    pack_streams((context.len() as u64, &mut context), with_len, &mut out).expect("writing to memory");
    out
}

/// Reads a whole input and splits it. Reads in whatever chunks the reader gives, so a frame that
/// arrives over a pipe in pieces splits the same as one read at once.
pub fn split_reader(input: &mut dyn Read) -> io::Result<(Envelope, Framing)> {
    let mut bytes = Vec::new();
    input.read_to_end(&mut bytes)?;
    Ok(split(bytes))
}

/// Splits tool output into its two layers. Never fails: what is not a whole frame is model context.
pub fn split(bytes: Vec<u8>) -> (Envelope, Framing) {
    let framing = match parse(&bytes) {
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

fn parse(bytes: &[u8]) -> Result<Option<Layers<'_>>, Broken> {
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
    let digest = hex(&Sha256::digest(&bytes[..body_end]));
    let trailer = format!("\nagent-trace-envelope/1 end sha256={digest}\n");
    let rest = &bytes[body_end..];
    if rest.len() < trailer.len() {
        return Err(if trailer.as_bytes().starts_with(rest) { Broken::Truncated } else { Broken::Trailer });
    }
    if &rest[..trailer.len()] != trailer.as_bytes() {
        return Err(Broken::Trailer);
    }
    if rest.len() > trailer.len() {
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
    hasher: Sha256,
}

impl Write for HashingWriter<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.hasher.update(&buf[..n]);
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}
