// KataGo's network for the tests that need it, found as `cargo xtask model` finds it
// (crates/nn/src/locate.rs): by its SHA-256 among the `.bin.gz` files of the folder
// `WEIQI_MODELS` names, then of a `shared/models/` folder beside the workspace or any
// folder above it, then of `target/models/` (where `cargo xtask model` downloads it).
// A test that needs it FAILS without it: `modelBytes()` throws the sentence that says
// what to do.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/** The network's SHA-256 (crates/nn/src/locate.rs MODEL_SHA256). */
export const MODEL_SHA256 = 'f5d32604e3675c480c7c8f6aa579a1ea857135628a0afccc8fa56330fbacd38d';

const WORKSPACE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The folders looked in, in order. */
function folders() {
  const out = [];
  if (process.env.WEIQI_MODELS) out.push(process.env.WEIQI_MODELS);
  for (let dir = path.dirname(WORKSPACE); ; dir = path.dirname(dir)) {
    out.push(path.join(dir, 'shared', 'models'));
    if (path.dirname(dir) === dir) break;
  }
  out.push(path.join(WORKSPACE, 'target', 'models'));
  return out;
}

let found;

/** The network's file as published (gzip); throws when it is nowhere. */
export function modelFile() {
  if (found) return found;
  for (const folder of folders()) {
    let names;
    try {
      names = readdirSync(folder).filter((n) => n.endsWith('.bin.gz'));
    } catch {
      continue;
    }
    for (const name of names) {
      const bytes = readFileSync(path.join(folder, name));
      if (createHash('sha256').update(bytes).digest('hex') === MODEL_SHA256) {
        found = bytes;
        return found;
      }
    }
  }
  throw new Error(`KataGo's network (SHA-256 ${MODEL_SHA256}) was not found in $WEIQI_MODELS, a shared/models/ folder above the workspace or target/models/: run \`cargo xtask model\``);
}

/** The network unpacked, as the page's Worker hands it to the module. */
export function modelBytes() {
  return gunzipSync(modelFile());
}
