//! A reference model of a game written from the RULES alone: stones in a plain
//! vector, moves applied by the naive board ([`crate::naive`]), and every ko rule
//! applied literally by comparing whole positions — no hashing, no incremental
//! state. The moves check compares the engine with it point by point.

use std::collections::HashMap;

use weiqi::{
    BoardSize, Color, Ending, Illegal, KoRule, Objective, Outcome, Rules, Status, SuicideRule,
};

use crate::naive::{self, Cells};

/// What the model says of a stone on a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Legal; under Ing a lone-stone suicide counts as a pass (RULES R1.3).
    Legal {
        /// The move is Ing's lone-stone suicide, played as a pass.
        as_pass: bool,
    },
    /// Illegal, for this reason.
    Illegal(Illegal),
}

/// The model of a game from an empty board, Black to move.
#[derive(Clone, Debug)]
pub struct Model {
    size: BoardSize,
    rules: Rules,
    /// The stones now.
    pub cells: Cells,
    /// The player to move.
    pub to_move: Color,
    /// The stones after every move (index 0: the start).
    positions: Vec<Cells>,
    /// The first move after which each position stood (RULES R2.2).
    first_position: HashMap<Cells, u32>,
    /// The first move after which each situation stood (RULES R3.4).
    first_situation: HashMap<(Cells, Color), u32>,
    /// Ing: (situation, point) → the move that first played it (RULES R1.4).
    ing_moves: HashMap<(Cells, Color, usize), u32>,
    passes: u32,
    last_color: Option<Color>,
    no_result: bool,
    /// Stones each colour holds as prisoners (Black, White).
    pub prisoners: [u32; 2],
}

impl Model {
    /// An empty board of `size` under `rules`.
    pub fn new(rules: Rules, size: BoardSize) -> Model {
        let cells = vec![None; size.num_points()];
        let mut first_position = HashMap::new();
        first_position.insert(cells.clone(), 0);
        let mut first_situation = HashMap::new();
        first_situation.insert((cells.clone(), Color::Black), 0);
        Model {
            size,
            rules,
            cells: cells.clone(),
            to_move: Color::Black,
            positions: vec![cells],
            first_position,
            first_situation,
            ing_moves: HashMap::new(),
            passes: 0,
            last_color: None,
            no_result: false,
            prisoners: [0, 0],
        }
    }

    /// Where the game stands (RULES R1.6, R2.4, R4.4 and the presets' endings; no
    /// end-of-game actions).
    pub fn status(&self) -> Status {
        if self.no_result {
            return Status::Over(Outcome::NoResult);
        }
        // RULES R5: under Capture Go the first capture (White's `white_captures`) wins.
        if self.rules.objective == Objective::Capture {
            let needs = |c: Color| match c {
                Color::Black => 1,
                Color::White => u32::from(self.rules.white_captures.max(1)),
            };
            if let Some(winner) = Color::ALL
                .into_iter()
                .find(|&c| self.prisoners[c.index()] >= needs(c))
            {
                return Status::Over(Outcome::Capture { winner });
            }
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

    /// The verdict on a stone of the player to move at cell `i`.
    pub fn verdict(&self, i: usize) -> Verdict {
        match self.status() {
            Status::Playing => {}
            Status::Stopped => return Verdict::Illegal(Illegal::Stopped),
            Status::Over(_) => return Verdict::Illegal(Illegal::GameOver),
        }
        if self.cells[i].is_some() {
            return Verdict::Illegal(Illegal::Occupied);
        }
        let color = self.to_move;
        let after = naive::place(self.size, &self.cells, i, color);
        if after.suicide > 0 {
            match self.rules.suicide {
                // RULES R3.3, R4.1.
                SuicideRule::Forbidden => return Verdict::Illegal(Illegal::Suicide),
                // RULES R2.2.
                SuicideRule::MultiStoneOnly if after.suicide == 1 => {
                    return Verdict::Illegal(Illegal::Suicide)
                }
                // RULES R1.3.
                SuicideRule::MultiStoneSingleIsPass if after.suicide == 1 => {
                    return Verdict::Legal { as_pass: true }
                }
                _ => {}
            }
        }
        let n = self.positions.len() - 1;
        // The position before the opponent's last move (RULES R3.5, R4.2, R1.4).
        let immediate = n >= 1 && after.cells == self.positions[n - 1];
        let retake = immediate && after.captured > 0;
        let ban = match self.rules.ko {
            KoRule::Simple | KoRule::SimpleNoResult => immediate.then_some(Illegal::Ko),
            KoRule::Ing if immediate => Some(Illegal::HotStone),
            KoRule::Ing => self
                .ing_moves
                .get(&(self.cells.clone(), color, i))
                .map(|&began| Illegal::CycleRestart { began }),
            KoRule::Positional => self.first_position.get(&after.cells).map(|&repeats| {
                if retake {
                    Illegal::Ko
                } else {
                    Illegal::Superko { repeats }
                }
            }),
            KoRule::Situational => {
                self.first_situation
                    .get(&(after.cells, !color))
                    .map(|&repeats| {
                        if retake {
                            Illegal::Ko
                        } else {
                            Illegal::Superko { repeats }
                        }
                    })
            }
        };
        match ban {
            Some(reason) => Verdict::Illegal(reason),
            None => Verdict::Legal { as_pass: false },
        }
    }

    /// Plays a stone at cell `i` (`None`: a pass); the move must be legal.
    pub fn play(&mut self, mv: Option<usize>) {
        let color = self.to_move;
        let number = self.positions.len() as u32;
        let mut is_pass = mv.is_none();
        if let Some(i) = mv {
            let Verdict::Legal { as_pass } = self.verdict(i) else {
                panic!("the model was asked to play an illegal move");
            };
            if as_pass {
                is_pass = true;
            } else {
                self.ing_moves
                    .entry((self.cells.clone(), color, i))
                    .or_insert(number);
                let after = naive::place(self.size, &self.cells, i, color);
                self.prisoners[color.index()] += after.captured;
                self.prisoners[(!color).index()] += after.suicide;
                self.cells = after.cells;
            }
        } else if self.rules.ending == Ending::PassStones {
            self.prisoners[(!color).index()] += 1;
        }
        self.to_move = !color;
        let situation = (self.cells.clone(), self.to_move);
        let repeated = self.first_situation.contains_key(&situation);
        // RULES R3.5, R4.2: a longer cycle under simple ko ends with no result.
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
