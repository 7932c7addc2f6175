// How the diff and the dump see nodes: field paths, leaf values as text, and bulk arrays of scalars (compared and
// hashed as bytes, never as one object per element).
import { readingText, valueText } from '../core/describe';
import { SpanNode } from '../core/node';
import { english, type Language } from '../core/translatable';

/** Arrays of more elements than this are bulk: summarised, compared element-wise in place. */
export const BULK_THRESHOLD = 64;

const scalarSize: Record<string, number> = {
  u8: 1,
  i8: 1,
  u16: 2,
  i16: 2,
  u32: 4,
  i32: 4,
  u64: 8,
  i64: 8,
  f32: 4,
  f64: 8,
};

export interface Bulk {
  /** Element type, e.g. `u16`. */
  elem: string;
  size: number;
  count: number;
  /** Elements per row when the array is two-dimensional (`u16[rows][width]`). */
  width?: number;
}

/**
 * A scalar array (`u16[N]`, `u8[rows][width]`) of more than BULK_THRESHOLD elements lying contiguously in the
 * file, or an opaque/gap run of bytes; undefined for anything else.
 */
export function bulkOf(n: SpanNode): Bulk | undefined {
  if ((n.kind === 'opaque' || n.kind === 'gap') && n.childCount === 0) return { elem: 'u8', size: 1, count: n.length };
  if (n.kind !== 'array') return undefined;
  const m = /^([a-z]\w*)\[(\d+)\](?:\[(\d+)\])?$/.exec(n.type);
  const size = m ? scalarSize[m[1]] : undefined;
  if (!m || !size) return undefined;
  const count = Number(m[2]) * (m[3] ? Number(m[3]) : 1);
  if (count <= BULK_THRESHOLD || count * size !== n.length) return undefined;
  return { elem: m[1], size, count, width: m[3] ? Number(m[3]) : undefined };
}

/**
 * A field's value as text: its key when it has one (a string id by its text), else the value with its meaning (in
 * `lang`; only shown, never compared).
 */
export function leafText(n: SpanNode, lang: Language = english): string {
  if (n.key !== undefined) return JSON.stringify(n.key);
  const v = typeof n.value === 'string' ? JSON.stringify(n.value) : valueText(n.value);
  const d = readingText(n, lang);
  if (v === undefined) return d ?? n.type;
  return d === undefined || d.startsWith(v) ? (d ?? v) : `${v} (${d})`;
}

/** True when two leaves say the same (keys compared when both have them: string ids by their text). */
export function sameLeaf(a: SpanNode, b: SpanNode): boolean {
  if (a.key !== undefined || b.key !== undefined) return a.key === b.key;
  return a.type === b.type && valueText(a.value) === valueText(b.value);
}

/** One line describing a whole node (added or removed records). */
export function nodeText(n: SpanNode, lang: Language = english): string {
  if (n.childCount === 0 && n.kind === 'field') return leafText(n, lang);
  const d = readingText(n, lang);
  return d ? `${n.type} ${d}` : n.type;
}

/**
 * Names children for paths: `parent.name`, `parent[3]`, `parent["C-36362"]` for a keyed record; a name or key
 * seen again under the same parent gets `#2`, `#3`.
 */
export class PathNamer {
  private readonly seen = new Map<string, number>();

  constructor(private readonly parent: string) {}

  name(n: SpanNode): string {
    const own = n.key !== undefined ? `[${JSON.stringify(n.key)}]` : n.name;
    let text = own;
    if (n.key !== undefined || !own.startsWith('[')) {
      const times = (this.seen.get(own) ?? 0) + 1;
      this.seen.set(own, times);
      if (times > 1) text = `${own}#${times}`;
    }
    return text.startsWith('[') || !this.parent ? this.parent + text : `${this.parent}.${text}`;
  }
}

/** Children `from` to `to`, without shadows (second views of bytes that other nodes own). */
export function children(n: SpanNode, from = 0, to = n.childCount): SpanNode[] {
  const out: SpanNode[] = [];
  for (let i = from; i < to; i++) {
    const c = n.child(i);
    if (!c.shadow) out.push(c);
  }
  return out;
}
