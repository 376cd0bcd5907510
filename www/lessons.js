// The lessons page (lessons.html): the list of lessons with progress marks, and one
// lesson at a time on the board: its goal, feedback, hints, start again, next.
//
// The player is generic: the lessons are data (www/lessons/*.json, listed in the
// generated www/lessons/index.json; format in www/lessons/README.md), every answer is
// judged by the engine (lessons/player/judge.js), and a wrong answer is explained
// with the same words the board uses for its bans (`explain`). When the page is ready,
// `window.weiqiLessonsReady` is true and <html data-ready="true">.
import { attachBoardInput } from './board-input.js';
import { byId, byIdOf, make, setText } from './dom.js';
import { loadCount, loadEngine } from './engine.js';
import { errorMessage } from './errors.js';
import { language, onLanguageChange, preferredLanguage, setLanguage, t } from './i18n.js';
import { attachLanguagePicker } from './language-picker.js';
import { LessonRun, needsCount } from './lessons/player/judge.js';
import { Progress } from './lessons/player/progress.js';
import { lessonTexts, lessonTitle } from './lessons/player/texts.js';
import { listProblems } from './problem-links.js';
import { setUpOffline } from './pwa.js';

/** @typedef {import('./lessons/player/judge.js').Lesson} Lesson */
/** @typedef {import('./lessons/player/judge.js').Verdict} Verdict */
/** @typedef {import('./lessons/player/texts.js').LessonText} LessonText */
/** @typedef {import('./pkg/weiqi_web.js').GameOptions} GameOptions */
/** @typedef {import('./pkg/weiqi_web.js').BoardView} BoardView */
/** @typedef {import('./pkg/weiqi_web.js').BoardMarks} BoardMarks */
/** @typedef {import('./engine.js').EngineClasses} EngineClasses */

/**
 * A lesson of the index (lessons/index.json, which the build writes): its file, its
 * title by language and the start the build read with the engine.
 * @typedef {{ id: string, file: string, title: { en: string } & Partial<Record<string, string>>,
 *   start?: GameOptions }} Entry
 */

/**
 * A lesson file as the page reads it (www/lessons/README.md), with its index entry's start.
 * @typedef {Lesson & { text: { en: LessonText } & Partial<Record<string, Partial<LessonText>>> }} LessonFile
 */

/**
 * The lesson open: its index entry, its file (absent while it downloads) and its run
 * (null until the engine is here, or when the lesson cannot be played).
 * @typedef {{ entry: Entry, lesson: LessonFile | undefined, run: LessonRun | null }} Current
 */

/**
 * What the last answer brought: a verdict, a load error, or a first tap's point
 * waiting for the second.
 * @typedef {{ verdict: Verdict, error?: undefined, preview?: undefined }
 *   | { error: unknown, verdict?: undefined, preview?: undefined }
 *   | { preview: string, verdict?: undefined, error?: undefined }} Feedback
 */

/** The generated list of lessons. */
const INDEX_URL = new URL('./lessons/index.json', import.meta.url);

/**
 * Reads a JSON file; the error says which file and why.
 * @param {URL} url
 * @returns {Promise<unknown>}
 */
