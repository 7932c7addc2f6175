// Reload on external change: another program rewrites the open file; the editor, with nothing unsaved, shows the
// new bytes in place, with the rows the user opened still open.
import fs from 'node:fs';
import path from 'node:path';
import { inspect } from '../lib/cli.mjs';
import { HexAtlasEditor, waitForText } from '../lib/editor.mjs';
import { assert } from '../lib/scenario.mjs';
import { sampleOf } from './tree-hex.mjs';

export const reloadScenario = {
  name: 'eu7: a file changed on disk reloads in place',
  async run({ wb, ws }) {
    const file = sampleOf(ws, 'eu7');
    const full = path.join(ws.dir, file);
    await wb.openFile(file);
    const { editor } = await HexAtlasEditor.waitOpen(wb);
    const header = inspect(full, 2).tree.children.find((n) => n.name === 'header');
    const version = header.children.find((n) => n.name === 'version');
    assert(version, `${file}: no header.version field`);
    const row = await editor.reveal(['header', 'version']);
    const bytes = fs.readFileSync(full);
    const next = bytes.readUInt32LE(version.offset) === 6 ? 5 : 6;
    bytes.writeUInt32LE(next, version.offset);
    fs.writeFileSync(full, bytes);
    await waitForText(
      row.locator('.col-value'),
      new RegExp(`^${next}\\b`),
      'the tree does not show the version written on disk',
    );
    const expanded = await editor.tree.locator('.tree-row[aria-expanded="true"] .name-text').allTextContents();
    assert(expanded.includes('header'), `the header row was closed by the reload (open: ${expanded.join(', ')})`);
  },
};
