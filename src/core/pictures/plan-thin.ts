// A plan as one view of it can show it: its primitives cut to the region in view and thinned at the view's scale,
// so what travels to the page and what the page draws on every frame is bounded by the canvas's pixels, not by the
// file's records. The view's screen pixels are cells: of the points of one kind in a cell one is kept, and so of
// the lines of one kind in the region with their ends in the same two cells, and of the rectangles within one
// cell; lines reaching out of the region and larger rectangles (their translucent fills add up) are all kept.
// The one kept is the last (the page draws in order, so it is the one on top), and kept primitives keep their
// order and coordinates: the view looks as it would with every primitive drawn.
import type { Plan } from './picture';
import type { Region } from './sample';
import { CellKeys, CellKinds } from './cell-keys';

/** Plans of more primitives than this are sent thinned; smaller ones whole (a view of them never asks again). */
export const THIN_ABOVE = 100_000;
/** Cells a thinned view has at most (a scale finer than that is coarsened): 4096 x 4096 screen pixels. */
const MAX_CELLS = 1 << 24;

/** Primitives a plan has: points, lines and rectangles. */
export function planSize(plan: Plan): number {
  return plan.points.length / 2 + plan.lines.length / 4 + plan.rects.length / 4;
}

/** The whole plan in arrays of its own (a reply transfers them). */
export function copyPlan(plan: Plan): Plan {
  return {
    points: plan.points.slice(),
    pointKinds: plan.pointKinds.slice(),
    pointItems: plan.pointItems.slice(),
    lines: plan.lines.slice(),
    lineKinds: plan.lineKinds.slice(),
    lineItems: plan.lineItems.slice(),
    rects: plan.rects.slice(),
    rectKinds: plan.rectKinds.slice(),
    rectItems: plan.rectItems.slice(),
  };
}

/** The scale a view of `region` is thinned at: `scale` screen pixels per plan pixel, within MAX_CELLS cells. */
export function thinScale(region: Region, scale: number): number {
  const area = Math.max(1, region.width) * Math.max(1, region.height);
  const s = Number.isFinite(scale) && scale > 0 ? scale : 1;
  return Math.min(s, Math.sqrt(MAX_CELLS / area));
}

/** Whether (x, y) lies in `r` (false with a NaN): a thinned plan holds the points that do. */
export function inRegion(r: Region, x: number, y: number): boolean {
  return x >= r.x && y >= r.y && x < r.x + r.width && y < r.y + r.height;
}

/**
 * Whether the box (x0, y0)-(x1, y1), corners in any order, touches `r` (false with a NaN): a thinned plan holds the
 * lines and rectangles that do, or one in the same cells.
 */
export function touchesRegion(r: Region, x0: number, y0: number, x1: number, y1: number): boolean {
  const [left, right] = x0 < x1 ? [x0, x1] : [x1, x0];
  const [top, bottom] = y0 < y1 ? [y0, y1] : [y1, y0];
  return right >= r.x && bottom >= r.y && left < r.x + r.width && top < r.y + r.height;
}

/** The cells of a region at a scale: the cell of a plan pixel, clamped to the grid. */
class Cells {
  readonly columns: number;
  readonly rows: number;

  constructor(
    readonly region: Region,
    private readonly scale: number,
  ) {
    this.columns = Math.max(1, Math.ceil(region.width * scale));
    this.rows = Math.max(1, Math.ceil(region.height * scale));
  }

  inside(x: number, y: number): boolean {
    return inRegion(this.region, x, y);
  }

  /** The cell of (x, y), which lies in the region. */
  of(x: number, y: number): number {
    const c = Math.min(this.columns - 1, Math.floor((x - this.region.x) * this.scale));
    const r = Math.min(this.rows - 1, Math.floor((y - this.region.y) * this.scale));
    return r * this.columns + c;
  }
}

/** Marks (1) the points that `thinPlan` keeps. */
function keptPoints(a: Float32Array, kinds: Uint16Array, cells: Cells): Uint8Array {
  const keep = new Uint8Array(kinds.length);
  const seen = new CellKinds(cells.columns * cells.rows);
  for (let k = kinds.length - 1; k >= 0; k--) {
    const [x, y] = [a[2 * k], a[2 * k + 1]];
    if (cells.inside(x, y) && seen.add(cells.of(x, y), kinds[k])) keep[k] = 1;
  }
  return keep;
}

/** Marks (1) the two-ended primitives (lines: ends; rectangles: corners) that `thinPlan` keeps. */
function keptSpans(a: Float32Array, kinds: Uint16Array, rect: boolean, cells: Cells): Uint8Array {
  const keep = new Uint8Array(kinds.length);
  const seen = new CellKeys();
  for (let k = kinds.length - 1, i = 4 * k; k >= 0; k--, i -= 4) {
    const [x0, y0] = [a[i], a[i + 1]];
    const [x1, y1] = rect ? [x0 + a[i + 2], y0 + a[i + 3]] : [a[i + 2], a[i + 3]];
    if (!touchesRegion(cells.region, x0, y0, x1, y1)) continue;
    // Reaching out of the region, its cells would not say where it is drawn.
    let same = cells.inside(x0, y0) && cells.inside(x1, y1);
    const [c0, c1] = same ? [cells.of(x0, y0), cells.of(x1, y1)] : [0, 0];
    if (rect) same &&= c0 === c1;
    if (!same || seen.add(Math.min(c0, c1), Math.max(c0, c1), kinds[k])) keep[k] = 1;
  }
  return keep;
}

/** `plan` cut to `region` and thinned at `scale` screen pixels per plan pixel (see the top of the file). */
export function thinPlan(plan: Plan, region: Region, scale: number): Plan {
  const cells = new Cells(region, scale);
  const points = keptPoints(plan.points, plan.pointKinds, cells);
  const lines = keptSpans(plan.lines, plan.lineKinds, false, cells);
  const rects = keptSpans(plan.rects, plan.rectKinds, true, cells);
  const [pointCount, lineCount, rectCount] = [countOf(points), countOf(lines), countOf(rects)];
  return {
    points: pick(plan.points, 2, points, pointCount),
    pointKinds: pick(plan.pointKinds, 1, points, pointCount),
    pointItems: pick(plan.pointItems, 1, points, pointCount),
    lines: pick(plan.lines, 4, lines, lineCount),
    lineKinds: pick(plan.lineKinds, 1, lines, lineCount),
    lineItems: pick(plan.lineItems, 1, lines, lineCount),
    rects: pick(plan.rects, 4, rects, rectCount),
    rectKinds: pick(plan.rectKinds, 1, rects, rectCount),
    rectItems: pick(plan.rectItems, 1, rects, rectCount),
  };
}

function countOf(keep: Uint8Array): number {
  let n = 0;
  for (let k = 0; k < keep.length; k++) n += keep[k];
  return n;
}

/** The `stride` values of the `count` primitives of `a` marked in `keep`, in a new array of a's type. */
function pick<T extends Float32Array | Uint16Array | Uint32Array>(
  a: T,
  stride: number,
  keep: Uint8Array,
  count: number,
): T {
  const out = new (a.constructor as new (n: number) => T)(count * stride);
  for (let k = 0, j = 0; k < keep.length; k++) {
    if (!keep[k]) continue;
    for (let s = 0; s < stride; s++) out[j + s] = a[k * stride + s];
    j += stride;
  }
  return out;
}
