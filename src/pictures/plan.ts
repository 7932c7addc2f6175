// Plan pictures: vector primitives over numbered source items (records of the file). Hit testing and the item ->
// pixel mapping are linear passes over the typed arrays, fast enough for a hover over a million items.
import { Picture, PixelSource, Plan } from './picture';

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

/** Distance squared from (x, y) to the segment (x1, y1)-(x2, y2). */
function segmentDistance2(x: number, y: number, x1: number, y1: number, x2: number, y2: number): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / l2));
  const ex = x1 + t * dx - x;
  const ey = y1 + t * dy - y;
  return ex * ex + ey * ey;
}

/** The item nearest (x, y): points and lines within `radius`, else the smallest rectangle containing it. */
export function hitTest(plan: Plan, x: number, y: number, radius: number): number {
  let best = -1;
  let bestD = radius * radius;
  const { points, lines, rects } = plan;
  for (let i = 0; i < points.length; i += 2) {
    const dx = points[i] - x;
    const dy = points[i + 1] - y;
    const d = dx * dx + dy * dy;
    if (d <= bestD) [best, bestD] = [plan.pointItems[i / 2], d];
  }
  if (best >= 0) return best;
  for (let i = 0; i < lines.length; i += 4) {
    const d = segmentDistance2(x, y, lines[i], lines[i + 1], lines[i + 2], lines[i + 3]);
    if (d <= bestD) [best, bestD] = [plan.lineItems[i / 4], d];
  }
  if (best >= 0) return best;
  let bestArea = Infinity;
  for (let i = 0; i < rects.length; i += 4) {
    const [rx, ry, rw, rh] = [rects[i], rects[i + 1], rects[i + 2], rects[i + 3]];
    if (x >= rx && y >= ry && x <= rx + rw && y <= ry + rh && rw * rh < bestArea) {
      best = plan.rectItems[i / 4];
      bestArea = rw * rh;
    }
  }
  return best;
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
      const item = hitTest(plan, x + 0.5, y + 0.5, radius);
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
