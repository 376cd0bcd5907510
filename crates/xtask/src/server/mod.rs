//! A static file server in plain std: a bounded pool of worker threads, HTTP/1.1
//! keep-alive, GET and HEAD only, nothing outside the served directory. It sends the
//! build's precompressed copies (`.br`, `.gz`) to clients that accept them, with an
//! `ETag` and `Last-Modified` (and `304` on `If-None-Match` or `If-Modified-Since`),
//! and long caching for content-hashed names.

mod http;
mod mime;
mod negotiate;
mod path;
mod pool;

use crate::steps::{compress, precache};
use http::{Body, Incoming, ReadError, Request, Response, Status};
use path::PathError;
use pool::Pool;
use std::fs::{self, File};
use std::io::{self, Read};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

/// How long a client may take to accept the response.
const WRITE_TIMEOUT: Duration = Duration::from_secs(30);

/// What bounds the server's threads and each connection's time.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Worker threads: connections served at once.
    pub workers: usize,
    /// Accepted connections waiting for a worker; past that, 503.
    pub queue: usize,
    /// How long a connection may stay silent before its (next) request begins.
    pub idle: Duration,
    /// How long a whole request head may take once its first byte came: a client
    /// that trickles bytes cannot hold a worker longer.
    pub head: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            workers: 16,
            queue: 64,
            idle: Duration::from_secs(5),
            head: Duration::from_secs(10),
        }
    }
}

/// A bound listener and the directory it serves.
pub struct Server {
    /// The bound socket.
    listener: TcpListener,
    /// The served directory, canonical, so resolved files can be checked against it.
    root: Arc<Path>,
    /// Threads, queue and deadlines.
    limits: Limits,
    /// Whether each request is logged to stderr.
    log: bool,
}

impl Server {
    /// Binds `address` (port 0 picks a free port) to serve the files under `root`.
    pub fn bind(root: &Path, address: SocketAddr) -> io::Result<Server> {
        let root = fs::canonicalize(root)?;
        let listener = TcpListener::bind(address)?;
        Ok(Server {
            listener,
            root: Arc::from(root.as_path()),
            limits: Limits::default(),
            log: true,
        })
    }

    /// The same server within other limits.
    #[cfg(test)]
    fn with_limits(mut self, limits: Limits) -> Server {
        self.limits = limits;
        self
    }

    /// The address actually bound (the real port when 0 was asked for).
    pub fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// [`Server::run`] without a line on stderr for each request (measurements).
    pub fn run_quietly(mut self) {
        self.log = false;
        self.run();
    }

    /// Answers connections on the pool's threads for as long as the process runs; a
    /// connection that finds the queue full is answered 503 at once.
    pub fn run(self) {
        let root = Arc::clone(&self.root);
        let (limits, log) = (self.limits, self.log);
        let pool = Pool::new(limits.workers, limits.queue, move |stream: TcpStream| {
            handle(stream, &root, limits, log);
        });
        for connection in self.listener.incoming() {
            match connection {
                Ok(stream) => {
                    if let Err(mut stream) = pool.offer(stream) {
                        let _ = stream.set_write_timeout(Some(Duration::from_secs(1)));
                        let busy =
                            Response::text(Status::SERVICE_UNAVAILABLE, "every worker is busy")
                                .with_header("Retry-After", "1".to_owned());
                        if busy.write_to(&mut stream, false, false).is_ok() {
                            close_gently(&mut stream);
                        }
                    }
                }
                Err(e) => eprintln!("serve: connection failed: {e}"),
            }
        }
    }
}

/// Answers the requests of one connection, logging each to stderr, until the client
/// closes it, stays silent too long, or asks to close.
fn handle(stream: TcpStream, root: &Path, limits: Limits, log_requests: bool) {
    let _ = stream.set_write_timeout(Some(WRITE_TIMEOUT));
    let mut incoming = Incoming::new(stream);
    loop {
        let (response, head_only, keep_alive, log) =
            match incoming.read_request(limits.idle, limits.head) {
                Ok(request) => {
                    let log = format!("{} {}", request.method, request.target);
                    let keep_alive = request.keeps_alive();
                    (
                        respond(&request, root),
                        request.method == "HEAD",
                        keep_alive,
                        log,
                    )
                }
                Err(ReadError::Closed) => return,
                Err(ReadError::TimedOut) => (
                    Response::text(Status::REQUEST_TIMEOUT, "the request head took too long"),
                    false,
                    false,
                    "(request timeout)".to_owned(),
                ),
                Err(ReadError::TooLarge) => (
                    Response::text(Status::HEADERS_TOO_LARGE, "the request head is too long"),
                    false,
                    false,
                    "(request head too large)".to_owned(),
                ),
                Err(ReadError::Bad(reason)) => (
                    Response::text(Status::BAD_REQUEST, reason),
                    false,
                    false,
                    "(bad request)".to_owned(),
                ),
            };
        if log_requests {
            eprintln!("{} {log}", response.status.0);
        }
        if let Err(e) = response.write_to(&mut incoming.source, head_only, keep_alive) {
            eprintln!("serve: could not send the response to {log}: {e}");
            return;
        }
        if !keep_alive {
            close_gently(&mut incoming.source);
            return;
        }
    }
}

