// Webview UI tests of the Compare with… view at the editor's sizes inside a 1600x1000 and a 1280x800 window with the
// Explorer open, by geometry: both byte panes show whole rows of the editor's shape (16 cells and the text column),
// every byte cell on screen lies whole inside its pane, the digits are the editor's (upper case), and each side's
// title shows its file's name uncut with the whole path in its tooltip.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { compareFiles } from '../../src/compare/compare';
import type { FromDiffView, ToDiffView } from '../../src/compare/diff-view-protocol';
import { generateSmf } from '../../src/formats/smf/generate';
import type { ViewSettings } from '../../src/protocol';
import { openDiffPage, type Harness } from './harness';
import { runUiTests, type UiTest } from './runner';

/** The webview's size inside code-server's workbench (as test/webview/layout.ts). */
const sizes = [
  { window: '1600x1000', width: 1252, height: 884 },
  { window: '1280x800', width: 932, height: 684 },
];
const paths = { a: 'real/smf/shoretoshore-and-more/shoretoshore.smf (HEAD)', b: 'real/smf/shoretoshore-v2.smf' };

/** Two generated maps that differ in a few heights: one long span of bytes, and a picture of what changed. */
function twoMaps(): { a: Uint8Array; b: Uint8Array } {
  const a = generateSmf(1).find((f) => f.name.endsWith('.smf'))!.bytes;
  const b = a.slice();
  const view = new DataView(b.buffer);
  const heights = view.getInt32(52, true);
  for (let i = 0; i < 40; i++) view.setUint16(heights + 600 + 2 * i, 12345, true);
  return { a, b };
}

async function openCompare(
  h: Harness,
  size: { width: number; height: number },
  errors: string[],
  settings: ViewSettings = { bytesPerRow: 16, groupSize: 4, showText: true },
): Promise<Page> {
  const files = twoMaps();
  const result = await compareFiles({ name: 'a.smf', bytes: files.a }, { name: 'b.smf', bytes: files.b }, 2000);
  // The page says it is ready while it loads, before openDiffPage hands back its post function.
  let opened: (post: (m: ToDiffView) => Promise<void>) => void = () => undefined;
  const posting = new Promise<(m: ToDiffView) => Promise<void>>((resolve) => (opened = resolve));
  const post = (m: ToDiffView): Promise<void> => posting.then((send) => send(m));
  const host = {
    onMessage(m: FromDiffView): void {
      if (m.type === 'ready') void post({ type: 'result', nameA: paths.a, nameB: paths.b, result, settings });
      else {
        const { side, offset, length } = m.body;
        const result = files[side].slice(offset, offset + length);
        void post({ type: 'reply', id: m.id, result });
      }
    },
  };
  const { page, post: send } = await openDiffPage(h, host, size, errors);
  opened(send);
  // Both panes' first rows painted with bytes (not the placeholders of bytes on their way).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.diff-pane')].every((p) =>
      [...p.querySelectorAll('.hex-row')].some(
        (r) => (r as HTMLElement).style.display !== 'none' && !r.textContent!.includes('··'),
      ),
    ),
  );
  return page;
}

interface PaneGeometry {
  side: string;
  /** Per whole row on screen: its byte and character cells. */
  rows: { bytes: number; chars: number }[];
  problems: string[];
  digits: string[];
  name: { text: string; cut: boolean; title: string | null };
}

/** Each pane's rows on screen and what is wrong with their cells. */
function paneGeometry(page: Page): Promise<PaneGeometry[]> {
  return page.$$eval('.diff-pane', (panes) =>
    panes.map((pane) => {
      const problems: string[] = [];
      const r = (e: Element): DOMRect => e.getBoundingClientRect();
      const scroller = pane.querySelector<HTMLElement>('.pane-scroll')!;
      const box = r(scroller);
      const view = { left: box.left, right: box.left + scroller.clientWidth, top: box.top, bottom: box.bottom };
      const rows = [...pane.querySelectorAll('.hex-row')].filter((row) => {
        const b = r(row);
        return (row as HTMLElement).style.display !== 'none' && b.top >= view.top && b.bottom <= view.bottom;
      });
      const digits: string[] = [];
      for (const row of rows)
        for (const cell of row.querySelectorAll('.hex-byte[data-offset], .hex-char[data-offset]')) {
          const b = r(cell);
          const at = `${(cell as HTMLElement).dataset.offset} (${cell.className})`;
          if (b.width === 0) problems.push(`${at} has no width`);
          if (b.left < view.left - 0.5 || b.right > view.right + 0.5) problems.push(`${at} is cut by the pane`);
          const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
          if (hit !== cell) problems.push(`${at} is covered`);
          if (cell.classList.contains('hex-byte')) digits.push(cell.textContent ?? '');
        }
      const name = pane.querySelector<HTMLElement>('.pane-name')!;
      return {
        side: (pane as HTMLElement).dataset.side ?? '',
        rows: rows.map((row) => ({
          bytes: row.querySelectorAll('.hex-byte[data-offset]').length,
          chars: row.querySelectorAll('.hex-char[data-offset]').length,
        })),
        problems,
        digits,
        name: {
          text: name.textContent ?? '',
          cut: name.scrollWidth > name.clientWidth,
          title: pane.querySelector('.pane-head')!.getAttribute('title'),
        },
      };
    }),
  );
}

