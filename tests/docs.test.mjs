// The documentation stays readable and true to the code: README.md short and still
// giving the two commands, every relative link of the docs leading to a file (and a
// `#anchor` to a heading of it), every `RULES R…` citation in the code naming a
// section of the rules specification, docs/rules.md.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const README_MAX_LINES = 300;

/** The markdown files whose links must resolve, relative to the root. */
function documentationFiles() {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', 'ARCHITECTURE.md', 'www/README.md', ...docs.sort()];
}

const read = (file) => readFileSync(join(ROOT, file), 'utf8');

/** The lines of a markdown file, each `null` inside a fenced code block (fences included). */
function outsideFences(markdown) {
  let fence = null;
  return markdown.split('\n').map((line) => {
    const marker = /^\s*(```|~~~)/.exec(line);
    if (marker) {
      if (fence === null) fence = marker[1];
      else if (marker[1] === fence) fence = null;
      return null;
    }
    return fence === null ? line : null;
  });
}

/** The text outside fenced code blocks, with inline code blanked: links are not looked for in code. */
function prose(markdown) {
  return outsideFences(markdown).map((line) => (line === null ? '' : line.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length))));
}

/** The headings of a markdown file (outside code blocks), as written. */
function headings(markdown) {
  return outsideFences(markdown)
    .map((line) => line !== null && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line))
    .filter(Boolean)
    .map((heading) => heading[1]);
}

/**
 * GitHub's anchor for a heading (github-slugger): the rendered text lower-cased, every
 * character that is not a letter, digit, mark, connector (`_`), hyphen or space dropped,
 * spaces turned into hyphens; a repeated slug gets `-1`, `-2` … Written here because the
 * rule is a few lines and no test dependency has it.
 */
function anchors(markdown) {
  const seen = new Map();
  const slugs = new Set();
  for (const heading of headings(markdown)) {
    // Code spans keep their text; elsewhere links keep theirs and HTML tags vanish.
    const text = heading
      .split(/(`[^`]*`)/)
      .map((part) =>
        part.startsWith('`')
          ? part.slice(1, -1)
          : part
              .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
              .replace(/<[^>]+>/g, '')
              .replace(/\*/g, ''),
      )
      .join('');
    const base = text.toLowerCase().replace(/[^\p{L}\p{N}\p{M}\p{Pc}\- ]/gu, '').replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return slugs;
}

/** Every `[text](target)` link in a markdown file's prose, with its line number. */
function links(markdown) {
  const found = [];
  prose(markdown).forEach((line, index) => {
    for (const match of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      found.push({ target: match[1], line: index + 1 });
    }
  });
  return found;
}

/** What is wrong with one link of `file` (a message), or null when it resolves. */
function brokenLink(file, target) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null; // https:, mailto: …: not ours to check
  const [path, anchor] = target.split('#', 2);
  const resolved = path === '' ? join(ROOT, file) : resolve(dirname(join(ROOT, file)), decodeURIComponent(path));
  if (!resolved.startsWith(ROOT)) return `${target} leaves the repository`;
  if (!existsSync(resolved)) return `${target}: no file ${relative(ROOT, resolved)}`;
  if (anchor === undefined) return null;
  if (!statSync(resolved).isFile() || !resolved.endsWith('.md')) return `${target}: an anchor into a file that is not markdown`;
  if (!anchors(readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor))) {
    return `${target}: no heading #${anchor} in ${relative(ROOT, resolved)}`;
  }
  return null;
}

/** The section numbers of docs/rules.md: headings that begin with `R1.4` or `R1.` */
function ruleSections() {
  const sections = new Set();
  for (const heading of headings(read('docs/rules.md'))) {
    const match = /^(R\d+(?:\.\d+)*)\.?(?:\s|$)/.exec(heading);
    if (match) sections.add(match[1]);
  }
  return sections;
}

/** Folders the citations are searched in, and what is skipped: installs, build outputs. */
const CODE_FOLDERS = ['crates', 'web', 'web-bot', 'web-nn', 'www', 'tests', 'tools', 'bench', 'fuzz', 'npm'];
const SKIPPED = new Set(['node_modules', 'target', '.git', 'www/pkg', 'www/strings/built']);
const TEXT_FILE = /\.(rs|js|mjs|cjs|ts|html|css|json|md|toml|sgf|txt)$/;

