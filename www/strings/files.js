// Strings of offline use, saved games and SGF files (pwa.js, storage.js,
// sgf-files.js, notices.js, recovery.js). Messages from the engine (an SGF error with its line and
// column, load warnings) and file names arrive as they are and are shown as text.
import { counted } from './text.js';

export const en = {
  openSgf: 'Open SGF…',
  saveSgf: 'Save SGF',
  sgfHint: 'You can also drop an SGF file anywhere on the page.',
  noticeClose: 'Close',

  updateReady: 'A new version of Weiqi is ready. Your game is saved and goes on after the update.',
  updateNow: 'Update now',
  updateActive: 'A new version of Weiqi was installed in another window. Reload to use it; your game is saved.',
  updateReload: 'Reload',

  /** @param {string} key @returns {string} */
  savedGameUnreadable: (key) =>
    `The saved game could not be read, so a new game has started. The save is kept on this device under “${key}”.`,
  savedGameNotKept:
    'The saved game could not be read, and there is no room to keep it aside: a new game has started, and during this visit nothing is saved over the old save.',
  /** @param {string} code @returns {string} */
  savedGameReason: (code) => ({
    'not-json': 'The data is damaged.',
    format: 'It is not in the form this app saves games in.',
    newer: 'It was saved by a newer version of Weiqi.',
    replay: 'Its moves cannot be replayed.',
  })[code] ?? code,
  /** @param {string} key @returns {string} */
  savedGameFromCopy: (key) =>
    'The saved game was restored from its SGF copy: the moves are all there, but dead-stone marks and the end of the game may be lost.' +
    (key ? ` The full save is kept under “${key}”.` : ''),
  engineRecovered:
    'The rules engine stopped on an internal error, so the page started again: your game was restored from its last save.',
  engineFailedAgain:
    'The rules engine stopped on an internal error again. Your game is saved; reload the page to go on.',
  gameSaveFailed:
    'This game cannot be saved on this device (storage is full or blocked). It stays on the screen, but a reload would lose it.',

  /** @param {string} name @param {number} megabytes @returns {string} */
  sgfTooLarge: (name, megabytes) => `“${name}” is too large (${megabytes} MB) to be a game record.`,
  /** @param {string} name @returns {string} */
  sgfUnreadableFile: (name) => `“${name}” could not be read.`,
  /** @param {string} name @param {string} _code @param {string} message @returns {string} */
  sgfBadRecord: (name, _code, message) =>
    `“${name}” is not a readable SGF record: ${message}. The game on the board is unchanged.`,
  /** @param {string} name @returns {string} */
  sgfOpened: (name) => `Opened “${name}”.`,
  /** @param {string} name @param {number} count @returns {string} */
  sgfOpenedWithWarnings: (name, count) => `Opened “${name}”. Problems found while loading (${count}):`,
  /** @param {number} count @returns {string} */
  sgfMoreWarnings: (count) => `…and ${count} more.`,
  /** @param {string} encoding @param {string} evidence @returns {string} */
  sgfReadAs: (encoding, evidence) => `Text read as ${encoding} (${{ 'byte-order-mark': 'from its byte-order mark', declared: 'as its CA[] says', 'valid-utf-8': 'valid UTF-8', guessed: 'guessed from the bytes' }[evidence] ?? evidence}).`,
  /** @param {string} message @returns {string} */
  sgfSaveFailed: (message) => `The game could not be written as SGF: ${message}`,
  sgfPickTitle: 'Which game?',
  /** @param {string} name @param {number} count @returns {string} */
  sgfPickText: (name, count) => `“${name}” holds ${count} games. Open one; the others stay in the file, and Save SGF writes them all.`,
  /** @param {number} number @param {string} black @param {string} white @returns {string} */
  sgfPickPlayers: (number, black, white) => `${number}. ${black || '?'} – ${white || '?'}`,
  /** @param {string} event @param {string} date @param {number} moves @returns {string} */
  sgfPickDetails: (event, date, moves) => [event, date, counted('en', moves, { one: 'move', other: 'moves' })].filter(Boolean).join(' · '),
  /** @param {string} name @param {number} number @param {number} count @returns {string} */
  sgfOpenedGame: (name, number, count) => `Opened game ${number} of ${count} in “${name}”.`,
};

