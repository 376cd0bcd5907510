//! The position to show, read from the engine's game: its stones, the player to
//! move, its history, its bans and its legal points. Nothing here decides a rule:
//! the bans and their reasons are the engine's (`Game::bans`), the move numbers are
//! read off the history.

use weiqi::{BoardSize, Color, Game, Illegal, Move, Point};

/// Why the player to move may not play an empty point, as the mark shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BanKind {
    /// Simple ko: retaking at once (a square).
    Ko,
    /// Superko: the move would repeat the position after move `repeats` (a diamond
    /// with that number; 0 is the starting position).
    Superko {
        /// The move after which the repeated position stood.
        repeats: u32,
    },
    /// Ing: capturing a hot stone (a flame).
    HotStone,
    /// Ing: beginning a cycle again (a ring with an arrow).
    Cycle,
    /// Suicide (an X).
    Suicide,
}

impl BanKind {
    /// Every kind, in the order the legend lists them (superko with a sample
    /// number).
    pub const ALL: [BanKind; 5] = [
        BanKind::Ko,
        BanKind::Superko { repeats: 57 },
        BanKind::HotStone,
        BanKind::Cycle,
        BanKind::Suicide,
    ];

    /// The kind for the engine's reason; `None` for reasons that are no point's own
    /// (`Stopped`, `GameOver`, …), which get no mark.
    pub fn of(reason: Illegal) -> Option<BanKind> {
        match reason {
            Illegal::Ko => Some(BanKind::Ko),
            Illegal::Superko { repeats } => Some(BanKind::Superko { repeats }),
            Illegal::HotStone => Some(BanKind::HotStone),
            Illegal::CycleRestart { .. } => Some(BanKind::Cycle),
            Illegal::Suicide => Some(BanKind::Suicide),
            _ => None,
        }
    }

    /// The API's code for this kind: `ko`, `superko`, `hot-stone`, `cycle`,
    /// `suicide`.
    pub fn code(self) -> &'static str {
        match self {
            BanKind::Ko => "ko",
            BanKind::Superko { .. } => "superko",
            BanKind::HotStone => "hot-stone",
            BanKind::Cycle => "cycle",
            BanKind::Suicide => "suicide",
        }
    }
}

/// A ban as the view keeps it: where, which mark, and the engine's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ban {
    /// The banned empty point.
    pub point: Point,
    /// The mark's shape.
    pub kind: BanKind,
    /// The engine's reason, in words.
    pub message: String,
}

/// Everything about the position the board draws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    size: BoardSize,
    stones: Vec<Option<Color>>,
    numbers: Vec<Option<u32>>,
    to_move: Color,
    last_move: Option<Point>,
    bans: Vec<Ban>,
    legal: Vec<Point>,
}

impl Position {
    /// An empty board with Black to move, nothing banned, every point legal.
    pub fn empty(size: BoardSize) -> Position {
        let points = size.num_points();
        Position {
            size,
            stones: vec![None; points],
            numbers: vec![None; points],
            to_move: Color::Black,
            last_move: None,
            bans: Vec::new(),
            legal: size.points().collect(),
        }
    }

    /// The position of `game`: its stones, the player to move, the move numbers and
    /// the last move (from its history), its bans with their reasons and its legal
    /// points, as `bans()` and `legalMoves()` give them.
    pub fn of_game(game: &Game) -> Position {
        let board = game.board();
        let size = board.size();
        let mut position = Position::empty(size);
        position.to_move = game.to_move();
        for p in size.points() {
            let i = position.index(p);
            position.stones[i] = board.get(p);
        }
        position.read_history(game);
        position.bans = game
            .bans()
            .into_iter()
            .filter_map(|(point, reason)| {
                Some(Ban {
                    point,
                    kind: BanKind::of(reason)?,
                    message: reason.to_string(),
                })
            })
            .collect();
        let legal = game.legal_points();
        position.legal = size.points().filter(|&p| legal.contains(p)).collect();
        position
    }

    /// Move numbers and the last move from the history: a stone on the board was
    /// placed by the last move played on its point.
    fn read_history(&mut self, game: &Game) {
        let mut placed = vec![None; self.stones.len()];
        let mut last = None;
        for (index, record) in game.history().iter().enumerate() {
            last = None;
            let Move::Play(p) = record.mv else {
                continue;
            };
            if record.counted_as_pass {
                continue;
            }
            placed[self.index(p)] = Some((index as u32 + 1, record.color));
            last = Some((p, record.color));
        }
        for (i, entry) in placed.into_iter().enumerate() {
            self.numbers[i] = entry
                .filter(|&(_, c)| self.stones[i] == Some(c))
                .map(|(n, _)| n);
        }
        self.last_move = last
            .filter(|&(p, c)| self.stone(p) == Some(c))
            .map(|(p, _)| p);
    }

    fn index(&self, p: Point) -> usize {
        usize::from(p.y()) * usize::from(self.size.width()) + usize::from(p.x())
    }

