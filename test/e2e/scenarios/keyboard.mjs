// The keyboard as the README describes it, in a real VS Code: F6 / Shift+F6 move between the editor's panes and then
// on to VS Code's next part; Go to Record narrows by a component's type, says how many it lists, and opens one.
import path from 'node:path';
import { cli } from '../lib/cli.mjs';
import { HexAtlasEditor, waitForText } from '../lib/editor.mjs';
import { assert, skip } from '../lib/scenario.mjs';
import { escapeRegExp } from '../lib/workbench.mjs';
import { sampleOf } from './tree-hex.mjs';

/** Which pane of the editor has the focus inside the webview ('tree', 'picture', 'hex', 'inspector', 'problems'). */
const focusedPane = (editor) =>
  editor.frame.locator('body').evaluate(() => {
    const a = document.activeElement;
    if (!a || a === document.body) return 'none';
    if (a.closest('.picture-canvas')) return 'picture';
    if (a.closest('.problems')) return 'problems';
    return a.closest('#tree, #hex, #inspector')?.id ?? a.className;
  });

/** Whether VS Code's window has its focus in a webview (the editor's), else the part of the window that has it. */
const windowFocus = (wb) =>
  wb.page.evaluate(() => {
    const a = document.activeElement;
    if (a?.tagName === 'IFRAME' && a.classList.contains('webview')) return 'webview';
    return a?.closest('.part')?.id || a?.className || 'none';
  });

async function pressUntil(wb, key, check, what) {
  for (let i = 0; i < 10; i++) {
    await wb.page.keyboard.press(key);
    // The key travels into the webview's frame and its handler runs there: give it the page's next frames.
    for (let n = 0; n < 20; n++) {
      const now = await check();
      if (now.done) return now.value;
      await wb.page.waitForTimeout(50);
    }
  }
  throw new Error(`${key} ten times never reached ${what}`);
}

export const f6Scenario = {
  name: 'keyboard: F6 and Shift+F6 move through the panes, then on to VS Code',
  async run({ wb, ws, log }) {
    await wb.openFile(sampleOf(ws, 'smf'));
    const { editor } = await HexAtlasEditor.waitOpen(wb);
    await editor.tree.locator('.tree-row').first().click();
    await editor.tree.locator('.tree-row[aria-selected="true"]').waitFor({ timeout: 10_000 });
    assert((await focusedPane(editor)) === 'tree', `the tree does not have the focus after a click`);
    const visited = ['tree'];
    // Each F6 moves to another pane of the editor while VS Code keeps its focus on the editor's webview.
    while (visited.at(-1) !== 'problems') {
      const before = visited.at(-1);
      const pane = await pressUntil(
        wb,
        'F6',
        async () => {
          const p = await focusedPane(editor);
          return { done: p !== before, value: p };
        },
        `the pane after ${before}`,
      );
      const outer = await windowFocus(wb);
      assert(outer === 'webview', `F6 on ${before} left the editor for ${outer}`);
      assert(!visited.includes(pane), `F6 came back to ${pane}: ${visited.join(' → ')}`);
      visited.push(pane);
    }
    assert(visited.includes('hex') && visited.includes('inspector'), `F6 visited ${visited.join(' → ')}`);
    log(`F6: ${visited.join(' → ')}`);
    await wb.page.keyboard.press('Shift+F6');
    await waitForPane(editor, visited.at(-2), 'Shift+F6 on the problems strip');
    await wb.page.keyboard.press('F6');
    await waitForPane(editor, 'problems', 'F6 back to the problems strip');
    // Past the last pane VS Code's F6 takes over and moves to the next part of its window.
    const outer = await pressUntil(
      wb,
      'F6',
      async () => {
        const f = await windowFocus(wb);
        return { done: f !== 'webview', value: f };
      },
      'a part of VS Code outside the editor',
    );
    log(`F6 on the last pane: VS Code's ${outer}`);
  },
};

