//! SHA-256 as hex digits: the stable content hash of the build's caches and lists
//! (the same on every machine and Rust version, unlike `DefaultHasher`).

use sha2::{Digest, Sha256};
use std::fmt::Write;

/// The SHA-256 of `parts`, each preceded by its length (8 bytes, little-endian, so
/// that moving bytes from one part to the next changes it), as 64 hex digits.
pub fn sha256_hex<'a>(parts: impl IntoIterator<Item = &'a [u8]>) -> String {
    let mut hasher = Sha256::new();
    for part in parts {
        hasher.update((part.len() as u64).to_le_bytes());
        hasher.update(part);
    }
    hasher
        .finalize()
        .iter()
        .fold(String::with_capacity(64), |mut hex, byte| {
            let _ = write!(hex, "{byte:02x}");
            hex
        })
}

#[cfg(test)]
mod tests {
    use super::sha256_hex;

    #[test]
    fn is_sha256_of_the_length_prefixed_parts() {
        // SHA-256 of 3u64 (little-endian) followed by "abc".
        assert_eq!(
            sha256_hex([b"abc".as_slice()]),
            "ce91dc5eec0139adf091900d225971d6ad246a845bad791b5693a9d0d55dd391"
        );
        assert_ne!(
            sha256_hex([b"ab".as_slice(), b"c"]),
            sha256_hex([b"a".as_slice(), b"bc"])
        );
    }
}
