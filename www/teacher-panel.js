// The teacher beside the board: the Hint button (the network's three best moves for
// the position shown, ringed on the board with their winning chance and score lead,
// and listed), the Review button (review-panel.js, loaded then), the network's
// download (its size said and asked before the first one, its progress shown) and
// what is missing when the teacher cannot help (no network in this build, offline
// before the first download). Loaded at the first press of either button (app.js).
// Nothing is decided here: the network's answers come from the Worker, and the board
// shows them over the position (teacher-marks.js).
import { byId, make, setText } from './dom.js';
import { onLanguageChange, t } from './i18n.js';
import { TeacherMarks } from './teacher-marks.js';
import { TEACHER_ERRORS, askTeacher, loadTeacher } from './teacher.js';

/** Network evaluations a hint may use, and the time it may take (ms). */
const HINT_VISITS = 160;
const HINT_MS = 2500;

/** How many moves a hint rings. */
const HINT_COUNT = 3;

/** The words for each reason the teacher cannot help. */
const FAILURE_KEYS = {
  [TEACHER_ERRORS.missing]: 'teacherMissing',
  [TEACHER_ERRORS.offline]: 'teacherOffline',
  [TEACHER_ERRORS.declined]: 'teacherDeclined',
};

let panel = null;

/** The teacher's panel of the page (made once). */
export function teacherPanel(controller, view, canvas) {
  panel ??= new TeacherPanel(controller, view, canvas);
  return panel;
}

/**
 * Asks, in a dialog, whether to download the network of `bytes` bytes; resolves to
 * the answer (false when the dialog is dismissed).
 */
export function askToDownload(bytes) {
  const dialog = make('dialog', 'teacher-download');
  dialog.setAttribute('aria-labelledby', 'teacher-download-title');
  const title = make('h2', '', t('downloadTitle'));
  title.id = 'teacher-download-title';
  const buttons = make('div', 'dialog-buttons');
  const cancel = make('button', '', t('cancel'));
  const download = make('button', 'primary', t('downloadButton'));
  cancel.type = download.type = 'button';
  download.id = 'teacher-download-confirm';
  buttons.append(cancel, download);
  dialog.append(title, make('p', '', t('downloadText', bytes)), buttons);
  document.body.append(dialog);
  return new Promise((resolve) => {
    let answer = false;
    cancel.addEventListener('click', () => dialog.close());
    download.addEventListener('click', () => {
      answer = true;
      dialog.close();
    });
    dialog.addEventListener('close', () => {
      dialog.remove();
      resolve(answer);
    });
    dialog.showModal();
  });
}

/**
 * Loads the teacher for a feature, saying in `status` what happens (the question,
 * the download's progress) and, when it cannot, why. Resolves to true when ready.
 */
export async function readyTeacher(status) {
  try {
    await loadTeacher({
      askToDownload: (model) => askToDownload(model.bytes),
      onProgress: ({ loaded, total }) => setText(status, t('downloading', loaded, total)),
    });
    return true;
  } catch (error) {
    const key = FAILURE_KEYS[error.code];
    setText(status, key ? t(key) : t('teacherFailed', error.message));
    status.dataset.teacher = error.code ?? 'teacher-failed';
    return false;
  }
}

class TeacherPanel {
  constructor(controller, view, canvas) {
    Object.assign(this, { controller, view, canvas });
    this.status = byId('teacher-status');
    this.list = byId('hint-list');
    this.marks = new TeacherMarks(view, canvas);
    /** The hints shown: `{ node, answer }` (for the language's redraw), or null. */
    this.hints = null;
    // Hints are for the position they were asked in: any change takes them away.
    controller.addEventListener('change', () => this.clearHints());
    onLanguageChange(() => this.hints && this.#showHints(this.hints.answer));
  }

  /** Rings the network's best moves for the position shown. */
  async hint() {
    const { controller, status } = this;
    const { match } = controller;
    this.clearHints();
    if (!(await readyTeacher(status))) return;
    const game = match.shown;
    if (game.phase !== 'playing') return setText(status, t('hintNotPlaying'));
    const node = match.node;
    const moves = match.shownMove;
    status.dataset.thinking = 'true';
    setText(status, t('hintThinking'));
    let answer;
    try {
      answer = await askTeacher('hints', { sgf: game.toSgf(), visits: HINT_VISITS, count: HINT_COUNT, ms: HINT_MS });
    } catch (error) {
      return setText(status, t('teacherFailed', error.message));
    } finally {
      status.dataset.thinking = 'false';
    }
    // Dropped when the position changed meanwhile.
    if (controller.match !== match || match.node !== node || match.shownMove !== moves) return setText(status, '');
    this.hints = { answer };
    this.#showHints(answer);
  }

  /** Shows the hints of `answer` (Teacher.hints) on the board and in the list. */
  #showHints(answer) {
    const moves = answer.moves.filter((m) => m.move !== 'pass');
    setText(this.status, t('hintsFor', answer.toMove));
    this.list.replaceChildren(
      ...answer.moves.map((m, i) => make('li', '', t('hintItem', i + 1, m.move, m.winrate, m.lead))),
    );
    this.list.hidden = false;
    this.marks.show(
      moves.map((m) => ({
        point: m.move,
        kind: 'hint',
        label: String(answer.moves.indexOf(m) + 1),
        // Two short lines inside the ring: the chance, then the lead.
        text: `${Math.round(m.winrate * 100)}%\n${m.lead >= 0 ? '+' : '−'}${Math.abs(m.lead).toFixed(1)}`,
      })),
    );
  }

  /** Takes the hints away. */
  clearHints() {
    if (!this.hints) return;
    this.hints = null;
    this.marks.clear();
    this.list.replaceChildren();
    this.list.hidden = true;
    setText(this.status, '');
  }

  /** Opens the review of the game shown (review-panel.js). */
  async review() {
    this.clearHints();
    if (!(await readyTeacher(this.status))) return;
    setText(this.status, '');
    const { ReviewPanel } = await import('./review-panel.js');
    this.reviewPanel ??= new ReviewPanel(this.controller, this.view, this.canvas);
    this.reviewPanel.start();
  }
}
