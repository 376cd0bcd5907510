//! The finished files of each WebAssembly module, kept in `target/wasm-cache/<name>/`
//! with the key of what made them, so that a build whose input did not change skips
//! wasm-bindgen, wasm-opt and the renaming (minutes here) and copies them instead.
//!
//! The key is a hash of everything the files follow from: the wasm cargo wrote, the
//! module's settings (features, profile, wasm-opt goal), the wasm-bindgen and
//! wasm-opt versions, and the source of the steps that write the files (this
//! module's siblings, compiled in), so changing any of them rebuilds.

use crate::digest::sha256_hex;
use std::fs;
use std::path::{Path, PathBuf};

/// The sources of the steps after cargo: a change to any of them changes the output.
const PIPELINE: [&str; 5] = [
    include_str!("wasm.rs"),
    include_str!("wasm_opt.rs"),
    include_str!("wasm_names.rs"),
    include_str!("glue.rs"),
    include_str!("wasm_cache.rs"),
];

/// The name of the file in a module's cache directory that holds its key.
const KEY_FILE: &str = "key";

/// The SHA-256 of the pipeline's sources and of `parts` (each one with its length,
/// so that moving bytes from one part to the next changes it), as 64 hex digits:
/// the same on every machine and Rust version, unlike `DefaultHasher`.
pub fn key(parts: &[&[u8]]) -> String {
    let pipeline = PIPELINE.iter().map(|source| source.as_bytes());
    sha256_hex(pipeline.chain(parts.iter().copied()))
}

/// The files a module's build writes into the package directory: `<name>.js`,
/// `<name>_bg.wasm` and their typings.
pub fn outputs(name: &str) -> [String; 4] {
    [
        format!("{name}.js"),
        format!("{name}_bg.wasm"),
        format!("{name}.d.ts"),
        format!("{name}_bg.wasm.d.ts"),
    ]
}

/// Copies module `name`'s files (those of [`outputs`] that exist) from `from` to `to`;
/// one that holds the same bytes already is left alone, so it keeps its date.
pub fn copy_outputs(name: &str, from: &Path, to: &Path) -> Result<(), String> {
    for file in outputs(name) {
        let source = from.join(&file);
        let Ok(bytes) = fs::read(&source) else {
            continue;
        };
        let target = to.join(&file);
        if fs::read(&target).is_ok_and(|old| old == bytes) {
            continue;
        }
        fs::write(&target, bytes)
            .map_err(|e| format!("cannot copy {} to {}: {e}", source.display(), to.display()))?;
    }
    Ok(())
}

/// One module's cache directory.
pub struct Cache {
    dir: PathBuf,
    name: String,
}

impl Cache {
    /// The cache of module `name` under `cache_root` (`target/wasm-cache`).
    pub fn new(cache_root: &Path, name: &str) -> Cache {
        Cache {
            dir: cache_root.join(name),
            name: name.to_owned(),
        }
    }

    /// Copies the cached files into `out` when they were made under `key`; `false`
    /// (and nothing copied) when the key differs or a file is missing.
    pub fn restore(&self, key: &str, out: &Path) -> bool {
        let stored = fs::read_to_string(self.dir.join(KEY_FILE)).unwrap_or_default();
        if stored.trim() != key {
            return false;
        }
        let files: Vec<String> = outputs(&self.name)
            .into_iter()
            .filter(|f| self.dir.join(f).is_file())
            .collect();
        // The glue and the module at least: anything less is a broken cache.
        if files.len() < 2 || !files.iter().any(|f| f.ends_with("_bg.wasm")) {
            return false;
        }
        copy_outputs(&self.name, &self.dir, out).is_ok()
    }

    /// Keeps the module's files from `out` under `key`. The key is written last, so
    /// an interrupted store is never taken for a complete one.
    pub fn store(&self, key: &str, out: &Path) -> Result<(), String> {
        let fail = |e: std::io::Error| format!("cannot write {}: {e}", self.dir.display());
        let _ = fs::remove_dir_all(&self.dir);
        fs::create_dir_all(&self.dir).map_err(fail)?;
        copy_outputs(&self.name, out, &self.dir)?;
        fs::write(self.dir.join(KEY_FILE), key).map_err(fail)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh directory under the system's temporary one.
    fn scratch(label: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("xtask-wasm-cache-{label}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn the_key_follows_every_part() {
        let base = key(&[b"wasm bytes", b"features", b"-O2"]);
        assert_eq!(base, key(&[b"wasm bytes", b"features", b"-O2"]));
        assert_ne!(base, key(&[b"wasm bytez", b"features", b"-O2"]));
        assert_ne!(base, key(&[b"wasm bytes", b"features", b"-O3"]));
        // Bytes moved from one part to the next are another input.
        assert_ne!(key(&[b"ab", b"c"]), key(&[b"a", b"bc"]));
        assert_eq!(base.len(), 64);
    }

    #[test]
    fn restores_only_what_was_stored_under_the_same_key() {
        let root = scratch("roundtrip");
        let (out, cache_root) = (root.join("pkg"), root.join("cache"));
        fs::create_dir_all(&out).unwrap();
        let cache = Cache::new(&cache_root, "m");
        // Nothing stored yet.
        assert!(!cache.restore("k1", &out));
        fs::write(out.join("m.js"), "glue").unwrap();
        fs::write(out.join("m_bg.wasm"), "module").unwrap();
        fs::write(out.join("m.d.ts"), "types").unwrap();
        fs::write(out.join("other.js"), "not this module's").unwrap();
        cache.store("k1", &out).unwrap();

        let fresh = root.join("fresh");
        fs::create_dir_all(&fresh).unwrap();
        assert!(!cache.restore("k2", &fresh), "another key restores nothing");
        assert!(!fresh.join("m.js").exists());
        assert!(cache.restore("k1", &fresh));
        assert_eq!(fs::read_to_string(fresh.join("m.js")).unwrap(), "glue");
        assert_eq!(
            fs::read_to_string(fresh.join("m_bg.wasm")).unwrap(),
            "module"
        );
        assert_eq!(fs::read_to_string(fresh.join("m.d.ts")).unwrap(), "types");
        assert!(!fresh.join("m_bg.wasm.d.ts").exists());
        assert!(!fresh.join("other.js").exists());

        // A cache that lost its module is not used.
        fs::remove_file(cache_root.join("m").join("m_bg.wasm")).unwrap();
        let again = root.join("again");
        fs::create_dir_all(&again).unwrap();
        assert!(!cache.restore("k1", &again));
        let _ = fs::remove_dir_all(&root);
    }
}
