// Reads a structure field by field, recording each value's span as a tree node. Format modules use it to read
// like their spec: `h.i32('mapx')`, `h.f32('minHeight')`. If the data runs out mid-structure, the fields read so
// far are kept and the node is marked partial before the error travels on to the nearest `tolerate` boundary.
import { Cursor, OutOfData } from './cursor';
import { BasicNode, NodeLink, Primitive, Reading, SpanNode, field, opaque } from './node';
import { formatFloat, hex } from './numbers';
import { latin1, quote, utf8 } from './text';
import { msg } from './translatable';

export interface FieldOptions<T> {
  /** Display text for the value (units, enum names). */
  show?: (value: T) => Reading | undefined;
  links?: NodeLink[];
  /** Override the type label. */
  type?: string;
}

type Reader<T> = (c: Cursor) => T;

export class StructBuilder {
  readonly children: SpanNode[] = [];
  readonly start: number;

  constructor(
    readonly c: Cursor,
    readonly name: string,
    readonly type: string,
  ) {
    this.start = c.pos;
  }

  /** Read a value with `read`, recording its span as a field node. */
  value<T extends Primitive>(name: string, type: string, read: Reader<T>, opts?: FieldOptions<T>): T {
    const at = this.c.pos;
    const v = read(this.c);
    const t = opts?.type ?? type;
    this.children.push(field(name, t, at, this.c.pos - at, v, opts?.show ? opts.show(v) : defaultShow(v), opts?.links));
    return v;
  }

  u8(name: string, o?: FieldOptions<number>): number {
    return this.value(name, 'u8', (c) => c.u8(), o);
  }
  i8(name: string, o?: FieldOptions<number>): number {
    return this.value(name, 'i8', (c) => c.i8(), o);
  }
  u16(name: string, o?: FieldOptions<number>): number {
    return this.value(name, 'u16', (c) => c.u16(), o);
  }
  i16(name: string, o?: FieldOptions<number>): number {
    return this.value(name, 'i16', (c) => c.i16(), o);
  }
  u32(name: string, o?: FieldOptions<number>): number {
    return this.value(name, 'u32', (c) => c.u32(), o);
  }
  i32(name: string, o?: FieldOptions<number>): number {
    return this.value(name, 'i32', (c) => c.i32(), o);
  }
  u64(name: string, o?: FieldOptions<bigint>): bigint {
    return this.value(name, 'u64', (c) => c.u64(), o);
  }
  i64(name: string, o?: FieldOptions<bigint>): bigint {
    return this.value(name, 'i64', (c) => c.i64(), o);
  }
  f16(name: string, o?: FieldOptions<number>): number {
    return this.value(name, 'f16', (c) => c.f16(), o);
  }
  f32(name: string, o?: FieldOptions<number>): number {
    return this.value(name, 'f32', (c) => c.f32(), o);
  }
  f64(name: string, o?: FieldOptions<number>): number {
    return this.value(name, 'f64', (c) => c.f64(), o);
  }
  snorm16(name: string, o?: FieldOptions<number>): number {
    return this.value(name, 'snorm16', (c) => c.snorm16(), o);
  }
  bool(name: string, o?: FieldOptions<boolean>): boolean {
    return this.value(name, 'bool', (c) => c.u8() !== 0, o);
  }

  /** Fixed-size byte string (e.g. `char[16]`), text up to the first NUL, decoded as latin-1. */
  fixedString(name: string, size: number, o?: FieldOptions<string>): string {
    return this.value(
      name,
      `char[${size}]`,
      (c) => {
        const raw = c.take(size);
        const nul = raw.indexOf(0);
        return latin1(nul < 0 ? raw : raw.subarray(0, nul));
      },
      o,
    );
  }

  /** NUL-terminated string of at most `max` bytes before the NUL. Throws OutOfData when no NUL is found. */
  cString(name: string, max = 1 << 16, encoding: 'latin1' | 'utf8' = 'latin1', o?: FieldOptions<string>): string {
    return this.value(
      name,
      'cstring',
      (c) => {
        const nul = c.findNul(max + 1);
        if (nul < 0) throw new OutOfData(c.pos, Math.min(max + 1, c.remaining + 1), c.remaining);
        const raw = c.take(nul - c.pos);
        c.skip(1);
        return encoding === 'utf8' ? utf8(raw) : latin1(raw);
      },
      o,
    );
  }

  /** i32 byte length + UTF-8 bytes, as one node whose children are the length and the text. */
  lengthPrefixedString(name: string, o?: FieldOptions<string>): string {
    let text = '';
    this.struct(
      name,
      o?.type ?? 'string',
      (s) => {
        const len = s.i32('length');
        if (len < 0 || len > s.c.remaining) throw new OutOfData(s.c.pos, len, s.c.remaining);
        text = s.value('text', `char[${len}]`, (c) => utf8(c.take(len)), o);
      },
      () => quote(text),
    );
    return text;
  }

  /** Magic bytes; returns whether they matched (the node is recorded either way). */
  magic(name: string, expected: Uint8Array): boolean {
    let ok = false;
    this.value(
      name,
      `char[${expected.length}]`,
      (c) => {
        ok = c.matches(expected);
        return latin1(c.take(expected.length));
      },
      { show: (v) => (ok ? quote(v) : msg`${quote(v)} (unexpected)`) },
    );
    return ok;
  }

  /** A run of bytes kept as-is. */
  opaque(name: string, length: number, display?: Reading): Uint8Array {
    const at = this.c.pos;
    const bytes = this.c.take(length);
    this.children.push(opaque(name, at, length, `u8[${length}]`, display));
    return bytes;
  }

  /** Add a node built elsewhere (a lazy array, a nested record); moves the cursor to its end. */
  add<N extends SpanNode>(node: N): N {
    this.children.push(node);
    this.c.pos = Math.max(this.c.pos, node.offset + node.length);
    return node;
  }

  /** Nested structure. If `body` throws, the partial child is kept and the error rethrown. */
  struct<T>(name: string, type: string, body: (s: StructBuilder) => T, summary?: () => Reading | undefined): T {
    const s = new StructBuilder(this.c, name, type);
    try {
      const r = body(s);
      this.children.push(s.done(summary?.()));
      return r;
    } catch (e) {
      this.children.push(s.done(undefined, true));
      throw e;
    }
  }

  /** `count` consecutive records, each read by `body` (for small counts; large arrays should be lazy). */
  array(
    name: string,
    type: string,
    count: number,
    body: (s: StructBuilder, index: number) => void,
    summary?: Reading,
  ): void {
    this.struct(
      name,
      `${type}[${count}]`,
      (a) => {
        for (let i = 0; i < count; i++) a.struct(`[${i}]`, type, (s) => body(s, i));
      },
      () => summary,
    );
  }

  done(display?: Reading, partial = false): BasicNode {
    const n = new BasicNode(
      {
        name: this.name,
        type: this.type,
        kind: 'struct',
        offset: this.start,
        length: this.c.pos - this.start,
        display,
        partial,
      },
      this.children,
    );
    return n;
  }
}

function defaultShow(v: Primitive): string | undefined {
  if (typeof v === 'string') return quote(v);
  if (typeof v === 'number' && !Number.isInteger(v)) return formatFloat(v);
  if (typeof v === 'bigint') return `${v} (${hex(v)})`;
  return undefined;
}
