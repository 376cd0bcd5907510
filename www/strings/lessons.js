// The lesson page's own strings (www/lessons.html): the list, the buttons, feedback,
// answer options and the lesson-level reasons for a wrong answer. The lessons' texts
// (titles, goals, hints) live in the lesson files; the engine's ban reasons come
// through `explain` (core.js), the same words the board uses.

/** A result as SGF writes it (`B+1.5`, `W+R`, `0`) split into winner and margin. */
/** @param {unknown} result */
function splitResult(result) {
  const found = /^([BW])\+(.*)$/.exec(String(result));
  return found ? { winner: found[1], margin: found[2] } : { winner: null, margin: '' };
}

/** A number with the decimal comma Russian and Romanian write (`6,5`). */
const comma = (/** @type {number | string} */ n) => String(n).replace('.', ',');

export const en = {
  lessonsLink: 'Lessons',
  lessonsPageTitle: 'Weiqi — lessons: the rules on the board',
  lessonsHeading: 'Lessons',
  lessonsBoardLink: 'Play',
  lessonsListTitle: 'Lessons',
  lessonsListLabel: 'Lessons, in order',
  /** @param {number} done @param {number} total @returns {string} */
  lessonsProgress: (done, total) => `${done} of ${total} done`,
  lessonsDone: 'done',
  lessonsLoading: 'Loading the lessons…',
  /** @param {string} reason @returns {string} */
  lessonsLoadFailed: (reason) => `The lessons could not be loaded: ${reason}`,
  /** @param {string} name @param {string} reason @returns {string} */
  lessonsLessonFailed: (name, reason) => `The lesson ${name} could not be opened: ${reason}`,
  /** @param {number} n @param {number} total @returns {string} */
  lessonsNumber: (n, total) => `Lesson ${n} of ${total}`,
  /** @param {number} n @param {number} total @returns {string} */
  lessonsStep: (n, total) => `Step ${n} of ${total}`,
  lessonsBoardLabel: 'Lesson board',
  lessonsHint: 'Hint',
  lessonsReset: 'Start again',
  lessonsNext: 'Next lesson',
  lessonsPass: 'Pass',
  lessonsOptionsLabel: 'Answers',
  lessonsPointLabel: 'Or type a point',
  lessonsAnswer: 'Answer',
  /** @param {string} point @returns {string} */
  lessonsTapAgainAnswer: (point) => `Chosen: ${point}. Tap ${point} again to answer with it.`,
  lessonsTryAgain: 'Try again.',
  lessonsAllDone: 'That was the last lesson: well done!',
  /** @param {string} color @param {string} point @returns {string} */
  lessonsReplied: (color, point) =>
    `${color === 'B' ? 'Black' : 'White'} answered ${point === 'pass' ? 'with a pass' : `at ${point}`}.`,
  /** @param {string} color @returns {string} */
  lessonsColorOption: (color) => (color === 'B' ? 'Black' : 'White'),
  /** @param {string} result @returns {string} */
  lessonsResultOption: (result) => {
    const { winner, margin } = splitResult(result);
    if (!winner) return 'A draw';
    if (Number(margin) === 0) return `A tie: ${winner === 'B' ? 'Black' : 'White'} wins`;
    return `${winner === 'B' ? 'Black' : 'White'} wins by ${margin}`;
  },
  /** @param {{ black: number, white: number, komi: number, result: string }} score @returns {string} */
  lessonsScoreSummary: (score) =>
    `The count: Black ${score.black}, White ${score.white} (komi ${score.komi} included): ${score.result}.`,
  /** @param {{ compensationStones: number, winningPoints: number, losingStones: number, result: string }} count @returns {string} */
  lessonsFillSummary: (count) =>
    `The fill-the-board count: ${count.compensationStones} compensation stones, ` +
    `${count.winningPoints} winning points, ${count.losingStones} losing stones: ${count.result}.`,

  // Why a legal answer is still wrong (the engine's reasons go through `explain`).
  /** @param {string} code @returns {string} */
  lessonReason: (code) => ({
    'no-capture': 'That move captures nothing.',
    'not-banned': 'That point is not forbidden: a stone may be played there.',
    'wrong-group': 'That is not the group the question asks about.',
    'wrong-point': 'That is not the point the question asks about.',
    'not-alive': 'That group can be captured: it does not have two real eyes.',
    'not-neutral': 'That point is one player’s territory, not a neutral point.',
    'no-stone': 'There is no stone there: tap a stone.',
    'wrong-move': 'That move is legal, but it is not what this lesson asks for.',
    'wrong-answer': 'That is not the right answer.',
    'counted-as-pass': 'A lone stone with no liberty is no move under these rules: it counts as a pass.',
    'self-atari': 'That leaves your own stones with a single liberty: your opponent captures them.',
    'no-threat': 'Your opponent can ignore that move and connect the ko.',
    'forgot-komi': 'Remember komi: the points White receives for moving second.',
    'lesson-broken': 'This lesson’s answer disagrees with the rules engine: please tell whoever wrote the lesson.',
  })[code] ?? 'That is not the answer.',
};

