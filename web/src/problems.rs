//! `ProblemTree`: a problem's verdicts (RULES R6.1, `weiqi::sgf::Problem`) in the
//! fifth module (`weiqi_problems`), which a problem loads when it opens: the main
//! module, which every page downloads first, has no room for them. The page hands over the record's nodes
//! (`record.nodes()` and each node's `record.properties(id)`) once; the answers name
//! the record's own node ids, and the positions stay the record's (`record.shown`).

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;
use weiqi::sgf::{
    is_problem, parse_region, readable_comment, region, GameTree, NodeId, Problem, Property,
    Region, Verdict,
};
use weiqi::{BoardSize, Move};

use crate::errors::ApiError;
use crate::js::{error_to_js, value_from_js};
use crate::value::Value;

#[wasm_bindgen(typescript_custom_section)]
const PROBLEM_TYPES: &'static str = r#"
/** A problem's node as `ProblemTree` takes it: its id in the record, its parent's (−1 for the root), and its properties (`record.properties(id)`), in the order the record is written. */
export interface ProblemNode { id: number; parent: number; properties: { [ident: string]: string[] }; }

/** The learner's move and the tree's answer (`ProblemTree.answer`): the nodes to go to (the move's, then the answer's, if any) and the verdict: right (solved), wrong (failed), `not-this` (the move is taken back: try another), or null (the learner moves again). */
export interface ProblemAnswer { nodes: number[]; verdict: 'right' | 'wrong' | 'not-this' | null; }

/** A part of the board: columns and rows from the top left, inclusive. */
export interface BoardRegion { x0: number; y0: number; x1: number; y1: number; }
"#;

fn thrown(error: ApiError) -> JsValue {
    error_to_js(&error)
}

fn set(object: &Object, key: &str, value: &JsValue) {
    // Setting a property of a fresh plain object cannot fail.
    let _ = Reflect::set(object, &JsValue::from_str(key), value);
}

fn region_object(r: Region) -> JsValue {
    let object = Object::new();
    for (key, value) in [("x0", r.x0), ("y0", r.y0), ("x1", r.x1), ("y1", r.y1)] {
        set(&object, key, &JsValue::from(value));
    }
    object.into()
}

/// A problem's tree, walked as its author wrote it (see `weiqi::sgf::problem`: the
/// conventions of right and wrong it reads).
#[wasm_bindgen]
pub struct ProblemTree {
    tree: GameTree,
    size: BoardSize,
    /// The record's id of each node of `tree`, by index.
    ids: Vec<u32>,
}

impl ProblemTree {
    /// This tree's node for the record's `id`.
    fn node(&self, id: f64) -> Result<NodeId, ApiError> {
        self.ids
            .iter()
            .position(|&n| f64::from(n) == id)
            .map(NodeId::new)
            .ok_or_else(|| ApiError::bad_node("no such node in this problem"))
    }

    fn problem(&self) -> Problem<'_> {
        Problem::new(&self.tree, self.size)
    }

    fn ids_of(&self, nodes: &[NodeId]) -> Array {
        nodes
            .iter()
            .map(|n| JsValue::from(self.ids[n.index()]))
            .collect()
    }
}

#[wasm_bindgen]
impl ProblemTree {
    /// The problem of a record `width` × `height`, from its nodes (`ProblemNode`s, in
    /// the order the record is written: a parent before its children). Throws
    /// `bad-option` for nodes that are not a tree.
    #[wasm_bindgen(constructor)]
    pub fn new(
        width: u32,
        height: u32,
        #[wasm_bindgen(unchecked_param_type = "ProblemNode[]")] nodes: JsValue,
    ) -> Result<ProblemTree, JsValue> {
        let size = BoardSize::new(width, height)
            .map_err(|e| thrown(ApiError::bad_option(e.to_string())))?;
        let bad = || {
            thrown(ApiError::bad_option(
                "a problem's nodes: { id, parent, properties }, parents first",
            ))
        };
        let Value::List(list) = value_from_js(&nodes) else {
            return Err(bad());
        };
        let mut tree = GameTree::new();
        let mut ids = Vec::with_capacity(list.len());
        for (i, node) in list.iter().enumerate() {
            let Value::Number(id) = node.get("id") else {
                return Err(bad());
            };
            let mut props = Vec::new();
            if let Value::Object(entries) = node.get("properties") {
                for (ident, values) in entries {
                    let Value::List(values) = values else {
                        continue;
                    };
                    let values = values
                        .iter()
                        .filter_map(|v| match v {
                            Value::Text(text) => Some(text.clone()),
                            _ => None,
                        })
                        .collect();
                    props.push(Property::new(ident.clone(), values));
                }
            }
            if i == 0 {
                tree.root_node_mut().props = props;
            } else {
                let Value::Number(parent) = node.get("parent") else {
                    return Err(bad());
                };
                let parent = ids
                    .iter()
                    .position(|&n| f64::from(n) == *parent)
                    .ok_or_else(bad)?;
                tree.add_child(NodeId::new(parent), props);
            }
            ids.push(*id as u32);
        }
        Ok(ProblemTree { tree, size, ids })
    }

