// Strings of the end of the game: dead-stone marking, agreement and dispute, the score
// panel, the rule-set comparison, the Ing fill-the-board count and the rank
// calculator, in English, Russian and Romanian.

const plural = {
  /** English: one / other. */
  en: (/** @type {number} */ n, /** @type {string} */ one, /** @type {string} */ other) => (n === 1 ? one : other),
  /** Russian: one (1, 21…), few (2–4, 22–24…), many. */
  ru: (/** @type {number} */ n, /** @type {string} */ one, /** @type {string} */ few, /** @type {string} */ many) => {
    const ten = n % 10;
    const hundred = n % 100;
    if (ten === 1 && hundred !== 11) return one;
    if (ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14)) return few;
    return many;
  },
  /** Romanian: one (1), few (0, 2–19, and numbers ending in 01–19), many ("de"). */
  ro: (/** @type {number} */ n, /** @type {string} */ one, /** @type {string} */ few, /** @type {string} */ many) => {
    if (n === 1) return one;
    const hundred = n % 100;
    return n === 0 || (hundred >= 1 && hundred <= 19) ? few : many;
  },
};

/** A number of points with halves as `.5` (or `,5` where the language writes so). */
const num = (/** @type {number} */ n, comma = false) => (comma ? String(n).replace('.', ',') : String(n));

