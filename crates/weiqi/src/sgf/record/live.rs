//! Live records (RULES R6.1): a relay rewrites a game's SGF file as the game is
//! played, and a viewer's board reads it again every few seconds. [`Record::follow`]
//! merges each new version of the file into the record the viewer holds, keeping
//! what the viewer did (the node shown, variations played, edits made), and says
//! what the author changed: the new moves, the moves taken back, the variations
//! and comments added. [`GameTree::time_left`] reads the clock values the relay
//! writes (`BL`, `WL`, `OB`, `OW`).
//!
//! Nodes are told apart by their move: two versions of a file name the same node
//! when the path from the root to it plays the same moves (a node without a move is
//! named by its place among its siblings without one). Ids never change here
//! either: a node the author took back is detached, as [`Record::delete`] does.

use alloc::vec::Vec;

use super::Record;
use crate::color::{ByColor, Color};
use crate::moves::Move;
use crate::point::BoardSize;
use crate::sgf::tree::{GameTree, Node, NodeId, Property};

/// What [`Record::follow`] changed in the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Followed {
    /// The nodes added from the new version (new moves, the author's new
    /// variations), parents before children.
    pub added: Vec<NodeId>,
    /// The nodes the author took out (each with everything below it): moves taken
    /// back, variations deleted.
    pub removed: Vec<NodeId>,
    /// Nodes kept whose properties the author changed: a comment, clock values, the
    /// root's result (`RE`).
    pub changed: Vec<NodeId>,
    /// The end of the author's main line now, in this record.
    pub end: NodeId,
    /// Moves on the author's new main line past where it leaves the old one.
    pub new_moves: usize,
    /// Moves of the author's old main line past where the new one leaves it: taken
    /// back, or replaced by others. More than 0: the record was rewritten.
    pub taken_back: usize,
    /// The viewer's node: itself, or its nearest ancestor when the author took it
    /// out.
    pub node: NodeId,
}

impl Followed {
    /// Whether the author rewrote the game: moves of the old main line are gone.
    pub fn rewritten(&self) -> bool {
        self.taken_back > 0
    }
}

/// What a relay says of one player's clock at a node (SGF `BL`/`WL`, `OB`/`OW`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TimeLeft {
    /// Seconds left (`BL`, `WL`).
    pub seconds: f64,
    /// Moves (or periods) left in the overtime (`OB`, `OW`), when the node says.
    pub periods: Option<u32>,
}

/// What names a child among its siblings in every version of a file: its move, else
/// its place among the siblings that have none.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Key {
    Move(Color, Move),
    Other(usize),
}

/// The keys of `parent`'s children, in order.
fn keys(tree: &GameTree, parent: NodeId, size: BoardSize) -> Vec<(Key, NodeId)> {
    let mut others = 0;
    tree.node(parent)
        .children()
        .iter()
        .map(|&child| match tree.node(child).get_move(size) {
            Some(Ok((color, mv))) => (Key::Move(color, mv), child),
            _ => {
                others += 1;
                (Key::Other(others - 1), child)
            }
        })
        .collect()
}

/// The first child with `key` not yet taken, which it then is.
fn take(children: &mut [(Key, NodeId)], taken: &mut [bool], key: Key) -> Option<NodeId> {
    let i = (0..children.len()).find(|&i| !taken[i] && children[i].0 == key)?;
    taken[i] = true;
    Some(children[i].1)
}

/// The properties of `here` with the author's changes from `before` to `next`
/// (each property the author set, changed or deleted; the others as they are here);
/// `None` when that changes nothing. A node new to the author (`before` is `None`)
/// takes every property `next` gives it.
fn merged(here: &Node, before: Option<&Node>, next: &Node) -> Option<Vec<Property>> {
    if before.is_some_and(|before| before.props == next.props) {
        return None;
    }
    let mut node = Node::new(here.props.clone());
    for prop in &next.props {
        if before.and_then(|b| b.get(&prop.ident)) != Some(prop) {
            node.set(&prop.ident, prop.values.clone());
        }
    }
    for prop in before.map_or(&[][..], |b| &b.props[..]) {
        if !next.has(&prop.ident) {
            node.remove(&prop.ident);
        }
    }
    (node.props != here.props).then_some(node.props)
}

