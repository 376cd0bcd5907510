// Nothing lost (recent-games.js): the recent games list, the unsaved-changes dialog,
// a full storage, a game changed in another tab.

export const en = {
  recentTitle: 'Recent games',
  recentEmpty: 'Games replaced by a new game or an opened record are kept here.',
  /** @param {string} black @param {string} white @returns {string} */
  recentPlayers: (black, white) => `${black} – ${white}`,
  recentBlack: 'Black',
  recentWhite: 'White',
  /** @param {string} date @param {number} width @param {number} height @param {number} moves @returns {string} */
  recentDetails: (date, width, height, moves) => `${date} · ${width}×${height} · ${moves} moves`,
  recentOpen: 'Open',
  recentFull: 'The storage of this device is full: the game could not be kept in Recent games. Save it as SGF.',
  /** @param {number} count @returns {string} */
  recentTrimmed: (count) => `The storage of this device is full: Recent games keeps only the newest ${count}.`,
  /** @param {string} reason @returns {string} */
  recentUnreadable: (reason) => `That game could not be opened: ${reason}`,
  unsavedTitle: 'Unsaved changes',
  /** @param {number} moves @returns {string} */
  unsavedText: (moves) => `This game (${moves} moves) has changes not saved as SGF. It will be kept in Recent games.`,
  unsavedSave: 'Save SGF first',
  unsavedContinue: 'Continue',
  otherTabChanged: 'The saved game was changed in another tab. This tab keeps its own game; the other one is kept in Recent games before this tab saves.',
  otherTabOpen: 'Open that game',
  otherTabKeptOnSave: 'Another tab had saved its game here since this tab last did: that game is kept in Recent games, and this tab saved its own.',
  otherTabKept: 'Another tab saved a game since this tab did: this tab has its own game back, and the other one is in Recent games.',
};

/** @type {typeof en} */
export const ru = {
  recentTitle: 'Недавние партии',
  recentEmpty: 'Здесь хранятся партии, заменённые новой партией или открытой записью.',
  recentPlayers: (black, white) => `${black} – ${white}`,
  recentBlack: 'Чёрные',
  recentWhite: 'Белые',
  recentDetails: (date, width, height, moves) => `${date} · ${width}×${height} · ходов: ${moves}`,
  recentOpen: 'Открыть',
  recentFull: 'Хранилище устройства заполнено: партию не удалось сохранить в недавних. Сохраните её как SGF.',
  recentTrimmed: (count) => `Хранилище устройства заполнено: в недавних остаются только последние ${count}.`,
  recentUnreadable: (reason) => `Эту партию не удалось открыть: ${reason}`,
  unsavedTitle: 'Несохранённые изменения',
  unsavedText: (moves) => `В этой партии (ходов: ${moves}) есть изменения, не сохранённые в SGF. Она останется в недавних партиях.`,
  unsavedSave: 'Сначала сохранить SGF',
  unsavedContinue: 'Продолжить',
  otherTabChanged: 'Сохранённую партию изменили в другой вкладке. Эта вкладка сохраняет свою партию; чужая попадёт в недавние до того, как эта вкладка сохранит свою.',
  otherTabOpen: 'Открыть ту партию',
  otherTabKeptOnSave: 'С тех пор как эта вкладка сохраняла партию, свою сохранила другая вкладка: та партия — в недавних, а эта вкладка сохранила свою.',
  otherTabKept: 'После этой вкладки партию сохранила другая: эта вкладка вернула свою партию, а другая партия — в недавних.',
};

/** @type {typeof en} */
export const ro = {
  recentTitle: 'Partide recente',
  recentEmpty: 'Aici sunt păstrate partidele înlocuite de o partidă nouă sau de o înregistrare deschisă.',
  recentPlayers: (black, white) => `${black} – ${white}`,
  recentBlack: 'Negrul',
  recentWhite: 'Albul',
  recentDetails: (date, width, height, moves) => `${date} · ${width}×${height} · ${moves} mutări`,
  recentOpen: 'Deschide',
  recentFull: 'Spațiul de stocare al dispozitivului este plin: partida nu a putut fi păstrată în Partide recente. Salvați-o ca SGF.',
  recentTrimmed: (count) => `Spațiul de stocare al dispozitivului este plin: Partide recente păstrează doar ultimele ${count}.`,
  recentUnreadable: (reason) => `Partida nu a putut fi deschisă: ${reason}`,
  unsavedTitle: 'Modificări nesalvate',
  unsavedText: (moves) => `Această partidă (${moves} mutări) are modificări nesalvate ca SGF. Va fi păstrată în Partide recente.`,
  unsavedSave: 'Salvează SGF întâi',
  unsavedContinue: 'Continuă',
  otherTabChanged: 'Partida salvată a fost schimbată în altă filă. Această filă își păstrează partida; cealaltă este păstrată în Partide recente înainte ca această filă să salveze.',
  otherTabOpen: 'Deschide acea partidă',
  otherTabKeptOnSave: 'Altă filă și-a salvat partida aici de când această filă a salvat ultima oară: acea partidă este păstrată în Partide recente, iar această filă a salvat-o pe a sa.',
  otherTabKept: 'Altă filă a salvat o partidă după această filă: această filă și-a recăpătat partida, iar cealaltă este în Partide recente.',
};
