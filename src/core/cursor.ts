// A bounded little-endian reader over a file's bytes. Reading past `end` throws OutOfData, which the
// tolerant-decoding helpers turn into a diagnostic; nothing here allocates from a count found in the file.
import { halfToFloat } from './numbers';

export class OutOfData extends Error {
  constructor(
    readonly at: number,
    readonly needed: number,
    readonly available: number,
  ) {
    super(`needed ${needed} bytes at 0x${at.toString(16)}, ${available} available`);
  }
}

export class Cursor {
  readonly view: DataView;
  pos: number;
  readonly end: number;

  /**
   * Positions are file offsets: `bytes[0]` is the file's byte at `base` (0 when `bytes` is the whole file, the
   * record's offset when it holds just a record read from a file too large to hold).
   */
  constructor(
    readonly bytes: Uint8Array,
    start = 0,
    end = bytes.length,
    readonly base = 0,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.pos = start;
    this.end = Math.min(end, base + bytes.length);
  }

  get remaining(): number {
    return Math.max(0, this.end - this.pos);
  }

  /** Throws OutOfData unless n more bytes are readable. */
  need(n: number): void {
    if (!(n >= 0) || this.pos + n > this.end) throw new OutOfData(this.pos, n, this.remaining);
  }

  /** True when `count` items of `itemSize` bytes could still fit: the check before any count-sized work. */
  fits(count: number, itemSize: number): boolean {
    return count >= 0 && Number.isFinite(count) && count * itemSize <= this.remaining;
  }

  seek(offset: number): this {
    this.pos = offset;
    return this;
  }

  skip(n: number): this {
    this.need(n);
    this.pos += n;
    return this;
  }

  /** A cursor over [pos, pos+length) that cannot read past it; advances this cursor past the window. */
  window(length: number): Cursor {
    this.need(length);
    const sub = new Cursor(this.bytes, this.pos, this.pos + length, this.base);
    this.pos += length;
    return sub;
  }

  u8(): number {
    this.need(1);
    return this.bytes[this.pos++ - this.base];
  }
  i8(): number {
    this.need(1);
    return this.view.getInt8(this.pos++ - this.base);
  }
  u16(): number {
    this.need(2);
    const v = this.view.getUint16(this.pos - this.base, true);
    this.pos += 2;
    return v;
  }
  i16(): number {
    this.need(2);
    const v = this.view.getInt16(this.pos - this.base, true);
    this.pos += 2;
    return v;
  }
  u32(): number {
    this.need(4);
    const v = this.view.getUint32(this.pos - this.base, true);
    this.pos += 4;
    return v;
  }
  i32(): number {
    this.need(4);
    const v = this.view.getInt32(this.pos - this.base, true);
    this.pos += 4;
    return v;
  }
  u64(): bigint {
    this.need(8);
    const v = this.view.getBigUint64(this.pos - this.base, true);
    this.pos += 8;
    return v;
  }
  i64(): bigint {
    this.need(8);
    const v = this.view.getBigInt64(this.pos - this.base, true);
    this.pos += 8;
    return v;
  }
  f16(): number {
    return halfToFloat(this.u16());
  }
  f32(): number {
    this.need(4);
    const v = this.view.getFloat32(this.pos - this.base, true);
    this.pos += 4;
    return v;
  }
  f64(): number {
    this.need(8);
    const v = this.view.getFloat64(this.pos - this.base, true);
    this.pos += 8;
    return v;
  }
  snorm16(): number {
    return Math.max(-1, this.i16() / 32767);
  }

  /** The next n bytes as a view (no copy). */
  take(n: number): Uint8Array {
    this.need(n);
    const v = this.bytes.subarray(this.pos - this.base, this.pos - this.base + n);
    this.pos += n;
    return v;
  }

  /** True when the bytes at pos equal `expected`; does not advance. */
  matches(expected: Uint8Array): boolean {
    if (this.remaining < expected.length) return false;
    for (let i = 0; i < expected.length; i++) if (this.bytes[this.pos - this.base + i] !== expected[i]) return false;
    return true;
  }

  /** Offset of the next NUL within `max` bytes (bounded by end), or -1. */
  findNul(max = Infinity): number {
    const limit = Math.min(this.end, this.pos + max);
    const i = this.bytes.subarray(this.pos - this.base, limit - this.base).indexOf(0);
    return i < 0 ? -1 : this.pos + i;
  }
}
