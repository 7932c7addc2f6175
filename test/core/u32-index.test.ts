import { describe, expect, it } from 'vitest';
import { U32IndexMap, U32RunsBuilder } from '../../src/core/u32-index';

describe('U32IndexMap', () => {
  it('maps keys to the first index added and reports repeats', () => {
    const m = new U32IndexMap(3);
    expect(m.add(0, 0)).toBe(-1);
    expect(m.add(0xffffffff, 1)).toBe(-1);
    expect(m.add(0, 2)).toBe(0);
    expect(m.get(0)).toBe(0);
    expect(m.get(0xffffffff)).toBe(1);
    expect(m.get(7)).toBe(-1);
  });

  it('keeps colliding keys apart', () => {
    const m = new U32IndexMap(1000);
    for (let i = 0; i < 1000; i++) m.add(i * 4096, i);
    for (let i = 0; i < 1000; i++) expect(m.get(i * 4096)).toBe(i);
    expect(m.get(4095)).toBe(-1);
  });
});

describe('U32IndexMap over a narrow key range', () => {
  it('uses the same contract as the hash', () => {
    const m = new U32IndexMap(4, 1000, 1003);
    expect(m.add(1000, 0)).toBe(-1);
    expect(m.add(1003, 1)).toBe(-1);
    expect(m.add(1003, 2)).toBe(1);
    expect(m.get(1003)).toBe(1);
    expect(m.get(1001)).toBe(-1);
    expect(m.get(999)).toBe(-1);
    expect(m.get(5000)).toBe(-1);
    expect(() => m.add(5000, 3)).toThrow(RangeError);
  });
});

/** The runs of `keys` met in order (at most `most`), or undefined. */
function runsOf(keys: number[], most = keys.length) {
  const b = new U32RunsBuilder(most);
  keys.forEach((k, i) => b.add(k, i));
  return b.finish(keys.length);
}

/** `count` keys in runs of 1..`longest` consecutive keys, the runs shuffled, with gaps between them. */
function runKeys(count: number, longest: number, seed: number): number[] {
  let s = seed;
  const next = (n: number) => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) % n) + 1;
  const runs: number[][] = [];
  for (let key = 5, left = count; left > 0;) {
    const length = Math.min(left, next(longest));
    runs.push(Array.from({ length }, (_, k) => key + k));
    key += length + next(40) - 1;
    left -= length;
  }
  for (let k = runs.length - 1; k > 0; k--) {
    const j = next(k + 1) - 1;
    [runs[k], runs[j]] = [runs[j], runs[k]];
  }
  return runs.flat();
}

describe('U32Runs', () => {
  it('gives each key the index it was met at, and -1 to every key between and around the runs', () => {
    for (const [count, longest, seed] of [
      [1, 1, 1],
      [500, 1, 2],
      [5000, 30, 3],
      [5000, 300, 4],
    ]) {
      const keys = runKeys(count, longest, seed);
      const runs = runsOf(keys)!;
      const all = U32IndexMap.firstPositions(Uint32Array.from(keys));
      const max = Math.max(...keys);
      for (let key = 0; key <= max + 50; key++) expect(runs.get(key)).toBe(all.get(key));
      expect([-1, 0x100000000, 0xffffffff].map((k) => runs.get(k))).toEqual([-1, -1, -1]);
    }
  });

  it('finds keys in runs bunched together far from the others (one bucket holding most runs)', () => {
    const bunched = [...Array(200).keys()].map((k) => 1000 + 2 * k);
    const keys = [...bunched, 0xfffffff0, 0xfffffff1, 0xffffffff, 7];
    const runs = runsOf(keys)!;
    keys.forEach((key, i) => expect(runs.get(key)).toBe(i));
    expect([1001, 1399, 0xfffffff2, 6, 8].map((k) => runs.get(k))).toEqual([-1, -1, -1, -1, -1]);
  });

  it('gives up on a key met twice, on more runs than allowed, and on no keys', () => {
    expect(runsOf([1, 2, 3, 2])).toBeUndefined();
    expect(runsOf([10, 11, 12, 5, 6, 7, 8, 9, 10])).toBeUndefined();
    expect(runsOf([1, 2, 3, 7, 8, 9], 2)).toBeDefined();
    expect(runsOf([1, 2, 3, 7, 8, 9, 20], 2)).toBeUndefined();
    expect(runsOf([])).toBeUndefined();
  });
});
