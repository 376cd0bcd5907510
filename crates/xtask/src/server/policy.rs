//! The project's serving policy, on top of tower-http's `ServeDir`: which paths are
//! refused, the headers every response carries (the strict Content-Security-Policy),
//! how long a file may be kept (`Cache-Control`), and its entity tag.

use percent_encoding::percent_decode_str;
use std::fs::Metadata;
use std::time::UNIX_EPOCH;

/// The Content-Security-Policy sent with every response: the strict policy the site
/// and `<go-board>` are built to run under (README, "Embedding a board"). No inline
/// script or style, no eval; WebAssembly compiles under `'wasm-unsafe-eval'` only.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'";

/// `Cache-Control` for a file whose name carries a hash of its content: a new
/// content is a new name, so the old one never needs asking about again.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// `Cache-Control` for every other file: kept, but revalidated (a 304 when unchanged).
pub const REVALIDATE: &str = "no-cache";

/// Why a request path names nothing to serve.
#[derive(Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A bad `%` escape, or bytes that are not UTF-8: 400.
    Malformed,
    /// A segment that could leave the served directory or is not a plain name (`..`,
    /// `.`, an empty segment, a backslash, a drive `C:`, a NUL byte): 403.
    Forbidden,
}

/// The path of a request, percent-decoded, when it names a plain file or directory
/// inside the served one. (`ServeDir` refuses traversal too, with a 404: this says
/// 403, and refuses the names that mean something else on another platform.)
pub fn checked_path(path: &str) -> Result<String, Refusal> {
    let decoded = percent_decode_str(path)
        .decode_utf8()
        .map_err(|_| Refusal::Malformed)?;
    let rest = decoded.strip_prefix('/').ok_or(Refusal::Malformed)?;
    let segments: Vec<&str> = rest.split('/').collect();
    let last = segments.len() - 1;
    let plain = |segment: &str| {
        !segment.is_empty()
            && segment != "."
            && segment != ".."
            && !segment.contains(['\\', ':', '\0'])
    };
    // An empty last segment is a directory's index (`/docs/`).
    let allowed =
        |(index, segment): (usize, &&str)| plain(segment) || (segment.is_empty() && index == last);
    if segments.iter().enumerate().all(allowed) {
        Ok(decoded.into_owned())
    } else {
        Err(Refusal::Forbidden)
    }
}

/// A strong validator for a file: its length and modification time (to the
/// nanosecond: a live record rewritten within one second is a new version), and the
/// coding it is sent in (each coding is another representation, so another tag).
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
/// comparison, as RFC 9110 §13.1.2 asks for this header).
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
    use super::{checked_path, is_content_hashed, matches, Refusal};

    #[test]
    fn plain_paths_are_decoded() {
        assert_eq!(checked_path("/").as_deref(), Ok("/"));
        assert_eq!(checked_path("/docs/").as_deref(), Ok("/docs/"));
        assert_eq!(checked_path("/a%20b.txt").as_deref(), Ok("/a b.txt"));
        assert_eq!(
            checked_path("/%D0%B4%D0%BE%D1%81%D0%BA%D0%B0.svg").as_deref(),
            Ok("/доска.svg")
        );
        assert_eq!(
            checked_path("/.well-known/x").as_deref(),
            Ok("/.well-known/x")
        );
    }

    #[test]
    fn traversal_is_refused() {
        for path in [
            "/..",
            "/../Cargo.toml",
            "/a/../../etc/passwd",
            "/./index.html",
            "/%2e%2e/Cargo.toml",
            "/%2E%2E%2FCargo.toml",
            "/a%2f..%2f..%2fetc",
            "//etc/passwd",
            "/%2Fetc/passwd",
            "/a//b",
            "/C:/Windows/win.ini",
            "/%5c..%5cCargo.toml",
            "/index.html%00.png",
        ] {
            assert_eq!(checked_path(path), Err(Refusal::Forbidden), "{path}");
        }
        for path in ["/%ff", "/%c3%28"] {
            assert_eq!(checked_path(path), Err(Refusal::Malformed), "{path}");
        }
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
