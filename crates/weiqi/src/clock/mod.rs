//! Game clocks: absolute, Fischer, Japanese byo-yomi, Canadian overtime, and Ing's
//! PP and RS systems (RULES R1.10).
//!
//! Pure logic: the caller passes the time in, `now`, in milliseconds from any
//! fixed origin (e.g. `Date.now()`), so the clock needs no `std::time` and tests
//! simulate time. The state is plain data with public fields and a compact text
//! form ([`Clock`]'s `Display` and `FromStr`) to save and restore.
//!
//! ```
//! use weiqi::clock::{Clock, ClockEvent, TimeControl};
//! use weiqi::Color;
//! let mut clock = Clock::new(TimeControl::ByoYomi { main: 60_000, periods: 3, period: 10_000 })?;
//! clock.start(Color::Black, 0)?;
//! assert_eq!(clock.press(5_000)?, ClockEvent::Switched { moved: Color::Black, next: Color::White });
//! let view = clock.tick(20_000); // White has thought for 15 s
//! assert_eq!(view.players.white.stage_left, 45_000);
//! # Ok::<(), weiqi::clock::ClockError>(())
//! ```
//!
//! The clock knows no game: [`Game::apply_flag`](crate::Game::apply_flag) turns a
//! fallen flag into `B+T` / `W+T`, and the game's counts take the PP penalty points
//! ([`Clock::penalty_points`]) as penalty stones (RULES R1.9 step 2,
//! [`Game::ing_count`](crate::Game::ing_count)) or points
//! ([`Game::score_with`](crate::Game::score_with)).

mod absolute;
mod byo_yomi;
mod canadian;
mod control;
mod error;
mod fischer;
pub mod ing_pp;
mod ing_rs;
mod player;
mod text;
mod view;

pub use control::{ClockSystem, TimeControl};
pub use error::{ClockError, ParseClockError};
pub use player::PlayerClock;
pub use view::{ClockState, PlayerTime};

use crate::color::{ByColor, Color};

/// Whether, and whose, time is running.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Run {
    /// Not started yet.
    Idle,
    /// `color`'s time runs; it was last settled at `since`.
    Running {
        /// The player thinking.
        color: Color,
        /// When `color`'s [`PlayerClock`] was last brought up to date.
        since: u64,
    },
    /// Stopped for a break with `color` to move.
    Paused {
        /// The player to move when play resumes.
        color: Color,
    },
    /// `loser`'s flag fell: the clock is frozen.
    Flagged {
        /// Who ran out of time.
        loser: Color,
    },
    /// Stopped for good: the game ended otherwise.
    Stopped,
}

/// What a [`Clock::press`], [`Clock::pause`] or [`Clock::stop`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClockEvent {
    /// `moved` completed a move in time; `next`'s clock runs now.
    Switched {
        /// The player who pressed.
        moved: Color,
        /// The player whose time now runs.
        next: Color,
    },
    /// The clock is paused with `to_move` to move.
    Paused {
        /// The player to move on resumption.
        to_move: Color,
    },
    /// The clock is stopped for good.
    Stopped,
    /// The flag had already fallen when the call came: `loser` lost on time, the
    /// press (or pause, or stop) did not count, and the clock is frozen.
    Flagged {
        /// Who ran out of time.
        loser: Color,
    },
}

/// A two-player game clock. Plain data: the fields are public so an app can save
/// and restore them, and the text form (`to_string`, `parse`) carries all of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Clock {
    /// The time control both players play under.
    pub control: TimeControl,
    /// Each player's time, settled at the last press, pause or flag (the running
    /// player's at `Run::Running::since`).
    pub players: ByColor<PlayerClock>,
    /// Whose time runs.
    pub run: Run,
}

impl Clock {
    /// A clock not yet started, both players with full time. Refuses a control
    /// that cannot run ([`TimeControl::validate`]).
    pub fn new(control: TimeControl) -> Result<Clock, ClockError> {
        control.validate()?;
        let fresh = control.fresh_player();
        Ok(Clock {
            control,
            players: ByColor::new(fresh, fresh),
            run: Run::Idle,
        })
    }

    /// Starts `color`'s time at `now` (normally Black's, RULES R1.2).
    pub fn start(&mut self, color: Color, now: u64) -> Result<(), ClockError> {
        match self.run {
            Run::Idle => {
                self.run = Run::Running { color, since: now };
                Ok(())
            }
            Run::Running { .. } | Run::Paused { .. } => Err(ClockError::AlreadyStarted),
            _ => Err(self.refusal()),
        }
    }

    /// The running player completed a move at `now`: their clock stops (Fischer
    /// adds the increment, byo-yomi starts the period afresh, Canadian and RS
    /// count the move) and the opponent's starts. If the flag had already fallen,
    /// the move came too late: [`ClockEvent::Flagged`], and the clock freezes.
    pub fn press(&mut self, now: u64) -> Result<ClockEvent, ClockError> {
        let color = self.settle(now)?;
        if let Run::Flagged { loser } = self.run {
            return Ok(ClockEvent::Flagged { loser });
        }
        self.control.moved(&mut self.players[color]);
        self.run = Run::Running {
            color: !color,
            since: now,
        };
        Ok(ClockEvent::Switched {
            moved: color,
            next: !color,
        })
    }

