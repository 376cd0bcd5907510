//! The list of lessons, generated: every `www/lessons/*.json` file is checked (it
//! parses and has the fields the lesson page needs) and listed, in lesson order, in
//! `target/www-gen/lessons/index.json` (served and bundled beside `www/lessons/`). A federation adds a lesson by adding a
//! file; nothing else is edited. The format is `www/lessons/README.md`; the engine
//! checks of each lesson are `tests/lessons.test.mjs`.
//!
//! Each lesson's starting position is read and started by the rules engine
//! ([`start`]): the index gives it to the page as `start`, the `new Game` options of
//! its stones, and a bad `position` row fails the build with `file:line`.
//!
//! The languages and the goal types are the page's own lists, read from its
//! JavaScript ([`LANGUAGES_FILE`], [`GOAL_TYPES_FILE`]): English texts are required,
//! every other language is optional (the page falls back to English) but must be one
//! the site speaks, and its texts well-formed.

mod js_list;
mod json;
mod start;

use super::{Context, Step};
use crate::workspace;
use serde_json::{json, Value};
use start::{LessonStart, StartProblem};
use std::fs;
use std::path::Path;
use weiqi::BoardSize;

/// The step (before the precache list, which must see the index).
pub const STEP: Step = Step {
    name: "lessons index (www/lessons/*.json → index.json)",
    run,
};

/// Where the lessons are, relative to the workspace root.
pub const DIR: &str = "www/lessons";

/// The generated list, in [`DIR`].
pub const OUTPUT: &str = "index.json";

/// Where the site's languages are listed (`LANGUAGES`), relative to the workspace root.
pub const LANGUAGES_FILE: &str = "www/strings/languages.js";

/// Where the lesson page lists the goal types it knows (`GOAL_TYPES`).
pub const GOAL_TYPES_FILE: &str = "www/lessons/player/judge.js";

/// The language every lesson must have complete, and the others fall back to.
const FALLBACK: &str = "en";

/// The texts each language gives as non-empty strings (all of them in English).
const TEXTS: [&str; 3] = ["title", "goal", "success"];

/// The largest board side the engine takes (RULES R0.1).
const MAX_SIDE: f64 = 25.0;

/// What the index says of one lesson.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// The file's name in [`DIR`].
    pub file: String,
    /// The lesson's id (unique).
    pub id: String,
    /// Where it goes in the list: by this number, then by file name.
    pub order: f64,
    /// What it teaches.
    pub topic: String,
    /// The rule set it is played under.
    pub rules: String,
    /// The title in each language the lesson has, in the site's order (English first).
    pub titles: Vec<(String, String)>,
    /// The starting position, read and checked by the engine.
    pub start: LessonStart,
}

/// What the lessons are checked against: the page's own lists.
#[derive(Debug, Clone, PartialEq)]
pub struct Site {
    /// The languages the site speaks ([`LANGUAGES_FILE`]), English first.
    pub languages: Vec<String>,
    /// The goal types the lesson page knows ([`GOAL_TYPES_FILE`]).
    pub goal_types: Vec<String>,
}

impl Site {
    /// Reads the lists from the site's JavaScript under `root`.
    pub fn read(root: &Path) -> Result<Site, String> {
        let list = |file: &str, name: &str| {
            let source = fs::read_to_string(root.join(file))
                .map_err(|e| format!("{file}: cannot read it: {e}"))?;
            js_list::string_array(&source, name).map_err(|e| format!("{file}: {e}"))
        };
        let site = Site {
            languages: list(LANGUAGES_FILE, "LANGUAGES")?,
            goal_types: list(GOAL_TYPES_FILE, "GOAL_TYPES")?,
        };
        if site.languages.first().map(String::as_str) != Some(FALLBACK) {
            return Err(format!(
                "{LANGUAGES_FILE}: `LANGUAGES` must start with `{FALLBACK}`"
            ));
        }
        Ok(site)
    }
}

