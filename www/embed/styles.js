// The look of `<go-board>`, as constructable stylesheets adopted by its shadow root:
// no <style> element and no style attribute, so a strict Content-Security-Policy
// (`style-src 'self'`) lets them through, and nothing leaks in or out of the shadow.
//
// The page's own rules cannot reach inside; inherited properties (font, colour) could,
// through the host, so every text property the element shows is set here. Embedders
// style the board on purpose through the custom properties below and `::part()`.

/** The element's rules. Custom properties an embedder may set on `go-board`:
 * `--go-board-font`, `--go-board-ink`, `--go-board-paper`, `--go-board-line`,
 * `--go-board-accent`, `--go-board-danger`. */
const CSS = `
:host {
  display: block;
  max-width: 100%;
  contain: content;
  container-type: inline-size;
}
:host([hidden]) {
  display: none;
}
[hidden] {
  display: none !important;
}
.box {
  --ink: var(--go-board-ink, #1d1b18);
  --paper: var(--go-board-paper, #fffaf0);
  --line: var(--go-board-line, #cdbb91);
  --muted: #5c5446;
  --accent: var(--go-board-accent, #0b57c2);
  --danger: var(--go-board-danger, #a3101f);
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: 0.4em;
  padding: 0.5em;
  border: 1px solid var(--line);
  border-radius: 8px;
  background: var(--paper);
  color: var(--ink);
  font: 15px/1.4 var(--go-board-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  font-style: normal;
  font-weight: 400;
  letter-spacing: normal;
  word-spacing: normal;
  text-align: start;
  text-indent: 0;
  text-transform: none;
  text-shadow: none;
  white-space: normal;
  visibility: visible;
  cursor: auto;
}
@media (prefers-color-scheme: dark) {
  .box {
    --ink: var(--go-board-ink, #ece6d8);
    --paper: var(--go-board-paper, #24211c);
    --line: var(--go-board-line, #4a4234);
    --muted: #b3a890;
    --accent: var(--go-board-accent, #6ea8ff);
    --danger: var(--go-board-danger, #ff8a8a);
  }
}
p {
  margin: 0;
}
/* The lines that fill in once the engine (and a record) are loaded hold their room
   from the start, so the board and what follows it do not move: the status always;
   the players' names (two lines on a narrow board) only on a board that shows a
   record, which alone has names and comments. */
.status,
:host([sgf]) .players {
  min-height: 1.4em;
}
:host(:not([sgf])) .players,
:host(:not([sgf])) .comment {
  display: none;
}
@container (max-width: 26rem) {
  :host([sgf]) .players {
    min-height: 2.8em;
  }
}
canvas {
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 0.94;
  margin: 0;
  padding: 0;
  border: 0;
  touch-action: manipulation;
  user-select: none;
  -webkit-user-select: none;
  -webkit-tap-highlight-color: transparent;
  cursor: pointer;
}
.readonly canvas {
  cursor: default;
}
.players {
  font-weight: 600;
}
.bar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.3em;
}
button {
  box-sizing: border-box;
  min-width: 2.4em;
  min-height: 2.2em;
  margin: 0;
  padding: 0.2em 0.6em;
  border: 1px solid var(--line);
  border-radius: 6px;
  background: var(--paper);
  color: var(--ink);
  font: inherit;
  text-transform: none;
  cursor: pointer;
}
button:disabled {
  opacity: 0.45;
  cursor: default;
}
button:focus-visible {
  outline: 2px solid var(--accent);
  outline-offset: 1px;
}
.comment {
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  max-height: 12em;
  overflow: auto;
  padding: 0.3em 0.5em;
  border-left: 3px solid var(--line);
}
.message {
  min-height: 1.4em;
  color: var(--muted);
  overflow-wrap: anywhere;
}
.message.error {
  color: var(--danger);
}
`;

/** The stylesheet every `<go-board>` shares. */
export function sharedSheet() {
  shared ??= sheetOf(CSS);
  return shared;
}

let shared;

/**
 * A stylesheet holding `css`.
 * @param {string} css
 * @returns {CSSStyleSheet}
 */
export function sheetOf(css) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
}
