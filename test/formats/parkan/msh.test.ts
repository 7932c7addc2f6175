import { describe, expect, it } from 'vitest';
import { nresCodec } from '../../../src/formats/parkan';
import { fullFromCompact, toCompactMain16, toCompactMaterial6 } from '../../../src/formats/parkan/msh/face-flags';
import { expectSameBytes, only } from '../../helpers/invariants';
import { check, codes, entryAt, entryOfType, expectTruncated, setU16, setU32, smallMsh, u32 } from './fixtures';
import { readingText, summarize } from '../../../src/core/describe';

const NAME = 'maps/m01/Land.msh';

async function broken(patch: (b: Uint8Array) => void) {
  const b = smallMsh();
  patch(b);
  return check(NAME, b);
}

describe('Land.msh', () => {
  it('a written mesh validates clean and round-trips', async () => {
    const b = smallMsh();
    expect(await check(NAME, b)).toEqual([]);
    expectSameBytes(nresCodec.encode(nresCodec.decode(b, { fileName: NAME }).model!), b);
  });

  it('writes the retail entry order, strides and attributes', () => {
    const b = smallMsh();
    const strides: Record<number, number> = { 1: 38, 2: 68, 3: 12, 4: 4, 5: 4, 11: 4, 14: 4, 18: 4, 21: 28 };
    const types = Array.from({ length: 9 }, (_, i) => u32(b, entryAt(b, i)));
    expect(types).toEqual([1, 2, 3, 4, 5, 18, 14, 11, 21]);
    for (let i = 0; i < 9; i++) {
      const e = entryAt(b, i);
      const [type, attr1, attr2, size, attr3] = [0, 4, 8, 12, 16].map((f) => u32(b, e + f));
      expect(attr3).toBe(strides[type]);
      expect(attr1).toBe(type === 2 ? (size - 0x8c) / 68 : size / strides[type]);
      if (type !== 1) expect(attr2).toBe(0);
      expect(u32(b, e + 60)).toBe(i);
    }
    // 3 x 3 quads: 16 vertices, 18 faces, one slot per row.
    expect(entryOfType(b, 3).size).toBe(16 * 12);
    expect(entryOfType(b, 21).size).toBe(18 * 28);
    expect(entryOfType(b, 2).size).toBe(0x8c + 3 * 68);
  });

  it('shows faces with vertex and neighbour links and both compact flag forms', () => {
    const b = smallMsh();
    const d = nresCodec.decode(b, { fileName: NAME });
    const faces = entryOfType(b, 21);
    const vertices = entryOfType(b, 3);
    const root = d.root;
    const faceEntry = [...Array(root.childCount).keys()]
      .map((i) => root.child(i))
      .find((n) => n.name.startsWith('terrain faces'))!;
    const face4 = faceEntry.child(0).child(4);
    expect(face4.offset).toBe(faces.data + 4 * 28);
    const i0 = face4.child(2);
    const v = b[face4.offset + 8] | (b[face4.offset + 9] << 8);
    expect(summarize(i0).links).toEqual([{ label: `vertex ${v}`, offset: vertices.data + v * 12, length: 12 }]);
    const flags = u32(b, face4.offset);
    expect(readingText(face4.child(0))).toContain(
      `compactMain16 0x${toCompactMain16(flags).toString(16).toUpperCase().padStart(4, '0')}`,
    );
    const n2 = face4.child(7);
    const f = b[face4.offset + 18] | (b[face4.offset + 19] << 8);
    expect(f).toBe(5);
    expect(summarize(n2).links).toEqual([{ label: `face ${f}`, offset: faces.data + f * 28, length: 28 }]);
  });
});

describe('face flag masks', () => {
  // The seed's tables, restated here so the implementation is checked against the document, not itself.
  const main16: [number, number][] = [
    [0x1, 0x1],
    [0x8, 0x2],
    [0x10, 0x4],
    [0x20, 0x8],
    [0x1000, 0x10],
    [0x4000, 0x20],
    [0x2, 0x40],
    [0x400, 0x80],
    [0x800, 0x100],
    [0x20000, 0x200],
    [0x2000, 0x400],
    [0x200, 0x800],
    [0x4, 0x1000],
    [0x40, 0x2000],
    [0x200000, 0x8000],
  ];
  const material6: [number, number][] = [
    [0x100, 0x1],
    [0x8000, 0x2],
    [0x10000, 0x4],
    [0x40000, 0x8],
    [0x80000, 0x10],
    [0x80, 0x20],
  ];

  it.each(main16)('full 0x%s <-> compactMain16', (full, compact) => {
    expect(toCompactMain16(full)).toBe(compact);
    expect(toCompactMaterial6(full)).toBe(0);
    expect(fullFromCompact(compact, 0)).toBe(full);
  });
  it.each(material6)('full 0x%s <-> compactMaterial6', (full, compact) => {
    expect(toCompactMaterial6(full)).toBe(compact);
    expect(toCompactMain16(full)).toBe(0);
    expect(fullFromCompact(0, compact)).toBe(full);
  });
  it('restores exactly the mapped bits of any mask', () => {
    const mapped = [...main16, ...material6].reduce((m, [f]) => m | f, 0);
    for (const full of [0xffffffff, 0x12345678, 0x80000001, mapped]) {
      expect(fullFromCompact(toCompactMain16(full), toCompactMaterial6(full))).toBe((full & mapped) >>> 0);
    }
    expect(toCompactMain16(~mapped)).toBe(0);
    expect(fullFromCompact(0x4000, 0xc0)).toBe(0);
  });
});

