//! `cargo xtask lighthouse`: how fast the built site starts, measured (not a test).
//!
//! Builds the site (as `cargo xtask build`: the bundled `target/site/`), installs `tools/lighthouse/` (Lighthouse
//! 12.2.3 and playwright-core, pinned in its lockfile) with `npm ci` when needed,
//! serves `target/site/` with the project's server on a free loopback port, and runs:
//! 1. `tools/lighthouse/scores.mjs`: Lighthouse's performance, accessibility, best
//!    practices and SEO scores of `/`, `/lessons.html` and `/embed.html` (mobile);
//! 2. `tools/lighthouse/phone.mjs`: the board's cold and warm start on a throttled
//!    phone (4× CPU, 150 ms RTT, 1.6 Mbps).
//!
//! With `--floor`, the phone's start is measured on a reference page first
//! (`tools/lighthouse/floor/`: one file drawing a 19×19 grid, with a service worker):
//! the least any page takes on that profile, on this machine, at this load.
//!
//! With `--trace`, instead: `tools/lighthouse/trace.mjs`, the main thread's tasks over
//! 50 ms at each page's start on that phone, from a Chromium trace (what Lighthouse's
//! total blocking time counts, as observed).
//!
//! The machine's load average is printed before and after: the figures of a busy
//! machine are slower.

use crate::server::Server;
use crate::{node, workspace};
use std::fs;
use std::net::{Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::thread;

/// The folder of the measuring scripts and their package.json.
const TOOLS: &str = "tools/lighthouse";

/// What `cargo xtask lighthouse --help` prints.
const HELP: &str = "\
Usage: cargo xtask lighthouse [--scores | --phone [--floor] [--pages P] | --trace [--warm N]] [--runs N] [--site DIR]

Builds and serves the site, then prints Lighthouse's four scores (performance,
accessibility, best practices, SEO; mobile) of /, /lessons.html and /embed.html, and
the board's cold and warm start on a throttled phone (4× CPU, 150 ms RTT, 1.6 Mbps).
Chromium: $CHROME_PATH, else /usr/bin/chromium.

  --scores    only the Lighthouse scores
  --phone     only the throttled phone
  --floor     with --phone: first the same measurement of a reference page
              (tools/lighthouse/floor/: one file, a canvas grid, a service worker),
              the least any page takes on that profile at this load
  --trace     only the main thread's tasks over 50 ms at each page's start on the
              throttled phone, cold and warm, from a Chromium trace, with each
              visit's timeline (the HTML, the app's steps, the first frame) and what
              the code caches gave
  --warm N    with --trace: N warm visits one after the other (default 1)
  --runs N    runs per page (Lighthouse, default 1) or per kind of start (phone,
              default 5); the median is printed
  --pages P   with --phone: the pages measured, a comma-separated list of paths
              (default /,/lessons.html,/embed.html)
  --site DIR  measure the built site in DIR instead (e.g. an older commit's www/,
              to compare in one sitting); nothing is built
";

