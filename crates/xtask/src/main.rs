//! `cargo xtask`: the project's own commands, written in plain Rust (the cargo-xtask
//! convention). `cargo xtask help` lists them.

mod debian;
mod digest;
mod node;
mod process;
mod server;
mod sizes;
mod steps;
mod tasks;
mod workspace;

use std::env;
use std::process::ExitCode;

/// What `cargo xtask help` prints.
const USAGE: &str = "\
Usage: cargo xtask <command> [options]

Commands:
  test                 install what is missing (rustup targets, rustfmt, clippy, GNU Go
                       and Chromium from Debian, the wasm-bindgen CLI, npm packages),
                       then check formatting, lint (clippy; Biome for the JavaScript), run
                       every test, compare with GNU Go, build no_std, build benches, pack the
                       rules crate (`cargo publish --dry-run`), build the wasm, run the
                       Node tests, pack and check the npm package, run the browser tests
  build                compile web/ to WebAssembly into target/www-gen/pkg/ (installs the wasm32
                       target and the wasm-bindgen CLI if missing; wasm-opt if present),
                       then bundle the site into target/site/ and the CDN build into
                       target/dist/ (prints the embed snippet)
  bench [--quick]      Weiqi (wasm) beside the npm Go libraries and the native engine,
                       with a summary of the targets; `-- ARGS` runs the criterion
                       benches of the rules crate instead
  pack                 build, then make the npm package target/npm/<name>-<version>.tgz
                       (the JS API, <go-board>, diagrams, types, the wasm); nothing is
                       published
  serve [--port N]     build, then serve the bundled site target/site/ at
                       http://127.0.0.1:N/ (default port 8080); `--source` serves www/
                       as it is (edits show without a rebuild), `--no-build` serves
                       what the last build made
  relay-demo [OPTIONS] build, serve the site and relay a game live into
                       target/site/live/demo.sgf, a move every `--pace` seconds (5),
                       as a federation's relay does: watch it at /live/ or in the app
                       (`?live=live/demo.sgf`); `--no-serve` only relays, `--game FILE`
                       relays another record, `--from N` starts at move N
  lighthouse [OPTIONS] build and serve the site, then print Lighthouse's four scores of
                       each page and the board's cold and warm start on a throttled
                       phone (`--help` lists the options); a measurement, not a test
  difftest [OPTIONS]   play seeded random games in lockstep with GNU Go 3.8 and compare
                       boards and legal moves (e.g. `--games 100`; `--help` lists the
                       options); installs GNU Go if missing
  strength [OPTIONS]   play weiqi-gtp against GNU Go on 9x9 (Chinese rules, komi 7)
                       and print the win rate, its 95 % interval, an Elo estimate and
                       the time per move (e.g. `--games 100 --level 5`; `--help`)
  model                find KataGo's network (by SHA-256 in $WEIQI_MODELS or a
                       shared/models/ folder above the workspace), else download it
                       into target/models/; prints its path
  nn-bench [OPTIONS]   one evaluation of KataGo's network on 19x19 and 9x9: native,
                       Node (wasm simd128), and with --browser Chromium unthrottled
                       and 4x throttled; prints the load average (`--help`)
  help                 show this text
";

fn main() -> ExitCode {
    let args: Vec<String> = env::args().skip(1).collect();
    let Some((command, rest)) = args.split_first() else {
        eprint!("{USAGE}");
        return ExitCode::from(2);
    };
    let result = match command.as_str() {
        "test" => tasks::test::run(rest),
        "bench" => tasks::bench::run(rest),
        "build" => tasks::build::run(rest),
        "difftest" => tasks::difftest::run(rest),
        "pack" => tasks::pack::run(rest),
        "serve" => tasks::serve::run(rest),
        "relay-demo" => tasks::relay_demo::run(rest),
        "lighthouse" => tasks::lighthouse::run(rest),
        "strength" => tasks::strength::run(rest),
        "model" => tasks::model::run(rest),
        "nn-bench" => tasks::nn_bench::run(rest),
        "help" | "-h" | "--help" => {
            print!("{USAGE}");
            Ok(())
        }
        other => {
            eprintln!("error: unknown command `{other}`\n");
            eprint!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}
