//! Star points (hoshi): where the dots go on a board of any size.
//!
//! The corner points stand on the 3rd line of boards under 13 and on the 4th line from
//! 13 up (as the fixed handicap places them); an odd side of 9 or more has a middle
//! line, and the middle of a side gets a star point when that side is 15 or longer.
//! Sides under 7 have none.

use weiqi::{BoardSize, Point};

/// How a line of a side of `n` points takes part: a corner line, the middle line,
/// or neither.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Line {
    Corner,
    Middle,
    Plain,
}

/// What line `i` of a side of `n` points is, for star points.
fn line(n: u8, i: u8) -> Line {
    if n < 7 {
        return Line::Plain;
    }
    let corner = if n < 13 { 2 } else { 3 };
    if i == corner || i + 1 + corner == n {
        Line::Corner
    } else if n % 2 == 1 && n >= 9 && i == n / 2 {
        Line::Middle
    } else {
        Line::Plain
    }
}

/// The star points of a board, row by row from the top left.
pub fn star_points(size: BoardSize) -> Vec<Point> {
    let (w, h) = (size.width(), size.height());
    if w < 7 || h < 7 {
        return Vec::new();
    }
    size.points()
        .filter(|p| match (line(w, p.x()), line(h, p.y())) {
            (Line::Corner, Line::Corner) | (Line::Middle, Line::Middle) => true,
            (Line::Middle, Line::Corner) => w >= 15,
            (Line::Corner, Line::Middle) => h >= 15,
            _ => false,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(w: u32, h: u32) -> Vec<String> {
        let size = BoardSize::new(w, h).unwrap();
        star_points(size)
            .into_iter()
            .map(|p| size.gtp(p).to_string())
            .collect()
    }

    #[test]
    fn the_usual_boards_have_the_usual_star_points() {
        assert_eq!(
            names(19, 19),
            ["D16", "K16", "Q16", "D10", "K10", "Q10", "D4", "K4", "Q4"]
        );
        assert_eq!(names(13, 13), ["D10", "K10", "G7", "D4", "K4"]);
        assert_eq!(names(9, 9), ["C7", "G7", "E5", "C3", "G3"]);
        assert!(names(5, 5).is_empty());
        assert!(names(2, 19).is_empty());
        // A rectangle: the long side's middle gets points, the short one's does not.
        assert_eq!(names(19, 13), ["D10", "K10", "Q10", "K7", "D4", "K4", "Q4"]);
    }
}
