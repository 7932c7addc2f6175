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
});
