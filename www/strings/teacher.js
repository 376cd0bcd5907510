// The teacher's strings (www/teacher-panel.js, www/review-panel.js, the computer by
// rank in the New game dialog): hints, the review, the network's download, in
// English; `ru` and `ro` hold the same keys.
import { counted } from './text.js';

/** `x` with one decimal in `lang`'s way of writing numbers. */
const one = (/** @type {string} */ lang, /** @type {number} */ x) => new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(x);

/** A winning chance (0–1) as a whole percentage. */
const percent = (/** @type {string} */ lang, /** @type {number} */ p) => new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(p);

/** A lead in points with its sign (`+2.5`, `−1.0`). */
const signed = (/** @type {string} */ lang, /** @type {number} */ x) => `${x >= 0 ? '+' : '−'}${one(lang, Math.abs(x))}`;

/** Megabytes, one decimal. */
const megabytes = (/** @type {string} */ lang, /** @type {number} */ bytes) => one(lang, bytes / 1e6);

/** A rank's name as the computer's levels show it, per language. */
const rankEn = (/** @type {string} */ rank) => (rank === '1d' ? '1 dan+' : `${parseInt(rank, 10)} kyu`);
const rankRu = (/** @type {string} */ rank) => (rank === '1d' ? '1 дан и выше' : `${parseInt(rank, 10)} кю`);
const rankRo = (/** @type {string} */ rank) => (rank === '1d' ? '1 dan și peste' : `${parseInt(rank, 10)} kyu`);

export const en = {
  teacherTitle: 'Teacher',
  hintButton: 'Hint',
  reviewButton: 'Review',
  computerRankName: rankEn,
  rankLevels: 'By rank (the teacher’s network)',
  monteCarloLevels: 'Monte-Carlo levels (no download)',
  /** @param {string} color @param {string} rank @returns {string} */
  gameLineComputerRank: (color, rank) => `Against the computer, ${rankEn(rank)} (${color === 'B' ? 'Black' : 'White'})`,
  /** @param {number} bytes @returns {string} */
  rankLevelsNote: (bytes) => `Levels by rank play with the teacher’s network (${megabytes('en', bytes)} MB, downloaded once when the first such game starts, then kept for offline play); the Monte-Carlo levels need no download.`,
  rankLevelsMissing: 'This build has no teacher’s network, so the levels are the Monte-Carlo player’s (1–5).',
  teacherMissing: 'This build has no teacher’s network: hints, the review and the computer by rank need it. Everything else works, and the Monte-Carlo computer still plays.',
  teacherOffline: 'The teacher’s network could not be downloaded (offline?): try again when online. Everything else works.',
  /** @param {string} message @returns {string} */
  teacherFailed: (message) => `The teacher could not start: ${message}`,
  teacherDeclined: 'The network was not downloaded; nothing changed.',
  /** @param {number} level @returns {string} */
  rankFallback: (level) => `The Monte-Carlo computer (level ${level}) plays instead.`,
  downloadTitle: 'Download the teacher?',
  /** @param {number} bytes @returns {string} */
  downloadText: (bytes) =>
    `Hints, the review and the computer by rank use KataGo’s network: ${megabytes('en', bytes)} MB, downloaded once and kept on this device, so that they work offline afterwards.`,
  downloadButton: 'Download',
  /** @param {number} loaded @param {number} total @returns {string} */
  downloading: (loaded, total) => (total ? `Downloading the teacher’s network: ${percent('en', loaded / total)}…` : `Downloading the teacher’s network: ${megabytes('en', loaded)} MB…`),
  teacherReady: 'The teacher is ready.',
  hintThinking: 'The teacher is looking for the best moves…',
  hintNotPlaying: 'Hints are for a position in play.',
  /** @param {string} color @returns {string} */
  hintsFor: (color) => `Best moves for ${color === 'B' ? 'Black' : 'White'} (ringed on the board):`,
  /** @param {number} n @param {string} move @param {number} win @param {number} lead @returns {string} */
  hintItem: (n, move, win, lead) => `${n}. ${move}: ${percent('en', win)} to win, ${signed('en', lead)} points`,
  reviewStart: 'Review the game',
  /** @param {number} done @param {number} total @returns {string} */
  reviewing: (done, total) => `Reviewing the game: move ${done} of ${total}…`,
  reviewStop: 'Stop',
  /** @param {number} done @param {number} total @returns {string} */
  reviewStopped: (done, total) => `Review stopped at move ${done} of ${total}; the graph shows the moves reviewed.`,
  /** @param {number} total @returns {string} */
  reviewDone: (total) => `Reviewed ${counted('en', total, { one: 'move', other: 'moves' })}.`,
  reviewNothing: 'There are no moves to review.',
  reviewGraphLabel: 'Black’s winning chance (line) and score lead (bars), move by move: tap to go to a move',
  /** @param {string} move @param {number} win @param {number} lead @returns {string} */
  reviewPoint: (move, win, lead) => `Move ${move}: Black ${percent('en', win)} to win, ${lead >= 0 ? 'Black' : 'White'} ahead by ${one('en', Math.abs(lead))}`,
  mistakesTitle: 'Biggest mistakes',
  /** @param {string} move @param {string} color @param {string} point @param {number} loss @param {number} points @returns {string} */
  mistakeItem: (move, color, point, loss, points) =>
    `Move ${move}, ${color === 'B' ? 'Black' : 'White'} ${point}: −${percent('en', loss)} to win, −${one('en', points)} points`,
  noMistakes: 'No move lost much.',
  /** @param {string} point @returns {string} */
  betterMove: (point) => `The network prefers ${point}`,
  showBetter: 'Show its line',
  keepVariation: 'Keep as a variation',
  variationKept: 'The network’s line is now a variation of the record.',
  /** @param {string} message @returns {string} */
  variationNotKept: (message) => `The line could not be added: ${message}`,
  /** @param {number} n @returns {string} */
  suggestionNoteNetwork: (n) =>
    `The teacher’s network has pre-marked ${counted('en', n, { one: 'stone', other: 'stones' })} as dead (see-through). ` +
    'It is only a suggestion: check it and tap to change; you decide when you agree.',
};

