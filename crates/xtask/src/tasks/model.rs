//! `cargo xtask model`: finds KataGo's network the way the tests do
//! (`weiqi_nn::locate`: `$WEIQI_MODELS`, then a `shared/models/` folder above the
//! workspace, by SHA-256), else downloads it from where KataGo publishes it into
//! `target/models/` and checks its SHA-256. Prints where it is.

use std::path::{Path, PathBuf};

use weiqi_nn::locate::{self, MODEL_FILE, MODEL_SHA256, MODEL_URL};

/// Runs the command.
pub fn run(args: &[String]) -> Result<(), String> {
    if let Some(arg) = args.first() {
        return Err(format!("`cargo xtask model` takes no option ({arg})"));
    }
    let path = find_or_download(&crate::workspace::root())?;
    println!("{}", path.display());
    Ok(())
}

/// The folder a download goes to; it is looked in too, before downloading again.
fn download_folder(root: &Path) -> PathBuf {
    root.join("target").join("models")
}

/// The model's path: found, or downloaded and checked.
pub fn find_or_download(root: &Path) -> Result<PathBuf, String> {
    if let Ok(path) = locate::find_model(root) {
        return Ok(path);
    }
    let folder = download_folder(root);
    let path = folder.join(MODEL_FILE);
    if path.is_file() && checked(&path).is_ok() {
        return Ok(path);
    }
    std::fs::create_dir_all(&folder)
        .map_err(|e| format!("cannot create {}: {e}", folder.display()))?;
    let partial = folder.join(format!("{MODEL_FILE}.part"));
    println!("Downloading {MODEL_URL}");
    let fetched = crate::process::run(
        root,
        "curl",
        &[
            "--fail",
            "--location",
            "--silent",
            "--show-error",
            "--output",
            &partial.to_string_lossy(),
            MODEL_URL,
        ],
    );
    if let Err(e) = fetched {
        let _ = std::fs::remove_file(&partial);
        return Err(format!(
            "{} (the download failed: {e}; set {} to a folder holding {MODEL_FILE})",
            locate::missing_message(),
            locate::MODELS_VARIABLE
        ));
    }
    checked(&partial)?;
    std::fs::rename(&partial, &path)
        .map_err(|e| format!("cannot move the download into place: {e}"))?;
    Ok(path)
}

/// `Ok` when the file's SHA-256 is the model's; the error says what came instead.
fn checked(path: &Path) -> Result<(), String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let sha = locate::sha256_hex(&bytes);
    if sha == MODEL_SHA256 {
        Ok(())
    } else {
        let _ = std::fs::remove_file(path);
        Err(format!(
            "the download from {MODEL_URL} has SHA-256 {sha}, not {MODEL_SHA256}: it was deleted; fetch the file by hand and set {} to its folder",
            locate::MODELS_VARIABLE
        ))
    }
}
