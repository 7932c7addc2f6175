import { describe, expect, it } from 'vitest';
import { nresCodec } from '../../../src/formats/parkan';
import { canonicalPermutation, compareNames, findByName } from '../../../src/formats/parkan/nres/names';
import { writeNRes } from '../../../src/formats/parkan/nres/encode';
import { encodeLatin1 } from '../../../src/core/text';
import { generateParkan } from '../../../src/formats/parkan/generate';
import { applyFixes } from '../../../src/fix/apply';
import { expectFixRestores, expectRootCause } from '../../helpers/fixes';
import { expectSameBytes, only } from '../../helpers/invariants';
import { check, codes, entryAt, setI32, setU32, u32 } from './fixtures';

const fourcc = (s: string) => u32(encodeLatin1(s), 0);

/** Two payloads: "b" (3 bytes) and "A" (8 bytes), FourCC types. */
function twoEntries(): Uint8Array {
  return writeNRes([
    { typeId: fourcc('TEXM'), attr1: 1, attr2: 2, attr3: 3, name: 'b', payload: new Uint8Array([1, 2, 3]) },
    {
      typeId: fourcc('MAT0'),
      attr1: 0,
      attr2: 0,
      attr3: 0,
      name: 'A',
      payload: new Uint8Array([9, 9, 9, 9, 9, 9, 9, 9]),
    },
  ]);
}

const NAME = 'test.lib';

describe('canonical NRes writer', () => {
  it('lays out the header, 8-aligned payloads, the directory and the sort table as the spec says', () => {
    const b = twoEntries();
    // 16 header + 3 payload + 5 pad + 8 payload = 32, then 2 x 64 directory.
    expect(b.length).toBe(160);
    expect([...b.subarray(0, 4)]).toEqual([0x4e, 0x52, 0x65, 0x73]);
    expect([u32(b, 4), u32(b, 8), u32(b, 12)]).toEqual([0x100, 2, 160]);
    expect([...b.subarray(16, 32)]).toEqual([1, 2, 3, 0, 0, 0, 0, 0, 9, 9, 9, 9, 9, 9, 9, 9]);
    const e0 = 32;
    const e1 = 96;
    expect([u32(b, e0), u32(b, e0 + 4), u32(b, e0 + 8), u32(b, e0 + 12), u32(b, e0 + 16)]).toEqual([
      fourcc('TEXM'),
      1,
      2,
      3,
      3,
    ]);
    expect(b[e0 + 20]).toBe(0x62);
    expect([...b.subarray(e0 + 21, e0 + 56)].every((x) => x === 0)).toBe(true);
    expect([u32(b, e0 + 56), u32(b, e1 + 56)]).toEqual([16, 24]);
    // Sorted by name without case: "A" (entry 1) then "b" (entry 0).
    expect([u32(b, e0 + 60), u32(b, e1 + 60)]).toEqual([1, 0]);
  });

  it('validates clean and round-trips', async () => {
    const b = twoEntries();
    expect(await check(NAME, b)).toEqual([]);
    const d = nresCodec.decode(b, { fileName: NAME });
    expectSameBytes(nresCodec.encode(d.model!), b);
    const names = [...Array(d.root.childCount).keys()]
      .map((i) => d.root.child(i))
      .map((n) => [n.name, n.offset, n.length]);
    expect(names).toEqual([
      ['header', 0, 16],
      ['payload [0]', 16, 3],
      ['padding', 19, 5],
      ['payload [1]', 24, 8],
      ['directory', 32, 128],
    ]);
  });
});

describe('name lookup like the engine', () => {
  const names = ['Land', 'alpha', 'Beta', 'gamma'].map(encodeLatin1);
  const sortIndex = canonicalPermutation(names);
  it('sorts case-insensitively and stably', () => {
    expect([...sortIndex]).toEqual([1, 2, 3, 0]);
    expect(compareNames(encodeLatin1('ABC'), encodeLatin1('abc'))).toBe(0);
    expect([...canonicalPermutation(['Land', 'land', 'LAND'].map(encodeLatin1))]).toEqual([0, 1, 2]);
  });
  it('finds every name by binary search through sort_index, ignoring case', () => {
    names.forEach((n, i) => expect(findByName(names, sortIndex, n)).toBe(i));
    expect(findByName(names, sortIndex, encodeLatin1('GAMMA'))).toBe(3);
    expect(findByName(names, sortIndex, encodeLatin1('delta'))).toBe(-1);
  });
  it('falls back to a linear scan when a sort index is out of range', () => {
    const broken = Uint32Array.from([1, 99, 3, 0]);
    expect(findByName(names, broken, encodeLatin1('Land'))).toBe(0);
  });
  it('misses a name when the permutation is wrong but in range (binary search only)', () => {
    const wrong = Uint32Array.from([3, 2, 1, 0]);
    expect(findByName(names, wrong, encodeLatin1('alpha'))).toBe(-1);
  });
});

