//! From a request target to a file path that stays inside the served directory.
//!
//! The path is percent-decoded first and checked after, so `%2e%2e` and `%2f` cannot
//! smuggle a `..` or a separator past the check.

use std::path::PathBuf;

/// Why a request target names no servable file.
#[derive(Debug, PartialEq, Eq)]
pub enum PathError {
    /// Not a path: no leading `/`, a bad `%` escape, or bytes that are not UTF-8.
    Malformed,
    /// A path that could leave the served directory or is not a plain name: `..`,
    /// `.`, an empty segment (`//etc`), a backslash, a drive (`C:`), a NUL byte.
    Forbidden,
}

/// The path part of a request target: no query, no fragment, and for an
/// absolute-form target (`http://host/x`) no scheme and host. Still percent-encoded.
pub fn path_part(target: &str) -> &str {
    let target = match target.strip_prefix("http://") {
        Some(rest) => rest.find('/').map_or("/", |slash| &rest[slash..]),
        None => target,
    };
    let end = target.find(['?', '#']).unwrap_or(target.len());
    &target[..end]
}

/// The file a request target names, relative to the served directory: `/` and
/// `/dir/` mean their `index.html`; the path is percent-decoded and made only of
/// plain names.
pub fn sanitize(target: &str) -> Result<PathBuf, PathError> {
    let decoded = percent_decode(path_part(target))?;
    let rest = decoded.strip_prefix('/').ok_or(PathError::Malformed)?;
    let segments: Vec<&str> = rest.split('/').collect();
    let last = segments.len() - 1;
    let mut relative = PathBuf::new();
    for (index, segment) in segments.into_iter().enumerate() {
        if segment.is_empty() && index == last {
            relative.push("index.html");
        } else if is_plain_name(segment) {
            relative.push(segment);
        } else {
            return Err(PathError::Forbidden);
        }
    }
    Ok(relative)
}

/// Whether `segment` is a file or directory name that cannot mean anything else on
/// any platform.
fn is_plain_name(segment: &str) -> bool {
    !segment.is_empty() && segment != "." && segment != ".." && !segment.contains(['\\', ':', '\0'])
}

/// Decodes `%XX` escapes (`+` stays `+` in a path). The result must be UTF-8.
pub fn percent_decode(text: &str) -> Result<String, PathError> {
    let bytes = text.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while index < bytes.len() {
        if bytes[index] == b'%' {
            let high = bytes.get(index + 1).and_then(|&b| hex_value(b));
            let low = bytes.get(index + 2).and_then(|&b| hex_value(b));
            match (high, low) {
                (Some(high), Some(low)) => decoded.push(high * 16 + low),
                _ => return Err(PathError::Malformed),
            }
            index += 3;
        } else {
            decoded.push(bytes[index]);
            index += 1;
        }
    }
    String::from_utf8(decoded).map_err(|_| PathError::Malformed)
}

/// The value of one hexadecimal digit, either case.
fn hex_value(digit: u8) -> Option<u8> {
    (digit as char).to_digit(16).map(|value| value as u8)
}

#[cfg(test)]
mod tests {
    use super::{path_part, percent_decode, sanitize, PathError};
    use std::path::PathBuf;

    fn ok(target: &str) -> PathBuf {
        sanitize(target).unwrap_or_else(|e| panic!("{target}: {e:?}"))
    }

    #[test]
    fn plain_paths_map_to_files() {
        assert_eq!(ok("/"), PathBuf::from("index.html"));
        assert_eq!(ok("/app.js"), PathBuf::from("app.js"));
        assert_eq!(ok("/pkg/weiqi_bg.wasm"), PathBuf::from("pkg/weiqi_bg.wasm"));
        assert_eq!(ok("/docs/"), PathBuf::from("docs/index.html"));
        assert_eq!(ok("/docs"), PathBuf::from("docs"));
        assert_eq!(ok("/.well-known/x"), PathBuf::from(".well-known/x"));
    }

    #[test]
    fn query_and_fragment_are_dropped() {
        assert_eq!(ok("/app.js?v=3"), PathBuf::from("app.js"));
        assert_eq!(ok("/?lang=ru#board"), PathBuf::from("index.html"));
        assert_eq!(ok("http://127.0.0.1:8080/a.css?x"), PathBuf::from("a.css"));
        assert_eq!(path_part("http://example.org"), "/");
    }

    #[test]
    fn paths_are_percent_decoded() {
        assert_eq!(ok("/a%20b.txt"), PathBuf::from("a b.txt"));
        assert_eq!(
            ok("/%D0%B4%D0%BE%D1%81%D0%BA%D0%B0.svg"),
            PathBuf::from("доска.svg")
        );
        assert_eq!(ok("/a+b"), PathBuf::from("a+b"));
        assert_eq!(ok("/%61pp.js"), PathBuf::from("app.js"));
        assert_eq!(percent_decode("%2f%2F"), Ok("//".to_owned()));
    }

    #[test]
    fn traversal_is_refused() {
        for target in [
            "/..",
            "/../Cargo.toml",
            "/a/../../etc/passwd",
            "/a/..",
            "/./index.html",
            "/%2e%2e/Cargo.toml",
            "/%2E%2E%2FCargo.toml",
            "/..%2fCargo.toml",
            "/a%2f..%2f..%2fetc",
            "//etc/passwd",
            "/%2Fetc/passwd",
            "/a//b",
            "/C:/Windows/win.ini",
            "/..\\Cargo.toml",
            "/%5c..%5cCargo.toml",
            "/index.html%00.png",
        ] {
            assert_eq!(sanitize(target), Err(PathError::Forbidden), "{target}");
        }
    }

    #[test]
    fn malformed_targets_are_refused() {
        for target in [
            "",
            "*",
            "index.html",
            "/%",
            "/%4",
            "/%zz",
            "/%ff",
            "/%c3%28",
        ] {
            assert_eq!(sanitize(target), Err(PathError::Malformed), "{target}");
        }
    }
}
