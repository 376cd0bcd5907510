//! Problems (tsumego) in a record: the learner plays one side and the tree answers
//! (RULES R6.1: the record is the problem). The verdicts read the marks problem
//! files in the wild put on their nodes:
//!
//! - right: a comment with `RIGHT` (capitals, goproblems.com and Uligo), `Correct`,
//!   `Правильно` / `Верно`, `Corect`, or one that begins with `+`; `GB`/`GW` for the
//!   learner's side; `TE` (a tesuji) on a learner's move, which is right on the way
//!   but does not end the problem. In a tree that marks no line right, a line that
//!   ends where the tree ends without a wrong mark is right too.
//! - wrong: a comment with `wrong` or `incorrect`, `Неправильно` / `Неверно` /
//!   `Ошибка`, `Greșit` (with a comma or a cedilla, or without it) / `Incorect`, or
//!   a right word after a negation (`не верно`, `nu este corect`, `not correct`);
//!   `GB`/`GW` for the other side; `BM` (a bad move) or `DO` (a doubtful one) on a
//!   learner's move; `TE` on the answer. In a tree that marks some line right, a line
//!   that ends without that mark is wrong.
//! - `NOTTHIS` (goproblems.com) on a learner's move: not this one — the move is taken
//!   back and the learner tries again, without failing; `FORCE` on some of the
//!   learner's moves at a point: only those are taken there, the others are "not
//!   this"; `CHOICE` in the line of some of the answers to a move: the board answers
//!   with one of those, chosen by the caller, instead of the first.
//! - `IT` (interesting) says nothing of right or wrong.
//!
//! Words are matched whole (`incorrect` is not `correct`), in the spellings files use
//! (capitalised, lower case, all capitals), without case tables: the engine has none.

use alloc::string::String;
use alloc::vec::Vec;

use super::tree::{GameTree, Node, NodeId};
use crate::color::Color;
use crate::moves::Move;
use crate::point::{BoardSize, Point};

/// What a node says of the line for the learner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The line is right.
    Right,
    /// The line is wrong: the problem is failed.
    Wrong,
    /// Not this move: it is taken back and the learner tries again.
    NotThis,
}

/// What a node says of a line (its mark): its verdict, and whether a right mark ends the problem there (a
/// comment, `GB`/`GW`) or only approves a move on the way (`TE`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// The verdict, if the node gives one.
    pub verdict: Option<Verdict>,
    /// Whether the verdict ends the problem.
    pub ends: bool,
}

impl Judgement {
    const NONE: Judgement = Judgement {
        verdict: None,
        ends: false,
    };
}

/// A learner's move and the tree's answer to it ([`Problem::step`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The learner's move's node, then the answer's, if the tree has one.
    pub nodes: Vec<NodeId>,
    /// Right (solved), wrong (failed), not this (taken back), or `None`: go on.
    pub verdict: Option<Verdict>,
}

/// The part of the board a problem is about: columns and rows from the top left,
/// inclusive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Region {
    /// The first column.
    pub x0: u8,
    /// The first row.
    pub y0: u8,
    /// The last column.
    pub x1: u8,
    /// The last row.
    pub y1: u8,
}

/// A problem: a record's tree walked as its author wrote it.
#[derive(Clone, Copy, Debug)]
pub struct Problem<'a> {
    tree: &'a GameTree,
    size: BoardSize,
    learner: Color,
    /// Whether some node marks a line right: then a line that ends unmarked is wrong.
    strict: bool,
}

/// Whether `c` is part of a word: an ASCII letter or digit, or any character beyond
/// ASCII (Cyrillic, letters with diacritics: no Unicode tables needed).
fn in_word(c: char) -> bool {
    c.is_ascii_alphanumeric() || !c.is_ascii()
}

/// Words of a comment, split at anything that is not part of a word ([`in_word`]).
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !in_word(c)).filter(|w| !w.is_empty())
}

