// Byte-level helpers of the diff: equality of ranges, counting differing elements, a small content hash.

/** True when a[aAt, aAt+length) equals b[bAt, bAt+length). */
export function sameBytes(a: Uint8Array, aAt: number, b: Uint8Array, bAt: number, length: number): boolean {
  let i = 0;
  // Whole 32-bit words where both ranges share an alignment (the common case: the same layout in both files).
  if ((a.byteOffset + aAt) % 4 === (b.byteOffset + bAt) % 4) {
    while (i < length && (a.byteOffset + aAt + i) % 4 !== 0) {
      if (a[aAt + i] !== b[bAt + i]) return false;
      i++;
    }
    const words = (length - i) >> 2;
    if (words > 0) {
      const wa = new Int32Array(a.buffer, a.byteOffset + aAt + i, words);
      const wb = new Int32Array(b.buffer, b.byteOffset + bAt + i, words);
      for (let w = 0; w < words; w++) if (wa[w] !== wb[w]) return false;
      i += words * 4;
    }
  }
  for (; i < length; i++) if (a[aAt + i] !== b[bAt + i]) return false;
  return true;
}

export interface ElementDifferences {
  /** How many of the compared elements differ. */
  count: number;
  /** Indices of the first differing elements (at most the `keep` asked for). */
  first: number[];
}

/** Elements of `size` bytes compared one by one over `count` elements. */
export function differingElements(
  a: Uint8Array,
  aAt: number,
  b: Uint8Array,
  bAt: number,
  size: number,
  count: number,
  keep: number,
): ElementDifferences {
  const first: number[] = [];
  let n = 0;
  const wa = elementView(a, aAt, size, count);
  const wb = wa && elementView(b, bAt, size, count);
  // Blocks that are equal are skipped with the word comparison; only differing blocks go element by element, as
  // whole u16/u32 values where both arrays are aligned for it.
  for (let e = 0; e < count; e += 1024) {
    const elems = Math.min(1024, count - e);
    const at = e * size;
    if (sameBytes(a, aAt + at, b, bAt + at, elems * size)) continue;
    if (wa && wb) {
      for (let k = e; k < e + elems; k++)
        if (wa[k] !== wb[k]) {
          if (first.length < keep) first.push(k);
          n++;
        }
      continue;
    }
    for (let k = 0; k < elems; k++) {
      const o = at + k * size;
      for (let j = 0; j < size; j++) {
        if (a[aAt + o + j] !== b[bAt + o + j]) {
          if (first.length < keep) first.push(e + k);
          n++;
          break;
        }
      }
    }
  }
  return { count: n, first };
}

/** The elements as one typed array of their size, when the bytes are aligned for it; else undefined. */
function elementView(bytes: Uint8Array, at: number, size: number, count: number): ArrayLike<number> | undefined {
  const start = bytes.byteOffset + at;
  if (size === 1) return bytes.subarray(at, at + count);
  if (start % size !== 0) return undefined;
  if (size === 2) return new Uint16Array(bytes.buffer, start, count);
  if (size === 4) return new Uint32Array(bytes.buffer, start, count);
  return undefined;
}

/** FNV-1a (32 bits) of a byte range: a cheap fingerprint for aligning unkeyed records. */
export function fnv1a32(bytes: Uint8Array, at: number, length: number): number {
  let h = 0x811c9dc5;
  for (let i = at, end = at + length; i < end; i++) h = Math.imul(h ^ bytes[i], 0x01000193);
  return h >>> 0;
}
