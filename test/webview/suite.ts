// Webview UI tests in headless Chromium against the real bundle: rendering, tree<->hex linking, hover card,
// virtualization on a 1 GiB file, grouping of a million-element array, markup safety, CSP, edits and state.
import { generateEu7 } from '../../src/formats/eu7/generate';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  demo,
  demoBytes,
  demoFixture,
  gib,
  hugeByteAt,
  hugeFixture,
  markupName,
  millionFixture,
  rawFixture,
  codecFixture,
  type Fixture,
} from './fixtures';
import { applyBookmarks, type Bookmark } from '../../src/editor/bookmarks';
import { analyze } from '../../src/analysis';
import type { SpanNode } from '../../src/core/node';
import { eu7Format } from '../../src/formats/eu7';
import { smfFormat } from '../../src/formats/smf';
import { generateSmf } from '../../src/formats/smf/generate';
import { openEditor, treeLoaded, type Editor, type Harness } from './harness';
import { pictureMapFixture, rampAt } from './picture-fixtures';
import { kindColour } from '../../src/core/pictures/palette';
import { mapInfoLua } from '../helpers/archives';
import { generatedFixture } from './format-fixtures';
import { runUiTests, type UiTest } from './runner';
import { formatStats, measureScroll } from './scroll-perf';

type Test = [string, (h: Harness) => Promise<void>];
const tests: Test[] = [];
const test = (name: string, fn: (h: Harness) => Promise<void>): number => tests.push([name, fn]);
/** Numbers measured along the way, printed with the summary. */
const measured: string[] = [];

const row = (id: string): string => `.tree-row[data-id="${id}"]`;
const byte = (offset: number): string => `.hex-byte[data-offset="${offset}"]`;
/** The hex view paints on the next animation frame: a check waits for it, so it reads what was last asked for. */
const painted = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
/** Offsets of the bytes painted with `cls` (sel: selected, hl: highlighted by a hover). */
const bytesMarked = async (page: Page, cls: 'sel' | 'hl'): Promise<number[]> => {
  await painted(page);
  return page.$$eval(`.hex-byte.${cls}`, (els) => els.map((e) => Number((e as HTMLElement).dataset.offset)));
};
const selectedBytes = (page: Page): Promise<number[]> => bytesMarked(page, 'sel');
const text = (page: Page, selector: string): Promise<string> => page.locator(selector).first().innerText();
const range = (start: number, n: number): number[] => Array.from({ length: n }, (_, i) => start + i);

/** Page errors of the editors the running test opened (the runner gives each test its own list). */
let errorsSeen: string[] = [];

async function open(h: Harness, fixture: Fixture, options?: Parameters<typeof openEditor>[2]): Promise<Editor> {
  const e = await openEditor(h, fixture, options);
  e.errors = errorsSeen;
  await e.page.waitForSelector('.tree-row[data-id="0"]');
  // Until the tree's load has listed the pictures, the picture pane may still appear and move every column: a test
  // acts on the page as laid out (one that holds the pictures back waits for them itself).
  if (!options?.holdPictures) await treeLoaded(e.page);
  return e;
}

async function until(condition: () => boolean, ms = 5000): Promise<void> {
  for (const end = Date.now() + ms; !condition(); await new Promise((r) => setTimeout(r, 20))) {
    if (Date.now() > end) throw new Error(`condition not met in ${ms} ms: ${condition}`);
  }
}

async function expand(page: Page, id: string): Promise<void> {
  if ((await page.getAttribute(row(id), 'aria-expanded')) !== 'true') await page.click(`${row(id)} .twistie`);
  await page.waitForSelector(`${row(id)}[aria-expanded="true"]`);
}

test('the page has a strict CSP with a nonce; the codicon font loads under it', async (h) => {
  const { page } = await open(h, demoFixture());
  const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.ok(csp);
  assert.match(csp, /default-src 'none'/);
  const nonce = /script-src 'nonce-([A-Za-z0-9]+)'/.exec(csp)?.[1];
  assert.ok(nonce, csp);
  assert.deepEqual(await page.$$eval('script', (s) => s.map((x) => x.nonce)), [nonce]);
  assert.match(csp, new RegExp(`style-src ${h.origin} 'nonce-${nonce}'`));
  assert.match(csp, new RegExp(`font-src ${h.origin}`));
  // Added once the page has loaded (webview/codicons.ts), under the same CSP.
  await page.waitForFunction(() =>
    [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'codicon' && f.status === 'loaded'),
  );
  assert.equal(await page.evaluate(() => document.fonts.check('16px codicon')), true);
});

test('renders status, tree columns and the file bytes', async (h) => {
  const t0 = Date.now();
  const { page, host } = await open(h, demoFixture());
  await page.waitForSelector(`${byte(0)}`);
  measured.push(`first paint (tree + hex, demo file): ${Date.now() - t0} ms`);
  await page.waitForFunction(() => document.getElementById('status')?.textContent?.includes('·'));
  assert.equal(await text(page, '#status'), 'Demo format v2 · 2 errors, 1 warning');
  const header = row('0');
  assert.match(await text(page, `${header} .col-name`), /header/);
  assert.equal(await text(page, `${header} .col-offset`), '0x0');
  assert.equal(await text(page, `${header} .col-size`), '48');
  assert.equal(await text(page, `${header} .col-type`), 'DemoHeader');
  assert.equal(await page.getAttribute(header, 'data-offset'), '0');
  assert.equal(await page.getAttribute(header, 'data-length'), '48');
  assert.equal(await page.getAttribute(header, 'aria-expanded'), 'false');
  // The tree's first rows came with the analysis: the webview asked for neither the root nor its children.
  const rootAsks = host.received.filter(
    (m) => m.type === 'request' && (m.body.kind === 'node' || m.body.kind === 'children') && m.body.id === '',
  );
  assert.deepEqual(rootAsks, []);
  await page.waitForFunction(() => document.querySelector('.hex-byte[data-offset="0"]')?.textContent === '44');
  assert.equal(await text(page, byte(4)), '02');
  assert.equal(await text(page, '.hex-char[data-offset="1"]'), 'E');
  assert.equal(
    await page.$$eval('.hex-row', (r) => r.filter((x) => (x as HTMLElement).style.display !== 'none').length),
    Math.ceil(demo.size / 16),
  );
});

test('an unrecognised file opens as plain bytes; an empty file renders', async (h) => {
  const { page } = await openEditor(h, rawFixture(Uint8Array.of(0x41, 0x00, 0xff)));
  await page.waitForSelector(`${row('')}.kind-opaque`);
  await page.waitForFunction(() => document.getElementById('status')?.textContent === 'Plain bytes · no problems');
  await page.waitForFunction(() => document.querySelector('.hex-byte[data-offset="2"]')?.textContent === 'FF');
  assert.equal(await text(page, '.hex-char[data-offset="0"]'), 'A');
  assert.equal(await page.$$eval('.hex-byte[data-offset]', (e) => e.length), 3);
  const empty = await openEditor(h, rawFixture(new Uint8Array(0)));
  await empty.page.waitForSelector(`${row('')}`);
  assert.equal(await text(empty.page, `${row('')} .col-size`), '0');
  assert.equal(await empty.page.$$eval('.hex-byte[data-offset]', (e) => e.length), 0);
  await empty.page.keyboard.press('ArrowRight');
  await empty.page.keyboard.press('Control+g');
  await empty.page.fill('.prompt-input', '0');
  await empty.page.keyboard.press('Enter');
  assert.equal(await text(empty.page, '.prompt-status'), 'The file is empty');
});

test('selecting a tree node selects its bytes', async (h) => {
  const { page } = await open(h, demoFixture());
  await expand(page, '0');
  await page.click(row('0.1'));
  await page.waitForSelector(`${row('0.1')}[aria-selected="true"]`);
  assert.deepEqual(await selectedBytes(page), range(demo.version, 4));
  assert.deepEqual(await page.$$eval('.hex-char.sel', (els) => els.length), 4);
});

test('clicking a byte selects its deepest node, expanding ancestors', async (h) => {
  const { page } = await open(h, demoFixture());
  await page.click(byte(demo.badX + 1));
  await page.waitForSelector(`${row('1.5.1')}[aria-selected="true"]`);
  assert.equal(await page.getAttribute(row('1'), 'aria-expanded'), 'true');
  assert.equal(await page.getAttribute(row('1.5'), 'aria-expanded'), 'true');
  assert.deepEqual(await selectedBytes(page), [demo.badX + 1]);
  assert.equal(await page.$$eval('.tree-row[aria-selected="true"]', (r) => r.length), 1);
  await page.waitForFunction(() => document.getElementById('field-path')?.textContent === 'records[5].x');
  assert.deepEqual(await page.$$eval('.tree-row.holds-cursor', (r) => r.map((e) => (e as HTMLElement).dataset.id)), [
    '',
    '1',
    '1.5',
    '1.5.1',
  ]);
});

