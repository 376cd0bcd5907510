//! The page's first frame, before the engine: `drawBoard(canvas, picture)` paints a
//! position the page saved (its stones, the last move, the move numbers) with the
//! board view's own scene and painter, so that a returning player sees the board as
//! it was as soon as this small module (feature `view`, `weiqi_view`) is in, and the
//! main module downloads and compiles after that frame.
//!
//! Nothing here decides a rule: the picture is what the engine's view drew before
//! (the page saves it with the game), and whatever only the engine knows — bans,
//! legal points, a record's markup — comes with the main module's first frame.
//!
//! ```js
//! import init, { drawBoard } from './pkg/weiqi_view.js';
//! await init();
//! drawBoard(canvas, { width: 9, height: 9, stones: 'X...O....', last: 'E5', labels: true });
//! ```

use js_sys::Reflect;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};
use weiqi::{BoardSize, Color};

use crate::view::geometry::Layout;
use crate::view::painter;
use crate::view::position::Position;
use crate::view::scene::{build, Overlay};
use crate::view::theme::Theme;

/// A number property of `picture`, or `None`.
fn number(picture: &JsValue, name: &str) -> Option<f64> {
    Reflect::get(picture, &JsValue::from_str(name))
        .ok()?
        .as_f64()
}

/// A string property of `picture`, or `None`.
fn string(picture: &JsValue, name: &str) -> Option<String> {
    Reflect::get(picture, &JsValue::from_str(name))
        .ok()?
        .as_string()
}

/// The position `picture` describes: `width` × `height`, `stones` one character a
/// point from the top row down (`X` Black, `O` White, anything else empty), `last`
/// the last move's point, `numbers` the move number of each point's stone (0: none).
/// `None` when the size cannot be a board or the stones do not fill it.
fn position_of(picture: &JsValue) -> Option<Position> {
    let width = number(picture, "width")? as u32;
    let height = number(picture, "height")? as u32;
    let size = BoardSize::new(width, height).ok()?;
    let stones = string(picture, "stones")?;
    if stones.chars().count() != size.num_points() {
        return None;
    }
    let numbers: Option<js_sys::Array> = Reflect::get(picture, &JsValue::from_str("numbers"))
        .ok()
        .and_then(|v| v.dyn_into().ok());
    let mut position = Position::empty(size);
    for (i, (p, c)) in size.points().zip(stones.chars()).enumerate() {
        let stone = match c {
            'X' => Some(Color::Black),
            'O' => Some(Color::White),
            _ => None,
        };
        let n = numbers
            .as_ref()
            .and_then(|list| list.get(i as u32).as_f64())
            .filter(|&n| n >= 1.0)
            .map(|n| n as u32);
        position.set_picture_stone(p, stone, n);
    }
    let last = string(picture, "last").and_then(|name| size.parse_point(&name).ok());
    position.set_last_move(last);
    Some(position)
}

/// Draws `picture` on `canvas` once, at the canvas's CSS size and the device pixel
/// ratio, as `BoardView` would draw that position: `{ width, height, stones, last,
/// numbers, moveNumbers, labels, theme }` (`labels`: the coordinates, on unless
/// `false`; `theme`: `'wood'` or `'contrast'`). Marks the canvas's first frame
/// (`data-frames="1"`). Throws when the picture is no board or the canvas has no 2-D
/// context; the page then waits for the engine's view.
#[wasm_bindgen(js_name = drawBoard)]
pub fn draw_board(canvas: &HtmlCanvasElement, picture: &JsValue) -> Result<(), JsValue> {
    let position = position_of(picture).ok_or_else(|| js_sys::Error::new("not a board"))?;
    let context = canvas
        .get_context("2d")?
        .and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok())
        .ok_or_else(|| js_sys::Error::new("this canvas has no 2d context"))?;
    let labels = Reflect::get(picture, &JsValue::from_str("labels"))
        .map_or(true, |v| v.as_bool() != Some(false));
    let theme = string(picture, "theme")
        .and_then(|name| Theme::named(&name))
        .unwrap_or_default();
    let overlay = Overlay {
        move_numbers: Reflect::get(picture, &JsValue::from_str("moveNumbers"))
            .is_ok_and(|v| v.as_bool() == Some(true)),
        ..Overlay::default()
    };
    let rect = canvas.get_bounding_client_rect();
    let dpr = web_sys::window().map_or(1.0, |w| w.device_pixel_ratio());
    let layout = Layout::new(position.size(), rect.width(), rect.height(), dpr, labels);
    canvas.set_width(layout.width());
    canvas.set_height(layout.height());
    painter::paint(&context, &build(&layout, &theme, &position, &overlay));
    canvas.set_attribute("data-frames", "1")
}

/// Width over height of a `width` × `height` board as the board view draws it, with
/// the coordinates (`labels`) or without: the canvas's CSS `aspect-ratio` before the
/// engine's view is there to say it.
#[wasm_bindgen(js_name = boardAspect)]
pub fn board_aspect(width: u32, height: u32, labels: bool) -> f64 {
    BoardSize::new(width, height).map_or(1.0, |size| Layout::aspect_ratio(size, labels))
}
