//! `cargo xtask serve [--port N] [--source] [--no-build]`: builds the site (as `cargo
//! xtask build`), then serves the bundled site `target/site/` on 127.0.0.1 until
//! stopped; with `--source`, `www/` itself over the build's generated files
//! (`target/www-gen/`: its modules unbundled, so an edited file is served as it is,
//! without a rebuild); with `--no-build`, what the last build made.

use crate::server::Server;
use crate::steps::bundle;
use crate::workspace;
use std::io;
use std::net::{Ipv4Addr, SocketAddr};

/// The port used when none is given.
const DEFAULT_PORT: u16 = 8080;

/// Reads the options, builds the site, binds the port and serves forever.
pub fn run(args: &[String]) -> Result<(), String> {
    let options = parse_options(args)?;
    let (port, source) = (options.port, options.source);
    if options.build {
        // The whole site, as `cargo xtask build` makes it (the lessons index included).
        super::build::run(&[])?;
    }
    let root = workspace::root();
    let (layers, shown) = if source {
        (
            vec![workspace::www(), workspace::generated(&root)],
            "www/ (over target/www-gen/)",
        )
    } else {
        (vec![root.join(bundle::SITE)], "target/site/")
    };
    if !layers[0].is_dir() {
        return Err(format!("no {shown} directory at {}", layers[0].display()));
    }
    let address = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
    let server = Server::bind_layers(&layers, address).map_err(|e| bind_error(port, &e))?;
    let bound = server
        .local_addr()
        .map_err(|e| format!("cannot read the bound address: {e}"))?;
    println!("Serving {shown} at http://{bound}/");
    server.run();
    Ok(())
}

/// What `cargo xtask serve` was asked for.
#[derive(Debug, PartialEq, Eq)]
struct Options {
    /// The port (0: any free one).
    port: u16,
    /// Serve `www/` as it is instead of the bundled site.
    source: bool,
    /// Build before serving (not with `--no-build`).
    build: bool,
}

/// Reads `--port N` (or `--port=N`), `--source` and `--no-build`; nothing else is
/// accepted.
fn parse_options(args: &[String]) -> Result<Options, String> {
    let mut port = DEFAULT_PORT;
    let mut source = false;
    let mut build = true;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        if arg == "--source" {
            source = true;
            continue;
        }
        if arg == "--no-build" {
            build = false;
            continue;
        }
        let value = if arg == "--port" || arg == "-p" {
            rest.next()
                .ok_or("`--port` needs a number, e.g. `--port 8081`")?
                .as_str()
        } else if let Some(value) = arg.strip_prefix("--port=") {
            value
        } else {
            return Err(format!(
                "unknown option `{arg}`: usage is `cargo xtask serve [--port N] [--source] [--no-build]`"
            ));
        };
        port = value
            .parse()
            .map_err(|_| format!("`{value}` is not a port number (0 to 65535)"))?;
    }
    Ok(Options {
        port,
        source,
        build,
    })
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
    use super::{bind_error, parse_options, DEFAULT_PORT};
    use std::io;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn reads_the_port_option() {
        let options = |port, source, build| {
            Ok(super::Options {
                port,
                source,
                build,
            })
        };
        assert_eq!(parse_options(&[]), options(DEFAULT_PORT, false, true));
        assert_eq!(
            parse_options(&strings(&["--port", "8099"])),
            options(8099, false, true)
        );
        assert_eq!(
            parse_options(&strings(&["--port=9000", "--source", "--no-build"])),
            options(9000, true, false)
        );
        assert!(parse_options(&strings(&["--port"])).is_err());
        assert!(parse_options(&strings(&["--port", "70000"])).is_err());
        assert!(parse_options(&strings(&["--host", "0.0.0.0"])).is_err());
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
