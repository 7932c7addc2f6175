// Fuzz findings in the NRes container (Parkan Land.msh / Land.map). Each fails until the codec is fixed.
import { describe, expect, it } from 'vitest';
import { formatById } from '../../../src/formats';
import { writeNRes } from '../../../src/formats/parkan/nres/encode';
import { checkInput } from '../properties';
import { replay } from './replay';

describe('nres fuzz regressions', () => {
  it('a Land.msh truncated before its directory decodes without throwing (was: RangeError Invalid array length)', async () => {
    const r = await replay('nres', 'generated:parkan/Land.msh', 1, 9);
    expect(r.recipe).toEqual(['truncate 1523264 -> 716433']);
    expect(r.failures).toEqual([]);
  });

  it('a Land.map whose data region was spliced shorter decodes without throwing', async () => {
    const r = await replay('nres', 'generated:parkan/Land.map', 1, 596);
    expect(r.recipe).toEqual(['splice [2328+136] over [16+622600]']);
    expect(r.failures).toEqual([]);
  });

  // Entry counts raised so hundreds of payloads overlap (shadows): the tree tiles, and sampled tiling checks must
  // resume after the skipped middle at a real child, not at a shadow's offset.
  it('a Land.map whose directory overlaps payloads tiles (found: seed 1008434838 mutant 156)', async () => {
    const r = await replay('nres', 'generated:parkan/Land.map', 1008434838, 156);
    expect(r.recipe[0]).toBe('delete 62 bytes @562580');
    expect(r.failures).toEqual([]);
  });

  it('a second such Land.map tiles (found: seed 1008569579 mutant 34)', async () => {
    const r = await replay('nres', 'generated:parkan/Land.map', 1008569579, 34);
    expect(r.recipe[0]).toBe('flip @1923 66 -> 32');
    expect(r.failures).toEqual([]);
  });
});

describe('nres magic fix fuzz regressions', () => {
  // Found: run seed 1, mutants 157, 331, 393 and 397 of the generated Land.msh (a changed magic byte, a huge entry
  // count and total_size, the directory spliced away): the magic fix re-encoded the archive, which wrote the file
  // size into total_size and added parkan.nres-directory-range or parkan.nres-payload-range. Rebuilt on a one-entry
  // archive followed by bytes that are no directory.
  it('a damaged magic with a wrong total_size that has no fix: the fix adds no error', async () => {
    const archive = writeNRes([
      { typeId: 0x4d584554, attr1: 1, attr2: 2, attr3: 3, name: 'b', payload: new Uint8Array([1, 2, 3]) },
    ]);
    const bytes = new Uint8Array(archive.length + 7).fill(0x41);
    bytes.set(archive);
    const v = new DataView(bytes.buffer);
    bytes[2] = 0x64; // "NRes" -> "NRds"
    v.setInt32(8, 90528, true);
    v.setUint32(12, 15007744, true);
    expect(await checkInput(formatById('nres')!, bytes, { fileName: 'Land.msh' })).toEqual([]);
  });
});
