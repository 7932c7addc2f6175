// Finding your way in a Logic World save: Go to Field from the palette jumps to a deep field, Show Column opens the
// column view of that field across every component, and a bookmark on it appears in the Hex Atlas side bar view.
import { HexAtlasEditor, waitForText } from '../lib/editor.mjs';
import { assert, skip } from '../lib/scenario.mjs';

const field = 'components[123].position.y';

/**
 * Types `text` into the open quick input and accepts it. With `title`, first waits for the input of that title: one
 * input box replacing another reuses the same widget and clears what was typed into it too early. VS Code can also
 * still be switching the widget over when the title shows, and then drops what was typed or the Enter: while the
 * same prompt stays open, it is answered again (a few times at most); the next prompt taking the widget without
 * hiding it means this one was answered.
 */
export async function answer(wb, text, title) {
  const widget = wb.page.locator('.quick-input-widget');
  const input = widget.locator('input');
  const titled = title && widget.locator('.quick-input-title', { hasText: title });
  if (titled) await titled.waitFor({ timeout: 30_000 });
  await input.waitFor({ state: 'visible', timeout: 30_000 });
  for (let attempt = 1; ; attempt++) {
    if (text !== undefined) await input.fill(text);
    await wb.page.keyboard.press('Enter');
    const last = attempt === 4;
    try {
      await input.waitFor({ state: 'hidden', timeout: last ? 30_000 : 3_000 });
      return;
    } catch (e) {
      // The title element is re-rendered while the widget switches; the input's label names the prompt too.
      const label = (await input.getAttribute('aria-label').catch(() => null)) ?? '';
      const samePrompt = (await input.isVisible()) && (!titled || label.includes(title) || (await titled.isVisible()));
      // Another prompt in the same widget (the next question) means this one was answered.
      if (!samePrompt) return;
      if (last) throw e;
    }
  }
}

export const navigationScenario = {
  name: 'blotter: Go to Field, Show Column and a bookmark in the side bar',
  async run({ wb, ws }) {
    const file = ws.families.blotter.files?.find((f) => f.endsWith('world.logicworld'));
    if (!file) skip(`generator not available (${ws.families.blotter.unavailable})`);
    await wb.openFile(file);
    const { editor } = await HexAtlasEditor.waitOpen(wb);
    await editor.tree.locator('.tree-row[data-id="0"]').waitFor({ timeout: 30_000 });

    await wb.quickInput('F1', '>Hex Atlas: Go to Field');
    await wb.page.locator('.quick-input-list .monaco-list-row', { hasText: 'Go to Field' }).first().click();
    await answer(wb, field);
    await waitForText(editor.fieldPath, new RegExp(`^${field.replace(/[[\].]/g, '\\$&')}$`), 'Go to Field', 15_000);
    const selected = editor.tree.locator('.tree-row[aria-selected="true"] .name-text');
    assert((await selected.innerText()) === 'y', `selected row is ${await selected.innerText()}, not y`);

    await wb.command('Hex Atlas: Show Column');
    const column = wb.webview().locator('#column-view');
    await column.locator('.column-row').first().waitFor({ timeout: 15_000 });
    await waitForText(column.locator('.column-title'), /^components\[\*\]\.position\.y$/, 'column title');
    await waitForText(column.locator('.column-stats'), /^1000 values/, 'column statistics');

    await wb.command('Hex Atlas: Add Bookmark…');
    await answer(wb, 'gate 123 height', 'Bookmark name');
    await answer(wb, 'green', 'Bookmark colour');
    await answer(wb, 'checked in the game', 'Note (optional)');
    await wb.command('Hex Atlas: Focus on Bookmarks View');
    const item = wb.page.locator('.monaco-list-row', { hasText: 'gate 123 height' });
    await item.first().waitFor({ timeout: 15_000 });
    assert((await item.first().innerText()).includes(field), `the bookmark row does not show ${field}`);
  },
};
