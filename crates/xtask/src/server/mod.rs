//! The dev server: hyper serves HTTP/1.1 on a tokio runtime and tower-http's
//! `ServeDir` sends the files (the build's precompressed `.br` and `.gz` copies to
//! clients that accept them, `Range`, `Last-Modified` and `304` on
//! `If-Modified-Since`). What is ours is the project's policy ([`policy`]): the strict
//! Content-Security-Policy and `nosniff` on every response, long caching for
//! content-hashed names and revalidation for the rest, entity tags (and `304` on
//! `If-None-Match`: a live record polled every few seconds), GET and HEAD only,
//! traversal refused with 403, a service worker list made from the files as they are,
//! and layers: `cargo xtask serve --source` serves `www/` over the build's generated
//! files (`target/www-gen/`), the first layer that has a path answering.

mod mime;
mod policy;

use crate::steps::{compress, precache};
use http_body_util::combinators::UnsyncBoxBody;
use http_body_util::{BodyExt, Empty, Full};
use hyper::body::{Bytes, Incoming};
use hyper::header::{self, HeaderValue};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::{TokioIo, TokioTimer};
use policy::Refusal;
use std::convert::Infallible;
use std::fs;
use std::io;
use std::net::{SocketAddr, TcpListener};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;
use tower_http::services::ServeDir;

/// What every response carries as its body.
type Body = UnsyncBoxBody<Bytes, io::Error>;

/// What bounds the server.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Connections open at once; one more is answered 503 and closed.
    pub connections: usize,
    /// How long a request head may take to arrive, counted from when the server
    /// waits for it (so also how long a kept-alive connection may stay silent).
    pub head: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            connections: 256,
            head: Duration::from_secs(10),
        }
    }
}

/// The longest request head accepted (request line and headers); longer ones get 431.
const MAX_HEAD: usize = 16 * 1024;

/// A bound listener and the directories it serves.
pub struct Server {
    /// The bound socket.
    listener: TcpListener,
    /// The served directories, the first that has a path answering it.
    site: Site,
    /// Connections and deadlines.
    limits: Limits,
}

impl Server {
    /// Binds `address` (port 0 picks a free port) to serve the files under `root`.
    pub fn bind(root: &Path, address: SocketAddr) -> io::Result<Server> {
        Server::bind_layers(&[root.to_path_buf()], address)
    }

