//! Hex digests: lesson ids, ledger keys, cache file names, seals, frame trailers.

use sha2::{Digest, Sha256};

/// Lowercase hex of `bytes`.
pub fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        out.push(DIGITS[usize::from(b >> 4)] as char);
        out.push(DIGITS[usize::from(b & 0xf)] as char);
    }
    out
}

/// Lowercase hex as [`hex`] writes it, back to bytes; anything else is `None`.
pub fn from_hex(digits: &[u8]) -> Option<Vec<u8>> {
    let nibble = |b: u8| match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        _ => None,
    };
    digits.chunks(2).map(|pair| Some((nibble(pair[0])? << 4) | nibble(*pair.get(1)?)?)).collect()
}

/// Hex of the first `len` bytes of the SHA-256 of `data` (all 32 when `len` is larger).
pub fn sha256_hex(data: &[u8], len: usize) -> String {
    let digest = Sha256::digest(data);
    hex(&digest[..len.min(digest.len())])
}

#[cfg(test)]
mod tests {
    #[test]
    fn hex_matches_the_usual_spelling() {
        let bytes = [0x00, 0x0f, 0xa0, 0xff];
        assert_eq!(super::hex(&bytes), "000fa0ff");
        assert_eq!(super::sha256_hex(b"", 4), "e3b0c442");
    }
}
