// A plan as one view of it can show it: its primitives cut to the region in view and thinned at the view's scale,
// so what travels to the page and what the page draws on every frame is bounded by the canvas's pixels, not by the
// file's records. The view's screen pixels are cells: of the points of one kind in a cell one is kept, and so of
// the lines of one kind in the region with their ends in the same two cells, and of the rectangles within one
// cell; lines reaching out of the region and larger rectangles (their translucent fills add up) are all kept.
// The one kept is the last (the page draws in order, so it is the one on top), and kept primitives keep their
// order and coordinates: the view looks as it would with every primitive drawn.
import type { Plan } from './picture';
import type { Region } from './sample';
import { Blocks } from './blocks';
import { PlanPass, PlanSink, ShapeArrays, passOf, planOf } from './plan-pass';

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

/**
 * One shape's kept primitives, each in a place of the shape's arrays. A keyed one (a point in one cell; a line or
 * small rectangle with both ends in the region) takes over the place of the last one with its key, so its place
 * keeps the first's and its own drawing number: places are found through chains of them from their first cell
 * (a few kinds meet in a cell), 4 bytes a cell and 12 a place, where a hash of millions of keys would cost more.
 */
class KeptShape {
  readonly arrays: ShapeArrays;
  /** Per cell: its chain's first place + 1 (0: none), allocated once a primitive is keyed. */
  private head: Int32Array | undefined;
  /** Per place: the next place in its chain + 1, its key's second cell and its primitive's drawing number. */
  private readonly next = new Blocks(Int32Array);
  private readonly other = new Blocks(Uint32Array);
  private readonly drawn = new Blocks(Uint32Array);
  /** Primitives of this shape drawn so far. */
  seen = 0;

  constructor(
    stride: 2 | 4,
    private readonly cells: number,
  ) {
    this.arrays = new ShapeArrays(stride);
  }

  /** The place of a primitive keyed (cell, other, kind), or of a new one (cell -1: under no key). */
  private place(cell: number, other: number, kind: number): number {
    const arrays = this.arrays;
    const fresh = arrays.count;
    if (cell < 0) return fresh;
    const head = (this.head ??= new Int32Array(this.cells));
    for (let p = head[cell] - 1; p >= 0; p = this.next.get(p) - 1)
      if (this.other.get(p) === other && arrays.kinds.get(p) === kind) return p;
    this.next.set(fresh, head[cell]);
    this.other.set(fresh, other);
    head[cell] = fresh + 1;
    return fresh;
  }

  keep(cell: number, other: number, a: number, b: number, c: number, d: number, kind: number, item: number): void {
    const p = this.place(cell, other, kind);
    this.arrays.put(p, a, b, c, d, kind, item);
    this.drawn.set(p, this.seen - 1);
  }

  /** Places by when their primitives were drawn. */
  order(): Uint32Array {
    const n = this.arrays.count;
    const drawn = this.drawn;
    const places = new Uint32Array(n);
    for (let k = 0; k < n; k++) places[k] = k;
    if (n >= 2 ** 26 || this.seen >= 2 ** 27) return places.sort((a, b) => drawn.get(a) - drawn.get(b));
    // Packed as drawn * 2^26 + place, exact in a double below 2^53, they sort as numbers, without a comparator.
    const packed = new Float64Array(n);
    for (let k = 0; k < n; k++) packed[k] = drawn.get(k) * 2 ** 26 + k;
    packed.sort();
    for (let k = 0; k < n; k++) places[k] = packed[k] % 2 ** 26;
    return places;
  }
}

/** A sink keeping what `thinPass` keeps (see the top of the file and `KeptShape`). */
class ThinSink implements PlanSink {
  private readonly points: KeptShape;
  private readonly lines: KeptShape;
  private readonly rects: KeptShape;

  constructor(private readonly cells: Cells) {
    const count = cells.columns * cells.rows;
    [this.points, this.lines, this.rects] = [new KeptShape(2, count), new KeptShape(4, count), new KeptShape(4, count)];
  }

  point(x: number, y: number, kind: number, item: number): void {
    this.points.seen++;
    if (this.cells.inside(x, y)) this.points.keep(this.cells.of(x, y), 0, x, y, 0, 0, kind, item);
  }

  line(x0: number, y0: number, x1: number, y1: number, kind: number, item: number): void {
    this.span(this.lines, false, x0, y0, x1, y1, kind, item);
  }

  rect(x: number, y: number, width: number, height: number, kind: number, item: number): void {
    this.span(this.rects, true, x, y, width, height, kind, item);
  }

  /** A line (x0, y0)-(c, d) or a rectangle at (x0, y0) of size c x d. */
  private span(
    shape: KeptShape,
    rect: boolean,
    x0: number,
    y0: number,
    c: number,
    d: number,
    kind: number,
    item: number,
  ) {
    shape.seen++;
    const cells = this.cells;
    const [x1, y1] = rect ? [x0 + c, y0 + d] : [c, d];
    if (!touchesRegion(cells.region, x0, y0, x1, y1)) return;
    // Reaching out of the region, its cells would not say where it is drawn.
    let same = cells.inside(x0, y0) && cells.inside(x1, y1);
    const [c0, c1] = same ? [cells.of(x0, y0), cells.of(x1, y1)] : [0, 0];
    if (rect) same &&= c0 === c1;
    shape.keep(same ? Math.min(c0, c1) : -1, Math.max(c0, c1), x0, y0, c, d, kind, item);
  }

  finish(): Plan {
    const picked = (k: KeptShape) => [k.arrays, k.order()] as [ShapeArrays, Uint32Array];
    return planOf(picked(this.points), picked(this.lines), picked(this.rects));
  }
}

/** The plan a pass draws, cut to `region` and thinned at `scale` screen pixels per plan pixel (see the top). */
export function thinPass(pass: PlanPass, region: Region, scale: number): Plan {
  const sink = new ThinSink(new Cells(region, scale));
  pass(sink);
  return sink.finish();
}

/** `plan` cut to `region` and thinned at `scale` screen pixels per plan pixel (see the top of the file). */
export function thinPlan(plan: Plan, region: Region, scale: number): Plan {
  return thinPass(passOf(plan), region, scale);
}
