// The editor's actions where users look, and one set of problems for a file whether it is open or not:
// - right-clicking a field of an array element opens VS Code's own context menu (drawn by the workbench, outside
//   the webview) with Show Column and Add Bookmark…, and both act on that field;
// - a map whose tile file was renamed: Validate Workspace offers the rename as a fix, the open editor offers the
//   same fix, and making it leaves nothing in the extension host's log (the harness checks that).
import fs from 'node:fs';
import path from 'node:path';
import { HexAtlasEditor, waitForText } from '../lib/editor.mjs';
import { assert, skip } from '../lib/scenario.mjs';
import { answer } from './navigation.mjs';

/** The items of the context menu VS Code shows (its menus sit in a shadow root, which locators pierce). */
export function menuItems(wb) {
  return wb.page.locator('.context-view .monaco-menu .action-item .action-label');
}

export async function openMenu(wb, row) {
  await row.click({ button: 'right' });
  await menuItems(wb).first().waitFor({ timeout: 15_000 });
  return (await menuItems(wb).allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

/**
 * Picks an item. VS Code's menu ignores a release that comes too soon after it opened (the one ending the right
 * click), so a click that left it open is made again, a few times at most.
 */
export async function pick(wb, label) {
  const item = menuItems(wb)
    .filter({ hasText: new RegExp(`^${label}$`) })
    .first();
  for (let attempt = 1; ; attempt++) {
    await item.click();
    try {
      await item.waitFor({ state: 'hidden', timeout: 3000 });
      return;
    } catch (e) {
      if (attempt === 3) throw e;
    }
  }
}

/** The row of `path`, reached with Go to Field (the tree may open scrolled anywhere: it keeps its view state). */
export async function goToField(wb, editor, path) {
  const input = wb.page.locator('.quick-input-widget input[aria-label*="Go to Field"]');
  const selected = new RegExp(`^${path.replace(/[[\].]/g, '\\$&')}$`);
  for (let attempt = 1; ; attempt++) {
    try {
      await wb.command('Hex Atlas: Go to Field…');
      // The pick closes when it loses focus, as it does when the page takes focus back after an edit's new
      // analysis: then it is asked again.
      await input.fill(path, { timeout: 10_000 });
      await wb.page.keyboard.press('Enter');
      await waitForText(editor.fieldPath, selected, 'Go to Field', 15_000);
      return editor.tree.locator('.tree-row[aria-selected="true"]');
    } catch (e) {
      if (attempt === 3) throw e;
    }
  }
}

export const contextMenuScenario = {
  name: "blotter: right-clicking a field of an array element offers VS Code's Show Column and Add Bookmark",
  async run({ wb, ws, log }) {
    const file = ws.families.blotter.files?.find((f) => f.endsWith('world.logicworld'));
    if (!file) skip(`generator not available (${ws.families.blotter.unavailable})`);
    await wb.openFile(file);
    const { editor } = await HexAtlasEditor.waitOpen(wb);
    await editor.tree.locator('.tree-row').first().waitFor({ timeout: 30_000 });
    const y = await goToField(wb, editor, 'components[2].position.y');
    const offered = await openMenu(wb, y);
    log(`menu: ${offered.join(', ')}`);
    for (const label of ['Show Column', 'Add Bookmark…', 'Copy Field Path', 'Copy As'])
      assert(offered.includes(label), `the menu offers ${offered.join(', ')}, not ${label}`);
    assert(!offered.includes('Delete'), 'the menu offers Delete on a field that cannot be deleted');
    assert((await y.getAttribute('aria-selected')) === 'true', 'the right-clicked row is not selected');
    // Copy As opens its submenu of formats.
    await menuItems(wb)
      .filter({ hasText: /^Copy As$/ })
      .first()
      .hover();
    await menuItems(wb)
      .filter({ hasText: /^Copy Bytes as Base64$/ })
      .first()
      .waitFor({ timeout: 15_000 });
    const formats = (await menuItems(wb).allInnerTexts()).filter((t) => t.startsWith('Copy Bytes as'));
    assert(
      ['Hex', 'C Array', 'Base64'].every((f) => formats.includes(`Copy Bytes as ${f}`)) && formats.length === 3,
      `the tree's Copy As offers ${formats.join(', ')}`,
    );
    await pick(wb, 'Show Column');
    const column = wb.webview().locator('#column-view');
    await waitForText(column.locator('.column-title'), /^components\[\*\]\.position\.y$/, 'column title', 15_000);
    await column.locator('.codicon-close').click();

    // The hex view's menu acts on its selection.
    const inHex = await openMenu(wb, editor.hex.locator('.hex-byte.sel').first());
    for (const label of ['Reveal Selection in Tree', 'Add Bookmark…', 'Copy As'])
      assert(inHex.includes(label), `the hex view's menu offers ${inHex.join(', ')}, not ${label}`);
    await wb.page.keyboard.press('Escape');

    // The bookmark goes on the row right-clicked, not on the one selected before.
    const x = await goToField(wb, editor, 'components[3].position.x');
    const parent = (await x.getAttribute('data-key')).replace(/\.\d+$/, '');
    const z = await editor.childRow(parent, 'z', 10_000);
    await openMenu(wb, z);
    await pick(wb, 'Add Bookmark…');
    await answer(wb, undefined, 'Bookmark name');
    await answer(wb, 'blue', 'Bookmark colour');
    await answer(wb, 'from the context menu', 'Note (optional)');
    await wb.command('Hex Atlas: Focus on Bookmarks View');
    await wb.page
      .locator('.monaco-list-row', { hasText: 'components[3].position.z' })
      .first()
      .waitFor({ timeout: 15_000 });
  },
};

export const renamedTileFileScenario = {
  name: "smf: Validate Workspace's fix for a renamed tile file is still offered once the map is open, and works",
  async run({ wb, ws }) {
    const map = ws.families.smf.files?.find((f) => f.endsWith('.smf'));
    if (!map) skip(`generator not available (${ws.families.smf.unavailable})`);
    const from = path.join(ws.dir, path.dirname(map));
    const base = path.basename(map, '.smf');
    const dir = path.join(ws.dir, 'renamed');
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir);
    fs.copyFileSync(path.join(from, `${base}.smf`), path.join(dir, `${base}.smf`));
    // Tile file 0 under another name; the detail tiles stay as the map names them.
    fs.copyFileSync(path.join(from, `${base}.smt`), path.join(dir, 'Renamed.smt'));
    fs.copyFileSync(path.join(from, `${base}-detail.smt`), path.join(dir, `${base}-detail.smt`));
    const fix = 'rename tile file 0 to "Renamed.smt"';
    // The Problems panel draws only the rows in view: narrowed to this file's, they are all drawn.
    const filter = wb.problemsFilter();
    // Opening an editor can take the panel's focus and filter with it: each look narrows it again.
    const fixRow = async (timeout) => {
      await wb.showProblems();
      await filter.fill('renamed');
      return wb.problemRow(fix, timeout);
    };
    try {
      await wb.validateWorkspace();
      await fixRow(90_000);

      await wb.openFile(`renamed/${base}.smf`);
      const { editor } = await HexAtlasEditor.waitOpen(wb);
      // The editor's problems list (folded up until opened) offers the fix too.
      const strip = editor.frame.locator('details.problems');
      await strip.locator('summary').click();
      const button = strip.locator('.fix-button', { hasText: `Fix: ${fix}` }).first();
      await button.waitFor({ timeout: 30_000 });
      // The Problems panel now shows the editor's diagnostics for the file: with the same fix.
      await fixRow(30_000);
      await button.click();
      await strip.locator('.fix-button', { hasText: fix }).waitFor({ state: 'detached', timeout: 30_000 });
      await wb.problemRows(fix).waitFor({ state: 'detached', timeout: 15_000 });
      // Back to the bytes on disk, so closing the editor asks nothing.
      await wb.command('File: Revert File');
    } finally {
      await wb.showProblems().catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
};
