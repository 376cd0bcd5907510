//! The TypeScript types of the second module, `weiqi_extras` (the clock and the
//! dead-stone estimator, loaded when first needed), written into its generated
//! `weiqi_extras.d.ts`, and the argument types that carry them.

use wasm_bindgen::prelude::wasm_bindgen;

/// The TypeScript declarations added to the generated `.d.ts`.
pub const TYPES_TEXT: &str = r#"
/** A player, or the colour of a stone: Black or White. */
export type Color = 'B' | 'W';

/** A value for each colour. */
export interface PerColor { black: number; white: number; }

/** A position to estimate: the rows of `game.board()` (top row first: `X` Black, `O` White, `.` empty) and the player to move. */
export interface EstimatePosition {
  board: string[];
  toMove: Color;
}

/** Why a call failed: a wrong option, time or position, or a call out of the clock's order. */
export type ExtrasErrorCode = 'bad-option' | 'bad-color' | 'bad-point' | 'bad-time' | 'clock-state' | 'flagged' | 'confirmation-ko' | 'occupied' | 'suicide' | 'game-over';

/** What the second module throws: an `Error` with a stable `code`. */
export interface WeiqiExtrasError extends Error {
  code: ExtrasErrorCode;
}

/** Options of `suggestDead(position, options)`. */
export interface SuggestOptions {
  /** Random playouts, 1 to 100000 (default 100: within 300 ms at a 19×19 stop on a phone). */
  playouts?: number;
  /** Seed of the playouts (whole, from 0): the same seed gives the same suggestion. */
  seed?: number;
}

/** The dead-stone suggestion at the stop: a help, the players decide. Points in GTP form. */
export interface DeadSuggestion {
  /** Stones suggested dead (whole chains). */
  dead: string[];
  /** Stones of chains in seki and the empty points they share. */
  seki: string[];
  /** Ownership of every point, row by row from the top left, in thousandths: +1000 Black's in every playout, -1000 White's. */
  ownership: number[];
  /** Stones proven pass-alive by Benson's algorithm: never dead. */
  passAlive: string[];
  /** Playouts run. */
  playouts: number;
}

/** A clock system: absolute, Fischer, byo-yomi, Canadian, Ing PP, Ing RS (RULES R1.10). */
export type ClockSystem = 'absolute' | 'fischer' | 'byoyomi' | 'canadian' | 'ing-pp' | 'ing-rs';

/** A time control; every duration in ms, every field of its system required. `main` is the basic time BT under Ing's systems. */
export type TimeControlObject =
  | { system: 'absolute' | 'ing-pp'; main: number }
  | { system: 'fischer'; main: number; increment: number }
  | { system: 'byoyomi'; main: number; periods: number; period: number }
  | { system: 'canadian'; main: number; stones: number; period: number }
  | { system: 'ing-rs'; main: number; period: number; movesPerPeriod: number };

/**
 * What `press`, `pause` or `stop` did: `switched` (`color`: whose time runs now),
 * `paused` (`color`: to move), `stopped` (`color`: null) or `flagged` (the flag had
 * already fallen; `color`: who lost on time).
 */
export interface ClockEvent {
  kind: 'switched' | 'paused' | 'stopped' | 'flagged';
  color: Color | null;
}

/** One player's side of the clock at a moment; times in ms. */
export interface PlayerTime {
  /** Thinking time left before the flag falls if no move is made. */
  remaining: number;
  /** Time left in the current stage, what the face shows: main time, then the period, or the time to the next PP penalty. */
  stageLeft: number;
  /** In overtime: byo-yomi, Canadian or RS periods, or PP extra time. */
  overtime: boolean;
  /** Byo-yomi: periods left, the current one included. */
  periodsLeft: number;
  /** Canadian and RS: moves still to make in the current period. */
  stonesLeft: number;
  /** Moves completed. */
  moves: number;
  /** Own PP penalty points, before cancellation (RULES R1.10). */
  penaltyPoints: number;
}