    /// Pauses at `now` with the running player still to move (a break, a
    /// dispute). No time passes until [`Clock::resume`].
    pub fn pause(&mut self, now: u64) -> Result<ClockEvent, ClockError> {
        let color = self.settle(now)?;
        if let Run::Flagged { loser } = self.run {
            return Ok(ClockEvent::Flagged { loser });
        }
        self.run = Run::Paused { color };
        Ok(ClockEvent::Paused { to_move: color })
    }

    /// Resumes a paused clock at `now`.
    pub fn resume(&mut self, now: u64) -> Result<(), ClockError> {
        match self.run {
            Run::Paused { color } => {
                self.run = Run::Running { color, since: now };
                Ok(())
            }
            Run::Running { .. } => Err(ClockError::NotPaused),
            _ => Err(self.refusal()),
        }
    }

    /// Stops the clock for good at `now`: the game ended by passes, agreement or
    /// resignation. Call it at the end so that [`Clock::penalty_points`] holds the
    /// final PP penalties. If the flag had already fallen, says so instead.
    pub fn stop(&mut self, now: u64) -> Result<ClockEvent, ClockError> {
        match self.run {
            Run::Idle | Run::Paused { .. } => {}
            Run::Running { .. } => {
                self.settle(now)?;
                if let Run::Flagged { loser } = self.run {
                    return Ok(ClockEvent::Flagged { loser });
                }
            }
            Run::Flagged { .. } | Run::Stopped => return Err(self.refusal()),
        }
        self.run = Run::Stopped;
        Ok(ClockEvent::Stopped)
    }

    /// Who has lost on time by `now`, if anyone. If the running player's flag has
    /// fallen, the clock records it and freezes ([`Run::Flagged`]). A `now`
    /// earlier than the last settlement changes nothing.
    pub fn flag(&mut self, now: u64) -> Option<Color> {
        if let Run::Running { since, .. } = self.run {
            if now >= since && self.tick(now).loser.is_some() {
                let _ = self.settle(now);
            }
        }
        self.loser()
    }

    /// Who lost on time, as recorded (without looking at the running time).
    pub fn loser(&self) -> Option<Color> {
        match self.run {
            Run::Flagged { loser } => Some(loser),
            _ => None,
        }
    }

    /// Whose time is running, if anyone's.
    pub fn running(&self) -> Option<Color> {
        match self.run {
            Run::Running { color, .. } => Some(color),
            _ => None,
        }
    }

    /// The clock as it reads at `now`, for drawing and warnings; nothing changes.
    /// A `now` earlier than the last settlement reads as the settlement itself.
    pub fn tick(&self, now: u64) -> ClockState {
        ClockState::of(self, now)
    }

    /// Each player's own PP penalty points as settled (at the last press, pause,
    /// stop or flag), **before** cancellation (RULES R1.10). 0 under the other
    /// systems.
    pub fn raw_penalty_points(&self) -> ByColor<u32> {
        ByColor::new(
            self.control.penalty_points(&self.players.black),
            self.control.penalty_points(&self.players.white),
        )
    }

    /// The PP penalty points that count, as settled: equal penalties cancelled
    /// ([`ing_pp::cancel`]), so at most one player has any. These go to
    /// [`Game::ing_count`](crate::Game::ing_count) as penalty stones (RULES R1.9
    /// step 2), or to [`Game::score_with`](crate::Game::score_with) for other
    /// scorings. Settle first
    /// ([`Clock::stop`]) so the running player's last stretch counts.
    pub fn penalty_points(&self) -> ByColor<u32> {
        ing_pp::cancel(self.raw_penalty_points())
    }

    /// The refusal that fits the current state, for a call that needs a running
    /// (or idle, or paused) clock.
    fn refusal(&self) -> ClockError {
        match self.run {
            Run::Idle => ClockError::NotStarted,
            Run::Running { .. } => ClockError::AlreadyStarted,
            Run::Paused { .. } => ClockError::Paused,
            Run::Flagged { loser } => ClockError::Flagged { loser },
            Run::Stopped => ClockError::Stopped,
        }
    }

    /// Brings the running player's time up to `now`; if the flag falls, records
    /// it. Returns the running player.
    fn settle(&mut self, now: u64) -> Result<Color, ClockError> {
        let Run::Running { color, since } = self.run else {
            return Err(self.refusal());
        };
        if now < since {
            return Err(ClockError::TimeWentBackwards { since, now });
        }
        if self.control.elapse(&mut self.players[color], now - since) {
            self.run = Run::Flagged { loser: color };
        } else {
            self.run = Run::Running { color, since: now };
        }
        Ok(color)
    }
}
