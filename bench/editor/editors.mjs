// The two editors as the bench drives them. Each opens files of its own workspace folder (an editor association
// per folder), and says how its webview shows the first hex bytes, where its hex rows scroll and where its
// scrollbar handle starts. `rowsShown`/`treeShown` run inside the webview, so they must be self-contained.
import { ANCHOR_VIEW_TYPE } from './anchor.mjs';

export const HEX_ATLAS = {
  id: 'hex-atlas',
  name: 'Hex Atlas',
  viewType: 'hexAtlas.editor.option',
  // Pooled rows show '··' for bytes whose page has not arrived yet.
  rowsShown: () => {
    const byte = document.querySelector('#hex .hex-row:not([style*="display: none"]) .hex-byte');
    return !!byte && /^[0-9a-f]{2}$/i.test(byte.textContent.trim());
  },
  treeShown: () => !!document.querySelector('#tree .tree-row'),
  hexArea: (frame) => frame.locator('#hex'),
  /** The thumb of #hex's native scrollbar: at the top right while the view is at the start. */
  async scrollHandle(frame) {
    const hex = frame.locator('#hex');
    const box = await hex.boundingBox();
    const bar = await hex.evaluate((e) => e.offsetWidth - e.clientWidth);
    if (!bar) throw new Error('the hex view shows no scrollbar to drag');
    return { x: box.x + box.width - bar / 2, y: box.y + 4 };
  },
};

export const HEXEDITOR = {
  id: 'hexeditor',
  name: 'vscode-hexeditor',
  viewType: ANCHOR_VIEW_TYPE,
  // Rows still loading are placeholders; the byte cells of a loaded row carry data-key.
  rowsShown: () => {
    const cell = document.querySelector('span[data-key]');
    return !!cell && /^[0-9a-f]{2}$/i.test(cell.textContent.trim());
  },
  treeShown: undefined,
  // CSS-module class names: "<file>__<class>_<hash>".
  hexArea: (frame) => frame.locator('[class*="dataDisplay__data-display"]').first(),
  async scrollHandle(frame) {
    const box = await frame.locator('[class*="virtualScrollContainer__handle"]').first().boundingBox();
    return { x: box.x + box.width / 2, y: box.y + 4 };
  },
};
