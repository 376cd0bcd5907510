// A reporter for `node --test` (Node's documented custom-reporter interface): writes one
// line per failing test — its file, the names of the suites around it and the first line
// of its error — so that `cargo xtask test` can repeat the failures in its last lines,
// which is all a CI log's tail shows. Used beside the `spec` reporter (both run).

import { relative } from 'node:path';

/** Tests whose only fault is a failing subtest: the subtest is reported instead. */
const SUBTESTS_FAILED = 'subtestsFailed';

/**
 * The first line of a failure's message, without the runner's wrapping.
 * @param {any} error the `details.error` of a `test:fail` event
 */
function firstLine(error) {
  const cause = error?.cause ?? error;
  const text = String(cause?.message ?? cause ?? 'failed');
  return text.split('\n').find((line) => line.trim() !== '') ?? 'failed';
}

/**
 * The reporter: an async generator over the runner's events.
 * @param {AsyncIterable<{type: string, data: any}>} source
 */
export default async function* failuresReporter(source) {
  /** The names of the tests running at each nesting level, per file. */
  const open = new Map();
  for await (const { type, data } of source) {
    const file = data?.file ? relative(process.cwd(), data.file) : '';
    if (type === 'test:start') {
      const names = open.get(file) ?? [];
      names.length = data.nesting;
      names.push(data.name);
      open.set(file, names);
    } else if (type === 'test:fail' && data.details?.error?.failureType !== SUBTESTS_FAILED) {
      const names = (open.get(file) ?? []).slice(0, data.nesting);
      // A file's own failure (it did not load, or exited) names the file once.
      const path = [file, ...names, data.name === data.file ? '' : data.name].filter(
        (n, i, all) => n && all.indexOf(n) === i,
      );
      yield `${path.join(' › ')}: ${firstLine(data.details?.error)}\n`;
    }
  }
}
