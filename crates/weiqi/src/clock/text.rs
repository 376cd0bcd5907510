//! The compact text form of a [`Clock`], to save it and read it back.
//!
//! Four fields separated by spaces: the [`TimeControl`], Black's side, White's
//! side, the run state.
//!
//! ```text
//! byoyomi:600000,5,30000 B:0,1,12000,3,0,80 W:41000,0,0,5,0,79 running:B@1717000000000
//! ```
//!
//! A side is `B:` or `W:` and the [`PlayerClock`] fields in declaration order:
//! `main_left,in_overtime(0|1),overtime_used,periods_left,stones_left,moves`. The
//! run state is `idle`, `running:B@since`, `paused:B`, `flagged:B` or `stopped`.

use core::fmt;
use core::str::FromStr;

use super::error::ParseClockError;
use super::player::PlayerClock;
use super::{Clock, Run, TimeControl};
use crate::color::{ByColor, Color};

impl fmt::Display for PlayerClock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{},{},{},{},{},{}",
            self.main_left,
            self.in_overtime as u8,
            self.overtime_used,
            self.periods_left,
            self.stones_left,
            self.moves
        )
    }
}

impl FromStr for PlayerClock {
    type Err = ParseClockError;

    fn from_str(text: &str) -> Result<PlayerClock, ParseClockError> {
        let err = ParseClockError::new("six comma-separated numbers for a side");
        let mut it = text.split(',');
        let mut next = || -> Result<u64, ParseClockError> {
            it.next()
                .and_then(|t| t.trim().parse::<u64>().ok())
                .ok_or(err)
        };
        let small = |n: u64| u32::try_from(n).map_err(|_| err);
        let p = PlayerClock {
            main_left: next()?,
            in_overtime: match next()? {
                0 => false,
                1 => true,
                _ => return Err(ParseClockError::new("0 or 1 for in_overtime")),
            },
            overtime_used: next()?,
            periods_left: small(next()?)?,
            stones_left: small(next()?)?,
            moves: small(next()?)?,
        };
        if text.split(',').count() != 6 {
            return Err(err);
        }
        Ok(p)
    }
}

impl fmt::Display for Run {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Run::Idle => f.write_str("idle"),
            Run::Running { color, since } => write!(f, "running:{}@{}", color.letter(), since),
            Run::Paused { color } => write!(f, "paused:{}", color.letter()),
            Run::Flagged { loser } => write!(f, "flagged:{}", loser.letter()),
            Run::Stopped => f.write_str("stopped"),
        }
    }
}

impl FromStr for Run {
    type Err = ParseClockError;

    fn from_str(text: &str) -> Result<Run, ParseClockError> {
        let err = ParseClockError::new(
            "a run state: idle, running:B@<ms>, paused:B, flagged:B or stopped",
        );
        let color = |t: &str| match t {
            "B" => Ok(Color::Black),
            "W" => Ok(Color::White),
            _ => Err(err),
        };
        let run = match text.split_once(':') {
            None if text == "idle" => Run::Idle,
            None if text == "stopped" => Run::Stopped,
            Some(("running", rest)) => {
                let (c, since) = rest.split_once('@').ok_or(err)?;
                Run::Running {
                    color: color(c)?,
                    since: since.parse().map_err(|_| err)?,
                }
            }
            Some(("paused", c)) => Run::Paused { color: color(c)? },
            Some(("flagged", c)) => Run::Flagged { loser: color(c)? },
            _ => return Err(err),
        };
        Ok(run)
    }
}

/// The text form described in this module: `to_string()` saves a clock.
impl fmt::Display for Clock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} B:{} W:{} {}",
            self.control, self.players.black, self.players.white, self.run
        )
    }
}

/// Reads the text form back (`text.parse::<Clock>()`); the control must be valid.
impl FromStr for Clock {
    type Err = ParseClockError;

    fn from_str(text: &str) -> Result<Clock, ParseClockError> {
        let mut fields = text.split_whitespace();
        let mut field = |what| fields.next().ok_or(ParseClockError::new(what));
        let control: TimeControl = field("a time control")?.parse()?;
        let black = field("Black's side")?
            .strip_prefix("B:")
            .ok_or(ParseClockError::new("`B:` before Black's side"))?
            .parse()?;
        let white = field("White's side")?
            .strip_prefix("W:")
            .ok_or(ParseClockError::new("`W:` before White's side"))?
            .parse()?;
        let run = field("a run state")?.parse()?;
        if fields.next().is_some() {
            return Err(ParseClockError::new("the end of the clock text"));
        }
        Ok(Clock {
            control,
            players: ByColor::new(black, white),
            run,
        })
    }
}
