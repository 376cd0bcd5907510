//! The network's inputs, computed from a `weiqi::Game` (KataGo's input version 7,
//! as its `fillRowV7` fills them). Everything is from the view of the player to
//! move (`pla`; the other player is `opp`).
//!
//! Spatial planes, per point:
//!
//! | plane | meaning |
//! |---|---|
//! | 0 | on the board |
//! | 1, 2 | `pla`'s, `opp`'s stones |
//! | 3, 4, 5 | stones of chains with 1, 2, 3 liberties |
//! | 6 | points the engine bans for a repetition: ko, superko, Ing's hot stones and cycles (RULES R1.4, R2.2, R3.4, R3.5) |
//! | 7, 8 | KataGo's encore planes: always 0 (the engine has no encore) |
//! | 9–13 | the last five moves, most recent first, while they alternate |
//! | 14 | stones of laddered chains now ([`crate::ladder`]) |
//! | 15, 16 | the same one and two moves ago |
//! | 17 | the attacker's working ladder moves against `opp`'s two-liberty chains |
//! | 18, 19 | `pla`'s, `opp`'s area under area scoring ([`crate::area`]) |
//! | 20, 21 | KataGo's second-encore stones: always 0 |
//!
//! Global features: 0–4 which of the last five moves were passes; 5 the komi from
//! `pla`'s view / 20; 6, 7 the ko rule; 8 multi-stone suicide legal; 9 territory
//! scoring; 10, 11 the tax; 12, 13 the encore phase (0); 14 whether a pass now
//! would end the phase of play; 15, 16 handicap play (0); 17 the button (0); 18 a
//! wave of the komi's parity under area scoring.

use weiqi::{
    Color, Game, HandicapCompensation, Illegal, KoRule, Move, Rules, Scoring, SekiPolicy, Status,
    SuicideRule, TieRule,
};

use crate::area::area;
use crate::ladder::for_each_laddered;
use crate::position::{cell_of, other, Position, EMPTY};

/// Spatial features per point.
pub const SPATIAL: usize = 22;
/// Global features.
pub const GLOBAL: usize = 19;

/// The inputs of one position.
#[derive(Clone, Debug, PartialEq)]
pub struct Features {
    /// Board columns.
    pub width: usize,
    /// Board rows.
    pub height: usize,
    /// `SPATIAL` values per point, points row by row from the top left.
    pub spatial: Vec<f32>,
    /// The global features.
    pub global: [f32; GLOBAL],
}

impl Features {
    /// Spatial feature `f` at board point (`x`, `y`).
    pub fn at(&self, x: usize, y: usize, f: usize) -> f32 {
        self.spatial[(y * self.width + x) * SPATIAL + f]
    }

    fn set(&mut self, x: usize, y: usize, f: usize) {
        self.spatial[(y * self.width + x) * SPATIAL + f] = 1.0;
    }
}

/// KataGo's ko rules, as the inputs name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NetKo {
    /// Simple ko.
    Simple,
    /// Positional superko.
    Positional,
    /// Situational superko.
    Situational,
}

/// KataGo's seki tax, as the inputs name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NetTax {
    /// Every point counts.
    None,
    /// Points in seki count for nobody.
    Seki,
}

/// The engine's rules as the network's knobs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NetRules {
    /// The ko rule.
    pub ko: NetKo,
    /// Whether a suicide of several stones is legal.
    pub multi_stone_suicide: bool,
    /// Territory (true) or area scoring.
    pub territory: bool,
    /// The tax.
    pub tax: NetTax,
    /// White's komi as the network sees it: komi, handicap compensation, and half a
    /// point toward the side a tie favours when the komi is whole.
    pub white_komi: f32,
}

