//! Reading points from text (RULES R0.2): the fast path for the usual `D4` agrees
//! with `str::trim` on every string, and every point of every size reads back from
//! its GTP and SGF forms, with whitespace around them or not.

use proptest::prelude::*;
use weiqi::point::trim;
use weiqi::BoardSize;

proptest! {
    #[test]
    fn trim_is_str_trim(text in "\\PC{0,6}|[ \\t\\u{a0}\\u{3000}a-zA-Z0-9]{0,6}") {
        prop_assert_eq!(trim(&text), text.trim());
    }
}

#[test]
fn every_point_of_every_size_reads_back() {
    for width in 1..=25 {
        for height in 1..=25 {
            let size = BoardSize::new(width, height).unwrap();
            for p in size.points() {
                let gtp = size.gtp(p).to_string();
                let sgf = p.sgf().to_string();
                for text in [
                    gtp.clone(),
                    gtp.to_lowercase(),
                    format!(" {gtp}\t"),
                    sgf.clone(),
                    format!("\u{a0}{sgf}"),
                ] {
                    assert_eq!(
                        size.parse_point(&text),
                        Ok(p),
                        "{text:?} on {width}x{height}"
                    );
                }
            }
        }
    }
}
