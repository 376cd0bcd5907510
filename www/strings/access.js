// Strings of the language picker, the keyboard help and what the screen reader hears
// (announce.js): moves, captures, passes, undo, the result, and the point under the
// keyboard cursor. Counts agree with their noun through `Intl.PluralRules` (Russian
// камень / камня / камней, Romanian piatră / pietre / de pietre).

import { counted } from './text.js';

const stonesEn = (n) => counted('en', n, { one: 'stone', other: 'stones' });
const stonesRu = (n) => counted('ru', n, { one: 'камень', few: 'камня', many: 'камней', other: 'камня' });
const stonesRo = (n) => counted('ro', n, { one: 'piatră', few: 'pietre', other: 'de pietre' });
const pointsEn = (n) => counted('en', n, { one: 'point', other: 'points' });
const pointsRu = (n) => counted('ru', n, { one: 'очко', few: 'очка', many: 'очков', other: 'очка' });
const pointsRo = (n) => counted('ro', n, { one: 'punct', few: 'puncte', other: 'de puncte' });

/** The languages' own names: the same in every table, so each is found in its own words. */
const languageName = (lang) => ({ en: 'English', ru: 'Русский', ro: 'Română' })[lang] ?? lang;

/** @type {Record<string, string | ((...args: any[]) => string)>} */
export const en = {
  languageLabel: 'Language',
  languageName,
  boardHelp:
    'Arrow keys move over the board, Enter or Space plays (after the stop: marks a stone dead), P passes, U undoes, N starts a new game.',

  // The point under the keyboard cursor: "D4, empty, banned: ko".
  cursorPoint: (point, content) => `${point}, ${content}`,
  pointEmpty: 'empty',
  pointStone: (color) => (color === 'B' ? 'Black stone' : 'White stone'),
  pointDead: (color) => (color === 'B' ? 'Black stone, marked dead' : 'White stone, marked dead'),
  pointLastMove: (content) => `${content}, last move`,
  pointBanned: (content, reason) => `${content}, banned: ${reason}`,
  banName: (code) => ({
    ko: 'ko',
    superko: 'superko',
    'hot-stone': 'hot stone',
    cycle: 'cycle',
    suicide: 'suicide',
  })[code] ?? code,

  // What happened, as the screen reader says it.
  saidMove: (color, point) => `${color === 'B' ? 'Black' : 'White'} ${point}`,
  saidCaptures: (move, n) => `${move}, captures ${n}`,
  saidSuicide: (move, n) => `${move}: suicide, ${stonesEn(n)} removed`,
  saidUndone: (color, move) =>
    `Taken back: ${color === 'B' ? 'Black' : 'White'} ${move === 'pass' ? 'pass' : move}.`,
  saidUndoneAction: 'The last action was taken back.',
  saidStart: (line, toMove) => `New game: ${line}. ${toMove}.`,
  saidRestored: (line, n, toMove) => `Your game is back: ${line}, ${n} ${n === 1 ? 'move' : 'moves'} played.${toMove ? ` ${toMove}.` : ''}`,
  saidOpened: (players, line, n, toMove) =>
    `Record opened${players ? `: ${players}` : ''}. ${line}, at move ${n}.${toMove ? ` ${toMove}.` : ''}`,
  saidPlayer: (color, name, rank) => `${color === 'B' ? 'Black' : 'White'} ${name}${rank ? ` ${rank}` : ''}`,
  saidStartPosition: 'The starting position.',
  saidResumed: (toMove) => `Play resumes. ${toMove}.`,
  saidDead: (n) => `${stonesEn(n)} marked dead.`,
  saidAlive: (n) => `${stonesEn(n)} alive again.`,
  resultWin: (winner, margin) => `${winner === 'B' ? 'Black' : 'White'} wins by ${pointsEn(margin)}.`,
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

/** `text` with a capital first letter. */
function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
