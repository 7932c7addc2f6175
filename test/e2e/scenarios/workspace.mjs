// Whole-workspace features: "Hex Atlas: Validate Workspace" fills the Problems panel for files no editor has open
// (the damaged copy of each format), and a code link opens such a file in Hex Atlas at its bytes; "Hex Atlas:
// Compare with…" shows the structural differences of two generated maps and F7 / Shift+F7 walk them.
import fs from 'node:fs';
import path from 'node:path';
import { cli } from '../lib/cli.mjs';
import { HexAtlasEditor, waitForText } from '../lib/editor.mjs';
import { assert, skip } from '../lib/scenario.mjs';
import { escapeRegExp } from '../lib/workbench.mjs';
import { familyIds } from '../lib/workspace.mjs';

export const validateWorkspaceScenario = {
  name: 'workspace: Validate Workspace lists closed files of every format in Problems; a code opens the bytes',
  async run({ wb, ws, log }) {
    const broken = familyIds()
      .map((f) => ws.broken[f])
      .filter((b) => b && !b.unavailable);
    if (broken.length === 0) skip('no damaged file of any format');
    assert((await wb.page.locator('.tabs-container .tab').count()) === 0, 'an editor is open before the run');
    log(await wb.validateWorkspace());
    await wb.showProblems();
    // Rows are looked for through the filter: the list draws only the rows in view, and the workspace has more.
    for (const b of broken) {
      await wb.filteredProblemRow(path.basename(b.file), 90_000);
      for (const code of new Set(b.diagnostics.map((d) => d.code))) await wb.filteredProblemRow(code, 15_000);
      log(`${b.file}: ${[...new Set(b.diagnostics.map((d) => d.code))].join(', ')}`);
    }
    assert(
      (await wb.page.locator('.tabs-container .tab').count()) === 0,
      'Validate Workspace opened editors; it should only read the files',
    );

    // A code of a closed file: the file opens in Hex Atlas with the diagnostic's bytes selected.
    const target = broken[broken.length - 1].diagnostics.find((d) => d.severity === 'error');
    const row = await wb.filteredProblemRow(target.message.slice(0, 40), 15_000);
    await row.locator(`text=${target.code}`).first().click();
    const { editor } = await HexAtlasEditor.waitOpen(wb);
    await editor.byte(target.offset).and(editor.hex.locator('.sel')).waitFor({ timeout: 15_000 });
    const selected = await editor.bytesWith('sel');
    assert(selected[0] === target.offset, `the selection starts at ${selected[0]}, expected ${target.offset}`);
  },
};

/** Two generated maps that differ in header.mapid and one height map cell: `compare/a.smf`, `compare/b.smf`. */
export function writeComparePair(ws) {
  const smf = ws.families.smf.files?.find((f) => f.endsWith('.smf'));
  if (!smf) skip(`generator not available (${ws.families.smf.unavailable})`);
  const map = fs.readFileSync(path.join(ws.dir, smf));
  const changed = Buffer.from(map);
  changed[20] ^= 1; // header.mapid
  const heightmapPtr = map.readUInt32LE(52);
  changed[heightmapPtr + 301] ^= 0x10; // one height map cell
  fs.mkdirSync(path.join(ws.dir, 'compare'), { recursive: true });
  const [a, b] = ['compare/a.smf', 'compare/b.smf'];
  fs.writeFileSync(path.join(ws.dir, a), map);
  fs.writeFileSync(path.join(ws.dir, b), changed);
  return [a, b];
}

/** Opens `a` in Hex Atlas and compares it with `b` (Compare with…, the file picked in the quick pick). */
export async function openCompare(wb, a, b) {
  await wb.openFile(a);
  await HexAtlasEditor.waitOpen(wb);
  await wb.command('Hex Atlas: Compare with…');
  await wb.page.locator('.quick-input-widget input').fill(b);
  await wb.page.locator('.quick-input-list .monaco-list-row', { hasText: b }).first().click({ timeout: 30_000 });
}

export const compareScenario = {
  name: 'smf: Compare with… shows a changed field of two maps; F7 walks the differences',
  async run({ wb, ws, log }) {
    const [a, b] = writeComparePair(ws);
    const expected = JSON.parse(cli(['diff', path.join(ws.dir, a), path.join(ws.dir, b), '--json']).stdout);
    const paths = expected.differences.map((d) => d.path);
    assert(paths.join() === 'header.mapid,heightMap', `the CLI finds ${paths.join(', ')}`);

    await openCompare(wb, a, b);
    const view = wb.webview();
    const selected = view.locator('.diff-row.selected');
    const position = view.locator('.diff-position');
    await waitForText(selected, /mapid/, 'the first difference (header.mapid) is not selected', 60_000);
    const first = expected.differences[0];
    await waitForText(
      selected,
      new RegExp(`${escapeRegExp(first.a)}.*->.*${escapeRegExp(first.b)}`),
      'the row does not show the change',
    );
    await waitForText(position, /^1 of 2$/, 'the position does not read 1 of 2');
    await view.locator('.diff-pane[data-side="a"] .hex-byte.differs').first().waitFor({ timeout: 15_000 });
    await view.locator('.diff-pane[data-side="b"] .hex-byte.differs').first().waitFor({ timeout: 15_000 });
    log(`selected: ${(await selected.innerText()).replace(/\s+/g, ' ')}`);

    await view.locator('.diff-summary').click(); // focus the panel: its keybindings apply
    await wb.page.keyboard.press('F7');
    await waitForText(position, /^2 of 2$/, 'F7 did not move to the second difference');
    await waitForText(selected, /heightMap/, 'F7 did not select heightMap');
    await wb.page.keyboard.press('F7');
    await waitForText(position, /^1 of 2$/, 'F7 did not wrap to the first difference');
    await wb.page.keyboard.press('Shift+F7');
    await waitForText(position, /^2 of 2$/, 'Shift+F7 did not go back to the last difference');

    // A collapsed node counts what changed inside it.
    await view.locator('.diff-row', { hasText: 'header' }).first().click();
    await waitForText(
      view.locator('.diff-row', { hasText: 'header' }).first(),
      /1 changed/,
      'collapsed header shows no count',
    );
  },
};
