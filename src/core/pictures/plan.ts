// Plan pictures: vector primitives over numbered source items (records of the file). Hit testing looks at the
// cells of a grid built on the first hover (see plan-grid.ts); the item -> pixel mapping is a linear search of the
// typed arrays, done once per selection.
import { Picture, PixelSource, Plan } from './picture';
import { PlanGrid } from './plan-grid';

export interface PlanSpec {
  name: string;
  title: string;
  width: number;
  height: number;
  offset: number;
  length: number;
  legend: string[];
  plan: Partial<Plan>;
  /** The bytes and meaning of source item i. */
  item: (i: number) => PixelSource;
  /** The item whose bytes hold `offset`, or -1. */
  itemOf: (offset: number) => number;
}

const none = { f: new Float32Array(0), k: new Uint16Array(0), i: new Uint32Array(0) };

export function fullPlan(p: Partial<Plan>): Plan {
  return {
    points: p.points ?? none.f,
    pointKinds: p.pointKinds ?? none.k,
    pointItems: p.pointItems ?? none.i,
    lines: p.lines ?? none.f,
    lineKinds: p.lineKinds ?? none.k,
    lineItems: p.lineItems ?? none.i,
    rects: p.rects ?? none.f,
    rectKinds: p.rectKinds ?? none.k,
    rectItems: p.rectItems ?? none.i,
  };
}

/** Where item `item` is drawn: its point, the middle of its line or the centre of its rectangle. */
export function itemPosition(plan: Plan, item: number): { x: number; y: number } | undefined {
  const find = (items: Uint32Array): number => items.indexOf(item);
  let i = find(plan.pointItems);
  if (i >= 0) return { x: plan.points[2 * i], y: plan.points[2 * i + 1] };
  i = find(plan.rectItems);
  if (i >= 0) {
    const r = plan.rects;
    return { x: r[4 * i] + r[4 * i + 2] / 2, y: r[4 * i + 1] + r[4 * i + 3] / 2 };
  }
  i = find(plan.lineItems);
  if (i >= 0) {
    const l = plan.lines;
    return { x: (l[4 * i] + l[4 * i + 2]) / 2, y: (l[4 * i + 1] + l[4 * i + 3]) / 2 };
  }
  return undefined;
}

export function planPicture(spec: PlanSpec): Picture {
  const plan = fullPlan(spec.plan);
  const { width, height } = spec;
  let grid: PlanGrid | undefined;
  const round = (p: { x: number; y: number } | undefined) =>
    p && {
      x: Math.max(0, Math.min(width - 1, Math.floor(p.x))),
      y: Math.max(0, Math.min(height - 1, Math.floor(p.y))),
    };
  return {
    name: spec.name,
    title: spec.title,
    kind: 'plan',
    width,
    height,
    offset: spec.offset,
    length: spec.length,
    mips: 1,
    legend: spec.legend,
    render: () => ({ kind: 'plan', width, height, plan }),
    source(x, y, radius = 2) {
      grid ??= new PlanGrid(plan, width, height);
      const item = grid.hitTest(x + 0.5, y + 0.5, radius);
      return item < 0 ? undefined : spec.item(item);
    },
    pixelOf(offset) {
      const item = spec.itemOf(offset);
      return item < 0 ? undefined : round(itemPosition(plan, item));
    },
  };
}

/** Items of fixed size laid out back to back: the item holding `offset`, or -1. */
export function strideItemOf(start: number, stride: number, count: number): (offset: number) => number {
  return (offset) => {
    const i = Math.floor((offset - start) / stride);
    return offset >= start && i < count ? i : -1;
  };
}
