// Every table of strings the app shows, one module a feature. Each exports `en`, `ru`
// and `ro` with the same keys; `tests/strings.test.mjs` checks that no key is missing
// from a language and that no two modules define the same key.
import * as core from './core.js';
import * as clock from './clock.js';
import * as endGame from './end-game.js';
import * as access from './access.js';
import * as files from './files.js';
import * as lessons from './lessons.js';
import * as embed from './embed.js';
import * as settling from './settling.js';
import * as diagram from './diagram.js';
import * as recordViewer from './record-viewer.js';
import * as problems from './problems.js';
import * as recent from './recent.js';
import * as opponent from './opponent.js';
import * as live from './live.js';
import * as teacher from './teacher.js';

/** The string modules, merged in this order by `i18n.js`. */
export const MODULES = { core, endGame, access, files, lessons, clock, embed, settling, diagram, recordViewer, problems, recent, opponent, live, teacher };
