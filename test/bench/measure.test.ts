import { describe, expect, it } from 'vitest';
import { BasicNode, StrideArrayNode, field, scalarArray } from '../../src/core/node';
import { countRecords, materialize, scan } from '../../bench/measure';

const struct = (name: string, offset: number, children: ConstructorParameters<typeof BasicNode>[1]) =>
  new BasicNode(
    { name, type: 'S', kind: 'struct', offset, length: children!.reduce((n, c) => n + c.length, 0) },
    children,
  );

describe('countRecords', () => {
  it('counts elements of arrays of structures, not of plain values', () => {
    const heights = scalarArray('h', 'u16', new Uint8Array(200), 0, 100);
    const wires = new StrideArrayNode('wires', 'Wire[50]', 200, 50, 8, (i, at) =>
      struct(`[${i}]`, at, [field('a', 'u32', at, 4, 0), field('b', 'u32', at + 4, 4, 0)]),
    );
    expect(countRecords(struct('file', 0, [heights, wires]))).toBe(50);
  });

  it('counts the innermost records of sections that hold records', () => {
    const models = (at: number) =>
      new StrideArrayNode('models', 'Model[7]', at, 7, 4, (i, o) => struct(`[${i}]`, o, [field('x', 'u32', o, 4, 0)]));
    const sections = new StrideArrayNode('sections', 'Section[3]', 0, 3, 28, (i, at) =>
      struct(`[${i}]`, at, [models(at)]),
    );
    expect(countRecords(sections)).toBe(21);
  });
});

describe('materialize', () => {
  it('makes nodes breadth first up to the count, into a huge lazy array', () => {
    let made = 0;
    const big = new StrideArrayNode('big', 'u32[1000000]', 8, 1_000_000, 4, (i, at) => {
      made++;
      return field(`[${i}]`, 'u32', at, 4, 0);
    });
    expect(materialize(struct('file', 0, [field('n', 'u32', 0, 4, 0), big]), 10_000)).toBe(10_000);
    expect(made).toBe(9_998);
  });
});

describe('scan', () => {
  it('sums the file as little-endian u32 words, aligned or not', () => {
    const bytes = new Uint8Array([1, 0, 0, 0, 2, 0, 0, 0, 9]);
    expect(scan(bytes)).toBe(3);
    const unaligned = new Uint8Array(12).subarray(1, 9);
    unaligned.set([5, 0, 0, 0, 6, 0, 0, 0]);
    expect(scan(unaligned)).toBe(11);
  });
});
