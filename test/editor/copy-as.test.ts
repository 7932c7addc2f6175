import { describe, expect, it } from 'vitest';
import { copyAs, copyRefusal, maxCopyBytes } from '../../src/editor/copy-as';

const bytes = Uint8Array.from([0x43, 0x6f, 0x6d, 0x65, 0x74, 0x00, 0xff]);

describe('Copy As', () => {
  it('writes hex pairs that Find reads back, a C array, base64 and text', () => {
    expect(copyAs(bytes, 'hex')).toBe('43 6F 6D 65 74 00 FF');
    expect(copyAs(bytes, 'c')).toBe('unsigned char bytes[7] = {\n  0x43, 0x6f, 0x6d, 0x65, 0x74, 0x00, 0xff\n};');
    expect(copyAs(bytes, 'base64')).toBe(Buffer.from(bytes).toString('base64'));
    expect(copyAs(bytes.subarray(0, 5), 'text')).toBe('Comet');
  });

  it('breaks a C array into lines of twelve and base64 of many pieces stays whole', () => {
    const long = Uint8Array.from({ length: 100_000 }, (_, i) => (i * 31) & 0xff);
    const lines = copyAs(long.subarray(0, 25), 'c').split('\n');
    expect(lines.map((l) => l.split(',').filter((x) => x.trim().startsWith('0x')).length)).toEqual([0, 12, 12, 1, 0]);
    expect(copyAs(long, 'base64')).toBe(Buffer.from(long).toString('base64'));
  });

  it('refuses an empty range and one over the limit', () => {
    expect(copyRefusal(0)).toBe('Select some bytes first.');
    expect(copyRefusal(maxCopyBytes)).toBeUndefined();
    expect(copyRefusal(maxCopyBytes + 1)).toMatch(/takes at most 1048576 bytes/);
  });
});
