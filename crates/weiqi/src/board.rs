//! Stones, chains, liberties and captures (RULES R0.3, R0.5). No turn and no rules:
//! the [`Game`](crate::Game) decides what is legal; the board says what a move does.
//!
//! Chains are kept incrementally as rings of stones with a representative (head).
//! Each head carries *pseudo-liberties*: every (stone, empty neighbour) pair, with the
//! sum and the sum of squares of those neighbours' indices. A chain is in atari
//! exactly when all its pseudo-liberties name the same point, i.e. when
//! `count · Σp² = (Σp)²` (Cauchy–Schwarz), so capture and suicide tests are O(1).

use core::fmt;

use crate::color::{ByColor, Color};
use crate::point::{BoardSize, Point, PointSet, CELLS, MAX_POINTS};
use crate::zobrist;

/// A grid cell. Plain values rather than `Stone(Color)`: comparisons in the hot
/// loops then compile to a single byte compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
enum Cell {
    Black,
    White,
    Empty,
    Border,
}

impl Cell {
    #[inline]
    const fn stone(color: Color) -> Cell {
        match color {
            Color::Black => Cell::Black,
            Color::White => Cell::White,
        }
    }

    #[inline]
    const fn color(self) -> Option<Color> {
        match self {
            Cell::Black => Some(Color::Black),
            Cell::White => Some(Color::White),
            _ => None,
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct ChainInfo {
    stones: u16,
    pseudo_libs: u16,
    lib_sum: u32,
    lib_sum_sq: u32,
}

impl ChainInfo {
    #[inline(always)]
    fn add_lib(&mut self, p: Point) {
        let i = p.index() as u32;
        self.pseudo_libs += 1;
        self.lib_sum += i;
        self.lib_sum_sq += i * i;
    }

    #[inline(always)]
    fn remove_lib(&mut self, p: Point) {
        let i = p.index() as u32;
        self.pseudo_libs -= 1;
        self.lib_sum -= i;
        self.lib_sum_sq -= i * i;
    }

    /// Whether the chain has exactly one liberty. Always inlined, like the two
    /// above: at the WebAssembly build's opt-level "z" they would stay calls in
    /// every move's hot loop.
    #[inline(always)]
    fn in_atari(&self) -> bool {
        // One point touches a chain at most four times: more pseudo-liberties than
        // that means at least two liberties, without multiplying.
        (1..=4).contains(&self.pseudo_libs)
            && (self.pseudo_libs as u64) * (self.lib_sum_sq as u64)
                == (self.lib_sum as u64) * (self.lib_sum as u64)
    }
}

/// Stands in `MoveEffect::hash_after` when [`Board::examine_counts`] skipped it.
const SUICIDE_HASH_NOT_COMPUTED: u64 = 0;

/// What a stone at a point would do, found without changing the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveEffect {
    /// Opponent stones the move captures.
    pub captures: u32,
    /// Own stones (the new one included) removed because the move is a suicide;
    /// 0 when it is not.
    pub suicide: u32,
    /// The position key after the move, captures and suicide done.
    pub hash_after: u64,
}

/// What a stone did once placed; see [`Board::place`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Placed {
    /// Opponent stones captured.
    pub captures: u32,
    /// Own stones removed by suicide (the new one included).
    pub suicide: u32,
}

/// Why a board could not be set up as asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The point is not on this board.
    OffBoard(Point),
    /// The chain through this point would have no liberty.
    NoLiberty(Point),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::OffBoard(p) => {
                write!(f, "setup point {} is outside the board", p.sgf())
            }
            SetupError::NoLiberty(p) => write!(
                f,
                "setup chain through {} has no liberty: such a position cannot arise in play",
                p.sgf()
            ),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for SetupError {}

/// A Go board of any size up to 25×25: stones, chains, liberties and the position key.
///
/// Fixed-size arrays, no heap: cheap to clone, usable without `alloc`.
#[derive(Clone)]
pub struct Board {
    size: BoardSize,
    cells: [Cell; CELLS],
    /// Representative stone of each stone's chain.
    head: [u16; CELLS],
    /// Next stone in the same chain (a ring).
    next: [u16; CELLS],
    /// Chain data, valid at heads only.
    chains: [ChainInfo; CELLS],
    stones: ByColor<u16>,
    hash: u64,
    /// The empty points in no particular order, and where each stands in that list:
    /// random players pick from it without scanning the board.
    empties: [Point; MAX_POINTS],
    empty_count: u16,
    empty_slot: [u16; CELLS],
}

impl Board {
    /// An empty board.
    pub fn new(size: BoardSize) -> Board {
        // Constants, not `ChainInfo::default()` and `Point::from_index(0)`: an
        // array of a constant is one memset, where the WebAssembly build's
        // opt-level "z" keeps a loop per array (a fifth of `new Game()`).
        const NO_CHAIN: ChainInfo = ChainInfo {
            stones: 0,
            pseudo_libs: 0,
            lib_sum: 0,
            lib_sum_sq: 0,
        };
        const FIRST: Point = Point::from_index(0);
        let mut board = Board {
            size,
            cells: [Cell::Border; CELLS],
            head: [0; CELLS],
            next: [0; CELLS],
            chains: [NO_CHAIN; CELLS],
            stones: ByColor::default(),
            hash: 0,
            empties: [FIRST; MAX_POINTS],
            empty_count: 0,
            empty_slot: [0; CELLS],
        };
        // Nested loops rather than `size.points()`: at the WebAssembly build's
        // opt-level "z" its flat-map iterator stays calls, a third of `new Game()`.
        // Row by row, the grid index steps by one (`Point::new`'s layout).
        for y in 0..size.height() {
            let row = Point::new(0, y).index();
            for x in 0..size.width() as usize {
                let p = Point::from_index(row + x);
                board.cells[p.index()] = Cell::Empty;
                board.push_empty(p);
            }
        }
        board
    }

