// Random plans for the plan tests: points, lines short and long, and rectangles, some on a lattice (ties) and some
// outside the picture, from a seeded generator so that a failure can be replayed.
import { Plan } from '../../src/core/pictures';
import { fullPlan } from '../../src/core/pictures/plan';

/** A small deterministic generator (mulberry32). */
export function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** n points (items 0 .. n - 1), n lines (n .. 2n - 1) and n / 4 rectangles (2n ..) over a w x h picture. */
export function randomPlan(rnd: () => number, w: number, h: number, n: number): Plan {
  // Some primitives on a coarse lattice so that ties happen; lines short and long; a few outside the picture.
  const coord = (size: number) =>
    rnd() < 0.3 ? Math.round(rnd() * 20) * (size / 20) : rnd() * 1.2 * size - 0.1 * size;
  const points = Float32Array.from({ length: 2 * n }, (_, i) => coord(i % 2 ? h : w));
  const lines = new Float32Array(4 * n);
  for (let i = 0; i < n; i++) {
    const [x, y] = [coord(w), coord(h)];
    const reach = rnd() < 0.1 ? w : 5;
    lines.set([x, y, x + (rnd() - 0.5) * reach, y + (rnd() - 0.5) * reach], 4 * i);
  }
  const rects = new Float32Array(4 * (n >> 2));
  for (let i = 0; i < n >> 2; i++) rects.set([coord(w), coord(h), rnd() * w * 0.3, rnd() * h * 0.3], 4 * i);
  const items = (k: number, base: number) => Uint32Array.from({ length: k }, (_, i) => base + i);
  return fullPlan({
    points,
    pointKinds: new Uint16Array(n),
    pointItems: items(n, 0),
    lines,
    lineKinds: new Uint16Array(n),
    lineItems: items(n, n),
    rects,
    rectKinds: new Uint16Array(n >> 2),
    rectItems: items(n >> 2, 2 * n),
  });
}
