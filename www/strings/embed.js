// The strings of `<go-board>` (www/go-board.js), of its demonstration page
// (embed.html) and of the app's record panel (record-info.js). A board speaks the
// language of its `lang` attribute (`translate(lang, key, …)`), whatever the page's.
// Names and comments from a record are arguments here, never markup: the callers put
// the result in with textContent.

/** Black's or White's name in a sentence. */
const side = (/** @type {string} */ color, /** @type {string} */ black, /** @type {string} */ white) => (color === 'B' ? black : white);

/** `name (rank)`, or the name alone when the record gives no rank. */
const withRank = (/** @type {string} */ name, /** @type {string | undefined} */ rank) => (rank ? `${name} (${rank})` : name);

export const en = {
  embedPageTitle: 'Weiqi — Go boards to embed',
  embedPageHeading: 'Go boards for your website',
  embedPageIntro:
    'Each board below is one <go-board> element, added to a page with one line: <script type="module" src="go-board.js">.',
  embedReplayTitle: 'A game record at move 20, for viewing only',
  embedPlayTitle: "Play on 9×9 under Ing's rules",
  embedRussianTitle: 'A board that speaks Russian',

  embedBoardLabel: 'Go board',
  embedLoading: 'Loading…',
  embedControlsLabel: 'Moves and actions',
  embedFirst: 'First move',
  embedBack: 'Previous move',
  embedForward: 'Next move',
  embedLast: 'Last move',
  embedPass: 'Pass',
  embedUndo: 'Undo',
  /** @param {string} color @returns {string} */
  embedToMove: (color) => side(color, 'Black to move', 'White to move'),
  /** @param {number} n @param {number} total @returns {string} */
  embedMove: (n, total) => (n === total ? `Move ${n}` : `Move ${n} of ${total}`),
  /** @param {string} color @returns {string} */
  embedPassed: (color) => side(color, 'Black passed.', 'White passed.'),
  embedStopped: 'Play has stopped after two passes.',
  /** @param {string} kind @param {string} winner @returns {string} */
  embedOutcome: (kind, winner) => {
    switch (kind) {
      case 'resignation': return side(winner, 'Black wins by resignation.', 'White wins by resignation.');
      case 'time': return side(winner, 'Black wins on time.', 'White wins on time.');
      case 'no-result': return 'No result: the whole position repeated.';
      case 'counted': return 'The game is over: the position is counted.';
      default: return 'The game is over.';
    }
  },
  embedReadonly: 'This board is for viewing: no move can be played on it.',
  /** @param {number} n @param {number} total @returns {string} */
  embedViewing: (n, total) => `You are looking at move ${n} of ${total}: go to the last move (») to play.`,
  embedCountedAsPass: 'A lone stone without liberties counts as a pass under these rules.',
  /** @param {string} reason @returns {string} */
  embedFetchFailed: (reason) => `The SGF record could not be fetched: ${reason}`,
  /** @param {string} reason @returns {string} */
  embedEngineFailed: (reason) => `The board could not load its rules engine: ${reason}`,
  embedNotReady: 'The board is still loading.',

  recordTitle: 'Game record',
  /** @param {string} color @param {string} name @param {string} rank @returns {string} */
  recordPlayer: (color, name, rank) => `${side(color, 'Black', 'White')}: ${withRank(name, rank)}`,
  /** @param {string} result @returns {string} */
  recordResult: (result) => `Result: ${result}`,
};

