import { describe, expect, it } from 'vitest';
import { searchBytes, searchPaged } from '../../src/editor/byte-search';
import { bufferSource } from '../../src/core/byte-source';

const mb = 1 << 20;

describe('searchBytes', () => {
  const bytes = new Uint8Array(3 * mb);
  const pattern = Uint8Array.of(0xde, 0xad, 0xbe, 0xef);
  // One match straddling the first 1 MiB chunk boundary, one near the end.
  bytes.set(pattern, mb - 2);
  bytes.set(pattern, 3 * mb - 4);
  const src = bufferSource(bytes);

  it('finds matches forwards, including across chunk boundaries', () => {
    expect(searchBytes(src, pattern, 0, false)).toBe(mb - 2);
    expect(searchBytes(src, pattern, mb - 1, false)).toBe(3 * mb - 4);
    expect(searchBytes(src, pattern, 3 * mb - 3, false)).toBe(-1);
  });

  it('finds matches backwards, starting before `from`', () => {
    expect(searchBytes(src, pattern, 3 * mb, true)).toBe(3 * mb - 4);
    expect(searchBytes(src, pattern, 3 * mb - 4, true)).toBe(mb - 2);
    expect(searchBytes(src, pattern, mb - 2, true)).toBe(-1);
  });

  it('handles patterns longer than the data, empty patterns and partial prefixes', () => {
    const small = bufferSource(Uint8Array.of(1, 2, 1, 2, 3));
    expect(searchBytes(small, Uint8Array.of(1, 2, 3), 0, false)).toBe(2);
    expect(searchBytes(small, Uint8Array.of(1, 2, 3), 5, true)).toBe(2);
    expect(searchBytes(small, new Uint8Array(0), 0, false)).toBe(-1);
    expect(searchBytes(small, new Uint8Array(6), 0, false)).toBe(-1);
  });
});

describe('searching text without matching case', () => {
  const text = (s: string): Uint8Array => new TextEncoder().encode(s);
  // "TreeType" once, at 10; "tree" in lower case nowhere; a non-letter byte next to a letter's other case.
  const hay = text('features: TreeType, Rock[ @`{');
  const src = bufferSource(hay);

  it('finds "tree" in "TreeType" only when case is ignored, forwards and backwards', () => {
    expect(searchBytes(src, text('tree'), 0, false)).toBe(-1);
    expect(searchBytes(src, text('tree'), 0, false, { ignoreCase: true })).toBe(10);
    expect(searchBytes(src, text('TREETYPE'), hay.length, true, { ignoreCase: true })).toBe(10);
    expect(searchBytes(src, text('tree'), 10, true, { ignoreCase: true })).toBe(-1);
    expect(searchBytes(src, text('type'), 11, false, { ignoreCase: true })).toBe(14);
  });

  it('folds only ASCII letters: "[" is not "{", "@" is not "`"', () => {
    expect(searchBytes(src, text('{'), 0, false, { ignoreCase: true })).toBe(hay.indexOf(0x7b));
    expect(searchBytes(src, text('[ @'), 0, false, { ignoreCase: true })).toBe(hay.indexOf(0x5b));
    expect(searchBytes(src, text('{ `'), 0, false, { ignoreCase: true })).toBe(-1);
  });

  it('finds a match in either case across a read boundary of a paged search', async () => {
    const read = async (offset: number, length: number): Promise<Uint8Array> => hay.subarray(offset, offset + length);
    expect(await searchPaged(read, hay.length, text('rock'), 0, false, 4, true)).toBe(20);
    expect(await searchPaged(read, hay.length, text('rock'), 0, false, 4, false)).toBe(-1);
    expect(await searchPaged(read, hay.length, text('ROCK'), hay.length, true, 4, true)).toBe(20);
  });
});
