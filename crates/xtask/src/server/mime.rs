//! Content types by file extension.

use std::path::Path;

/// The `Content-Type` for a file, from its extension (any case). Text types say
/// UTF-8; unknown extensions are `application/octet-stream`.
pub fn content_type(path: &Path) -> &'static str {
    let extension = path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_ascii_lowercase();
    match extension.as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "json" | "map" => "application/json",
        "webmanifest" => "application/manifest+json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "txt" => "text/plain; charset=utf-8",
        "sgf" => "application/x-go-sgf",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::content_type;
    use std::path::Path;

    fn of(name: &str) -> &'static str {
        content_type(Path::new(name))
    }

    #[test]
    fn web_files_get_their_types() {
        assert_eq!(of("index.html"), "text/html; charset=utf-8");
        assert_eq!(of("app.js"), "text/javascript; charset=utf-8");
        assert_eq!(of("pkg/weiqi_web.mjs"), "text/javascript; charset=utf-8");
        assert_eq!(of("style.css"), "text/css; charset=utf-8");
        assert_eq!(of("pkg/weiqi_web_bg.wasm"), "application/wasm");
        assert_eq!(of("i18n/ru.json"), "application/json");
        assert_eq!(of("manifest.webmanifest"), "application/manifest+json");
        assert_eq!(of("icons/stone.svg"), "image/svg+xml");
        assert_eq!(of("icons/192.png"), "image/png");
        assert_eq!(of("favicon.ico"), "image/x-icon");
        assert_eq!(of("robots.txt"), "text/plain; charset=utf-8");
    }

    #[test]
    fn extensions_are_case_insensitive() {
        assert_eq!(of("INDEX.HTML"), "text/html; charset=utf-8");
        assert_eq!(of("Module.WASM"), "application/wasm");
    }

    #[test]
    fn unknown_files_are_octet_streams() {
        assert_eq!(of("data.bin"), "application/octet-stream");
        assert_eq!(of("LICENSE"), "application/octet-stream");
        assert_eq!(of(".hidden"), "application/octet-stream");
    }
}