/** @type {typeof en} */
export const ru = {
  lessonsLink: 'Уроки',
  lessonsPageTitle: 'Weiqi — уроки: правила на доске',
  lessonsHeading: 'Уроки',
  lessonsBoardLink: 'Игра',
  lessonsListTitle: 'Уроки',
  lessonsListLabel: 'Уроки по порядку',
  lessonsProgress: (done, total) => `Пройдено ${done} из ${total}`,
  lessonsDone: 'пройден',
  lessonsLoading: 'Загрузка уроков…',
  lessonsLoadFailed: (reason) => `Не удалось загрузить уроки: ${reason}`,
  lessonsLessonFailed: (name, reason) => `Не удалось открыть урок ${name}: ${reason}`,
  lessonsNumber: (n, total) => `Урок ${n} из ${total}`,
  lessonsStep: (n, total) => `Шаг ${n} из ${total}`,
  lessonsBoardLabel: 'Доска урока',
  lessonsHint: 'Подсказка',
  lessonsReset: 'Начать заново',
  lessonsNext: 'Следующий урок',
  lessonsPass: 'Пас',
  lessonsOptionsLabel: 'Ответы',
  lessonsPointLabel: 'Или введите пункт',
  lessonsAnswer: 'Ответить',
  lessonsTapAgainAnswer: (point) => `Выбран пункт ${point}. Коснитесь ${point} ещё раз, чтобы ответить.`,
  lessonsTryAgain: 'Попробуйте ещё раз.',
  lessonsAllDone: 'Это был последний урок. Отлично!',
  lessonsReplied: (color, point) =>
    `${color === 'B' ? 'Чёрные' : 'Белые'} ответили ${point === 'pass' ? 'пасом' : `ходом ${point}`}.`,
  lessonsColorOption: (color) => (color === 'B' ? 'Чёрные' : 'Белые'),
  lessonsResultOption: (result) => {
    const { winner, margin } = splitResult(result);
    if (!winner) return 'Ничья';
    if (Number(margin) === 0) return `Равный счёт: побеждают ${winner === 'B' ? 'чёрные' : 'белые'}`;
    return `${winner === 'B' ? 'Чёрные' : 'Белые'} выигрывают ${comma(margin)}`;
  },
  lessonsScoreSummary: (score) =>
    `Подсчёт: чёрные ${comma(score.black)}, белые ${comma(score.white)} (с учётом коми ${comma(score.komi)}): ${score.result}.`,
  lessonsFillSummary: (count) =>
    `Подсчёт заполнением доски: компенсационных камней — ${count.compensationStones}, ` +
    `выигрышных пунктов — ${count.winningPoints}, проигрышных камней — ${count.losingStones}: ${count.result}.`,

  lessonReason: (code) => ({
    'no-capture': 'Этот ход ничего не снимает.',
    'not-banned': 'Этот пункт не запрещён: туда можно поставить камень.',
    'wrong-group': 'Это не та группа, о которой спрашивается.',
    'wrong-point': 'Это не тот пункт, о котором спрашивается.',
    'not-alive': 'Эту группу можно снять: у неё нет двух настоящих глаз.',
    'not-neutral': 'Этот пункт — территория одного из игроков, а не нейтральный пункт.',
    'no-stone': 'Там нет камня: нажмите на камень.',
    'wrong-move': 'Этот ход разрешён, но урок просит другое.',
    'wrong-answer': 'Это неверный ответ.',
    'counted-as-pass': 'Одиночный камень без дамэ по этим правилам не ход: он считается пасом.',
    'self-atari': 'После этого хода у ваших камней остаётся одно дамэ: соперник их снимет.',
    'no-threat': 'Соперник может не отвечать на этот ход и закрыть ко.',
    'forgot-komi': 'Не забудьте коми: очки, которые белые получают за то, что ходят вторыми.',
    'lesson-broken': 'Ответ этого урока расходится с движком правил: сообщите автору урока.',
  })[code] ?? 'Это не ответ.',
};

