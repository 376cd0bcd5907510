//! The cursor on a record ([`weiqi::sgf::Cursor`], RULES R6.1): walked, played and
//! edited at random over the records under `tests/data/sgf/` and hand-written ones
//! with setups, hand-overs and ends in mid-tree, its game is at every step the one
//! the loader gives for the line to the node shown (RULES R6.2) — the same game,
//! history, ko memory and end included, after every step; after an end-of-game
//! action, the same position, phase and marks.

use std::fs;
use std::path::PathBuf;

use proptest::prelude::*;
use weiqi::sgf::{load, Cursor, LoadOptions, NodeId, ParseOptions, Path, Record};
use weiqi::{Game, Move, Status};

/// Records with what a replay must get right one node at a time: a setup in mid-game
/// and in a variation, `PL` without a move (a hand-over) and after the stop (a
/// resumption), the first move by White, marks and a result at the stop, a result in
/// a variation, Ing's sealing passes.
const HAND_WRITTEN: [&str; 6] = [
    "(;GM[1]SZ[9]AB[aa][ba];W[ee];B[cc](;AW[gg]AE[aa];B[dd];W[dc]PL[W];W[de])(;PL[W];W[fe];B[ff]))",
    "(;GM[1]SZ[5]RU[Japanese]KM[0.5]RE[B+4.5]AB[ca][cb][cc][cd][ce][ea]AW[da][db][dc][dd][de][ae]\
     (;B[];W[]TB[aa][ba][ab][bb][ac][bc][ad][bd][ae][be]TW[ea][eb][ec][ed][ee])\
     (;B[bb];W[];B[];PL[W];W[eb]))",
    "(;GM[1]SZ[5]RU[GOE]AB[ca][cb][cc][cd][ce][ea]AW[da][db][dc][dd][de][ae];B[];W[]TB[aa][ba]\
     ;B[];W[]TB[aa][ba])",
    "(;GM[1]SZ[7]RU[Japanese](;B[dd];W[cc];B[]WQRE[W+R])(;W[dd];B[cc]C[first move by White]))",
    "(;GM[1]SZ[9]HA[2]AB[cg][gc];W[ee];B[dd];W[];B[];W[ef]C[a move after the stop resumes])",
    "(;GM[1]SZ[6]RU[Chinese];B[cc];W[dd];B[dc];W[cd];B[bd];W[ce];B[be];W[de];B[bf];W[ef]\
     ;B[cf];W[df];B[ae];W[cb];B[bb];W[ca];B[ba];W[ec];B[da];W[db])",
];

fn data_files() -> Vec<String> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/sgf");
    let mut files: Vec<_> = fs::read_dir(&dir)
        .expect("tests/data/sgf exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "sgf"))
        .map(|p| String::from_utf8_lossy(&fs::read(p).unwrap()).into_owned())
        .collect();
    files.sort();
    files.extend(HAND_WRITTEN.iter().map(|s| s.to_string()));
    files
}

/// The game the loader gives for the line to the node shown.
fn loaded(cursor: &Cursor) -> (Game, usize) {
    let options = LoadOptions {
        default_rules: cursor.record().default_rules(),
        path: Path::ToNode(cursor.node()),
    };
    let loaded = load(cursor.tree(), &options).unwrap();
    (loaded.game, loaded.warnings.len())
}

/// What two games show: position, turn, prisoners, phase, marks, result.
fn shown(game: &Game) -> impl PartialEq + std::fmt::Debug {
    (
        game.board().to_string(),
        game.move_number(),
        game.prisoners(),
        game.end_snapshot(),
        game.result(),
        game.kept_unfilled(),
    )
}

/// A node of the tree now, picked by `pick`.
fn some_node(cursor: &Cursor, pick: usize) -> NodeId {
    let nodes: Vec<NodeId> = cursor
        .tree()
        .preorder()
        .into_iter()
        .filter(|&n| cursor.record().contains(n))
        .collect();
    nodes[pick % nodes.len()]
}

