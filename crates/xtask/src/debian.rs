//! The programs from Debian packages that the checks drive: GNU Go (the differential
//! test and the strength smoke) and Chromium (the npm package's pages and the browser
//! tests). `cargo xtask test` installs the missing ones in its first step, with one
//! `apt-get install` (as root, as on a fresh CI machine), so that no later step finds
//! a tool missing that a step after it would have installed.

use crate::process;
use std::env;
use std::path::{Path, PathBuf};

/// A program a Debian package provides.
pub struct Tool {
    /// The program's name, as found on `PATH`.
    pub program: &'static str,
    /// The environment variable that names another binary.
    pub variable: &'static str,
    /// Where Debian puts it, when that is not always on `PATH`.
    pub debian_path: &'static str,
    /// The packages to install for it (the program's, and what it needs beside).
    pub packages: &'static [&'static str],
}

/// GNU Go 3.8 (`/usr/games` is not always on `PATH`).
pub const GNUGO: Tool = Tool {
    program: "gnugo",
    variable: "GNUGO",
    debian_path: "/usr/games/gnugo",
    packages: &["gnugo"],
};

/// Chromium, with fonts: labels, buttons and screenshots need some.
pub const CHROMIUM: Tool = Tool {
    program: "chromium",
    variable: "CHROMIUM",
    debian_path: "/usr/bin/chromium",
    packages: &["chromium", "fonts-dejavu-core", "fonts-liberation"],
};

impl Tool {
    /// The binary: `$VARIABLE`, the program on `PATH`, or Debian's path.
    pub fn find(&self) -> Option<PathBuf> {
        if let Some(path) = env::var_os(self.variable) {
            return Some(PathBuf::from(path)).filter(|p| p.is_file());
        }
        env::var_os("PATH")
            .iter()
            .flat_map(env::split_paths)
            .map(|dir| dir.join(self.program))
            .chain([PathBuf::from(self.debian_path)])
            .find(|p| p.is_file())
    }

    /// The binary, or an error that says how to install it.
    pub fn require(&self) -> Result<PathBuf, String> {
        self.find().ok_or_else(|| {
            format!(
                "{} is not installed: `apt-get install -y {}` (as root; `cargo xtask test` \
                 does it in its first step), or set {} to its binary",
                self.program,
                self.packages.join(" "),
                self.variable
            )
        })
    }
}

/// Installs the packages of the `tools` that are missing, with one `apt-get install`
/// (and `apt-get update` first if that fails), when this runs as root with apt-get.
/// Prints where each tool is; a tool that cannot be installed here is only reported:
/// the step that needs it says so (or skips, as the difftest does outside CI).
pub fn install_missing(root: &Path, tools: &[&Tool]) -> Result<(), String> {
    let missing: Vec<&Tool> = tools
        .iter()
        .copied()
        .filter(|tool| tool.find().is_none())
        .collect();
    if !missing.is_empty() {
        let is_root = process::capture(root, "id", &["-u"]).is_ok_and(|uid| uid.trim() == "0");
        if is_root && process::capture(root, "apt-get", &["--version"]).is_ok() {
            let mut args = vec!["install", "-y", "--no-install-recommends"];
            args.extend(
                missing
                    .iter()
                    .flat_map(|tool| tool.packages.iter().copied()),
            );
            println!(
                "{}: missing, installing from Debian",
                missing
                    .iter()
                    .map(|tool| tool.program)
                    .collect::<Vec<_>>()
                    .join(", ")
            );
            if process::run(root, "apt-get", &args).is_err() {
                process::run(root, "apt-get", &["update"])?;
                process::run(root, "apt-get", &args)?;
            }
        }
    }
    for tool in tools {
        match tool.find() {
            Some(path) => println!("{}: {}", tool.program, path.display()),
            None => println!(
                "{}: not installed and not installable here (not root, or no apt-get)",
                tool.program
            ),
        }
    }
    Ok(())
}
