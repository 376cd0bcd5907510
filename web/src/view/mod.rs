//! The canvas board view: what the board looks like, kept apart from how it is drawn.
//!
//! Everything but [`painter`] and [`board_view`] is pure Rust and tested natively
//! (`cargo test -p weiqi-web`):
//!
//! - [`geometry`]: a [`Layout`] places every line, point and label for a board size,
//!   a canvas size and a device pixel ratio, with Ing's proportions (cells slightly
//!   taller than wide), and turns a pointer position back into a point;
//! - [`position`]: the position to show, read from the API's own answers (`board()`,
//!   `bans()`, `legalMoves()`, `history()`), so no rule is decided here;
//! - [`theme`], [`labels`], [`stars`]: colours, coordinates and star points;
//! - [`annotations`]: dead stones, owners and the Ing count's stones, as the app
//!   passes them from the engine's answers;
//! - [`markup`]: a record's markup (labels, marks, arrows, lines, dimmed points) and
//!   the next moves of its variations;
//! - [`scene`] builds the list of draw primitives ([`shapes`]); [`stones`] and
//!   [`marks`] (one shape per ban reason) are its parts;
//! - [`painter`] walks that list with a `CanvasRenderingContext2d`;
//! - [`board_view`]: the exported `BoardView` class that owns a canvas and batches its
//!   redraws on `requestAnimationFrame`.

pub mod annotations;
#[cfg(feature = "engine")]
pub mod board_view;
pub mod geometry;
pub mod labels;
pub mod marks;
// Without `markup` the scene keeps an empty list: only its drawing goes.
#[cfg_attr(not(feature = "markup"), allow(dead_code))]
pub mod markup;
pub mod painter;
pub mod position;
pub mod scene;
pub mod shapes;
pub mod stars;
pub mod stones;
#[cfg(test)]
mod test_support;
pub mod theme;

pub use annotations::Annotations;
pub use geometry::{Layout, Xy};
pub use position::{Ban, BanKind, Position};
pub use scene::{build, Overlay};
pub use shapes::{Item, Role, Scene, Shape};
pub use theme::{Rgba, Theme};
