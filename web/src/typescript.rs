//! The TypeScript types of the main module's API, written into the generated
//! `weiqi_web.d.ts`, and the argument types that carry them (the second module's are
//! in [`crate::extras_types`]).

use wasm_bindgen::prelude::wasm_bindgen;

/// The TypeScript declarations added to the generated `.d.ts`.
pub const TYPES_TEXT: &str = r#"
/** A player, or the colour of a stone: Black or White. */
export type Color = 'B' | 'W';

/** The preset rule sets (`Game.ruleSets()` lists them). */
export type RuleSetName =
  | 'ing' | 'simplified-ing' | 'russian' | 'japanese' | 'chinese'
  | 'aga' | 'new-zealand' | 'tromp-taylor' | 'korean' | 'capture-go' | 'kill-all';

/** The ko rule: simple ko, positional or situational superko, Ing's hot stones and cycles, or simple ko where a longer repetition ends the game with no result. */
export type KoRule = 'simple' | 'positional' | 'situational' | 'ing' | 'simple-no-result';

/** Which suicides are allowed: none; groups only; groups, with a lone stone counting as a pass (Ing); all. */
export type SuicideRule = 'forbidden' | 'multi' | 'multi-single-is-pass' | 'all';

/** Area (stones + territory) or territory (territory + prisoners) counting. */
export type Scoring = 'area' | 'territory';

/** Points in seki: split between the players (Ing), to nobody, or nothing in seki counts (eyes included). */
export type SekiPolicy = 'split-shared' | 'shared-to-nobody' | 'nothing-in-seki';

/** Who wins when the scores are equal. */
export type TieRule = 'draw' | 'black-wins' | 'white-wins';

/** Where handicap stones go: the star points, or where Black chooses. */
export type HandicapPlacement = 'fixed' | 'free';

/** Points White receives for handicap stones. */
export type HandicapCompensation = 'none' | 'per-stone' | 'per-stone-after-first';

/** How the game ends: Ing's four passes, Simplified Ing's two phases, agreement, AGA pass stones, or every stone alive at two passes. */
export type Ending = 'ing-four-passes' | 'two-phase' | 'agreement' | 'pass-stones' | 'all-stones-alive';

/** What wins: the count, the first capture (Capture Go) or a living White group (Kill-all). */
export type Objective = 'count' | 'capture' | 'kill-all';

/** Where the game stands: moves are played; two passes stopped play (life and death are being agreed); it is over. */
export type Phase = 'playing' | 'stopped' | 'finished';

/**
 * Why a move is not allowed. `stopped`: two passes stopped play, so no move may be
 * played until play resumes (or a move is undone); `bad-point`: the point cannot be
 * read or is not on this board.
 */
export type IllegalCode =
  | 'occupied' | 'suicide' | 'ko' | 'superko' | 'hot-stone' | 'cycle'
  | 'confirmation-ko' | 'stopped' | 'game-over' | 'bad-point';

/**
 * The `code` of every `Error` the API throws: a move's reason, a wrong colour, a wrong
 * option, or an end-of-game step out of place (`not-stopped`: play has not stopped;
 * `no-stone`: no stone to mark dead there; `not-in-these-rules`: the rules have no
 * such step); `freed`: a call on an object after `free()` or its `using` block.
 */
export type ErrorCode =
  | IllegalCode | 'bad-color' | 'bad-option'
  | 'not-stopped' | 'no-stone' | 'not-in-these-rules' | 'bad-sgf' | 'bad-encoding' | 'bad-node' | 'cannot-count'
  | 'bad-time' | 'clock-state' | 'flagged' | 'freed';

/** What the API throws: an `Error` with a stable `code`. */
export interface WeiqiError extends Error {
  code: ErrorCode;
  /** For a move refused as `superko` or `cycle`: the move the reason names, as `check` gives it. */
  moveNumber?: number;
}

/**
 * How play may resume after a dispute at the stop (RULES R1.6, R2.4, R4.4):
 * `play-on` (Ing: play goes on in turn, whoever asks); `by-last-passer` (Simplified
 * Ing: the opponent of the last passer moves, whoever asks); `requester` (either
 * player may ask, the other moves first); `none` (no dispute step).
 */
export type Resumption = 'play-on' | 'by-last-passer' | 'requester' | 'none';

