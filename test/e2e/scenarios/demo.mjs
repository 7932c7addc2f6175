// The demo's settings (scripts/lib/demo-settings.json, what `npm start` serves): with auto-save off, a Fix is an
// unsaved change, the file on disk keeps its bytes until Save writes the repaired ones.
import fs from 'node:fs';
import path from 'node:path';
import { HexAtlasEditor, waitForText } from '../lib/editor.mjs';
import { assert, skip } from '../lib/scenario.mjs';
import { withWorkspaceSettings } from '../lib/settings.mjs';

const DEMO_SETTINGS = JSON.parse(
  fs.readFileSync(new URL('../../../scripts/lib/demo-settings.json', import.meta.url), 'utf8'),
);
/** Longer than VS Code's auto-save delay (files.autoSaveDelay, 1 s), had auto-save been on. */
const AUTO_SAVE_WOULD_HAVE_RUN_MS = 3000;

export const autoSaveOffScenario = {
  name: 'demo settings: a Fix stays an unsaved change; the file on disk changes only on Save',
  async run({ wb, ws, log }) {
    if (!ws.fixable) skip('no generated smf file to damage');
    assert(DEMO_SETTINGS['files.autoSave'] === 'off', 'the demo does not turn auto-save off');
    // A copy of its own (with its tile files): the Fix scenario's file keeps its damage.
    const source = path.dirname(path.join(ws.dir, ws.fixable.file));
    const dir = path.join(ws.dir, 'autosave');
    fs.mkdirSync(dir, { recursive: true });
    for (const f of fs.readdirSync(source))
      if (f.endsWith('.smt')) fs.copyFileSync(path.join(source, f), path.join(dir, f));
    const file = path.join(dir, 'fix-then-save.smf');
    fs.copyFileSync(path.join(ws.dir, ws.fixable.file), file);
    const damaged = fs.readFileSync(file);
    const restore = withWorkspaceSettings(ws.dir, DEMO_SETTINGS);
    try {
      // Loaded again, the window reads the settings as it starts: a settings file changed on disk is otherwise
      // applied whenever its watcher reports it, which can be after the Fix.
      await wb.page.reload();
      await wb.page.waitForSelector('.monaco-workbench .part.statusbar', { timeout: 60_000 });
      await wb.openFile('autosave/fix-then-save.smf');
      const { editor } = await HexAtlasEditor.waitOpen(wb);
      await waitForText(editor.status, /\b1 error\b/, 'the damaged map does not report 1 error', 15_000);
      await editor.frame.locator('.problems-title').click();
      await editor.frame.locator('.problem-error .fix-button').click();
      await waitForText(editor.status, /no problems/, 'the Fix did not repair the map', 15_000);
      await wb.page.locator('.tabs-container .tab.active.dirty').waitFor({ timeout: 15_000 });
      await wb.page.waitForTimeout(AUTO_SAVE_WOULD_HAVE_RUN_MS);
      assert(fs.readFileSync(file).equals(damaged), 'the Fix was written to disk before Save');
      log('after Fix: the tab shows unsaved changes, the file on disk is unchanged');
      await editor.hex.click();
      await wb.page.keyboard.press('Control+S');
      await wb.page.locator('.tabs-container .tab.active:not(.dirty)').waitFor({ timeout: 15_000 });
      const saved = fs.readFileSync(file);
      const at = ws.fixable.offset;
      assert(
        Buffer.from(ws.fixable.good).equals(saved.subarray(at, at + 4)),
        `after Save the pointer on disk is ${[...saved.subarray(at, at + 4)]}, not ${ws.fixable.good}`,
      );
      const changed = [...saved].filter((b, i) => b !== damaged[i]).length;
      assert(changed > 0 && changed <= 4, `Save changed ${changed} bytes, not only the pointer's`);
      log(`after Save: ${changed} bytes of the pointer written`);
    } finally {
      restore();
    }
  },
};
