//! A static file server in plain std: a thread per connection, one request per
//! connection, GET and HEAD only, nothing outside the served directory.

mod http;
mod mime;
mod path;

use crate::steps::precache;
use http::{Body, ReadError, Request, Response, Status};
use path::PathError;
use std::fs::{self, File};
use std::io;
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::Path;
use std::sync::Arc;
use std::thread;
use std::time::Duration;

/// How long a connection may take to send its request.
const READ_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a client may take to accept the response.
const WRITE_TIMEOUT: Duration = Duration::from_secs(30);

/// A bound listener and the directory it serves.
pub struct Server {
    /// The bound socket.
    listener: TcpListener,
    /// The served directory, canonical, so resolved files can be checked against it.
    root: Arc<Path>,
}

impl Server {
    /// Binds `address` (port 0 picks a free port) to serve the files under `root`.
    pub fn bind(root: &Path, address: SocketAddr) -> io::Result<Server> {
        let root = fs::canonicalize(root)?;
        let listener = TcpListener::bind(address)?;
        Ok(Server {
            listener,
            root: Arc::from(root.as_path()),
        })
    }

    /// The address actually bound (the real port when 0 was asked for).
    pub fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// Answers connections, each on its own thread, for as long as the process runs.
    pub fn run(self) {
        for connection in self.listener.incoming() {
            match connection {
                Ok(stream) => {
                    let root = Arc::clone(&self.root);
                    thread::spawn(move || handle(stream, &root));
                }
                Err(e) => eprintln!("serve: connection failed: {e}"),
            }
        }
    }
}

/// Reads one request, answers it, logs it to stderr, and closes the connection.
fn handle(mut stream: TcpStream, root: &Path) {
    // Without timeouts a silent client would hold its thread forever.
    let _ = stream.set_read_timeout(Some(READ_TIMEOUT));
    let _ = stream.set_write_timeout(Some(WRITE_TIMEOUT));
    let (response, head_only, log) = match http::read_request(&mut stream) {
        Ok(request) => {
            let log = format!("{} {}", request.method, request.target);
            (respond(&request, root), request.method == "HEAD", log)
        }
        Err(ReadError::Closed) => return,
        Err(ReadError::Bad(reason)) => (
            Response::text(Status::BAD_REQUEST, reason),
            false,
            "(bad request)".to_owned(),
        ),
    };
    eprintln!("{} {log}", response.status.0);
    if let Err(e) = response.write_to(&mut stream, head_only) {
        eprintln!("serve: could not send the response to {log}: {e}");
    }
}

/// The response to a request for a file under `root`.
fn respond(request: &Request, root: &Path) -> Response {
    if request.method != "GET" && request.method != "HEAD" {
        return Response::text(Status::METHOD_NOT_ALLOWED, "only GET and HEAD are served")
            .with_header("Allow", "GET, HEAD".to_owned());
    }
    let relative = match path::sanitize(&request.target) {
        Ok(relative) => relative,
        Err(PathError::Malformed) => {
            return Response::text(Status::BAD_REQUEST, "not a valid path");
        }
        Err(PathError::Forbidden) => {
            return Response::text(Status::FORBIDDEN, "path outside www/");
        }
    };
    if relative == Path::new(precache::OUTPUT) {
        return precache_list(root);
    }
    let not_found = || Response::text(Status::NOT_FOUND, path::path_part(&request.target));
    let candidate = root.join(&relative);
    if candidate.is_dir() {
        // `/docs` → `/docs/`, so the page's relative links resolve inside it.
        let location = format!("{}/", path::path_part(&request.target));
        return Response::text(Status::MOVED_PERMANENTLY, &location)
            .with_header("Location", location);
    }
    // A symbolic link must not lead out of the served directory either.
    let Ok(real) = fs::canonicalize(&candidate) else {
        return not_found();
    };
    if !real.starts_with(root) {
        return Response::text(Status::FORBIDDEN, "path outside www/");
    }
    match open_file(&real) {
        Ok((file, length)) => Response {
            status: Status::OK,
            content_type: mime::content_type(&relative),
            headers: Vec::new(),
            body: Body::File(file, length),
        },
        Err(e) if e.kind() == io::ErrorKind::NotFound => not_found(),
        Err(e) => Response::text(Status::INTERNAL_SERVER_ERROR, &e.to_string()),
    }
}

/// The service worker's precache list, made afresh from the files under `root`: the
/// one `cargo xtask build` wrote may be older than an edit, and the worker would then
/// keep serving the old file.
fn precache_list(root: &Path) -> Response {
    match precache::scan(root) {
        Ok(list) => Response {
            status: Status::OK,
            content_type: mime::content_type(Path::new(precache::OUTPUT)),
            headers: Vec::new(),
            body: Body::Text(precache::render(&list)),
        },
        Err(e) => Response::text(Status::INTERNAL_SERVER_ERROR, &e),
    }
}

