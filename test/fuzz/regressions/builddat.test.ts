// Fuzz findings in the BuildDat.lst codec.
import { describe, expect, it } from 'vitest';
import { formatById } from '../../../src/formats';
import { encodeLatin1 } from '../../../src/core/text';
import { checkInput } from '../properties';

describe('builddat fuzz regressions', () => {
  // 0xA0 is a no-break space in Latin-1: JavaScript's \s takes it, the format's line reader does not.
  it.each([
    ['a line of one 0xA0 byte after a section', 'Bunker_Medium 2\r\n \xa0'],
    ['a header whose only field is 0xA0', '\xa0\r\n'],
  ])('%s decodes without throwing and keeps every property', async (_, text) => {
    const failures = await checkInput(formatById('builddat')!, encodeLatin1(text), { fileName: 'BuildDat.lst' });
    expect(failures).toEqual([]);
  });
});
