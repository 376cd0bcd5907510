//! The service worker's precache list: every file under `www/` the app needs offline,
//! each with a hash of its content, and a version that changes whenever any of them
//! does. Written into the bundled site (`target/site/sw-precache.js`) and made on
//! request by `cargo xtask serve` (so `--source` lists `www/` as it is now);
//! `www/sw.js` loads it with `importScripts`, and the browser compares it byte for
//! byte on each update check, so a new list is a new version of the app.
//!
//! Nothing is listed by hand: every file is taken except the service worker itself,
//! this list, hidden files (`.DS_Store`, `.git/`), source maps, TypeScript
//! declarations, `package.json` (for Node only), precompressed copies (`.br`, `.gz`),
//! test files and editor leftovers. New assets (lessons, an embed page) are picked up
//! as they appear.

use crate::digest::sha256_hex;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// The generated file, relative to `www/`.
pub const OUTPUT: &str = "sw-precache.js";

/// The service worker, relative to `www/`: the browser fetches it itself.
const WORKER: &str = "sw.js";

/// File names never listed.
const EXCLUDED_NAMES: [&str; 5] = [WORKER, OUTPUT, "package.json", "Thumbs.db", "desktop.ini"];

/// Endings of file names never listed.
/// `.br` and `.gz` are the precompressed copies of listed files (`steps/compress.rs`):
/// the server sends them in place of the file, the worker never asks for them.
const EXCLUDED_SUFFIXES: [&str; 10] = [
    ".map", ".d.ts", "~", ".swp", ".tmp", ".bak", ".orig", ".rej", ".br", ".gz",
];

/// The folder `cargo xtask relay-demo` (and the live games' browser test) writes a
/// live game into while the site is served: a record rewritten as it is played is
/// never kept by the worker (a cached copy would be served for ever), and its
/// rewrites do not make the app a new version.
pub const LIVE_DIR: &str = "live";

/// The folder of the teacher's network in the built site (`steps/teacher_model.rs`):
/// 3.8 MB that the page downloads only when the person agrees, which the worker
/// then keeps (`www/sw.js`), so it is never precached at install.
pub const MODELS_DIR: &str = "models";

/// Parts of file names that mark test files (`board.test.js`, `x.spec.mjs`).
const TEST_MARKS: [&str; 2] = [".test.", ".spec."];

/// Bumped when the list's format or the service worker's use of it changes, so that
/// the version changes too.
const FORMAT: &str = "weiqi-precache-1";

/// The files to precache and the version they make.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Precache {
    /// 16 hex digits: a hash of every listed path with its content hash.
    pub version: String,
    /// `(path, content hash)`, paths relative to `www/` with `/`, sorted.
    pub files: Vec<(String, String)>,
}

/// Scans the site in `dir` (shown as `shown`, e.g. `target/site`) and writes its
/// `sw-precache.js`, leaving the file untouched when its content would not change.
pub fn write_site(dir: &Path, shown: &str) -> Result<(), String> {
    let precache = scan(dir)?;
    let text = render(&precache);
    let out = dir.join(OUTPUT);
    if fs::read_to_string(&out).ok().as_deref() != Some(text.as_str()) {
        fs::write(&out, &text).map_err(|e| format!("cannot write {shown}/{OUTPUT}: {e}"))?;
    }
    println!(
        "{shown}/{OUTPUT}: {} files, version {}",
        precache.files.len(),
        precache.version
    );
    Ok(())
}

/// Lists every file under `www` the app needs, with content hashes and the version.
pub fn scan(www: &Path) -> Result<Precache, String> {
    scan_layers(&[www.to_path_buf()])
}

/// [`scan`] of directories served as one (`www/` over the build's generated files):
/// a path in several is listed once, from the first.
pub fn scan_layers(layers: &[PathBuf]) -> Result<Precache, String> {
    let mut files = Vec::new();
    for layer in layers.iter().filter(|layer| layer.is_dir()) {
        let mut found = Vec::new();
        collect(layer, "", &mut found)?;
        found.retain(|(path, _)| !files.iter().any(|(listed, _)| listed == path));
        files.extend(found);
    }
    files.sort();
    let mut summary = Vec::from(FORMAT.as_bytes());
    for (path, hash) in &files {
        summary.extend_from_slice(path.as_bytes());
        summary.push(0);
        summary.extend_from_slice(hash.as_bytes());
        summary.push(b'\n');
    }
    Ok(Precache {
        version: short_hash(&summary),
        files,
    })
}

