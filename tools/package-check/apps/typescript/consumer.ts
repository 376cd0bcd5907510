// A strict TypeScript consumer of the package (`tsc --strict --lib es2022,dom`): every
// call and event docs/api.md and docs/embedding.md document, with the types a user relies on. It is
// compiled, not run (apps.test.mjs and package.test.mjs run the package).
import { loadCount, loadEngine, loadExtras, traps } from 'weiqi-go';
import type {
  Ban,
  ClockState,
  Color,
  DeadSuggestion,
  DetectedEncoding,
  EngineUnavailableError,
  FillCount,
  IllegalMove,
  LoadWarning,
  Markup,
  PlayResult,
  RankHandicap,
  RecordEncoding,
  RecordGame,
  RecordInfo,
  RuleSetScore,
  ScoreResult,
  WeiqiError,
} from 'weiqi-go';
import 'weiqi-go/go-board';
import type { GoBoardElement, GoBoardMoveDetail } from 'weiqi-go/go-board';
import { gameDiagram, positionDiagram } from 'weiqi-go/diagram';
import { renderPrintView } from 'weiqi-go/print';

export async function engine(): Promise<string> {
  const { Game, Record, BoardView } = await loadEngine();
  const g = new Game({ rules: 'ing', width: 9, height: 9 });
  const captured: number = g.play('E5');
  const last: PlayResult | null = g.lastPlay();
  g.playMany(['C3', 'G7', 'pass']);
  const why: IllegalMove | null = g.check('E5');
  const bans: Ban[] = g.bans();
  g.play('pass');
  g.play('pass');
  const stopped: boolean = g.phase === 'stopped';
  g.toggleDead('C3');
  g.agree();
  const score: ScoreResult = g.score();
  const fill: boolean = g.toggleFill('D1');
  const compared: RuleSetScore[] = g.compareRules();
  const again = Game.fromSgf(g.toSgf());
  const fromBytes = Game.fromSgf(new Uint8Array([0x28, 0x3b, 0x29]));
  const result: string | null = g.result;
  const resumption: 'play-on' | 'by-last-passer' | 'requester' | 'none' = g.resumption;
  const refusal = g.fillCountRefusal;
  const warnings: LoadWarning[] = again.loadWarnings();
  const toMove: Color = g.toMove;

  // Records (RULES R6.1), a file's bytes and every game of a collection.
  const record = Record.fromSgf(new Uint8Array(await (await fetch('games.sgf')).arrayBuffer()), { rules: 'japanese', game: 0 });
  const games: RecordGame[] = record.games();
  if (record.gameCount > 1) record.selectGame(1);
  const index: number = record.gameIndex;
  const read: RecordEncoding | null = record.encoding;
  const info: RecordInfo = record.info();
  const root: number = record.root;
  const children: number[] = record.children(root);
  const parent: number | null = record.parent(children[0] ?? root);
  const line: number[] = record.mainLine();
  const path: number[] = record.path(line[line.length - 1] ?? root);
  const next: number | null = record.nextCommented(root);
  const previous: number | null = record.previousCommented(root);
  const props: { [ident: string]: string[] } = record.properties(root);
  const comment: string | null = record.comment(root);
  const markup: Markup = record.markup(root);
  const at = record.game(root);
  const child: number = record.play(root, 'D4');
  record.setComment(child, 'a comment');
  record.setProperty(child, 'TR', ['dd']);
  record.setInfo({ black: 'Lee', white: null });
  record.promote(child);
  record.reorder(child, 0);
  const end: number = record.writeEnd(child, record.game(child));
  record.delete(child);
  const undone: boolean = record.undo();
  const redone: boolean = record.redo();
  const file: string = record.toSgf();
  const alone: string = record.gameToSgf();

  // The view.
  const canvas = document.createElement('canvas');
  const view = new BoardView(canvas);
  view.setGame(g);
  view.moveNumbers = true;
  view.coordinates = true;
  view.legalPoints = false;
  view.setTheme('contrast');
  view.setMarks({ dead: ['C3'] });
  canvas.onclick = (e: MouseEvent) => {
    const p: string | undefined = view.pointAt(e.offsetX, e.offsetY);
    if (p) g.play(p);
  };
  const ratio: number = view.aspectRatio;

  // The second and third modules.
  const { Clock, Confirmation, suggestDead, detectEncoding } = await loadExtras();
  const suggestion: DeadSuggestion = suggestDead({ board: g.board(), toMove: g.toMove });
  const playout = new Confirmation({ board: g.board(), toMove: 'W' });
  playout.play('D1');
  const dead: string[] = playout.state().dead;
  const clock = new Clock({ system: 'ing-pp', main: 3_600_000 });
  clock.start('B', performance.now());
  clock.press(performance.now());
  const time: ClockState = clock.state(performance.now());
  const found: DetectedEncoding = detectEncoding(new Uint8Array([0x28, 0x3b, 0x29]));
  const { fillCount, rankHandicap } = await loadCount();
  const count: FillCount = fillCount(
    { board: g.board(), rules: g.rules, handicap: g.handicap, dead: g.deadStones(), secondPhase: g.secondPhase },
    { penalties: { black: 2 } },
  );
  const handicap: RankHandicap = rankHandicap('4 tuan', '4 chi');

  // Errors: every one carries a code.
  try {
    g.play('E5');
  } catch (error) {
    const coded = error as WeiqiError;
    if (coded.code === 'occupied') console.log(coded.message);
  }
  traps.addEventListener('trap', (event) => console.log(event.detail.module, event.detail.message));
  loadEngine().catch((error: EngineUnavailableError) => console.log(error.code === 'engine-unavailable'));

  // Diagrams and printing.
  const { svg, caption, notes } = gameDiagram(g, { moves: { from: 1, to: 50 }, region: 'A1:K10', coordinates: false, style: 'print', markup });
  positionDiagram({ width: 9, height: 9, rows: g.board() });
  const diagrams: number = renderPrintView(document.body, g, { movesPerDiagram: 50 });

  using disposed = new Game();
  return [captured, last, why, bans, stopped, score, fill, compared, fromBytes, result, resumption, refusal, warnings, toMove, games, index, read, info, parent, path, next, previous, props, comment, at, end, undone, redone, file, alone, ratio, suggestion, dead, time, found, count, handicap, svg, caption, notes, diagrams, disposed].length.toString();
}

