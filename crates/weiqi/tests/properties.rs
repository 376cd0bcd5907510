//! Property tests over random games: the engine against a naive reference model
//! written from RULES.md alone (flood fills, whole-board comparisons, no hashing).

use std::collections::HashMap;

use proptest::prelude::*;
use weiqi::playout::{random_move, Rng};
use weiqi::*;

/// The reference model: stones in a plain vector, rules applied literally.
#[derive(Clone)]
struct Naive {
    w: usize,
    h: usize,
    rules: Rules,
    cells: Vec<Option<Color>>,
    to_move: Color,
    /// Position after every move (index 0: the start).
    positions: Vec<Vec<Option<Color>>>,
    /// First move after which each position / situation stood.
    first_position: HashMap<Vec<Option<Color>>, u32>,
    first_situation: HashMap<(Vec<Option<Color>>, Color), u32>,
    /// Ing: (situation, point) → move number.
    ing_moves: HashMap<(Vec<Option<Color>>, Color, usize), u32>,
    passes: u32,
    last_color: Option<Color>,
    no_result: bool,
    prisoners: [u32; 2],
}

#[derive(Debug, PartialEq)]
enum Verdict {
    Legal { lone_suicide_as_pass: bool },
    Illegal(Illegal),
}

impl Naive {
    fn new(rules: Rules, w: usize, h: usize, to_move: Color, cells: Vec<Option<Color>>) -> Naive {
        let mut n = Naive {
            w,
            h,
            rules,
            cells: cells.clone(),
            to_move,
            positions: vec![cells.clone()],
            first_position: HashMap::new(),
            first_situation: HashMap::new(),
            ing_moves: HashMap::new(),
            passes: 0,
            last_color: None,
            no_result: false,
            prisoners: [0, 0],
        };
        n.first_position.insert(cells.clone(), 0);
        n.first_situation.insert((cells, to_move), 0);
        n
    }

    fn neighbors(&self, i: usize) -> Vec<usize> {
        let (x, y) = (i % self.w, i / self.w);
        let mut v = Vec::new();
        if x > 0 {
            v.push(i - 1);
        }
        if x + 1 < self.w {
            v.push(i + 1);
        }
        if y > 0 {
            v.push(i - self.w);
        }
        if y + 1 < self.h {
            v.push(i + self.w);
        }
        v
    }

    /// The chain through `i` and whether it has a liberty (RULES R0.3).
    fn chain(&self, cells: &[Option<Color>], i: usize) -> (Vec<usize>, bool) {
        let color = cells[i];
        let mut seen = vec![false; cells.len()];
        let mut stack = vec![i];
        let mut chain = Vec::new();
        let mut liberty = false;
        seen[i] = true;
        while let Some(s) = stack.pop() {
            chain.push(s);
            for n in self.neighbors(s) {
                if cells[n].is_none() {
                    liberty = true;
                } else if cells[n] == color && !seen[n] {
                    seen[n] = true;
                    stack.push(n);
                }
            }
        }
        (chain, liberty)
    }

    /// Places a stone, removes opponents first, then itself (RULES R0.5):
    /// returns the new cells, stones captured and own stones removed.
    fn after(&self, i: usize, color: Color) -> (Vec<Option<Color>>, u32, u32) {
        let mut cells = self.cells.clone();
        cells[i] = Some(color);
        let mut captured = 0;
        for n in self.neighbors(i) {
            if cells[n] == Some(!color) {
                let (chain, liberty) = self.chain(&cells, n);
                if !liberty {
                    captured += chain.len() as u32;
                    for s in chain {
                        cells[s] = None;
                    }
                }
            }
        }
        let (own, liberty) = self.chain(&cells, i);
        let mut suicide = 0;
        if !liberty {
            suicide = own.len() as u32;
            for s in own {
                cells[s] = None;
            }
        }
        (cells, captured, suicide)
    }

    /// RULES R1.6, R2.4, R4.4 and the presets' endings, for games without
    /// end-of-game actions.
    fn status(&self) -> Status {
        if self.no_result {
            return Status::Over(Outcome::NoResult);
        }
        let white_last = self.last_color == Some(Color::White);
        match self.rules.ending {
            _ if self.passes < 2 => Status::Playing,
            Ending::PassStones if !white_last => Status::Playing,
            Ending::AllStonesAlive => Status::Over(Outcome::Counted),
            Ending::IngFourPasses if self.passes >= 4 => Status::Over(Outcome::Counted),
            _ => Status::Stopped,
        }
    }