    /// Binds `address` to serve `layers`: a path is answered from the first layer
    /// that has it (`www/`, then the build's generated files).
    pub fn bind_layers(layers: &[PathBuf], address: SocketAddr) -> io::Result<Server> {
        let listener = TcpListener::bind(address)?;
        listener.set_nonblocking(true)?;
        Ok(Server {
            listener,
            site: Site {
                layers: layers.to_vec(),
                log: true,
            },
            limits: Limits::default(),
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
        self.site.log = false;
        self.run();
    }

    /// Answers connections for as long as the process runs (logging each request to
    /// stderr), on a runtime of its own in the calling thread.
    pub fn run(self) {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build();
        match runtime {
            Ok(runtime) => runtime.block_on(self.serve()),
            Err(e) => eprintln!("serve: cannot start the runtime: {e}"),
        }
    }

    /// The accept loop: each connection is served by hyper in a task of its own.
    async fn serve(self) {
        let listener = match tokio::net::TcpListener::from_std(self.listener) {
            Ok(listener) => listener,
            Err(e) => return eprintln!("serve: cannot listen: {e}"),
        };
        let site = Arc::new(self.site);
        let open = Arc::new(Semaphore::new(self.limits.connections));
        let mut http = http1::Builder::new();
        http.timer(TokioTimer::new())
            .header_read_timeout(self.limits.head)
            .max_buf_size(MAX_HEAD)
            .max_header_size(MAX_HEAD);
        loop {
            let stream = match listener.accept().await {
                Ok((stream, _)) => TokioIo::new(stream),
                Err(e) => {
                    eprintln!("serve: connection failed: {e}");
                    continue;
                }
            };
            let mut http = http.clone();
            let Ok(permit) = Arc::clone(&open).try_acquire_owned() else {
                let busy = service_fn(|_: Request<Incoming>| async {
                    let response =
                        text(StatusCode::SERVICE_UNAVAILABLE, "every connection is taken");
                    Ok::<_, Infallible>(with_header(response, header::RETRY_AFTER, "1"))
                });
                tokio::spawn(async move {
                    let _ = http.keep_alive(false).serve_connection(stream, busy).await;
                });
                continue;
            };
            let site = Arc::clone(&site);
            tokio::spawn(async move {
                let service = service_fn(|request| {
                    let site = Arc::clone(&site);
                    async move { Ok::<_, Infallible>(site.respond(request).await) }
                });
                let _ = http.serve_connection(stream, service).await;
                drop(permit);
            });
        }
    }
}

/// The directories served, and whether requests are logged.
struct Site {
    /// The first that has a path answers it.
    layers: Vec<PathBuf>,
    /// Whether each request is logged to stderr.
    log: bool,
}

impl Site {
    /// The response to `request`, with the headers every response carries.
    async fn respond(&self, request: Request<Incoming>) -> Response<Body> {
        let line = format!("{} {}", request.method(), request.uri());
        let mut response = self.answer(request).await;
        let headers = response.headers_mut();
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(policy::CONTENT_SECURITY_POLICY),
        );
        headers.insert(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        );
        headers
            .entry(header::CACHE_CONTROL)
            .or_insert(HeaderValue::from_static(policy::REVALIDATE));
        if self.log {
            eprintln!("{} {line}", response.status().as_u16());
        }
        response
    }

    /// The file (or refusal) a request asks for.
    async fn answer(&self, request: Request<Incoming>) -> Response<Body> {
        if request.method() != Method::GET && request.method() != Method::HEAD {
            let refused = text(
                StatusCode::METHOD_NOT_ALLOWED,
                "only GET and HEAD are served",
            );
            return with_header(refused, header::ALLOW, "GET, HEAD");
        }
        let path = match policy::checked_path(request.uri().path()) {
            Ok(path) => path,
            Err(Refusal::Malformed) => return text(StatusCode::BAD_REQUEST, "not a valid path"),
            Err(Refusal::Forbidden) => {
                return text(StatusCode::FORBIDDEN, "a path outside the served folder")
            }
        };
        if path.trim_start_matches('/') == precache::OUTPUT {
            return self.precache_list();
        }
        // RFC 9110 §13.1.3: a request with If-None-Match is answered by its tags (ours,
        // to the nanosecond), and its If-Modified-Since (to the second) ignored.
        let if_none_match = request
            .headers()
            .get(header::IF_NONE_MATCH)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned);
        let (mut parts, _) = request.into_parts();
        if if_none_match.is_some() {
            parts.headers.remove(header::IF_MODIFIED_SINCE);
        }
        for layer in &self.layers {
            let file = file_in(layer, &path);
            // Read before the file is opened: should it be replaced in between, the
            // tag is the older one, and the next request fetches the new file.
            let metadata = fs::metadata(&file).ok().filter(fs::Metadata::is_file);
            let request = Request::from_parts(parts.clone(), Empty::<Bytes>::new());
            let served = ServeDir::new(layer)
                .precompressed_br()
                .precompressed_gzip()
                .try_call(request)
                .await;
            let response = match served {
                Ok(response) => response.map(|body| body.map_err(io::Error::other).boxed_unsync()),
                Err(e) => return text(StatusCode::INTERNAL_SERVER_ERROR, &e.to_string()),
            };
            if response.status() == StatusCode::NOT_FOUND {
                continue;
            }
            return with_file_policy(response, &file, metadata, if_none_match.as_deref());
        }
        text(StatusCode::NOT_FOUND, &path)
    }

    /// The service worker's precache list, made afresh from the files served: the one
    /// a build wrote may be older than an edit, and the worker would then keep
    /// serving the old file.
    fn precache_list(&self) -> Response<Body> {
        match precache::scan_layers(&self.layers) {
            Ok(list) => {
                let response = full(StatusCode::OK, precache::render(&list));
                let kind = mime::content_type(Path::new(precache::OUTPUT));
                with_header(response, header::CONTENT_TYPE, kind)
            }
            Err(e) => text(StatusCode::INTERNAL_SERVER_ERROR, &e),
        }
    }
}

/// The file `path` (decoded, from `/`) names in `layer`: a directory's `index.html`.
fn file_in(layer: &Path, path: &str) -> PathBuf {
    let relative = path.trim_start_matches('/');
    if relative.is_empty() || relative.ends_with('/') {
        layer.join(relative).join("index.html")
    } else {
        layer.join(relative)
    }
}

