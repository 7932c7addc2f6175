import { describe, expect, it } from 'vitest';
import { detectionName, diskPath, givenName, resolveInput } from '../../src/input/archive-input';

describe('resolveInput: a path as given, resolved once', () => {
  it('a map archive (a file or an .sdd folder) is read as one', () => {
    expect(resolveInput('maps/x.sd7')).toEqual({ kind: 'archive', path: 'maps/x.sd7' });
    expect(resolveInput('maps/x.sdd')).toEqual({ kind: 'archive', path: 'maps/x.sdd' });
  });

  it('ARCHIVE!inner is split at the first "!" whose left side names an archive', () => {
    const input = resolveInput('a!b/maps/x.sdz!maps/x!y.smf');
    expect(input).toEqual({ kind: 'entry', archive: 'a!b/maps/x.sdz', inner: 'maps/x!y.smf' });
    expect(diskPath(input)).toBe('a!b/maps/x.sdz');
    expect(detectionName(input)).toBe('maps/x!y.smf');
    expect(givenName(input)).toBe('a!b/maps/x.sdz!maps/x!y.smf');
  });

  it('any other path is a file, read and named as it is', () => {
    const input = resolveInput('saves/a!b.logicworld');
    expect(input).toEqual({ kind: 'file', path: 'saves/a!b.logicworld' });
    expect([diskPath(input), detectionName(input), givenName(input)]).toEqual(Array(3).fill('saves/a!b.logicworld'));
  });
});
