// Find a byte pattern forwards or backwards over a byte source, reading it in bounded chunks so a search over a
// large file never materialises more than one chunk at a time. Consecutive chunks overlap by the pattern's length
// less one byte, so a match across a chunk's border is found. The same plan drives a search over bytes in memory
// (the parse worker's) and one over a paged file, whose chunks are read from disk. Text is found with or without
// matching case: ignoring it, ASCII letters match either case (as Find in VS Code and its Hex Editor).
import type { ByteSource } from '../core/byte-source';

const chunkSize = 1 << 20;

/** One chunk to read, and the last place in it where a match may start (backwards: the first place after it). */
interface Chunk {
  start: number;
  length: number;
  limit: number;
}

/** The chunks of a search, nearest to `from` first. */
function* chunks(size: number, n: number, from: number, backwards: boolean, step: number): Generator<Chunk> {
  if (n === 0 || n > size) return;
  if (!backwards) {
    for (let start = Math.max(0, from); start + n <= size; start += step) {
      const length = Math.min(step + n - 1, size - start);
      yield { start, length, limit: length - n };
    }
    return;
  }
  // Matches must start before `from`; a chunk [start, start+step) of start positions needs n-1 bytes more.
  for (let limit = Math.min(from, size - n + 1); limit > 0; limit -= step) {
    const start = Math.max(0, limit - step);
    yield { start, length: Math.min(limit - start + n - 1, size - start), limit: limit - start - 1 };
  }
}

function matchIn(chunk: Uint8Array, pattern: Uint8Array, c: Chunk, backwards: boolean, ignoreCase: boolean): number {
  const hit = backwards
    ? lastIndexOf(chunk, pattern, c.limit, ignoreCase)
    : indexOf(chunk, pattern, 0, c.limit, ignoreCase);
  return hit >= 0 ? c.start + hit : -1;
}

export interface SearchOptions {
  /** ASCII letters match either case. */
  ignoreCase?: boolean;
  shouldStop?: () => boolean;
}

/** Offset of the first match at or after `from` (forwards) or starting before `from` (backwards), or -1. */
export function searchBytes(
  source: ByteSource,
  pattern: Uint8Array,
  from: number,
  backwards: boolean,
  options: SearchOptions = {},
): number {
  for (const c of chunks(source.size, pattern.length, from, backwards, chunkSize)) {
    if (options.shouldStop?.()) return -1;
    const hit = matchIn(source.read(c.start, c.length), pattern, c, backwards, options.ignoreCase ?? false);
    if (hit >= 0) return hit;
  }
  return -1;
}

/** `searchBytes` over bytes read asynchronously (a paged file's), `step` bytes of start positions per read. */
export async function searchPaged(
  read: (offset: number, length: number) => Promise<Uint8Array>,
  size: number,
  pattern: Uint8Array,
  from: number,
  backwards: boolean,
  step = chunkSize,
  ignoreCase = false,
): Promise<number> {
  for (const c of chunks(size, pattern.length, from, backwards, step)) {
    const hit = matchIn(await read(c.start, c.length), pattern, c, backwards, ignoreCase);
    if (hit >= 0) return hit;
  }
  return -1;
}

/** Each byte with ASCII upper-case letters made lower case. */
const folded = Uint8Array.from({ length: 256 }, (_, b) => (b >= 0x41 && b <= 0x5a ? b + 0x20 : b));

/** The byte values a match may start with: the pattern's first, and its other case when case is ignored. */
function firstBytes(pattern: Uint8Array, ignoreCase: boolean): number[] {
  const b = pattern[0];
  const lower = folded[b];
  if (!ignoreCase || lower < 0x61 || lower > 0x7a) return [b];
  return [lower, lower - 0x20];
}

function matchesAt(hay: Uint8Array, pattern: Uint8Array, at: number, ignoreCase: boolean): boolean {
  if (ignoreCase) {
    for (let j = 1; j < pattern.length; j++) if (folded[hay[at + j]] !== folded[pattern[j]]) return false;
    return true;
  }
  for (let j = 1; j < pattern.length; j++) if (hay[at + j] !== pattern[j]) return false;
  return true;
}

/** The first of `bytes` in `hay` at or after `from` (a native scan per value), or -1. */
function nextOf(hay: Uint8Array, bytes: number[], from: number): number {
  let best = -1;
  for (const b of bytes) {
    const i = hay.indexOf(b, from);
    if (i >= 0 && (best < 0 || i < best)) best = i;
  }
  return best;
}

/** The last of `bytes` in `hay` at or before `from`, or -1. */
function previousOf(hay: Uint8Array, bytes: number[], from: number): number {
  let best = -1;
  for (const b of bytes) best = Math.max(best, hay.lastIndexOf(b, from));
  return best;
}

function indexOf(hay: Uint8Array, pattern: Uint8Array, from: number, lastStart: number, ignoreCase: boolean): number {
  const firsts = firstBytes(pattern, ignoreCase);
  for (let i = nextOf(hay, firsts, from); i >= 0 && i <= lastStart; i = nextOf(hay, firsts, i + 1)) {
    if (matchesAt(hay, pattern, i, ignoreCase)) return i;
  }
  return -1;
}

function lastIndexOf(hay: Uint8Array, pattern: Uint8Array, lastStart: number, ignoreCase: boolean): number {
  const maxStart = Math.min(lastStart, hay.length - pattern.length);
  if (maxStart < 0) return -1;
  const firsts = firstBytes(pattern, ignoreCase);
  for (let i = previousOf(hay, firsts, maxStart); i >= 0; i = i === 0 ? -1 : previousOf(hay, firsts, i - 1)) {
    if (matchesAt(hay, pattern, i, ignoreCase)) return i;
  }
  return -1;
}