    /// The board size.
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The stone on `p`, if any.
    pub fn stone(&self, p: Point) -> Option<Color> {
        self.stones[self.index(p)]
    }

    /// Puts a stone on `p` or takes it off (for tests and set-up pictures).
    pub fn set_stone(&mut self, p: Point, stone: Option<Color>) {
        let i = self.index(p);
        self.stones[i] = stone;
    }

    /// Puts a stone with its move number (`None`: a set-up stone) on `p`, or takes it
    /// off: a saved picture of the position (`drawBoard`, the page's first frame).
    pub fn set_picture_stone(&mut self, p: Point, stone: Option<Color>, number: Option<u32>) {
        let i = self.index(p);
        self.stones[i] = stone;
        self.numbers[i] = number.filter(|_| stone.is_some());
    }

    /// Marks the last move's stone (`None`: none), as a saved picture says it.
    pub fn set_last_move(&mut self, last: Option<Point>) {
        self.last_move = last.filter(|&p| self.stone(p).is_some());
    }

    /// The number of the move that placed the stone on `p`; `None` for an empty
    /// point, a set-up or handicap stone.
    pub fn move_number(&self, p: Point) -> Option<u32> {
        self.numbers[self.index(p)]
    }

    /// The player to move.
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// The stone the last move placed, if it is still there (not after a pass).
    pub fn last_move(&self) -> Option<Point> {
        self.last_move
    }

    /// Every banned empty point of the player to move, with the reason.
    pub fn bans(&self) -> &[Ban] {
        &self.bans
    }

    /// The ban on `p`, if there is one.
    pub fn ban_at(&self, p: Point) -> Option<&Ban> {
        self.bans.iter().find(|ban| ban.point == p)
    }

    /// Sets the bans (for tests and pictures; games read them from the engine).
    pub fn set_bans(&mut self, bans: Vec<Ban>) {
        self.bans = bans;
    }

    /// Every point where the player to move may play.
    pub fn legal(&self) -> &[Point] {
        &self.legal
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::test_support::{position_of, session};
    use weiqi::Illegal;

    #[test]
    fn reads_stones_numbers_and_the_last_move() {
        // Black takes E5 (RULES R0.5); E5's number goes with the stone.
        let s = session(
            "japanese",
            9,
            9,
            &["D5", "E5", "E6", "A1", "F5", "A2", "E4"],
        );
        let p = position_of(&s);
        let size = p.size();
        let at = |name: &str| size.parse_point(name).unwrap();
        assert_eq!(p.stone(at("D5")), Some(Color::Black));
        assert_eq!(p.stone(at("E5")), None);
        assert_eq!(p.move_number(at("E5")), None);
        assert_eq!(p.move_number(at("A2")), Some(6));
        assert_eq!(p.move_number(at("E4")), Some(7));
        assert_eq!(p.last_move(), Some(at("E4")));
        assert_eq!(p.to_move(), Color::White);
        assert_eq!(p.legal().len(), s.legal_moves().len());
        let after_pass = position_of(&session("japanese", 9, 9, &["D5", "pass"]));
        assert_eq!(after_pass.last_move(), None);
    }

    #[test]
    fn bans_are_the_engines_with_their_reasons() {
        // RULES R4.2: the ko on 9×9; White just took at D4, E4 is banned for Black.
        let s = session(
            "japanese",
            9,
            9,
            &["D5", "E5", "C4", "F4", "D3", "E3", "E4", "D4"],
        );
        let p = position_of(&s);
        let e4 = p.size().parse_point("E4").unwrap();
        let ban = p.ban_at(e4).unwrap();
        assert_eq!(ban.kind, BanKind::Ko);
        assert_eq!(ban.message, s.bans()[0].message);
        assert_eq!(p.bans().len(), s.bans().len());
    }

    #[test]
    fn superko_numbers_and_cycles_come_from_the_engines_reason() {
        for (reason, kind) in [
            (
                Illegal::Superko { repeats: 57 },
                BanKind::Superko { repeats: 57 },
            ),
            (
                Illegal::Superko { repeats: 0 },
                BanKind::Superko { repeats: 0 },
            ),
            (Illegal::CycleRestart { began: 12 }, BanKind::Cycle),
            (Illegal::HotStone, BanKind::HotStone),
            (Illegal::Suicide, BanKind::Suicide),
            (Illegal::Ko, BanKind::Ko),
        ] {
            let ban = crate::results::Ban::new("D4".into(), reason);
            assert_eq!(BanKind::of(reason), Some(kind));
            assert_eq!(kind.code(), ban.code);
        }
        // Reasons that are not a point's own get no mark.
        assert_eq!(BanKind::of(Illegal::Stopped), None);
        assert_eq!(BanKind::of(Illegal::GameOver), None);
        assert_eq!(BanKind::of(Illegal::Occupied), None);
    }

    #[test]
    fn when_play_has_stopped_nothing_is_marked() {
        let p = position_of(&session("japanese", 9, 9, &["D5", "pass", "pass"]));
        assert!(p.bans().is_empty());
        assert!(p.legal().is_empty());
    }
}
