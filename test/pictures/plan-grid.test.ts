import { describe, expect, it } from 'vitest';
import { Plan } from '../../src/core/pictures';
import { fullPlan } from '../../src/core/pictures/plan';
import { PlanGrid, segmentDistance2 } from '../../src/core/pictures/plan-grid';
import { random, randomPlan } from './random-plan';

/** The reference: every primitive looked at, the last nearest point or line, the first smallest rectangle. */
function scan(plan: Plan, x: number, y: number, radius: number): number {
  let [best, bestD] = [-1, radius * radius];
  const { points: p, lines: l, rects: r } = plan;
  for (let i = 0; i < p.length / 2; i++) {
    const d = (p[2 * i] - x) ** 2 + (p[2 * i + 1] - y) ** 2;
    if (d <= bestD) [best, bestD] = [plan.pointItems[i], d];
  }
  if (best >= 0) return best;
  for (let i = 0; i < l.length / 4; i++) {
    const d = segmentDistance2(x, y, l[4 * i], l[4 * i + 1], l[4 * i + 2], l[4 * i + 3]);
    if (d <= bestD) [best, bestD] = [plan.lineItems[i], d];
  }
  if (best >= 0) return best;
  let area = Infinity;
  for (let i = 0; i < r.length / 4; i++) {
    const [rx, ry, rw, rh] = [r[4 * i], r[4 * i + 1], r[4 * i + 2], r[4 * i + 3]];
    if (x >= rx && y >= ry && x <= rx + rw && y <= ry + rh && rw * rh < area)
      [best, area] = [plan.rectItems[i], rw * rh];
  }
  return best;
}

describe('plan grid hit test', () => {
  it('gives the same item as a scan over all primitives, at random places and radii', () => {
    const rnd = random(7);
    for (const [w, h, n] of [
      [2048, 80, 3000],
      [300, 300, 500],
      [1, 1, 50],
      [2048, 2048, 6000],
    ]) {
      const plan = randomPlan(rnd, w, h, n);
      const grid = new PlanGrid(plan, w, h);
      let hits = 0;
      for (let q = 0; q < 1500; q++) {
        const [x, y] = [rnd() * w * 1.1 - 0.05 * w, rnd() * h * 1.1 - 0.05 * h];
        const radius = [0, 0.5, 2, 3, 40][q % 5];
        const expected = scan(plan, x, y, radius);
        expect(grid.hitTest(x, y, radius), `${w}x${h} at (${x}, ${y}) r ${radius}`).toBe(expected);
        if (expected >= 0) hits++;
      }
      expect(hits).toBeGreaterThan(100);
    }
  });

  it('answers on lattice points, where several primitives lie at the same distance', () => {
    const plan = fullPlan({
      points: Float32Array.from([10, 10, 12, 10, 10, 10, 11, 11]),
      pointItems: Uint32Array.from([0, 1, 2, 3]),
      rects: Float32Array.from([0, 0, 50, 50, 5, 5, 10, 10, 5, 5, 10, 10]),
      rectItems: Uint32Array.from([4, 5, 6]),
    });
    const grid = new PlanGrid(plan, 64, 64);
    for (const [x, y, r] of [
      [10, 10, 2],
      [11, 10, 1],
      [30, 30, 1],
      [7, 7, 1],
      [100, 100, 1],
    ])
      expect(grid.hitTest(x, y, r)).toBe(scan(plan, x, y, r));
    // The last of two points at the same place, the first of two equal rectangles.
    expect(grid.hitTest(10, 10, 0)).toBe(2);
    expect(grid.hitTest(7, 7, 0)).toBe(5);
  });

  it('never matches NaN primitives and still finds ones reaching infinity', () => {
    const plan = fullPlan({
      points: Float32Array.from([NaN, 5, 5, 5]),
      pointItems: Uint32Array.from([0, 1]),
      lines: Float32Array.from([0, 20, Infinity, 20, NaN, 0, 0, 0]),
      lineItems: Uint32Array.from([2, 3]),
    });
    const grid = new PlanGrid(plan, 32, 32);
    expect(grid.hitTest(5, 5, 1)).toBe(1);
    expect(grid.hitTest(25, 20, 1)).toBe(scan(plan, 25, 20, 1));
    expect(grid.hitTest(0, 1, 2)).toBe(-1);
  });
});
