//! `weiqi-gtp [--rules PRESET] [--level N] [--playouts N] [--seconds S] [--seed N]
//! [--net MODEL.bin.gz [--visits N | --rank 30k..1k|1d]]`:
//! a GTP v2 engine on standard input and output.

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use weiqi_gtp::{Engine, Options};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match Options::parse(&args) {
        Ok(o) => o,
        Err(message) => {
            eprintln!("weiqi-gtp: {message}\n{}", Options::USAGE);
            return ExitCode::from(2);
        }
    };
    let mut engine = match Engine::new(options) {
        Ok(e) => e,
        Err(message) => {
            eprintln!("weiqi-gtp: {message}");
            return ExitCode::from(2);
        }
    };
    let stdin = io::stdin();
    let mut out = io::stdout().lock();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        if let Some(reply) = engine.handle(&line) {
            if out
                .write_all(reply.as_bytes())
                .and_then(|_| out.flush())
                .is_err()
            {
                break;
            }
        }
        if engine.quitting() {
            break;
        }
    }
    ExitCode::SUCCESS
}
