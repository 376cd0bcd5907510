//! ASCII-diagram helpers for the rules tests (`tests/diagram*.rs`).
//!
//! A diagram is the board as `Board`'s `Display` prints it, top row first:
//!
//! ```text
//! . X O .
//! X O a O
//! . X O .
//! ```
//!
//! `X` is Black, `O` White, `.` empty. Any other single character (`a`, `b`, `*`, `1`…)
//! names an empty point the test can use instead of a coordinate. The crate's own
//! reader reads them ([`weiqi::Diagram`]); this module adds the checked steps.
//!
//! [`Position`] wraps a [`Game`] and checks the engine's invariants at every step:
//! a legal move is legal for `check`, `legal_points` and `bans` alike, the board stays
//! consistent, and `undo` restores exactly the game before it (RULES R0.4–R0.6); an
//! illegal move gives the same reason to `check`, `play` and `bans` and leaves the game
//! exactly as it was.
#![allow(dead_code)]

use std::collections::BTreeMap;

use weiqi::{
    BoardSize, Color, Game, Illegal, KoRule, Move, MoveRecord, Point, RuleSet, Rules, Setup, Start,
    SuicideRule,
};

/// Black's wall on column C, White's on D, a dead White stone at A1 (5×5): the
/// settled position the ending and clock tests count.
pub const WALLS: &str = "
    . . X O .
    . . X O .
    . . X O .
    . . X O .
    O . X O .";

/// [`WALLS`] under `rules`, Black to move.
pub fn walls(rules: Rules) -> Game {
    let setup = Setup::from_diagram(WALLS, Color::Black).expect("a diagram");
    Game::begin(rules, &Start::Setup(setup)).expect("a legal setup")
}

/// A parsed diagram: size, stones and named empty points.
#[derive(Clone, Debug)]
pub struct Diagram {
    pub size: BoardSize,
    pub black: Vec<Point>,
    pub white: Vec<Point>,
    pub marks: BTreeMap<char, Point>,
}

/// Reads a diagram with the crate's reader ([`weiqi::Diagram`]); panics with its
/// message on a malformed one.
pub fn parse(text: &str) -> Diagram {
    let d = weiqi::Diagram::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    Diagram {
        size: d.size,
        black: d.black,
        white: d.white,
        marks: d.marks.into_iter().collect(),
    }
}

/// The diagram as `Board`'s `Display` prints it: markers become `.`.
pub fn canonical(text: &str) -> String {
    let d = weiqi::Diagram::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let mut board = weiqi::Board::new(d.size);
    for (color, points) in [(Color::Black, &d.black), (Color::White, &d.white)] {
        for &p in points {
            board.set(p, Some(color)).unwrap();
        }
    }
    board.to_string()
}

/// A rule set with its ko and suicide knobs replaced.
pub fn custom(base: RuleSet, ko: KoRule, suicide: SuicideRule) -> Rules {
    let mut rules = base.rules();
    rules.ko = ko;
    rules.suicide = suicide;
    rules
}

/// A game built from a diagram, with named points and checked steps.
#[derive(Clone, Debug)]
pub struct Position {
    pub game: Game,
    pub marks: BTreeMap<char, Point>,
}

impl Position {
    /// The diagram's stones with `to_move` to play (`Game::from_setup`).
    pub fn new(rules: Rules, to_move: Color, diagram: &str) -> Position {
        let d = parse(diagram);
        let setup = Setup {
            size: d.size,
            black: d.black.clone(),
            white: d.white.clone(),
            to_move,
        };
        let game = Game::from_setup(rules, &setup).expect("diagram is a legal setup");
        assert_eq!(
            game.board().to_string(),
            canonical(diagram),
            "the set-up board differs from its diagram"
        );
        assert_eq!(game.to_move(), to_move);
        assert_eq!(game.move_number(), 0);
        Position {
            game,
            marks: d.marks,
        }
    }

    /// A preset's rules.
    pub fn preset(rules: RuleSet, to_move: Color, diagram: &str) -> Position {
        Position::new(rules.rules(), to_move, diagram)
    }

    pub fn size(&self) -> BoardSize {
        self.game.board().size()
    }

    /// A point by marker (one character) or by GTP/SGF name (`D4`, `dd`).
    pub fn point(&self, name: &str) -> Point {
        let mut chars = name.chars();
        if let (Some(c), None) = (chars.next(), chars.next()) {
            return *self
                .marks
                .get(&c)
                .unwrap_or_else(|| panic!("no marker {c:?} in the diagram"));
        }
        self.size()
            .parse_point(name)
            .unwrap_or_else(|e| panic!("bad point {name:?}: {e}"))
    }

    /// `pass`, a marker or a coordinate.
    pub fn mv(&self, name: &str) -> Move {
        if name.eq_ignore_ascii_case("pass") {
            Move::Pass
        } else {
            Move::Play(self.point(name))
        }
    }

    /// The GTP name of a point (`D4`).
    pub fn name(&self, p: Point) -> String {
        self.size().gtp(p).to_string()
    }

