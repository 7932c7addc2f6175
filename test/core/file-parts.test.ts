// An encoder's writes taken as parts of the file decoded: sections of it become stretches of it (neighbours joined),
// bytes and sections of other sources become new bytes, a later write wins where two meet, and what no write
// covers is zeros: the same file a buffer takes from the same writes.
import { describe, expect, it } from 'vitest';
import { bufferSink, type ByteSink } from '../../src/core/byte-sink';
import { bufferSource, sectionOf, type ByteSource } from '../../src/core/byte-source';
import { PartsSink, composeParts, partsSource, type FilePart } from '../../src/core/file-parts';

const file = Uint8Array.from({ length: 256 }, (_, i) => i);
/** The decoded file as a file read in pages (not in memory). */
const paged: ByteSource = { size: file.length, read: (at, n) => file.slice(at, at + n) };
const section = (offset: number, length: number) => ({ source: paged, offset, length });

function bytesOf(parts: readonly FilePart[]): number[] {
  return parts.flatMap((p) => Array.from('bytes' in p ? p.bytes : file.subarray(p.from, p.from + p.length)));
}

/** The same writes to both sinks: the parts' file and the buffer's. */
function both(size: number, writes: (sink: ByteSink) => void): { parts: FilePart[]; buffer: number[] } {
  const sink = new PartsSink(paged);
  writes(sink);
  const out = new Uint8Array(size);
  writes(bufferSink(out));
  return { parts: sink.parts(size), buffer: Array.from(out) };
}

describe('an encoder writing parts of the file it was decoded from', () => {
  it('keeps sections of the file as stretches of it, joined where they meet, and copies new bytes', () => {
    const { parts, buffer } = both(40, (s) => {
      s.put(0, Uint8Array.of(9, 9));
      s.put(2, section(100, 10));
      s.put(12, section(110, 8));
      s.put(30, section(5, 10));
    });
    expect(parts).toEqual([
      { bytes: Uint8Array.of(9, 9) },
      { from: 100, length: 18 },
      { bytes: new Uint8Array(10) },
      { from: 5, length: 10 },
    ]);
    expect(bytesOf(parts)).toEqual(buffer);
  });

  it('lets a later write win where two meet, keeping what it does not cover on either side', () => {
    const { parts, buffer } = both(20, (s) => {
      s.put(0, section(50, 20));
      s.put(5, Uint8Array.of(1, 2, 3));
      s.put(6, section(200, 1));
    });
    expect(parts).toEqual([
      { from: 50, length: 5 },
      { bytes: Uint8Array.of(1) },
      { from: 200, length: 1 },
      { bytes: Uint8Array.of(3) },
      { from: 58, length: 12 },
    ]);
    expect(bytesOf(parts)).toEqual(buffer);
  });

  it('copies a section of another source, and bytes only as far as they are written', () => {
    const other = sectionOf(Uint8Array.of(7, 7, 7, 7), 1, 2);
    const held = new Uint8Array(1000).fill(4);
    const sink = new PartsSink(paged);
    sink.put(0, other);
    sink.put(2, held.subarray(10, 13));
    const parts = sink.parts(5);
    expect(parts).toEqual([{ bytes: Uint8Array.of(7, 7) }, { bytes: Uint8Array.of(4, 4, 4) }]);
    // Not a view of the large buffer: a message to another thread would carry all of it.
    expect(parts.map((p) => ('bytes' in p ? p.bytes.buffer.byteLength : 0))).toEqual([2, 3]);
  });

  it('refuses a write past the file’s end, as a buffer does', () => {
    const sink = new PartsSink(paged);
    sink.put(2, section(0, 10));
    expect(() => sink.parts(6)).toThrow(RangeError);
    expect(() => bufferSink(new Uint8Array(6)).put(2, section(0, 10))).toThrow(RangeError);
  });
});

describe('an encoder writing into a buffer', () => {
  it('reads a section of a file in pages straight into place, and leaves data already in place alone', () => {
    const out = new Uint8Array(8);
    const sink = bufferSink(out);
    sink.put(1, {
      source: {
        ...paged,
        readInto: (at: number, into: Uint8Array) => (into.set(file.subarray(at, at + into.length)), into),
      },
      offset: 30,
      length: 3,
    });
    sink.put(4, sectionOf(out, 4, 2));
    sink.put(6, bufferSource(Uint8Array.of(5, 6)).read(0, 2));
    expect(Array.from(out)).toEqual([0, 30, 31, 32, 0, 0, 5, 6]);
    expect(() => sink.put(7, Uint8Array.of(1, 2))).toThrow(RangeError);
  });
});

describe('parts of parts', () => {
  // A first edit: bytes 10..19 cut, two new bytes at the front, the tail from 200.
  const first: FilePart[] = [{ bytes: Uint8Array.of(0xaa, 0xbb) }, { from: 0, length: 10 }, { from: 20, length: 180 }];

  it('composes a second edit over the first into parts over the file, stretches joined', () => {
    // Over the first edit's file: its bytes 1..5, a new one, then 8..40 (across the first edit's cut).
    const second: FilePart[] = [{ from: 1, length: 4 }, { bytes: Uint8Array.of(7) }, { from: 8, length: 32 }];
    const composed = composeParts(second, first);
    const firstBytes = bytesOf(first);
    expect(bytesOf(composed)).toEqual([...firstBytes.slice(1, 5), 7, ...firstBytes.slice(8, 40)]);
    expect(composed).toEqual([
      { bytes: Uint8Array.of(0xbb) },
      { from: 0, length: 3 },
      { bytes: Uint8Array.of(7) },
      { from: 6, length: 4 },
      { from: 20, length: 28 },
    ]);
  });

  it('reads the file parts make over their source, any stretch of it', () => {
    const source = partsSource(paged, first);
    expect(source.size).toBe(192);
    const all = bytesOf(first);
    for (const [at, n] of [
      [0, 192],
      [1, 3],
      [11, 5],
      [180, 50],
      [-4, 6],
    ])
      expect(Array.from(source.read(at, n))).toEqual(all.slice(Math.max(0, at), Math.min(192, at + n)));
  });
});
