// Go to Field, Go to Record and the column view on a generated world of a million components.
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analysis';
import { nodeAt, parsePathId } from '../../src/core/tree';
import { bufferSource } from '../../src/core/byte-source';
import { TreeSession } from '../../src/editor/session';
import { blotterFormat } from '../../src/formats/blotter';
import type { BlotterDecoded } from '../../src/formats/blotter/decode';
import { buildSave } from '../../src/formats/blotter/generate';
import { SaveType } from '../../src/formats/blotter/layout';
import type { ColumnData } from '../../src/protocol';

const count = 1_000_000;

describe('navigation in a million-component world', async () => {
  const bytes = buildSave({
    version: 7,
    saveType: SaveType.World,
    components: count,
    wireTarget: count / 2,
    firstAddress: 1,
    firstState: 0,
  });
  const a = await analyze('world.logicworld', bytes, { format: blotterFormat, decodeOnly: true });
  const decoded = a.decoded as BlotterDecoded;
  const s = new TreeSession(decoded.root, [], bufferSource(bytes), a);
  const save = decoded.index!;
  const components = decoded.root.child(
    Array.from({ length: decoded.root.childCount }, (_, i) => decoded.root.child(i).name).indexOf('components'),
  );

  it('resolves components[123456].position to that record in one query', () => {
    const id = s.answer({ kind: 'resolvePath', path: 'components[123456].position.y' });
    expect(id).not.toBeNull();
    const detail = s.answer({ kind: 'node', id: id! })!;
    expect(detail.path).toBe('components[123456].position.y');
    expect(detail.row.offset).toBe(save.components.start(123456) + 10 + 4);
    expect(Number(detail.row.value)).toBe(save.components.i32(detail.row.offset));
  });

  it('lists a component typed by its address first, through the address index, beyond the walk', () => {
    const found = s.answer({ kind: 'records', filter: 'C-765433', limit: 20 });
    expect(found.records[0]).toMatchObject({ key: 'C-765433' });
    const row = s.answer({ kind: 'node', id: found.records[0].id })!;
    expect(row.path).toBe('components[765432]');
    expect(save.components.address(765432)).toBe(765433);
    expect(s.answer({ kind: 'records', filter: 'C-2000000', limit: 20 }).records).toEqual([]);
  });

  it('lists a bounded page of records for an empty filter, saying there are more', () => {
    const page = s.answer({ kind: 'records', filter: '', limit: 50 });
    expect(page.records.map((r) => r.key)).toEqual(Array.from({ length: 50 }, (_, i) => `C-${i + 1}`));
    expect(page.more).toBe(true);
  });

  it('reads a column of a million positions straight from the bytes, equal to the tree fields', () => {
    const id = s.answer({ kind: 'resolvePath', path: 'components[5].position.x' })!;
    const t0 = performance.now();
    const col = s.answer({ kind: 'column', id }) as ColumnData;
    const ms = performance.now() - t0;
    console.log(`column of ${count} components[*].position.x: ${ms.toFixed(0)} ms`);
    expect(col).toMatchObject({ path: 'components[*].position.x', type: 'i32', count, rows: count, direct: true });
    const arrayPath = parsePathId(col.arrayId);
    for (const j of [0, 1, 63, 64, 500_001, count - 1]) {
      const f = nodeAt(decoded.root, [...arrayPath, j, ...parsePathId(col.rel)])!;
      expect(f.name).toBe('x');
      expect(col.values![j]).toBe(f.value);
    }
    let min = Infinity;
    let max = -Infinity;
    for (let j = 0; j < count; j += 997) {
      const v = Number(components.child(j).child(3).child(0).value);
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
    expect(col.min).toBeLessThanOrEqual(min);
    expect(col.max).toBeGreaterThanOrEqual(max);
    expect(col.histogram.reduce((x, y) => x + y, 0)).toBe(count);
  });

  it('a field after the variable-length pegs is not read at one offset: it falls back to nodes, bounded', () => {
    const id = s.answer({ kind: 'resolvePath', path: 'components[1].customData.length' })!;
    const col = s.answer({ kind: 'column', id }) as ColumnData;
    expect(col.direct).toBe(false);
    expect(col.rows).toBeLessThan(count);
    for (const j of [0, 1, 2, 3, 64, 1000]) {
      const f = nodeAt(decoded.root, [...parsePathId(col.arrayId), j, ...parsePathId(col.rel)])!;
      expect(col.values![j]).toBe(f.value);
    }
  });
});
