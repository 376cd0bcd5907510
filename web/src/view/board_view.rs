//! The `BoardView` class: a canvas that shows a `Game`.
//!
//! ```js
//! const view = new BoardView(canvas);    // redraws itself when the canvas resizes
//! view.setGame(game);                    // after every move: stones, bans, last move
//! view.legalPoints = true;               // toggles: moveNumbers, legalPoints, coordinates
//! canvas.onclick = (e) => {
//!   const point = view.pointAt(e.offsetX, e.offsetY);   // 'D4' or undefined
//!   if (point) game.play(point);
//! };
//! ```
//!
//! Every change only asks for a frame; the drawing happens once per animation frame
//! (`requestAnimationFrame`), at the canvas's current CSS size and device pixel ratio.
//! While a frame is pending the canvas carries a `data-pending` attribute, and
//! `data-frames` counts the frames drawn (tests wait on them).

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Array, Function, Reflect};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, ResizeObserver};
use weiqi::{BoardSize, Color, Point};

use super::annotations::Annotations;
use super::geometry::Layout;
use super::marks;
#[cfg(feature = "markup")]
use super::markup::{Kind, Markup};
use super::painter;
use super::position::{BanKind, Position};
use super::scene::{build, Overlay};
use super::theme::Theme;
use crate::game::WebGame;
use crate::typescript::BoardMarksArg;
#[cfg(feature = "markup")]
use crate::typescript::BoardMarkupArg;

/// A JavaScript `Error` with `message`.
fn error(message: &str) -> JsValue {
    js_sys::Error::new(message).into()
}

/// The 2-D context of a canvas.
fn context_of(canvas: &HtmlCanvasElement) -> Result<CanvasRenderingContext2d, JsValue> {
    canvas
        .get_context("2d")?
        .ok_or_else(|| error("this canvas has no 2d context"))?
        .dyn_into::<CanvasRenderingContext2d>()
        .map_err(|_| error("this canvas has no 2d context"))
}

/// The canvas's CSS size and the device pixel ratio.
fn measure(canvas: &HtmlCanvasElement) -> (f64, f64, f64) {
    let rect = canvas.get_bounding_client_rect();
    let dpr = web_sys::window().map_or(1.0, |w| w.device_pixel_ratio());
    (rect.width(), rect.height(), dpr)
}

/// The entries of an array the API returned.
fn entries(list: &JsValue) -> impl Iterator<Item = JsValue> {
    list.dyn_ref::<Array>()
        .cloned()
        .unwrap_or_default()
        .into_iter()
}

/// A string property of an object the API returned; empty when missing.
fn text(object: &JsValue, name: &str) -> String {
    Reflect::get(object, &JsValue::from_str(name))
        .ok()
        .and_then(|v| v.as_string())
        .unwrap_or_default()
}

/// Makes the canvas `width` × `height` device pixels (which clears it) if it is not.
fn resize(canvas: &HtmlCanvasElement, width: u32, height: u32) {
    if canvas.width() != width {
        canvas.set_width(width);
    }
    if canvas.height() != height {
        canvas.set_height(height);
    }
}

/// The strings of an array property of `object` (non-strings skipped).
fn strings(object: &JsValue, name: &str) -> Vec<String> {
    let list = Reflect::get(object, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED);
    entries(&list).filter_map(|v| v.as_string()).collect()
}

/// The marks `setMarks` was given, read on a board of `size`.
fn read_marks(size: BoardSize, marks: &JsValue) -> Annotations {
    let points = |name: &str| -> Vec<Point> {
        strings(marks, name)
            .iter()
            .filter_map(|p| size.parse_point(p).ok())
            .collect()
    };
    let placed_list =
        Reflect::get(marks, &JsValue::from_str("placed")).unwrap_or(JsValue::UNDEFINED);
    let placed = entries(&placed_list)
        .filter_map(|stone| {
            let p = size.parse_point(&text(&stone, "point")).ok()?;
            let color = match text(&stone, "color").as_str() {
                "B" => Color::Black,
                "W" => Color::White,
                _ => return None,
            };
            Some((p, color))
        })
        .collect();
    let rows = strings(marks, "ownership");
    let (owners, fill) = Annotations::read_ownership(size, rows.iter().map(String::as_str));
    Annotations {
        dead: points("dead"),
        owners,
        fill,
        removed: points("removed"),
        placed,
        highlight: points("highlight"),
    }
}

