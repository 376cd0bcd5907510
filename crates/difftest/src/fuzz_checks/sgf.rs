//! SGF from arbitrary bytes: the reader, the writer and the loader.
//!
//! - both parsers (lenient and strict) return, never panic; what the strict one
//!   reads, the lenient one reads the same;
//! - what the lenient parser reads writes back as text that it reads as the same
//!   collection (and the strict parser too when nothing needed repair), and
//!   writing that again gives the same text;
//! - every game's main line loads or is refused with an error; a loaded game has a
//!   consistent board, and its record (`GameTree::from_game`) loads back to the
//!   same stones, player to move and move count (RULES R6).

use weiqi::sgf::{load, parse_with, GameTree, LoadOptions, ParseOptions, WriteOptions};

/// Games past this many are not loaded (the parser has already read them all).
pub const MAX_GAMES_LOADED: usize = 8;

/// Checks every property on `data`; panics on a failure.
pub fn check(data: &[u8]) {
    let lenient = parse_with(data, &ParseOptions::LENIENT);
    if let Ok(strict) = parse_with(data, &ParseOptions::STRICT) {
        let lenient = lenient.as_ref().expect("strict reads it, lenient must too");
        assert_eq!(
            strict.collection, lenient.collection,
            "strict and lenient differ"
        );
    }
    let Ok(parsed) = lenient else {
        return;
    };
    let collection = parsed.collection;
    let mut written = String::new();
    weiqi::sgf::write_collection(&collection, &WriteOptions::default(), &mut written);
    // A repaired record (duplicate properties kept, say) writes back as the same
    // tree, which only the lenient parser need read; a record read without a
    // repair writes back as valid FF[4].
    let mut parsers = vec![ParseOptions::LENIENT];
    if parsed.warnings.is_empty() {
        parsers.push(ParseOptions::STRICT);
    }
    for options in parsers {
        let again = parse_with(written.as_bytes(), &options).unwrap_or_else(|e| {
            panic!("written text does not parse ({options:?}): {e}\n{written}")
        });
        assert_eq!(
            again.collection, collection,
            "tree changed through\n{written}"
        );
    }
    let mut rewritten = String::new();
    weiqi::sgf::write_collection(&collection, &WriteOptions::default(), &mut rewritten);
    assert_eq!(rewritten, written, "writing is not stable");
    for tree in collection.games.iter().take(MAX_GAMES_LOADED) {
        check_load(tree);
    }
}

/// Loads the main line; a loaded game's record loads back to the same position.
fn check_load(tree: &GameTree) {
    let Ok(loaded) = load(tree, &LoadOptions::default()) else {
        return;
    };
    let game = &loaded.game;
    let board = game.board();
    assert!(board.is_consistent(), "loaded board inconsistent\n{board}");
    let record = GameTree::from_game(game, &loaded.info).to_sgf();
    let reread = parse_with(record.as_bytes(), &ParseOptions::STRICT)
        .unwrap_or_else(|e| panic!("the record of a loaded game does not parse: {e}\n{record}"));
    let again = load(&reread.collection.games[0], &LoadOptions::default())
        .unwrap_or_else(|e| panic!("the record of a loaded game does not load: {e}\n{record}"));
    assert_eq!(
        again.game.board(),
        board,
        "stones differ after reloading\n{record}"
    );
    assert_eq!(
        again.game.to_move(),
        game.to_move(),
        "player to move\n{record}"
    );
    assert_eq!(
        again.game.move_number(),
        game.move_number(),
        "moves\n{record}"
    );
}
