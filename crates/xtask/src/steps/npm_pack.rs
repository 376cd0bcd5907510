//! The npm package (`cargo xtask pack`): `target/npm/<name>-<version>.tgz`, made by
//! `npm pack` from a staging folder that holds the package's own files (`npm/`: its
//! `package.json`, entry modules, types and README), every module that they import
//! (esbuild's metafile: from `www/`, or the string tables and glue the build generates
//! in `target/www-gen/`), and the WebAssembly modules with their types
//! (`target/www-gen/pkg/`). The layout is `www/`'s, so the modules' relative imports
//! and their `new URL('./pkg/…', import.meta.url)` find the same files in the package.

use crate::{node, process, workspace};
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

/// The generated files of `pkg/` the package carries.
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

/// The bundler's folder, whose esbuild lists the modules the package needs.
const TOOLS: &str = "tools/bundle";

/// The licence texts of `license = "MIT OR Apache-2.0"`, from the repository's root.
const LICENCES: [&str; 2] = ["LICENSE-APACHE", "LICENSE-MIT"];

/// Stages and packs the package; returns the tarball's path. The generated files
/// (`target/www-gen/`) must have been built.
pub fn write(root: &Path) -> Result<PathBuf, String> {
    let www = root.join("www");
    let generated = workspace::generated(root);
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
            entries.push(entry);
        }
    }

    // Every module the entries reach (static imports and literal dynamic ones), as
    // esbuild's metafile lists them: from www/, or from the generated files.
    let names: Vec<&str> = entries.iter().map(String::as_str).chain(EXPORTED).collect();
    let modules = reached_modules(root, &[&stage, &www, &generated], &names)?;
    let mut copied = 0;
    for module in &modules {
        if stage.join(module).exists() {
            continue;
        }
        let from = [&www, &generated]
            .iter()
            .map(|layer| layer.join(module))
            .find(|file| file.is_file())
            .ok_or_else(|| format!("{module} is in neither www/ nor {}", generated.display()))?;
        copy(&from, &stage.join(module))?;
        copied += 1;
    }
    for asset in ASSETS {
        copy(&www.join(asset), &stage.join(asset))?;
    }
    for file in WASM_FILES {
        copy(
            &generated.join("pkg").join(file),
            &stage.join("pkg").join(file),
        )?;
    }
    for licence in LICENCES {
        copy(&root.join(licence), &stage.join(licence))?;
    }
    println!(
        "target/npm/package: {copied} modules of www/ and the generated files, {} files of pkg/",
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

/// The modules that `entries` reach, relative to `layers` (the first that has a path
/// gives it): esbuild's metafile, read by `tools/bundle/imports.mjs`.
fn reached_modules(root: &Path, layers: &[&Path], entries: &[&str]) -> Result<Vec<String>, String> {
    node::install(&root.join(TOOLS), TOOLS)?;
    let mut args = vec![format!("{TOOLS}/imports.mjs")];
    for layer in layers {
        args.push("--layer".into());
        args.push(layer.to_string_lossy().into_owned());
    }
    args.extend(entries.iter().map(|e| (*e).to_owned()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let output = process::capture(root, "node", &args)
        .map_err(|e| format!("cannot list the package's modules: {e}"))?;
    serde_json::from_str(&output)
        .map_err(|e| format!("{TOOLS}/imports.mjs printed no list of modules ({e}): {output}"))
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
    fn the_version_is_stamped() {
        let text = "{\n  \"name\": \"weiqi-go\",\n  \"version\": \"0.0.0\"\n}";
        let stamped = stamp_version(text, "1.2.3").unwrap();
        assert!(stamped.contains("\"version\": \"1.2.3\""));
        assert_eq!(package_name(&stamped).unwrap(), "weiqi-go");
    }
}
