// Which matched records kept their order: the longest run of them whose places in the first file increase along
// the second (a longest increasing subsequence, O(n log n)). The others moved; an insertion moves nothing.

/** `mates[j]`: the index in the first file of record j of the second, or -1 when it has none. */
export function keptInOrder(mates: Int32Array): Uint8Array {
  const n = mates.length;
  const tails = new Int32Array(n); // tails[k]: index j ending the best run of length k + 1
  const before = new Int32Array(n).fill(-1);
  let runs = 0;
  for (let j = 0; j < n; j++) {
    const v = mates[j];
    if (v < 0) continue;
    let lo = 0;
    let hi = runs;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (mates[tails[mid]] < v) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) before[j] = tails[lo - 1];
    tails[lo] = j;
    if (lo === runs) runs++;
  }
  const kept = new Uint8Array(n);
  for (let j = runs > 0 ? tails[runs - 1] : -1; j >= 0; j = before[j]) kept[j] = 1;
  return kept;
}