export async function element(): Promise<void> {
  const board = document.querySelector('go-board');
  if (!board) return;
  const typed: GoBoardElement = board;
  await typed.ready;
  typed.addEventListener('move', (event) => {
    const detail: GoBoardMoveDetail = event.detail;
    console.log(detail.point, detail.color, detail.moveNumber, detail.captured, detail.selfCaptured, detail.countedAsPass);
  });
  typed.addEventListener('end', (event) => console.log(event.detail.phase, event.detail.outcome, event.detail.result));
  typed.addEventListener('load', (event) => console.log(event.detail.moveNumber, event.detail.recordInfo.black));
  typed.addEventListener('solved', (event) => console.log(event.detail.moves.length));
  typed.addEventListener('failed', (event) => console.log(event.detail.move, event.detail.refutation, event.detail.inTree));
  const played: PlayResult = board.play('D4');
  board.pass();
  const undone: boolean = board.undo();
  board.resign();
  const why: IllegalMove | null = board.check('D4');
  const bans: Ban[] = board.bans();
  const score: ScoreResult = board.score();
  const sgf: string = board.toSgf();
  board.loadSgf('(;SZ[9];B[ee])');
  board.start({ rules: 'ing', width: 9 });
  const shown: number = board.goTo(12);
  const path: string | null = board.path;
  const facts = [board.game.moveNumber, board.shown.moveNumber, board.moveNumber, board.shownMove, board.toMove, board.phase, board.recordInfo.event];
  const center: [number, number] | null = board.pointCenter('D4');
  const diagram = await board.diagram({ moves: { from: 1 } });
  const created: GoBoardElement = document.createElement('go-board');
  console.log(played, undone, why, bans, score, sgf, shown, path, facts, center, diagram.svg, created.ready);
}
