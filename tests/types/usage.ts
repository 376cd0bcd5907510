// Type-checked (never run) by types.test.mjs with `tsc --noEmit` against the
// generated target/www-gen/pkg/weiqi_web.d.ts: the API as an embedder writes it in TypeScript.
// Each `@ts-expect-error` line must fail to type-check, so the declarations are
// precise, not `any`.
import init, { Game } from '../../target/www-gen/pkg/weiqi_web.js';
import { fillCount, rankHandicap } from '../../target/www-gen/pkg/weiqi_count.js';
import type { CountStep, FillCount, RankHandicap } from '../../target/www-gen/pkg/weiqi_count.js';
import type {
  Ban,
  LoadWarning,
  RuleSetScore,
  ScoreResult,
  Captures,
  Color,
  ErrorCode,
  GameOptions,
  HistoryEntry,
  IllegalCode,
  IllegalMove,
  Outcome,
  Phase,
  PlayResult,
  RuleSetInfo,
  RuleSetName,
  RulesInfo,
  WeiqiError,
} from '../../target/www-gen/pkg/weiqi_web.js';

export async function usage(bytes: Uint8Array): Promise<string[]> {
  await init({ module_or_path: bytes });

  const options: GameOptions = {
    rules: 'ing',
    width: 19,
    height: 19,
    komi: 8,
    handicap: 0,
    ko: 'situational',
    suicide: 'forbidden',
    scoring: 'area',
    setup: { black: ['D4'], white: ['Q16'] },
    toMove: 'W',
  };
  const g = new Game(options);
  const empty = new Game();
  const handicapped = new Game({ rules: 'chinese', handicap: ['D4', 'Q16'], komi: '0.5' });

  const capturedCount: number = g.play('C3');
  const played: PlayResult | null = g.lastPlay();
  const captured: string[] = played?.captured ?? [];
  g.play('pass', 'W');
  const alsoCaptured: string[] = g.lastPlay()?.selfCaptured ?? [];
  const countedAsPass: boolean = played?.countedAsPass ?? false;
  g.playMany(['D4', 'pass']);
  g.playMany('Q16 pass');

  const verdict: IllegalMove | null = g.check('D4');
  const verdictFor: IllegalMove | null = g.check('dd', 'B');
  const code: IllegalCode | undefined = verdict?.code;
  const legal: string[] = g.legalMoves();
  const bans: Ban[] = g.bans();
  const banned: string | undefined = bans[0]?.point;
  const rows: string[] = g.board();
  const toMove: Color = g.toMove;
  const captures: Captures = g.captures;
  const taken: number = captures.black + captures.white;
  const moveNumber: number = g.moveNumber;
  const phase: Phase = g.phase;
  const undone: boolean = g.undo();
  const outcome: Outcome | null = g.outcome;
  const winner: Color | undefined =
    outcome?.kind === 'resignation' || outcome?.kind === 'time' ? outcome.winner : undefined;
  const rules: RulesInfo = g.rules;
  const preset: RuleSetName = rules.preset;
  const komi: number = rules.komi;
  const sets: RuleSetInfo[] = Game.ruleSets();
  const history: HistoryEntry[] = g.history();
  const last: HistoryEntry | null = g.lastMove;
  const size: number = g.width * g.height + g.handicap;
  const secondPhase: boolean = g.secondPhase;

  g.resign();
  g.undo();
  g.loseOnTime('B');
  g.undo();
  g.play('pass');
  g.play('pass');
  const toggled: string[] = g.toggleDead('D4');
  const chain: string[] = g.toggleDeadChain('Q16');
  // RULES R4.4: an empty point the players say needs no filling.
  const kept: boolean = g.toggleFill('D5');
  const dead: string[] = g.deadStones();
  g.resume('W');
  g.agree();
  const copy: Game = g.clone();
  copy.free();

  try {
    g.play('D4');
  } catch (error) {
    const reason: ErrorCode = (error as WeiqiError).code;
    const message: string = (error as WeiqiError).message;
    void reason;
    void message;
  }

  // Counting and records.
  const score: ScoreResult = g.score({ dead: ['C3'] });
  const margin: number = score.margin;
  const owner: string = score.ownership[0];
  const compared: RuleSetScore[] = g.compareRules();
  const comparedName: RuleSetName = compared[0].rules;
  const position = { board: g.board(), rules: g.rules, handicap: g.handicap, dead: g.deadStones(), secondPhase: g.secondPhase };
  const fill: FillCount = fillCount(position, { dead: [], penalties: { black: 2 } });
  const stepKind: CountStep['kind'] = fill.steps[0].kind;
  const ranks: RankHandicap = rankHandicap('4 tuan', '4 chi');
  const reverseKomi: number = ranks.komi;
  const record: string = g.toSgf();
  const loaded: Game = Game.fromSgf(record);
  const warnings: LoadWarning[] = loaded.loadWarnings();
  void [margin, owner, comparedName, stepKind, reverseKomi, warnings];
  // @ts-expect-error: dead stones are a list of points
  g.score({ dead: 'C3' });
  // @ts-expect-error: a record is text
  Game.fromSgf(42);

  // @ts-expect-error: a point is a string
  g.play(42);
  // @ts-expect-error: colours are 'B' and 'W'
  g.play('D4', 'X');
  // @ts-expect-error: an unknown preset
  new Game({ rules: 'fischer' });
  // @ts-expect-error: an unknown option
  new Game({ colour: 'B' });
  // @ts-expect-error: an unknown ko rule
  new Game({ ko: 'superko' });
  // @ts-expect-error: toMove is read-only
  g.toMove = 'W';
  // @ts-expect-error: three phases only
  const over: 'over' = g.phase;
  // @ts-expect-error: check answers null or an IllegalMove, never a boolean
  const ok: boolean = g.check('D4');
  // @ts-expect-error: codes are a closed list
  const unknown: ErrorCode = 'no-such-code';

  void [capturedCount, captured, alsoCaptured, countedAsPass, verdictFor, code, legal, banned, rows, toMove];
  void [taken, moveNumber, phase, undone, winner, preset, komi, sets, history, last, size];
  void [secondPhase, toggled, chain, dead, empty, handicapped, over, ok, unknown];
  return rows;
}

// The fourth module (a live game's calls): typed results, the node a number.
import { followRecord, recordClocks } from '../../target/www-gen/pkg/weiqi_live.js';
import type { FollowedRecord, RecordClocks } from '../../target/www-gen/pkg/weiqi_live.js';

export function liveUsage(local: string, previous: string, next: string): number {
  const merged: FollowedRecord = followRecord(local, previous, next, 0);
  const text: string = merged.sgf;
  const moves: number = merged.newMoves + merged.takenBack + merged.end + merged.node;
  const clocks: RecordClocks = recordClocks(text);
  const left: number | undefined = clocks.black?.seconds;
  const periods: number | null | undefined = clocks.white?.periods;
  // @ts-expect-error: the node is a place in the text's order, a number
  followRecord(local, previous, next, 'root');
  // @ts-expect-error: a player's clock may be missing
  const always: number = clocks.black.seconds;
  void [left, periods, always];
  return moves;
}
