import { describe, expect, it } from 'vitest';
import { BasicNode, container, type SpanNode } from '../../src/core/node';
import { listRecords } from '../../src/editor/record-list';

/** A list of `count` keyed records, "E-1" "E-2"…, named "[i]", typed "Wire" for the even ones, "Board" else. */
function tree(count: number): SpanNode {
  const records = Array.from({ length: count }, (_, i) => {
    const type = i % 2 ? 'Board' : 'Wire';
    const n = new BasicNode({ name: `[${i}]`, type, kind: 'struct', offset: i, length: 1 });
    n.key = `E-${i + 1}`;
    return n;
  });
  const list = container({ name: 'records', type: 'R', kind: 'array', offset: 0, end: count }, records);
  return container({ name: 'file', type: 'F', kind: 'struct', offset: 0, end: count }, [list]);
}

describe('Go to Record list', () => {
  const root = tree(30);

  it('filters by key, name or type, case-insensitively, in file order', () => {
    expect(listRecords(root, 'e-2', 100).records.map((r) => r.key)).toEqual([
      'E-2',
      ...Array.from({ length: 10 }, (_, i) => `E-${20 + i}`),
    ]);
    const boards = listRecords(root, 'board', 100).records;
    expect(boards).toHaveLength(15);
    expect(boards[0]).toEqual({ id: '0.1', key: 'E-2', name: '[1]', type: 'Board' });
    expect(listRecords(root, '[7]', 100).records.map((r) => r.key)).toEqual(['E-8']);
  });

  it('lists a page, says there are more, and puts the key the index finds first', () => {
    expect(listRecords(root, '', 5)).toEqual({ records: expect.any(Array), more: true });
    expect(listRecords(root, '', 5).records.map((r) => r.key)).toEqual(['E-1', 'E-2', 'E-3', 'E-4', 'E-5']);
    // The walk stops after 3 nodes; the index still finds the last record.
    const page = listRecords(root, 'E-30', 5, (key) => (key === 'E-30' ? [0, 29] : null), 3);
    expect(page.records.map((r) => r.key)).toEqual(['E-30']);
    expect(page.more).toBe(true);
    expect(listRecords(root, 'nothing', 5)).toEqual({ records: [], more: false });
  });
});