    /// The side the learner plays: `PL` at the root, else the first move's colour.
    #[wasm_bindgen(getter, unchecked_return_type = "Color")]
    pub fn learner(&self) -> String {
        crate::points::color_name(self.problem().learner()).into()
    }

    /// Whether the record reads as a problem: stones set up at the root (no
    /// handicap) and a line marked right for the side to play.
    #[wasm_bindgen(js_name = isProblem)]
    pub fn is_problem(&self) -> bool {
        is_problem(&self.tree, self.size)
    }

    /// The learner plays `point` at node `id`: the tree's answer (`ProblemAnswer`),
    /// the answer the `choice`-th of those the tree allows (`CHOICE`); `null` when
    /// the tree has no such move there. A move the tree's `FORCE` leaves out is `not-this`.
    #[wasm_bindgen(unchecked_return_type = "ProblemAnswer | null")]
    pub fn answer(&self, id: f64, point: &str, choice: u32) -> Result<JsValue, JsValue> {
        let at = self.node(id).map_err(thrown)?;
        let mv = match self.size.parse_point(point) {
            Ok(p) => Move::Play(p),
            Err(_) => return Ok(JsValue::NULL),
        };
        let problem = self.problem();
        let Some(child) = problem.child_playing(at, mv) else {
            return Ok(JsValue::NULL);
        };
        let answer = if problem.accepts(at, child) {
            problem.step(child, choice as usize)
        } else {
            weiqi::sgf::Answer {
                nodes: vec![child],
                verdict: Some(Verdict::NotThis),
            }
        };
        let object = Object::new();
        set(&object, "nodes", &self.ids_of(&answer.nodes));
        let verdict = match answer.verdict {
            Some(Verdict::Right) => JsValue::from_str("right"),
            Some(Verdict::Wrong) => JsValue::from_str("wrong"),
            Some(Verdict::NotThis) => JsValue::from_str("not-this"),
            None => JsValue::NULL,
        };
        set(&object, "verdict", &verdict);
        Ok(object.into())
    }

    /// The learner's moves at node `id` from which a right end can be reached (the
    /// hint), as points, in the tree's order.
    #[wasm_bindgen(js_name = rightMoves)]
    pub fn right_moves(&self, id: f64) -> Result<Vec<String>, JsValue> {
        let at = self.node(id).map_err(thrown)?;
        let moves = self.problem().right_moves(at);
        Ok(moves
            .iter()
            .filter_map(|&n| match self.tree.node(n).get_move(self.size) {
                Some(Ok((_, Move::Play(p)))) => Some(self.size.gtp(p).to_string()),
                _ => None,
            })
            .collect())
    }

    /// The first right line from node `id`: the learner's moves and the answers, to
    /// a right end (the solution); `null` when no line from there is right.
    #[wasm_bindgen(js_name = rightLine, unchecked_return_type = "number[] | null")]
    pub fn right_line(&self, id: f64) -> Result<JsValue, JsValue> {
        let at = self.node(id).map_err(thrown)?;
        Ok(self
            .problem()
            .right_line(at)
            .map_or(JsValue::NULL, |line| self.ids_of(&line).into()))
    }

    /// The part of the board the problem is about: the root's `VW`, else the box of
    /// its stones and moves, two lines wider, taken to a near edge (`BoardRegion`).
    #[wasm_bindgen(unchecked_return_type = "BoardRegion")]
    pub fn region(&self) -> JsValue {
        region_object(region(&self.tree, self.size))
    }

    /// A region written as two corners (`A1-K10`), or `null` when it cannot be read
    /// on this board.
    #[wasm_bindgen(js_name = parseRegion, unchecked_return_type = "BoardRegion | null")]
    pub fn parse_region(&self, text: &str) -> JsValue {
        parse_region(text, self.size).map_or(JsValue::NULL, region_object)
    }

    /// A comment as the learner reads it: without the markers the conventions put
    /// there for the solver (`RIGHT`, a leading `+`, `CHOICE`, `FORCE`, `NOTTHIS`);
    /// `null` when nothing else is written.
    #[wasm_bindgen(js_name = readableComment)]
    pub fn readable_comment(text: &str) -> Option<String> {
        readable_comment(text)
    }
}
