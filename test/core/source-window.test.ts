import { describe, expect, it } from 'vitest';
import { bufferSource, type ByteSource } from '../../src/core/byte-source';
import { heldBytes } from '../../src/core/held-range';
import { SourceWindow, cursorOver } from '../../src/core/source-window';

/** A source not in memory: every read a copy into the caller's buffer, its length recorded. */
function pagedSource(bytes: Uint8Array): ByteSource & { reads: number[] } {
  const reads: number[] = [];
  return {
    size: bytes.length,
    reads,
    read: (offset, length) => bytes.slice(offset, offset + length),
    readInto(offset, into) {
      const part = bytes.subarray(offset, Math.min(bytes.length, offset + into.length));
      into.set(part);
      reads.push(part.length);
      return into.subarray(0, part.length);
    },
  };
}

const file = Uint8Array.from({ length: 10_000 }, (_, i) => (i * 7 + 3) & 0xff);

describe('SourceWindow', () => {
  it('reads a pass in file order a span at a time, and one going backwards without a read per record', () => {
    for (const order of ['forwards', 'backwards']) {
      const source = pagedSource(file);
      const w = new SourceWindow(source, 1000);
      const offsets = [...Array(1000).keys()].map((k) => 10 * k);
      if (order === 'backwards') offsets.reverse();
      for (const at of offsets) {
        const p = w.at(at, 10);
        expect(w.bytes.subarray(p, p + 10)).toEqual(file.subarray(at, at + 10));
      }
      expect(source.reads.length).toBeLessThanOrEqual(11);
    }
  });

  it('grows for a record longer than its span, and is the whole buffer for a source in memory', () => {
    const w = new SourceWindow(pagedSource(file), 100);
    const p = w.at(5000, 2500);
    expect(w.bytes.subarray(p, p + 2500)).toEqual(file.subarray(5000, 7500));
    const resident = new SourceWindow(bufferSource(file));
    expect([resident.at(9000, 4), resident.base, resident.bytes.length]).toEqual([9000, 0, file.length]);
  });
});

describe('cursorOver and heldBytes', () => {
  it('read a record at its file offsets, and a file with its bulk ranges left as zeros', () => {
    const c = cursorOver(pagedSource(file), 4000, 8);
    expect([c.pos, c.end, c.u8(), c.u16()]).toEqual([4000, 4008, file[4000], file[4001] | (file[4002] << 8)]);
    expect(() => c.skip(6)).toThrow();
    const held = heldBytes(pagedSource(file), [
      [100, 200],
      [150, 300],
      [9000, 9500],
    ]);
    const expected = file.slice();
    expected.fill(0, 100, 300);
    expected.fill(0, 9000, 9500);
    expect(held).toEqual(expected);
  });
});
