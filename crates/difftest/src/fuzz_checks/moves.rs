//! Random move sequences under every preset and every knob combination, checking
//! properties at every step rather than only the absence of a panic:
//!
//! - *legal ⇔ check*: `legal_points`, `bans` and `check` agree on every point, and
//!   `play` succeeds exactly when `check` does, with the same reason;
//! - an illegal move or a refused action changes nothing;
//! - the board's incremental state (chains, key) equals a recomputation
//!   (`is_consistent`, `hash == recompute_hash`);
//! - *undo is exact*: undoing a move gives back a game equal in everything to the
//!   game before it, and replaying the move gives back the game after it;
//! - in *model mode* (no end-of-game actions), every verdict, the stones, the
//!   prisoners, the player to move and the status equal the reference model's
//!   ([`super::model`], written from RULES R0.5, R1.3, R1.4, R2.2, R3.3–R3.5,
//!   R4.1–R4.2).
//!
//! Input layout: byte 0 picks the preset (`% RuleSet::ALL.len()`) and whether byte 1 overrides its
//! ko and suicide rules (bit 7); byte 1 picks the ko rule (`% 5`) and suicide rule
//! (`/ 5 % 4`); byte 2 the board (width `1 + b % 8`, height `1 + b / 8 % 8`, square
//! when bit 6 is set); byte 3 the mode (even: model mode). Each further byte is an
//! action: `0..=199` a stone on point `b % points` (row-major), `200..=219` a random
//! legal move, `220..=229` a pass, `230..=239` undo, `240..=255` an end-of-game
//! action (resign, time, dead stones, agree, resume, tolerant and out-of-turn play;
//! a pass in model mode).

use std::collections::HashMap;

use weiqi::playout::{random_move, Rng};
use weiqi::{
    BoardSize, Color, Game, Illegal, KoRule, Move, Point, RuleSet, Rules, SuicideRule, Undone,
};

use super::model::{Model, Verdict};
use crate::naive;

/// At most this many actions are read from one input.
pub const MAX_ACTIONS: usize = 400;

const KO_RULES: [KoRule; 5] = [
    KoRule::Simple,
    KoRule::Positional,
    KoRule::Situational,
    KoRule::Ing,
    KoRule::SimpleNoResult,
];
const SUICIDE_RULES: [SuicideRule; 4] = [
    SuicideRule::Forbidden,
    SuicideRule::MultiStoneOnly,
    SuicideRule::MultiStoneSingleIsPass,
    SuicideRule::Allowed,
];

/// The rules, board and mode an input asks for, and its actions.
#[derive(Clone, Debug)]
pub struct Input<'a> {
    /// The rules.
    pub rules: Rules,
    /// The board.
    pub size: BoardSize,
    /// Compare with the reference model (no end-of-game actions).
    pub model: bool,
    /// The action bytes.
    pub actions: &'a [u8],
}

impl<'a> Input<'a> {
    /// Reads the header; `None` when the input is too short.
    pub fn read(data: &'a [u8]) -> Option<Input<'a>> {
        let [preset, knobs, board, mode, actions @ ..] = data else {
            return None;
        };
        let mut rules = RuleSet::ALL[*preset as usize % RuleSet::ALL.len()].rules();
        if preset & 0x80 != 0 {
            rules.ko = KO_RULES[*knobs as usize % 5];
            rules.suicide = SUICIDE_RULES[*knobs as usize / 5 % 4];
        }
        let width = 1 + (board & 7) as u32;
        let height = if board & 0x40 != 0 {
            width
        } else {
            1 + (board >> 3 & 7) as u32
        };
        Some(Input {
            rules,
            size: BoardSize::new(width, height).ok()?,
            model: mode % 2 == 0,
            actions: &actions[..actions.len().min(MAX_ACTIONS)],
        })
    }
}

/// Runs the actions of `data` and checks every property; panics on a failure.
pub fn check(data: &[u8]) {
    let Some(input) = Input::read(data) else {
        return;
    };
    let mut run = Run {
        size: input.size,
        game: Game::new(input.rules, input.size),
        model: input.model.then(|| Model::new(input.rules, input.size)),
        models: Vec::new(),
    };
    let mut bytes = input.actions.iter().copied();
    while let Some(op) = bytes.next() {
        run.check_verdicts();
        match op {
            0..=199 => run.play(Move::Play(run.point(op))),
            200..=219 => {
                let mut rng = Rng::new(op as u64 * 1_000_003 + run.game.move_number() as u64);
                let mv = random_move(&run.game, &mut rng);
                run.play(mv);
            }
            220..=229 => run.play(Move::Pass),
            230..=239 => run.undo(),
            _ if run.model.is_some() => run.play(Move::Pass),
            _ => {
                let arg = bytes.next().unwrap_or(0);
                run.end_action(op - 240, arg);
            }
        }
        run.check_state();
    }
}

struct Run {
    size: BoardSize,
    game: Game,
    model: Option<Model>,
    /// The model before each move the engine can undo.
    models: Vec<Model>,
}

impl Run {
    fn point(&self, byte: u8) -> Point {
        let k = byte as usize % self.size.num_points();
        let w = self.size.width() as usize;
        Point::new((k % w) as u8, (k / w) as u8)
    }

