// The generator: valid maps with their tile files, byte-identical through decode and encode, tile files that stay
// the same size whatever the scale.
import { sectionBytes } from '../../../src/core/byte-source';
import { describe, expect, it } from 'vitest';
import { familyById } from '../../../src/formats';
import { smfFormat, smtFormat } from '../../../src/formats/smf';
import { GeneratedFile } from '../../../src/core/format';
import { MINIMAP_SIZE, sectionGrids, tileIndexCount } from '../../../src/formats/smf/layout';
import { check, expectSameBytes, i32, siblings } from './fixtures';

function generated(scale: number) {
  const files = familyById('smf')!.generate(scale);
  const table = Object.fromEntries(files.map((f) => [f.name.split('/').pop()!, f.bytes]));
  return { files, smf: files[0], table };
}

describe('smf generator', () => {
  it.each([1, 2])('scale %i: a map of 128*scale squares and its two tile files, all valid', async (scale) => {
    const { files, smf, table } = generated(scale);
    expect(files.map((f) => f.name)).toEqual([
      `generated-${128 * scale}x${128 * scale}.smf`,
      `generated-${128 * scale}x${128 * scale}.smt`,
      `generated-${128 * scale}x${128 * scale}-detail.smt`,
    ]);
    expect([i32(smf.bytes, 24), i32(smf.bytes, 28)]).toEqual([128 * scale, 128 * scale]);
    expect(await check(smf.bytes, { siblings: siblings(table) })).toEqual([]);
    for (const f of files.slice(1)) expect(await check(f.bytes, { name: f.name })).toEqual([]);
  });

  it('writes what the encoder writes back byte for byte', () => {
    const { files } = generated(1);
    const smf = smfFormat.decode(files[0].bytes);
    expectSameBytes(smfFormat.encode(smf.model!), files[0].bytes);
    const smt = smtFormat.decode(files[1].bytes);
    expectSameBytes(smtFormat.encode(smt.model!), files[1].bytes);
  });

  it('fills every section: grass, features, tile indices spread over both tile files', () => {
    const m = smfFormat.decode(generated(1).files[0].bytes).model!;
    const grids = sectionGrids(m.header);
    expect(m.grassMap?.length).toBe(grids.grassMap.width * grids.grassMap.height);
    expect(m.features!.typeNames.length).toBeGreaterThan(1);
    expect(m.features!.numFeatures).toBe(64);
    const indices = new Int32Array(sectionBytes(m.tiles!.indices).slice().buffer);
    expect(indices.length).toBe(tileIndexCount(m.header));
    expect(Math.max(...indices)).toBe(m.tiles!.numTiles - 1);
    expect(m.tiles!.files.map((f) => f.name)).toEqual(['generated-128x128.smt', 'maps/generated-128x128-detail.smt']);
  });

  it('keeps the tile files the same size at a larger scale (tiles are reused)', () => {
    const small = generated(1).files;
    const large = generated(4).files;
    expect(large.slice(1).map((f) => f.bytes.length)).toEqual(small.slice(1).map((f) => f.bytes.length));
    const m = smfFormat.decode(large[0].bytes).model!;
    expect([m.header.mapx, m.heightMap!.length, m.tiles!.numTiles]).toEqual([512, 513 * 513 * 2, 256]);
  });
});

describe('smf generator layouts', () => {
  const variants = familyById('smf')!.variants!();
  const decoded = (group: GeneratedFile[]) => smfFormat.decode(group[0].bytes).model!;

  it.each(variants.map((g) => [g[0].name, g]))(
    '%s: valid with its tile files, and written back byte for byte',
    async (_, group) => {
      const table = Object.fromEntries(group.map((f) => [f.name, f.bytes]));
      expect(await check(group[0].bytes, { siblings: siblings(table) })).toEqual([]);
      expectSameBytes(smfFormat.encode(decoded(group)), group[0].bytes);
      for (const f of group.slice(1)) {
        expect(await check(f.bytes, { name: f.name })).toEqual([]);
        expectSameBytes(smtFormat.encode(smtFormat.decode(f.bytes).model!), f.bytes);
      }
    },
  );

  it('cover no grass, vegetation size fields 4 and 16388, a none header, the minimap last, one tile file', () => {
    const models = variants.map(decoded);
    const extra = models.map((m) => m.extraHeaders.map((h) => [h.type, h.size]));
    expect(extra).toEqual([
      [],
      [[1, 4]],
      [
        [0, 8],
        [1, 16388],
      ],
    ]);
    expect(models.map((m) => m.grassMap !== undefined)).toEqual([false, true, true]);
    const minimapLast = models.map((m) => m.header.minimapPtr + MINIMAP_SIZE === m.size);
    expect(minimapLast).toEqual([true, true, false]);
    expect(models.map((m) => m.tiles!.files.length)).toEqual([1, 2, 1]);
    expect(variants.map((g) => g.length)).toEqual([2, 3, 2]);
  });
});
