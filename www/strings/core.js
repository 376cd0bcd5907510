// The board app's own strings (page, new-game dialog, status line, ban legend), in
// English; `ru` and `ro` hold the same keys in Russian and Romanian, in the words of
// the Russian Go Federation's code and the Romanian federation's guide (ко, суперко,
// коми, сэки, фора; ko, superko, komi, seki, handicap). Engine messages (ban reasons,
// errors) arrive in English and pass through `explain` and `engineError`, so a
// translation keys them on their code; where the English words carry a number
// (superko, cycle), the engine gives it as `moveNumber` too. The rule sets'
// descriptions (`ruleSetDescription`) are the page's, keyed on the preset's name in
// every language, English too: the main module does not carry them.
import { capitalize } from './text.js';

export const en = {
  appName: 'Weiqi',
  pageTitle: 'Weiqi — play Go by the rules',
  loading: 'Loading the rules engine…',
  /** @param {string} reason @returns {string} */
  loadFailed: (reason) => `The rules engine could not be loaded: ${reason}`,
  boardLabel: 'Go board',

  newGame: 'New game',
  newGameTitle: 'New game',
  rulesLabel: 'Rules',
  sizeLabel: 'Board size',
  widthLabel: 'Width',
  heightLabel: 'Height',
  size9: '9×9',
  size13: '13×13',
  size19: '19×19',
  handicapLabel: 'Handicap stones',
  komiLabel: 'Komi',
  komiHint: 'Filled in from the rules; change it if you agreed otherwise.',
  start: 'Start',
  cancel: 'Cancel',

  /** @param {string} name @returns {string} */
  ruleSetName: (name) => ({
    ing: 'Ing (SST)',
    'simplified-ing': 'Simplified Ing (EGF)',
    russian: 'Russian',
    japanese: 'Japanese',
    chinese: 'Chinese',
    aga: 'AGA',
    'new-zealand': 'New Zealand',
    'tromp-taylor': 'Tromp–Taylor',
    korean: 'Korean',
    'capture-go': 'Capture Go (first games)',
    'kill-all': 'Kill-all (first games)',
  })[name] ?? name,
  // One line on what sets each preset apart (the crate's `RuleSet::description`).
  /** @param {string} name @returns {string} */
  ruleSetDescription: (name) => ({
    ing: 'Ing SST laws: area scoring, komi 8 with Black winning ties, group suicide allowed, hot-stone ko rule, fill-the-board count.',
    'simplified-ing': 'EGF Simplified Ing: area scoring, positional superko, group suicide allowed, seki points to nobody, two-phase ending.',
    russian: 'Russian Go Federation: area scoring, situational superko, suicide forbidden, handicap then White moves.',
    japanese: 'Japanese-style: territory plus prisoners, simple ko, repetition is no result, no points in seki, komi 6.5.',
    chinese: 'Chinese: area scoring, positional superko, suicide forbidden, komi 7.5, a point per handicap stone.',
    aga: 'AGA: area scoring with pass stones, situational superko, suicide forbidden, White passes last.',
    'new-zealand': 'New Zealand: area scoring, situational superko, suicide allowed, free handicap.',
    'tromp-taylor': 'Tromp-Taylor: area scoring, positional superko, suicide allowed, every stone on the board counts.',
    korean: 'Korean: territory plus prisoners, simple ko, no points in seki, White wins ties.',
    'capture-go': 'Capture Go: the first player to capture a stone wins; no passes, no counting.',
    'kill-all': 'Kill-all: White wins by living with any group, Black by killing them all.',
  })[name] ?? name,

  pass: 'Pass',
  resign: 'Resign',
  confirmResign: 'Resign? Tap again',
  undo: 'Undo',
  first: '«',
  back: '‹',
  forward: '›',
  last: '»',
  firstLabel: 'First move',
  backLabel: 'Previous move',
  forwardLabel: 'Next move',
  lastLabel: 'Last move (back to the game)',
  navigationLabel: 'Moves',

  moveNumbers: 'Move numbers',
  legalPoints: 'Show legal points',
  coordinates: 'Coordinates',
  highContrast: 'High contrast',
  muteSound: 'Mute stone sound',

  /** @param {string} color @returns {string} */
  toMove: (color) => (color === 'B' ? 'Black to move' : 'White to move'),
  /** @param {number} n @returns {string} */
  moveNumber: (n) => `Move ${n}`,
  /** @param {number} n @param {number} total @returns {string} */
  viewingMove: (n, total) => `Move ${n} of ${total}`,
  /** @param {number} black @param {number} white @returns {string} */
  prisoners: (black, white) => `Prisoners: Black ${black}, White ${white}`,
  /** @param {string} rules @param {number} width @param {number} height @param {number} komi @param {number} handicap @returns {string} */
  gameLine: (rules, width, height, komi, handicap) =>
    `${rules} · ${width}×${height} · komi ${komi}${handicap ? ` · handicap ${handicap}` : ''}`,
  /** @param {string} color @param {number} level @returns {string} */
  gameLineComputer: (color, level) => `Against the computer, level ${level} (${color === 'B' ? 'Black' : 'White'})`,
  /** @param {string} color @returns {string} */
  colorName: (color) => (color === 'B' ? 'Black' : 'White'),

  /** @param {string} color @returns {string} */
  passed: (color) => `${color === 'B' ? 'Black' : 'White'} passed.`,
  stopped: 'Play has stopped after two passes. Mark the dead stones, then agree or dispute.',
  /** The status line at the stop: what to do, short (the end-game panel says the rest). */
  stoppedStatus: 'Mark the dead stones, then agree or dispute.',
  finishedCounted: 'The game is over: the position is counted.',
  /** @param {string} winner @returns {string} */
  wonByResignation: (winner) => `${winner === 'B' ? 'Black' : 'White'} wins by resignation.`,
  /** @param {string} winner @returns {string} */
  wonByCapture: (winner) => `${winner === 'B' ? 'Black' : 'White'} wins by the first capture.`,
  /** @param {string} winner @returns {string} */
  wonKillAll: (winner) => (winner === 'B' ? 'Black wins: every White group is dead.' : 'White wins: a White group lives.'),
  /** @param {string} winner @returns {string} */
  wonOnTime: (winner) => `${winner === 'B' ? 'Black' : 'White'} wins on time.`,
  noResult: 'No result: the whole position repeated.',
  gameOver: 'The game is over.',
  /** @param {number} n @param {number} total @returns {string} */
  viewingPast: (n, total) =>
    `You are looking at move ${n} of ${total}. Go to the last move (») to play.`,
  nothingToUndo: 'There is nothing to undo.',
  recordMovesKept: "Undo takes back only what you did since opening this record: its own moves stay (Edit the record → Delete this variation removes a line).",
  /** @param {string} point @param {string} color @returns {string} */
  tapAgain: (point, color) => `Preview: ${color === 'B' ? 'Black' : 'White'} at ${point}. Tap ${point} again to play there.`,
  countedAsPass: 'A lone stone with no liberty is a pass under these rules.',

  sheetTabsLabel: 'More',
  sheetTeacher: 'Teacher',
  sheetFiles: 'Files',
  sheetView: 'View',
  sheetClose: 'Close',
  legendTitle: 'Why a point is banned',
  legendHint: 'Hover over a mark, or tap it, to read the reason.',
  /** @param {string} code @returns {string} */
  legend: (code) => ({
    ko: 'Ko: retaking at once is not allowed',
    superko: 'Superko: it would repeat an earlier position (the number is its move)',
    'hot-stone': 'Hot stone (Ing): capture it after one other move',
    cycle: 'Cycle (Ing): you may not begin this repetition again',
    suicide: 'Suicide: the stone would have no liberty',
  })[code] ?? code,

  // A ban or refused move, in words: the engine's message with a capital letter.
  // `moveNumber` is the move a superko or cycle names (the English words hold it).
  /** @param {string} _code @param {string} message @param {number} _moveNumber @returns {string} */
  explain: (_code, message, _moveNumber) => capitalize(message),
  /** @param {string} _code @param {string} message @param {number} _moveNumber @returns {string} */
  engineError: (_code, message, _moveNumber) => capitalize(message),
};

