//! Precompressed copies of the bundled site: `<file>.br` (brotli, quality 11) and
//! `<file>.gz` (gzip, level 9) beside every text and wasm file of `target/site/`
//! (`steps/bundle.rs`; `www/` itself gets none, it stays as committed), made once at build
//! time so that `cargo xtask serve`, nginx (`brotli_static`, `gzip_static`) or Apache
//! send them without compressing on each request.
//!
//! A copy is remade only when it is older than its file and no longer unpacks to
//! it (a file written again with the same bytes keeps its copies); a copy whose file is gone is
//! deleted; a file that would not shrink gets no copy (it is sent as it is). The
//! compressors are the `brotli` and `flate2` crates.

use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// The endings of the copies, with their `Content-Encoding`.
pub const ENCODINGS: [(&str, &str); 2] = [("br", ".br"), ("gzip", ".gz")];

/// Extensions of the files worth compressing: text and WebAssembly (images and fonts
/// are compressed already).
const COMPRESSIBLE: [&str; 11] = [
    "html",
    "js",
    "mjs",
    "css",
    "wasm",
    "json",
    "webmanifest",
    "svg",
    "txt",
    "sgf",
    "xml",
];

/// Files smaller than this are sent as they are: the header costs more than the saving.
const SMALLEST: u64 = 256;

/// Whether a file of this name is one the step compresses.
pub fn is_compressible(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| COMPRESSIBLE.contains(&e.to_ascii_lowercase().as_str()))
}

/// Whether this name is a precompressed copy (`app.js.br`, `style.css.gz`).
pub fn is_copy(name: &str) -> bool {
    ENCODINGS.iter().any(|(_, ending)| name.ends_with(ending))
}

/// What one run did, for its summary line.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Copies written.
    pub written: usize,
    /// Copies already up to date.
    pub kept: usize,
    /// Stale copies deleted.
    pub removed: usize,
    /// The compressible bytes, and what brotli made of them.
    pub raw: u64,
    /// Total size of the `.br` copies (or the file, where it got none).
    pub brotli: u64,
}

/// Writes the copies under `www` and deletes orphaned ones; prints a summary.
pub fn write(www: &Path) -> Result<Tally, String> {
    let mut files = Vec::new();
    list(www, &mut files).map_err(|e| format!("cannot list {}: {e}", www.display()))?;
    let mut tally = Tally::default();
    for path in &files {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if is_copy(name) {
            let source = path.with_extension("");
            if !source.is_file() || !is_compressible(&source) {
                fs::remove_file(path)
                    .map_err(|e| format!("cannot delete {}: {e}", path.display()))?;
                tally.removed += 1;
            }
            continue;
        }
        if is_compressible(path) {
            compress_one(path, &mut tally)?;
        }
    }
    let root = crate::workspace::root();
    println!(
        "{}/: {} copies written, {} up to date, {} stale deleted; {} of text and wasm, {} as brotli",
        www.strip_prefix(&root).unwrap_or(www).display(),
        tally.written,
        tally.kept,
        tally.removed,
        crate::sizes::kb(tally.raw),
        crate::sizes::kb(tally.brotli)
    );
    Ok(tally)
}

/// Brings the two copies of `path` up to date.
fn compress_one(path: &Path, tally: &mut Tally) -> Result<(), String> {
    let shown = path.display();
    let metadata = fs::metadata(path).map_err(|e| format!("cannot read {shown}: {e}"))?;
    tally.raw += metadata.len();
    let modified = metadata.modified().unwrap_or(SystemTime::now());
    let copies: Vec<(PathBuf, &str)> = ENCODINGS
        .iter()
        .map(|(encoding, ending)| (copy_path(path, ending), *encoding))
        .collect();
    let fresh = |copy: &Path| {
        fs::metadata(copy)
            .and_then(|m| m.modified())
            .is_ok_and(|time| time >= modified)
    };
    if metadata.len() < SMALLEST {
        for (copy, _) in &copies {
            if copy.exists() {
                fs::remove_file(copy)
                    .map_err(|e| format!("cannot delete {}: {e}", copy.display()))?;
                tally.removed += 1;
            }
        }
        tally.brotli += metadata.len();
        return Ok(());
    }
    let mut bytes = None;
    for (copy, encoding) in &copies {
        if fresh(copy) {
            tally.kept += 1;
        } else {
            let content = match &bytes {
                Some(content) => content,
                None => {
                    bytes.insert(fs::read(path).map_err(|e| format!("cannot read {shown}: {e}"))?)
                }
            };
            // A file written again with the same bytes (the wasm build's cached
            // modules, the bundle) keeps its copies: unpacking one takes
            // milliseconds, brotli at quality 11 seconds.
            if holds(copy, encoding, content) {
                let touched = fs::File::options()
                    .write(true)
                    .open(copy)
                    .and_then(|f| f.set_modified(SystemTime::now()));
                if let Err(e) = touched {
                    return Err(format!("cannot touch {}: {e}", copy.display()));
                }
                tally.kept += 1;
                continue;
            }
            let packed =
                compress(content, encoding).map_err(|e| format!("cannot compress {shown}: {e}"))?;
            if packed.len() as u64 >= metadata.len() {
                let _ = fs::remove_file(copy);
                continue;
            }
            fs::write(copy, &packed)
                .map_err(|e| format!("cannot write {}: {e}", copy.display()))?;
            tally.written += 1;
        }
    }
    let br = copies[0].0.as_path();
    tally.brotli += fs::metadata(br).map_or(metadata.len(), |m| m.len());
    Ok(())
}