describe('Land.msh rules', () => {
  const entry = (b: Uint8Array, type: number) => entryOfType(b, type).entry;

  it('missing required type (and unknown type)', async () => {
    let dir = 0;
    const d = await broken((b) => {
      dir = entryAt(b, 0);
      setU32(b, entry(b, 18), 99);
    });
    expect(only(d, 'parkan.msh-missing-type')).toMatchObject({ offset: dir, length: 9 * 64, severity: 'error' });
    expect(only(d, 'parkan.msh-unknown-type')).toMatchObject({
      offset: entryAt(smallMsh(), 5),
      length: 4,
      severity: 'warning',
    });
  });
  it('duplicate type', async () => {
    const at = entryAt(smallMsh(), 6);
    const d = await broken((b) => setU32(b, at, 18));
    expect(only(d, 'parkan.msh-duplicate-type')).toMatchObject({ offset: at, length: 4 });
  });
  it('entry order', async () => {
    const b0 = smallMsh();
    const d = await broken((b) => {
      setU32(b, entryAt(b, 5), 14);
      setU32(b, entryAt(b, 6), 18);
    });
    expect(only(d, 'parkan.msh-entry-order')).toMatchObject({ offset: entryAt(b0, 6), length: 4, severity: 'warning' });
    expect(codes(d)).toEqual(['parkan.msh-entry-order']);
  });
  it('attr2 non-zero', async () => {
    const at = entry(smallMsh(), 3);
    expect(only(await broken((b) => setU32(b, at + 8, 5)), 'parkan.msh-attr2-nonzero')).toMatchObject({
      offset: at + 8,
      length: 4,
      severity: 'warning',
    });
  });
  it('stride size', async () => {
    const { entry: at, size } = entryOfType(smallMsh(), 3);
    const d = await broken((b) => setU32(b, at + 12, size - 4));
    expect(only(d, 'parkan.msh-stride-size')).toMatchObject({ offset: at + 12, length: 4 });
    expect(only(d, 'parkan.msh-record-count')).toMatchObject({ offset: at + 4, length: 4 });
  });
  it('record count', async () => {
    const { entry: at } = entryOfType(smallMsh(), 4);
    expect(only(await broken((b) => setU32(b, at + 4, u32(b, at + 4) + 1)), 'parkan.msh-record-count')).toMatchObject({
      offset: at + 4,
      length: 4,
    });
  });
  it('stride attribute', async () => {
    const at = entry(smallMsh(), 21);
    expect(only(await broken((b) => setU32(b, at + 16, 27)), 'parkan.msh-stride-attr')).toMatchObject({
      offset: at + 16,
      length: 4,
    });
  });
  it('slot table shorter than its header', async () => {
    const at = entry(smallMsh(), 2);
    expect(only(await broken((b) => setU32(b, at + 12, 0x80)), 'parkan.msh-slot-header-short')).toMatchObject({
      offset: at + 12,
      length: 4,
    });
  });
  it('bytes after the last slot', async () => {
    const { entry: at, data, size } = entryOfType(smallMsh(), 2);
    const d = await broken((b) => setU32(b, at + 12, size - 4));
    expect(only(d, 'parkan.msh-slot-trailing')).toMatchObject({
      offset: data + size - 4 - 64,
      length: 64,
      severity: 'warning',
    });
  });
  it('cell accelerator shorter than its header', async () => {
    const at = entry(smallMsh(), 11);
    expect(only(await broken((b) => setU32(b, at + 12, 4)), 'parkan.msh-cell-header-short')).toMatchObject({
      offset: at + 12,
      length: 4,
    });
  });
  it('node slot id out of range', async () => {
    const { data } = entryOfType(smallMsh(), 1);
    expect(only(await broken((b) => setU16(b, data + 10, 3)), 'parkan.msh-node-slot-index')).toMatchObject({
      offset: data + 10,
      length: 2,
    });
  });
  it('slot face range', async () => {
    const { data } = entryOfType(smallMsh(), 2);
    const slot2 = data + 0x8c + 2 * 68;
    expect(only(await broken((b) => setU16(b, slot2 + 2, 7)), 'parkan.msh-slot-face-range')).toMatchObject({
      offset: slot2,
      length: 4,
    });
  });
  it('face vertex index', async () => {
    const { data } = entryOfType(smallMsh(), 21);
    const at = data + 4 * 28 + 10;
    expect(only(await broken((b) => setU16(b, at, 16)), 'parkan.face-vertex-index')).toMatchObject({
      offset: at,
      length: 2,
      severity: 'error',
    });
  });
  it('face neighbour index (0xFFFF is no neighbour)', async () => {
    const { data } = entryOfType(smallMsh(), 21);
    const at = data + 4 * 28 + 18;
    expect(only(await broken((b) => setU16(b, at, 18)), 'parkan.face-neighbour-index')).toMatchObject({
      offset: at,
      length: 2,
    });
    expect(await broken((b) => setU16(b, at, 0xffff))).toEqual([]);
  });
});

describe('Land.msh damage', () => {
  it('every truncation gives a partial tree plus the header and missing-entry errors, never a throw', async () => {
    const b = smallMsh();
    for (let n = 0; n < b.length; n++)
      expectTruncated(await check(NAME, b.subarray(0, n)), n, 'parkan.msh-missing-type');
  });
  it('absurd sizes and counts neither allocate nor hang', async () => {
    for (const type of [1, 2, 3, 21]) {
      const at = entryOfType(smallMsh(), type).entry;
      const d = await broken((b) => {
        setU32(b, at + 12, 0x7fffffff);
        setU32(b, at + 4, 0xffffffff);
      });
      expect(only(d, 'parkan.nres-payload-range').offset).toBe(at + 56);
    }
  });
});
