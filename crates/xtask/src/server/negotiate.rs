//! Which copy of a file to send, and for how long it may be kept: content coding
//! (`Accept-Encoding` against the build's `.br` and `.gz` copies), validators (`ETag`
//! with `If-None-Match`, `Last-Modified` with `If-Modified-Since`) and caching
//! (`Cache-Control`).

use std::fs::Metadata;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// `Cache-Control` for a file whose name carries a hash of its content: a new
/// content is a new name, so the old one never needs asking about again.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// `Cache-Control` for every other file: kept, but revalidated (a 304 when unchanged).
pub const REVALIDATE: &str = "no-cache";

/// Whether `accept_encoding` (the request's header) allows `coding` (`br`, `gzip`):
/// named, or covered by `*`, with a q-value above 0.
pub fn accepts(accept_encoding: &str, coding: &str) -> bool {
    let mut named = None;
    let mut star = None;
    for item in accept_encoding.split(',') {
        let mut parts = item.split(';');
        let name = parts.next().unwrap_or("").trim();
        let q = parts
            .filter_map(|p| p.trim().strip_prefix("q="))
            .filter_map(|q| q.trim().parse::<f32>().ok())
            .next()
            .unwrap_or(1.0);
        if name.eq_ignore_ascii_case(coding) {
            named = Some(q);
        } else if name == "*" {
            star = Some(q);
        }
    }
    named.or(star).is_some_and(|q| q > 0.0)
}

/// A strong validator for one stored copy: its length and modification time, and
/// the coding (each copy is a different representation, so a different tag).
pub fn etag(metadata: &Metadata, coding: Option<&str>) -> String {
    let nanos = metadata
        .modified()
        .ok()
        .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_nanos());
    match coding {
        Some(coding) => format!("\"{:x}-{nanos:x}-{coding}\"", metadata.len()),
        None => format!("\"{:x}-{nanos:x}\"", metadata.len()),
    }
}

/// Whether `if_none_match` (the request's header) names `etag`, or is `*` (weak
/// comparison, as RFC 9110 asks for this header).
pub fn matches(if_none_match: &str, etag: &str) -> bool {
    let bare = |tag: &str| tag.trim().trim_start_matches("W/").to_owned();
    if_none_match.trim() == "*" || if_none_match.split(',').any(|tag| bare(tag) == bare(etag))
}

/// The days of the week and the months as HTTP dates name them (RFC 9110 §5.6.7).
const DAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// `time` as an HTTP date (`Sun, 06 Nov 1994 08:49:37 GMT`, RFC 9110 §5.6.7), to the
/// second. Written by hand: the one date format the server needs, no crate for it.
pub fn http_date(time: SystemTime) -> String {
    let seconds = time.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let days = seconds / 86_400;
    let (year, month, day) = civil_from_days(days as i64);
    let second = seconds % 86_400;
    format!(
        "{}, {day:02} {} {year} {:02}:{:02}:{:02} GMT",
        DAYS[(days % 7) as usize],
        MONTHS[month as usize - 1],
        second / 3600,
        second / 60 % 60,
        second % 60
    )
}

/// An HTTP date in the preferred format (`If-Modified-Since`); `None` for any other
/// text (the header is then ignored, as RFC 9110 §13.1.3 asks).
pub fn parse_http_date(text: &str) -> Option<SystemTime> {
    let mut parts = text.trim().split(' ');
    let (_, day, month, year, time, zone) = (
        parts.next()?,
        parts.next()?,
        parts.next()?,
        parts.next()?,
        parts.next()?,
        parts.next()?,
    );
    if zone != "GMT" || parts.next().is_some() {
        return None;
    }
    let month = MONTHS.iter().position(|&m| m == month)? as u32 + 1;
    let (day, year): (u32, i64) = (day.parse().ok()?, year.parse().ok()?);
    let clock: Vec<u64> = time
        .split(':')
        .map(str::parse)
        .collect::<Result<_, _>>()
        .ok()?;
    let [h, m, s] = clock[..] else { return None };
    if !(1..=31).contains(&day) || h > 23 || m > 59 || s > 60 {
        return None;
    }
    let days = u64::try_from(days_from_civil(year, month, day)).ok()?;
    Some(UNIX_EPOCH + Duration::from_secs(days * 86_400 + h * 3600 + m * 60 + s))
}

/// The date of a day counted from 1970-01-01 (Howard Hinnant's `civil_from_days`).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// The day, counted from 1970-01-01, of a date (Howard Hinnant's `days_from_civil`).
fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let yoe = year.rem_euclid(400);
    let mp = i64::from((month + 9) % 12);
    let doy = (153 * mp + 2) / 5 + i64::from(day) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// Whether a request's validators say the client holds the current copy: its
/// `If-None-Match` names `etag`, or, when it sends none, its `If-Modified-Since` is
/// not before `modified` (to the second; RFC 9110 §13.2.2).
pub fn is_fresh(
    if_none_match: Option<&str>,
    if_modified_since: Option<&str>,
    etag: &str,
    modified: Option<SystemTime>,
) -> bool {
    if let Some(tags) = if_none_match {
        return matches(tags, etag);
    }
    let (Some(since), Some(modified)) = (if_modified_since.and_then(parse_http_date), modified)
    else {
        return false;
    };
    let whole = |t: SystemTime| t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    whole(modified) <= whole(since)
}