/// Closes after a response the client may still be sending a request to: our side
/// is shut first and what arrives is read away briefly, so the client reads the
/// response instead of a reset.
fn close_gently(stream: &mut TcpStream) {
    let _ = stream.shutdown(Shutdown::Write);
    let _ = stream.set_read_timeout(Some(Duration::from_millis(200)));
    let mut sink = [0u8; 4096];
    let mut left = http::MAX_HEAD * 2;
    while let Ok(n @ 1..) = stream.read(&mut sink) {
        left = left.saturating_sub(n);
        if left == 0 {
            break;
        }
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
    let compressible = compress::is_compressible(&real);
    let accept = request.header("accept-encoding").unwrap_or_default();
    let (file, metadata, coding) =
        match open_variant(&real, compressible.then_some(accept.as_str())) {
            Ok(found) => found,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return not_found(),
            Err(e) => return Response::text(Status::INTERNAL_SERVER_ERROR, &e.to_string()),
        };
    let name = relative.file_name().and_then(|n| n.to_str()).unwrap_or("");
    let tag = negotiate::etag(&metadata, coding);
    let modified = metadata.modified().ok();
    let mut headers = vec![("ETag", tag.clone())];
    if let Some(modified) = modified {
        headers.push(("Last-Modified", negotiate::http_date(modified)));
    }
    if compressible {
        headers.push(("Vary", "Accept-Encoding".to_owned()));
    }
    if let Some(coding) = coding {
        headers.push(("Content-Encoding", coding.to_owned()));
    }
    let fresh = negotiate::is_fresh(
        request.header("if-none-match").as_deref(),
        request.header("if-modified-since").as_deref(),
        &tag,
        modified,
    );
    Response {
        status: if fresh {
            Status::NOT_MODIFIED
        } else {
            Status::OK
        },
        content_type: mime::content_type(&relative),
        cache_control: if negotiate::is_content_hashed(name) {
            negotiate::IMMUTABLE
        } else {
            negotiate::REVALIDATE
        },
        headers,
        body: if fresh {
            Body::Empty
        } else {
            Body::File(file, metadata.len())
        },
    }
}

/// The copy of `real` to send: its brotli or gzip copy when `accept` (the request's
/// `Accept-Encoding`, for a compressible file) allows it and the copy is not older than
/// the file (an edit since the build is sent as it is), else the file itself.
fn open_variant(
    real: &Path,
    accept: Option<&str>,
) -> io::Result<(File, fs::Metadata, Option<&'static str>)> {
    let (file, metadata) = open_file(real)?;
    let Some(accept) = accept else {
        return Ok((file, metadata, None));
    };
    let modified = metadata.modified().ok();
    for (coding, ending) in compress::ENCODINGS {
        if !negotiate::accepts(accept, coding) {
            continue;
        }
        if let Ok((copy, copy_metadata)) = open_file(&compress::copy_path(real, ending)) {
            if copy_metadata.modified().ok() >= modified {
                return Ok((copy, copy_metadata, Some(coding)));
            }
        }
    }
    Ok((file, metadata, None))
}

/// The service worker's precache list, made afresh from the files under `root`: the
/// one `cargo xtask build` wrote may be older than an edit, and the worker would then
/// keep serving the old file.
fn precache_list(root: &Path) -> Response {
    match precache::scan(root) {
        Ok(list) => Response {
            status: Status::OK,
            content_type: mime::content_type(Path::new(precache::OUTPUT)),
            cache_control: negotiate::REVALIDATE,
            headers: Vec::new(),
            body: Body::Text(precache::render(&list)),
        },
        Err(e) => Response::text(Status::INTERNAL_SERVER_ERROR, &e),
    }
}

/// Opens a regular file and reads its metadata.
fn open_file(path: &Path) -> io::Result<(File, fs::Metadata)> {
    let file = File::open(path)?;
    let metadata = file.metadata()?;
    if !metadata.is_file() {
        return Err(io::Error::from(io::ErrorKind::NotFound));
    }
    Ok((file, metadata))
}

#[cfg(test)]
mod tests {
    use super::{Limits, Server};
    use crate::steps::compress;
    use std::fs;
    use std::io::{Read, Write};
    use std::net::{Ipv4Addr, SocketAddr, TcpStream};
    use std::path::{Path, PathBuf};
    use std::thread;
    use std::time::{Duration, Instant};

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
            &format!("{method} {target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"),
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

    /// Starts a server on a free loopback port within `limits`.
    fn start(root: &Path, limits: Limits) -> SocketAddr {
        let server = Server::bind(root, SocketAddr::from((Ipv4Addr::LOCALHOST, 0)))
            .unwrap()
            .with_limits(limits);
        let address = server.local_addr().unwrap();
        thread::spawn(move || server.run());
        address
    }

    /// The head of a response, and its body as bytes.
    fn split(response: &[u8]) -> (String, Vec<u8>) {
        let end = response
            .windows(4)
            .position(|w| w == b"\r\n\r\n")
            .expect("a whole head")
            + 4;
        (
            String::from_utf8_lossy(&response[..end]).into_owned(),
            response[end..].to_vec(),
        )
    }

    /// One request with extra header lines, on its own connection.
    fn ask(address: SocketAddr, target: &str, headers: &str) -> (String, Vec<u8>) {
        let mut stream = TcpStream::connect(address).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let request =
            format!("GET {target} HTTP/1.1\r\nHost: l\r\n{headers}Connection: close\r\n\r\n");
        stream.write_all(request.as_bytes()).unwrap();
        let mut response = Vec::new();
        stream.read_to_end(&mut response).unwrap();
        split(&response)
    }

    /// A header's value in a response head.
    fn header<'a>(head: &'a str, name: &str) -> Option<&'a str> {
        head.lines()
            .find_map(|line| line.strip_prefix(name)?.strip_prefix(": "))
    }

    #[test]
    fn sends_precompressed_copies_with_validators_and_caching() {
        let root = site("encodings");
        let script = "export const lines = 'nineteen lines, nineteen lines';\n".repeat(50);
        fs::write(root.join("app.js"), &script).unwrap();
        fs::write(root.join("chunk.NQ2X7ZEB.js"), &script).unwrap();
        compress::write(&root).unwrap();
        let address = start(&root, Limits::default());

        let (head, body) = ask(address, "/app.js", "Accept-Encoding: gzip, deflate, br\r\n");
        assert!(head.starts_with("HTTP/1.1 200 OK\r\n"), "{head}");
        assert_eq!(header(&head, "Content-Encoding"), Some("br"), "{head}");
        assert_eq!(header(&head, "Vary"), Some("Accept-Encoding"), "{head}");
        assert_eq!(header(&head, "Cache-Control"), Some("no-cache"), "{head}");
        assert_eq!(
            header(&head, "Content-Length"),
            Some(body.len().to_string().as_str())
        );
        let mut unpacked = Vec::new();
        brotli::BrotliDecompress(&mut &body[..], &mut unpacked).unwrap();
        assert_eq!(unpacked, script.as_bytes());
        let br_tag = header(&head, "ETag").unwrap().to_owned();

        let (gz_head, gz_body) = ask(address, "/app.js", "Accept-Encoding: gzip\r\n");
        assert_eq!(
            header(&gz_head, "Content-Encoding"),
            Some("gzip"),
            "{gz_head}"
        );
        assert!(gz_body.starts_with(&[0x1f, 0x8b]), "a gzip stream");
        let (plain_head, plain) = ask(address, "/app.js", "");
        assert_eq!(
            header(&plain_head, "Content-Encoding"),
            None,
            "{plain_head}"
        );
        assert_eq!(header(&plain_head, "Vary"), Some("Accept-Encoding"));
        assert_eq!(plain, script.as_bytes());
        let tags = [
            br_tag.clone(),
            header(&gz_head, "ETag").unwrap().to_owned(),
            header(&plain_head, "ETag").unwrap().to_owned(),
        ];
        assert!(tags[0] != tags[1] && tags[1] != tags[2], "{tags:?}");

        // A client holding the current copy gets 304 and no body; another tag gets 200.
        let (same, none) = ask(
            address,
            "/app.js",
            &format!("Accept-Encoding: br\r\nIf-None-Match: {br_tag}\r\n"),
        );
        assert!(same.starts_with("HTTP/1.1 304 Not Modified\r\n"), "{same}");
        assert!(
            none.is_empty() && header(&same, "Content-Length").is_none(),
            "{same}"
        );
        assert_eq!(header(&same, "ETag"), Some(br_tag.as_str()));
        let (other, _) = ask(address, "/app.js", &format!("If-None-Match: {br_tag}\r\n"));
        assert!(
            other.starts_with("HTTP/1.1 200 OK\r\n"),
            "identity has its own tag: {other}"
        );

        // A client that holds the date: 304 while the file is not newer (a live
        // record's poll: RFC 9110 §13.1.3).
        let modified = header(&head, "Last-Modified").unwrap().to_owned();
        let (since, none) = ask(
            address,
            "/app.js",
            &format!("Accept-Encoding: br\r\nIf-Modified-Since: {modified}\r\n"),
        );
        assert!(
            since.starts_with("HTTP/1.1 304 Not Modified\r\n"),
            "{since}"
        );
        assert!(none.is_empty());
        let (stale, _) = ask(
            address,
            "/app.js",
            "If-Modified-Since: Thu, 01 Jan 1970 00:00:00 GMT\r\n",
        );
        assert!(stale.starts_with("HTTP/1.1 200 OK\r\n"), "{stale}");

        // Content-hashed names are kept for a year; images are sent as they are.
        let (hashed, _) = ask(address, "/chunk.NQ2X7ZEB.js", "Accept-Encoding: br\r\n");
        assert_eq!(
            header(&hashed, "Cache-Control"),
            Some("public, max-age=31536000, immutable")
        );
        fs::write(root.join("icon.png"), [1u8; 600]).unwrap();
        let (image, _) = ask(address, "/icon.png", "Accept-Encoding: br\r\n");
        assert!(header(&image, "Content-Encoding").is_none() && header(&image, "Vary").is_none());

        // An edit after the build: the stale copies are not sent.
        thread::sleep(Duration::from_millis(20));
        fs::write(root.join("app.js"), "export const edited = 1;").unwrap();
        let (edited, body) = ask(address, "/app.js", "Accept-Encoding: br, gzip\r\n");
        assert_eq!(header(&edited, "Content-Encoding"), None, "{edited}");
        assert_eq!(body, b"export const edited = 1;");
        let _ = fs::remove_dir_all(&root);
    }

    #[test]
    fn bounds_heads_connections_and_threads() {
        let root = site("limits");
        let limits = Limits {
            workers: 1,
            queue: 1,
            idle: Duration::from_millis(1500),
            head: Duration::from_millis(300),
        };
        let address = start(&root, limits);

        // Oversized headers: 431.
        let (big, _) = ask(address, "/", &format!("X-Big: {}\r\n", "a".repeat(20_000)));
        assert!(big.starts_with("HTTP/1.1 431 "), "{big}");

        // Two requests on one connection (keep-alive), then a close.
        let mut stream = TcpStream::connect(address).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        stream
            .write_all(
                b"GET /app.js HTTP/1.1\r\n\r\nGET /docs/ HTTP/1.1\r\nConnection: close\r\n\r\n",
            )
            .unwrap();
        let mut both = String::new();
        stream.read_to_string(&mut both).unwrap();
        assert_eq!(both.matches("HTTP/1.1 200 OK\r\n").count(), 2, "{both}");
        assert!(
            both.contains("Connection: keep-alive\r\n") && both.ends_with("docs"),
            "{both}"
        );

        // A head trickled byte by byte is cut off at the deadline with 408.
        let mut slow = TcpStream::connect(address).unwrap();
        slow.set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let began = Instant::now();
        let mut answer = Vec::new();
        for byte in b"GET / HTTP/1.1\r\nX-Slow: yes".iter().cycle() {
            if slow.write_all(&[*byte]).is_err() || began.elapsed() > Duration::from_secs(3) {
                break;
            }
            thread::sleep(Duration::from_millis(50));
            slow.set_nonblocking(true).unwrap();
            let mut chunk = [0u8; 512];
            if let Ok(n) = slow.read(&mut chunk) {
                answer.extend_from_slice(&chunk[..n]);
            }
            slow.set_nonblocking(false).unwrap();
            if !answer.is_empty() {
                break;
            }
        }
        slow.read_to_end(&mut answer).ok();
        let answer = String::from_utf8_lossy(&answer);
        assert!(answer.starts_with("HTTP/1.1 408 "), "{answer}");
        assert!(
            began.elapsed() < Duration::from_secs(2),
            "{:?}",
            began.elapsed()
        );

        // One worker, one place in the queue: a silent connection holds the worker, a
        // second waits, a third is refused at once with 503, and the second is served
        // once the first times out. (The worker first finishes closing the slow one.)
        thread::sleep(Duration::from_millis(500));
        let _silent = TcpStream::connect(address).unwrap();
        thread::sleep(Duration::from_millis(100));
        let mut waiting = TcpStream::connect(address).unwrap();
        waiting
            .write_all(b"GET /app.js HTTP/1.1\r\nConnection: close\r\n\r\n")
            .unwrap();
        thread::sleep(Duration::from_millis(100));
        let refused = get(address, "GET", "/");
        assert!(refused.starts_with("HTTP/1.1 503 "), "{refused}");
        assert!(refused.contains("Retry-After: 1\r\n"), "{refused}");
        waiting
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let mut served = String::new();
        waiting.read_to_string(&mut served).unwrap();
        assert!(served.starts_with("HTTP/1.1 200 OK\r\n"), "{served}");
        let _ = fs::remove_dir_all(&root);
    }
}
