// "Go to Source" from the tree's context menu on an include record of the generated EU7B module: the scenery text
// the module was compiled from (beside it, same stem, .scn) opens with the cursor on the include's line.
import fs from 'node:fs';
import path from 'node:path';
import { HexAtlasEditor } from '../lib/editor.mjs';
import { assert, skip } from '../lib/scenario.mjs';
import { goToField, openMenu, pick } from './context-menu.mjs';

export const goToSourceScenario = {
  name: 'eu7: "Go to Source" on an include record opens the .scn it was compiled from at the include line',
  async run({ wb, ws, log }) {
    const file = ws.families.eu7.files?.find((f) => f.endsWith('module_v6.eu7'));
    if (!file) skip(`generator not available (${ws.families.eu7.unavailable})`);
    // The generated module's first include was written from line 10 of its text.
    const scn = path.join(ws.dir, file.replace(/\.eu7$/, '.scn'));
    const lines = Array.from({ length: 20 }, (_, i) => `// line ${i + 1}`);
    lines[9] = 'include scenery/part.scm end';
    fs.writeFileSync(scn, lines.join('\n') + '\n');
    try {
      await wb.openFile(file);
      const { editor } = await HexAtlasEditor.waitOpen(wb);
      await editor.tree.locator('.tree-row').first().waitFor({ timeout: 30_000 });
      const record = await goToField(wb, editor, 'INCL.records[0]');
      const offered = await openMenu(wb, record);
      log(`menu: ${offered.join(', ')}`);
      assert(offered.includes('Go to Source'), `the include's menu offers ${offered.join(', ')}, not Go to Source`);
      await pick(wb, 'Go to Source');
      const tab = wb.page.locator('.tabs-container .tab.active', { hasText: path.basename(scn) });
      await tab.waitFor({ timeout: 15_000 });
      const position = wb.page.locator('.statusbar-item[id="status.editor.selection"]');
      await position.filter({ hasText: /Ln 10, Col 1/ }).waitFor({ timeout: 15_000 });
      const line = wb.page.locator('.monaco-editor .view-line', { hasText: 'include scenery/part.scm end' });
      await line.first().waitFor({ timeout: 15_000 });
    } finally {
      await wb.closeAllEditors();
      fs.rmSync(scn, { force: true });
    }
  },
};
