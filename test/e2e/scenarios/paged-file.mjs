// Files above `hexAtlas.pagedAboveMB` (lowered for this workspace) are read in pages, not held. One also above
// `hexAtlas.decodeLimitMB` is not decoded, and Find still works: the host searches its pages (a file held in memory
// is searched by the parse worker, which has nothing to search before decoding). In a decoded one, a field edited in
// place and saved lands on disk; undo after the save brings the old value back in the editor, and saving again
// writes it back, so undo works across a save that replaced the file the pages were read from. The map is decoded
// from its pages (its grids stay on disk) and still shows its height map; a feature record duplicated from the
// tree's menu (made from the pages) saves as the record repeated after itself.
import fs from 'node:fs';
import path from 'node:path';
import { inspect } from '../lib/cli.mjs';
import { HexAtlasEditor, waitForText } from '../lib/editor.mjs';
import { assert, skip } from '../lib/scenario.mjs';
import { sampleOf } from './tree-hex.mjs';
import { goToField, openMenu, pick } from './context-menu.mjs';

const FIELD = ['header', 'minHeight'];
const VALUE = -123.25;
/** Bytes of a feature record. */
const RECORD = 24;

export const pagedFileScenario = {
  name: 'smf: a file above the paging threshold: edit, save, undo past the save, save again, duplicate a record',
  async run({ wb, ws, log }) {
    const sample = sampleOf(ws, 'smf');
    const file = 'paged/paged.smf';
    const full = path.join(ws.dir, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.copyFileSync(path.join(ws.dir, sample), full);
    const original = fs.readFileSync(full);
    const field = inspect(full, 2)
      .tree.children.find((n) => n.name === FIELD[0])
      ?.children.find((n) => n.name === FIELD[1]);
    assert(field?.length === 4, `${sample}: no 4-byte ${FIELD.join('.')} field`);
    const onDisk = () => fs.readFileSync(full).readFloatLE(field.offset);
    assert(onDisk() !== VALUE, `${FIELD.join('.')} is already ${VALUE}`);

    // Paged above a quarter of a MiB, decoded up to 1 MiB: the generated map is in between, the large one above.
    assert(original.length > 2 ** 18 && original.length < 2 ** 20, `${sample} is ${original.length} bytes`);
    if (!ws.large) skip('the large smf generation wrote no .smf');
    const settings = path.join(ws.dir, '.vscode', 'settings.json');
    const before = fs.existsSync(settings) ? fs.readFileSync(settings, 'utf8') : undefined;
    fs.mkdirSync(path.dirname(settings), { recursive: true });
    const lowered = { 'hexAtlas.pagedAboveMB': 0.25, 'hexAtlas.decodeLimitMB': 1 };
    fs.writeFileSync(settings, JSON.stringify({ ...JSON.parse(before ?? '{}'), ...lowered }));
    try {
      await findInUndecoded(wb, path.join(ws.dir, ws.large.file), ws.large.file, log);
      await wb.closeAllEditors();

      await wb.openFile(file);
      const { editor } = await HexAtlasEditor.waitOpen(wb);
      // The map is decoded from its pages: its height map is drawn from the rows the picture reads.
      const canvas = editor.frame.locator('#picture-canvas[data-picture="height"]');
      await canvas.waitFor({ timeout: 30_000 });
      const drawn = () =>
        canvas.evaluate((c) => {
          const { data } = c.getContext('2d').getImageData(0, 0, c.width, c.height);
          return data.some((v, i) => i % 4 === 3 && v > 0);
        });
      for (const deadline = Date.now() + 15_000; !(await drawn()); await new Promise((r) => setTimeout(r, 200)))
        assert(Date.now() < deadline, "the paged map's height map is not drawn");
      const row = await editor.reveal(FIELD);
      await row.click();
      await row.press('F2');
      const input = editor.tree.locator('input.value-editor');
      await input.fill(String(VALUE));
      await input.press('Enter');
      await waitForText(row.locator('.col-value'), /^-123\.25\b/, 'the tree does not show the value typed', 15_000);

      await wb.command('File: Save');
      await waitFor(() => onDisk() === VALUE, `${FIELD.join('.')} on disk is ${onDisk()} after Save`);
      const saved = fs.readFileSync(full);
      const changed = saved.findIndex((b, i) => b !== original[i]);
      assert(
        changed >= field.offset && saved.subarray(field.offset + 4).equals(original.subarray(field.offset + 4)),
        `Save changed bytes outside ${FIELD.join('.')} (first at ${changed})`,
      );
      log(`saved ${FIELD.join('.')} = ${VALUE} at 0x${field.offset.toString(16)}`);

      await wb.command('Undo');
      const old = String(original.readFloatLE(field.offset));
      await waitForText(row.locator('.col-value'), new RegExp(`^${old}\\b`), 'undo does not bring the old value back');
      assert(onDisk() === VALUE, 'undo changed the file on disk');
      await wb.command('File: Save');
      await waitFor(() => fs.readFileSync(full).equals(original), 'saving after undo does not give the original file');

      // A structural edit made from the pages: the record repeated after itself, its grids moved as pieces.
      const features = inspect(full, 1).tree.children.find((n) => n.name === 'features');
      assert(features, `${sample}: no features section`);
      // The section ends the generated map, its 24-byte records after the type names: nothing after them moves.
      assert(features.offset + features.length === original.length, `${sample}: the features do not end the map`);
      const count = original.readInt32LE(features.offset + 4);
      const first = original.length - count * RECORD;
      const duplicate = await goToField(wb, editor, 'features.records[0]');
      await openMenu(wb, duplicate);
      await pick(wb, 'Duplicate');
      await waitForText(editor.fieldPath, /^features\.records\[1\]$/, 'Duplicate does not select the copy', 30_000);
      await wb.command('File: Save');
      const expected = Buffer.concat([original.subarray(0, first + RECORD), original.subarray(first, original.length)]);
      expected.writeInt32LE(count + 1, features.offset + 4);
      await waitFor(() => fs.readFileSync(full).equals(expected), 'the saved duplicate is not the record repeated');
      log(`duplicated features.records[0] of ${count} and saved ${expected.length} bytes`);
    } finally {
      if (before === undefined) fs.rmSync(settings);
      else fs.writeFileSync(settings, before);
    }
  },
};

/** Find in a paged file that is not decoded: bytes from near its end, found by the host through its pages. */
async function findInUndecoded(wb, full, file, log) {
  const bytes = fs.readFileSync(full);
  const at = bytes.length - 64;
  const pattern = [...bytes.subarray(at, at + 8)].map((b) => b.toString(16).padStart(2, '0')).join(' ');
  await wb.openFile(file);
  const editor = new HexAtlasEditor(wb.webview());
  await editor.hex.locator('.hex-row').first().waitFor({ timeout: 30_000 });
  await editor.frame.locator('.tool-button.codicon-search').click();
  const input = editor.frame.locator('.prompt-input');
  await input.fill(pattern);
  await input.press('Enter');
  const found = await waitForText(
    editor.frame.locator('.prompt-status'),
    /^Match at/,
    `Find ${pattern} in the undecoded paged file`,
    30_000,
  );
  const hit = Number.parseInt(/^Match at 0x([0-9a-f]+)/i.exec(found)[1], 16);
  assert(
    bytes.subarray(hit, hit + 8).equals(bytes.subarray(at, at + 8)),
    `Find says ${found}: ${pattern} is not there`,
  );
  log(`${file}: ${found.trim()}`);
}

async function waitFor(check, message, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(message);
    await new Promise((r) => setTimeout(r, 100));
  }
}