/** The whole clock at a moment (`clock.state(nowMs)`). */
export interface ClockState {
  system: ClockSystem;
  phase: 'idle' | 'running' | 'paused' | 'flagged' | 'stopped';
  running: Color | null;
  /** Who has lost on time by this moment. */
  loser: Color | null;
  /** PP penalty points that count, equal ones cancelled (RULES R1.10). */
  penaltyPoints: PerColor;
  black: PlayerTime;
  white: PlayerTime;
}

/** Where a confirmation play-out starts (RULES R4.7): the rows of `game.board()` at the stop, the player who moves first (the one who says the disputed stones can be captured) and the game's suicide rule (`game.rules.suicide`, default `forbidden`). */
export interface ConfirmationStart {
  board: string[];
  toMove: Color;
  suicide?: 'forbidden' | 'multi' | 'multi-single-is-pass' | 'all';
}

/** An empty point where the player to move may not play, and why: `confirmation-ko` is the play-out's own ko rule (RULES R4.7), the others as in the main module. */
export interface ConfirmationBan {
  point: string;
  code: 'confirmation-ko' | 'occupied' | 'suicide' | 'game-over';
  message: string;
}

/** Where a confirmation play-out stands (RULES R4.7). */
export interface ConfirmationState {
  /** The play-out's board, rows top first: `.` empty, `X` Black, `O` White. */
  board: string[];
  toMove: Color;
  /** Moves played in it, passes included. */
  moves: number;
  /** Two passes in a row ended it: its outcome is final. */
  finished: boolean;
  /** The stones of the stopped position it has taken so far: what the players then mark dead (`game.toggleDeadChain`). */
  dead: string[];
  bans: ConfirmationBan[];
}


/** A character set SGF files are written in (RULES R6.2): a label `TextDecoder` takes. */
export type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'iso-8859-1' | 'windows-1251' | 'shift_jis' | 'gb18030' | 'euc-kr' | 'big5' | 'koi8-r';

/** What `detectEncoding` rests on: a byte-order mark, the record's `CA[]`, valid UTF-8, or a guess from the bytes. */
export type EncodingEvidence = 'byte-order-mark' | 'declared' | 'valid-utf-8' | 'guessed';

/** The character set of an SGF file's bytes, and why. */
export interface DetectedEncoding {
  encoding: Encoding;
  evidence: EncodingEvidence;
}

"#;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = TYPES_TEXT;

#[wasm_bindgen]
extern "C" {
    /// A position to estimate: the `EstimatePosition` interface.
    #[wasm_bindgen(typescript_type = "EstimatePosition")]
    pub type EstimatePositionArg;

    /// Options of `suggestDead`: the `SuggestOptions` interface.
    #[wasm_bindgen(typescript_type = "SuggestOptions")]
    pub type SuggestOptionsArg;

    /// A time control: the `TimeControlObject` type.
    #[wasm_bindgen(typescript_type = "TimeControlObject")]
    pub type TimeControlArg;

    /// A time in ms from any fixed origin (`performance.now()`).
    #[wasm_bindgen(typescript_type = "number")]
    pub type TimeArg;

    /// A colour: typed `Color`.
    #[wasm_bindgen(typescript_type = "Color")]
    pub type ColorArg;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::typescript::unions;
    use weiqi::clock::ClockSystem;
    use weiqi::sgf::{Encoding, Evidence};
    use weiqi::{ErrorCode, Named};

    #[test]
    fn the_typescript_unions_are_the_engines_names() {
        let unions = unions(TYPES_TEXT);
        let systems: Vec<String> = ClockSystem::ALL.iter().map(|s| s.name().into()).collect();
        assert_eq!(unions["ClockSystem"], systems);
        let encodings: Vec<String> = Encoding::ALL.iter().map(|e| e.name().into()).collect();
        assert_eq!(unions["Encoding"], encodings);
        let evidence: Vec<String> = Evidence::ALL.iter().map(|e| e.name().into()).collect();
        assert_eq!(unions["EncodingEvidence"], evidence);
        for code in &unions["ExtrasErrorCode"] {
            assert!(ErrorCode::from_name(code).is_some(), "{code}");
        }
    }
}