    /// Plays a move that must be legal, and checks at this step that `check`,
    /// `legal_points` and `bans` agree, that the board stays consistent, and that
    /// `undo` gives back exactly the game before the move.
    pub fn play(&mut self, name: &str) -> MoveRecord {
        let mv = self.mv(name);
        let n = self.game.move_number() + 1;
        if let Err(e) = self.game.check(mv) {
            panic!(
                "move {n} {name} ({:?} to play) should be legal, check says {e:?} ({e})\n{}",
                self.game.to_move(),
                self.game.board()
            );
        }
        if let Move::Play(p) = mv {
            assert!(
                self.game.legal_points().contains(p),
                "move {n} {name}: check says legal but legal_points() lacks it"
            );
            assert!(
                self.game.bans().iter().all(|&(q, _)| q != p),
                "move {n} {name}: check says legal but bans() lists it"
            );
        }
        let before = self.game.clone();
        let record = self.game.play(mv).unwrap_or_else(|e| {
            panic!("move {n} {name}: play refused a move check allowed: {e:?}")
        });
        assert_eq!(record.mv, mv, "move {n} {name}: record.mv");
        assert_eq!(
            record.color,
            before.to_move(),
            "move {n} {name}: record.color"
        );
        assert_eq!(self.game.move_number(), n, "move {n} {name}: move number");
        assert_eq!(self.game.history().last(), Some(&record));
        assert_eq!(
            self.game.to_move(),
            !record.color,
            "move {n} {name}: turn passes"
        );
        assert!(
            self.game.board().is_consistent(),
            "move {n} {name}: board bookkeeping inconsistent"
        );
        let mut undone = self.game.clone();
        assert_eq!(
            undone.undo(),
            Some(weiqi::Undone::Move(record)),
            "move {n} {name}: undo returns the move"
        );
        assert!(
            undone == before,
            "move {n} {name}: undo did not restore the game\nbefore: {before:?}\nafter undo: {undone:?}"
        );
        record
    }

    /// Plays several moves (see [`Position::play`]).
    pub fn play_all(&mut self, names: &[&str]) {
        for name in names {
            self.play(name);
        }
    }

    /// A move that must be illegal: `check`, `play` and `bans` give the same reason,
    /// `legal_points` lacks it, and the game is exactly as it was. Returns the reason.
    pub fn illegal(&mut self, name: &str) -> Illegal {
        let mv = self.mv(name);
        self.illegal_move(mv, name)
    }

    /// [`Position::illegal`] for a move given as a value (e.g. a point off the board).
    pub fn illegal_move(&mut self, mv: Move, name: &str) -> Illegal {
        let before = self.game.clone();
        let reason = match self.game.check(mv) {
            Err(e) => e,
            Ok(()) => panic!(
                "move {} {name} ({:?} to play) should be illegal, check allows it\n{}",
                self.game.move_number() + 1,
                self.game.to_move(),
                self.game.board()
            ),
        };
        assert_eq!(
            self.game.play(mv),
            Err(reason),
            "{name}: play and check disagree"
        );
        assert!(
            self.game == before,
            "{name}: an illegal play changed the game"
        );
        assert_eq!(self.game.board().to_string(), before.board().to_string());
        if let Move::Play(p) = mv {
            assert!(
                !self.game.legal_points().contains(p),
                "{name}: legal_points lists it"
            );
            if self.game.board().is_empty_point(p) {
                assert!(
                    self.game.bans().contains(&(p, reason)),
                    "{name}: bans() lacks ({name}, {reason:?}): {:?}",
                    self.bans()
                );
            }
        }
        reason
    }

    /// Asserts a move is illegal for exactly this reason (see [`Position::illegal`]).
    pub fn refuse(&mut self, name: &str, expected: Illegal, rule: &str) {
        let got = self.illegal(name);
        assert_eq!(
            got,
            expected,
            "{rule}: move {} {name} by {:?}: wrong reason\n{}",
            self.game.move_number() + 1,
            self.game.to_move(),
            self.game.board()
        );
    }

    /// The bans by GTP name.
    pub fn bans(&self) -> BTreeMap<String, Illegal> {
        self.game
            .bans()
            .into_iter()
            .map(|(p, r)| (self.name(p), r))
            .collect()
    }

    /// Asserts the complete list of bans (empty points where the player to move may
    /// not play).
    pub fn assert_bans(&self, expected: &[(&str, Illegal)], rule: &str) {
        let want: BTreeMap<String, Illegal> = expected
            .iter()
            .map(|&(n, r)| (self.name(self.point(n)), r))
            .collect();
        assert_eq!(
            self.bans(),
            want,
            "{rule}: bans for {:?} at move {}\n{}",
            self.game.to_move(),
            self.game.move_number() + 1,
            self.game.board()
        );
    }

    /// Asserts the board equals the diagram (markers read as empty points).
    pub fn assert_board(&self, diagram: &str, rule: &str) {
        let want = canonical(diagram);
        let got = self.game.board().to_string();
        assert!(
            got == want,
            "{rule}: board after move {} differs\nexpected:\n{want}got:\n{got}",
            self.game.move_number()
        );
    }

    /// Asserts the prisoners each side has taken.
    pub fn assert_prisoners(&self, black: u32, white: u32, rule: &str) {
        let p = self.game.prisoners();
        assert_eq!(
            (p.black, p.white),
            (black, white),
            "{rule}: prisoners (black, white) after move {}",
            self.game.move_number()
        );
    }
}

/// The board of a diagram (stones only, no game; a chain without liberty is kept).
pub fn board(diagram: &str) -> weiqi::Board {
    let d = parse(diagram);
    let mut board = weiqi::Board::new(d.size);
    for p in d.black {
        board.set(p, Some(Color::Black)).unwrap();
    }
    for p in d.white {
        board.set(p, Some(Color::White)).unwrap();
    }
    board
}

/// Every stone of `color` on `board`.
pub fn stones(board: &weiqi::Board, color: Color) -> weiqi::PointSet {
    board
        .size()
        .points()
        .filter(|&p| board.get(p) == Some(color))
        .collect()
}