/// Opens a regular file and reads its length.
fn open_file(path: &Path) -> io::Result<(File, u64)> {
    let file = File::open(path)?;
    let metadata = file.metadata()?;
    if !metadata.is_file() {
        return Err(io::Error::from(io::ErrorKind::NotFound));
    }
    Ok((file, metadata.len()))
}

#[cfg(test)]
mod tests {
    use super::Server;
    use std::fs;
    use std::io::{Read, Write};
    use std::net::{Ipv4Addr, SocketAddr, TcpStream};
    use std::path::PathBuf;
    use std::thread;

    /// A fresh directory with an index page, a script and a subdirectory.
    fn site(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("xtask-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("docs")).unwrap();
        fs::write(dir.join("index.html"), "<!doctype html><title>t</title>").unwrap();
        fs::write(dir.join("docs/index.html"), "docs").unwrap();
        fs::write(dir.join("app.js"), "export {};").unwrap();
        dir
    }

    /// Sends one raw request and returns the whole response as text.
    fn fetch(address: SocketAddr, request: &str) -> String {
        let mut stream = TcpStream::connect(address).unwrap();
        stream.write_all(request.as_bytes()).unwrap();
        let mut response = String::new();
        stream.read_to_string(&mut response).unwrap();
        response
    }

    fn get(address: SocketAddr, method: &str, target: &str) -> String {
        fetch(
            address,
            &format!("{method} {target} HTTP/1.1\r\nHost: localhost\r\n\r\n"),
        )
    }

    #[test]
    fn serves_files_over_tcp() {
        let root = site("serve");
        let server = Server::bind(&root, SocketAddr::from((Ipv4Addr::LOCALHOST, 0))).unwrap();
        let address = server.local_addr().unwrap();
        thread::spawn(move || server.run());

        let index = get(address, "GET", "/");
        assert!(index.starts_with("HTTP/1.1 200 OK\r\n"), "{index}");
        assert!(index.contains("Content-Type: text/html; charset=utf-8\r\n"));
        assert!(index.contains("Cache-Control: no-cache\r\n"));
        assert!(index.contains(&format!(
            "Content-Security-Policy: {}\r\n",
            super::http::CONTENT_SECURITY_POLICY
        )));
        assert!(
            index.ends_with("<!doctype html><title>t</title>"),
            "{index}"
        );

        let script = get(address, "GET", "/app.js?v=2");
        assert!(script.starts_with("HTTP/1.1 200 OK\r\n"), "{script}");
        assert!(script.contains("Content-Type: text/javascript; charset=utf-8\r\n"));

        let missing = get(address, "GET", "/missing.wasm");
        assert!(
            missing.starts_with("HTTP/1.1 404 Not Found\r\n"),
            "{missing}"
        );

        let head = get(address, "HEAD", "/index.html");
        assert!(head.starts_with("HTTP/1.1 200 OK\r\n"), "{head}");
        assert!(head.contains("Content-Length: 31\r\n"), "{head}");
        assert!(head.ends_with("\r\n\r\n"), "HEAD sent a body: {head}");

        let directory = get(address, "GET", "/docs");
        assert!(directory.starts_with("HTTP/1.1 301 "), "{directory}");
        assert!(directory.contains("Location: /docs/\r\n"), "{directory}");
        assert!(get(address, "GET", "/docs/").starts_with("HTTP/1.1 200 OK\r\n"));

        let escape = get(address, "GET", "/%2e%2e/%2e%2e/etc/passwd");
        assert!(escape.starts_with("HTTP/1.1 403 Forbidden\r\n"), "{escape}");
        let post = get(address, "POST", "/");
        assert!(post.starts_with("HTTP/1.1 405 "), "{post}");
        assert!(post.contains("Allow: GET, HEAD\r\n"), "{post}");
        let garbage = fetch(address, "hello\r\n\r\n");
        assert!(garbage.starts_with("HTTP/1.1 400 "), "{garbage}");

        // The precache list is made from the files as they are now, even with no
        // file written by a build.
        let list = get(address, "GET", "/sw-precache.js");
        assert!(list.starts_with("HTTP/1.1 200 OK\r\n"), "{list}");
        assert!(list.contains("Content-Type: text/javascript; charset=utf-8\r\n"));
        assert!(list.contains("\"app.js\": \""), "{list}");
        fs::write(root.join("app.js"), "export const changed = 1;").unwrap();
        let again = get(address, "GET", "/sw-precache.js");
        let version = |text: &str| {
            text.split("\"version\": ")
                .nth(1)
                .map(|v| v[..18].to_owned())
        };
        assert!(version(&list).is_some(), "{list}");
        assert_ne!(version(&list), version(&again), "{again}");

        let _ = fs::remove_dir_all(&root);
    }
}
