// The encoder side: a growable little-endian byte writer with fix-ups for sizes and pointers written later. Given
// the file a model was decoded from, it leaves that file's bulk runs where they are (fileBytes), so a file read in
// pages is re-encoded without reading them: the result is then writes to a sink (encoded), not one buffer.
import type { Encoded } from './byte-sink';
import type { ByteSource, Section } from './byte-source';
import { floatToHalf } from './numbers';
import { encodeLatin1, encodeUtf8 } from './text';

/** The bytes a model was decoded from (for a file read in pages, the held bytes) and the file they stand for. */
export interface DecodedFile {
  bytes: Uint8Array;
  source: ByteSource;
}

export class ByteWriter {
  private buf: Uint8Array;
  private view: DataView;
  length = 0;
  /** Stretches of the output that are sections of the decoded file, in order: never written in `buf`. */
  private readonly placed: { at: number; section: Section }[] = [];

  constructor(
    initialCapacity = 1 << 16,
    private readonly file?: DecodedFile,
  ) {
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
      // Only what was written: a section's stretch is left untouched, so it takes no memory in either buffer.
      let from = 0;
      for (const p of this.placed) {
        next.set(this.buf.subarray(from, p.at), from);
        from = p.at + p.section.length;
      }
      next.set(this.buf.subarray(from, at), from);
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
  /**
   * Bytes of the decoded file (a view of its bytes, typically a bulk run): left as a section of its source, so a
   * file read in pages is never read for them. Anything else, or without a decoded file, is copied as `bytes` does.
   */
  fileBytes(b: Uint8Array): this {
    const f = this.file;
    const offset = b.byteOffset - (f?.bytes.byteOffset ?? 0);
    if (!f || b.buffer !== f.bytes.buffer || b.length === 0 || offset < 0 || offset + b.length > f.bytes.length)
      return this.bytes(b);
    const section = { source: f.source, offset, length: b.length };
    this.placed.push({ at: this.ensure(b.length), section });
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
    this.assertWhole();
    return this.buf.subarray(0, this.length);
  }

  /** The written bytes (a copy sized exactly). */
  finish(): Uint8Array {
    this.assertWhole();
    return this.buf.slice(0, this.length);
  }

  /** What was written as writes to a sink: the bytes around the sections of the decoded file, and those sections. */
  encoded(): Encoded {
    const { buf, length: size } = this;
    const placed = this.placed.slice();
    return {
      size,
      write(sink) {
        let at = 0;
        for (const p of placed) {
          if (p.at > at) sink.put(at, buf.subarray(at, p.at));
          sink.put(p.at, p.section);
          at = p.at + p.section.length;
        }
        if (at < size) sink.put(at, buf.subarray(at, size));
      },
    };
  }

  private assertWhole(): void {
    if (this.placed.length) throw new Error('sections of the decoded file were left out: read them with encoded()');
  }
}
