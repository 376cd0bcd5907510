//! The teacher's network in the built site: `cargo xtask build` finds KataGo's model
//! the way `cargo xtask model` does (by SHA-256 in `$WEIQI_MODELS` or a
//! `shared/models/` folder above the workspace, else downloaded) and copies it into
//! the bundled site under a content-hashed name, `models/<name>.<hash>.bin` (the
//! published gzip file as it is: the page's Worker inflates it), beside a small
//! `teacher-model.json` that tells the page its path and size. Neither is in `www/`
//! nor in git.
//!
//! The network is 3.8 MB: the page says so and asks before the first download, the
//! service worker keeps it once downloaded and never precaches it at install
//! (`precache::MODELS_DIR`). A build that cannot find it ships no network and no
//! `teacher-model.json`; the page then says what is missing and offers the
//! Monte-Carlo opponent as before.

use std::fs;
use std::path::Path;

use weiqi_nn::locate;

use super::precache::MODELS_DIR;

/// What the page reads to find the network (in the site's root).
pub const MANIFEST: &str = "teacher-model.json";

/// Copies the network into `site` (the bundled site's folder) with its manifest,
/// or removes both when it cannot be found (the build goes on without it).
pub fn write(root: &Path, site: &Path) -> Result<(), String> {
    let folder = site.join(MODELS_DIR);
    let manifest = site.join(MANIFEST);
    let model = match crate::tasks::model::find_or_download(root) {
        Ok(path) => path,
        Err(e) => {
            let _ = fs::remove_dir_all(&folder);
            let _ = fs::remove_file(&manifest);
            println!("the site has no teacher: {e}");
            return Ok(());
        }
    };
    let bytes = fs::read(&model).map_err(|e| format!("cannot read {}: {e}", model.display()))?;
    let sha256 = locate::sha256_hex(&bytes);
    let stem = locate::MODEL_FILE
        .strip_suffix(".bin.gz")
        .unwrap_or(locate::MODEL_FILE);
    let name = format!("{stem}.{}.bin", &sha256[..16]);
    fs::create_dir_all(&folder).map_err(|e| format!("cannot create {}: {e}", folder.display()))?;
    // Only this network stays in the folder; an unchanged copy keeps its date.
    for entry in
        fs::read_dir(&folder).map_err(|e| format!("cannot list {}: {e}", folder.display()))?
    {
        let entry = entry.map_err(|e| format!("cannot list {}: {e}", folder.display()))?;
        if entry.file_name().to_string_lossy() != name {
            fs::remove_file(entry.path())
                .map_err(|e| format!("cannot delete {}: {e}", entry.path().display()))?;
        }
    }
    let target = folder.join(&name);
    if fs::metadata(&target).map(|m| m.len()).ok() != Some(bytes.len() as u64) {
        fs::write(&target, &bytes)
            .map_err(|e| format!("cannot write {}: {e}", target.display()))?;
    }
    let text = manifest_text(&format!("{MODELS_DIR}/{name}"), bytes.len(), &sha256, stem);
    if fs::read_to_string(&manifest).ok().as_deref() != Some(text.as_str()) {
        fs::write(&manifest, &text)
            .map_err(|e| format!("cannot write {}: {e}", manifest.display()))?;
    }
    println!(
        "teacher: {MODELS_DIR}/{name} ({} bytes, from {})",
        bytes.len(),
        model.display()
    );
    Ok(())
}

/// The manifest: the network's path in the site, its size in bytes (what the page
/// says before downloading), its SHA-256 and its name. Every value is ASCII the
/// build made (a hash, a number, the published file name): nothing needs escaping.
fn manifest_text(path: &str, bytes: usize, sha256: &str, name: &str) -> String {
    format!(
        "{{\n  \"path\": \"{path}\",\n  \"bytes\": {bytes},\n  \"sha256\": \"{sha256}\",\n  \"name\": \"{name}\"\n}}\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_manifest_is_json_the_page_reads() {
        let text = manifest_text("models/net.0123.bin", 3_827_339, "ab12", "net");
        assert_eq!(
            text,
            "{\n  \"path\": \"models/net.0123.bin\",\n  \"bytes\": 3827339,\n  \"sha256\": \"ab12\",\n  \"name\": \"net\"\n}\n"
        );
    }
}
