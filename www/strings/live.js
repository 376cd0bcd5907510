// The strings of a live game (www/live-game.js, live-view.js, live-panel.js): the
// live bar of `<go-board live>` and of the app, what the screen reader hears as the
// game goes on, and the app's dialog to follow a live game. Results (`B+R`) are as
// the record writes them.
import { counted } from './text.js';

const side = (/** @type {string} */ color, /** @type {string} */ black, /** @type {string} */ white) => (color === 'B' ? black : white);

/** A clock's face: who, the time left, the moves or periods left in overtime. */
const face = (/** @type {string} */ name, /** @type {string} */ time, /** @type {number | null | undefined} */ periods) => `${name} ${time}${periods === null || periods === undefined ? '' : ` (${periods})`}`;

const newEn = (/** @type {number} */ n) => counted('en', n, { one: 'new move', other: 'new moves' });
const backEn = (/** @type {number} */ n) => counted('en', n, { one: 'move', other: 'moves' });
const newRo = (/** @type {number} */ n) => counted('ro', n, { one: 'mutare nouă', few: 'mutări noi', other: 'de mutări noi' });
const backRo = (/** @type {number} */ n) => counted('ro', n, { one: 'mutare retrasă', few: 'mutări retrase', other: 'de mutări retrase' });

export const en = {
  liveBadge: 'Live',
  liveConnecting: 'Connecting to the live game…',
  liveWatching: 'The board follows the game as it is played.',
  livePaused: 'Paused while this page is hidden.',
  /** @param {string} reason @param {number} seconds @returns {string} */
  liveRetrying: (reason, seconds) => `The live game cannot be reached (${reason}); trying again in ${seconds} s.`,
  /** @param {string} result @returns {string} */
  liveEnded: (result) => `The game has ended: ${result}.`,
  liveStopped: 'No longer following the live game.',
  /** @param {number} n @returns {string} */
  liveUnseen: (n) => `${newEn(n)} — back to the live move`,
  /** @param {number} n @returns {string} */
  liveRewritten: (n) => `The record was rewritten: ${backEn(n)} taken back.`,
  /** @param {string} reason @returns {string} */
  liveStale: (reason) => `The latest version of the record could not be read (${reason}); the last good one is shown.`,
  liveClocksLabel: 'Time left',
  /** @param {string} color @param {string} time @param {number} periods @returns {string} */
  liveClock: (color, time, periods) => face(side(color, 'Black', 'White'), time, periods),
  /** @param {number} n @param {string} color @param {string} move @returns {string} */
  liveSaidMoves: (n, color, move) =>
    n === 1 ? `${side(color, 'Black', 'White')} ${move}.` : `${newEn(n)}; the last, ${side(color, 'Black', 'White')} ${move}.`,
  /** @param {number} n @returns {string} */
  liveSaidUnseen: (n) => `The live game has ${newEn(n)} you have not seen.`,
  /** @param {number} back @param {number} added @returns {string} */
  liveSaidRewritten: (back, added) =>
    `The record was rewritten: ${backEn(back)} taken back${added ? `, ${newEn(added)}` : ''}.`,
  /** @param {string} result @returns {string} */
  liveSaidEnded: (result) => `The game has ended: ${result}.`,
  liveSaidStale: 'The latest version of the record could not be read; the last good one is shown.',
  liveFollowButton: 'Follow a live game',
  liveFollowTitle: 'Follow a live game',
  liveFollowHint:
    'The address of a game record (SGF) that a relay rewrites as the game is played. The board reads it again every few seconds; the address bar then holds a link to share.',
  liveAddressLabel: 'Record address',
  liveFollowStart: 'Follow',
  liveStopButton: 'Stop following',
  /** @param {string} text @returns {string} */
  liveBadAddress: (text) => `"${text}" is not an address.`,
};

