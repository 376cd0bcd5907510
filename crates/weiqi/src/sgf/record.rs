//! Writing a played [`Game`] as an SGF record (RULES R6).

use alloc::string::ToString;
use alloc::vec::Vec;

use super::info::GameInfo;
use super::tree::{GameTree, Property};
use super::values::{move_value, size_value};
use crate::color::Color;
use crate::game::Game;
use crate::point::Point;
use crate::rules::{RuleSet, Rules};

/// The preset whose knobs, komi aside, are `rules`: its SGF name goes in `RU`.
pub fn preset_of(rules: &Rules) -> Option<RuleSet> {
    RuleSet::ALL.into_iter().find(|rs| {
        let mut preset = rs.rules();
        preset.komi = rules.komi;
        preset == *rules
    })
}

impl GameTree {
    /// A record of `game`: the root holds `FF[4] GM[1] CA[UTF-8] AP SZ`, `RU` (the
    /// nearest preset, `GOE`, `EGF-SIR`, `Russian`, `Japanese`, …, and the knobs that
    /// differ from it, [`Rules::sgf_value`](crate::Rules::sgf_value), RULES R6),
    /// `KM`, `HA`, the starting stones `AB`/`AW` with `PL`, and `info`; then one node
    /// per move. Without a result in `info`, a finished game's
    /// [`Game::result`] is written as `RE` (`B+R`, `W+T`, `Void`, `B+3.5`, `0`).
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
        let mut props = alloc::vec![
            Property::single("FF", "4"),
            Property::single("GM", "1"),
            Property::single("CA", "UTF-8"),
            Property::single("AP", concat!("weiqi:", env!("CARGO_PKG_VERSION"))),
            Property::single("SZ", size_value(size)),
        ];
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
        if info.result.is_none() {
            if let Some(result) = game.result() {
                root.set_value("RE", result);
            }
        }
        let mut at = tree.root();
        for record in game.history() {
            let ident = record.color.letter().to_string();
            at = tree.add_child(
                at,
                alloc::vec![Property::single(ident, move_value(record.mv))],
            );
        }
        tree
    }
}
