// Webview UI tests of the editor at the sizes people work at: the editor's share of a 1600x1000 and of a 1280x800
// VS Code window with the Explorer open. Checked by geometry, not by screenshots: every cell found where it is drawn
// (elementFromPoint), rectangles inside their pane, no two boxes of different panes overlapping. Also axe-core on
// each page and a keyboard-only walk from the tree to a Fix.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { generateSmf } from '../../src/formats/smf/generate';
import { smfFormat } from '../../src/formats/smf';
import { codecFixture, type Fixture } from './fixtures';
import { generatedFixture } from './format-fixtures';
import { openEditor, treeLoaded, type Harness } from './harness';
import { pictureMapFixture } from './picture-fixtures';
import { runUiTests, type UiTest } from './runner';

/** The webview's size inside code-server's workbench (title bar, tabs, breadcrumbs, status bar; 300 px side bar). */
const sizes = [
  { window: '1600x1000', width: 1252, height: 884 },
  { window: '1280x800', width: 932, height: 684 },
];
const formats: [family: string, file: RegExp, field: string[]][] = [
  ['smf', /\.smf$/, ['header', 'mapx']],
  ['blotter', /world\.logicworld$/, ['components', '[0]', 'position']],
  ['eu7', /scenario_v9\.eu7$/, ['TRAK', 'records', '[0]']],
  ['parkan', /Land\.map$/, []],
];
const measured: string[] = [];
const axeSource = fs.readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

/** VS Code's default dark theme (Dark Modern): the colours the editor meets, for the contrast checks. */
const darkModern: [string, string][] = [
  ['--vscode-foreground', '#cccccc'],
  ['--vscode-descriptionForeground', '#9d9d9d'],
  ['--vscode-editor-background', '#1f1f1f'],
  ['--vscode-editor-foreground', '#cccccc'],
  ['--vscode-editor-selectionBackground', '#264f78'],
  ['--vscode-editorLineNumber-foreground', '#6e7681'],
  ['--vscode-list-activeSelectionBackground', '#04395e'],
  ['--vscode-list-activeSelectionForeground', '#ffffff'],
  ['--vscode-list-inactiveSelectionBackground', '#37373d'],
  ['--vscode-input-background', '#313131'],
  ['--vscode-input-foreground', '#cccccc'],
  ['--vscode-button-secondaryBackground', '#313131'],
  ['--vscode-button-secondaryForeground', '#cccccc'],
  ['--vscode-textLink-foreground', '#4daafc'],
  ['--vscode-focusBorder', '#0078d4'],
];

async function open(
  h: Harness,
  fixture: Fixture,
  size: { width: number; height: number },
  errors: string[],
  locale?: 'pl' | 'ru',
) {
  const e = await openEditor(h, fixture, { ...size, locale });
  e.errors = errors;
  await e.page.evaluate((vars) => {
    document.body.classList.add('vscode-dark');
    for (const [k, v] of vars) document.documentElement.style.setProperty(k, v);
  }, darkModern);
  await e.page.waitForSelector('.tree-row[data-id="0"]');
  await treeLoaded(e.page);
  // The layout settles on the next frames (ResizeObserver, fonts).
  await e.page.waitForFunction(() => document.querySelector('.main')?.getAttribute('data-inspector'));
  await e.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return e;
}

/** Expands rows by their names, from the root's children down; returns the last row's selector. */
async function reveal(page: Page, names: string[]): Promise<string | undefined> {
  let selector: string | undefined;
  for (const [i, name] of names.entries()) {
    selector = `.tree-row[aria-level="${i + 2}"]:has(.name-text:text-is("${name}"))`;
    await page.waitForSelector(selector);
    if (i < names.length - 1 && (await page.getAttribute(selector, 'aria-expanded')) === 'false')
      await page.click(`${selector} .twistie`);
  }
  return selector;
}

