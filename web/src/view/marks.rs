//! The ban marks: one shape per reason, so the board says why without words.
//!
//! | reason | mark |
//! |---|---|
//! | ko | a square |
//! | superko | a diamond with the number of the move it would repeat |
//! | hot stone (Ing) | a flame |
//! | cycle (Ing) | a ring with an arrow |
//! | suicide | an X |
//!
//! Each is drawn over a lighter halo so it shows on any wood and in sunlight.

use core::f64::consts::{FRAC_PI_2, PI};

/// Where the cycle's ring stops short of its start, in radians before a full turn.
const CYCLE_GAP_END: f64 = 0.75;
/// Cosine and sine of the cycle ring's end angle (`3π/2 - 0.75`): `-sin 0.75` and
/// `-cos 0.75`, written out so the wasm module needs no trigonometry.
const CYCLE_END_COS_SIN: (f64, f64) = (-0.681_638_760_0, -0.731_688_868_9);

use super::geometry::Xy;
use super::position::BanKind;
use super::shapes::{Item, Role, Scene, Shape, Stroke};
use super::theme::Theme;

/// The corners of the flame, in units of the mark's size, from the tip clockwise.
const FLAME: [(f64, f64); 9] = [
    (0.02, -0.40),
    (0.16, -0.17),
    (0.29, 0.00),
    (0.27, 0.21),
    (0.10, 0.33),
    (-0.10, 0.33),
    (-0.27, 0.20),
    (-0.27, 0.00),
    (-0.10, -0.12),
];

/// `(x, y)` units from `center`, `unit` pixels each.
fn offset(center: Xy, unit: f64, (x, y): (f64, f64)) -> Xy {
    Xy {
        x: center.x + x * unit,
        y: center.y + y * unit,
    }
}

/// The shapes of the mark for `kind` centred on `center`, sized for a cell `unit`
/// device pixels wide.
pub fn mark(kind: BanKind, center: Xy, unit: f64, theme: &Theme) -> Vec<Shape> {
    let width = (0.085 * unit).max(1.5) * theme.weight.min(1.3);
    let halo_width = width + 2.0 * (0.035 * unit).max(1.0);
    let ink = Stroke {
        color: theme.ban,
        width,
    };
    let halo = Stroke {
        color: theme.ban_halo,
        width: halo_width,
    };
    let polygon = |corners: &[(f64, f64)], filled: bool| -> Vec<Shape> {
        let points: Vec<Xy> = corners.iter().map(|&c| offset(center, unit, c)).collect();
        // Outlined marks get a light inside, so grid lines do not cross them.
        vec![
            Shape::Polygon {
                points: points.clone(),
                fill: (!filled).then_some(theme.ban_halo),
                stroke: Some(halo),
            },
            Shape::Polygon {
                points,
                fill: filled.then_some(theme.ban),
                stroke: Some(ink),
            },
        ]
    };
    match kind {
        BanKind::Ko => {
            let a = 0.26;
            polygon(&[(-a, -a), (a, -a), (a, a), (-a, a)], false)
        }
        BanKind::Superko { repeats } => {
            let d = 0.42;
            let mut shapes = polygon(&[(0.0, -d), (d, 0.0), (0.0, d), (-d, 0.0)], false);
            let text = repeats.to_string();
            let size = match text.len() {
                1 | 2 => 0.32,
                3 => 0.25,
                _ => 0.2,
            } * unit;
            shapes.push(Shape::Text {
                at: center,
                text,
                size,
                bold: true,
                color: theme.ban,
            });
            shapes
        }
        BanKind::HotStone => polygon(&FLAME, true),
        BanKind::Cycle => cycle(center, unit, ink, halo, theme),
        BanKind::Suicide => {
            let a = 0.24 * unit;
            let line = |from: (f64, f64), to: (f64, f64), stroke: Stroke| Shape::Line {
                from: offset(center, a, from),
                to: offset(center, a, to),
                stroke,
            };
            let mut shapes = Vec::new();
            for stroke in [halo, ink] {
                shapes.push(line((-1.0, -1.0), (1.0, 1.0), stroke));
                shapes.push(line((1.0, -1.0), (-1.0, 1.0), stroke));
            }
            shapes
        }
    }
}

/// A ring open at the top with an arrowhead at its end: going round again.
fn cycle(center: Xy, unit: f64, ink: Stroke, halo: Stroke, theme: &Theme) -> Vec<Shape> {
    let radius = 0.25 * unit;
    let start = -FRAC_PI_2 + 0.55;
    let end = -FRAC_PI_2 + 2.0 * PI - CYCLE_GAP_END;
    let (cos, sin) = CYCLE_END_COS_SIN;
    let arc = |stroke| Shape::Arc {
        center,
        radius,
        start,
        end,
        stroke,
    };
    // The arrowhead at the arc's end, pointing along it (clockwise).
    let tip_at = Xy {
        x: center.x + radius * cos,
        y: center.y + radius * sin,
    };
    let along = (-sin, cos);
    let out = (cos, sin);
    let (head, wing) = (0.17 * unit, 0.13 * unit);
    let point = |a: f64, b: f64| Xy {
        x: tip_at.x + along.0 * a + out.0 * b,
        y: tip_at.y + along.1 * a + out.1 * b,
    };
    let arrow = vec![
        point(head, 0.0),
        point(-0.04 * unit, wing),
        point(-0.04 * unit, -wing),
    ];
    vec![
        Shape::Circle {
            center,
            radius,
            fill: Some(theme.ban_halo),
            stroke: None,
        },
        arc(halo),
        Shape::Polygon {
            points: arrow.clone(),
            fill: None,
            stroke: Some(halo),
        },
        arc(ink),
        Shape::Polygon {
            points: arrow,
            fill: Some(theme.ban),
            stroke: Some(Stroke {
                color: theme.ban,
                width: ink.width / 2.0,
            }),
        },
    ]
}

