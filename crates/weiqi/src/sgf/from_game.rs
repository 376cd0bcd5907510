//! Writing a played [`Game`] as an SGF record, and adding a game's moves to a
//! record (RULES R6, R6.1).

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::info::GameInfo;
use super::tree::{GameTree, NodeId, Property};
use super::values::{move_value, size_value};
use super::writer::{write_tree_with, WriteOptions};
use crate::color::Color;
use crate::game::Game;
use crate::moves::Move;
use crate::point::{BoardSize, Point};
use crate::rules::{RuleSet, Rules};

/// This program's `AP[]` value.
const APPLICATION: &str = concat!("weiqi:", env!("CARGO_PKG_VERSION"));

/// `B` or `W`: the move's identifier, and `PL`'s value.
pub(crate) fn color_ident(color: Color) -> &'static str {
    match color {
        Color::Black => "B",
        Color::White => "W",
    }
}

/// The preset whose knobs, komi aside, are `rules`: its SGF name goes in `RU`.
pub fn preset_of(rules: &Rules) -> Option<RuleSet> {
    RuleSet::ALL.into_iter().find(|rs| {
        let mut preset = rs.rules();
        preset.komi = rules.komi;
        preset == *rules
    })
}

impl GameTree {
    /// The child of `at` whose move is `color` playing `mv` (`B[tt]` and `B[]`
    /// alike on boards up to 19×19).
    pub fn child_with_move(
        &self,
        at: NodeId,
        size: BoardSize,
        color: Color,
        mv: Move,
    ) -> Option<NodeId> {
        self.node(at)
            .children()
            .iter()
            .copied()
            .find(|&c| matches!(self.node(c).get_move(size), Some(Ok(m)) if m == (color, mv)))
    }

    /// Follows the moves of `line` from node `at`, adding a child (a new variation,
    /// or the continuation at the end of a line) for each move the tree does not
    /// have there; returns the last node. For the moves of a game opened from this
    /// tree and played on (`Game.fromSgf(text)`, then `toSgf()`).
    pub fn add_line(
        &mut self,
        at: NodeId,
        size: BoardSize,
        line: impl IntoIterator<Item = (Color, Move)>,
    ) -> NodeId {
        let mut node = at;
        for (color, mv) in line {
            node = match self.child_with_move(node, size, color, mv) {
                Some(child) => child,
                None => self.add_child(
                    node,
                    alloc::vec![Property::single(color.letter().to_string(), move_value(mv))],
                ),
            };
        }
        node
    }

    /// Follows or adds the moves of `game` from move `from` (0: the first) below
    /// `at`, as [`GameTree::add_line`] does, with a `PL` node where play resumed
    /// after the stop and the first move was a pass, which alone would not say so
    /// (RULES R6.2); returns the last node.
    pub fn add_moves(&mut self, at: NodeId, game: &Game, from: usize) -> NodeId {
        let size = game.board().size();
        let resumed = game.resumed_at().map(|n| n as usize);
        let mut node = at;
        for (i, m) in game.history().iter().enumerate().skip(from) {
            let letter = color_ident(m.color);
            let marked = i == from && self.node(node).has("PL");
            if Some(i) == resumed && m.mv == Move::Pass && !marked {
                node = self.add_child(node, alloc::vec![Property::single("PL", letter)]);
            }
            node = match self.child_with_move(node, size, m.color, m.mv) {
                Some(child) => child,
                None => self.add_child(
                    node,
                    alloc::vec![Property::single(letter, move_value(m.mv))],
                ),
            };
        }
        node
    }

    /// The whole tree as SGF text (RULES R6.1), with `FF[4]`, `GM[1]`, `CA[UTF-8]`
    /// (the text is UTF-8) and this program's `AP` added to the root where it has
    /// none of them, and nothing else.
    pub fn to_record_sgf(&self) -> String {
        let root = self.root_node();
        let mut props: Vec<Property> = [
            ("FF", "4"),
            ("GM", "1"),
            ("CA", "UTF-8"),
            ("AP", APPLICATION),
        ]
        .into_iter()
        .filter(|(ident, _)| !root.has(ident))
        .map(|(ident, value)| Property::single(ident, value))
        .collect();
        props.extend_from_slice(&root.props);
        let mut out = String::new();
        write_tree_with(self, &WriteOptions::default(), Some(&props), &mut out);
        out
    }

    /// A record of `game`: the root holds `SZ`, `RU` (the nearest preset, `GOE`,
    /// `EGF-SIR`, `Russian`, `Japanese`, …, and the knobs that differ from it,
    /// [`Rules::sgf_value`](crate::Rules::sgf_value), RULES R6),
    /// `KM`, `HA`, the starting stones `AB`/`AW` with `PL`, and `info`; then one node
    /// per move; then the end of the game as [`GameTree::write_end`] writes it: the
    /// marks, a finished game's [`Game::result`] as `RE` (`B+R`, `W+T`, `Void`,
    /// `B+3.5`, `0`; it replaces a result in `info`), a resumption.
    /// [`GameTree::to_record_sgf`] writes it with `FF[4] GM[1] CA[UTF-8] AP` first.
    ///
    /// ```
    /// use weiqi::{BoardSize, Game, Move, RuleSet};
    /// use weiqi::sgf::{GameInfo, GameTree};
    /// let size = BoardSize::square(9).unwrap();
    /// let mut game = Game::new(RuleSet::SimplifiedIng.rules(), size);
    /// game.play(Move::parse(size, "E5").unwrap()).unwrap();
    /// let tree = GameTree::from_game(&game, &GameInfo::default());
    /// assert!(tree.to_sgf().contains("RU[EGF-SIR]KM[7.5]"));
    /// ```
    pub fn from_game(game: &Game, info: &GameInfo) -> GameTree {
        let size = game.board().size();
        let rules = game.rules();
        let mut props = alloc::vec![Property::single("SZ", size_value(size))];
        // RULES R6: a preset's name, and the knobs that differ from it.
        props.push(Property::single("RU", rules.sgf_value()));
        props.push(Property::single("KM", rules.komi.to_string()));
        if game.handicap() > 0 {
            props.push(Property::single("HA", game.handicap().to_string()));
        }
        let mut tree = GameTree::with_root(props);
        let root = tree.root_node_mut();
        let start = game.start_board();
        let stones = |c: Color| -> Vec<Point> {
            size.points().filter(|&p| start.get(p) == Some(c)).collect()
        };
        let (black, white) = (stones(Color::Black), stones(Color::White));
        root.set_points("AB", &black);
        root.set_points("AW", &white);
        if !black.is_empty() || !white.is_empty() || game.start_to_move() != Color::Black {
            root.set_value("PL", game.start_to_move().letter().to_string());
        }
        info.write_to(root);
        let at = tree.add_moves(tree.root(), game, 0);
        tree.write_end(at, game);
        tree
    }
}
