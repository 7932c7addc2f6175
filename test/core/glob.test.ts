import { describe, expect, it } from 'vitest';
import { matchesPattern } from '../../src/core/glob';

describe('matchesPattern', () => {
  it('matches extension and any-folder base-name patterns without regard to case', () => {
    expect(matchesPattern('/maps/Delta.SMF', '*.smf')).toBe(true);
    expect(matchesPattern('C:\\game\\LAND.MSH', '**/Land.msh')).toBe(true);
    expect(matchesPattern('/x/Land.msh.bak', '**/Land.msh')).toBe(false);
    expect(matchesPattern('/x/island.msh', '**/Land.msh')).toBe(false);
    expect(matchesPattern('a.b+c.eu7', '*.eu7')).toBe(true);
  });
});
