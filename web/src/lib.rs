//! # weiqi-web: the Weiqi rules engine for JavaScript
//!
//! The only door from JavaScript into the rules ([`weiqi`]): a `Game` class built with
//! wasm-bindgen, thin and typed, that nothing passed from JavaScript can crash. Every
//! argument is copied into a plain [`value::Value`] and checked in ordinary Rust
//! ([`options`], [`points`], [`session`]); every failure is an `Error` with a stable
//! `code` ([`errors`]); results are plain objects ([`results`]) with TypeScript
//! interfaces in the generated `.d.ts` ([`typescript`]).
//!
//! ```js
//! import init, { Game } from './pkg/weiqi_web.js';
//! await init();
//! const g = new Game({ rules: 'ing', width: 19, height: 19, komi: 8 });
//! g.play('D4');                 // 0: stones captured (g.lastPlay() names them)
//! g.play('D4');                 // throws Error, .code === 'occupied'
//! ```
//!
//! `cargo xtask build` compiles it to `target/www-gen/pkg/`. Everything but [`js`], [`game`] and
//! [`typescript`] runs natively, and is tested with `cargo test -p weiqi-web`.
#![warn(missing_docs)]

// Four WebAssembly modules come from this crate (`cargo xtask build`): the main one
// (feature `engine`: the game, the board view, counting, SGF), a second one loaded
// when first needed (feature `extras`: the clock and the dead-stone estimator) and a
// third loaded when a count is first asked for (feature `count`: the Ing
// fill-the-board count and rank calculator), so that the page starts with the smallest, and a
// fourth for boards that follow a live game (feature `live`). Native builds and tests have
// all four.
#[cfg(feature = "extras")]
pub mod charset;
#[cfg(feature = "extras")]
pub mod clock;
#[cfg(feature = "extras")]
pub mod confirm;
#[cfg(feature = "count")]
pub mod count_types;
pub mod counting;
pub mod errors;
#[cfg(feature = "extras")]
pub mod estimate;
#[cfg(feature = "extras")]
pub mod extras_types;
#[cfg(feature = "count")]
pub mod fill_count;
#[cfg(feature = "engine")]
pub mod game;
pub mod js;
pub mod knobs;
#[cfg(feature = "live")]
pub mod live;
// Results built by hand: the main module's, and the fill count's in the third.
#[cfg(feature = "view")]
pub mod first_frame;
#[cfg_attr(not(feature = "engine"), allow(dead_code))]
pub mod objects;
pub mod options;
pub mod points;
pub mod position_arg;
#[cfg(feature = "count")]
pub mod ranks;
#[cfg(feature = "engine")]
pub mod record;
#[cfg(feature = "engine")]
pub mod record_session;
pub mod records;
pub mod results;
pub mod session;
#[cfg(feature = "engine")]
pub mod sgf_input;
#[cfg(feature = "engine")]
pub mod typescript;
pub mod value;
#[cfg(any(feature = "engine", feature = "view"))]
pub mod view;

#[cfg(all(not(target_feature = "atomics"), target_family = "wasm"))]
pub mod heap;

// Talc, growing the memory geometrically (heap.rs says why).
#[cfg(all(not(target_feature = "atomics"), target_family = "wasm"))]
#[global_allocator]
static ALLOCATOR: heap::Heap = heap::new_heap();

// No panic hook: the API is built never to panic, and a trap (a panic is one, with
// `panic = "abort"`) is caught by the page's loader (`www/engine.js`), which loads a
// fresh instance; the hook's message formatting cost 1 KB of the main module's budget.
