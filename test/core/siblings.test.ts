import { describe, expect, it } from 'vitest';
import { findSibling } from '../../src/core/siblings';

describe('findSibling', () => {
  const entries = ['Data.SMF', 'mapdev-stage1.smt', 'other.txt'];

  it('matches a stored name by its last part, without regard to case', () => {
    expect(findSibling(entries, 'maps/MapDev-Stage1.SMT')).toBe('mapdev-stage1.smt');
    expect(findSibling(entries, 'maps\\mapdev-stage1.smt')).toBe('mapdev-stage1.smt');
    expect(findSibling(entries, 'data.smf')).toBe('Data.SMF');
  });

  it('never resolves empty names or names that climb out of the folder', () => {
    expect(findSibling(entries, '')).toBeUndefined();
    expect(findSibling(entries, 'maps/')).toBeUndefined();
    expect(findSibling([...entries, '..'], '../..')).toBeUndefined();
    expect(findSibling(entries, 'missing.smt')).toBeUndefined();
  });
});
