import { describe, expect, it } from 'vitest';
import { BasicNode, StrideArrayNode, container, field, type SpanNode } from '../../src/core/node';
import { nodeAt, parsePathId } from '../../src/core/tree';
import {
  completeFieldPath,
  fuzzyMatches,
  maxCompletions,
  resolveFieldPath,
  splitFieldPath,
} from '../../src/editor/field-paths';
import { findRecord } from '../../src/editor/find-record';

/** header{magic,count}, then `count` records {id, pos{x,y}}, counting the records built. */
function tree(count: number) {
  const made = { n: 0 };
  const records = new StrideArrayNode('records', `R[${count}]`, 8, count, 6, (i, at) => {
    made.n++;
    const r = new BasicNode({ name: `[${i}]`, type: 'R', kind: 'struct', offset: at, length: 6 }, [
      field('id', 'u16', at, 2, i),
      new BasicNode({ name: 'pos', type: 'P', kind: 'struct', offset: at + 2, length: 4 }, [
        field('x', 'i16', at + 2, 2, -i),
        field('y', 'i16', at + 4, 2, 2 * i),
      ]),
    ]);
    r.key = `R-${i}`;
    return r;
  });
  const header = container({ name: 'header', type: 'H', kind: 'struct', offset: 0, end: 8 }, [
    field('magic', 'u32', 0, 4, 1),
    field('count', 'u32', 4, 4, count),
  ]);
  const root: SpanNode = container({ name: 'file', type: 'F', kind: 'struct', offset: 0, end: 8 + 6 * count }, [
    header,
    records,
  ]);
  return { root, made };
}

describe('field paths', () => {
  it('splits names and indices', () => {
    expect(splitFieldPath('PACK.sections[12].models[3]')).toEqual(['PACK', 'sections', '[12]', 'models', '[3]']);
    expect(splitFieldPath(' header.mapx ')).toEqual(['header', 'mapx']);
  });

  it('resolves a deep element of a million-element array building only the element on the path', () => {
    const { root, made } = tree(1_000_000);
    const path = resolveFieldPath(root, 'records[765432].pos.y');
    expect(path).toEqual([1, 765432, 1, 1]);
    expect(nodeAt(root, path!)!.value).toBe(2 * 765432);
    expect(made.n).toBeLessThanOrEqual(2);
    expect(resolveFieldPath(root, 'file.header.count')).toEqual([0, 1]);
    expect(resolveFieldPath(root, 'records[1000000]')).toBeUndefined();
    expect(resolveFieldPath(root, 'header.nope')).toBeUndefined();
  });

  it('completes names fuzzily and array indices from the typed digits, a screenful at most', () => {
    const { root, made } = tree(1_000_000);
    expect(completeFieldPath(root, 'rcds').map((c) => c.path)).toEqual(['records']);
    expect(completeFieldPath(root, 'header.').map((c) => c.path)).toEqual(['header.magic', 'header.count']);
    const idx = completeFieldPath(root, 'records[4242');
    expect(idx).toHaveLength(maxCompletions);
    expect(idx[0]).toMatchObject({ id: '1.4242', path: 'records[4242]', type: 'R' });
    expect(completeFieldPath(root, 'records[7].pos.').map((c) => [c.path, c.display])).toEqual([
      ['records[7].pos.x', '-7'],
      ['records[7].pos.y', '14'],
    ]);
    expect(made.n).toBeLessThanOrEqual(maxCompletions + 4);
    expect(completeFieldPath(root, 'missing.x')).toEqual([]);
    expect(fuzzyMatches('position', 'pstn')).toBe(true);
    expect(fuzzyMatches('position', 'px')).toBe(false);
  });
});

describe('findRecord', () => {
  it('asks the format index first, then walks node keys, case-insensitively', () => {
    const { root } = tree(100);
    expect(findRecord(root, 'X', () => [0, 1]).path).toEqual([0, 1]);
    expect(findRecord(root, 'R-42', () => null)).toEqual({ gaveUp: false });
    expect(findRecord(root, 'R-42', () => undefined).path).toEqual([1, 42]);
    expect(findRecord(root, 'r-42')).toEqual({ path: [1, 42], gaveUp: false });
    expect(findRecord(root, 'R-1000')).toEqual({ gaveUp: false });
  });

  it('gives up at its bound and says so', () => {
    const { root, made } = tree(1_000_000);
    expect(findRecord(root, 'R-999999', undefined, 5000)).toEqual({ gaveUp: true });
    expect(made.n).toBeLessThanOrEqual(5000);
    expect(parsePathId('1.3')).toEqual([1, 3]);
  });
});
