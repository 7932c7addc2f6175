// The span tree. Every node covers [offset, offset+length) of the file; a composite's children are sorted by
// offset and tile its range exactly (gap nodes fill what no field explains), so coverage is measurable and
// byte -> node lookup is a binary search. Children may be lazy: only `childCount` is known up front.
import { StoredScalar, scalarSizes } from './scalars';
import { msg, type Text } from './translatable';

export type Primitive = number | bigint | string | boolean | null;

/**
 * A node's reading beside its value: a format identifier kept as written (`1 = DXT1`, `PROT[3]`), or user words as
 * translatable text (msg`${n} tiles`), rendered in the reader's language only when the row is shown.
 */
export type Reading = string | Text;

/**
 * field: a decoded value; struct/array: composites; opaque: bytes kept but not interpreted; gap: bytes nothing refers
 * to.
 */
export type NodeKind = 'field' | 'struct' | 'array' | 'opaque' | 'gap';

/** A jump target: another place in the file this node refers to (a pointer, a resolved index). */
export interface NodeLink {
  /** What the target is: an identifier kept as written (`PROT[3]`) or user words (`entry 3`), like a reading. */
  label: Reading;
  offset: number;
  length: number;
}

export interface SpanNode {
  readonly name: string;
  /** Type label as a template author would write it: `u32`, `char[16]`, `SMFHeader`, `Tile[1024]`. */
  readonly type: string;
  readonly kind: NodeKind;
  readonly offset: number;
  readonly length: number;
  /** Raw decoded value of a field. */
  readonly value?: Primitive;
  /** Human text: a field's value with meaning (units, enum names), a composite's summary. */
  readonly display?: Reading;
  readonly childCount: number;
  child(index: number): SpanNode;
  readonly links?: readonly NodeLink[];
  /** Set on a node whose bytes overlap an earlier sibling's: it is shown but owns no bytes. */
  shadow?: boolean;
  /** Set on a composite whose decoding stopped early (truncated or failed). */
  partial?: boolean;
  /** The record's natural identity (an address, a name) where the format has one: diff matches records by it. */
  key?: string;
  /**
   * Set on an array whose records are picture data (compressed pixel blocks): a field-by-field listing tells a
   * reader nothing, so textconv summarises it by content hash whatever its length.
   */
  pixels?: boolean;
  /** What a keyed record is in the game's words where its `type` is generic (a component's type in the game). */
  recordKind?: string;
  /** Where element `index` of an array starts, without making its node (a column of millions reads them all). */
  elementStart?(index: number): number;
}

export interface NodeInit {
  name: string;
  type: string;
  kind: NodeKind;
  offset: number;
  length: number;
  value?: Primitive;
  display?: Reading;
  links?: NodeLink[];
  partial?: boolean;
}

/** A node with its children in memory (small structures). */
export class BasicNode implements SpanNode {
  readonly name: string;
  readonly type: string;
  readonly kind: NodeKind;
  readonly offset: number;
  readonly length: number;
  readonly value?: Primitive;
  display?: Reading;
  readonly links?: NodeLink[];
  shadow?: boolean;
  partial?: boolean;
  key?: string;
  recordKind?: string;

  constructor(
    init: NodeInit,
    readonly children: SpanNode[] = [],
  ) {
    this.name = init.name;
    this.type = init.type;
    this.kind = init.kind;
    this.offset = init.offset;
    this.length = init.length;
    if (init.value !== undefined) this.value = init.value;
    if (init.display !== undefined) this.display = init.display;
    if (init.links) this.links = init.links;
    if (init.partial) this.partial = true;
  }

  get childCount(): number {
    return this.children.length;
  }

  child(index: number): SpanNode {
    return this.children[index];
  }
}

export function field(
  name: string,
  type: string,
  offset: number,
  length: number,
  value: Primitive,
  display?: Reading,
  links?: NodeLink[],
): SpanNode {
  return new BasicNode({ name, type, kind: 'field', offset, length, value, display, links });
}

export function opaque(
  name: string,
  offset: number,
  length: number,
  type = `u8[${length}]`,
  display?: Reading,
): SpanNode {
  return new BasicNode({ name, type, kind: 'opaque', offset, length, display });
}

export function gap(offset: number, length: number, display: Reading = msg`bytes no structure refers to`): SpanNode {
  return new BasicNode({ name: 'gap', type: `u8[${length}]`, kind: 'gap', offset, length, display });
}

