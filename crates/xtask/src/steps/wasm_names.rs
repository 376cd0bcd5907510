//! Short import and export names for a module and its JavaScript glue.
//!
//! wasm-bindgen names each import after its JavaScript function with a hash
//! (`__wbg_instanceof_CanvasRenderingContext2d_72a60be8aaadecab`), every import
//! repeats the module name `./weiqi_web_bg.js`, and exports keep their Rust-side
//! names (`record_setProperty`). Hashes do not compress: in the main module the
//! names cost about 2.4 KB gzipped. This step renames them in the `.wasm` (import
//! module `a`, names `a`, `b`, … `ba` …) and makes the same change in the glue,
//! where imports are the keys of one object and exports are read as `wasm.<name>`.
//! The export `memory` keeps its name: tests and benchmarks read `wasm.memory`.
//!
//! Anything of an unexpected shape (an import kind this reader does not know, an
//! import name not found once in the glue) is an error and nothing is written, so
//! a new wasm-bindgen version cannot produce a module and glue that disagree.

use std::fs;
use std::path::Path;
use wasm_encoder::reencode::{Reencode, RoundtripReencoder};
use wasm_encoder::{ExportSection, ImportSection, Module, RawSection};
use wasmparser::{Encoding, Parser, Payload};

/// The export that keeps its name.
const KEPT_EXPORT: &str = "memory";

/// Renames the imports and exports of `wasm` (`<dir>/<name>_bg.wasm`) and their
/// uses in the glue `<name>.js`, and the exports in the typings of what `init()`
/// returns (`<name>.d.ts`, `<name>_bg.wasm.d.ts`), in place.
pub fn shorten(dir: &Path, name: &str) -> Result<(), String> {
    let wasm = dir.join(format!("{name}_bg.wasm"));
    let glue = dir.join(format!("{name}.js"));
    let read = |path: &Path| {
        fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    };
    let write = |path: &Path, text: &[u8]| {
        fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
    };
    let bytes = fs::read(&wasm).map_err(|e| format!("cannot read {}: {e}", wasm.display()))?;
    let (module, renamed) = rename(&bytes)?;
    let glue_text = rewrite_glue(&read(&glue)?, &renamed)?;
    let types = [
        (dir.join(format!("{name}.d.ts")), "readonly "),
        (dir.join(format!("{name}_bg.wasm.d.ts")), "export const "),
    ];
    let mut typings = Vec::new();
    for (path, prefix) in types {
        if path.exists() {
            let text = rewrite_types(&read(&path)?, &renamed, prefix);
            typings.push((path, text));
        }
    }
    write(&wasm, &module)?;
    write(&glue, glue_text.as_bytes())?;
    for (path, text) in typings {
        write(&path, text.as_bytes())?;
    }
    Ok(())
}

/// Typings with the exports' new names, where they are declared as `<prefix><name>:`
/// — in `<name>.d.ts` only inside `interface InitOutput`, whose `readonly` lines
/// are the raw exports (a class's getters are `readonly` lines too).
fn rewrite_types(text: &str, renamed: &Renamed, prefix: &str) -> String {
    const INIT_OUTPUT: &str = "export interface InitOutput {";
    let (head, body, tail) = match text.find(INIT_OUTPUT) {
        Some(start) if prefix == "readonly " => {
            let end = text[start..].find("\n}").map_or(text.len(), |e| start + e);
            (&text[..start], &text[start..end], &text[end..])
        }
        _ => ("", text, ""),
    };
    let mut out = body.to_string();
    for (old, new) in &renamed.exports {
        out = out.replace(&format!("{prefix}{old}:"), &format!("{prefix}{new}:"));
    }
    format!("{head}{out}{tail}")
}

/// The names a module had and got.
#[derive(Debug, Default, PartialEq, Eq)]
struct Renamed {
    /// The import module's old and new name (one module: wasm-bindgen's glue).
    module: Option<(String, String)>,
    /// Each import's old and new name.
    imports: Vec<(String, String)>,
    /// Each renamed export's old and new name.
    exports: Vec<(String, String)>,
}

/// The `n`th short name: `a` … `z`, `A` … `Z`, then two characters (`aa`, `ab` …,
/// the second also a digit), then three.
fn short_name(n: usize) -> String {
    const FIRST: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const REST: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    if n < FIRST.len() {
        return (FIRST[n] as char).to_string();
    }
    let m = n - FIRST.len();
    let first = FIRST[(m / REST.len()) % FIRST.len()] as char;
    let second = REST[m % REST.len()] as char;
    // Past 52 + 52 × 62 names a third character: far more than any module has.
    match m / (REST.len() * FIRST.len()) {
        0 => format!("{first}{second}"),
        third => format!("{first}{second}{third}"),
    }
}