/** A number with the decimal comma Russian and Romanian write (`6,5`). */
const decimalComma = (/** @type {number} */ n) => String(n).replace('.', ',').replace('-', '−');

/** `line N, column M` out of an engine message, or null. */
const lineAndColumn = (/** @type {unknown} */ message) => String(message ?? '').match(/line (\d+), column (\d+)/);

/** Which option of `new Game(…)` a `bad-option` message names, or null. */
const optionNamed = (/** @type {unknown} */ message) => String(message ?? '').match(/^option '(\w+)'/)?.[1] ?? null;

/**
 * A reason in Russian, keyed on the engine's code; unknown codes keep the engine's words.
 * @param {string} code
 * @param {string} message
 * @param {number} [moveNumber]
 * @returns {string}
 */
function ruReason(code, message, moveNumber) {
  switch (code) {
    case 'occupied': return 'На этом пункте уже стоит камень.';
    case 'suicide': return 'Самоубийство: у камня не было бы дыханий, и он ничего не снимает.';
    case 'ko': return 'Ко: немедленное взятие повторило бы позицию. Сначала сыграйте в другом месте.';
    case 'superko':
      if (moveNumber === 0) return 'Суперко: ход повторил бы начальную позицию.';
      if (moveNumber == null) return 'Суперко: ход повторил бы одну из прежних позиций.';
      return `Суперко: ход повторил бы позицию после ${moveNumber}-го хода.`;
    case 'hot-stone': return 'Горячий камень: снять его можно только после другого хода или паса.';
    case 'confirmation-ko': return 'Ко подтверждения: сначала соперник должен спасовать за это ко.';
    case 'cycle':
      if (moveNumber == null) return 'Цикл: вы уже начинали это повторение и не можете начать его снова.';
      return `Цикл: вы начали это повторение на ${moveNumber}-м ходу и не можете начать его снова.`;
    case 'stopped': return 'Игра остановлена после двух пасов: возобновите партию, прежде чем ходить.';
    case 'game-over': return 'Партия окончена: ходов больше нет.';
    case 'bad-point': return 'Такого пункта нет на этой доске.';
    case 'bad-color': return 'Цвет — это «B» (чёрные) или «W» (белые).';
    case 'not-stopped': return 'Игра ещё не остановлена: сначала нужны два паса подряд.';
    case 'no-stone': return 'На этом пункте нет камня, который можно отметить.';
    case 'not-in-these-rules': return 'В этих правилах такого шага нет.';
    case 'bad-option':
      switch (optionNamed(message)) {
        case 'handicap':
          return 'Такую фору нельзя расставить на этой доске: стандартных пунктов форы не хватает. Выберите другое число камней или другую доску.';
        case 'komi': return 'Коми — целое или половинное число очков, например 6,5.';
        case 'width':
        case 'height': return 'Каждая сторона доски — от 1 до 25 линий.';
        default: return 'Партию с такими параметрами начать нельзя.';
      }
    case 'bad-sgf': {
      const at = lineAndColumn(message);
      return at ? `Запись SGF не читается (строка ${at[1]}, столбец ${at[2]}).` : 'Запись SGF не читается.';
    }
    case 'bad-encoding': {
      const at = lineAndColumn(message);
      return at
        ? `Файл нельзя прочитать без потерь: его байты не подходят к его кодировке (строка ${at[1]}, столбец ${at[2]}).`
        : 'Файл нельзя прочитать без потерь: его байты не подходят к его кодировке.';
    }
    case 'bad-node': return 'В этой записи нет такого узла.';
    case 'cannot-count': return 'Подсчёт заполнением доски для этой позиции невозможен.';
    case 'bad-time': return 'Часы получили неверное время.';
    case 'clock-state': return 'Часы сейчас не могут это сделать.';
    case 'flagged': return 'Флажок упал: время вышло, часы остановлены.';
    case 'freed': return 'Этот объект уже освобождён (free()): создайте новый.';
    case 'bad-clock': return 'Сохранённые часы не читаются.';
    default: return capitalize(message);
  }
}

