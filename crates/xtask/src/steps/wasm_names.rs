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

/// A cursor over a module's bytes.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn byte(&mut self) -> Result<u8, String> {
        let b = *self
            .bytes
            .get(self.at)
            .ok_or("the module ends inside a section")?;
        self.at += 1;
        Ok(b)
    }

    fn leb(&mut self) -> Result<u64, String> {
        let mut value = 0u64;
        let mut shift = 0;
        loop {
            let b = self.byte()?;
            value |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(value);
            }
            shift += 7;
            if shift > 63 {
                return Err("a LEB128 number is too long".into());
            }
        }
    }

    fn take(&mut self, n: usize) -> Result<&'a [u8], String> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len());
        let end = end.ok_or("the module ends inside a section")?;
        let out = &self.bytes[self.at..end];
        self.at = end;
        Ok(out)
    }

    fn name(&mut self) -> Result<String, String> {
        let len = self.leb()? as usize;
        let raw = self.take(len)?;
        String::from_utf8(raw.to_vec()).map_err(|_| "a name is not UTF-8".into())
    }

    /// Skips a value type (a reference type may name a heap type).
    fn value_type(&mut self) -> Result<(), String> {
        match self.byte()? {
            0x63 | 0x64 => self.leb().map(|_| ()),
            _ => Ok(()),
        }
    }

    /// Skips table or memory limits.
    fn limits(&mut self) -> Result<(), String> {
        let flags = self.byte()?;
        if flags > 0x07 {
            return Err(format!("unknown limits flags {flags:#x}"));
        }
        self.leb()?;
        if flags & 0x01 != 0 {
            self.leb()?;
        }
        Ok(())
    }

    /// Skips an import's description (what is imported), returning its bytes.
    fn import_desc(&mut self) -> Result<&'a [u8], String> {
        let start = self.at;
        match self.byte()? {
            0x00 => {
                self.leb()?;
            }
            0x01 => {
                self.value_type()?;
                self.limits()?;
            }
            0x02 => self.limits()?,
            0x03 => {
                self.value_type()?;
                self.byte()?;
            }
            0x04 => {
                self.byte()?;
                self.leb()?;
            }
            kind => return Err(format!("unknown import kind {kind:#x}")),
        }
        Ok(&self.bytes[start..self.at])
    }
}

fn push_leb(out: &mut Vec<u8>, mut value: u64) {
    loop {
        let b = (value & 0x7f) as u8;
        value >>= 7;
        if value == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

fn push_name(out: &mut Vec<u8>, name: &str) {
    push_leb(out, name.len() as u64);
    out.extend_from_slice(name.as_bytes());
}

/// The module with short import and export names, and what was renamed.
fn rename(bytes: &[u8]) -> Result<(Vec<u8>, Renamed), String> {
    if bytes.get(..8) != Some(b"\0asm\x01\0\0\0".as_slice()) {
        return Err("not a WebAssembly module (version 1)".into());
    }
    let mut reader = Reader { bytes, at: 8 };
    let mut out = bytes[..8].to_vec();
    let mut renamed = Renamed::default();
    let mut names = Names::default();
    while reader.at < bytes.len() {
        let id = reader.byte()?;
        let size = reader.leb()? as usize;
        let body = reader.take(size)?;
        let new_body = match id {
            2 => imports(body, &mut renamed, &mut names)?,
            7 => exports(body, &mut renamed, &mut names)?,
            _ => body.to_vec(),
        };
        out.push(id);
        push_leb(&mut out, new_body.len() as u64);
        out.extend_from_slice(&new_body);
    }
    Ok((out, renamed))
}

/// The import section with short names; every import must come from one module.
fn imports(body: &[u8], renamed: &mut Renamed, names: &mut Names) -> Result<Vec<u8>, String> {
    let mut reader = Reader { bytes: body, at: 0 };
    let count = reader.leb()?;
    let mut out = Vec::with_capacity(body.len());
    push_leb(&mut out, count);
    for _ in 0..count {
        let module = reader.name()?;
        let name = reader.name()?;
        let desc = reader.import_desc()?;
        let new_module = match &renamed.module {
            None => {
                renamed.module = Some((module.clone(), "a".into()));
                "a".to_string()
            }
            Some((old, new)) if *old == module => new.clone(),
            Some((old, _)) => {
                return Err(format!("imports from two modules: {old} and {module}"));
            }
        };
        let new_name = names.next_name();
        push_name(&mut out, &new_module);
        push_name(&mut out, &new_name);
        out.extend_from_slice(desc);
        renamed.imports.push((name, new_name));
    }
    if reader.at != body.len() {
        return Err("the import section has bytes after its imports".into());
    }
    Ok(out)
}

/// The export section with short names, [`KEPT_EXPORT`] as it was.
fn exports(body: &[u8], renamed: &mut Renamed, names: &mut Names) -> Result<Vec<u8>, String> {
    let mut reader = Reader { bytes: body, at: 0 };
    let count = reader.leb()?;
    let mut out = Vec::with_capacity(body.len());
    push_leb(&mut out, count);
    for _ in 0..count {
        let name = reader.name()?;
        let kind = reader.byte()?;
        let index = reader.leb()?;
        if name == KEPT_EXPORT {
            push_name(&mut out, &name);
        } else {
            let new_name = names.next_name();
            push_name(&mut out, &new_name);
            renamed.exports.push((name, new_name));
        }
        out.push(kind);
        push_leb(&mut out, index);
    }
    if reader.at != body.len() {
        return Err("the export section has bytes after its exports".into());
    }
    Ok(out)
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
        let mut m = b"\0asm\x01\0\0\0".to_vec();
        // Type section: one type, () -> ().
        m.extend_from_slice(&[1, 4, 1, 0x60, 0, 0]);
        let mut imports = vec![2];
        for name in ["__wbg_log_0123abcd", "__wbg_now_4567ef01"] {
            push_name(&mut imports, "./m_bg.js");
            push_name(&mut imports, name);
            imports.extend_from_slice(&[0x00, 0]);
        }
        m.push(2);
        push_leb(&mut m, imports.len() as u64);
        m.extend_from_slice(&imports);
        // Function section: one function of type 0; memory section: one page.
        m.extend_from_slice(&[3, 2, 1, 0, 5, 3, 1, 0, 1]);
        let mut exports = vec![2];
        push_name(&mut exports, "memory");
        exports.extend_from_slice(&[0x02, 0]);
        push_name(&mut exports, "game_new");
        exports.extend_from_slice(&[0x00, 2]);
        m.push(7);
        push_leb(&mut m, exports.len() as u64);
        m.extend_from_slice(&exports);
        // Code section: the function's empty body.
        m.extend_from_slice(&[10, 4, 1, 2, 0, 0x0b]);
        m
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
