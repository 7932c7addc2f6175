import { describe, expect, it } from 'vitest';
import type { Plan } from '../../src/core/pictures';
import { DrawnPlan, PlanSpec, itemPosition, planPicture } from '../../src/core/pictures/plan';
import { passOf } from '../../src/core/pictures/plan-pass';
import { THIN_ABOVE, planSize } from '../../src/core/pictures/plan-thin';
import { sampleImage } from '../../src/core/pictures/sample';
import { segmentDistance2 } from '../../src/core/pictures/plan-grid';
import { msg } from '../../src/core/translatable';
import { random, randomPlan } from './random-plan';

const [W, H] = [512, 384];

function spec(plan: PlanSpec['plan'], items: number): PlanSpec {
  return {
    name: 'plan',
    title: msg`test plan`,
    width: W,
    height: H,
    offset: 0,
    length: items,
    legend: [],
    plan,
    item: (i) => ({ offset: i, length: 1, path: `items[${i}]`, value: msg`item ${i}` }),
    itemOf: (offset) => (offset >= 0 && offset < items ? offset : -1),
  };
}

/** The same plan held in arrays and drawn by a pass over them (counting the passes). */
function pair(plan: Plan) {
  const items = plan.pointKinds.length + plan.lineKinds.length + plan.rectKinds.length;
  const counted = { passes: 0 };
  const drawn: DrawnPlan = {
    pass: (sink) => {
      counted.passes++;
      passOf(plan)(sink);
    },
    size: planSize(plan),
    at: (item) => itemPosition(plan, item),
  };
  return { held: planPicture(spec(plan, items)), drawn: planPicture(spec(drawn, items)), counted, items };
}

/** Distance squared from (x, y) to item `item` as `plan` draws it: its nearest point or line, 0 in its rectangle. */
function distance2(plan: Plan, item: number, x: number, y: number): number {
  let d = Infinity;
  const { points: p, lines: l, rects: r } = plan;
  plan.pointItems.forEach((it, k) => {
    if (it === item) d = Math.min(d, (p[2 * k] - x) ** 2 + (p[2 * k + 1] - y) ** 2);
  });
  plan.lineItems.forEach((it, k) => {
    if (it === item) d = Math.min(d, segmentDistance2(x, y, l[4 * k], l[4 * k + 1], l[4 * k + 2], l[4 * k + 3]));
  });
  plan.rectItems.forEach((it, k) => {
    const [rx, ry, rw, rh] = r.subarray(4 * k, 4 * k + 4);
    if (it === item && x >= rx && y >= ry && x <= rx + rw && y <= ry + rh) d = 0;
  });
  return d;
}

describe('a plan drawn again for every view', () => {
  // 60 000 points and lines and 15 000 rectangles: above THIN_ABOVE, so views are thinned.
  const large = randomPlan(random(11), W, H, 60_000);
  const larger = randomPlan(random(12), W, H, 120_000);

  it('sends every view as the held plan sends it, one pass each', () => {
    const { held, drawn, counted } = pair(large);
    expect(planSize(large)).toBeGreaterThan(THIN_ABOVE);
    const image = held.render();
    const views = [
      [undefined, 0.5],
      [{ x: 100, y: 50, width: 80, height: 60 }, 6],
      [{ x: -20, y: 300, width: 200, height: 200 }, 1.5],
    ] as const;
    for (const [region, scale] of views) {
      const expected = sampleImage(image, 1, region, scale);
      const got = drawn.sample!(1, region, 0, scale);
      expect(got).toEqual(expected);
    }
    expect(counted.passes).toBe(views.length);
  });

  it.each([
    ['a small view, held', { x: 200, y: 100, width: 100, height: 80 }, 2, false],
    ['a large view, drawn again around the pointer', { x: 0, y: 0, width: W, height: H }, 4, true],
  ])(
    'finds outside the last view what the held plan finds, and inside it an item that view drew: %s',
    (_, region, scale, again) => {
      const { held, drawn, counted } = pair(again ? larger : large);
      const view = drawn.sample!(1, region, 0, scale).plan!;
      expect(planSize(view) > THIN_ABOVE).toBe(again);
      const drawnItems = new Set([...view.pointItems, ...view.lineItems, ...view.rectItems]);
      const rnd = random(3);
      const found = { outside: 0, inside: 0 };
      const wrong: string[] = [];
      for (let q = 0; q < 150; q++) {
        // Every other hover in the view, the rest anywhere (some past the picture's edge).
        const [x, y] =
          q % 2
            ? [Math.floor(region.x + rnd() * region.width), Math.floor(region.y + rnd() * region.height)]
            : [Math.floor(rnd() * W * 1.1), Math.floor(rnd() * H * 1.1)];
        const radius = [0.5, 2, 4][q % 3];
        const passes = counted.passes;
        const got = drawn.source(x, y, radius);
        const inView = x >= region.x && y >= region.y && x < region.x + region.width && y < region.y + region.height;
        if (!inView) {
          if (got?.offset !== held.source(x, y, radius)?.offset) wrong.push(`outside (${x}, ${y})`);
          if (counted.passes !== passes + 1) wrong.push(`outside (${x}, ${y}): ${counted.passes - passes} passes`);
          if (got) found.outside++;
          continue;
        }
        if (counted.passes !== passes + (again ? 1 : 0)) wrong.push(`inside (${x}, ${y}): passes`);
        if (!got) continue;
        found.inside++;
        // Hovers are at pixel centres.
        if (!drawnItems.has(got.offset)) wrong.push(`inside (${x}, ${y}): ${got.offset} not drawn`);
        else if (distance2(view, got.offset, x + 0.5, y + 0.5) > radius * radius)
          wrong.push(`inside (${x}, ${y}): far`);
      }
      expect(wrong).toEqual([]);
      expect(found.outside).toBeGreaterThan(again ? 3 : 25);
      expect(found.inside).toBeGreaterThan(20);
    },
  );

  it("answers a byte's pixel from the format, without a pass", () => {
    const { held, drawn, counted, items } = pair(large);
    for (let item = 0; item < items; item += 997) expect(drawn.pixelOf(item)).toEqual(held.pixelOf(item));
    expect(drawn.pixelOf(items)).toBeUndefined();
    expect(counted.passes).toBe(0);
  });

  it('sends a small one whole, wherever the view is', () => {
    const small = randomPlan(random(5), W, H, 1000);
    const { drawn } = pair(small);
    const got = drawn.sample!(1, { x: 10, y: 10, width: 5, height: 5 }, 0, 8);
    expect(got.scale).toBeUndefined();
    expect(got.region).toEqual({ x: 0, y: 0, width: W, height: H });
    expect(got.plan).toEqual(small);
  });
});