    #[inline]
    fn push_empty(&mut self, p: Point) {
        self.empty_slot[p.index()] = self.empty_count;
        self.empties[self.empty_count as usize] = p;
        self.empty_count += 1;
    }

    #[inline]
    fn remove_empty(&mut self, p: Point) {
        let slot = self.empty_slot[p.index()] as usize;
        self.empty_count -= 1;
        let last = self.empties[self.empty_count as usize];
        self.empties[slot] = last;
        self.empty_slot[last.index()] = slot as u16;
    }

    /// The empty points, in no particular order.
    #[inline]
    pub fn empty_points(&self) -> &[Point] {
        &self.empties[..self.empty_count as usize]
    }

    /// The board's size.
    #[inline]
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The stone at `p`, if any (`None` also off the board).
    #[inline]
    pub fn get(&self, p: Point) -> Option<Color> {
        self.cells[p.index()].color()
    }

    /// Whether `p` is a point of this board (cheaper than `size().contains(p)`).
    #[inline]
    pub fn is_on_board(&self, p: Point) -> bool {
        self.cells[p.index()] != Cell::Border
    }

    /// Whether `p` is an empty point of this board.
    #[inline]
    pub fn is_empty_point(&self, p: Point) -> bool {
        self.cells[p.index()] == Cell::Empty
    }

    /// The Zobrist key of the position (stones only, RULES R0.6).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Number of `color` stones on the board.
    #[inline]
    pub fn stone_count(&self, color: Color) -> u32 {
        self.stones[color] as u32
    }

    /// The on-board neighbours of `p` (RULES R0.3).
    pub fn neighbors(&self, p: Point) -> impl Iterator<Item = Point> + '_ {
        p.neighbors()
            .into_iter()
            .filter(move |n| self.cells[n.index()] != Cell::Border)
    }

    /// The stones of the chain through `p` (empty if `p` holds no stone).
    pub fn chain(&self, p: Point) -> PointSet {
        let mut set = PointSet::new();
        if self.get(p).is_some() {
            self.for_each_stone(p, |s| {
                set.insert(s);
            });
        }
        set
    }

    /// The liberties of the chain through `p` (empty if `p` holds no stone).
    pub fn liberties(&self, p: Point) -> PointSet {
        let mut libs = PointSet::new();
        if self.get(p).is_some() {
            self.for_each_stone(p, |s| {
                for n in s.neighbors() {
                    if self.cells[n.index()] == Cell::Empty {
                        libs.insert(n);
                    }
                }
            });
        }
        libs
    }

    /// The liberty of the chain through `p` when it has exactly one (it is in
    /// atari), in constant time from the pseudo-liberties: `None` when `p` holds no
    /// stone or the chain has two liberties or more. Players' tactics and playouts
    /// ask it at every move.
    #[inline]
    pub fn lone_liberty(&self, p: Point) -> Option<Point> {
        self.get(p)?;
        let chain = &self.chains[self.head[p.index()] as usize];
        chain
            .in_atari()
            .then(|| Point::from_index((chain.lib_sum / chain.pseudo_libs as u32) as usize))
    }