async function fetchJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname}: ${response.status} ${response.statusText}`);
  return response.json();
}

/**
 * Texts joined as sentences: each ends with a full stop unless it has its own mark.
 * @param {...(string | undefined)} parts
 */
function sentences(...parts) {
  return parts
    .flatMap((part) => (part ? [part] : []))
    .map((part) => (/[.!?…)]$/.test(part) ? part : `${part}.`))
    .join(' ');
}

/**
 * The lesson's texts in the page's language (English for what it lacks).
 * @param {LessonFile} lesson
 */
function textsOf(lesson) {
  return lessonTexts(lesson, language());
}

/**
 * A title from the index in the page's language.
 * @param {Entry} entry
 */
function titleOf(entry) {
  return lessonTitle(entry, language());
}

class LessonsPage {
  /**
   * @param {Entry[]} entries the index's lessons
   * @param {Promise<EngineClasses>} engine the engine, downloading: the lessons' words show
   *   before it comes, the board and the judge when it does
   */
  constructor(entries, engine) {
    /** The index's lessons, in order. */
    this.entries = entries;
    this.progress = new Progress();
    /**
     * The board's view, once the engine is here.
     * @type {BoardView | null}
     */
    this.view = null;
    /** Resolves to the engine once the board is made and takes input. */
    this.engine = engine.then((loaded) => {
      const view = new loaded.BoardView(byIdOf('board', HTMLCanvasElement));
      view.coordinates = true;
      this.view = view;
      this.wireBoard(view);
      return loaded;
    });
    /**
     * The lesson open, or null.
     * @type {Current | null}
     */
    this.current = null;
    /**
     * What the last answer brought; null for none.
     * @type {Feedback | null}
     */
    this.feedback = null;
    /** How many hints are shown. */
    this.hints = 0;
    /**
     * The point a first tap chose (touch screens).
     * @type {string | null}
     */
    this.preview = null;
    /** Bumped on every `open`, so a slow load cannot replace a newer lesson. */
    this.opening = 0;
    /**
     * Each lesson file's download, by id, once asked for.
     * @type {Map<string, Promise<unknown>>}
     */
    this.files = new Map();
  }

  /**
   * The lesson file of `entry`, downloaded once (a failed download is tried again).
   * @param {Entry} entry
   * @returns {Promise<unknown>}
   */
  fetchLesson(entry) {
    let loading = this.files.get(entry.id);
    if (!loading) {
      loading = fetchJson(new URL(entry.file, INDEX_URL));
      loading.catch(() => this.files.delete(entry.id));
      this.files.set(entry.id, loading);
    }
    return loading;
  }

  /**
   * Opens the lesson with `id` (the first one when unknown).
   * @param {string | undefined} id
   */
  async open(id) {
    const entry = this.entries.find((e) => e.id === id) ?? this.entries[0];
    if (!entry) return;
    const ticket = ++this.opening;
    /** @type {LessonFile | undefined} */
    let lesson;
    /** @type {LessonRun | null} */
    let run = null;
    let error = null;
    try {
      // The start (stones, size, who moves) is the one the build read with the engine.
      // A cast: the build checks every lesson file against the format (`cargo xtask
      // build`); the judge refuses what it cannot play.
      const file = /** @type {LessonFile} */ (await this.fetchLesson(entry));
      lesson = { ...file, start: entry.start };
      // The lesson's words first, while the engine still downloads: its goal is the
      // page's largest text, and its paint the start's end as a learner sees it.
      if (!this.view && ticket === this.opening) this.#show(entry, lesson, null, null);
      const { Game } = await this.engine;
      // The Ing count is in the third module: loaded only for the lesson that asks it.
      const fillCount = needsCount(lesson) ? (await loadCount()).fillCount : undefined;
      run = new LessonRun(Game, lesson, { fillCount });
    } catch (e) {
      error = e;
    }
    if (ticket !== this.opening) {
      run?.free();
      return;
    }
    this.#show(entry, lesson, run, error);
  }

  /**
   * Makes `lesson` (with its `run`, or the `error` that stopped it) the one shown.
   * @param {Entry} entry
   * @param {LessonFile | undefined} lesson
   * @param {LessonRun | null} run
   * @param {unknown} error
   */
  #show(entry, lesson, run, error) {
    this.current?.run?.free();
    this.current = { entry, lesson, run };
    this.feedback = error ? { error } : null;
    this.hints = 0;
    this.preview = null;
    history.replaceState(null, '', `#${entry.id}`);
    this.render();
  }

  /**
   * Answers with a point, `pass`, or an option of a question.
   * @param {string} input
   */
  answer(input) {
    const current = this.current;
    const run = current?.run;
    if (!run || run.solved) return;
    let verdict;
    try {
      verdict = run.answer(input);
    } catch (error) {
      // The engine could not answer the lesson's question (a lesson file's mistake).
      this.feedback = { error };
      this.render();
      return;
    }
    if (verdict.outcome === 'solved') return;
    this.feedback = { verdict };
    this.preview = null;
    if (verdict.outcome === 'right' && current) this.progress.mark(current.entry.id);
    this.render();
  }

  /**
   * A tap (touch or pen): the first previews and says so, as the main page does, a
   * second on the same point answers. A solved lesson takes no more answers.
   * @param {string | null} point
   */
  tap(point) {
    if (!this.current?.run || this.current.run.solved) return;
    if (point && point === this.preview) {
      this.answer(point);
      return;
    }
    this.preview = point;
    if (point) this.feedback = { preview: point };
    else if (this.feedback?.preview) this.feedback = null;
    this.render();
  }

  /** Back to the lesson's starting position. */
  reset() {
    const run = this.current?.run;
    if (!run) return;
    run.reset();
    this.feedback = null;
    this.hints = 0;
    this.preview = null;
    this.render();
  }

  /** Shows one more hint. */
  hint() {
    if (!this.current?.lesson) return;
    this.hints = Math.min(this.hints + 1, textsOf(this.current.lesson).hints.length);
    this.render();
  }

  /** Opens the lesson after the current one. */
  next() {
    const at = this.current ? this.entries.indexOf(this.current.entry) : -1;
    const following = this.entries[at + 1];
    if (following) this.open(following.id);
  }

  /** Brings the whole page up to date (after every change and language switch). */
  render() {
    document.title = t('lessonsPageTitle');
    this.renderList();
    const { current } = this;
    const run = current?.run ?? null;
    const lesson = current?.lesson ?? null;
    const texts = lesson ? textsOf(lesson) : null;
    const section = byId('lesson');
    section.dataset.lesson = current?.entry.id ?? '';
    section.dataset.solved = String(Boolean(run?.solved));
    const at = current ? this.entries.indexOf(current.entry) : -1;
    setText(byId('lesson-number'), current ? t('lessonsNumber', at + 1, this.entries.length) : '');
    setText(byId('lesson-title'), texts?.title ?? (current ? titleOf(current.entry) : t('lessonsLoading')));
    setText(byId('lesson-goal'), texts?.goal ?? '');
    this.renderStep(run, texts);
    this.renderBoard(run);
    this.renderOptions(run);
    this.renderFeedback(run, texts);
    this.renderHints(texts);
    const boardGoal = run && run.goal.type !== 'question';
    const playing = boardGoal && (run.goal.type === 'play' || run.goal.type === 'sequence');
    byId('lesson-pass').hidden = !playing;
    byIdOf('lesson-pass', HTMLButtonElement).disabled = !run || run.solved;
    byId('lesson-point-form').hidden = !boardGoal;
    byIdOf('lesson-point-button', HTMLButtonElement).disabled = !run || run.solved;
    byIdOf('lesson-hint', HTMLButtonElement).disabled = !run || !texts || this.hints >= texts.hints.length;
    byIdOf('lesson-reset', HTMLButtonElement).disabled = !run;
    const next = byIdOf('lesson-next', HTMLButtonElement);
    next.disabled = at < 0 || at >= this.entries.length - 1;
    next.classList.toggle('primary', Boolean(run?.solved));
  }

  /** The list of lessons, each marked done or not, and the count done. */
  renderList() {
    const list = byId('lesson-list');
    list.replaceChildren(
      ...this.entries.map((entry) => {
        const done = this.progress.has(entry.id);
        const button = make('button', 'lesson-link');
        button.type = 'button';
        button.dataset.lesson = entry.id;
        button.dataset.done = String(done);
        if (entry === this.current?.entry) button.setAttribute('aria-current', 'step');
        const mark = make('span', 'lesson-mark', done ? '✓' : '');
        mark.setAttribute('aria-hidden', 'true');
        button.append(mark, make('span', 'lesson-name', titleOf(entry)));
        if (done) button.append(make('span', 'visually-hidden', ` (${t('lessonsDone')})`));
        button.addEventListener('click', () => this.open(entry.id));
        const item = make('li');
        item.append(button);
        return item;
      }),
    );
    const done = this.entries.filter((e) => this.progress.has(e.id)).length;
    setText(byId('lesson-progress'), t('lessonsProgress', done, this.entries.length));
  }

  /**
   * The step of a `sequence` the learner is at, with its sentence.
   * @param {LessonRun | null} run
   * @param {LessonText | null} texts
   */
  renderStep(run, texts) {
    const step = byId('lesson-step');
    const steps = run?.goal.type === 'sequence' ? run.goal.steps : null;
    step.hidden = !run || !steps || run.solved;
    if (!run || !steps || run.solved) return;
    const words = texts?.steps?.[run.step] ?? '';
    setText(step, `${t('lessonsStep', run.step + 1, steps.length)}${words ? `: ${words}` : ''}`);
  }

  /**
   * The lesson's game on the board, as the run shows it.
   * @param {LessonRun | null} run
   */
  renderBoard(run) {
    const { view } = this;
    if (!run || !view) return;
    const { game, temporary } = run.display();
    try {
      view.setGame(game);
    } finally {
      if (temporary) game.free();
    }
    view.setPreview(this.preview);
    if (typeof view.setMarks === 'function') view.setMarks(this.marks(run));
    byId('board-frame').style.setProperty('--board-aspect', String(view.aspectRatio));
  }

  /**
   * Marks for a solved lesson where the board can show them (the view's `setMarks`).
   * @param {LessonRun} run
   * @returns {BoardMarks}
   */
  marks(run) {
    const details = this.feedback?.verdict?.details;
    if (!run.solved || !details) return {};
    if ('steps' in details && Array.isArray(details.steps)) return { placed: details.steps.map(({ point, color }) => ({ point, color })) };
    if ('ownership' in details && Array.isArray(details.ownership)) return { ownership: details.ownership };
    return {};
  }

  /**
   * The options of a `question` goal, as buttons.
   * @param {LessonRun | null} run
   */
  renderOptions(run) {
    const box = byId('lesson-options');
    const goal = run?.goal;
    box.hidden = goal?.type !== 'question';
    if (!run || !goal || goal.type !== 'question') {
      box.replaceChildren();
      return;
    }
    const label = goal.kind === 'color' ? 'lessonsColorOption' : 'lessonsResultOption';
    box.replaceChildren(
      ...(goal.options ?? []).map((option) => {
        const button = make('button', 'lesson-option', t(label, option));
        button.type = 'button';
        button.dataset.option = option;
        button.disabled = run.solved;
        if (run.solved && option === goal.answer) button.classList.add('primary');
        button.addEventListener('click', () => this.answer(option));
        return button;
      }),
    );
  }

  /**
   * What the last answer brought, in words.
   * @param {LessonRun | null} run
   * @param {LessonText | null} texts
   */
  renderFeedback(run, texts) {
    const box = byId('lesson-feedback');
    const { feedback } = this;
    let state = '';
    let words = '';
    if (feedback?.error) {
      state = 'error';
      words = t('lessonsLessonFailed', this.current?.entry.file, errorMessage(feedback.error));
    } else if (feedback?.preview && run) {
      state = 'preview';
      words = this.previewText(feedback.preview, run);
    } else if (feedback?.verdict && texts) {
      const { verdict } = feedback;
      state = verdict.outcome;
      words = this.verdictText(verdict, run, texts);
    }
    box.dataset.state = state;
    setText(box, words);
  }

  /**
   * What a first tap on `point` says: the main page's words where the answer is a
   * move, else that a second tap answers with the point.
   * @param {string} point
   * @param {LessonRun} run
   */
  previewText(point, run) {
    const moves = run.goal.type === 'play' || run.goal.type === 'sequence';
    return moves ? t('tapAgain', point, run.game?.toMove) : t('lessonsTapAgainAnswer', point);
  }

  /**
   * What a verdict says, in the page's language.
   * @param {Verdict} verdict
   * @param {LessonRun | null} run
   * @param {LessonText} texts
   */
  verdictText(verdict, run, texts) {
    const why = verdict.code === undefined ? undefined : texts.why?.[verdict.code];
    if (verdict.outcome === 'wrong') {
      if (verdict.source === 'engine') {
        return sentences(t('explain', verdict.code, verdict.message, verdict.moveNumber), why, t('lessonsTryAgain'));
      }
      return sentences(why ?? t('lessonReason', verdict.code), t('lessonsTryAgain'));
    }
    if (verdict.outcome === 'next') {
      // The reply has been played: the one who replied is not the one to move.
      return verdict.reply ? t('lessonsReplied', run?.game?.toMove === 'B' ? 'W' : 'B', verdict.reply) : '';
    }
    const parts = [];
    // A banned point found: the engine's own reason first, as the board gives it.
    if (verdict.source === 'engine') parts.push(t('explain', verdict.code, verdict.message, verdict.moveNumber));
    parts.push(texts.success);
    const details = verdict.details;
    if (details && 'steps' in details && Array.isArray(details.steps)) {
      parts.push(
        t('lessonsFillSummary', {
          ...details,
          compensationStones: details.steps.filter((s) => s.kind === 'compensation').length,
        }),
      );
    } else if (details && 'ownership' in details && details.ownership) {
      parts.push(t('lessonsScoreSummary', details));
    }
    if (this.current && this.entries.indexOf(this.current.entry) === this.entries.length - 1) parts.push(t('lessonsAllDone'));
    return sentences(...parts);
  }

  /**
   * The hints asked for so far.
   * @param {LessonText | null} texts
   */
  renderHints(texts) {
    const list = byId('lesson-hints');
    const shown = texts ? texts.hints.slice(0, this.hints) : [];
    list.replaceChildren(...shown.map((hint) => make('li', 'lesson-hint', hint)));
  }

  /**
   * Wires the board (once the engine is here: its view reads the points).
   * @param {BoardView} view
   */
  wireBoard(view) {
    attachBoardInput(byIdOf('board', HTMLCanvasElement), view, {
      hover: (point) => view.setHover(point),
      click: (point) => this.answer(point),
      tap: (point) => this.tap(point),
    });
  }

  /** Wires the buttons and the point field. */
  wire() {
    byId('lesson-pass').addEventListener('click', () => this.answer('pass'));
    byId('lesson-hint').addEventListener('click', () => this.hint());
    byId('lesson-reset').addEventListener('click', () => this.reset());
    byId('lesson-next').addEventListener('click', () => this.next());
    byId('lesson-point-form').addEventListener('submit', (event) => {
      event.preventDefault();
      const field = byIdOf('lesson-point', HTMLInputElement);
      const point = field.value.trim();
      if (!point || !this.current?.run) return;
      // A point the board does not have is refused by the engine in its own words.
      this.answer(point);
      field.value = '';
    });
    window.addEventListener('hashchange', () => {
      const id = decodeURIComponent(location.hash.slice(1));
      if (id && id !== this.current?.entry.id) this.open(id);
    });
    onLanguageChange(() => this.render());
  }

  /** The lesson to open first: the one in the address, else the first not yet done. */
  firstLesson() {
    const asked = decodeURIComponent(location.hash.slice(1));
    if (this.entries.some((e) => e.id === asked)) return asked;
    return (this.entries.find((e) => !this.progress.has(e.id)) ?? this.entries[0])?.id;
  }
}

