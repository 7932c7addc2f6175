// A map in git: the scenario makes a repository in the workspace, commits a generated map, changes cells of its
// height map and saves it; the Source Control view lists the change and its context menu opens the structural
// diff against the index, whose tree counts the changed cells and whose pictures show the height difference.
import fs from 'node:fs';
import path from 'node:path';
import { waitForText } from '../lib/editor.mjs';
import { commitThenChangeMap } from '../lib/git-repo.mjs';
import { withWorkspaceSettings } from '../lib/settings.mjs';
import { assert, skip } from '../lib/scenario.mjs';

const CHANGED_CELLS = 37;

export const sourceControlScenario = {
  name: 'smf: a changed map in Source Control opens the structural diff with the height difference picture',
  async run({ wb, ws, log }) {
    const smf = ws.families.smf.files?.find((f) => f.endsWith('.smf'));
    if (!smf) skip(`generator not available (${ws.families.smf.unavailable})`);
    const repo = path.join(ws.dir, 'scm');
    fs.mkdirSync(repo, { recursive: true });
    fs.writeFileSync(path.join(repo, 'map.smf'), fs.readFileSync(path.join(ws.dir, smf)));
    commitThenChangeMap(repo, 'map.smf', CHANGED_CELLS, 'a generated map');

    // The e2e settings turn git off for every other scenario: on for this workspace only, off again after.
    const restore = withWorkspaceSettings(ws.dir, { 'git.enabled': true });
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
      await view.locator('.diff-pane[data-side="a"] .hex-byte.differs').first().waitFor({ timeout: 15_000 });
      await view.locator('.diff-pane[data-side="b"] .hex-byte.differs').first().waitFor({ timeout: 15_000 });
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
      restore();
    }
  },
};

export const scmDiffEditorScenario = {
  name:
    "smf: Source Control's diff of a changed map: the index side finds its committed tile file; Open Structural Diff " +
    'on the title bar opens the structural diff',
  async run({ wb, ws, log }) {
    const smf = ws.families.smf.files?.find((f) => f.endsWith('.smf'));
    if (!smf) skip(`generator not available (${ws.families.smf.unavailable})`);
    // The map under another name (the tile files keep theirs: the map names them), beside its tile files.
    const repo = path.join(ws.dir, 'scm-diff');
    fs.mkdirSync(repo, { recursive: true });
    const source = path.dirname(path.join(ws.dir, smf));
    for (const f of fs.readdirSync(source))
      if (f.endsWith('.smt')) fs.copyFileSync(path.join(source, f), path.join(repo, f));
    fs.writeFileSync(path.join(repo, 'changed.smf'), fs.readFileSync(path.join(ws.dir, smf)));
    commitThenChangeMap(repo, 'changed.smf', CHANGED_CELLS, 'a map and its tile files');

    const restore = withWorkspaceSettings(ws.dir, { 'git.enabled': true });
    try {
      await wb.page.keyboard.press('Escape');
      await wb.page.keyboard.press('Control+Shift+G');
      const row = wb.page.locator('.scm-view .monaco-list-row', { hasText: 'changed.smf' }).first();
      await row.waitFor({ timeout: 60_000 });
      await row.click();
      // VS Code's diff: one tab, a Hex Atlas editor for each side.
      const sides = wb.page.locator('iframe.webview.ready >> visible=true');
      const deadline = Date.now() + 30_000;
      while ((await sides.count()) < 2) {
        assert(Date.now() < deadline, `the diff shows ${await sides.count()} Hex Atlas editors, not 2`);
        await wb.page.waitForTimeout(200);
      }
      for (const i of [0, 1]) {
        const status = wb.page
          .frameLocator(`iframe.webview.ready >> visible=true >> nth=${i}`)
          .frameLocator('iframe#active-frame')
          .locator('#status');
        // The index version's tile file is read from git at the same version: no "not next to the map".
        await waitForText(status, /no problems/i, `side ${i + 1} of the diff reports problems`, 30_000);
        log(`side ${i + 1}: ${(await status.innerText()).trim()}`);
      }
      const button = wb.page.locator('.editor-actions .action-label[aria-label^="Open Structural Diff"]').first();
      await button.click({ timeout: 15_000 });
      const view = wb.webview();
      const summary = view.locator('.diff-summary');
      await waitForText(summary, new RegExp(`^${CHANGED_CELLS} changed`), 'the diff does not count the cells', 60_000);
      await waitForText(
        view.locator('.diff-pane[data-side="a"] .pane-head'),
        /changed\.smf \(index\)/,
        'the left side is not the index version',
      );
      log(`structural diff: ${(await summary.innerText()).trim()}`);
    } finally {
      restore();
    }
  },
};
