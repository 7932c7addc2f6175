// A uniform grid over a plan's primitives, built once per plan, so a hover looks only at the cells around the
// pointer instead of every item. Cells list primitive indexes back to back (cell c's are cellItems[start[c] ..
// start[c + 1]]); a line or rectangle goes into every cell its bounding box touches, or, when that is more than
// LONG_CELLS cells (or it reaches infinity), into a list that every query scans. Answers are the same as a scan over
// all primitives, ties included: the last point or line at the least distance, the first of the smallest rectangles.
import { Plan } from './picture';
import { planSize } from './plan-thin';

/** Primitives per cell the grid aims at. */
const PER_CELL = 4;
const MAX_CELLS = 1 << 22;
const LONG_CELLS = 64;

interface Cells {
  start: Uint32Array;
  items: Uint32Array;
  /** Primitives scanned on every query. */
  long: Uint32Array;
}

export class PlanGrid {
  private readonly size: number;
  private readonly inverse: number;
  private readonly columns: number;
  private readonly rows: number;
  private readonly points: Cells;
  private readonly lines: Cells;
  private readonly rects: Cells;

  constructor(
    private readonly plan: Plan,
    width: number,
    height: number,
  ) {
    const total = planSize(plan);
    const cells = Math.min(MAX_CELLS, Math.max(1, Math.ceil(total / PER_CELL)));
    this.size = Math.max(1, Math.sqrt((Math.max(1, width) * Math.max(1, height)) / cells));
    this.inverse = 1 / this.size;
    this.columns = Math.max(1, Math.ceil(width / this.size));
    this.rows = Math.max(1, Math.ceil(height / this.size));
    this.points = this.fillPoints(plan.points);
    this.lines = this.fill(plan.lines);
    this.rects = this.fill(plan.rects);
  }

  private column(x: number): number {
    const c = x * this.inverse;
    return c < 0 ? 0 : c >= this.columns ? this.columns - 1 : c | 0;
  }

  private row(y: number): number {
    const r = y * this.inverse;
    return r < 0 ? 0 : r >= this.rows ? this.rows - 1 : r | 0;
  }

  /**
   * Cell range of line or rectangle i into out[0..3] (columns, rows): 0 when it has a NaN (it never matches), 2
   * when it reaches infinity, else 1.
   */
  private span(a: Float32Array, rect: boolean, i: number, out: Int32Array): number {
    const x = a[i];
    const y = a[i + 1];
    const x2 = rect ? x + a[i + 2] : a[i + 2];
    const y2 = rect ? y + a[i + 3] : a[i + 3];
    const sum = x + y + x2 + y2;
    if (sum !== sum) return 0;
    out[0] = this.column(x < x2 ? x : x2);
    out[1] = this.column(x < x2 ? x2 : x);
    out[2] = this.row(y < y2 ? y : y2);
    out[3] = this.row(y < y2 ? y2 : y);
    return Number.isFinite(sum) ? 1 : 2;
  }

  /** Points lie in one cell each: found once, then counted and scattered. */
  private fillPoints(a: Float32Array): Cells {
    const n = a.length / 2;
    const cellCount = this.columns * this.rows;
    const start = new Uint32Array(cellCount + 1);
    const cellOf = new Int32Array(n);
    for (let k = 0; k < n; k++) {
      const x = a[2 * k];
      const y = a[2 * k + 1];
      // NaN and infinite points never match.
      cellOf[k] = Number.isFinite(x + y) ? this.row(y) * this.columns + this.column(x) : -1;
      if (cellOf[k] >= 0) start[cellOf[k] + 1]++;
    }
    for (let c = 0; c < cellCount; c++) start[c + 1] += start[c];
    const items = new Uint32Array(start[cellCount]);
    const next = start.slice(0, cellCount);
    for (let k = 0; k < n; k++) if (cellOf[k] >= 0) items[next[cellOf[k]]++] = k;
    return { start, items, long: new Uint32Array(0) };
  }