/** @type {typeof en} */
export const ru = {
  teacherTitle: 'Учитель',
  hintButton: 'Подсказка',
  reviewButton: 'Разбор',
  computerRankName: rankRu,
  rankLevels: 'По разрядам (сеть учителя)',
  monteCarloLevels: 'Уровни Монте-Карло (без загрузки)',
  gameLineComputerRank: (color, rank) => `Против компьютера, ${rankRu(rank)} (${color === 'B' ? 'чёрные' : 'белые'})`,
  rankLevelsNote: (bytes) => `Уровни по разрядам играют с сетью учителя (${megabytes('ru', bytes)} МБ: загружается один раз в начале первой такой партии и остаётся для игры без сети); уровням Монте-Карло загрузка не нужна.`,
  rankLevelsMissing: 'В этой сборке нет сети учителя, поэтому уровни — уровни игрока Монте-Карло (1–5).',
  teacherMissing: 'В этой сборке нет сети учителя: она нужна для подсказок, разбора и компьютера по разрядам. Всё остальное работает, и компьютер Монте-Карло по-прежнему играет.',
  teacherOffline: 'Сеть учителя не удалось загрузить (нет связи?): попробуйте снова при подключении. Всё остальное работает.',
  teacherFailed: (message) => `Учитель не смог запуститься: ${message}`,
  teacherDeclined: 'Сеть не загружена; ничего не изменилось.',
  rankFallback: (level) => `Вместо неё играет компьютер Монте-Карло (уровень ${level}).`,
  downloadTitle: 'Загрузить учителя?',
  downloadText: (bytes) =>
    `Подсказки, разбор и компьютер по разрядам используют сеть KataGo: ${megabytes('ru', bytes)} МБ, загружается один раз и остаётся на этом устройстве, так что потом всё работает без сети.`,
  downloadButton: 'Загрузить',
  downloading: (loaded, total) => (total ? `Загрузка сети учителя: ${percent('ru', loaded / total)}…` : `Загрузка сети учителя: ${megabytes('ru', loaded)} МБ…`),
  teacherReady: 'Учитель готов.',
  hintThinking: 'Учитель ищет лучшие ходы…',
  hintNotPlaying: 'Подсказки даются для позиции, в которой идёт игра.',
  hintsFor: (color) => `Лучшие ходы ${color === 'B' ? 'чёрных' : 'белых'} (обведены на доске):`,
  hintItem: (n, move, win, lead) => `${n}. ${move}: ${percent('ru', win)} на победу, ${signed('ru', lead)} очк.`,
  reviewStart: 'Разобрать партию',
  reviewing: (done, total) => `Разбор партии: ход ${done} из ${total}…`,
  reviewStop: 'Остановить',
  reviewStopped: (done, total) => `Разбор остановлен на ходе ${done} из ${total}; на графике — разобранные ходы.`,
  reviewDone: (total) => `Разобрано ходов: ${total}.`,
  reviewNothing: 'Нет ходов для разбора.',
  reviewGraphLabel: 'Шансы чёрных на победу (линия) и перевес по очкам (столбцы) по ходам: нажмите, чтобы перейти к ходу',
  reviewPoint: (move, win, lead) => `Ход ${move}: у чёрных ${percent('ru', win)} на победу, ${lead >= 0 ? 'чёрные' : 'белые'} впереди на ${one('ru', Math.abs(lead))}`,
  mistakesTitle: 'Главные ошибки',
  mistakeItem: (move, color, point, loss, points) =>
    `Ход ${move}, ${color === 'B' ? 'чёрные' : 'белые'} ${point}: −${percent('ru', loss)} на победу, −${one('ru', points)} очк.`,
  noMistakes: 'Крупных ошибок нет.',
  betterMove: (point) => `Сеть предпочитает ${point}`,
  showBetter: 'Показать вариант',
  keepVariation: 'Сохранить как вариант',
  variationKept: 'Вариант сети добавлен в запись партии.',
  variationNotKept: (message) => `Вариант не удалось добавить: ${message}`,
  suggestionNoteNetwork: (n) =>
    `Сеть учителя заранее отметила мёртвыми ${counted('ru', n, { one: 'камень', few: 'камня', many: 'камней', other: 'камня' })} (полупрозрачные). ` +
    'Это лишь подсказка: проверьте и измените касанием; решаете вы, когда соглашаетесь.',
};