/// The words that say a line is right.
const RIGHT_WORDS: [&str; 13] = [
    "RIGHT",
    "Correct",
    "correct",
    "CORRECT",
    "Правильно",
    "правильно",
    "ПРАВИЛЬНО",
    "Верно",
    "верно",
    "ВЕРНО",
    "Corect",
    "corect",
    "CORECT",
];

/// The words that say a line is wrong.
const WRONG_WORDS: [&str; 27] = [
    "Wrong",
    "wrong",
    "WRONG",
    "Incorrect",
    "incorrect",
    "INCORRECT",
    "Неправильно",
    "неправильно",
    "НЕПРАВИЛЬНО",
    "Неверно",
    "неверно",
    "НЕВЕРНО",
    "Ошибка",
    "ошибка",
    "ОШИБКА",
    "Greșit",
    "greșit",
    "GREȘIT",
    "Greşit",
    "greşit",
    "GREŞIT",
    "Gresit",
    "gresit",
    "GRESIT",
    "Incorect",
    "incorect",
    "INCORECT",
];

/// Negations that make the right word after them (within two words) wrong.
const NEGATIONS: [&str; 9] = ["not", "Not", "NOT", "не", "Не", "НЕ", "nu", "Nu", "NU"];

/// What a comment says: right, wrong, not this, or nothing.
fn comment_verdict(text: &str) -> Option<Verdict> {
    let list: Vec<&str> = words(text).collect();
    if list.iter().any(|w| WRONG_WORDS.contains(w)) {
        return Some(Verdict::Wrong);
    }
    if list.contains(&"NOTTHIS") {
        return Some(Verdict::NotThis);
    }
    for (i, word) in list.iter().enumerate() {
        if RIGHT_WORDS.contains(word) {
            let negated = list[i.saturating_sub(2)..i]
                .iter()
                .any(|w| NEGATIONS.contains(w));
            return Some(if negated {
                Verdict::Wrong
            } else {
                Verdict::Right
            });
        }
    }
    text.trim_start().starts_with('+').then_some(Verdict::Right)
}

/// Whether a comment carries the whole word `word`.
fn says(node: &Node, word: &str) -> bool {
    node.comment().is_some_and(|c| words(&c).any(|w| w == word))
}

/// A comment as the learner reads it: without the markers the conventions put there
/// for the solver (`RIGHT` at its start or end, a leading `+`, `CHOICE`, `FORCE`,
/// `NOTTHIS`), which the board says in its own words; `None` when nothing else is
/// written. A first letter left bare is capitalised when it is ASCII.
///
/// ```
/// use weiqi::sgf::readable_comment;
/// assert_eq!(readable_comment("RIGHT: two eyes.").as_deref(), Some("Two eyes."));
/// assert_eq!(readable_comment("+").as_deref(), None);
/// assert_eq!(readable_comment("Black lives. RIGHT").as_deref(), Some("Black lives."));
/// ```
pub fn readable_comment(text: &str) -> Option<String> {
    let mut rest = text.trim();
    let mut stripped = false;
    loop {
        let before = rest;
        rest = rest.trim_start_matches('+').trim_start();
        for marker in ["RIGHT", "CHOICE", "FORCE", "NOTTHIS"] {
            if let Some(after) = rest.strip_prefix(marker) {
                if !after.starts_with(in_word) {
                    rest = after.trim_start_matches([' ', ':', '.', '!', '-', '—', '–', '\n']);
                }
            }
            if let Some(before_marker) = rest.strip_suffix(marker) {
                if !before_marker.ends_with(in_word) {
                    rest = before_marker.trim_end();
                }
            }
            if let Some(before_mark) = rest.strip_suffix(".").and_then(|r| r.strip_suffix(marker)) {
                if !before_mark.ends_with(in_word) {
                    rest = before_mark.trim_end();
                }
            }
        }
        if rest == before {
            break;
        }
        stripped = true;
    }
    if rest.is_empty() {
        return None;
    }
    if !stripped {
        return Some(text.into());
    }
    let mut out = String::with_capacity(rest.len());
    let mut chars = rest.chars();
    if let Some(first) = chars.next() {
        out.push(first.to_ascii_uppercase());
    }
    out.extend(chars);
    Some(out)
}