test('hovering a byte highlights its field and shows the hover card', async (h) => {
  const { page } = await open(h, demoFixture());
  await page.hover(byte(demo.badX + 1));
  await page.waitForSelector('#hover-card:not([hidden])');
  const card = await text(page, '#hover-card');
  for (const part of ['records[5].x', '0x5A', '(90)', 'i16', '9999', '0F 27'])
    assert.ok(card.includes(part), `${part} in ${card}`);
  assert.deepEqual(await bytesMarked(page, 'hl'), [demo.badX, demo.badX + 1]);
  await page.hover(row('1'));
  await page.waitForFunction(() => document.getElementById('hover-card')?.textContent?.startsWith('records'));
  assert.ok((await text(page, '#hover-card')).includes('0x30 (48)'));
  assert.equal((await bytesMarked(page, 'hl')).length, 160);
});

test('markup in a string field renders as text, never as elements', async (h) => {
  const { page } = await open(h, demoFixture());
  await expand(page, '0');
  assert.ok((await text(page, `${row('0.3')} .col-value`)).includes(markupName));
  await page.hover(byte(demo.name + 2));
  await page.waitForSelector('#hover-card:not([hidden])');
  assert.ok((await text(page, '#hover-card')).includes(markupName));
  assert.equal(await page.$$eval('#app img, #app b, #hover-card img, #hover-card b', (e) => e.length), 0);
});

test('diagnostics: severity icons in the tree, byte markers, problems strip', async (h) => {
  const { page } = await open(h, demoFixture());
  await page.waitForSelector(`${row('')} .sev-error`);
  assert.equal(await page.$$eval(`${row('1')} .sev-error`, (e) => e.length), 1);
  assert.equal(await page.$$eval(`${row('0')} .sev-warning`, (e) => e.length), 1);
  assert.equal(await page.$$eval(`${row('0')} .sev-error`, (e) => e.length), 0);
  assert.equal(await page.$$eval(`${row('3')} .sev-error, ${row('3')} .sev-warning`, (e) => e.length), 0);
  await page.waitForSelector(`${byte(demo.badX)}.diag-error`);
  assert.ok(await page.$(`${byte(demo.badX + 1)}.diag-error`));
  assert.ok(await page.$(`${byte(demo.version)}.diag-warning`));
  assert.equal(await page.$(`${byte(demo.badX + 2)}.diag-error`), null);
  await page.click('.problems-title');
  assert.equal(await page.$$eval('.problem', (e) => e.length), 3);
  await page.click('.problem-error >> text=x = 9999');
  await page.waitForSelector(`${row('1.5.1')}[aria-selected="true"]`);
  assert.deepEqual(await selectedBytes(page), [demo.badX, demo.badX + 1]);
});

test('diagnostics past those sent whole still mark their bytes', async (h) => {
  const { page } = await open(h, demoFixture(), { sentWhole: 1 });
  await page.waitForSelector(`${byte(demo.badX)}.diag-error`);
  assert.ok(await page.$(`${byte(demo.badX + 1)}.diag-error`));
  assert.ok(await page.$(`${byte(demo.version)}.diag-warning`));
  assert.equal(await page.$(`${byte(demo.badX + 2)}.diag-error`), null);
});

test('partial, gap and opaque nodes are marked', async (h) => {
  const { page } = await open(h, demoFixture());
  assert.equal(await page.getAttribute(row('2'), 'data-offset'), String(demo.gap));
  assert.match((await page.getAttribute(row('2'), 'class')) ?? '', /kind-gap/);
  assert.match((await page.getAttribute(row('3'), 'class')) ?? '', /kind-opaque/);
  assert.match((await page.getAttribute(row('4'), 'class')) ?? '', /partial/);
  assert.ok(await page.$(`${row('4')} .partial-mark`));
  await page.waitForSelector(`${byte(demo.gap)}.kind-gap`);
  assert.equal(await page.$(`${byte(demo.gap - 1)}.kind-gap`), null);
});

test('node links jump to their target bytes', async (h) => {
  const { page } = await open(h, demoFixture());
  await expand(page, '1');
  await expand(page, '1.1');
  assert.equal(await text(page, `${row('1.1.0')} .node-link`), '→ records[7]');
  await page.click(`${row('1.1.0')} .node-link`);
  await page.waitForSelector(`${row('1.7')}[aria-selected="true"]`);
  assert.deepEqual(await selectedBytes(page), range(demo.records + 7 * 8, 8));
});

test('keyboard: tree arrows/Home/End, hex arrows with shift, the tree sash', async (h) => {
  const { page, host } = await open(h, demoFixture());
  await page.click(row(''));
  await page.keyboard.press('ArrowDown');
  await page.waitForSelector(`${row('0')}[aria-selected="true"]`);
  assert.deepEqual(await selectedBytes(page), range(0, 48));
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector(`${row('0')}[aria-expanded="true"]`);
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector(`${row('0.0')}[aria-selected="true"]`);
  await page.keyboard.press('ArrowLeft');
  await page.waitForSelector(`${row('0')}[aria-selected="true"]`);
  await page.keyboard.press('End');
  await page.waitForSelector(`${row('4')}[aria-selected="true"]`);
  await page.click(byte(16));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.querySelector('.hex-byte.sel')?.getAttribute('data-offset') === '33');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await page.waitForFunction(() => document.querySelectorAll('.hex-byte.sel').length === 3);
  assert.deepEqual(await selectedBytes(page), [33, 34, 35]);
  // The tree's sash moves with the keyboard and is remembered for the workspace.
  const width = (): Promise<number> => page.$eval('.tree-pane', (e) => (e as HTMLElement).offsetWidth);
  const before = await width();
  await page.focus('.sash-tsash');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  assert.equal(await width(), before - 60);
  await until(() => host.layout?.tree === before - 60);
  // Pushed wider than the hex view's whole rows allow, it stops where they still fit.
  for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
  assert.ok((await width()) > before);
  const [rowWidth, hexWidth] = await page.$eval('#hex', (hex) => [
    hex.querySelector<HTMLElement>('.hex-row')!.offsetWidth,
    hex.clientWidth,
  ]);
  assert.ok(rowWidth <= hexWidth, `row ${rowWidth} px in a ${hexWidth} px hex view`);
});

test('drag selects a byte range; the inspector reads the cursor', async (h) => {
  const { page } = await open(h, demoFixture());
  await page.hover(byte(44));
  await page.mouse.down();
  await page.hover(byte(47));
  await page.mouse.up();
  await page.waitForFunction(() => document.querySelectorAll('.hex-byte.sel').length === 4);
  assert.deepEqual(await selectedBytes(page), range(44, 4));
  const inspector = await text(page, '#inspector');
  assert.match(inspector, /@ 0x2C/);
  assert.match(inspector, /f32\s+1\.5/);
  assert.match(inspector, /u32\s+1069547520/);
  await page.click('.insp-endian');
  assert.match(await text(page, '#inspector'), /u32\s+49215/);
});