/// The markup `setMarkup` was given, read on a board of `size`; entries that cannot
/// be read are left out.
#[cfg(feature = "markup")]
fn read_markup(size: BoardSize, list: &JsValue) -> Vec<Markup> {
    entries(list)
        .filter_map(|m| {
            let kind = Kind::named(&text(&m, "kind"))?;
            let at = size.parse_point(&text(&m, "point")).ok()?;
            let to = match text(&m, "to").as_str() {
                "" => at,
                to => size.parse_point(to).ok()?,
            };
            let text = text(&m, "text");
            Some(Markup { kind, at, to, text })
        })
        .collect()
}

/// The state behind a view, shared with its frame and resize callbacks.
struct Inner {
    canvas: HtmlCanvasElement,
    context: CanvasRenderingContext2d,
    position: Position,
    overlay: Overlay,
    theme: Theme,
    labels: bool,
    /// The pending animation frame's id.
    pending: Option<i32>,
    /// The frame callback, as the function `requestAnimationFrame` takes.
    on_frame: Option<Function>,
    frames: u32,
}

impl Inner {
    /// Asks for a frame, unless one is already pending.
    fn request(&mut self) {
        if self.pending.is_some() {
            return;
        }
        let (Some(window), Some(on_frame)) = (web_sys::window(), &self.on_frame) else {
            return;
        };
        if let Ok(id) = window.request_animation_frame(on_frame) {
            self.pending = Some(id);
            let _ = self.canvas.set_attribute("data-pending", "");
        }
    }

    /// The layout at the canvas's current size.
    fn layout(&self) -> Layout {
        let (width, height, dpr) = measure(&self.canvas);
        Layout::new(self.position.size(), width, height, dpr, self.labels)
    }

    /// Draws now: the frame callback.
    fn paint(&mut self) {
        self.pending = None;
        let layout = self.layout();
        resize(&self.canvas, layout.width(), layout.height());
        let scene = build(&layout, &self.theme, &self.position, &self.overlay);
        painter::paint(&self.context, &scene);
        self.frames = self.frames.wrapping_add(1);
        let _ = self
            .canvas
            .set_attribute("data-frames", &self.frames.to_string());
        let _ = self.canvas.remove_attribute("data-pending");
    }

    /// A point name read on the current board; `None` for anything else.
    fn point(&self, name: Option<String>) -> Option<Point> {
        self.position.size().parse_point(&name?).ok()
    }
}

/// A Go board drawn on a canvas: the position of a `Game`, ban marks, and the view's
/// own toggles and pointer state. Freeing it (`free()`) stops its callbacks.
#[wasm_bindgen]
pub struct BoardView {
    inner: Rc<RefCell<Inner>>,
    observer: Option<ResizeObserver>,
    _on_frame: Closure<dyn FnMut()>,
    _on_resize: Closure<dyn FnMut()>,
}

#[wasm_bindgen]
impl BoardView {
    /// A view drawing on `canvas`, sized by CSS (give it a width and an
    /// `aspect-ratio` of `aspectRatio`): an empty 19×19 board until `setGame`.
    #[wasm_bindgen(constructor)]
    pub fn new(canvas: HtmlCanvasElement) -> Result<BoardView, JsValue> {
        let context = context_of(&canvas)?;
        let inner = Rc::new(RefCell::new(Inner {
            canvas: canvas.clone(),
            context,
            position: Position::empty(BoardSize::STANDARD),
            overlay: Overlay::default(),
            theme: Theme::default(),
            labels: true,
            pending: None,
            on_frame: None,
            frames: 0,
        }));
        let weak = Rc::downgrade(&inner);
        let on_frame = Closure::<dyn FnMut()>::new(move || {
            if let Some(inner) = weak.upgrade() {
                inner.borrow_mut().paint();
            }
        });
        inner.borrow_mut().on_frame = Some(on_frame.as_ref().unchecked_ref::<Function>().clone());
        let weak = Rc::downgrade(&inner);
        let on_resize = Closure::<dyn FnMut()>::new(move || {
            if let Some(inner) = weak.upgrade() {
                if let Ok(mut inner) = inner.try_borrow_mut() {
                    inner.request();
                }
            }
        });
        let observer = ResizeObserver::new(on_resize.as_ref().unchecked_ref()).ok();
        if let Some(observer) = &observer {
            observer.observe(&canvas);
        }
        inner.borrow_mut().request();
        Ok(BoardView {
            inner,
            observer,
            _on_frame: on_frame,
            _on_resize: on_resize,
        })
    }

