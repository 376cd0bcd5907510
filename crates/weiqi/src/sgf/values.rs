//! Typed property values for Go (SGF `FF[4]` "Property Value Types" and the Go
//! section: Point, Move, Stone, compressed point lists), and the node readers and
//! writers built on them: moves, setup, text, markup, territory.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use super::text::{as_simple_text, as_text};
use super::tree::Node;
use crate::color::{ByColor, Color};
use crate::moves::Move;
use crate::point::{BoardSize, Point};

/// A property value that is not what its property's type asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueError {
    /// The property identifier.
    pub ident: String,
    /// The value as stored.
    pub value: String,
    /// What the value should look like.
    pub expected: &'static str,
}

impl ValueError {
    pub(crate) fn new(ident: &str, value: &str, expected: &'static str) -> ValueError {
        ValueError {
            ident: ident.into(),
            value: value.into(),
            expected,
        }
    }
}

impl fmt::Display for ValueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}[{}]: expected {}",
            self.ident, self.value, self.expected
        )
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ValueError {}

const EXPECTED_POINT: &str = "a point on this board, two letters such as `dd`";
const EXPECTED_MOVE: &str =
    "a point on this board such as `dd`, or an empty value (or `tt` up to 19x19) for a pass";
const EXPECTED_POINTS: &str = "points on this board such as `dd`, or rectangles such as `aa:cc`";
const EXPECTED_SIZE: &str = "a board size from 1 to 25, as `19` or `19:13` (columns:rows)";

/// Reads a Go point (`dd`; `FF[4]` Go section "Point").
pub fn read_point(size: BoardSize, value: &str) -> Option<Point> {
    size.parse_sgf_point(value).ok()
}

/// Reads a Go move: a point, or a pass written `[]`, or `[tt]` on boards up to
/// 19×19 (`FF[4]` Go section "Move"; `tt` is the `FF[3]` pass).
pub fn read_move(size: BoardSize, value: &str) -> Option<Move> {
    let pass_tt = size.width() <= 19 && size.height() <= 19 && value == "tt";
    if value.is_empty() || pass_tt {
        Some(Move::Pass)
    } else {
        read_point(size, value).map(Move::Play)
    }
}

/// The SGF value of a move: the point, or empty for a pass (`FF[4]`).
pub fn move_value(mv: Move) -> String {
    match mv {
        Move::Play(p) => p.sgf().to_string(),
        Move::Pass => String::new(),
    }
}

/// Reads a list of points, each value a point or a rectangle `aa:cc` given by two
/// opposite corners (`FF[4]` "Compressed point lists"). Returns the index of the
/// first value that is neither.
pub fn read_points(size: BoardSize, values: &[String]) -> Result<Vec<Point>, usize> {
    let mut points = Vec::new();
    // `FF[4]` "elist": one empty value, `TB[]`, is an empty list.
    if let [only] = values {
        if only.is_empty() {
            return Ok(points);
        }
    }
    for (i, value) in values.iter().enumerate() {
        match value.split_once(':') {
            None => points.push(read_point(size, value).ok_or(i)?),
            Some((a, b)) => {
                let (a, b) = (read_point(size, a).ok_or(i)?, read_point(size, b).ok_or(i)?);
                for y in a.y().min(b.y())..=a.y().max(b.y()) {
                    for x in a.x().min(b.x())..=a.x().max(b.x()) {
                        points.push(Point::new(x, y));
                    }
                }
            }
        }
    }
    Ok(points)
}

/// Reads `SZ`: `19` for a square board, `19:13` for 19 columns and 13 rows.
pub fn read_size(value: &str) -> Option<BoardSize> {
    let number = |t: &str| t.trim().parse::<u32>().ok();
    let (w, h) = match value.split_once(':') {
        Some((w, h)) => (number(w)?, number(h)?),
        None => (number(value)?, number(value)?),
    };
    BoardSize::new(w, h).ok()
}

/// The `SZ` value of a board size: `19`, or `19:13` when it is not square.
pub fn size_value(size: BoardSize) -> String {
    if size.width() == size.height() {
        size.width().to_string()
    } else {
        alloc::format!("{}:{}", size.width(), size.height())
    }
}

/// A mark on a point (`FF[4]` "Markup properties").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// `CR`.
    Circle,
    /// `MA`, an X.
    Cross,
    /// `SQ`.
    Square,
    /// `TR`.
    Triangle,
    /// `SL`, a selected point.
    Selected,
}

impl Mark {
    /// Every mark, in the order the writer uses.
    pub const ALL: [Mark; 5] = [
        Mark::Circle,
        Mark::Cross,
        Mark::Square,
        Mark::Triangle,
        Mark::Selected,
    ];

