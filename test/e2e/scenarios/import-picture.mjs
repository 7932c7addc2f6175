// Import Picture from PNG…: right-clicking a map's height map offers Export and Import beside each other; importing
// a 16-bit PNG with the height range set from the image writes the stretched heights and the new range, which the
// hex view and the picture's legend show; one undo brings back the map's own bytes and range.
import fs from 'node:fs';
import path from 'node:path';
import { HexAtlasEditor, waitForText } from '../lib/editor.mjs';
import { assert, skip } from '../lib/scenario.mjs';
import { answer } from './navigation.mjs';
import { openMenu, pick } from './context-menu.mjs';

const hex2 = (b) => b.toString(16).toUpperCase().padStart(2, '0');
/** The engine's height of raw r (RecoilEngine rts/Map/SMF/SMFReadMap.cpp). */
const world = (raw, min, max) => min + raw * ((max - min) / 65536);
/** The picture bar's legend of a height range (webview/picture-view.ts). */
const legend = (min, max) => {
  const f = (v) => (Math.round(v * 10) / 10).toString();
  return `${f(min)} … ${f(max)} elmos`;
};

export const importPictureScenario = {
  name: 'smf: Import Picture from PNG on the height map writes it as one undo step',
  async run({ wb, ws, log }) {
    const target = ws.importable;
    if (!target) skip('no generated smf file to import into');
    await wb.openFile(target.file);
    const { editor } = await HexAtlasEditor.waitOpen(wb);
    await waitForText(editor.status, /no problems/i, 'the map does not open without problems', 30_000);
    const [min, max] = target.range;
    const legendText = editor.frame.locator('#picture-legend');
    await waitForText(legendText, new RegExp(`^${legend(min, max)}$`), 'the height map is not the picture shown');
    const offered = await openMenu(wb, editor.frame.locator('#picture-canvas'));
    log(`picture menu: ${offered.join(', ')}`);
    const at = (label) => offered.indexOf(label);
    assert(
      at('Import Picture from PNG…') === at('Export Picture as PNG…') + 1,
      `the menu offers ${offered.join(', ')}`,
    );
    // The right-click selected the cell under the pointer, as a click does: its bytes are in view.
    await waitForText(editor.fieldPath, /^heightMap\[\d+\]\[\d+\]$/, 'the right-click selected no height cell');
    const [y, x] = (await editor.fieldPath.innerText()).match(/\d+/g).map(Number);
    const cell = target.offset + 2 * (y * target.width + x);
    const before = fs.readFileSync(path.join(ws.dir, target.file)).readUInt16LE(cell);
    const shows = async (raw, what) => {
      await waitForText(editor.byte(cell), new RegExp(`^${hex2(raw & 0xff)}$`), `${what}: low byte`, 15_000);
      await waitForText(editor.byte(cell + 1), new RegExp(`^${hex2(raw >> 8)}$`), `${what}: high byte`, 15_000);
      await waitForText(editor.inspector, new RegExp(`u16\\s+${raw}\\b`), `${what}: the inspector's u16`, 15_000);
    };
    await shows(before, 'before the import');
    await pick(wb, 'Import Picture from PNG…');
    // VS Code's own file dialog in the browser: a quick input holding a path.
    await answer(wb, target.png, 'Import Picture from PNG: height');
    await wb.page
      .locator('.quick-input-list .monaco-list-row', { hasText: 'Set the height range from the image' })
      .first()
      .click({ timeout: 30_000 });

    // The image's values v stretched over 0..65535, the range set to the heights of its lowest and highest.
    const { base: first, column, row, last } = target.image;
    const raw = Math.round(((column * x + row * y) * 65535) / (last - first));
    const f32 = Math.fround;
    const newMin = f32(world(first, min, max));
    const newMax = f32(newMin + (world(last, min, max) - newMin) * (65536 / 65535));
    await shows(raw, 'after the import');
    await waitForText(legendText, new RegExp(`^${legend(newMin, newMax)}$`), 'the legend does not show the new range');
    await waitForText(editor.status, /no problems/i, 'the imported map has problems', 15_000);
    log(`cell (${x}, ${y}): raw ${before} -> ${raw}; range ${legend(newMin, newMax)}`);

    await wb.command('Undo');
    await shows(before, 'after undo');
    await waitForText(legendText, new RegExp(`^${legend(min, max)}$`), 'undo does not bring the range back');
  },
};