    /// The number of stones of the chain through `p` (0 when `p` is empty), in
    /// constant time.
    #[inline]
    pub fn chain_len(&self, p: Point) -> u32 {
        if self.get(p).is_none() {
            return 0;
        }
        self.chains[self.head[p.index()] as usize].stones as u32
    }

    /// Whether `p` is an empty point that a `color` stone fills only as an own eye:
    /// every neighbour is `color`, and the opponent holds at most one diagonal (none
    /// on the edge). Random players use it to avoid filling their own eyes.
    pub fn is_eye_like(&self, p: Point, color: Color) -> bool {
        if self.cells[p.index()] != Cell::Empty {
            return false;
        }
        let own = Cell::stone(color);
        for n in p.neighbors() {
            let cell = self.cells[n.index()];
            if cell != own && cell != Cell::Border {
                return false;
            }
        }
        let i = p.index();
        let stride = crate::point::STRIDE;
        let diagonals = [
            i - stride - 1,
            i - stride + 1,
            i + stride - 1,
            i + stride + 1,
        ];
        let (mut opponent, mut border) = (0, 0);
        for d in diagonals {
            match self.cells[d] {
                Cell::Border => border += 1,
                cell if cell == Cell::stone(!color) => opponent += 1,
                _ => {}
            }
        }
        opponent + (border > 0) as u32 <= 1
    }

    /// What a `color` stone at the empty point `p` would capture and whether it would
    /// be a suicide, with the position key afterwards, except after a suicide: then
    /// `hash_after` is not computed (most rules forbid it, and walking the chains
    /// costs time); [`Board::examine`] computes it (RULES R0.5). The board is not
    /// changed.
    #[allow(clippy::needless_range_loop)] // index loops: see place_noting
    pub fn examine_counts(&self, p: Point, color: Color) -> MoveEffect {
        debug_assert!(self.is_empty_point(p));
        let plain = self.hash ^ zobrist::stone(color, p);
        // One cheap pass first: most moves capture nothing and keep a liberty.
        let mut has_liberty = false;
        let mut friends_in_atari = true;
        let mut captures_something = false;
        let neighbors = p.neighbors();
        for k in 0..4 {
            let n = neighbors[k];
            match self.cells[n.index()] {
                Cell::Empty => has_liberty = true,
                Cell::Border => {}
                cell => {
                    let in_atari = self.chains[self.head[n.index()] as usize].in_atari();
                    if cell == Cell::stone(color) {
                        friends_in_atari &= in_atari;
                    } else {
                        captures_something |= in_atari;
                    }
                }
            }
        }
        if !captures_something {
            if has_liberty || !friends_in_atari {
                return MoveEffect {
                    captures: 0,
                    suicide: 0,
                    hash_after: plain,
                };
            }
        } else {
            let mut hash = plain;
            let mut captures = 0;
            let mut seen = [0u16; 4];
            for k in 0..4 {
                let n = neighbors[k];
                if self.cells[n.index()] != Cell::stone(!color) {
                    continue;
                }
                let h = self.head[n.index()];
                if seen[..k].contains(&h) || !self.chains[h as usize].in_atari() {
                    continue;
                }
                seen[k] = h;
                captures += self.chains[h as usize].stones as u32;
                self.for_each_stone(n, |s| hash ^= zobrist::stone(!color, s));
            }
            return MoveEffect {
                captures,
                suicide: 0,
                hash_after: hash,
            };
        }
        // Suicide: the new stone and every friendly neighbour chain go.
        let mut suicide = 1;
        self.for_each_friendly_chain(p, color, |n| {
            suicide += self.chains[self.head[n.index()] as usize].stones as u32
        });
        MoveEffect {
            captures: 0,
            suicide,
            hash_after: SUICIDE_HASH_NOT_COMPUTED,
        }
    }

    /// [`Board::examine_counts`] with the key after a suicide filled in too.
    pub fn examine(&self, p: Point, color: Color) -> MoveEffect {
        let mut effect = self.examine_counts(p, color);
        if effect.suicide > 0 {
            effect.hash_after = self.hash_after_suicide(p, color);
        }
        effect
    }

