//! The build leaves the source tree as it is: every file it makes goes under
//! `target/` ([`crate::workspace::generated`], `target/site/`, `target/dist/`).
//! `cargo xtask test` takes a snapshot of `www/` before the build steps ([`BEFORE`])
//! and compares it after them ([`AFTER`]): the same files, sizes and dates, and the
//! same `git status` of `www/`. (A comparison, not "clean": a developer's edits are
//! not the build's.)
//!
//! Builds before this one wrote into `www/`; [`remove_legacy_outputs`] deletes what
//! they left there, which would otherwise shadow the files in `target/www-gen/`.

use super::{Context, Step};
use crate::{process, sizes};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

/// The snapshot, taken before the build steps (after deleting old builds' outputs).
pub const BEFORE: Step = Step {
    name: "source tree before the build (www/ snapshot)",
    run: before,
};

/// The comparison, after the build steps.
pub const AFTER: Step = Step {
    name: "source tree after the build (www/ unchanged)",
    run: after,
};

/// What builds before outputs went to `target/` wrote into `www/` (relative to it).
const LEGACY: [&str; 4] = [
    "pkg",
    "strings/built",
    "lessons/index.json",
    "sw-precache.js",
];

/// Where the snapshot is kept between the two steps, in the target directory.
const SNAPSHOT: &str = "source-tree/www.txt";

fn before(context: &Context) -> Result<(), String> {
    remove_legacy_outputs(&context.root)?;
    let path = sizes::target_dir(&context.root).join(SNAPSHOT);
    let snapshot = snapshot(&context.root)?;
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    fs::write(&path, &snapshot).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    println!("www/: {} lines of snapshot", snapshot.lines().count());
    Ok(())
}

fn after(context: &Context) -> Result<(), String> {
    let path = sizes::target_dir(&context.root).join(SNAPSHOT);
    let before = fs::read_to_string(&path).map_err(|e| {
        format!(
            "no snapshot at {} (the step `{}` makes it): {e}",
            path.display(),
            BEFORE.name
        )
    })?;
    let now = snapshot(&context.root)?;
    let changed = differences(&before, &now);
    if changed.is_empty() {
        println!("www/: as before the build");
        Ok(())
    } else {
        Err(format!(
            "the build changed www/ (its outputs belong under target/): {}",
            changed.join("; ")
        ))
    }
}

/// Deletes what builds before this one wrote into `www/`: the generated files and the
/// precompressed copies beside its files.
pub fn remove_legacy_outputs(root: &Path) -> Result<(), String> {
    let www = root.join("www");
    let mut gone = Vec::new();
    for legacy in LEGACY {
        let path = www.join(legacy);
        let removed = if path.is_dir() {
            fs::remove_dir_all(&path)
        } else if path.is_file() {
            fs::remove_file(&path)
        } else {
            continue;
        };
        removed.map_err(|e| format!("cannot delete {}: {e}", path.display()))?;
        gone.push(format!("www/{legacy}"));
    }
    let mut files = Vec::new();
    walk(&www, &mut files)?;
    for file in files {
        let name = file.to_string_lossy();
        if name.ends_with(".br") || name.ends_with(".gz") {
            // A copy of a file of www/, or of one of the outputs deleted above.
            let source = file.with_extension("");
            let of_output = LEGACY
                .iter()
                .any(|legacy| source.starts_with(www.join(legacy)));
            if source.is_file() || of_output {
                fs::remove_file(&file)
                    .map_err(|e| format!("cannot delete {}: {e}", file.display()))?;
                gone.push(name.into_owned());
            }
        }
    }
    if !gone.is_empty() {
        println!(
            "deleted {} outputs of an older build from www/ (they are in target/ now)",
            gone.len()
        );
    }
    Ok(())
}

/// Every file of `www/` with its size and modification time, then what `git status`
/// says of `www/` (ignored files included).
fn snapshot(root: &Path) -> Result<String, String> {
    let www = root.join("www");
    let mut files = Vec::new();
    walk(&www, &mut files)?;
    files.sort();
    let mut out = String::new();
    for file in files {
        let metadata =
            fs::metadata(&file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
        let nanos = metadata
            .modified()
            .ok()
            .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
            .map_or(0, |d| d.as_nanos());
        let relative = file.strip_prefix(root).unwrap_or(&file);
        out.push_str(&format!(
            "{} {} {nanos}\n",
            relative.display(),
            metadata.len()
        ));
    }
    let status = process::capture(
        root,
        "git",
        &["status", "--porcelain", "--ignored", "--", "www/"],
    )
    .unwrap_or_else(|e| format!("(git status not run: {e})\n"));
    for line in status.lines() {
        out.push_str(&format!("git: {line}\n"));
    }
    Ok(out)
}

/// The lines of one snapshot missing from the other, marked `-` (gone or changed)
/// and `+` (new or changed).
fn differences(before: &str, now: &str) -> Vec<String> {
    let gone = before
        .lines()
        .filter(|line| !now.lines().any(|l| l == *line))
        .map(|line| format!("- {line}"));
    let new = now
        .lines()
        .filter(|line| !before.lines().any(|l| l == *line))
        .map(|line| format!("+ {line}"));
    gone.chain(new).collect()
}

/// Every file under `dir`, recursively (links not followed).
fn walk(dir: &Path, files: &mut Vec<PathBuf>) -> Result<(), String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("cannot list {}: {e}", dir.display()))?;
    for entry in entries {
        let entry = entry.map_err(|e| format!("cannot list {}: {e}", dir.display()))?;
        let kind = entry
            .file_type()
            .map_err(|e| format!("cannot read {}: {e}", entry.path().display()))?;
        if kind.is_dir() {
            walk(&entry.path(), files)?;
        } else {
            files.push(entry.path());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::differences;

    #[test]
    fn names_what_changed() {
        let before = "www/a.js 3 1\nwww/b.js 4 2\ngit: ?? www/x\n";
        assert!(differences(before, before).is_empty());
        let now = "www/a.js 3 1\nwww/b.js 5 3\nwww/pkg/w.js 9 9\n";
        assert_eq!(
            differences(before, now),
            [
                "- www/b.js 4 2",
                "- git: ?? www/x",
                "+ www/b.js 5 3",
                "+ www/pkg/w.js 9 9"
            ]
        );
    }
}
