// The print view of a whole record: its players and event, then one diagram for
// each N moves ("Moves 1–50", the moves on a point already taken listed under it),
// each followed by the comments of its moves. Comments and names are untrusted SGF
// text: they go in as text only; the diagrams' SVG is parsed as XML, never as HTML.
import { fill, gameDiagram } from './diagram.js';

/**
 * The record's information shown at the top, in this order.
 * @type {(keyof import('./pkg/weiqi_web.js').RecordInfo)[]}
 */
const INFO = ['event', 'round', 'date', 'place', 'result'];

/**
 * Fills `container` with the print view of `game` (the engine's `Game`, unchanged).
 *
 * @param {HTMLElement} container emptied first
 * @param {import('./pkg/weiqi_web.js').Game} game
 * @param {object} [options]
 * @param {number} [options.movesPerDiagram=50]
 * @param {'color' | 'print'} [options.style='print']
 * @param {boolean} [options.coordinates=true]
 * @param {(move: number) => import('./diagram.js').Markup | undefined} [options.markup] the record's markup to
 *   draw on the diagram that ends at `move` (0: the start), as `Record.markup` gives it
 * @param {Partial<Record<'range' | 'move' | 'at' | 'pass' | 'vs' | 'start' | 'comment', string>>} [options.text] wording: `range`, `move`, `at`, `pass` as
 *   `gameDiagram` takes them, `vs` (`'{black} – {white}'`), `start` (`'Start'`),
 *   `comment` (`'{move}:'`)
 * @returns {number} the number of diagrams drawn
 */
export function renderPrintView(container, game, options = {}) {
  const per = Math.max(1, Math.floor(options.movesPerDiagram ?? 50));
  const text = { vs: '{black} – {white}', start: 'Start', comment: '{move}:', ...options.text };
  const doc = container.ownerDocument;
  container.replaceChildren();
  /** @type {Partial<import('./pkg/weiqi_web.js').RecordInfo>} */
  const info = game.recordInfo ?? {};
  const heading = doc.createElement('h1');
  heading.textContent = fill(text.vs, { black: player(info.black, info.blackRank), white: player(info.white, info.whiteRank) });
  container.append(heading);
  const facts = INFO.map((name) => info[name]).filter(Boolean);
  if (facts.length) {
    const line = doc.createElement('p');
    line.className = 'record-facts';
    line.textContent = facts.join(' · ');
    container.append(line);
  }
  if (info.gameComment) container.append(paragraph(doc, 'game-comment', info.gameComment));
  const opening = game.comment(0);
  if (opening) container.append(paragraph(doc, 'comment', opening));

  const total = game.moveNumber;
  /** @type {([number, number] | null)[]} */
  const ranges = [];
  for (let from = 1; from <= total; from += per) ranges.push([from, Math.min(total, from + per - 1)]);
  if (ranges.length === 0) ranges.push(null);
  for (const range of ranges) {
    const figure = doc.createElement('figure');
    figure.className = 'diagram';
    const look = { style: options.style ?? 'print', coordinates: options.coordinates, markup: options.markup?.(range ? range[1] : 0), caption: false };
    const drawn = range
      ? gameDiagram(game, { ...look, moves: { from: range[0], to: range[1] }, text: options.text })
      : gameDiagram(game, { ...look, lastMove: false });
    figure.append(svgElement(doc, drawn.svg));
    const caption = doc.createElement('figcaption');
    const title = doc.createElement('strong');
    title.textContent = drawn.caption || text.start;
    caption.append(title);
    if (drawn.notes.length) {
      caption.append(doc.createElement('br'));
      caption.append(doc.createTextNode(drawn.notes.join(', ')));
    }
    figure.append(caption);
    container.append(figure);
    if (!range) continue;
    const comments = doc.createElement('dl');
    comments.className = 'comments';
    for (let move = range[0]; move <= range[1]; move++) {
      const said = game.comment(move);
      if (!said) continue;
      const term = doc.createElement('dt');
      term.textContent = fill(text.comment, { move });
      const body = doc.createElement('dd');
      body.textContent = said;
      comments.append(term, body);
    }
    if (comments.childElementCount) container.append(comments);
  }
  return ranges.length;
}

/**
 * The SVG text as an element of `doc`, parsed as XML.
 * @param {Document} doc
 * @param {string} svg
 * @returns {Element}
 */
export function svgElement(doc, svg) {
  const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = parsed.documentElement;
  if (root.nodeName !== 'svg') throw new Error('the diagram is not well-formed SVG');
  return doc.importNode(root, true);
}

/**
 * A player's name with the rank, `?` for no name.
 * @param {string | null | undefined} name
 * @param {string | null | undefined} rank
 */
function player(name, rank) {
  const who = name || '?';
  return rank ? `${who} ${rank}` : who;
}

/**
 * A paragraph of `doc` holding `content` as text.
 * @param {Document} doc
 * @param {string} className
 * @param {string} content
 */
function paragraph(doc, className, content) {
  const p = doc.createElement('p');
  p.className = className;
  p.textContent = content;
  return p;
}