impl NetRules {
    /// The knobs of `game`'s rules:
    ///
    /// - ko: simple ko (with or without "no result", RULES R3.5, R4.2) is simple;
    ///   positional and situational superko are themselves; Ing's rule (RULES R1.4:
    ///   hot stones, and cycles bounded by who began them) ends every cycle like a
    ///   situational superko and is given as one.
    /// - suicide: legal for several stones under every rule but `Forbidden` (RULES
    ///   R1.3, R2.1).
    /// - the tax is the seki one where seki points count for nobody (RULES R4.5),
    ///   else none; under area scoring always none.
    /// - komi: `rules.komi`, plus the handicap compensation (RULES R3.2), plus
    ///   ±½ when the komi is whole and a tie is a win (Ing's 8 points act as 7½,
    ///   RULES R1.7), as KataGo folds a draw's worth into the komi.
    pub fn of(game: &Game) -> NetRules {
        let rules: &Rules = game.rules();
        let ko = match rules.ko {
            KoRule::Simple | KoRule::SimpleNoResult => NetKo::Simple,
            KoRule::Positional => NetKo::Positional,
            KoRule::Situational | KoRule::Ing => NetKo::Situational,
        };
        let territory = rules.scoring == Scoring::Territory;
        let tax = if territory && rules.seki == SekiPolicy::NothingInSeki {
            NetTax::Seki
        } else {
            NetTax::None
        };
        let handicap = game.handicap() as f32;
        let compensation = match rules.handicap_compensation {
            HandicapCompensation::None => 0.0,
            HandicapCompensation::PerStone => handicap,
            HandicapCompensation::PerStoneAfterFirst => (handicap - 1.0).max(0.0),
        };
        let half_points = rules.komi.half_points();
        let draw_for_white = match rules.tie {
            TieRule::Draw => 0.5,
            TieRule::BlackWins => 0.0,
            TieRule::WhiteWins => 1.0,
        };
        let whole = half_points % 2 == 0;
        let draw_adjustment = if whole { draw_for_white - 0.5 } else { 0.0 };
        NetRules {
            ko,
            multi_stone_suicide: rules.suicide != SuicideRule::Forbidden,
            territory,
            tax,
            white_komi: half_points as f32 / 2.0 + compensation + draw_adjustment,
        }
    }

    /// Whether the network's no-result output means anything (KataGo zeroes it
    /// where superko under area scoring makes a result certain).
    pub fn no_result_possible(&self) -> bool {
        self.ko == NetKo::Simple || self.territory
    }
}

/// The position of the board after the game's first `moves` moves, with the
/// simple-ko point the last of them left (a single stone that captured a single
/// stone and has one liberty).
fn position_after(game: &Game, moves: usize) -> Position {
    let board = game.board_after(moves as u32);
    let mut pos = Position::of_board(&board);
    if let Some(record) = moves.checked_sub(1).map(|i| &game.history()[i]) {
        if let (Move::Play(p), 1, false) = (record.mv, record.captures, record.counted_as_pass) {
            let captured = game.captured_points(record);
            let chain = pos.chain(pos.cell(p.x() as usize, p.y() as usize));
            if captured.len() == 1 && chain.stones.len() == 1 && chain.liberties.len() == 1 {
                let c = captured[0];
                pos.ko = Some(pos.cell(c.x() as usize, c.y() as usize));
            }
        }
    }
    pos
}

/// Whether `reason` is one of the engine's bans for repeating a position or a
/// situation (plane 6).
fn is_repetition_ban(reason: Illegal) -> bool {
    matches!(
        reason,
        Illegal::Ko
            | Illegal::Superko { .. }
            | Illegal::HotStone
            | Illegal::CycleRestart { .. }
            | Illegal::ConfirmationKo
    )
}

