// Installs the package's tarball (`cargo xtask pack`: WEIQI_TARBALL, else the newest
// target/npm/weiqi-go-*.tgz) into this folder's node_modules the way a user's project
// takes it, `npm install <tarball>` (offline: a package without dependencies needs no
// registry), leaving package.json and the lockfile alone. The example apps (apps/) and
// the checks then import `weiqi-go` by name. Run by `cargo xtask test` before
// `node --test tools/package-check/`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const npmDir = join(here, '../../target/npm');

/** The tarball to install. */
function tarball() {
  if (process.env.WEIQI_TARBALL) return process.env.WEIQI_TARBALL;
  const found = existsSync(npmDir) ? readdirSync(npmDir).filter((f) => /^weiqi-go-.*\.tgz$/.test(f)) : [];
  if (found.length === 0) throw new Error('no target/npm/weiqi-go-*.tgz: run `cargo xtask pack` first');
  return join(npmDir, found.sort().at(-1));
}

const file = tarball();
const install = spawnSync('npm', ['install', '--no-save', '--offline', '--no-audit', '--no-fund', file], { cwd: here, encoding: 'utf8' });
if (install.status !== 0) {
  process.stderr.write(`npm install of ${file} failed:\n${install.stdout}${install.stderr}`);
  process.exit(1);
}
console.log(`tools/package-check/node_modules/weiqi-go: installed from ${file}`);