/** Problems of the layout, as sentences (empty: all good). */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const r = (e: Element): DOMRect => e.getBoundingClientRect();
    const inside = (a: DOMRect, b: DOMRect): boolean =>
      a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
    /** The element drawn at the centre of `e` is `e` or inside it: nothing covers it. */
    const seen = (e: Element): boolean => {
      const b = r(e);
      const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
      return hit !== null && (hit === e || e.contains(hit));
    };
    const hex = document.getElementById('hex')!;
    // The first row on screen (expanding the tree may have scrolled the hex view to a node's bytes).
    const firstRow = [...document.querySelectorAll('.hex-row')]
      .filter((row) => row.querySelectorAll('.hex-byte[data-offset]').length === 16)
      .map((row) => [row, r(row).top] as const)
      .filter(([, top]) => top >= r(hex).top - 1)
      .sort((a, b) => a[1] - b[1])[0][0];
    const bytes = [...firstRow.querySelectorAll('.hex-byte')];
    const chars = [...firstRow.querySelectorAll('.hex-char')];
    if (bytes.length !== 16 || chars.length !== 16)
      problems.push(`first row: ${bytes.length} bytes, ${chars.length} chars`);
    for (const [i, cell] of [...bytes, ...chars].entries()) {
      if (!inside(r(cell), r(hex))) problems.push(`hex cell ${i} lies outside the hex view`);
      else if (!seen(cell)) problems.push(`hex cell ${i} is covered`);
    }
    for (const cell of document.querySelectorAll('.hex-header > *, .hex-header .hex-col'))
      if (r(cell).width > 0 && !seen(cell)) problems.push(`hex header "${cell.textContent}" is covered`);
    for (const cell of document.querySelectorAll<HTMLElement>('.tree-header > span')) {
      if (cell.clientWidth === 0) continue;
      const label = cell.firstChild?.textContent ?? '';
      if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`tree header "${label}" is cut`);
      if (!seen(cell)) problems.push(`tree header "${label}" is covered`);
    }
    // Boxes of different panes never overlap.
    const boxes = ['.toolbar', '.field-path', '.tree-header', '.picture-bar', '.picture-canvas', '.hex-header', '#hex']
      .concat(['#inspector', '.problems'])
      .map((s) => [s, document.querySelector(s)] as const)
      .filter(([, e]) => e && r(e).width > 0 && r(e).height > 0);
    for (const [i, [sa, a]] of boxes.entries())
      for (const [sb, b] of boxes.slice(i + 1)) {
        const [x, y] = [r(a!), r(b!)];
        const w = Math.min(x.right, y.right) - Math.max(x.left, y.left);
        const h = Math.min(x.bottom, y.bottom) - Math.max(x.top, y.top);
        if (w > 1 && h > 1) problems.push(`${sa} overlaps ${sb}`);
      }
    // Every pane inside the window, every picture control inside the picture pane.
    for (const pane of document.querySelectorAll('.main > section, .main > aside'))
      if (r(pane).width > 0 && !inside(r(pane), new DOMRect(0, 0, innerWidth, innerHeight)))
        problems.push(`${pane.className} leaves the window`);
    const picture = document.querySelector('.picture-pane');
    for (const control of document.querySelectorAll('.picture-bar > *'))
      if (picture && r(control).width > 0 && !inside(r(control), r(picture)))
        problems.push(`picture control ${control.className} leaves its pane`);
    return problems;
  });
}

