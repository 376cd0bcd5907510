//! The fourth WebAssembly module, `weiqi_live`: the calls of a board that follows a
//! live game (RULES R6.1), loaded only by such a board (`<go-board live>`, the app's
//! "Follow a live game"). They cost the main module 3.9 KB gzipped, which its 100 KB
//! budget does not have; so they take SGF text and give SGF text back, and the page
//! reads the merged record with the main module's `Record.fromSgf`.
//!
//! - `followRecord(local, previous, next, node)`: the engine's `Record::follow` on
//!   the record shown (`local`), the version of the file it followed last
//!   (`previous`) and the new one (`next`): which moves are new, whether moves were
//!   taken back, where the viewer's node is in the merged record.
//! - `recordClocks(text, node)`: the clock values a relay writes (`BL`/`WL`,
//!   `OB`/`OW`) as they stand at a node.
//!
//! Node numbers are places in the text's order (the order the nodes are written in,
//! depth first, main line first): what `Record.fromSgf` numbers them.

use js_sys::{Object, Reflect};
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;

use weiqi::sgf::{self, GameTree, NodeId, ParseOptions, Record, TimeLeft};
use weiqi::{ByColor, Rules};

use crate::errors::ApiError;
use crate::js::error_to_js;

#[wasm_bindgen(typescript_custom_section)]
const LIVE_TYPES: &'static str = r#"
/** What `followRecord` made of a live game's new version. */
export interface FollowedRecord {
  /** The merged record: the record shown with the author's changes. */
  sgf: string;
  /** The viewer's node in it (the node given, or its nearest ancestor the author kept). */
  node: number;
  /** The end of the author's main line: the live move. */
  end: number;
  /** Moves on the author's main line past where it leaves the old one. */
  newMoves: number;
  /** Moves of the old main line past that point: more than 0, the record was rewritten. */
  takenBack: number;
}

/** One player's clock as a record gives it: seconds left (`BL`/`WL`), moves or periods left in overtime (`OB`/`OW`). */
export interface TimeLeft { seconds: number; periods: number | null; }

/** Both players' clocks; `null` for a player whose time the record does not give. */
export interface RecordClocks { black: TimeLeft | null; white: TimeLeft | null; }
"#;

/// What [`follow`] made of a new version, node numbers in the merged text's order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiveUpdate {
    /// The merged record as SGF text.
    pub sgf: String,
    /// The viewer's node.
    pub node: usize,
    /// The live move: the end of the author's main line.
    pub end: usize,
    /// Moves new on the author's main line.
    pub new_moves: usize,
    /// Moves of the old main line taken back.
    pub taken_back: usize,
}

/// Reads the first game of a version of a record. A file that ends inside its game
/// (the reader would repair a missing `)`) was caught while being written: it is
/// refused, as a file with no game is.
fn read(text: &str) -> Result<GameTree, ApiError> {
    let parsed = sgf::parse_with(text.as_bytes(), &ParseOptions::LENIENT)
        .map_err(|e| ApiError::bad_sgf(e.to_string()))?;
    if parsed
        .warnings
        .iter()
        .any(|w| matches!(w.kind, sgf::ParseWarningKind::MissingTreeEnd { .. }))
    {
        return Err(ApiError::bad_sgf(
            "the file ends inside its game: written only in part",
        ));
    }
    parsed
        .collection
        .games
        .into_iter()
        .next()
        .ok_or_else(|| ApiError::bad_sgf("the file holds no game"))
}

/// The node at place `place` of `tree`'s text order.
fn node_at(tree: &GameTree, place: f64) -> Result<NodeId, ApiError> {
    let order = tree.preorder();
    let fits = place >= 0.0 && place.fract() == 0.0 && place < order.len() as f64;
    fits.then(|| order[place as usize])
        .ok_or_else(|| ApiError::bad_node("no such node in this record"))
}

/// Merges `next` into `local` given `previous` (see the module's head), the viewer at
/// place `node` of `local`. A version that cannot be read is `bad-sgf`.
pub fn follow(local: &str, previous: &str, next: &str, node: f64) -> Result<LiveUpdate, ApiError> {
    let mut record = Record::new(read(local)?, Rules::default());
    let viewer = node_at(record.tree(), node)?;
    let (previous, next) = (read(previous)?, read(next)?);
    let followed = record.follow(&previous, &next, viewer);
    let order = record.tree().preorder();
    let place = |id: NodeId| order.iter().position(|&n| n == id).unwrap_or(0);
    Ok(LiveUpdate {
        sgf: record.to_sgf(),
        node: place(followed.node),
        end: place(followed.end),
        new_moves: followed.new_moves,
        taken_back: followed.taken_back,
    })
}