fn run(context: &Context) -> Result<(), String> {
    write(&context.root, &workspace::generated(&context.root))
}

/// Checks every lesson in `<root>/www/lessons` and writes the index into
/// `<generated>/lessons/`, leaving it untouched when nothing changed. The error names
/// the file and what is wrong.
pub fn write(root: &Path, generated: &Path) -> Result<(), String> {
    let dir = root.join(DIR);
    if !dir.is_dir() {
        println!("{DIR}/: none, so no lessons index");
        return Ok(());
    }
    let site = Site::read(root)?;
    let files = read_lessons(&dir)?;
    let entries = index(&files, &site)?;
    let text = render(&entries);
    let out = generated.join("lessons").join(OUTPUT);
    let shown = out.display();
    if fs::read_to_string(&out).ok().as_deref() != Some(text.as_str()) {
        fs::create_dir_all(generated.join("lessons"))
            .and_then(|()| fs::write(&out, &text))
            .map_err(|e| format!("cannot write {shown}: {e}"))?;
    }
    println!("{shown}: {} lessons", entries.len());
    Ok(())
}

/// The lesson files of `dir` as `(name, text)`, by name: every `*.json` but the index
/// and hidden files.
fn read_lessons(dir: &Path) -> Result<Vec<(String, String)>, String> {
    let listing = fs::read_dir(dir).map_err(|e| format!("cannot list {DIR}/: {e}"))?;
    let mut files = Vec::new();
    for entry in listing {
        let entry = entry.map_err(|e| format!("cannot list {DIR}/: {e}"))?;
        let Ok(name) = entry.file_name().into_string() else {
            continue;
        };
        if !name.ends_with(".json") || name == OUTPUT || name.starts_with('.') {
            continue;
        }
        if !entry.file_type().is_ok_and(|t| t.is_file()) {
            continue;
        }
        let text = fs::read_to_string(entry.path())
            .map_err(|e| format!("{DIR}/{name}: cannot read it: {e}"))?;
        files.push((name, text));
    }
    files.sort();
    Ok(files)
}

/// Checks each lesson `(file name, text)` and lists them in order: by `order`, then by
/// file name. Ids must be unique.
pub fn index(files: &[(String, String)], site: &Site) -> Result<Vec<Entry>, String> {
    let mut entries: Vec<Entry> = Vec::with_capacity(files.len());
    for (name, text) in files {
        let entry = check(name, text, site).map_err(|e| match e.line {
            Some(line) => format!("{DIR}/{name}:{line}: {}", e.message),
            None => format!("{DIR}/{name}: {}", e.message),
        })?;
        if let Some(first) = entries.iter().find(|e| e.id == entry.id) {
            return Err(format!(
                "{DIR}/{name}: id `{}` is already used by {DIR}/{}; ids must be unique",
                entry.id, first.file
            ));
        }
        entries.push(entry);
    }
    entries.sort_by(|a, b| {
        a.order
            .total_cmp(&b.order)
            .then_with(|| a.file.cmp(&b.file))
    });
    Ok(entries)
}

impl From<String> for StartProblem {
    fn from(message: String) -> StartProblem {
        StartProblem {
            line: None,
            message,
        }
    }
}