    fn verdict(&self, i: usize) -> Verdict {
        match self.status() {
            Status::Playing => {}
            Status::Stopped => return Verdict::Illegal(Illegal::Stopped),
            Status::Over(_) => return Verdict::Illegal(Illegal::GameOver),
        }
        if self.cells[i].is_some() {
            return Verdict::Illegal(Illegal::Occupied);
        }
        let color = self.to_move;
        let (cells, _, suicide) = self.after(i, color);
        if suicide > 0 {
            match self.rules.suicide {
                SuicideRule::Forbidden => return Verdict::Illegal(Illegal::Suicide),
                SuicideRule::MultiStoneOnly if suicide == 1 => {
                    return Verdict::Illegal(Illegal::Suicide)
                }
                SuicideRule::MultiStoneSingleIsPass if suicide == 1 => {
                    return Verdict::Legal {
                        lone_suicide_as_pass: true,
                    }
                }
                _ => {}
            }
        }
        let n = self.positions.len() - 1;
        let immediate = n >= 1 && cells == self.positions[n - 1];
        let (_, captured, _) = self.after(i, color);
        let retake = immediate && captured > 0;
        let banned = match self.rules.ko {
            KoRule::Simple | KoRule::SimpleNoResult => immediate.then_some(Illegal::Ko),
            KoRule::Ing if immediate => Some(Illegal::HotStone),
            KoRule::Ing => self
                .ing_moves
                .get(&(self.cells.clone(), color, i))
                .map(|&began| Illegal::CycleRestart { began }),
            KoRule::Positional => self.first_position.get(&cells).map(|&repeats| {
                if retake {
                    Illegal::Ko
                } else {
                    Illegal::Superko { repeats }
                }
            }),
            KoRule::Situational => self.first_situation.get(&(cells, !color)).map(|&repeats| {
                if retake {
                    Illegal::Ko
                } else {
                    Illegal::Superko { repeats }
                }
            }),
        };
        match banned {
            Some(reason) => Verdict::Illegal(reason),
            None => Verdict::Legal {
                lone_suicide_as_pass: false,
            },
        }
    }

    fn play(&mut self, mv: Option<usize>) {
        let color = self.to_move;
        let number = self.positions.len() as u32;
        let mut is_pass = mv.is_none();
        if let Some(i) = mv {
            let Verdict::Legal {
                lone_suicide_as_pass,
            } = self.verdict(i)
            else {
                panic!("model asked to play an illegal move");
            };
            if lone_suicide_as_pass {
                is_pass = true;
            } else {
                self.ing_moves
                    .entry((self.cells.clone(), color, i))
                    .or_insert(number);
                let (cells, captured, suicide) = self.after(i, color);
                self.prisoners[color.index()] += captured;
                self.prisoners[(!color).index()] += suicide;
                self.cells = cells;
            }
        } else if self.rules.ending == Ending::PassStones {
            self.prisoners[(!color).index()] += 1;
        }
        self.to_move = !color;
        let situation = (self.cells.clone(), self.to_move);
        let repeated = self.first_situation.contains_key(&situation);
        self.no_result = self.rules.ko == KoRule::SimpleNoResult && repeated && !is_pass;
        self.first_situation.entry(situation).or_insert(number);
        self.first_position
            .entry(self.cells.clone())
            .or_insert(number);
        self.positions.push(self.cells.clone());
        self.passes = if is_pass { self.passes + 1 } else { 0 };
        self.last_color = Some(color);
    }
}

fn cells_of(board: &Board) -> Vec<Option<Color>> {
    board.size().points().map(|p| board.get(p)).collect()
}

