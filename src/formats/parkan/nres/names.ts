// Entry names and the engine's lookup by name: ASCII case-insensitive order, sort_index as a permutation
// searched binarily, with a linear scan when the permutation points outside the directory.

/** Compare two raw names (up to their NUL) folding A-Z to a-z, like the engine. */
export function compareNames(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = fold(a[i]) - fold(b[i]);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

function fold(c: number): number {
  return c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
}

/** The canonical sort_index table: entry indices stably sorted by name. */
export function canonicalPermutation(names: readonly Uint8Array[]): Uint32Array {
  const order = names.map((_, i) => i).sort((i, j) => compareNames(names[i], names[j]) || i - j);
  return Uint32Array.from(order);
}

/**
 * Find an entry by name the way the engine does: binary search over entries[sortIndex[k]]; when a sort index
 * points outside the directory the search gives up and scans linearly. Returns the entry index or -1.
 */
export function findByName(names: readonly Uint8Array[], sortIndex: ArrayLike<number>, wanted: Uint8Array): number {
  let lo = 0;
  let hi = names.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = sortIndex[mid];
    if (!(at >= 0 && at < names.length)) return linearFind(names, wanted);
    const d = compareNames(wanted, names[at]);
    if (d === 0) return at;
    if (d < 0) hi = mid - 1;
    else lo = mid + 1;
  }
  return -1;
}

function linearFind(names: readonly Uint8Array[], wanted: Uint8Array): number {
  return names.findIndex((n) => compareNames(n, wanted) === 0);
}

/** The name bytes before the NUL of a 36-byte name field (all of it when there is no NUL). */
export function nameBytes(field: Uint8Array): Uint8Array {
  const nul = field.indexOf(0);
  return nul < 0 ? field : field.subarray(0, nul);
}