/**
 * A reason in Romanian, keyed on the engine's code; unknown codes keep the engine's words.
 * @param {string} code
 * @param {string} message
 * @param {number} [moveNumber]
 * @returns {string}
 */
function roReason(code, message, moveNumber) {
  switch (code) {
    case 'occupied': return 'Pe acest punct se află deja o piatră.';
    case 'suicide': return 'Sinucidere: piatra nu ar avea nicio libertate și nu capturează nimic.';
    case 'ko': return 'Ko: recapturarea imediată ar repeta poziția. Jucați mai întâi în altă parte.';
    case 'superko':
      if (moveNumber === 0) return 'Superko: mutarea ar repeta poziția de început.';
      if (moveNumber == null) return 'Superko: mutarea ar repeta o poziție anterioară.';
      return `Superko: mutarea ar repeta poziția de după mutarea ${moveNumber}.`;
    case 'hot-stone': return 'Piatră fierbinte: o puteți captura numai după o altă mutare sau un pas.';
    case 'confirmation-ko': return 'Ko de confirmare: adversarul trebuie mai întâi să dea pas pentru acest ko.';
    case 'cycle':
      if (moveNumber == null) return 'Ciclu: ați mai început această repetiție și nu o puteți începe din nou.';
      return `Ciclu: ați început această repetiție la mutarea ${moveNumber} și nu o puteți începe din nou.`;
    case 'stopped': return 'Jocul s-a oprit după două pase: reluați partida înainte de a muta.';
    case 'game-over': return 'Partida s-a încheiat: nu mai sunt mutări.';
    case 'bad-point': return 'Acest punct nu se află pe tablă.';
    case 'bad-color': return 'Culoarea este „B” (negru) sau „W” (alb).';
    case 'not-stopped': return 'Jocul nu s-a oprit încă: mai întâi trebuie două pase la rând.';
    case 'no-stone': return 'Pe acest punct nu există nicio piatră de marcat.';
    case 'not-in-these-rules': return 'Aceste reguli nu au un asemenea pas.';
    case 'bad-option':
      switch (optionNamed(message)) {
        case 'handicap':
          return 'Acest handicap nu se poate așeza pe această tablă: nu sunt destule puncte standard de handicap. Alegeți alt număr de pietre sau altă tablă.';
        case 'komi': return 'Komi este un număr întreg sau cu jumătate de puncte, de exemplu 6,5.';
        case 'width':
        case 'height': return 'Fiecare latură a tablei are între 1 și 25 de linii.';
        default: return 'Partida nu poate începe cu aceste opțiuni.';
      }
    case 'bad-sgf': {
      const at = lineAndColumn(message);
      return at ? `Înregistrarea SGF nu poate fi citită (linia ${at[1]}, coloana ${at[2]}).` : 'Înregistrarea SGF nu poate fi citită.';
    }
    case 'bad-encoding': {
      const at = lineAndColumn(message);
      return at
        ? `Fișierul nu poate fi citit fără pierderi: octeții lui nu se potrivesc cu codificarea sa (linia ${at[1]}, coloana ${at[2]}).`
        : 'Fișierul nu poate fi citit fără pierderi: octeții lui nu se potrivesc cu codificarea sa.';
    }
    case 'bad-node': return 'Această înregistrare nu are un asemenea nod.';
    case 'cannot-count': return 'Numărarea prin umplerea tablei nu se poate face în această poziție.';
    case 'bad-time': return 'Ceasul a primit un timp greșit.';
    case 'clock-state': return 'Ceasul nu poate face acest lucru acum.';
    case 'flagged': return 'Steagul a căzut: timpul s-a terminat, ceasul este oprit.';
    case 'freed': return 'Acest obiect a fost deja eliberat (free()): creați unul nou.';
    case 'bad-clock': return 'Ceasul salvat nu poate fi citit.';
    default: return capitalize(message);
  }
}

