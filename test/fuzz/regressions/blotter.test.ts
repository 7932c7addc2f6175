// Fuzz findings in the Logic World (Blotter) codec.
import { describe, expect, it } from 'vitest';
import { replay } from './replay';

describe('blotter fuzz regressions', () => {
  // Bytes inserted among the wire records misalign every record after them: each then names missing components,
  // and removing them one by one was offered as a fix, 64 rounds of deleting wires without settling.
  it.each([
    ['generated:blotter/world.logicworld', 12, 'insert 32 bytes @64090'],
    ['generated:blotter/legacy-v6.logicworld', 25, undefined],
  ])('%s mutant %i: fixes settle and add no error', async (label, index, recipe) => {
    const r = await replay('blotter', label, 7, index);
    if (recipe) expect(r.recipe).toEqual([recipe]);
    expect(r.failures).toEqual([]);
  });
});
