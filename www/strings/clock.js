// The game clock's strings (www/clock.js, www/clock-setup.js): the setup dialog, the
// two faces, pause and warnings, in English; `ru` and `ro` hold the same keys.

/**
 * Russian plural: the form for `n` of `one` (1), `few` (2–4), `many` (5–20 …).
 * @param {number} n
 * @param {string} one
 * @param {string} few
 * @param {string} many
 */
function ruPlural(n, one, few, many) {
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

/**
 * Romanian plural: `one` for 1, `few` for 0 and 2–19 (… 101–119), `many` ("de") otherwise.
 * @param {number} n
 * @param {string} one
 * @param {string} few
 * @param {string} many
 */
function roPlural(n, one, few, many) {
  if (n === 1) return one;
  const tens = n % 100;
  return n === 0 || (tens >= 1 && tens <= 19) ? few : many;
}

export const en = {
  clockButton: 'Clock',
  clockSetupTitle: 'Game clock',
  clockSetupHint: 'Two players, one phone: each side of the board has its own clock. Tap your clock or play your move to pass the turn.',
  clockSystemLabel: 'Time system',
  /** @param {string} system @returns {string} */
  clockSystemName: (system) => ({
    absolute: 'Absolute time',
    fischer: 'Fischer increment',
    byoyomi: 'Byo-yomi',
    canadian: 'Canadian overtime',
    'ing-pp': 'Ing: penalty points (PP)',
    'ing-rs': 'Ing: reading seconds (RS)',
  })[system] ?? system,
  /** @param {string} system @returns {string} */
  clockSystemHint: (system) => ({
    absolute: 'One allowance for the whole game; when it runs out, the game is lost.',
    fischer: 'Each move you complete adds the increment to your time.',
    byoyomi: 'After main time, one move in each period; overrunning a period uses it up, and overrunning the last one loses.',
    canadian: 'After main time, make the set number of moves within each period; then a new period starts.',
    'ing-pp': 'Past basic time, 2 penalty points, and 2 more after each further sixth of it; using more than half of it again loses the game.',
    'ing-rs': 'After basic time, the set number of moves in every period, as long as the game lasts.',
  })[system] ?? system,
  clockMainLabel: 'Main time (minutes)',
  clockIncrementLabel: 'Increment (seconds)',
  clockPeriodsLabel: 'Periods',
  clockPeriodLabel: 'Period (seconds)',
  clockStonesLabel: 'Moves per period',
  clockStart: 'Start the clock',
  clockOff: 'Turn the clock off',
  clockBadNumbers: 'Enter whole numbers from 0 (at least 1 for periods and moves per period).',
  /** @param {string} message @returns {string} */
  clockRefused: (message) => `The clock cannot run with these times: ${message}`,
  clockPause: 'Pause',
  clockResume: 'Resume',
  /** @param {string} color @returns {string} */
  clockFaceLabel: (color) => `${color === 'B' ? 'Black' : 'White'}'s clock: tap it after your move`,
  clockOvertime: 'Overtime',
  /** @param {number} periods @returns {string} */
  clockPeriodsLeft: (periods) => `${periods} ${periods === 1 ? 'period' : 'periods'} left`,
  /** @param {number} stones @returns {string} */
  clockStonesLeft: (stones) => `${stones} ${stones === 1 ? 'move' : 'moves'} to make`,
  /** @param {number} points @returns {string} */
  clockPenalty: (points) => `Penalty: ${points} ${points === 1 ? 'point' : 'points'}`,
  clockToPenalty: 'Until the next penalty',
  clockPaused: 'Clock paused',
  clockRestored: 'The clock was paused while the page reloaded: nobody lost time. Tap Resume to go on.',
  clockLoading: 'The clock is still loading: try again in a moment.',
  /** @param {string} loser @returns {string} */
  clockFlagged: (loser) => `${loser === 'B' ? 'Black' : 'White'} ran out of time.`,
  /** @param {string} color @returns {string} */
  clockLowTime: (color) => `${color === 'B' ? 'Black' : 'White'}: little time left!`,
};

/** @type {typeof en} */
export const ru = {
  clockButton: 'Часы',
  clockSetupTitle: 'Игровые часы',
  clockSetupHint: 'Двое игроков, один телефон: у каждой стороны доски свои часы. Коснитесь своих часов или сделайте ход, чтобы передать очередь.',
  clockSystemLabel: 'Система контроля',
  clockSystemName: (system) => ({
    absolute: 'Абсолютное время',
    fischer: 'Добавка Фишера',
    byoyomi: 'Бёёми',
    canadian: 'Канадское бёёми',
    'ing-pp': 'Инг: штрафные очки (PP)',
    'ing-rs': 'Инг: бёёми (RS)',
  })[system] ?? system,
  clockSystemHint: (system) => ({
    absolute: 'Одно время на всю партию; когда оно кончится, партия проиграна.',
    fischer: 'Каждый сделанный ход добавляет к вашему времени добавку.',
    byoyomi: 'После основного времени — один ход за период; просроченный период сгорает, просрочка последнего — поражение.',
    canadian: 'После основного времени нужно сделать заданное число ходов за период; затем начинается новый период.',
    'ing-pp': 'После основного времени — 2 штрафных очка и ещё по 2 за каждую следующую его шестую часть; после половины сверх него — поражение.',
    'ing-rs': 'После основного времени — заданное число ходов в каждом периоде, сколько бы ни длилась партия.',
  })[system] ?? system,
  clockMainLabel: 'Основное время (минуты)',
  clockIncrementLabel: 'Добавка (секунды)',
  clockPeriodsLabel: 'Периоды',
  clockPeriodLabel: 'Период (секунды)',
  clockStonesLabel: 'Ходов за период',
  clockStart: 'Запустить часы',
  clockOff: 'Выключить часы',
  clockBadNumbers: 'Введите целые числа от 0 (для периодов и ходов за период — от 1).',
  clockRefused: (message) => `С таким временем часы не пойдут: ${message}`,
  clockPause: 'Пауза',
  clockResume: 'Продолжить',
  clockFaceLabel: (color) => `Часы ${color === 'B' ? 'чёрных' : 'белых'}: коснитесь их после своего хода`,
  clockOvertime: 'Дополнительное время',
  clockPeriodsLeft: (periods) => `${ruPlural(periods, 'остался', 'осталось', 'осталось')} ${periods} ${ruPlural(periods, 'период', 'периода', 'периодов')}`,
  clockStonesLeft: (stones) => `${ruPlural(stones, 'остался', 'осталось', 'осталось')} ${stones} ${ruPlural(stones, 'ход', 'хода', 'ходов')}`,
  clockPenalty: (points) => `Штраф: ${points} ${ruPlural(points, 'очко', 'очка', 'очков')}`,
  clockToPenalty: 'До следующего штрафа',
  clockPaused: 'Часы на паузе',
  clockRestored: 'Пока страница перезагружалась, часы стояли на паузе: никто не потерял время. Нажмите «Продолжить».',
  clockLoading: 'Часы ещё загружаются: попробуйте через мгновение.',
  clockFlagged: (loser) => (loser === 'B' ? 'У чёрных кончилось время.' : 'У белых кончилось время.'),
  clockLowTime: (color) => `${color === 'B' ? 'Чёрные' : 'Белые'}: времени почти не осталось!`,
};

/** @type {typeof en} */
export const ro = {
  clockButton: 'Ceas',
  clockSetupTitle: 'Ceasul de joc',
  clockSetupHint: 'Doi jucători, un telefon: fiecare parte a tablei are ceasul ei. Atingeți-vă ceasul sau faceți mutarea ca să dați rândul.',
  clockSystemLabel: 'Sistemul de timp',
  clockSystemName: (system) => ({
    absolute: 'Timp absolut',
    fischer: 'Increment Fischer',
    byoyomi: 'Byo-yomi',
    canadian: 'Prelungire canadiană',
    'ing-pp': 'Ing: puncte de penalizare (PP)',
    'ing-rs': 'Ing: secunde de gândire (RS)',
  })[system] ?? system,
  clockSystemHint: (system) => ({
    absolute: 'Un singur timp pentru toată partida; când se termină, partida e pierdută.',
    fischer: 'Fiecare mutare încheiată adaugă incrementul la timpul dumneavoastră.',
    byoyomi: 'După timpul de bază, câte o mutare în fiecare perioadă; o perioadă depășită se pierde, iar depășirea ultimei pierde partida.',
    canadian: 'După timpul de bază, faceți numărul stabilit de mutări în fiecare perioadă; apoi începe o perioadă nouă.',
    'ing-pp': 'După timpul de bază, 2 puncte de penalizare și încă 2 după fiecare șesime în plus; dincolo de jumătate din el partida e pierdută.',
    'ing-rs': 'După timpul de bază, numărul stabilit de mutări în fiecare perioadă, cât durează partida.',
  })[system] ?? system,
  clockMainLabel: 'Timp de bază (minute)',
  clockIncrementLabel: 'Increment (secunde)',
  clockPeriodsLabel: 'Perioade',
  clockPeriodLabel: 'Perioadă (secunde)',
  clockStonesLabel: 'Mutări pe perioadă',
  clockStart: 'Pornește ceasul',
  clockOff: 'Oprește ceasul',
  clockBadNumbers: 'Introduceți numere întregi de la 0 (cel puțin 1 pentru perioade și mutări pe perioadă).',
  clockRefused: (message) => `Ceasul nu poate merge cu acești timpi: ${message}`,
  clockPause: 'Pauză',
  clockResume: 'Continuă',
  clockFaceLabel: (color) => `Ceasul ${color === 'B' ? 'Negrului' : 'Albului'}: atingeți-l după mutare`,
  clockOvertime: 'Prelungire',
  clockPeriodsLeft: (periods) => `${roPlural(periods, 'a rămas', 'au rămas', 'au rămas')} ${periods} ${roPlural(periods, 'perioadă', 'perioade', 'de perioade')}`,
  clockStonesLeft: (stones) => `${roPlural(stones, 'mai e', 'mai sunt', 'mai sunt')} ${stones} ${roPlural(stones, 'mutare', 'mutări', 'de mutări')} de făcut`,
  clockPenalty: (points) => `Penalizare: ${points} ${roPlural(points, 'punct', 'puncte', 'de puncte')}`,
  clockToPenalty: 'Până la următoarea penalizare',
  clockPaused: 'Ceasul e oprit',
  clockRestored: 'Ceasul a stat pe pauză cât s-a reîncărcat pagina: nimeni n-a pierdut timp. Atingeți Continuă.',
  clockLoading: 'Ceasul încă se încarcă: încercați din nou peste o clipă.',
  clockFlagged: (loser) => (loser === 'B' ? 'Negrului i s-a terminat timpul.' : 'Albului i s-a terminat timpul.'),
  clockLowTime: (color) => `${color === 'B' ? 'Negrul' : 'Albul'}: timpul e pe terminate!`,
};
