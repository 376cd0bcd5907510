//! The end of a game in a record (RULES R6): the marks made at the stop, the
//! agreement, a resignation or a loss on time, and a resumption, written at the node
//! where the game stands and read back by the loader, so that a record saved at any
//! moment of the end reopens in the same phase, with the same marks, the same result
//! and the same player to move (RULES R1.6, R2.4, R4.4).
//!
//! SGF's own means first: `TB`/`TW`, the territory, each dead stone's point the
//! other side's (as other programs write it, `FF[4]` "TB"); `RE` at the root for a
//! game ended at the end of the main line; `PL` in a node of its own for who moves
//! after a resumption. Where SGF has nothing, private properties, which `FF[4]`
//! lets other programs keep and ignore: `WQRE`, the result (an `RE` value) of a game
//! ended at a node that is not the end of the main line, which the root's `RE` does
//! not speak for; `WQNF`, the points the players said need no filling before a
//! territory count ([`Game::toggle_fill`], RULES R4.4), beside the marks.
//!
//! A record opened and saved unchanged is written as it came (RULES R6.1): its
//! callers write the end only when it changed.

use alloc::vec::Vec;

use super::from_game::color_ident;
use super::tree::{GameTree, NodeId, Property};
use crate::color::Color;
use crate::game::{Game, Outcome, Status};
use crate::point::PointSet;
use crate::rules::Ending;

/// The result of a game ended away from the end of the main line.
const RESULT: &str = "WQRE";

/// The points kept unfilled by the players' word (RULES R4.4), at the stop's node.
const NO_FILL: &str = "WQNF";

/// How a result (`RE`, `FF[4]`) ended a game: `(Some(loser), on_time)` for a
/// resignation or a loss on time, `(None, _)` for a count or a draw; `None` for
/// the rest (forfeit, no result, unknown).
fn read_result(text: &str) -> Option<(Option<Color>, bool)> {
    let text = text.trim();
    if text == "0" || text.eq_ignore_ascii_case("draw") || text.eq_ignore_ascii_case("jigo") {
        return Some((None, false));
    }
    let (winner, how) = text.split_once('+')?;
    let winner = Color::parse(winner.trim())?;
    match how.trim().bytes().next()?.to_ascii_uppercase() {
        b'R' => Some((Some(!winner), false)),
        b'T' => Some((Some(!winner), true)),
        b'0'..=b'9' => Some((None, false)),
        _ => None,
    }
}

impl GameTree {
    /// Whether `at` ends the main line, where the root's `RE` speaks of the game.
    fn ends_main_line(&self, at: NodeId) -> bool {
        let mut node = at;
        let mut first = self.node(at).children().is_empty();
        while let (true, Some(parent)) = (first, self.node(node).parent()) {
            first = self.node(parent).children().first() == Some(&node);
            node = parent;
        }
        first
    }

    /// The result the record gives the game at `at`: its `WQRE`, or at the end of
    /// the main line the root's `RE`.
    fn result_at(&self, at: NodeId) -> Option<&str> {
        match self.node(at).value(RESULT) {
            Some(text) => Some(text),
            None if self.ends_main_line(at) => self.root_node().value("RE"),
            None => None,
        }
    }

    /// Whether the record puts an end at node `at`: marks (`TB`, `TW`, `WQNF`) or a
    /// result that speaks for the game there (its `WQRE`, or the root's `RE` at the end
    /// of the main line). The loader puts it back when `at` is the last node of the
    /// line (RULES R6).
    #[cfg(feature = "cursor")]
    pub(crate) fn ends_at(&self, at: NodeId) -> bool {
        let node = self.node(at);
        node.has("TB")
            || node.has("TW")
            || node.has(NO_FILL)
            || node.has(RESULT)
            || (self.root_node().has("RE") && self.ends_main_line(at))
    }

    /// Writes the end of `game` at node `at`, where the game stands (its moves are
    /// those from the root to `at`): at the stop and once counted the marks (`TB`,
    /// `TW`); once over the result (`RE` at the end of the main
    /// line, else `WQRE`; at the stop neither, so that the marks are not read as an
    /// agreement); while moves are played, after a resumption or a hand-over with no
    /// move since, a `PL` node below `at` (RULES R6.2), and at a resumption the stop's
    /// marks taken off `at`. Returns the node where the
    /// game now stands: `at`, or that `PL` node.
    pub fn write_end(&mut self, at: NodeId, game: &Game) -> NodeId {
        let status = game.status();
        if status == Status::Playing {
            let history = game.history();
            let next = history.last().map_or(game.start_to_move(), |m| !m.color);
            let resumed = game.resumed_at() == Some(game.move_number());
            let player = color_ident(game.to_move());
            let node = self.node(at);
            let said = node.value("PL") == Some(player);
            let leaf = node.children().is_empty();
            let changed = resumed || game.to_move() != next;
            if resumed {
                // The stop's marks ended with it (RULES R4.4): play goes on from here.
                self.write_marks(at, game);
            }
            if changed && !said && leaf {
                return self.add_child(at, alloc::vec![Property::single("PL", player)]);
            }
            return at;
        }
        self.write_marks(at, game);
        let result = match status {
            Status::Over(_) => game.result(),
            _ => None,
        };
        let on_root = self.ends_main_line(at);
        let root = self.root();
        self.node_mut(at).remove(RESULT);
        match (result, on_root) {
            (Some(text), true) => self.node_mut(root).set_value("RE", text),
            (Some(text), false) => self.node_mut(at).set_value(RESULT, text),
            (None, true) => {
                self.node_mut(root).remove("RE");
            }
            (None, false) => {}
        }
        at
    }

