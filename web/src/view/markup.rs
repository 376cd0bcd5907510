//! A record's markup over the position (SGF `LB TR SQ CR MA SL AR LN DD`, RULES R6.1)
//! and the next moves of its variations (letters or see-through stones). The view
//! decides none of it: the page passes `record.markup(node)` and the children's moves.

use weiqi::{Color, Point};

use super::geometry::{Layout, Xy};
use super::position::Position;
use super::shapes::{Item, Role, Shape, Stroke};
use super::stones;
use super::theme::{Rgba, Theme};

/// A mark drawn on one point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
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
}

impl Mark {
    /// The mark of the API's name (`'circle'` …).
    pub fn named(name: &str) -> Option<Mark> {
        Some(match name {
            "circle" => Mark::Circle,
            "cross" => Mark::Cross,
            "square" => Mark::Square,
            "triangle" => Mark::Triangle,
            "selected" => Mark::Selected,
            _ => return None,
        })
    }
}

/// What a node draws over its position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Markup {
    /// Marks on points.
    pub marks: Vec<(Mark, Point)>,
    /// Text on points (`LB`, and the letters of the next moves).
    pub labels: Vec<(Point, String)>,
    /// Arrows, from and to.
    pub arrows: Vec<(Point, Point)>,
    /// Lines.
    pub lines: Vec<(Point, Point)>,
    /// Points shown dimmed (`DD`).
    pub dimmed: Vec<Point>,
    /// See-through stones: the next moves of the variations.
    pub ghosts: Vec<(Point, Color)>,
}

/// The colour that reads on the point: on its stone, or on the wood.
fn ink(position: &Position, p: Point, theme: &Theme) -> Rgba {
    match position.stone(p) {
        Some(Color::Black) => theme.on_black,
        Some(Color::White) => theme.on_white,
        None => theme.line,
    }
}

