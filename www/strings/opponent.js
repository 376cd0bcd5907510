// The computer opponent's strings (www/opponent.js, the New game dialog's opponent
// fields), in English; `ru` and `ro` hold the same keys.

/** @type {Record<string, string | ((...args: any[]) => string)>} */
export const en = {
  opponentLabel: 'Opponent',
  opponentPerson: 'Another person, on this device',
  opponentComputer: 'The computer',
  computerColorLabel: 'You play',
  playBlack: 'Black',
  playWhite: 'White',
  computerLevelLabel: 'Computer level',
  computerLevelName: (level) => (level === 1 ? '1 (beginner)' : String(level)),
  computerThinking: 'The computer is thinking…',
  computerPlayed: (color, move) => `The computer (${color === 'B' ? 'Black' : 'White'}) played ${move}.`,
  computerPassed: 'The computer passed.',
  computerResigned: 'The computer resigned.',
  computerMarkedDead: (n) => (n === 1 ? 'The computer marks 1 stone dead: agree or resume.' : `The computer marks ${n} stones dead: agree or resume.`),
  computerFailed: (message) => `The computer could not move: ${message}`,
  computerTurn: 'Wait: it is the computer’s turn.',
};

/** @type {Record<string, string | ((...args: any[]) => string)>} */
export const ru = {
  opponentLabel: 'Соперник',
  opponentPerson: 'Другой человек, на этом устройстве',
  opponentComputer: 'Компьютер',
  computerColorLabel: 'Вы играете',
  playBlack: 'Чёрными',
  playWhite: 'Белыми',
  computerLevelLabel: 'Уровень компьютера',
  computerLevelName: (level) => (level === 1 ? '1 (начинающий)' : String(level)),
  computerThinking: 'Компьютер думает…',
  computerPlayed: (color, move) => `Компьютер (${color === 'B' ? 'чёрные' : 'белые'}) сыграл ${move}.`,
  computerPassed: 'Компьютер спасовал.',
  computerResigned: 'Компьютер сдался.',
  computerMarkedDead: (n) => `Компьютер отметил мёртвыми камней: ${n}. Согласитесь или продолжите игру.`,
  computerFailed: (message) => `Компьютер не смог сходить: ${message}`,
  computerTurn: 'Подождите: ходит компьютер.',
};

/** @type {Record<string, string | ((...args: any[]) => string)>} */
export const ro = {
  opponentLabel: 'Adversar',
  opponentPerson: 'Altă persoană, pe acest dispozitiv',
  opponentComputer: 'Calculatorul',
  computerColorLabel: 'Jucați cu',
  playBlack: 'Negrul',
  playWhite: 'Albul',
  computerLevelLabel: 'Nivelul calculatorului',
  computerLevelName: (level) => (level === 1 ? '1 (începător)' : String(level)),
  computerThinking: 'Calculatorul se gândește…',
  computerPlayed: (color, move) => `Calculatorul (${color === 'B' ? 'negrul' : 'albul'}) a jucat ${move}.`,
  computerPassed: 'Calculatorul a dat pas.',
  computerResigned: 'Calculatorul a abandonat.',
  computerMarkedDead: (n) => `Calculatorul a marcat pietre moarte: ${n}. Acceptați sau reluați jocul.`,
  computerFailed: (message) => `Calculatorul nu a putut muta: ${message}`,
  computerTurn: 'Așteptați: mută calculatorul.',
};
