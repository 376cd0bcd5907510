//! The network player's named ranks, 30 kyu to 1 dan and stronger: what "Play
//! against the computer" offers by rank.
//!
//! The weak ranks play the way people of that rank do, after the idea of KaTrain's
//! calibrated "rank" opponent: a person does not see every move on the board. Of the
//! legal moves a handful come to mind (a random sample, larger for stronger players),
//! and of those the one that looks best is played, "best" being the network's policy,
//! which was trained on strong play. A beginner who sees two or three moves plays
//! erratically; a player who sees half the board plays the policy's favourite nearly
//! always. The moves are never random blunders picked on purpose: every one is the
//! most natural-looking move among those considered. Moves the policy finds urgent
//! beyond doubt (a capture or escape nobody misses) are always seen. The strong
//! ranks search (`NetPlayer::search`) with more visits for each rank.
//!
//! How large a sample each rank takes, and how many visits, is calibrated by matches
//! against GNU Go's levels and the Monte-Carlo player's (`cargo xtask strength
//! --rank`, docs/teacher.md, "The teacher in the browser"), not taken from KaTrain, whose
//! figures belong to a much larger network.

use weiqi::playout::Rng;
use weiqi::{Game, Move};
use weiqi_nn::Evaluation;

/// How a rank chooses its move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Style {
    /// Among `fraction` of the legal moves (at least one), drawn at random, the one
    /// with the highest policy.
    Pick {
        /// The share of the legal moves considered, 0 to 1.
        fraction: f32,
    },
    /// The best move of a search with this many network evaluations.
    Search {
        /// Evaluations a move.
        visits: u32,
    },
}

/// A named strength of the network player.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rank {
    /// Its name, as the page shows it and GTP's `--rank` takes it: `30k` … `1k`,
    /// `1d` (1 dan and stronger).
    pub name: &'static str,
    /// How it chooses a move.
    pub style: Style,
}

/// The ranks, weakest first.
pub const RANKS: [Rank; 10] = [
    Rank {
        name: "30k",
        style: Style::Pick { fraction: 0.02 },
    },
    Rank {
        name: "25k",
        style: Style::Pick { fraction: 0.04 },
    },
    Rank {
        name: "20k",
        style: Style::Pick { fraction: 0.08 },
    },
    Rank {
        name: "15k",
        style: Style::Pick { fraction: 0.14 },
    },
    Rank {
        name: "10k",
        style: Style::Pick { fraction: 0.25 },
    },
    Rank {
        name: "7k",
        style: Style::Pick { fraction: 0.5 },
    },
    Rank {
        name: "5k",
        style: Style::Search { visits: 1 },
    },
    Rank {
        name: "3k",
        style: Style::Search { visits: 8 },
    },
    Rank {
        name: "1k",
        style: Style::Search { visits: 24 },
    },
    Rank {
        name: "1d",
        style: Style::Search { visits: 48 },
    },
];

/// A policy this sure of one move makes every rank play it: the capture or the
/// escape no player misses.
const OBVIOUS: f32 = 0.8;

impl Rank {
    /// The rank named `name` (`10k`, `1d`; case and spaces ignored), if it is one of
    /// [`RANKS`].
    pub fn named(name: &str) -> Option<Rank> {
        let wanted: String = name
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect::<String>()
            .to_ascii_lowercase();
        RANKS.iter().copied().find(|r| r.name == wanted)
    }

    /// A rank of its own for calibration matches: `pick:F` (a picking rank that
    /// considers the share `F` of the legal moves) or `visits:N` (a search of `N`
    /// evaluations), named `custom`; a name of [`RANKS`] gives that rank.
    pub fn parse(text: &str) -> Option<Rank> {
        if let Some(rank) = Rank::named(text) {
            return Some(rank);
        }
        let style = if let Some(f) = text.strip_prefix("pick:") {
            let fraction: f32 = f.parse().ok()?;
            (fraction > 0.0 && fraction <= 1.0).then_some(Style::Pick { fraction })?
        } else {
            let visits: u32 = text.strip_prefix("visits:")?.parse().ok()?;
            (visits > 0).then_some(Style::Search { visits })?
        };
        Some(Rank {
            name: "custom",
            style,
        })
    }

    /// Whether the rank searches (and so may resign, as the network player does);
    /// the picking ranks play every game to its end, as learners like.
    pub fn searches(&self) -> bool {
        matches!(self.style, Style::Search { .. })
    }
}

/// The move a picking rank plays in `game`, whose network evaluation is `eval`:
/// `fraction` of the legal stones (at least one) drawn with `rng`, and of them the
/// one with the highest policy; the policy's favourite when it is [`OBVIOUS`]; a
/// pass when the policy prefers it to every stone (the game is over). Only moves the
/// engine accepts come out (the policy is over them).
pub fn pick(game: &Game, eval: &Evaluation, fraction: f32, rng: &mut Rng) -> Move {
    let mut moves: Vec<(Move, f32)> = game
        .board()
        .size()
        .points()
        .filter_map(|p| {
            let prior = eval.policy[p.y() as usize * eval.width + p.x() as usize]?;
            Some((Move::Play(p), prior))
        })
        .collect();
    // The favourite first (a stable sort: equal priors keep the board's order).
    moves.sort_by(|a, b| b.1.total_cmp(&a.1));
    let Some(&favourite) = moves.first() else {
        return Move::Pass;
    };
    // A finished game: the policy would rather pass than play any stone.
    if eval.pass.is_some_and(|pass| pass > favourite.1) {
        return Move::Pass;
    }
    if favourite.1 >= OBVIOUS {
        return favourite.0;
    }
    let legal = moves.len();
    let seen = ((fraction.clamp(0.0, 1.0) * legal as f32).round() as usize).clamp(1, legal);
    // A partial Fisher–Yates shuffle: the first `seen` indices are the sample.
    let mut order: Vec<usize> = (0..legal).collect();
    for i in 0..seen {
        let j = i + rng.below((legal - i) as u32) as usize;
        order.swap(i, j);
    }
    let drawn = order[..seen]
        .iter()
        .map(|&i| moves[i])
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .unwrap_or(favourite);
    drawn.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_are_named_weakest_first() {
        assert_eq!(Rank::named(" 10K ").map(|r| r.name), Some("10k"));
        assert_eq!(Rank::named("1d").map(|r| r.name), Some("1d"));
        assert!(Rank::named("11k").is_none());
        assert_eq!(
            Rank::parse("pick:0.1").map(|r| r.style),
            Some(Style::Pick { fraction: 0.1 })
        );
        assert_eq!(
            Rank::parse("visits:16").map(|r| r.style),
            Some(Style::Search { visits: 16 })
        );
        assert!(Rank::parse("pick:0").is_none() && Rank::parse("visits:x").is_none());
        assert_eq!(RANKS.first().unwrap().name, "30k");
        // Each rank considers more moves or searches more than the one before.
        let strength = |r: &Rank| match r.style {
            Style::Pick { fraction } => fraction,
            Style::Search { visits } => 1.0 + visits as f32,
        };
        for pair in RANKS.windows(2) {
            assert!(strength(&pair[1]) > strength(&pair[0]), "{:?}", pair);
        }
    }
}