/** @type {typeof en} */
export const ro = {
  lessonsLink: 'Lecții',
  lessonsPageTitle: 'Weiqi — lecții: regulile pe tablă',
  lessonsHeading: 'Lecții',
  lessonsBoardLink: 'Joc',
  lessonsListTitle: 'Lecții',
  lessonsListLabel: 'Lecțiile, în ordine',
  lessonsProgress: (done, total) => `${done} din ${total} terminate`,
  lessonsDone: 'terminată',
  lessonsLoading: 'Se încarcă lecțiile…',
  lessonsLoadFailed: (reason) => `Lecțiile nu au putut fi încărcate: ${reason}`,
  lessonsLessonFailed: (name, reason) => `Lecția ${name} nu a putut fi deschisă: ${reason}`,
  lessonsNumber: (n, total) => `Lecția ${n} din ${total}`,
  lessonsStep: (n, total) => `Pasul ${n} din ${total}`,
  lessonsBoardLabel: 'Tabla lecției',
  lessonsHint: 'Indiciu',
  lessonsReset: 'De la început',
  lessonsNext: 'Lecția următoare',
  lessonsPass: 'Pas',
  lessonsOptionsLabel: 'Răspunsuri',
  lessonsPointLabel: 'Sau scrieți un punct',
  lessonsAnswer: 'Răspunde',
  lessonsTapAgainAnswer: (point) => `Ales: ${point}. Atingeți din nou ${point} ca să răspundeți.`,
  lessonsTryAgain: 'Încercați din nou.',
  lessonsAllDone: 'Aceasta a fost ultima lecție: felicitări!',
  lessonsReplied: (color, point) =>
    `${color === 'B' ? 'Negrul' : 'Albul'} a răspuns ${point === 'pass' ? 'cu pas' : `în ${point}`}.`,
  lessonsColorOption: (color) => (color === 'B' ? 'Negrul' : 'Albul'),
  lessonsResultOption: (result) => {
    const { winner, margin } = splitResult(result);
    if (!winner) return 'Egalitate';
    if (Number(margin) === 0) return `Scor egal: câștigă ${winner === 'B' ? 'negrul' : 'albul'}`;
    return `${winner === 'B' ? 'Negrul' : 'Albul'} câștigă cu ${comma(margin)}`;
  },
  lessonsScoreSummary: (score) =>
    `Numărătoarea: negru ${comma(score.black)}, alb ${comma(score.white)} (cu komi ${comma(score.komi)} inclus): ${score.result}.`,
  lessonsFillSummary: (count) =>
    `Numărătoarea prin umplerea tablei: ${count.compensationStones} pietre de compensație, ` +
    `${count.winningPoints} puncte câștigătoare, ${count.losingStones} pietre pierzătoare: ${count.result}.`,

  lessonReason: (code) => ({
    'no-capture': 'Această mutare nu capturează nimic.',
    'not-banned': 'Acest punct nu este interzis: se poate juca acolo.',
    'wrong-group': 'Acesta nu este grupul despre care se întreabă.',
    'wrong-point': 'Acesta nu este punctul despre care se întreabă.',
    'not-alive': 'Acest grup poate fi capturat: nu are doi ochi adevărați.',
    'not-neutral': 'Acest punct este teritoriul unuia dintre jucători, nu un punct neutru.',
    'no-stone': 'Acolo nu este nicio piatră: atingeți o piatră.',
    'wrong-move': 'Mutarea este permisă, dar nu este ceea ce cere lecția.',
    'wrong-answer': 'Acesta nu este răspunsul corect.',
    'counted-as-pass': 'O piatră singură fără libertăți nu este o mutare după aceste reguli: contează ca pas.',
    'self-atari': 'Această mutare lasă pietrele dumneavoastră cu o singură libertate: adversarul le capturează.',
    'no-threat': 'Adversarul poate ignora această mutare și poate închide ko-ul.',
    'forgot-komi': 'Nu uitați de komi: punctele pe care albul le primește pentru că joacă al doilea.',
    'lesson-broken': 'Răspunsul acestei lecții nu se potrivește cu motorul de reguli: anunțați autorul lecției.',
  })[code] ?? 'Acesta nu este răspunsul.',
};