/** Russian. */
/** @type {typeof en} */
export const ru = {
  appName: 'Weiqi',
  pageTitle: 'Weiqi — го по правилам',
  loading: 'Загружается движок правил…',
  loadFailed: (reason) => `Не удалось загрузить движок правил: ${reason}`,
  boardLabel: 'Доска для го',

  newGame: 'Новая партия',
  newGameTitle: 'Новая партия',
  rulesLabel: 'Правила',
  sizeLabel: 'Размер доски',
  widthLabel: 'Ширина',
  heightLabel: 'Высота',
  size9: '9×9',
  size13: '13×13',
  size19: '19×19',
  handicapLabel: 'Камни форы',
  komiLabel: 'Коми',
  komiHint: 'Берётся из правил; измените, если вы договорились иначе.',
  start: 'Начать',
  cancel: 'Отмена',

  ruleSetName: (name) => ({
    ing: 'Правила Инга (SST)',
    'simplified-ing': 'Упрощённые правила Инга (EGF)',
    russian: 'Российские',
    japanese: 'Японские',
    chinese: 'Китайские',
    aga: 'AGA',
    'new-zealand': 'Новозеландские',
    'tromp-taylor': 'Тромпа — Тейлора',
    korean: 'Корейские',
    'capture-go': 'Го на взятие (первые партии)',
    'kill-all': 'Убить всё (первые партии)',
  })[name] ?? name,
  ruleSetDescription: (name) => ({
    ing: 'Законы Инга (SST): подсчёт по площади, коми 8, при равенстве побеждают чёрные, самоубийство группы разрешено, правило горячих камней, подсчёт заполнением доски.',
    'simplified-ing': 'Упрощённые правила Инга (EGF): подсчёт по площади, позиционное суперко, самоубийство группы разрешено, общие пункты сэки ничьи, окончание в две фазы.',
    russian: 'Российская федерация го: подсчёт по площади, ситуационное суперко, самоубийство запрещено, после камней форы ходят белые.',
    japanese: 'Японского типа: территория плюс пленные, простое ко, повторение позиции — партия без результата, в сэки очков нет, коми 6,5.',
    chinese: 'Китайские: подсчёт по площади, позиционное суперко, самоубийство запрещено, коми 7,5, по очку за каждый камень форы.',
    aga: 'AGA: подсчёт по площади с камнями за пас, ситуационное суперко, самоубийство запрещено, последними пасуют белые.',
    'new-zealand': 'Новозеландские: подсчёт по площади, ситуационное суперко, самоубийство разрешено, свободная расстановка форы.',
    'tromp-taylor': 'Тромпа — Тейлора: подсчёт по площади, позиционное суперко, самоубийство разрешено, засчитывается каждый камень на доске.',
    korean: 'Корейские: территория плюс пленные, простое ко, в сэки очков нет, при равенстве побеждают белые.',
    'capture-go': 'Го на взятие: побеждает тот, кто первым возьмёт камень; без пасов и без подсчёта.',
    'kill-all': 'Убить всё: белые побеждают, если у них живёт хоть одна группа, чёрные — если убьют все.',
  })[name] ?? name,

  pass: 'Пас',
  resign: 'Сдаться',
  confirmResign: 'Сдаться? Нажмите ещё раз',
  undo: 'Отменить',
  first: '«',
  back: '‹',
  forward: '›',
  last: '»',
  firstLabel: 'Первый ход',
  backLabel: 'Предыдущий ход',
  forwardLabel: 'Следующий ход',
  lastLabel: 'Последний ход (назад к партии)',
  navigationLabel: 'Ходы',

  moveNumbers: 'Номера ходов',
  legalPoints: 'Показать разрешённые пункты',
  coordinates: 'Координаты',
  highContrast: 'Высокий контраст',
  muteSound: 'Без звука камней',

  toMove: (color) => (color === 'B' ? 'Ход чёрных' : 'Ход белых'),
  moveNumber: (n) => `Ход ${n}`,
  viewingMove: (n, total) => `Ход ${n} из ${total}`,
  prisoners: (black, white) => `Пленные: у чёрных ${black}, у белых ${white}`,
  gameLine: (rules, width, height, komi, handicap) =>
    `${rules} · ${width}×${height} · коми ${decimalComma(komi)}${handicap ? ` · фора ${handicap}` : ''}`,
  gameLineComputer: (color, level) => `Против компьютера, уровень ${level} (${color === 'B' ? 'чёрные' : 'белые'})`,
  colorName: (color) => (color === 'B' ? 'Чёрные' : 'Белые'),

  passed: (color) => (color === 'B' ? 'Чёрные спасовали.' : 'Белые спасовали.'),
  stopped: 'Игра остановлена после двух пасов. Отметьте мёртвые камни, затем согласитесь или оспорьте.',
  stoppedStatus: 'Отметьте мёртвые камни, затем согласитесь или оспорьте.',
  finishedCounted: 'Партия окончена: позиция подсчитана.',
  wonByResignation: (winner) => (winner === 'B' ? 'Чёрные победили: белые сдались.' : 'Белые победили: чёрные сдались.'),
  wonByCapture: (winner) => (winner === 'B' ? 'Чёрные победили: они первыми взяли камень.' : 'Белые победили: они первыми взяли камень.'),
  wonKillAll: (winner) => (winner === 'B' ? 'Чёрные победили: все группы белых мертвы.' : 'Белые победили: у белых живёт группа.'),
  wonOnTime: (winner) => (winner === 'B' ? 'Чёрные победили по времени.' : 'Белые победили по времени.'),
  noResult: 'Без результата: повторилась вся позиция.',
  gameOver: 'Партия окончена.',
  viewingPast: (n, total) =>
    `Вы смотрите ход ${n} из ${total}. Чтобы играть, перейдите к последнему ходу (»).`,
  nothingToUndo: 'Отменять нечего.',
  recordMovesKept: 'Отмена возвращает только сделанное вами после открытия записи: её собственные ходы остаются (Правка записи → Удалить этот вариант убирает линию).',
  tapAgain: (point, color) => `Предпросмотр: ${color === 'B' ? 'чёрные' : 'белые'} на ${point}. Коснитесь ${point} ещё раз, чтобы сходить туда.`,
  countedAsPass: 'По этим правилам одиночный камень без дыханий считается пасом.',

  sheetTabsLabel: 'Ещё',
  sheetTeacher: 'Учитель',
  sheetFiles: 'Файлы',
  sheetView: 'Вид',
  sheetClose: 'Закрыть',
  legendTitle: 'Почему пункт запрещён',
  legendHint: 'Наведите указатель на знак или коснитесь его, чтобы прочитать причину.',
  legend: (code) => ({
    ko: 'Ко: сразу отбивать нельзя',
    superko: 'Суперко: ход повторил бы прежнюю позицию (число — номер её хода)',
    'hot-stone': 'Горячий камень (Инг): снять его можно только через ход',
    cycle: 'Цикл (Инг): начать это повторение снова нельзя',
    suicide: 'Самоубийство: у камня не осталось бы дыханий',
  })[code] ?? code,

  explain: (code, message, moveNumber) => ruReason(code, message, moveNumber),
  engineError: (code, message, moveNumber) => ruReason(code, message, moveNumber),
};

