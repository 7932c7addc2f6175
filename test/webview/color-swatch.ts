// Colour swatches in Chromium: a Logic World board's colour shows as a swatch whose computed colour is the stored
// one, in the tree and in the hover card; a Color24 value that is not plain #RRGGBB text never becomes a colour.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  boardColor,
  boardColorPath,
  colorBoardFixture,
  hostileColorFixture,
  hostileColors,
  idOf,
} from './color-fixtures';
import { openEditor, type Editor, type Harness } from './harness';
import type { Fixture } from './fixtures';
import { runUiTests, type UiTest } from './runner';

const row = (id: string): string => `.tree-row[data-id="${id}"]`;

async function open(h: Harness, fixture: Fixture, errors: string[]): Promise<Editor> {
  const e = await openEditor(h, fixture);
  e.errors = errors;
  await e.page.waitForSelector(row('0'));
  return e;
}

/** Expand every ancestor of `id`, outermost first. */
async function reveal(page: Page, id: string): Promise<void> {
  const parts = id.split('.');
  for (let i = 1; i < parts.length; i++) {
    const parent = row(parts.slice(0, i).join('.'));
    if ((await page.getAttribute(parent, 'aria-expanded')) !== 'true') await page.click(`${parent} .twistie`);
    await page.waitForSelector(`${parent}[aria-expanded="true"]`);
  }
  await page.waitForSelector(row(id));
}

const swatchColors = (page: Page, selector: string): Promise<string[]> =>
  page.$$eval(`${selector} .color-swatch`, (s) => s.map((x) => getComputedStyle(x).backgroundColor));

const tests: UiTest[] = [
  [
    'a board colour shows as a swatch of that colour in the tree and the hover card',
    async (h, errors) => {
      const e = await open(h, await colorBoardFixture(), errors);
      const id = idOf(e.host.fixture.decode().root, ...boardColorPath);
      await reveal(e.page, id);
      assert.equal(await e.page.$eval(`${row(id)} .value-text`, (v) => v.textContent), boardColor.text);
      assert.deepEqual(await swatchColors(e.page, row(id)), [boardColor.rgb]);
      // The swatch sits before the value and is drawn (not collapsed to nothing).
      const box = await e.page.$eval(`${row(id)} .col-value`, (cell) => {
        const [first] = Array.from(cell.children);
        const r = first.getBoundingClientRect();
        return { first: first.className, width: r.width, height: r.height };
      });
      assert.deepEqual(box, { first: 'color-swatch', width: 10, height: 10 });
      // Only the colour node has one: its parent's summary also starts with the colour, but is not a Color24.
      assert.deepEqual(await swatchColors(e.page, row(id.split('.').slice(0, -1).join('.'))), []);
      await e.page.hover(row(id));
      await e.page.waitForSelector('#hover-card:not([hidden])');
      assert.deepEqual(await swatchColors(e.page, '#hover-card'), [boardColor.rgb]);
    },
  ],
  [
    'a Color24 value that is not plain #RRGGBB text never becomes a colour',
    async (h, errors) => {
      const e = await open(h, hostileColorFixture(), errors);
      // Row 0 is the plain colour (the control); every hostile value is shown as text, without a swatch.
      assert.deepEqual(await swatchColors(e.page, row('0')), ['rgb(0, 0, 255)']);
      for (let i = 1; i <= hostileColors.length; i++) {
        assert.equal(await e.page.$eval(`${row(String(i))} .value-text`, (v) => v.textContent), hostileColors[i - 1]);
        assert.deepEqual(await swatchColors(e.page, row(String(i))), [], `row ${i}: ${hostileColors[i - 1]}`);
      }
      assert.deepEqual(await swatchColors(e.page, row(String(hostileColors.length + 1))), [], 'a u8 is no colour');
      assert.equal(await e.page.$$eval('.color-swatch', (s) => s.length), 1);
      assert.equal(await e.page.$$eval('.tree b', (b) => b.length), 0);
      for (let i = 1; i <= hostileColors.length; i++) {
        await e.page.hover(row(String(i)));
        await e.page.waitForFunction(
          (name) => document.querySelector('.hover-path')?.textContent === name,
          `color${i}`,
        );
        assert.deepEqual(await swatchColors(e.page, '#hover-card'), [], `hover card of row ${i}`);
      }
    },
  ],
  [
    'the CSP refuses style attributes; the swatch colour is set through the CSSOM, which it allows',
    async (h, errors) => {
      const e = await open(h, hostileColorFixture(), errors);
      const [attribute, cssom] = await e.page.evaluate(() =>
        ['attribute', 'cssom'].map((how) => {
          const s = document.body.appendChild(document.createElement('span'));
          if (how === 'attribute') s.setAttribute('style', 'color: rgb(1, 2, 3)');
          else s.style.color = 'rgb(1, 2, 3)';
          const color = getComputedStyle(s).color;
          s.remove();
          return color;
        }),
      );
      assert.notEqual(attribute, 'rgb(1, 2, 3)');
      assert.equal(cssom, 'rgb(1, 2, 3)');
      // The refused attribute is reported to the console; that report is the expected one, not a page error.
      const refused = errors.findIndex((m) => /inline style violates .*Content Security Policy/.test(m));
      assert.ok(refused >= 0, errors.join('\n'));
      errors.splice(refused, 1);
    },
  ],
];

void runUiTests('colour swatches', tests);