    /// The position key after a `color` stone at `p` kills itself: the new stone and
    /// its friendly neighbour chains are gone.
    pub fn hash_after_suicide(&self, p: Point, color: Color) -> u64 {
        let mut hash = self.hash;
        self.for_each_friendly_chain(p, color, |n| {
            self.for_each_stone(n, |s| hash ^= zobrist::stone(color, s))
        });
        hash
    }

    /// Calls `f` with one stone of each distinct `color` chain next to `p`.
    #[allow(clippy::needless_range_loop)] // index loops: see place_noting
    fn for_each_friendly_chain(&self, p: Point, color: Color, mut f: impl FnMut(Point)) {
        let mut seen = [0u16; 4];
        let neighbors = p.neighbors();
        for k in 0..4 {
            let n = neighbors[k];
            if self.cells[n.index()] == Cell::stone(color) {
                let h = self.head[n.index()];
                if !seen[..k].contains(&h) {
                    seen[k] = h;
                    f(n);
                }
            }
        }
    }

    /// Places a `color` stone on the empty point `p`, removes opponent chains left
    /// without liberties, then its own chain if that has none (RULES R0.5, R2.1).
    /// Legality is the caller's business.
    pub fn place(&mut self, p: Point, color: Color) -> Placed {
        self.place_noting(p, color, &mut |_| {})
    }

    /// [`Board::place`], calling `removed` with every stone it takes off: the
    /// opponent's captured stones first, then its own in a suicide.
    #[allow(clippy::needless_range_loop)] // index loops: see place_noting
    pub fn place_noting(
        &mut self,
        p: Point,
        color: Color,
        removed: &mut dyn FnMut(Point),
    ) -> Placed {
        debug_assert!(self.is_empty_point(p));
        let i = p.index();
        self.cells[i] = Cell::stone(color);
        self.remove_empty(p);
        self.hash ^= zobrist::stone(color, p);
        self.stones[color] += 1;
        self.head[i] = i as u16;
        self.next[i] = i as u16;
        self.chains[i] = ChainInfo {
            stones: 1,
            ..ChainInfo::default()
        };
        // Liberties and merges first; captures only once every count is settled, or
        // a captured neighbour would be counted as a liberty twice.
        let mut opponent_touched = false;
        // Index loops over the four neighbours, here and in the other per-move
        // paths: at the WebAssembly build's opt-level "z" an array iterator stays a
        // call per step.
        let neighbors = p.neighbors();
        for k in 0..4 {
            let n = neighbors[k];
            match self.cells[n.index()] {
                Cell::Empty => self.chains[self.head[i] as usize].add_lib(n),
                Cell::Border => {}
                cell => {
                    let h = self.head[n.index()] as usize;
                    self.chains[h].remove_lib(p);
                    if cell == Cell::stone(color) {
                        self.merge(p, n);
                    } else {
                        opponent_touched = true;
                    }
                }
            }
        }
        let mut placed = Placed::default();
        if opponent_touched {
            for k in 0..4 {
                let n = neighbors[k];
                if self.cells[n.index()] == Cell::stone(!color)
                    && self.chains[self.head[n.index()] as usize].pseudo_libs == 0
                {
                    placed.captures += self.remove_chain(n, removed);
                }
            }
        }
        if self.chains[self.head[i] as usize].pseudo_libs == 0 {
            placed.suicide = self.remove_chain(p, removed);
        }
        placed
    }

    /// Puts a stone on, or takes one off, a point without any capture: for setting
    /// up positions. Chains are rebuilt around the point.
    pub fn set(&mut self, p: Point, stone: Option<Color>) -> Result<(), SetupError> {
        if !self.size.contains(p) {
            return Err(SetupError::OffBoard(p));
        }
        if let Some(old) = self.get(p) {
            self.hash ^= zobrist::stone(old, p);
            self.stones[old] -= 1;
            self.cells[p.index()] = Cell::Empty;
            self.push_empty(p);
        }
        if let Some(c) = stone {
            self.hash ^= zobrist::stone(c, p);
            self.stones[c] += 1;
            self.cells[p.index()] = Cell::stone(c);
            self.remove_empty(p);
        }
        self.rebuild_chains();
        Ok(())
    }