/** Russian. */
/** @type {typeof en} */
export const ru = {
  liveBadge: 'Трансляция',
  liveConnecting: 'Подключение к трансляции…',
  liveWatching: 'Доска следит за партией по ходу игры.',
  livePaused: 'Приостановлено, пока страница скрыта.',
  liveRetrying: (reason, seconds) => `Трансляция недоступна (${reason}); новая попытка через ${seconds} с.`,
  liveEnded: (result) => `Партия окончена: ${result}.`,
  liveStopped: 'Трансляция больше не отслеживается.',
  liveUnseen: (n) => `Новых ходов: ${n} — к текущему ходу`,
  liveRewritten: (n) => `Запись переписана: отменено ходов — ${n}.`,
  liveStale: (reason) => `Новую версию записи не удалось прочитать (${reason}); показана последняя исправная.`,
  liveClocksLabel: 'Оставшееся время',
  liveClock: (color, time, periods) => face(side(color, 'Чёрные', 'Белые'), time, periods),
  liveSaidMoves: (n, color, move) =>
    n === 1
      ? `${side(color, 'Чёрные', 'Белые')} ${move}.`
      : `Новых ходов: ${n}; последний — ${side(color, 'Чёрные', 'Белые')} ${move}.`,
  liveSaidUnseen: (n) => `В трансляции есть непросмотренные ходы: ${n}.`,
  liveSaidRewritten: (back, added) => `Запись переписана: отменено ходов — ${back}${added ? `, новых — ${added}` : ''}.`,
  liveSaidEnded: (result) => `Партия окончена: ${result}.`,
  liveSaidStale: 'Новую версию записи не удалось прочитать; показана последняя исправная.',
  liveFollowButton: 'Следить за партией',
  liveFollowTitle: 'Следить за партией в прямом эфире',
  liveFollowHint:
    'Адрес записи партии (SGF), которую трансляция переписывает по ходу игры. Доска загружает её заново каждые несколько секунд; в адресной строке будет ссылка, которой можно поделиться.',
  liveAddressLabel: 'Адрес записи',
  liveFollowStart: 'Следить',
  liveStopButton: 'Перестать следить',
  liveBadAddress: (text) => `«${text}» — не адрес.`,
};

/** Romanian. */
/** @type {typeof en} */
export const ro = {
  liveBadge: 'În direct',
  liveConnecting: 'Conectare la partida în direct…',
  liveWatching: 'Tabla urmărește partida pe măsură ce se joacă.',
  livePaused: 'În pauză cât timp pagina este ascunsă.',
  liveRetrying: (reason, seconds) => `Partida în direct nu poate fi accesată (${reason}); se reîncearcă în ${seconds} s.`,
  liveEnded: (result) => `Partida s-a încheiat: ${result}.`,
  liveStopped: 'Partida în direct nu mai este urmărită.',
  liveUnseen: (n) => `${newRo(n)} — înapoi la mutarea curentă`,
  liveRewritten: (n) => `Înregistrarea a fost rescrisă: ${backRo(n)}.`,
  liveStale: (reason) => `Noua versiune a înregistrării nu a putut fi citită (${reason}); se arată ultima versiune bună.`,
  liveClocksLabel: 'Timp rămas',
  liveClock: (color, time, periods) => face(side(color, 'Negrul', 'Albul'), time, periods),
  liveSaidMoves: (n, color, move) =>
    n === 1 ? `${side(color, 'Negrul', 'Albul')} ${move}.` : `${newRo(n)}; ultima, ${side(color, 'Negrul', 'Albul')} ${move}.`,
  liveSaidUnseen: (n) => `Partida în direct are ${newRo(n)} pe care nu le-ați văzut.`,
  liveSaidRewritten: (back, added) => `Înregistrarea a fost rescrisă: ${backRo(back)}${added ? `, ${newRo(added)}` : ''}.`,
  liveSaidEnded: (result) => `Partida s-a încheiat: ${result}.`,
  liveSaidStale: 'Noua versiune a înregistrării nu a putut fi citită; se arată ultima versiune bună.',
  liveFollowButton: 'Urmăriți o partidă în direct',
  liveFollowTitle: 'Urmăriți o partidă în direct',
  liveFollowHint:
    'Adresa unei înregistrări de partidă (SGF) pe care un releu o rescrie pe măsură ce se joacă. Tabla o citește din nou la câteva secunde; bara de adrese conține apoi un link de trimis.',
  liveAddressLabel: 'Adresa înregistrării',
  liveFollowStart: 'Urmăriți',
  liveStopButton: 'Opriți urmărirea',
  liveBadAddress: (text) => `„${text}” nu este o adresă.`,
};