/// The moves of a line, from the root down first children.
fn main_line(tree: &GameTree) -> Vec<NodeId> {
    tree.main_line().collect()
}

impl Record {
    /// Follows a live record: merges `next`, the new version of the file this record
    /// was read from, given `previous`, the version it last followed (or was read
    /// from), into the record. The author's changes come in: new nodes are added,
    /// changed properties replaced, and nodes of `previous` that `next` no longer
    /// has are taken out. What was done here stays: nodes played here (and a line
    /// the author took back that leads to them, then a variation), nodes deleted
    /// here, properties edited here that the author left alone. Among a node's
    /// children the author's come first, in the author's order, so that the main
    /// line is the author's.
    ///
    /// `viewer` is the node shown; the answer says where it is now (the root for an
    /// id the record never had). The undo history is dropped: the author's changes
    /// are not the viewer's to undo.
    ///
    /// ```
    /// use weiqi::sgf::{ParseOptions, Record};
    /// let read = |t: &str| Record::from_sgf(t.as_bytes(), &ParseOptions::LENIENT).unwrap().0;
    /// let before = read("(;SZ[9];B[ee];W[cc])");
    /// let mut shown = before.clone();
    /// let next = read("(;SZ[9];B[ee];W[cc];B[gg]C[a new move])");
    /// let root = shown.tree().root();
    /// let followed = shown.follow(before.tree(), next.tree(), root);
    /// assert_eq!((followed.new_moves, followed.taken_back), (1, 0));
    /// assert_eq!(shown.tree().node(followed.end).comment().as_deref(), Some("a new move"));
    /// ```
    pub fn follow(&mut self, previous: &GameTree, next: &GameTree, viewer: NodeId) -> Followed {
        let size = next.root_node().board_size().unwrap_or_default();
        let mut added = Vec::new();
        let mut removed = Vec::new();
        let mut changed = Vec::new();
        // Where each node of `next` is in this record.
        let mut here: Vec<Option<NodeId>> = alloc::vec![None; next.len()];
        let mut stack = alloc::vec![(next.root(), Some(previous.root()), self.tree.root())];
        while let Some((b, p, a)) = stack.pop() {
            here[b.index()] = Some(a);
            let authored = p.map(|p| previous.node(p));
            if let Some(props) = merged(self.tree.node(a), authored, next.node(b)) {
                self.tree.node_mut(a).props = props;
                changed.push(a);
            }
            let mut from_previous = p.map_or_else(Vec::new, |p| keys(previous, p, size));
            let mut previous_taken = alloc::vec![false; from_previous.len()];
            let mut from_here = keys(&self.tree, a, size);
            let mut here_taken = alloc::vec![false; from_here.len()];
            let mut order = Vec::new();
            for (key, b_child) in keys(next, b, size) {
                let p_child = take(&mut from_previous, &mut previous_taken, key);
                match take(&mut from_here, &mut here_taken, key) {
                    Some(a_child) => {
                        order.push(a_child);
                        stack.push((b_child, p_child, a_child));
                    }
                    // The author's node, deleted here: it stays deleted.
                    None if p_child.is_some() => {}
                    None => order.push(self.copy_subtree(next, b_child, a, &mut here, &mut added)),
                }
            }
            for (i, &(key, a_child)) in from_here.iter().enumerate() {
                if here_taken[i] {
                    continue;
                }
                let authored = take(&mut from_previous, &mut previous_taken, key);
                match authored {
                    Some(p_child) if !self.holds_own(a_child, previous, p_child, size) => {
                        removed.push(a_child);
                    }
                    _ => order.push(a_child),
                }
            }
            self.tree.set_children(a, order);
        }
        self.detached += removed.len();
        self.undo.clear();
        self.redo.clear();

        let (old_line, new_line) = (main_line(previous), main_line(next));
        let shared = 1 + old_line
            .iter()
            .zip(&new_line)
            .skip(1)
            .take_while(|&(&p, &b)| {
                let (p, b) = (previous.node(p), next.node(b));
                matches!((p.get_move(size), b.get_move(size)), (Some(Ok(x)), Some(Ok(y))) if x == y)
                    || (p.get_move(size).is_none() && b.get_move(size).is_none())
            })
            .count();
        let moves = |tree: &GameTree, line: &[NodeId]| {
            line.iter()
                .skip(shared)
                .filter(|&&id| tree.node(id).get_move(size).is_some())
                .count()
        };
        let end = new_line
            .iter()
            .rev()
            .find_map(|b| here[b.index()])
            .unwrap_or(self.tree.root());
        // A node of another tree (no such id here) is taken for the root.
        let mut node = if viewer.index() < self.tree.len() {
            viewer
        } else {
            self.tree.root()
        };
        while !self.contains(node) {
            node = self.tree.node(node).parent().unwrap_or(self.tree.root());
        }
        Followed {
            added,
            removed,
            changed,
            end,
            new_moves: moves(next, &new_line),
            taken_back: moves(previous, &old_line),
            node,
        }
    }

