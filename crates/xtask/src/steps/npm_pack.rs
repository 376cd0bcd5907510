//! The npm package (`cargo xtask pack`): `target/npm/<name>-<version>.tgz`, made by
//! `npm pack` from a staging folder that holds the package's own files (`npm/`: its
//! `package.json`, entry modules, types and README), every module of `www/` that they
//! import (followed from file to file, as the browser would), the string tables, and
//! the two WebAssembly modules with their glue and types (`www/pkg/`, which the wasm
//! build makes). The layout is `www/`'s, so the modules' relative imports and their
//! `new URL('./pkg/…', import.meta.url)` find the same files in the package.

use crate::process;
use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The package's own files, relative to the workspace root.
const SOURCES: &str = "npm";

/// Where the package and its staging folder go, relative to the workspace root.
const OUTPUT: &str = "target/npm";

/// Modules of `www/` the package exports besides what its entries import.
const EXPORTED: [&str; 3] = ["go-board.js", "diagram.js", "print.js"];

/// Other files of `www/` the package carries: the print view's stylesheet.
const ASSETS: [&str; 1] = ["print.css"];

/// The generated files of `www/pkg/` the package carries (no precompressed copies).
const WASM_FILES: [&str; 16] = [
    "weiqi_web.js",
    "weiqi_web.d.ts",
    "weiqi_web_bg.wasm",
    "weiqi_web_bg.wasm.d.ts",
    "weiqi_extras.js",
    "weiqi_extras.d.ts",
    "weiqi_extras_bg.wasm",
    "weiqi_extras_bg.wasm.d.ts",
    "weiqi_count.js",
    "weiqi_count.d.ts",
    "weiqi_count_bg.wasm",
    "weiqi_count_bg.wasm.d.ts",
    "weiqi_live.js",
    "weiqi_live.d.ts",
    "weiqi_live_bg.wasm",
    "weiqi_live_bg.wasm.d.ts",
];

/// The string tables `i18n.js` imports by a computed name (`strings/built/${lang}.js`).
const BUILT_STRINGS: &str = "strings/built";

/// The licence texts of `license = "MIT OR Apache-2.0"`, from the repository's root.
const LICENCES: [&str; 2] = ["LICENSE-APACHE", "LICENSE-MIT"];

/// Stages and packs the package; returns the tarball's path. `www/pkg/` and
/// `www/strings/built/` must have been built.
pub fn write(root: &Path) -> Result<PathBuf, String> {
    let www = root.join("www");
    let sources = root.join(SOURCES);
    let output = root.join(OUTPUT);
    let stage = output.join("package");
    if stage.exists() {
        fs::remove_dir_all(&stage).map_err(|e| format!("cannot clear {}: {e}", stage.display()))?;
    }
    fs::create_dir_all(&stage).map_err(|e| format!("cannot create {}: {e}", stage.display()))?;

    let version = crate_version(&root.join("web/Cargo.toml"))?;
    let mut entries = Vec::new();
    for entry in list(&sources)? {
        let from = sources.join(&entry);
        let text = read(&from)?;
        let text = if entry == "package.json" {
            stamp_version(&text, &version)?
        } else {
            text
        };
        write_file(&stage.join(&entry), &text)?;
        if entry.ends_with(".js") {
            entries.push((entry, text));
        }
    }

    // Every www module the entries reach, through static and literal dynamic imports.
    let mut modules = BTreeSet::new();
    let mut pending: Vec<String> = entries
        .iter()
        .flat_map(|(_, text)| relative_imports(text))
        .chain(EXPORTED.iter().map(|s| (*s).to_owned()))
        .collect();
    while let Some(path) = pending.pop() {
        let path = normalize(&path)?;
        if path.starts_with("pkg/") || !modules.insert(path.clone()) {
            continue;
        }
        let text = read(&www.join(&path))?;
        let folder = Path::new(&path)
            .parent()
            .map(|p| p.to_string_lossy().into_owned())
            .unwrap_or_default();
        for import in relative_imports(&text) {
            pending.push(if folder.is_empty() {
                import
            } else {
                format!("{folder}/{import}")
            });
        }
    }
    for built in list(&www.join(BUILT_STRINGS))? {
        if built.ends_with(".js") {
            modules.insert(format!("{BUILT_STRINGS}/{built}"));
        }
    }
    for module in modules.iter().map(String::as_str).chain(ASSETS) {
        copy(&www.join(module), &stage.join(module))?;
    }
    for file in WASM_FILES {
        copy(&www.join("pkg").join(file), &stage.join("pkg").join(file))?;
    }
    for licence in LICENCES {
        copy(&root.join(licence), &stage.join(licence))?;
    }
    println!(
        "target/npm/package: {} modules of www/, {} files of www/pkg/",
        modules.len(),
        WASM_FILES.len()
    );

    let before = tarballs(&output)?;
    process::run(
        &stage,
        "npm",
        &[
            "pack",
            "--pack-destination",
            "..",
            "--no-audit",
            "--no-fund",
        ],
    )?;
    let name = package_name(&read(&stage.join("package.json"))?)?;
    let tarball = output.join(format!("{name}-{version}.tgz"));
    if !tarball.exists() {
        return Err(format!(
            "npm pack did not write {} (found {:?})",
            tarball.display(),
            tarballs(&output)?.difference(&before).collect::<Vec<_>>()
        ));
    }
    let size = fs::metadata(&tarball).map(|m| m.len()).unwrap_or(0);
    println!(
        "{}: {:.1} KB",
        tarball
            .strip_prefix(root)
            .unwrap_or(&tarball)
            .to_string_lossy(),
        size as f64 / 1000.0
    );
    Ok(tarball)
}

