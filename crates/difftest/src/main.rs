//! `difftest`: plays seeded random games in lockstep with GNU Go 3.8 and compares
//! boards and legal moves after every move. `difftest --help` says how.

use std::path::PathBuf;
use std::process::ExitCode;

use difftest::known::Known;
use difftest::run::{run, write, Plan};
use difftest::setting::Setting;
use difftest::{gnugo, tally::Tally};

const USAGE: &str = "\
Usage: difftest [options]

Plays seeded random games in lockstep in the weiqi engine and GNU Go 3.8 (GTP) under
every shared ko x suicide setting, comparing boards and all legal moves before every
move. Exits with failure on any divergence that is not a known GNU Go difference.

Options:
  --games N          games per setting and board size (default 1)
  --sizes LIST       board sides, comma-separated (default 5,7,9,13)
  --settings LIST    settings by name, comma-separated, e.g. positional/all-suicide
                     (default: all nine)
  --seed S           base seed (default 1)
  --moves-per-point K  move cap per game = K x points (default 4)
  --threads T        worker threads, one GNU Go each (default 2)
  --out DIR          write divergence and example SGF records there
                     (default target/difftest)
  --gnugo PATH       the GNU Go binary (default: $GNUGO, gnugo on PATH, /usr/games/gnugo)
  --quiet            no line per game
";

fn main() -> ExitCode {
    match parse(std::env::args().skip(1).collect()) {
        Ok(Some((plan, program, quiet))) => execute(&plan, &program, quiet),
        Ok(None) => {
            print!("{USAGE}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("difftest: {e}\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

type Parsed = Option<(Plan, PathBuf, bool)>;

fn parse(args: Vec<String>) -> Result<Parsed, String> {
    let mut plan = Plan {
        settings: Setting::all(),
        sizes: vec![5, 7, 9, 13],
        games: 1,
        seed: 1,
        moves_per_point: 4,
        threads: 2,
        out_dir: Some(PathBuf::from("target/difftest")),
    };
    let mut program = None;
    let mut quiet = false;
    let mut it = args.into_iter();
    while let Some(arg) = it.next() {
        let mut value = || it.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--games" => plan.games = number(&value()?)?,
            "--seed" => plan.seed = number(&value()?)?,
            "--moves-per-point" => plan.moves_per_point = number(&value()?)?,
            "--threads" => plan.threads = number(&value()?)?,
            "--out" => plan.out_dir = Some(PathBuf::from(value()?)),
            "--gnugo" => program = Some(PathBuf::from(value()?)),
            "--sizes" => {
                plan.sizes = value()?
                    .split(',')
                    .map(|s| match number::<u8>(s) {
                        Ok(n) if (1..=19).contains(&n) => Ok(n),
                        _ => Err(format!("board side {s:?}: GNU Go plays 1 to 19")),
                    })
                    .collect::<Result<_, _>>()?
            }
            "--settings" => {
                plan.settings = value()?
                    .split(',')
                    .map(|s| Setting::parse(s).ok_or(format!("unknown setting {s:?}")))
                    .collect::<Result<_, _>>()?
            }
            "--quiet" => quiet = true,
            "-h" | "--help" => return Ok(None),
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    let program = match program.or_else(gnugo::find) {
        Some(p) => p,
        None => {
            return Err(
                "GNU Go not found: install it (`apt-get install gnugo`) or pass --gnugo PATH"
                    .into(),
            )
        }
    };
    Ok(Some((plan, program, quiet)))
}

fn number<T: std::str::FromStr>(text: &str) -> Result<T, String> {
    text.trim()
        .parse()
        .map_err(|_| format!("not a number: {text:?}"))
}

fn execute(plan: &Plan, program: &std::path::Path, quiet: bool) -> ExitCode {
    println!(
        "difftest: {} setting(s) x sizes {:?} x {} game(s), seed {}, GNU Go at {}",
        plan.settings.len(),
        plan.sizes,
        plan.games,
        plan.seed,
        program.display()
    );
    let progress = |line: &str| {
        if !quiet || line.starts_with("DIVERGENCE") {
            println!("{line}");
        }
    };
    let tally = match run(program, plan, &progress) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("difftest: {e}");
            return ExitCode::FAILURE;
        }
    };
    report_known(plan, &tally);
    print!("\n{}", tally.note());
    if tally.divergences() > 0 {
        eprintln!("difftest: FAILED: the engines diverge (records above)");
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// Says what each known difference is, with its first case, and writes its record.
fn report_known(plan: &Plan, tally: &Tally) {
    for kind in Known::ALL {
        let cases = tally
            .settings
            .iter()
            .filter_map(|(s, t)| t.known_examples.get(&kind).map(|c| (s, c)));
        for (setting, case) in cases {
            let verdict = if kind.gnugo_is_wrong() {
                "GNU Go is wrong"
            } else {
                "a difference of definition"
            };
            println!(
                "known difference {kind} ({verdict}; RULES {}): under {setting}, first at move {}: GNU Go allows {} {}, we forbid it ({})",
                kind.rules(),
                case.move_number + 1,
                case.color.letter(),
                case.point,
                case.ours
            );
            if let Some(dir) = &plan.out_dir {
                let name = format!("known-{kind}-{}.sgf", setting.name().replace('/', "-"));
                write(dir, &name, &case.sgf);
            }
        }
    }
}
