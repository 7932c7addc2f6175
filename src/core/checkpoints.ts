// Records that lie back to back, millions of them: only every CHECKPOINT-th record's start is kept, and a record
// asked for is found by walking from the checkpoint before it, at most CHECKPOINT - 1 records.

/** Records between checkpoints: the start of every CHECKPOINT-th record is kept. */
export const CHECKPOINT = 64;

/** Room for the checkpoints of up to `most` records (bound `most` by what the bytes can hold: counts may lie). */
export function checkpointsFor(most: number): Uint32Array {
  return new Uint32Array(Math.ceil(most / CHECKPOINT));
}

/** Keeps record i's start when it is a checkpoint (records met in order). */
export function keepCheckpoint(checkpoints: Uint32Array, i: number, at: number): void {
  if (i % CHECKPOINT === 0) checkpoints[i / CHECKPOINT] = at;
}

/**
 * The last checkpoint record among records first .. last whose start is at most `offset` (a record index, a
 * multiple of CHECKPOINT), or -1 when there is none.
 */
export function checkpointAtMost(checkpoints: Uint32Array, first: number, last: number, offset: number): number {
  const [c0, c1] = [Math.ceil(first / CHECKPOINT), Math.floor(last / CHECKPOINT)];
  if (c0 > c1 || checkpoints[c0] > offset) return -1;
  return (c0 + lastAtMost(c1 - c0 + 1, (k) => checkpoints[c0 + k], offset)) * CHECKPOINT;
}

/** The last k in 0 .. count - 1 whose key(k) is at most `value` (keys ascending), or 0. */
export function lastAtMost(count: number, key: (k: number) => number, value: number): number {
  let [lo, hi] = [0, count - 1];
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (key(mid) <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