/// The short names in order, JavaScript keywords left out.
#[derive(Default)]
struct Names {
    next: usize,
}

impl Names {
    fn next_name(&mut self) -> String {
        const KEYWORDS: [&str; 3] = ["do", "if", "in"];
        loop {
            let name = short_name(self.next);
            self.next += 1;
            if !KEYWORDS.contains(&name.as_str()) {
                return name;
            }
        }
    }
}

/// The module with short import and export names, and what was renamed. The import
/// and export sections are read by `wasmparser` and written again by `wasm-encoder`;
/// every other section is copied byte for byte.
fn rename(bytes: &[u8]) -> Result<(Vec<u8>, Renamed), String> {
    let mut module = Module::new();
    let mut renamed = Renamed::default();
    let mut names = Names::default();
    for payload in Parser::new(0).parse_all(bytes) {
        let payload = payload.map_err(|e| format!("not a module this step can read: {e}"))?;
        match payload {
            Payload::Version {
                encoding: Encoding::Module,
                ..
            } => {}
            Payload::Version { .. } => return Err("a component, not a core module".into()),
            Payload::ImportSection(reader) => {
                module.section(&imports(reader, &mut renamed, &mut names)?);
            }
            Payload::ExportSection(reader) => {
                module.section(&exports(reader, &mut renamed, &mut names)?);
            }
            other => {
                if let Some((id, range)) = other.as_section() {
                    let data = bytes.get(range).ok_or("the module ends inside a section")?;
                    module.section(&RawSection { id, data });
                }
            }
        }
    }
    Ok((module.finish(), renamed))
}

/// The import section with short names; every import must come from one module.
fn imports(
    reader: wasmparser::ImportSectionReader,
    renamed: &mut Renamed,
    names: &mut Names,
) -> Result<ImportSection, String> {
    let mut section = ImportSection::new();
    for import in reader.into_imports() {
        let import = import.map_err(|e| format!("cannot read an import: {e}"))?;
        let new_module = match &renamed.module {
            None => {
                renamed.module = Some((import.module.to_owned(), "a".into()));
                "a".to_owned()
            }
            Some((old, new)) if old == import.module => new.clone(),
            Some((old, _)) => {
                return Err(format!(
                    "imports from two modules: {old} and {}",
                    import.module
                ));
            }
        };
        let new_name = names.next_name();
        let ty = RoundtripReencoder
            .entity_type(import.ty)
            .map_err(|e| format!("cannot write the import {}: {e}", import.name))?;
        section.import(&new_module, &new_name, ty);
        renamed.imports.push((import.name.to_owned(), new_name));
    }
    Ok(section)
}

/// The export section with short names, [`KEPT_EXPORT`] as it was.
fn exports(
    reader: wasmparser::ExportSectionReader,
    renamed: &mut Renamed,
    names: &mut Names,
) -> Result<ExportSection, String> {
    let mut section = ExportSection::new();
    for export in reader {
        let export = export.map_err(|e| format!("cannot read an export: {e}"))?;
        let kind = RoundtripReencoder
            .export_kind(export.kind)
            .map_err(|e| format!("cannot write the export {}: {e}", export.name))?;
        if export.name == KEPT_EXPORT {
            section.export(export.name, kind, export.index);
        } else {
            let new_name = names.next_name();
            section.export(&new_name, kind, export.index);
            renamed.exports.push((export.name.to_owned(), new_name));
        }
    }
    Ok(section)
}

/// Whether `c` may continue a JavaScript identifier.
fn identifier_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '$'
}

/// `text` with each whole-identifier occurrence of `pattern` (which ends an
/// identifier, and for an import key starts one) replaced, and how many there were.
fn replace_identifier(text: &str, pattern: &str, with: &str, starts: bool) -> (String, usize) {
    let mut out = String::with_capacity(text.len());
    let mut count = 0;
    let mut rest = text;
    while let Some(i) = rest.find(pattern) {
        let before = rest[..i].chars().next_back();
        let after = rest[i + pattern.len()..].chars().next();
        let bounded = !after.is_some_and(identifier_char)
            && (!starts || !before.is_some_and(identifier_char));
        out.push_str(&rest[..i]);
        if bounded {
            out.push_str(with);
            count += 1;
        } else {
            out.push_str(pattern);
        }
        rest = &rest[i + pattern.len()..];
    }
    out.push_str(rest);
    (out, count)
}