/** Why the fill-the-board count is not offered: the rules count territory, or the board has an even number of points. */
export type FillCountRefusalCode = 'territory-scoring' | 'even-points';


/** A part of a count, as a score table lists it. */
export type ScorePart = 'stones' | 'territory' | 'prisoners' | 'seki' | 'komi' | 'compensation' | 'penalties';

/** Options of `new Game(options)`; all optional (default: `japanese` on 19×19, Black to move). */
export interface GameOptions {
  /** The preset; aliases and SGF `RU` names are read too. Default `japanese`. */
  rules?: RuleSetName;
  /** Columns, 1 to 25. Default 19, or `height` when only that is given. */
  width?: number;
  /** Rows, 1 to 25. Default 19, or `width` when only that is given. */
  height?: number;
  /** Komi for White in whole or half points (`7.5`, `'6.5'`); overrides the preset's. */
  komi?: number | string;
  /** Handicap: a number of stones for the star points, or the points of a free placement. */
  handicap?: number | string[];
  /** Overrides the preset's ko rule. */
  ko?: KoRule;
  /** Overrides the preset's suicide rule. */
  suicide?: SuicideRule;
  /** Overrides the preset's counting. */
  scoring?: Scoring;
  /** Stones on the board before play (not with `handicap`). */
  setup?: { black?: string[]; white?: string[] };
  /** Who moves first (not with `handicap`). Default `'B'`. */
  toMove?: Color;
}

/** What a move did. Points are in GTP form (`D4`). */
export interface PlayResult {
  /** Opponent stones captured. */
  captured: string[];
  /** Own stones removed by a group suicide, the played one included. */
  selfCaptured: string[];
  /** A lone-stone suicide that counts as a pass under Ing's rules: the board is unchanged. */
  countedAsPass: boolean;
}

/** Why a move is not allowed. */
export interface IllegalMove {
  code: IllegalCode;
  /** The reason in English words. */
  message: string;
  /**
   * The move the reason names, for translations to say it too: `superko`, the move
   * after which the repeated position stood (0: the starting position); `cycle`, the
   * move that began the repetition. Absent for the other codes; thrown Errors carry
   * it too.
   */
  moveNumber?: number;
}

/** An empty point where the player to move may not play, and why. */
export interface Ban extends IllegalMove {
  /** The point, in GTP form. */
  point: string;
}

/** Stones each colour has captured: `black` counts White stones taken by Black. */
export interface Captures {
  black: number;
  white: number;
}

/** One move of the game. */
export interface HistoryEntry {
  color: Color;
  /** A point in GTP form, or `'pass'`. */
  move: string;
  /** Opponent stones it captured. */
  captures: number;
  /** Own stones it removed by suicide. */
  selfCaptures: number;
  /** A lone-stone suicide counted as a pass (Ing). */
  countedAsPass: boolean;
  /** Played for the named colour out of turn. */
  outOfTurn: boolean;
}

/** How a finished game ended before any counting. */
export type Outcome =
  | { kind: 'resignation'; winner: Color }
  | { kind: 'time'; winner: Color }
  | { kind: 'no-result' }
  | { kind: 'capture'; winner: Color }
  | { kind: 'counted' };

/** Every knob of the rules in force. */
export interface RulesInfo {
  /** The preset they start from. */
  preset: RuleSetName;
  ko: KoRule;
  suicide: SuicideRule;
  scoring: Scoring;
  /** Komi for White, in points. */
  komi: number;
  seki: SekiPolicy;
  tie: TieRule;
  handicapPlacement: HandicapPlacement;
  afterHandicap: Color;
  handicapCompensation: HandicapCompensation;
  ending: Ending;
  objective: Objective;
}

/** A preset as a rule-set picker shows it. */
/** What to count: the dead stones to remove first (the game's marks when absent) and penalty points from the clocks (RULES R1.10), taken off the totals of `score` (the second module's `fillCount` places them as penalty stones). */
export interface CountRequest {
  dead?: string[];
  penalties?: { black?: number; white?: number };
}

/** A value for each colour. */
export interface PerColor { black: number; white: number; }

