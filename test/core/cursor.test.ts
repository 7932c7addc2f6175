import { describe, expect, it } from 'vitest';
import { Cursor, OutOfData } from '../../src/core/cursor';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('Cursor', () => {
  it('reads little-endian primitives and advances', () => {
    const c = new Cursor(bytes(0x01, 0x34, 0x12, 0x78, 0x56, 0x34, 0x12, 0xff, 0xff, 0xff, 0xff));
    expect(c.u8()).toBe(1);
    expect(c.u16()).toBe(0x1234);
    expect(c.u32()).toBe(0x12345678);
    expect(c.i32()).toBe(-1);
    expect(c.pos).toBe(11);
    expect(c.remaining).toBe(0);
  });

  it('reads 64-bit values as bigint, floats, halves and snorm16', () => {
    const b = new Uint8Array(26);
    const v = new DataView(b.buffer);
    v.setBigUint64(0, 0xfedcba9876543210n, true);
    v.setFloat32(8, 1.5, true);
    v.setFloat64(12, -2.25, true);
    v.setUint16(20, 0x3c00, true); // half 1.0
    v.setInt16(22, -32768, true); // snorm clamps to -1
    v.setInt16(24, 32767, true);
    const c = new Cursor(b);
    expect(c.u64()).toBe(0xfedcba9876543210n);
    expect(c.f32()).toBe(1.5);
    expect(c.f64()).toBe(-2.25);
    expect(c.f16()).toBe(1);
    expect(c.snorm16()).toBe(-1);
    expect(c.snorm16()).toBe(1);
  });

  it('throws OutOfData with position and sizes instead of reading past the end', () => {
    const c = new Cursor(bytes(1, 2, 3));
    c.u16();
    try {
      c.u32();
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(OutOfData);
      expect((e as OutOfData).at).toBe(2);
      expect((e as OutOfData).needed).toBe(4);
      expect((e as OutOfData).available).toBe(1);
    }
    expect(c.pos).toBe(2);
  });

  it('respects a window end and rejects negative or absurd lengths', () => {
    const c = new Cursor(bytes(1, 2, 3, 4, 5, 6), 1, 4);
    const w = c.window(2);
    expect(w.u8()).toBe(2);
    expect(w.u8()).toBe(3);
    expect(() => w.u8()).toThrow(OutOfData);
    expect(c.pos).toBe(3);
    expect(() => c.take(-1)).toThrow(OutOfData);
    expect(() => c.take(0x7fffffff)).toThrow(OutOfData);
    expect(() => c.skip(NaN)).toThrow(OutOfData);
  });

  it('checks counts against the bytes left before any allocation', () => {
    const c = new Cursor(new Uint8Array(100));
    expect(c.fits(25, 4)).toBe(true);
    expect(c.fits(26, 4)).toBe(false);
    expect(c.fits(-1, 4)).toBe(false);
    expect(c.fits(0x7fffffff, 24)).toBe(false);
  });

  it('finds NULs within a bound and matches magic without advancing', () => {
    const c = new Cursor(bytes(65, 66, 0, 67));
    expect(c.findNul()).toBe(2);
    expect(c.findNul(2)).toBe(-1);
    expect(c.matches(bytes(65, 66))).toBe(true);
    expect(c.matches(bytes(65, 67))).toBe(false);
    expect(c.pos).toBe(0);
  });

  it('take returns a view, not a copy', () => {
    const src = bytes(9, 8, 7);
    const v = new Cursor(src).take(2);
    src[0] = 42;
    expect(v[0]).toBe(42);
  });
});
