//! Where everything goes: the board fitted into a canvas, in device pixels, with
//! Ing's proportions, and the way back from a pointer position to a point.
//!
//! Ing's standard board (DESIGN.md) spaces vertical lines 2.21 cm apart and horizontal
//! lines 2.36 cm apart, with stones 2.18 cm across: cells are slightly taller than
//! wide and stones nearly touch side by side. The layout works in those centimetres
//! and scales them to the canvas. Lines are snapped to the device pixel grid so they
//! stay sharp at every device pixel ratio; stone centres are the snapped crossings.

use weiqi::{BoardSize, Point};

/// Distance between vertical lines (columns), in cm.
pub const COLUMN_SPACING: f64 = 2.21;
/// Distance between horizontal lines (rows), in cm.
pub const ROW_SPACING: f64 = 2.36;
/// Diameter of a stone, in cm.
pub const STONE_DIAMETER: f64 = 2.18;
/// Wood beyond the outer lines without coordinates, in cm: a stone on the edge and a
/// little more.
const MARGIN: f64 = 1.5;
/// Wood beyond the outer lines with coordinates, in cm: room for the labels outside
/// the edge stones.
const MARGIN_WITH_LABELS: f64 = 2.7;
/// Height of the coordinate labels, in cm.
const LABEL_SIZE: f64 = 0.95;
/// The largest label, in CSS pixels: big boards on big screens need no bigger.
const MAX_LABEL_CSS: f64 = 17.0;
/// Device pixel ratios outside this range are taken as the nearest end.
const DPR_RANGE: (f64, f64) = (0.25, 8.0);

/// A position on the canvas, in device pixels (or CSS pixels where said).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Xy {
    /// From the left edge.
    pub x: f64,
    /// From the top edge.
    pub y: f64,
}

/// The board fitted into a canvas: every measure in device pixels.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    size: BoardSize,
    dpr: f64,
    /// Device pixels per centimetre of the real board.
    scale: f64,
    width: u32,
    height: u32,
    /// The wooden board: left, top, width, height.
    board: (f64, f64, f64, f64),
    columns: Vec<f64>,
    rows: Vec<f64>,
    line_width: f64,
    edge_width: f64,
    labels: bool,
}

/// The margin beyond the outer lines, in cm.
fn margin(labels: bool) -> f64 {
    if labels {
        MARGIN_WITH_LABELS
    } else {
        MARGIN
    }
}

/// The board's size in cm: width and height, margins included.
fn board_cm(size: BoardSize, labels: bool) -> (f64, f64) {
    let m = 2.0 * margin(labels);
    (
        f64::from(size.width() - 1) * COLUMN_SPACING + m,
        f64::from(size.height() - 1) * ROW_SPACING + m,
    )
}

/// A CSS length that can be used: finite and not negative.
fn usable(length: f64) -> f64 {
    if length.is_finite() && length > 0.0 {
        length
    } else {
        0.0
    }
}

/// A line `width` device pixels wide drawn at `at` covers whole pixels: centred on a
/// pixel's middle when the width is odd, on a pixel edge when it is even.
fn snap(at: f64, width: f64) -> f64 {
    if (width as i64) % 2 == 1 {
        at.floor() + 0.5
    } else {
        at.round()
    }
}

impl Layout {
    /// The board of `size` fitted and centred in a canvas of `css_width` ×
    /// `css_height` CSS pixels at device pixel ratio `dpr`, with coordinate labels
    /// around it when `labels`. Unusable sizes and ratios are taken as 0 and 1.
    pub fn new(size: BoardSize, css_width: f64, css_height: f64, dpr: f64, labels: bool) -> Layout {
        let dpr = if dpr.is_finite() && dpr > 0.0 {
            dpr.clamp(DPR_RANGE.0, DPR_RANGE.1)
        } else {
            1.0
        };
        let width = (usable(css_width) * dpr).round().max(1.0);
        let height = (usable(css_height) * dpr).round().max(1.0);
        let (board_w, board_h) = board_cm(size, labels);
        let scale = (width / board_w).min(height / board_h);
        let (bw, bh) = (board_w * scale, board_h * scale);
        let left = ((width - bw) / 2.0).floor().max(0.0);
        let top = ((height - bh) / 2.0).floor().max(0.0);
        let line_width = (0.07 * scale).round().max(1.0);
        let edge_width = (0.13 * scale).round().max(line_width + 1.0);
        let m = margin(labels) * scale;
        let place = |count: u8, start: f64, spacing: f64| -> Vec<f64> {
            (0..count)
                .map(|i| {
                    let edge = i == 0 || i + 1 == count;
                    let w = if edge { edge_width } else { line_width };
                    snap(start + f64::from(i) * spacing * scale, w)
                })
                .collect()
        };
        Layout {
            size,
            dpr,
            scale,
            width: width as u32,
            height: height as u32,
            board: (left, top, bw.round(), bh.round()),
            columns: place(size.width(), left + m, COLUMN_SPACING),
            rows: place(size.height(), top + m, ROW_SPACING),
            line_width,
            edge_width,
            labels,
        }
    }

