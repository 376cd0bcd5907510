//! The scene: everything to draw for a layout, a theme, a position and the view's
//! own state (toggles, the point under the mouse, a previewed point), back to front:
//! wood, grid, star points, coordinates, legal-point dots, ban marks, stones with
//! their numbers and the last-move ring, end-of-game marks (dead stones, owners, the
//! count's stones), a record's markup, the ghost stone, the preview ring.

use weiqi::Point;

use super::annotations::{self, Annotations};
use super::geometry::{Layout, Xy};
use super::labels;
use super::marks;
#[cfg(feature = "markup")]
use super::markup;
use super::markup::Markup;
use super::position::Position;
use super::shapes::{Item, Role, Scene, Shape, Stroke};
use super::stars::star_points;
use super::stones;
use super::theme::Theme;

/// What the view adds to the position: toggles, pointer state and end-of-game marks.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Overlay {
    /// Numbers on the stones, in the order they were played.
    pub move_numbers: bool,
    /// A dot on every point where the player to move may play.
    pub legal_points: bool,
    /// The point under the mouse: a ghost stone when the move is legal there.
    pub hover: Option<Point>,
    /// The point a first tap chose (touch screens): a ghost stone when legal, and a
    /// ring either way.
    pub preview: Option<Point>,
    /// Dead stones, owners and the Ing count's stones.
    pub marks: Annotations,
    /// A record's markup and the next moves of its variations.
    pub markup: Vec<Markup>,
}

/// Collects items with their roles.
struct Builder<'a> {
    layout: &'a Layout,
    theme: &'a Theme,
    items: Vec<Item>,
}

