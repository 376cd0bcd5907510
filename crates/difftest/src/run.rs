//! Many games: every requested setting × board size × game number, on a few threads
//! (one GNU Go process per setting), added up in a [`Tally`].

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use weiqi::playout::Rng;
use weiqi::BoardSize;

use crate::choose::Style;
use crate::gnugo::GnuGo;
use crate::lockstep::{play_game, Failure, GameSpec};
use crate::setting::Setting;
use crate::tally::Tally;

/// What to play.
#[derive(Clone, Debug)]
pub struct Plan {
    /// The settings, each with its own GNU Go process.
    pub settings: Vec<Setting>,
    /// Board sides (square boards).
    pub sizes: Vec<u8>,
    /// Games per setting and size.
    pub games: u32,
    /// Base seed; each game's seed is derived from it, the setting, size and number.
    pub seed: u64,
    /// The move cap is this many moves per point of the board.
    pub moves_per_point: u32,
    /// Worker threads.
    pub threads: usize,
    /// Where divergence and example records are written (`None`: nowhere).
    pub out_dir: Option<PathBuf>,
}

impl Plan {
    /// The spec of game `game` of `setting` on `side`×`side`.
    pub fn spec(&self, setting_index: usize, setting: Setting, side: u8, game: u32) -> GameSpec {
        let mixed =
            self.seed ^ ((setting_index as u64) << 48) ^ ((side as u64) << 40) ^ (game as u64);
        let size = BoardSize::square(side as u32).expect("a valid board side");
        GameSpec {
            setting,
            size,
            seed: Rng::new(mixed).next_u64(),
            max_moves: self.moves_per_point * size.num_points() as u32,
            style: Style::ALL[game as usize % Style::ALL.len()],
        }
    }
}

/// Plays the plan with GNU Go at `program`; `progress` hears one line per game.
/// An unexplained divergence is recorded and the run goes on; a broken GTP
/// conversation ends the run with an error.
pub fn run(program: &Path, plan: &Plan, progress: &(dyn Fn(&str) + Sync)) -> Result<Tally, String> {
    let tally = Mutex::new(Tally::default());
    for &s in &plan.settings {
        tally.lock().unwrap().of(s);
    }
    let next = AtomicUsize::new(0);
    let error = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..plan.threads.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(&setting) = plan.settings.get(i) else {
                    break;
                };
                if let Err(e) = run_setting(program, plan, i, setting, &tally, progress) {
                    *error.lock().unwrap() = Some(e);
                    break;
                }
            });
        }
    });
    if let Some(e) = error.into_inner().unwrap() {
        return Err(e);
    }
    Ok(tally.into_inner().unwrap())
}

fn run_setting(
    program: &Path,
    plan: &Plan,
    index: usize,
    setting: Setting,
    tally: &Mutex<Tally>,
    progress: &(dyn Fn(&str) + Sync),
) -> Result<(), String> {
    let mut gnugo = GnuGo::start(program, setting)
        .map_err(|e| format!("cannot start GNU Go ({}): {e}", program.display()))?;
    for &side in &plan.sizes {
        for game in 0..plan.games {
            let spec = plan.spec(index, setting, side, game);
            let result = play_game(&mut gnugo, &spec);
            let mut tally = tally.lock().unwrap();
            let t = tally.of(setting);
            match result {
                Ok(stats) => {
                    progress(&format!(
                        "{setting} {side}x{side} game {game} (seed {}): {} moves, {}",
                        spec.seed,
                        stats.moves,
                        if stats.ended_by_passes {
                            "ended by two passes"
                        } else {
                            "move cap"
                        }
                    ));
                    t.add_game(stats);
                }
                Err(Failure::Diverged(d)) => {
                    progress(&format!(
                        "DIVERGENCE {setting} {side}x{side} game {game} (seed {}) at move {}:\n{}\n{}",
                        spec.seed, d.move_number, d.details, d.sgf
                    ));
                    if let Some(dir) = &plan.out_dir {
                        let name = format!(
                            "divergence-{}-{side}-{}.sgf",
                            setting.name().replace('/', "-"),
                            spec.seed
                        );
                        write(dir, &name, &d.sgf);
                    }
                    t.games += 1;
                    t.moves += d.move_number as u64;
                    t.divergences.push(*d);
                    drop(tally);
                    // The GNU Go process may be in any state now: start afresh.
                    gnugo = GnuGo::start(program, setting).map_err(|e| e.to_string())?;
                }
                Err(Failure::Gtp(e)) => {
                    return Err(format!(
                        "{setting} {side}x{side} game {game}: GTP failed: {e}"
                    ))
                }
            }
        }
    }
    let commands = gnugo.commands();
    tally.lock().unwrap().gtp_commands += commands;
    Ok(())
}

/// Writes `text` to `dir/name`, creating `dir`; a failure is only reported.
pub fn write(dir: &Path, name: &str, text: &str) {
    let result = std::fs::create_dir_all(dir).and_then(|()| std::fs::write(dir.join(name), text));
    if let Err(e) = result {
        eprintln!("difftest: cannot write {}: {e}", dir.join(name).display());
    }
}