    /// Width over height of the drawn board, margins included: the canvas shape that
    /// wastes no space.
    pub fn aspect_ratio(size: BoardSize, labels: bool) -> f64 {
        let (w, h) = board_cm(size, labels);
        w / h
    }

    /// The board size.
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The device pixel ratio in use.
    pub fn dpr(&self) -> f64 {
        self.dpr
    }

    /// Canvas width in device pixels.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Canvas height in device pixels.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// Device pixels per centimetre of the real board.
    pub fn scale(&self) -> f64 {
        self.scale
    }

    /// The wooden board: left, top, width and height in device pixels.
    pub fn board_rect(&self) -> (f64, f64, f64, f64) {
        self.board
    }

    /// Whether coordinate labels have room around the board.
    pub fn labels(&self) -> bool {
        self.labels
    }

    /// Distance between columns, in device pixels.
    pub fn cell_width(&self) -> f64 {
        COLUMN_SPACING * self.scale
    }

    /// Distance between rows, in device pixels.
    pub fn cell_height(&self) -> f64 {
        ROW_SPACING * self.scale
    }

    /// Radius of a stone, in device pixels.
    pub fn stone_radius(&self) -> f64 {
        STONE_DIAMETER / 2.0 * self.scale
    }

    /// Width of the inner lines, in device pixels (whole).
    pub fn line_width(&self) -> f64 {
        self.line_width
    }

    /// Width of the four edge lines, in device pixels (whole).
    pub fn edge_width(&self) -> f64 {
        self.edge_width
    }

    /// The x of every column's line, left to right.
    pub fn columns(&self) -> &[f64] {
        &self.columns
    }

    /// The y of every row's line, top to bottom.
    pub fn rows(&self) -> &[f64] {
        &self.rows
    }

    /// The crossing of point `p`, in device pixels.
    pub fn center(&self, p: Point) -> Xy {
        Xy {
            x: self.columns[usize::from(p.x())],
            y: self.rows[usize::from(p.y())],
        }
    }

    /// A device-pixel position in CSS pixels.
    pub fn to_css(&self, at: Xy) -> Xy {
        Xy {
            x: at.x / self.dpr,
            y: at.y / self.dpr,
        }
    }

    /// The point under a pointer at (`css_x`, `css_y`) CSS pixels from the canvas's
    /// top left: the nearest crossing, if it is at most half a cell away each way;
    /// `None` off the board.
    pub fn point_at(&self, css_x: f64, css_y: f64) -> Option<Point> {
        if !(css_x.is_finite() && css_y.is_finite()) {
            return None;
        }
        let x = nearest(&self.columns, css_x * self.dpr, self.cell_width() / 2.0)?;
        let y = nearest(&self.rows, css_y * self.dpr, self.cell_height() / 2.0)?;
        Some(Point::new(x, y))
    }

    /// Size of the coordinate labels, in device pixels.
    pub fn label_size(&self) -> f64 {
        (LABEL_SIZE * self.scale).min(MAX_LABEL_CSS * self.dpr)
    }

    /// How far label centres lie beyond the outer lines, in device pixels: midway
    /// between an edge stone and the board's edge.
    pub fn label_offset(&self) -> f64 {
        (STONE_DIAMETER / 2.0 + MARGIN_WITH_LABELS) / 2.0 * self.scale
    }
}

