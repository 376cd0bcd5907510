//! Start-up downloads, all at once: for every page `www/*.html`, the build follows the
//! static `import`s of its module scripts and writes into the page's head one
//! `<link rel="modulepreload">` per module and a `<link rel="preload">` for the
//! WebAssembly module (and any data the page fetches first), so the browser asks for
//! the whole graph and the `.wasm` as soon as it reads the head, instead of one
//! import level at a time.
//!
//! The list sits between two marker comments and is rewritten only when it changes;
//! the pages are committed with it, so a module added or moved shows up in review.

use super::{Context, Step};
use std::collections::BTreeSet;
use std::fs;
use std::path::{Component, Path, PathBuf};

/// The step (before the precache list: it edits the pages).
pub const STEP: Step = Step {
    name: "preload lists (www/*.html)",
    run,
};

/// The comment the generated list starts with.
const BEGIN: &str = "<!-- Start-up downloads, written by `cargo xtask build` (crates/xtask/src/steps/preload.rs). -->";

/// The comment it ends with.
const END: &str = "<!-- End of the start-up downloads. -->";

/// The engine's glue module, and the WebAssembly module it instantiates.
const ENGINE: (&str, &str) = ("pkg/weiqi_web.js", "pkg/weiqi_web_bg.wasm");

/// Data a page fetches before it can show anything: `(page, file)`.
const DATA: [(&str, &str); 1] = [("lessons.html", "lessons/index.json")];

fn run(context: &Context) -> Result<(), String> {
    write(&context.root.join("www"))
}

/// Rewrites the preload list of every page directly under `www`.
pub fn write(www: &Path) -> Result<(), String> {
    let entries = fs::read_dir(www).map_err(|e| format!("cannot list www/: {e}"))?;
    let mut pages: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "html"))
        .collect();
    pages.sort();
    for page in pages {
        let name = page
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let html = fs::read_to_string(&page).map_err(|e| format!("cannot read www/{name}: {e}"))?;
        let links = links(www, &name, &html)?;
        let updated = with_links(&html, &links);
        if updated != html {
            fs::write(&page, &updated).map_err(|e| format!("cannot write www/{name}: {e}"))?;
        }
        println!("www/{name}: {} start-up downloads listed", links.len());
    }
    Ok(())
}

/// The `<link>` elements for a page: the wasm first (the largest download), then
/// each module of the static graph of its module scripts, then its first data.
fn links(www: &Path, name: &str, html: &str) -> Result<Vec<String>, String> {
    let entries = module_scripts(html);
    let mut seen = BTreeSet::new();
    let mut order = Vec::new();
    let mut queue: Vec<String> = entries.clone();
    while let Some(module) = queue.pop() {
        if !seen.insert(module.clone()) {
            continue;
        }
        order.push(module.clone());
        let path = www.join(&module);
        let source = fs::read_to_string(&path).map_err(|e| {
            format!("www/{name} loads www/{module}, which cannot be read: {e} (build first?)")
        })?;
        for specifier in static_imports(&source) {
            if let Some(target) = resolve(&module, &specifier) {
                if www.join(&target).is_file() {
                    queue.push(target);
                }
            }
        }
    }
    let mut links = Vec::new();
    if seen.contains(ENGINE.0) {
        links.push(format!(
            "<link rel=\"preload\" href=\"{}\" as=\"fetch\" type=\"application/wasm\" crossorigin>",
            ENGINE.1
        ));
    }
    for module in order.iter().filter(|m| !entries.contains(m)) {
        links.push(format!("<link rel=\"modulepreload\" href=\"{module}\">"));
    }
    for (page, data) in DATA {
        if page == name {
            links.push(format!(
                "<link rel=\"preload\" href=\"{data}\" as=\"fetch\" type=\"application/json\" crossorigin>"
            ));
        }
    }
    Ok(links)
}

/// The `src` of every `<script type="module" src="…">` of a page, relative ones only.
fn module_scripts(html: &str) -> Vec<String> {
    let mut found = Vec::new();
    for tag in html.split("<script").skip(1) {
        let tag = tag.split('>').next().unwrap_or("");
        if !tag.contains("type=\"module\"") {
            continue;
        }
        if let Some(src) = attribute(tag, "src") {
            if !src.contains(':') && !src.starts_with('/') {
                found.push(src.trim_start_matches("./").to_owned());
            }
        }
    }
    found
}

/// The value of `name="…"` in a tag's text.
fn attribute<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    let length = tag[start..].find('"')?;
    Some(&tag[start..start + length])
}

/// The relative specifiers of a module's static imports and re-exports
/// (`import x from './a.js'`, `import './b.js'`, `export { y } from '../c.js'`);
/// dynamic `import()`s are loaded later, on purpose, and are left out. Comments are
/// skipped.
fn static_imports(source: &str) -> Vec<String> {
    let code = without_comments(source);
    let mut found = Vec::new();
    for (keyword, quote_at) in [("from", 4), ("import", 6)] {
        let mut rest = code.as_str();
        while let Some(at) = rest.find(keyword) {
            let before = rest[..at].chars().next_back();
            let after = rest[at + quote_at..].trim_start();
            rest = &rest[at + quote_at..];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.' || c == '$') {
                continue;
            }
            let Some(quote) = after.chars().next().filter(|c| *c == '\'' || *c == '"') else {
                continue;
            };
            let Some(end) = after[1..].find(quote) else {
                continue;
            };
            let specifier = &after[1..1 + end];
            if specifier.starts_with("./") || specifier.starts_with("../") {
                found.push(specifier.to_owned());
            }
        }
    }
    found
}

