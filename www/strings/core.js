// The board app's own strings (page, new-game dialog, status line, ban legend), in
// English; `ru` and `ro` hold the same keys in Russian and Romanian. Engine messages
// (ban reasons, errors) arrive in English and pass through `explain` and
// `engineError`, so a translation keys them on their code.
import { capitalize } from './text.js';

/** @type {Record<string, string | ((...args: any[]) => string)>} */
export const en = {
  appName: 'Weiqi',
  pageTitle: 'Weiqi — play Go by the rules',
  loading: 'Loading the rules engine…',
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
  })[name] ?? name,
  ruleSetDescription: (_name, engineText) => engineText,

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

  toMove: (color) => (color === 'B' ? 'Black to move' : 'White to move'),
  moveNumber: (n) => `Move ${n}`,
  viewingMove: (n, total) => `Move ${n} of ${total}`,
  prisoners: (black, white) => `Prisoners: Black ${black}, White ${white}`,
  gameLine: (rules, width, height, komi, handicap) =>
    `${rules} · ${width}×${height} · komi ${komi}` + (handicap ? ` · handicap ${handicap}` : ''),
  colorName: (color) => (color === 'B' ? 'Black' : 'White'),

  passed: (color) => `${color === 'B' ? 'Black' : 'White'} passed.`,
  stopped: 'Play has stopped after two passes. Undo to go on playing.',
  finishedCounted: 'The game is over: the position is counted.',
  wonByResignation: (winner) => `${winner === 'B' ? 'Black' : 'White'} wins by resignation.`,
  wonOnTime: (winner) => `${winner === 'B' ? 'Black' : 'White'} wins on time.`,
  noResult: 'No result: the whole position repeated.',
  gameOver: 'The game is over.',
  viewingPast: (n, total) =>
    `You are looking at move ${n} of ${total}. Go to the last move (») to play.`,
  nothingToUndo: 'There is nothing to undo.',
  tapAgain: 'Tap the same point again to play there.',
  countedAsPass: 'A lone stone with no liberty is a pass under these rules.',

  legendTitle: 'Why a point is banned',
  legendHint: 'Hover over a mark, or tap it, to read the reason.',
  legend: (code) => ({
    ko: 'Ko: retaking at once is not allowed',
    superko: 'Superko: it would repeat an earlier position (the number is its move)',
    'hot-stone': 'Hot stone (Ing): capture it after one other move',
    cycle: 'Cycle (Ing): you may not begin this repetition again',
    suicide: 'Suicide: the stone would have no liberty',
  })[code] ?? code,

  // A ban or refused move, in words: the engine's message with a capital letter.
  explain: (_code, message) => capitalize(message),
  engineError: (_code, message) => capitalize(message),
};

/** Russian: filled in with the translations. */
export const ru = {};

/** Romanian: filled in with the translations. */
export const ro = {};