/** Russian. */
/** @type {typeof en} */
export const ru = {
  openSgf: 'Открыть SGF…',
  saveSgf: 'Сохранить SGF',
  sgfHint: 'Файл SGF можно также перетащить в любое место страницы.',
  noticeClose: 'Закрыть',

  updateReady: 'Готова новая версия Weiqi. Партия сохранена и продолжится после обновления.',
  updateNow: 'Обновить',
  updateActive:
    'В другом окне установлена новая версия Weiqi. Перезагрузите страницу, чтобы перейти на неё; партия сохранена.',
  updateReload: 'Перезагрузить',

  savedGameUnreadable: (key) =>
    `Сохранённую партию не удалось прочитать, поэтому начата новая. Сохранение оставлено на этом устройстве под ключом «${key}».`,
  savedGameNotKept:
    'Сохранённую партию не удалось прочитать, а отложить её некуда: начата новая партия, и до конца этого посещения старое сохранение не будет перезаписано.',
  savedGameReason: (code) => ({
    'not-json': 'Данные повреждены.',
    format: 'Они записаны не в том виде, в каком приложение сохраняет партии.',
    newer: 'Они сохранены более новой версией Weiqi.',
    replay: 'Ходы партии не удаётся воспроизвести.',
  })[code] ?? code,
  savedGameFromCopy: (key) =>
    'Сохранённая партия восстановлена по её копии в SGF: все ходы на месте, но отметки мёртвых камней и окончание партии могли пропасть.' +
    (key ? ` Полное сохранение оставлено под ключом «${key}».` : ''),
  engineRecovered:
    'Движок правил остановился из-за внутренней ошибки, поэтому страница перезапущена: партия восстановлена из последнего сохранения.',
  engineFailedAgain:
    'Движок правил снова остановился из-за внутренней ошибки. Партия сохранена; перезагрузите страницу, чтобы продолжить.',
  gameSaveFailed:
    'Партию не удаётся сохранить на этом устройстве (хранилище переполнено или заблокировано). Она остаётся на экране, но после перезагрузки пропадёт.',

  sgfTooLarge: (name, megabytes) => `Файл «${name}» слишком велик (${megabytes} МБ) для записи партии.`,
  sgfUnreadableFile: (name) => `Не удалось прочитать файл «${name}».`,
  sgfBadRecord: (name, _code, message) =>
    `Файл «${name}» не удаётся прочитать как запись SGF: ${message}. Партия на доске не изменилась.`,
  sgfOpened: (name) => `Открыт файл «${name}».`,
  sgfOpenedWithWarnings: (name, count) => `Открыт файл «${name}». Замечания при загрузке (${count}):`,
  sgfMoreWarnings: (count) => `…и ещё ${count}.`,
  sgfReadAs: (encoding, evidence) => `Текст прочитан в кодировке ${encoding} (${{ 'byte-order-mark': 'по метке порядка байтов', declared: 'как указано в CA[]', 'valid-utf-8': 'корректный UTF-8', guessed: 'определено по байтам' }[evidence] ?? evidence}).`,
  sgfSaveFailed: (message) => `Не удалось записать партию в SGF: ${message}`,
  sgfPickTitle: 'Какую партию открыть?',
  sgfPickText: (name, count) => `В файле «${name}» партий: ${count}. Откройте одну; остальные остаются в файле, и «Сохранить SGF» запишет их все.`,
  sgfPickPlayers: (number, black, white) => `${number}. ${black || '?'} – ${white || '?'}`,
  sgfPickDetails: (event, date, moves) => [event, date, counted('ru', moves, { one: 'ход', few: 'хода', many: 'ходов', other: 'хода' })].filter(Boolean).join(' · '),
  sgfOpenedGame: (name, number, count) => `Открыта партия ${number} из ${count} в файле «${name}».`,
};

