// A file whose name no format claims opens in the text editor; "Hex Atlas: Reopen with Hex Atlas" reopens it in
// Hex Atlas, which recognises the format by its content (a generated .smf copied to mystery.bin).
import path from 'node:path';
import { inspect } from '../lib/cli.mjs';
import { HexAtlasEditor } from '../lib/editor.mjs';
import { assert, skip } from '../lib/scenario.mjs';
import { expectTopLevel } from './open-formats.mjs';

export const reopenWithScenario = {
  name: 'smf: "Reopen with Hex Atlas" sniffs a file with an unknown extension',
  async run({ wb, ws }) {
    if (!ws.mystery) skip('the smf generator wrote no .smf');
    await wb.openFile(ws.mystery.file);
    await wb.page.waitForFunction(() =>
      document.querySelector('.tabs-container .tab.active')?.textContent.includes('mystery.bin'),
    );
    // VS Code's "binary file" placeholder takes focus when it shows, which would close a palette opened before it.
    await wb.page.getByRole('button', { name: 'Open Anyway' }).waitFor({ timeout: 30_000 });
    assert(
      (await wb.page.locator('iframe.webview.ready >> visible=true').count()) === 0,
      'mystery.bin opened in a webview before "Reopen with": it should open as text',
    );
    await wb.command('Hex Atlas: Reopen with Hex Atlas');
    const { editor } = await HexAtlasEditor.waitOpen(wb);
    assert(
      (await wb.activeTabTitle()).includes('mystery.bin'),
      `the active tab is "${await wb.activeTabTitle()}", not mystery.bin`,
    );
    // The text tab is replaced, as VS Code's own "Reopen Editor With" does, not joined by a second tab.
    const tabs = await wb.page.locator('.tabs-container .tab', { hasText: 'mystery.bin' }).count();
    assert(tabs === 1, `${tabs} tabs show mystery.bin after reopening; expected the text tab to be replaced`);
    // Sniffed as SMF: the same top-level structure as the .smf it was copied from, not plain bytes.
    await expectTopLevel(editor, inspect(path.join(ws.dir, ws.mystery.sameAs)).tree, ws.mystery.file);
  },
};
