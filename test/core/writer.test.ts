import { describe, expect, it } from 'vitest';
import { Cursor } from '../../src/core/cursor';
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
