import { describe, expect, it } from 'vitest';
import type { Plan } from '../../src/core/pictures';
import { fullPlan } from '../../src/core/pictures/plan';
import { THIN_ABOVE, thinPlan, thinScale } from '../../src/core/pictures/plan-thin';
import { sampleImage, type Region } from '../../src/core/pictures/sample';
import { Rng } from '../fuzz/prng';

const KINDS = 5;

/** n points spread over a w x h picture (a few outside it), of `kinds` kinds, item i at point i. */
function randomPoints(rng: Rng, w: number, h: number, n: number, kinds = KINDS): Plan {
  const points = new Float32Array(2 * n);
  const pointKinds = new Uint16Array(n);
  for (let i = 0; i < n; i++) {
    points[2 * i] = rng.next() * w * 1.1 - 0.05 * w;
    points[2 * i + 1] = rng.next() * h * 1.1 - 0.05 * h;
    pointKinds[i] = Math.floor(rng.next() * kinds);
  }
  return fullPlan({ points, pointKinds, pointItems: Uint32Array.from({ length: n }, (_, i) => i) });
}

const inside = (r: Region, x: number, y: number) => x >= r.x && y >= r.y && x < r.x + r.width && y < r.y + r.height;
const cellOf = (r: Region, scale: number, x: number, y: number) =>
  `${Math.min(Math.ceil(r.width * scale) - 1, Math.floor((x - r.x) * scale))},` +
  `${Math.min(Math.ceil(r.height * scale) - 1, Math.floor((y - r.y) * scale))}`;

describe('a plan thinned to a view', () => {
  const plan = randomPoints(new Rng(7), 2048, 1536, 1_000_000);
  // More kinds than get a bitmap of 16 M cells each: the rest are hashed.
  const manyKinds = randomPoints(new Rng(8), 2048, 2048, 300_000, 40);
  const cases: [string, Plan, Region, number, number][] = [
    ['the overview at half scale', plan, { x: 0, y: 0, width: 2048, height: 1536 }, 0.5, KINDS],
    ['a zoomed region', plan, { x: 300, y: 200, width: 240, height: 180 }, 4.25, KINDS],
    ['40 kinds at a fine scale', manyKinds, { x: 0, y: 0, width: 2048, height: 2048 }, 2, 40],
  ];

  it.each(cases)(
    'keeps only points in the region, the last one per cell and kind, as it was: %s',
    (_, plan, r, s, kinds) => {
      const thin = thinPlan(plan, r, s);
      const cells = Math.ceil(r.width * s) * Math.ceil(r.height * s);
      const n = thin.pointKinds.length;
      expect(n).toBeGreaterThan(0);
      expect(n).toBeLessThanOrEqual(cells * kinds);
      expect(thin.pointItems.length).toBe(n);
      // Checked in the loop, asserted once after it (a million expects would take a minute).
      // Cell and kind -> the item kept there.
      const kept = new Map<string, number>();
      const wrong = { outside: 0, moved: 0, order: 0, twice: 0 };
      for (let j = 0; j < n; j++) {
        const [x, y, item, kind] = [thin.points[2 * j], thin.points[2 * j + 1], thin.pointItems[j], thin.pointKinds[j]];
        if (!inside(r, x, y)) wrong.outside++;
        // The item's own point and kind, in the plan's order.
        if (plan.points[2 * item] !== x || plan.points[2 * item + 1] !== y || plan.pointKinds[item] !== kind)
          wrong.moved++;
        if (j > 0 && item <= thin.pointItems[j - 1]) wrong.order++;
        const key = `${cellOf(r, s, x, y)}/${kind}`;
        if (kept.has(key)) wrong.twice++;
        kept.set(key, item);
      }
      expect(wrong).toEqual({ outside: 0, moved: 0, order: 0, twice: 0 });
      // Every point in the region has a kept one of its kind in its cell: the last, the one drawn on top.
      const lost = { missing: 0, later: 0 };
      for (let i = 0; i < plan.pointKinds.length; i++) {
        const [x, y] = [plan.points[2 * i], plan.points[2 * i + 1]];
        if (!inside(r, x, y)) continue;
        const item = kept.get(`${cellOf(r, s, x, y)}/${plan.pointKinds[i]}`);
        if (item === undefined) lost.missing++;
        else if (i > item) lost.later++;
      }
      expect(lost).toEqual({ missing: 0, later: 0 });
    },
  );

  it('keeps lines reaching out of the region and large rectangles, and the last of those in the same cells', () => {
    const r = { x: 0, y: 0, width: 100, height: 100 };
    const thin = thinPlan(
      fullPlan({
        // Two short lines in the same cells (the second kept), one of another kind there, a long one across, one outside.
        lines: Float32Array.from([
          10, 10, 10.5, 10.5, 10.2, 10.1, 10.6, 10.4, 10, 10, 10.5, 10.5, -50, 5, 150, 5, 200, 200, 300, 300,
        ]),
        lineKinds: Uint16Array.from([1, 1, 2, 1, 1]),
        lineItems: Uint32Array.from([0, 1, 2, 3, 4]),
        // Two tiny rectangles in one cell (the second kept), a large one reaching past the region, one NaN.
        rects: Float32Array.from([50, 50, 0.2, 0.2, 50.1, 50.1, 0.3, 0.3, 20, 20, 500, 500, NaN, 0, 1, 1]),
        rectKinds: Uint16Array.from([0, 0, 0, 0]),
        rectItems: Uint32Array.from([5, 6, 7, 8]),
      }),
      r,
      1,
    );
    expect(Array.from(thin.lineItems)).toEqual([1, 2, 3]);
    expect(Array.from(thin.lines.subarray(8))).toEqual([-50, 5, 150, 5]);
    expect(Array.from(thin.rectItems)).toEqual([6, 7]);
  });

  it('asks for no more cells than 4096 x 4096 screen pixels, however fine the scale', () => {
    const r = { x: 0, y: 0, width: 2048, height: 2048 };
    expect(thinScale(r, 1)).toBe(1);
    expect(thinScale(r, 64)).toBe(2);
    expect(thinScale(r, NaN)).toBe(1);
  });

  it('sends a small plan whole, in arrays of its own, and a large one thinned to the region asked for', () => {
    const small = randomPoints(new Rng(1), 100, 100, THIN_ABOVE);
    const whole = sampleImage(
      { kind: 'plan', width: 100, height: 100, plan: small },
      1,
      { x: 0, y: 0, width: 10, height: 10 },
      1,
    );
    expect(whole.scale).toBeUndefined();
    expect(whole.plan!.points).toEqual(small.points);
    expect(whole.plan!.points.buffer).not.toBe(small.points.buffer);
    const large = randomPoints(new Rng(2), 100, 100, THIN_ABOVE + 1);
    const region = { x: 10, y: 20, width: 30, height: 40 };
    const thin = sampleImage({ kind: 'plan', width: 100, height: 100, plan: large }, 1, region, 2);
    expect([thin.region, thin.scale]).toEqual([region, 2]);
    expect(thin.plan!.pointKinds.length).toBeLessThanOrEqual(60 * 80 * KINDS);
  });
});
