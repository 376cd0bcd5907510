//! Following a live record (`Record::follow`, RULES R6.1) on generated trees: a
//! record read from one version of a file and made to follow the next becomes that
//! next version, whatever the author did in between (moves added, lines taken back,
//! variations added or deleted, comments changed); what the viewer played stays.

use proptest::prelude::*;
use weiqi::sgf::{GameTree, NodeId, Property, Record};
use weiqi::{Move, Point, Rules};

/// One change an author makes to a file between two versions.
#[derive(Clone, Debug)]
enum Change {
    /// A move (point index on a 5×5 board) as a new last child of a node (index
    /// modulo the tree's size).
    Play(usize, usize),
    /// Deletes a node and everything below it (not the root).
    Delete(usize),
    /// Sets or replaces a node's comment.
    Comment(usize, u8),
}

fn change() -> impl Strategy<Value = Change> {
    prop_oneof![
        4 => (any::<usize>(), 0..25usize).prop_map(|(n, p)| Change::Play(n, p)),
        1 => any::<usize>().prop_map(Change::Delete),
        1 => (any::<usize>(), any::<u8>()).prop_map(|(n, c)| Change::Comment(n, c)),
    ]
}

/// The nodes reached from the root, in preorder.
fn nodes(tree: &GameTree) -> Vec<NodeId> {
    tree.preorder()
}

/// Applies `changes` to `tree`: the author's next version.
fn apply(tree: &GameTree, changes: &[Change]) -> GameTree {
    let mut tree = tree.clone();
    for change in changes {
        let ids = nodes(&tree);
        match *change {
            Change::Play(n, p) => {
                let at = ids[n % ids.len()];
                let color = if tree.path_to(at).len() % 2 == 1 {
                    "B"
                } else {
                    "W"
                };
                let value = format!(
                    "{}{}",
                    (b'a' + (p % 5) as u8) as char,
                    (b'a' + (p / 5) as u8) as char
                );
                tree.add_child(at, vec![Property::single(color, value)]);
            }
            Change::Delete(n) => {
                let at = ids[n % ids.len()];
                if at != tree.root() {
                    tree.remove_subtree(at);
                }
            }
            Change::Comment(n, c) => {
                let at = ids[n % ids.len()];
                tree.node_mut(at).set_value("C", format!("comment {c}"));
            }
        }
    }
    tree
}

fn record(tree: &GameTree) -> Record {
    Record::new(tree.clone(), Rules::default())
}

fn root_only() -> GameTree {
    GameTree::with_root(vec![Property::single("SZ", "5")])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    // RULES R6.1: followed version after version, a record read from the first is
    // each next version in turn; the viewer's node stays a node of the record.
    #[test]
    fn a_record_follows_version_after_version(
        versions in prop::collection::vec(prop::collection::vec(change(), 0..12), 1..6),
        viewer in any::<usize>(),
    ) {
        let mut file = apply(&root_only(), &versions[0]);
        let mut shown = record(&file);
        let ids = nodes(&file);
        let mut node = ids[viewer % ids.len()];
        for changes in &versions[1..] {
            let next = apply(&file, changes);
            let followed = shown.follow(&file, &next, node);
            prop_assert_eq!(shown.tree(), &next);
            prop_assert!(shown.contains(followed.node) && shown.contains(followed.end));
            prop_assert_eq!(shown.tree().main_line().last(), Some(followed.end));
            node = followed.node;
            file = next;
        }
        // Following the same version again changes nothing.
        let again = shown.follow(&file, &file, node);
        prop_assert!(again.added.is_empty() && again.removed.is_empty() && again.changed.is_empty());
        prop_assert_eq!((again.new_moves, again.taken_back, again.node), (0, 0, node));
    }

    // Nothing the viewer made is lost: a move played here, at any node, is still in
    // the record after the author's next version (RULES R6.1).
    #[test]
    fn the_viewers_move_survives(
        first in prop::collection::vec(change(), 0..12),
        changes in prop::collection::vec(change(), 0..12),
        at in any::<usize>(),
        point in 0..25u8,
    ) {
        let file = apply(&root_only(), &first);
        let mut shown = record(&file);
        let ids = nodes(&file);
        let from = ids[at % ids.len()];
        let Ok(own) = shown.play(from, None, Move::Play(Point::new(point % 5, point / 5))) else {
            return Ok(());
        };
        let own_is_new = !file.node(from).children().contains(&own);
        let next = apply(&file, &changes);
        let followed = shown.follow(&file, &next, own);
        if own_is_new {
            prop_assert!(shown.contains(own), "{}", shown.to_sgf());
            prop_assert_eq!(followed.node, own);
        }
    }
}
