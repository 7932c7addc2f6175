// Find a byte pattern forwards or backwards over a byte source, reading it in bounded chunks so a search over a
// large file never materialises more than one chunk at a time.
import type { ByteSource } from './byte-source';

const chunkSize = 1 << 20;

/** Offset of the first match at or after `from` (forwards) or starting before `from` (backwards), or -1. */
export function searchBytes(
  source: ByteSource,
  pattern: Uint8Array,
  from: number,
  backwards: boolean,
  shouldStop?: () => boolean,
): number {
  const n = pattern.length;
  if (n === 0 || n > source.size) return -1;
  if (!backwards) {
    for (let start = Math.max(0, from); start + n <= source.size; start += chunkSize) {
      if (shouldStop?.()) return -1;
      const chunk = source.read(start, Math.min(chunkSize + n - 1, source.size - start));
      const hit = indexOf(chunk, pattern, 0, chunk.length - n);
      if (hit >= 0) return start + hit;
    }
    return -1;
  }
  // Matches must start before `from`; a chunk [start, start+chunkSize) of start positions needs n-1 bytes more.
  for (let limit = Math.min(from, source.size - n + 1); limit > 0; limit -= chunkSize) {
    if (shouldStop?.()) return -1;
    const start = Math.max(0, limit - chunkSize);
    const chunk = source.read(start, Math.min(limit - start + n - 1, source.size - start));
    const hit = lastIndexOf(chunk, pattern, limit - start - 1);
    if (hit >= 0) return start + hit;
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
