//! The draw primitives a scene is made of, in device pixels, each tagged with what it
//! shows so tests (and the painter's callers) can find it.

use weiqi::{Color, Point};

use super::geometry::Xy;
use super::position::BanKind;
use super::theme::Rgba;

/// An outline: colour and width in device pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stroke {
    /// The colour.
    pub color: Rgba,
    /// The width, in device pixels.
    pub width: f64,
}

/// One thing to draw.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// A filled rectangle.
    Rect {
        /// Top left corner.
        at: Xy,
        /// Width.
        width: f64,
        /// Height.
        height: f64,
        /// Fill colour.
        fill: Rgba,
    },
    /// A straight line with flat ends.
    Line {
        /// One end.
        from: Xy,
        /// The other end.
        to: Xy,
        /// How it is drawn.
        stroke: Stroke,
    },
    /// A circle, filled and/or outlined.
    Circle {
        /// Centre.
        center: Xy,
        /// Radius.
        radius: f64,
        /// Fill colour, if filled.
        fill: Option<Rgba>,
        /// Outline, if outlined.
        stroke: Option<Stroke>,
    },
    /// An open arc of a circle, clockwise from `start` to `end` (radians, 0 pointing
    /// right, y down).
    Arc {
        /// Centre.
        center: Xy,
        /// Radius.
        radius: f64,
        /// Start angle.
        start: f64,
        /// End angle.
        end: f64,
        /// How it is drawn.
        stroke: Stroke,
    },
    /// A closed polygon, filled and/or outlined.
    Polygon {
        /// The corners, in order.
        points: Vec<Xy>,
        /// Fill colour, if filled.
        fill: Option<Rgba>,
        /// Outline, if outlined.
        stroke: Option<Stroke>,
    },
    /// Text centred on a point.
    Text {
        /// The centre of the text.
        at: Xy,
        /// What it says.
        text: String,
        /// Font size (the em height).
        size: f64,
        /// Bold.
        bold: bool,
        /// Colour.
        color: Rgba,
    },
}

/// What a primitive shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The wood.
    Board,
    /// A grid line.
    Grid,
    /// A star point.
    Star,
    /// A coordinate label.
    Label,
    /// A dot on a legal point (the "show legal points" toggle).
    Legal(Point),
    /// A ban mark on an empty point.
    Ban(Point, BanKind),
    /// A stone.
    Stone(Point),
    /// The ring on the last move's stone.
    LastMove(Point),
    /// A move number on a stone.
    MoveNumber(Point),
    /// The see-through stone under the mouse.
    Ghost(Point),
    /// The ring around the point a first tap previews.
    Preview(Point),
    /// A ban mark drawn alone, for the legend.
    Legend(BanKind),
    /// A stone marked dead (see-through).
    Dead(Point),
    /// A record's markup on a point, or a next move's mark (an arrow or line: its start).
    Markup(Point),
    /// The square saying who owns a point at the end of the game.
    Owner(Point, Color),
    /// A stone the Ing count put on the board.
    Counted(Point),
    /// The ring on a point the count singles out.
    Highlight(Point),
    /// The small ring on a point to fill before a territory count (RULES R4.4).
    Fill(Point),
}

/// A primitive and what it shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    /// What it shows.
    pub role: Role,
    /// How it is drawn.
    pub shape: Shape,
}

/// Everything to draw on a canvas of `width` × `height` device pixels, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    /// Canvas width in device pixels.
    pub width: u32,
    /// Canvas height in device pixels.
    pub height: u32,
    /// The primitives, back to front.
    pub items: Vec<Item>,
}

impl Scene {
    /// The primitives with this role.
    pub fn with_role(&self, role: Role) -> impl Iterator<Item = &Shape> + '_ {
        self.items
            .iter()
            .filter(move |item| item.role == role)
            .map(|item| &item.shape)
    }

    /// The primitives whose role passes `test`.
    pub fn matching<'a>(
        &'a self,
        test: impl Fn(Role) -> bool + 'a,
    ) -> impl Iterator<Item = &'a Item> + 'a {
        self.items.iter().filter(move |item| test(item.role))
    }
}

impl Shape {
    /// The middle of the shape: a circle's or arc's centre, a polygon's average
    /// corner, a line's midpoint, a rectangle's centre, the text's centre.
    pub fn center(&self) -> Xy {
        match self {
            Shape::Rect {
                at, width, height, ..
            } => Xy {
                x: at.x + width / 2.0,
                y: at.y + height / 2.0,
            },
            Shape::Line { from, to, .. } => Xy {
                x: (from.x + to.x) / 2.0,
                y: (from.y + to.y) / 2.0,
            },
            Shape::Circle { center, .. } | Shape::Arc { center, .. } => *center,
            Shape::Polygon { points, .. } => {
                let n = points.len().max(1) as f64;
                Xy {
                    x: points.iter().map(|p| p.x).sum::<f64>() / n,
                    y: points.iter().map(|p| p.y).sum::<f64>() / n,
                }
            }
            Shape::Text { at, .. } => *at,
        }
    }
}