impl<'a> Problem<'a> {
    /// The problem in `tree`, a board of `size`: the learner is the side `PL` at the
    /// root names, else the colour of the first move in the tree.
    pub fn new(tree: &'a GameTree, size: BoardSize) -> Problem<'a> {
        let learner = learner_of(tree, size);
        let mut problem = Problem {
            tree,
            size,
            learner,
            strict: false,
        };
        problem.strict = tree
            .preorder()
            .into_iter()
            .any(|id| problem.mark(id).verdict == Some(Verdict::Right));
        problem
    }

    /// The side the learner plays.
    pub fn learner(&self) -> Color {
        self.learner
    }

    /// Whether the tree marks some line right (a line that ends unmarked is then
    /// wrong).
    pub fn is_strict(&self) -> bool {
        self.strict
    }

    fn mover(&self, id: NodeId) -> Option<Color> {
        match self.tree.node(id).get_move(self.size) {
            Some(Ok((color, _))) => Some(color),
            _ => None,
        }
    }

    /// What node `id` says of the line for the learner (see the module's head).
    pub fn mark(&self, id: NodeId) -> Judgement {
        let node = self.tree.node(id);
        let mover = self.mover(id);
        let learner = self.learner;
        let other = !learner;
        let good = |c: Color| node.has(if c == Color::Black { "GB" } else { "GW" });
        let comment = node.comment().and_then(|c| comment_verdict(&c));
        let wrong = Judgement {
            verdict: Some(Verdict::Wrong),
            ends: true,
        };
        if comment == Some(Verdict::Wrong) || good(other) {
            return wrong;
        }
        if (node.has("BM") || node.has("DO")) && mover == Some(learner) {
            return wrong;
        }
        if node.has("TE") && mover == Some(other) {
            return wrong;
        }
        if comment == Some(Verdict::NotThis) {
            return Judgement {
                verdict: Some(Verdict::NotThis),
                ends: false,
            };
        }
        if comment == Some(Verdict::Right) || good(learner) {
            return Judgement {
                verdict: Some(Verdict::Right),
                ends: true,
            };
        }
        if node.has("TE") && mover == Some(learner) {
            return Judgement {
                verdict: Some(Verdict::Right),
                ends: false,
            };
        }
        Judgement::NONE
    }

    /// The learner's moves the tree has at `id` (its children with the learner's
    /// moves), in the tree's order.
    pub fn learner_moves(&self, id: NodeId) -> Vec<NodeId> {
        let children = self.tree.node(id).children();
        children
            .iter()
            .copied()
            .filter(|&c| self.mover(c) == Some(self.learner))
            .collect()
    }

    /// The child of `id` where the learner plays `mv`, if the tree has it.
    pub fn child_playing(&self, id: NodeId, mv: Move) -> Option<NodeId> {
        let moves = self.learner_moves(id);
        let played = |c: &NodeId| matches!(self.tree.node(*c).get_move(self.size), Some(Ok((_, m))) if m == mv);
        moves.into_iter().find(played)
    }

    /// Whether the learner's move `child` of `id` is taken there: when some of the
    /// learner's moves at `id` say `FORCE`, only those are.
    pub fn accepts(&self, id: NodeId, child: NodeId) -> bool {
        let moves = self.learner_moves(id);
        let forced: Vec<NodeId> = moves
            .iter()
            .copied()
            .filter(|&c| says(self.tree.node(c), "FORCE"))
            .collect();
        forced.is_empty() || forced.contains(&child)
    }

    /// The answers the tree may give to the learner's move `child`: its children
    /// with the other side's moves whose line says `CHOICE` somewhere, when some do;
    /// else the first child, when it is the other side's move.
    pub fn answers(&self, child: NodeId) -> Vec<NodeId> {
        let children = self.tree.node(child).children();
        let replies = children
            .iter()
            .copied()
            .filter(|&c| self.mover(c).is_some_and(|m| m != self.learner));
        let chosen: Vec<NodeId> = replies.filter(|&c| self.line_says(c, "CHOICE")).collect();
        if !chosen.is_empty() {
            return chosen;
        }
        match children.first() {
            Some(&first) if self.mover(first).is_some_and(|m| m != self.learner) => {
                alloc::vec![first]
            }
            _ => Vec::new(),
        }
    }

    /// Whether some node of the subtree from `id` says `word` (iterative: deep trees
    /// must not overflow the stack).
    fn line_says(&self, id: NodeId, word: &str) -> bool {
        let mut stack = alloc::vec![id];
        while let Some(n) = stack.pop() {
            let node = self.tree.node(n);
            if says(node, word) {
                return true;
            }
            stack.extend_from_slice(node.children());
        }
        false
    }

    /// The learner's move `child` and the tree's answer to it: the answer is
    /// `answers(child)[choice % count]` (`choice` the caller's pick among `CHOICE`
    /// lines, 0 for the first). The verdict: right (solved), wrong (failed), not this
    /// (taken back), or `None` when the learner moves again.
    pub fn step(&self, child: NodeId, choice: usize) -> Answer {
        let own = self.mark(child);
        if own.verdict == Some(Verdict::NotThis) {
            return Answer {
                nodes: alloc::vec![child],
                verdict: Some(Verdict::NotThis),
            };
        }
        let answers = self.answers(child);
        let reply = (!answers.is_empty()).then(|| answers[choice % answers.len()]);
        let mut nodes = alloc::vec![child];
        nodes.extend(reply);
        let verdict = |v| Answer {
            nodes: nodes.clone(),
            verdict: Some(v),
        };
        if own.verdict == Some(Verdict::Wrong) {
            return verdict(Verdict::Wrong);
        }
        let answer = reply.map_or(Judgement::NONE, |r| self.mark(r));
        if answer.verdict == Some(Verdict::Wrong) {
            return verdict(Verdict::Wrong);
        }
        let last = *nodes.last().unwrap_or(&child);
        let ended = self.tree.node(last).children().is_empty();
        let right = own.verdict == Some(Verdict::Right) || answer.verdict == Some(Verdict::Right);
        if right && (ended || own.ends || answer.ends) {
            return verdict(Verdict::Right);
        }
        if ended {
            // A line that ends: right where no line is marked right, wrong where some are.
            return verdict(if self.strict {
                Verdict::Wrong
            } else {
                Verdict::Right
            });
        }
        Answer {
            nodes,
            verdict: None,
        }
    }

    /// The learner's moves at `id` from which a right end can be reached, in the
    /// tree's order.
    pub fn right_moves(&self, id: NodeId) -> Vec<NodeId> {
        let moves = self.learner_moves(id);
        let right = |c: &NodeId| self.line_from(*c).is_some();
        moves.into_iter().filter(right).collect()
    }

    /// The first right line from `id`: the learner's moves and the answers, to a
    /// right end; `None` when no line from there is right.
    pub fn right_line(&self, id: NodeId) -> Option<Vec<NodeId>> {
        self.right_moves(id)
            .into_iter()
            .find_map(|c| self.line_from(c))
    }

    /// From the learner's move `first`: the nodes to a right end (the first answers
    /// taken), or `None` when every line from it is wrong. Iterative.
    fn line_from(&self, first: NodeId) -> Option<Vec<NodeId>> {
        let mut stack = alloc::vec![alloc::vec![first]];
        while let Some(line) = stack.pop() {
            let Some((&last, before)) = line.split_last() else {
                continue;
            };
            let answer = self.step(last, 0);
            let mut full = before.to_vec();
            full.extend_from_slice(&answer.nodes);
            match answer.verdict {
                Some(Verdict::Right) => return Some(full),
                Some(_) => continue,
                None => {}
            }
            let end = *full.last().unwrap_or(&last);
            for &next in self.learner_moves(end).iter().rev() {
                let mut longer = full.clone();
                longer.push(next);
                stack.push(longer);
            }
        }
        None
    }
}

/// The learner's side in `tree`: `PL` at the root, else the colour of the first move
/// in the tree (breadth first), else Black.
fn learner_of(tree: &GameTree, size: BoardSize) -> Color {
    if let Some(Ok(color)) = tree.root_node().player_to_move() {
        return color;
    }
    let mut queue = alloc::collections::VecDeque::from([tree.root()]);
    while let Some(id) = queue.pop_front() {
        if let Some(Ok((color, _))) = tree.node(id).get_move(size) {
            return color;
        }
        queue.extend(tree.node(id).children().iter().copied());
    }
    Color::Black
}

/// Whether `tree` reads as a problem: stones set up at the root (`AB`/`AW`, not a
/// handicap's `HA`), and some line marked right, ending there, for the side to play
/// (a commented game's `GB` or `TE` alone is not one).
pub fn is_problem(tree: &GameTree, size: BoardSize) -> bool {
    let root = tree.root_node();
    if !(root.has("AB") || root.has("AW")) || root.has("HA") {
        return false;
    }
    let problem = Problem {
        tree,
        size,
        learner: learner_of(tree, size),
        strict: false,
    };
    tree.preorder().into_iter().skip(1).any(|id| {
        let mark = problem.mark(id);
        mark.verdict == Some(Verdict::Right) && mark.ends
    })
}

/// The region of the board a problem is about: the root's `VW`, else the box of every
/// stone and move in the tree, two lines wider and taken to the edge when it comes
/// within three lines of one; the whole board when there is nothing to go by.
pub fn region(tree: &GameTree, size: BoardSize) -> Region {
    let (w, h) = (size.width(), size.height());
    let whole = Region {
        x0: 0,
        y0: 0,
        x1: w - 1,
        y1: h - 1,
    };
    let root = tree.root_node();
    let view = root.values("VW");
    if view.iter().any(|v| !v.is_empty()) {
        let points = root.points("VW", size).unwrap_or_default();
        return bounding(&points).unwrap_or(whole);
    }
    let mut points = Vec::new();
    for id in tree.preorder() {
        let node = tree.node(id);
        for ident in ["AB", "AW"] {
            points.extend(node.points(ident, size).unwrap_or_default());
        }
        if let Some(Ok((_, Move::Play(p)))) = node.get_move(size) {
            points.push(p);
        }
    }
    let Some(b) = bounding(&points) else {
        return whole;
    };
    let grow = |low: u8, high: u8, side: u8| {
        let a = low.saturating_sub(2);
        let z = (high + 2).min(side - 1);
        (
            if a <= 3 { 0 } else { a },
            if z + 4 >= side { side - 1 } else { z },
        )
    };
    let (x0, x1) = grow(b.x0, b.x1, w);
    let (y0, y1) = grow(b.y0, b.y1, h);
    Region { x0, y0, x1, y1 }
}

/// The box of `points`; `None` for none.
fn bounding(points: &[Point]) -> Option<Region> {
    let first = points.first()?;
    Some(points.iter().fold(
        Region {
            x0: first.x(),
            y0: first.y(),
            x1: first.x(),
            y1: first.y(),
        },
        |r, p| Region {
            x0: r.x0.min(p.x()),
            y0: r.y0.min(p.y()),
            x1: r.x1.max(p.x()),
            y1: r.y1.max(p.y()),
        },
    ))
}

/// A region written as two points (`A1-K10`, `A1:K10`, either order; GTP or SGF
/// points) on a board of `size`; `None` when it cannot be read.
pub fn parse_region(text: &str, size: BoardSize) -> Option<Region> {
    let (a, b) = text.trim().split_once(['-', ':'])?;
    let a = size.parse_point(a.trim()).ok()?;
    let b = size.parse_point(b.trim()).ok()?;
    bounding(&[a, b])
}

#[cfg(test)]
mod tests;