    /// This board with the stones at `removed` taken off (dead stones before
    /// counting, RULES R0.7); chains are rebuilt once.
    pub fn without(&self, removed: &PointSet) -> Board {
        let stones = self.stone_sets();
        let kept = ByColor::new(
            stones.black.difference(removed),
            stones.white.difference(removed),
        );
        Board::from_stone_sets(self.size, &kept)
    }

    /// The stones of each colour: the position without the chain bookkeeping
    /// (176 bytes instead of the board's 15 KB), for the game's checkpoints.
    #[inline(never)]
    pub(crate) fn stone_sets(&self) -> ByColor<PointSet> {
        // Straight over the grid, without branches (stones are random to a branch
        // predictor): this runs every so many moves of every game. Border cells are
        // neither colour, so they add no bit.
        let mut black = [0u64; crate::point::WORDS];
        let mut white = [0u64; crate::point::WORDS];
        for (i, &cell) in self.cells.iter().enumerate() {
            black[i / 64] |= u64::from(cell == Cell::Black) << (i % 64);
            white[i / 64] |= u64::from(cell == Cell::White) << (i % 64);
        }
        ByColor::new(PointSet::from_words(black), PointSet::from_words(white))
    }

    /// The board holding exactly `stones` (from [`Board::stone_sets`] of a board of
    /// this size); chains are rebuilt once.
    #[inline(never)]
    pub(crate) fn from_stone_sets(size: BoardSize, stones: &ByColor<PointSet>) -> Board {
        let mut board = Board::new(size);
        for c in Color::ALL {
            for p in stones[c].iter() {
                board.cells[p.index()] = Cell::stone(c);
                board.remove_empty(p);
                board.hash ^= zobrist::stone(c, p);
                board.stones[c] += 1;
            }
        }
        board.rebuild_chains();
        board
    }

    /// Whether `p` holds a lone stone (a chain of one) with exactly one liberty.
    pub(crate) fn is_lone_stone_in_atari(&self, p: Point) -> bool {
        self.get(p).is_some() && {
            let chain = &self.chains[self.head[p.index()] as usize];
            chain.stones == 1 && chain.in_atari()
        }
    }

    /// Whether both boards have the same size and the same stones, whatever their
    /// keys say: the exact test behind a key match (RULES R0.6).
    pub(crate) fn same_stones(&self, other: &Board) -> bool {
        self.size == other.size && self.cells == other.cells
    }

    /// The first point whose chain has no liberty, if any: such a position cannot
    /// arise in play, only from a setup.
    pub fn chain_without_liberty(&self) -> Option<Point> {
        self.size.points().find(|&p| {
            self.get(p).is_some() && self.chains[self.head[p.index()] as usize].pseudo_libs == 0
        })
    }

    /// Rebuilds every chain from the stones alone.
    fn rebuild_chains(&mut self) {
        let mut done = PointSet::new();
        for p in self.size.points() {
            let Some(color) = self.get(p) else { continue };
            if done.contains(p) {
                continue;
            }
            // Flood fill with an explicit stack: no recursion.
            let head = p.index() as u16;
            let mut info = ChainInfo::default();
            let mut stack = [0u16; CELLS];
            let mut top = 0;
            let mut last = head;
            stack[top] = head;
            top += 1;
            done.insert(p);
            self.next[p.index()] = head;
            while top > 0 {
                top -= 1;
                let s = Point::from_index(stack[top] as usize);
                self.head[s.index()] = head;
                info.stones += 1;
                if s.index() as u16 != head {
                    // Splice into the ring after `last`.
                    self.next[s.index()] = self.next[last as usize];
                    self.next[last as usize] = s.index() as u16;
                    last = s.index() as u16;
                }
                for n in s.neighbors() {
                    match self.cells[n.index()] {
                        Cell::Empty => info.add_lib(n),
                        cell if cell == Cell::stone(color) && done.insert(n) => {
                            stack[top] = n.index() as u16;
                            top += 1;
                        }
                        _ => {}
                    }
                }
            }
            self.chains[head as usize] = info;
        }
    }

    fn merge(&mut self, a: Point, b: Point) {
        let (ha, hb) = (self.head[a.index()] as usize, self.head[b.index()] as usize);
        if ha == hb {
            return;
        }
        // Relabel the smaller chain.
        let (big, small) = if self.chains[ha].stones >= self.chains[hb].stones {
            (ha, hb)
        } else {
            (hb, ha)
        };
        let mut s = small;
        loop {
            self.head[s] = big as u16;
            s = self.next[s] as usize;
            if s == small {
                break;
            }
        }
        self.next.swap(big, small);
        let add = self.chains[small];
        let info = &mut self.chains[big];
        info.stones += add.stones;
        info.pseudo_libs += add.pseudo_libs;
        info.lib_sum += add.lib_sum;
        info.lib_sum_sq += add.lib_sum_sq;
    }

