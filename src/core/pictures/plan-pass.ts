// A plan's primitives as a pass that draws them into a sink, for plans too large to hold: a file of millions of
// records draws its plan from the file again for every view (cut and thinned as it goes, plan-thin.ts), so a
// shown plan costs the view's primitives, not the file's. A plan held in arrays is a pass over them.
import type { Plan } from './picture';
import { Blocks } from './blocks';

/** Receives a plan's primitives: of each shape in drawing order (later ones on top), in picture pixels. */
export interface PlanSink {
  point(x: number, y: number, kind: number, item: number): void;
  line(x0: number, y0: number, x1: number, y1: number, kind: number, item: number): void;
  /** x, y: the top-left corner. */
  rect(x: number, y: number, width: number, height: number, kind: number, item: number): void;
}

/** Draws every primitive of a plan into `sink`, the same ones in the same order on every call. */
export type PlanPass = (sink: PlanSink) => void;

/** The pass over a plan held in arrays (its coordinates say how many primitives; a kind or item not given is 0). */
export function passOf(plan: Plan): PlanPass {
  return (sink) => {
    const { points: p, lines: l, rects: r } = plan;
    const [pk, pi, lk, li, rk, ri] = [
      plan.pointKinds,
      plan.pointItems,
      plan.lineKinds,
      plan.lineItems,
      plan.rectKinds,
      plan.rectItems,
    ];
    for (let k = 0; k < p.length / 2; k++) sink.point(p[2 * k], p[2 * k + 1], pk[k] ?? 0, pi[k] ?? 0);
    for (let k = 0, i = 0; i < l.length; k++, i += 4)
      sink.line(l[i], l[i + 1], l[i + 2], l[i + 3], lk[k] ?? 0, li[k] ?? 0);
    for (let k = 0, i = 0; i < r.length; k++, i += 4)
      sink.rect(r[i], r[i + 1], r[i + 2], r[i + 3], rk[k] ?? 0, ri[k] ?? 0);
  };
}

/** One shape's primitives, as many as put: `stride` coordinates, a kind and an item each. */
export class ShapeArrays {
  readonly coords: Blocks<Float32Array>;
  readonly kinds = new Blocks(Uint16Array);
  readonly items = new Blocks(Uint32Array);
  count = 0;

  constructor(readonly stride: 2 | 4) {
    this.coords = new Blocks(Float32Array, stride);
  }

  /** Primitive `k` set to these (a, b, c, d: its coordinates; c and d unused by points). */
  put(k: number, a: number, b: number, c: number, d: number, kind: number, item: number): void {
    this.coords.set(k, a, 0);
    this.coords.set(k, b, 1);
    if (this.stride === 4) {
      this.coords.set(k, c, 2);
      this.coords.set(k, d, 3);
    }
    this.kinds.set(k, kind);
    this.items.set(k, item);
    this.count = Math.max(this.count, k + 1);
  }
}

/** Every primitive a pass draws, into a plan of arrays. */
export function collectPlan(pass: PlanPass): Plan {
  const [points, lines, rects] = [new ShapeArrays(2), new ShapeArrays(4), new ShapeArrays(4)];
  pass({
    point: (x, y, kind, item) => points.put(points.count, x, y, 0, 0, kind, item),
    line: (x0, y0, x1, y1, kind, item) => lines.put(lines.count, x0, y0, x1, y1, kind, item),
    rect: (x, y, w, h, kind, item) => rects.put(rects.count, x, y, w, h, kind, item),
  });
  const all = (s: ShapeArrays): Picked => [s, Uint32Array.from({ length: s.count }, (_, k) => k)];
  return planOf(all(points), all(lines), all(rects));
}

/** A shape's primitives and the order to take them in. */
type Picked = [shape: ShapeArrays, order: Uint32Array];

/** A plan of the points, lines and rectangles of three shapes, each taken in its order, in arrays of its own. */
export function planOf(...shapes: [points: Picked, lines: Picked, rects: Picked]): Plan {
  const [p, l, r] = shapes.map(([s, order]) => pickShape(s, order));
  return {
    points: p.coords,
    pointKinds: p.kinds,
    pointItems: p.items,
    lines: l.coords,
    lineKinds: l.kinds,
    lineItems: l.items,
    rects: r.coords,
    rectKinds: r.kinds,
    rectItems: r.items,
  };
}

function pickShape(s: ShapeArrays, order: Uint32Array) {
  const n = order.length;
  const coords = new Float32Array(s.stride * n);
  const kinds = new Uint16Array(n);
  const items = new Uint32Array(n);
  for (let j = 0; j < n; j++) {
    const k = order[j];
    for (let c = 0; c < s.stride; c++) coords[s.stride * j + c] = s.coords.get(k, c);
    kinds[j] = s.kinds.get(k);
    items[j] = s.items.get(k);
  }
  return { coords, kinds, items };
}