test('find hex bytes forwards and text backwards; go to offset', async (h) => {
  const { page } = await open(h, demoFixture());
  await page.click(byte(0));
  await page.keyboard.press('Control+f');
  await page.fill('.prompt-input', 'de ad be ef');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('.hex-byte.sel').length === 4);
  assert.deepEqual(await selectedBytes(page), range(demo.gap, 4));
  assert.equal(await text(page, '.prompt-status'), 'Match at 0xD0 (208), as hex bytes');
  await page.selectOption('.prompt-mode', 'text');
  await page.fill('.prompt-input', 'DEMO');
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    () => document.querySelector('.prompt-status')?.textContent === 'No match after the cursor',
  );
  await page.keyboard.press('Shift+Enter');
  await page.waitForFunction(() => document.querySelector('.prompt-status')?.textContent === 'Match at 0x0 (0)');
  // The status is set at once; the hex rows paint the new selection on the next frame.
  await page.waitForFunction(() => document.querySelector('.hex-byte.sel')?.getAttribute('data-offset') === '0');
  assert.deepEqual(await selectedBytes(page), range(0, 4));
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+g');
  await page.fill('.prompt-input', '0x100');
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${row('3')}[aria-selected="true"]`);
  assert.deepEqual(await selectedBytes(page), [0x100]);
});

test('find starts reading what is typed: text that is not hex pairs is searched as text', async (h) => {
  const { page } = await open(h, demoFixture());
  await page.click(byte(1));
  await page.keyboard.press('Control+f');
  assert.equal(await page.inputValue('.prompt-mode'), 'auto');
  await page.fill('.prompt-input', 'DEMO');
  await page.keyboard.press('Shift+Enter');
  await page.waitForFunction(
    () => document.querySelector('.prompt-status')?.textContent === 'Match at 0x0 (0), as text',
  );
  await page.waitForFunction(() => document.querySelectorAll('.hex-byte.sel').length === 4);
  assert.deepEqual(await selectedBytes(page), range(0, 4));
  // Hex mode chosen by hand still refuses what is not hex pairs.
  await page.selectOption('.prompt-mode', 'hex');
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    () => document.querySelector('.prompt-status')?.textContent === 'Type hex byte pairs, e.g. DE AD BE EF',
  );
});

for (const size of [
  { width: 1252, height: 884 },
  { width: 932, height: 684 },
])
  test(`find text ignores case until Match Case is on (${size.width} px wide)`, async (h) => {
    const { page } = await open(h, demoFixture(), size);
    await page.click(byte(1));
    await page.keyboard.press('Control+f');
    const toggle = '.prompt-case';
    assert.equal(await page.getAttribute(toggle, 'aria-pressed'), 'false');
    // The toggle sits inside the bar, whole, and the bar inside the window.
    const inside = await page.$eval(toggle, (b) => {
      const r = b.getBoundingClientRect();
      const bar = b.parentElement!.getBoundingClientRect();
      return r.width > 0 && r.left >= bar.left && r.right <= bar.right && bar.right <= innerWidth;
    });
    assert.equal(inside, true);
    const status = (want: string) =>
      page.waitForFunction((w) => document.querySelector('.prompt-status')?.textContent === w, want);
    await page.selectOption('.prompt-mode', 'text');
    // "demo" finds the file's "DEMO" (before the cursor) and "IMG" its "<img" (after it).
    await page.fill('.prompt-input', 'demo');
    await page.keyboard.press('Shift+Enter');
    await status('Match at 0x0 (0)');
    await page.fill('.prompt-input', 'IMG');
    await page.keyboard.press('Enter');
    await status(`Match at 0x${(demo.name + 1).toString(16).toUpperCase()} (${demo.name + 1})`);
    await page.waitForFunction(() => document.querySelectorAll('.hex-byte.sel').length === 3);
    assert.deepEqual(await selectedBytes(page), range(demo.name + 1, 3));
    await page.click(toggle);
    assert.equal(await page.getAttribute(toggle, 'aria-pressed'), 'true');
    await page.fill('.prompt-input', 'demo');
    await page.keyboard.press('Shift+Enter');
    await status('No match before the cursor');
    await page.fill('.prompt-input', 'DEMO');
    await page.keyboard.press('Shift+Enter');
    await status('Match at 0x0 (0)');
  });

test('editing a value writes through the host and re-renders', async (h) => {
  const { page, host } = await open(h, demoFixture());
  await expand(page, '0');
  // A repaint between the two clicks (the host's late messages after opening) can swallow a double-click, as it
  // would a user's; like a user, try again.
  for (let tries = 0; tries < 3 && !(await page.$('.value-editor')); tries++) {
    await page.dblclick(`${row('0.1')} .col-value`);
    await page.waitForSelector('.value-editor', { timeout: 2000 }).catch(() => undefined);
  }
  await page.fill('.value-editor', '7');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('.hex-byte[data-offset="4"]')?.textContent === '07');
  await page.waitForFunction(() => document.querySelector('.tree-row[data-id="0.1"] .col-value')?.textContent === '7');
  assert.equal(host.fixture.bytes![demo.version], 7);
  // A byte click offers its field in the inspector.
  await page.click(byte(9));
  await page.waitForFunction(() => document.querySelector('.insp-edit-label')?.textContent === 'count (u32)');
  await page.fill('.insp-edit-input', 'abc');
  await page.click('.insp-edit button[type=submit]');
  await page.waitForSelector('.insp-error');
  assert.equal(await text(page, '.insp-error'), '"abc" is not an integer');
  assert.equal(host.fixture.bytes![8], demo.recordCount);
});

/** The id of the node reached by child names from the root. */
function idOf(root: SpanNode, names: string[]): string {
  const path: number[] = [];
  let n = root;
  for (const name of names) {
    const i = Array.from({ length: n.childCount }, (_, k) => n.child(k).name).indexOf(name);
    assert.ok(i >= 0, `no ${name} under ${n.name}`);
    path.push(i);
    n = n.child(i);
  }
  return path.join('.');
}

/** The data-vscode-context VS Code's context menu reads at a tree row (merged with the tree's own). */
async function rowContextOf(page: Page, id: string): Promise<Record<string, unknown>> {
  return page.$eval(row(id), (r) => {
    let context = {};
    for (let e: HTMLElement | null = r as HTMLElement; e; e = e.parentElement?.closest('[data-vscode-context]') ?? null)
      if (e.dataset.vscodeContext) context = { ...JSON.parse(e.dataset.vscodeContext), ...context };
    return context;
  });
}

test('structural edits from the tree menu keep the file valid; undo restores the bytes', async (h) => {
  const original = generateEu7(1)[0].bytes;
  const fixture = codecFixture(eu7Format as never, 'module_v6.eu7', original.slice());
  const { page, host, post } = await open(h, fixture);
  const root = eu7Format.decode(original).root;
  const records = idOf(root, ['MODL', 'records']);
  const track = `${records}.1`;
  await expand(page, records.split('.')[0]);
  await expand(page, records);
  const valid = async (): Promise<void> => {
    const a = await analyze('module_v6.eu7', host.source.read(0, host.source.size), { format: eu7Format });
    assert.deepEqual(a.diagnostics, []);
  };
  // VS Code's menu offers only the edits the format offers at the node: the row's context says which.
  await page.click(row(track), { button: 'right' });
  await page.waitForSelector(`${row(track)}[aria-selected="true"]`);
  assert.deepEqual(await rowContextOf(page, track), {
    webviewSection: 'tree',
    preventDefaultContextMenuItems: true,
    hexAtlasNode: track,
    hexAtlasOffset: Number(await page.getAttribute(row(track), 'data-offset')),
    hexAtlasLength: Number(await page.getAttribute(row(track), 'data-length')),
    hexAtlasColumn: false,
    hexAtlasEditable: false,
    hexAtlasDelete: true,
    hexAtlasDuplicate: true,
    hexAtlasSetString: false,
    hexAtlasLink: false,
  });
  // Delete picked there: the command tells the page the node and the edit.
  await post({ type: 'structureEdit', id: track, edit: 'delete' });
  await page.waitForFunction(
    (id) => document.querySelector(`.tree-row[data-id="${id}"] .col-value`)?.textContent === '9 models',
    records,
  );
  await valid();
  assert.equal(
    host.source.size,
    original.length -
      root
        .child(Number(records.split('.')[0]))
        .child(3)
        .child(1).length,
  );
  // The row at the deleted one's place is selected, the expanded rows stay open.
  await page.waitForSelector(`${row(track)}[aria-selected="true"]`);

  await host.undo();
  await page.waitForFunction(
    (id) => document.querySelector(`.tree-row[data-id="${id}"] .col-value`)?.textContent === '10 models',
    records,
  );
  assert.deepEqual(host.source.read(0, host.source.size), original);

  // Duplicate selects the copy, and the path above the tree names it (not the row right-clicked).
  await page.waitForFunction(() => document.getElementById('field-path')?.textContent?.endsWith('records[1]'));
  await post({ type: 'structureEdit', id: track, edit: 'duplicate' });
  await page.waitForSelector(`${row(`${records}.2`)}[aria-selected="true"]`);
  await page.waitForFunction(() => document.getElementById('field-path')?.textContent?.endsWith('records[2]'));
  await host.undo();
  await page.waitForFunction(
    (id) => document.querySelector(`.tree-row[data-id="${id}"] .col-value`)?.textContent === '10 models',
    records,
  );

  // Edit Text… from the keyboard menu (Shift+F10 opens VS Code's menu on the selected row), with the host's input
  // box answering.
  const string = idOf(root, ['STRS', 'strings', '[0]']);
  await expand(page, string.split('.')[0]);
  await expand(page, string.split('.').slice(0, 2).join('.'));
  host.inputAnswer = 'models/a much longer tree name.e3d';
  await page.click(row(string));
  // The listener is in place before the key is pressed: an evaluate left pending may run after the key event.
  await page.evaluate(() =>
    window.addEventListener(
      'contextmenu',
      (e) => {
        const menuRow = (e.target as HTMLElement).closest<HTMLElement>('.tree-row');
        document.body.dataset.menuAt = menuRow?.dataset.id ?? '';
      },
      { once: true },
    ),
  );
  await page.keyboard.press('Shift+F10');
  const menuAt = await page.waitForFunction(() => document.body.dataset.menuAt);
  assert.equal(await menuAt.jsonValue(), string);
  assert.equal((await rowContextOf(page, string)).hexAtlasSetString, true);
  await post({ type: 'structureEdit', id: string, edit: 'setString' });
  await page.waitForFunction(
    (id) => document.querySelector(`.tree-row[data-id="${id}"] .col-value`)?.textContent?.includes('much longer'),
    string,
  );
  await valid();
  await host.undo();
  assert.deepEqual(host.source.read(0, host.source.size), original);
  await page.waitForFunction(
    (id) => document.querySelector(`.tree-row[data-id="${id}"] .col-value`)?.textContent === '"models/tree1.e3d"',
    string,
  );
  // A field offers no structural edit, but is edited in place (F2).
  const count = idOf(root, ['STRS', 'count']);
  const facts = await rowContextOf(page, count);
  assert.deepEqual([facts.hexAtlasDelete, facts.hexAtlasDuplicate, facts.hexAtlasSetString], [false, false, false]);
  assert.equal(facts.hexAtlasEditable, true);
});

test('Go to Source: an include record offers it in its menu context and hover card; the card asks the host', async (h) => {
  const bytes = generateEu7(1)[0].bytes;
  const { page, host } = await open(h, codecFixture(eu7Format as never, 'module_v6.eu7', bytes.slice()));
  const records = idOf(eu7Format.decode(bytes).root, ['INCL', 'records']);
  const include = `${records}.0`;
  await expand(page, records.split('.')[0]);
  await expand(page, records);
  const key = 'hexAtlasCommand.hexAtlas.goToSource';
  assert.equal((await rowContextOf(page, include))[key], true);
  assert.equal((await rowContextOf(page, records))[key], undefined);
  await page.hover(row(include));
  await page.waitForSelector('#hover-card:not([hidden]) .command-button');
  assert.equal(await page.textContent('#hover-card .command-button'), 'Go to Source');
  await page.click('#hover-card .command-button');
  await until(() =>
    host.received.some((m) => m.type === 'formatCommand' && m.command === 'hexAtlas.goToSource' && m.id === include),
  );
});

test('Fix buttons (problems strip, hover card) make the file valid in one step; undo restores the damage', async (h) => {
  const [map] = generateSmf(1);
  // tilesPtr 3 bytes past the tile section: one smf.tiles-pointer error whose fix the file determines.
  const damaged = map.bytes.slice();
  const header = new DataView(damaged.buffer);
  header.setInt32(60, header.getInt32(60, true) + 3, true);
  const { page, host } = await open(h, codecFixture(smfFormat as never, map.name, damaged.slice()));
  const bytesAre = (want: Uint8Array): boolean => Buffer.from(host.source.read(0, host.source.size)).equals(want);
  const status = (pattern: string): Promise<unknown> =>
    page.waitForFunction((p) => document.getElementById('status')?.textContent?.includes(p), pattern);
  await status('1 error');
  await page.click('.problems-title');
  const buttons = await page.$$eval('.problem', (rows) => rows.map((r) => r.querySelector('.fix-button')?.textContent));
  assert.deepEqual(buttons, ['Fix: set tilesPtr to 0xAAF04', undefined]);
  await page.click('.problem-error .fix-button');
  await status('no problems');
  assert.ok(bytesAre(map.bytes));
  assert.deepEqual(await page.$$eval('.problem', (e) => e.length), 0);
  await host.undo();
  await status('1 error');
  assert.ok(bytesAre(damaged));

  // The hover card over the field offers the same fix and stays while the pointer moves onto its button.
  await page.hover(byte(61));
  await page.waitForSelector('#hover-card:not([hidden]) .fix-button');
  await page.click('#hover-card .fix-button');
  await status('no problems');
  assert.ok(bytesAre(map.bytes));
  await page.hover(byte(61));
  await page.waitForSelector('#hover-card:not([hidden])');
  assert.equal(await page.$('#hover-card .fix-button'), null);
});

test('settings from the host re-lay the hex view (bytes per row, groups, text column)', async (h) => {
  const { page, post } = await open(h, demoFixture());
  await page.waitForSelector('.hex-row[data-offset="16"]');
  await post({ type: 'settings', settings: { bytesPerRow: 32, groupSize: 8, showText: false } });
  await page.waitForSelector('.hex-row[data-offset="32"]');
  assert.equal(await page.$('.hex-row[data-offset="16"]'), null);
  assert.equal(await page.$$eval('.hex-row .hex-char', (e) => e.length), 0);
  assert.equal(await page.$$eval('.hex-row[data-offset="0"] .hex-byte.group-end', (e) => e.length), 3);
  assert.equal(await text(page, byte(31)), demoBytes()[31].toString(16).toUpperCase().padStart(2, '0'));
});

test('revealRange from the host selects the bytes and their node', async (h) => {
  const { page, post } = await open(h, demoFixture());
  await post({ type: 'revealRange', offset: demo.blob, length: 64 });
  await page.waitForSelector(`${row('3')}[aria-selected="true"]`);
  assert.deepEqual(await selectedBytes(page), range(demo.blob, 64));
});

test('Go to Field: a resolved path from the host selects the deep node and its bytes in one step', async (h) => {
  const { page, host, post } = await open(h, millionFixture());
  const id = host.session.answer({ kind: 'resolvePath', path: 'values[765432]' });
  assert.equal(id, '1.765432');
  await post({ type: 'revealNode', id: id! });
  await page.waitForSelector(`${row('1.765432')}[aria-selected="true"]`);
  await page.waitForFunction(() => document.getElementById('field-path')?.textContent === 'values[765432]');
  assert.equal(await text(page, `${row('1.765432')} .col-value`), String(765432 * 3));
  assert.deepEqual(await selectedBytes(page), range(4 + 765432 * 4, 4));
});

/** The column view's rows on screen: [element index, value text]. */
const columnRows = (page: Page): Promise<[number, string][]> =>
  page.$$eval('.column-row', (rows) =>
    rows.map((r) => [Number((r as HTMLElement).dataset.index), r.querySelector('.col-val')?.textContent ?? '']),
  );

test('Show Column: every value equals its record field in the tree; sorting; a row selects its element', async (h) => {
  const { page, host, post } = await open(h, demoFixture());
  await expand(page, '1');
  await expand(page, '1.3');
  // VS Code's menu offers Show Column on a field of an array element; the right-clicked row is selected first.
  await page.click(row('1.3.1'), { button: 'right' });
  await page.waitForSelector(`${row('1.3.1')}[aria-selected="true"]`);
  assert.equal((await rowContextOf(page, '1.3.1')).hexAtlasColumn, true);
  assert.equal((await rowContextOf(page, '1.3')).hexAtlasColumn, false);
  await post({ type: 'command', name: 'showColumn' });
  await page.waitForSelector('#column-view:not([hidden]) .column-row');
  assert.equal(await text(page, '.column-title'), 'records[*].x');
  assert.match(
    await text(page, '.column-stats'),
    /^20 values · min -50 · max 9999 · 20 distinct · read from the bytes/,
  );
  assert.equal(await page.$eval('.hex-pane', (e) => getComputedStyle(e).display), 'none');
  const rows = await columnRows(page);
  assert.equal(rows.length, demo.recordCount);
  for (const [j, value] of rows) {
    const field = host.session.answer({ kind: 'node', id: `1.${j}.1` })!;
    assert.equal(field.path, `records[${j}].x`);
    assert.equal(value, field.row.value);
  }
  await page.click('.column-sort.col-val');
  await page.waitForSelector('.column-sort.col-val[aria-sort="ascending"]');
  // The header changes at once, the rows on the next animation frame: read them after it.
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
  const sorted = await page.$$eval('.column-row', (r) =>
    r
      .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)
      .map((x) => Number(x.querySelector('.col-val')?.textContent)),
  );
  assert.deepEqual(
    sorted,
    [...sorted].sort((a, b) => a - b),
  );
  await page.click('.column-row[data-index="7"]');
  await page.waitForSelector(`${row('1.7.1')}[aria-selected="true"]`);
  assert.deepEqual(await selectedBytes(page), range(demo.records + 7 * demo.recordSize + 2, 2));
  await page.click('#column-view .codicon-close');
  await page.waitForSelector('#column-view', { state: 'hidden' });
  assert.equal(await page.$eval('.hex-pane', (e) => getComputedStyle(e).display), 'flex');
});

test("the hex view's context menu: a right-clicked byte outside the selection is selected first", async (h) => {
  const { page } = await open(h, demoFixture());
  await page.click(byte(0));
  const context = await page.$eval(byte(0x21), (b) => (b.closest('[data-vscode-context]') as HTMLElement).dataset);
  assert.deepEqual(JSON.parse(context.vscodeContext!), { webviewSection: 'hex', preventDefaultContextMenuItems: true });
  await page.click(byte(0x21), { button: 'right' });
  await page.waitForFunction(() => document.querySelectorAll('.hex-byte.sel').length >= 1);
  assert.deepEqual(await selectedBytes(page), [0x21]);
});

test('pane toggles show whether their pane is on', async (h) => {
  const { page } = await open(h, demoFixture());
  const look = () =>
    page.$eval('#toggle-tree', (b) => {
      const s = getComputedStyle(b);
      return {
        pressed: b.getAttribute('aria-pressed'),
        border: s.borderTopColor,
        mark: getComputedStyle(b, '::before').content,
      };
    });
  const on = await look();
  await page.click('#toggle-tree');
  const off = await look();
  assert.deepEqual([on.pressed, off.pressed], ['true', 'false']);
  assert.notEqual(on.border, off.border);
  assert.notEqual(on.mark, off.mark);
});

test('Show Column outside an array says why', async (h) => {
  const { page, post } = await open(h, demoFixture());
  await expand(page, '0');
  await page.click(row('0.1'));
  assert.equal((await rowContextOf(page, '0.1')).hexAtlasColumn, false);
  await post({ type: 'command', name: 'showColumn' });
  await page.waitForFunction(() => document.querySelector('.notice')?.textContent?.startsWith('Not inside an array'));
  assert.equal(await page.$eval('#column-view', (e) => (e as HTMLElement).hidden), true);
});

test('bookmarks: coloured bytes and a tree mark; kept over a reload; applied to a second file by path', async (h) => {
  const first = await open(h, demoFixture());
  const locate = (host: typeof first.host) => async (path: string) => {
    const id = host.session.answer({ kind: 'resolvePath', path });
    const n = id === null ? null : host.session.answer({ kind: 'node', id });
    return n ? { offset: n.row.offset, length: n.row.length } : undefined;
  };
  const at = (await locate(first.host)('header.version'))!;
  const bm: Bookmark = {
    id: 'b1',
    name: 'version',
    colour: 'green',
    note: 'v2',
    file: 'a.demo',
    path: 'header.version',
    ...at,
  };
  const marks = (list: Bookmark[]) =>
    list.map(({ offset, length, colour, name, note }) => ({ offset, length, colour, name, note }));
  first.host.bookmarks = marks([bm]);
  await first.post({ type: 'bookmarks', marks: first.host.bookmarks });
  const marked = (page: Page) =>
    page.$$eval('.hex-byte.bm-green', (els) => els.map((e) => Number((e as HTMLElement).dataset.offset)));
  await first.page.waitForSelector('.hex-byte.bm-green');
  assert.deepEqual(await marked(first.page), range(demo.version, 4));
  await expand(first.page, '0');
  assert.equal(await first.page.getAttribute(`${row('0.1')} .bm-mark`, 'title'), 'version: v2');
  // A reload: the host sends the file's bookmarks with the rest of its state.
  const again = await openEditor(h, demoFixture(), { state: first.host.state, memory: first.host.memory });
  again.host.bookmarks = first.host.bookmarks;
  await again.page.waitForSelector('.hex-byte.bm-green');
  assert.deepEqual(await marked(again.page), range(demo.version, 4));
  // Another file of the format whose header field sits elsewhere: the path decides where the bookmark lands.
  const second = await open(h, millionFixture());
  const { added } = await applyBookmarks([bm], 'a.demo', 'b.bin', locate(second.host));
  assert.equal(added.length, 0);
  const byPath = { ...bm, path: 'values[2]' };
  const moved = await applyBookmarks([byPath], 'a.demo', 'b.bin', locate(second.host));
  assert.deepEqual([moved.added[0].offset, moved.added[0].length], [4 + 2 * 4, 4]);
  await second.post({ type: 'bookmarks', marks: marks(moved.added) });
  await second.page.waitForSelector('.hex-byte.bm-green');
  assert.deepEqual(await marked(second.page), range(12, 4));
});

test('expanded rows, selection and scroll survive a reload and a reopened tab', async (h) => {
  const first = await open(h, millionFixture(), { height: 500 });
  await expand(first.page, '1');
  await first.page.click(row('1'));
  await first.page.keyboard.press('Control+g');
  await first.page.fill('.prompt-input', '400000');
  await first.page.keyboard.press('Enter');
  await first.page.waitForSelector(`${row('1.99999')}[aria-selected="true"]`);
  // The page saves its scroll 200 ms after it stops, and the host's copy arrives by message: both settled first.
  type Saved = { selectedKey?: string; topOffset?: number };
  await until(() => {
    const saved = first.host.state as Saved | undefined;
    return (
      saved?.selectedKey === '1.99999' &&
      (saved.topOffset ?? 0) > 390_000 &&
      JSON.stringify(first.host.memory) === JSON.stringify(saved)
    );
  });
  const state = first.host.state;
  // Not open(): the restored tree is scrolled to the selection, so row "0" is off screen.
  const again = await openEditor(h, millionFixture(), { height: 500, state });
  await again.page.waitForSelector(`${row('1.99999')}[aria-selected="true"]`);
  // Restored: root, count, values, its 1000 slices and the 1000 rows of slice [99000..99999].
  assert.equal(await again.page.getAttribute('#tree', 'aria-rowcount'), String(3 + 1000 + 1000));
  assert.equal(await again.page.getAttribute(row('1.99999'), 'aria-level'), '4');
  assert.ok(await again.page.$('.hex-row[data-offset="400000"]'));
  assert.deepEqual(await selectedBytes(again.page), [400000]);
  // A closed and reopened tab has no webview state: the host's per-file copy restores it.
  const reopened = await openEditor(h, millionFixture(), { height: 500, memory: first.host.memory });
  await reopened.page.waitForSelector(`${row('1.99999')}[aria-selected="true"]`);
  assert.deepEqual(await selectedBytes(reopened.page), [400000]);
});

test('a row selected while a new analysis reopens the rows above keeps its selection', async (h) => {
  const { page, host } = await open(h, demoFixture());
  await expand(page, '0');
  await page.click(row('0.1'));
  await page.waitForSelector(`${row('0.1')}[aria-selected="true"]`);
  const release = host.holdTreeQueries();
  const asked = host.received.length;
  // A new analysis of the same bytes: the page reloads its tree and reopens "header", whose rows the host holds.
  await host.undo();
  await until(() => host.received.slice(asked).some((m) => m.type === 'request' && m.body.kind === 'children'));
  await page.click(row('1'));
  await page.waitForSelector(`${row('1')}[aria-selected="true"]`);
  const reloaded = host.received.length;
  release();
  // The reload ends by asking for the pictures; by then it has restored the selection it kept.
  await until(() => host.received.slice(reloaded).some((m) => m.type === 'request' && m.body.kind === 'pictures'));
  await page.waitForSelector(`${row('0.1')}`);
  assert.equal(await page.getAttribute(row('1'), 'aria-selected'), 'true');
  assert.equal(await page.getAttribute(row('0.1'), 'aria-selected'), null);
});

/** Rendered widths of the tree header's cells. */
const columnWidths = (page: Page): Promise<Record<string, number>> =>
  page.$$eval('.tree-header > span', (cells) =>
    Object.fromEntries(cells.map((c) => [c.className.replace('col-', ''), c.getBoundingClientRect().width])),
  );
const paneWidth = (page: Page): Promise<number> => page.$eval('.tree-pane', (e) => (e as HTMLElement).offsetWidth);

test('tree columns: Value takes the rest and holds its full text in a tooltip', async (h) => {
  for (const width of [1400, 1025]) {
    const { page } = await open(h, demoFixture(), { width });
    const w = await columnWidths(page);
    // At the default tree width Value is wider than Offset, Size and Type together; in a narrow editor still the
    // widest column.
    if (width === 1400) assert.ok(w.value > w.offset + w.size + w.type, `${width} px editor: ${JSON.stringify(w)}`);
    assert.ok(
      Object.values(w).every((v) => v <= w.value),
      `${width} px editor: ${JSON.stringify(w)}`,
    );
    measured.push(
      `tree columns, ${width} px editor: ${Object.entries(w)
        .map(([k, v]) => `${k} ${Math.round(v)}`)
        .join(', ')}`,
    );
    // The rows follow the header's grid.
    const cell = await page.$eval(`${row('0')} .col-value`, (e) => e.getBoundingClientRect().width);
    assert.ok(Math.abs(cell - w.value) < 16, `row ${cell} vs header ${w.value}`);
  }
  const { page, host } = await open(h, demoFixture());
  await expand(page, '0');
  const name = host.session.answer({ kind: 'node', id: '0.3' })!.row;
  const full = name.display ?? name.value;
  assert.ok(full && full.length > 20, full);
  // Narrow Value until the text is cut short: the tooltip still has all of it, as text.
  await page.$eval('.tree-pane', (e) => (e as HTMLElement).style.setProperty('--col-type', '400px'));
  const cut = await page.$$eval(`${row('0.3')} .col-value :is(.value-first, .value-rest)`, (parts) =>
    parts.some((e) => e.scrollWidth > e.clientWidth),
  );
  assert.equal(cut, true);
  assert.equal(await page.getAttribute(`${row('0.3')} .col-value`, 'title'), full);
  assert.equal(await page.$$eval(`${row('0.3')} .col-value img, ${row('0.3')} .col-value b`, (e) => e.length), 0);
});

test('tree columns and the tree/hex split: dragged widths survive a reload and a reopened tab', async (h) => {
  const first = await open(h, demoFixture());
  const { page, host } = first;
  const drag = async (selector: string, dx: number): Promise<void> => {
    const box = (await page.locator(selector).boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx / 2, y);
    await page.mouse.move(x + dx, y);
    await page.mouse.up();
  };
  const before = await columnWidths(page);
  await drag('.tree-header .col-type .col-resize', 50);
  await drag('.tree-header .col-offset .col-resize', 30);
  const after = await columnWidths(page);
  assert.ok(Math.abs(after.type - (before.type + 50)) <= 1, JSON.stringify({ before, after }));
  assert.ok(Math.abs(after.offset - (before.offset + 30)) <= 1, JSON.stringify({ before, after }));
  assert.ok(Math.abs(after.size - before.size) <= 1);
  // Value gives up what the others took.
  assert.ok(Math.abs(after.value - (before.value - 80)) <= 2, JSON.stringify({ before, after }));
  const pane = await paneWidth(page);
  // Narrower by less than Value has beyond its minimum, so no column gives way.
  await drag('.sash-tsash', -30);
  assert.equal(await paneWidth(page), pane - 30);
  await until(() => {
    const s = host.state as { columns?: Record<string, number> } | undefined;
    return host.layout?.tree === pane - 30 && s?.columns?.type !== undefined && s.columns.offset !== undefined;
  });
  const expectRestored = async (again: Editor): Promise<void> => {
    await again.page.waitForSelector(row('0'));
    assert.equal(await paneWidth(again.page), pane - 30);
    const w = await columnWidths(again.page);
    for (const c of ['offset', 'size', 'type'] as const)
      assert.ok(Math.abs(w[c] - after[c]) <= 1, `${c}: ${JSON.stringify({ after, w })}`);
  };
  // A reload keeps the webview state; a reopened tab gets the host's copy in init.
  await expectRestored(await openEditor(h, demoFixture(), { state: host.state, layout: host.layout }));
  await expectRestored(await openEditor(h, demoFixture(), { memory: first.host.memory, layout: host.layout }));
});

test('the hex view works while decoding; the tree appears when it ends', async (h) => {
  const { page, host } = await openEditor(h, demoFixture(), { slowDecode: true });
  await page.waitForFunction(() => document.getElementById('status')?.textContent === 'Decoding… 40%');
  await page.waitForFunction(() => document.querySelector('.hex-byte[data-offset="1"]')?.textContent === '45');
  assert.equal(await page.$$eval('.tree-row', (r) => r.length), 0);
  assert.match(await text(page, '.tree-message'), /Decoding the structure/);
  await page.click('.tool-button >> text=Stop decoding');
  await until(() => host.received.some((m) => m.type === 'stopParse'));
  host.finishDecoding();
  await page.waitForSelector(`${row('0')}`);
  assert.equal(await text(page, '#status'), 'Demo format v2 · 2 errors, 1 warning');
  assert.equal(await page.isHidden('.tree-message'), true);
  // Structure colours arrive with the tree: file > header > magic is depth 2.
  await page.waitForSelector(`${byte(1)}.run-2-0`);
  assert.match((await page.getAttribute(byte(0), 'class')) ?? '', /run-2-0 run-start/);
});

test('a million-element array is grouped [0..999] … and expands without loading everything', async (h) => {
  const { page } = await open(h, millionFixture());
  const t0 = Date.now();
  await expand(page, '1');
  measured.push(`expand 1,000,000-element array: ${Date.now() - t0} ms`);
  assert.equal(await page.getAttribute('#tree', 'aria-rowcount'), String(3 + 1000));
  assert.equal(await text(page, '.tree-row[data-group="1:0-1000"] .name-text'), '[0..999]');
  assert.ok((await page.$$eval('.tree-row', (r) => r.length)) < 100);
  await page.click('.tree-row[data-group="1:0-1000"]');
  await page.keyboard.press('End');
  await page.waitForSelector('.tree-row[data-group="1:999000-1000000"][aria-selected="true"]');
  const t1 = Date.now();
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('.tree-row[data-group="1:999000-1000000"][aria-expanded="true"]');
  measured.push(`expand slice [999000..999999]: ${Date.now() - t1} ms`);
  await page.keyboard.press('ArrowDown');
  await page.waitForSelector(`${row('1.999000')}[aria-selected="true"]`);
  assert.equal(await text(page, `${row('1.999000')} .col-value`), String(999000 * 3));
  const offset = 4 + 999000 * 4;
  await page.waitForSelector(`.hex-row[data-offset="${offset - (offset % 16)}"]`);
  assert.deepEqual(await selectedBytes(page), range(offset, 4));
  assert.equal(await page.getAttribute('#tree', 'aria-rowcount'), String(3 + 1000 + 1000));
});

test('1 GiB file: bounded DOM, scaled scrolling, deep byte -> node through nested slices', async (h) => {
  const t0 = Date.now();
  const { page } = await open(h, hugeFixture(), { height: 800 });
  await page.waitForSelector(byte(0));
  measured.push(`first paint, 1 GiB file: ${Date.now() - t0} ms`);
  await page.keyboard.press('Control+g');
  const target = 0x30000010;
  await page.fill('.prompt-input', '0x30000010');
  await page.keyboard.press('Enter');
  const index = Math.floor((target - 1024) / 1024);
  const rel = (target - 1024) % 1024;
  const id = `1.${index}.${rel < 4 ? 0 : 1}`;
  await page.waitForSelector(`${row(id)}[aria-selected="true"]`);
  // file > records > [0..999999] > [786000..786999] > [786431] > data
  assert.equal(await page.getAttribute(row(id), 'aria-level'), '6');
  await page.waitForFunction(
    (o) => document.querySelector(`.hex-byte[data-offset="${o}"]`)?.textContent !== '··',
    target,
  );
  assert.equal(await text(page, byte(target)), hugeByteAt(target).toString(16).toUpperCase().padStart(2, '0'));
  const counts = await page.evaluate(() => ({
    hex: document.querySelectorAll('.hex-row').length,
    tree: document.querySelectorAll('.tree-row').length,
    all: document.querySelectorAll('*').length,
  }));
  measured.push(`DOM on a 1 GiB file: ${counts.hex} hex rows, ${counts.tree} tree rows, ${counts.all} elements`);
  assert.ok(counts.hex <= 60 && counts.tree <= 100 && counts.all < 6000, JSON.stringify(counts));
  // The scrollbar is scaled: dragging it to the end shows the last row.
  await page.$eval('#hex', (e) => (e.scrollTop = e.scrollHeight));
  await page.waitForSelector(`.hex-row[data-offset="${gib - 16}"]`);
  // Wheel scrolling steps rows; measure frame intervals while scrolling.
  await page.hover('#hex');
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[] };
    w.__frames = [];
    let last = performance.now();
    const tick = (t: number): void => {
      w.__frames.push(t - last);
      last = t;
      if (w.__frames.length < 400) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.$eval('#hex', (e) => (e.scrollTop = 0));
  // Main-thread cost of scrolling, from Chromium's own counters (less noisy than frame intervals on a busy machine).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async (): Promise<Record<string, number>> =>
    Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const before = await metrics();
  const wheelSteps = 60;
  for (let i = 0; i < wheelSteps; i++) await page.mouse.wheel(0, 120);
  const after = await metrics();
  const perStep = (k: string): string => (((after[k] - before[k]) * 1000) / wheelSteps).toFixed(2);
  measured.push(
    `main thread per wheel step on 1 GiB: script ${perStep('ScriptDuration')} ms, style ${perStep('RecalcStyleDuration')} ms, layout ${perStep('LayoutDuration')} ms`,
  );
  const frames = await page.evaluate(() =>
    (window as unknown as { __frames: number[] }).__frames.slice(2).sort((a, b) => a - b),
  );
  const p95 = frames[Math.floor(frames.length * 0.95)];
  measured.push(
    `frame interval while wheel-scrolling 1 GiB: median ${frames[frames.length >> 1].toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${frames.length} frames)`,
  );
  const top = Number(await page.$eval('.hex-row', (r) => (r as HTMLElement).dataset.offset));
  assert.ok(top > 0 && top < 16 * 2000, `wheel moved by rows, not by scaled pixels: top ${top}`);
});

/** The hex rows of `offsets` show `expected(offset)` once their pages arrived. */
async function expectRows(page: Page, offsets: number[], expected: (offset: number) => number): Promise<void> {
  for (const o of offsets) {
    const sel = `.hex-row[data-offset="${o}"] .hex-byte`;
    await page.waitForFunction((s) => [...document.querySelectorAll(s)].every((b) => b.textContent !== '··'), sel);
    const shown = await page.$$eval(sel, (bs) => bs.map((b) => b.textContent));
    assert.deepEqual(
      shown,
      range(o, 16).map((at) => expected(at).toString(16).toUpperCase().padStart(2, '0')),
      `row ${o}`,
    );
  }
}

test('hex scrolling: a fixed pool of rows shows the right bytes; frame figures', async (h) => {
  const frames = 240;
  const million = millionFixture();
  const { page } = await open(h, million, { height: 800 });
  await page.waitForSelector(byte(0));
  const rowsBefore = await page.$$eval('.hex-row', (r) => r.length);
  // Native scrolling, 37 px a frame: a new row enters on almost every frame.
  const native = await measureScroll(h.browser, page, 'pixels', frames, 37);
  measured.push(`hex scroll, 4 MB file, native: ${formatStats(native)}`);
  const top = Math.floor((await page.$eval('#hex', (e) => e.scrollTop)) / 20) * 16;
  assert.ok(top >= 16 * 400, `scrolled: ${top}`);
  await expectRows(page, [top, top + 16 * 10], (at) => million.bytes![at]);
  assert.equal(await page.$$eval('.hex-row', (r) => r.length), rowsBefore, 'no rows created while scrolling');
  const order = await page.$$eval('.hex-row', (rows) => rows.map((r) => Number((r as HTMLElement).dataset.offset)));
  assert.deepEqual(
    order,
    [...order].sort((a, b) => a - b),
    'rows in file order in the DOM',
  );

  const huge = await open(h, hugeFixture(), { height: 800 });
  await huge.page.waitForSelector(byte(0));
  // Scaled scrolling: 60 px wheel steps move 3 rows each.
  const scaled = await measureScroll(h.browser, huge.page, 'wheel', frames, 60);
  measured.push(`hex scroll, 1 GiB file, wheel: ${formatStats(scaled)}`);
  const hugeTop = (frames + 1) * 3 * 16;
  await expectRows(huge.page, [hugeTop, hugeTop + 16 * 20], hugeByteAt);
  // Scrollbar drag (as the code-server e2e scrolls): 200 px a frame jumps ~10,000 rows, every row is new.
  const dragged = await measureScroll(h.browser, huge.page, 'pixels', frames, 200);
  measured.push(`hex scroll, 1 GiB file, scrollbar: ${formatStats(dragged)}`);
  const shown = await huge.page.$$eval('.hex-row', (rows) =>
    rows
      .filter((r) => (r as HTMLElement).style.display !== 'none')
      .map((r) => Number((r as HTMLElement).dataset.offset)),
  );
  assert.ok(shown[0] > 16 * 100_000, `dragged: ${shown[0]}`);
  assert.deepEqual(
    shown,
    range(shown[0] / 16, shown.length).map((r) => r * 16),
    'consecutive rows in file order',
  );
  await expectRows(huge.page, [shown[0], shown[shown.length - 1]], hugeByteAt);
  assert.ok(shown.length <= 60);
});

test('scrollbar jumps: rows drawn on a canvas in the stylesheet colours, the DOM rows back once scrolling rests', async (h) => {
  const { page } = await open(h, hugeFixture(), { height: 800 });
  await page.waitForSelector(byte(0));
  await page.click(byte(18));
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await page.waitForFunction(() => document.querySelectorAll('.hex-byte.sel').length === 3);
  const cell = await page.$eval(byte(19), (e) => {
    const b = e.getBoundingClientRect();
    return { x: b.left + 2, y: b.top + 2, background: getComputedStyle(e).backgroundColor };
  });
  // Two jumps a frame apart, as a scrollbar drag makes them: far down, then back to the top.
  const during = await page.$eval(
    '#hex',
    (hex, at) =>
      new Promise<{ canvas: boolean; rowsHidden: boolean; pixel: number[] }>((resolve) => {
        const frame = (): Promise<void> => new Promise((r) => requestAnimationFrame(() => r()));
        void (async () => {
          hex.scrollTop = hex.scrollHeight / 2;
          await frame();
          await frame();
          hex.scrollTop = 0;
          await frame();
          await frame();
          const canvas = document.querySelector<HTMLCanvasElement>('.hex-preview')!;
          const box = canvas.getBoundingClientRect();
          const ratio = canvas.width / box.width;
          const data = canvas
            .getContext('2d')!
            .getImageData(Math.round((at.x - box.left) * ratio), Math.round((at.y - box.top) * ratio), 1, 1).data;
          resolve({
            canvas: !canvas.hidden,
            rowsHidden: getComputedStyle(document.querySelector('.hex-layer')!).visibility === 'hidden',
            pixel: [...data],
          });
        })();
      }),
    cell,
  );
  assert.ok(during.canvas, 'the preview canvas shows during the jumps');
  assert.ok(during.rowsHidden, 'the DOM rows are hidden under it');
  const [r, g, b] = cell.background.match(/\d+/g)!.map(Number);
  assert.deepEqual(during.pixel, [r, g, b, 255], `a selected byte drawn in the selection colour ${cell.background}`);
  // At rest the DOM rows are back, at the top, with the selection.
  await page.waitForFunction(() => document.querySelector<HTMLCanvasElement>('.hex-preview')!.hidden);
  assert.equal(await page.$eval('.hex-layer', (e) => getComputedStyle(e).visibility), 'visible');
  await expectRows(page, [0, 16], hugeByteAt);
  assert.deepEqual(await selectedBytes(page), [18, 19, 20]);
});

// The picture pane.

/** Screen point (page coordinates) of the centre of picture pixel (x, y), by the view the page saved. */
/** Where pixel (x, y) of the picture is on the screen, in the view last drawn (the canvas says which). */
async function pixelPoint(e: Editor, x: number, y: number): Promise<{ x: number; y: number }> {
  const b = (await e.page.locator('#picture-canvas').boundingBox())!;
  const [zoom, panX, panY] = (await e.page.getAttribute('#picture-canvas', 'data-view'))!.split(' ').map(Number);
  return { x: b.x + (x + 0.5 - panX) * zoom, y: b.y + (y + 0.5 - panY) * zoom };
}

/**
 * Waits until the picture's view has stayed the same over three frames: the first view drawn may be fitted again as
 * the panes settle, and a point computed from it would miss.
 */
async function pictureSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const view = () => document.getElementById('picture-canvas')?.dataset.view;
        const first = view();
        let frames = 0;
        const step = () =>
          ++frames === 3 ? resolve(first !== undefined && view() === first) : requestAnimationFrame(step);
        requestAnimationFrame(step);
      }),
  );
}

async function openMap(
  h: Harness,
  options: Parameters<typeof pictureMapFixture>[0] = {},
): Promise<Editor & { fixture: Awaited<ReturnType<typeof pictureMapFixture>> }> {
  const fixture = await pictureMapFixture(options);
  const e = await open(h, fixture);
  await e.page.waitForSelector('#picture-canvas[data-picture="height"]');
  await pictureSettled(e.page);
  return Object.assign(e, { fixture });
}

test('picture: hovering a height-map pixel shows its field, value and offset', async (h) => {
  const e = await openMap(h);
  const { page, fixture } = e;
  const p = await pixelPoint(e, 5, 3);
  await page.mouse.move(p.x, p.y);
  await page.waitForFunction(() => document.getElementById('hover-card')?.textContent?.startsWith('heightMap[3][5]'));
  const card = await text(page, '#hover-card');
  const offset = fixture.heightAt(5, 3);
  assert.ok(card.includes(`0x${offset.toString(16).toUpperCase()} (${offset})`), card);
  assert.ok(card.includes(`raw ${rampAt(5, 3)} =`), card);
  assert.ok(card.includes('height pixel (5, 3)'), card);
});

test('picture: a click selects the cell in the tree and its bytes in the hex view', async (h) => {
  const e = await openMap(h);
  const { page, fixture } = e;
  const p = await pixelPoint(e, 100, 64);
  await page.mouse.click(p.x, p.y);
  const offset = fixture.heightAt(100, 64);
  await page.waitForFunction(() => document.getElementById('field-path')?.textContent === 'heightMap[64][100]');
  assert.deepEqual(await selectedBytes(page), [offset, offset + 1]);
  assert.match(await text(page, '.tree-row[aria-selected="true"] .col-name'), /\[100\]/);
});

test('picture: selecting a height-map byte puts the crosshair on its pixel', async (h) => {
  const e = await openMap(h);
  await e.post({ type: 'revealRange', offset: e.fixture.heightAt(40, 90) + 1, length: 1 });
  await e.page.waitForSelector('#picture-canvas[data-crosshair="40,90"]');
  // The crosshair is drawn through that pixel: its horizontal line crosses the canvas at the pixel's row.
  const p = await pixelPoint(e, 40, 90);
  const b = (await e.page.locator('#picture-canvas').boundingBox())!;
  const colour = await e.page.evaluate(
    ([x, y]) =>
      Array.from(
        (document.getElementById('picture-canvas') as HTMLCanvasElement).getContext('2d')!.getImageData(x, y, 1, 1)
          .data,
      ),
    [Math.round(b.width - 3), Math.floor(p.y - b.y)],
  );
  assert.deepEqual(colour.slice(0, 3), [255, 215, 0]);
});

test("picture: a tile file's picture says it is loading until its first pixels, in the page's language", async (h) => {
  for (const [locale, words] of [
    [undefined, 'Loading the picture…'],
    ['pl', 'Wczytywanie obrazu…'],
  ] as const) {
    const e = await open(h, await generatedFixture('smf', /\.smt$/), { holdPictures: true, locale });
    await e.page.waitForSelector('.picture-loading:not([hidden])');
    assert.equal(await text(e.page, '.picture-loading'), words);
    e.host.releasePictures();
    await e.page.waitForSelector('.picture-loading', { state: 'hidden' });
    // The note goes with the first pixels: the canvas is drawn by then.
    const alpha = await e.page.$eval('#picture-canvas', (c) => {
      const canvas = c as HTMLCanvasElement;
      return canvas.getContext('2d')!.getImageData(canvas.width >> 1, canvas.height >> 1, 1, 1).data[3];
    });
    assert.equal(alpha, 255);
  }
});

test("picture: a map's texture is drawn from its tile files, each pixel linked to its tile index", async (h) => {
  const e = await openMap(h);
  await e.page.selectOption('#picture-select', 'texture');
  await e.page.waitForSelector('#picture-canvas[data-picture="texture"]');
  await pictureSettled(e.page);
  // Tiles decoded where the canvas shows them: opaque pixels, not one flat colour.
  const colours = await e.page.evaluate(() => {
    const c = document.getElementById('picture-canvas') as HTMLCanvasElement;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    const seen = new Set<number>();
    let opaque = 0;
    for (let i = 0; i < data.length; i += 4 * 97) {
      if (data[i + 3] === 255) opaque++;
      seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    }
    return { opaque, distinct: seen.size };
  });
  assert.ok(colours.opaque > 100 && colours.distinct > 10, JSON.stringify(colours));
  const p = await pixelPoint(e, 40, 70);
  await e.page.mouse.move(p.x, p.y);
  await e.page.waitForFunction(() =>
    document.getElementById('hover-card')?.textContent?.startsWith('tiles.indices[2][1]'),
  );
});

test("picture: zoomed into a large map's texture, the view is asked for at the mip level the zoom shows", async (h) => {
  // 1024x1024 squares: a texture of 8192 texels a side, whose overview is mip 1, every second pixel.
  const e = await open(h, await generatedFixture('smf', /\.smf$/, 8));
  await e.page.selectOption('#picture-select', 'texture');
  await e.page.waitForSelector('#picture-canvas[data-picture="texture"]');
  const asked = () =>
    e.host.received.flatMap((m) => (m.type === 'request' && m.body.kind === 'picture' ? [m.body] : []));
  await until(() => asked().some((q) => q.mip === 1 && q.step === 2 && !q.region));
  await pictureSettled(e.page);
  await e.page.focus('#picture-canvas');
  const zoom = async () => Number((await e.page.getAttribute('#picture-canvas', 'data-view'))!.split(' ')[0]);
  const ratio = await e.page.evaluate(() => window.devicePixelRatio || 1);
  while ((await zoom()) * ratio < 1) await e.page.keyboard.press('+');
  // One texel or more per screen pixel: the region in view at full resolution, mip 0.
  await until(() => asked().some((q) => q.mip === 0 && q.step === 1 && q.region !== undefined));
});

test('picture: a plan of 150,000 models comes thinned to the view, and zoomed in, in detail for the region shown', async (h) => {
  const e = await open(h, await generatedFixture('eu7', /scenario_v9\.eu7$/, 150));
  await e.page.waitForSelector('#picture-canvas[data-picture="plan"]');
  const asked = () =>
    e.host.received.flatMap((m) => (m.type === 'request' && m.body.kind === 'picture' ? [m.body] : []));
  // The overview as the fitted canvas shows it.
  await until(() => asked().some((q) => q.scale !== undefined && !q.region));
  await pictureSettled(e.page);
  const overview = asked().find((q) => !q.region)!.scale!;
  await e.page.focus('#picture-canvas');
  for (let i = 0; i < 6; i++) await e.page.keyboard.press('+');
  // Once the zoom settles: the region in view, at the zoom's scale, drawn over the overview.
  await until(() => asked().some((q) => q.region !== undefined && q.scale! > 3 * overview));
  await e.page.waitForSelector('#picture-canvas:not([data-detail=""])');
  const models = [3, 4].map((k) => kindColour(k).join(','));
  const drawn = await e.page.evaluate(() => {
    const c = document.getElementById('picture-canvas') as HTMLCanvasElement;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    const colours: Record<string, number> = {};
    for (let i = 0; i < data.length; i += 4) {
      const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
      if (data[i + 3] === 255) colours[key] = (colours[key] ?? 0) + 1;
    }
    return colours;
  });
  for (const colour of models) assert.ok((drawn[colour] ?? 0) > 50, `${colour}: ${JSON.stringify(drawn)}`);
});

test('picture: a feature with a type out of range is marked red on the features plan', async (h) => {
  const e = await openMap(h, { brokenFeature: true });
  await e.page.selectOption('#picture-select', 'features');
  await e.page.waitForSelector('#picture-canvas[data-picture="features"][data-marks="1"]');
  const clean = await openMap(h);
  await clean.page.selectOption('#picture-select', 'features');
  await clean.page.waitForSelector('#picture-canvas[data-picture="features"][data-marks="0"]');
  // Selecting the broken record's bytes reveals it on the plan.
  const again = await openMap(h, { brokenFeature: true });
  await again.post({ type: 'revealRange', offset: again.fixture.featuresAt, length: 24 });
  await again.page.waitForSelector('#picture-canvas[data-picture="features"][data-marks="1"]');
  assert.notEqual(await again.page.getAttribute('#picture-canvas', 'data-crosshair'), '');
});

test("picture: the start boxes from the map's archive, each named in the legend in its colour", async (h) => {
  const box = (x1: number, x2: number) => `boxes = { { {${x1}, 512}, {${x2}, 512}, {${x2}, 1024}, {${x1}, 1024} } }`;
  const root = {
    'mapinfo.lua': mapInfoLua(),
    'mapconfig/map_startboxes.lua': `return { [0] = { ${box(0, 512)} }, [1] = { ${box(512, 1024)} } }`,
  };
  const e = await openMap(h, { root });
  await e.page.selectOption('#picture-select', 'start-boxes');
  await e.page.waitForSelector('#picture-canvas[data-picture="start-boxes"]');
  const chips = await e.page.$$eval('.picture-chip', (list) =>
    list.map((c) => [c.textContent, (c as HTMLElement).style.getPropertyValue('--chip')]),
  );
  assert.deepEqual(chips, [
    ['ally team 0', `rgb(${kindColour(0).join(', ')})`],
    ['ally team 1', `rgb(${kindColour(1).join(', ')})`],
  ]);
});

test('picture: its view state survives a reload', async (h) => {
  const e = await openMap(h);
  await e.page.selectOption('#picture-select', 'type');
  await e.page.waitForSelector('#picture-canvas[data-picture="type"]');
  await e.page.focus('#picture-canvas');
  await e.page.keyboard.press('+');
  // The zoomed view, once the page's state message with it has reached the host.
  const drawn = await e.page.waitForFunction(() => {
    const view = document.getElementById('picture-canvas')?.dataset.view;
    return view && Number(view.split(' ')[0]) > 0 ? view : undefined;
  });
  const zoom = Number((await drawn.jsonValue())!.split(' ')[0]);
  const pictureOf = (state: unknown) => (state as { picture?: { name?: string; zoom?: number } }).picture;
  await until(() => pictureOf(e.host.state)?.zoom === zoom);
  const state = e.host.state;
  assert.equal(pictureOf(state)?.name, 'type');
  const reopened = await open(h, e.fixture, { state });
  await reopened.page.waitForSelector('#picture-canvas[data-picture="type"]');
  assert.equal(Number((await reopened.page.getAttribute('#picture-canvas', 'data-view'))!.split(' ')[0]), zoom);
});

test('picture: dragging and wheel-zooming a 1025 x 1025 height map move the view; frame figures', async (h) => {
  const e = await openMap(h, { scale: 8 });
  // The view the page last drew (its state reaches the host a message later).
  const view = async () => {
    const [zoom, panX, panY] = (await e.page.getAttribute('#picture-canvas', 'data-view'))!.split(' ').map(Number);
    return { zoom, panX, panY };
  };
  const before = await view();
  // 60 frame intervals of a drag 5 px left and up a frame (61 moves): the picture under the pointer follows it.
  const drag = await measureScroll(h.browser, e.page, 'drag', 60, 5, 'picture-canvas');
  measured.push(`picture drag, 1025 x 1025 height map: ${formatStats(drag)}`);
  const dragged = await view();
  assert.equal(drag.frames, 60);
  assert.ok(Math.abs(dragged.panX - before.panX - (61 * 5) / before.zoom) < 1e-6, `panned: ${dragged.panX}`);
  assert.ok(Math.abs(dragged.panY - before.panY - (61 * 5) / before.zoom) < 1e-6, `panned: ${dragged.panY}`);
  // 31 wheel steps in, 1.25 each (the last ones stop at the zoom limit).
  const wheel = await measureScroll(h.browser, e.page, 'wheel', 30, -100, 'picture-canvas');
  measured.push(`picture wheel zoom, 1025 x 1025 height map: ${formatStats(wheel)}`);
  assert.equal(wheel.frames, 30);
  const zoomed = await view();
  assert.ok(zoomed.zoom > dragged.zoom * 100, `zoomed: ${dragged.zoom} -> ${zoomed.zoom}`);
});

void runUiTests(
  'webview UI',
  tests.map(([name, fn]): UiTest => [
    name,
    (h, errors) => {
      errorsSeen = errors;
      return fn(h);
    },
  ]),
  () => measured,
);