export const en = {
  stoppedTitle: 'End of the game',
  countedTitle: 'The count',
  /** @param {string} resumption @returns {string} */
  markHelp: (resumption) =>
    'Play has stopped. Tap a stone to mark its group dead (tap again to bring it back); ' +
    'territory shows as small squares. ' +
    ({
      'play-on': 'Agree, or dispute and play on: disputed stones are settled by playing (Ing).',
      'by-last-passer': 'Agree, or dispute: play resumes with the opponent of the last player to pass, and the next stop counts every stone as alive.',
      requester: 'Agree, or ask to resume: the opponent of whoever asks moves first.',
    }[resumption] ?? 'Agree to count.'),
  countedHelp: 'The game is over and counted as marked.',
  countedAllAlive: 'The game is over: at this stop every stone on the board counts as alive, and the count is final.',
  /** @param {number} n @returns {string} */
  suggestionNote: (n) =>
    `The estimator has pre-marked ${n} ${plural.en(n, 'stone', 'stones')} as dead (see-through). ` +
    'It is only a suggestion: check it and tap to change; you decide when you agree.',
  agree: 'Agree',
  playOn: 'Dispute: play on',
  resumeLastPasser: 'Dispute: resume play',
  resumeBlack: 'Black asks to resume',
  resumeWhite: 'White asks to resume',
  /** @param {number} n @returns {string} */
  markedDead: (n) => `Marked ${n} ${plural.en(n, 'stone', 'stones')} dead.`,
  /** @param {number} n @returns {string} */
  markedAlive: (n) => `${n} ${plural.en(n, 'stone is', 'stones are')} alive again.`,
  agreed: 'Agreed: the game is counted.',
  /** @param {string} color @returns {string} */
  resumed: (color) => `Play resumes: ${color === 'B' ? 'Black' : 'White'} to move.`,

  cannotScore: 'This position cannot be counted.',
  /** @param {string} scoring @returns {string} */
  scoreProvisional: (scoring) => `Count if these marks are accepted (${scoring === 'area' ? 'area' : 'territory'} counting)`,
  /** @param {string} scoring @returns {string} */
  scoreFinal: (scoring) => `Final count (${scoring === 'area' ? 'area' : 'territory'} counting)`,
  scoreStones: 'Stones',
  scoreTerritory: 'Territory',
  scorePrisoners: 'Prisoners',
  scoreSeki: 'Shared points (seki)',
  scoreKomi: 'Komi',
  scoreCompensation: 'Handicap compensation',
  scorePenalties: 'Clock penalty points',
  scoreTotal: 'Total',
  /** @param {string} winner @param {number} margin @param {string} result @returns {string} */
  scoreResult: (winner, margin, result) =>
    winner === 'draw'
      ? `A draw (${result}).`
      : `${winner === 'B' ? 'Black' : 'White'} wins by ${num(margin)} ${plural.en(margin, 'point', 'points')} (${result}).`,

  compareRules: 'Compare rule sets',
  compareTitle: 'The same position under every rule set',
  compareHint: 'The same stones and the same dead stones, counted by each preset. Results that differ from your rules are highlighted; a changed winner most strongly.',
  compareRulesColumn: 'Rules',
  compareCounting: 'Counting',
  compareBlack: 'Black',
  compareWhite: 'White',
  compareResult: 'Result',
  compareWhy: 'Differs from your rules in',
  compareSame: 'the same counting rules',
  /** @param {string} key @param {string} value @returns {string} */
  ruleKnob: (key, value) =>
    /** @type {Partial<Record<string, () => string>>} */ ({
      komi: () => `komi ${value}`,
      scoring: () => `${value === 'area' ? 'area' : 'territory'} counting`,
      seki: () => `seki: ${{ 'split-shared': 'shared points split', 'shared-to-nobody': 'shared points to nobody', 'nothing-in-seki': 'nothing in seki counts' }[value] ?? value}`,
      tie: () => `equal scores: ${{ draw: 'a draw', 'black-wins': 'Black wins', 'white-wins': 'White wins' }[value] ?? value}`,
      handicapCompensation: () => `handicap compensation: ${{ none: 'none', 'per-stone': 'a point a stone', 'per-stone-after-first': 'a point a stone after the first' }[value] ?? value}`,
    })[key]?.() ?? `${key}: ${value}`,
  /** @param {string} scoring @returns {string} */
  countingName: (scoring) => (scoring === 'area' ? 'area' : 'territory'),
  resultDiffers: 'differs from your rules',
  winnerDiffers: 'another winner than under your rules',
  close: 'Close',

  fillCount: 'Ing count (fill the board)',
  countTitle: 'Ing fill-the-board count',
  cupBlack: "Black's cup",
  cupWhite: "White's cup",
  countPlay: 'Play',
  countPause: 'Pause',
  countBackLabel: 'Step back',
  countForwardLabel: 'Step forward',
  countStartLabel: 'To the start',
  countEndLabel: 'To the end',
  countSpeed: 'Speed',
  countClose: 'Close the count',
  /** @param {number} done @param {number} total @returns {string} */
  countProgress: (done, total) => `Stone ${done} of ${total}`,
  /** @param {number} cup @param {number} removed @returns {string} */
  countStart: (cup, removed) =>
    `Each cup holds ${cup} stones. ${removed} dead ${plural.en(removed, 'stone leaves', 'stones leave')} the board.`,
  /** @param {number} black @param {number} white @returns {string} */
  countOnBoard: (black, white) =>
    `The stones on the board come out of the cups: Black has ${black} left, White ${white}.`,
  /** @param {string} kind @param {string} color @param {string} point @returns {string} */
  countStep: (kind, color, point) => {
    const who = color === 'B' ? 'Black' : 'White';
    return {
      seki: `${who} fills the shared point ${point}.`,
      compensation: `${who} places a compensation stone on ${point}, in the opponent's territory.`,
      penalty: `A penalty stone of ${who} goes on ${point}.`,
      territory: `${who} fills own territory: ${point}.`,
      losing: `${who}'s losing stone goes on ${point}, a winning point of the opponent.`,
    }[kind] ?? `${who}: ${point}.`;
  },
  /** @param {string} winner @param {number} margin @param {number} losing @param {number} extra @param {string} result @returns {string} */
  countOutcome: (winner, margin, losing, extra, result) => {
    if (margin === 0) return `Neither side has winning points: a tie, which ${winner === 'W' ? 'White' : 'Black'} wins under these rules (${result}).`;
    const who = winner === 'B' ? 'Black' : winner === 'W' ? 'White' : 'Nobody';
    const parts = [`${losing} losing ${plural.en(losing, 'stone', 'stones')} on winning points, 2 points each`];
    if (extra > 0) parts.push(`${extra} for the winning point left empty`);
    return `${who} wins by ${margin} ${plural.en(margin, 'point', 'points')} (${result}): ${parts.join(', ')}.`;
  },
  /** @param {number} area @returns {string} */
  countHalfPoint: (area) => `Counted by area the result is ${area}: stones cannot show the half point of komi.`,

  rankTitle: 'Ing rank calculator',
  rankHint: 'Two players’ Ing ranks give the handicap moves and komi (the weaker player takes Black).',
  rankFirst: 'First player',
  rankSecond: 'Second player',
  rankApply: 'Use these',
  /** @param {string} rank @returns {string} */
  rankName: (rank) => rank,
  /** @param {number} difference @param {number} moves @param {number} komi @returns {string} */
  rankAnswer: (difference, moves, komi) =>
    `${difference} points apart: ${moves} handicap ${plural.en(moves, 'move', 'moves')}, ` +
    (komi >= 0 ? `komi ${num(komi)} to White.` : `${num(-komi)} ${plural.en(-komi, 'point', 'points')} of reverse komi to Black.`),
};

