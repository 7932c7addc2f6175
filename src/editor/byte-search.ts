// Find a byte pattern forwards or backwards over a byte source, reading it in bounded chunks so a search over a
// large file never materialises more than one chunk at a time. Consecutive chunks overlap by the pattern's length
// less one byte, so a match across a chunk's border is found. The same plan drives a search over bytes in memory
// (the parse worker's) and one over a paged file, whose chunks are read from disk.
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

function matchIn(chunk: Uint8Array, pattern: Uint8Array, c: Chunk, backwards: boolean): number {
  const hit = backwards ? lastIndexOf(chunk, pattern, c.limit) : indexOf(chunk, pattern, 0, c.limit);
  return hit >= 0 ? c.start + hit : -1;
}

/** Offset of the first match at or after `from` (forwards) or starting before `from` (backwards), or -1. */
export function searchBytes(
  source: ByteSource,
  pattern: Uint8Array,
  from: number,
  backwards: boolean,
  shouldStop?: () => boolean,
): number {
  for (const c of chunks(source.size, pattern.length, from, backwards, chunkSize)) {
    if (shouldStop?.()) return -1;
    const hit = matchIn(source.read(c.start, c.length), pattern, c, backwards);
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
): Promise<number> {
  for (const c of chunks(size, pattern.length, from, backwards, step)) {
    const hit = matchIn(await read(c.start, c.length), pattern, c, backwards);
    if (hit >= 0) return hit;
  }
  return -1;
}

function matchesAt(hay: Uint8Array, pattern: Uint8Array, at: number): boolean {
  for (let j = 1; j < pattern.length; j++) if (hay[at + j] !== pattern[j]) return false;
  return true;
}

function indexOf(hay: Uint8Array, pattern: Uint8Array, from: number, lastStart: number): number {
  for (let i = hay.indexOf(pattern[0], from); i >= 0 && i <= lastStart; i = hay.indexOf(pattern[0], i + 1)) {
    if (matchesAt(hay, pattern, i)) return i;
  }
  return -1;
}

function lastIndexOf(hay: Uint8Array, pattern: Uint8Array, lastStart: number): number {
  const maxStart = Math.min(lastStart, hay.length - pattern.length);
  if (maxStart < 0) return -1;
  for (let i = hay.lastIndexOf(pattern[0], maxStart); i >= 0; i = i === 0 ? -1 : hay.lastIndexOf(pattern[0], i - 1)) {
    if (matchesAt(hay, pattern, i)) return i;
  }
  return -1;
}