/// The index of the line nearest to `at`, if it is within `reach`.
fn nearest(lines: &[f64], at: f64, reach: f64) -> Option<u8> {
    let (index, distance) = lines
        .iter()
        .enumerate()
        .map(|(i, &line)| (i, (line - at).abs()))
        .min_by(|a, b| a.1.total_cmp(&b.1))?;
    (distance <= reach).then_some(index as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(w: u32, h: u32) -> BoardSize {
        BoardSize::new(w, h).unwrap()
    }

    /// Every size, canvas and ratio the hit-testing tests go through.
    fn layouts() -> Vec<Layout> {
        let mut all = Vec::new();
        for (w, h) in [
            (19, 19),
            (9, 9),
            (13, 13),
            (2, 2),
            (25, 25),
            (13, 9),
            (7, 11),
        ] {
            for (css_w, css_h) in [(390.0, 420.0), (800.0, 800.0), (1024.0, 600.0)] {
                for dpr in [1.0, 1.5, 2.0, 2.625, 3.0] {
                    for labels in [true, false] {
                        all.push(Layout::new(size(w, h), css_w, css_h, dpr, labels));
                    }
                }
            }
        }
        all
    }

    #[test]
    fn every_point_is_hit_at_its_centre_and_within_its_cell() {
        for layout in layouts() {
            let dpr = layout.dpr();
            // 0.4 of a cell each way, less one device pixel of snapping.
            let dx = (0.4 * layout.cell_width() - 1.0) / dpr;
            let dy = (0.4 * layout.cell_height() - 1.0) / dpr;
            for p in layout.size().points() {
                let c = layout.to_css(layout.center(p));
                for (ox, oy) in [
                    (0.0, 0.0),
                    (dx, 0.0),
                    (-dx, 0.0),
                    (0.0, dy),
                    (0.0, -dy),
                    (dx, dy),
                ] {
                    assert_eq!(
                        layout.point_at(c.x + ox, c.y + oy),
                        Some(p),
                        "{:?} at offset ({ox}, {oy}) on {} dpr {dpr}",
                        p,
                        layout.size()
                    );
                }
            }
        }
    }

    #[test]
    fn outside_the_board_hits_nothing() {
        for layout in layouts() {
            let dpr = layout.dpr();
            let first = layout.to_css(layout.center(Point::new(0, 0)));
            let (w, h) = (layout.size().width() - 1, layout.size().height() - 1);
            let last = layout.to_css(layout.center(Point::new(w, h)));
            let beyond_x = (0.5 * layout.cell_width() + 1.0) / dpr;
            let beyond_y = (0.5 * layout.cell_height() + 1.0) / dpr;
            assert_eq!(layout.point_at(first.x - beyond_x, first.y), None);
            assert_eq!(layout.point_at(first.x, first.y - beyond_y), None);
            assert_eq!(layout.point_at(last.x + beyond_x, last.y), None);
            assert_eq!(layout.point_at(last.x, last.y + beyond_y), None);
            assert_eq!(layout.point_at(-5.0, -5.0), None);
            assert_eq!(layout.point_at(f64::NAN, 3.0), None);
        }
    }

    #[test]
    fn cells_have_ings_proportions_and_stones_nearly_touch() {
        // DESIGN.md: 2.21 cm across, 2.36 cm down, stones 2.18 cm.
        let layout = Layout::new(size(19, 19), 800.0, 800.0, 2.0, true);
        let across = layout.columns()[10] - layout.columns()[9];
        let down = layout.rows()[10] - layout.rows()[9];
        assert!(
            (down / across - 2.36 / 2.21).abs() < 0.02,
            "{down} / {across}"
        );
        let gap = across - 2.0 * layout.stone_radius();
        assert!(gap > 0.0 && gap < 0.03 * across, "gap {gap}");
        assert!(Layout::aspect_ratio(size(19, 19), true) < 1.0);
        assert!(Layout::aspect_ratio(size(13, 9), false) > 1.0);
    }

    #[test]
    fn the_board_fits_the_canvas_and_is_centred() {
        for layout in layouts() {
            let (left, top, w, h) = layout.board_rect();
            assert!(left >= 0.0 && top >= 0.0);
            assert!(left + w <= f64::from(layout.width()) + 1.0);
            assert!(top + h <= f64::from(layout.height()) + 1.0);
            let right = f64::from(layout.width()) - left - w;
            let bottom = f64::from(layout.height()) - top - h;
            assert!((right - left).abs() <= 2.0 && (bottom - top).abs() <= 2.0);
            let r = layout.stone_radius();
            assert!(layout.columns()[0] - r >= left);
            assert!(layout.rows()[0] - r >= top);
        }
    }

    #[test]
    fn lines_are_sharp_at_every_ratio() {
        for layout in layouts() {
            for (i, &x) in layout.columns().iter().enumerate() {
                let edge = i == 0 || i + 1 == layout.columns().len();
                let w = if edge {
                    layout.edge_width()
                } else {
                    layout.line_width()
                };
                // An odd width centred on a half pixel, an even one on a whole pixel.
                let offset = (x - w / 2.0).fract();
                assert!(offset.abs() < 1e-9, "x {x} width {w}");
            }
        }
    }

    #[test]
    fn unusable_sizes_and_ratios_do_not_break_anything() {
        for (w, h, dpr) in [
            (0.0, 0.0, 1.0),
            (f64::NAN, 100.0, 2.0),
            (100.0, 100.0, f64::INFINITY),
            (100.0, 100.0, 0.0),
            (-3.0, 50.0, -1.0),
        ] {
            let layout = Layout::new(size(9, 9), w, h, dpr, true);
            assert!(layout.width() >= 1 && layout.height() >= 1);
            assert!(layout.dpr() > 0.0);
            let _ = layout.point_at(1.0, 1.0);
        }
    }
}