/** @type {typeof en} */
export const ro = {
  teacherTitle: 'Profesor',
  hintButton: 'Sugestie',
  reviewButton: 'Analiză',
  computerRankName: rankRo,
  rankLevels: 'Pe grade (rețeaua profesorului)',
  monteCarloLevels: 'Niveluri Monte-Carlo (fără descărcare)',
  gameLineComputerRank: (color, rank) => `Contra calculatorului, ${rankRo(rank)} (${color === 'B' ? 'negrul' : 'albul'})`,
  rankLevelsNote: (bytes) => `Nivelurile pe grade joacă cu rețeaua profesorului (${megabytes('ro', bytes)} MB, descărcată o dată la începutul primei astfel de partide, apoi păstrată pentru joc fără rețea); nivelurile Monte-Carlo nu au nevoie de descărcare.`,
  rankLevelsMissing: 'Această versiune nu are rețeaua profesorului, deci nivelurile sunt cele ale jucătorului Monte-Carlo (1–5).',
  teacherMissing: 'Această versiune nu are rețeaua profesorului: sugestiile, analiza și calculatorul pe grade au nevoie de ea. Restul funcționează, iar calculatorul Monte-Carlo joacă în continuare.',
  teacherOffline: 'Rețeaua profesorului nu a putut fi descărcată (fără conexiune?): încercați din nou când sunteți online. Restul funcționează.',
  teacherFailed: (message) => `Profesorul nu a putut porni: ${message}`,
  teacherDeclined: 'Rețeaua nu a fost descărcată; nimic nu s-a schimbat.',
  rankFallback: (level) => `În locul ei joacă calculatorul Monte-Carlo (nivelul ${level}).`,
  downloadTitle: 'Descărcați profesorul?',
  downloadText: (bytes) =>
    `Sugestiile, analiza și calculatorul pe grade folosesc rețeaua KataGo: ${megabytes('ro', bytes)} MB, descărcată o dată și păstrată pe acest dispozitiv, ca apoi să funcționeze fără rețea.`,
  downloadButton: 'Descărcați',
  downloading: (loaded, total) => (total ? `Se descarcă rețeaua profesorului: ${percent('ro', loaded / total)}…` : `Se descarcă rețeaua profesorului: ${megabytes('ro', loaded)} MB…`),
  teacherReady: 'Profesorul este gata.',
  hintThinking: 'Profesorul caută cele mai bune mutări…',
  hintNotPlaying: 'Sugestiile sunt pentru o poziție în joc.',
  hintsFor: (color) => `Cele mai bune mutări pentru ${color === 'B' ? 'negru' : 'alb'} (încercuite pe tablă):`,
  hintItem: (n, move, win, lead) => `${n}. ${move}: ${percent('ro', win)} șanse de câștig, ${signed('ro', lead)} puncte`,
  reviewStart: 'Analizați partida',
  reviewing: (done, total) => `Analiza partidei: mutarea ${done} din ${total}…`,
  reviewStop: 'Opriți',
  reviewStopped: (done, total) => `Analiza s-a oprit la mutarea ${done} din ${total}; graficul arată mutările analizate.`,
  reviewDone: (total) => `Mutări analizate: ${total}.`,
  reviewNothing: 'Nu sunt mutări de analizat.',
  reviewGraphLabel: 'Șansele negrului (linia) și avantajul la puncte (barele), mutare cu mutare: atingeți pentru a merge la o mutare',
  reviewPoint: (move, win, lead) => `Mutarea ${move}: negrul are ${percent('ro', win)} șanse, ${lead >= 0 ? 'negrul' : 'albul'} conduce cu ${one('ro', Math.abs(lead))}`,
  mistakesTitle: 'Cele mai mari greșeli',
  mistakeItem: (move, color, point, loss, points) =>
    `Mutarea ${move}, ${color === 'B' ? 'negrul' : 'albul'} ${point}: −${percent('ro', loss)} șanse, −${one('ro', points)} puncte`,
  noMistakes: 'Nicio mutare nu a pierdut mult.',
  betterMove: (point) => `Rețeaua preferă ${point}`,
  showBetter: 'Arătați varianta',
  keepVariation: 'Păstrați ca variantă',
  variationKept: 'Varianta rețelei este acum o variantă a înregistrării.',
  variationNotKept: (message) => `Varianta nu a putut fi adăugată: ${message}`,
  suggestionNoteNetwork: (n) =>
    `Rețeaua profesorului a marcat dinainte ${counted('ro', n, { one: 'piatră', few: 'pietre', other: 'de pietre' })} ca moarte (transparente). ` +
    'Este doar o sugestie: verificați și atingeți pentru a schimba; dumneavoastră decideți când sunteți de acord.',
};