/// Every knob combination that a preset or a tournament may choose.
fn any_rules() -> impl Strategy<Value = Rules> {
    let ko = prop_oneof![
        Just(KoRule::Simple),
        Just(KoRule::Positional),
        Just(KoRule::Situational),
        Just(KoRule::Ing),
        Just(KoRule::SimpleNoResult),
    ];
    let suicide = prop_oneof![
        Just(SuicideRule::Forbidden),
        Just(SuicideRule::MultiStoneOnly),
        Just(SuicideRule::MultiStoneSingleIsPass),
        Just(SuicideRule::Allowed),
    ];
    let preset = proptest::sample::select(RuleSet::ALL.to_vec());
    (preset, ko, suicide, any::<bool>()).prop_map(|(preset, ko, suicide, keep_preset)| {
        let mut rules = preset.rules();
        if !keep_preset {
            rules.ko = ko;
            rules.suicide = suicide;
        }
        rules
    })
}

fn any_size() -> impl Strategy<Value = (usize, usize)> {
    prop_oneof![
        Just((1, 5)),
        Just((7, 1)),
        Just((2, 2)),
        Just((3, 3)),
        Just((4, 4)),
        Just((3, 5)),
        Just((5, 5)),
        Just((6, 4)),
        Just((7, 7)),
    ]
}