    /// Removes the chain through `p`; returns how many stones it had.
    #[allow(clippy::needless_range_loop)] // index loops: see place_noting
    fn remove_chain(&mut self, p: Point, removed: &mut dyn FnMut(Point)) -> u32 {
        let Some(color) = self.cells[p.index()].color() else {
            return 0;
        };
        let head = self.head[p.index()] as usize;
        let count = self.chains[head].stones as u32;
        let mut s = head;
        loop {
            removed(Point::from_index(s));
            self.cells[s] = Cell::Empty;
            self.push_empty(Point::from_index(s));
            self.hash ^= zobrist::stone(color, Point::from_index(s));
            s = self.next[s] as usize;
            if s == head {
                break;
            }
        }
        // Every removed stone is a new pseudo-liberty of each adjacent chain (all of
        // the other colour, or it would have been part of this chain).
        let mut s = head;
        loop {
            let sp = Point::from_index(s);
            let neighbors = sp.neighbors();
            for k in 0..4 {
                let n = neighbors[k];
                if self.cells[n.index()].color().is_some() {
                    let h = self.head[n.index()] as usize;
                    self.chains[h].add_lib(sp);
                }
            }
            s = self.next[s] as usize;
            if s == head {
                break;
            }
        }
        self.stones[color] -= count as u16;
        count
    }

    #[inline]
    fn for_each_stone(&self, p: Point, mut f: impl FnMut(Point)) {
        let start = p.index();
        let mut s = start;
        loop {
            f(Point::from_index(s));
            s = self.next[s] as usize;
            if s == start {
                break;
            }
        }
    }

    /// The position key recomputed from the stones alone (the incremental one must
    /// always equal it).
    pub fn recompute_hash(&self) -> u64 {
        self.size
            .points()
            .filter_map(|p| self.get(p).map(|c| zobrist::stone(c, p)))
            .fold(0, |h, k| h ^ k)
    }

    /// Checks every internal invariant against a recomputation from the stones:
    /// chains, pseudo-liberties, stone counts, the key. For tests and fuzzing.
    pub fn is_consistent(&self) -> bool {
        let mut fresh = Board::new(self.size);
        for p in self.size.points() {
            fresh.cells[p.index()] = self.cells[p.index()];
        }
        fresh.rebuild_chains();
        for p in self.size.points() {
            if self.get(p).is_none() {
                continue;
            }
            if self.chain(p) != fresh.chain(p) {
                return false;
            }
            let (mine, theirs) = (
                self.chains[self.head[p.index()] as usize],
                fresh.chains[fresh.head[p.index()] as usize],
            );
            if mine != theirs {
                return false;
            }
        }
        let count = |c| {
            self.size
                .points()
                .filter(|&p| self.get(p) == Some(c))
                .count() as u32
        };
        let empties_ok = self.empty_points().len()
            == self
                .size
                .points()
                .filter(|&p| self.is_empty_point(p))
                .count()
            && self.empty_points().iter().enumerate().all(|(slot, &p)| {
                self.is_empty_point(p) && self.empty_slot[p.index()] as usize == slot
            });
        empties_ok
            && self.hash == self.recompute_hash()
            && count(Color::Black) == self.stone_count(Color::Black)
            && count(Color::White) == self.stone_count(Color::White)
    }
}

impl PartialEq for Board {
    /// Boards are equal when they have the same size and the same stones; the chain
    /// bookkeeping follows from those.
    fn eq(&self, other: &Board) -> bool {
        self.size == other.size && self.hash == other.hash && self.cells == other.cells
    }
}

impl Eq for Board {}

impl fmt::Display for Board {
    /// The board as a diagram: `X` Black, `O` White, `.` empty, top row first.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for y in 0..self.size.height() {
            for x in 0..self.size.width() {
                let c = match self.get(Point::new(x, y)) {
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                    None => '.',
                };
                write!(f, "{}", c)?;
                if x + 1 < self.size.width() {
                    f.write_str(" ")?;
                }
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board {}\n{}", self.size, self)
    }
}