/** Names and types shown in the tree that their column cuts. */
function cutNames(page: Page): Promise<string[]> {
  return page.$$eval('.tree-row .col-name', (cells) =>
    cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent ?? ''),
  );
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const result = (await page.evaluate(() =>
    (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<unknown> } }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  )) as { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const tests: UiTest[] = [];
for (const size of sizes)
  for (const [family, file, field] of formats)
    tests.push([
      `${size.window} window, ${family}: whole hex rows, readable tree, nothing overlapping, the field's bytes in view`,
      async (h, errors) => {
        const { page } = await open(h, await generatedFixture(family, file), size, errors);
        // Deep enough that names at depth 2 and 3 are shown.
        const selector = await reveal(page, field);
        assert.deepEqual(await layoutProblems(page), []);
        if (selector) {
          await page.click(selector);
          await page.waitForSelector('.hex-byte.sel');
          // The field's first row of bytes (a long record runs on below the screen).
          const hidden = await page.$$eval('.hex-byte.sel', (cells) => {
            const view = document.getElementById('hex')!.getBoundingClientRect();
            const first = Math.min(...cells.map((c) => Number((c as HTMLElement).dataset.offset)));
            return cells
              .filter((c) => Math.floor(Number((c as HTMLElement).dataset.offset) / 16) === Math.floor(first / 16))
              .map((c) => [c, c.getBoundingClientRect()] as const)
              .filter(
                ([, b]) => b.left < view.left || b.right > view.right || b.top < view.top || b.bottom > view.bottom,
              )
              .map(([c]) => (c as HTMLElement).dataset.offset);
          });
          assert.deepEqual(hidden, [], 'selected bytes outside the hex view');
        }
        assert.deepEqual(await cutNames(page), [], 'names cut by their column');
        const plan = await page.$eval(
          '.main',
          (m) => `${m.getAttribute('data-picture')}/${m.getAttribute('data-inspector')}`,
        );
        const tree = await page.$eval('.tree-pane', (e) => e.getBoundingClientRect().width);
        measured.push(`${size.window} ${family}: tree ${Math.round(tree)} px, picture/inspector ${plan}`);
        assert.deepEqual(await seriousViolations(page), []);
      },
    ]);

// Longer words than English ("Rozmiar" for Size, "Przesunięcie" in the inspector): no header is cut, nothing overlaps.
for (const [locale, size] of [
  ['pl', sizes[0]],
  ['pl', sizes[1]],
  ['ru', sizes[0]],
] as const)
  for (const [family, file, field] of formats)
    tests.push([
      `${size.window} window in ${locale === 'pl' ? 'Polish' : 'Russian'}, ${family}: no header cut, nothing overlapping`,
      async (h, errors) => {
        const { page } = await open(h, await generatedFixture(family, file), size, errors, locale);
        assert.equal(
          await page.$eval('.tree-header .col-size', (c) => c.firstChild?.textContent),
          locale === 'pl' ? 'Rozmiar' : 'Размер',
        );
        await reveal(page, field);
        assert.deepEqual(await layoutProblems(page), []);
      },
    ]);

// Half an editor's width: one side of VS Code's diff editor (Source Control, Compare Selected) in each window.
for (const half of [
  { window: '1600x1000 diff side', width: 800, height: 1000 - 116 },
  { window: '1280x800 diff side', width: 640, height: 800 - 116 },
])
  for (const [family, file, field] of formats.slice(0, 2))
    tests.push([
      `half width (${half.window}, ${half.width} px), ${family}: whole hex rows, the other panes give way, Hex toggle visible`,
      async (h, errors) => {
        const { page } = await open(h, await generatedFixture(family, file), half, errors);
        await reveal(page, field);
        // With the tree above the hex view, the hover card of the last row clicked would lie over the hex rows.
        await page.mouse.move(1, 1);
        await page.waitForSelector('#hover-card', { state: 'hidden' });
        assert.deepEqual(await layoutProblems(page), []);
        // Every pane toggle is whole inside the window and not covered.
        const toggles = await page.$$eval('.pane-toggle:not([hidden])', (buttons) =>
          buttons.map((b) => {
            const r = b.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return { id: b.id, whole: r.width > 0 && r.left >= 0 && r.right <= innerWidth, seen: hit === b };
          }),
        );
        assert.ok(toggles.some((t) => t.id === 'toggle-hex'));
        assert.deepEqual(
          toggles.filter((t) => !t.whole || !t.seen),
          [],
        );
        const plan = await page.$eval(
          '.main',
          (m) => `${m.getAttribute('data-picture')}/${m.getAttribute('data-inspector')}`,
        );
        measured.push(`${half.window} ${family}: picture/inspector ${plan}`);
      },
    ]);

// VS Code's Problems panel open under the editor: the same windows, the editor about 230 px shorter.
const withPanel = [
  { window: '1600x1000 window, Problems panel open', width: 1252, height: 650 },
  { window: '1280x800 window, Problems panel open', width: 932, height: 450 },
];
for (const size of [...sizes, ...withPanel])
  tests.push([
    `${size.window}: the problems strip reads as sentences, picture and hex keep their minimum, the inspector is whole, mapx's first reading whole`,
    async (h, errors) => {
      // A 768 x 768 square map (12 x 12 smu) with one broken feature: a picture, a problem and the value of the issue.
      const { page } = await open(h, await pictureMapFixture({ brokenFeature: true, scale: 6 }), size, errors);
      await page.waitForSelector('.picture-canvas');
      const mapx = await reveal(page, ['header', 'mapx']);
      await page.click('.problems-title');
      await page.waitForSelector('.problems[open] .problem-message');
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      assert.deepEqual(await layoutProblems(page), []);
      const m = await page.evaluate(() => {
        const r = (e: Element): DOMRect => e.getBoundingClientRect();
        const hex = document.getElementById('hex')!;
        const side = document.querySelector('.side-pane')!;
        const readings = [...document.querySelectorAll('.insp-grid > *, .insp-endian')];
        const inside = (e: Element): boolean => r(e).top >= r(side).top - 0.5 && r(e).bottom <= r(side).bottom + 0.5;
        return {
          message: Math.min(...[...document.querySelectorAll('.problem-message')].map((e) => r(e).width)),
          picture: r(document.querySelector('.picture-canvas')!).height,
          hexRows: [...document.querySelectorAll('.hex-row')].filter(
            (row) => r(row).top >= r(hex).top - 0.5 && r(row).bottom <= r(hex).bottom + 0.5,
          ).length,
          // In the strip every reading is on screen; beside the hex view the pane scrolls as a whole.
          inspector: document.querySelector('.main')!.getAttribute('data-inspector'),
          cutReadings: readings.filter((e) => !inside(e)).length,
          sideScrolls: side.scrollHeight > side.clientHeight && getComputedStyle(side).overflowY === 'auto',
        };
      });
      measured.push(
        `${size.window}: message ${Math.round(m.message)} px wide, picture ${Math.round(m.picture)} px, ` +
          `${m.hexRows} hex rows, inspector ${m.inspector}`,
      );
      assert.ok(m.message >= 200, `a problem's message is ${m.message} px wide`);
      assert.ok(m.picture >= 100, `the picture is ${m.picture} px tall`);
      assert.ok(m.hexRows >= 6, `${m.hexRows} whole hex rows`);
      if (m.inspector === 'strip') assert.equal(m.cutReadings, 0, 'inspector rows cut in the strip');
      else assert.ok(m.cutReadings === 0 || m.sideScrolls, 'inspector rows cut, and its pane does not scroll');
      // The first reading of header.mapx shows whole, not cut by its column.
      const value = await page.$eval(`${mapx} .col-value`, (cell) => {
        const first = cell.querySelector('.value-first')!;
        const [a, b] = [first.getBoundingClientRect(), cell.getBoundingClientRect()];
        return {
          text: first.textContent,
          whole: first.scrollWidth <= first.clientWidth && a.right <= b.right && a.left >= b.left,
        };
      });
      assert.deepEqual(value, { text: '768 squares = 12 smu', whole: true });
      assert.deepEqual(await cutNames(page), [], 'names cut by their column');
    },
  ]);

tests.push([
  '1280x800 window: a selection at the end of a 64-byte row scrolls into view sideways',
  async (h, errors) => {
    const e = await open(h, await generatedFixture('smf', /\.smf$/), sizes[1], errors);
    await e.post({ type: 'settings', settings: { bytesPerRow: 64, groupSize: 4, showText: true } });
    await e.page.waitForSelector('.hex-row[data-offset="64"]');
    await e.post({ type: 'revealRange', offset: 124, length: 4 });
    await e.page.waitForSelector('.hex-byte.sel[data-offset="127"]');
    const visible = await e.page.$eval('.hex-byte.sel[data-offset="127"]', (c) => {
      const b = c.getBoundingClientRect();
      const view = document.getElementById('hex')!.getBoundingClientRect();
      return b.left >= view.left && b.right <= view.right;
    });
    assert.equal(visible, true);
    assert.ok((await e.page.$eval('#hex', (x) => x.scrollLeft)) > 0);
  },
]);

for (const size of sizes)
  tests.push([
    `${size.window} window, high contrast: axe finds nothing serious; the selection shows in the tree, the hex view and the picture with the focus elsewhere`,
    async (h, errors) => {
      const { page } = await open(h, await generatedFixture('smf', /\.smf$/), size, errors);
      await page.evaluate(() => {
        document.body.classList.remove('vscode-dark');
        document.body.classList.add('vscode-high-contrast');
        const s = document.documentElement.style;
        // VS Code's Dark High Contrast: no list selection backgrounds, borders in the contrast colours.
        for (const k of ['--vscode-list-inactiveSelectionBackground', '--vscode-list-activeSelectionBackground'])
          s.removeProperty(k);
        for (const [k, v] of [
          ['--vscode-foreground', '#ffffff'],
          ['--vscode-editor-background', '#000000'],
          ['--vscode-contrastBorder', '#6fc3df'],
          ['--vscode-contrastActiveBorder', '#f38518'],
          ['--vscode-focusBorder', '#f38518'],
        ])
          s.setProperty(k, v);
      });
      // The height map: its first byte has a pixel, where the picture draws its crosshair.
      await page.click((await reveal(page, ['heightMap']))!);
      await page.waitForSelector('.hex-byte.sel');
      await page.waitForSelector('.picture-canvas:not([data-crosshair=""])');
      // The focus leaves every pane.
      await page.focus('#toggle-tree');
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const marks = await page.evaluate(() => {
        const seen = (e: Element | null): string => {
          if (!e) return 'missing';
          const c = getComputedStyle(e);
          const outline = c.outlineStyle !== 'none' && parseFloat(c.outlineWidth) >= 1 ? c.outlineColor : '';
          const fill = c.backgroundColor !== 'rgba(0, 0, 0, 0)' ? c.backgroundColor : '';
          return outline || fill || 'nothing';
        };
        // The crosshair's horizontal line, read from the canvas near its left edge.
        const canvas = document.querySelector<HTMLCanvasElement>('.picture-canvas')!;
        const [zoom, , panY] = canvas.dataset.view!.split(' ').map(Number);
        const y = Number(canvas.dataset.crosshair!.split(',')[1]);
        const ratio = canvas.width / canvas.clientWidth;
        const lineY = Math.floor((Math.floor((y + 0.5 - panY) * zoom) + 0.5) * ratio);
        const [r, g, b] = canvas.getContext('2d')!.getImageData(Math.floor(2 * ratio), lineY, 1, 1).data;
        return {
          tree: seen(document.querySelector('.tree-row[aria-selected="true"]')),
          hex: seen(document.querySelector('.hex-byte.sel')),
          picture: `rgb(${r}, ${g}, ${b})`,
        };
      });
      // The theme's contrast colour (#f38518) outlines the row and the bytes, and draws the picture's crosshair.
      assert.deepEqual(marks, { tree: 'rgb(243, 133, 24)', hex: 'rgb(243, 133, 24)', picture: 'rgb(243, 133, 24)' });
      assert.deepEqual(await layoutProblems(page), []);
      assert.deepEqual(await seriousViolations(page), []);
    },
  ]);

for (const size of sizes)
  tests.push([
    `${size.window} window, keyboard: F6 and Shift+F6 move through the panes (tree, picture, hex, inspector, problems), then on to VS Code`,
    async (h, errors) => {
      const { page } = await open(h, await generatedFixture('smf', /\.smf$/), size, errors);
      await page.click('.tree-row[data-id="0"]');
      const name = (): Promise<string> =>
        page.evaluate(() => {
          const a = document.activeElement as HTMLElement | null;
          if (!a || a === document.body) return 'body';
          if (a.id === 'tree' || a.id === 'hex' || a.id === 'inspector') return a.id;
          if (a.classList.contains('picture-canvas')) return 'picture';
          if (a.classList.contains('problems-title')) return 'problems';
          return a.className.split(' ')[0] || a.tagName.toLowerCase();
        });
      // Whether VS Code's own listener on the window (which hands keys to the workbench) would see an F6 pressed now.
      const reachesVsCode = (shift: boolean): Promise<boolean> =>
        page.evaluate((shiftKey) => {
          let seen = false;
          const workbench = (): void => void (seen = true);
          window.addEventListener('keydown', workbench);
          const e = new KeyboardEvent('keydown', { key: 'F6', shiftKey, bubbles: true, cancelable: true });
          (document.activeElement ?? document.body).dispatchEvent(e);
          window.removeEventListener('keydown', workbench);
          return seen && !e.defaultPrevented;
        }, shift);
      assert.equal(await name(), 'tree');
      assert.equal(await reachesVsCode(true), true, 'Shift+F6 on the first pane goes on to VS Code');
      assert.equal(await name(), 'tree');
      const f6: string[] = [];
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press('F6');
        f6.push(await name());
      }
      assert.deepEqual(f6, ['picture', 'hex', 'inspector']);
      // Between panes the key is the page's alone.
      assert.equal(await reachesVsCode(false), false, 'F6 on the inspector reaches VS Code');
      assert.equal(await name(), 'problems');
      assert.equal(await reachesVsCode(false), true, 'F6 on the last pane goes on to VS Code');
      assert.equal(await name(), 'problems');
      await page.keyboard.press('Shift+F6');
      assert.equal(await name(), 'inspector');
      await page.keyboard.press('Shift+F6');
      assert.equal(await name(), 'hex');
    },
  ]);

