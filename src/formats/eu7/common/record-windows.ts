// Records of a chunk left in the file (a file decoded from its pages): indexed a window at a time into one reused
// buffer, as the whole range would index them, and read for the tree's rows a window of rows at a time.
import type { ByteSource } from '../../../core/byte-source';
import { heldRange } from '../../../core/held-range';

/** Bytes indexed at a time (more when one record is larger). */
const WINDOW = 4 * 2 ** 20;
/** Bytes of rows read at a time for the tree (the rows around the one shown). */
const ROWS = 64 * 1024;

/** How a kind of record is indexed: offsets of up to `count` records from `start` before `end` (see RecordReader). */
export type IndexRecords = (view: DataView, start: number, count: number, end: number) => Uint32Array;

/** Records of a chunk left in the file: where they are read from and how they are indexed. */
export interface RecordsInFile {
  source: ByteSource;
  /** Fewest bytes a record takes (bounds the records a window can hold). */
  minSize: number;
}

/**
 * Offsets of up to `count` records of [start, end) read from the file a window at a time: what `index` gives over
 * the whole range (count + 1 entries when all fit, else up to the start of the first that does not).
 */
export function indexInWindows(
  { source, minSize }: RecordsInFile,
  index: IndexRecords,
  start: number,
  count: number,
  end: number,
): Uint32Array {
  const out = new Uint32Array(count + 1);
  out[0] = start;
  let n = 0;
  walkInWindows(source, start, count, end, (bytes, base, left) => {
    const most = Math.min(left, Math.floor(bytes.length / Math.max(1, minSize)));
    const part = index(new DataView(bytes.buffer, bytes.byteOffset, bytes.length), 0, most, bytes.length);
    const got = part.length - 1;
    for (let k = 1; k <= got; k++) out[n + k] = base + part[k];
    n += got;
    return { fit: got, pos: part[got] };
  });
  return n === count ? out : out.slice(0, n + 1);
}

/** The bytes of rows [from, to) at their offsets in the file, reading a window of rows around them when not at hand. */
export class RowWindow {
  private held?: { bytes: Uint8Array; from: number; to: number };

  constructor(
    private readonly source: ByteSource,
    /** Where the records end: no window reads past it. */
    private readonly end: number,
  ) {}

  at(from: number, to: number): Uint8Array {
    const h = this.held;
    if (h && from >= h.from && to <= h.to) return h.bytes;
    const until = Math.max(to, Math.min(this.end, from + ROWS));
    this.held = { bytes: heldRange(this.source, from, until), from, to: until };
    return this.held.bytes;
  }
}

/**
 * Walks `count` records of [start, end) read from `source` a window at a time, into one reused buffer: `walk` walks
 * up to `count` records of the window's `bytes` (at offsets from the window's start, `base` in the file) and says how
 * many fit and where it stopped. A record cut by the window's end is walked again in the next window (a larger one
 * when it alone did not fit), so the result, in file offsets, is what one walk over the whole range gives.
 */
export function walkInWindows(
  source: ByteSource,
  start: number,
  count: number,
  end: number,
  walk: (bytes: Uint8Array, base: number, count: number) => { fit: number; pos: number },
): { fit: number; pos: number } {
  let fit = 0;
  let at = start;
  let size = WINDOW;
  let buffer = new Uint8Array(0);
  while (fit < count) {
    const to = Math.min(end, at + size);
    if (buffer.length < to - at) buffer = new Uint8Array(to - at);
    const bytes = buffer.subarray(0, to - at);
    if (source.readInto) source.readInto(at, bytes);
    else bytes.set(source.read(at, bytes.length));
    const r = walk(bytes, at, count - fit);
    fit += r.fit;
    if (fit === count || to === end) return { fit, pos: at + r.pos };
    size = r.fit === 0 ? 2 * size : WINDOW;
    at += r.pos;
  }
  return { fit, pos: at };
}
