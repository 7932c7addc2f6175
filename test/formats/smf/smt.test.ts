// The .smt tile file: header rules with exact ranges, the tile count taken from the file size, round trips.
import { describe, expect, it } from 'vitest';
import { nodeAt } from '../../../src/core/tree';
import { smtFormat } from '../../../src/formats/smf';
import { only } from '../../helpers/invariants';
import { buildSmt, check, codes, expectSameBytes } from './fixtures';

const range = (d: { offset: number; length: number }) => [d.offset, d.length];
const smt = (bytes: Uint8Array) => check(bytes, { name: 'test.smt' });

describe('SMT tile file', () => {
  it('a valid file: header, then tiles of 4 DXT1 mip levels', async () => {
    const bytes = buildSmt(3);
    expect(await smt(bytes)).toEqual([]);
    const root = smtFormat.decode(bytes).root;
    const tile = nodeAt(root, [1, 2])!;
    expect([tile.offset, tile.length, tile.childCount]).toEqual([32 + 2 * 680, 680, 4]);
    expect([0, 1, 2, 3].map((i) => tile.child(i).length)).toEqual([512, 128, 32, 8]);
  });

  it.each([
    ['smt.magic', { magic: 'spring tilefilX\0' }, [0, 16]],
    ['smt.version', { version: 2 }, [16, 4]],
    ['smt.tile-size', { tileSize: 16 }, [24, 4]],
    ['smt.compression', { compressionType: 0 }, [28, 4]],
  ])('%s is an error on its field', async (code, edit, at) => {
    const d = only(await smt(buildSmt(2, edit)), code);
    expect([d.severity, ...range(d)]).toEqual(['error', ...at]);
  });

  it('smt.tile-count: a header count that disagrees with the file is only a warning (real files say 0)', async () => {
    const d = only(await smt(buildSmt(5, { numTiles: 0 })), 'smt.tile-count');
    expect([d.severity, ...range(d)]).toEqual(['warning', 20, 4]);
  });

  it('smt.partial-tile: the bytes after the last whole tile', async () => {
    const bytes = buildSmt(2, {}, 100);
    const d = await smt(bytes);
    expect(range(only(d, 'smt.partial-tile'))).toEqual([32 + 2 * 680, 100]);
    expect(codes(d)).toEqual(['smt.partial-tile']);
    expectSameBytes(smtFormat.encode(smtFormat.decode(bytes).model!), bytes);
  });

  it('a header cut short is a truncation, with no model to write back', async () => {
    const bytes = buildSmt(1).subarray(0, 20);
    expect(codes(await smt(bytes))).toEqual(['core.truncated']);
    expect(smtFormat.decode(bytes).model).toBeUndefined();
  });

  it('round-trips, whatever the header says', () => {
    for (const bytes of [buildSmt(0), buildSmt(4, { numTiles: 0, version: 9 })]) {
      expectSameBytes(smtFormat.encode(smtFormat.decode(bytes).model!), bytes);
    }
  });
});
