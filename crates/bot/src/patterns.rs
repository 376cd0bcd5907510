//! 3×3 shape patterns around a candidate point (the MoGo set, as Michi lists
//! them): hane, cuts, and the side shapes, matched in all eight symmetries and
//! both colours. The playouts try the pattern points next to the last move before
//! a random one, and the tree gives them a better prior.

use std::sync::OnceLock;

use weiqi::{Board, Color, Point};

/// The patterns, rows top to bottom, the centre being the candidate point.
/// `X`/`O`: a stone of either colour and the other one (both colourings match);
/// `.` empty; `?` anything; `x`: not an `X` stone (empty, `O` or the edge); `o`
/// likewise; ` ` the edge.
const SOURCES: [[&str; 3]; 13] = [
    ["XOX", "...", "???"], // hane: enclosing hane
    ["XO.", "...", "?.?"], // hane: non-cutting hane
    ["XO?", "X..", "x.?"], // hane: magari
    [".O.", "X..", "..."], // diagonal attachment
    ["XO?", "O.o", "?o?"], // cut: unprotected
    ["XO?", "O.X", "???"], // cut: peeped
    ["?X?", "O.O", "ooo"], // cut: de
    ["OX?", "o.O", "???"], // cut: keima
    ["X.?", "O.?", "   "], // side: chase
    ["OX?", "X.O", "   "], // side: block side cut
    ["?X?", "x.O", "   "], // side: block side connection
    ["?XO", "x.x", "   "], // side: sagari
    ["?OX", "X.O", "   "], // side: cut
];

/// The code of a cell: empty, Black, White, off the board.
const EMPTY: u16 = 0;
const BLACK: u16 = 1;
const WHITE: u16 = 2;
const EDGE: u16 = 3;

/// The eight cells around the centre, as (dx, dy), in code order.
const AROUND: [(i32, i32); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

/// The neighbourhood code of `p`: two bits per surrounding cell.
pub fn code(board: &Board, p: Point) -> u16 {
    let size = board.size();
    let (w, h) = (size.width() as i32, size.height() as i32);
    let (x, y) = (p.x() as i32, p.y() as i32);
    let mut code = 0u16;
    for (k, (dx, dy)) in AROUND.iter().enumerate() {
        let (nx, ny) = (x + dx, y + dy);
        let cell = if nx < 0 || ny < 0 || nx >= w || ny >= h {
            EDGE
        } else {
            match board.get(Point::new(nx as u8, ny as u8)) {
                None => EMPTY,
                Some(Color::Black) => BLACK,
                Some(Color::White) => WHITE,
            }
        };
        code |= cell << (2 * k);
    }
    code
}

/// Whether the empty point `p` matches a pattern.
pub fn matches(board: &Board, p: Point) -> bool {
    table()[code(board, p) as usize]
}

/// Every matching neighbourhood code, built once.
fn table() -> &'static [bool] {
    static TABLE: OnceLock<Vec<bool>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = vec![false; 1 << 16];
        for source in SOURCES {
            let grid: Vec<Vec<u8>> = source.iter().map(|r| r.bytes().collect()).collect();
            for variant in symmetries(&grid) {
                for colours in [false, true] {
                    expand(&variant, colours, 0, 0, &mut table);
                }
            }
        }
        table
    })
}

/// The eight rotations and reflections of a 3×3 grid.
fn symmetries(grid: &[Vec<u8>]) -> Vec<Vec<Vec<u8>>> {
    let mut out = Vec::new();
    let mut g = grid.to_vec();
    for _ in 0..4 {
        // Rotate 90°: new[y][x] = old[2 - x][y].
        g = (0..3)
            .map(|y| (0..3).map(|x| g[2 - x][y]).collect())
            .collect();
        out.push(g.clone());
        out.push(g.iter().rev().cloned().collect());
    }
    out
}

/// Marks every code that `grid` matches, cell `k` onward (the centre skipped);
/// `swap` reads `X` as White.
fn expand(grid: &[Vec<u8>], swap: bool, k: usize, code: u16, table: &mut [bool]) {
    if k == AROUND.len() {
        table[code as usize] = true;
        return;
    }
    let (dx, dy) = AROUND[k];
    let symbol = grid[(1 + dy) as usize][(1 + dx) as usize];
    let (x, o) = if swap { (WHITE, BLACK) } else { (BLACK, WHITE) };
    let allowed: &[u16] = match symbol {
        b'X' => &[x],
        b'O' => &[o],
        b'.' => &[EMPTY],
        b'x' => &[EMPTY, o, EDGE],
        b'o' => &[EMPTY, x, EDGE],
        b' ' => &[EDGE],
        _ => &[EMPTY, BLACK, WHITE, EDGE],
    };
    for &cell in allowed {
        expand(grid, swap, k + 1, code | cell << (2 * k), table);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use weiqi::BoardSize;

    #[test]
    fn a_hane_matches_and_an_empty_board_does_not() {
        let size = BoardSize::square(9).unwrap();
        let mut board = Board::new(size);
        assert!(!matches(&board, Point::new(4, 4)));
        // X O X above the centre (4, 4): the enclosing hane.
        board.set(Point::new(3, 3), Some(Color::Black)).unwrap();
        board.set(Point::new(4, 3), Some(Color::White)).unwrap();
        board.set(Point::new(5, 3), Some(Color::Black)).unwrap();
        assert!(matches(&board, Point::new(4, 4)));
        // The same shape in the other colours, turned a quarter.
        let mut other = Board::new(size);
        other.set(Point::new(3, 3), Some(Color::White)).unwrap();
        other.set(Point::new(3, 4), Some(Color::Black)).unwrap();
        other.set(Point::new(3, 5), Some(Color::White)).unwrap();
        assert!(matches(&other, Point::new(4, 4)));
    }
}
