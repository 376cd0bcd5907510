use super::*;
use crate::point::Point;
use crate::sgf::{load, LoadOptions, ParseOptions, Path};

fn cursor(text: &str) -> Cursor {
    let (record, _) = Record::from_sgf(text.as_bytes(), &ParseOptions::LENIENT).unwrap();
    Cursor::new(record).unwrap()
}

/// The game `load` gives for the line to the node shown: what the cursor must hold.
fn loaded(c: &Cursor) -> Game {
    let options = LoadOptions {
        default_rules: c.record().default_rules(),
        path: Path::ToNode(c.node()),
    };
    load(c.tree(), &options).unwrap().game
}

/// A main line of `moves` moves on 19×19, every point distinct.
fn long_game(moves: usize) -> String {
    let mut text = String::from("(;GM[1]SZ[19]RU[Japanese]");
    for i in 0..moves {
        let (x, y) = ((i * 7) % 19, (i * 7 / 19 + i) % 19);
        let (x, y) = (b'a' + x as u8, b'a' + y as u8);
        let colour = if i % 2 == 0 { 'B' } else { 'W' };
        text.push_str(&alloc::format!(";{}[{}{}]", colour, x as char, y as char));
    }
    text.push(')');
    text
}

// RULES R6.1: a step forward plays one node, a step back undoes one: no line is read
// from the root again, at move 10 as at move 300, and the game is the one the
// loader gives for the line.
#[test]
fn steps_never_replay_the_line() {
    let mut c = cursor(&long_game(300));
    c.last().unwrap();
    assert_eq!(c.game().move_number(), 300);
    let reads = c.reads;
    for _ in 0..290 {
        c.back().unwrap();
    }
    assert_eq!(c.game().move_number(), 10);
    for _ in 0..290 {
        c.forward().unwrap();
    }
    assert_eq!(c.reads, reads, "no replay from the root");
    assert!(c.game().same_game(&loaded(&c)));
    c.go_to_move(150).unwrap();
    assert!(c.game().same_game(&loaded(&c)));
    assert_eq!(c.reads, reads);
}

// A jump to another branch goes back to the common ancestor and down the branch.
#[test]
fn a_jump_goes_through_the_common_ancestor() {
    let mut c = cursor("(;SZ[9];B[ee];W[cc](;B[gg];W[gc])(;B[cg];W[gc]))");
    c.last().unwrap();
    let reads = c.reads;
    let other = c
        .tree()
        .node(c.tree().node(NodeId::new(2)).children()[1])
        .children()[0];
    c.go_to(other).unwrap();
    assert_eq!(c.path().collect::<Vec<_>>(), c.tree().path_to(other));
    assert!(c.game().same_game(&loaded(&c)));
    assert_eq!(c.reads, reads);
}

// The line's first move says who starts it (RULES R6.2: a record without `PL`), and
// a move after a setup who moves after the setup: the cursor reads the line again
// there, and back.
#[test]
fn the_first_move_and_a_setup_read_the_line_again() {
    let mut c = cursor("(;SZ[9]AB[aa];W[ee];B[cc];AW[gg];B[dd]PL[W])");
    loop {
        assert!(c.game().same_game(&loaded(&c)), "at {:?}", c.node());
        if c.node() == NodeId::new(1) {
            // W[ee] is the line's first move: White starts, in turn.
            assert!(!c.game().history()[0].out_of_turn);
        }
        if !c.forward().unwrap() {
            break;
        }
    }
    while c.back().unwrap() {
        assert!(c.game().same_game(&loaded(&c)), "back at {:?}", c.node());
    }
}

// RULES R6: the end a node records (marks at the stop, the result) is shown there
// and gone one step on; Ing's sealing passes put the marks back before the move.
#[test]
fn the_end_of_a_node_is_shown_there_only() {
    let text = "(;GM[1]SZ[5]RU[Japanese]KM[0.5]RE[B+4.5]AB[ca][cb][cc][cd][ce][ea]\
                AW[da][db][dc][dd][de][ae];B[];W[]TB[aa][ba][ab][bb][ac][bc][ad][bd][ae][be]\
                TW[ea][eb][ec][ed][ee])";
    let mut c = cursor(text);
    c.last().unwrap();
    assert!(c.game().is_agreed());
    assert!(c.game().same_game(&loaded(&c)));
    c.back().unwrap();
    assert!(!c.game().is_agreed());
    assert!(c.game().same_game(&loaded(&c)));
    c.forward().unwrap();
    assert!(c.game().same_game(&loaded(&c)));
}

