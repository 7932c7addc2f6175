import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/core/diagnostics';
import { BasicNode, StrideArrayNode, container, field, opaque, type SpanNode } from '../../src/core/node';
import { bufferSource } from '../../src/core/byte-source';
import { TreeSession } from '../../src/editor/session';

const diag = (severity: Diagnostic['severity'], offset: number, length: number): Diagnostic => ({
  code: 't.x',
  severity,
  message: 'm',
  offset,
  length,
});

/** 16-byte header (2 fields + opaque), then `count` 4-byte records of two u16, counting child() calls. */
function tree(count: number) {
  const made = { n: 0 };
  const records = new StrideArrayNode('records', `R[${count}]`, 16, count, 4, (i, at) => {
    made.n++;
    return new BasicNode({ name: `[${i}]`, type: 'R', kind: 'struct', offset: at, length: 4 }, [
      field('a', 'u16', at, 2, i),
      field('b', 'u16', at + 2, 2, 0),
    ]);
  });
  const header = container({ name: 'header', type: 'H', kind: 'struct', offset: 0, end: 16 }, [
    field('magic', 'u32', 0, 4, 1),
    field('count', 'u32', 4, 4, count, 'records'),
    opaque('pad', 8, 6),
  ]);
  const size = 16 + count * 4 + 3;
  const root: SpanNode = container({ name: 'file', type: 'F', kind: 'struct', offset: 0, end: size }, [
    header,
    records,
  ]);
  return { root, made, bytes: new Uint8Array(size) };
}

describe('TreeSession', () => {
  const { root, bytes } = tree(10);
  const s = new TreeSession(root, [diag('warning', 4, 4), diag('error', 16 + 5 * 4 + 2, 2)], bufferSource(bytes));

  it('lists children as rows with ids, summaries and the worst severity beneath each', () => {
    const rows = s.answer({ kind: 'children', id: '', start: 0, count: 10 });
    expect(rows.map((r) => [r.id, r.name, r.kind, r.offset, r.length, r.worst])).toEqual([
      ['0', 'header', 'struct', 0, 16, 'warning'],
      ['1', 'records', 'array', 16, 40, 'error'],
      ['2', 'gap', 'gap', 56, 3, undefined],
    ]);
    const fields = s.answer({ kind: 'children', id: '0', start: 1, count: 2 });
    expect(fields.map((r) => [r.id, r.value, r.display])).toEqual([
      ['0.1', '10', 'records'],
      ['0.2', undefined, undefined],
    ]);
    expect(s.answer({ kind: 'children', id: '9.9', start: 0, count: 5 })).toEqual([]);
  });

  it('marks the rows Show Column applies to: leaves inside an array element, in children and node', () => {
    const column = (rows: { id: string; column?: true }[]) => rows.map((r) => [r.id, r.column === true]);
    expect(column(s.answer({ kind: 'children', id: '1.2', start: 0, count: 2 }))).toEqual([
      ['1.2.0', true],
      ['1.2.1', true],
    ]);
    expect(column(s.answer({ kind: 'children', id: '1', start: 0, count: 2 }))).toEqual([
      ['1.0', false],
      ['1.1', false],
    ]);
    expect(column(s.answer({ kind: 'children', id: '0', start: 0, count: 3 })).every(([, c]) => !c)).toBe(true);
    expect(s.answer({ kind: 'node', id: '1.4.0' })!.row.column).toBe(true);
    expect(s.answer({ kind: 'node', id: '0.1' })!.row.column).toBeUndefined();
    expect(s.answer({ kind: 'node', id: '' })!.row.column).toBeUndefined();
  });

  it('gives slice spans for grouped arrays', () => {
    expect(s.answer({ kind: 'groups', id: '1', start: 0, end: 10, size: 4 })).toEqual([
      { start: 0, end: 4, offset: 16, length: 16 },
      { start: 4, end: 8, offset: 32, length: 16, worst: 'error' },
      { start: 8, end: 10, offset: 48, length: 8 },
    ]);
  });

  it('finds the deepest node for a byte, or the smallest holding a range', () => {
    expect(s.answer({ kind: 'pathAt', offset: 16 + 5 * 4 + 3 })).toBe('1.5.1');
    expect(s.answer({ kind: 'pathAt', offset: 16 + 5 * 4, length: 4 })).toBe('1.5');
    expect(s.answer({ kind: 'pathAt', offset: 16 + 5 * 4, length: 8 })).toBe('1');
    expect(s.answer({ kind: 'pathAt', offset: 10, length: 20 })).toBe('');
    expect(s.answer({ kind: 'node', id: '1.5.1' })).toMatchObject({
      path: 'records[5].b',
      row: { type: 'u16', offset: 38, worst: 'error' },
    });
    expect(s.answer({ kind: 'node', id: '7' })).toBeNull();
    expect(s.answer({ kind: 'nodeAt', offset: 16 + 5 * 4 + 3 })).toEqual(s.answer({ kind: 'node', id: '1.5.1' }));
  });

  it('returns the deepest runs of a window with depth and sibling parity', () => {
    const runs = s.answer({ kind: 'runs', offset: 6, length: 12 });
    expect(runs.map((r) => [r.offset, r.length, r.depth, r.kind, r.alt])).toEqual([
      [4, 4, 2, 'field', 1],
      [8, 6, 2, 'opaque', 0],
      [14, 2, 2, 'gap', 1],
      [16, 2, 3, 'field', 0],
    ]);
  });

  it('touches only a logarithmic number of records to colour a window of a huge array', () => {
    const big = tree(1_000_000);
    const session = new TreeSession(big.root, [], bufferSource(big.bytes));
    big.made.n = 0;
    const runs = session.answer({ kind: 'runs', offset: 16 + 500_000 * 4, length: 64 });
    expect(runs).toHaveLength(32);
    expect(runs[0]).toMatchObject({ offset: 16 + 500_000 * 4, depth: 3 });
    expect(big.made.n).toBeLessThan(16 + 40);
    big.made.n = 0;
    expect(session.answer({ kind: 'pathAt', offset: 16 + 999_999 * 4 })).toBe('1.999999.0');
    expect(big.made.n).toBeLessThan(40);
  });

  it('searches the bytes and exports JSON with limits', () => {
    const b = new Uint8Array(40);
    b.set([1, 2, 3], 30);
    const t = new TreeSession(opaque('file', 0, 40), [], bufferSource(b));
    expect(t.answer({ kind: 'search', pattern: [1, 2, 3], from: 0, backwards: false })).toBe(30);
    expect(s.answer({ kind: 'export', id: '', depth: 1, maxChildren: 2 })).toMatchObject({
      name: 'file',
      children: [
        { name: 'header', omitted: 4 },
        { name: 'records', omitted: 10 },
      ],
      omitted: 1,
    });
  });
});