/// Adds the files under `dir` (whose path relative to `www/` is `prefix`) to `files`.
fn collect(dir: &Path, prefix: &str, files: &mut Vec<(String, String)>) -> Result<(), String> {
    let shown = |name: &str| format!("www/{prefix}{name}");
    let entries = fs::read_dir(dir).map_err(|e| format!("cannot list {}: {e}", shown("")))?;
    for entry in entries {
        let entry = entry.map_err(|e| format!("cannot list {}: {e}", shown("")))?;
        let name = entry.file_name();
        let Some(name) = name.to_str() else {
            return Err(format!(
                "{}: a file name that is not UTF-8 cannot be served reliably; rename it",
                shown(&name.to_string_lossy())
            ));
        };
        if name.starts_with('.') {
            continue;
        }
        let path = entry.path();
        let kind = entry
            .file_type()
            .map_err(|e| format!("cannot read {}: {e}", shown(name)))?;
        // Linked directories are not followed (no loops); linked files are listed.
        if kind.is_dir() {
            if prefix.is_empty() && (name == LIVE_DIR || name == MODELS_DIR) {
                continue;
            }
            collect(&path, &format!("{prefix}{name}/"), files)?;
        } else if (kind.is_file() || (kind.is_symlink() && path.is_file())) && wanted(name) {
            let bytes = match fs::read(&path) {
                Ok(bytes) => bytes,
                // Deleted since the listing (a build rewriting pkg/): not there.
                Err(e) if e.kind() == io::ErrorKind::NotFound => continue,
                Err(e) => return Err(format!("cannot read {}: {e}", shown(name))),
            };
            files.push((format!("{prefix}{name}"), short_hash(&bytes)));
        }
    }
    Ok(())
}

/// Whether a (non-hidden) file called `name` belongs in the list.
fn wanted(name: &str) -> bool {
    !EXCLUDED_NAMES.contains(&name)
        && !EXCLUDED_SUFFIXES
            .iter()
            .any(|suffix| name.ends_with(suffix))
        && !TEST_MARKS.iter().any(|mark| name.contains(mark))
}

/// The JavaScript the service worker imports: `self.PRECACHE = { version, files }`,
/// the object written by serde_json (JSON is a JavaScript expression; U+2028 and
/// U+2029 are JavaScript string characters since ES2019).
pub fn render(precache: &Precache) -> String {
    let files: serde_json::Map<String, serde_json::Value> = precache
        .files
        .iter()
        .map(|(path, hash)| (path.clone(), hash.as_str().into()))
        .collect();
    let list = serde_json::json!({ "version": precache.version, "files": files });
    format!(
        "// Generated by `cargo xtask build` (crates/xtask/src/steps/precache.rs) from the\n\
         // files in www/: what the service worker (sw.js) keeps for offline use, each with\n\
         // a hash of its content. Not committed; do not edit.\n\
         self.PRECACHE = {list:#};\n"
    )
}

/// A content hash for the list: the first 16 hex digits of its SHA-256.
fn short_hash(bytes: &[u8]) -> String {
    sha256_hex([bytes])[..16].to_owned()
}

#[cfg(test)]
mod tests {
    use super::{render, scan, short_hash, write_site, OUTPUT};
    use std::fs;
    use std::path::{Path, PathBuf};

