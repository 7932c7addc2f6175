// Where a repaired file differs from the file it was made from, as in-place changes: a fix that sets a field
// changes a few bytes, and the document takes those bytes as an edit of their ranges (pieces of a paged file), not
// a re-encoded copy of the whole file held in its undo stack.
import type { ByteChange } from '../core/byte-change';

/** Equal bytes between two differences that still join them into one change. */
const JOIN_GAP = 16;
/** Beyond these the change is not local: the whole file is replaced. */
const MOST_CHANGES = 64;
const MOST_CHANGED_BYTES = 1 << 20;

/** The ranges where `after` differs from `before` (copies), or undefined when the lengths differ or they are many. */
export function changedRanges(before: Uint8Array, after: Uint8Array): ByteChange[] | undefined {
  if (before.length !== after.length) return undefined;
  const ranges: { start: number; end: number }[] = [];
  let bytes = 0;
  for (let i = 0; i < after.length; i++) {
    if (before[i] === after[i]) continue;
    const last = ranges[ranges.length - 1];
    if (last && i - last.end <= JOIN_GAP) {
      bytes += i + 1 - last.end;
      last.end = i + 1;
    } else {
      if (ranges.length === MOST_CHANGES) return undefined;
      ranges.push({ start: i, end: i + 1 });
      bytes++;
    }
    if (bytes > MOST_CHANGED_BYTES) return undefined;
  }
  return ranges.map(({ start, end }) => ({ offset: start, bytes: after.slice(start, end) }));
}