/// Reads the options, builds, serves and measures.
pub fn run(args: &[String]) -> Result<(), String> {
    let mut scores = true;
    let mut phone = true;
    let mut trace = false;
    let mut runs = None;
    let mut warm = None;
    let mut site = None;
    let mut floor = false;
    let mut pages = PHONE_PAGES.to_owned();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--scores" => phone = false,
            "--phone" => scores = false,
            "--trace" => trace = true,
            "--floor" => floor = true,
            "--runs" => {
                let value = rest.next().ok_or("`--runs` needs a number")?;
                let n: u32 = value
                    .parse()
                    .ok()
                    .filter(|n| *n > 0)
                    .ok_or_else(|| format!("`{value}` is not a number of runs"))?;
                runs = Some(n.to_string());
            }
            "--warm" => {
                let value = rest.next().ok_or("`--warm` needs a number")?;
                let n: u32 = value
                    .parse()
                    .ok()
                    .filter(|n| *n > 0)
                    .ok_or_else(|| format!("`{value}` is not a number of warm visits"))?;
                warm = Some(n.to_string());
            }
            "--site" => site = Some(PathBuf::from(rest.next().ok_or("`--site` needs a folder")?)),
            "--pages" => {
                pages = rest
                    .next()
                    .ok_or("`--pages` needs a list: /,/lessons.html")?
                    .clone()
            }
            "--help" | "-h" => {
                print!("{HELP}");
                return Ok(());
            }
            other => {
                return Err(format!(
                    "unknown option `{other}`: see `cargo xtask lighthouse --help`"
                ))
            }
        }
    }
    if !scores && !phone {
        return Err("`--scores` and `--phone` exclude each other; give neither for both".into());
    }
    if floor && (scores || trace) {
        return Err("`--floor` goes with `--phone` alone".into());
    }
    if pages != PHONE_PAGES && (scores || !phone) {
        return Err("`--pages` goes with `--phone`".into());
    }
    if warm.is_some() && !trace {
        return Err("`--warm` goes with `--trace`".into());
    }
    if trace {
        if !(scores && phone) {
            return Err("`--trace` runs alone: give it without `--scores` or `--phone`".into());
        }
        scores = false;
        phone = false;
    }
    let site = match site {
        Some(dir) => dir,
        None => {
            super::build::run(&[])?;
            workspace::root().join(crate::steps::bundle::SITE)
        }
    };
    let root = workspace::root();
    node::ensure_node(&root)?;
    node::install(&root.join(TOOLS), TOOLS)?;

    let url = serve(&site)?;
    let floor_url = if floor {
        Some(serve(&root.join(TOOLS).join("floor"))?)
    } else {
        None
    };

    let mut failures = Vec::new();
    let mut measure = |script: &str, url: &str, extra: &[String]| {
        let mut node_args = vec![
            format!("{TOOLS}/{script}"),
            "--url".to_owned(),
            url.to_owned(),
        ];
        if let Some(runs) = &runs {
            node_args.extend(["--runs".to_owned(), runs.clone()]);
        }
        node_args.extend(extra.iter().cloned());
        let node_args: Vec<&str> = node_args.iter().map(String::as_str).collect();
        println!();
        if let Err(e) = crate::process::run(&root, "node", &node_args) {
            failures.push(e);
        }
    };
    if scores {
        measure("scores.mjs", &url, &[]);
    }
    if phone {
        // The three pages, after the reference page when asked, in one sitting: the
        // ratios to the floor are the figures (the machine's load moves both alike).
        let mut extra = vec!["--paths".to_owned(), pages.clone()];
        if let Some(floor_url) = &floor_url {
            extra.extend(["--floor".to_owned(), floor_url.clone()]);
        }
        measure("phone.mjs", &url, &extra);
    }
    if trace {
        let extra: Vec<String> = warm
            .iter()
            .flat_map(|n| ["--warm".to_owned(), n.clone()])
            .collect();
        measure("trace.mjs", &url, &extra);
    }
    println!("\nload average afterwards: {}", load_average());
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("; "))
    }
}

/// The pages whose start `--phone` measures.
const PHONE_PAGES: &str = "/,/lessons.html,/embed.html";

/// Serves `dir` with the project's server on a free loopback port, in a thread that
/// ends with the process; returns its URL.
fn serve(dir: &std::path::Path) -> Result<String, String> {
    let server = Server::bind(dir, SocketAddr::from((Ipv4Addr::LOCALHOST, 0)))
        .map_err(|e| format!("cannot serve {}: {e}", dir.display()))?;
    let url = format!(
        "http://{}/",
        server
            .local_addr()
            .map_err(|e| format!("cannot read the bound address: {e}"))?
    );
    thread::spawn(move || server.run_quietly());
    println!(
        "\nServing {} at {url}; load average {}",
        dir.display(),
        load_average()
    );
    Ok(url)
}

/// The 1, 5 and 15 minute load averages, as `uptime` prints them.
fn load_average() -> String {
    fs::read_to_string("/proc/loadavg")
        .map(|text| {
            text.split_whitespace()
                .take(3)
                .collect::<Vec<_>>()
                .join(", ")
        })
        .unwrap_or_else(|_| "unknown".into())
}
