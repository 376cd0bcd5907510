//! `cargo xtask serve [--port N]`: builds the site (as `cargo xtask build`), then serves `www/` on
//! 127.0.0.1 until stopped.

use crate::server::Server;
use crate::workspace;
use std::io;
use std::net::{Ipv4Addr, SocketAddr};

/// The port used when none is given.
const DEFAULT_PORT: u16 = 8080;

/// Reads the options, builds `www/pkg/`, binds the port and serves forever.
pub fn run(args: &[String]) -> Result<(), String> {
    let port = parse_port(args)?;
    // The whole site, as `cargo xtask build` makes it (the lessons index included).
    super::build::run(&[])?;
    let www = workspace::www();
    if !www.is_dir() {
        return Err(format!("no www/ directory at {}", www.display()));
    }
    let address = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
    let server = Server::bind(&www, address).map_err(|e| bind_error(port, &e))?;
    let bound = server
        .local_addr()
        .map_err(|e| format!("cannot read the bound address: {e}"))?;
    println!("Serving www/ at http://{bound}/");
    server.run();
    Ok(())
}

/// Reads `--port N` or `--port=N`; nothing else is accepted.
fn parse_port(args: &[String]) -> Result<u16, String> {
    let mut port = DEFAULT_PORT;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let value = if arg == "--port" || arg == "-p" {
            rest.next()
                .ok_or("`--port` needs a number, e.g. `--port 8081`")?
                .as_str()
        } else if let Some(value) = arg.strip_prefix("--port=") {
            value
        } else {
            return Err(format!(
                "unknown option `{arg}`: usage is `cargo xtask serve [--port N]`"
            ));
        };
        port = value
            .parse()
            .map_err(|_| format!("`{value}` is not a port number (0 to 65535)"))?;
    }
    Ok(port)
}

/// A message for a port that cannot be bound; a taken port is said plainly.
fn bind_error(port: u16, error: &io::Error) -> String {
    if error.kind() == io::ErrorKind::AddrInUse {
        format!(
            "port {port} on 127.0.0.1 is already in use (another `cargo xtask serve`?); \
             pick another one with `cargo xtask serve --port {}`",
            port.wrapping_add(1).max(1024)
        )
    } else {
        format!("cannot listen on 127.0.0.1:{port}: {error}")
    }
}

#[cfg(test)]
mod tests {
    use super::{bind_error, parse_port, DEFAULT_PORT};
    use std::io;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn reads_the_port_option() {
        assert_eq!(parse_port(&[]), Ok(DEFAULT_PORT));
        assert_eq!(parse_port(&strings(&["--port", "8099"])), Ok(8099));
        assert_eq!(parse_port(&strings(&["--port=9000"])), Ok(9000));
        assert!(parse_port(&strings(&["--port"])).is_err());
        assert!(parse_port(&strings(&["--port", "70000"])).is_err());
        assert!(parse_port(&strings(&["--host", "0.0.0.0"])).is_err());
    }

    #[test]
    fn a_taken_port_is_said_plainly() {
        let error = io::Error::from(io::ErrorKind::AddrInUse);
        let message = bind_error(8080, &error);
        assert!(message.contains("port 8080"), "{message}");
        assert!(message.contains("already in use"), "{message}");
        assert!(message.contains("--port 8081"), "{message}");
    }
}