/// One lesson's fields, or what is missing or wrong (without the file name; with the
/// line when it is about one).
fn check(name: &str, text: &str, site: &Site) -> Result<Entry, StartProblem> {
    let lesson = json::parse(text).map_err(|e| format!("not valid JSON: {e}"))?;
    if !lesson.is_object() {
        return Err(format!("a lesson is an object, not {}", json::kind(&lesson)).into());
    }
    let id = string(&lesson, "id")?;
    if !id
        .chars()
        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    {
        return Err(format!("`id` is `{id}`: use lower-case letters, digits and '-' only").into());
    }
    let order = number(&lesson, "order")?;
    let topic = string(&lesson, "topic")?;
    let rules = string(&lesson, "rules")?;
    let size = board_size(&lesson)?;
    let start = start::read(text, &lesson, size)?;
    let goal = field(&lesson, "goal")?;
    let goal_type = string(goal, "type").map_err(|e| format!("goal: {e}"))?;
    if !site.goal_types.contains(&goal_type) {
        return Err(format!(
            "goal.type is `{goal_type}`: use one of {}",
            site.goal_types.join(", ")
        )
        .into());
    }
    check_wrong(&lesson)?;
    let titles = check_texts(field(&lesson, "text")?, site).map_err(|e| format!("text{e}"))?;
    Ok(Entry {
        file: name.to_owned(),
        id,
        order,
        topic,
        rules,
        titles,
        start,
    })
}

/// `text`: complete in English; in any other language of the site, whatever it gives
/// well-formed (what it lacks is read in English). Returns the titles, in the site's
/// order. The error starts with the path below `text` (`.ru: …`, `: …`).
fn check_texts(text: &Value, site: &Site) -> Result<Vec<(String, String)>, String> {
    let Some(members) = text.as_object() else {
        return Err(format!(": must be an object, not {}", json::kind(text)));
    };
    if let Some((lang, _)) = members
        .iter()
        .find(|(lang, _)| !site.languages.contains(*lang))
    {
        return Err(format!(
            ".{lang}: `{lang}` is not a language of the site (give one of {}, listed in {LANGUAGES_FILE})",
            site.languages.join(", ")
        ));
    }
    field(text, FALLBACK).map_err(|e| format!(": {e}"))?;
    let mut titles = Vec::new();
    for lang in &site.languages {
        let Some(texts) = text.get(lang) else {
            continue;
        };
        if !texts.is_object() {
            return Err(format!(
                ".{lang}: must be an object, not {}",
                json::kind(texts)
            ));
        }
        let complete = lang == FALLBACK;
        for key in TEXTS {
            if complete || texts.get(key).is_some() {
                string(texts, key).map_err(|e| format!(".{lang}: {e}"))?;
            }
        }
        if complete || texts.get("hints").is_some() {
            check_hints(texts).map_err(|e| format!(".{lang}: {e}"))?;
        }
        if let Some(title) = texts.get("title").and_then(Value::as_str) {
            titles.push((lang.clone(), title.to_owned()));
        }
    }
    Ok(titles)
}

/// The member `key`, which must be there.
fn field<'a>(object: &'a Value, key: &str) -> Result<&'a Value, String> {
    object
        .get(key)
        .ok_or_else(|| format!("the field `{key}` is missing"))
}

/// The member `key` as a non-empty string.
fn string(object: &Value, key: &str) -> Result<String, String> {
    let value = field(object, key)?;
    match value.as_str() {
        Some(s) if !s.trim().is_empty() => Ok(s.to_owned()),
        Some(_) => Err(format!("the field `{key}` is empty")),
        None => Err(format!(
            "`{key}` must be a string, not {}",
            json::kind(value)
        )),
    }
}

/// The member `key` as a number.
fn number(object: &Value, key: &str) -> Result<f64, String> {
    let value = field(object, key)?;
    value
        .as_f64()
        .ok_or_else(|| format!("`{key}` must be a number, not {}", json::kind(value)))
}

/// `size`, or `width` and `height`: whole numbers from 1 to 25.
fn board_size(lesson: &Value) -> Result<BoardSize, String> {
    let keys: &[&str] = if lesson.get("size").is_some() {
        &["size"]
    } else if lesson.get("width").is_some() || lesson.get("height").is_some() {
        &["width", "height"]
    } else {
        return Err("the board size is missing: give `size` (or `width` and `height`)".into());
    };
    let mut sides = [0; 2];
    for (key, side) in keys.iter().zip(&mut sides) {
        let n = number(lesson, key)?;
        if n.fract() != 0.0 || !(1.0..=MAX_SIDE).contains(&n) {
            return Err(format!("`{key}` is {n}: a whole number from 1 to 25"));
        }
        *side = n as u32;
    }
    let [width, height] = sides;
    BoardSize::new(width, if keys.len() == 1 { width } else { height }).map_err(|e| e.to_string())
}

