#![doc = include_str!("../README.md")]
//!
//! ## Where to start
//!
//! `#![no_std]`: [`Board`] and everything in [`point`], [`rules`] and [`color`] need
//! no heap; [`Game`] (history, superko) needs the `alloc` feature (on by default).
//! Section numbers such as `RULES R1.4` refer to the project's specification,
//! `docs/rules.md` in the repository.
#![no_std]
#![deny(missing_docs)]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(any(test, feature = "std"))]
extern crate std;

pub mod board;
pub mod clock;
pub mod color;
#[cfg(feature = "alloc")]
pub mod diagram;
#[cfg(feature = "alloc")]
pub mod estimate;
#[cfg(feature = "alloc")]
pub mod game;
pub mod handicap;
pub mod illegal;
pub mod moves;
pub mod names;
#[cfg(feature = "alloc")]
pub mod playout;
pub mod point;
pub mod ranks;
pub mod rules;
#[cfg(feature = "alloc")]
pub mod scoring;
#[cfg(feature = "sgf")]
pub mod sgf;
mod zobrist;

pub use board::{Board, MoveEffect, Placed, SetupError};
pub use color::{ByColor, Color};
#[cfg(feature = "alloc")]
pub use diagram::{Diagram, DiagramError};
#[cfg(feature = "alloc")]
pub use game::{
    Confirmation, EndError, EndSnapshot, Game, MoveRecord, Outcome, Resumption, Setup, Start,
    StartError, Status, Undone,
};
pub use handicap::{fixed_handicap, HandicapError, HandicapPoints};
pub use illegal::Illegal;
pub use moves::Move;
pub use names::{ErrorCode, Named, UnknownName};
pub use point::{BoardSize, Point, PointError, PointSet, SizeError, MAX_POINTS, MAX_SIDE};
pub use rules::{
    Ending, HandicapCompensation, HandicapPlacement, KoRule, Komi, Objective, RuleSet, Rules,
    Scoring, SekiPolicy, SuicideRule, TieRule, UnknownRuleSet,
};
