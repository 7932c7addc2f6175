import { describe, expect, it } from 'vitest';
import { matchesPattern } from '../../src/core/glob';
import { formats } from '../../src/formats';
import { selectBySize, workspaceGlob } from '../../src/workspace/file-selection';

describe('workspaceGlob', () => {
  it('puts every registered pattern under **/ in one brace glob, each once', () => {
    expect(workspaceGlob(['*.smf', '**/Land.msh', '*.smt', '*.smf'])).toBe('{**/*.smf,**/*.smt,**/Land.msh}');
    expect(workspaceGlob(['*.eu7'])).toBe('**/*.eu7');
  });

  it('covers the registry: a file every format claims by name is matched by one of the glob’s parts', () => {
    const glob = workspaceGlob(formats.flatMap((f) => f.patterns));
    const parts = glob.slice(1, -1).split(',');
    for (const name of ['a.smf', 'b.smt', 'w.logicworld', 'x.partialworld', 'Land.msh', 'BuildDat.lst', 's.eu7v2'])
      expect(
        parts.some((p) => matchesPattern(name, p)),
        name,
      ).toBe(true);
    expect(parts.some((p) => matchesPattern('notes.txt', p))).toBe(false);
  });
});

describe('selectBySize', () => {
  const files = [
    { uri: 'a', size: 10 },
    { uri: 'b', size: 11 },
    { uri: 'c', size: 0 },
  ];

  it('leaves out files over the limit, in order', () => {
    expect(selectBySize(files, 10)).toEqual({ accepted: ['a', 'c'], tooLarge: ['b'] });
  });

  it('takes everything when the limit is 0', () => {
    expect(selectBySize(files, 0)).toEqual({ accepted: ['a', 'b', 'c'], tooLarge: [] });
  });
});