/// `wrong`: at least one wrong answer, each with its `answer` and `reason`.
fn check_wrong(lesson: &Value) -> Result<(), String> {
    let wrong = field(lesson, "wrong")?;
    let items = wrong
        .as_array()
        .ok_or_else(|| format!("`wrong` must be an array, not {}", json::kind(wrong)))?;
    if items.is_empty() {
        return Err("`wrong` is empty: give at least one wrong answer and its reason".into());
    }
    for (i, item) in items.iter().enumerate() {
        for key in ["answer", "reason"] {
            string(item, key).map_err(|e| format!("wrong[{i}]: {e}"))?;
        }
    }
    Ok(())
}

/// `hints`: a non-empty array of non-empty strings.
fn check_hints(texts: &Value) -> Result<(), String> {
    let hints = field(texts, "hints")?;
    let items = hints
        .as_array()
        .ok_or_else(|| format!("`hints` must be an array, not {}", json::kind(hints)))?;
    if items.is_empty() {
        return Err("`hints` is empty: give at least one hint".into());
    }
    if items
        .iter()
        .any(|h| h.as_str().is_none_or(|s| s.trim().is_empty()))
    {
        return Err("every hint must be a non-empty string".into());
    }
    Ok(())
}

/// The index file: one line per lesson.
fn render(entries: &[Entry]) -> String {
    let lessons: Vec<String> = entries
        .iter()
        .map(|entry| {
            let titles: serde_json::Map<String, Value> = entry
                .titles
                .iter()
                .map(|(lang, title)| (lang.clone(), json!(title)))
                .collect();
            json!({
                "file": entry.file,
                "id": entry.id,
                "topic": entry.topic,
                "rules": entry.rules,
                "order": whole_or_fraction(entry.order),
                "title": titles,
                "start": entry.start.to_json(),
            })
            .to_string()
        })
        .collect();
    let list = if lessons.is_empty() {
        "[]".to_owned()
    } else {
        format!("[\n    {}\n  ]", lessons.join(",\n    "))
    };
    format!(
        "{{\n  \"generated\": \"by `cargo xtask build` from www/lessons/*.json; do not edit\",\n  \"lessons\": {list}\n}}\n"
    )
}

/// A number as JSON: a whole one without a fraction (`10`, not `10.0`).
fn whole_or_fraction(n: f64) -> Value {
    if n.fract() == 0.0 && n.abs() < 1e15 {
        json!(n as i64)
    } else {
        json!(n)
    }
}

#[cfg(test)]
mod tests {
    use super::{
        index, json, read_lessons, render, write, Site, DIR, GOAL_TYPES_FILE, LANGUAGES_FILE,
        OUTPUT,
    };
    use crate::workspace;
    use serde_json::Value;
    use std::fs;
    use std::path::PathBuf;