    /// Shows `game`'s position: stones, move numbers, the last move, and the engine's
    /// bans and legal points for the player to move. Call it after every change.
    #[wasm_bindgen(js_name = setGame)]
    pub fn set_game(&mut self, game: &WebGame) {
        let position = Position::of_game(game.game());
        let mut inner = self.inner.borrow_mut();
        if position.size() != inner.position.size() {
            inner.overlay.hover = None;
            inner.overlay.preview = None;
            inner.overlay.marks = Annotations::default();
        }
        inner.position = position;
        inner.request();
    }

    /// End-of-game marks over the position, or `null` for none: `dead` stones (drawn
    /// see-through), `ownership` rows as `score()` gives them (a small square of the
    /// owner's colour on empty points and dead stones), stones `removed` for the count
    /// (not drawn), stones `placed` by the Ing count (`{ point, color }`, drawn with a
    /// dot) and points to `highlight` (a ring). Points that cannot be read are left
    /// out.
    #[wasm_bindgen(js_name = setMarks)]
    pub fn set_marks(&mut self, marks: Option<BoardMarksArg>) {
        let mut inner = self.inner.borrow_mut();
        let size = inner.position.size();
        let marks: JsValue = marks.map_or(JsValue::NULL, Into::into);
        let annotations = if marks.is_object() {
            read_marks(size, &marks)
        } else {
            Annotations::default()
        };
        if inner.overlay.marks != annotations {
            inner.overlay.marks = annotations;
            inner.request();
        }
    }

    /// A record's markup over the position, or `null` for none: a list of `{ kind,
    /// point, to, text }`, `kind` one of `circle`, `cross`, `square`, `triangle`,
    /// `selected`, `label` (with `text`), `arrow` and `line` (to `to`), `dimmed`,
    /// `ghost-B` and `ghost-W` (see-through stones: the next moves), drawn in that
    /// order. Entries that cannot be read are left out.
    #[cfg(feature = "markup")]
    #[wasm_bindgen(js_name = setMarkup)]
    pub fn set_markup(&mut self, markup: Option<BoardMarkupArg>) {
        let mut inner = self.inner.borrow_mut();
        let size = inner.position.size();
        let markup: JsValue = markup.map_or(JsValue::NULL, Into::into);
        let markup = read_markup(size, &markup);
        if inner.overlay.markup != markup {
            inner.overlay.markup = markup;
            inner.request();
        }
    }

    /// The point under the mouse (`'D4'`), or `null`: a ghost stone of the player to
    /// move shows there when the move is legal.
    #[wasm_bindgen(js_name = setHover)]
    pub fn set_hover(&mut self, point: Option<String>) {
        let mut inner = self.inner.borrow_mut();
        let point = inner.point(point);
        if inner.overlay.hover != point {
            inner.overlay.hover = point;
            inner.request();
        }
    }

    /// The point a first tap chose, or `null`: a ring, and a ghost stone when the move
    /// is legal.
    #[wasm_bindgen(js_name = setPreview)]
    pub fn set_preview(&mut self, point: Option<String>) {
        let mut inner = self.inner.borrow_mut();
        let point = inner.point(point);
        if inner.overlay.preview != point {
            inner.overlay.preview = point;
            inner.request();
        }
    }

    /// Whether stones show their move numbers.
    #[wasm_bindgen(getter = moveNumbers)]
    pub fn move_numbers(&self) -> bool {
        self.inner.borrow().overlay.move_numbers
    }

    /// Shows or hides move numbers.
    #[wasm_bindgen(setter = moveNumbers)]
    pub fn set_move_numbers(&mut self, on: bool) {
        let mut inner = self.inner.borrow_mut();
        inner.overlay.move_numbers = on;
        inner.request();
    }

    /// Whether every legal point of the player to move has a dot.
    #[wasm_bindgen(getter = legalPoints)]
    pub fn legal_points(&self) -> bool {
        self.inner.borrow().overlay.legal_points
    }

    /// Shows or hides the legal-point dots.
    #[wasm_bindgen(setter = legalPoints)]
    pub fn set_legal_points(&mut self, on: bool) {
        let mut inner = self.inner.borrow_mut();
        inner.overlay.legal_points = on;
        inner.request();
    }

    /// Whether coordinates (A–T without I, numbers) surround the board.
    #[wasm_bindgen(getter)]
    pub fn coordinates(&self) -> bool {
        self.inner.borrow().labels
    }

    /// Shows or hides the coordinates (this changes `aspectRatio`).
    #[wasm_bindgen(setter)]
    pub fn set_coordinates(&mut self, on: bool) {
        let mut inner = self.inner.borrow_mut();
        inner.labels = on;
        inner.request();
    }

