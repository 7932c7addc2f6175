import { describe, expect, it } from 'vitest';
import { escapeData, escapeProperty } from '../../src/cli/validate/github';

describe('GitHub workflow command escaping', () => {
  it('escapes %, CR and LF in messages', () => {
    expect(escapeData('50% done\r\nnext: a, b')).toBe('50%25 done%0D%0Anext: a, b');
  });
  it('also escapes : and , in property values', () => {
    expect(escapeProperty('C:\\maps\\a,b%.smf\n')).toBe('C%3A\\maps\\a%2Cb%25.smf%0A');
  });
});