/// A move chosen from the seed: mostly random legal-looking moves, sometimes any
/// point at all (occupied or banned), sometimes a pass.
fn pick(game: &Game, rng: &mut Rng) -> Move {
    let size = game.board().size();
    match rng.below(10) {
        0 => Move::Pass,
        1..=3 => Move::Play(Point::new(
            rng.below(size.width() as u32) as u8,
            rng.below(size.height() as u32) as u8,
        )),
        _ => random_move(game, rng),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 160, ..ProptestConfig::default() })]

    /// RULES R0.5, R1.3, R1.4, R2.2, R3.3–R3.5, R4.1–R4.2: at every step the
    /// engine's verdict on every point equals the reference model's; the board,
    /// prisoners and status agree; the incremental key equals the recomputed one;
    /// stones are conserved; and undo walks back through exactly the same games.
    #[test]
    fn engine_matches_reference_model(
        rules in any_rules(),
        (w, h) in any_size(),
        seed in any::<u64>(),
        length in 1usize..120,
    ) {
        let size = BoardSize::new(w as u32, h as u32).unwrap();
        let mut game = Game::new(rules, size);
        let mut model = Naive::new(rules, w, h, Color::Black, vec![None; w * h]);
        let mut rng = Rng::new(seed);
        let mut before = Vec::new();
        let mut placed = [0u32; 2];
        for _ in 0..length {
            // Every point: same verdict, and legal_points / bans agree with check.
            let legal = game.legal_points();
            let bans: HashMap<Point, Illegal> = game.bans().into_iter().collect();
            for (i, p) in size.points().enumerate() {
                let engine = game.check(Move::Play(p));
                let expected = model.verdict(i);
                match (&engine, &expected) {
                    (Ok(()), Verdict::Legal { .. }) => {}
                    (Err(a), Verdict::Illegal(b)) => prop_assert_eq!(a, b, "point {:?}", p),
                    _ => prop_assert!(false, "point {:?}: engine {:?}, model {:?}\n{}", p, engine, expected, game.board()),
                }
                prop_assert_eq!(legal.contains(p), engine.is_ok());
                if game.board().is_empty_point(p) {
                    prop_assert_eq!(bans.get(&p).copied(), engine.err());
                } else {
                    prop_assert!(!bans.contains_key(&p));
                }
            }
            let mv = pick(&game, &mut rng);
            let snapshot = game.clone();
            let result = game.play(mv);
            match result {
                Err(reason) => {
                    // An illegal move changes nothing.
                    prop_assert!(game == snapshot, "illegal {:?} ({}) changed the game", mv, reason);
                    if let Status::Over(_) = game.status() {
                        break;
                    }
                    continue;
                }
                Ok(record) => {
                    before.push(snapshot);
                    let index = match mv {
                        Move::Play(p) => Some(p.y() as usize * w + p.x() as usize),
                        Move::Pass => None,
                    };
                    model.play(index);
                    if let Move::Play(_) = mv {
                        if !record.counted_as_pass {
                            placed[record.color.index()] += 1;
                        }
                    }
                }
            }
            let board = game.board();
            prop_assert!(board.is_consistent(), "chains or key drifted\n{}", board);
            prop_assert_eq!(board.hash(), board.recompute_hash());
            prop_assert_eq!(cells_of(board), model.cells.clone());
            prop_assert_eq!(game.to_move(), model.to_move);
            let prisoners = game.prisoners();
            prop_assert_eq!([prisoners.black, prisoners.white], model.prisoners);
            prop_assert_eq!(game.status(), model.status());
            // Conservation: every stone placed is on the board or a prisoner.
            let pass_stones = if rules.ending == Ending::PassStones {
                let passes_by = |c: Color| game.history().iter().filter(|r| r.color == c && r.mv == Move::Pass).count() as u32;
                [passes_by(Color::Black), passes_by(Color::White)]
            } else {
                [0, 0]
            };
            for c in Color::ALL {
                let lost = game.prisoners()[!c] - pass_stones[c.index()];
                prop_assert_eq!(placed[c.index()], board.stone_count(c) + lost);
            }
            if let Status::Over(_) = game.status() {
                break;
            }
        }
        // Undo restores every earlier game exactly.
        while let Some(expected) = before.pop() {
            prop_assert!(matches!(game.undo(), Some(Undone::Move(_))));
            prop_assert!(game == expected, "undo to move {} differs", expected.move_number());
            prop_assert!(game.board().is_consistent());
        }
        prop_assert!(game.undo().is_none());
    }

    /// RULES R2.2, R3.4, R1.4: over long random games no banned repetition slips
    /// through: positions (positional), situations (situational) and Ing's
    /// (situation, move) pairs never recur; simple ko never retakes at once.
    #[test]
    fn no_banned_repetition_slips_through(
        ko in prop_oneof![Just(KoRule::Positional), Just(KoRule::Situational), Just(KoRule::Ing), Just(KoRule::Simple)],
        suicide in prop_oneof![Just(SuicideRule::Forbidden), Just(SuicideRule::Allowed), Just(SuicideRule::MultiStoneSingleIsPass)],
        (w, h) in any_size(),
        seed in any::<u64>(),
    ) {
        let mut rules = RuleSet::TrompTaylor.rules();
        rules.ko = ko;
        rules.suicide = suicide;
        let size = BoardSize::new(w as u32, h as u32).unwrap();
        let mut game = Game::new(rules, size);
        let mut rng = Rng::new(seed);
        let mut positions = vec![cells_of(game.board())];
        let mut situations = vec![(cells_of(game.board()), game.to_move())];
        let mut ing_moves = Vec::new();
        for _ in 0..400 {
            let mv = match random_move(&game, &mut rng) {
                // Passes only when nothing else is left, to reach long cycles.
                Move::Pass => break,
                mv => mv,
            };
            let cells_before = cells_of(game.board());
            let color = game.to_move();
            let record = game.play(mv).unwrap();
            let cells = cells_of(game.board());
            if record.counted_as_pass {
                positions.push(cells.clone());
                situations.push((cells, game.to_move()));
                continue;
            }
            match ko {
                KoRule::Positional => prop_assert!(!positions.contains(&cells)),
                KoRule::Situational => prop_assert!(!situations.contains(&(cells.clone(), game.to_move()))),
                KoRule::Ing => {
                    let key = (cells_before, color, mv);
                    prop_assert!(!ing_moves.contains(&key));
                    ing_moves.push(key);
                    prop_assert!(positions.len() < 2 || positions[positions.len() - 2] != cells);
                }
                _ => prop_assert!(positions.len() < 2 || positions[positions.len() - 2] != cells),
            }
            positions.push(cells.clone());
            situations.push((cells, game.to_move()));
        }
    }

    /// No input panics: any sequence of points (on or off the board), passes,
    /// resignations and undos, under any rules, on any size.
    #[test]
    fn no_panic_on_any_input(
        rules in any_rules(),
        w in 1u32..=25,
        h in 1u32..=25,
        actions in proptest::collection::vec((0u8..25, 0u8..25, 0u8..20), 0..200),
    ) {
        let size = BoardSize::new(w, h).unwrap();
        let mut game = Game::new(rules, size);
        for (x, y, kind) in actions {
            match kind {
                0 => { let _ = game.pass(); }
                1 => { let _ = game.resign(game.to_move()); }
                2 => { let _ = game.undo(); }
                3 => { let _ = game.bans(); }
                _ => { let _ = game.play(Move::Play(Point::new(x, y))); }
            }
            prop_assert!(game.board().is_consistent());
        }
    }
}