function* codeFiles(folder) {
  for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (SKIPPED.has(entry.name) || SKIPPED.has(path)) continue;
    if (entry.isDirectory()) yield* codeFiles(path);
    else if (entry.isFile() && TEXT_FILE.test(entry.name)) yield path;
  }
}

/**
 * Every section a `RULES R…` citation names, with where: `RULES R2.4`, and the
 * sections listed after it (`RULES R1.6, R2.4 and R4.4`, `RULES R1–R5`).
 */
function citations(file, text) {
  const found = [];
  const list = /RULES (R\d+(?:\.\d+)*(?:(?:, | and | or |–|-|\/)R\d+(?:\.\d+)*)*)/g;
  for (const match of text.matchAll(list)) {
    const line = text.slice(0, match.index).split('\n').length;
    for (const section of match[1].match(/R\d+(?:\.\d+)*/g)) found.push({ section, where: `${file}:${line}` });
  }
  return found;
}

test('README.md is short and gives the two commands', () => {
  const readme = read('README.md');
  const lines = readme.split('\n').length - (readme.endsWith('\n') ? 1 : 0);
  assert.ok(lines <= README_MAX_LINES, `README.md has ${lines} lines, at most ${README_MAX_LINES}`);
  const shell = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((block) => block[1]).join('\n');
  assert.match(shell, /^cargo xtask serve\b/m, 'README.md shows `cargo xtask serve`');
  assert.match(shell, /^cargo xtask test\b/m, 'README.md shows `cargo xtask test`');
});

test('every docs page is linked from README.md', () => {
  const linked = new Set(links(read('README.md')).map(({ target }) => target.split('#')[0]));
  for (const file of documentationFiles().filter((f) => f.startsWith('docs/'))) {
    assert.ok(linked.has(file), `README.md links ${file}`);
  }
});

test('every relative link of the docs resolves, anchors included', () => {
  const broken = [];
  let checked = 0;
  for (const file of documentationFiles()) {
    for (const { target, line } of links(read(file))) {
      checked += 1;
      const problem = brokenLink(file, target);
      if (problem) broken.push(`${file}:${line}: ${problem}`);
    }
  }
  assert.ok(checked >= 50, `links found: ${checked} (the scan itself is broken if there are this few)`);
  assert.deepEqual(broken, []);
});

test("GitHub's anchors: punctuation dropped, spaces to hyphens, repeats numbered", () => {
  const slugs = anchors('# Embedding a board: `<go-board>`\n## A <b>bold</b> [link](x.md)\n## From a CDN: `target/dist/`\n## R1.4 Ko: hot stones\n## Notes\n## Notes\n```\n# not a heading\n```\n');
  assert.deepEqual([...slugs], ['embedding-a-board-go-board', 'a-bold-link', 'from-a-cdn-targetdist', 'r14-ko-hot-stones', 'notes', 'notes-1']);
  assert.equal(brokenLink('README.md', 'docs/rules.md#no-such-heading'), 'docs/rules.md#no-such-heading: no heading #no-such-heading in docs/rules.md');
  assert.equal(brokenLink('README.md', 'docs/no-such-page.md'), 'docs/no-such-page.md: no file docs/no-such-page.md');
});

test('every RULES citation in the code names a section of docs/rules.md', () => {
  const sections = ruleSections();
  for (const section of ['R0', 'R1', 'R1.4', 'R1.13', 'R4.7', 'R6.2']) {
    assert.ok(sections.has(section), `docs/rules.md has section ${section}`);
  }
  const unknown = [];
  let cited = 0;
  for (const folder of CODE_FOLDERS) {
    for (const file of codeFiles(folder)) {
      for (const { section, where } of citations(file, read(file))) {
        cited += 1;
        if (!sections.has(section)) unknown.push(`${where}: RULES ${section}`);
      }
    }
  }
  assert.ok(cited >= 500, `citations found: ${cited} (the scan itself is broken if there are this few)`);
  assert.deepEqual(unknown, []);
});

test('citations list every section they name', () => {
  const found = citations('x.rs', '// RULES R1.6, R2.4 and R4.4; RULES R1–R5\n// RULES R0.5.');
  assert.deepEqual(found.map(({ section, where }) => `${where} ${section}`), ['x.rs:1 R1.6', 'x.rs:1 R2.4', 'x.rs:1 R4.4', 'x.rs:1 R1', 'x.rs:1 R5', 'x.rs:2 R0.5']);
});
