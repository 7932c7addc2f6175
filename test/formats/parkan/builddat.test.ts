import { describe, expect, it } from 'vitest';
import { buildDatCodec } from '../../../src/formats/parkan';
import { CATEGORY_MASKS } from '../../../src/formats/parkan/builddat/categories';
import { writeBuildDat } from '../../../src/formats/parkan/builddat/encode';
import { encodeLatin1 } from '../../../src/core/text';
import { expectSameBytes, only } from '../../helpers/invariants';
import { check, codes } from './fixtures';

const NAME = 'BuildDat.lst';
const lst = (text: string) => encodeLatin1(text);

describe('BuildDat.lst', () => {
  const example =
    '// comment\r\nBunker_Small 2\r\n  "UNITS\\BUILDS\\BUNKER\\sbunk01.dat"\r\n  "UNITS\\BUILDS\\BUNKER\\sbunk02.dat"\r\n\r\nGenerator 1\r\n  "UNITS\\BUILDS\\GENER\\gener01.dat"\r\n';

  it('parses the spec example into sections of paths, and round-trips', async () => {
    const b = lst(example);
    expect(await check(NAME, b)).toEqual([]);
    const d = buildDatCodec.decode(b, { fileName: NAME });
    const root = d.root;
    expect(root.child(0).type).toBe('Comment');
    const bunker = root.child(1);
    expect([bunker.name, bunker.offset, bunker.display]).toEqual(['Bunker_Small', 12, '2 of 2 paths']);
    expect(bunker.child(0).child(0).display).toBe('Bunker_Small, mask 0x80010000');
    const path = bunker.child(1).child(1);
    expect([path.value, path.offset, path.length]).toEqual(['UNITS\\BUILDS\\BUNKER\\sbunk01.dat', 30, 33]);
    expectSameBytes(buildDatCodec.encode(d.model!), b);
  });

  it('knows the 12 categories and their masks from the seed', () => {
    expect(CATEGORY_MASKS.size).toBe(12);
    expect(CATEGORY_MASKS.get('MainTeleport')).toBe(0x80000200);
    expect(CATEGORY_MASKS.get('Tower_Large')).toBe(0x80200000);
    expect(CATEGORY_MASKS.get('Bunker_Medium')).toBe(0x80020000);
  });

  it('the writer produces what the grammar accepts', async () => {
    const b = writeBuildDat(
      [
        { category: 'Mine', paths: ['A/b.dat', 'c-d_e.dat'] },
        { category: 'Plant', paths: [] },
      ],
      'x',
    );
    expect(new TextDecoder().decode(b)).toBe('// x\r\nMine 2\r\n  "A/b.dat"\r\n  "c-d_e.dat"\r\nPlant 0\r\n');
    expect(await check(NAME, b)).toEqual([]);
  });
});

describe('BuildDat.lst rules (line and column in the message)', () => {
  it('unknown category (case-sensitive)', async () => {
    const d = only(await check(NAME, lst('Mine 0\nbunker_small 1\n"a"\n')), 'parkan.builddat-unknown-category');
    expect(d).toMatchObject({ offset: 7, length: 12, severity: 'error' });
    expect(d.message).toContain('line 2, column 1');
  });
  it('a path outside any section', async () => {
    const d = only(await check(NAME, lst('  "a.dat"\n')), 'parkan.builddat-unknown-category');
    expect(d).toMatchObject({ offset: 2, length: 7 });
    expect(d.message).toContain('line 1, column 3');
  });
  it('missing count', async () => {
    const d = only(await check(NAME, lst('Generator\n')), 'parkan.builddat-count');
    expect(d).toMatchObject({ offset: 0, length: 9 });
  });
  it('count not a non-negative integer', async () => {
    const d = only(await check(NAME, lst('Generator -1\n"a"\n')), 'parkan.builddat-count');
    expect(d).toMatchObject({ offset: 10, length: 2 });
    expect(d.message).toContain('line 1, column 11');
  });
  it('extra fields', async () => {
    const d = only(await check(NAME, lst('Mine 1 2  3\n"a"\n')), 'parkan.builddat-extra-fields');
    expect(d).toMatchObject({ offset: 7, length: 4 });
    expect(d.message).toContain('line 1, column 8');
  });
  it('short section before the next header and at the end of the file', async () => {
    const d = await check(NAME, lst('Mine 2\n"a"\nPlant 3\n"b"\n'));
    const short = d.filter((x) => x.code === 'parkan.builddat-short-section');
    expect(short.map((x) => [x.offset, x.length])).toEqual([
      [5, 1],
      [17, 1],
    ]);
    expect(short[0].message).toContain('line 1, column 6');
    expect(short[1].message).toContain('line 3, column 7');
  });
  it('unquoted path', async () => {
    const d = only(await check(NAME, lst('Mine 1\r\n  a.dat  \r\n')), 'parkan.builddat-unquoted-path');
    expect(d).toMatchObject({ offset: 10, length: 5 });
    expect(d.message).toContain('line 2, column 3');
  });
  it('disallowed character and empty path', async () => {
    const d = only(await check(NAME, lst('Mine 1\n"ab c"\n')), 'parkan.builddat-path-chars');
    expect(d).toMatchObject({ offset: 10, length: 1 });
    expect(d.message).toContain('line 2, column 4');
    expect(only(await check(NAME, lst('Mine 1\n""\n')), 'parkan.builddat-path-chars')).toMatchObject({
      offset: 7,
      length: 2,
    });
  });
  it('skips blank and comment lines inside sections', async () => {
    expect(codes(await check(NAME, lst('Mine 2\n\n// x\n"a"\n   \n"b"\n')))).toEqual([]);
  });
  it('any text, cut anywhere, gives a well-formed tree', async () => {
    const text = lst('// c\r\nMine 2\r\n "a"\r\nbad line here\r\n"x y"\r\nPlant q\r\n');
    for (let n = 0; n <= text.length; n++) await check(NAME, text.subarray(0, n));
  });
});
