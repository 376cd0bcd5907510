//! Coordinate labels: column letters A–Z without I, row numbers counted from the
//! bottom (RULES R0.2), taken from the engine's own GTP names.

use weiqi::{BoardSize, Point};

/// The letter of column `x` (0 = left): `A`…`H`, `J`…`Z`; the letters of the point's
/// GTP name, so the board and the move list always agree.
pub fn column(size: BoardSize, x: u8) -> String {
    let name = size.gtp(Point::new(x, 0)).to_string();
    name.trim_end_matches(|c: char| c.is_ascii_digit())
        .to_owned()
}

/// The number of row `y` (0 = top): the board's height on the top row, 1 on the
/// bottom one.
pub fn row(size: BoardSize, y: u8) -> String {
    let name = size.gtp(Point::new(0, y)).to_string();
    name.trim_start_matches(|c: char| !c.is_ascii_digit())
        .to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_skip_i_and_rows_count_from_the_bottom() {
        // RULES R0.2.
        let size = BoardSize::new(25, 19).unwrap();
        let letters: String = (0..25).map(|x| column(size, x)).collect();
        assert_eq!(letters, "ABCDEFGHJKLMNOPQRSTUVWXYZ");
        assert!(!letters.contains('I'));
        assert_eq!(column(size, 8), "J");
        assert_eq!(row(size, 0), "19");
        assert_eq!(row(size, 18), "1");
        let nine = BoardSize::square(9).unwrap();
        let letters: String = (0..9).map(|x| column(nine, x)).collect();
        assert_eq!(letters, "ABCDEFGHJ");
    }
}