// Playing follows a child that has the move, else adds one; an illegal move
// changes nothing.
#[test]
fn play_follows_adds_or_refuses() {
    let mut c = cursor("(;SZ[9]RU[Japanese];B[ee];W[cc])");
    c.forward().unwrap();
    let followed = c.play(None, Move::Play(Point::new(2, 2))).unwrap();
    assert!(!followed.added);
    c.back().unwrap();
    let reads = c.reads;
    let added = c.play(None, Move::Play(Point::new(6, 6))).unwrap();
    assert!(added.added);
    assert_eq!(c.tree().node(NodeId::new(1)).children().len(), 2);
    assert!(c.game().same_game(&loaded(&c)));
    let before = c.game().clone();
    assert_eq!(
        c.play(None, Move::Play(Point::new(4, 4))),
        Err(RecordError::Illegal(crate::Illegal::Occupied))
    );
    assert!(*c.game() == before);
    assert_eq!(c.reads, reads);
}

// Edits keep the node shown right: a comment reads nothing again; a move changed on
// the line reads it again; the node shown deleted shows its parent.
#[test]
fn edits_keep_the_node_shown() {
    let mut c = cursor("(;SZ[9]RU[Japanese];B[ee];W[cc];B[gg])");
    c.last().unwrap();
    let reads = c.reads;
    let node = c.node();
    c.edit(&mut |r| r.set_comment(node, "hi")).unwrap();
    assert_eq!(c.reads, reads);
    let two = NodeId::new(2);
    c.edit(&mut |r| r.set_property(two, "W", alloc::vec!["cd".into()]))
        .unwrap();
    assert!(c.game().same_game(&loaded(&c)));
    assert_eq!(c.game().board().get(Point::new(2, 3)), Some(Color::White));
    c.edit(&mut |r| r.delete(two)).unwrap();
    assert_eq!(c.node(), NodeId::new(1));
    assert!(c.game().same_game(&loaded(&c)));
    // An edit that leaves the root unreadable is refused and taken back.
    let root = c.tree().root();
    assert!(c
        .edit(&mut |r| r.set_property(root, "SZ", alloc::vec!["99".into()]))
        .is_err());
    assert_eq!(c.size().width(), 9);
    assert!(c.game().same_game(&loaded(&c)));
}

// A board's undo (see undo.rs): a move added goes, a move followed goes back, an
// opened record's own moves stay, a game begun here undoes its last move.
#[test]
fn a_boards_undo() {
    let mut c = cursor("(;SZ[9]RU[Japanese];B[ee];W[cc])");
    c.set_opened(true);
    c.last().unwrap();
    assert!(!c.can_undo());
    assert_eq!(c.undo().unwrap(), Undone::Nothing);
    c.back().unwrap();
    c.play_undoably(None, Move::Play(Point::new(2, 2))).unwrap();
    let added = c.play_undoably(None, Move::Play(Point::new(6, 6))).unwrap();
    assert!(added.added && c.can_undo());
    c.back().unwrap();
    assert_eq!(c.undo().unwrap(), Undone::Viewing, "another node is shown");
    c.forward().unwrap();
    assert_eq!(c.undo().unwrap(), Undone::Taken);
    assert!(!c.record().contains(added.node));
    assert_eq!(c.node(), NodeId::new(2));
    assert_eq!(c.undo().unwrap(), Undone::Taken, "the followed move");
    assert_eq!(c.node(), NodeId::new(1));
    assert!(c.game().same_game(&loaded(&c)));
    // A game begun here: undo takes back its last move, whatever was done.
    let mut g = cursor("(;SZ[9]RU[Japanese];B[ee];W[cc])");
    g.last().unwrap();
    assert!(g.can_undo());
    assert_eq!(g.undo().unwrap(), Undone::Taken);
    assert_eq!(g.game().move_number(), 1);
    assert!(*g.game() == loaded(&g));
}

// RULES R6: an end-of-game action is written into the record at the node; undo takes
// it back from the record and the game alike.
#[test]
fn end_actions_are_written_and_undone() {
    let text = "(;GM[1]SZ[5]RU[Japanese]KM[0.5]AB[ca][cb][cc][cd][ce][ea]AW[da][db][dc][dd][de][ae];B[];W[])";
    let mut c = cursor(text);
    c.last().unwrap();
    let a1 = Point::new(0, 4);
    let e5 = Point::new(4, 0);
    c.act_undoably(&mut |g| g.toggle_dead(a1).map(|_| ()))
        .unwrap();
    c.act_undoably(&mut |g| g.toggle_dead(e5).map(|_| ()))
        .unwrap();
    c.act_undoably(&mut |g| g.agree()).unwrap();
    assert!(c.game().is_agreed());
    let dead = c.game().dead_stones();
    // Read afresh, the record says the same.
    let fresh = loaded(&c);
    assert!(fresh.is_agreed() && fresh.dead_stones() == dead);
    assert_eq!(c.undo().unwrap(), Undone::Taken);
    assert!(!c.game().is_agreed());
    assert_eq!(c.game().dead_stones(), dead);
    c.undo().unwrap();
    c.undo().unwrap();
    assert!(c.game().dead_stones().is_empty());
    assert!(c.game().same_game(&loaded(&c)));
}
