import { describe, expect, it } from 'vitest';
import { encodeUtf8 } from '../../src/core/text';
import { textPosition } from '../../src/core/text-position';

describe('textPosition', () => {
  const text = encodeUtf8('return {\r\n  name = "Zażółć",\n  x = 1\n}\n');

  it('counts lines by line feeds and columns from the line start', () => {
    const at = (s: string) => Buffer.from(text).indexOf(s);
    expect(textPosition(text, 0)).toEqual({ line: 0, character: 0 });
    expect(textPosition(text, at('name'))).toEqual({ line: 1, character: 2 });
    expect(textPosition(text, at('x ='))).toEqual({ line: 2, character: 2 });
  });

  it('counts a column in UTF-16 units, not bytes', () => {
    // "Zażółć" is 6 characters in 10 bytes: the closing quote is 6 columns after the opening one.
    const open = Buffer.from(text).indexOf('"');
    const close = Buffer.from(text).indexOf('"', open + 1);
    expect(close - open).toBe(11);
    expect(textPosition(text, close).character - textPosition(text, open).character).toBe(7);
  });

  it('keeps an offset past the end at the end', () => {
    expect(textPosition(text, 1e9)).toEqual({ line: 4, character: 0 });
    expect(textPosition(text, -5)).toEqual({ line: 0, character: 0 });
  });
});
