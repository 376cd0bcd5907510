//! A Go Text Protocol (GTP version 2) client over a child process's standard input
//! and output: one command out, one answer back.

use std::fmt;
use std::io::{self, BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// What can go wrong talking to the engine.
#[derive(Debug)]
pub enum GtpError {
    /// The engine could not be started, or the pipe broke.
    Io(io::Error),
    /// The engine answered `? message`: it refused the command.
    Refused(String),
    /// The engine closed its output in the middle of the conversation.
    Closed,
    /// The answer did not start with `=` or `?`.
    Garbled(String),
}

impl fmt::Display for GtpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GtpError::Io(e) => write!(f, "GTP pipe: {e}"),
            GtpError::Refused(m) => write!(f, "engine refused: {m}"),
            GtpError::Closed => f.write_str("engine closed its output"),
            GtpError::Garbled(a) => write!(f, "not a GTP answer: {a:?}"),
        }
    }
}

impl std::error::Error for GtpError {}

impl From<io::Error> for GtpError {
    fn from(e: io::Error) -> Self {
        GtpError::Io(e)
    }
}

/// An engine process spoken to in GTP. Dropping it ends the process.
pub struct Gtp {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    /// Commands sent so far (the closing note counts them).
    pub commands: u64,
}

impl Gtp {
    /// Starts `program` with `args`; its standard error is discarded.
    pub fn spawn(program: &str, args: &[&str]) -> Result<Gtp, GtpError> {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let input = child.stdin.take().ok_or(GtpError::Closed)?;
        let output = BufReader::new(child.stdout.take().ok_or(GtpError::Closed)?);
        Ok(Gtp {
            child,
            input,
            output,
            commands: 0,
        })
    }

    /// Sends one command line and returns the answer's text (after `= `), with
    /// multi-line answers joined by `\n`.
    pub fn command(&mut self, line: &str) -> Result<String, GtpError> {
        writeln!(self.input, "{line}")?;
        self.input.flush()?;
        self.commands += 1;
        let mut lines = Vec::new();
        loop {
            let mut text = String::new();
            if self.output.read_line(&mut text)? == 0 {
                return Err(GtpError::Closed);
            }
            let text = text.trim_end_matches(['\r', '\n']);
            if text.is_empty() && !lines.is_empty() {
                break;
            }
            if !text.is_empty() {
                lines.push(text.to_owned());
            }
        }
        parse_answer(&lines.join("\n"))
    }
}

/// Splits a raw answer (`=[id] text` or `?[id] text`) into success or refusal.
pub fn parse_answer(raw: &str) -> Result<String, GtpError> {
    let (ok, rest) = match raw.as_bytes().first() {
        Some(b'=') => (true, &raw[1..]),
        Some(b'?') => (false, &raw[1..]),
        _ => return Err(GtpError::Garbled(raw.to_owned())),
    };
    let text = rest.trim_start_matches(|c: char| c.is_ascii_digit()).trim();
    if ok {
        Ok(text.to_owned())
    } else {
        Err(GtpError::Refused(text.to_owned()))
    }
}

impl Drop for Gtp {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.input.flush();
        // Our own child, by handle: end it if `quit` did not, and reap it.
        if !matches!(self.child.try_wait(), Ok(Some(_))) {
            std::thread::sleep(std::time::Duration::from_millis(20));
            if !matches!(self.child.try_wait(), Ok(Some(_))) {
                let _ = self.child.kill();
            }
        }
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_split_into_success_and_refusal() {
        assert_eq!(parse_answer("= A1 B2").unwrap(), "A1 B2");
        assert_eq!(parse_answer("=12 pass").unwrap(), "pass");
        assert_eq!(parse_answer("=").unwrap(), "");
        match parse_answer("? illegal move") {
            Err(GtpError::Refused(m)) => assert_eq!(m, "illegal move"),
            other => panic!("{other:?}"),
        }
        assert!(matches!(parse_answer("hello"), Err(GtpError::Garbled(_))));
    }
}
