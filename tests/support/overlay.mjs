// `node --import ./tests/support/overlay.mjs`: the modules of www/ import what the
// build generates (`./pkg/weiqi_web.js`, `./built/en.js`) beside them, as the server
// and the bundler lay the generated files over www/; in Node a module hook does the
// same (overlay-hooks.mjs). `cargo xtask test` runs the Node tests with it.
import { register } from 'node:module';
import { GENERATED, WWW } from './generated.mjs';

register('./overlay-hooks.mjs', import.meta.url, { data: { www: WWW.href, generated: GENERATED.href } });
