import { describe, expect, it } from 'vitest';
import {
  BasicNode,
  IndexedArrayNode,
  StrideArrayNode,
  container,
  field,
  gap,
  opaque,
  scalarArray,
  tile,
} from '../../src/core/node';
import {
  checkTiling,
  childIndexAt,
  coverage,
  fieldPath,
  nodeAt,
  parsePathId,
  pathAt,
  pathId,
} from '../../src/core/tree';
import { readingText } from '../../src/core/describe';

describe('tile', () => {
  it('sorts parts found through pointers and fills holes with gaps', () => {
    const parts = [field('b', 'u32', 20, 4, 1), field('a', 'u32', 4, 4, 2)];
    const out = tile(parts, 0, 30);
    expect(out.map((n) => [n.name, n.offset, n.length])).toEqual([
      ['gap', 0, 4],
      ['a', 4, 4],
      ['gap', 8, 12],
      ['b', 20, 4],
      ['gap', 24, 6],
    ]);
  });

  it('marks overlapping and out-of-range parts as shadows so bytes are owned once', () => {
    const a = opaque('a', 0, 10);
    const b = opaque('b', 5, 10);
    const c = opaque('c', 25, 10);
    const root = container({ name: 'r', type: 'R', kind: 'struct', offset: 0, end: 30 }, [b, a, c]);
    expect(a.shadow).toBeUndefined();
    expect(b.shadow).toBe(true);
    expect(c.shadow).toBe(true);
    expect(checkTiling(root)).toEqual([]);
    expect(pathAt(root, 7)).toEqual([0]);
  });

  it('accepts zero-length parts at the current position', () => {
    const out = tile([opaque('empty', 4, 0), opaque('x', 0, 4)], 0, 4);
    expect(out.map((n) => n.name)).toEqual(['x', 'empty']);
    expect(out.some((n) => n.shadow)).toBe(false);
  });
});

describe('lazy arrays', () => {
  it('builds stride children only when asked', () => {
    let made = 0;
    const arr = new StrideArrayNode('recs', 'Rec[1000000]', 100, 1_000_000, 24, (i, at) => {
      made++;
      return opaque(`[${i}]`, at, 24);
    });
    expect(arr.length).toBe(24_000_000);
    expect(made).toBe(0);
    expect(arr.child(999_999).offset).toBe(100 + 999_999 * 24);
    expect(made).toBe(1);
  });

  it('locates variable-size records through an offset index', () => {
    const offsets = new Uint32Array([10, 14, 30, 31]);
    const arr = new IndexedArrayNode('items', 'Item[3]', offsets, (i, at, len) => opaque(`[${i}]`, at, len));
    expect(arr.childCount).toBe(3);
    expect([arr.offset, arr.length]).toEqual([10, 21]);
    expect([arr.child(1).offset, arr.child(1).length]).toEqual([14, 16]);
    expect(checkTiling(arr)).toEqual([]);
  });

  it('views scalars in place with display text per element', () => {
    const bytes = new Uint8Array([0, 0, 1, 0, 0xff, 0xff]);
    const arr = scalarArray('h', 'u16', bytes, 0, 3, (v) => `${v * 2} units`);
    expect(arr.type).toBe('u16[3]');
    expect(arr.child(2).value).toBe(65535);
    expect(readingText(arr.child(1))).toBe('2 units');
  });
});

describe('tree lookup', () => {
  const leafs = new StrideArrayNode('big', 'u32[100000]', 16, 100_000, 4, (i, at) => field(`[${i}]`, 'u32', at, 4, i));
  const header = new BasicNode({ name: 'header', type: 'H', kind: 'struct', offset: 0, length: 16 }, [
    field('magic', 'u32', 0, 4, 1),
    field('size', 'u32', 4, 4, 2),
    gap(8, 8),
  ]);
  const root = new BasicNode({ name: 'file', type: 'F', kind: 'struct', offset: 0, length: 400_016 }, [header, leafs]);

  it('finds the deepest node owning a byte, by binary search in big arrays', () => {
    expect(pathAt(root, 5)).toEqual([0, 1]);
    expect(pathAt(root, 16 + 4 * 77_777 + 3)).toEqual([1, 77_777]);
    expect(childIndexAt(leafs, 15)).toBe(-1);
    expect(pathAt(root, 10_000_000)).toEqual([]);
  });

  it('resolves index-path ids and field paths', () => {
    const p = pathAt(root, 16 + 4 * 12);
    expect(pathId(p)).toBe('1.12');
    expect(parsePathId('1.12')).toEqual([1, 12]);
    expect(nodeAt(root, [1, 12])?.value).toBe(12);
    expect(nodeAt(root, [1, 100_000])).toBeUndefined();
    expect(nodeAt(root, [])).toBe(root);
    expect(fieldPath(root, [0, 1])).toBe('header.size');
    expect(fieldPath(root, [1, 12])).toBe('big[12]');
  });

  it('measures coverage: fields count, gaps and opaque runs do not', () => {
    const r = new BasicNode({ name: 'f', type: 'F', kind: 'struct', offset: 0, length: 20 }, [
      header,
      opaque('o', 16, 4),
    ]);
    expect(coverage(r)).toEqual({ explained: 8, total: 20 });
  });

  it('reports children that do not tile their parent', () => {
    const bad = new BasicNode({ name: 'f', type: 'F', kind: 'struct', offset: 0, length: 10 }, [
      field('a', 'u32', 0, 4, 0),
      field('b', 'u32', 6, 4, 0),
    ]);
    expect(checkTiling(bad)).toEqual([{ path: '1', message: 'starts at 6, expected 4 (b)' }]);
    const short = new BasicNode({ name: 'f', type: 'F', kind: 'struct', offset: 0, length: 10 }, [
      field('a', 'u32', 0, 4, 0),
    ]);
    expect(checkTiling(short)[0].message).toContain('children end at 4, node ends at 10');
  });
});
