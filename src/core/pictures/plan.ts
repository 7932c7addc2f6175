// Plan pictures: vector primitives over numbered source items (records of the file). A plan of a few primitives
// is held in arrays: hit testing looks at the cells of a grid built on the first hover (see plan-grid.ts) and the
// item -> pixel mapping is a linear search of the arrays, done once per selection. A plan of millions is drawn from
// the file again for every view (plan-pass.ts): a hover inside the view last sent looks at what that view drew,
// elsewhere at a pass's primitives around the pointer; an item's pixel comes from the format.
import { Picture, PixelSource, Plan } from './picture';
import type { Reading } from '../node';
import type { Text } from '../translatable';
import { PlanGrid } from './plan-grid';
import { PlanPass, PlanSink, collectPlan } from './plan-pass';
import { THIN_ABOVE, copyPlan, inRegion, planSize, thinPass, thinScale, touchesRegion } from './plan-thin';
import { PictureData, Region, clipRegion } from './sample';

/** A plan too large to hold, drawn again from the file by `pass` (`size` primitives). */
export interface DrawnPlan {
  pass: PlanPass;
  size: number;
  /** Where item `item` is drawn, as `itemPosition` would find it. */
  at(item: number): { x: number; y: number } | undefined;
}

export interface PlanSpec {
  name: string;
  title: Text;
  width: number;
  height: number;
  offset: number;
  length: number;
  legend: readonly Reading[];
  plan: Partial<Plan> | DrawnPlan;
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
  const { width, height } = spec;
  const round = (p: { x: number; y: number } | undefined) =>
    p && {
      x: Math.max(0, Math.min(width - 1, Math.floor(p.x))),
      y: Math.max(0, Math.min(height - 1, Math.floor(p.y))),
    };
  const facts = {
    name: spec.name,
    title: spec.title,
    kind: 'plan' as const,
    width,
    height,
    offset: spec.offset,
    length: spec.length,
    mips: 1,
    legend: spec.legend,
  };
  if ('pass' in spec.plan) return drawnPlanPicture(spec, spec.plan, facts, round);
  const plan = fullPlan(spec.plan);
  let grid: PlanGrid | undefined;
  return {
    ...facts,
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

type Facts = Omit<Picture, 'render' | 'source' | 'pixelOf' | 'sample'>;

function drawnPlanPicture(
  spec: PlanSpec,
  drawn: DrawnPlan,
  facts: Facts,
  round: (p: { x: number; y: number } | undefined) => { x: number; y: number } | undefined,
): Picture {
  const { width, height } = facts;
  const full = { x: 0, y: 0, width, height };
  /**
   * The view last sent: its region and scale, and when it is small, what it drew (the page was sent a copy) and a
   * grid over that once hovered; a large one is drawn again around the pointer, rather than held twice.
   */
  let view: { region: Region; scale?: number; plan?: Plan; grid?: PlanGrid } | undefined;
  return {
    ...facts,
    // Whole when small, as a view gets it; else at the picture's own size (an exported image): one primitive per
    // pixel and kind draws the same pixels.
    render: () => ({
      kind: 'plan',
      width,
      height,
      plan: drawn.size <= THIN_ABOVE ? collectPlan(drawn.pass) : thinPass(drawn.pass, full, 1),
    }),
    sample(_step, region, _mip, scale): PictureData {
      const whole = drawn.size <= THIN_ABOVE;
      const r = whole ? full : clipRegion(region ?? full, full);
      const s = whole ? undefined : thinScale(r, scale ?? 1);
      const plan = s === undefined ? collectPlan(drawn.pass) : thinPass(drawn.pass, r, s);
      const small = planSize(plan) <= THIN_ABOVE;
      view = { region: r, scale: s, plan: small ? plan : undefined };
      const data = {
        kind: 'plan' as const,
        width,
        height,
        step: 1,
        mip: 0,
        region: r,
        plan: small ? copyPlan(plan) : plan,
      };
      return { ...data, ...(s === undefined ? {} : { scale: s }), marks: new Uint32Array(0) };
    },
    source(x, y, radius = 2) {
      const [px, py] = [x + 0.5, y + 0.5];
      // A pixel wider than the radius each way: one at the radius exactly is found too.
      const around = { x: px - radius - 1, y: py - radius - 1, width: 2 * radius + 2, height: 2 * radius + 2 };
      const near = (box: Region) => (sink: PlanSink) => drawn.pass(nearSink(sink, box));
      const shown = view && inRegion(view.region, x, y) ? view : undefined;
      let grid: PlanGrid;
      if (shown?.plan) grid = shown.grid ??= new PlanGrid(shown.plan, width, height);
      else if (shown?.scale !== undefined) {
        // The view drawn again near the pointer, the box grown to whole cells of the view and one more: the cells'
        // last primitives are the view's.
        const box = cellBox(around, shown.region, shown.scale);
        grid = new PlanGrid(thinPass(near(box), shown.region, shown.scale), width, height);
      } else grid = new PlanGrid(collectPlan(near(around)), width, height);
      const item = grid.hitTest(px, py, radius);
      return item < 0 ? undefined : spec.item(item);
    },
    pixelOf(offset) {
      const item = spec.itemOf(offset);
      return item < 0 ? undefined : round(drawn.at(item));
    },
  };
}

/** Passes on to `sink` only the primitives that touch `box`: those a hover around its middle could find. */
function nearSink(sink: PlanSink, box: Region): PlanSink {
  return {
    point: (x, y, kind, item) => {
      if (inRegion(box, x, y)) sink.point(x, y, kind, item);
    },
    line: (x0, y0, x1, y1, kind, item) => {
      if (touchesRegion(box, x0, y0, x1, y1)) sink.line(x0, y0, x1, y1, kind, item);
    },
    rect: (x, y, w, h, kind, item) => {
      if (touchesRegion(box, x, y, x + w, y + h)) sink.rect(x, y, w, h, kind, item);
    },
  };
}

/** `box` grown to the cells of a view of `region` at `scale` that it touches, and one cell more each way. */
function cellBox(box: Region, region: Region, scale: number): Region {
  const cell = 1 / scale;
  const x = region.x + (Math.floor((box.x - region.x) * scale) - 1) * cell;
  const y = region.y + (Math.floor((box.y - region.y) * scale) - 1) * cell;
  const right = region.x + (Math.ceil((box.x + box.width - region.x) * scale) + 1) * cell;
  const bottom = region.y + (Math.ceil((box.y + box.height - region.y) * scale) + 1) * cell;
  return { x, y, width: right - x, height: bottom - y };
}
/** Items of fixed size laid out back to back: the item holding `offset`, or -1. */
export function strideItemOf(start: number, stride: number, count: number): (offset: number) => number {
  return (offset) => {
    const i = Math.floor((offset - start) / stride);
    return offset >= start && i < count ? i : -1;
  };
}
