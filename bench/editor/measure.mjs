// One measurement: a fresh workbench window opens one file in one editor, then the first hex rows, the tree (Hex
// Atlas), memory at rest, and hex scrolling by wheel and by scrollbar drag are measured.
import { Workbench } from '../../test/e2e/lib/workbench.mjs';
import { firstVisible, startFrames, stopFrames } from './probe.mjs';
import { extensionHosts, newPids, renderers, rssMiB } from './procs.mjs';

const OPEN_TIMEOUT = 120_000;
/** Scroll input events per drive, about one per frame. */
const STEPS = 120;
const MiB = 2 ** 20;
/** A frame interval longer than this missed at least one 60 Hz vsync. */
const SLOW_FRAME_MS = 20;
/** Long enough for either editor to settle after scrolling stops. */
const REST_MS = 400;

export async function measureOnce({ context, server, workspace, editor, file }) {
  const hostsBefore = extensionHosts(server.pid);
  const renderersBefore = renderers();
  const wb = await Workbench.open(context, server, workspace);
  const cdp = await context.newCDPSession(wb.page);
  try {
    const [host] = await newPids(() => extensionHosts(server.pid), hostsBefore);
    const pageRenderers = await newPids(() => renderers(), renderersBefore);
    const r = { editor: editor.id, file: file.id };
    const frame = () => wb.webview();
    const since = await wb.openFile(`${editor.id}/${file.name}`);
    const seen = await firstVisible(wb, editor.id, editor.treeShown ? ['rows', 'tree'] : ['rows'], OPEN_TIMEOUT);
    r.firstRowsMs = elapsed(seen.rows, since);
    if (editor.treeShown) r.treeMs = elapsed(seen.tree, since);
    if (r.firstRowsMs === undefined) throw new Error(`${editor.name} showed no hex bytes of ${file.id}`);
    // When the editor's webview document began loading (its navigation start, on the same clock): what opening
    // costs before either editor's own page runs at all.
    const timing = await frame()
      .locator('body')
      .evaluate(() => ({
        origin: performance.timeOrigin,
        marks: performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)]),
        resources: performance
          .getEntriesByType('resource')
          .map((e) => [e.name.split('/').pop().split('?')[0], Math.round(e.startTime), Math.round(e.responseEnd)]),
      }));
    r.webviewMs = elapsed(timing.origin, since);
    // The editor's own user-timing marks (Hex Atlas: webview/main.ts), in ms from the document's start.
    r.marks = Object.fromEntries(timing.marks);
    r.resources = timing.resources;

    // At rest after opening: caches filled, work on opening finished.
    await wb.page.waitForTimeout(1500);
    r.extHostMiB = host ? rssMiB(host) : undefined;
    // The window's renderer (workbench and its webviews: same site) is the largest of the new ones.
    r.rendererMiB = max(pageRenderers.map(rssMiB));
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    r.jsHeapMiB = metrics.find((m) => m.name === 'JSHeapUsedSize').value / MiB;

    r.refreshMs = await refreshInterval(wb);
    r.wheel = await scrollFrames(wb, editor, frame(), (area) => wheel(wb.page, area));
    r.drag = await scrollFrames(wb, editor, frame(), () => drag(wb.page, editor, frame()));
    return r;
  } finally {
    await cdp.detach().catch(() => {});
    await wb.page.close();
  }
}

/**
 * Frame intervals while `drive` scrolls, and the long animation frames among them; `moved` says whether the rows
 * on screen changed (read once scrolling has rested: an editor may show a stand-in while it moves).
 */
async function scrollFrames(wb, editor, frame, drive) {
  const area = editor.hexArea(frame);
  const before = await area.innerText();
  await startFrames(wb);
  await drive(area);
  const { intervals, long } = await stopFrames(wb);
  await wb.page.waitForTimeout(REST_MS);
  const moved = (await area.innerText()) !== before;
  return { ...percentiles(intervals), slow: intervals.filter((t) => t > SLOW_FRAME_MS).length, long, moved };
}

async function wheel(page, area) {
  const box = await area.boundingBox();
  await page.mouse.move(box.x + box.width / 3, box.y + box.height / 2);
  for (let i = 0; i < STEPS; i++) {
    await page.mouse.wheel(0, 100);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(100);
}

/** The display's real frame length: the median animation-frame interval while nothing moves. */
async function refreshInterval(wb) {
  await startFrames(wb);
  await wb.page.waitForTimeout(REST_MS);
  const { intervals } = await stopFrames(wb);
  return percentiles(intervals).p50;
}

/** Drags the scrollbar handle down through 80% of the view's height, one step per frame. */
async function drag(page, editor, frame) {
  const start = await editor.scrollHandle(frame);
  const box = await editor.hexArea(frame).boundingBox();
  const distance = box.height * 0.8;
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= STEPS; i++) {
    await page.mouse.move(start.x, start.y + (distance * i) / STEPS);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
  await page.waitForTimeout(100);
}

function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { frames: values.length, p50: at(0.5), p95: at(0.95) };
}

const elapsed = (t, since) => (t === undefined ? undefined : t - since);
const max = (xs) => (xs.some((x) => x !== undefined) ? Math.max(...xs.filter((x) => x !== undefined)) : undefined);