    /// A valid lesson file's text with this `id` and `order` (written as JSON).
    fn lesson(id: &str, order: &str) -> String {
        let text = |t: &str| {
            format!(r#"{{ "title": "{t} {id}", "goal": "g", "success": "s", "hints": ["h"] }}"#)
        };
        format!(
            r#"{{ "id": "{id}", "order": {order}, "topic": "t", "rules": "japanese",
              "size": 9, "goal": {{ "type": "play", "accept": ["D4"] }},
              "wrong": [{{ "answer": "E5", "reason": "no-capture" }}],
              "text": {{ "en": {en}, "ru": {ru}, "ro": {ro} }} }}"#,
            en = text("Title"),
            ru = text("Урок"),
            ro = text("Lecția"),
        )
    }

    /// The site's own lists, as the build reads them.
    fn site() -> Site {
        Site::read(&workspace::root()).unwrap()
    }

    fn files(list: &[(&str, String)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(n, t)| (n.to_string(), t.clone()))
            .collect()
    }

    /// The error for one lesson file `text`.
    fn error_of(text: String) -> String {
        index(&files(&[("07-x.json", text)]), &site()).unwrap_err()
    }

    #[test]
    fn lists_lessons_by_order_then_file_name() {
        let entries = index(
            &files(&[
                ("a.json", lesson("third", "30")),
                ("c.json", lesson("second", "20")),
                ("b.json", lesson("first", "20")),
                ("d.json", lesson("zeroth", "-1.5")),
            ]),
            &site(),
        )
        .unwrap();
        let ids: Vec<&str> = entries.iter().map(|e| e.id.as_str()).collect();
        assert_eq!(ids, ["zeroth", "first", "second", "third"]);
        assert_eq!(entries[1].file, "b.json");
        let titles: Vec<(&str, &str)> = entries[1]
            .titles
            .iter()
            .map(|(lang, title)| (lang.as_str(), title.as_str()))
            .collect();
        assert_eq!(
            titles,
            [
                ("en", "Title first"),
                ("ru", "Урок first"),
                ("ro", "Lecția first")
            ]
        );
    }

    #[test]
    fn the_index_is_json_the_page_reads() {
        let entries = index(&files(&[("01-a.json", lesson("a", "10"))]), &site()).unwrap();
        let parsed = json::parse(&render(&entries)).unwrap();
        let lessons = parsed.get("lessons").and_then(Value::as_array).unwrap();
        assert_eq!(lessons.len(), 1);
        let first = &lessons[0];
        assert_eq!(first.get("file").and_then(Value::as_str), Some("01-a.json"));
        assert_eq!(first.get("order").and_then(Value::as_f64), Some(10.0));
        assert_eq!(
            first
                .get("title")
                .and_then(|t| t.get("ru"))
                .and_then(Value::as_str),
            Some("Урок a")
        );
        assert!(render(&[]).contains("\"lessons\": []"));
    }

    #[test]
    fn a_bad_file_is_named_with_what_is_wrong() {
        let cases = [
            (
                lesson("x", "1").replace("\"order\": 1,", "\"order\": ,"),
                "not valid JSON: line 1",
            ),
            ("[1, 2]".to_owned(), "a lesson is an object, not an array"),
            (
                lesson("x", "1").replace("\"topic\": \"t\",", ""),
                "the field `topic` is missing",
            ),
            (
                lesson("x", "\"1\""),
                "`order` must be a number, not a string",
            ),
            (lesson("Bad Id", "1"), "`id` is `Bad Id`"),
            (
                lesson("x", "1").replace("\"size\": 9,", ""),
                "the board size is missing",
            ),
            (
                lesson("x", "1").replace("\"size\": 9,", "\"size\": 30,"),
                "`size` is 30",
            ),
            (
                lesson("x", "1").replace("\"size\": 9,", "\"width\": 9,"),
                "the field `height` is missing",
            ),
            (
                lesson("x", "1").replace("\"type\": \"play\"", "\"type\": \"dance\""),
                "goal.type is `dance`",
            ),
            (
                lesson("x", "1").replace("\"type\": \"play\"", "\"kind\": \"play\""),
                "goal: the field `type` is missing",
            ),
            (
                lesson("x", "1").replace(r#"[{ "answer": "E5", "reason": "no-capture" }]"#, "[]"),
                "`wrong` is empty",
            ),
            (
                lesson("x", "1").replace(r#""reason": "no-capture""#, r#""reason": """#),
                "wrong[0]: the field `reason` is empty",
            ),
            (
                lesson("x", "1").replace(r#""ro": {"#, r#""xx": {"#),
                "text.xx: `xx` is not a language of the site",
            ),
            (
                lesson("x", "1").replace(r#""en": {"#, r#""xx": {"#),
                "text.xx: `xx` is not a language of the site",
            ),
            (
                lesson("x", "1").replace(
                    r#""ru": { "title": "Урок x", "goal": "g", "success": "s", "hints": ["h"] }"#,
                    r#""ru": "Урок""#,
                ),
                "text.ru: must be an object, not a string",
            ),
            (
                lesson("x", "1").replace(r#""title": "Title x", "#, ""),
                "text.en: the field `title` is missing",
            ),
            (
                lesson("x", "1").replace(r#""hints": ["h"] }, "ru""#, r#""hints": [] }, "ru""#),
                "text.en: `hints` is empty",
            ),
            (
                lesson("x", "1").replace(r#""Урок x", "goal": "g""#, r#""Урок x", "goal": 5"#),
                "text.ru: `goal` must be a string, not a number",
            ),
            (
                lesson("x", "1").replace(
                    r#""Урок x", "goal": "g", "success": "s", "hints": ["h"]"#,
                    r#""Урок x", "hints": []"#,
                ),
                "text.ru: `hints` is empty",
            ),
        ];
        for (text, expected) in cases {
            let error = error_of(text);
            assert!(error.starts_with("www/lessons/07-x.json: "), "{error}");
            assert!(
                error.contains(expected),
                "expected {expected:?} in: {error}"
            );
        }
    }

    #[test]
    fn another_language_may_be_missing_or_partial_english_may_not() {
        // RU missing, RO with a title only: both read the rest in English.
        let text = lesson("x", "1")
            .replace(
                r#", "ru": { "title": "Урок x", "goal": "g", "success": "s", "hints": ["h"] }"#,
                "",
            )
            .replace(
                r#""Lecția x", "goal": "g", "success": "s", "hints": ["h"]"#,
                r#""Lecția x""#,
            );
        let entries = index(&files(&[("01-x.json", text.clone())]), &site()).unwrap();
        let langs: Vec<&str> = entries[0]
            .titles
            .iter()
            .map(|(lang, _)| lang.as_str())
            .collect();
        assert_eq!(langs, ["en", "ro"]);
        let parsed = json::parse(&render(&entries)).unwrap();
        let title = |lang: &str| {
            parsed.get("lessons").and_then(Value::as_array).unwrap()[0]
                .get("title")
                .and_then(|t| t.get(lang))
                .and_then(Value::as_str)
                .map(str::to_owned)
        };
        assert_eq!(title("ro").as_deref(), Some("Lecția x"));
        assert_eq!(title("ru"), None, "the page falls back to English");
        let error = index(
            &files(&[("01-x.json", text.replace(r#""en": {"#, r#""xx": {"#))]),
            &site(),
        )
        .unwrap_err();
        assert!(error.contains("text.xx: `xx` is not a language"), "{error}");
    }

    #[test]
    fn the_lists_are_the_pages_own() {
        let site = site();
        assert_eq!(site.languages.first().map(String::as_str), Some("en"));
        assert!(site.languages.len() >= 3, "{:?}", site.languages);
        assert!(
            site.goal_types.iter().any(|g| g == "find-banned"),
            "{:?}",
            site.goal_types
        );
        let root = TempDir::new("site");
        fs::create_dir_all(root.0.join("www/strings")).unwrap();
        fs::create_dir_all(root.0.join("www/lessons/player")).unwrap();
        fs::write(
            root.0.join(GOAL_TYPES_FILE),
            "export const GOAL_TYPES = ['play'];",
        )
        .unwrap();
        fs::write(
            root.0.join(LANGUAGES_FILE),
            "export const LANGUAGES = ['ru', 'en'];",
        )
        .unwrap();
        let error = Site::read(&root.0).unwrap_err();
        assert!(error.contains("must start with `en`"), "{error}");
        fs::write(root.0.join(LANGUAGES_FILE), "export const LANGS = ['en'];").unwrap();
        let error = Site::read(&root.0).unwrap_err();
        assert!(
            error.starts_with(LANGUAGES_FILE) && error.contains("const LANGUAGES = ["),
            "{error}"
        );
    }

    #[test]
    fn ids_must_be_unique() {
        let error = index(
            &files(&[
                ("01-a.json", lesson("same", "1")),
                ("02-b.json", lesson("same", "2")),
            ]),
            &site(),
        )
        .unwrap_err();
        assert!(
            error.contains("02-b.json: id `same` is already used by www/lessons/01-a.json"),
            "{error}"
        );
    }

    /// A fresh directory under the system's temporary one, removed when dropped.
    struct TempDir(PathBuf);

    impl TempDir {
        fn new(name: &str) -> TempDir {
            let path =
                std::env::temp_dir().join(format!("xtask-lessons-{}-{name}", std::process::id()));
            let _ = fs::remove_dir_all(&path);
            fs::create_dir_all(path.join(DIR)).unwrap();
            TempDir(path)
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    #[test]
    fn writes_the_index_from_the_json_files_only() {
        let root = TempDir::new("write");
        let dir = root.0.join(DIR);
        // The page's lists, which the check reads.
        for file in [LANGUAGES_FILE, GOAL_TYPES_FILE] {
            let to = root.0.join(file);
            fs::create_dir_all(to.parent().unwrap()).unwrap();
            fs::copy(workspace::root().join(file), to).unwrap();
        }
        fs::write(dir.join("02-b.json"), lesson("b", "2")).unwrap();
        fs::write(dir.join("01-a.json"), lesson("a", "1")).unwrap();
        fs::write(dir.join("README.md"), "# not a lesson").unwrap();
        fs::write(dir.join(".hidden.json"), "not even JSON").unwrap();
        fs::create_dir_all(dir.join("player")).unwrap();
        fs::write(dir.join("player/x.json"), "{}").unwrap();
        let generated = root.0.join("generated");
        let out = generated.join("lessons").join(OUTPUT);
        write(&root.0, &generated).unwrap();
        let text = fs::read_to_string(&out).unwrap();
        let a = text.find("01-a.json").unwrap();
        let b = text.find("02-b.json").unwrap();
        assert!(a < b, "{text}");
        assert!(!text.contains("README") && !text.contains("hidden") && !text.contains("x.json"));
        // The index itself is not read as a lesson the next time.
        write(&root.0, &generated).unwrap();
        assert_eq!(fs::read_to_string(&out).unwrap(), text);
        assert!(
            !dir.join(OUTPUT).exists(),
            "nothing is written into the sources"
        );
        // A broken lesson stops the build and leaves the old index as it was.
        fs::write(dir.join("03-c.json"), "{ \"id\": ").unwrap();
        let error = write(&root.0, &generated).unwrap_err();
        assert!(
            error.contains("03-c.json: not valid JSON: line 1, column 8: EOF while parsing"),
            "{error}"
        );
        assert_eq!(fs::read_to_string(&out).unwrap(), text);
    }

    /// A lesson with `position` rows on a `size` board (one row a line of the file),
    /// and `extra` members.
    fn with_position(size: &str, rows: &[&str], extra: &str) -> String {
        let rows: Vec<String> = rows.iter().map(|r| format!("\n    \"{r}\"")).collect();
        lesson("x", "1").replace(
            "\"size\": 9,",
            &format!("{size},{extra}\n  \"position\": [{}\n  ],", rows.join(",")),
        )
    }

    /// The `start` the index gives lesson `text`.
    fn start_of(text: String) -> Value {
        let entries = index(&files(&[("07-x.json", text)]), &site()).unwrap();
        let parsed = json::parse(&render(&entries)).unwrap();
        parsed.get("lessons").and_then(Value::as_array).unwrap()[0]
            .get("start")
            .unwrap()
            .clone()
    }

    #[test]
    fn the_index_gives_the_position_the_engine_read() {
        let start = start_of(with_position(
            "\"width\": 3, \"height\": 2",
            &[". X O", "X . ."],
            " \"toMove\": \"W\",",
        ));
        let text = |key: &str| start.get(key).and_then(Value::as_f64);
        assert_eq!((text("width"), text("height")), (Some(3.0), Some(2.0)));
        let points = |color: &str| -> Vec<String> {
            start
                .get("setup")
                .and_then(|s| s.get(color))
                .and_then(Value::as_array)
                .unwrap()
                .iter()
                .map(|p| p.as_str().unwrap().to_owned())
                .collect()
        };
        // Rows top first, columns from A, rows counted from the bottom (RULES R0.2).
        assert_eq!(points("black"), ["B2", "A1"]);
        assert_eq!(points("white"), ["C2"]);
        assert_eq!(start.get("toMove").and_then(Value::as_str), Some("W"));
        // A handicap: the count, placed by the engine under the rules the page picks.
        let start =
            start_of(lesson("x", "1").replace("\"size\": 9,", "\"size\": 9, \"handicap\": 4,"));
        assert_eq!(start.get("handicap").and_then(Value::as_f64), Some(4.0));
        assert!(start.get("setup").is_none() && start.get("toMove").is_none());
        // Nothing: an empty board, Black to move.
        let start = start_of(lesson("x", "1"));
        assert_eq!(start.get("toMove").and_then(Value::as_str), Some("B"));
    }

    #[test]
    fn a_bad_position_row_is_named_by_file_and_line() {
        // `"position"` is on the file's line 3, its rows on lines 4 to 6.
        let cases = [
            (
                with_position("\"size\": 3", &[". . .", ". X", ". . ."], ""),
                ":5: position row 2: 2 points, the first row has 3",
            ),
            (
                with_position("\"size\": 3", &[". . .", ". . .", ". a ."], ""),
                ":6: position row 3: 'a' is not a stone",
            ),
            (
                with_position("\"size\": 3", &[". . .", "   ", ". . ."], ""),
                ":5: position row 2: a row is one line",
            ),
            (
                with_position("\"size\": 4", &[". . .", ". . .", ". . ."], ""),
                ":3: position: 3x3 points, but the lesson's board is 4x4",
            ),
            // RULES R0.5: a chain without liberty cannot stand; the row of its stone is named.
            (
                with_position("\"size\": 2", &["X O", "O ."], ""),
                ":4: the chain at A2 has no liberty",
            ),
            (
                with_position("\"size\": 9", &[". . ."], " \"handicap\": 2,"),
                ": `handicap` goes alone",
            ),
            (
                lesson("x", "1").replace("\"size\": 9,", "\"size\": 7, \"handicap\": 2,"),
                ": a 7x7 board has no standard star points",
            ),
            (
                lesson("x", "1").replace("\"japanese\"", "\"fischer\""),
                ": `rules` is `fischer`: use one of",
            ),
            (
                lesson("x", "1").replace(
                    "\"size\": 9,",
                    "\"size\": 9, \"setup\": { \"black\": [\"Z1\"] },",
                ),
                ": setup.black: `Z1` is no point",
            ),
        ];
        for (text, expected) in cases {
            let error = error_of(text);
            assert!(error.starts_with("www/lessons/07-x.json"), "{error}");
            assert!(
                error.contains(expected),
                "expected {expected:?} in: {error}"
            );
        }
    }

    #[test]
    fn the_lessons_in_the_repository_are_valid() {
        let dir = workspace::root().join(DIR);
        let files = read_lessons(&dir).unwrap();
        assert!(files.len() >= 15, "{} lessons", files.len());
        let entries = index(&files, &site()).unwrap();
        assert_eq!(entries.len(), files.len());
    }
}
