//! A game as the JavaScript API sees it: JavaScript values in, plain data out, every
//! error an [`ApiError`]. The `Game` class in `game.rs` only converts to and from
//! JavaScript around this type, so all of the API's behaviour is tested natively.

use weiqi::scoring::ing_count::CountError;
use weiqi::{
    BoardSize, Color, Game, MoveRecord, Outcome as EngineOutcome, Point, PointSet, RuleSet,
    Status,
};

use crate::counting::{self, RuleSetScore, ScoreInfo};
use crate::errors::ApiError;
use crate::points::{
    color_name, move_name, parse_color, parse_move, point_name,
};
use crate::records;
use crate::results::{Ban, Captures, HistoryEntry, IllegalMove, Outcome, PlayResult, RulesInfo};
use crate::value::Value;


/// A game read through the API, and its preset: a `Game`'s own ([`Session::view`])
/// or the one a record keeps at the node shown (`Record.shown`), which is read here
/// and changed only through the record.
#[derive(Clone, Copy, Debug)]
pub struct GameView<'a> {
    game: &'a Game,
    preset: RuleSet,
}

impl<'a> GameView<'a> {
    /// `game` read under `preset`.
    pub fn new(game: &'a Game, preset: RuleSet) -> GameView<'a> {
        GameView { game, preset }
    }

    /// The preset the game's rules are described by.
    pub fn preset(&self) -> RuleSet {
        self.preset
    }
    /// The game as an FF[4] SGF record.
    pub fn to_sgf(&self) -> String {
        records::to_sgf(self.game)
    }

    /// The dead stones a count request names, or else the game's own marks (none
    /// where the rules count every stone alive).
    fn dead_for(&self, request: &counting::CountRequest) -> PointSet {
        request
            .dead
            .unwrap_or_else(|| self.game.score_dead_stones())
    }

    /// Counts the position under the game's rules with `request.dead` removed and
    /// `request.penalties` taken off the totals (`score`).
    pub fn score(&self, request: &Value) -> Result<ScoreInfo, ApiError> {
        let request = counting::parse_request(self.size(), request)?;
        // Clock penalty points come off each total (RULES R1.10; R1.9 for the count).
        let score = self
            .game
            .score_with(&self.dead_for(&request), request.penalties);
        Ok(ScoreInfo::new(self.size(), &score))
    }

    /// The same position counted under every preset (`compareRules`).
    pub fn compare_rules(&self, request: &Value) -> Result<Vec<RuleSetScore>, ApiError> {
        let request = counting::parse_request(self.size(), request)?;
        Ok(counting::compare(self.game, &self.dead_for(&request)))
    }

    /// Why the fill-the-board count is not offered for this game (territory
    /// scoring, an even number of points), or `None` when it is (RULES R1.1, R1.9).
    pub fn fill_count_refusal(&self) -> Option<CountError> {
        self.game.can_fill_count().err()
    }

    /// The game underneath.
    pub fn game(&self) -> &'a Game {
        self.game
    }

    fn size(&self) -> BoardSize {
        self.game.board().size()
    }

    /// What the last move did: the stones it captured and removed by suicide, in GTP
    /// form (`lastPlay`); `None` before the first move.
    pub fn last_play(&self) -> Option<PlayResult> {
        let record = self.game.history().last()?;
        let game = self.game;
        Some(PlayResult {
            captured: self.names(game.captured_points(record).iter().copied()),
            self_captured: self.names(game.self_captured_points(record).iter().copied()),
            counted_as_pass: record.counted_as_pass,
        })
    }

    /// `None` when `color` (the player to move when not given) may play `mv`, else
    /// why not. A point that cannot be read is `bad-point`; a wrong colour is an error.
    pub fn check(&self, mv: &Value, color: &Value) -> Result<Option<IllegalMove>, ApiError> {
        let color = parse_color(color)?.unwrap_or(self.game.to_move());
        let mv = match parse_move(self.size(), mv) {
            Ok(mv) => mv,
            Err(error) => return Ok(Some(error.into())),
        };
        Ok(self.game.check_as(color, mv).err().map(IllegalMove::from))
    }

    /// Every point where the player to move may play, in GTP form, top row first.
    pub fn legal_moves(&self) -> Vec<String> {
        let size = self.size();
        let legal = self.game.legal_points();
        size.points()
            .filter(|&p| legal.contains(p))
            .map(|p| point_name(size, p))
            .collect()
    }

    /// Every empty point where the player to move may not play, with the reason.
    pub fn bans(&self) -> Vec<Ban> {
        let size = self.size();
        self.game
            .bans()
            .into_iter()
            .map(|(p, reason)| Ban::new(point_name(size, p), reason))
            .collect()
    }

