//! A lesson's starting position, read and checked by the rules engine: its `position`
//! rows through [`weiqi::Diagram`] (the reader of the board's own text), or its
//! `setup` lists, `handicap` and `toMove`, started with [`weiqi::Game::begin`] under
//! the lesson's rules. The index gives the player the result as `new Game` options
//! (size, stones, who moves), so the page reads stones, never diagram text.

use super::json::{self as lesson_json};
use serde_json::{json, Value};
use weiqi::{
    BoardSize, Color, Diagram, DiagramError, Game, Point, RuleSet, Setup, SetupError, Start,
    StartError,
};

/// A lesson's start, checked: what the index writes as its `start`.
#[derive(Debug, Clone, PartialEq)]
pub struct LessonStart(pub Start);

/// Why a lesson's start is wrong: the message, and the line of the file it is about.
#[derive(Debug, Clone, PartialEq)]
pub struct StartProblem {
    /// The line of the lesson file (from 1), when one can be named.
    pub line: Option<usize>,
    /// What is wrong.
    pub message: String,
}

impl StartProblem {
    fn at(line: Option<usize>, message: impl Into<String>) -> StartProblem {
        StartProblem {
            line,
            message: message.into(),
        }
    }

    fn anywhere(message: impl Into<String>) -> StartProblem {
        StartProblem::at(None, message)
    }
}

/// Reads the start of `lesson` (the parsed `text` of its file): the board `size`
/// (checked by the caller), `position` or `setup`, `handicap`, `toMove`, all started by
/// the engine under the lesson's `rules`.
pub fn read(text: &str, lesson: &Value, size: BoardSize) -> Result<LessonStart, StartProblem> {
    let rules = rules_of(lesson)?;
    let to_move = match lesson.get("toMove") {
        None => None,
        Some(value) => Some(
            value
                .as_str()
                .and_then(Color::parse)
                .ok_or_else(|| StartProblem::anywhere("`toMove` is \"B\" or \"W\""))?,
        ),
    };
    let handicap = lesson.get("handicap");
    let position = lesson.get("position");
    let setup = lesson.get("setup");
    if position.is_some() && setup.is_some() {
        return Err(StartProblem::anywhere(
            "give `position` or `setup`, not both",
        ));
    }
    if handicap.is_some() && (position.is_some() || setup.is_some() || to_move.is_some()) {
        return Err(StartProblem::anywhere(
            "`handicap` goes alone: the rules place the stones and say who moves (RULES R1.2, R3.2, R4.3)",
        ));
    }
    let to_move = to_move.unwrap_or(Color::Black);
    let rows = position.map(|_| Rows::read(text, lesson)).transpose()?;
    let start = if let Some(rows) = &rows {
        let diagram = rows.diagram(size)?;
        Start::Setup(diagram.setup(to_move))
    } else if let Some(setup) = setup {
        let (black, white) = setup_lists(setup, size)?;
        Start::Setup(Setup {
            size,
            black,
            white,
            to_move,
        })
    } else if let Some(handicap) = handicap {
        match handicap.as_f64() {
            Some(n) if n.fract() == 0.0 && (0.0..=9.0).contains(&n) => {
                Start::FixedHandicap(size, n as u32)
            }
            _ => {
                return Err(StartProblem::anywhere(
                    "`handicap` is a number of stones from 0 to 9",
                ))
            }
        }
    } else {
        Start::Empty(size, to_move)
    };
    match Game::begin(rules.rules(), &start) {
        Ok(_) => Ok(LessonStart(start)),
        Err(StartError::Setup(SetupError::NoLiberty(p))) => {
            let line = rows.as_ref().and_then(|rows| rows.line(p.y() as usize));
            Err(StartProblem::at(
                line,
                format!(
                    "the chain at {} has no liberty: a position no play reaches (RULES R0.5)",
                    size.gtp(p)
                ),
            ))
        }
        Err(e) => Err(StartProblem::anywhere(e.to_string())),
    }
}

/// The lesson's `rules`, a preset of the engine.
fn rules_of(lesson: &Value) -> Result<RuleSet, StartProblem> {
    let name = lesson.get("rules").and_then(Value::as_str).unwrap_or("");
    RuleSet::parse(name).map_err(|_| {
        let names: Vec<&str> = RuleSet::ALL.iter().map(|r| r.name()).collect();
        StartProblem::anywhere(format!(
            "`rules` is `{name}`: use one of {}",
            names.join(", ")
        ))
    })
}

