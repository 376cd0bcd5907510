// Real-style SGF records generated deterministically (a seeded generator), for the
// round-trip test: variations at several depths, comments with escapes and soft
// line breaks, every markup kind, unknown and private properties, setup in
// variations, rectangular and one-line boards, non-ASCII names (RULES R6.1).

/** A small deterministic generator (mulberry32). */
export function generator(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (items) => items[int(items.length)];
  return { next, int, pick };
}

const SIZES = [[19, 19], [9, 9], [13, 13], [19, 13], [7, 5], [9, 1], [1, 6], [25, 25], [21, 21]];
const NAMES = ['Lee Sedol', '이세돌', '柯洁', 'Ли Сэ Дол', 'Ştefan Ţuţu', 'O\'Neil', 'A \\] B', 'C:\\\\path', '井山裕太'];
const TEXTS = [
  'A plain comment.',
  'An escaped bracket \\] and backslash \\\\ here.',
  'Two lines:\nsecond line.',
  'A soft\\\nline break.',
  'Colons : and [brackets\\] and (parens) ;semicolons;',
  'Ход хороший — сильный.',
  '好棋！ 🎉',
  'Tabs\tand\tspaces  .',
  'Ends with a backslash \\\\',
];
const UNKNOWN = ['KGSSB', 'KGSDE', 'MULTIGOGM', 'XX', 'APPX', 'ZZTOP'];

const letter = (i) => String.fromCharCode(i < 26 ? 97 + i : 65 + i - 26);

/** `count` records from `seed`, as SGF text. */
export function generateRecords(count, seed = 1) {
  const g = generator(seed);
  const records = [];
  for (let n = 0; n < count; n += 1) records.push(generateRecord(g));
  return records;
}

function generateRecord(g) {
  const [w, h] = g.pick(SIZES);
  const point = () => letter(g.int(w)) + letter(g.int(h));
  const rect = () => {
    const a = [g.int(w), g.int(h)];
    const b = [Math.min(w - 1, a[0] + g.int(3)), Math.min(h - 1, a[1] + g.int(3))];
    return `${letter(a[0])}${letter(a[1])}:${letter(b[0])}${letter(b[1])}`;
  };
  const points = (k) => Array.from({ length: 1 + g.int(k) }, () => (g.int(3) === 0 ? rect() : point()));
  const values = (list) => list.map((v) => `[${v}]`).join('');
  const markup = () => {
    const kind = g.pick(['CR', 'MA', 'SQ', 'TR', 'SL', 'DD', 'LB', 'AR', 'LN', 'VW', 'TB', 'TW']);
    if (kind === 'LB') return `LB${values(Array.from({ length: 1 + g.int(3) }, () => `${point()}:${g.pick(['A', '1', 'x\\]y', 'два', 'a\\:b'])}`))}`;
    if (kind === 'AR' || kind === 'LN') return `${kind}${values([`${point()}:${point()}`])}`;
    // A point list once per node: a repeated identifier would be merged (RULES R6.2).
    return `${kind}${values(points(3))}`;
  };

  const root = [`FF[4]GM[1]SZ[${w === h ? w : `${w}:${h}`}]`];
  if (g.int(2)) root.push(`PB[${g.pick(NAMES)}]PW[${g.pick(NAMES)}]`);
  if (g.int(2)) root.push(`EV[${g.pick(['Kisei', '名人戦', 'Чемпионат'])}]DT[2024-0${1 + g.int(9)}-1${g.int(10)}]`);
  if (g.int(2)) root.push(`KM[${g.pick(['6.5', '7.5', '0', '-3'])}]RU[${g.pick(['Japanese', 'Chinese', 'GOE', 'AGA', 'NZ', 'Korean'])}]`);
  if (g.int(2)) root.push(`GC[${g.pick(TEXTS)}]`);
  if (g.int(3) === 0) root.push(`AB${values(points(4))}`);
  if (g.int(3) === 0) root.push(`${g.pick(UNKNOWN)}[${g.pick(['', 'x', '1:2', 'a\\]b'])}]`);

  const used = new Set();
  const nodeText = (depth) => {
    used.clear();
    const props = [];
    const add = (ident, text) => {
      if (used.has(ident)) return;
      used.add(ident);
      props.push(ident + text);
    };
    const roll = g.int(10);
    if (roll < 7) add(g.int(2) ? 'B' : 'W', `[${g.int(12) === 0 ? g.pick(['', 'tt']) : point()}]`);
    else if (roll < 9) {
      add('AB', values(points(3)));
      if (g.int(2)) add('AW', values(points(2)));
      if (g.int(2)) add('AE', values([point()]));
      if (g.int(2)) add('PL', `[${g.pick(['B', 'W'])}]`);
    }
    if (g.int(3) === 0) add('C', `[${g.pick(TEXTS)} (depth ${depth})]`);
    if (g.int(4) === 0) add('N', `[${g.pick(NAMES)}]`);
    if (g.int(3) === 0) {
      const m = markup();
      add(m.slice(0, 2), m.slice(2));
    }
    if (g.int(6) === 0) add(g.pick(['GB', 'GW', 'DM', 'UC', 'TE', 'BM']), `[${1 + g.int(2)}]`);
    if (g.int(8) === 0) add(g.pick(['DO', 'IT', 'HO']), g.pick(['[]', '[1]']));
    if (g.int(6) === 0) add(g.pick(['BL', 'WL']), `[${g.int(3600)}.${g.int(10)}]`);
    if (g.int(6) === 0) add(g.pick(['OB', 'OW']), `[${g.int(25)}]`);
    if (g.int(8) === 0) add(g.pick(UNKNOWN), `[${g.pick(['v', '', 'é'])}]`);
    return `;${props.join('')}`;
  };

  // A tree written with an explicit stack: sequences, then variations at any depth.
  let out = `(;${root.join('')}`;
  let budget = 20 + g.int(120);
  const sequence = (depth) => {
    let text = '';
    const length = 1 + g.int(6);
    for (let i = 0; i < length && (i === 0 || budget > 0); i += 1, budget -= 1) text += nodeText(depth);
    return text;
  };
  out += sequence(0);
  const writeBranches = (depth) => {
    // Iterative: a queue of closings instead of recursion.
    const todo = [{ depth, branches: g.int(4) === 0 ? 0 : 2 + g.int(2) }];
    while (todo.length > 0) {
      const top = todo[todo.length - 1];
      if (top.branches === 0 || budget <= 0) {
        todo.pop();
        if (todo.length > 0) out += ')';
        continue;
      }
      top.branches -= 1;
      out += `(${sequence(top.depth + 1)}`;
      todo.push({ depth: top.depth + 1, branches: top.depth < 6 && g.int(3) === 0 ? 2 + g.int(2) : 0 });
    }
  };
  writeBranches(0);
  out += ')\n';
  return out;
}
