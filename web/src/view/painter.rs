//! Draws a [`Scene`] on a canvas: one `CanvasRenderingContext2d` call sequence per
//! primitive, nothing decided here.

use core::f64::consts::TAU;

use web_sys::CanvasRenderingContext2d;

use super::shapes::{Scene, Shape, Stroke};
use super::theme::Rgba;

/// The font stack of labels, numbers and marks.
const FONT: &str =
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/// Clears the canvas and draws every primitive of `scene`, back to front. The
/// canvas must already be `scene.width` × `scene.height` device pixels.
pub fn paint(context: &CanvasRenderingContext2d, scene: &Scene) {
    // Drawing in device pixels: no transform.
    let _ = context.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0);
    context.clear_rect(0.0, 0.0, f64::from(scene.width), f64::from(scene.height));
    context.set_line_cap("butt");
    context.set_line_join("miter");
    context.set_text_align("center");
    context.set_text_baseline("middle");
    for item in &scene.items {
        draw(context, &item.shape);
    }
}

/// Fills the current path with `fill` and strokes it with `stroke`, as given.
fn finish(context: &CanvasRenderingContext2d, fill: Option<Rgba>, stroke: Option<Stroke>) {
    if let Some(fill) = fill {
        context.set_fill_style_str(&fill.css());
        context.fill();
    }
    if let Some(stroke) = stroke {
        set_stroke(context, stroke);
        context.stroke();
    }
}

fn set_stroke(context: &CanvasRenderingContext2d, stroke: Stroke) {
    context.set_stroke_style_str(&stroke.color.css());
    context.set_line_width(stroke.width);
}

/// Draws one primitive.
pub fn draw(context: &CanvasRenderingContext2d, shape: &Shape) {
    match shape {
        Shape::Rect {
            at,
            width,
            height,
            fill,
        } => {
            context.set_fill_style_str(&fill.css());
            context.fill_rect(at.x, at.y, *width, *height);
        }
        Shape::Line { from, to, stroke } => {
            context.begin_path();
            context.move_to(from.x, from.y);
            context.line_to(to.x, to.y);
            set_stroke(context, *stroke);
            context.stroke();
        }
        Shape::Circle {
            center,
            radius,
            fill,
            stroke,
        } => {
            context.begin_path();
            let _ = context.arc(center.x, center.y, radius.max(0.0), 0.0, TAU);
            finish(context, *fill, *stroke);
        }
        Shape::Arc {
            center,
            radius,
            start,
            end,
            stroke,
        } => {
            context.begin_path();
            let _ = context.arc(center.x, center.y, radius.max(0.0), *start, *end);
            finish(context, None, Some(*stroke));
        }
        Shape::Polygon {
            points,
            fill,
            stroke,
        } => {
            let Some((first, rest)) = points.split_first() else {
                return;
            };
            context.begin_path();
            context.move_to(first.x, first.y);
            for p in rest {
                context.line_to(p.x, p.y);
            }
            context.close_path();
            finish(context, *fill, *stroke);
        }
        Shape::Text {
            at,
            text,
            size,
            bold,
            color,
        } => {
            let weight = if *bold { "bold " } else { "" };
            // Tenths of a pixel in integers: no float formatting in the wasm module.
            let tenths = (size * 10.0).round().max(1.0) as u32;
            let font = format!("{weight}{}.{}px {FONT}", tenths / 10, tenths % 10);
            context.set_font(&font);
            context.set_fill_style_str(&color.css());
            // Digits sit a little high on the middle baseline: nudge them down.
            let _ = context.fill_text(text, at.x, at.y + size * 0.06);
        }
    }
}