/** Romanian. */
/** @type {typeof en} */
export const ro = {
  openSgf: 'Deschide SGF…',
  saveSgf: 'Salvează SGF',
  sgfHint: 'Puteți și să trageți un fișier SGF oriunde pe pagină.',
  noticeClose: 'Închide',

  updateReady: 'O versiune nouă a Weiqi este gata. Partida este salvată și continuă după actualizare.',
  updateNow: 'Actualizează acum',
  updateActive:
    'O versiune nouă a Weiqi a fost instalată într-o altă fereastră. Reîncărcați pagina pentru a o folosi; partida este salvată.',
  updateReload: 'Reîncarcă',

  savedGameUnreadable: (key) =>
    `Partida salvată nu a putut fi citită, așa că a început o partidă nouă. Salvarea este păstrată pe acest dispozitiv sub cheia „${key}”.`,
  savedGameNotKept:
    'Partida salvată nu a putut fi citită și nu este loc pentru a o păstra deoparte: a început o partidă nouă, iar în această vizită nimic nu se salvează peste salvarea veche.',
  savedGameReason: (code) => ({
    'not-json': 'Datele sunt deteriorate.',
    format: 'Nu sunt în forma în care aplicația salvează partidele.',
    newer: 'Au fost salvate de o versiune mai nouă a Weiqi.',
    replay: 'Mutările partidei nu pot fi refăcute.',
  })[code] ?? code,
  savedGameFromCopy: (key) =>
    'Partida salvată a fost refăcută din copia ei SGF: toate mutările sunt acolo, dar marcajele pietrelor moarte și sfârșitul partidei s-ar putea să se fi pierdut.' +
    (key ? ` Salvarea completă este păstrată sub cheia „${key}”.` : ''),
  engineRecovered:
    'Motorul de reguli s-a oprit din cauza unei erori interne, așa că pagina a pornit din nou: partida a fost refăcută din ultima salvare.',
  engineFailedAgain:
    'Motorul de reguli s-a oprit din nou din cauza unei erori interne. Partida este salvată; reîncărcați pagina pentru a continua.',
  gameSaveFailed:
    'Partida nu poate fi salvată pe acest dispozitiv (spațiul de stocare este plin sau blocat). Rămâne pe ecran, dar o reîncărcare a paginii ar pierde-o.',

  sgfTooLarge: (name, megabytes) => `Fișierul „${name}” este prea mare (${megabytes} MB) pentru a fi înregistrarea unei partide.`,
  sgfUnreadableFile: (name) => `Fișierul „${name}” nu a putut fi citit.`,
  sgfBadRecord: (name, _code, message) =>
    `Fișierul „${name}” nu este o înregistrare SGF care poate fi citită: ${message}. Partida de pe tablă a rămas neschimbată.`,
  sgfOpened: (name) => `S-a deschis „${name}”.`,
  sgfOpenedWithWarnings: (name, count) => `S-a deschis „${name}”. Probleme găsite la încărcare (${count}):`,
  sgfMoreWarnings: (count) => `…și încă ${count}.`,
  sgfReadAs: (encoding, evidence) => `Text citit în codificarea ${encoding} (${{ 'byte-order-mark': 'după marcajul de ordine a octeților', declared: 'așa cum indică CA[]', 'valid-utf-8': 'UTF-8 valid', guessed: 'dedusă din octeți' }[evidence] ?? evidence}).`,
  sgfSaveFailed: (message) => `Partida nu a putut fi scrisă ca SGF: ${message}`,
  sgfPickTitle: 'Care partidă?',
  sgfPickText: (name, count) => `Fișierul „${name}” conține ${count} partide. Deschideți una; celelalte rămân în fișier, iar „Salvează SGF” le scrie pe toate.`,
  sgfPickPlayers: (number, black, white) => `${number}. ${black || '?'} – ${white || '?'}`,
  sgfPickDetails: (event, date, moves) => [event, date, counted('ro', moves, { one: 'mutare', few: 'mutări', other: 'de mutări' })].filter(Boolean).join(' · '),
  sgfOpenedGame: (name, number, count) => `S-a deschis partida ${number} din ${count} din „${name}”.`,
};