/** A count under one rule set, with every part shown. Points may be halves. */
export interface ScoreResult {
  black: number;
  white: number;
  winner: Color | 'draw';
  /** As SGF writes it: `B+3.5`, `W+12`, `0`; a tie broken by the tie rule is `B+0` / `W+0`. */
  result: string;
  /** Black's total minus White's. */
  margin: number;
  scoring: Scoring;
  stones: PerColor;
  territory: PerColor;
  prisoners: PerColor;
  dead: PerColor;
  sharedPoints: number;
  sekiShare: PerColor;
  sekiEyes: PerColor;
  komi: number;
  compensation: number;
  /** Clock penalty points taken off each total (RULES R1.10), as the request gave them. */
  penalties: PerColor;
  /** The parts that count in this score, in table order: its way of counting's own, and any other that is not zero. */
  parts: ScorePart[];
  /** Rows top first: `X` Black, `O` White, `.` nobody; under territory scoring also `-` a dame and `*` a defect ("must be filled"): points filled before the count, which count for nobody (RULES R4.4). */
  ownership: string[];
}


/** One preset's count of the same position. */
export interface RuleSetScore { rules: RuleSetName; score: ScoreResult; }

/** End-of-game marks for `BoardView.setMarks`: points in GTP form. */
export interface BoardMarks {
  /** Stones marked dead (drawn see-through). */
  dead?: string[];
  /** Rows top first as `score().ownership` gives them: `X` Black, `O` White. */
  ownership?: string[];
  /** Stones taken off the board for the count (not drawn). */
  removed?: string[];
  /** Stones the Ing count placed, in order. */
  placed?: { point: string; color: Color }[];
  /** Points to ring. */
  highlight?: string[];
}

/** One piece of what `BoardView.setMarkup` draws: a record's markup (`record.markup(node)`, flattened) or a next move (`ghost-B`, `ghost-W`). Points in GTP form. */
export interface BoardMarkupItem {
  kind: 'circle' | 'cross' | 'square' | 'triangle' | 'selected' | 'label' | 'arrow' | 'line' | 'dimmed' | 'ghost-B' | 'ghost-W';
  point: string;
  /** An arrow's or line's end. */
  to?: string;
  /** A label's text. */
  text?: string;
}

/** Something the SGF loader noticed (an illegal recorded move, unknown rules, …). */
export interface LoadWarning { code: string; message: string; }

/**
 * The game information of the SGF record a game was read from (`recordInfo`), as
 * written (SGF escapes undone); absent or empty properties are left out. Untrusted
 * text: show it as text, never as HTML.
 */
export interface RecordInfo {
  /** `PB`, `PW`: the players. */
  black?: string; white?: string;
  /** `BR`, `WR`: their ranks. */
  blackRank?: string; whiteRank?: string;
  /** `BT`, `WT`: their teams. */
  blackTeam?: string; whiteTeam?: string;
  /** `DT`, `EV`, `RO`, `PC`, `GN`. */
  date?: string; event?: string; round?: string; place?: string; gameName?: string;
  /** `RE`, e.g. `B+R`, `W+3.5`. */
  result?: string;
  /** `GC`, the game comment (may hold line breaks). */
  gameComment?: string;
  /** `ON`, `TM`, `OT`, `SO`, `AN`, `US`, `CP`. */
  opening?: string; timeLimit?: string; overtime?: string; source?: string;
  annotator?: string; user?: string; copyright?: string;
  /** `KM`, `HA`, `RU` as written. */
  komi?: string; handicap?: string; rules?: string;
}

export interface RuleSetInfo {
  name: RuleSetName;
  /** Its SGF `RU[]` value. (Its description is the page's to word: `www/strings/core.js`.) */
  sgfName: string;
  rules: RulesInfo;
}
"#;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = TYPES_TEXT;