/** Romanian. */
/** @type {typeof en} */
export const ro = {
  appName: 'Weiqi',
  pageTitle: 'Weiqi — go după reguli',
  loading: 'Se încarcă motorul de reguli…',
  loadFailed: (reason) => `Motorul de reguli nu a putut fi încărcat: ${reason}`,
  boardLabel: 'Tablă de go',

  newGame: 'Partidă nouă',
  newGameTitle: 'Partidă nouă',
  rulesLabel: 'Reguli',
  sizeLabel: 'Dimensiunea tablei',
  widthLabel: 'Lățime',
  heightLabel: 'Înălțime',
  size9: '9×9',
  size13: '13×13',
  size19: '19×19',
  handicapLabel: 'Pietre de handicap',
  komiLabel: 'Komi',
  komiHint: 'Se completează din reguli; schimbați-l dacă v-ați înțeles altfel.',
  start: 'Începe',
  cancel: 'Renunță',

  ruleSetName: (name) => ({
    ing: 'Regulile Ing (SST)',
    'simplified-ing': 'Regulile Ing simplificate (EGF)',
    russian: 'Rusești',
    japanese: 'Japoneze',
    chinese: 'Chinezești',
    aga: 'AGA',
    'new-zealand': 'Neozeelandeze',
    'tromp-taylor': 'Tromp–Taylor',
    korean: 'Coreene',
    'capture-go': 'Go cu capturare (primele partide)',
    'kill-all': 'Ucide tot (primele partide)',
  })[name] ?? name,
  ruleSetDescription: (name) => ({
    ing: 'Legile SST ale lui Ing: numărare pe suprafață, komi 8 cu victoria negrului la egalitate, sinuciderea grupului permisă, regula pietrelor fierbinți, numărare prin umplerea tablei.',
    'simplified-ing': 'Regulile Ing simplificate (EGF): numărare pe suprafață, superko pozițional, sinuciderea grupului permisă, punctele comune din seki nu sunt ale nimănui, final în două faze.',
    russian: 'Federația Rusă de Go: numărare pe suprafață, superko situațional, sinuciderea interzisă, după pietrele de handicap mută albul.',
    japanese: 'De tip japonez: teritoriu plus prizonieri, ko simplu, repetarea poziției înseamnă partidă fără rezultat, niciun punct în seki, komi 6,5.',
    chinese: 'Chinezești: numărare pe suprafață, superko pozițional, sinuciderea interzisă, komi 7,5, câte un punct pentru fiecare piatră de handicap.',
    aga: 'AGA: numărare pe suprafață cu pietre de pas, superko situațional, sinuciderea interzisă, albul dă pas ultimul.',
    'new-zealand': 'Neozeelandeze: numărare pe suprafață, superko situațional, sinuciderea permisă, handicap așezat liber.',
    'tromp-taylor': 'Tromp–Taylor: numărare pe suprafață, superko pozițional, sinuciderea permisă, contează fiecare piatră de pe tablă.',
    korean: 'Coreene: teritoriu plus prizonieri, ko simplu, niciun punct în seki, albul câștigă la egalitate.',
    'capture-go': 'Go cu capturare: câștigă primul care capturează o piatră; fără pas, fără numărare.',
    'kill-all': 'Ucide tot: albul câștigă dacă trăiește cu orice grup, negrul dacă le omoară pe toate.',
  })[name] ?? name,

  pass: 'Pas',
  resign: 'Abandon',
  confirmResign: 'Abandonați? Apăsați din nou',
  undo: 'Anulează',
  first: '«',
  back: '‹',
  forward: '›',
  last: '»',
  firstLabel: 'Prima mutare',
  backLabel: 'Mutarea anterioară',
  forwardLabel: 'Mutarea următoare',
  lastLabel: 'Ultima mutare (înapoi la joc)',
  navigationLabel: 'Mutări',

  moveNumbers: 'Numerele mutărilor',
  legalPoints: 'Arată punctele permise',
  coordinates: 'Coordonate',
  highContrast: 'Contrast ridicat',
  muteSound: 'Fără sunetul pietrelor',

  toMove: (color) => (color === 'B' ? 'Mută negrul' : 'Mută albul'),
  moveNumber: (n) => `Mutarea ${n}`,
  viewingMove: (n, total) => `Mutarea ${n} din ${total}`,
  prisoners: (black, white) => `Prizonieri: negrul ${black}, albul ${white}`,
  gameLine: (rules, width, height, komi, handicap) =>
    `${rules} · ${width}×${height} · komi ${decimalComma(komi)}${handicap ? ` · handicap ${handicap}` : ''}`,
  gameLineComputer: (color, level) => `Contra calculatorului, nivelul ${level} (${color === 'B' ? 'negrul' : 'albul'})`,
  colorName: (color) => (color === 'B' ? 'Negrul' : 'Albul'),

  passed: (color) => (color === 'B' ? 'Negrul a dat pas.' : 'Albul a dat pas.'),
  stopped: 'Jocul s-a oprit după două pase. Marcați pietrele moarte, apoi acceptați sau contestați.',
  stoppedStatus: 'Marcați pietrele moarte, apoi acceptați sau contestați.',
  finishedCounted: 'Partida s-a încheiat: poziția a fost numărată.',
  wonByResignation: (winner) => (winner === 'B' ? 'Negrul câștigă prin abandon.' : 'Albul câștigă prin abandon.'),
  wonByCapture: (winner) => (winner === 'B' ? 'Negrul câștigă prin prima capturare.' : 'Albul câștigă prin prima capturare.'),
  wonKillAll: (winner) => (winner === 'B' ? 'Negrul câștigă: toate grupurile albe sunt moarte.' : 'Albul câștigă: un grup alb trăiește.'),
  wonOnTime: (winner) => (winner === 'B' ? 'Negrul câștigă la timp.' : 'Albul câștigă la timp.'),
  noResult: 'Fără rezultat: întreaga poziție s-a repetat.',
  gameOver: 'Partida s-a încheiat.',
  viewingPast: (n, total) =>
    `Vă uitați la mutarea ${n} din ${total}. Ca să jucați, mergeți la ultima mutare (»).`,
  nothingToUndo: 'Nu este nimic de anulat.',
  recordMovesKept: 'Anularea ia înapoi doar ce ați făcut după deschiderea înregistrării: mutările ei rămân (Editează înregistrarea → Șterge această variantă elimină o linie).',
  tapAgain: (point, color) => `Previzualizare: ${color === 'B' ? 'negru' : 'alb'} pe ${point}. Atingeți din nou ${point} ca să jucați acolo.`,
  countedAsPass: 'După aceste reguli, o piatră singură fără libertăți contează ca pas.',

  sheetTabsLabel: 'Mai mult',
  sheetTeacher: 'Profesor',
  sheetFiles: 'Fișiere',
  sheetView: 'Afișare',
  sheetClose: 'Închide',
  legendTitle: 'De ce un punct este interzis',
  legendHint: 'Treceți cu mouse-ul peste un semn sau atingeți-l ca să citiți motivul.',
  legend: (code) => ({
    ko: 'Ko: recapturarea imediată nu este permisă',
    superko: 'Superko: ar repeta o poziție anterioară (numărul este mutarea ei)',
    'hot-stone': 'Piatră fierbinte (Ing): o capturați după o altă mutare',
    cycle: 'Ciclu (Ing): nu puteți începe din nou această repetiție',
    suicide: 'Sinucidere: piatra nu ar avea nicio libertate',
  })[code] ?? code,

  explain: (code, message, moveNumber) => roReason(code, message, moveNumber),
  engineError: (code, message, moveNumber) => roReason(code, message, moveNumber),
};
