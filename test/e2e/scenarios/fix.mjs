// One truth after a Fix: the editor's Fix button repairs a misplaced pointer, and the hex view, the inspector, the
// tree, the status line and the Problems panel all show the repaired file; undo brings the damage back everywhere,
// the file on disk included.
import fs from 'node:fs';
import path from 'node:path';
import { HexAtlasEditor, waitForText } from '../lib/editor.mjs';
import { assert, skip } from '../lib/scenario.mjs';

const hex2 = (bytes) => bytes.map((b) => b.toString(16).toUpperCase().padStart(2, '0'));

export const fixScenario = {
  name: 'smf: Fix repairs the pointer in every pane; undo restores the damage in every pane',
  async run({ wb, ws, log }) {
    const target = ws.fixable;
    if (!target) skip('no generated smf file to damage');
    await wb.openFile(target.file);
    const { editor } = await HexAtlasEditor.waitOpen(wb);
    await waitForText(editor.status, /\b1 error\b/, 'the damaged map does not report 1 error', 15_000);
    const shows = async (want, what) => {
      const offsets = want.map((_, i) => target.offset + i);
      for (const [i, o] of offsets.entries())
        await waitForText(editor.byte(o), new RegExp(`^${want[i]}$`), `${what}: hex byte ${o} is not ${want[i]}`);
    };
    await shows(hex2(target.damaged), 'before the fix');
    await editor.frame.locator('.problems-title').click();
    await editor.frame.locator('.problem-error .fix-button').click();
    await waitForText(editor.status, /no problems/, 'the status line does not say "no problems" after Fix', 15_000);
    await shows(hex2(target.good), 'after Fix');
    // The inspector reads the repaired bytes: select the pointer's first byte.
    await editor.byte(target.offset).click();
    const value = new DataView(new Uint8Array(target.good).buffer).getInt32(0, true);
    await waitForText(editor.inspector, new RegExp(`i32\\s+${value}\\b`), `the inspector does not read ${value}`);
    const fixed = await editor.tree.locator('.tree-row', { hasText: 'tilesPtr' }).first().innerText();
    assert(fixed.includes(`0x${value.toString(16).toUpperCase()}`), `the tree's tilesPtr row reads ${fixed}`);
    log(`Fix wrote tilesPtr = 0x${value.toString(16)}; hex, inspector and tree agree`);
    // VS Code in a browser saves after a delay (files.autoSave: afterDelay). Undo once the Fix is saved: after an
    // undo during a save, VS Code takes the undone document for saved while the file holds the Fix's bytes.
    const file = path.join(ws.dir, target.file);
    await saved(wb, file, target.offset, target.good, 'the Fix');
    await wb.command('Undo');
    await waitForText(editor.status, /\b1 error\b/, 'undo does not bring the error back', 15_000);
    await shows(hex2(target.damaged), 'after undo');
    await saved(wb, file, target.offset, target.damaged, 'the undo');
  },
};

/**
 * Waits until `file` holds `bytes` at `offset` and the active tab shows no unsaved changes: the save, which writes
 * the file before it ends, has finished.
 */
async function saved(wb, file, offset, bytes, what) {
  const want = Buffer.from(bytes);
  const onDisk = () => fs.readFileSync(file).subarray(offset, offset + want.length);
  for (const deadline = Date.now() + 15_000; !want.equals(onDisk()); await wb.page.waitForTimeout(100))
    assert(Date.now() < deadline, `${what} was not saved: the file holds ${[...onDisk()]} at ${offset}`);
  await wb.page.locator('.tabs-container .tab.active:not(.dirty)').waitFor({ timeout: 15_000 });
}
