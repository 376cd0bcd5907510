// The type of `strings/built/ro.js`, which `cargo xtask build` merges from the tables of
// www/strings/*.js (crates/xtask/src/steps/strings.rs); those tables are checked
// themselves (tsconfig.json lists strings/index.js), and `ru` and `ro` are typed as `en`.
import type { StringTable } from '../../../strings';

/** Every string of this language. */
export const table: StringTable;