    /// Takes off the result that speaks for the game at `at`: its `WQRE`, and at the
    /// end of the main line the root's `RE` (a game taken back into play, RULES R0.4).
    pub(crate) fn remove_result(&mut self, at: NodeId) {
        self.node_mut(at).remove(RESULT);
        if self.ends_main_line(at) {
            self.root_node_mut().remove("RE");
        }
    }

    /// `TB`/`TW` (the territory from the count, each dead stone's point the other
    /// side's), and `WQNF`, for a game at the stop or counted, or resigned or lost on
    /// time during the stop with marks made (RULES R0.4: the game ends at once, the
    /// marks stay what they were); `TB[]` when no point is anyone's, so that the node
    /// still says it was counted; none of them for a game in play or ended otherwise.
    fn write_marks(&mut self, at: NodeId, game: &Game) {
        let board = game.board();
        let dead = game.dead_stones();
        let mut lists = [Vec::new(), Vec::new()];
        let marked = !dead.is_empty() || !game.kept_unfilled().is_empty();
        let counted = match game.status() {
            Status::Stopped | Status::Over(Outcome::Counted) => true,
            Status::Over(Outcome::Resignation { .. } | Outcome::Time { .. }) => marked,
            _ => false,
        };
        if counted {
            let ownership = game.score().ownership;
            for (i, p) in board.size().points().enumerate() {
                let owner = match board.get(p) {
                    Some(stone) if dead.contains(p) => Some(!stone),
                    Some(_) => None,
                    None => ownership[i],
                };
                if let Some(owner) = owner {
                    lists[usize::from(owner == Color::White)].push(p);
                }
            }
        }
        let kept: Vec<_> = if counted {
            game.kept_unfilled().iter().collect()
        } else {
            Vec::new()
        };
        let node = self.node_mut(at);
        node.set_points("TB", &lists[0]);
        node.set_points("TW", &lists[1]);
        node.set_points(NO_FILL, &kept);
        if counted && lists[0].is_empty() && lists[1].is_empty() {
            node.set_value("TB", "");
        }
    }
}

/// Whether the loader puts the marks of the last node back before replaying its
/// move: Ing's passes that seal the agreement end the game, and marks are made at
/// the stop (RULES R1.6).
pub(crate) fn marks_before_move(game: &Game, sealing_pass: bool) -> bool {
    sealing_pass && game.status() == Status::Stopped && game.rules().ending == Ending::IngFourPasses
}

/// Puts back the marks node `at` carries when the game stands at the stop there,
/// as the players made them: the chains of stones on the other colour's `TB`/`TW`
/// points dead, and the points of `WQNF` kept unfilled (RULES R4.4). Returns whether
/// the node carries marks.
pub(crate) fn restore_marks(tree: &GameTree, at: NodeId, game: &mut Game) -> bool {
    let node = tree.node(at);
    let size = game.board().size();
    let mut marked = false;
    let mut dead = PointSet::new();
    for (ident, owner) in [("TB", Color::Black), ("TW", Color::White)] {
        marked |= node.has(ident);
        if game.status() != Status::Stopped {
            continue;
        }
        for p in node.points(ident, size).unwrap_or_default() {
            // At the stop this cannot be refused; a chain named twice counts once.
            if game.board().get(p) == Some(!owner) && !dead.contains(p) {
                if let Ok(chain) = game.toggle_dead_chain(p) {
                    dead = dead.union(&chain);
                }
            }
        }
    }
    for p in node.points(NO_FILL, size).unwrap_or_default() {
        // Only at the stop, and a point named twice is kept once (under area scoring
        // the engine refuses: nothing is filled).
        if !game.kept_unfilled().contains(p) {
            let _ = game.toggle_fill(p);
        }
    }
    marked
}

/// Puts back how the game at the last node `at` ended: a resignation or a loss on
/// time, in play or during the stop (RULES R0.4: resignation ends the game at once,
/// while dead stones are marked too), or the agreement where the node carries the marks it was
/// counted with (`marked`; a count in `RE` alone, without them, may be another
/// program's word on the count and leaves the stop to the players). A refusal (the
/// game is over already) leaves it as the moves made it.
pub(crate) fn restore_finish(tree: &GameTree, at: NodeId, game: &mut Game, marked: bool) {
    let private = tree.node(at).has(RESULT);
    let _ = match tree.result_at(at).and_then(read_result) {
        Some((Some(loser), false)) => game.resign(loser),
        Some((Some(loser), true)) => game.lose_on_time(loser),
        Some((None, _)) if (private || marked) && game.rules().ending != Ending::IngFourPasses => {
            game.agree()
        }
        _ => Ok(()),
    };
}
