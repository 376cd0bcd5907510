//! Stones, the ghost stone, the last-move ring and move numbers.
//!
//! Flat fills with strong contrast: near-black stones with a small highlight (so
//! neighbours stay apart), near-white stones with a dark outline (so they never melt
//! into pale wood in sunlight).

use weiqi::Color;

use super::geometry::Xy;
use super::shapes::{Shape, Stroke};
use super::theme::{Rgba, Theme};

/// Opacity of the ghost stone under the mouse or a first tap.
const GHOST_ALPHA: u8 = 0x90;

/// The shapes of a stone of `color` of radius `r` at `center`; see-through when
/// `ghost`.
pub fn stone(color: Color, center: Xy, r: f64, theme: &Theme, ghost: bool) -> Vec<Shape> {
    let alpha = |c: Rgba| if ghost { c.with_alpha(GHOST_ALPHA) } else { c };
    match color {
        Color::Black => {
            let width = (0.04 * r).max(1.0);
            vec![
                Shape::Circle {
                    center,
                    radius: r - width / 2.0,
                    fill: Some(alpha(theme.black)),
                    stroke: Some(Stroke {
                        color: alpha(theme.outline),
                        width,
                    }),
                },
                Shape::Circle {
                    center: Xy {
                        x: center.x - 0.34 * r,
                        y: center.y - 0.34 * r,
                    },
                    radius: 0.22 * r,
                    fill: Some(theme.black_highlight),
                    stroke: None,
                },
            ]
        }
        Color::White => {
            let width = (0.075 * r * theme.weight).max(1.0);
            vec![Shape::Circle {
                center,
                radius: r - width / 2.0,
                fill: Some(alpha(theme.white)),
                stroke: Some(Stroke {
                    color: alpha(theme.outline),
                    width,
                }),
            }]
        }
    }
}

/// The colour that reads on a stone of `color`.
fn ink_on(color: Color, theme: &Theme) -> Rgba {
    match color {
        Color::Black => theme.on_black,
        Color::White => theme.on_white,
    }
}

/// The ring that marks the last move on a stone of `color`: inside the stone, or
/// near its edge when a number fills the middle.
pub fn last_move_ring(color: Color, center: Xy, r: f64, theme: &Theme, numbered: bool) -> Shape {
    let (radius, width) = if numbered {
        (0.8 * r, (0.07 * r).max(1.0))
    } else {
        (0.42 * r, (0.13 * r).max(1.5))
    };
    Shape::Circle {
        center,
        radius,
        fill: None,
        stroke: Some(Stroke {
            color: if numbered {
                theme.last_number
            } else {
                ink_on(color, theme)
            },
            width: width * theme.weight.min(1.3),
        }),
    }
}

/// The move number on a stone of `color`, sized to fit its digits.
pub fn number(n: u32, color: Color, center: Xy, r: f64, theme: &Theme) -> Shape {
    let text = n.to_string();
    let size = match text.len() {
        1 | 2 => 0.95,
        3 => 0.78,
        _ => 0.62,
    } * r;
    Shape::Text {
        at: center,
        text,
        size,
        bold: true,
        color: ink_on(color, theme),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn white_stones_have_a_dark_outline_and_keep_their_size() {
        let shapes = stone(
            Color::White,
            Xy { x: 0.0, y: 0.0 },
            20.0,
            &Theme::WOOD,
            false,
        );
        let Shape::Circle {
            radius,
            stroke: Some(stroke),
            ..
        } = &shapes[0]
        else {
            panic!("{shapes:?}");
        };
        assert_eq!(stroke.color, Theme::WOOD.outline);
        assert!((radius + stroke.width / 2.0 - 20.0).abs() < 1e-9);
    }

    #[test]
    fn ghosts_are_see_through() {
        for color in [Color::Black, Color::White] {
            let shapes = stone(color, Xy { x: 0.0, y: 0.0 }, 20.0, &Theme::WOOD, true);
            let Shape::Circle {
                fill: Some(fill), ..
            } = &shapes[0]
            else {
                panic!();
            };
            assert!(fill.a < 255);
        }
    }

    #[test]
    fn long_numbers_are_smaller() {
        let size = |n| match number(n, Color::Black, Xy { x: 0.0, y: 0.0 }, 20.0, &Theme::WOOD) {
            Shape::Text { size, .. } => size,
            _ => unreachable!(),
        };
        assert!(size(7) > size(123));
        assert!(size(123) > size(1234));
    }
}
