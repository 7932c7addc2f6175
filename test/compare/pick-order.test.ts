import { describe, expect, it } from 'vitest';
import { sameFormatFirst } from '../../src/compare/pick-order';

const patterns = ['*.smf', '*.smt', '*.logicworld', '*.eu7', '**/Land.msh'];

describe('sameFormatFirst', () => {
  it('lists files of the first file’s format before the others, each group by path', () => {
    const files = ['/w/z.eu7', '/w/world.logicworld', '/w/maps/b.smf', '/w/a.SMF', '/w/maps/b.smt'];
    expect(sameFormatFirst('/w/maps/island.smf', files, (f) => f, patterns)).toEqual([
      '/w/a.SMF',
      '/w/maps/b.smf',
      '/w/maps/b.smt',
      '/w/world.logicworld',
      '/w/z.eu7',
    ]);
    expect(sameFormatFirst('/w/x/Land.msh', ['/w/a.smf', '/w/y/Land.msh'], (f) => f, patterns)).toEqual([
      '/w/y/Land.msh',
      '/w/a.smf',
    ]);
  });

  it('keeps path order for a file no format claims', () => {
    expect(sameFormatFirst('/w/notes.txt', ['/w/b.smf', '/w/a.eu7'], (f) => f, patterns)).toEqual([
      '/w/a.eu7',
      '/w/b.smf',
    ]);
  });
});