/// `setup`: `{ "black": [points], "white": [points] }`, each list optional.
fn setup_lists(setup: &Value, size: BoardSize) -> Result<(Vec<Point>, Vec<Point>), StartProblem> {
    let Some(members) = setup.as_object() else {
        return Err(StartProblem::anywhere(format!(
            "`setup` must be an object, not {}",
            lesson_json::kind(setup)
        )));
    };
    if let Some(key) = members.keys().find(|k| *k != "black" && *k != "white") {
        return Err(StartProblem::anywhere(format!(
            "setup.{key}: use `black` and `white`"
        )));
    }
    let list = |key: &str| -> Result<Vec<Point>, StartProblem> {
        let Some(items) = setup.get(key) else {
            return Ok(Vec::new());
        };
        let items = items.as_array().ok_or_else(|| {
            StartProblem::anywhere(format!("setup.{key} must be an array of points"))
        })?;
        items
            .iter()
            .map(|item| {
                let name = item.as_str().unwrap_or("");
                size.parse_point(name).map_err(|e| {
                    StartProblem::anywhere(format!("setup.{key}: `{name}` is no point: {e}"))
                })
            })
            .collect()
    };
    let (black, white) = (list("black")?, list("white")?);
    if let Some(both) = black.iter().find(|p| white.contains(p)) {
        return Err(StartProblem::anywhere(format!(
            "setup: {} is both black and white",
            size.gtp(*both)
        )));
    }
    Ok((black, white))
}

/// The `position` rows and the line each stands on in the file.
struct Rows {
    rows: Vec<String>,
    lines: Vec<usize>,
    /// The line of `"position"` itself.
    at: Option<usize>,
}

impl Rows {
    /// The rows of `lesson`'s `position`, each a string on one line of the diagram.
    fn read(text: &str, lesson: &Value) -> Result<Rows, StartProblem> {
        let (at, lines) = lesson_json::member_item_lines(text, "position").unzip();
        let lines = lines.unwrap_or_default();
        let line = |row: usize| lines.get(row).copied().or(at);
        let items = lesson
            .get("position")
            .and_then(Value::as_array)
            .filter(|items| !items.is_empty())
            .ok_or_else(|| StartProblem::at(at, "`position` is a list of rows, top row first"))?;
        let mut rows = Vec::with_capacity(items.len());
        for (i, item) in items.iter().enumerate() {
            match item.as_str() {
                Some(row) if !row.trim().is_empty() && !row.contains(['\n', '\r']) => {
                    rows.push(row.to_owned())
                }
                _ => {
                    return Err(StartProblem::at(
                        line(i),
                        format!(
                            "position row {}: a row is one line of points (X, O or .)",
                            i + 1
                        ),
                    ))
                }
            }
        }
        Ok(Rows { rows, lines, at })
    }

    /// The line row `row` (from 0) stands on, else the line of `position`.
    fn line(&self, row: usize) -> Option<usize> {
        self.lines.get(row).copied().or(self.at)
    }

    /// The rows read by the engine's diagram reader: stones only (no other mark), as
    /// many points as the lesson's board.
    fn diagram(&self, size: BoardSize) -> Result<Diagram, StartProblem> {
        let diagram = Diagram::parse(&self.rows.join("\n")).map_err(|e| match e {
            DiagramError::Ragged { row, cells, width } => StartProblem::at(
                self.line(row),
                format!(
                    "position row {}: {cells} points, the first row has {width}",
                    row + 1
                ),
            ),
            other => StartProblem::at(self.at, format!("position: {other}")),
        })?;
        if let Some(&(mark, p)) = diagram.marks.first() {
            let row = p.y() as usize;
            return Err(StartProblem::at(
                self.line(row),
                format!(
                    "position row {}: '{mark}' is not a stone (use X, O or .)",
                    row + 1
                ),
            ));
        }
        if diagram.size != size {
            return Err(StartProblem::at(
                self.at,
                format!(
                    "position: {} points, but the lesson's board is {}",
                    diagram.size, size
                ),
            ));
        }
        Ok(diagram)
    }
}

impl LessonStart {
    /// The start as `new Game` options for the index: `width`, `height`, and
    /// `setup` and `toMove`, or `handicap` (GTP point names, as the engine reads them).
    pub fn to_json(&self) -> Value {
        let size = self.0.size();
        let points = |points: &[Point]| -> Vec<String> {
            points.iter().map(|&p| size.gtp(p).to_string()).collect()
        };
        let to_move = |color: Color| if color == Color::Black { "B" } else { "W" };
        let mut start = json!({ "width": size.width(), "height": size.height() });
        let extra = match &self.0 {
            Start::Empty(_, color) => json!({ "toMove": to_move(*color) }),
            Start::FixedHandicap(_, stones) => json!({ "handicap": stones }),
            Start::FreeHandicap(_, stones) => json!({ "handicap": points(stones) }),
            Start::Setup(setup) | Start::HandicapSetup(setup) => json!({
                "setup": { "black": points(&setup.black), "white": points(&setup.white) },
                "toMove": to_move(setup.to_move),
            }),
        };
        if let (Some(start), Value::Object(extra)) = (start.as_object_mut(), extra) {
            start.extend(extra);
        }
        start
    }
}
