// The real map in ../shared/samples/smf (written by a map compiler, not by us): decodes without errors, shows the
// values a mapper expects, and round-trips byte for byte, writer quirks included.
import { expect, it } from 'vitest';
import { siblingsOf } from '../../../src/cli/main';
import { nodeAt } from '../../../src/core/tree';
import { smfFormat, smtFormat } from '../../../src/formats/smf';
import { describeSamples, readBytes, samplePath } from '../../helpers/samples';
import { check, codes, errors, expectSameBytes, siblings } from './fixtures';
import { readingText } from '../../../src/core/describe';

describeSamples('smf', 'real Spring map sample', () => {
  const smf = () => readBytes(samplePath('smf', 'data.smf'));
  const smt = () => readBytes(samplePath('smf', 'data.smt'));

  it('data.smf decodes and validates without errors', async () => {
    const d = await check(smf(), { siblings: siblingsOf(samplePath('smf', 'data.smf')) });
    expect(errors(d)).toEqual([]);
    // The map names "mapdev-stage1.smt", which is not next to it under that name.
    expect(codes(d)).toEqual(['smf.smt-missing']);
  });

  it('data.smf with its tile file next to it under the stored name: nothing to report', async () => {
    expect(await check(smf(), { siblings: siblings({ 'mapdev-stage1.smt': smt() }) })).toEqual([]);
  });

  it('data.smt decodes without diagnostics', async () => {
    expect(await check(smt(), { name: 'data.smt' })).toEqual([]);
  });

  it('round-trips both files byte for byte', () => {
    for (const [codec, bytes] of [
      [smfFormat, smf()],
      [smtFormat, smt()],
    ] as const) {
      const d = codec.decode(bytes);
      expectSameBytes(codec.encode(d.model as never), bytes);
    }
  });

  it('keeps the writer quirks: a vegetation header of size 4, grass before the minimap, a 16-byte gap', () => {
    const d = smfFormat.decode(smf());
    const m = d.model!;
    expect(m.extraHeaders).toEqual([{ size: 4, type: 1, grassPtr: 92 }]);
    const top = [...Array(d.root.childCount).keys()].map((i) => d.root.child(i));
    expect(top.map((n) => n.name)).toEqual([
      'header',
      'extraHeaders',
      'grassMap',
      'minimap',
      'gap',
      'heightMap',
      'typeMap',
      'metalMap',
      'features',
      'tiles',
    ]);
    expect(m.kept.map((k) => [k.offset, k.bytes.length])).toEqual([[703236, 16]]);
  });

  it('shows the map the way a mapper reads it', () => {
    const root = smfFormat.decode(smf()).root;
    expect(readingText(root)).toBe('Spring map, 256x256 squares (4x4 smu)');
    expect(readingText(nodeAt(root, [0, 3])!)).toBe('256 squares = 4 smu, 2048 elmos');
    expect(readingText(nodeAt(root, [1, 0])!)).toBe('vegetation (grass map), size 4');
    const minimap = nodeAt(root, [3])!;
    expect(minimap.childCount).toBe(9);
    expect(readingText(minimap.child(8))).toBe('mip 8: 4x4 DXT1, 1 block');
    const tiles = nodeAt(root, [9])!;
    expect(readingText(nodeAt(tiles, [2, 0])!)).toBe('tiles 0..4017 in mapdev-stage1.smt');
    expect(readingText(nodeAt(root, [5])!)).toMatch(/^257x257 heights, raw \d+\.\.\d+ = /);
  });
});
