// Strings of the language picker, the keyboard help and what the screen reader hears
// (announce.js): moves, captures, passes, undo, the result, and the point under the
// keyboard cursor. Counts agree with their noun through `Intl.PluralRules` (Russian
// камень / камня / камней, Romanian piatră / pietre / de pietre).
import { counted } from './text.js';

const stonesEn = (/** @type {number} */ n) => counted('en', n, { one: 'stone', other: 'stones' });
const stonesRu = (/** @type {number} */ n) => counted('ru', n, { one: 'камень', few: 'камня', many: 'камней', other: 'камня' });
const stonesRo = (/** @type {number} */ n) => counted('ro', n, { one: 'piatră', few: 'pietre', other: 'de pietre' });
const pointsEn = (/** @type {number} */ n) => counted('en', n, { one: 'point', other: 'points' });
const pointsRu = (/** @type {number} */ n) => counted('ru', n, { one: 'очко', few: 'очка', many: 'очков', other: 'очка' });
const pointsRo = (/** @type {number} */ n) => counted('ro', n, { one: 'punct', few: 'puncte', other: 'de puncte' });

/** The languages' own names: the same in every table, so each is found in its own words. */
const languageName = (/** @type {string} */ lang) =>
  /** @type {Partial<Record<string, string>>} */ ({ en: 'English', ru: 'Русский', ro: 'Română' })[lang] ?? lang;

export const en = {
  languageLabel: 'Language',
  languageName,
  boardHelp:
    'Arrow keys move over the board, Enter or Space plays (after the stop: marks a stone dead), P passes, U undoes, N starts a new game.',

  // The point under the keyboard cursor: "D4, empty, banned: ko".
  /** @param {string} point @param {string} content @returns {string} */
  cursorPoint: (point, content) => `${point}, ${content}`,
  pointEmpty: 'empty',
  /** @param {string} color @returns {string} */
  pointStone: (color) => (color === 'B' ? 'Black stone' : 'White stone'),
  /** @param {string} color @returns {string} */
  pointDead: (color) => (color === 'B' ? 'Black stone, marked dead' : 'White stone, marked dead'),
  /** @param {string} content @returns {string} */
  pointLastMove: (content) => `${content}, last move`,
  /** @param {string} content @param {string} reason @returns {string} */
  pointBanned: (content, reason) => `${content}, banned: ${reason}`,
  /** @param {string} code @returns {string} */
  banName: (code) => ({
    ko: 'ko',
    superko: 'superko',
    'hot-stone': 'hot stone',
    cycle: 'cycle',
    suicide: 'suicide',
  })[code] ?? code,

  // What happened, as the screen reader says it.
  /** @param {string} color @param {string} point @returns {string} */
  saidMove: (color, point) => `${color === 'B' ? 'Black' : 'White'} ${point}`,
  /** @param {string} move @param {number} n @returns {string} */
  saidCaptures: (move, n) => `${move}, captures ${n}`,
  /** @param {string} move @param {number} n @returns {string} */
  saidSuicide: (move, n) => `${move}: suicide, ${stonesEn(n)} removed`,
  /** @param {string} color @param {string} move @returns {string} */
  saidUndone: (color, move) =>
    `Taken back: ${color === 'B' ? 'Black' : 'White'} ${move === 'pass' ? 'pass' : move}.`,
  saidUndoneAction: 'The last action was taken back.',
  /** @param {string} line @param {string} toMove @returns {string} */
  saidStart: (line, toMove) => `New game: ${line}. ${toMove}.`,
  /** @param {string} line @param {number} n @param {string} toMove @returns {string} */
  saidRestored: (line, n, toMove) => `Your game is back: ${line}, ${n} ${n === 1 ? 'move' : 'moves'} played.${toMove ? ` ${toMove}.` : ''}`,
  /** @param {string} players @param {string} line @param {number} n @param {string} toMove @returns {string} */
  saidOpened: (players, line, n, toMove) =>
    `Record opened${players ? `: ${players}` : ''}. ${line}, at move ${n}.${toMove ? ` ${toMove}.` : ''}`,
  /** @param {string} color @param {string} name @param {string} rank @returns {string} */
  saidPlayer: (color, name, rank) => `${color === 'B' ? 'Black' : 'White'} ${name}${rank ? ` ${rank}` : ''}`,
  saidStartPosition: 'The starting position.',
  /** @param {string} toMove @returns {string} */
  saidResumed: (toMove) => `Play resumes. ${toMove}.`,
  /** @param {number} n @returns {string} */
  saidDead: (n) => `${stonesEn(n)} marked dead.`,
  /** @param {number} n @returns {string} */
  saidAlive: (n) => `${stonesEn(n)} alive again.`,
  /** @param {string} winner @param {number} margin @returns {string} */
  resultWin: (winner, margin) => `${winner === 'B' ? 'Black' : 'White'} wins by ${pointsEn(margin)}.`,
  /** @param {string} winner @returns {string} */
  resultTie: (winner) => `Equal scores: ${winner === 'B' ? 'Black' : 'White'} wins the tie under these rules.`,
  resultDraw: 'The game is a draw.',
};

