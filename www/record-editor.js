// The record editor of the app (a record's match only, record-match.js): the comment
// of the node shown, the game information, markup tools (label, triangle, square,
// circle, cross, clear: a tap on the board marks the point instead of playing), delete
// a variation, promote one to the main line. Every change is the engine's
// (`setComment`, `setInfo`, `setProperty`, `delete`, `promote`) through the
// controller's `edit`, so the board's undo takes it back; a refused edit changes
// nothing and says why.
import { byId, byIdOf, make, setText } from './dom.js';
import { onLanguageChange, t } from './i18n.js';

/** @typedef {import('./pkg/weiqi_web.js').Record} EngineRecord */
/** @typedef {import('./pkg/weiqi_web.js').Markup} Markup */
/** @typedef {import('./pkg/weiqi_web.js').RecordInfo} RecordInfo */
/** @typedef {import('./pkg/weiqi_web.js').RecordInfoInput} RecordInfoInput */
/** @typedef {'TR' | 'SQ' | 'CR' | 'MA' | 'LB'} MarkupIdent */

/**
 * A board action's outcome (board-controller.js `act`): done, refused with the
 * engine's error, or only viewing an earlier position.
 * @typedef {{ ok?: boolean, viewing?: boolean, error?: { code?: string, message?: string } | null }} EditResult
 */

/**
 * What the editor uses of the board (board-controller.js `BoardController`), named
 * here rather than imported: the match shown (a record's has a `tree`), the tool slot
 * that takes the board's taps, `edit`, and dropping a half-made move.
 * @typedef {EventTarget & {
 *   match: { tree?: EngineRecord, node: number } | null,
 *   tool: { readonly active: boolean, apply(point: string): EditResult | null } | null,
 *   edit(edit: ((tree: EngineRecord) => void) | 'deleteVariation' | 'promote'): EditResult | null,
 *   dropInput(): void,
 * }} EditorController
 */

/**
 * The markup tools: their string key and the SGF property each writes.
 * @type {[string, string, string | null][]}
 */
const TOOLS = [
  ['play', 'toolPlay', null],
  ['label', 'toolLabel', 'LB'],
  ['triangle', 'toolTriangle', 'TR'],
  ['square', 'toolSquare', 'SQ'],
  ['circle', 'toolCircle', 'CR'],
  ['cross', 'toolCross', 'MA'],
  ['clear', 'toolClear', null],
];

/**
 * The marks' SGF properties by the names `record.markup` gives.
 * @type {Partial<Record<string, MarkupIdent>>}
 */
const MARK_IDENTS = { triangle: 'TR', square: 'SQ', circle: 'CR', cross: 'MA' };

/**
 * The game information edited, with the viewer's string keys.
 * @type {[keyof RecordInfo, string][]}
 */
const INFO_FIELDS = [
  ['black', 'infoBlack'], ['blackRank', 'infoBlackRank'], ['white', 'infoWhite'], ['whiteRank', 'infoWhiteRank'],
  ['event', 'infoEvent'], ['round', 'infoRound'], ['date', 'infoDate'], ['place', 'infoPlace'],
  ['result', 'infoResult'], ['gameComment', 'infoGameComment'],
];

/** GTP column letters: `I` is skipped (RULES R0.2). */
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/**
 * A GTP point (`D4`) as SGF writes it on a board `height` rows tall (`dp` on 19×19).
 * @param {unknown} point
 * @param {number} height
 * @returns {string | null} null for a point it cannot read
 */
export function sgfPoint(point, height) {
  const found = /^([A-HJ-Z])(\d{1,2})$/.exec(String(point).toUpperCase());
  if (!found) return null;
  /** @param {number} n */
  const letter = (n) => String.fromCharCode(97 + n);
  return letter(COLUMNS.indexOf(found[1])) + letter(height - Number(found[2]));
}

/**
 * The node's markup with `point` given `kind` (a mark name, `label` with `text`, or
 * `clear`): as the properties to write, `{ TR: [...], LB: [...] … }` (empty lists
 * delete). A point carries one mark: another on it goes; the same again takes it off.
 * @param {Pick<Markup, 'marks' | 'labels'>} markup
 * @param {number} height
 * @param {string} point
 * @param {string} kind
 * @param {string} [text]
 * @returns {Record<MarkupIdent, string[]>}
 */
export function markedProperties(markup, height, point, kind, text = '') {
  /** @param {string} p a point of the board (the engine's markup, or one tapped) */
  const sgf = (p) => {
    const written = sgfPoint(p, height);
    if (written === null) throw new Error(`'${p}' is not a point of the board`);
    return written;
  };
  /** @type {Record<MarkupIdent, string[]>} */
  const out = { TR: [], SQ: [], CR: [], MA: [], LB: [] };
  let had = false;
  for (const mark of markup.marks) {
    const ident = MARK_IDENTS[mark.kind];
    if (!ident) continue;
    if (mark.point === point) {
      had ||= mark.kind === kind;
      continue;
    }
    out[ident].push(sgf(mark.point));
  }
  for (const label of markup.labels) {
    if (label.point === point) {
      had ||= kind === 'label' && label.text === text;
      continue;
    }
    out.LB.push(`${sgf(label.point)}:${label.text}`);
  }
  if (!had && kind === 'label' && text) out.LB.push(`${sgf(point)}:${text}`);
  else if (!had) {
    const ident = MARK_IDENTS[kind];
    if (ident) out[ident].push(sgf(point));
  }
  return out;
}

