// The encoder side: a growable little-endian byte writer with fix-ups for sizes and pointers written later.
import { floatToHalf } from './numbers';
import { encodeLatin1, encodeUtf8 } from './text';

export class ByteWriter {
  private buf: Uint8Array;
  private view: DataView;
  length = 0;

  constructor(initialCapacity = 1 << 16) {
    this.buf = new Uint8Array(Math.max(16, initialCapacity));
    this.view = new DataView(this.buf.buffer);
  }

  /** Claims n bytes and returns where they start. May replace buf/view: read them only after calling it. */
  private ensure(n: number): number {
    const at = this.length;
    if (at + n > this.buf.length) {
      let cap = this.buf.length * 2;
      while (cap < at + n) cap *= 2;
      const next = new Uint8Array(cap);
      next.set(this.buf.subarray(0, at));
      this.buf = next;
      this.view = new DataView(next.buffer);
    }
    this.length += n;
    return at;
  }

  u8(v: number): this {
    const at = this.ensure(1);
    this.buf[at] = v;
    return this;
  }
  i8(v: number): this {
    const at = this.ensure(1);
    this.view.setInt8(at, v);
    return this;
  }
  u16(v: number): this {
    const at = this.ensure(2);
    this.view.setUint16(at, v, true);
    return this;
  }
  i16(v: number): this {
    const at = this.ensure(2);
    this.view.setInt16(at, v, true);
    return this;
  }
  u32(v: number): this {
    const at = this.ensure(4);
    this.view.setUint32(at, v >>> 0, true);
    return this;
  }
  i32(v: number): this {
    const at = this.ensure(4);
    this.view.setInt32(at, v, true);
    return this;
  }
  u64(v: bigint): this {
    const at = this.ensure(8);
    this.view.setBigUint64(at, v, true);
    return this;
  }
  i64(v: bigint): this {
    const at = this.ensure(8);
    this.view.setBigInt64(at, v, true);
    return this;
  }
  f16(v: number): this {
    return this.u16(floatToHalf(v));
  }
  f32(v: number): this {
    const at = this.ensure(4);
    this.view.setFloat32(at, v, true);
    return this;
  }
  f64(v: number): this {
    const at = this.ensure(8);
    this.view.setFloat64(at, v, true);
    return this;
  }

  bytes(b: Uint8Array): this {
    const at = this.ensure(b.length);
    this.buf.set(b, at);
    return this;
  }
  zeros(n: number): this {
    const at = this.ensure(n);
    this.buf.fill(0, at, this.length);
    return this;
  }
  /** Zero bytes up to the next multiple of `alignment`. */
  align(alignment: number): this {
    return this.zeros((alignment - (this.length % alignment)) % alignment);
  }

  /** Text in a fixed-size field, NUL padded (truncated to fit). */
  fixedString(s: string, size: number): this {
    const b = encodeLatin1(s).subarray(0, size);
    this.bytes(b);
    return this.zeros(size - b.length);
  }

  cString(s: string, encoding: 'latin1' | 'utf8' = 'latin1'): this {
    return this.bytes(encoding === 'utf8' ? encodeUtf8(s) : encodeLatin1(s)).u8(0);
  }

  /** i32 byte length + UTF-8 bytes. */
  lengthPrefixedString(s: string): this {
    const b = encodeUtf8(s);
    return this.i32(b.length).bytes(b);
  }

  /** Remember a 4-byte slot to fill in later with `patchU32`/`patchI32`. */
  reserve32(): number {
    return this.ensure(4);
  }
  patchU32(at: number, v: number): this {
    this.view.setUint32(at, v >>> 0, true);
    return this;
  }
  patchI32(at: number, v: number): this {
    this.view.setInt32(at, v, true);
    return this;
  }

  /**
   * The written bytes without a copy (for large outputs written into a pre-sized writer; valid until the next write).
   */
  written(): Uint8Array {
    return this.buf.subarray(0, this.length);
  }

  /** The written bytes (a copy sized exactly). */
  finish(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}