/// The inputs of `game`'s position for the player to move.
pub fn features(game: &Game) -> Features {
    let size = game.board().size();
    let (width, height) = (size.width() as usize, size.height() as usize);
    let mut f = Features {
        width,
        height,
        spatial: vec![0.0; width * height * SPATIAL],
        global: [0.0; GLOBAL],
    };
    let rules = NetRules::of(game);
    let pla_color = game.to_move();
    let pla = cell_of(pla_color);
    let opp = other(pla);
    let history = game.history();
    let now = position_after(game, history.len());

    // Stones and liberties (a chain always has one, so 0 marks "not yet counted").
    let mut libs_of = vec![0usize; now.cells.len()];
    for cell in now.board_cells() {
        if now.cells[cell] != EMPTY && libs_of[cell] == 0 {
            let chain = now.chain(cell);
            for &s in &chain.stones {
                libs_of[s] = chain.liberties.len();
            }
        }
    }
    for y in 0..height {
        for x in 0..width {
            f.set(x, y, 0);
            let cell = now.cell(x, y);
            let stone = now.cells[cell];
            if stone == EMPTY {
                continue;
            }
            f.set(x, y, if stone == pla { 1 } else { 2 });
            match libs_of[cell] {
                1 => f.set(x, y, 3),
                2 => f.set(x, y, 4),
                3 => f.set(x, y, 5),
                _ => {}
            }
        }
    }

    // The engine's repetition bans.
    let playing = game.status() == Status::Playing;
    if playing {
        for (p, reason) in game.bans() {
            if is_repetition_ban(reason) {
                f.set(p.x() as usize, p.y() as usize, 6);
            }
        }
    }

    // The last five moves, while they alternate and the game is on.
    let mut turns_shown = 0;
    if playing {
        for (k, record) in history.iter().rev().take(5).enumerate() {
            let expected = if k % 2 == 0 { !pla_color } else { pla_color };
            if record.color != expected {
                break;
            }
            turns_shown = k + 1;
            match record.mv {
                Move::Play(p) if !record.counted_as_pass => {
                    f.set(p.x() as usize, p.y() as usize, 9 + k)
                }
                _ => f.global[k] = 1.0,
            }
        }
    }

    // Ladders now, one and two moves ago.
    let mut ladder_working: Vec<usize> = Vec::new();
    for_each_laddered(&now, |cell, working| {
        let (x, y) = now.xy(cell);
        f.set(x, y, 14);
        if now.cells[cell] == opp && libs_of[cell] > 1 {
            ladder_working.extend_from_slice(working);
        }
    });
    for cell in ladder_working {
        let (x, y) = now.xy(cell);
        f.set(x, y, 17);
    }
    let back = |n: usize| {
        if turns_shown >= n {
            position_after(game, history.len() - n)
        } else {
            now.clone()
        }
    };
    let previous = back(1);
    let before_previous = if turns_shown >= 2 {
        back(2)
    } else {
        previous.clone()
    };
    for (pos, plane) in [(&previous, 15), (&before_previous, 16)] {
        for_each_laddered(pos, |cell, _| {
            let (x, y) = pos.xy(cell);
            f.set(x, y, plane);
        });
    }

    // Area under area scoring without a tax.
    if !rules.territory && rules.tax == NetTax::None {
        let owner = area(&now, rules.multi_stone_suicide);
        for y in 0..height {
            for x in 0..width {
                let o = owner[now.cell(x, y)];
                if o == pla {
                    f.set(x, y, 18);
                } else if o == opp {
                    f.set(x, y, 19);
                }
            }
        }
    }

    // Global features.
    let area_points = (width * height) as f32;
    let mut self_komi = if pla_color == Color::White {
        rules.white_komi
    } else {
        -rules.white_komi
    };
    self_komi = self_komi.clamp(-area_points - 20.0, area_points + 20.0);
    f.global[5] = self_komi / 20.0;
    match rules.ko {
        NetKo::Simple => {}
        NetKo::Positional => {
            f.global[6] = 1.0;
            f.global[7] = 0.5;
        }
        NetKo::Situational => {
            f.global[6] = 1.0;
            f.global[7] = -0.5;
        }
    }
    if rules.multi_stone_suicide {
        f.global[8] = 1.0;
    }
    if rules.territory {
        f.global[9] = 1.0;
    }
    if rules.tax == NetTax::Seki {
        f.global[10] = 1.0;
    }
    if playing && pass_would_end_phase(game) {
        f.global[14] = 1.0;
    }
    if !rules.territory {
        f.global[18] = komi_wave(self_komi, width * height);
    }
    f
}

/// Whether a pass by the player to move would stop play (RULES R1.6, R2.4, R4.4):
/// asked of the engine.
fn pass_would_end_phase(game: &Game) -> bool {
    let mut after = game.clone();
    after.play(Move::Pass).is_ok() && after.status() != Status::Playing
}

/// A triangle wave of the komi's distance to the komis that allow a tie on this
/// board (even komis on an even number of points, odd ones on an odd number): the
/// network's hint that half a point matters only at the right parity.
fn komi_wave(self_komi: f32, points: usize) -> f32 {
    let floor = if points % 2 == 0 {
        (self_komi / 2.0).floor() * 2.0
    } else {
        ((self_komi - 1.0) / 2.0).floor() * 2.0 + 1.0
    };
    let delta = (self_komi - floor).clamp(0.0, 2.0);
    if delta < 0.5 {
        delta
    } else if delta < 1.5 {
        1.0 - delta
    } else {
        delta - 2.0
    }
}