/// `ServeDir`'s response with the project's headers: the content type of our own
/// table, `Vary` for the files that have compressed copies, caching by name, and the
/// entity tag, answering 304 when `if_none_match` names it.
fn with_file_policy(
    mut response: Response<Body>,
    file: &Path,
    metadata: Option<fs::Metadata>,
    if_none_match: Option<&str>,
) -> Response<Body> {
    let status = response.status();
    if !(status.is_success() || status == StatusCode::NOT_MODIFIED) {
        return response;
    }
    let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("");
    let cache = if policy::is_content_hashed(name) {
        policy::IMMUTABLE
    } else {
        policy::REVALIDATE
    };
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    if compress::is_compressible(file) {
        headers.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    }
    if status.is_success() {
        let kind = mime::content_type(file);
        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    }
    let Some(metadata) = metadata else {
        return response;
    };
    let coding = headers
        .get(header::CONTENT_ENCODING)
        .and_then(|v| v.to_str().ok());
    let tag = policy::etag(&metadata, coding);
    if let Ok(value) = HeaderValue::from_str(&tag) {
        headers.insert(header::ETAG, value);
    }
    if status == StatusCode::OK && if_none_match.is_some_and(|tags| policy::matches(tags, &tag)) {
        let (mut parts, _) = response.into_parts();
        parts.status = StatusCode::NOT_MODIFIED;
        for gone in [
            header::CONTENT_LENGTH,
            header::CONTENT_TYPE,
            header::ACCEPT_RANGES,
        ] {
            parts.headers.remove(gone);
        }
        return Response::from_parts(parts, empty());
    }
    response
}

/// A response with this body.
fn full(status: StatusCode, body: String) -> Response<Body> {
    let mut response = Response::new(
        Full::from(body)
            .map_err(|never| match never {})
            .boxed_unsync(),
    );
    *response.status_mut() = status;
    response
}

/// An empty body.
fn empty() -> Body {
    Empty::<Bytes>::new()
        .map_err(|never| match never {})
        .boxed_unsync()
}

/// A plain-text response: the status line followed by `detail`.
fn text(status: StatusCode, detail: &str) -> Response<Body> {
    let reason = status.canonical_reason().unwrap_or("");
    let response = full(status, format!("{} {reason}: {detail}\n", status.as_u16()));
    with_header(response, header::CONTENT_TYPE, "text/plain; charset=utf-8")
}

/// The same response with one more header.
fn with_header(
    mut response: Response<Body>,
    name: header::HeaderName,
    value: &'static str,
) -> Response<Body> {
    response
        .headers_mut()
        .insert(name, HeaderValue::from_static(value));
    response
}

#[cfg(test)]
mod tests {
    use super::{Limits, Server};
    use crate::steps::compress;
    use std::fs;
    use std::io::{ErrorKind, Read, Write};
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

    /// Starts a server of `layers` on a free loopback port within `limits`.
    fn start(layers: &[&Path], limits: Limits) -> SocketAddr {
        let layers: Vec<PathBuf> = layers.iter().map(|layer| layer.to_path_buf()).collect();
        let server = Server::bind_layers(&layers, SocketAddr::from((Ipv4Addr::LOCALHOST, 0)))
            .unwrap()
            .with_limits(limits);
        let address = server.local_addr().unwrap();
        thread::spawn(move || server.run_quietly());
        address
    }

    /// Sends one raw request and returns the whole response.
    fn fetch(address: SocketAddr, request: &str) -> Vec<u8> {
        let mut stream = TcpStream::connect(address).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        stream.write_all(request.as_bytes()).unwrap();
        let mut response = Vec::new();
        stream.read_to_end(&mut response).unwrap();
        response
    }