/**
 * Shows why the page cannot work, and says so to tests.
 * @param {string} message
 */
function fail(message) {
  setText(byId('lesson-title'), message);
  document.documentElement.dataset.ready = 'error';
}

/**
 * The index's lessons (lessons/index.json); none when it has no list.
 * @param {unknown} index
 * @returns {Entry[]}
 */
function entriesOf(index) {
  const lessons = index && typeof index === 'object' && 'lessons' in index ? index.lessons : undefined;
  // A cast: `cargo xtask build` writes the index from the lesson files it checked.
  return Array.isArray(lessons) ? /** @type {Entry[]} */ (lessons) : [];
}

/** Loads the index, the engine and the first lesson, and wires the page. */
async function main() {
  // The engine, the index and then the first lesson's file download while the strings
  // of the page's language load: the lesson's words show as soon as all are here.
  const engine = loadEngine();
  const pageLoading = fetchJson(INDEX_URL).then((index) => {
    const made = new LessonsPage(entriesOf(index), engine);
    const first = made.entries.find((e) => e.id === made.firstLesson());
    if (first) made.fetchLesson(first).catch(() => {});
    return made;
  });
  for (const loading of [engine, pageLoading]) loading.catch(() => {});
  await setLanguage(preferredLanguage()).catch(() => false);
  attachLanguagePicker(byIdOf('language', HTMLSelectElement));
  document.title = t('lessonsPageTitle');
  setText(byId('lesson-title'), t('lessonsLoading'));
  let page;
  try {
    page = await pageLoading;
    page.wire();
    await page.open(page.firstLesson());
    await page.engine;
  } catch (error) {
    fail(t('lessonsLoadFailed', errorMessage(error)));
    return;
  }
  // Last in the page, once the lesson is in place: nothing above it moves.
  const layout = document.querySelector('.lessons-layout');
  if (!layout) throw new Error('the page has no .lessons-layout');
  layout.append(listProblems());
  // For tests and the console: the page, its view and its lessons.
  window.weiqiLessons = page;
  window.weiqiLessonsReady = true;
  document.documentElement.dataset.ready = 'true';
  // Once the page is ready: the worker's install downloads every file of the app,
  // which would share the network with the start's own downloads.
  setUpOffline().catch(() => null);
}

main();
