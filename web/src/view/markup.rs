//! A record's markup over the position (SGF `LB TR SQ CR MA SL AR LN DD`, RULES R6.1)
//! and the next moves of its variations (letters or see-through stones). The view
//! decides none of it: the page passes `record.markup(node)` and the children's moves.

use weiqi::{Color, Point};

use super::geometry::{Layout, Xy};
use super::position::Position;
use super::shapes::{Item, Role, Shape, Stroke};
use super::stones;
use super::theme::{Rgba, Theme};

/// What one piece of markup is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `CR`.
    Circle,
    /// `MA`.
    Cross,
    /// `SQ`.
    Square,
    /// `TR`.
    Triangle,
    /// `SL`: a tinted point.
    Selected,
    /// `LB`, and the letters of the next moves: text on the point.
    Label,
    /// `AR`: from the point to `to`.
    Arrow,
    /// `LN`: from the point to `to`.
    Line,
    /// `DD`: the point shown dimmed.
    Dimmed,
    /// A see-through stone: a next move of the variations.
    Ghost(Color),
}

impl Kind {
    /// The kind of the API's name (`'circle'`, `'ghost-B'` …).
    pub fn named(name: &str) -> Option<Kind> {
        Some(match name {
            "circle" => Kind::Circle,
            "cross" => Kind::Cross,
            "square" => Kind::Square,
            "triangle" => Kind::Triangle,
            "selected" => Kind::Selected,
            "label" => Kind::Label,
            "arrow" => Kind::Arrow,
            "line" => Kind::Line,
            "dimmed" => Kind::Dimmed,
            "ghost-B" => Kind::Ghost(Color::Black),
            "ghost-W" => Kind::Ghost(Color::White),
            _ => return None,
        })
    }
}

/// One piece of markup on a point (an arrow or a line also names its end).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Markup {
    /// What it is.
    pub kind: Kind,
    /// Where.
    pub at: Point,
    /// An arrow's or line's other end (else the point itself).
    pub to: Point,
    /// A label's text (else empty).
    pub text: String,
}

/// The colour that reads on the point: on its stone, or on the wood.
fn ink(position: &Position, p: Point, theme: &Theme) -> Rgba {
    match position.stone(p) {
        Some(Color::Black) => theme.on_black,
        Some(Color::White) => theme.on_white,
        None => theme.line,
    }
}