impl Builder<'_> {
    fn add(&mut self, role: Role, shape: Shape) {
        self.items.push(Item { role, shape });
    }

    fn add_all(&mut self, role: Role, shapes: Vec<Shape>) {
        for shape in shapes {
            self.add(role, shape);
        }
    }

    fn board(&mut self) {
        let (left, top, width, height) = self.layout.board_rect();
        let fill = self.theme.board;
        self.add(
            Role::Board,
            Shape::Rect {
                at: Xy { x: left, y: top },
                width,
                height,
                fill,
            },
        );
    }

    fn grid(&mut self) {
        let layout = self.layout;
        let (columns, rows) = (layout.columns(), layout.rows());
        let (Some(&x0), Some(&x1), Some(&y0), Some(&y1)) =
            (columns.first(), columns.last(), rows.first(), rows.last())
        else {
            return;
        };
        let weight = self.theme.weight;
        let inner = (layout.line_width() * weight).round().max(1.0);
        let edge = (layout.edge_width() * weight).round().max(inner + 1.0);
        let half = edge / 2.0;
        let color = self.theme.line;
        let width_of = |i: usize, count: usize| {
            if i == 0 || i + 1 == count {
                edge
            } else {
                inner
            }
        };
        for (i, &x) in columns.iter().enumerate() {
            let stroke = Stroke {
                color,
                width: width_of(i, columns.len()),
            };
            let (from, to) = (Xy { x, y: y0 - half }, Xy { x, y: y1 + half });
            self.add(Role::Grid, Shape::Line { from, to, stroke });
        }
        for (i, &y) in rows.iter().enumerate() {
            let stroke = Stroke {
                color,
                width: width_of(i, rows.len()),
            };
            let (from, to) = (Xy { x: x0 - half, y }, Xy { x: x1 + half, y });
            self.add(Role::Grid, Shape::Line { from, to, stroke });
        }
    }

    fn stars(&mut self) {
        let radius = (0.26 * self.layout.scale() * self.theme.weight.min(1.3)).max(2.0);
        for p in star_points(self.layout.size()) {
            let center = self.layout.center(p);
            let fill = Some(self.theme.line);
            self.add(
                Role::Star,
                Shape::Circle {
                    center,
                    radius,
                    fill,
                    stroke: None,
                },
            );
        }
    }

    fn labels(&mut self) {
        let layout = self.layout;
        if !layout.labels() {
            return;
        }
        let size = layout.size();
        let (columns, rows) = (layout.columns(), layout.rows());
        let (Some(&x0), Some(&x1), Some(&y0), Some(&y1)) =
            (columns.first(), columns.last(), rows.first(), rows.last())
        else {
            return;
        };
        let (offset, font) = (layout.label_offset(), layout.label_size());
        let color = self.theme.label;
        let mut text = |at: Xy, text: String| {
            let shape = Shape::Text {
                at,
                text,
                size: font,
                bold: false,
                color,
            };
            self.add(Role::Label, shape);
        };
        for (x, &cx) in columns.iter().enumerate() {
            let name = labels::column(size, x as u8);
            text(
                Xy {
                    x: cx,
                    y: y0 - offset,
                },
                name.clone(),
            );
            text(
                Xy {
                    x: cx,
                    y: y1 + offset,
                },
                name,
            );
        }
        for (y, &cy) in rows.iter().enumerate() {
            let name = labels::row(size, y as u8);
            text(
                Xy {
                    x: x0 - offset,
                    y: cy,
                },
                name.clone(),
            );
            text(
                Xy {
                    x: x1 + offset,
                    y: cy,
                },
                name,
            );
        }
    }

    fn legal_points(&mut self, position: &Position) {
        let radius = (0.085 * self.layout.cell_width()).max(1.5);
        for &p in position.legal() {
            if !self.layout.size().contains(p) {
                continue;
            }
            let center = self.layout.center(p);
            let fill = Some(self.theme.legal);
            let shape = Shape::Circle {
                center,
                radius,
                fill,
                stroke: None,
            };
            self.add(Role::Legal(p), shape);
        }
    }

    fn bans(&mut self, position: &Position) {
        let unit = self.layout.cell_width().min(self.layout.cell_height());
        for ban in position.bans() {
            if !self.layout.size().contains(ban.point) || position.stone(ban.point).is_some() {
                continue;
            }
            let center = self.layout.center(ban.point);
            let shapes = marks::mark(ban.kind, center, unit, self.theme);
            self.add_all(Role::Ban(ban.point, ban.kind), shapes);
        }
    }

    fn stones(&mut self, position: &Position, overlay: &Overlay) {
        let r = self.layout.stone_radius();
        for p in self.layout.size().points() {
            let Some(color) = position.stone(p) else {
                continue;
            };
            if !overlay.marks.shows_stone(p) {
                continue;
            }
            let center = self.layout.center(p);
            let shapes = stones::stone(color, center, r, self.theme, false);
            self.add_all(Role::Stone(p), shapes);
            let number = position.move_number(p).filter(|_| overlay.move_numbers);
            if let Some(n) = number {
                let shape = stones::number(n, color, center, r, self.theme);
                self.add(Role::MoveNumber(p), shape);
            }
            if position.last_move() == Some(p) {
                let ring = stones::last_move_ring(color, center, r, self.theme, number.is_some());
                self.add(Role::LastMove(p), ring);
            }
        }
    }

    fn ghost(&mut self, position: &Position, p: Point, role: Role) {
        let legal = position.legal().contains(&p) && position.stone(p).is_none();
        if !legal {
            return;
        }
        let center = self.layout.center(p);
        let r = self.layout.stone_radius();
        let shapes = stones::stone(position.to_move(), center, r, self.theme, true);
        self.add_all(role, shapes);
    }

    fn preview(&mut self, position: &Position, p: Point) {
        self.ghost(position, p, Role::Ghost(p));
        let r = self.layout.stone_radius();
        let width = (0.14 * r).max(2.0);
        let stroke = Some(Stroke {
            color: self.theme.preview,
            width,
        });
        let center = self.layout.center(p);
        let shape = Shape::Circle {
            center,
            radius: r - width / 2.0,
            fill: None,
            stroke,
        };
        self.add(Role::Preview(p), shape);
    }
}

/// Everything to draw, back to front. Points of `position` that are not on the
/// layout's board (a layout for another size) are left out.
pub fn build(layout: &Layout, theme: &Theme, position: &Position, overlay: &Overlay) -> Scene {
    let mut b = Builder {
        layout,
        theme,
        items: Vec::with_capacity(4 * layout.size().num_points()),
    };
    b.board();
    b.grid();
    b.stars();
    b.labels();
    if overlay.legal_points {
        b.legal_points(position);
    }
    b.bans(position);
    if layout.size() == position.size() {
        b.stones(position, overlay);
        b.items
            .extend(annotations::items(layout, theme, position, &overlay.marks));
        #[cfg(feature = "markup")]
        b.items
            .extend(markup::items(layout, theme, position, &overlay.markup));
    }
    let on_board = |p: Option<Point>| p.filter(|&p| layout.size().contains(p));
    let preview = on_board(overlay.preview);
    if let Some(p) = on_board(overlay.hover).filter(|&p| Some(p) != preview) {
        b.ghost(position, p, Role::Ghost(p));
    }
    if let Some(p) = preview {
        b.preview(position, p);
    }
    Scene {
        width: layout.width(),
        height: layout.height(),
        items: b.items,
    }
}

#[cfg(test)]
mod tests;
