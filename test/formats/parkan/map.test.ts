import { describe, expect, it } from 'vitest';
import { nresCodec } from '../../../src/formats/parkan';
import { writeLandMap } from '../../../src/formats/parkan/map/encode';
import { writeNRes } from '../../../src/formats/parkan/nres/encode';
import { SpanNode } from '../../../src/core/node';
import { expectSameBytes, only } from '../../helpers/invariants';
import { check, codes, entryOfType, expectTruncated, setF32, setI32, setU16, setU32, smallMap, u32 } from './fixtures';
import { readingText, summarize } from '../../../src/core/describe';
import { language } from '../../../src/l10n/catalogue';

const NAME = 'maps/m01/Land.map';
// Per the seed: a 56-byte header, 4 vertices x 12, 4 links x 8 -> 136 bytes per generated areal.
const AREAL = 136;
const LINKS = 56 + 4 * 12;

async function broken(patch: (b: Uint8Array, data: number) => void) {
  const b = smallMap();
  patch(b, entryOfType(b, 12).data);
  return check(NAME, b);
}

const childNamed = (n: SpanNode, prefix: string) =>
  [...Array(n.childCount).keys()].map((i) => n.child(i)).find((c) => c.name.startsWith(prefix))!;

describe('Land.map', () => {
  it('a written map validates clean and round-trips', async () => {
    const b = smallMap();
    expect(await check(NAME, b)).toEqual([]);
    expectSameBytes(nresCodec.encode(nresCodec.decode(b, { fileName: NAME }).model!), b);
  });

  it('is one type-12 entry: areals then the grid, x outer and y inner', () => {
    const b = smallMap();
    const { entry, data, size } = entryOfType(b, 12);
    expect(u32(b, 8)).toBe(1);
    expect(u32(b, entry + 4)).toBe(4);
    expect(u32(b, data + 48)).toBe(4);
    expect(u32(b, data + 52)).toBe(0);
    const grid = data + 4 * AREAL;
    expect([u32(b, grid), u32(b, grid + 4)]).toEqual([4, 4]);
    // Cell (x=0, y=1) is second: it lies in areal row j=0 of column i=0, so its one hit is areal 0.
    expect([b[grid + 8], b[grid + 10], b[grid + 12]]).toEqual([1, 0, 1]);
    const cellX1Y0 = grid + 8 + 4 * 4;
    expect(b[cellX1Y0 + 2] | (b[cellX1Y0 + 3] << 8)).toBe(0);
    const cellX2Y0 = grid + 8 + 8 * 4;
    expect(b[cellX2Y0 + 2]).toBe(1);
    expect(grid + 8 + 16 * 4).toBe(data + size);
  });

  it('resolves edge links to the target areal and edge, and cell hits to areals', () => {
    const b = smallMap();
    const { data } = entryOfType(b, 12);
    const payload = childNamed(nresCodec.decode(b, { fileName: NAME }).root, 'areal map');
    const areal0 = payload.child(0).child(0);
    expect(areal0.offset).toBe(data);
    const right = childNamed(areal0, 'links').child(1);
    expect(readingText(right)).toBe('edge 1 -> areal 1, edge 3');
    expect(summarize(right.child(0)).links).toEqual([{ label: 'areal 1', offset: data + AREAL, length: AREAL }]);
    expect(summarize(right.child(1)).links).toEqual([
      { label: 'areal 1 edge 3', offset: data + AREAL + LINKS + 3 * 8, length: 8 },
    ]);
    expect(summarize(right.child(1), language('ru')).links![0].label).toBe('ареал 1, ребро 3');
    const grid = payload.child(1);
    const cell = grid.child(2).child(3).child(0);
    expect(readingText(cell)).toBe('cell (3, 0): 1 hit');
    expect(summarize(cell.child(1).child(0)).links).toEqual([
      { label: 'areal 1', offset: data + AREAL, length: AREAL },
    ]);
  });

  it('supports polygon blocks (poly_count > 0) and checks their links', async () => {
    const areal = {
      anchor: [0.5, 0.5, 0] as const,
      areaMetric: 0.5,
      normal: [0, 0, 1] as const,
      logicFlag: 0,
      classId: 0,
      vertices: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]),
      links: new Int32Array([-1, -1, -1, -1, -1, -1, 0, 0, -1, -1, -1, -1]),
      polygons: [{ n: 1, data: new Uint32Array([1, 2, 3, 4]) }],
    };
    const grid = { cellsX: 1, cellsY: 1, hits: () => [0] };
    const b = writeLandMap([areal], grid);
    const { data, size } = entryOfType(b, 12);
    expect(size).toBe(56 + 36 + 6 * 8 + 4 + 16 + 8 + 4);
    expect(await check(NAME, b)).toEqual([]);
    setI32(b, data + 56 + 36 + 4 * 8, 5);
    expect(only(await check(NAME, b), 'parkan.map-link-area')).toMatchObject({
      offset: data + 56 + 36 + 32,
      length: 4,
    });
  });
});

