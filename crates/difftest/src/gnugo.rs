//! GNU Go 3.8 as the peer: started once per rule setting, then driven game after
//! game with `boardsize`, `clear_board`, `play`, `undo`, `all_legal` (a GNU Go
//! extension: every move its `is_allowed_move` accepts) and `list_stones`.

use std::env;
use std::path::{Path, PathBuf};

use weiqi::{BoardSize, Color, Move, PointSet};

use crate::gtp::{Gtp, GtpError};
use crate::setting::Setting;

/// Where Debian's `gnugo` package puts the binary (not on every user's `PATH`).
pub const DEBIAN_PATH: &str = "/usr/games/gnugo";

/// The GNU Go binary: `$GNUGO` if set, else `gnugo` on `PATH`, else
/// [`DEBIAN_PATH`]; `None` if none exists.
pub fn find() -> Option<PathBuf> {
    if let Some(path) = env::var_os("GNUGO") {
        let path = PathBuf::from(path);
        return path.is_file().then_some(path);
    }
    let on_path = env::var_os("PATH")
        .into_iter()
        .flat_map(|paths| env::split_paths(&paths).collect::<Vec<_>>())
        .map(|dir| dir.join("gnugo"))
        .find(|p| p.is_file());
    on_path.or_else(|| Some(PathBuf::from(DEBIAN_PATH)).filter(|p| p.is_file()))
}

/// A GNU Go process playing under one setting.
pub struct GnuGo {
    gtp: Gtp,
    size: BoardSize,
    /// The version it reported (`3.8`).
    pub version: String,
}

impl GnuGo {
    /// Starts `program --mode gtp` with the setting's flags.
    pub fn start(program: &Path, setting: Setting) -> Result<GnuGo, GtpError> {
        let [ko, suicide] = setting.gnugo_flags();
        let program = program.to_string_lossy();
        let mut gtp = Gtp::spawn(&program, &["--mode", "gtp", ko, suicide])?;
        let version = gtp.command("version")?;
        Ok(GnuGo {
            gtp,
            size: BoardSize::square(19).expect("19 is a board size"),
            version,
        })
    }

    /// GTP commands sent so far.
    pub fn commands(&self) -> u64 {
        self.gtp.commands
    }

    /// Sends a raw command (for tests that need more than the methods here).
    pub fn raw(&mut self, line: &str) -> Result<String, GtpError> {
        self.gtp.command(line)
    }

    /// An empty square board of `size` (GNU Go boards are square).
    pub fn new_game(&mut self, size: BoardSize) -> Result<(), GtpError> {
        self.gtp.command(&format!("boardsize {}", size.width()))?;
        self.gtp.command("clear_board")?;
        self.gtp.command("komi 0")?;
        self.size = size;
        Ok(())
    }

    /// Plays `mv` for `color`; `Err(GtpError::Refused)` if GNU Go finds it illegal.
    pub fn play(&mut self, color: Color, mv: Move) -> Result<(), GtpError> {
        let line = format!("play {} {}", color_word(color), self.vertex(mv));
        self.gtp.command(&line).map(|_| ())
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Result<(), GtpError> {
        self.gtp.command("undo").map(|_| ())
    }

    /// Every point where GNU Go lets `color` play now (`all_legal`).
    pub fn legal(&mut self, color: Color) -> Result<PointSet, GtpError> {
        let answer = self
            .gtp
            .command(&format!("all_legal {}", color_word(color)))?;
        self.points(&answer)
    }

    /// Whether GNU Go lets `color` play at `mv` now (`is_legal`).
    pub fn is_legal(&mut self, color: Color, mv: Move) -> Result<bool, GtpError> {
        let line = format!("is_legal {} {}", color_word(color), self.vertex(mv));
        Ok(self.gtp.command(&line)? == "1")
    }

    /// `color`'s stones on GNU Go's board (`list_stones`).
    pub fn stones(&mut self, color: Color) -> Result<PointSet, GtpError> {
        let answer = self
            .gtp
            .command(&format!("list_stones {}", color_word(color)))?;
        self.points(&answer)
    }

    /// A move in GTP form on the current board.
    fn vertex(&self, mv: Move) -> String {
        match mv {
            Move::Pass => "pass".to_owned(),
            Move::Play(p) => self.size.gtp(p).to_string(),
        }
    }

    /// Reads a whitespace-separated vertex list.
    fn points(&self, answer: &str) -> Result<PointSet, GtpError> {
        answer
            .split_whitespace()
            .map(|v| {
                self.size
                    .parse_point(v)
                    .map_err(|_| GtpError::Garbled(answer.to_owned()))
            })
            .collect()
    }
}

/// `black` or `white`.
fn color_word(color: Color) -> &'static str {
    match color {
        Color::Black => "black",
        Color::White => "white",
    }
}
