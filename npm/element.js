// Defines the `<go-board>` element (browsers). Its engine is found next to the
// package's `engine.js` (`pkg/`), or in the folder its `data-public-path` names.
import './go-board.js';