#[wasm_bindgen]
extern "C" {
    /// The options of `new Game(options)`: the `GameOptions` interface.
    #[wasm_bindgen(typescript_type = "GameOptions")]
    pub type GameOptionsArg;

    /// A point (`D4` or `dd`), or `pass`: typed `string`.
    #[wasm_bindgen(typescript_type = "string")]
    pub type PointArg;

    /// A list of points or passes, or one string of them: typed `string[] | string`,
    /// checked in Rust.
    #[wasm_bindgen(typescript_type = "string[] | string")]
    pub type PointListArg;

    /// A colour: typed `Color`.
    #[wasm_bindgen(typescript_type = "Color")]
    pub type ColorArg;

    /// An SGF record: its text, or a file's bytes (decoded as a whole first: byte-order
    /// mark, `CA[]`, or detection; RULES R6.2).
    #[wasm_bindgen(typescript_type = "string | Uint8Array")]
    pub type SgfTextArg;

    /// A game's index in a file (from 0): typed `number`, checked in Rust so that a
    /// string is a `bad-option` error, not read as a number.
    #[wasm_bindgen(typescript_type = "number")]
    pub type GameIndexArg;

    /// A move number (0: the start): typed `number`, checked in Rust so that a
    /// BigInt or a string is a `bad-option` error, not a binding's `TypeError`.
    #[wasm_bindgen(typescript_type = "number")]
    pub type MoveNumberArg;

    /// End-of-game marks for the board view: the `BoardMarks` interface.
    #[wasm_bindgen(typescript_type = "BoardMarks")]
    pub type BoardMarksArg;

    /// A record's markup for the board view: `BoardMarkupItem[]`.
    #[wasm_bindgen(typescript_type = "BoardMarkupItem[]")]
    pub type BoardMarkupArg;

    /// A count request: `{ dead?: string[], penalties?: { black?: number, white?: number } }`.
    #[wasm_bindgen(typescript_type = "CountRequest")]
    pub type CountRequestArg;
}

/// The string unions of a `.d.ts` text by type name, a union naming another union
/// (`IllegalCode | 'bad-color'`) expanded, for the tests that check them against the
/// engine's names (here and in `extras_types`).
#[cfg(test)]
pub fn unions(types: &str) -> std::collections::BTreeMap<String, Vec<String>> {
    let mut raw = std::collections::BTreeMap::new();
    for part in types.split("export type ").skip(1) {
        let Some((name, body)) = part.split_once('=') else {
            continue;
        };
        let body = &body[..body.find(';').unwrap_or(body.len())];
        if body.contains('{') {
            continue; // an object type, not a union of names
        }
        let members: Vec<String> = body
            .split('|')
            .map(|m| m.trim().to_string())
            .filter(|m| !m.is_empty())
            .collect();
        raw.insert(name.trim().to_string(), members);
    }
    let expand = |members: &Vec<String>| -> Vec<String> {
        members
            .iter()
            .flat_map(|m| match m.strip_prefix('\'') {
                Some(quoted) => vec![quoted.trim_end_matches('\'').to_string()],
                None => raw[m.as_str()]
                    .iter()
                    .map(|n| n.trim_matches('\'').to_string())
                    .collect(),
            })
            .collect()
    };
    raw.iter().map(|(k, v)| (k.clone(), expand(v))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use weiqi::scoring::ing_count::CountError;
    use weiqi::scoring::ScorePart;
    use weiqi::*;

    /// The engine's names of every value of `T`.
    fn names<T: Named>() -> Vec<String> {
        T::ALL.iter().map(|v| v.name().to_string()).collect()
    }

    #[test]
    fn the_typescript_unions_are_the_engines_names() {
        let unions = unions(TYPES_TEXT);
        let checks = [
            ("RuleSetName", names::<RuleSet>()),
            ("KoRule", names::<KoRule>()),
            ("SuicideRule", names::<SuicideRule>()),
            ("Scoring", names::<Scoring>()),
            ("SekiPolicy", names::<SekiPolicy>()),
            ("TieRule", names::<TieRule>()),
            ("HandicapPlacement", names::<HandicapPlacement>()),
            ("HandicapCompensation", names::<HandicapCompensation>()),
            ("Ending", names::<Ending>()),
            ("Objective", names::<Objective>()),
            ("Resumption", names::<Resumption>()),
            ("ScorePart", names::<ScorePart>()),
            ("ErrorCode", names::<ErrorCode>()),
            (
                "IllegalCode",
                ErrorCode::ALL
                    .iter()
                    .filter(|c| c.is_move_reason())
                    .map(|c| c.name().to_string())
                    .collect(),
            ),
            (
                "FillCountRefusalCode",
                vec![
                    CountError::TerritoryScoring.code().to_string(),
                    CountError::EvenPoints { points: 0 }.code().to_string(),
                ],
            ),
        ];
        for (name, engine) in checks {
            assert_eq!(unions.get(name), Some(&engine), "export type {name}");
        }
    }
}