  /** Lines and rectangles: in every cell of their bounding box, or in the long list. */
  private fill(a: Float32Array): Cells {
    const stride = 4;
    const n = a.length / stride;
    const rect = a === this.plan.rects;
    const columns = this.columns;
    const cellCount = columns * this.rows;
    const start = new Uint32Array(cellCount + 1);
    const s = new Int32Array(4);
    // Per primitive: 0 skipped, 1 in cells, 2 long.
    const where = new Uint8Array(n);
    const long: number[] = [];
    for (let k = 0, i = 0; k < n; k++, i += stride) {
      const kind = this.span(a, rect, i, s);
      if (kind === 0) continue;
      if (kind === 2 || (s[1] - s[0] + 1) * (s[3] - s[2] + 1) > LONG_CELLS) {
        where[k] = 2;
        long.push(k);
        continue;
      }
      where[k] = 1;
      for (let r = s[2]; r <= s[3]; r++) for (let c = s[0]; c <= s[1]; c++) start[r * columns + c + 1]++;
    }
    for (let c = 0; c < cellCount; c++) start[c + 1] += start[c];
    const items = new Uint32Array(start[cellCount]);
    const next = start.slice(0, cellCount);
    for (let k = 0, i = 0; k < n; k++, i += stride) {
      if (where[k] !== 1) continue;
      this.span(a, rect, i, s);
      for (let r = s[2]; r <= s[3]; r++) for (let c = s[0]; c <= s[1]; c++) items[next[r * columns + c]++] = k;
    }
    return { start, items, long: Uint32Array.from(long) };
  }

  /** Every primitive of `cells` in the cells around (x, y) within `radius`, then the long ones. */
  private visit(cells: Cells, x: number, y: number, radius: number, f: (k: number) => void): void {
    const [c0, c1, r0, r1] = [
      this.column(x - radius),
      this.column(x + radius),
      this.row(y - radius),
      this.row(y + radius),
    ];
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const cell = r * this.columns + c;
        for (let j = cells.start[cell]; j < cells.start[cell + 1]; j++) f(cells.items[j]);
      }
    }
    for (let j = 0; j < cells.long.length; j++) f(cells.long[j]);
  }

  /** The item nearest (x, y): points and lines within `radius`, else the smallest rectangle containing it; or -1. */
  hitTest(x: number, y: number, radius: number): number {
    const { points, lines, rects } = this.plan;
    let best = -1;
    let bestD = radius * radius;
    this.visit(this.points, x, y, radius, (k) => {
      const dx = points[2 * k] - x;
      const dy = points[2 * k + 1] - y;
      const d = dx * dx + dy * dy;
      if (d < bestD || (d === bestD && k > best)) [best, bestD] = [k, d];
    });
    if (best >= 0) return this.plan.pointItems[best];
    this.visit(this.lines, x, y, radius, (k) => {
      const i = 4 * k;
      const d = segmentDistance2(x, y, lines[i], lines[i + 1], lines[i + 2], lines[i + 3]);
      if (d < bestD || (d === bestD && k > best)) [best, bestD] = [k, d];
    });
    if (best >= 0) return this.plan.lineItems[best];
    let bestArea = Infinity;
    this.visit(this.rects, x, y, 0, (k) => {
      const [rx, ry, rw, rh] = [rects[4 * k], rects[4 * k + 1], rects[4 * k + 2], rects[4 * k + 3]];
      if (!(x >= rx && y >= ry && x <= rx + rw && y <= ry + rh)) return;
      const area = rw * rh;
      if (area < bestArea || (area === bestArea && k < best)) [best, bestArea] = [k, area];
    });
    return best >= 0 ? this.plan.rectItems[best] : -1;
  }
}

/** Distance squared from (x, y) to the segment (x1, y1)-(x2, y2). */
export function segmentDistance2(x: number, y: number, x1: number, y1: number, x2: number, y2: number): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / l2));
  const ex = x1 + t * dx - x;
  const ey = y1 + t * dy - y;
  return ex * ex + ey * ey;
}