/** @type {Partial<Record<string, string>>} */
const RANK_RU = { chi: 'чи', tuan: 'туань', pin: 'пин' };

/** @type {typeof en} */
export const ru = {
  stoppedTitle: 'Окончание партии',
  countedTitle: 'Подсчёт',
  markHelp: (resumption) =>
    'Игра остановлена. Коснитесь камня, чтобы отметить его группу мёртвой (ещё раз — вернуть); ' +
    'территория показана маленькими квадратами. ' +
    ({
      'play-on': 'Согласитесь или оспорьте и продолжайте игру: спорные камни решаются игрой (Инг).',
      'by-last-passer': 'Согласитесь или оспорьте: игру продолжает соперник последнего спасовавшего, а при следующей остановке все камни считаются живыми.',
      requester: 'Согласитесь или попросите продолжить: первым ходит соперник того, кто попросил.',
    }[resumption] ?? 'Согласитесь, чтобы подсчитать.'),
  countedHelp: 'Партия окончена и подсчитана по отметкам.',
  countedAllAlive: 'Партия окончена: при этой остановке все камни на доске считаются живыми, подсчёт окончательный.',
  suggestionNote: (n) =>
    `Оценщик заранее отметил мёртвыми ${n} ${plural.ru(n, 'камень', 'камня', 'камней')} (полупрозрачные). ` +
    'Это лишь подсказка: проверьте и измените касанием; решаете вы, когда соглашаетесь.',
  agree: 'Согласиться',
  playOn: 'Оспорить: играть дальше',
  resumeLastPasser: 'Оспорить: продолжить игру',
  resumeBlack: 'Чёрные просят продолжить',
  resumeWhite: 'Белые просят продолжить',
  markedDead: (n) => `Отмечено мёртвыми: ${n} ${plural.ru(n, 'камень', 'камня', 'камней')}.`,
  markedAlive: (n) => `Снова живы: ${n} ${plural.ru(n, 'камень', 'камня', 'камней')}.`,
  agreed: 'Согласовано: партия подсчитана.',
  resumed: (color) => `Игра продолжается: ход ${color === 'B' ? 'чёрных' : 'белых'}.`,

  cannotScore: 'Эту позицию нельзя подсчитать.',
  scoreProvisional: (scoring) => `Подсчёт, если эти отметки принять (${scoring === 'area' ? 'по площади' : 'по территории'})`,
  scoreFinal: (scoring) => `Окончательный подсчёт (${scoring === 'area' ? 'по площади' : 'по территории'})`,
  scoreStones: 'Камни',
  scoreTerritory: 'Территория',
  scorePrisoners: 'Пленные',
  scoreSeki: 'Общие пункты (сэки)',
  scoreKomi: 'Коми',
  scoreCompensation: 'Компенсация за фору',
  scorePenalties: 'Штрафные очки по часам',
  scoreTotal: 'Итого',
  scoreResult: (winner, margin, result) =>
    winner === 'draw'
      ? `Ничья (${result}).`
      : `${winner === 'B' ? 'Чёрные' : 'Белые'} выигрывают ${num(margin, true)} ${plural.ru(margin, 'очко', 'очка', 'очков')} (${result}).`,

  compareRules: 'Сравнить правила',
  compareTitle: 'Одна позиция по всем правилам',
  compareHint: 'Те же камни и те же мёртвые камни, подсчитанные по каждому своду правил. Результаты, отличные от ваших правил, выделены; смена победителя — сильнее всего.',
  compareRulesColumn: 'Правила',
  compareCounting: 'Подсчёт',
  compareBlack: 'Чёрные',
  compareWhite: 'Белые',
  compareResult: 'Результат',
  compareWhy: 'Отличия от ваших правил',
  compareSame: 'те же правила подсчёта',
  ruleKnob: (key, value) =>
    /** @type {Partial<Record<string, () => string>>} */ ({
      komi: () => `коми ${String(value).replace('.', ',')}`,
      scoring: () => `подсчёт ${value === 'area' ? 'по площади' : 'по территории'}`,
      seki: () => `сэки: ${{ 'split-shared': 'общие пункты делятся', 'shared-to-nobody': 'общие пункты ничьи', 'nothing-in-seki': 'в сэки ничего не считается' }[value] ?? value}`,
      tie: () => `при равенстве очков: ${{ draw: 'ничья', 'black-wins': 'побеждают чёрные', 'white-wins': 'побеждают белые' }[value] ?? value}`,
      handicapCompensation: () => `компенсация за фору: ${{ none: 'нет', 'per-stone': 'очко за камень', 'per-stone-after-first': 'очко за камень после первого' }[value] ?? value}`,
    })[key]?.() ?? `${key}: ${value}`,
  countingName: (scoring) => (scoring === 'area' ? 'по площади' : 'по территории'),
  resultDiffers: 'отличается от ваших правил',
  winnerDiffers: 'другой победитель, чем по вашим правилам',
  close: 'Закрыть',

  fillCount: 'Подсчёт Инга (заполнение доски)',
  countTitle: 'Подсчёт Инга заполнением доски',
  cupBlack: 'Чаша чёрных',
  cupWhite: 'Чаша белых',
  countPlay: 'Пуск',
  countPause: 'Пауза',
  countBackLabel: 'Шаг назад',
  countForwardLabel: 'Шаг вперёд',
  countStartLabel: 'В начало',
  countEndLabel: 'В конец',
  countSpeed: 'Скорость',
  countClose: 'Закрыть подсчёт',
  countProgress: (done, total) => `Камень ${done} из ${total}`,
  countStart: (cup, removed) =>
    `В каждой чаше ${cup} ${plural.ru(cup, 'камень', 'камня', 'камней')}. С доски снимается мёртвых камней: ${removed}.`,
  countOnBoard: (black, white) =>
    `Камни на доске вынуты из чаш: у чёрных осталось ${black}, у белых ${white}.`,
  countStep: (kind, color, point) => {
    const who = color === 'B' ? 'Чёрные' : 'Белые';
    return {
      seki: `${who} заполняют общий пункт ${point}.`,
      compensation: `${who} ставят камень компенсации на ${point}, на территорию соперника.`,
      penalty: `Штрафной камень (${color === 'B' ? 'чёрных' : 'белых'}) ставится на ${point}.`,
      territory: `${who} заполняют свою территорию: ${point}.`,
      losing: `Проигрышный камень (${color === 'B' ? 'чёрных' : 'белых'}) ставится на ${point}, выигрышный пункт соперника.`,
    }[kind] ?? `${who}: ${point}.`;
  },
  countOutcome: (winner, margin, losing, extra, result) => {
    if (margin === 0) return `Ни у кого нет выигрышных пунктов: ничья, которая по этим правилам засчитывается ${winner === 'W' ? 'белым' : 'чёрным'} (${result}).`;
    const who = winner === 'B' ? 'Чёрные' : winner === 'W' ? 'Белые' : 'Никто';
    const parts = [`${losing} ${plural.ru(losing, 'проигрышный камень', 'проигрышных камня', 'проигрышных камней')} на выигрышных пунктах, по 2 очка`];
    if (extra > 0) parts.push(`${extra} за пустой выигрышный пункт`);
    return `${who} выигрывают ${margin} ${plural.ru(margin, 'очко', 'очка', 'очков')} (${result}): ${parts.join(', ')}.`;
  },
  countHalfPoint: (area) => `При подсчёте по площади результат ${area}: камнями нельзя показать пол-очка коми.`,

  rankTitle: 'Калькулятор разрядов Инга',
  rankHint: 'По разрядам Инга двух игроков — число ходов форы и коми (чёрными играет более слабый).',
  rankFirst: 'Первый игрок',
  rankSecond: 'Второй игрок',
  rankApply: 'Применить',
  rankName: (rank) => rank.replace(/chi|tuan|pin/, (unit) => RANK_RU[unit] ?? unit),
  rankAnswer: (difference, moves, komi) =>
    `Разница ${difference} ${plural.ru(difference, 'очко', 'очка', 'очков')}: ${moves} ${plural.ru(moves, 'ход', 'хода', 'ходов')} форы, ` +
    (komi >= 0 ? `коми ${num(komi, true)} белым.` : `обратное коми ${num(-komi, true)} чёрным.`),
};

