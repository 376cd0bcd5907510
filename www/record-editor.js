// The record editor of the app (a record's match only, record-match.js): the comment
// of the node shown, the game information, markup tools (label, triangle, square,
// circle, cross, clear: a tap on the board marks the point instead of playing), delete
// a variation, promote one to the main line. Every change is the engine's
// (`setComment`, `setInfo`, `setProperty`, `delete`, `promote`) through the
// controller's `edit`, so the board's undo takes it back; a refused edit changes
// nothing and says why.
import { byId, make, setText } from './dom.js';
import { onLanguageChange, t } from './i18n.js';

/** The markup tools: their string key and the SGF property each writes. */
const TOOLS = [
  ['play', 'toolPlay', null],
  ['label', 'toolLabel', 'LB'],
  ['triangle', 'toolTriangle', 'TR'],
  ['square', 'toolSquare', 'SQ'],
  ['circle', 'toolCircle', 'CR'],
  ['cross', 'toolCross', 'MA'],
  ['clear', 'toolClear', null],
];

/** The marks' SGF properties by the names `record.markup` gives. */
const MARK_IDENTS = { triangle: 'TR', square: 'SQ', circle: 'CR', cross: 'MA' };

/** The game information edited, with the viewer's string keys. */
const INFO_FIELDS = [
  ['black', 'infoBlack'], ['blackRank', 'infoBlackRank'], ['white', 'infoWhite'], ['whiteRank', 'infoWhiteRank'],
  ['event', 'infoEvent'], ['round', 'infoRound'], ['date', 'infoDate'], ['place', 'infoPlace'],
  ['result', 'infoResult'], ['gameComment', 'infoGameComment'],
];

/** GTP column letters: `I` is skipped (RULES R0.2). */
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** A GTP point (`D4`) as SGF writes it on a board `height` rows tall (`dp` on 19×19). */
export function sgfPoint(point, height) {
  const found = /^([A-HJ-Z])(\d{1,2})$/.exec(String(point).toUpperCase());
  if (!found) return null;
  const letter = (n) => String.fromCharCode(97 + n);
  return letter(COLUMNS.indexOf(found[1])) + letter(height - Number(found[2]));
}

/**
 * The node's markup with `point` given `kind` (a mark name, `label` with `text`, or
 * `clear`): as the properties to write, `{ TR: [...], LB: [...] … }` (empty lists
 * delete). A point carries one mark: another on it goes; the same again takes it off.
 */
export function markedProperties(markup, height, point, kind, text = '') {
  const sgf = (p) => sgfPoint(p, height);
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
  else if (!had && MARK_IDENTS[kind]) out[MARK_IDENTS[kind]].push(sgf(point));
  return out;
}

/** The next label after `text`: A → B, 1 → 2, Z stays. */
function nextLabel(text) {
  if (/^\d+$/.test(text)) return String(Number(text) + 1);
  if (/^[A-Y]$/i.test(text)) return String.fromCharCode(text.charCodeAt(0) + 1);
  return text;
}

/** Wires the editor to `controller` (board-controller.js). */
export function attachRecordEditor(controller) {
  const tools = byId('markup-tools');
  const label = byId('markup-label');
  let tool = 'play';
  const say = (text) => setText(byId('edit-note'), text);
  const done = (result) => {
    if (!result) return;
    if (result.error) say(t('editRefused', result.error.code ?? '', result.error.message ?? String(result.error)));
    else say(t('editDone'));
  };
  controller.tool = {
    get active() {
      return tool !== 'play' && Boolean(controller.match?.tree);
    },
    apply(point) {
      const { match } = controller;
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
  const infoInputs = {};
  const buildInfo = () => {
    const box = byId('edit-info');
    box.replaceChildren(
      ...INFO_FIELDS.map(([name, key]) => {
        const field = make('label', 'field');
        const input = make(name === 'gameComment' ? 'textarea' : 'input');
        if (name !== 'gameComment') input.type = 'text';
        input.id = `edit-info-${name}`;
        input.value = infoInputs[name]?.value ?? '';
        infoInputs[name] = input;
        field.append(make('span', '', t(key)), input);
        return field;
      }),
    );
  };

  byId('edit-comment-save').addEventListener('click', () => {
    const node = controller.match.node;
    done(controller.edit((tree) => tree.setComment(node, byId('edit-comment').value)));
  });
  byId('edit-info-save').addEventListener('click', () => {
    const info = controller.match.tree.info();
    const change = {};
    for (const [name] of INFO_FIELDS) {
      const value = infoInputs[name].value;
      if ((info[name] ?? '') !== value) change[name] = value === '' ? null : value;
    }
    if (Object.keys(change).length) done(controller.edit((tree) => tree.setInfo(change)));
  });
  byId('delete-variation').addEventListener('click', () => done(controller.edit('deleteVariation')));
  byId('promote-variation').addEventListener('click', () => done(controller.edit('promote')));

  // The fields follow the node shown, unless one is being typed in.
  let shownNode = null;
  const render = () => {
    const { match } = controller;
    const tree = match?.tree;
    byId('record-edit').hidden = !tree;
    if (!tree) return;
    const comment = byId('edit-comment');
    if (match.node !== shownNode || document.activeElement !== comment) comment.value = tree.comment(match.node) ?? '';
    const info = tree.info();
    for (const [name] of INFO_FIELDS) {
      if (document.activeElement !== infoInputs[name]) infoInputs[name].value = info[name] ?? '';
    }
    const root = match.node === tree.root;
    byId('delete-variation').disabled = root;
    const parent = tree.parent(match.node);
    byId('promote-variation').disabled = root || tree.mainLine().includes(match.node);
    if (parent === null) byId('promote-variation').disabled = true;
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