/// The clocks at place `node` of `text` (the end of its main line when not given).
pub fn clocks(text: &str, node: Option<f64>) -> Result<ByColor<Option<TimeLeft>>, ApiError> {
    let tree = read(text)?;
    let at = match node {
        Some(place) => node_at(&tree, place)?,
        None => tree.main_line().last().unwrap_or(tree.root()),
    };
    Ok(tree.time_left(at))
}

fn set(object: &Object, key: &str, value: &JsValue) {
    // Setting a property of a fresh plain object cannot fail.
    let _ = Reflect::set(object, &JsValue::from_str(key), value);
}

fn time_object(time: Option<TimeLeft>) -> JsValue {
    let Some(time) = time else {
        return JsValue::NULL;
    };
    let object = Object::new();
    set(&object, "seconds", &JsValue::from(time.seconds));
    set(
        &object,
        "periods",
        &time.periods.map_or(JsValue::NULL, JsValue::from),
    );
    object.into()
}

/// Follows a live game: merges `next`, the new version of the file being played,
/// into `local`, the record shown (its `toSgf()`), given `previous`, the version
/// followed last. The author's new moves, variations and changed properties come in
/// and the moves the author took back go; what was done on the record shown stays
/// (moves played there, nodes deleted, properties edited that the author left alone).
/// `node` is the place of the node shown in `local`'s text order. Throws `bad-sgf`
/// for a version that cannot be read (one caught half written among them) and
/// `bad-node` for a place past the record.
#[wasm_bindgen(js_name = followRecord, unchecked_return_type = "FollowedRecord")]
pub fn follow_record(
    local: &str,
    previous: &str,
    next: &str,
    node: f64,
) -> Result<Object, JsValue> {
    let update = follow(local, previous, next, node).map_err(|e| error_to_js(&e))?;
    let object = Object::new();
    set(&object, "sgf", &JsValue::from_str(&update.sgf));
    for (key, n) in [
        ("node", update.node),
        ("end", update.end),
        ("newMoves", update.new_moves),
        ("takenBack", update.taken_back),
    ] {
        set(&object, key, &JsValue::from(n as u32));
    }
    Ok(object)
}

/// The clocks a record gives at a node (the place in its text order; the end of its
/// main line when not given): each player's seconds left (`BL`/`WL`) and moves or
/// periods left in overtime (`OB`/`OW`), from the nearest node up to the root that
/// has them. Throws `bad-sgf` or `bad-node`.
#[wasm_bindgen(js_name = recordClocks, unchecked_return_type = "RecordClocks")]
pub fn record_clocks(text: &str, node: Option<f64>) -> Result<Object, JsValue> {
    let times = clocks(text, node).map_err(|e| error_to_js(&e))?;
    let object = Object::new();
    set(&object, "black", &time_object(times.black));
    set(&object, "white", &time_object(times.white));
    Ok(object)
}

#[cfg(test)]
mod tests {
    use super::*;

    // RULES R6.1: the merged record, the viewer's node and the live move by their
    // place in the merged text; moves taken back are counted.
    #[test]
    fn follows_by_text() {
        let before = "(;SZ[9];B[ee](;W[cc])(;W[gg]))";
        let after = "(;SZ[9];B[ee](;W[cc];B[gc]BL[30])(;W[gg]))";
        let update = follow(before, before, after, 3.0).unwrap();
        assert_eq!(
            (update.node, update.end, update.new_moves, update.taken_back),
            (4, 3, 1, 0)
        );
        assert!(
            update
                .sgf
                .ends_with("SZ[9]\n;B[ee]\n(;W[cc];B[gc]BL[30])\n(;W[gg]))\n"),
            "{}",
            update.sgf
        );
        let clocks = clocks(&update.sgf, None).unwrap();
        assert_eq!(clocks.black.map(|t| t.seconds), Some(30.0));
        assert_eq!(clocks.white, None);
        let back = follow(&update.sgf, after, "(;SZ[9];B[ee](;W[gg]))", 2.0).unwrap();
        assert_eq!(
            (back.node, back.end, back.new_moves, back.taken_back),
            (1, 2, 1, 2)
        );
    }

    // A version caught half written, or no game at all, is refused; so is a place
    // past the record.
    #[test]
    fn refuses_what_cannot_be_followed() {
        let good = "(;SZ[9];B[ee])";
        for broken in ["(;SZ[9];B[ee];W[c", "(;SZ[9];B[ee];W[cc]", "", "garbage"] {
            let error = follow(good, good, broken, 0.0).unwrap_err();
            assert_eq!(error.code(), "bad-sgf", "{broken:?}");
        }
        for place in [-1.0, 0.5, 2.0, f64::NAN] {
            assert_eq!(
                follow(good, good, good, place).unwrap_err().code(),
                "bad-node"
            );
        }
        assert_eq!(clocks(good, Some(5.0)).unwrap_err().code(), "bad-node");
    }
}
