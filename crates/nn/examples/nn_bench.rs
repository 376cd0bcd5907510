//! `cargo run --release -p weiqi-nn --example nn_bench [-- --runs N]`: the time of
//! one evaluation (features, network, post-processing) natively, on an opening
//! position of 19×19 and 9×9, with the reference and the fast kernels; prints the
//! median wall time of N runs (default 20), the mean CPU time (evaluation and network
//! alone together) and the load average.

use std::path::Path;
use std::time::Instant;

use weiqi::{BoardSize, Game, Move, RuleSet};
use weiqi_nn::{features, locate, Evaluator, Kernels, Model};

fn main() {
    let runs: usize = std::env::args()
        .skip_while(|a| a != "--runs")
        .nth(1)
        .map_or(20, |n| n.parse().expect("--runs takes a number"));
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let path = locate::find_model(&workspace).unwrap_or_else(|e| panic!("{e}"));
    let model = Model::from_gzip(&std::fs::read(path).unwrap()).unwrap();
    println!(
        "model {} ({} weights), {runs} runs each",
        model.name,
        model.parameters()
    );
    for side in [19u32, 9] {
        let size = BoardSize::square(side).unwrap();
        let mut game = Game::new(RuleSet::Chinese.rules(), size);
        let opening: &[&str] = if side == 19 {
            &["Q16", "D4", "Q3", "D16", "R5", "C10"]
        } else {
            &["E5", "C3", "G7", "C6"]
        };
        for m in opening {
            game.play(Move::parse(size, m).unwrap()).unwrap();
        }
        let f = features(&game);
        for kernels in [Kernels::Scalar, Kernels::Fast] {
            let mut evaluator = Evaluator::new(model.clone()).with_kernels(kernels);
            evaluator.evaluate(&game, 0);
            let mut times = Vec::with_capacity(runs);
            let mut net_times = Vec::with_capacity(runs);
            let cpu_start = cpu_seconds();
            for i in 0..runs {
                let start = Instant::now();
                evaluator.evaluate(&game, (i % 8) as u8);
                times.push(start.elapsed().as_secs_f64() * 1e3);
                let start = Instant::now();
                evaluator.run(&f, (i % 8) as u8);
                net_times.push(start.elapsed().as_secs_f64() * 1e3);
            }
            let cpu = (cpu_seconds() - cpu_start) * 1e3 / (2 * runs) as f64;
            println!(
                "{side}x{side} {kernels:?}: {:.2} ms an evaluation ({:.2} ms the network alone), median; {cpu:.1} ms of CPU on average",
                median(&mut times),
                median(&mut net_times)
            );
        }
    }
    if let Ok(load) = std::fs::read_to_string("/proc/loadavg") {
        let load: Vec<&str> = load.split_whitespace().take(3).collect();
        println!("load average: {}", load.join(", "));
    }
}

/// CPU seconds (user and system) this process has used, from `/proc/self/stat`
/// (Linux; 0 elsewhere): the time a loaded machine does not inflate.
fn cpu_seconds() -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    let fields: Vec<&str> = stat
        .rsplit(')')
        .next()
        .unwrap_or("")
        .split_whitespace()
        .collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (ticks(11) + ticks(12)) / 100.0
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}
