import { describe, expect, it } from 'vitest';
import { Cursor } from '../../src/core/cursor';
import { encodedBytes } from '../../src/core/byte-sink';
import type { ByteSource } from '../../src/core/byte-source';
import { PartsSink } from '../../src/core/file-parts';
import { ByteWriter } from '../../src/core/writer';

describe('ByteWriter', () => {
  it('writes what the cursor reads back, growing past its initial capacity', () => {
    const w = new ByteWriter(16);
    for (let i = 0; i < 1000; i++) w.u32(i * 7);
    w.i8(-3)
      .u16(65535)
      .i16(-2)
      .i32(-7)
      .u64(2n ** 63n)
      .i64(-5n)
      .f16(0.5)
      .f32(1.25)
      .f64(Math.PI);
    const c = new Cursor(w.finish());
    for (let i = 0; i < 1000; i++) expect(c.u32()).toBe(i * 7);
    expect([c.i8(), c.u16(), c.i16(), c.i32(), c.u64(), c.i64(), c.f16(), c.f32(), c.f64()]).toEqual([
      -3,
      65535,
      -2,
      -7,
      2n ** 63n,
      -5n,
      0.5,
      1.25,
      Math.PI,
    ]);
    expect(c.remaining).toBe(0);
  });

  it('writes strings in fixed, NUL-terminated and length-prefixed forms', () => {
    const b = new ByteWriter().fixedString('ab', 4).cString('x').lengthPrefixedString('é').finish();
    expect([...b]).toEqual([0x61, 0x62, 0, 0, 0x78, 0, 2, 0, 0, 0, 0xc3, 0xa9]);
  });

  it('aligns with zero padding and patches reserved slots', () => {
    const w = new ByteWriter();
    const slot = w.reserve32();
    w.u8(1).align(8);
    w.patchU32(slot, w.length);
    const b = w.finish();
    expect(b.length).toBe(8);
    expect(new DataView(b.buffer).getUint32(0, true)).toBe(8);
    expect(new ByteWriter().align(8).length).toBe(0);
  });
});

describe('ByteWriter over a decoded file', () => {
  // The held bytes of a file read in pages: its records [8, 24) left out (zeros here), the file has them.
  const file = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
  const held = file.slice();
  held.fill(0, 8, 24);
  const source: ByteSource = { size: file.length, read: (at, n) => file.slice(at, at + n) };

  it('leaves views of the decoded bytes as sections of the file, through growth, and copies anything else', () => {
    const w = new ByteWriter(16, { bytes: held, source });
    w.u8(0xee).fileBytes(held.subarray(8, 24)).fileBytes(held.subarray(10, 12)).bytes(held.subarray(0, 2));
    w.fileBytes(Uint8Array.of(7, 7)).u32(0xaabbccdd);
    const parts = new PartsSink(source);
    const e = w.encoded();
    e.write(parts);
    expect(parts.parts(e.size)).toEqual([
      { bytes: Uint8Array.of(0xee) },
      { from: 8, length: 16 },
      { from: 10, length: 2 },
      { bytes: Uint8Array.of(1, 2, 7, 7, 0xdd, 0xcc, 0xbb, 0xaa) },
    ]);
    // The same writes into a buffer make the file with the records read from it.
    expect(Array.from(encodedBytes(e))).toEqual([
      0xee,
      ...file.subarray(8, 24),
      11,
      12,
      1,
      2,
      7,
      7,
      0xdd,
      0xcc,
      0xbb,
      0xaa,
    ]);
  });

  it('will not hand out its buffer while sections of the file are left out of it', () => {
    const w = new ByteWriter(64, { bytes: held, source }).fileBytes(held.subarray(0, 4));
    expect(() => w.written()).toThrow(/encoded\(\)/);
    expect(() => w.finish()).toThrow(/encoded\(\)/);
    expect(Array.from(new ByteWriter(64).fileBytes(held.subarray(0, 4)).finish())).toEqual([1, 2, 3, 4]);
  });
});