/// One step of a walk, chosen by `op` with `pick` as its argument.
fn step(cursor: &mut Cursor, op: u8, pick: usize) -> bool {
    let mut strict = true;
    match op % 12 {
        0 | 1 => {
            cursor.forward().unwrap();
        }
        2 | 3 => {
            cursor.back().unwrap();
        }
        4 => cursor.go_to(some_node(cursor, pick)).unwrap(),
        5 => cursor.last().unwrap(),
        6 => {
            cursor.sibling(if pick % 2 == 0 { 1 } else { -1 }).unwrap();
        }
        7 => {
            let game = cursor.game();
            let size = game.board().size();
            let legal: Vec<Move> = size
                .points()
                .map(Move::Play)
                .chain([Move::Pass])
                .filter(|&m| game.check(m).is_ok())
                .collect();
            if !legal.is_empty() {
                cursor
                    .play_undoably(None, legal[pick % legal.len()])
                    .unwrap();
            }
        }
        8 => {
            // An end-of-game action where the game allows one.
            let game = cursor.game();
            let stones: Vec<_> = game
                .board()
                .size()
                .points()
                .filter(|&p| game.board().get(p).is_some())
                .collect();
            let result = match (game.status(), pick % 3) {
                (Status::Stopped, 0) if !stones.is_empty() => {
                    let p = stones[pick % stones.len()];
                    cursor.act_undoably(&mut |g| g.toggle_dead(p).map(|_| ()))
                }
                (Status::Stopped, 1) => cursor.act_undoably(&mut |g| g.agree()),
                (Status::Playing | Status::Stopped, _) => {
                    cursor.act_undoably(&mut |g| g.resign(g.to_move()))
                }
                _ => Ok(()),
            };
            strict = result.is_err();
        }
        9 => {
            cursor.undo().unwrap();
            strict = false;
        }
        10 => {
            let node = some_node(cursor, pick);
            if node != cursor.tree().root() {
                cursor.edit_undoably(&mut |r| r.delete(node)).unwrap();
            }
        }
        _ => {
            let node = some_node(cursor, pick);
            cursor
                .edit_undoably(&mut |r| r.set_comment(node, "edited"))
                .unwrap();
        }
    }
    strict
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    // RULES R6.1, R6.2: wherever the walk goes, the cursor's game is the loader's.
    #[test]
    fn a_walk_keeps_the_loaders_game(
        file in 0usize..32,
        ops in prop::collection::vec((any::<u8>(), any::<usize>()), 1..60),
    ) {
        let files = data_files();
        let text = &files[file % files.len()];
        let (record, _) = Record::from_sgf(text.as_bytes(), &ParseOptions::LENIENT).unwrap();
        let mut cursor = Cursor::new(record).unwrap();
        // Exact after steps; after an end-of-game action or an undo, the same position
        // and end until the next step reads the node afresh.
        let mut exact = true;
        for (op, pick) in ops {
            let before = cursor.node();
            let strict = step(&mut cursor, op, pick);
            exact = if op % 12 <= 7 && cursor.node() != before { true } else { exact && strict };
            prop_assert!(cursor.record().contains(cursor.node()));
            let (game, warnings) = loaded(&cursor);
            prop_assert_eq!(shown(cursor.game()), shown(&game), "op {} at {:?}", op % 12, cursor.node());
            if exact {
                prop_assert!(cursor.game().same_game(&game), "op {} at {:?}: {:?} vs {:?}", op % 12, cursor.node(), cursor.game(), game);
                prop_assert_eq!(cursor.warnings().len(), warnings);
            }
        }
    }
}

// Every record under tests/data/sgf walked to the end of its main line and back to
// the root, one node at a time: the loader's game at every node.
#[test]
fn every_record_walked_node_by_node() {
    for text in data_files() {
        let (record, _) = Record::from_sgf(text.as_bytes(), &ParseOptions::LENIENT).unwrap();
        let mut cursor = Cursor::new(record).unwrap();
        loop {
            assert!(
                cursor.game().same_game(&loaded(&cursor).0),
                "forward at {:?}",
                cursor.node()
            );
            if !cursor.forward().unwrap() {
                break;
            }
        }
        while cursor.back().unwrap() {
            assert!(
                cursor.game().same_game(&loaded(&cursor).0),
                "back at {:?}",
                cursor.node()
            );
        }
    }
}
