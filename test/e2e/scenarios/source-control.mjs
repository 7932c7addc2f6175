// A map in git: the scenario makes a repository in the workspace, commits a generated map, changes cells of its
// height map and saves it; the Source Control view lists the change and its context menu opens the structural
// diff against the index, whose tree counts the changed cells and whose pictures show the height difference.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { waitForText } from '../lib/editor.mjs';
import { assert, skip } from '../lib/scenario.mjs';

const CHANGED_CELLS = 37;

export const sourceControlScenario = {
  name: 'smf: a changed map in Source Control opens the structural diff with the height difference picture',
  async run({ wb, ws, log }) {
    const smf = ws.families.smf.files?.find((f) => f.endsWith('.smf'));
    if (!smf) skip(`generator not available (${ws.families.smf.unavailable})`);
    const repo = path.join(ws.dir, 'scm');
    fs.mkdirSync(repo, { recursive: true });
    const file = path.join(repo, 'map.smf');
    const map = fs.readFileSync(path.join(ws.dir, smf));
    fs.writeFileSync(file, map);
    const git = (...args) =>
      execFileSync('git', ['-c', 'user.name=Hex Atlas', '-c', 'user.email=e2e@hex-atlas.invalid', ...args], {
        cwd: repo,
      });
    git('init', '-q');
    git('add', 'map.smf');
    git('commit', '-q', '-m', 'a generated map');
    const changed = Buffer.from(map);
    const heightmapPtr = map.readUInt32LE(52);
    for (let i = 0; i < CHANGED_CELLS; i++) changed[heightmapPtr + 2 * 11 * i + 1] ^= 0x02;
    fs.writeFileSync(file, changed);

    // The e2e settings turn git off for every other scenario: on for this workspace only, off again after.
    const settings = path.join(ws.dir, '.vscode', 'settings.json');
    const before = fs.existsSync(settings) ? fs.readFileSync(settings, 'utf8') : undefined;
    fs.mkdirSync(path.dirname(settings), { recursive: true });
    fs.writeFileSync(settings, JSON.stringify({ ...JSON.parse(before ?? '{}'), 'git.enabled': true }, null, 2));
    try {
      await wb.page.keyboard.press('Escape');
      await wb.page.keyboard.press('Control+Shift+G'); // View: Show Source Control
      const row = wb.page.locator('.scm-view .monaco-list-row', { hasText: 'map.smf' }).first();
      await row.waitFor({ timeout: 60_000 });
      await row.click({ button: 'right' });
      const item = wb.page.locator('.monaco-menu .action-label', { hasText: 'Open Structural Diff' }).first();
      await item.hover();
      await item.click();
      // A click that lands while the menu still animates in only highlights the item: Enter runs it then.
      if (await item.isVisible().catch(() => false)) await wb.page.keyboard.press('Enter');
      const view = wb.webview();
      const summary = view.locator('.diff-summary');
      await waitForText(summary, new RegExp(`^${CHANGED_CELLS} changed`), 'the diff does not count the cells', 60_000);
      await waitForText(view.locator('.diff-row.selected'), /heightMap/, 'the height map is not selected');
      await waitForText(
        view.locator('.diff-pane[data-side="a"] .pane-head'),
        /map\.smf \(index\)/,
        'the left side is not the index version',
      );
      // The index version's bytes come through VS Code's file system API, the working tree's from disk.
      await view.locator('.diff-pane[data-side="a"] .b.differs').first().waitFor({ timeout: 15_000 });
      await view.locator('.diff-pane[data-side="b"] .b.differs').first().waitFor({ timeout: 15_000 });
      const picture = view.locator('.diff-picture[data-picture="heightMap"]');
      await waitForText(
        picture.locator('figcaption'),
        new RegExp(`^heightMap: ${CHANGED_CELLS} of [\\d,]+ cells differ$`),
        'no height difference picture',
      );
      const coloured = await picture.locator('canvas').evaluate((c) => {
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let n = 0;
        for (let i = 0; i < d.length; i += 4) if (d[i] !== d[i + 1] || d[i + 1] !== d[i + 2]) n++;
        return n;
      });
      assert(coloured === CHANGED_CELLS, `the picture has ${coloured} coloured pixels, expected ${CHANGED_CELLS}`);
      log(`${(await summary.innerText()).trim()}; ${coloured} coloured pixels`);
    } finally {
      if (before === undefined) fs.rmSync(settings);
      else fs.writeFileSync(settings, before);
    }
  },
};