/**
 * The next label after `text`: A → B, 1 → 2, Z stays.
 * @param {string} text
 */
function nextLabel(text) {
  if (/^\d+$/.test(text)) return String(Number(text) + 1);
  if (/^[A-Y]$/i.test(text)) return String.fromCharCode(text.charCodeAt(0) + 1);
  return text;
}

/**
 * Wires the editor to `controller` (board-controller.js).
 * @param {EditorController} controller
 */
export function attachRecordEditor(controller) {
  const tools = byId('markup-tools');
  const label = byIdOf('markup-label', HTMLInputElement);
  let tool = 'play';
  /** @param {string} text */
  const say = (text) => setText(byId('edit-note'), text);
  /** @param {EditResult | null} result */
  const done = (result) => {
    if (!result) return;
    if (result.error) say(t('editRefused', result.error.code ?? '', result.error.message ?? String(result.error)));
    else say(t('editDone'));
  };
  controller.tool = {
    get active() {
      return tool !== 'play' && Boolean(controller.match?.tree);
    },
    /** @param {string} point */
    apply(point) {
      const { match } = controller;
      if (!match) return null;
      const node = match.node;
      const result = controller.edit((tree) => {
        const wanted = markedProperties(tree.markup(node), tree.height, point, tool, label.value.trim());
        const current = tree.properties(node);
        for (const [ident, values] of Object.entries(wanted)) {
          const before = current[ident] ?? [];
          if (values.length === 0 && before.length === 0) continue;
          if (JSON.stringify(values) === JSON.stringify(before)) continue;
          tree.setProperty(node, ident, values.length ? values : null);
        }
      });
      if (tool === 'label' && result?.ok) label.value = nextLabel(label.value.trim());
      done(result);
      return result;
    },
  };

  const buildTools = () => {
    for (const el of tools.querySelectorAll('label')) el.remove();
    for (const [name, key] of TOOLS) {
      const option = make('label', 'tool');
      const input = make('input');
      input.type = 'radio';
      input.name = 'markup-tool';
      input.value = name;
      input.checked = name === tool;
      input.addEventListener('change', () => {
        tool = name;
        label.hidden = tool !== 'label';
        controller.dropInput();
      });
      option.append(input, ' ', t(key));
      tools.append(option);
    }
    label.hidden = tool !== 'label';
  };
  /** @type {Partial<Record<keyof RecordInfo, HTMLInputElement | HTMLTextAreaElement>>} */
  const infoInputs = {};
  const buildInfo = () => {
    const box = byId('edit-info');
    box.replaceChildren(
      ...INFO_FIELDS.map(([name, key]) => {
        const field = make('label', 'field');
        const input = name === 'gameComment' ? make('textarea') : make('input');
        if (input instanceof HTMLInputElement) input.type = 'text';
        input.id = `edit-info-${name}`;
        input.value = infoInputs[name]?.value ?? '';
        infoInputs[name] = input;
        field.append(make('span', '', t(key)), input);
        return field;
      }),
    );
  };

  const comment = byIdOf('edit-comment', HTMLTextAreaElement);
  byId('edit-comment-save').addEventListener('click', () => {
    const { match } = controller;
    if (!match) return;
    const node = match.node;
    done(controller.edit((tree) => tree.setComment(node, comment.value)));
  });
  byId('edit-info-save').addEventListener('click', () => {
    const tree = controller.match?.tree;
    if (!tree) return;
    const info = tree.info();
    /** @type {RecordInfoInput} */
    const change = {};
    for (const [name] of INFO_FIELDS) {
      const value = infoInputs[name]?.value ?? '';
      if ((info[name] ?? '') !== value) change[name] = value === '' ? null : value;
    }
    if (Object.keys(change).length) done(controller.edit((tree) => tree.setInfo(change)));
  });
  byId('delete-variation').addEventListener('click', () => done(controller.edit('deleteVariation')));
  byId('promote-variation').addEventListener('click', () => done(controller.edit('promote')));

  // The fields follow the node shown, unless one is being typed in.
  /** @type {number | null} */
  let shownNode = null;
  const render = () => {
    const { match } = controller;
    const tree = match?.tree;
    byId('record-edit').hidden = !tree;
    if (!match || !tree) return;
    if (match.node !== shownNode || document.activeElement !== comment) comment.value = tree.comment(match.node) ?? '';
    const info = tree.info();
    for (const [name] of INFO_FIELDS) {
      const input = infoInputs[name];
      if (input && document.activeElement !== input) input.value = info[name] ?? '';
    }
    const root = match.node === tree.root;
    byIdOf('delete-variation', HTMLButtonElement).disabled = root;
    const parent = tree.parent(match.node);
    const promote = byIdOf('promote-variation', HTMLButtonElement);
    promote.disabled = root || tree.mainLine().includes(match.node);
    if (parent === null) promote.disabled = true;
    if (match.node !== shownNode) say('');
    shownNode = match.node;
  };
  for (const type of ['change', 'refused']) controller.addEventListener(type, render);
  onLanguageChange(() => {
    buildTools();
    buildInfo();
    render();
  });
  buildTools();
  buildInfo();
  render();
}
