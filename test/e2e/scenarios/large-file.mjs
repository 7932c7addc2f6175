// A large generated map (`generate smf --scale 32`, about 48 MB) opens, its hex view scrolls to the last byte, and
// its biggest array scrolls in the tree — with DOM rows staying few (virtualized). Prints the editor's timings.
import path from 'node:path';
import { inspect } from '../lib/cli.mjs';
import { HexAtlasEditor } from '../lib/editor.mjs';
import { scrollFrameTimes, scrollToEnd } from '../lib/perf.mjs';
import { assert, skip } from '../lib/scenario.mjs';

// Far fewer DOM rows than a 50 MB file has lines: anything near this means the view is not virtualized.
const MAX_DOM_ROWS = 1000;

export const largeFileScenario = {
  name: 'smf: a ~50 MB file opens and scrolls',
  async run({ wb, ws, metric }) {
    if (!ws.large) skip('the large smf generation wrote no .smf');
    const { file, size } = ws.large;
    metric('file size', size / 2 ** 20, 'MiB');
    const since = await wb.openFile(file);
    const { editor, hexMs, treeMs } = await HexAtlasEditor.waitOpen(wb, { since, timeout: 60_000 });
    metric('open → hex view visible', hexMs, 'ms');
    metric('open → top of tree visible', treeMs, 'ms');

    const firstRow = async () => Number(await editor.hex.locator('.hex-row').first().getAttribute('data-offset'));
    const before = await firstRow();
    const hexFrames = await scrollFrameTimes(editor.hex);
    metric(
      'hex scroll frame p50 / p95 / max',
      `${hexFrames.p50.toFixed(1)} / ${hexFrames.p95.toFixed(1)} / ${hexFrames.max.toFixed(1)}`,
      `ms over ${hexFrames.frames} frames`,
    );
    // The rows are rebound a frame or more after the last scroll: until they are, or a deadline.
    for (const deadline = Date.now() + 10_000; (await firstRow()) <= before; await wb.page.waitForTimeout(50))
      assert(Date.now() < deadline, `the hex view did not move while scrolling (first row still at ${before})`);

    await scrollToEnd(editor.hex);
    await editor.byte(size - 1).waitFor({ timeout: 10_000 });
    const counts = await editor.domCounts();
    metric('DOM rows (hex / tree)', `${counts.hexRows} / ${counts.treeRows}`);
    assert(counts.hexRows < MAX_DOM_ROWS, `${counts.hexRows} hex rows in the DOM for ${size} bytes: not virtualized`);

    // The tree: expand the top-level node with the most children and scroll through them.
    const biggest = (inspect(path.join(ws.dir, file)).tree.children ?? []).reduce((a, b) =>
      b.childCount > a.childCount ? b : a,
    );
    assert(
      biggest.childCount > 100,
      `no large array among the top-level nodes (largest: ${biggest.name}, ${biggest.childCount} children)`,
    );
    const row = editor.row(biggest.offset, biggest.length);
    await row.click();
    await row.press('ArrowRight');
    await row.and(editor.tree.locator('[aria-expanded="true"]')).waitFor({ timeout: 10_000 });
    const treeFrames = await scrollFrameTimes(editor.tree);
    metric(
      'tree scroll frame p50 / p95 / max',
      `${treeFrames.p50.toFixed(1)} / ${treeFrames.p95.toFixed(1)} / ${treeFrames.max.toFixed(1)}`,
      `ms over ${treeFrames.frames} frames`,
    );
    const treeRows = (await editor.domCounts()).treeRows;
    metric(`DOM tree rows with ${biggest.childCount} children expanded`, treeRows);
    assert(
      treeRows < MAX_DOM_ROWS,
      `${treeRows} tree rows in the DOM with ${biggest.childCount} children expanded: not virtualized`,
    );
  },
};