/** Russian. */
/** @type {typeof en} */
export const ru = {
  embedPageTitle: 'Вэйци — доски го для встраивания',
  embedPageHeading: 'Доски го для вашего сайта',
  embedPageIntro:
    'Каждая доска ниже — это один элемент <go-board>, который добавляется на страницу одной строкой: <script type="module" src="go-board.js">.',
  embedReplayTitle: 'Запись партии на 20-м ходу, только для просмотра',
  embedPlayTitle: 'Игра на доске 9×9 по правилам Инга',
  embedRussianTitle: 'Доска, говорящая по-русски',

  embedBoardLabel: 'Доска го',
  embedLoading: 'Загрузка…',
  embedControlsLabel: 'Ходы и действия',
  embedFirst: 'Первый ход',
  embedBack: 'Предыдущий ход',
  embedForward: 'Следующий ход',
  embedLast: 'Последний ход',
  embedPass: 'Пас',
  embedUndo: 'Отменить',
  embedToMove: (color) => side(color, 'Ход чёрных', 'Ход белых'),
  embedMove: (n, total) => (n === total ? `Ход ${n}` : `Ход ${n} из ${total}`),
  embedPassed: (color) => side(color, 'Чёрные спасовали.', 'Белые спасовали.'),
  embedStopped: 'Игра остановлена после двух пасов.',
  embedOutcome: (kind, winner) => {
    switch (kind) {
      case 'resignation': return side(winner, 'Чёрные победили: белые сдались.', 'Белые победили: чёрные сдались.');
      case 'time': return side(winner, 'Чёрные победили по времени.', 'Белые победили по времени.');
      case 'no-result': return 'Без результата: вся позиция повторилась.';
      case 'counted': return 'Партия окончена, позиция подсчитана.';
      default: return 'Партия окончена.';
    }
  },
  embedReadonly: 'Эта доска только для просмотра: ходить на ней нельзя.',
  embedViewing: (n, total) => `Показан ход ${n} из ${total}: чтобы играть, перейдите к последнему ходу (»).`,
  embedCountedAsPass: 'По этим правилам одиночный камень без дамэ считается пасом.',
  embedFetchFailed: (reason) => `Не удалось загрузить запись SGF: ${reason}`,
  embedEngineFailed: (reason) => `Доска не смогла загрузить движок правил: ${reason}`,
  embedNotReady: 'Доска ещё загружается.',

  recordTitle: 'Запись партии',
  recordPlayer: (color, name, rank) => `${side(color, 'Чёрные', 'Белые')}: ${withRank(name, rank)}`,
  recordResult: (result) => `Результат: ${result}`,
};

/** Romanian. */
/** @type {typeof en} */
export const ro = {
  embedPageTitle: 'Weiqi — table de go de inclus în pagini',
  embedPageHeading: 'Table de go pentru site-ul dumneavoastră',
  embedPageIntro:
    'Fiecare tablă de mai jos este un element <go-board>, adăugat într-o pagină cu o singură linie: <script type="module" src="go-board.js">.',
  embedReplayTitle: 'O partidă înregistrată, la mutarea 20, doar pentru vizualizare',
  embedPlayTitle: 'Jucați pe 9×9 după regulile Ing',
  embedRussianTitle: 'O tablă care vorbește rusește',

  embedBoardLabel: 'Tablă de go',
  embedLoading: 'Se încarcă…',
  embedControlsLabel: 'Mutări și acțiuni',
  embedFirst: 'Prima mutare',
  embedBack: 'Mutarea anterioară',
  embedForward: 'Mutarea următoare',
  embedLast: 'Ultima mutare',
  embedPass: 'Pas',
  embedUndo: 'Anulează',
  embedToMove: (color) => side(color, 'Mută negrul', 'Mută albul'),
  embedMove: (n, total) => (n === total ? `Mutarea ${n}` : `Mutarea ${n} din ${total}`),
  embedPassed: (color) => side(color, 'Negrul a dat pas.', 'Albul a dat pas.'),
  embedStopped: 'Jocul s-a oprit după două pase.',
  embedOutcome: (kind, winner) => {
    switch (kind) {
      case 'resignation': return side(winner, 'Negrul câștigă prin abandon.', 'Albul câștigă prin abandon.');
      case 'time': return side(winner, 'Negrul câștigă la timp.', 'Albul câștigă la timp.');
      case 'no-result': return 'Fără rezultat: întreaga poziție s-a repetat.';
      case 'counted': return 'Partida s-a încheiat: poziția este numărată.';
      default: return 'Partida s-a încheiat.';
    }
  },
  embedReadonly: 'Această tablă este doar pentru vizualizare: nu se poate muta pe ea.',
  embedViewing: (n, total) => `Vedeți mutarea ${n} din ${total}: mergeți la ultima mutare (») pentru a juca.`,
  embedCountedAsPass: 'O piatră singură fără libertăți contează ca pas după aceste reguli.',
  embedFetchFailed: (reason) => `Înregistrarea SGF nu a putut fi descărcată: ${reason}`,
  embedEngineFailed: (reason) => `Tabla nu a putut încărca motorul de reguli: ${reason}`,
  embedNotReady: 'Tabla încă se încarcă.',

  recordTitle: 'Înregistrarea partidei',
  recordPlayer: (color, name, rank) => `${side(color, 'Negrul', 'Albul')}: ${withRank(name, rank)}`,
  recordResult: (result) => `Rezultat: ${result}`,
};