/// Whether a file name carries a hash of its content: a dot-separated part between
/// the stem and the extension of 8 or more letters and digits, either all capitals
/// and digits (esbuild's, which may hold no digit: `chunk.NQ2X7ZEB.js`,
/// `app.ABCDEFGH.js`) or lower case with at least one digit (`x_bg.3f9a1c2e.wasm`;
/// `lessons.overview.js` is no hash).
pub fn is_content_hashed(name: &str) -> bool {
    let parts: Vec<&str> = name.split('.').collect();
    parts.len() >= 3
        && parts[1..parts.len() - 1].iter().any(|part| {
            let capitals = part
                .bytes()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit());
            let lower = part
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
                && part.bytes().any(|b| b.is_ascii_digit());
            part.len() >= 8 && (capitals || lower)
        })
}

#[cfg(test)]
mod tests {
    use super::{accepts, http_date, is_content_hashed, is_fresh, matches, parse_http_date};
    use std::time::{Duration, UNIX_EPOCH};

    // RFC 9110 §5.6.7: the preferred format, both ways; other formats are ignored.
    #[test]
    fn writes_and_reads_http_dates() {
        let at = |s| UNIX_EPOCH + Duration::from_secs(s);
        assert_eq!(http_date(at(784_111_777)), "Sun, 06 Nov 1994 08:49:37 GMT");
        assert_eq!(http_date(at(0)), "Thu, 01 Jan 1970 00:00:00 GMT");
        assert_eq!(
            http_date(at(1_709_164_800)),
            "Thu, 29 Feb 2024 00:00:00 GMT"
        );
        for s in [0, 784_111_777, 1_709_164_800, 4_102_444_799] {
            assert_eq!(parse_http_date(&http_date(at(s))), Some(at(s)));
        }
        for bad in [
            "Sunday, 06-Nov-94 08:49:37 GMT",
            "Sun Nov  6 08:49:37 1994",
            "",
            "Sun, 06 Nov 1994 08:49:37 UTC",
            "Sun, 06 Foo 1994 08:49:37 GMT",
        ] {
            assert_eq!(parse_http_date(bad), None, "{bad}");
        }
    }

    // RFC 9110 §13.2.2: If-None-Match first; If-Modified-Since only without it.
    #[test]
    fn decides_freshness() {
        let modified = Some(UNIX_EPOCH + Duration::from_millis(784_111_777_500));
        let date = "Sun, 06 Nov 1994 08:49:37 GMT";
        let earlier = "Sun, 06 Nov 1994 08:49:36 GMT";
        assert!(
            is_fresh(None, Some(date), "\"1\"", modified),
            "the same second"
        );
        assert!(!is_fresh(None, Some(earlier), "\"1\"", modified));
        assert!(
            !is_fresh(Some("\"2\""), Some(date), "\"1\"", modified),
            "the tag decides"
        );
        assert!(is_fresh(Some("\"1\""), Some(earlier), "\"1\"", modified));
        assert!(!is_fresh(None, Some("yesterday"), "\"1\"", modified));
        assert!(!is_fresh(None, None, "\"1\"", modified));
    }

    #[test]
    fn reads_accept_encoding() {
        assert!(accepts("gzip, deflate, br, zstd", "br"));
        assert!(accepts("gzip, deflate, br", "gzip"));
        assert!(!accepts("gzip, deflate", "br"));
        assert!(!accepts("br;q=0, gzip", "br"));
        assert!(accepts("br;q=0.5", "br"));
        assert!(accepts("*", "gzip"));
        assert!(!accepts("*;q=0", "gzip"));
        assert!(!accepts("identity", "gzip"));
        assert!(!accepts("", "br"));
    }

    #[test]
    fn compares_entity_tags() {
        assert!(matches("\"1-2-br\"", "\"1-2-br\""));
        assert!(matches("\"0\", W/\"1-2\"", "\"1-2\""));
        assert!(matches("*", "\"1-2\""));
        assert!(!matches("\"1-2\"", "\"1-2-br\""));
    }

    #[test]
    fn knows_content_hashed_names() {
        assert!(is_content_hashed("app.3f9a1c2e.js"));
        assert!(is_content_hashed("chunk.NQ2X7ZEB.js"));
        assert!(is_content_hashed("app.ABCDEFGH.js"));
        assert!(is_content_hashed("weiqi_web_bg.82a271ea90af07fd.wasm"));
        assert!(!is_content_hashed("notes.Overview.js"));
        assert!(!is_content_hashed("app.js"));
        assert!(!is_content_hashed("weiqi_web_bg.wasm"));
        assert!(!is_content_hashed("manifest.webmanifest"));
        assert!(!is_content_hashed("lessons.overview.js"));
        assert!(!is_content_hashed("3f9a1c2e.js"));
    }
}
