// The computer opponent's strings (www/opponent.js, the New game dialog's opponent
// fields), in English; `ru` and `ro` hold the same keys.

export const en = {
  opponentLabel: 'Opponent',
  opponentPerson: 'Another person, on this device',
  opponentComputer: 'The computer',
  computerColorLabel: 'You play',
  playBlack: 'Black',
  playWhite: 'White',
  computerLevelLabel: 'Computer level',
  /** @param {number} level @returns {string} */
  computerLevelName: (level) => (level === 1 ? '1 (beginner)' : String(level)),
  computerThinking: 'The computer is thinking…',
  /** @param {string} color @param {string} move @returns {string} */
  computerPlayed: (color, move) => `The computer (${color === 'B' ? 'Black' : 'White'}) played ${move}.`,
  computerPassed: 'The computer passed.',
  computerResigned: 'The computer resigned.',
  /** @param {number} n @returns {string} */
  computerMarkedDead: (n) => (n === 1 ? 'The computer marks 1 stone dead: agree or resume.' : `The computer marks ${n} stones dead: agree or resume.`),
  /** @param {string} message @returns {string} */
  computerFailed: (message) => `The computer could not move: ${message}`,
  computerTurn: 'Wait: it is the computer’s turn.',
  computerJudging: 'The computer is checking the dead stones…',
  computerAgrees: 'The computer agrees with the dead stones.',
  /** @param {number} shown @param {number} extra @param {string} resumption @returns {string} */
  computerDisputes: (shown, extra, resumption) =>
    `The computer does not agree: it judges the stones at ${shown}${extra > 0 ? ` and ${extra} more` : ''} otherwise. ` +
    ({
      'play-on': 'Play goes on until the stones are settled.',
      'by-last-passer': 'Play resumes; after the next two passes every stone counts as alive.',
      requester: 'It asks to resume: you move first.',
    }[resumption] ?? 'Play resumes.'),
};

/** @type {typeof en} */
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
  computerJudging: 'Компьютер проверяет мёртвые камни…',
  computerAgrees: 'Компьютер согласен с мёртвыми камнями.',
  computerDisputes: (shown, extra, resumption) =>
    `Компьютер не согласен: он иначе оценивает камни ${shown}${extra > 0 ? ` и ещё ${extra}` : ''}. ` +
    ({
      'play-on': 'Игра продолжается, пока спор не решится.',
      'by-last-passer': 'Игра возобновляется; после следующих двух пасов все камни считаются живыми.',
      requester: 'Он просит возобновить игру: вы ходите первым.',
    }[resumption] ?? 'Игра возобновляется.'),
};

/** @type {typeof en} */
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
  computerJudging: 'Calculatorul verifică pietrele moarte…',
  computerAgrees: 'Calculatorul este de acord cu pietrele moarte.',
  computerDisputes: (shown, extra, resumption) =>
    `Calculatorul nu este de acord: judecă altfel pietrele ${shown}${extra > 0 ? ` și încă ${extra}` : ''}. ` +
    ({
      'play-on': 'Jocul continuă până se lămurește disputa.',
      'by-last-passer': 'Jocul se reia; după următoarele două pasuri toate pietrele sunt considerate vii.',
      requester: 'Cere reluarea jocului: mutați primul.',
    }[resumption] ?? 'Jocul se reia.'),
};