/// Whether the copy at `copy`, in `encoding`, unpacks to exactly `content`.
fn holds(copy: &Path, encoding: &str, content: &[u8]) -> bool {
    let Ok(packed) = fs::read(copy) else {
        return false;
    };
    let mut unpacked = Vec::with_capacity(content.len());
    let read = match encoding {
        "br" => brotli::BrotliDecompress(&mut &packed[..], &mut unpacked),
        "gzip" => flate2::read::GzDecoder::new(&packed[..])
            .read_to_end(&mut unpacked)
            .map(|_| ()),
        _ => return false,
    };
    read.is_ok() && unpacked == content
}

/// `path` with `ending` added: `app.js` → `app.js.br`.
pub fn copy_path(path: &Path, ending: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(ending);
    PathBuf::from(name)
}

/// `bytes` compressed in `encoding` (`br` or `gzip`), at the smallest setting.
pub fn compress(bytes: &[u8], encoding: &str) -> io::Result<Vec<u8>> {
    match encoding {
        "br" => {
            let mut out = Vec::with_capacity(bytes.len() / 3);
            let params = brotli::enc::BrotliEncoderParams {
                quality: 11,
                lgwin: 22,
                size_hint: bytes.len(),
                ..Default::default()
            };
            brotli::BrotliCompress(&mut &bytes[..], &mut out, &params)?;
            Ok(out)
        }
        "gzip" => {
            let mut encoder =
                flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
            encoder.write_all(bytes)?;
            encoder.finish()
        }
        other => Err(io::Error::other(format!("unknown encoding {other}"))),
    }
}

/// Every file under `dir`, hidden ones (`.git/`) and `node_modules` left out.
fn list(dir: &Path, files: &mut Vec<PathBuf>) -> io::Result<()> {
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if name.starts_with('.') || name == "node_modules" {
            continue;
        }
        let kind = entry.file_type()?;
        if kind.is_dir() {
            list(&entry.path(), files)?;
        } else if kind.is_file() {
            files.push(entry.path());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{compress, copy_path, is_compressible, write};
    use std::fs;
    use std::io::Read;
    use std::path::Path;

    #[test]
    fn writes_both_copies_that_decompress_to_the_file() {
        let www = std::env::temp_dir().join(format!("xtask-compress-{}", std::process::id()));
        let _ = fs::remove_dir_all(&www);
        fs::create_dir_all(www.join("pkg")).unwrap();
        let script = "export const board = 'a board of nineteen lines';\n".repeat(40);
        fs::write(www.join("app.js"), &script).unwrap();
        fs::write(www.join("pkg/m_bg.wasm"), [0u8; 4096]).unwrap();
        fs::write(www.join("tiny.css"), "a{}").unwrap();
        fs::write(www.join("icon.png"), [7u8; 4096]).unwrap();
        fs::write(www.join("gone.js.br"), "stale").unwrap();

        let first = write(&www).unwrap();
        assert_eq!((first.written, first.kept, first.removed), (4, 0, 1));
        let br = fs::read(www.join("app.js.br")).unwrap();
        let mut unpacked = Vec::new();
        brotli::BrotliDecompress(&mut &br[..], &mut unpacked).unwrap();
        assert_eq!(unpacked, script.as_bytes());
        let gz = fs::read(www.join("app.js.gz")).unwrap();
        let mut text = String::new();
        flate2::read::GzDecoder::new(&gz[..])
            .read_to_string(&mut text)
            .unwrap();
        assert_eq!(text, script);
        assert!(www.join("pkg/m_bg.wasm.br").is_file());
        assert!(
            !www.join("tiny.css.br").exists(),
            "too small to be worth it"
        );
        assert!(!www.join("icon.png.br").exists(), "not a text or wasm file");
        assert!(
            !www.join("gone.js.br").exists(),
            "orphaned copies are deleted"
        );

        let again = write(&www).unwrap();
        assert_eq!((again.written, again.kept, again.removed), (0, 4, 0));

        // Written again, newer than its copies: the same bytes keep them, other
        // bytes remake them.
        std::thread::sleep(std::time::Duration::from_millis(20));
        fs::write(www.join("app.js"), &script).unwrap();
        let same = write(&www).unwrap();
        assert_eq!((same.written, same.kept), (0, 4));
        std::thread::sleep(std::time::Duration::from_millis(20));
        let changed = format!("{script}// one more line\n");
        fs::write(www.join("app.js"), &changed).unwrap();
        let remade = write(&www).unwrap();
        assert_eq!((remade.written, remade.kept), (2, 2));
        let gz = fs::read(www.join("app.js.gz")).unwrap();
        let mut text = String::new();
        flate2::read::GzDecoder::new(&gz[..])
            .read_to_string(&mut text)
            .unwrap();
        assert_eq!(text, changed);
        fs::remove_dir_all(&www).unwrap();
    }

    #[test]
    fn knows_what_to_compress() {
        assert!(is_compressible(Path::new("a/index.html")));
        assert!(is_compressible(Path::new("pkg/x_bg.wasm")));
        assert!(!is_compressible(Path::new("icon.png")));
        assert!(!is_compressible(Path::new("app.js.br")));
        assert_eq!(
            copy_path(Path::new("a/b.js"), ".gz"),
            Path::new("a/b.js.gz")
        );
        assert!(compress(b"x", "deflate").is_err());
    }
}