for (const size of sizes)
  tests.push([
    `${size.window} window, keyboard: Tab from the tree takes the panes in order (tree, picture, hex, inspector, problems)`,
    async (h, errors) => {
      const { page } = await open(h, await generatedFixture('smf', /\.smf$/), size, errors);
      await page.click('.tree-row[data-id="0"]');
      await page.waitForSelector('.picture-canvas');
      /** The pane holding the focus. */
      const pane = (): Promise<string> =>
        page.evaluate(() => {
          const a = document.activeElement;
          const panes: [string, string][] = [
            ['.tree-pane', 'tree'],
            ['.picture-pane', 'picture'],
            ['.hex-pane', 'hex'],
            ['.side-pane', 'inspector'],
            ['.problems', 'problems'],
          ];
          return panes.find(([selector]) => a?.closest(selector))?.[1] ?? (a?.className || a?.tagName || 'none');
        });
      assert.equal(await pane(), 'tree');
      const visited = ['tree'];
      for (let i = 0; i < 30 && visited.at(-1) !== 'problems'; i++) {
        await page.keyboard.press('Tab');
        const now = await pane();
        if (now !== visited.at(-1)) visited.push(now);
      }
      assert.deepEqual(visited, ['tree', 'picture', 'hex', 'inspector', 'problems']);
    },
  ]);