    /// The property identifier: `CR`, `MA`, `SQ`, `TR`, `SL`.
    pub const fn ident(self) -> &'static str {
        match self {
            Mark::Circle => "CR",
            Mark::Cross => "MA",
            Mark::Square => "SQ",
            Mark::Triangle => "TR",
            Mark::Selected => "SL",
        }
    }
}

/// A label on a point (`LB[dd:text]`, SimpleText).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Label {
    /// Where.
    pub point: Point,
    /// The text.
    pub text: String,
}

/// A line or arrow between two points (`LN`, `AR`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Segment {
    /// Start.
    pub from: Point,
    /// End (the arrow's head).
    pub to: Point,
}

/// Everything a node draws on the board (`FF[4]` "Markup properties"; also the
/// `FF[3]` `L` labels and `M` marks).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Markup {
    /// Marks on points.
    pub marks: Vec<(Mark, Point)>,
    /// Labels.
    pub labels: Vec<Label>,
    /// Arrows (`AR`).
    pub arrows: Vec<Segment>,
    /// Lines (`LN`).
    pub lines: Vec<Segment>,
    /// Dimmed points (`DD`).
    pub dimmed: Vec<Point>,
}

impl Node {
    /// The move of this node: `B` or `W` (the first if both are there, which `FF[4]`
    /// forbids). `None` when the node has no move.
    pub fn get_move(&self, size: BoardSize) -> Option<Result<(Color, Move), ValueError>> {
        let prop = self
            .props
            .iter()
            .find(|p| p.ident == "B" || p.ident == "W")?;
        let color = if prop.ident == "B" {
            Color::Black
        } else {
            Color::White
        };
        let value = prop.values.first().map_or("", String::as_str);
        Some(
            read_move(size, value)
                .map(|mv| (color, mv))
                .ok_or_else(|| ValueError::new(&prop.ident, value, EXPECTED_MOVE)),
        )
    }

    /// Sets this node's move (`B` or `W`), removing any other.
    pub fn set_move(&mut self, color: Color, mv: Move) {
        self.remove("B");
        self.remove("W");
        let ident = if color == Color::Black { "B" } else { "W" };
        self.set_value(ident, move_value(mv));
    }

    /// The points of a point-list property (`AB`, `AW`, `AE`, `TB`, `TW`, `CR`, …),
    /// rectangles expanded; empty when the property is absent.
    pub fn points(&self, ident: &str, size: BoardSize) -> Result<Vec<Point>, ValueError> {
        let values = self.values(ident);
        read_points(size, values).map_err(|i| ValueError::new(ident, &values[i], EXPECTED_POINTS))
    }

    /// Sets a point-list property, one value per point; removes it when `points`
    /// is empty.
    pub fn set_points(&mut self, ident: &str, points: &[Point]) {
        if points.is_empty() {
            self.remove(ident);
        } else {
            self.set(ident, points.iter().map(|p| p.sgf().to_string()).collect());
        }
    }

    /// A property read as Text: line breaks kept as `\n` (`FF[4]` "Text").
    pub fn text(&self, ident: &str) -> Option<String> {
        self.value(ident).map(as_text)
    }

    /// A property read as SimpleText: no line breaks (`FF[4]` "SimpleText").
    pub fn simple_text(&self, ident: &str) -> Option<String> {
        self.value(ident).map(as_simple_text)
    }

    /// Sets a text property (`C`, `N`, `PB`, …) to `text`, or removes it when
    /// `text` is empty. The writer escapes it.
    pub fn set_text(&mut self, ident: &str, text: &str) {
        if text.is_empty() {
            self.remove(ident);
        } else {
            self.set_value(ident, text);
        }
    }

    /// The comment, `C` (Text). Untrusted: never inject it as HTML (RULES R6).
    pub fn comment(&self) -> Option<String> {
        self.text("C")
    }

    /// The node name, `N` (SimpleText).
    pub fn name(&self) -> Option<String> {
        self.simple_text("N")
    }

    /// The player to move, `PL`.
    pub fn player_to_move(&self) -> Option<Result<Color, ValueError>> {
        let value = self.value("PL")?;
        Some(Color::parse(value).ok_or_else(|| ValueError::new("PL", value, "`B` or `W`")))
    }

    /// Points marked as territory: `TB` for Black, `TW` for White (RULES R6).
    pub fn territory(&self, size: BoardSize) -> Result<ByColor<Vec<Point>>, ValueError> {
        Ok(ByColor::new(
            self.points("TB", size)?,
            self.points("TW", size)?,
        ))
    }

    /// Sets `TB` and `TW`.
    pub fn set_territory(&mut self, territory: &ByColor<Vec<Point>>) {
        self.set_points("TB", &territory.black);
        self.set_points("TW", &territory.white);
    }