/** @type {typeof en} */
export const ru = {
  languageLabel: 'Язык',
  languageName,
  boardHelp:
    'Стрелки перемещают по доске, Enter или пробел — ход (после остановки — отметить камень мёртвым), P — пас, U — отменить, N — новая партия.',

  cursorPoint: (point, content) => `${point}, ${content}`,
  pointEmpty: 'пусто',
  pointStone: (color) => (color === 'B' ? 'чёрный камень' : 'белый камень'),
  pointDead: (color) => (color === 'B' ? 'чёрный камень, отмечен мёртвым' : 'белый камень, отмечен мёртвым'),
  pointLastMove: (content) => `${content}, последний ход`,
  pointBanned: (content, reason) => `${content}, запрещено: ${reason}`,
  banName: (code) => ({
    ko: 'ко',
    superko: 'суперко',
    'hot-stone': 'горячий камень',
    cycle: 'цикл',
    suicide: 'самоубийство',
  })[code] ?? code,

  saidMove: (color, point) => `${color === 'B' ? 'Чёрные' : 'Белые'} ${point}`,
  saidCaptures: (move, n) => `${move}, снято: ${stonesRu(n)}`,
  saidSuicide: (move, n) => `${move}: самоубийство, снято своих: ${stonesRu(n)}`,
  saidUndone: (color, move) =>
    `Отменён ${move === 'pass' ? 'пас' : 'ход'} ${color === 'B' ? 'чёрных' : 'белых'}${move === 'pass' ? '' : ` ${move}`}.`,
  saidUndoneAction: 'Последнее действие отменено.',
  saidStart: (line, toMove) => `Новая партия: ${line}. ${toMove}.`,
  saidRestored: (line, n, toMove) => `Ваша партия восстановлена: ${line}, сыграно ходов: ${n}.${toMove ? ` ${toMove}.` : ''}`,
  saidOpened: (players, line, n, toMove) =>
    `Открыта запись${players ? `: ${players}` : ''}. ${line}, ход ${n}.${toMove ? ` ${toMove}.` : ''}`,
  saidPlayer: (color, name, rank) => `${color === 'B' ? 'Чёрные' : 'Белые'} ${name}${rank ? ` ${rank}` : ''}`,
  saidStartPosition: 'Начальная позиция.',
  saidResumed: (toMove) => `Игра возобновлена. ${toMove}.`,
  saidDead: (n) => `Отмечено мёртвыми: ${stonesRu(n)}.`,
  saidAlive: (n) => `Снова живые: ${stonesRu(n)}.`,
  resultWin: (winner, margin) => `${winner === 'B' ? 'Чёрные' : 'Белые'} выиграли с перевесом в ${pointsRu(margin)}.`,
  resultTie: (winner) => `Счёт равный: по этим правилам побеждают ${winner === 'B' ? 'чёрные' : 'белые'}.`,
  resultDraw: 'Ничья.',
};

/** @type {typeof en} */
export const ro = {
  languageLabel: 'Limba',
  languageName,
  boardHelp:
    'Săgețile mută pe tablă, Enter sau Spațiu joacă (după oprire: marchează o piatră moartă), P dă pas, U anulează, N începe o partidă nouă.',

  cursorPoint: (point, content) => `${point}, ${content}`,
  pointEmpty: 'liber',
  pointStone: (color) => (color === 'B' ? 'piatră neagră' : 'piatră albă'),
  pointDead: (color) => (color === 'B' ? 'piatră neagră, marcată moartă' : 'piatră albă, marcată moartă'),
  pointLastMove: (content) => `${content}, ultima mutare`,
  pointBanned: (content, reason) => `${content}, interzis: ${reason}`,
  banName: (code) => ({
    ko: 'ko',
    superko: 'superko',
    'hot-stone': 'piatră fierbinte',
    cycle: 'ciclu',
    suicide: 'sinucidere',
  })[code] ?? code,

  saidMove: (color, point) => `${color === 'B' ? 'Negrul' : 'Albul'} ${point}`,
  saidCaptures: (move, n) => `${move}, capturează ${stonesRo(n)}`,
  saidSuicide: (move, n) => `${move}: sinucidere, ${stonesRo(n)} proprii scoase`,
  saidUndone: (color, move) =>
    `Anulat: ${move === 'pass' ? 'pasul' : 'mutarea'} ${color === 'B' ? 'negrului' : 'albului'}${move === 'pass' ? '' : ` ${move}`}.`,
  saidUndoneAction: 'Ultima acțiune a fost anulată.',
  saidStart: (line, toMove) => `Partidă nouă: ${line}. ${toMove}.`,
  saidRestored: (line, n, toMove) => `Partida dvs. a fost restabilită: ${line}, mutări jucate: ${n}.${toMove ? ` ${toMove}.` : ''}`,
  saidOpened: (players, line, n, toMove) =>
    `Înregistrare deschisă${players ? `: ${players}` : ''}. ${line}, la mutarea ${n}.${toMove ? ` ${toMove}.` : ''}`,
  saidPlayer: (color, name, rank) => `${color === 'B' ? 'Negru' : 'Alb'} ${name}${rank ? ` ${rank}` : ''}`,
  saidStartPosition: 'Poziția de început.',
  saidResumed: (toMove) => `Jocul se reia. ${toMove}.`,
  saidDead: (n) => `${capital(stonesRo(n))} ${n === 1 ? 'marcată moartă' : 'marcate moarte'}.`,
  saidAlive: (n) => `${capital(stonesRo(n))} ${n === 1 ? 'din nou vie' : 'din nou vii'}.`,
  resultWin: (winner, margin) => `${winner === 'B' ? 'Negrul' : 'Albul'} câștigă cu ${pointsRo(margin)}.`,
  resultTie: (winner) => `Scor egal: după aceste reguli câștigă ${winner === 'B' ? 'negrul' : 'albul'}.`,
  resultDraw: 'Partida este remiză.',
};

/**
 * `text` with a capital first letter.
 * @param {string} text
 */
function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