    /// A fresh site in a temporary directory, with `files` (path, content).
    fn site(name: &str, files: &[(&str, &str)]) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("xtask-precache-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        for (path, content) in files {
            let path = dir.join(path);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(path, content).unwrap();
        }
        dir
    }

    /// The listed paths.
    fn paths(www: &Path) -> Vec<String> {
        scan(www)
            .unwrap()
            .files
            .into_iter()
            .map(|(path, _)| path)
            .collect()
    }

    const SITE: [(&str, &str); 25] = [
        ("index.html", "<!doctype html>"),
        ("embed.html", "<!doctype html>"),
        ("app.js", "export {};"),
        ("style.css", "body {}"),
        ("manifest.webmanifest", "{}"),
        ("strings/core.js", "export const en = {};"),
        ("icons/icon-192.png", "png"),
        ("lessons/01-capture/lesson.json", "{}"),
        ("pkg/weiqi_web.js", "export default 1;"),
        ("pkg/weiqi_web_bg.wasm", "\0asm"),
        ("pkg/weiqi_web.d.ts", "declare"),
        ("pkg/weiqi_web_bg.wasm.d.ts", "declare"),
        ("pkg/package.json", "{}"),
        ("sw.js", "importScripts('sw-precache.js');"),
        ("sw-precache.js", "self.PRECACHE = {};"),
        ("app.js.map", "{}"),
        (".DS_Store", "x"),
        (".git/config", "x"),
        ("board.test.js", "test"),
        ("app.js~", "backup"),
        ("app.js.br", "brotli"),
        ("pkg/weiqi_web_bg.wasm.gz", "gzip"),
        ("live/demo.sgf", "(;B[aa])"),
        ("live/index.html", "<!doctype html>"),
        ("models/net.0123456789abcdef.bin", "the network"),
    ];

    #[test]
    fn lists_every_asset_and_nothing_else() {
        let www = site("list", &SITE);
        assert_eq!(
            paths(&www),
            [
                "app.js",
                "embed.html",
                "icons/icon-192.png",
                "index.html",
                "lessons/01-capture/lesson.json",
                "manifest.webmanifest",
                "pkg/weiqi_web.js",
                "pkg/weiqi_web_bg.wasm",
                "strings/core.js",
                "style.css",
            ]
        );
        let precache = scan(&www).unwrap();
        let app = precache.files.iter().find(|(p, _)| p == "app.js").unwrap();
        assert_eq!(app.1, short_hash(b"export {};"));
        assert_eq!(app.1.len(), 16);
        assert_eq!(precache.version.len(), 16);
        fs::remove_dir_all(&www).unwrap();
    }

    #[test]
    fn the_version_follows_the_content() {
        let www = site("version", &SITE);
        let first = scan(&www).unwrap();
        assert_eq!(
            scan(&www).unwrap(),
            first,
            "the same files give the same version"
        );

        // Files the list leaves out do not change it.
        fs::write(www.join("pkg/weiqi_web.d.ts"), "changed").unwrap();
        fs::write(www.join(".DS_Store"), "changed").unwrap();
        assert_eq!(scan(&www).unwrap().version, first.version);

        // One changed byte of the wasm is a new version, and only its hash changes.
        fs::write(www.join("pkg/weiqi_web_bg.wasm"), "\0asn").unwrap();
        let changed = scan(&www).unwrap();
        assert_ne!(changed.version, first.version);
        let differing: Vec<&str> = first
            .files
            .iter()
            .zip(&changed.files)
            .filter(|(a, b)| a != b)
            .map(|(a, _)| a.0.as_str())
            .collect();
        assert_eq!(differing, ["pkg/weiqi_web_bg.wasm"]);

        // A new file is a new version too, and is listed.
        fs::write(www.join("lessons/02.json"), "{}").unwrap();
        let added = scan(&www).unwrap();
        assert_ne!(added.version, changed.version);
        assert!(added.files.iter().any(|(p, _)| p == "lessons/02.json"));

        // A renamed file with the same content changes the version as well.
        fs::rename(www.join("lessons/02.json"), www.join("lessons/03.json")).unwrap();
        assert_ne!(scan(&www).unwrap().version, added.version);
        fs::remove_dir_all(&www).unwrap();
    }

    #[test]
    fn writes_a_script_for_the_worker_only_when_it_changes() {
        let root = site(
            "write",
            &[("www/index.html", "<!doctype html>"), ("www/app.js", "1")],
        );
        write_site(&root.join("www"), "www").unwrap();
        let out = root.join("www").join(OUTPUT);
        let text = fs::read_to_string(&out).unwrap();
        let version = scan(&root.join("www")).unwrap().version;
        assert!(text.contains("self.PRECACHE = {\n"), "{text}");
        assert!(
            text.contains(&format!("\"version\": \"{version}\",")),
            "{text}"
        );
        assert!(text.contains("    \"app.js\": \""), "{text}");
        assert!(text.contains("    \"index.html\": \""), "{text}");
        // The generated file is not in its own list.
        assert!(!text.contains(&format!("\"{OUTPUT}\"")), "{text}");
        assert!(text.ends_with("  }\n};\n"), "{text}");

        let written = fs::metadata(&out).unwrap().modified().unwrap();
        std::thread::sleep(std::time::Duration::from_millis(20));
        write_site(&root.join("www"), "www").unwrap();
        assert_eq!(fs::metadata(&out).unwrap().modified().unwrap(), written);
        fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn rendering_escapes_names() {
        let text = render(&super::Precache {
            version: "0".into(),
            files: vec![
                ("a\"b\\c\n.js".into(), "1".into()),
                ("доска.png".into(), "2".into()),
            ],
        });
        assert!(
            text.contains("    \"a\\\"b\\\\c\\n.js\": \"1\",\n    \"доска.png\": \"2\"\n"),
            "{text}"
        );
    }
}
