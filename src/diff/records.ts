// Long arrays of fixed-size unkeyed records (minimap DXT1 blocks, tile records) summarised like bulk arrays: how
// many records differ, in which of their fields, and the first few. The records are compared as strided bytes in
// place; only the first and last record are built, to learn the fields' places within a record.
import { SpanNode } from '../core/node';
import { sameBytes } from './bytes';
import { BULK_THRESHOLD } from './nodes';

export interface RecordField {
  /** Path within the record: `color0`, `position.x`. */
  name: string;
  at: number;
  length: number;
}

export interface RecordArray {
  /** Record type, e.g. `DXT1Block`. */
  elem: string;
  stride: number;
  count: number;
  /** Empty when the records do not all share one layout. */
  fields: RecordField[];
}

/** Fields listed per record at most (a wider record is still counted, without the breakdown). */
const MAX_FIELDS = 64;

export function recordArrayOf(n: SpanNode): RecordArray | undefined {
  const stride = (n as { stride?: unknown }).stride;
  if (n.kind !== 'array' || typeof stride !== 'number' || stride <= 0 || n.childCount <= BULK_THRESHOLD) return;
  const first = n.child(0);
  if (first.key !== undefined || first.childCount === 0 || first.length !== stride) return undefined;
  const fields = leaves(first, first.offset, '');
  const last = leaves(n.child(n.childCount - 1), n.offset + (n.childCount - 1) * stride, '');
  const alike =
    fields !== undefined &&
    last !== undefined &&
    last.length === fields.length &&
    last.every((f, i) => f.name === fields[i].name && f.at === fields[i].at && f.length === fields[i].length);
  return { elem: first.type, stride, count: n.childCount, fields: alike ? fields : [] };
}

function leaves(n: SpanNode, base: number, prefix: string, out: RecordField[] = []): RecordField[] | undefined {
  for (let i = 0; i < n.childCount; i++) {
    const c = n.child(i);
    if (c.shadow) continue;
    const name = prefix ? `${prefix}.${c.name}` : c.name;
    if (c.childCount > 0) {
      if (!leaves(c, base, name, out)) return undefined;
    } else if (out.push({ name, at: c.offset - base, length: c.length }) > MAX_FIELDS) return undefined;
  }
  return out;
}

export interface RecordDifferences {
  differing: number;
  first: number[];
  /** Per field of the layout, how many records differ in it. */
  fieldCounts: number[];
}

/** The first `count` records of both arrays compared; equal runs of 1024 records are skipped by words. */
export function differingRecords(
  a: Uint8Array,
  aAt: number,
  b: Uint8Array,
  bAt: number,
  layout: RecordArray,
  count: number,
  keep: number,
): RecordDifferences {
  const { stride, fields } = layout;
  const fieldCounts = new Array<number>(fields.length).fill(0);
  const first: number[] = [];
  let differing = 0;
  for (let e = 0; e < count; e += 1024) {
    const n = Math.min(1024, count - e);
    if (sameBytes(a, aAt + e * stride, b, bAt + e * stride, n * stride)) continue;
    for (let k = e; k < e + n; k++) {
      const pa = aAt + k * stride;
      const pb = bAt + k * stride;
      if (sameSmall(a, pa, b, pb, stride)) continue;
      differing++;
      if (first.length < keep) first.push(k);
      for (let f = 0; f < fields.length; f++)
        if (!sameSmall(a, pa + fields[f].at, b, pb + fields[f].at, fields[f].length)) fieldCounts[f]++;
    }
  }
  return { differing, first, fieldCounts };
}

/** A byte loop: for a record or a field, cheaper than the word views sameBytes sets up. */
function sameSmall(a: Uint8Array, aAt: number, b: Uint8Array, bAt: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (a[aAt + i] !== b[bAt + i]) return false;
  return true;
}