describe('NRes rules', () => {
  it('magic', async () => {
    const b = twoEntries();
    b[0] = 0x58;
    expect(only(await check(NAME, b), 'parkan.nres-magic')).toMatchObject({ offset: 0, length: 4 });
  });
  it('version', async () => {
    const b = twoEntries();
    setU32(b, 4, 0x200);
    expect(only(await check(NAME, b), 'parkan.nres-version')).toMatchObject({
      offset: 4,
      length: 4,
      severity: 'error',
    });
  });
  it('negative entry count (an empty archive: no directory elsewhere to find)', async () => {
    const b = writeNRes([]);
    setI32(b, 8, -1);
    expect(only(await check(NAME, b), 'parkan.nres-entry-count')).toMatchObject({ offset: 8, length: 4 });
  });
  it('total size', async () => {
    const b = new Uint8Array(168);
    b.set(twoEntries());
    const d = await check(NAME, b);
    expect(only(d, 'parkan.nres-total-size')).toMatchObject({ offset: 12, length: 4 });
    expect(codes(d)).toEqual(['parkan.nres-total-size']);
  });
  it('directory range, without allocating for an absurd count', async () => {
    const b = writeNRes([]);
    setI32(b, 8, 0x7fffffff);
    expect(only(await check(NAME, b), 'parkan.nres-directory-range')).toMatchObject({ offset: 8, length: 8 });
  });
  it('payload range', async () => {
    const b = twoEntries();
    setU32(b, entryAt(b, 0) + 56, 32);
    expect(only(await check(NAME, b), 'parkan.nres-payload-range')).toMatchObject({
      offset: entryAt(b, 0) + 56,
      length: 4,
    });
  });
  it('payload overlap', async () => {
    const b = twoEntries();
    setU32(b, entryAt(b, 1) + 56, 16);
    expect(only(await check(NAME, b), 'parkan.nres-payload-overlap')).toMatchObject({
      offset: entryAt(b, 1) + 56,
      length: 4,
      severity: 'error',
    });
  });
  it('unterminated name', async () => {
    const b = twoEntries();
    b.fill(0x41, entryAt(b, 1) + 20, entryAt(b, 1) + 56);
    expect(only(await check(NAME, b), 'parkan.nres-name-unterminated')).toMatchObject({
      offset: entryAt(b, 1) + 20,
      length: 36,
    });
  });
  it('sort index', async () => {
    const b = twoEntries();
    setU32(b, entryAt(b, 0) + 60, 0);
    setU32(b, entryAt(b, 1) + 60, 1);
    const d = (await check(NAME, b)).filter((x) => x.code === 'parkan.nres-sort-index');
    expect(d.map((x) => [x.offset, x.length, x.severity])).toEqual([
      [entryAt(b, 0) + 60, 4, 'warning'],
      [entryAt(b, 1) + 60, 4, 'warning'],
    ]);
  });
  it('payload alignment', async () => {
    const b = twoEntries();
    setU32(b, entryAt(b, 0) + 56, 17);
    expect(only(await check(NAME, b), 'parkan.nres-payload-alignment')).toMatchObject({
      offset: entryAt(b, 0) + 56,
      length: 4,
      severity: 'warning',
    });
  });
  it('non-zero padding', async () => {
    const b = twoEntries();
    b[21] = 7;
    expect(only(await check(NAME, b), 'parkan.nres-padding-nonzero')).toMatchObject({
      offset: 19,
      length: 5,
      severity: 'warning',
    });
  });
  it('unreferenced bytes (kept by encode)', async () => {
    const b = twoEntries();
    setU32(b, entryAt(b, 0) + 12, 0);
    const d = await check(NAME, b);
    expect(only(d, 'parkan.nres-unreferenced-bytes')).toMatchObject({ offset: 16, length: 8, severity: 'info' });
    expectSameBytes(nresCodec.encode(nresCodec.decode(b, { fileName: NAME }).model!), b);
  });
});

