import { describe, expect, it } from 'vitest';
import { U32IndexMap } from '../../src/core/u32-index';

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