/// The source without its `//` and `/* */` comments, read left to right with string
/// literals skipped (a `/*` inside a line comment or a string starts nothing). A
/// heuristic (regular expressions are not recognised): a module it misses is only
/// fetched later, not lost.
fn without_comments(source: &str) -> String {
    let bytes = source.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    let mut quote = None;
    while at < bytes.len() {
        let byte = bytes[at];
        let next = bytes.get(at + 1).copied();
        match quote {
            Some(q) => {
                out.push(byte);
                if byte == b'\\' {
                    out.extend(next);
                    at += 1;
                } else if byte == q || (byte == b'\n' && q != b'`') {
                    quote = None;
                }
            }
            None if byte == b'/' && next == Some(b'/') => {
                while at < bytes.len() && bytes[at] != b'\n' {
                    at += 1;
                }
                continue;
            }
            None if byte == b'/' && next == Some(b'*') => {
                at += 2;
                while at < bytes.len() && !(bytes[at] == b'*' && bytes.get(at + 1) == Some(&b'/')) {
                    at += 1;
                }
                at += 2;
                continue;
            }
            None => {
                if matches!(byte, b'\'' | b'"' | b'`') {
                    quote = Some(byte);
                }
                out.push(byte);
            }
        }
        at += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// `specifier` as seen from `module` (both relative to `www/`), or `None` when it
/// leaves `www/`.
fn resolve(module: &str, specifier: &str) -> Option<String> {
    let mut parts: Vec<String> = Path::new(module)
        .parent()
        .map(|p| {
            p.components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    for component in Path::new(specifier).components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => {
                parts.pop()?;
            }
            Component::Normal(name) => parts.push(name.to_string_lossy().into_owned()),
            _ => return None,
        }
    }
    Some(parts.join("/"))
}

/// The page with its list replaced (or, the first time, put before its first module
/// script).
fn with_links(html: &str, links: &[String]) -> String {
    let mut block = format!("{BEGIN}\n");
    for link in links {
        block.push_str(link);
        block.push('\n');
    }
    block.push_str(END);
    if let (Some(start), Some(end)) = (html.find(BEGIN), html.find(END)) {
        if start < end {
            return format!("{}{block}{}", &html[..start], &html[end + END.len()..]);
        }
    }
    match html.find("<script type=\"module\"") {
        Some(at) => format!("{}{block}\n{}", &html[..at], &html[at..]),
        None => html.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::{resolve, static_imports, write, BEGIN, END};
    use std::fs;

    #[test]
    fn finds_static_imports_only() {
        let source = "// import './commented.js'; (www/lessons/*.json)\n\
                      import { a } from './a.js';\n\
                      import {\n  b,\n} from \"../b.js\";\n\
                      import './side-effect.js';\n\
                      export { c } from './c.js';\n\
                      /* from './block.js' */\n\
                      const later = import('./lazy.js');\n\
                      const url = 'http://x/from';\n\
                      import init from 'bare-package';\n";
        let mut found = static_imports(source);
        found.sort();
        assert_eq!(found, ["../b.js", "./a.js", "./c.js", "./side-effect.js"]);
        assert_eq!(
            resolve("embed/page.js", "../i18n.js").as_deref(),
            Some("i18n.js")
        );
        assert_eq!(resolve("app.js", "./pkg/w.js").as_deref(), Some("pkg/w.js"));
        assert_eq!(resolve("app.js", "../outside.js"), None);
    }

    #[test]
    fn lists_the_graph_and_the_wasm_in_each_page() {
        let www = std::env::temp_dir().join(format!("xtask-preload-{}", std::process::id()));
        let _ = fs::remove_dir_all(&www);
        fs::create_dir_all(www.join("pkg")).unwrap();
        let page = "<head>\n<script type=\"module\" src=\"app.js\"></script>\n</head>\n";
        fs::write(www.join("index.html"), page).unwrap();
        fs::write(
            www.join("app.js"),
            "import { e } from './engine.js';\nimport('./late.js');\n",
        )
        .unwrap();
        fs::write(
            www.join("engine.js"),
            "import init from './pkg/weiqi_web.js';\n",
        )
        .unwrap();
        fs::write(www.join("pkg/weiqi_web.js"), "export default 1;\n").unwrap();
        fs::write(www.join("late.js"), "").unwrap();
        write(&www).unwrap();
        let html = fs::read_to_string(www.join("index.html")).unwrap();
        let expected = format!(
            "<head>\n{BEGIN}\n\
             <link rel=\"preload\" href=\"pkg/weiqi_web_bg.wasm\" as=\"fetch\" type=\"application/wasm\" crossorigin>\n\
             <link rel=\"modulepreload\" href=\"engine.js\">\n\
             <link rel=\"modulepreload\" href=\"pkg/weiqi_web.js\">\n\
             {END}\n<script type=\"module\" src=\"app.js\"></script>\n</head>\n"
        );
        assert_eq!(html, expected);
        // Once written, the list is replaced in place, and only when it changes.
        fs::write(www.join("engine.js"), "").unwrap();
        write(&www).unwrap();
        let html = fs::read_to_string(www.join("index.html")).unwrap();
        assert!(
            html.contains("engine.js\">\n<!-- End") && !html.contains("weiqi_web"),
            "{html}"
        );
        assert_eq!(html.matches(BEGIN).count(), 1);
        fs::remove_dir_all(&www).unwrap();
    }
}
