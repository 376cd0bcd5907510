//! No recursion anywhere (DESIGN "sgf/": deep variation trees must not overflow the
//! stack): a 100 000-move main line and a 100 000-deep variation tree parse, write,
//! compare, clone, load and drop on a thread with a deliberately small stack.

use std::thread;

use weiqi::sgf::{load, parse, parse_with, Collection, LoadOptions, NodeId, ParseOptions, Path};

/// Far less than one stack frame per node or per nesting level would need (100 000
/// levels at 10 bytes a frame), yet room for the loader's boards: a `Board` is about
/// 20 KB of fixed arrays, and an unoptimized build copies it through each call that
/// returns it.
const SMALL_STACK: usize = 1024 * 1024;

fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    thread::Builder::new()
        .stack_size(SMALL_STACK)
        .spawn(f)
        .unwrap()
        .join()
        .expect("no stack overflow");
}

/// `(;GM[1]SZ[19];B[..];W[..]…)` with `moves` moves cycling over the board.
fn long_main_line(moves: usize) -> String {
    let mut text = String::from("(;GM[1]SZ[19]");
    for i in 0..moves {
        let color = if i % 2 == 0 { 'B' } else { 'W' };
        let x = (b'a' + (i % 19) as u8) as char;
        let y = (b'a' + (i / 19 % 19) as u8) as char;
        text.push_str(&format!(";{}[{}{}]", color, x, y));
    }
    text.push(')');
    text
}

/// Every level: a node, a one-node variation, then the next level nested inside
/// its own parentheses: `(;C[0](;C[leaf])(;C[1](;C[leaf])(;C[2]…)))`.
fn deep_variations(depth: usize) -> String {
    let mut text = String::new();
    for level in 0..depth {
        text.push_str(&format!("(;C[{}](;C[leaf {}])", level, level));
    }
    text.push_str("(;C[bottom])");
    text.push_str(&")".repeat(depth));
    text
}

// DESIGN "sgf/" (no recursion): a 100 000-move main line.
#[test]
fn hundred_thousand_moves() {
    let text = long_main_line(100_000);
    on_small_stack(move || {
        let collection = parse(&text).unwrap();
        let tree = &collection.games[0];
        assert_eq!(tree.len(), 100_001);
        assert_eq!(tree.main_line().count(), 100_001);
        let written = collection.to_sgf();
        let again = parse(&written).unwrap();
        assert_eq!(again, collection);
        let copy = again.clone();
        drop(again);
        assert_eq!(copy.games[0].preorder().len(), 100_001);
        drop(copy);
        drop(collection);
    });
}

// DESIGN "sgf/" (no recursion): 100 000 nested variations parse (lenient and
// strict), write, compare, load along the deepest line, and drop.
#[test]
fn hundred_thousand_nested_variations() {
    let depth = 100_000;
    let text = deep_variations(depth);
    on_small_stack(move || {
        let strict = parse_with(text.as_bytes(), &ParseOptions::STRICT).unwrap();
        let collection: Collection = strict.collection;
        let tree = &collection.games[0];
        assert_eq!(tree.len(), 2 * depth + 1);
        // The main line takes the first child: level 0, then its leaf.
        assert_eq!(tree.main_line().count(), 2);
        let bottom = NodeId::new(tree.len() - 1);
        assert_eq!(tree.node(bottom).value("C"), Some("bottom"));
        assert_eq!(tree.path_to(bottom).len(), depth + 1);

        let written = collection.to_sgf();
        let again = parse(&written).unwrap();
        assert_eq!(again, collection);
        assert_eq!(again.to_sgf(), written);

        let options = LoadOptions {
            path: Path::ToNode(bottom),
            ..LoadOptions::default()
        };
        let loaded = load(tree, &options).unwrap();
        assert_eq!(loaded.line.len(), depth + 1);
        let choices = LoadOptions {
            path: Path::Choices(vec![1; depth]),
            ..LoadOptions::default()
        };
        assert_eq!(load(tree, &choices).unwrap().line.len(), depth + 1);

        let mut edited = again.games[0].clone();
        let second_level = edited.node(edited.root()).children()[1];
        edited.remove_subtree(second_level).unwrap();
        assert_eq!(edited.len(), 2);
        drop(again);
        drop(edited);
        drop(collection);
    });
}

// DESIGN "sgf/": an unclosed 10 000-deep tree is repaired leniently, and reported
// strictly, without recursion.
#[test]
fn deep_unclosed_tree() {
    let mut text = deep_variations(10_000);
    text.truncate(text.len() - 5_000);
    on_small_stack(move || {
        let lenient = parse_with(text.as_bytes(), &ParseOptions::LENIENT).unwrap();
        assert_eq!(lenient.warnings.len(), 1);
        assert!(parse_with(text.as_bytes(), &ParseOptions::STRICT).is_err());
    });
}
