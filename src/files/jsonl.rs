//! Reading JSONL transcripts a line at a time, from where the last read stopped, never holding a
//! long line or a whole file.

use std::path::Path;

/// Reads a JSONL file one line at a time from byte `offset`, calling `each` with every JSON
/// value (bad lines are counted, not fatal). Returns the offset after the last complete line,
/// so an appended file can be resumed.
pub fn read_jsonl(
    path: &Path,
    offset: u64,
    bad_lines: &mut usize,
    mut each: impl FnMut(serde_json::Value),
) -> std::io::Result<u64> {
    read_jsonl_lines(path, offset, |line| match serde_json::from_slice(line) {
        Ok(value) => each(value),
        Err(_) => *bad_lines += 1,
    })
}

/// Like [`read_jsonl`], handing over each raw line, for parsers that deserialize only the
/// fields they need.
pub fn read_jsonl_lines(path: &Path, offset: u64, each: impl FnMut(&[u8])) -> std::io::Result<u64> {
    read_lines(path, offset, MAX_LINE_BYTES, READ_CHUNK, each)
}

/// [`read_jsonl_lines`] with its limits as arguments, for the tests.
fn read_lines(
    path: &Path,
    offset: u64,
    max_line: u64,
    chunk: usize,
    mut each: impl FnMut(&[u8]),
) -> std::io::Result<u64> {
    use std::io::{Read, Seek, SeekFrom};
    let mut file = fs_err::File::open(path)?;
    if offset > 0 {
        file.seek(SeekFrom::Start(offset))?;
    }
    // Lines are handed over from the read buffer itself: only a line cut by the buffer's end is
    // moved, and a line is held once (read_until copied each out, a long one into a second buffer
    // as large). One buffer a thread, taken rather than borrowed, so that a callback reading
    // another file gets its own.
    let mut buf = LINE_BUFFER.take();
    if buf.len() < chunk {
        buf.resize(chunk, 0);
    }
    // What the file held when opened: a long line grows the buffer no further than that.
    let mut unread = file.metadata()?.len().saturating_sub(offset);
    let (mut start, mut end) = (0, 0);
    let mut position = offset;
    // Bytes of a line longer than `max_line` dropped so far: it is skipped, never held.
    let mut skipped: Option<u64> = None;
    let result = loop {
        match memchr::memchr(b'\n', &buf[start..end]) {
            Some(at) => {
                let line = &buf[start..start + at + 1];
                start += at + 1;
                let dropped = skipped.take();
                position += dropped.unwrap_or(0) + line.len() as u64;
                if dropped.is_some() || line.len() as u64 > max_line + 1 {
                    each(b"");
                } else if !line.iter().all(u8::is_ascii_whitespace) {
                    each(line);
                }
                continue;
            }
            None if skipped.is_some() || (end - start) as u64 > max_line => {
                // A line longer than any record (a file of zeros, a corrupt file): skipped unread.
                *skipped.get_or_insert(0) += (end - start) as u64;
                (start, end) = (0, 0);
            }
            None => {
                // Part of a line: moved to the front, the buffer grown if the line fills it.
                buf.copy_within(start..end, 0);
                (start, end) = (0, end - start);
                if end == buf.len() {
                    let rest = usize::try_from(unread).unwrap_or(usize::MAX).max(chunk);
                    let grown = (end * 2).min(end.saturating_add(rest)).min(max_line as usize + 2);
                    buf.resize(grown, 0);
                }
            }
        }
        let stop = buf.len().min(end + chunk.max(end));
        match file.read(&mut buf[end..stop]) {
            Ok(0) => {
                // End of file, or a line still being written: it is read next time. A long line
                // cut by the end of the file is skipped all the same.
                if let Some(dropped) = skipped {
                    position += dropped;
                    each(b"");
                }
                break Ok(position);
            }
            Ok(read) => {
                end += read;
                unread = unread.saturating_sub(read as u64);
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => break Err(e),
        }
    };
    if buf.capacity() <= KEPT_LINE_BUFFER {
        LINE_BUFFER.set(buf);
    }
    result
}

/// How much of a transcript one read asks for.
const READ_CHUNK: usize = 64 << 10;
/// A buffer that grew past this for a long line is let go rather than kept for the next file.
const KEPT_LINE_BUFFER: usize = 1 << 20;

thread_local! {
    static LINE_BUFFER: std::cell::Cell<Vec<u8>> = const { std::cell::Cell::new(Vec::new()) };
}

/// The first `max` characters of the JSON string literal `raw` (its quotes included),
/// unescaped; `None` where `raw` is not a string. Only the escapes of those characters are
/// decoded, so a tool result that holds a whole file is neither copied nor unescaped past the
/// excerpt kept of it. Each escape is one character (a surrogate pair's two, one).
pub fn json_string_prefix(raw: &str, max: usize) -> Option<String> {
    let bytes = raw.as_bytes();
    if bytes.len() < 2 || bytes[0] != b'"' {
        return None;
    }
    let last = bytes.len() - 1;
    let (mut at, mut chars) = (1, 0);
    while at < last && chars < max {
        // A run without escapes holding at most the characters still wanted, counted in one go.
        let window = &bytes[at..last.min(at.saturating_add(max - chars))];
        let mut run = memchr::memchr(b'\\', window).unwrap_or(window.len());
        while run > 0 && bytes[at + run] & 0xC0 == 0x80 {
            run -= 1; // not into a character the window's end cuts
        }
        if run > 0 {
            chars += bytes[at..at + run].iter().filter(|&&b| b & 0xC0 != 0x80).count();
            at += run;
            continue;
        }
        at += match bytes[at] {
            b'\\' if bytes.get(at + 1) == Some(&b'u') => {
                // A high surrogate (\uD800-\uDBFF) and the low one that must follow it.
                let high = bytes.get(at + 2..at + 4).is_some_and(|hex| {
                    matches!(hex[0], b'd' | b'D') && matches!(hex[1], b'8' | b'9' | b'a' | b'b' | b'A' | b'B')
                });
                if high && bytes.get(at + 6..at + 8) == Some(b"\\u") { 12 } else { 6 }
            }
            b'\\' => 2,
            lead => utf8_width(lead),
        };
        chars += 1;
    }
    if at >= last {
        return serde_json::from_str(raw).ok();
    }
    let mut cut = String::with_capacity(at + 1);
    cut.push_str(raw.get(..at)?);
    cut.push('"');
    serde_json::from_str(&cut).ok()
}

/// The length of the UTF-8 character that starts with `lead`.
fn utf8_width(lead: u8) -> usize {
    match lead {
        0xF0.. => 4,
        0xE0.. => 3,
        0xC0.. => 2,
        _ => 1,
    }
}

/// A longer line is skipped without being held in memory (a record with a large tool output is a
/// few megabytes).
pub const MAX_LINE_BYTES: u64 = 64 << 20;

#[cfg(test)]
mod tests {
    use super::*;

    /// The reader as it was before it handed lines over from its buffer: the model it must match.
    fn lines_read_until(path: &Path, offset: u64, max_line: u64) -> (Vec<Vec<u8>>, u64) {
        use std::io::{BufRead, Read, Seek, SeekFrom};
        let mut file = fs_err::File::open(path).unwrap();
        file.seek(SeekFrom::Start(offset)).unwrap();
        let mut reader = std::io::BufReader::with_capacity(7, file);
        let (mut lines, mut line, mut position) = (Vec::new(), Vec::new(), offset);
        loop {
            line.clear();
            let read = (&mut reader).take(max_line + 1).read_until(b'\n', &mut line).unwrap();
            if read as u64 > max_line && line.last() != Some(&b'\n') {
                let skipped = reader.skip_until(b'\n').unwrap();
                position += (read + skipped) as u64;
                lines.push(Vec::new());
                continue;
            }
            if read == 0 || line.last() != Some(&b'\n') {
                return (lines, position);
            }
            position += read as u64;
            if !line.iter().all(u8::is_ascii_whitespace) {
                lines.push(line.clone());
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn lines_handed_from_the_buffer_are_the_lines_read_one_by_one(
            text in proptest::collection::vec(proptest::sample::select(vec![b'a', b'{', b'\n', b' ']), 0..200),
            offset in 0u64..20,
            max_line in 1u64..40,
            chunk in 1usize..50,
        ) {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("t.jsonl");
            fs_err::write(&path, &text).unwrap();
            let offset = offset.min(text.len() as u64);
            let mut lines = Vec::new();
            let end = read_lines(&path, offset, max_line, chunk, |line| lines.push(line.to_vec())).unwrap();
            proptest::prop_assert_eq!((lines, end), lines_read_until(&path, offset, max_line));
        }

        #[test]
        fn a_json_string_prefix_is_the_prefix_of_the_string(
            chars in proptest::collection::vec((proptest::char::any(), 0u8..3), 0..60),
            max in 0usize..70,
        ) {
            // Each character written as itself, as a \u escape (a surrogate pair past the BMP),
            // or as serde_json writes it.
            let text: String = chars.iter().map(|(c, _)| *c).collect();
            let mut raw = String::from("\"");
            for (c, how) in &chars {
                match how {
                    0 if *c != '"' && *c != '\\' && (*c as u32) >= 0x20 => raw.push(*c),
                    1 => {
                        for unit in c.encode_utf16(&mut [0; 2]) {
                            raw.push_str(&format!("\\u{unit:04X}"));
                        }
                    }
                    _ => {
                        let quoted = serde_json::to_string(&c.to_string()).unwrap();
                        raw.push_str(&quoted[1..quoted.len() - 1]);
                    }
                }
            }
            raw.push('"');
            proptest::prop_assert_eq!(json_string_prefix(&raw, max), Some(crate::model::text::prefix(&text, max).to_string()));
        }
    }

    #[test]
    fn a_json_string_prefix_refuses_what_is_not_a_string() {
        for raw in ["", "\"", "12", "null", "{\"a\":1}", "\"\\ud800\"", "\"abc"] {
            assert_eq!(json_string_prefix(raw, 5), None, "{raw}");
        }
        assert_eq!(json_string_prefix("\"ab\\ud800cd\"", 2).as_deref(), Some("ab"));
    }
}
