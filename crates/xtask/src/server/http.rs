//! Just enough HTTP/1.1: read a request head, write a response, close.

use std::fs::File;
use std::io::{self, Read, Write};

/// The longest request head accepted (request line and headers).
const MAX_HEAD: usize = 16 * 1024;

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
}

/// Why no request could be read.
#[derive(Debug)]
pub enum ReadError {
    /// The connection closed or timed out before a whole head arrived; nothing to
    /// answer.
    Closed,
    /// The bytes are not an HTTP request; answer 400 with this reason.
    Bad(&'static str),
}

/// Reads a request head (up to the blank line) and parses its request line. The
/// headers are read so the connection closes cleanly, and otherwise ignored.
pub fn read_request(stream: &mut impl Read) -> Result<Request, ReadError> {
    let mut head = Vec::new();
    let mut chunk = [0u8; 2048];
    while !ends_head(&head) {
        if head.len() > MAX_HEAD {
            return Err(ReadError::Bad("request head too large"));
        }
        match stream.read(&mut chunk) {
            Ok(0) | Err(_) => return Err(ReadError::Closed),
            Ok(n) => head.extend_from_slice(&chunk[..n]),
        }
    }
    let text = std::str::from_utf8(&head).map_err(|_| ReadError::Bad("request is not UTF-8"))?;
    let request_line = text.lines().next().unwrap_or("");
    let mut parts = request_line.split_whitespace();
    match (parts.next(), parts.next(), parts.next(), parts.next()) {
        (Some(method), Some(target), Some(version), None) if version.starts_with("HTTP/1.") => {
            Ok(Request {
                method: method.to_owned(),
                target: target.to_owned(),
            })
        }
        _ => Err(ReadError::Bad("malformed request line")),
    }
}

/// Whether the bytes read so far hold a whole head (a blank line after the headers).
fn ends_head(head: &[u8]) -> bool {
    head.windows(4).any(|w| w == b"\r\n\r\n") || head.windows(2).any(|w| w == b"\n\n")
}

/// A status code with its reason phrase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Status(pub u16, pub &'static str);

impl Status {
    /// 200: here is the file.
    pub const OK: Status = Status(200, "OK");
    /// 301: a directory asked for without its trailing slash.
    pub const MOVED_PERMANENTLY: Status = Status(301, "Moved Permanently");
    /// 400: not a request this server understands.
    pub const BAD_REQUEST: Status = Status(400, "Bad Request");
    /// 403: a path that would leave `www/`.
    pub const FORBIDDEN: Status = Status(403, "Forbidden");
    /// 404: no such file.
    pub const NOT_FOUND: Status = Status(404, "Not Found");
    /// 405: only GET and HEAD are served.
    pub const METHOD_NOT_ALLOWED: Status = Status(405, "Method Not Allowed");
    /// 500: the file exists but could not be read.
    pub const INTERNAL_SERVER_ERROR: Status = Status(500, "Internal Server Error");
}

/// What a response carries.
pub enum Body {
    /// A short message.
    Text(String),
    /// An open file of the given length.
    File(File, u64),
}

/// A complete response: status, content type, extra headers, body.
pub struct Response {
    /// The status line's code and reason.
    pub status: Status,
    /// The `Content-Type` header.
    pub content_type: &'static str,
    /// Headers beyond the ones every response has (`Location`, `Allow`).
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
    /// keeps its `Content-Length`. Every response closes the connection, asks
    /// browsers to revalidate (`Cache-Control: no-cache`) and carries the strict
    /// [`CONTENT_SECURITY_POLICY`].
    pub fn write_to(self, out: &mut impl Write, head_only: bool) -> io::Result<()> {
        let length = match &self.body {
            Body::Text(text) => text.len() as u64,
            Body::File(_, length) => *length,
        };
        let Status(code, reason) = self.status;
        let mut head = format!(
            "HTTP/1.1 {code} {reason}\r\n\
             Content-Type: {}\r\n\
             Content-Length: {length}\r\n\
             Cache-Control: no-cache\r\n\
             X-Content-Type-Options: nosniff\r\n\
             Content-Security-Policy: {CONTENT_SECURITY_POLICY}\r\n\
             Connection: close\r\n",
            self.content_type
        );
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
            }
        }
        out.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::{read_request, ReadError, Response, Status};

    #[test]
    fn reads_the_request_line() {
        let mut bytes: &[u8] = b"GET /app.js?v=1 HTTP/1.1\r\nHost: localhost\r\n\r\n";
        let request = read_request(&mut bytes).unwrap();
        assert_eq!(request.method, "GET");
        assert_eq!(request.target, "/app.js?v=1");
    }

    #[test]
    fn refuses_what_is_not_a_request() {
        let mut bytes: &[u8] = b"hello there\r\n\r\n";
        assert!(matches!(read_request(&mut bytes), Err(ReadError::Bad(_))));
        let mut cut_short: &[u8] = b"GET / HTTP/1.1\r\n";
        assert!(matches!(
            read_request(&mut cut_short),
            Err(ReadError::Closed)
        ));
    }

    #[test]
    fn head_responses_keep_the_length_but_drop_the_body() {
        let mut out = Vec::new();
        Response::text(Status::NOT_FOUND, "/x")
            .write_to(&mut out, true)
            .unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.starts_with("HTTP/1.1 404 Not Found\r\n"), "{text}");
        assert!(text.contains("Content-Length: 18\r\n"), "{text}");
        assert!(text.contains("Cache-Control: no-cache\r\n"), "{text}");
        assert!(text.ends_with("\r\n\r\n"), "{text}");
    }
}