    /// Copies `from` (a node of `next`) and everything below it as the last child of
    /// `parent`; returns the copy's id.
    fn copy_subtree(
        &mut self,
        next: &GameTree,
        from: NodeId,
        parent: NodeId,
        here: &mut [Option<NodeId>],
        added: &mut Vec<NodeId>,
    ) -> NodeId {
        let first = self.tree.add_child(parent, next.node(from).props.clone());
        let mut stack = alloc::vec![(from, first)];
        while let Some((b, a)) = stack.pop() {
            here[b.index()] = Some(a);
            added.push(a);
            for &child in next.node(b).children() {
                let copy = self.tree.add_child(a, next.node(child).props.clone());
                stack.push((child, copy));
            }
        }
        first
    }

    /// Whether the subtree of `a` holds a node played here: one `previous` lacks
    /// below `p`, its counterpart.
    fn holds_own(&self, a: NodeId, previous: &GameTree, p: NodeId, size: BoardSize) -> bool {
        let mut stack = alloc::vec![(a, p)];
        while let Some((a, p)) = stack.pop() {
            let mut authored = keys(previous, p, size);
            let mut taken = alloc::vec![false; authored.len()];
            for (key, a_child) in keys(&self.tree, a, size) {
                match take(&mut authored, &mut taken, key) {
                    Some(p_child) => stack.push((a_child, p_child)),
                    None => return true,
                }
            }
        }
        false
    }
}

/// An SGF `Real` (`[+-]digits[.digits]`, FF[4] "Real"): read by hand, because the
/// standard float parser costs the main WebAssembly module 11 KB gzipped.
fn real(text: &str) -> Option<f64> {
    let text = text.trim();
    // Stripping, not slicing: a slice's panic path would bring in the formatting
    // of its message (2 KB of the main module).
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let (whole, fraction) = match digits.split_once('.') {
        Some((_, "")) => return None,
        Some(parts) => parts,
        None => (digits, ""),
    };
    let all_digits = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || !all_digits(whole) || !all_digits(fraction) || whole.len() > 15 {
        return None;
    }
    let mut value = 0.0;
    for b in whole.bytes() {
        value = value * 10.0 + f64::from(b - b'0');
    }
    let mut scale = 1.0;
    for b in fraction.bytes().take(9) {
        scale /= 10.0;
        value += f64::from(b - b'0') * scale;
    }
    Some(if negative { -value } else { value })
}

