//! Just enough HTTP/1.1: read request heads (within a deadline and a size limit), write
//! responses, keep the connection open for the next request when the client allows.

use std::fs::File;
use std::io::{self, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// The longest request head accepted (request line and headers); longer ones get 431.
pub const MAX_HEAD: usize = 16 * 1024;

/// The Content-Security-Policy sent with every response: the strict policy the site
/// and `<go-board>` are built to run under (README, "Embedding a board"). No inline
/// script or style, no eval; WebAssembly compiles under `'wasm-unsafe-eval'` only.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'";

/// The parts of a request the server uses.
#[derive(Debug, PartialEq, Eq)]
pub struct Request {
    /// `GET`, `HEAD`, … as sent.
    pub method: String,
    /// The request target as sent: `/`, `/app.js?v=2`, …
    pub target: String,
    /// `HTTP/1.1` or `HTTP/1.0`.
    pub version: String,
    /// The header fields, names in lower case, in the order sent.
    pub headers: Vec<(String, String)>,
}

impl Request {
    /// The value of header `name` (lower case); several fields are joined with `, `.
    pub fn header(&self, name: &str) -> Option<String> {
        let values: Vec<&str> = self
            .headers
            .iter()
            .filter(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
            .collect();
        (!values.is_empty()).then(|| values.join(", "))
    }

    /// Whether the client will send another request on this connection: HTTP/1.1
    /// unless it said `Connection: close`, and never with a body we did not read.
    pub fn keeps_alive(&self) -> bool {
        let connection = self.header("connection").unwrap_or_default();
        let says = |token: &str| {
            connection
                .split(',')
                .any(|t| t.trim().eq_ignore_ascii_case(token))
        };
        let has_body = self
            .header("content-length")
            .is_some_and(|l| l.trim() != "0")
            || self.header("transfer-encoding").is_some();
        !has_body
            && if self.version == "HTTP/1.0" {
                says("keep-alive")
            } else {
                !says("close")
            }
    }
}

/// Why no request could be read.
#[derive(Debug)]
pub enum ReadError {
    /// The connection closed, or stayed silent, before a request began; nothing to
    /// answer.
    Closed,
    /// A request began but its head did not arrive whole before the deadline: 408.
    TimedOut,
    /// The head is longer than [`MAX_HEAD`]: 431.
    TooLarge,
    /// The bytes are not an HTTP request; answer 400 with this reason.
    Bad(&'static str),
}

/// A byte stream whose reads can be bounded in time (a socket; bytes in tests).
pub trait Source: Read {
    /// Makes the next read give up after `limit`.
    fn limit_next_read(&mut self, limit: Duration);
}

impl Source for TcpStream {
    fn limit_next_read(&mut self, limit: Duration) {
        // A zero timeout means "none" to the socket: at least a millisecond.
        let _ = self.set_read_timeout(Some(limit.max(Duration::from_millis(1))));
    }
}

impl Source for &[u8] {
    fn limit_next_read(&mut self, _: Duration) {}
}

/// A connection's incoming bytes: what was read past one request's head belongs to
/// the next.
pub struct Incoming<S> {
    /// The socket.
    pub source: S,
    buffer: Vec<u8>,
}

impl<S: Source> Incoming<S> {
    /// Wraps a freshly accepted stream.
    pub fn new(source: S) -> Incoming<S> {
        Incoming {
            source,
            buffer: Vec::new(),
        }
    }

    /// Reads the next request head. Waits at most `idle` for its first byte (else
    /// [`ReadError::Closed`]), and the whole head must have arrived by `deadline`
    /// counted from that byte (else [`ReadError::TimedOut`]): a client that trickles
    /// a byte at a time cannot hold the connection longer.
    pub fn read_request(
        &mut self,
        idle: Duration,
        deadline: Duration,
    ) -> Result<Request, ReadError> {
        let mut chunk = [0u8; 4096];
        let waiting = Instant::now();
        let mut started = (!self.buffer.is_empty()).then(Instant::now);
        loop {
            if let Some(end) = head_end(&self.buffer) {
                if end > MAX_HEAD {
                    return Err(ReadError::TooLarge);
                }
                let head: Vec<u8> = self.buffer.drain(..end).collect();
                return parse(&head);
            }
            if self.buffer.len() > MAX_HEAD {
                return Err(ReadError::TooLarge);
            }
            let left = match started {
                None => idle
                    .checked_sub(waiting.elapsed())
                    .ok_or(ReadError::Closed)?,
                Some(at) => deadline
                    .checked_sub(at.elapsed())
                    .ok_or(ReadError::TimedOut)?,
            };
            self.source.limit_next_read(left);
            match self.source.read(&mut chunk) {
                Ok(0) if started.is_none() => return Err(ReadError::Closed),
                Ok(0) => return Err(ReadError::Bad("connection closed inside the request head")),
                Ok(n) => {
                    started.get_or_insert_with(Instant::now);
                    self.buffer.extend_from_slice(&chunk[..n]);
                }
                // Out of time (checked at the top of the loop), or a signal: read on.
                Err(e)
                    if matches!(
                        e.kind(),
                        io::ErrorKind::WouldBlock
                            | io::ErrorKind::TimedOut
                            | io::ErrorKind::Interrupted
                    ) => {}
                Err(_) => return Err(ReadError::Closed),
            }
        }
    }
}

/// Reads one request head from `stream`, to its end (tests).
#[cfg(test)]
pub fn read_request(stream: &mut impl Source) -> Result<Request, ReadError> {
    let mut bytes = Vec::new();
    stream
        .read_to_end(&mut bytes)
        .map_err(|_| ReadError::Closed)?;
    let mut incoming = Incoming::new(&bytes[..]);
    incoming.read_request(Duration::from_secs(1), Duration::from_secs(1))
}

/// Where the head ends (just past its blank line), if it has.
fn head_end(bytes: &[u8]) -> Option<usize> {
    let crlf = bytes
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .map(|i| i + 4);
    let lf = bytes.windows(2).position(|w| w == b"\n\n").map(|i| i + 2);
    match (crlf, lf) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// Parses a whole head: the request line and the header fields.
fn parse(head: &[u8]) -> Result<Request, ReadError> {
    let text = std::str::from_utf8(head).map_err(|_| ReadError::Bad("request is not UTF-8"))?;
    let mut lines = text.lines();
    let request_line = lines.next().unwrap_or("");
    let mut parts = request_line.split_whitespace();
    let (method, target, version) = match (parts.next(), parts.next(), parts.next(), parts.next()) {
        (Some(method), Some(target), Some(version), None) if version.starts_with("HTTP/1.") => {
            (method, target, version)
        }
        _ => return Err(ReadError::Bad("malformed request line")),
    };
    let mut headers = Vec::new();
    for line in lines.take_while(|line| !line.is_empty()) {
        let (name, value) = line
            .split_once(':')
            .ok_or(ReadError::Bad("malformed header field"))?;
        headers.push((name.trim().to_ascii_lowercase(), value.trim().to_owned()));
    }
    Ok(Request {
        method: method.to_owned(),
        target: target.to_owned(),
        version: version.to_owned(),
        headers,
    })
}

/// A status code with its reason phrase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Status(pub u16, pub &'static str);

impl Status {
    /// 200: here is the file.
    pub const OK: Status = Status(200, "OK");
    /// 301: a directory asked for without its trailing slash.
    pub const MOVED_PERMANENTLY: Status = Status(301, "Moved Permanently");
    /// 304: the copy the client holds (its `If-None-Match`) is current.
    pub const NOT_MODIFIED: Status = Status(304, "Not Modified");
    /// 400: not a request this server understands.
    pub const BAD_REQUEST: Status = Status(400, "Bad Request");
    /// 403: a path that would leave `www/`.
    pub const FORBIDDEN: Status = Status(403, "Forbidden");
    /// 404: no such file.
    pub const NOT_FOUND: Status = Status(404, "Not Found");
    /// 405: only GET and HEAD are served.
    pub const METHOD_NOT_ALLOWED: Status = Status(405, "Method Not Allowed");
    /// 408: the request head did not arrive in time.
    pub const REQUEST_TIMEOUT: Status = Status(408, "Request Timeout");
    /// 431: the request head is longer than [`MAX_HEAD`].
    pub const HEADERS_TOO_LARGE: Status = Status(431, "Request Header Fields Too Large");
    /// 500: the file exists but could not be read.
    pub const INTERNAL_SERVER_ERROR: Status = Status(500, "Internal Server Error");
    /// 503: every worker is busy and the queue is full.
    pub const SERVICE_UNAVAILABLE: Status = Status(503, "Service Unavailable");
}

/// What a response carries.
pub enum Body {
    /// A short message.
    Text(String),
    /// An open file of the given length.
    File(File, u64),
    /// Nothing (304).
    Empty,
}

/// A complete response: status, content type, extra headers, body.
pub struct Response {
    /// The status line's code and reason.
    pub status: Status,
    /// The `Content-Type` header.
    pub content_type: &'static str,
    /// The `Cache-Control` header: `no-cache` (revalidate each time) unless the file's
    /// name carries a hash of its content.
    pub cache_control: &'static str,
    /// Headers beyond the ones every response has (`Location`, `ETag`, …).
    pub headers: Vec<(&'static str, String)>,
    /// The body; sent for GET, only measured for HEAD.
    pub body: Body,
}

impl Response {
    /// A plain-text response: the status line followed by `detail`.
    pub fn text(status: Status, detail: &str) -> Response {
        Response {
            status,
            content_type: "text/plain; charset=utf-8",
            cache_control: "no-cache",
            headers: Vec::new(),
            body: Body::Text(format!("{} {}: {detail}\n", status.0, status.1)),
        }
    }

    /// The same response with one more header.
    pub fn with_header(mut self, name: &'static str, value: String) -> Response {
        self.headers.push((name, value));
        self
    }

    /// Writes the response; `head_only` (a HEAD request) leaves out the body but
    /// keeps its `Content-Length`; `keep_alive` says whether the connection stays
    /// open. Every response carries the strict [`CONTENT_SECURITY_POLICY`].
    pub fn write_to(
        self,
        out: &mut impl Write,
        head_only: bool,
        keep_alive: bool,
    ) -> io::Result<()> {
        let Status(code, reason) = self.status;
        let mut head = format!("HTTP/1.1 {code} {reason}\r\n");
        let length = match &self.body {
            Body::Text(text) => Some(text.len() as u64),
            Body::File(_, length) => Some(*length),
            Body::Empty => None,
        };
        if let Some(length) = length {
            head.push_str(&format!(
                "Content-Type: {}\r\nContent-Length: {length}\r\n",
                self.content_type
            ));
        }
        head.push_str(&format!(
            "Cache-Control: {}\r\n\
             X-Content-Type-Options: nosniff\r\n\
             Content-Security-Policy: {CONTENT_SECURITY_POLICY}\r\n\
             Connection: {}\r\n",
            self.cache_control,
            if keep_alive { "keep-alive" } else { "close" }
        ));
        for (name, value) in &self.headers {
            head.push_str(&format!("{name}: {value}\r\n"));
        }
        head.push_str("\r\n");
        out.write_all(head.as_bytes())?;
        if !head_only {
            match self.body {
                Body::Text(text) => out.write_all(text.as_bytes())?,
                Body::File(file, length) => {
                    io::copy(&mut file.take(length), out)?;
                }
                Body::Empty => {}
            }
        }
        out.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::{read_request, Incoming, ReadError, Response, Status, MAX_HEAD};
    use std::time::Duration;

    #[test]
    fn reads_the_request_line_and_headers() {
        let mut bytes: &[u8] =
            b"GET /app.js?v=1 HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip,\r\naccept-encoding: br\r\n\r\n";
        let request = read_request(&mut bytes).unwrap();
        assert_eq!(request.method, "GET");
        assert_eq!(request.target, "/app.js?v=1");
        assert_eq!(request.header("host").as_deref(), Some("localhost"));
        assert_eq!(
            request.header("accept-encoding").as_deref(),
            Some("gzip,, br")
        );
        assert_eq!(request.header("if-none-match"), None);
        assert!(request.keeps_alive());
    }

    #[test]
    fn keeps_requests_apart_on_one_connection() {
        let bytes: &[u8] = b"GET /a HTTP/1.1\r\n\r\nGET /b HTTP/1.1\r\nConnection: close\r\n\r\n";
        let mut incoming = Incoming::new(bytes);
        let second = Duration::from_secs(1);
        let a = incoming.read_request(second, second).unwrap();
        let b = incoming.read_request(second, second).unwrap();
        assert_eq!((a.target.as_str(), a.keeps_alive()), ("/a", true));
        assert_eq!((b.target.as_str(), b.keeps_alive()), ("/b", false));
        assert!(matches!(
            incoming.read_request(second, second),
            Err(ReadError::Closed)
        ));
    }

    #[test]
    fn refuses_what_is_not_a_request() {
        let mut bytes: &[u8] = b"hello there\r\n\r\n";
        assert!(matches!(read_request(&mut bytes), Err(ReadError::Bad(_))));
        let mut cut_short: &[u8] = b"GET / HTTP/1.1\r\n";
        assert!(matches!(
            read_request(&mut cut_short),
            Err(ReadError::Bad(_))
        ));
        let mut nothing: &[u8] = b"";
        assert!(matches!(read_request(&mut nothing), Err(ReadError::Closed)));
        let long = format!("GET / HTTP/1.1\r\nX: {}\r\n\r\n", "a".repeat(MAX_HEAD));
        assert!(matches!(
            read_request(&mut long.as_bytes()),
            Err(ReadError::TooLarge)
        ));
        let mut http10: &[u8] = b"GET / HTTP/1.0\r\n\r\n";
        assert!(!read_request(&mut http10).unwrap().keeps_alive());
    }

    #[test]
    fn head_responses_keep_the_length_but_drop_the_body() {
        let mut out = Vec::new();
        Response::text(Status::NOT_FOUND, "/x")
            .write_to(&mut out, true, false)
            .unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.starts_with("HTTP/1.1 404 Not Found\r\n"), "{text}");
        assert!(text.contains("Content-Length: 18\r\n"), "{text}");
        assert!(text.contains("Cache-Control: no-cache\r\n"), "{text}");
        assert!(text.contains("Connection: close\r\n"), "{text}");
        assert!(text.ends_with("\r\n\r\n"), "{text}");
    }
}