describe('Land.map rules', () => {
  it('exactly one type-12 entry', async () => {
    const two = writeNRes([
      { typeId: 12, attr1: 0, attr2: 0, attr3: 0, name: 'Land', payload: new Uint8Array(8) },
      { typeId: 5, attr1: 0, attr2: 0, attr3: 0, name: 'Land', payload: new Uint8Array(8) },
    ]);
    expect(only(await check(NAME, two), 'parkan.map-entry-layout')).toMatchObject({ offset: 8, length: 4 });
    const wrongType = smallMap();
    const { entry } = entryOfType(wrongType, 12);
    setU32(wrongType, entry, 13);
    expect(only(await check(NAME, wrongType), 'parkan.map-entry-layout')).toMatchObject({ offset: entry, length: 4 });
  });
  it('areal count 0', async () => {
    const b = smallMap();
    const { entry } = entryOfType(b, 12);
    setU32(b, entry + 4, 0);
    expect(only(await check(NAME, b), 'parkan.map-areal-count')).toMatchObject({ offset: entry + 4, length: 4 });
  });
  it('cell grid dimension 0', async () => {
    let grid = 0;
    const d = await broken((b, data) => {
      grid = data + 4 * AREAL;
      setU32(b, grid, 0);
    });
    expect(only(d, 'parkan.map-cell-count')).toMatchObject({ offset: grid, length: 8 });
  });
  it('cell hit out of range', async () => {
    let at = 0;
    const d = await broken((b, data) => {
      at = data + 4 * AREAL + 8 + 2;
      setU16(b, at, 4);
    });
    expect(only(d, 'parkan.map-cell-area-id')).toMatchObject({ offset: at, length: 2, severity: 'error' });
  });
  it('link to a missing areal', async () => {
    let at = 0;
    const d = await broken((b, data) => {
      at = data + LINKS;
      setI32(b, at, 4);
    });
    expect(only(d, 'parkan.map-link-area')).toMatchObject({ offset: at, length: 4 });
  });
  it('link to a missing edge', async () => {
    let at = 0;
    const d = await broken((b, data) => {
      at = data + LINKS + 8 + 4;
      setI32(b, at, 4);
    });
    expect(only(d, 'parkan.map-link-edge')).toMatchObject({ offset: at, length: 4 });
  });
  it('no-neighbour link with an edge', async () => {
    let at = 0;
    const d = await broken((b, data) => {
      at = data + LINKS + 4;
      setI32(b, at, 2);
    });
    expect(only(d, 'parkan.map-link-half-empty')).toMatchObject({ offset: at, length: 4, severity: 'warning' });
  });
  it('normal length', async () => {
    let at = 0;
    const d = await broken((b, data) => {
      at = data + AREAL + 20;
      setF32(b, at + 8, 0.5);
    });
    expect(only(d, 'parkan.map-normal-length')).toMatchObject({ offset: at, length: 12, severity: 'warning' });
  });
  it('area metric far from the polygon area', async () => {
    let at = 0;
    const d = await broken((b, data) => {
      at = data + 2 * AREAL + 16;
      setF32(b, at, 100);
    });
    expect(only(d, 'parkan.map-area-metric')).toMatchObject({ offset: at, length: 4, severity: 'info' });
  });
  it.each([12, 36, 44])('reserved_%i not zero', async (field) => {
    let at = 0;
    const d = await broken((b, data) => {
      at = data + 3 * AREAL + field;
      setU32(b, at, 1);
    });
    expect(only(d, 'parkan.map-reserved-nonzero')).toMatchObject({ offset: at, length: 4, severity: 'warning' });
  });
  it('bytes left after the grid', async () => {
    const b = smallMap();
    const { data, size } = entryOfType(b, 12);
    const payload = new Uint8Array(size + 4);
    payload.set(b.subarray(data, data + size));
    const padded = writeNRes([{ typeId: 12, attr1: 4, attr2: 0, attr3: 0, name: 'Land', payload }]);
    expect(only(await check(NAME, padded), 'parkan.map-payload-size')).toMatchObject({ offset: 16 + size, length: 4 });
  });
});

describe('Land.map damage', () => {
  it('every truncation gives a partial tree plus the header and layout errors, never a throw', async () => {
    const b = smallMap();
    for (let n = 0; n < b.length; n++)
      expectTruncated(await check(NAME, b.subarray(0, n)), n, 'parkan.map-entry-layout');
  });
  it('a payload cut short inside an areal or the grid reports truncation on the rest of the payload', async () => {
    const b = smallMap();
    const { entry, data, size } = entryOfType(b, 12);
    for (const cut of [10, AREAL + 60, 4 * AREAL + 4, 4 * AREAL + 20]) {
      const c = b.slice();
      setU32(c, entry + 12, cut);
      const d = await check(NAME, c);
      const t = only(d, 'core.truncated');
      expect(t.offset + t.length).toBe(data + cut);
      expect(t.offset).toBeGreaterThanOrEqual(data);
      expect(size).toBeGreaterThan(cut);
    }
  });
  it('absurd vertex, polygon, areal and cell counts neither allocate nor hang', async () => {
    for (const [field, value] of [
      [48, 0x7fffffff],
      [52, 0xffffffff],
    ]) {
      const d = await broken((b, data) => setU32(b, data + field, value));
      expect(codes(d)).toContain('core.truncated');
    }
    const b = smallMap();
    setU32(b, entryOfType(b, 12).entry + 4, 0x7fffffff);
    expect(codes(await check(NAME, b))).toContain('core.truncated');
    const d = await broken((b2, data) => {
      setU32(b2, data + 4 * AREAL, 0xffffffff);
      setU32(b2, data + 4 * AREAL + 4, 0xffffffff);
    });
    expect(codes(d)).toContain('core.truncated');
  });
});