    /// legal_points, bans, check (and the model) agree on every point.
    fn check_verdicts(&self) {
        let legal = self.game.legal_points();
        let bans: HashMap<Point, Illegal> = self.game.bans().into_iter().collect();
        let board = self.game.board();
        for p in self.size.points() {
            let verdict = self.game.check(Move::Play(p));
            assert_eq!(
                legal.contains(p),
                verdict.is_ok(),
                "legal_points vs check at {p:?}\n{board}"
            );
            if board.is_empty_point(p) {
                assert_eq!(
                    bans.get(&p).copied(),
                    verdict.err(),
                    "bans vs check at {p:?}\n{board}"
                );
            } else {
                assert!(!bans.contains_key(&p), "a ban on a stone at {p:?}");
            }
            if let Some(model) = &self.model {
                let expected = model.verdict(naive::index(self.size, p));
                match (verdict, expected) {
                    (Ok(()), Verdict::Legal { .. }) => {}
                    (Err(a), Verdict::Illegal(b)) if a == b => {}
                    (a, b) => panic!(
                        "engine {a:?} but the RULES model {b:?} at {p:?}, {:?} to move, rules {:?}\n{board}",
                        self.game.to_move(),
                        self.game.rules()
                    ),
                }
            }
        }
    }

    /// The board is consistent; the model agrees on stones, turn, prisoners, status.
    fn check_state(&self) {
        let board = self.game.board();
        assert!(board.is_consistent(), "chains or key drifted\n{board}");
        assert_eq!(board.hash(), board.recompute_hash(), "incremental key");
        if let Some(model) = &self.model {
            assert_eq!(
                naive::cells_of(board),
                model.cells,
                "stones differ\n{board}"
            );
            assert_eq!(self.game.to_move(), model.to_move, "player to move");
            let p = self.game.prisoners();
            assert_eq!([p.black, p.white], model.prisoners, "prisoners");
            assert_eq!(self.game.status(), model.status(), "status");
        }
    }

    /// Plays `mv` and checks check ⇔ play, illegal = unchanged, undo = exact.
    fn play(&mut self, mv: Move) {
        let before = self.game.clone();
        let verdict = self.game.check(mv);
        let result = self.game.play(mv);
        assert_eq!(result.map(|_| ()), verdict, "play vs check for {mv:?}");
        let Ok(record) = result else {
            assert!(self.game == before, "illegal {mv:?} changed the game");
            return;
        };
        let after = self.game.clone();
        assert_eq!(
            self.game.undo(),
            Some(Undone::Move(record)),
            "undo of {mv:?}"
        );
        assert!(self.game == before, "undo of {mv:?} is not exact");
        assert!(
            self.game.board().is_consistent(),
            "undo left an inconsistent board"
        );
        assert_eq!(self.game.play(mv), Ok(record), "replaying {mv:?}");
        assert!(self.game == after, "replaying {mv:?} gave another game");
        if let Some(model) = &mut self.model {
            self.models.push(model.clone());
            let index = match mv {
                Move::Play(p) => Some(naive::index(self.size, p)),
                Move::Pass => None,
            };
            model.play(index);
        }
    }

    fn undo(&mut self) {
        let before = self.game.clone();
        match self.game.undo() {
            Some(Undone::Move(_)) => {
                if let Some(model) = &mut self.model {
                    *model = self.models.pop().expect("the model saw the move");
                }
            }
            Some(Undone::EndOfGame) => assert!(self.model.is_none()),
            None => assert!(self.game == before, "an empty undo changed the game"),
        }
    }

    /// An end-of-game action (free mode): refused ones change nothing; accepted
    /// ones are undone exactly.
    fn end_action(&mut self, which: u8, arg: u8) {
        let before = self.game.clone();
        let to_move = self.game.to_move();
        let p = self.point(arg);
        let accepted = match which {
            0 => self.game.resign(to_move).is_ok(),
            1 => self.game.resign(!to_move).is_ok(),
            2 => self.game.lose_on_time(to_move).is_ok(),
            3 => self.game.toggle_dead(p).is_ok(),
            4 => self.game.toggle_dead_chain(p).is_ok(),
            5 => self.game.agree().is_ok(),
            6 => self.game.resume(Color::Black).is_ok(),
            7 => self.game.resume(Color::White).is_ok(),
            8 => self.game.play_tolerant(Move::Play(p)).is_ok(),
            9 => self.game.play_as(!to_move, Move::Play(p)).is_ok(),
            10 => self.game.play_tolerant_as(!to_move, Move::Play(p)).is_ok(),
            11 => {
                let _ = self.game.score();
                let _ = self.game.result();
                let _ = self.game.compare_presets();
                let _ = self.game.ing_count(weiqi::ByColor::default());
                false
            }
            _ => self.game.pass().is_ok(),
        };
        if !accepted {
            assert!(
                self.game == before,
                "a refused action {which} changed the game"
            );
            return;
        }
        let after = self.game.clone();
        // Undo walks back to exactly the game before the action (Ing's agreement
        // plays two passes: several undos).
        let mut steps = 0;
        while self.game != before {
            assert!(
                self.game.undo().is_some(),
                "undo cannot reach the game before action {which}"
            );
            steps += 1;
            assert!(steps <= 4, "action {which} needs more than 4 undos");
        }
        self.game = after;
    }
}