const measured: string[] = [];
const tests: UiTest[] = [];
for (const size of sizes)
  tests.push([
    `Compare view, ${size.window} window: both byte panes show whole 16-byte rows and the text column, names first and uncut`,
    async (h, errors) => {
      const page = await openCompare(h, size, errors);
      const panes = await paneGeometry(page);
      assert.deepEqual(
        panes.map((p) => p.side),
        ['a', 'b'],
      );
      for (const p of panes) {
        assert.deepEqual(p.problems, [], `pane ${p.side}`);
        // Several whole rows, every one (but a span's last) with 16 bytes and 16 characters.
        assert.ok(p.rows.length >= 4, `pane ${p.side}: ${p.rows.length} whole rows on screen`);
        assert.deepEqual(
          p.rows.slice(0, -1).filter((row) => row.bytes !== 16 || row.chars !== 16),
          [],
          `pane ${p.side}: rows of other than 16 cells`,
        );
        // The editor's digits: two upper-case hex digits.
        assert.deepEqual(
          p.digits.filter((d) => !/^[0-9A-F]{2}$/.test(d)),
          [],
        );
        assert.ok(
          p.digits.some((d) => /[A-F]/.test(d)),
          `pane ${p.side} shows no letter digit to check the case`,
        );
        assert.equal(p.name.cut, false, `pane ${p.side}'s name "${p.name.text}" is cut`);
        assert.equal(p.name.title, paths[p.side as 'a' | 'b']);
      }
      assert.deepEqual(
        panes.map((p) => p.name.text),
        ['shoretoshore.smf (HEAD)', 'shoretoshore-v2.smf'],
      );
      // The changed bytes are marked on both sides.
      assert.ok((await page.$$('.diff-pane[data-side="a"] .hex-byte.differs')).length > 0);
      assert.ok((await page.$$('.diff-pane[data-side="b"] .hex-byte.differs')).length > 0);
      const plan = await page.$eval(
        '.diff-body',
        (b) => `${b.getAttribute('data-panes')}/${b.getAttribute('data-pictures')}`,
      );
      measured.push(`${size.window}: panes/pictures ${plan}, ${panes[0].rows.length} whole rows per pane`);
    },
  ]);

for (const [perRow, expected] of [
  [8, 8],
  [32, 32],
] as const)
  tests.push([
    `Compare view, 1600x1000 window: hexAtlas.bytesPerRow ${perRow} gives ${expected}-byte compare rows in both panes`,
    async (h, errors) => {
      const page = await openCompare(h, sizes[0], errors, { bytesPerRow: perRow, groupSize: 4, showText: true });
      for (const p of await paneGeometry(page)) {
        assert.equal(p.rows[0]?.bytes, expected, `pane ${p.side}`);
        assert.equal(p.rows[0]?.chars, expected, `pane ${p.side}`);
        assert.deepEqual(p.problems, [], `pane ${p.side}`);
      }
    },
  ]);

tests.push([
  'Compare view, 1280x800 window: hexAtlas.bytesPerRow "fit" fills the panes with whole rows of at least 8 bytes',
  async (h, errors) => {
    const page = await openCompare(h, sizes[1], errors, { bytesPerRow: 16, fit: true, groupSize: 4, showText: true });
    for (const p of await paneGeometry(page)) {
      assert.ok(p.rows[0].bytes >= 8 && p.rows[0].bytes % 4 === 0, `pane ${p.side}: ${p.rows[0].bytes} per row`);
      assert.deepEqual(p.problems, [], `pane ${p.side}`);
    }
  },
]);

void runUiTests('Compare view', tests, () => measured);