    /// The node's markup (`FF[4]` `CR MA SQ TR SL LB AR LN DD`, `FF[3]` `L M`).
    pub fn markup(&self, size: BoardSize) -> Result<Markup, ValueError> {
        let mut markup = Markup::default();
        for mark in Mark::ALL {
            for p in self.points(mark.ident(), size)? {
                markup.marks.push((mark, p));
            }
        }
        // FF[3]: `M` marks (shown as crosses), `L` labels a, b, c… in order.
        for p in self.points("M", size)? {
            markup.marks.push((Mark::Cross, p));
        }
        for (i, p) in self.points("L", size)?.into_iter().enumerate() {
            let letter = (b'a' + (i % 26) as u8) as char;
            markup.labels.push(Label {
                point: p,
                text: letter.to_string(),
            });
        }
        for value in self.values("LB") {
            let (point, text) = value
                .split_once(':')
                .and_then(|(p, t)| Some((read_point(size, p)?, t)))
                .ok_or_else(|| ValueError::new("LB", value, "a point and a text, `dd:text`"))?;
            markup.labels.push(Label {
                point,
                text: as_simple_text(text),
            });
        }
        for (ident, list) in [("AR", &mut markup.arrows), ("LN", &mut markup.lines)] {
            for value in self.values(ident) {
                let segment = value
                    .split_once(':')
                    .and_then(|(a, b)| {
                        Some(Segment {
                            from: read_point(size, a)?,
                            to: read_point(size, b)?,
                        })
                    })
                    .ok_or_else(|| ValueError::new(ident, value, "two points, `aa:cc`"))?;
                list.push(segment);
            }
        }
        markup.dimmed = self.points("DD", size)?;
        Ok(markup)
    }

    /// Replaces the node's markup with `markup` (`FF[4]` identifiers; `FF[3]` `L` and
    /// `M` are removed).
    pub fn set_markup(&mut self, markup: &Markup) {
        for mark in Mark::ALL {
            let points: Vec<Point> = markup
                .marks
                .iter()
                .filter(|(m, _)| *m == mark)
                .map(|&(_, p)| p)
                .collect();
            self.set_points(mark.ident(), &points);
        }
        self.remove("M");
        self.remove("L");
        let labels: Vec<String> = markup
            .labels
            .iter()
            .map(|l| alloc::format!("{}:{}", l.point.sgf(), l.text))
            .collect();
        self.set_list("LB", labels);
        for (ident, list) in [("AR", &markup.arrows), ("LN", &markup.lines)] {
            let values = list
                .iter()
                .map(|s| alloc::format!("{}:{}", s.from.sgf(), s.to.sgf()))
                .collect();
            self.set_list(ident, values);
        }
        self.set_points("DD", &markup.dimmed);
    }

    fn set_list(&mut self, ident: &str, values: Vec<String>) {
        if values.is_empty() {
            self.remove(ident);
        } else {
            self.set(ident, values);
        }
    }

    /// The board size of a root node's `SZ` (19×19 when absent, the `FF[4]` default
    /// for Go).
    pub fn board_size(&self) -> Result<BoardSize, ValueError> {
        match self.value("SZ") {
            None => Ok(BoardSize::STANDARD),
            Some(v) => read_size(v).ok_or_else(|| ValueError::new("SZ", v, EXPECTED_SIZE)),
        }
    }

    /// The first value of a property read as one point.
    pub fn point(&self, ident: &str, size: BoardSize) -> Option<Result<Point, ValueError>> {
        let value = self.value(ident)?;
        Some(read_point(size, value).ok_or_else(|| ValueError::new(ident, value, EXPECTED_POINT)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(w: u32, h: u32) -> BoardSize {
        BoardSize::new(w, h).unwrap()
    }

    // SGF FF[4] Go section "Move": `[]` is a pass; FF[3] `tt` is a pass up to 19x19.
    #[test]
    fn passes() {
        assert_eq!(read_move(size(19, 19), ""), Some(Move::Pass));
        assert_eq!(read_move(size(19, 19), "tt"), Some(Move::Pass));
        assert_eq!(read_move(size(19, 13), "tt"), Some(Move::Pass));
        assert_eq!(
            read_move(size(21, 21), "tt"),
            Some(Move::Play(Point::new(19, 19)))
        );
    }

    // SGF FF[4] "Compressed point lists".
    #[test]
    fn rectangles() {
        let v = [String::from("aa:bc"), String::from("dd")];
        let points = read_points(size(9, 9), &v).unwrap();
        assert_eq!(points.len(), 7);
        assert!(points.contains(&Point::new(1, 2)));
        assert_eq!(read_points(size(9, 9), &[String::from("zz")]), Err(0));
    }

    // SGF FF[4] Go section "SZ": `19:13` is 19 columns and 13 rows.
    #[test]
    fn sizes() {
        assert_eq!(read_size("19:13"), Some(size(19, 13)));
        assert_eq!(read_size(" 9 "), Some(size(9, 9)));
        assert_eq!(read_size("26"), None);
        assert_eq!(size_value(size(19, 13)), "19:13");
    }
}
