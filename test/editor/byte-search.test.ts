import { describe, expect, it } from 'vitest';
import { searchBytes } from '../../src/editor/byte-search';
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
