//! The TypeScript types of the third module, `weiqi_count` (the Ing fill-the-board
//! count and the rank calculator, loaded when first needed), written into its generated
//! `weiqi_count.d.ts`, and the argument types that carry them.

use wasm_bindgen::prelude::wasm_bindgen;

/// The TypeScript declarations added to the generated `.d.ts`.
pub const TYPES_TEXT: &str = r#"
/** A player, or the colour of a stone: Black or White. */
export type Color = 'B' | 'W';

/** A value for each colour. */
export interface PerColor { black: number; white: number; }

/** Why `fillCount` failed (a malformed position or request, or a count that cannot run on it), or `rankHandicap` (`bad-option`: a rank it cannot read). */
export type CountErrorCode = 'bad-option' | 'bad-point' | 'cannot-count';

/** What the third module throws: an `Error` with a stable `code`. */
export interface WeiqiCountError extends Error {
  code: CountErrorCode;
}

/** What `fillCount` reads of the game: `{ board: game.board(), rules: game.rules, handicap: game.handicap, dead: game.deadStones(), secondPhase: game.secondPhase }`. Of the rules, the preset, `komi`, `tie`, `handicapCompensation`, `scoring` and `ending` count. */
export interface FillPosition {
  board: string[];
  rules: { preset: string; komi?: number; tie?: string; handicapCompensation?: string; scoring?: string; ending?: string };
  handicap?: number;
  /** The game's dead marks, counted when the request gives none (not under `all-stones-alive` nor in a second phase). */
  dead?: string[];
  secondPhase?: boolean;
}

/** What to count: the dead stones to remove first (the position's marks when absent) and penalty points from the clocks (RULES R1.10), placed as penalty stones. */
export interface CountRequest {
  dead?: string[];
  penalties?: { black?: number; white?: number };
}

/** Why a stone goes down in the fill-the-board count (RULES R1.9). */
export type CountStepKind = 'seki' | 'compensation' | 'penalty' | 'territory' | 'losing';

/** One stone of the Ing fill-the-board count. */
export interface CountStep {
  point: string;
  color: Color;
  kind: CountStepKind;
  /** The stones left in each cup once this one is down. */
  cups: PerColor;
}

/** What the fill count's margin is made of (RULES R1.9 step 5). */
export interface FillMargin {
  /** Losing stones placed on the winner's winning points: 2 points each. */
  stonesPlaced: number;
  /** 1 when a winning point stays free (1 point), else 0. */
  freePoint: number;
  /** The margin in points: `2 * stonesPlaced + freePoint`. */
  total: number;
  winner: Color | 'draw';
}

/** The conditions of a game between two Ing ranks (RULES R1.8); the weaker player takes Black. */
export interface RankHandicap {
  /** How far apart the ranks are, in points. */
  difference: number;
  /** Moves Black makes in a row at the start. */
  handicapMoves: number;
  /** Komi in points: positive to White, negative (reverse komi) to Black. */
  komi: number;
}

/** The Ing fill-the-board count (RULES R1.9). */
export interface FillCount {
  steps: CountStep[];
  result: string;
  winner: Color | 'draw';
  margin: number;
  marginParts: FillMargin;
  cupSize: number;
  cupsAtStart: PerColor;
  pointsOwed: PerColor;
  uncounted: string | null;
  winningPoints: number;
  losingStones: number;
  emptyPoint: string | null;
}
"#;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = TYPES_TEXT;

#[wasm_bindgen]
extern "C" {
    /// What the fill count reads of the game: the `FillPosition` interface.
    #[wasm_bindgen(typescript_type = "FillPosition")]
    pub type FillPositionArg;

    /// What to count: the `CountRequest` interface.
    #[wasm_bindgen(typescript_type = "CountRequest")]
    pub type CountRequestArg;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::typescript::unions;
    use weiqi::scoring::ing_count::StepKind;
    use weiqi::{ErrorCode, Named};

    #[test]
    fn the_typescript_unions_are_the_engines_names() {
        let unions = unions(TYPES_TEXT);
        let kinds: Vec<String> = StepKind::ALL.iter().map(|k| k.name().into()).collect();
        assert_eq!(unions["CountStepKind"], kinds);
        for code in &unions["CountErrorCode"] {
            assert!(ErrorCode::from_name(code).is_some(), "{code}");
        }
    }
}
