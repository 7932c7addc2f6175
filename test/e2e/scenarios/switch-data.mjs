// "Load Data into Switches…" from the tree's context menu on the generated ROM board: hex bytes loaded MSB first
// from the board's origin corner, the first, second and last switch of that order read back from the tree, then
// each load undone in turn.
import path from 'node:path';
import { inspect } from '../lib/cli.mjs';
import { HexAtlasEditor, waitForText } from '../lib/editor.mjs';
import { assert, skip } from '../lib/scenario.mjs';
import { answer } from './navigation.mjs';
import { goToField, openMenu, pick } from './context-menu.mjs';

const LAYOUT = "MSB first, rows from the −X −Z corner (the board's origin)";

export const switchDataScenario = {
  name: 'blotter: "Load Data into Switches" on a ROM board sets its switches in row order, and undoes in one step',
  async run({ wb, ws, log }) {
    const file = ws.families.blotter.files?.find((f) => f.endsWith('rom.partialworld'));
    if (!file) skip(`generator not available (${ws.families.blotter.unavailable})`);
    const components = inspect(path.join(ws.dir, file), 4, 1000).tree.children.find((n) => n.name === 'components');
    // Where the order starts and ends, found from the stored places: the ROM board's C-1 switch on the square at its
    // origin is first, the next square along X second; the upper board C-2 stands turned half round, so its switch
    // at its own origin is on the ROM's far corner: last.
    const at = (parent, x, z) => {
      const hit = components.children.find((c) => {
        const field = (name) => c.children.find((f) => f.name === name);
        const [px, , pz] = field('position').children.map((f) => Number(f.value));
        return (
          Number(field('parent').value) === parent && / MHG\.Switch /.test(c.display) && near(px, x) && near(pz, z)
        );
      });
      assert(hit, `${file}: no switch of C-${parent} near (${x}, ${z}) mm`);
      return hit.name;
    };
    const first = at(1, 150, 150);
    const second = at(1, 450, 150);
    const last = at(2, 150, 150);
    log(`first ${first}, second ${second}, last ${last}`);

    await wb.openFile(file);
    const { editor } = await HexAtlasEditor.waitOpen(wb);
    const board = await editor.reveal(['components', '[0]']);
    const offered = await openMenu(wb, board);
    for (const label of ['Load Data into Switches…', 'Read Switches as Data…'])
      assert(offered.includes(label), `the board's menu offers ${offered.join(', ')}, not ${label}`);
    await wb.page.keyboard.press('Escape');

    const states = async (want, when) => {
      for (const [name, shown] of Object.entries(want)) {
        // Go to Field: the tree draws only the rows in view, and most switches are far down the list. Asked again
        // when the load's new analysis lands in between and gives the row selected before the load back.
        for (let attempt = 1; ; attempt++) {
          const on = await goToField(wb, editor, `components${name}.customData.data.on`);
          try {
            await waitForText(on.locator('.col-value'), new RegExp(`^${shown}$`), `${name}.on ${when}`, 5_000);
            break;
          } catch (e) {
            if (attempt === 3) throw e;
          }
        }
      }
    };
    const load = async (hex) => {
      await openMenu(wb, await goToField(wb, editor, 'components[0]'));
      await pick(wb, 'Load Data into Switches…');
      await answer(wb, 'Hex Bytes', 'Load Data into Switches: the data');
      await answer(wb, LAYOUT, 'bit order');
      await answer(wb, hex, 'hex bytes');
    };
    await load('FF'.repeat(16));
    await states({ [first]: 'ON', [second]: 'ON', [last]: 'ON' }, 'after loading FF bytes');
    await load('80' + '00'.repeat(14) + '01');
    await states({ [first]: 'ON', [second]: 'OFF', [last]: 'ON' }, 'after loading 80 00 … 01');
    // One undo takes the whole second load back.
    await wb.command('Undo');
    await states({ [first]: 'ON', [second]: 'ON', [last]: 'ON' }, 'after one undo');
    await wb.command('File: Revert File');
  },
};

const near = (a, b) => Math.abs(a - b) <= 10;
