import { describe, expect, it } from 'vitest';
import { plural } from '../../src/core/plural';
import { statusText } from '../../src/editor/status-text';

describe('plural', () => {
  it('says one in the singular, any other count in the plural', () => {
    expect([0, 1, 2].map((n) => plural(n, 'error'))).toEqual(['0 errors', '1 error', '2 errors']);
    expect([1, 3].map((n) => plural(n, 'fix', 'fixes'))).toEqual(['1 fix', '3 fixes']);
  });

  it('gives the status line "1 error, 1 warning", not "1 errors"', () => {
    expect(statusText('Spring map', 'v1', { error: 1, warning: 1, info: 0 })).toBe(
      'Spring map v1 · 1 error, 1 warning',
    );
  });
});
