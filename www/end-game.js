// The end of the game on screen: after the stop, the players mark dead stones by
// tapping them (the engine toggles whole groups), see territory on the board and the
// count in the score panel, then accept or dispute the way their rules say. Nothing
// is decided here: the engine's `toggleDead`, `agree`, `resume`, `score` and the
// second module's `suggestDead` (or the teacher's network, where the device has it)
// answer every question.
import { byId, setText } from './dom.js';
import { loadExtras, prepareExtras } from './engine.js';
import { onLanguageChange, t } from './i18n.js';
import { renderScore } from './score-panel.js';

/** The end-of-game panel beside the board. */
export class EndGame {
  /** @param {import('./board-controller.js').BoardController} controller */
  constructor(controller) {
    this.controller = controller;
    this.panel = byId('end-game');
    /** What the estimator marked at the last stop: `{ at, count }`, or null. */
    this.suggested = null;
    /** Who made that suggestion: `estimator` or `network`. */
    this.suggestedBy = 'estimator';
    /** The stop (move count) whose marks the players have touched, or null. */
    this.touchedAt = null;
  }

  /** Wires the panel's buttons and follows the controller. */
  wire() {
    const { controller } = this;
    byId('agree').addEventListener('click', () => controller.agree());
    // Ing and Simplified Ing ignore who asks: the engine decides who moves.
    byId('resume').addEventListener('click', () => controller.resume(controller.match.game.toMove));
    byId('resume-black').addEventListener('click', () => controller.resume('B'));
    byId('resume-white').addEventListener('click', () => controller.resume('W'));
    controller.addEventListener('change', (event) => {
      const { type, value } = event.detail;
      if (type === 'start' || type === 'resume') this.suggested = null;
      if (type === 'suggest') this.suggested = value;
      if (type === 'toggle-dead' || type === 'toggle-fill') this.touchedAt = controller.match.total;
      this.render();
      if (type === 'pass' && controller.match.game.phase === 'stopped') this.suggest();
      // One pass: the stop may be next, so the estimator loads and warms up now.
      else if (type === 'pass') this.prepare();
    });
    for (const type of ['refused', 'redraw']) controller.addEventListener(type, () => this.render());
    onLanguageChange(() => this.render());
  }

  /**
   * Pre-marks the estimator's dead stones when play has just stopped, and says so:
   * the players still decide (RULES R1.6, R4.4). The estimator lives in the second
   * module, loaded now if it is not yet; its answer is used only if the stop still
   * stands unmarked when it comes. A second stop in Simplified Ing (every stone
   * alive, R2.4) gets no suggestion, and a module that cannot load none either.
   */
  async suggest() {
    const { controller } = this;
    const { match } = controller;
    const game = match.game;
    // A computer opponent (the controller's `agreement`) marks what it believes dead itself.
    if (controller.agreement || game.secondPhase || game.deadStones().length) return;
    const at = match.total;
    const position = { board: game.board(), toMove: game.toMove };
    // While the answer is being worked out the panel says so (and tests wait for it).
    this.panel.dataset.suggesting = 'true';
    let dead = null;
    let byNetwork = false;
    try {
      // The teacher's network where this device has it (controller.deadStoneAdvisor),
      // else the estimator.
      dead = await controller.deadStoneAdvisor?.suggest(game).catch(() => null);
      byNetwork = Array.isArray(dead);
      if (!byNetwork) dead = (await loadExtras()).suggestDead(position).dead;
    } catch {
      return;
    } finally {
      delete this.panel.dataset.suggesting;
    }
    const still = controller.match === match && match.live && match.total === at;
    // A late answer never overrides a mark the players made meanwhile, even one undone.
    const touched = this.touchedAt === at;
    if (!still || touched || controller.agreement || match.game.phase !== 'stopped' || match.game.deadStones().length) return;
    this.suggestedBy = byNetwork ? 'network' : 'estimator';
    controller.markSuggestion(dead);
  }

  /**
   * Loads the estimator's module ahead of the stop and, in idle time, runs one
   * suggestion on the position on the board, discarded: the first real one is fast.
   */
  prepare() {
    const game = this.controller.match.game;
    const position = { board: game.board(), toMove: game.toMove };
    prepareExtras(({ suggestDead }) => suggestDead(position));
  }

  /** Brings the panel up to date with the shown position. */
  render() {
    const { match } = this.controller;
    if (!match) return;
    const game = match.shown;
    const phase = game.phase;
    const counted = phase === 'finished' && game.outcome?.kind === 'counted';
    this.panel.hidden = !(phase === 'stopped' || counted);
    this.panel.dataset.phase = phase;
    if (this.panel.hidden) return;
    // The engine says how play resumes (RULES R1.6, R2.4, R4.4): `play-on`,
    // `by-last-passer`, `requester` (the opponent of whoever asks moves) or `none`.
    const resumption = game.resumption;
    const acting = match.live && phase === 'stopped';
    setText(byId('end-game-title'), t(counted ? 'countedTitle' : 'stoppedTitle'));
    // Simplified Ing's second stop, and rules that end at two passes, count every
    // stone as alive (RULES R2.4): no marks were made, none are counted.
    const allAlive = counted && (game.secondPhase || game.rules.ending === 'all-stones-alive');
    const help = allAlive ? t('countedAllAlive') : counted ? t('countedHelp') : t('markHelp', resumption);
    setText(byId('end-game-help'), help);
    const note = byId('suggestion-note');
    const suggested = acting && this.suggested?.at === match.total;
    note.hidden = !suggested;
    if (suggested) setText(note, t(this.suggestedBy === 'network' ? 'suggestionNoteNetwork' : 'suggestionNote', this.suggested.count));
    // During a confirmation play-out the panel offers only its own steps.
    const playingOut = Boolean(this.controller.interpose?.active);
    byId('agree').hidden = !acting || playingOut;
    byId('resume').hidden = !acting || !['play-on', 'by-last-passer'].includes(resumption);
    setText(byId('resume'), t(resumption === 'play-on' ? 'playOn' : 'resumeLastPasser'));
    for (const id of ['resume-black', 'resume-white']) byId(id).hidden = !acting || playingOut || resumption !== 'requester';
    const score = this.controller.score(game);
    renderScore(byId('score-panel'), score, { provisional: !counted });
    byId('count-button').hidden = !counted || game.fillCountRefusal !== null;
  }
}
