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
    expect(listRecords(root, '', 5)).toEqual({
      records: expect.any(Array),
      more: true,
      matched: 30,
      total: 30,
      bounded: false,
    });
    expect(listRecords(root, '', 5).records.map((r) => r.key)).toEqual(['E-1', 'E-2', 'E-3', 'E-4', 'E-5']);
    // The walk stops after 3 nodes; the index still finds the last record.
    const page = listRecords(root, 'E-30', 5, (key) => (key === 'E-30' ? [0, 29] : null), 3);
    expect(page.records.map((r) => r.key)).toEqual(['E-30']);
    expect(page.more).toBe(true);
    expect(page.bounded).toBe(true);
    expect(listRecords(root, 'nothing', 5)).toEqual({
      records: [],
      more: false,
      matched: 0,
      total: 30,
      bounded: false,
    });
  });

  it('finds records by their kind ("switch" lists MHG.Switch and MHG.PanelSwitch), counting how many of how many', () => {
    const kinds = ['MHG.Switch', 'MHG.CircuitBoard', 'MHG.PanelSwitch', 'MHG.Inverter'];
    const components = Array.from({ length: 1173 }, (_, i) => {
      const n = new BasicNode({ name: `[${i}]`, type: 'Component', kind: 'struct', offset: i, length: 1 });
      n.key = `C-${36000 + i}`;
      n.recordKind = kinds[i % 4];
      return n;
    });
    const list = container({ name: 'components', type: 'C', kind: 'array', offset: 0, end: 1173 }, components);
    const world = container({ name: 'world', type: 'W', kind: 'struct', offset: 0, end: 1173 }, [list]);
    const switches = listRecords(world, 'switch', 2000);
    // Indices 0, 2, 4…: a Switch or a PanelSwitch, 587 of them; none of the others.
    expect(switches.matched).toBe(587);
    expect(switches.total).toBe(1173);
    expect(new Set(switches.records.map((r) => r.recordKind))).toEqual(new Set(['MHG.Switch', 'MHG.PanelSwitch']));
    expect(
      listRecords(world, 'PANELSWITCH', 2000)
        .records.map((r) => r.key)
        .slice(0, 2),
    ).toEqual(['C-36002', 'C-36006']);
    expect(listRecords(world, 'circuitboard', 2000).matched).toBe(293);
    // With nothing typed every record is listed, the last one too.
    const all = listRecords(world, '', 2000);
    expect(all.records).toHaveLength(1173);
    expect(all.records.at(-1)).toMatchObject({ key: 'C-37172', recordKind: 'MHG.Switch' });
    expect(all.more).toBe(false);
    // A short page says how many more match.
    expect(listRecords(world, '', 200)).toMatchObject({ more: true, matched: 1173, total: 1173 });
  });
});