impl GameTree {
    /// The clocks at `node` as the record gives them: for each player, the seconds
    /// left (`BL`, `WL`) and moves or periods left in the overtime (`OB`, `OW`) of
    /// the nearest node from `node` up to the root that has that player's time
    /// (RULES R6.1: relays write them on each move's node). `None` for a player
    /// whose time no node gives, or gives as no number.
    pub fn time_left(&self, node: NodeId) -> ByColor<Option<TimeLeft>> {
        let mut found = ByColor::new(None, None);
        let mut at = Some(node);
        while let Some(id) = at {
            let n = self.node(id);
            for (slot, time, periods) in [
                (&mut found.black, "BL", "OB"),
                (&mut found.white, "WL", "OW"),
            ] {
                if slot.is_none() && n.has(time) {
                    let seconds = n.value(time).and_then(real);
                    let periods = n.value(periods).and_then(|v| v.trim().parse::<u32>().ok());
                    *slot = Some(seconds.map(|seconds| TimeLeft { seconds, periods }));
                }
            }
            if found.black.is_some() && found.white.is_some() {
                break;
            }
            at = n.parent();
        }
        ByColor::new(found.black.flatten(), found.white.flatten())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sgf::{ParseOptions, Record};

    fn read(text: &str) -> Record {
        Record::from_sgf(text.as_bytes(), &ParseOptions::LENIENT)
            .unwrap()
            .0
    }

    fn tree(text: &str) -> GameTree {
        read(text).into_tree()
    }

    /// Follows the file from `before` to `after`, starting from a record read from
    /// `before`; the viewer at `viewer` (an index of `before`'s arena).
    fn follow(before: &str, after: &str, viewer: usize) -> (Record, Followed) {
        let mut record = read(before);
        let followed = record.follow(&tree(before), &tree(after), NodeId::new(viewer));
        (record, followed)
    }

    /// Whether the record's tree is the one `text` writes (shape and properties).
    fn written(record: &Record, text: &str) {
        assert_eq!(record.tree(), &tree(text), "{}", record.to_sgf());
    }

    // RULES R6.1: new moves at the end of the main line come in, the viewer's node
    // keeps its id, and the undo history is dropped.
    #[test]
    fn new_moves_are_added_at_the_end() {
        let (record, f) = follow(
            "(;SZ[9];B[ee];W[cc])",
            "(;SZ[9];B[ee];W[cc];B[gg];W[gc])",
            1,
        );
        assert_eq!((f.new_moves, f.taken_back, f.rewritten()), (2, 0, false));
        assert_eq!(f.added, [NodeId::new(3), NodeId::new(4)]);
        assert_eq!((f.end, f.node), (NodeId::new(4), NodeId::new(1)));
        assert!(f.removed.is_empty() && f.changed.is_empty());
        written(&record, "(;SZ[9];B[ee];W[cc];B[gg];W[gc])");
        assert_eq!(record.can_undo_redo(), (false, false));
    }

    // A commentator's variation and comment appear in the tree; the clock values
    // written on a node already there count as a change of that node.
    #[test]
    fn variations_and_comments_come_in() {
        let (record, f) = follow(
            "(;SZ[9];B[ee];W[cc])",
            "(;SZ[9];B[ee]C[good](;W[cc]WL[300])(;W[gg];B[gc]))",
            2,
        );
        assert_eq!((f.new_moves, f.taken_back), (0, 0));
        assert_eq!(f.changed, [NodeId::new(1), NodeId::new(2)]);
        assert_eq!(f.added, [NodeId::new(3), NodeId::new(4)]);
        assert_eq!(f.end, NodeId::new(2));
        written(
            &record,
            "(;SZ[9];B[ee]C[good](;W[cc]WL[300])(;W[gg];B[gc]))",
        );
    }

    // RULES R6.1: a rewritten record (moves taken back, another played) is followed;
    // the viewer on a node taken back is moved to its nearest ancestor.
    #[test]
    fn moves_taken_back_are_followed() {
        let (record, f) = follow(
            "(;SZ[9];B[ee];W[cc];B[gg];W[gc])",
            "(;SZ[9];B[ee];W[cc];B[cg])",
            4,
        );
        assert_eq!((f.new_moves, f.taken_back, f.rewritten()), (1, 2, true));
        assert_eq!(f.removed, [NodeId::new(3)]);
        assert_eq!(f.node, NodeId::new(2));
        assert_eq!(f.end, NodeId::new(5));
        assert!(!record.contains(NodeId::new(4)));
        written(&record, "(;SZ[9];B[ee];W[cc];B[cg])");
    }

    // Nothing the viewer made is lost: a variation played here stays, after the
    // author's moves; so does a line the author took back that leads to one (as a
    // variation), while a node the viewer deleted stays deleted.
    #[test]
    fn what_the_viewer_did_stays() {
        let before = "(;SZ[9];B[ee](;W[cc];B[gg])(;W[dd]))";
        let mut record = read(before);
        let w_cc = NodeId::new(2);
        let own = record
            .play(NodeId::new(3), None, Move::Play(crate::Point::new(6, 2)))
            .unwrap();
        record.delete(NodeId::new(4)).unwrap();
        record
            .set_comment(NodeId::new(1), "my note")
            .expect("a comment of the viewer's");
        let after = "(;SZ[9];B[ee](;W[gg];B[cc])(;W[dd]))";
        let f = record.follow(&tree(before), &tree(after), own);
        assert_eq!((f.new_moves, f.taken_back), (2, 2));
        assert_eq!(f.node, own, "the viewer's own node stays");
        assert!(
            record.contains(w_cc),
            "the taken-back line leads to the viewer's move"
        );
        written(
            &record,
            "(;SZ[9];B[ee]C[my note](;W[gg];B[cc])(;W[cc];B[gg];W[gc]))",
        );
        // The author's change of a property wins; the viewer's others stay.
        let again = "(;SZ[9];B[ee]C[the author's]BL[60](;W[gg];B[cc]))";
        let f = record.follow(&tree(after), &tree(again), own);
        assert_eq!(f.changed, [NodeId::new(1)]);
        assert!(
            f.removed.is_empty(),
            "the author's W[dd] was deleted here already"
        );
        written(
            &record,
            "(;SZ[9];B[ee]C[the author's]BL[60](;W[gg];B[cc])(;W[cc];B[gg];W[gc]))",
        );
        let last = "(;SZ[9];B[ee]C[the author's](;W[gg];B[cc]))";
        record.follow(&tree(again), &tree(last), own);
        assert_eq!(
            record.tree().node(NodeId::new(1)).value("BL"),
            None,
            "deleted by the author"
        );
    }

    // A node without a move (a setup or a comment node) is named by its place.
    #[test]
    fn nodes_without_moves_are_matched_by_place() {
        let (record, f) = follow(
            "(;SZ[9];AB[aa]C[setup];B[ee])",
            "(;SZ[9];AB[aa]C[set up];B[ee];W[cc])",
            2,
        );
        assert_eq!(f.changed, [NodeId::new(1)]);
        assert_eq!(f.added, [NodeId::new(3)]);
        written(&record, "(;SZ[9];AB[aa]C[set up];B[ee];W[cc])");
    }

    // RULES R6.1: the clock values of the nearest node that has them, per player.
    #[test]
    fn clock_values_are_read_up_the_path() {
        let t = tree("(;SZ[9]BL[600]WL[600];B[ee]BL[590.5];W[cc]WL[580]OW[3];B[gg]BL[x])");
        let at = |i| t.time_left(NodeId::new(i));
        let left = |seconds, periods| Some(TimeLeft { seconds, periods });
        assert_eq!(at(0), ByColor::new(left(600.0, None), left(600.0, None)));
        assert_eq!(at(2), ByColor::new(left(590.5, None), left(580.0, Some(3))));
        assert_eq!(at(3).black, None, "BL[x] is no number");
        assert_eq!(at(3).white, left(580.0, Some(3)));
        assert_eq!(
            tree("(;SZ[9];B[ee])").time_left(NodeId::new(1)),
            ByColor::new(None, None)
        );
        for (text, value) in [
            ("12", 12.0),
            (" +3.25 ", 3.25),
            ("-1.5", -1.5),
            ("0.125", 0.125),
        ] {
            assert_eq!(real(text), Some(value), "{text}");
        }
        for bad in [
            "",
            ".5",
            "1.",
            "1e3",
            "x",
            "1.2.3",
            "--1",
            "1234567890123456",
        ] {
            assert_eq!(real(bad), None, "{bad}");
        }
    }
}
