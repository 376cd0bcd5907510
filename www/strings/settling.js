// Strings of the territory count's settling (RULES R4.4: the dame and defects filled
// before the count) and of the confirmation play-out (RULES R4.7), in English,
// Russian and Romanian.

export const en = {
  /** @param {number} dame @param {number} defects @returns {string} */
  fillNote: (dame, defects) =>
    `Before the count, ${dame} neutral ${dame === 1 ? 'point' : 'points'} (dame) and ${defects} ` +
    `${defects === 1 ? 'defect' : 'defects'} must be filled (small red rings): they count for nobody. ` +
    'A defect is a point of your territory where the opponent could capture once the dame are filled. ' +
    'Tap a marked point if it needs no filling; tap it again to take that back.',
  fillKept: 'The players said this point needs no filling.',
  fillAgain: 'This point must be filled again before the count.',
  confirmTitle: 'Settle by play',
  confirmHelp:
    'If you disagree about life and death, play it out from the stopped position: this is not a resumption of the game. ' +
    'In the play-out a ko may not be taken again until the player who took it has passed for it. ' +
    'Two passes end it; the stones it captured are marked dead and the game is counted from the stopped position.',
  confirmBlack: 'Black starts the play-out',
  confirmWhite: 'White starts the play-out',
  confirmPass: 'Pass',
  confirmUndo: 'Undo move',
  confirmAccept: 'Mark result dead',
  confirmCancel: 'Leave',
  /** @param {string} color @param {number} moves @returns {string} */
  confirmStatus: (color, moves) =>
    `Play-out: ${color === 'B' ? 'Black' : 'White'} to move (${moves} ${moves === 1 ? 'move' : 'moves'} so far).`,
  /** @param {number} n @returns {string} */
  confirmFinished: (n) =>
    `The play-out is over: ${n} ${n === 1 ? 'stone' : 'stones'} of the stopped position captured.`,
  /** @param {number} points @returns {string} */
  confirmBanned: (points) => `Confirmation ko, banned now: ${points}.`,
  /** @param {number} n @returns {string} */
  confirmAccepted: (n) => `The play-out decided: ${n} ${n === 1 ? 'stone' : 'stones'} marked dead.`,
};

/** Russian plural: one (1, 21…), few (2–4, 22–24…), many. */
const ru3 = (/** @type {number} */ n, /** @type {string} */ one, /** @type {string} */ few, /** @type {string} */ many) => {
  const ten = n % 10;
  const hundred = n % 100;
  if (ten === 1 && hundred !== 11) return one;
  if (ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14)) return few;
  return many;
};

/** @type {typeof en} */
export const ru = {
  fillNote: (dame, defects) =>
    `Перед подсчётом нужно заполнить ${dame} ${ru3(dame, 'нейтральный пункт', 'нейтральных пункта', 'нейтральных пунктов')} (дамэ) ` +
    `и ${defects} ${ru3(defects, 'дефект', 'дефекта', 'дефектов')} (маленькие красные кольца): они ничьи. ` +
    'Дефект — пункт вашей территории, где соперник мог бы снять камни после заполнения дамэ. ' +
    'Коснитесь отмеченного пункта, если его заполнять не нужно; ещё раз — чтобы отменить.',
  fillKept: 'Игроки решили, что этот пункт заполнять не нужно.',
  fillAgain: 'Этот пункт снова нужно заполнить перед подсчётом.',
  confirmTitle: 'Решить игрой',
  confirmHelp:
    'Если вы не согласны о жизни и смерти, разыграйте это от остановленной позиции: это не возобновление партии. ' +
    'В розыгрыше ко нельзя снова взять, пока взявший его игрок не спасовал за это ко. ' +
    'Два паса подряд завершают розыгрыш; снятые в нём камни отмечаются мёртвыми, и партия считается от остановленной позиции.',
  confirmBlack: 'Розыгрыш начинают чёрные',
  confirmWhite: 'Розыгрыш начинают белые',
  confirmPass: 'Пас',
  confirmUndo: 'Отменить ход',
  confirmAccept: 'Итог: мёртвые',
  confirmCancel: 'Выйти',
  confirmStatus: (color, moves) =>
    `Розыгрыш: ходят ${color === 'B' ? 'чёрные' : 'белые'} (сделано ходов: ${moves}).`,
  confirmFinished: (n) =>
    `Розыгрыш окончен: снято ${n} ${ru3(n, 'камень', 'камня', 'камней')} остановленной позиции.`,
  confirmBanned: (points) => `Ко подтверждения, сейчас запрещено: ${points}.`,
  confirmAccepted: (n) => `Розыгрыш решил: ${n} ${ru3(n, 'камень отмечен', 'камня отмечены', 'камней отмечены')} мёртвыми.`,
};

/** Romanian plural: one (1), few (0, 2–19…), many ("de"). */
const ro3 = (/** @type {number} */ n, /** @type {string} */ one, /** @type {string} */ few, /** @type {string} */ many) => {
  if (n === 1) return one;
  const hundred = n % 100;
  return n === 0 || (hundred >= 1 && hundred <= 19) ? few : many;
};

/** @type {typeof en} */
export const ro = {
  fillNote: (dame, defects) =>
    `Înainte de numărare trebuie umplute ${dame} ${ro3(dame, 'punct neutru', 'puncte neutre', 'de puncte neutre')} (dame) ` +
    `și ${defects} ${ro3(defects, 'defect', 'defecte', 'de defecte')} (cercuri mici roșii): nu se numără pentru nimeni. ` +
    'Un defect este un punct din teritoriul vostru unde adversarul ar putea captura după umplerea punctelor neutre. ' +
    'Atingeți un punct marcat dacă nu trebuie umplut; atingeți-l din nou pentru a reveni.',
  fillKept: 'Jucătorii au stabilit că acest punct nu trebuie umplut.',
  fillAgain: 'Acest punct trebuie din nou umplut înainte de numărare.',
  confirmTitle: 'Hotărâți prin joc',
  confirmHelp:
    'Dacă nu sunteți de acord asupra vieții și morții, jucați situația de la poziția oprită: nu este o reluare a partidei. ' +
    'În acest joc un ko nu poate fi luat din nou până când jucătorul care l-a luat nu a dat pas pentru el. ' +
    'Două pasuri îl încheie; pietrele capturate în el sunt marcate moarte, iar partida se numără de la poziția oprită.',
  confirmBlack: 'Negrul începe jocul de confirmare',
  confirmWhite: 'Albul începe jocul de confirmare',
  confirmPass: 'Pas',
  confirmUndo: 'Anulați mutarea',
  confirmAccept: 'Rezultatul: morți',
  confirmCancel: 'Ieșiți',
  confirmStatus: (color, moves) =>
    `Joc de confirmare: la mutare ${color === 'B' ? 'Negrul' : 'Albul'} (${moves} ${ro3(moves, 'mutare', 'mutări', 'de mutări')} până acum).`,
  confirmFinished: (n) =>
    `Jocul de confirmare s-a încheiat: ${n} ${ro3(n, 'piatră capturată', 'pietre capturate', 'de pietre capturate')} din poziția oprită.`,
  confirmBanned: (points) => `Ko de confirmare, interzis acum: ${points}.`,
  confirmAccepted: (n) => `Jocul de confirmare a hotărât: ${n} ${ro3(n, 'piatră marcată', 'pietre marcate', 'de pietre marcate')} moarte.`,
};
