//! Running external programs: echo the command, let its output through, and turn a
//! failure into a message that names the command.

use std::env;
use std::io;
use std::path::Path;
use std::process::Command;

/// The cargo that started this xtask (`$CARGO`), so nested builds use the same
/// toolchain; plain `cargo` when run some other way.
fn cargo_program() -> String {
    env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned())
}

/// Runs `cargo <args>` in `dir`, output passed through.
pub fn cargo(dir: &Path, args: &[&str]) -> Result<(), String> {
    run_as(&cargo_program(), "cargo", dir, args, &[])
}

/// Runs `cargo <args>` in `dir` with the environment variables `env` set, output
/// passed through.
pub fn cargo_with_env(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Result<(), String> {
    run_as(&cargo_program(), "cargo", dir, args, env)
}

/// Runs `<program> <args>` in `dir`, output passed through.
pub fn run(dir: &Path, program: &str, args: &[&str]) -> Result<(), String> {
    run_as(program, program, dir, args, &[])
}

/// Runs `<program> <args>` in `dir` with the environment variables `env` set, output
/// passed through.
pub fn run_with_env(
    dir: &Path,
    program: &str,
    args: &[&str],
    env: &[(&str, &str)],
) -> Result<(), String> {
    run_as(program, program, dir, args, env)
}

/// Runs `<program> <args>` in `dir` without echoing it and returns its standard
/// output. A program that exits with failure gives an error too.
pub fn capture(dir: &Path, program: &str, args: &[&str]) -> io::Result<String> {
    let output = Command::new(program).args(args).current_dir(dir).output()?;
    if !output.status.success() {
        return Err(io::Error::other(format!(
            "`{}` failed ({}): {}",
            command_line(program, args),
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        )));
    }
    Ok(String::from_utf8_lossy(&output.stdout).into_owned())
}

/// Runs `program` with `env` set, shown to the user as `shown` (so `$CARGO`'s full
/// path stays out of the log).
fn run_as(
    program: &str,
    shown: &str,
    dir: &Path,
    args: &[&str],
    env: &[(&str, &str)],
) -> Result<(), String> {
    let line = command_line(shown, args);
    println!("$ {line}");
    let status = Command::new(program)
        .args(args)
        .envs(env.iter().copied())
        .current_dir(dir)
        .status()
        .map_err(|e| format!("could not start `{shown}`: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{line}` failed ({status})"))
    }
}

/// The command as a person would type it.
fn command_line(program: &str, args: &[&str]) -> String {
    let mut line = program.to_owned();
    for arg in args {
        line.push(' ');
        line.push_str(arg);
    }
    line
}
