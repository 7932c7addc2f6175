import { describe, expect, it } from 'vitest';
import {
  Mutant,
  deleteRun,
  duplicateRegion,
  flipBytes,
  hostileInts,
  insertRun,
  mutate,
  nestRegion,
  redirectPointer,
  setFloat,
  setInt,
  spliceRegions,
  truncate,
} from './mutators';
import { Rng } from './prng';
import { Survey, survey } from './survey';
import { chunkyCodec, chunkyFile } from './toys/chunky';

// Seed: "TOY1", count 4, chunks at 8, 20, 32, 44 of [size 12, value, value*3].
const seed = chunkyFile([7, 1, 2, 3]);
const s = survey(chunkyCodec().decode(seed).root, seed.length);
const u32 = (b: Uint8Array, at: number) => new DataView(b.buffer, b.byteOffset).getUint32(at, true);
const many = (m: (b: Uint8Array, s: Survey, r: Rng) => Mutant, n = 200) =>
  Array.from({ length: n }, (_, i) => m(seed, s, new Rng(i)));

describe('survey', () => {
  it('finds node boundaries and the integer fields of header and chunks', () => {
    expect(s.boundaries).toEqual(expect.arrayContaining([0, 4, 8, 12, 16, 20, 32, 44, 56]));
    expect(s.leaves.filter((l) => l.kind === 'int').map((l) => l.offset)).toEqual([4, 8, 12, 20, 24, 32, 36, 44, 48]);
    expect(s.regions.map((r) => [r.offset, r.length])).toEqual([
      [0, 8],
      [8, 12],
      [20, 12],
      [32, 12],
      [44, 12],
    ]);
  });
});

describe('mutators', () => {
  it('truncate keeps a strict prefix, mostly cut at or near a node boundary', () => {
    const cuts = many(truncate).map((m) => {
      expect(m.bytes).toEqual(seed.subarray(0, m.bytes.length));
      expect(m.bytes.length).toBeLessThan(seed.length);
      return m.bytes.length;
    });
    const nearBoundary = cuts.filter((n) => s.boundaries.some((b) => Math.abs(b - n) <= 3));
    expect(nearBoundary.length).toBeGreaterThan(cuts.length * 0.6);
  });

  it('flipBytes changes 1 to 8 bytes and nothing else', () => {
    for (const m of many(flipBytes)) {
      const changed = m.bytes.reduce((n, b, i) => n + (b !== seed[i] ? 1 : 0), 0);
      expect(m.bytes.length).toBe(seed.length);
      expect(changed).toBeLessThanOrEqual(8);
    }
  });

  it('insertRun and deleteRun change the length by the run and keep both sides', () => {
    for (const m of many(insertRun)) {
      const [, n, at] = /insert (\d+) bytes @(\d+)/.exec(m.recipe[0])!.map(Number);
      expect(m.bytes.length).toBe(seed.length + n);
      expect(m.bytes.subarray(0, at)).toEqual(seed.subarray(0, at));
      expect(m.bytes.subarray(at + n)).toEqual(seed.subarray(at));
    }
    for (const m of many(deleteRun)) {
      const [, n, at] = /delete (\d+) bytes @(\d+)/.exec(m.recipe[0])!.map(Number);
      expect(m.bytes).toEqual(new Uint8Array([...seed.subarray(0, at), ...seed.subarray(at + n)]));
    }
  });

  it('setInt writes a hostile value into exactly one integer field', () => {
    const written = new Set<number>();
    for (const m of many(setInt)) {
      const [, at] = /int32 @(\d+)/.exec(m.recipe[0])!.map(Number);
      expect(s.leaves.some((l) => l.offset === at)).toBe(true);
      expect(m.bytes.subarray(0, at)).toEqual(seed.subarray(0, at));
      expect(m.bytes.subarray(at + 4)).toEqual(seed.subarray(at + 4));
      written.add(u32(m.bytes, at));
    }
    for (const v of [0, 0xffffffff, 0x7fffffff, 0x80000000, seed.length]) expect(written).toContain(v);
    expect(hostileInts(s.leaves[0], s, new Rng(1))).toEqual(
      expect.arrayContaining([0, -1, 0x7fffffff, 0x80000000, seed.length]),
    );
  });

  it('setFloat falls back to an integer mutation when the seed has no float fields', () => {
    for (const m of many(setFloat, 20)) expect(m.recipe[0]).toMatch(/^int32 @/);
  });

  it('redirectPointer points a size or offset at its own field, another target, or a few bytes off', () => {
    for (const m of many(redirectPointer)) {
      const [, at, from, to] = /pointer32 @(\d+) (\d+) -> (\d+)/.exec(m.recipe[0])!.map(Number);
      expect(from).toBeGreaterThan(0);
      expect(u32(m.bytes, at)).toBe(to);
    }
  });

  it('duplicateRegion inserts a copy of a whole node', () => {
    for (const m of many(duplicateRegion)) {
      const [, off, len, at] = /duplicate \[(\d+)\+(\d+)\] @(\d+)/.exec(m.recipe[0])!.map(Number);
      expect(m.bytes.subarray(at, at + len)).toEqual(seed.subarray(off, off + len));
      expect(m.bytes.length).toBe(seed.length + len);
    }
  });

  it('spliceRegions puts one node in place of another', () => {
    for (const m of many(spliceRegions)) {
      const [, off, len, toOff, toLen] = /splice \[(\d+)\+(\d+)\] over \[(\d+)\+(\d+)\]/.exec(m.recipe[0])!.map(Number);
      expect(m.bytes.subarray(toOff, toOff + len)).toEqual(seed.subarray(off, off + len));
      expect(m.bytes.length).toBe(seed.length - toLen + len);
    }
  });

  it('nestRegion copies a chunk into itself and grows its size field so decoders follow it', () => {
    const m = many(nestRegion).find((x) => /nest \[8\+12\] into itself @12 x1/.test(x.recipe[0]))!;
    expect(m).toBeDefined();
    expect(m.bytes.length).toBe(seed.length + 12);
    expect(u32(m.bytes, 8)).toBe(24); // the outer chunk now spans itself plus the nested copy
    expect(m.bytes.subarray(12, 24)).toEqual(seed.subarray(8, 20));
  });

  it('mutate is a function of its rng seed', () => {
    const a = mutate(seed, s, new Rng(42));
    expect(mutate(seed, s, new Rng(42))).toEqual(a);
    const distinct = new Set(Array.from({ length: 50 }, (_, i) => mutate(seed, s, new Rng(i)).recipe.join(';')));
    expect(distinct.size).toBeGreaterThan(40);
  });
});
