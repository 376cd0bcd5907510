// The problems written for the site (www/problems/<id>.sgf), in the order the lessons
// page lists them; their titles and tasks are in strings/problems.js.

/** The problems' ids: the file names without `.sgf`; the part before `-` is the kind. */
export const PROBLEM_IDS = [
  'capture-1', 'capture-2', 'capture-3', 'life-1', 'life-2', 'life-3', 'life-4', 'life-5', 'ko-1', 'ko-2',
];

/**
 * The id of a problem file's address (`problems/life-1.sgf` → `life-1`), or null.
 * @param {unknown} address
 * @returns {string | null}
 */
export function problemIdOf(address) {
  const name = /([\w-]+)\.sgf$/i.exec(String(address ?? ''))?.[1];
  return name !== undefined && PROBLEM_IDS.includes(name) ? name : null;
}