    /// Chooses the look: `'wood'` (the default) or `'contrast'` (paler board, heavier
    /// lines, for bright light). Throws for another name.
    #[wasm_bindgen(js_name = setTheme)]
    pub fn set_theme(&mut self, name: &str) -> Result<(), JsValue> {
        let theme = Theme::named(name).ok_or_else(|| {
            // Written out rather than `join`ed: `join` costs a kilobyte of the module.
            let mut message = format!("unknown theme '{name}': use one of ");
            for (i, theme) in Theme::NAMES.iter().enumerate() {
                if i > 0 {
                    message.push_str(", ");
                }
                message.push_str(theme);
            }
            error(&message)
        })?;
        let mut inner = self.inner.borrow_mut();
        inner.theme = theme;
        inner.request();
        Ok(())
    }

    /// Width over height of the drawn board, coordinates included: give the canvas
    /// this CSS `aspect-ratio` and no space is wasted.
    #[wasm_bindgen(getter = aspectRatio)]
    pub fn aspect_ratio(&self) -> f64 {
        let inner = self.inner.borrow();
        Layout::aspect_ratio(inner.position.size(), inner.labels)
    }

    /// The point under (`x`, `y`) CSS pixels from the canvas's top left, in GTP form
    /// (`'D4'`), or `undefined` off the board.
    #[wasm_bindgen(js_name = pointAt)]
    pub fn point_at(&self, x: f64, y: f64) -> Option<String> {
        let inner = self.inner.borrow();
        let layout = inner.layout();
        let p = layout.point_at(x, y)?;
        Some(layout.size().gtp(p).to_string())
    }

    /// Where `point` (`'D4'`) is drawn: `[x, y]` in CSS pixels from the canvas's top
    /// left; `undefined` for a point not on this board.
    #[wasm_bindgen(js_name = pointCenter)]
    pub fn point_center(&self, point: &str) -> Option<Vec<f64>> {
        let inner = self.inner.borrow();
        let p = inner.point(Some(point.to_owned()))?;
        let layout = inner.layout();
        let at = layout.to_css(layout.center(p));
        Some(vec![at.x, at.y])
    }

    /// The engine's ban on `point` for the player to move (`{ point, code,
    /// message }`), or `null` when the point is not banned.
    #[wasm_bindgen(js_name = banAt, unchecked_return_type = "Ban | null")]
    pub fn ban_at(&self, point: &str) -> Result<JsValue, JsValue> {
        let inner = self.inner.borrow();
        let size = inner.position.size();
        let ban = inner
            .point(Some(point.to_owned()))
            .and_then(|p| inner.position.ban_at(p))
            .map_or(JsValue::NULL, |ban| {
                crate::objects::view_ban(
                    &size.gtp(ban.point).to_string(),
                    ban.kind.code(),
                    &ban.message,
                )
            });
        Ok(ban)
    }

    /// Asks for a redraw (after a change the view cannot see, such as a new device
    /// pixel ratio).
    pub fn redraw(&self) {
        self.inner.borrow_mut().request();
    }

    /// Draws the mark of ban reason `code` (`ko`, `superko`, `hot-stone`, `cycle`,
    /// `suicide`) on a small square `canvas`, for a legend; `theme` as in
    /// `setTheme`.
    #[wasm_bindgen(js_name = drawLegendMark)]
    pub fn draw_legend_mark(
        canvas: &HtmlCanvasElement,
        code: &str,
        theme: Option<String>,
    ) -> Result<(), JsValue> {
        let kind = BanKind::ALL
            .into_iter()
            .find(|kind| kind.code() == code)
            .ok_or_else(|| error(&format!("no ban mark for '{code}'")))?;
        let theme = match theme {
            Some(name) => Theme::named(&name).ok_or_else(|| error("unknown theme"))?,
            None => Theme::default(),
        };
        let (width, _, dpr) = measure(canvas);
        let css = if width > 0.0 { width } else { 24.0 };
        let scene = marks::legend(kind, css, dpr, &theme);
        resize(canvas, scene.width, scene.height);
        painter::paint(&context_of(canvas)?, &scene);
        Ok(())
    }
}

impl Drop for BoardView {
    fn drop(&mut self) {
        if let Some(observer) = &self.observer {
            observer.disconnect();
        }
        let mut inner = self.inner.borrow_mut();
        if let (Some(id), Some(window)) = (inner.pending.take(), web_sys::window()) {
            let _ = window.cancel_animation_frame(id);
        }
        inner.on_frame = None;
    }
}
