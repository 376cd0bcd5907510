//! One string table per language: `target/www-gen/strings/built/<lang>.js` (served and
//! bundled as `strings/built/` beside `www/strings/`), made
//! from the feature tables `www/strings/<feature>.js` (each with `en`, `ru` and `ro`),
//! so that a page downloads only the language it speaks (`www/i18n.js` imports it).
//!
//! Each feature file becomes a function scope holding the file with the other
//! languages' tables taken out; its imports move to the top. The features are merged
//! in the order `www/strings/index.js` lists them, as `i18n.js` merges the sources
//! under Node. The format the files keep to (checked here, with a message that says
//! what is wrong): single-line imports; each table opens with a line
//! `export const <lang> = {` and closes with the first line `};` after it; no other
//! export.

use super::{Context, Step};
use crate::workspace;
use std::fs;
use std::path::Path;

/// The step (before the precache list: it writes into `www/`).
pub const STEP: Step = Step {
    name: "string tables per language (www/strings → target/www-gen/strings/built)",
    run,
};

/// Where the tables go, relative to `www/strings/`.
pub const OUTPUT: &str = "built";

fn run(context: &Context) -> Result<(), String> {
    write(
        &context.root.join("www"),
        &workspace::generated(&context.root),
    )
}

/// Writes one table per language of the feature tables in `www` under
/// `<generated>/strings/built/`.
pub fn write(www: &Path, generated: &Path) -> Result<(), String> {
    let read = |path: &str| {
        fs::read_to_string(www.join(path)).map_err(|e| format!("cannot read www/{path}: {e}"))
    };
    let languages = languages(&read("strings/languages.js")?)?;
    let features = features(&read("strings/index.js")?)?;
    let mut sources = Vec::new();
    for (name, file) in &features {
        sources.push((
            name.as_str(),
            file.as_str(),
            read(&format!("strings/{file}"))?,
        ));
    }
    let out = generated.join("strings").join(OUTPUT);
    fs::create_dir_all(&out).map_err(|e| format!("cannot create {}: {e}", out.display()))?;
    for lang in &languages {
        let text = table(lang, &languages, &sources)?;
        let path = out.join(format!("{lang}.js"));
        if fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
            fs::write(&path, &text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
    }
    println!(
        "{}: {} tables of {} features",
        out.display(),
        languages.len(),
        features.len()
    );
    Ok(())
}

/// The languages `strings/languages.js` lists: `export const LANGUAGES = ['en', 'ru', 'ro'];`.
fn languages(i18n: &str) -> Result<Vec<String>, String> {
    let line = i18n
        .lines()
        .find_map(|line| line.trim().strip_prefix("export const LANGUAGES = ["))
        .ok_or("www/strings/languages.js: no `export const LANGUAGES = [...]` line")?;
    let list = line.split(']').next().unwrap_or("");
    Ok(list
        .split(',')
        .map(|item| item.trim().trim_matches(['\'', '"']).to_owned())
        .filter(|item| !item.is_empty())
        .collect())
}

/// The feature modules `strings/index.js` imports (`import * as core from
/// './core.js';`), in the order of its `MODULES` object.
fn features(index: &str) -> Result<Vec<(String, String)>, String> {
    let mut imported = Vec::new();
    for line in index.lines() {
        let Some(rest) = line.trim().strip_prefix("import * as ") else {
            continue;
        };
        let (name, rest) = rest
            .split_once(" from ")
            .ok_or_else(|| format!("www/strings/index.js: cannot read `{line}`"))?;
        let file = rest
            .trim()
            .trim_end_matches(';')
            .trim_matches(['\'', '"'])
            .trim_start_matches("./");
        imported.push((name.trim().to_owned(), file.to_owned()));
    }
    let order = index
        .lines()
        .find_map(|line| line.trim().strip_prefix("export const MODULES = {"))
        .ok_or("www/strings/index.js: no one-line `export const MODULES = { ... };`")?;
    let order = order.split('}').next().unwrap_or("");
    order
        .split(',')
        .map(str::trim)
        .filter(|name| !name.is_empty())
        .map(|name| {
            imported
                .iter()
                .find(|(n, _)| n == name)
                .cloned()
                .ok_or_else(|| {
                    format!("www/strings/index.js: `{name}` is in MODULES but not imported")
                })
        })
        .collect()
}

/// The module for `lang`: the features' imports, one scope per feature, the merge.
fn table(
    lang: &str,
    languages: &[String],
    sources: &[(&str, &str, String)],
) -> Result<String, String> {
    let mut imports: Vec<String> = Vec::new();
    let mut scopes = String::new();
    for (name, file, source) in sources {
        let (file_imports, body) = one_language(file, source, lang, languages)?;
        for import in file_imports {
            if !imports.contains(&import) {
                imports.push(import);
            }
        }
        scopes.push_str(&format!(
            "\n// strings/{file}\nconst {name} = (() => {{\n{body}return table;\n}})();\n"
        ));
    }
    let names: Vec<&str> = sources.iter().map(|(name, _, _)| *name).collect();
    Ok(format!(
        "// Generated by `cargo xtask build` (crates/xtask/src/steps/strings.rs) from\n\
         // www/strings/*.js: every string of one language ({lang}). Not committed; do not edit.\n\
         {}{scopes}\n\
         /** Every string in this language, the features merged in the order of strings/index.js. */\n\
         export const table = Object.assign({{}}, {});\n",
        imports.iter().map(|line| format!("{line}\n")).collect::<String>(),
        names.join(", ")
    ))
}

/// One feature file for one language: its imports (paths made relative to
/// `built/`) and its body with only `lang`'s table, named `table`.
fn one_language(
    file: &str,
    source: &str,
    lang: &str,
    languages: &[String],
) -> Result<(Vec<String>, String), String> {
    let wrong = |line: usize, what: &str| format!("www/strings/{file}:{}: {what}", line + 1);
    let mut imports = Vec::new();
    let mut body = String::new();
    let mut skipping = false;
    let mut found = false;
    for (number, line) in source.lines().enumerate() {
        if skipping {
            skipping = line != "};";
            continue;
        }
        if let Some(rest) = line.strip_prefix("export const ") {
            let table_of = languages
                .iter()
                .find(|l| rest == format!("{l} = {{"))
                .ok_or_else(|| {
                    wrong(
                        number,
                        "only `export const <lang> = {` tables may be exported",
                    )
                })?;
            if table_of == lang {
                found = true;
                body.push_str("const table = {\n");
            } else {
                skipping = true;
            }
            continue;
        }
        if line.starts_with("export ") {
            return Err(wrong(number, "only the language tables may be exported"));
        }
        if line.starts_with("import ") {
            if !line.trim_end().ends_with(';') {
                return Err(wrong(number, "imports must fit on one line"));
            }
            imports.push(
                line.replace(" from './", " from '../")
                    .replace(" from \"./", " from \"../"),
            );
            continue;
        }
        body.push_str(line);
        body.push('\n');
    }
    if skipping {
        return Err(format!(
            "www/strings/{file}: a table has no closing `}};` line"
        ));
    }
    if !found {
        return Err(format!(
            "www/strings/{file}: no `export const {lang} = {{` table"
        ));
    }
    Ok((imports, body))
}

#[cfg(test)]
mod tests {
    use super::{features, languages, one_language};

    #[test]
    fn reads_the_languages_and_features() {
        assert_eq!(
            languages("/** x */\nexport const LANGUAGES = ['en', 'ru', 'ro'];\n").unwrap(),
            ["en", "ru", "ro"]
        );
        let index =
            "import * as core from './core.js';\nimport * as endGame from './end-game.js';\n\
                     export const MODULES = { endGame, core };\n";
        assert_eq!(
            features(index).unwrap(),
            [
                ("endGame".to_owned(), "end-game.js".to_owned()),
                ("core".to_owned(), "core.js".to_owned())
            ]
        );
        assert!(features("export const MODULES = { missing };\n").is_err());
    }

    #[test]
    fn keeps_one_language_and_the_helpers() {
        let langs = ["en".to_owned(), "ru".to_owned()];
        let source = "import { capitalize } from './text.js';\n\
                      const helper = (n) => n;\n\
                      export const en = {\n  a: 'A',\n};\n\
                      function ruOnly() {\n  return 1;\n}\n\
                      export const ru = {\n  a: 'А',\n  b: ruOnly,\n};\n";
        let (imports, body) = one_language("f.js", source, "ru", &langs).unwrap();
        assert_eq!(imports, ["import { capitalize } from '../text.js';"]);
        assert_eq!(
            body,
            "const helper = (n) => n;\nfunction ruOnly() {\n  return 1;\n}\nconst table = {\n  a: 'А',\n  b: ruOnly,\n};\n"
        );
        assert!(one_language("f.js", "export const de = {\n};\n", "en", &langs).is_err());
        assert!(one_language("f.js", "export function x() {}\n", "en", &langs).is_err());
        assert!(one_language("f.js", "export const en = {\n", "ru", &langs).is_err());
        assert!(one_language("f.js", "const x = 1;\n", "en", &langs).is_err());
    }
}
