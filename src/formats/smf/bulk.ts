// Tight loops over bulk little-endian data in place: typed-array views where the host and the alignment allow,
// a DataView otherwise. Used by summaries, validation and the generator (hundreds of MB per map).
import { forEachChunk, type Section } from '../../core/byte-source';

const littleEndianHost = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function aligned(bytes: Uint8Array, offset: number, size: number): boolean {
  return littleEndianHost && (bytes.byteOffset + offset) % size === 0;
}

/** `count` u16 at `offset` as a Uint16Array over the same memory, or undefined when that is not possible. */
export function u16View(bytes: Uint8Array, offset: number, count: number): Uint16Array | undefined {
  return aligned(bytes, offset, 2) ? new Uint16Array(bytes.buffer, bytes.byteOffset + offset, count) : undefined;
}

/** `count` i32 at `offset` as an Int32Array over the same memory, or undefined when that is not possible. */
export function i32View(bytes: Uint8Array, offset: number, count: number): Int32Array | undefined {
  return aligned(bytes, offset, 4) ? new Int32Array(bytes.buffer, bytes.byteOffset + offset, count) : undefined;
}

export function dataView(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Smallest and largest of `count` u16 values at `offset` (undefined when count is 0). */
export function u16Range(bytes: Uint8Array, offset: number, count: number): { min: number; max: number } | undefined {
  if (count <= 0) return undefined;
  let min = 0xffff;
  let max = 0;
  const a = u16View(bytes, offset, count);
  if (a) {
    for (let i = 0; i < count; i++) {
      const v = a[i];
      if (v < min) min = v;
      if (v > max) max = v;
    }
  } else {
    const view = dataView(bytes);
    for (let i = 0, at = offset; i < count; i++, at += 2) {
      const v = view.getUint16(at, true);
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  return { min, max };
}

/**
 * Calls `bad(i, value)` for every i32 among `count` values at `offset`, `stride` bytes apart, that is not in
 * [0, limit). One unsigned comparison per value: negative values wrap to large ones.
 */
export function forEachI32OutOfRange(
  bytes: Uint8Array,
  offset: number,
  count: number,
  stride: number,
  limit: number,
  bad: (index: number, value: number) => void,
): void {
  const bound = Math.max(0, limit);
  const step = stride / 4;
  const a = Number.isInteger(step) ? i32View(bytes, offset, count === 0 ? 0 : (count - 1) * step + 1) : undefined;
  if (a) {
    for (let i = 0, j = 0; i < count; i++, j += step) {
      const v = a[j];
      if (v >>> 0 >= bound) bad(i, v);
    }
    return;
  }
  const view = dataView(bytes);
  for (let i = 0, at = offset; i < count; i++, at += stride) {
    const v = view.getInt32(at, true);
    if (v >>> 0 >= bound) bad(i, v);
  }
}

/** Smallest and largest u16 of a section, read a chunk at a time (undefined when it is empty). */
export function sectionU16Range(s: Section): { min: number; max: number } | undefined {
  let range: { min: number; max: number } | undefined;
  forEachChunk(s, 2, (bytes) => {
    const r = u16Range(bytes, 0, bytes.length >> 1);
    if (r) range = range ? { min: Math.min(range.min, r.min), max: Math.max(range.max, r.max) } : r;
  });
  return range;
}

/** `forEachI32OutOfRange` over a section of packed i32, read a chunk at a time; `index` counts from its start. */
export function sectionI32OutOfRange(s: Section, limit: number, bad: (index: number, value: number) => void): void {
  forEachChunk(s, 4, (bytes, at) =>
    forEachI32OutOfRange(bytes, 0, bytes.length >> 2, 4, limit, (i, v) => bad(at / 4 + i, v)),
  );
}