    /// The board, one string per row, top row first: `.` empty, `X` Black, `O` White.
    pub fn board(&self) -> Vec<String> {
        board_rows(self.game.board())
    }

    /// The player to move: `B` or `W`.
    pub fn to_move(&self) -> &'static str {
        color_name(self.game.to_move())
    }

    /// Stones each colour has captured.
    pub fn captures(&self) -> Captures {
        let prisoners = self.game.prisoners();
        Captures {
            black: prisoners.black,
            white: prisoners.white,
        }
    }

    /// Moves played so far, passes included.
    pub fn move_number(&self) -> u32 {
        self.game.move_number()
    }

    /// `playing`, `stopped` (two passes stopped play: life and death are to be
    /// agreed) or `finished`.
    pub fn phase(&self) -> &'static str {
        match self.game.status() {
            Status::Playing => "playing",
            Status::Stopped => "stopped",
            Status::Over(_) => "finished",
        }
    }

    /// How a finished game ended; `None` while it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.game.status() {
            Status::Over(EngineOutcome::Resignation { winner }) => Some(Outcome::Resignation {
                winner: color_name(winner),
            }),
            Status::Over(EngineOutcome::Time { winner }) => Some(Outcome::Time {
                winner: color_name(winner),
            }),
            Status::Over(EngineOutcome::NoResult) => Some(Outcome::NoResult),
            Status::Over(EngineOutcome::Capture { winner }) => Some(Outcome::Capture {
                winner: color_name(winner),
            }),
            Status::Over(EngineOutcome::Counted) => Some(Outcome::Counted),
            Status::Playing | Status::Stopped => None,
        }
    }

    /// The stones marked dead, in GTP form, top row first.
    pub fn dead_stones(&self) -> Vec<String> {
        let dead = self.game.dead_stones();
        self.names(self.size().points().filter(|&p| dead.contains(p)))
    }

    /// The result as SGF `RE[]` writes it once the game is over (`B+R`, `W+T`,
    /// `Void`, `0`, `B+3.5`); during the stop, the count of the marks as they stand;
    /// `None` while moves are played.
    pub fn result(&self) -> Option<String> {
        self.game.current_result()
    }

    /// How play may resume after a dispute under these rules: `play-on`,
    /// `by-last-passer`, `requester` or `none` (RULES R1.6, R2.4, R4.4).
    pub fn resumption(&self) -> &'static str {
        self.game.resumption().name()
    }

    /// Whether play resumed once under Simplified Ing, so that the next stop ends the
    /// game with every stone alive (RULES R2.4).
    pub fn second_phase(&self) -> bool {
        self.game.in_second_phase()
    }

    /// Points in GTP form.
    fn names(&self, points: impl Iterator<Item = Point>) -> Vec<String> {
        let size = self.size();
        points.map(|p| point_name(size, p)).collect()
    }

    /// The moves so far, in order.
    pub fn history(&self) -> Vec<HistoryEntry> {
        let size = self.size();
        self.game
            .history()
            .iter()
            .map(|record| history_entry(size, record))
            .collect()
    }

    /// The last move, if any.
    pub fn last_move(&self) -> Option<HistoryEntry> {
        let size = self.size();
        self.game
            .history()
            .last()
            .map(|record| history_entry(size, record))
    }

    /// The rules in force, every knob by name.
    pub fn rules(&self) -> RulesInfo {
        RulesInfo::new(self.preset, self.game.rules())
    }

    /// Board width.
    pub fn width(&self) -> u32 {
        self.size().width().into()
    }

    /// Board height.
    pub fn height(&self) -> u32 {
        self.size().height().into()
    }

    /// Handicap stones placed at the start.
    pub fn handicap(&self) -> u32 {
        self.game.handicap()
    }
}


/// A move of the history as the API writes it.
fn history_entry(size: BoardSize, record: &MoveRecord) -> HistoryEntry {
    HistoryEntry {
        color: color_name(record.color),
        mv: move_name(size, record.mv),
        captures: record.captures,
        self_captures: record.suicide,
        counted_as_pass: record.counted_as_pass,
        out_of_turn: record.out_of_turn,
    }
}

/// A board as rows of text, top row first: `.` empty, `X` Black, `O` White (the
/// form `board()` and the play-out's state give).
pub fn board_rows(board: &weiqi::Board) -> Vec<String> {
    let size = board.size();
    (0..size.height())
        .map(|y| {
            (0..size.width())
                .map(|x| match board.get(Point::new(x, y)) {
                    None => '.',
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                })
                .collect()
        })
        .collect()
}