tests.push([
  "Logic World's struck-through hierarchy row says why in its hover",
  async (h, errors) => {
    const { page } = await open(h, await generatedFixture('blotter', /world\.logicworld$/), sizes[1], errors);
    const row = '.tree-row[aria-level="2"]:has(.name-text:text-is("hierarchy"))';
    await page.waitForSelector(row);
    assert.equal(await page.$eval(row, (r) => r.classList.contains('shadow')), true);
    assert.match((await page.getAttribute(`${row} .col-name`, 'title')) ?? '', /owns no bytes/);
  },
]);

tests.push([
  'keyboard only: tree -> hex -> problems -> Fix, with F6 between panes and Enter on a problem',
  async (h, errors) => {
    const [map] = generateSmf(1);
    const damaged = map.bytes.slice();
    const header = new DataView(damaged.buffer);
    // tilesPtr 3 bytes past the tile section: one error whose fix the file determines.
    header.setInt32(60, header.getInt32(60, true) + 3, true);
    const { page, host } = await open(h, codecFixture(smfFormat as never, map.name, damaged.slice()), sizes[1], errors);
    const focused = (): Promise<string> =>
      page.evaluate(() => {
        const a = document.activeElement as HTMLElement | null;
        return a?.id || a?.className || '';
      });
    await page.focus('#tree');
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector('.tree-row[aria-selected="true"]');
    await page.keyboard.press('F6');
    // No picture is shown until one is chosen for this map's first row: F6 skips to whatever pane follows.
    while ((await focused()) !== 'hex') await page.keyboard.press('F6');
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('.hex-byte.sel');
    while (!(await focused()).includes('problems-title')) await page.keyboard.press('F6');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.problems[open] .problem');
    // The error (the strip lists the file's problems in order; a warning may come first).
    do await page.keyboard.press('Tab');
    while (!/problem-error/.test(await focused()));
    await page.keyboard.press('Enter');
    // Enter on the problem selects its bytes.
    await page.waitForSelector('.hex-byte.sel[data-offset="60"]');
    await page.keyboard.press('Tab');
    assert.match(await focused(), /fix-button/);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('status')?.textContent?.includes('no problems'));
    assert.ok(Buffer.from(host.source.read(0, host.source.size)).equals(map.bytes));
  },
]);

void runUiTests('layout at normal window sizes', tests, () => measured);
