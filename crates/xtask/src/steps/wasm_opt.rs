//! `wasm-opt -Oz` on the module wasm-bindgen wrote, and only when the result keeps the
//! interface the generated JavaScript relies on.
//!
//! The wasm-opt used is binaryen's npm package, pinned in `web/package.json` (installed
//! with `npm ci` when missing); a `wasm-opt` on PATH is the fallback.
//!
//! Old binaryen releases mis-handle modules with two tables (functions, and the
//! `externref` table wasm-bindgen adds): Debian's binaryen 108 points the exported
//! `__wbindgen_externrefs` at the function table, and the module then fails at
//! `init()`. So the exported tables are compared before and after, and a module that
//! changed is thrown away with a message. (The Node tests check everything else.)

use crate::process;
use crate::sizes::gzipped_size;
use std::fs;
use std::path::Path;
use std::sync::OnceLock;
use wasmparser::{ExternalKind, Parser, Payload, RefType, TypeRef};

/// The WebAssembly features rustc uses by default for `wasm32-unknown-unknown`,
/// which wasm-opt must accept.
const WASM_FEATURES: [&str; 6] = [
    "--enable-bulk-memory",
    "--enable-multivalue",
    "--enable-mutable-globals",
    "--enable-nontrapping-float-to-int",
    "--enable-reference-types",
    "--enable-sign-ext",
];

