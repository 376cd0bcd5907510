//! What the end of the game adds to a position: stones the players marked dead, who
//! owns each point, and the stones of an Ing fill-the-board count as it proceeds.
//! The view decides none of it: the app passes the engine's own answers
//! (`deadStones()`, `score().ownership`, `fillCount().steps`).

use weiqi::{BoardSize, Color, Point};

use super::geometry::Layout;
use super::position::Position;
use super::shapes::{Item, Role, Shape, Stroke};
use super::stones;
use super::theme::{Rgba, Theme};

/// The end-of-game marks to draw over the position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Annotations {
    /// Stones marked dead: drawn see-through, with their owner's mark on them.
    pub dead: Vec<Point>,
    /// Who each point belongs to (empty points and dead stones get a small square).
    pub owners: Vec<(Point, Color)>,
    /// Stones taken off for the count: not drawn.
    pub removed: Vec<Point>,
    /// Stones the count put on the board, in order.
    pub placed: Vec<(Point, Color)>,
    /// Points to ring (the count's free point, the winning points).
    pub highlight: Vec<Point>,
    /// Points filled before a territory count, dame and defects ("must be filled",
    /// RULES R4.4): a small ring in the ban colour.
    pub fill: Vec<Point>,
}

impl Annotations {
    /// Whether there is nothing to draw.
    pub fn is_empty(&self) -> bool {
        *self == Annotations::default()
    }

    /// The owners read from rows of the API's `ownership` (top row first: `X` Black,
    /// `O` White, anything else nobody); rows or columns beyond the board are ignored.
    pub fn owners_from_rows<'a>(
        size: BoardSize,
        rows: impl IntoIterator<Item = &'a str>,
    ) -> Vec<(Point, Color)> {
        Annotations::read_ownership(size, rows).0
    }

    /// The points to fill before a territory count read from the same rows: `-` a
    /// dame, `*` a defect (RULES R4.4).
    pub fn fill_from_rows<'a>(
        size: BoardSize,
        rows: impl IntoIterator<Item = &'a str>,
    ) -> Vec<Point> {
        Annotations::read_ownership(size, rows).1
    }

    /// Both at once: the owners and the points to fill.
    pub fn read_ownership<'a>(
        size: BoardSize,
        rows: impl IntoIterator<Item = &'a str>,
    ) -> (Vec<(Point, Color)>, Vec<Point>) {
        let mut owners = Vec::new();
        let mut fill = Vec::new();
        for (y, row) in rows
            .into_iter()
            .take(usize::from(size.height()))
            .enumerate()
        {
            for (x, mark) in row.chars().take(usize::from(size.width())).enumerate() {
                let p = Point::new(x as u8, y as u8);
                match mark {
                    'X' => owners.push((p, Color::Black)),
                    'O' => owners.push((p, Color::White)),
                    '-' | '*' => fill.push(p),
                    _ => {}
                }
            }
        }
        (owners, fill)
    }

    /// Whether the stone on `p` is drawn as it stands (not removed, not dead).
    pub fn shows_stone(&self, p: Point) -> bool {
        !self.removed.contains(&p) && !self.dead.contains(&p)
    }
}

/// The items for `annotations` over `position`, drawn after its stones: dead stones
/// see-through, owner squares on empty points and dead stones, count stones with a
/// small dot, and rings on highlighted points.
pub fn items(
    layout: &Layout,
    theme: &Theme,
    position: &Position,
    annotations: &Annotations,
) -> Vec<Item> {
    let size = layout.size();
    let r = layout.stone_radius();
    let mut items = Vec::new();
    let mut add = |role: Role, shape: Shape| items.push(Item { role, shape });
    for &p in annotations.dead.iter().filter(|&&p| size.contains(p)) {
        if annotations.removed.contains(&p) {
            continue;
        }
        if let Some(color) = position.stone(p) {
            for shape in stones::stone(color, layout.center(p), r, theme, true) {
                add(Role::Dead(p), shape);
            }
        }
    }
    for &(p, color) in &annotations.placed {
        if !size.contains(p) {
            continue;
        }
        let center = layout.center(p);
        for shape in stones::stone(color, center, r, theme, false) {
            add(Role::Counted(p), shape);
        }
        let dot = Shape::Circle {
            center,
            radius: (0.16 * r).max(1.5),
            fill: Some(ink_on(color, theme)),
            stroke: None,
        };
        add(Role::Counted(p), dot);
    }
    for &(p, color) in &annotations.owners {
        if !size.contains(p) {
            continue;
        }
        let placed = annotations.placed.iter().any(|&(q, _)| q == p);
        let live_stone = position.stone(p).is_some() && annotations.shows_stone(p);
        if placed || live_stone {
            continue;
        }
        add(Role::Owner(p, color), owner_square(layout, theme, p, color));
    }
    for &p in annotations.highlight.iter().filter(|&&p| size.contains(p)) {
        let width = (0.12 * r).max(2.0);
        let ring = Shape::Circle {
            center: layout.center(p),
            radius: r - width / 2.0,
            fill: None,
            stroke: Some(Stroke {
                color: theme.preview,
                width,
            }),
        };
        add(Role::Highlight(p), ring);
    }
    for &p in annotations.fill.iter().filter(|&&p| size.contains(p)) {
        let width = (0.1 * r).max(1.5);
        let ring = Shape::Circle {
            center: layout.center(p),
            radius: 0.3 * r,
            fill: None,
            stroke: Some(Stroke {
                color: theme.ban,
                width,
            }),
        };
        add(Role::Fill(p), ring);
    }
    items
}

/// The colour that reads on a stone of `color`.
fn ink_on(color: Color, theme: &Theme) -> Rgba {
    match color {
        Color::Black => theme.on_black,
        Color::White => theme.on_white,
    }
}

/// The small square that says `color` owns `p`, outlined so that it reads on wood and
/// on a see-through stone alike.
fn owner_square(layout: &Layout, theme: &Theme, p: Point, color: Color) -> Shape {
    let center = layout.center(p);
    let half = 0.42 * layout.stone_radius();
    let fill = match color {
        Color::Black => theme.black,
        Color::White => theme.white,
    };
    let corner = |dx: f64, dy: f64| super::geometry::Xy {
        x: center.x + dx * half,
        y: center.y + dy * half,
    };
    Shape::Polygon {
        points: vec![
            corner(-1.0, -1.0),
            corner(1.0, -1.0),
            corner(1.0, 1.0),
            corner(-1.0, 1.0),
        ],
        fill: Some(fill),
        stroke: Some(Stroke {
            color: theme.outline,
            width: (0.05 * layout.stone_radius()).max(1.0),
        }),
    }
}

#[cfg(test)]
mod tests;
