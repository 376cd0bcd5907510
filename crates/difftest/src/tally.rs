//! Adding up what the games compared, per setting, and the closing note.

use std::collections::BTreeMap;
use std::fmt::Write;

use crate::known::Known;
use crate::lockstep::{Divergence, GameStats, KnownCase};
use crate::setting::Setting;

/// Totals for one setting.
#[derive(Clone, Debug, Default)]
pub struct SettingTally {
    /// Games played to the end or the move cap.
    pub games: u32,
    /// Games that ended by two passes.
    pub ended_by_passes: u32,
    /// Moves played.
    pub moves: u64,
    /// Positions compared (boards and legal-move sets).
    pub positions: u64,
    /// Points whose legality was compared.
    pub points: u64,
    /// Moves taken back and compared again.
    pub undos: u64,
    /// Our simple-ko bans seen at compared positions.
    pub ko_bans: u64,
    /// Our superko bans seen.
    pub superko_bans: u64,
    /// Our suicide bans seen.
    pub suicide_bans: u64,
    /// Our superko bans of moves that are not suicides (longer cycles).
    pub cycle_bans: u64,
    /// Suicides played.
    pub suicides_played: u64,
    /// Capturing moves played.
    pub captures_played: u64,
    /// Points GNU Go allows for a known reason, by reason.
    pub known: BTreeMap<Known, u64>,
    /// The first case of each known reason.
    pub known_examples: BTreeMap<Known, KnownCase>,
    /// Games that diverged for no known reason.
    pub divergences: Vec<Divergence>,
}

impl SettingTally {
    /// Adds a finished game.
    pub fn add_game(&mut self, stats: GameStats) {
        self.games += 1;
        self.ended_by_passes += stats.ended_by_passes as u32;
        self.moves += stats.moves as u64;
        self.positions += stats.positions as u64;
        self.points += stats.points;
        self.undos += stats.undos as u64;
        self.ko_bans += stats.ko_bans as u64;
        self.superko_bans += stats.superko_bans as u64;
        self.suicide_bans += stats.suicide_bans as u64;
        self.cycle_bans += stats.cycle_bans as u64;
        self.suicides_played += stats.suicides_played as u64;
        self.captures_played += stats.captures_played as u64;
        for case in stats.known {
            *self.known.entry(case.kind).or_default() += 1;
            if !case.sgf.is_empty() {
                self.known_examples.entry(case.kind).or_insert(case);
            }
        }
    }
}

/// Totals for a whole run, by setting.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    /// Per setting, in the order of [`Setting::all`].
    pub settings: Vec<(Setting, SettingTally)>,
    /// GTP commands sent.
    pub gtp_commands: u64,
}

impl Tally {
    /// The tally of `setting`, created if new.
    pub fn of(&mut self, setting: Setting) -> &mut SettingTally {
        let at = match self.settings.iter().position(|(s, _)| *s == setting) {
            Some(i) => i,
            None => {
                self.settings.push((setting, SettingTally::default()));
                self.settings.len() - 1
            }
        };
        &mut self.settings[at].1
    }

    /// Divergences for no known reason, over every setting.
    pub fn divergences(&self) -> usize {
        self.settings.iter().map(|(_, t)| t.divergences.len()).sum()
    }

    /// The closing note: games and moves compared per setting, our bans seen,
    /// known differences, divergences.
    pub fn note(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{:<24} {:>6} {:>8} {:>8} {:>9} {:>6} {:>7} {:>8} {:>6} {:>8} {:>7}  known differences (GNU Go allows)",
            "setting", "games", "moves", "compared", "points", "undos", "ko-ban", "superko", "cycle", "suicides", "diverge"
        );
        let mut total = SettingTally::default();
        for (setting, t) in &self.settings {
            let known: Vec<String> = t.known.iter().map(|(k, n)| format!("{k} {n}")).collect();
            let _ = writeln!(
                out,
                "{:<24} {:>6} {:>8} {:>8} {:>9} {:>6} {:>7} {:>8} {:>6} {:>8} {:>7}  {}",
                setting.name(),
                t.games,
                t.moves,
                t.positions,
                t.points,
                t.undos,
                t.ko_bans,
                t.superko_bans,
                t.cycle_bans,
                t.suicides_played,
                t.divergences.len(),
                if known.is_empty() {
                    "-".into()
                } else {
                    known.join(", ")
                }
            );
            total.games += t.games;
            total.moves += t.moves;
            total.positions += t.positions;
            total.points += t.points;
        }
        let _ = writeln!(
            out,
            "difftest: {} games, {} moves, {} positions and {} point verdicts compared with GNU Go ({} GTP commands); {} unexplained divergence(s)",
            total.games,
            total.moves,
            total.positions,
            total.points,
            self.gtp_commands,
            self.divergences()
        );
        out
    }
}
