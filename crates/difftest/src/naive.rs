//! A deliberately naive board, written from RULES R0.3 and R0.5 alone (flood fills
//! on a plain vector, no incremental state, no hashing). The differential test and
//! the fuzz checks use it to decide independently of the engine what a move does and
//! whether a position is a repetition.

use weiqi::{Board, BoardSize, Color, Point};

/// The stones of a board, row by row from the top left.
pub type Cells = Vec<Option<Color>>;

/// The board's stones as [`Cells`].
pub fn cells_of(board: &Board) -> Cells {
    board.size().points().map(|p| board.get(p)).collect()
}

/// The index of `p` in [`Cells`] of a board of `size`.
pub fn index(size: BoardSize, p: Point) -> usize {
    p.y() as usize * size.width() as usize + p.x() as usize
}

/// What a stone does, found by [`place`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The stones afterwards.
    pub cells: Cells,
    /// Opponent stones removed.
    pub captured: u32,
    /// Own stones removed (the new one included): 0 unless a suicide.
    pub suicide: u32,
}

/// The orthogonal neighbours of cell `i` (RULES R0.3).
pub fn neighbors(size: BoardSize, i: usize) -> Vec<usize> {
    let (w, h) = (size.width() as usize, size.height() as usize);
    let (x, y) = (i % w, i / w);
    let mut v = Vec::with_capacity(4);
    if x > 0 {
        v.push(i - 1);
    }
    if x + 1 < w {
        v.push(i + 1);
    }
    if y > 0 {
        v.push(i - w);
    }
    if y + 1 < h {
        v.push(i + w);
    }
    v
}

/// The chain through the stone at `i` and whether it has a liberty (RULES R0.3).
pub fn chain(size: BoardSize, cells: &[Option<Color>], i: usize) -> (Vec<usize>, bool) {
    let color = cells[i];
    let mut seen = vec![false; cells.len()];
    let mut stack = vec![i];
    let mut stones = Vec::new();
    let mut liberty = false;
    seen[i] = true;
    while let Some(s) = stack.pop() {
        stones.push(s);
        for n in neighbors(size, s) {
            if cells[n].is_none() {
                liberty = true;
            } else if cells[n] == color && !seen[n] {
                seen[n] = true;
                stack.push(n);
            }
        }
    }
    (stones, liberty)
}

/// Puts a `color` stone on the empty cell `i`, removes opponent chains without a
/// liberty, then the own chain if it has none (RULES R0.5, R2.1).
pub fn place(size: BoardSize, cells: &[Option<Color>], i: usize, color: Color) -> Outcome {
    let mut cells = cells.to_vec();
    cells[i] = Some(color);
    let mut captured = 0;
    for n in neighbors(size, i) {
        if cells[n] == Some(!color) {
            let (stones, liberty) = chain(size, &cells, n);
            if !liberty {
                captured += stones.len() as u32;
                for s in stones {
                    cells[s] = None;
                }
            }
        }
    }
    let (own, liberty) = chain(size, &cells, i);
    let mut suicide = 0;
    if !liberty {
        suicide = own.len() as u32;
        for s in own {
            cells[s] = None;
        }
    }
    Outcome {
        cells,
        captured,
        suicide,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn captures_come_before_suicide_r0_5() {
        let size = BoardSize::square(3).unwrap();
        let (b, w) = (Some(Color::Black), Some(Color::White));
        // . X O      White plays the top-left corner: it has no empty neighbour,
        // X O .      but the Black stone right of it loses its last liberty and is
        // . . .      removed first, so the White stone lives.
        let cells = vec![None, b, w, b, w, None, None, None, None];
        let out = place(size, &cells, 0, Color::White);
        assert_eq!((out.captured, out.suicide), (1, 0));
        assert_eq!(out.cells[1], None);
        assert_eq!(out.cells[0], w);
        // A lone White stone between two Black stones with liberties dies alone.
        let cells = vec![None, b, None, b, None, None, None, None, None];
        let out = place(size, &cells, 0, Color::White);
        assert_eq!((out.captured, out.suicide), (0, 1));
        assert_eq!(out.cells, cells);
    }
}
