// Measures scrolling in the harness: drives an element (#hex unless told) from requestAnimationFrame for N frames and
// reports the frame intervals plus the renderer's per-frame CPU time for script/style/layout/paint/raster from a Chromium trace.
// Figures are printed, never asserted: the machine running the tests is shared and its timings are noise.
import type { Browser, Page } from 'playwright-core';

/**
 * `pixels`: native scrolling, scrollTop += step each frame; `wheel`: a wheel event of `step` px each frame;
 * `drag`: a button pressed on the element, then the mouse moved `step` px left and up each frame.
 */
export type ScrollDrive = 'pixels' | 'wheel' | 'drag';

export interface ScrollStats {
  frames: number;
  p50: number;
  p95: number;
  max: number;
  /** CPU milliseconds per frame by kind of work (raster on the renderer's workers, the rest on its main thread). */
  perFrame: Record<Kind, number>;
}

type Kind = 'script' | 'style' | 'layout' | 'paint' | 'raster';

/** Trace event names summed into each kind (nested events are not counted twice). */
const kinds: Record<Kind, string[]> = {
  script: ['FunctionCall', 'EventDispatch', 'FireAnimationFrame', 'TimerFire'],
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  paint: ['PrePaint', 'Paint', 'Layerize', 'UpdateLayer', 'PaintImage'],
  raster: ['RasterTask'],
};

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: unlike `dur`, not inflated when a busy machine deschedules the thread. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

export async function measureScroll(
  browser: Browser,
  page: Page,
  drive: ScrollDrive,
  frames: number,
  step: number,
  target = 'hex',
): Promise<ScrollStats> {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const intervals = await page.evaluate(
    ([drive, frames, step, target]) =>
      new Promise<number[]>((resolve) => {
        const element = document.getElementById(target)!;
        const b = element.getBoundingClientRect();
        const mouse = { clientX: b.left + b.width / 2, clientY: b.top + b.height / 2, bubbles: true, buttons: 1 };
        if (drive === 'drag') element.dispatchEvent(new MouseEvent('mousedown', mouse));
        const out: number[] = [];
        let last = 0;
        const tick = (t: number): void => {
          if (last) out.push(t - last);
          last = t;
          if (drive === 'pixels') element.scrollTop += step;
          else if (drive === 'wheel')
            element.dispatchEvent(new WheelEvent('wheel', { ...mouse, deltaY: step, cancelable: true }));
          else {
            [mouse.clientX, mouse.clientY] = [mouse.clientX - step, mouse.clientY - step];
            element.dispatchEvent(new MouseEvent('mousemove', mouse));
          }
          if (out.length < frames) requestAnimationFrame(tick);
          else {
            if (drive === 'drag') element.dispatchEvent(new MouseEvent('mouseup', { ...mouse, buttons: 0 }));
            resolve(out);
          }
        };
        requestAnimationFrame(tick);
      }),
    [drive, frames, step, target] as const,
  );
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const sorted = [...intervals].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
  return {
    frames: intervals.length,
    p50: at(0.5),
    p95: at(0.95),
    max: sorted[sorted.length - 1],
    perFrame: costPerFrame(trace.traceEvents, intervals.length),
  };
}

export function formatStats(s: ScrollStats): string {
  const cost = Object.entries(s.perFrame)
    .map(([k, v]) => `${k} ${v.toFixed(2)}`)
    .join(', ');
  return `p50 ${s.p50.toFixed(1)} / p95 ${s.p95.toFixed(1)} / max ${s.max.toFixed(1)} ms over ${s.frames} frames; per frame: ${cost} ms`;
}

function costPerFrame(events: TraceEvent[], frames: number): ScrollStats['perFrame'] {
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const kindOf = new Map(Object.entries(kinds).flatMap(([kind, names]) => names.map((n) => [n, kind as Kind])));
  const total: Record<Kind, number> = { script: 0, style: 0, layout: 0, paint: 0, raster: 0 };
  // Complete events of one thread nest properly: skip those inside an already counted event of the same kind.
  const open = new Map<string, number>();
  const mine = events.filter((e) => main && e.pid === main.pid && e.ph === 'X' && kindOf.has(e.name));
  for (const e of mine.sort((a, b) => a.ts - b.ts)) {
    const kind = kindOf.get(e.name)!;
    // Raster runs on worker threads of the renderer; everything else is the main thread's.
    if (kind !== 'raster' && e.tid !== main!.tid) continue;
    const key = `${kind}:${e.tid}`;
    if ((open.get(key) ?? 0) > e.ts) continue;
    open.set(key, e.ts + (e.dur ?? 0));
    total[kind] += (e.tdur ?? e.dur ?? 0) / 1000;
  }
  for (const k of Object.keys(total) as Kind[]) total[k] /= Math.max(1, frames);
  return total;
}
