// Record sizes inside PACK sections, found with plain DataView reads (no objects): the fast path that indexes
// a chunk's records for the tree and walks millions of them in validation.
import { slimNodeSize } from '../fields';
import { RecordKind } from './layout';

/** INST records: u32 proto_id, Vec3 location, angles, scale, string_id name (+ u8 cell_id in format 6). */
export const INST8_SIZE = 4 + 36 + 4;
export const INST13_SIZE = INST8_SIZE + 1;

/** Offset after `u32 n + n x u32` at `at`, or -1 past `end`. */
function skipCounted(view: DataView, at: number, end: number): number {
  if (at < 0 || at + 4 > end) return -1;
  const next = at + 4 + 4 * view.getUint32(at, true);
  return next <= end ? next : -1;
}

/**
 * End of the record of `kind` at `at`, or -1 when it runs past `end`.
 * model: SlimNode, u8 is_terrain, u8 transition, 3 x Vec3, string_id model_file, texture_file, lights, colours.
 * solo (format 6): SlimNode, u8, u8, 3 x Vec3, u16 mesh_index, u16 texture_index, lights, colours, u8 cell_id.
 */
export function recordEnd(view: DataView, kind: RecordKind, at: number, end: number): number {
  if (kind === 'inst8') return at + INST8_SIZE <= end ? at + INST8_SIZE : -1;
  if (kind === 'inst13') return at + INST13_SIZE <= end ? at + INST13_SIZE : -1;
  const node = slimNodeSize(view, at, end);
  return node < 0 ? -1 : recordTailEnd(view, kind, at + node, end);
}

/** End of a model or solo record whose slim node ends at `at` (the part after the node), or -1 past `end`. */
export function recordTailEnd(view: DataView, kind: RecordKind, at: number, end: number): number {
  const fixed = at + 2 + 36 + (kind === 'model' ? 8 : 4);
  const tail = skipCounted(view, skipCounted(view, fixed, end), end);
  if (tail < 0) return -1;
  const e = kind === 'solo' ? tail + 1 : tail;
  return e <= end ? e : -1;
}

/** Offsets of `count` records of `kind` from `at` (count + 1 entries when all fit; fewer when they run past `end`). */
export function indexRecords(view: DataView, kind: RecordKind, at: number, count: number, end: number): Uint32Array {
  const fixed = kind === 'inst8' ? INST8_SIZE : kind === 'inst13' ? INST13_SIZE : 0;
  const max = fixed ? Math.min(count, Math.floor((end - at) / fixed)) : Math.min(count, end - at);
  const offsets = new Uint32Array(max + 1);
  offsets[0] = at;
  let n = 0;
  for (let p = at; n < max; n++) {
    const next = fixed ? p + fixed : recordEnd(view, kind, p, end);
    if (next < 0) break;
    offsets[n + 1] = p = next;
  }
  return n === max ? offsets : offsets.slice(0, n + 1);
}