/// The items for `markup` over `position`, drawn after its stones, in the order given
/// (the page puts dimmed points and next moves first).
pub fn items(layout: &Layout, theme: &Theme, position: &Position, markup: &[Markup]) -> Vec<Item> {
    let size = layout.size();
    let r = layout.stone_radius();
    let width = (0.1 * r).max(1.5) * theme.weight.min(1.3);
    let (half_w, half_h) = (layout.cell_width() / 2.0, layout.cell_height() / 2.0);
    let mut items = Vec::new();
    let at = |c: Xy, dx: f64, dy: f64| Xy {
        x: c.x + dx,
        y: c.y + dy,
    };
    let rect = |c: Xy, w: f64, h: f64| vec![at(c, -w, -h), at(c, w, -h), at(c, w, h), at(c, -w, h)];
    for m in markup {
        let p = m.at;
        if !size.contains(p) || !size.contains(m.to) {
            continue;
        }
        let c = layout.center(p);
        let color = ink(position, p, theme);
        let stroke = Some(Stroke { color, width });
        let a = 0.5 * r;
        let mut shapes = Vec::new();
        match m.kind {
            Kind::Circle => shapes.push(Shape::Circle {
                center: c,
                radius: a,
                fill: None,
                stroke,
            }),
            Kind::Square => shapes.push(Shape::Polygon {
                points: rect(c, 0.8 * a, 0.8 * a),
                fill: None,
                stroke,
            }),
            Kind::Triangle => shapes.push(Shape::Polygon {
                points: vec![
                    at(c, 0.0, -a),
                    at(c, 0.87 * a, 0.5 * a),
                    at(c, -0.87 * a, 0.5 * a),
                ],
                fill: None,
                stroke,
            }),
            Kind::Cross => {
                let d = 0.7 * a;
                let stroke = Stroke { color, width };
                for (dx, dy) in [(d, d), (d, -d)] {
                    let (from, to) = (at(c, -dx, -dy), at(c, dx, dy));
                    shapes.push(Shape::Line { from, to, stroke });
                }
            }
            Kind::Selected | Kind::Dimmed => shapes.push(Shape::Polygon {
                points: rect(c, half_w, half_h),
                fill: Some(if m.kind == Kind::Dimmed {
                    theme.board.with_alpha(0xa0)
                } else {
                    theme.preview.with_alpha(0x60)
                }),
                stroke: None,
            }),
            Kind::Label => {
                if position.stone(p).is_none() {
                    // The wood behind the text, so that grid lines do not cross it.
                    shapes.push(Shape::Circle {
                        center: c,
                        radius: 0.7 * r,
                        fill: Some(theme.board),
                        stroke: None,
                    });
                }
                let size = if m.text.chars().count() > 2 {
                    0.7 * r
                } else {
                    r
                };
                let text = m.text.clone();
                shapes.push(Shape::Text {
                    at: c,
                    text,
                    size,
                    bold: true,
                    color,
                });
            }
            Kind::Arrow | Kind::Line => {
                let b = layout.center(m.to);
                let stroke = Stroke {
                    color: theme.preview,
                    width,
                };
                shapes.push(Shape::Line {
                    from: c,
                    to: b,
                    stroke,
                });
                let (dx, dy) = (b.x - c.x, b.y - c.y);
                let length = (dx * dx + dy * dy).sqrt();
                if m.kind == Kind::Arrow && length > 0.0 {
                    let (ux, uy) = (dx / length * a, dy / length * a);
                    let back = at(b, -ux, -uy);
                    shapes.push(Shape::Polygon {
                        points: vec![
                            b,
                            at(back, -0.6 * uy, 0.6 * ux),
                            at(back, 0.6 * uy, -0.6 * ux),
                        ],
                        fill: Some(theme.preview),
                        stroke: None,
                    });
                }
            }
            Kind::Ghost(stone) => {
                if position.stone(p).is_none() {
                    shapes = stones::stone(stone, c, r, theme, true);
                }
            }
        }
        items.extend(shapes.into_iter().map(|shape| Item {
            role: Role::Markup(p),
            shape,
        }));
    }
    items
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::test_support::{position_of, session};
    use weiqi::BoardSize;

    fn layout_for(n: u32) -> Layout {
        Layout::new(BoardSize::square(n).unwrap(), 400.0, 400.0, 1.0, false)
    }

    fn item(kind: Kind, x: u8, y: u8) -> Markup {
        let at = Point::new(x, y);
        Markup {
            kind,
            at,
            to: at,
            text: String::new(),
        }
    }

    /// One of each kind along the top row; an arrow and a line further down.
    fn markup() -> Vec<Markup> {
        let mut all = vec![
            item(Kind::Circle, 0, 0),
            item(Kind::Cross, 1, 0),
            item(Kind::Square, 2, 0),
            item(Kind::Triangle, 3, 0),
            item(Kind::Selected, 4, 0),
            Markup {
                text: "A".into(),
                ..item(Kind::Label, 5, 0)
            },
            item(Kind::Dimmed, 6, 0),
            item(Kind::Ghost(Color::White), 7, 0),
            item(Kind::Ghost(Color::Black), 8, 0),
        ];
        all.push(Markup {
            to: Point::new(4, 2),
            ..item(Kind::Arrow, 0, 2)
        });
        all.push(Markup {
            to: Point::new(4, 3),
            ..item(Kind::Line, 0, 3)
        });
        all
    }

    fn on(items: &[Item], x: u8, y: u8) -> usize {
        items
            .iter()
            .filter(|i| i.role == Role::Markup(Point::new(x, y)))
            .count()
    }

    #[test]
    fn every_kind_is_drawn_on_its_point_in_both_themes() {
        let position = position_of(&session("japanese", 9, 9, &[]));
        for theme in [Theme::WOOD, Theme::CONTRAST] {
            let layout = layout_for(9);
            let items = items(&layout, &theme, &position, &markup());
            for x in 0..9 {
                assert!(on(&items, x, 0) >= 1, "nothing drawn on {x},0");
            }
            let text = items.iter().find_map(|i| match &i.shape {
                Shape::Text { text, at, .. } => Some((text.clone(), *at)),
                _ => None,
            });
            assert_eq!(text, Some(("A".into(), layout.center(Point::new(5, 0)))));
            // The arrow: a line and its head; the line alone has none.
            assert_eq!(on(&items, 0, 2), 2);
            assert_eq!(on(&items, 0, 3), 1);
        }
    }

    #[test]
    fn marks_take_the_colour_that_reads_on_the_stone_under_them() {
        // Black on A9, White on B9.
        let position = position_of(&session("japanese", 9, 9, &["A9", "B9"]));
        let theme = Theme::WOOD;
        let markup = vec![
            item(Kind::Circle, 0, 0),
            item(Kind::Circle, 1, 0),
            item(Kind::Circle, 2, 0),
            item(Kind::Ghost(Color::White), 0, 0),
        ];
        let items = items(&layout_for(9), &theme, &position, &markup);
        let colour = |x| {
            items.iter().find_map(|i| match (&i.shape, i.role) {
                (
                    Shape::Circle {
                        stroke: Some(s), ..
                    },
                    Role::Markup(q),
                ) if q == Point::new(x, 0) => Some(s.color),
                _ => None,
            })
        };
        assert_eq!(colour(0), Some(theme.on_black));
        assert_eq!(colour(1), Some(theme.on_white));
        assert_eq!(colour(2), Some(theme.line));
        assert_eq!(items.len(), 3, "no ghost over a stone");
    }

    #[test]
    fn points_off_the_board_are_left_out() {
        let position = position_of(&session("japanese", 3, 3, &[]));
        let items = items(&layout_for(3), &Theme::WOOD, &position, &markup());
        assert!(items
            .iter()
            .all(|i| matches!(i.role, Role::Markup(p) if p.x() < 3 && p.y() < 3)));
        assert_eq!(
            on(&items, 0, 2),
            0,
            "an arrow to a point off the board is left out"
        );
    }

    #[test]
    fn the_scene_draws_the_markup_over_the_stones() {
        let s = session("japanese", 9, 9, &["E5"]);
        let position = position_of(&s);
        let overlay = crate::view::scene::Overlay {
            markup: vec![item(Kind::Triangle, 4, 4)],
            ..Default::default()
        };
        let scene = crate::view::scene::build(&layout_for(9), &Theme::WOOD, &position, &overlay);
        let roles: Vec<Role> = scene.items.iter().map(|i| i.role).collect();
        let stone = roles
            .iter()
            .position(|&r| r == Role::Stone(Point::new(4, 4)))
            .unwrap();
        let mark = roles
            .iter()
            .position(|&r| r == Role::Markup(Point::new(4, 4)))
            .unwrap();
        assert!(mark > stone);
    }
}