/// A mark alone on a square of wood `css_size` CSS pixels wide, with a crossing of
/// lines behind it: a legend entry.
pub fn legend(kind: BanKind, css_size: f64, dpr: f64, theme: &Theme) -> Scene {
    let dpr = if dpr.is_finite() && dpr > 0.0 {
        dpr
    } else {
        1.0
    };
    let side = (css_size.max(1.0) * dpr).round();
    let center = Xy {
        x: side / 2.0,
        y: side / 2.0,
    };
    let line = (side / 40.0).round().max(1.0);
    let at = if line as i64 % 2 == 1 {
        center.x.floor() + 0.5
    } else {
        center.x.round()
    };
    let role = Role::Legend(kind);
    let grid = Stroke {
        color: theme.line,
        width: line,
    };
    let mut items = vec![
        Item {
            role,
            shape: Shape::Rect {
                at: Xy { x: 0.0, y: 0.0 },
                width: side,
                height: side,
                fill: theme.board,
            },
        },
        Item {
            role,
            shape: Shape::Line {
                from: Xy { x: at, y: 0.0 },
                to: Xy { x: at, y: side },
                stroke: grid,
            },
        },
        Item {
            role,
            shape: Shape::Line {
                from: Xy { x: 0.0, y: at },
                to: Xy { x: side, y: at },
                stroke: grid,
            },
        },
    ];
    let center = Xy { x: at, y: at };
    items.extend(
        mark(kind, center, side * 0.85, theme)
            .into_iter()
            .map(|shape| Item { role, shape }),
    );
    Scene {
        width: side as u32,
        height: side as u32,
        items,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn signature(kind: BanKind) -> Vec<&'static str> {
        mark(kind, Xy { x: 50.0, y: 50.0 }, 40.0, &Theme::WOOD)
            .iter()
            .map(|shape| match shape {
                Shape::Rect { .. } => "rect",
                Shape::Line { .. } => "line",
                Shape::Circle { .. } => "disc",
                Shape::Arc { .. } => "arc",
                Shape::Polygon { points, fill, .. } => match (points.len(), fill.is_some()) {
                    (4, false) => "quad",
                    (3, true) => "arrow",
                    (_, true) => "filled",
                    _ => "polygon",
                },
                Shape::Text { .. } => "text",
            })
            .collect()
    }

    #[test]
    fn every_reason_has_its_own_shape() {
        let all: Vec<_> = BanKind::ALL.iter().map(|&k| signature(k)).collect();
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert_ne!(a, b);
            }
        }
        assert!(signature(BanKind::Superko { repeats: 57 }).contains(&"text"));
        assert!(signature(BanKind::Cycle).contains(&"arc"));
        assert_eq!(signature(BanKind::Suicide), ["line"; 4]);
    }

    #[test]
    fn superko_marks_carry_the_move_number() {
        let shapes = mark(
            BanKind::Superko { repeats: 123 },
            Xy { x: 0.0, y: 0.0 },
            30.0,
            &Theme::WOOD,
        );
        assert!(shapes
            .iter()
            .any(|s| matches!(s, Shape::Text { text, .. } if text == "123")));
    }

    #[test]
    fn marks_stay_inside_their_cell() {
        for kind in BanKind::ALL {
            for shape in mark(kind, Xy { x: 0.0, y: 0.0 }, 40.0, &Theme::CONTRAST) {
                let corners = match &shape {
                    Shape::Polygon { points, .. } => points.clone(),
                    Shape::Line { from, to, .. } => vec![*from, *to],
                    Shape::Arc { radius, .. } => vec![Xy {
                        x: *radius,
                        y: *radius,
                    }],
                    _ => continue,
                };
                for c in corners {
                    assert!(c.x.abs() < 20.0 && c.y.abs() < 20.0, "{kind:?} {c:?}");
                }
            }
        }
    }

    #[test]
    fn the_cycle_arrow_sits_at_the_end_of_its_ring() {
        let end = -FRAC_PI_2 + 2.0 * PI - CYCLE_GAP_END;
        assert!((end.cos() - CYCLE_END_COS_SIN.0).abs() < 1e-9);
        assert!((end.sin() - CYCLE_END_COS_SIN.1).abs() < 1e-9);
    }

    #[test]
    fn legend_entries_are_square_and_centred() {
        let scene = legend(BanKind::Ko, 24.0, 2.0, &Theme::WOOD);
        assert_eq!((scene.width, scene.height), (48, 48));
        let mark = scene
            .items
            .iter()
            .find(|i| matches!(i.shape, Shape::Polygon { .. }))
            .unwrap();
        let c = mark.shape.center();
        assert!((c.x - 24.0).abs() <= 1.0 && (c.y - 24.0).abs() <= 1.0);
    }
}
