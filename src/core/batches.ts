// Long per-record loops (millions of records) run in batches: `shouldStop` is polled between two batches, and the
// first batch is small. That is for V8: a function optimised while its first call is still inside its loop has no
// type feedback for what follows the loop, and its optimised code is thrown away when the loop ends, so the next
// batch would start over in the interpreter. After a small first batch the whole function has run once.

/** Records between two polls of `shouldStop`. */
export const BATCH = 1 << 16;
/** Enough records to give every path of a batch function its feedback, too few for V8 to optimise it yet. */
const FIRST_BATCH = 256;

/** Calls `run(from, to)` over [0, count) in batches; false when `shouldStop` ended it early. */
export function inBatches(count: number, run: (from: number, to: number) => void, shouldStop?: () => boolean): boolean {
  for (let from = 0; from < count;) {
    if (from > 0 && shouldStop?.()) return false;
    const to = Math.min(count, from === 0 ? FIRST_BATCH : from + BATCH);
    run(from, to);
    from = to;
  }
  return true;
}