/** @type {typeof en} */
export const ro = {
  stoppedTitle: 'Sfârșitul partidei',
  countedTitle: 'Numărătoarea',
  markHelp: (resumption) =>
    'Jocul s-a oprit. Atingeți o piatră pentru a-i marca grupul ca mort (încă o dată o readuce); ' +
    'teritoriul apare ca pătrățele. ' +
    ({
      'play-on': 'Acceptați sau contestați și continuați jocul: pietrele disputate se lămuresc jucând (Ing).',
      'by-last-passer': 'Acceptați sau contestați: jocul reia adversarul celui care a pasat ultimul, iar la următoarea oprire toate pietrele sunt socotite vii.',
      requester: 'Acceptați sau cereți reluarea: mută primul adversarul celui care cere.',
    }[resumption] ?? 'Acceptați pentru numărătoare.'),
  countedHelp: 'Partida s-a încheiat și este numărată după marcaje.',
  countedAllAlive: 'Partida s-a încheiat: la această oprire toate pietrele de pe tablă sunt considerate vii, iar numărătoarea este definitivă.',
  suggestionNote: (n) =>
    `Estimatorul a marcat dinainte ${n} ${plural.ro(n, 'piatră', 'pietre', 'de pietre')} ca moarte (transparente). ` +
    'Este doar o sugestie: verificați și schimbați prin atingere; decideți voi când acceptați.',
  agree: 'Accept',
  playOn: 'Contest: jucăm mai departe',
  resumeLastPasser: 'Contest: reluăm jocul',
  resumeBlack: 'Negrul cere reluarea',
  resumeWhite: 'Albul cere reluarea',
  markedDead: (n) => `Marcate ca moarte: ${n} ${plural.ro(n, 'piatră', 'pietre', 'de pietre')}.`,
  markedAlive: (n) => `Din nou vii: ${n} ${plural.ro(n, 'piatră', 'pietre', 'de pietre')}.`,
  agreed: 'De acord: partida este numărată.',
  resumed: (color) => `Jocul continuă: mută ${color === 'B' ? 'Negrul' : 'Albul'}.`,

  cannotScore: 'Această poziție nu poate fi numărată.',
  scoreProvisional: (scoring) => `Numărătoarea dacă se acceptă aceste marcaje (${scoring === 'area' ? 'pe suprafață' : 'pe teritoriu'})`,
  scoreFinal: (scoring) => `Numărătoarea finală (${scoring === 'area' ? 'pe suprafață' : 'pe teritoriu'})`,
  scoreStones: 'Pietre',
  scoreTerritory: 'Teritoriu',
  scorePrisoners: 'Prizonieri',
  scoreSeki: 'Puncte comune (seki)',
  scoreKomi: 'Komi',
  scoreCompensation: 'Compensație pentru handicap',
  scorePenalties: 'Puncte de penalizare la ceas',
  scoreTotal: 'Total',
  scoreResult: (winner, margin, result) =>
    winner === 'draw'
      ? `Egalitate (${result}).`
      : `${winner === 'B' ? 'Negrul' : 'Albul'} câștigă la ${num(margin, true)} ${plural.ro(margin, 'punct', 'puncte', 'de puncte')} (${result}).`,

  compareRules: 'Compară regulamentele',
  compareTitle: 'Aceeași poziție după fiecare regulament',
  compareHint: 'Aceleași pietre și aceleași pietre moarte, numărate după fiecare regulament. Rezultatele care diferă de regulile voastre sunt evidențiate; un alt câștigător cel mai puternic.',
  compareRulesColumn: 'Reguli',
  compareCounting: 'Numărare',
  compareBlack: 'Negru',
  compareWhite: 'Alb',
  compareResult: 'Rezultat',
  compareWhy: 'Diferă de regulile voastre prin',
  compareSame: 'aceleași reguli de numărare',
  ruleKnob: (key, value) =>
    /** @type {Partial<Record<string, () => string>>} */ ({
      komi: () => `komi ${String(value).replace('.', ',')}`,
      scoring: () => `numărare ${value === 'area' ? 'pe suprafață' : 'pe teritoriu'}`,
      seki: () => `seki: ${{ 'split-shared': 'punctele comune se împart', 'shared-to-nobody': 'punctele comune nu sunt ale nimănui', 'nothing-in-seki': 'nimic din seki nu se numără' }[value] ?? value}`,
      tie: () => `la scor egal: ${{ draw: 'remiză', 'black-wins': 'câștigă negrul', 'white-wins': 'câștigă albul' }[value] ?? value}`,
      handicapCompensation: () => `compensație pentru handicap: ${{ none: 'niciuna', 'per-stone': 'un punct de piatră', 'per-stone-after-first': 'un punct de piatră după prima' }[value] ?? value}`,
    })[key]?.() ?? `${key}: ${value}`,
  countingName: (scoring) => (scoring === 'area' ? 'pe suprafață' : 'pe teritoriu'),
  resultDiffers: 'diferă de regulile voastre',
  winnerDiffers: 'alt câștigător decât după regulile voastre',
  close: 'Închide',

  fillCount: 'Numărătoarea Ing (umplerea tablei)',
  countTitle: 'Numărătoarea Ing prin umplerea tablei',
  cupBlack: 'Cupa Negrului',
  cupWhite: 'Cupa Albului',
  countPlay: 'Pornește',
  countPause: 'Pauză',
  countBackLabel: 'Un pas înapoi',
  countForwardLabel: 'Un pas înainte',
  countStartLabel: 'La început',
  countEndLabel: 'La sfârșit',
  countSpeed: 'Viteză',
  countClose: 'Închide numărătoarea',
  countProgress: (done, total) => `Piatra ${done} din ${total}`,
  countStart: (cup, removed) =>
    `Fiecare cupă are ${cup} ${plural.ro(cup, 'piatră', 'pietre', 'de pietre')}. Pietre moarte scoase de pe tablă: ${removed}.`,
  countOnBoard: (black, white) =>
    `Pietrele de pe tablă ies din cupe: Negrului îi rămân ${black}, Albului ${white}.`,
  countStep: (kind, color, point) => {
    const who = color === 'B' ? 'Negrul' : 'Albul';
    const whose = color === 'B' ? 'Negrului' : 'Albului';
    return {
      seki: `${who} umple punctul comun ${point}.`,
      compensation: `${who} pune o piatră de compensație pe ${point}, în teritoriul adversarului.`,
      penalty: `O piatră de penalizare a ${whose} merge pe ${point}.`,
      territory: `${who} își umple teritoriul: ${point}.`,
      losing: `O piatră pierzătoare a ${whose} merge pe ${point}, punct câștigător al adversarului.`,
    }[kind] ?? `${who}: ${point}.`;
  },
  countOutcome: (winner, margin, losing, extra, result) => {
    if (margin === 0) return `Nimeni nu are puncte câștigătoare: egalitate, câștigată după aceste reguli de ${winner === 'W' ? 'Alb' : 'Negru'} (${result}).`;
    const who = winner === 'B' ? 'Negrul' : winner === 'W' ? 'Albul' : 'Nimeni';
    const parts = [`${losing} ${plural.ro(losing, 'piatră pierzătoare', 'pietre pierzătoare', 'de pietre pierzătoare')} pe puncte câștigătoare, câte 2 puncte`];
    if (extra > 0) parts.push(`${extra} pentru punctul câștigător rămas gol`);
    return `${who} câștigă la ${margin} ${plural.ro(margin, 'punct', 'puncte', 'de puncte')} (${result}): ${parts.join(', ')}.`;
  },
  countHalfPoint: (area) => `Numărat pe suprafață, rezultatul este ${area}: pietrele nu pot arăta jumătatea de punct din komi.`,

  rankTitle: 'Calculatorul de ranguri Ing',
  rankHint: 'Rangurile Ing ale celor doi jucători dau mutările de handicap și komi (jucătorul mai slab ia Negrul).',
  rankFirst: 'Primul jucător',
  rankSecond: 'Al doilea jucător',
  rankApply: 'Folosește-le',
  rankName: (rank) => rank,
  rankAnswer: (difference, moves, komi) =>
    `Diferență de ${difference} ${plural.ro(difference, 'punct', 'puncte', 'de puncte')}: ${moves} ${plural.ro(moves, 'mutare', 'mutări', 'de mutări')} de handicap, ` +
    (komi >= 0 ? `komi ${num(komi, true)} pentru Alb.` : `komi invers de ${num(-komi, true)} pentru Negru.`),
};