async function waitForPane(editor, pane, what) {
  for (let n = 0; n < 100; n++) {
    if ((await focusedPane(editor)) === pane) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what}: the focus is on ${await focusedPane(editor)}, not ${pane}`);
}

/** A catalogue's text for `key` (the English key itself without a catalogue) as a pattern, `{n}` replaced by `args[n]`. */
function worded(bundle, key, args) {
  const parts = (bundle?.[key] ?? key).split(/\{(\d)\}/);
  return new RegExp(parts.map((p, i) => (i % 2 ? args[Number(p)] : escapeRegExp(p))).join(''));
}

/**
 * Go to Record in the language of `nls` and `bundle` (package.nls and l10n catalogues; English without them): the
 * title's counts read as the catalogue words them.
 */
export function goToRecordScenario(locale, { nls, bundle } = {}) {
  const command = (nls?.['command.goToRecord'] ?? 'Go to Record…').replace(/…$/, '');
  const any = '[\\d\\s\u00a0\u202f,.]+';
  return {
    name: `${locale ? `${locale}: ` : ''}keyboard: Go to Record narrows by type, says how many it lists and opens the record`,
    async run({ wb, ws, log }) {
      const file = ws.families.blotter.files?.find((f) => f.endsWith('world.logicworld'));
      if (!file) skip(`generator not available (${ws.families.blotter.unavailable})`);
      // What the codec says: the save's switches, one textconv line per component naming its type.
      const lines = cli(['textconv', path.join(ws.dir, file)]).stdout.split('\n');
      const switches = lines.filter((l) => /^components\["C-\d+"\]\.numericId = .*\(MHG\.Switch \(/.test(l));
      const components = lines.filter((l) => /^components\["C-\d+"\]\.numericId = /.test(l));
      assert(switches.length > 0, `${file} has no switch to find`);
      await wb.openFile(file);
      const { editor } = await HexAtlasEditor.waitOpen(wb);
      await wb.command(`Hex Atlas: ${command}`);
      const widget = wb.page.locator('.quick-input-widget');
      const title = widget.locator('.quick-input-title');
      // What the window shows besides, should the count not come: a warning of the query, the widget's own text.
      const windowText = async () =>
        (await wb.page.locator('.notifications-toasts, .quick-input-widget').allInnerTexts()).join(' | ');
      await waitForText(
        title,
        worded(bundle, 'Records listed: {0} of {1}', [any, any]),
        'Go to Record does not say how many records it lists',
        30_000,
      ).catch(async (e) => {
        throw new Error(`${e.message}; the window shows: ${(await windowText()).slice(0, 600)}`, { cause: e });
      });
      log(`unfiltered: ${(await title.innerText()).trim()}`);
      // Lower case, and a part of the type's name: "switch" finds MHG.Switch.
      await widget.locator('input').fill('switch');
      const total = components.length;
      await waitForText(
        title,
        worded(bundle, 'Records listed: {0} of {1} matching (records in the file: {2})', [
          switches.length,
          switches.length,
          any,
        ]),
        `Go to Record does not list the ${switches.length} switches of ${total} components`,
        30_000,
      );
      const rows = widget.locator('.quick-input-list .monaco-list-row');
      const shown = await rows.allInnerTexts();
      assert(shown.length > 0, 'no row is listed for "switch"');
      const strays = shown.filter((t) => !/switch/i.test(t));
      assert(strays.length === 0, `rows without a switch: ${strays.slice(0, 3).join(' | ')}`);
      const key = shown[0].match(/C-\d+/)?.[0];
      assert(key, `the first row names no component: ${shown[0]}`);
      await wb.page.keyboard.press('Enter');
      // The record's row is selected; its value names the component (the path names its index).
      const selected = editor.tree.locator('.tree-row[aria-selected="true"] .col-value');
      await waitForText(selected, new RegExp(`^${key} `), `Enter does not select ${key}`, 15_000);
      log(`"switch": ${switches.length} records; Enter selected ${(await editor.fieldPath.innerText()).trim()}`);
    },
  };
}