describe('NRes damage', () => {
  it('a truncated archive at any length gives a partial tree and diagnostics, never a throw', async () => {
    const b = twoEntries();
    for (let n = 0; n < b.length; n++) {
      const d = await check(NAME, b.subarray(0, n));
      expect(d.some((x) => x.severity === 'error')).toBe(true);
    }
  });
  it('keeps the directory entries that survive when total_size points past the end', async () => {
    const b = twoEntries().subarray(0, 150);
    const d = await check(NAME, b);
    expect(only(d, 'core.truncated')).toMatchObject({ offset: 96, length: 54 });
    expect(nresCodec.decode(b, { fileName: NAME }).model!.archive.entries).toHaveLength(1);
  });
});

describe('NRes root causes and fixes', () => {
  const land = (name: string) => generateParkan(1).find((f) => f.name === name)!;

  it.each([
    ['Land.msh', 1000],
    ['Land.msh', 3],
    ['Land.msh', -3],
    ['Land.map', 1000],
  ])('parkan.nres-entry-count-wrong: %s with entry count %i is one error, fixed back', async (name, count) => {
    const original = land(name).bytes;
    const damaged = original.slice();
    setI32(damaged, 8, count);
    await expectRootCause(name, damaged, 'parkan.nres-entry-count-wrong', [8, 4], { max: 1 });
    await expectFixRestores({ name, damaged, original, code: 'parkan.nres-entry-count-wrong', range: [8, 4] });
  });

  it('parkan.nres-magic: the fix writes "NRes" back', async () => {
    const original = land('Land.map').bytes;
    const damaged = original.slice();
    damaged[1] = 0x58;
    await expectFixRestores({ name: 'Land.map', damaged, original, code: 'parkan.nres-magic', range: [0, 4] });
  });

  it('parkan.nres-magic: the fix writes only the magic when total_size is wrong with no fix of its own', async () => {
    // Bytes after the directory: it no longer ends the file, so total_size (1000) is wrong but not settled by the
    // file. Re-encoding the archive would have written the file size there and put the directory before offset 16.
    const archive = twoEntries();
    const damaged = new Uint8Array(archive.length + 7).fill(0x41);
    damaged.set(archive);
    damaged[2] = 0x64;
    setI32(damaged, 8, 3);
    setU32(damaged, 12, 1000);
    const found = (d: { code: string; offset: number; length: number; fix?: unknown }[]) =>
      d.map((x) => [x.code, x.offset, x.length, x.fix !== undefined]);
    expect(found(await check(NAME, damaged))).toEqual([
      ['parkan.nres-magic', 0, 4, true],
      ['parkan.nres-total-size', 12, 4, false],
      ['parkan.nres-unreferenced-bytes', 16, damaged.length - 16, false],
      ['core.truncated', damaged.length, 0, false],
    ]);
    const fixed = await applyFixes(NAME, damaged, { format: nresCodec });
    expect(fixed.applied.map((f) => f.code)).toEqual(['parkan.nres-magic']);
    const expected = damaged.slice();
    expected[2] = 0x65;
    expectSameBytes(fixed.bytes, expected);
    expect(found(fixed.analysis.diagnostics).map((x) => x[0])).toEqual([
      'parkan.nres-total-size',
      'parkan.nres-unreferenced-bytes',
      'core.truncated',
    ]);
  });

  it('parkan.nres-total-size: a wrong total_size is one error; the directory ends the file; fixed back', async () => {
    const original = land('Land.msh').bytes;
    const damaged = original.slice();
    setU32(damaged, 12, original.length + 5);
    await expectRootCause('Land.msh', damaged, 'parkan.nres-total-size', [12, 4], { max: 1 });
    await expectFixRestores({ name: 'Land.msh', damaged, original, code: 'parkan.nres-total-size', range: [12, 4] });
  });

  it('a damaged payload offset stays its own error: no other directory reads, no fix', async () => {
    const b = twoEntries();
    setU32(b, entryAt(b, 0) + 56, 32);
    expect(only(await check(NAME, b), 'parkan.nres-payload-range').fix).toBeUndefined();
  });
});