/// The items for `markup` over `position`, drawn after its stones.
pub fn items(layout: &Layout, theme: &Theme, position: &Position, markup: &Markup) -> Vec<Item> {
    let size = layout.size();
    let on = |p: &Point| size.contains(*p);
    let r = layout.stone_radius();
    let width = (0.1 * r).max(1.5) * theme.weight.min(1.3);
    let (cell_w, cell_h) = (layout.cell_width(), layout.cell_height());
    let mut items = Vec::new();
    let mut add = |p: Point, shape: Shape| {
        items.push(Item {
            role: Role::Markup(p),
            shape,
        })
    };
    let box_of = |c: Xy, w: f64, h: f64| {
        let corner = |dx: f64, dy: f64| Xy {
            x: c.x + dx * w,
            y: c.y + dy * h,
        };
        vec![
            corner(-1.0, -1.0),
            corner(1.0, -1.0),
            corner(1.0, 1.0),
            corner(-1.0, 1.0),
        ]
    };
    for &p in markup.dimmed.iter().filter(|p| on(p)) {
        let points = box_of(layout.center(p), cell_w / 2.0, cell_h / 2.0);
        let fill = Some(theme.board.with_alpha(0xa0));
        add(
            p,
            Shape::Polygon {
                points,
                fill,
                stroke: None,
            },
        );
    }
    for &(p, color) in markup.ghosts.iter().filter(|(p, _)| on(p)) {
        if position.stone(p).is_none() {
            for shape in stones::stone(color, layout.center(p), r, theme, true) {
                add(p, shape);
            }
        }
    }
    for &(mark, p) in markup.marks.iter().filter(|(_, p)| on(p)) {
        let c = layout.center(p);
        let stroke = Some(Stroke {
            color: ink(position, p, theme),
            width,
        });
        let a = 0.5 * r;
        let shape = match mark {
            Mark::Circle => Shape::Circle {
                center: c,
                radius: a,
                fill: None,
                stroke,
            },
            Mark::Square => Shape::Polygon {
                points: box_of(c, 0.8 * a, 0.8 * a),
                fill: None,
                stroke,
            },
            Mark::Triangle => Shape::Polygon {
                points: vec![
                    Xy { x: c.x, y: c.y - a },
                    Xy {
                        x: c.x + 0.87 * a,
                        y: c.y + 0.5 * a,
                    },
                    Xy {
                        x: c.x - 0.87 * a,
                        y: c.y + 0.5 * a,
                    },
                ],
                fill: None,
                stroke,
            },
            Mark::Selected => Shape::Polygon {
                points: box_of(c, cell_w / 2.0, cell_h / 2.0),
                fill: Some(theme.preview.with_alpha(0x60)),
                stroke: None,
            },
            Mark::Cross => {
                let d = 0.7 * a;
                let stroke = stroke.unwrap_or(Stroke {
                    color: theme.line,
                    width,
                });
                add(
                    p,
                    Shape::Line {
                        from: Xy {
                            x: c.x - d,
                            y: c.y - d,
                        },
                        to: Xy {
                            x: c.x + d,
                            y: c.y + d,
                        },
                        stroke,
                    },
                );
                Shape::Line {
                    from: Xy {
                        x: c.x + d,
                        y: c.y - d,
                    },
                    to: Xy {
                        x: c.x - d,
                        y: c.y + d,
                    },
                    stroke,
                }
            }
        };
        add(p, shape);
    }
    for (p, text) in markup.labels.iter().filter(|(p, _)| on(p)) {
        let c = layout.center(*p);
        if position.stone(*p).is_none() {
            // The wood behind the text, so that grid lines do not cross it.
            add(
                *p,
                Shape::Circle {
                    center: c,
                    radius: 0.7 * r,
                    fill: Some(theme.board),
                    stroke: None,
                },
            );
        }
        let size = if text.chars().count() > 2 { 0.7 * r } else { r };
        let text = text.clone();
        add(
            *p,
            Shape::Text {
                at: c,
                text,
                size,
                bold: true,
                color: ink(position, *p, theme),
            },
        );
    }
    let segments = markup
        .lines
        .iter()
        .map(|s| (s, false))
        .chain(markup.arrows.iter().map(|s| (s, true)));
    for (&(from, to), arrow) in segments.filter(|((a, b), _)| on(a) && on(b) && a != b) {
        let (a, b) = (layout.center(from), layout.center(to));
        let stroke = Stroke {
            color: theme.preview,
            width,
        };
        add(
            from,
            Shape::Line {
                from: a,
                to: b,
                stroke,
            },
        );
        if arrow {
            let (dx, dy) = (b.x - a.x, b.y - a.y);
            let length = (dx * dx + dy * dy).sqrt();
            let (ux, uy) = (dx / length * 0.6 * r, dy / length * 0.6 * r);
            let back = Xy {
                x: b.x - ux,
                y: b.y - uy,
            };
            let points = vec![
                b,
                Xy {
                    x: back.x - uy * 0.6,
                    y: back.y + ux * 0.6,
                },
                Xy {
                    x: back.x + uy * 0.6,
                    y: back.y - ux * 0.6,
                },
            ];
            add(
                from,
                Shape::Polygon {
                    points,
                    fill: Some(theme.preview),
                    stroke: None,
                },
            );
        }
    }
    items
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::test_support::{position_of, session};
    use weiqi::BoardSize;

    fn layout_for(n: u8) -> Layout {
        Layout::new(BoardSize::square(n).unwrap(), 400.0, 400.0, 1.0, false)
    }

    fn markup() -> Markup {
        let p = |x, y| Point::new(x, y);
        Markup {
            marks: vec![
                (Mark::Circle, p(0, 0)),
                (Mark::Cross, p(1, 0)),
                (Mark::Square, p(2, 0)),
                (Mark::Triangle, p(3, 0)),
                (Mark::Selected, p(4, 0)),
            ],
            labels: vec![(p(5, 0), "A".into())],
            arrows: vec![(p(0, 2), p(4, 2))],
            lines: vec![(p(0, 3), p(4, 3))],
            dimmed: vec![p(6, 0)],
            ghosts: vec![(p(7, 0), Color::White), (p(8, 8), Color::Black)],
        }
    }

    #[test]
    fn every_kind_is_drawn_on_its_point_in_both_themes() {
        let position = position_of(&session("japanese", 9, 9, &[]));
        for theme in [Theme::WOOD, Theme::CONTRAST] {
            let layout = layout_for(9);
            let items = items(&layout, &theme, &position, &markup());
            for x in 0..9 {
                let p = Point::new(x, 0);
                let on = items.iter().filter(|i| i.role == Role::Markup(p)).count();
                assert!(on >= 1, "nothing drawn on {x},0");
            }
            let text = items.iter().find_map(|i| match &i.shape {
                Shape::Text { text, at, .. } => Some((text.clone(), *at)),
                _ => None,
            });
            assert_eq!(text, Some(("A".into(), layout.center(Point::new(5, 0)))));
            // The arrow: a line and its head at the far end; the line alone has none.
            assert_eq!(
                items
                    .iter()
                    .filter(|i| i.role == Role::Markup(Point::new(0, 2)))
                    .count(),
                2
            );
            assert_eq!(
                items
                    .iter()
                    .filter(|i| i.role == Role::Markup(Point::new(0, 3)))
                    .count(),
                1
            );
        }
    }

    #[test]
    fn marks_take_the_colour_that_reads_on_the_stone_under_them() {
        // Black on A9, White on B9.
        let position = position_of(&session("japanese", 9, 9, &["A9", "B9"]));
        let theme = Theme::WOOD;
        let p = |x| Point::new(x, 0);
        let markup = Markup {
            marks: vec![
                (Mark::Circle, p(0)),
                (Mark::Circle, p(1)),
                (Mark::Circle, p(2)),
            ],
            ghosts: vec![(p(0), Color::White)],
            ..Markup::default()
        };
        let items = items(&layout_for(9), &theme, &position, &markup);
        let colour = |x| {
            items.iter().find_map(|i| match (&i.shape, i.role) {
                (
                    Shape::Circle {
                        stroke: Some(s), ..
                    },
                    Role::Markup(q),
                ) if q == p(x) => Some(s.color),
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
        let markup = markup();
        let items = items(&layout_for(3), &Theme::WOOD, &position, &markup);
        assert!(items
            .iter()
            .all(|i| matches!(i.role, Role::Markup(p) if p.x() < 3 && p.y() < 3)));
    }
}
