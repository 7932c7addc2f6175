// Fuzz findings in the NRes container (Parkan Land.msh / Land.map). Each fails until the codec is fixed.
import { describe, expect, it } from 'vitest';
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
