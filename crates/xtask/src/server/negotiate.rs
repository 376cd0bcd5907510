//! Which copy of a file to send, and for how long it may be kept: content coding
//! (`Accept-Encoding` against the build's `.br` and `.gz` copies), validators (`ETag`,
//! `If-None-Match`) and caching (`Cache-Control`).

use std::fs::Metadata;
use std::time::UNIX_EPOCH;

/// `Cache-Control` for a file whose name carries a hash of its content: a new
/// content is a new name, so the old one never needs asking about again.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// `Cache-Control` for every other file: kept, but revalidated (a 304 when unchanged).
pub const REVALIDATE: &str = "no-cache";

/// Whether `accept_encoding` (the request's header) allows `coding` (`br`, `gzip`):
/// named, or covered by `*`, with a q-value above 0.
pub fn accepts(accept_encoding: &str, coding: &str) -> bool {
    let mut named = None;
    let mut star = None;
    for item in accept_encoding.split(',') {
        let mut parts = item.split(';');
        let name = parts.next().unwrap_or("").trim();
        let q = parts
            .filter_map(|p| p.trim().strip_prefix("q="))
            .filter_map(|q| q.trim().parse::<f32>().ok())
            .next()
            .unwrap_or(1.0);
        if name.eq_ignore_ascii_case(coding) {
            named = Some(q);
        } else if name == "*" {
            star = Some(q);
        }
    }
    named.or(star).is_some_and(|q| q > 0.0)
}

/// A strong validator for one stored copy: its length and modification time, and
/// the coding (each copy is a different representation, so a different tag).
pub fn etag(metadata: &Metadata, coding: Option<&str>) -> String {
    let nanos = metadata
        .modified()
        .ok()
        .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_nanos());
    match coding {
        Some(coding) => format!("\"{:x}-{nanos:x}-{coding}\"", metadata.len()),
        None => format!("\"{:x}-{nanos:x}\"", metadata.len()),
    }
}

/// Whether `if_none_match` (the request's header) names `etag`, or is `*` (weak
/// comparison, as RFC 9110 asks for this header).
pub fn matches(if_none_match: &str, etag: &str) -> bool {
    let bare = |tag: &str| tag.trim().trim_start_matches("W/").to_owned();
    if_none_match.trim() == "*" || if_none_match.split(',').any(|tag| bare(tag) == bare(etag))
}

/// Whether a file name carries a hash of its content: a dot-separated part between
/// the stem and the extension of 8 or more letters and digits, either all capitals
/// and digits (esbuild's, which may hold no digit: `chunk.NQ2X7ZEB.js`,
/// `app.ABCDEFGH.js`) or lower case with at least one digit (`x_bg.3f9a1c2e.wasm`;
/// `lessons.overview.js` is no hash).
pub fn is_content_hashed(name: &str) -> bool {
    let parts: Vec<&str> = name.split('.').collect();
    parts.len() >= 3
        && parts[1..parts.len() - 1].iter().any(|part| {
            let capitals = part
                .bytes()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit());
            let lower = part
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
                && part.bytes().any(|b| b.is_ascii_digit());
            part.len() >= 8 && (capitals || lower)
        })
}

#[cfg(test)]
mod tests {
    use super::{accepts, is_content_hashed, matches};

    #[test]
    fn reads_accept_encoding() {
        assert!(accepts("gzip, deflate, br, zstd", "br"));
        assert!(accepts("gzip, deflate, br", "gzip"));
        assert!(!accepts("gzip, deflate", "br"));
        assert!(!accepts("br;q=0, gzip", "br"));
        assert!(accepts("br;q=0.5", "br"));
        assert!(accepts("*", "gzip"));
        assert!(!accepts("*;q=0", "gzip"));
        assert!(!accepts("identity", "gzip"));
        assert!(!accepts("", "br"));
    }

    #[test]
    fn compares_entity_tags() {
        assert!(matches("\"1-2-br\"", "\"1-2-br\""));
        assert!(matches("\"0\", W/\"1-2\"", "\"1-2\""));
        assert!(matches("*", "\"1-2\""));
        assert!(!matches("\"1-2\"", "\"1-2-br\""));
    }

    #[test]
    fn knows_content_hashed_names() {
        assert!(is_content_hashed("app.3f9a1c2e.js"));
        assert!(is_content_hashed("chunk.NQ2X7ZEB.js"));
        assert!(is_content_hashed("app.ABCDEFGH.js"));
        assert!(is_content_hashed("weiqi_web_bg.82a271ea90af07fd.wasm"));
        assert!(!is_content_hashed("notes.Overview.js"));
        assert!(!is_content_hashed("app.js"));
        assert!(!is_content_hashed("weiqi_web_bg.wasm"));
        assert!(!is_content_hashed("manifest.webmanifest"));
        assert!(!is_content_hashed("lessons.overview.js"));
        assert!(!is_content_hashed("3f9a1c2e.js"));
    }
}
