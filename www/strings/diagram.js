// Strings of the board diagrams (SVG and PNG downloads) and of the print view of a
// record, in English, Russian and Romanian. `{from}`, `{to}`, `{move}`, `{at}`,
// `{black}` and `{white}` are filled in by the diagram module.

export const en = {
  diagramDownload: 'Download diagram',
  diagramSvg: 'Diagram (SVG)',
  diagramPng: 'Diagram (PNG)',
  diagramPrint: 'Print record',
  diagramRange: 'Moves {from}–{to}',
  diagramMove: 'Move {from}',
  diagramAt: '{move} at {at}',
  diagramPass: '{move}: pass',
  /** @param {string} reason @returns {string} */
  diagramFailed: (reason) => `The diagram could not be made: ${reason}`,
  printTitle: 'Game record for printing',
  printVs: '{black} (Black) – {white} (White)',
  printStart: 'Starting position',
  printComment: 'Move {move}:',
  printPerDiagram: 'Moves per diagram',
  printStyle: 'Black and white',
  printButton: 'Print',
  printNothing: 'There is no game to print: open this page from the board.',
};

/** @type {typeof en} */
export const ru = {
  diagramDownload: 'Скачать диаграмму',
  diagramSvg: 'Диаграмма (SVG)',
  diagramPng: 'Диаграмма (PNG)',
  diagramPrint: 'Печать партии',
  diagramRange: 'Ходы {from}–{to}',
  diagramMove: 'Ход {from}',
  diagramAt: '{move} в {at}',
  diagramPass: '{move}: пас',
  diagramFailed: (reason) => `Не удалось построить диаграмму: ${reason}`,
  printTitle: 'Запись партии для печати',
  printVs: '{black} (чёрные) – {white} (белые)',
  printStart: 'Начальная позиция',
  printComment: 'Ход {move}:',
  printPerDiagram: 'Ходов на диаграмме',
  printStyle: 'Чёрно-белая',
  printButton: 'Печать',
  printNothing: 'Нет партии для печати: откройте эту страницу с доски.',
};

/** @type {typeof en} */
export const ro = {
  diagramDownload: 'Descarcă diagrama',
  diagramSvg: 'Diagramă (SVG)',
  diagramPng: 'Diagramă (PNG)',
  diagramPrint: 'Tipărește partida',
  diagramRange: 'Mutările {from}–{to}',
  diagramMove: 'Mutarea {from}',
  diagramAt: '{move} în {at}',
  diagramPass: '{move}: pas',
  diagramFailed: (reason) => `Diagrama nu a putut fi făcută: ${reason}`,
  printTitle: 'Partida pentru tipărire',
  printVs: '{black} (negru) – {white} (alb)',
  printStart: 'Poziția de început',
  printComment: 'Mutarea {move}:',
  printPerDiagram: 'Mutări pe diagramă',
  printStyle: 'Alb-negru',
  printButton: 'Tipărește',
  printNothing: 'Nu există nicio partidă de tipărit: deschideți această pagină de la tablă.',
};