    /// One request with extra header lines, on its own connection: the head and body.
    fn ask(address: SocketAddr, method: &str, target: &str, headers: &str) -> (String, Vec<u8>) {
        let request =
            format!("{method} {target} HTTP/1.1\r\nHost: l\r\n{headers}Connection: close\r\n\r\n");
        split(&fetch(address, &request))
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

    /// A header's value in a response head (names in any case).
    fn header<'a>(head: &'a str, name: &str) -> Option<&'a str> {
        head.lines().find_map(|line| {
            let (key, value) = line.split_once(": ")?;
            key.eq_ignore_ascii_case(name).then_some(value)
        })
    }

    #[test]
    fn serves_files_with_the_projects_headers() {
        let root = site("serve");
        let address = start(&[&root], Limits::default());

        let (index, body) = ask(address, "GET", "/", "");
        assert!(index.starts_with("HTTP/1.1 200 OK\r\n"), "{index}");
        assert_eq!(
            header(&index, "content-type"),
            Some("text/html; charset=utf-8")
        );
        assert_eq!(header(&index, "cache-control"), Some("no-cache"));
        assert_eq!(header(&index, "x-content-type-options"), Some("nosniff"));
        assert_eq!(
            header(&index, "content-security-policy"),
            Some(super::policy::CONTENT_SECURITY_POLICY)
        );
        assert_eq!(body, b"<!doctype html><title>t</title>");

        let (script, _) = ask(address, "GET", "/app.js?v=2", "");
        assert!(script.starts_with("HTTP/1.1 200 OK\r\n"), "{script}");
        assert_eq!(
            header(&script, "content-type"),
            Some("text/javascript; charset=utf-8")
        );

        let (missing, _) = ask(address, "GET", "/missing.wasm", "");
        assert!(
            missing.starts_with("HTTP/1.1 404 Not Found\r\n"),
            "{missing}"
        );
        assert!(header(&missing, "content-security-policy").is_some());

        let (head, body) = ask(address, "HEAD", "/index.html", "");
        assert!(head.starts_with("HTTP/1.1 200 OK\r\n"), "{head}");
        assert_eq!(header(&head, "content-length"), Some("31"));
        assert!(body.is_empty(), "HEAD sent a body");

        // A directory without its slash: redirected, so its relative links resolve.
        let (directory, _) = ask(address, "GET", "/docs", "");
        assert!(directory.starts_with("HTTP/1.1 307 "), "{directory}");
        assert_eq!(header(&directory, "location"), Some("/docs/"));
        assert!(ask(address, "GET", "/docs/", "")
            .0
            .starts_with("HTTP/1.1 200 OK\r\n"));

        let (escape, _) = ask(address, "GET", "/%2e%2e/%2e%2e/etc/passwd", "");
        assert!(escape.starts_with("HTTP/1.1 403 Forbidden\r\n"), "{escape}");
        let (post, _) = ask(address, "POST", "/", "Content-Length: 0\r\n");
        assert!(post.starts_with("HTTP/1.1 405 "), "{post}");
        assert_eq!(header(&post, "allow"), Some("GET, HEAD"));
        let garbage = String::from_utf8_lossy(&fetch(address, "hello\r\n\r\n")).into_owned();
        assert!(garbage.starts_with("HTTP/1.1 400 "), "{garbage}");

        // The precache list is made from the files as they are now, even with no
        // file written by a build.
        let (list_head, list) = ask(address, "GET", "/sw-precache.js", "");
        let list = String::from_utf8(list).unwrap();
        assert!(list_head.starts_with("HTTP/1.1 200 OK\r\n"), "{list_head}");
        assert_eq!(
            header(&list_head, "content-type"),
            Some("text/javascript; charset=utf-8")
        );
        assert!(list.contains("\"app.js\": \""), "{list}");
        fs::write(root.join("app.js"), "export const changed = 1;").unwrap();
        let again = String::from_utf8(ask(address, "GET", "/sw-precache.js", "").1).unwrap();
        let version = |text: &str| {
            text.split("\"version\": ")
                .nth(1)
                .map(|v| v[..18].to_owned())
        };
        assert!(version(&list).is_some(), "{list}");
        assert_ne!(version(&list), version(&again), "{again}");
        let _ = fs::remove_dir_all(&root);
    }

    #[test]
    fn sends_precompressed_copies_with_validators_and_caching() {
        let root = site("encodings");
        let script = "export const lines = 'nineteen lines, nineteen lines';\n".repeat(50);
        fs::write(root.join("app.js"), &script).unwrap();
        fs::write(root.join("chunk.NQ2X7ZEB.js"), &script).unwrap();
        compress::write(&root).unwrap();
        let address = start(&[&root], Limits::default());

        let (head, body) = ask(
            address,
            "GET",
            "/app.js",
            "Accept-Encoding: gzip, deflate, br\r\n",
        );
        assert!(head.starts_with("HTTP/1.1 200 OK\r\n"), "{head}");
        assert_eq!(header(&head, "content-encoding"), Some("br"), "{head}");
        assert_eq!(header(&head, "vary"), Some("Accept-Encoding"), "{head}");
        assert_eq!(header(&head, "cache-control"), Some("no-cache"), "{head}");
        assert_eq!(
            header(&head, "content-type"),
            Some("text/javascript; charset=utf-8")
        );
        assert_eq!(
            header(&head, "content-length"),
            Some(body.len().to_string().as_str())
        );
        let mut unpacked = Vec::new();
        brotli::BrotliDecompress(&mut &body[..], &mut unpacked).unwrap();
        assert_eq!(unpacked, script.as_bytes());
        let br_tag = header(&head, "etag").unwrap().to_owned();

        let (gz_head, gz_body) = ask(address, "GET", "/app.js", "Accept-Encoding: gzip\r\n");
        assert_eq!(
            header(&gz_head, "content-encoding"),
            Some("gzip"),
            "{gz_head}"
        );
        assert!(gz_body.starts_with(&[0x1f, 0x8b]), "a gzip stream");
        let (plain_head, plain) = ask(address, "GET", "/app.js", "");
        assert_eq!(
            header(&plain_head, "content-encoding"),
            None,
            "{plain_head}"
        );
        assert_eq!(header(&plain_head, "vary"), Some("Accept-Encoding"));
        assert_eq!(plain, script.as_bytes());
        let tags = [
            br_tag.clone(),
            header(&gz_head, "etag").unwrap().to_owned(),
            header(&plain_head, "etag").unwrap().to_owned(),
        ];
        assert!(tags[0] != tags[1] && tags[1] != tags[2], "{tags:?}");

        // A range of the file as it is.
        let (part, bytes) = ask(address, "GET", "/app.js", "Range: bytes=0-9\r\n");
        assert!(part.starts_with("HTTP/1.1 206 "), "{part}");
        assert_eq!(bytes, script.as_bytes()[..10]);

        // A client holding the current copy gets 304 and no body; another tag gets
        // 200, whatever its If-Modified-Since says (RFC 9110 §13.1.3: a live record
        // rewritten within the second is a new version).
        let modified = header(&head, "last-modified").unwrap().to_owned();
        let (same, none) = ask(
            address,
            "GET",
            "/app.js",
            &format!("Accept-Encoding: br\r\nIf-None-Match: {br_tag}\r\n"),
        );
        assert!(same.starts_with("HTTP/1.1 304 Not Modified\r\n"), "{same}");
        assert!(
            none.is_empty() && header(&same, "content-length").is_none(),
            "{same}"
        );
        assert_eq!(header(&same, "etag"), Some(br_tag.as_str()));
        let (other, _) = ask(
            address,
            "GET",
            "/app.js",
            &format!("If-None-Match: {br_tag}\r\nIf-Modified-Since: {modified}\r\n"),
        );
        assert!(
            other.starts_with("HTTP/1.1 200 OK\r\n"),
            "identity has its own tag: {other}"
        );

        // A client that holds the date: 304 while the file is not newer.
        let (since, none) = ask(
            address,
            "GET",
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
            "GET",
            "/app.js",
            "If-Modified-Since: Thu, 01 Jan 1970 00:00:00 GMT\r\n",
        );
        assert!(stale.starts_with("HTTP/1.1 200 OK\r\n"), "{stale}");

        // A file rewritten (a live record): a new tag, and the old one gets it whole.
        thread::sleep(Duration::from_millis(20));
        fs::write(root.join("docs/game.sgf"), "(;B[aa])").unwrap();
        let (first, _) = ask(address, "GET", "/docs/game.sgf", "");
        let first_tag = header(&first, "etag").unwrap().to_owned();
        thread::sleep(Duration::from_millis(20));
        fs::write(root.join("docs/game.sgf"), "(;B[bb])").unwrap();
        let (next, body) = ask(
            address,
            "GET",
            "/docs/game.sgf",
            &format!("If-None-Match: {first_tag}\r\n"),
        );
        assert!(next.starts_with("HTTP/1.1 200 OK\r\n"), "{next}");
        assert_eq!(body, b"(;B[bb])");
        assert_eq!(header(&next, "content-type"), Some("application/x-go-sgf"));

        // Content-hashed names are kept for a year; images are sent as they are.
        let (hashed, _) = ask(
            address,
            "GET",
            "/chunk.NQ2X7ZEB.js",
            "Accept-Encoding: br\r\n",
        );
        assert_eq!(
            header(&hashed, "cache-control"),
            Some("public, max-age=31536000, immutable")
        );
        fs::write(root.join("icon.png"), [1u8; 600]).unwrap();
        let (image, _) = ask(address, "GET", "/icon.png", "Accept-Encoding: br\r\n");
        assert!(header(&image, "content-encoding").is_none() && header(&image, "vary").is_none());
        let _ = fs::remove_dir_all(&root);
    }

    #[test]
    fn layers_answer_in_order_and_share_one_precache_list() {
        let source = site("layer-source");
        let generated = site("layer-generated");
        fs::remove_file(generated.join("index.html")).unwrap();
        fs::create_dir_all(generated.join("pkg")).unwrap();
        fs::write(generated.join("pkg/engine.js"), "export const built = 1;").unwrap();
        fs::write(generated.join("app.js"), "export const stale = 1;").unwrap();
        let address = start(&[&source, &generated], Limits::default());

        let (_, app) = ask(address, "GET", "/app.js", "");
        assert_eq!(app, b"export {};", "the first layer wins");
        let (head, built) = ask(address, "GET", "/pkg/engine.js", "");
        assert!(head.starts_with("HTTP/1.1 200 OK\r\n"), "{head}");
        assert_eq!(built, b"export const built = 1;");
        let (missing, _) = ask(address, "GET", "/pkg/other.js", "");
        assert!(missing.starts_with("HTTP/1.1 404 "), "{missing}");
        let list = String::from_utf8(ask(address, "GET", "/sw-precache.js", "").1).unwrap();
        assert!(
            list.contains("\"pkg/engine.js\": \"") && list.contains("\"app.js\": \""),
            "{list}"
        );
        assert_eq!(list.matches("\"app.js\"").count(), 1, "{list}");
        let _ = fs::remove_dir_all(&source);
        let _ = fs::remove_dir_all(&generated);
    }

    #[test]
    fn bounds_heads_and_connections() {
        let root = site("limits");
        let limits = Limits {
            connections: 1,
            head: Duration::from_millis(500),
        };
        let address = start(&[&root], limits);

        // Oversized headers: 431.
        let big = format!("X-Big: {}\r\n", "a".repeat(20_000));
        let (too_big, _) = ask(address, "GET", "/", &big);
        assert!(too_big.starts_with("HTTP/1.1 431 "), "{too_big}");

        // Two requests on one connection (keep-alive), then a close.
        let both = fetch(
            address,
            "GET /app.js HTTP/1.1\r\nHost: l\r\n\r\nGET /docs/ HTTP/1.1\r\nHost: l\r\nConnection: close\r\n\r\n",
        );
        let both = String::from_utf8_lossy(&both);
        assert_eq!(both.matches("HTTP/1.1 200 OK\r\n").count(), 2, "{both}");
        assert!(both.ends_with("docs"), "{both}");

        // A head trickled byte by byte is cut off at the deadline: the connection
        // is closed, and its place is free again.
        let mut slow = TcpStream::connect(address).unwrap();
        slow.set_read_timeout(Some(Duration::from_millis(50)))
            .unwrap();
        let began = Instant::now();
        let mut closed = false;
        for byte in b"GET / HTTP/1.1\r\nX-Slow: yes".iter().cycle() {
            if began.elapsed() > Duration::from_secs(5) {
                break;
            }
            let _ = slow.write_all(&[*byte]);
            let mut chunk = [0u8; 512];
            match slow.read(&mut chunk) {
                Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
                // Closed (or answered): the server gave up on the head.
                _ => {
                    closed = true;
                    break;
                }
            }
        }
        assert!(closed, "the slow connection was not closed");
        assert!(
            began.elapsed() < Duration::from_secs(3),
            "{:?}",
            began.elapsed()
        );
        drop(slow);
        thread::sleep(Duration::from_millis(100));

        // One connection at a time: a second is answered 503 while the first is open.
        let mut held = TcpStream::connect(address).unwrap();
        held.write_all(b"GET /app.js HTTP/1.1\r\nHost: l\r\n\r\n")
            .unwrap();
        let mut first = [0u8; 64];
        held.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
        assert!(held.read(&mut first).unwrap() > 0);
        let (refused, _) = ask(address, "GET", "/", "");
        assert!(refused.starts_with("HTTP/1.1 503 "), "{refused}");
        assert_eq!(header(&refused, "retry-after"), Some("1"));
        drop(held);
        thread::sleep(Duration::from_millis(200));
        assert!(ask(address, "GET", "/", "")
            .0
            .starts_with("HTTP/1.1 200 OK\r\n"));
        let _ = fs::remove_dir_all(&root);
    }

    /// The server reads no file outside its layers.
    #[test]
    fn serves_nothing_but_files_under_its_layers() {
        let root = site("outside");
        let address = start(&[&root.join("docs")], Limits::default());
        let (up, _) = ask(address, "GET", "/../index.html", "");
        assert!(up.starts_with("HTTP/1.1 403 "), "{up}");
        let _ = fs::remove_dir_all(&root);
    }
}