/// The `version = "…"` of a Cargo manifest's `[package]`.
fn crate_version(manifest: &Path) -> Result<String, String> {
    read(manifest)?
        .lines()
        .find_map(|line| {
            let value = line.trim().strip_prefix("version")?.trim_start();
            let value = value.strip_prefix('=')?.trim();
            Some(value.trim_matches('"').to_owned())
        })
        .ok_or_else(|| format!("{}: no version line", manifest.display()))
}

/// `package.json` with its `"version"` (a placeholder, `0.0.0`) set to `version`.
fn stamp_version(text: &str, version: &str) -> Result<String, String> {
    let mut manifest = manifest(text)?;
    match manifest.get_mut("version") {
        Some(field) if field == "0.0.0" => *field = version.into(),
        _ => {
            return Err(
                "npm/package.json: no `\"version\": \"0.0.0\"` for the build to fill in".into(),
            )
        }
    }
    let mut text = serde_json::to_string_pretty(&manifest)
        .map_err(|e| format!("npm/package.json: cannot write it: {e}"))?;
    text.push('\n');
    Ok(text)
}

/// The `"name"` of a `package.json`.
fn package_name(text: &str) -> Result<String, String> {
    manifest(text)?
        .get("name")
        .and_then(serde_json::Value::as_str)
        .map(str::to_owned)
        .ok_or_else(|| "npm/package.json: no \"name\"".into())
}

/// A `package.json`, read.
fn manifest(text: &str) -> Result<serde_json::Value, String> {
    serde_json::from_str(text).map_err(|e| format!("npm/package.json: {e}"))
}

/// The relative module paths `text` imports: `from './x.js'`, `import './x.js'` and
/// `import('./x.js')` with a literal path.
fn relative_imports(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for prefix in ["from ", "import ", "import("] {
        let mut rest = text;
        while let Some(at) = rest.find(prefix) {
            rest = &rest[at + prefix.len()..];
            let quote = match rest.chars().next() {
                Some(q @ ('\'' | '"')) => q,
                _ => continue,
            };
            let Some(end) = rest[1..].find(quote) else {
                continue;
            };
            let path = &rest[1..1 + end];
            if path.starts_with("./") || path.starts_with("../") {
                found.push(path.to_owned());
            }
        }
    }
    found
}

/// `a/./b/../c.js` as `a/c.js`; a path that leaves `www/` is an error.
fn normalize(path: &str) -> Result<String, String> {
    let mut parts: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop().ok_or_else(|| format!("`{path}` leaves www/"))?;
            }
            other => parts.push(other),
        }
    }
    Ok(parts.join("/"))
}

/// The file names in `dir`, sorted.
fn list(dir: &Path) -> Result<Vec<String>, String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("cannot list {}: {e}", dir.display()))?;
    let mut names: Vec<String> = entries
        .filter_map(|e| {
            let e = e.ok()?;
            e.file_type().ok()?.is_file().then_some(())?;
            e.file_name().into_string().ok()
        })
        .collect();
    names.sort();
    Ok(names)
}

/// The `.tgz` files in `dir`.
fn tarballs(dir: &Path) -> Result<BTreeSet<String>, String> {
    Ok(list(dir)?
        .into_iter()
        .filter(|n| n.ends_with(".tgz"))
        .collect())
}

fn read(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| {
        format!(
            "cannot read {}: {e} (run `cargo xtask build` first)",
            path.display()
        )
    })
}

fn write_file(path: &Path, text: &str) -> Result<(), String> {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent)
            .map_err(|e| format!("cannot create {}: {e}", parent.display()))?;
    }
    fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

fn copy(from: &Path, to: &Path) -> Result<(), String> {
    if let Some(parent) = to.parent() {
        fs::create_dir_all(parent)
            .map_err(|e| format!("cannot create {}: {e}", parent.display()))?;
    }
    fs::copy(from, to).map(|_| ()).map_err(|e| {
        format!(
            "cannot copy {}: {e} (run `cargo xtask build` first)",
            from.display()
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn imports_are_found_in_every_form() {
        let text = "import { a } from './a.js';\nimport './b.js';\nconst c = await import('../c.js');\nimport x from 'node:fs';\nimport(`./strings/${lang}.js`);";
        assert_eq!(relative_imports(text), ["./a.js", "./b.js", "../c.js"]);
    }

    #[test]
    fn paths_are_normalized_inside_www() {
        assert_eq!(
            normalize("embed/../strings/./languages.js").unwrap(),
            "strings/languages.js"
        );
        assert!(normalize("../outside.js").is_err());
    }

    #[test]
    fn the_version_is_stamped() {
        let text = "{\n  \"name\": \"weiqi-go\",\n  \"version\": \"0.0.0\"\n}";
        let stamped = stamp_version(text, "1.2.3").unwrap();
        assert!(stamped.contains("\"version\": \"1.2.3\""));
        assert_eq!(package_name(&stamped).unwrap(), "weiqi-go");
    }
}