/// The glue with the new names: import keys (`name: function`), the import
/// module's key, and `wasm.<export>` reads.
fn rewrite_glue(text: &str, renamed: &Renamed) -> Result<String, String> {
    let mut glue = text.to_string();
    for (old, new) in &renamed.imports {
        let (patched, count) =
            replace_identifier(&glue, &format!("{old}:"), &format!("{new}:"), true);
        if count != 1 {
            return Err(format!(
                "the glue names the import {old} {count} times, not once"
            ));
        }
        glue = patched;
    }
    if let Some((old, new)) = &renamed.module {
        let key = format!("\"{old}\":");
        if glue.matches(&key).count() != 1 {
            return Err(format!(
                "the glue does not name the import module {old} once"
            ));
        }
        glue = glue.replacen(&key, &format!("\"{new}\":"), 1);
    }
    for (old, new) in &renamed.exports {
        let (patched, _) =
            replace_identifier(&glue, &format!("wasm.{old}"), &format!("wasm.{new}"), true);
        glue = patched;
    }
    Ok(glue)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module importing two functions from `./m_bg.js` and exporting a function
    /// and its memory.
    fn module() -> Vec<u8> {
        use wasm_encoder::{
            CodeSection, EntityType, ExportKind, Function, FunctionSection, MemorySection,
            MemoryType, TypeSection,
        };
        let mut types = TypeSection::new();
        types.ty().function([], []);
        let mut imports = ImportSection::new();
        for name in ["__wbg_log_0123abcd", "__wbg_now_4567ef01"] {
            imports.import("./m_bg.js", name, EntityType::Function(0));
        }
        let mut functions = FunctionSection::new();
        functions.function(0);
        let mut memories = MemorySection::new();
        memories.memory(MemoryType {
            minimum: 1,
            maximum: None,
            memory64: false,
            shared: false,
            page_size_log2: None,
        });
        let mut exports = ExportSection::new();
        exports.export("memory", ExportKind::Memory, 0);
        exports.export("game_new", ExportKind::Func, 2);
        let mut code = CodeSection::new();
        let mut body = Function::new([]);
        body.instructions().end();
        code.function(&body);
        let mut module = Module::new();
        module
            .section(&types)
            .section(&imports)
            .section(&functions)
            .section(&memories)
            .section(&exports)
            .section(&code);
        module.finish()
    }

    #[test]
    fn names_are_short_and_never_keywords() {
        assert_eq!(short_name(0), "a");
        assert_eq!(short_name(51), "Z");
        assert_eq!(short_name(52), "aa");
        let mut generator = Names::default();
        let names: Vec<String> = (0..4000).map(|_| generator.next_name()).collect();
        assert!(!names
            .iter()
            .any(|n| ["do", "if", "in"].contains(&n.as_str())));
        let mut unique = names.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), names.len(), "every name is new");
    }

    #[test]
    fn imports_and_exports_are_renamed_memory_kept() {
        let (out, renamed) = rename(&module()).unwrap();
        assert_eq!(renamed.module, Some(("./m_bg.js".into(), "a".into())));
        assert_eq!(
            renamed.imports,
            [
                ("__wbg_log_0123abcd".to_string(), "a".to_string()),
                ("__wbg_now_4567ef01".to_string(), "b".to_string())
            ]
        );
        assert_eq!(renamed.exports, [("game_new".to_string(), "c".to_string())]);
        assert!(out.len() < module().len());
        let (again, second) = rename(&out).unwrap();
        assert_eq!(again, out, "already short names stay as they are");
        assert_eq!(second.exports, [("c".to_string(), "c".to_string())]);
        let text = String::from_utf8_lossy(&out);
        assert!(text.contains("memory") && !text.contains("__wbg_log"));
    }

    #[test]
    fn the_glue_follows() {
        let (_, renamed) = rename(&module()).unwrap();
        let glue = "const import0 = {\n    __wbg_log_0123abcd: function() {},\n    \
                    __wbg_now_4567ef01: function() {},\n};\n\
                    return { \"./m_bg.js\": import0 };\n\
                    wasm.game_new(); wasm.game_newer(); wasm.memory.buffer;";
        let out = rewrite_glue(glue, &renamed).unwrap();
        assert!(out.contains("    a: function"));
        assert!(out.contains("    b: function"));
        assert!(out.contains("\"a\": import0"));
        assert!(out.contains("wasm.c();"));
        assert!(out.contains("wasm.game_newer()"), "only whole names");
        assert!(out.contains("wasm.memory.buffer"));
        let missing = glue.replace("__wbg_now_4567ef01:", "other:");
        assert!(rewrite_glue(&missing, &renamed).is_err());
        let types =
            "    readonly memory: WebAssembly.Memory;\n    readonly game_new: () => void;\n";
        let types = rewrite_types(types, &renamed, "readonly ");
        assert!(types.contains("readonly c: () => void") && types.contains("readonly memory"));
    }

    #[test]
    fn a_module_of_an_unknown_shape_is_refused() {
        assert!(rename(b"\0asm\x02\0\0\0").is_err());
        let mut m = module();
        m.truncate(m.len() - 2);
        assert!(rename(&m).is_err());
    }
}