/// What a module is optimised for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The smallest gzipped: the main module, which every page downloads first.
    Size,
    /// Speed at this wasm-opt level (`-O2`): the estimator, whose playouts the player
    /// waits for; its budget is checked after.
    Speed(&'static str),
    /// Speed at this level for a module built with WebAssembly SIMD (`simd128`, the
    /// teacher's): wasm-opt is told to accept SIMD, which the others leave off.
    SimdSpeed(&'static str),
}

/// The optimisation levels tried for [`Goal::Size`]. What counts is the gzipped size,
/// and `-Oz`, which makes the smallest raw module, gzips larger than `-O1` here
/// (measured: 105.6 KB against 100.1 KB on the same input), and `-O1 --converge`
/// (repeated until nothing changes) gzips smaller still (99.9 KB): so each is tried
/// and the smallest kept. The fourth inlines first the functions of a couple of
/// instructions only (binaryen's "always inline" size; none that would grow the
/// module): at the rules crate's opt-level "z" many per-move helpers stay calls,
/// and this is both smaller (measured: 101 668 against 102 023 bytes gzipped
/// before the renaming step) and faster per move than `-O1 --converge` alone.
const SIZE_LEVELS: [&[&str]; 4] = [
    &["-O1"],
    &["-O1", "--converge"],
    &["-Oz"],
    &[
        "--inlining-optimizing",
        "--one-caller-inline-max-function-size=0",
        "--flexible-inline-max-function-size=0",
        "-O1",
        "--converge",
    ],
];

/// Optimises `module` in place with wasm-opt when that is installed. For
/// [`Goal::Size`], of the module and its optimised versions that pass the check, the
/// smallest gzipped is kept; for [`Goal::Speed`], the one level's output if it passes.
pub fn optimize(root: &Path, module: &Path, goal: Goal) {
    let program = wasm_opt_program(root);
    let Ok(version) = process::capture(root, &program, &["--version"]) else {
        println!(
            "wasm-opt not found: the module is not optimised further \
             (binaryen provides it, e.g. `apt-get install binaryen`)"
        );
        return;
    };
    let version = version.trim();
    if let Goal::Speed(level) | Goal::SimdSpeed(level) = goal {
        println!("{version} {level}: optimising for speed");
        let optimized = module.with_extension("opt.wasm");
        let flags: &[&str] = if matches!(goal, Goal::SimdSpeed(_)) {
            &[level, "--enable-simd"]
        } else {
            &[level]
        };
        match run_wasm_opt(root, &program, flags, module, &optimized) {
            Ok(()) => match fs::rename(&optimized, module) {
                Ok(()) => println!("{version} {level}: kept"),
                Err(e) => println!("{version} {level}: cannot replace the module ({e})"),
            },
            Err(reason) => println!("{version} {level}: {reason}; not used"),
        }
        let _ = fs::remove_file(&optimized);
        return;
    }
    println!("{version}: optimising for size");
    let Some(mut best) = gzipped_size(module) else {
        println!("{version}: gzip not found, so sizes cannot be compared; module kept as it is");
        return;
    };
    for flags in SIZE_LEVELS {
        let level = flags.join(" ");
        let optimized = module.with_extension("opt.wasm");
        match run_wasm_opt(root, &program, flags, module, &optimized) {
            Ok(()) => match gzipped_size(&optimized) {
                Some(size) if size < best => {
                    println!("{version} {level}: {size} bytes gzipped, kept");
                    best = size;
                    if let Err(e) = fs::rename(&optimized, module) {
                        println!("{version} {level}: cannot replace the module ({e})");
                    }
                }
                Some(size) => println!("{version} {level}: {size} bytes gzipped, not smaller"),
                None => println!("{version} {level}: its output could not be measured"),
            },
            Err(reason) => println!("{version} {level}: {reason}; not used"),
        }
        let _ = fs::remove_file(&optimized);
    }
}

/// Which wasm-opt a build uses, for the build's cache key: its program and what its
/// `--version` says (`none` when it does not run). Asked once per build.
pub fn identity(root: &Path) -> String {
    static IDENTITY: OnceLock<String> = OnceLock::new();
    IDENTITY
        .get_or_init(|| {
            let program = wasm_opt_program(root);
            let version = process::capture(root, &program, &["--version"])
                .map_or_else(|_| "none".to_owned(), |v| v.trim().to_owned());
            format!("{program} {version}")
        })
        .clone()
}

/// Optimises `module` into `optimized` at `level` and checks that the exported
/// tables are unchanged.
fn run_wasm_opt(
    root: &Path,
    program: &str,
    flags: &[&str],
    module: &Path,
    optimized: &Path,
) -> Result<(), String> {
    let input = relative(root, module);
    let output = relative(root, optimized);
    let mut args = flags.to_vec();
    args.extend(WASM_FEATURES);
    args.extend([input.as_str(), "-o", output.as_str()]);
    process::run(root, program, &args).map_err(|e| format!("it failed ({e})"))?;

    let read = |path: &Path| fs::read(path).map_err(|e| format!("cannot read its output ({e})"));
    let before = exported_tables(&read(module)?);
    let after = exported_tables(&read(optimized)?);
    match (before, after) {
        (Some(before), Some(after)) if before == after => {}
        (Some(before), Some(after)) => {
            return Err(format!(
                "it changed the exported tables ({} became {}), which breaks init(); \
                 a newer binaryen may not",
                describe(&before),
                describe(&after)
            ))
        }
        _ => return Err("its output could not be checked".into()),
    }
    Ok(())
}

/// binaryen's wasm-opt from `web/node_modules` (running `npm ci` there first when it
/// is missing), else `wasm-opt` from PATH.
fn wasm_opt_program(root: &Path) -> String {
    let web = root.join("web");
    let local = web.join("node_modules/.bin/wasm-opt");
    if !local.exists() && web.join("package-lock.json").exists() {
        println!("installing binaryen's wasm-opt (web/package.json)");
        if let Err(e) = process::run(&web, "npm", &["ci", "--no-audit", "--no-fund"]) {
            println!("npm ci in web/ failed ({e}); trying wasm-opt from PATH");
        }
    }
    if local.exists() {
        local.to_string_lossy().into_owned()
    } else {
        "wasm-opt".into()
    }
}

/// `path` relative to `root` for the command line, when it is inside it.
fn relative(root: &Path, path: &Path) -> String {
    path.strip_prefix(root)
        .unwrap_or(path)
        .to_string_lossy()
        .into_owned()
}

/// `name: type` pairs for a message.
fn describe(tables: &[(String, RefType)]) -> String {
    let items: Vec<String> = tables
        .iter()
        .map(|(name, element)| format!("{name}: {element}"))
        .collect();
    format!("[{}]", items.join(", "))
}

/// Each exported table's name and element type (`funcref`, `externref`), in export
/// order; `None` if the module cannot be read (by `wasmparser`).
fn exported_tables(module: &[u8]) -> Option<Vec<(String, RefType)>> {
    // Imported tables come first in the index space, then the module's own.
    let mut tables = Vec::new();
    let mut exports = Vec::new();
    for payload in Parser::new(0).parse_all(module) {
        match payload.ok()? {
            Payload::ImportSection(reader) => {
                for import in reader.into_imports() {
                    if let TypeRef::Table(table) = import.ok()?.ty {
                        tables.push(table.element_type);
                    }
                }
            }
            Payload::TableSection(reader) => {
                for table in reader {
                    tables.push(table.ok()?.ty.element_type);
                }
            }
            Payload::ExportSection(reader) => {
                for export in reader {
                    let export = export.ok()?;
                    if export.kind == ExternalKind::Table {
                        exports.push((export.name.to_owned(), export.index as usize));
                    }
                }
            }
            _ => {}
        }
    }
    exports
        .into_iter()
        .map(|(name, index)| Some((name, *tables.get(index)?)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{describe, exported_tables};

    /// A module with a function table and an externref table, exporting `index`
    /// as `t`.
    fn module(index: u32) -> Vec<u8> {
        use wasm_encoder::{ExportKind, ExportSection, Module, TableSection, TableType};
        let table = |element_type, minimum| TableType {
            element_type,
            table64: false,
            minimum,
            maximum: None,
            shared: false,
        };
        let mut tables = TableSection::new();
        tables.table(table(wasm_encoder::RefType::FUNCREF, 1));
        tables.table(table(wasm_encoder::RefType::EXTERNREF, 2));
        let mut exports = ExportSection::new();
        exports.export("t", ExportKind::Table, index);
        let mut module = Module::new();
        module.section(&tables).section(&exports);
        module.finish()
    }

    #[test]
    fn finds_the_type_of_each_exported_table() {
        let only = |m: Vec<u8>| exported_tables(&m).map(|t| describe(&t));
        assert_eq!(only(module(1)).as_deref(), Some("[t: externref]"));
        assert_eq!(only(module(0)).as_deref(), Some("[t: funcref]"));
        assert_eq!(exported_tables(&module(2)), None);
        assert_eq!(exported_tables(b"not wasm"), None);
        let mut cut = module(1);
        cut.truncate(12);
        assert_eq!(exported_tables(&cut), None);
    }
}
