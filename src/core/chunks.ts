// Chunk streams (id + size records one after another). Each chunk's size moves the walk forward, so a bad
// payload never stops the walk; a size that cannot be right stops it with the reason, never loops.

export interface ChunkHeader {
  id: string;
  /** Bytes from the chunk's first byte to its end (header included). */
  totalSize: number;
  headerSize: number;
}

export interface ChunkSpan extends ChunkHeader {
  offset: number;
  payloadOffset: number;
  /** Payload end, clamped to the stream end when the chunk claims more than there is. */
  payloadEnd: number;
  /** Set when the stream cannot continue at this chunk. */
  problem?: 'short-header' | 'size-too-small' | 'past-end';
}

/**
 * Walk [start, end) as a chunk stream. `readHeader(at)` returns the header at `at` (the caller knows the layout);
 * a chunk whose size is smaller than its header or runs past the end is yielded with `problem` set, and the walk ends.
 */
export function* walkChunks(
  start: number,
  end: number,
  headerSize: number,
  readHeader: (at: number) => ChunkHeader,
): Generator<ChunkSpan> {
  let at = start;
  while (at < end) {
    if (end - at < headerSize) {
      yield {
        id: '',
        totalSize: end - at,
        headerSize,
        offset: at,
        payloadOffset: end,
        payloadEnd: end,
        problem: 'short-header',
      };
      return;
    }
    const h = readHeader(at);
    if (h.totalSize < h.headerSize) {
      yield {
        ...h,
        offset: at,
        payloadOffset: at + h.headerSize,
        payloadEnd: Math.min(end, at + h.headerSize),
        problem: 'size-too-small',
      };
      return;
    }
    if (at + h.totalSize > end) {
      yield { ...h, offset: at, payloadOffset: at + h.headerSize, payloadEnd: end, problem: 'past-end' };
      return;
    }
    yield { ...h, offset: at, payloadOffset: at + h.headerSize, payloadEnd: at + h.totalSize };
    at += h.totalSize;
  }
}

/** Four ASCII bytes as text, non-printable bytes escaped (`\x00`). */
export function fourcc(bytes: Uint8Array, at: number): string {
  let s = '';
  for (let i = 0; i < 4; i++) {
    const b = bytes[at + i] ?? 0;
    s += b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : `\\x${b.toString(16).padStart(2, '0')}`;
  }
  return s;
}
