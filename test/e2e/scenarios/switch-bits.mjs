// "Hex Atlas: Set Switch States from Bits…" on the generated Logic World subassembly (one board holding every other
// component): all its switches set off, then on, each read back from the tree after the edit; then reverted.
import path from 'node:path';
import { inspect } from '../lib/cli.mjs';
import { HexAtlasEditor, waitForText } from '../lib/editor.mjs';
import { assert } from '../lib/scenario.mjs';
import { sampleOf } from './tree-hex.mjs';

const title = 'Hex Atlas: Set Switch States from Bits…';

export const switchBitsScenario = {
  name: 'blotter: "Set Switch States from Bits" sets the switches on the selected board',
  async run({ wb, ws }) {
    const file = sampleOf(ws, 'blotter');
    const components = inspect(path.join(ws.dir, file), 2, 1000).tree.children.find((n) => n.name === 'components');
    const [board, ...rest] = components.children;
    assert(/ MHG\.CircuitBoard /.test(board.display), `${file}: the first component is not a board: ${board.display}`);
    const switches = rest.filter((c) => / MHG\.Switch /.test(c.display)).map((c) => c.name);
    assert(switches.length > 0, `${file}: no switch on the board to set`);
    await wb.openFile(file);
    const { editor } = await HexAtlasEditor.waitOpen(wb);
    for (const [bit, shown] of [
      ['0', 'OFF'],
      ['1', 'ON'],
    ]) {
      await (await editor.reveal(['components', board.name])).click();
      await setSwitches(wb, bit.repeat(switches.length));
      for (const name of switches) {
        const on = await editor.reveal(['components', name, 'customData', 'data', 'on']);
        await waitForText(on.locator('.col-value'), new RegExp(`^${shown}$`), `${name}.on after setting ${bit}s`);
      }
    }
    // Leave the file as it was, so closing the editor asks nothing.
    await wb.command('File: Revert File');
  },
};

/** Runs the command and answers its input box with `bits`. */
async function setSwitches(wb, bits) {
  const row = wb.page.locator('.quick-input-list .monaco-list-row', { hasText: title }).first();
  await wb.quickInput('F1', `>${title}`);
  await row.click({ timeout: 30_000 });
  const input = wb.page.locator('.quick-input-widget input[placeholder="0b1011 or 0xB"]');
  await input.waitFor({ timeout: 10_000 });
  await input.fill(bits);
  await input.press('Enter');
  await input.waitFor({ state: 'hidden', timeout: 10_000 });
}