/**
 * A composite over [start, end): children sorted by offset, gaps inserted, overlapping children marked shadow.
 * Use for containers whose parts are found through pointers (in any order, with holes between them).
 */
export function container(
  init: Omit<NodeInit, 'offset' | 'length'> & { offset: number; end: number },
  parts: SpanNode[],
): BasicNode {
  const { end, ...rest } = init;
  return new BasicNode({ ...rest, length: end - init.offset }, tile(parts, init.offset, end));
}

/** Sort parts by offset and insert gap nodes so they tile [start, end); overlapping parts become shadows. */
export function tile(parts: SpanNode[], start: number, end: number): SpanNode[] {
  const sorted = [...parts].sort((a, b) => a.offset - b.offset || b.length - a.length);
  const out: SpanNode[] = [];
  let at = start;
  for (const p of sorted) {
    if (p.offset < at || p.offset + p.length > end) {
      p.shadow = true;
      out.push(p);
      continue;
    }
    if (p.offset > at) out.push(gap(at, p.offset - at));
    out.push(p);
    at = p.offset + p.length;
  }
  if (at < end) out.push(gap(at, end - at));
  return out;
}

/** Lazy array of fixed-stride records: child i is made on request from its offset. */
export class StrideArrayNode implements SpanNode {
  readonly kind = 'array' as const;
  readonly length: number;
  shadow?: boolean;
  partial?: boolean;
  pixels?: boolean;

  constructor(
    readonly name: string,
    readonly type: string,
    readonly offset: number,
    readonly childCount: number,
    readonly stride: number,
    private readonly make: (index: number, offset: number) => SpanNode,
    readonly display?: Reading,
  ) {
    this.length = childCount * stride;
  }

  child(index: number): SpanNode {
    return this.make(index, this.offset + index * this.stride);
  }
}

/** Lazy array of variable-size records located by an offset index (count + 1 ascending offsets). */
export class IndexedArrayNode implements SpanNode {
  readonly kind = 'array' as const;
  readonly offset: number;
  readonly length: number;
  readonly childCount: number;
  shadow?: boolean;
  partial?: boolean;

  constructor(
    readonly name: string,
    readonly type: string,
    readonly offsets: ArrayLike<number>,
    private readonly make: (index: number, offset: number, length: number) => SpanNode,
    readonly display?: Reading,
    count = offsets.length - 1,
  ) {
    this.childCount = Math.max(0, count);
    this.offset = offsets[0] ?? 0;
    this.length = (offsets[this.childCount] ?? this.offset) - this.offset;
  }

  child(index: number): SpanNode {
    const start = this.offsets[index];
    return this.make(index, start, this.offsets[index + 1] - start);
  }
}

/** The scalars array nodes and generic fields hold (a subset of the stored scalars). */
export type ScalarType = Extract<StoredScalar, 'u8' | 'i8' | 'u16' | 'i16' | 'u32' | 'i32' | 'f32' | 'f64'>;

export function sizeOf(t: ScalarType): number {
  return scalarSizes[t];
}

/** Read one little-endian scalar from a DataView. */
export function readScalar(view: DataView, t: ScalarType, at: number): number {
  switch (t) {
    case 'u8':
      return view.getUint8(at);
    case 'i8':
      return view.getInt8(at);
    case 'u16':
      return view.getUint16(at, true);
    case 'i16':
      return view.getInt16(at, true);
    case 'u32':
      return view.getUint32(at, true);
    case 'i32':
      return view.getInt32(at, true);
    case 'f32':
      return view.getFloat32(at, true);
    case 'f64':
      return view.getFloat64(at, true);
  }
}

/**
 * A primitive array viewed in place (height maps, index lists): no per-element objects until a child is asked for.
 * `describe` turns an element into display text (e.g. raw height -> world units).
 */
export function scalarArray(
  name: string,
  elem: ScalarType,
  bytes: Uint8Array,
  offset: number,
  count: number,
  describe?: (value: number, index: number) => Reading | undefined,
  display?: Reading,
  links?: (value: number, index: number) => NodeLink[] | undefined,
  /** File offset of `bytes[0]`: 0 when `bytes` is the whole file, `offset` when it holds just the array. */
  base = 0,
): StrideArrayNode {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = scalarSizes[elem];
  return new StrideArrayNode(
    name,
    `${elem}[${count}]`,
    offset,
    count,
    size,
    (i, at) => {
      const v = readScalar(view, elem, at - base);
      return field(`[${i}]`, elem, at, size, v, describe?.(v, i), links?.(v, i));
    },
    display,
  );
}
