// Share links: the app's address names the node of the record shown (`#node=12-1-5`,
// the path from the root, record-match.js `pathText`), kept up to date with
// `history.replaceState` as the record is walked (once the frame is shown, once for a
// burst of steps: after-frame.js), so a reload comes back to the same move. "Copy link" copies an address that carries the record itself
// (`#record=<the SGF, deflated, base64url>&node=…`), so that anyone opening it sees
// the same record at the same move with nothing stored anywhere; `?sgf=<address>`
// (with `#node=`) opens a record published on the web instead.
import { coalesced } from './after-frame.js';
import { byId, setText } from './dom.js';
import { t } from './i18n.js';
import { showNotice } from './notices.js';
import { nodeAt, pathText } from './record-match.js';
import { readRecord } from './sgf-files.js';

/** Bytes as base64url (RFC 4648 §5, no padding). */
function base64url(bytes) {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64url back to bytes; throws on a malformed text. */
function fromBase64url(text) {
  const plain = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(plain, (c) => c.charCodeAt(0));
}

/** `bytes` through a (de)compression stream of `kind`. */
async function through(stream, bytes) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** SGF text packed for an address: deflated (raw), base64url. */
export async function packRecord(text) {
  return base64url(await through(new CompressionStream('deflate-raw'), new TextEncoder().encode(text)));
}

/** The SGF text of `packRecord`'s output; throws when it is not one. */
export async function unpackRecord(packed) {
  return new TextDecoder().decode(await through(new DecompressionStream('deflate-raw'), fromBase64url(packed)));
}

/** The address for the record's node shown, carrying the record itself. */
export async function shareAddress(match, base = location.href) {
  const url = new URL(base);
  url.search = '';
  const node = pathText(match.tree, match.node);
  // The game shown alone: not the other games of its file.
  url.hash = `record=${await packRecord(match.tree.gameToSgf())}${node ? `&node=${node}` : ''}`;
  return url.href;
}

/** The parts of the address's fragment and query the links use. */
function linkParts() {
  const hash = new URLSearchParams(location.hash.slice(1));
  const query = new URLSearchParams(location.search);
  return { record: hash.get('record'), node: hash.get('node'), sgf: query.get('sgf') };
}

/**
 * Opens the record a link names (else keeps the game shown, at the link's node if it
 * is a record), then keeps the address naming the node shown and wires "Copy link".
 * A link that cannot be read says why and leaves the game as it was.
 */
export async function setUpShareLinks(controller) {
  const { record, node, sgf } = linkParts();
  const refuse = (reason) => showNotice({ id: 'share-link', kind: 'error', text: () => t('sgfBadRecord', t('copyLink'), reason.code ?? '', reason.message ?? String(reason)) });
  let text = null;
  try {
    if (record) text = await unpackRecord(record);
    else if (sgf) {
      const response = await fetch(new URL(sgf, location.href));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      text = await response.text();
    }
  } catch (error) {
    refuse(error);
  }
  if (text !== null) {
    try {
      controller.start(await readRecord(controller, text), { origin: 'link' });
    } catch (error) {
      refuse(error);
    }
  }
  const { match } = controller;
  // An address naming only a node is this tab's own (`keep` below): the saved game
  // restored names the node shown too, and is the later of the two when a reload came
  // before the address was written (both wait for the frame; the save is flushed as
  // the page goes, the address may not be in time for the reload).
  const ownAddress = record === null && sgf === null && controller.origin === 'restored';
  if (match?.tree && node !== null && !ownAddress) {
    const found = nodeAt(match.tree, node);
    controller.select(found.node);
    // A link into a problem's answers shows them: the sender meant that line.
    if (found.node !== match.tree.root) controller.setAnswersHidden(false);
    if (!found.whole) showNotice({ id: 'share-link', kind: 'info', text: () => t('linkNotWhole') });
  }
  const keep = () => {
    const shown = controller.match;
    const url = new URL(location.href);
    url.searchParams.delete('sgf');
    const path = shown?.tree ? pathText(shown.tree, shown.node, (id) => shown.childrenOf(id)) : null;
    // The record itself is in the saved game now: the address keeps only the node.
    url.hash = path ? `node=${path}` : '';
    if (url.href !== location.href) history.replaceState(history.state, '', url.href.replace(/#$/, ''));
  };
  const address = coalesced(keep);
  controller.addEventListener('change', () => address.schedule());
  keep();
  const note = byId('link-note');
  // "Link copied" was said of the record shown then: another record makes it stale.
  controller.addEventListener('change', (event) => {
    if (event.detail.type === 'start') setText(note, '');
  });
  byId('copy-link').addEventListener('click', async () => {
    let address = '';
    try {
      address = await shareAddress(controller.match);
      await navigator.clipboard.writeText(address);
      setText(note, t('linkCopied'));
    } catch {
      setText(note, `${t('linkCopyFailed')} ${address}`);
    }
  });
}
