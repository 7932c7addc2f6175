// A chunk whose size is wrong throws the whole stream after it off: the next "chunk" is read from the middle of a
// payload and the walk stops there. The file usually shows the real size: the smallest end from which known chunks
// follow one another to exactly the end of the file, where the chunk's own fields end too. Decode reads the chunk
// with that size, so the wrong size is one error and everything after it is read and checked as usual; encode then
// writes the size it counts. A damaged header after a right size looks alike from the sizes alone: the chunk then
// reads cleanly at its stored size and not at the found one, and no size is determined.
import { ChunkSpan, fourcc, walkChunks } from '../../core/chunks';
import { chunkKinds } from './chunks';

const CHUNK_HEADER = 8;
/** Corrections decode makes at most: each one is a wrong size found; more than a few means a different file. */
const MAX_CORRECTIONS = 4;

export interface SizeCorrection {
  /** Offset of the chunk whose size field is wrong. */
  offset: number;
  stored: number;
  size: number;
}

const printable = (bytes: Uint8Array, at: number): boolean => {
  for (let i = at; i < at + 4; i++) if (bytes[i] < 0x20 || bytes[i] >= 0x7f) return false;
  return true;
};

/** True when known chunks follow each other from `at` to exactly `end`. */
function chainsToEnd(bytes: Uint8Array, view: DataView, at: number, end: number): boolean {
  while (at < end) {
    if (end - at < CHUNK_HEADER || !chunkKinds[fourcc(bytes, at)]) return false;
    const size = view.getUint32(at + 4, true);
    if (size < CHUNK_HEADER || at + size > end) return false;
    at += size;
  }
  return at === end;
}

/**
 * True when the bytes at `at` are a chunk of any id whose size is followed by known chunks to exactly `end`: a
 * chunk whose id alone is damaged, reached by a size that is right.
 */
function damagedIdChains(bytes: Uint8Array, view: DataView, at: number, end: number): boolean {
  if (end - at < CHUNK_HEADER) return false;
  const size = view.getUint32(at + 4, true);
  return size >= CHUNK_HEADER && at + size <= end && chainsToEnd(bytes, view, at + size, end);
}

/**
 * The chunk's real size, or undefined when no end (or only its stored one) chains to the end of the file. The file
 * end itself counts only for a chunk whose size runs past it: that chunk evidently is the last one. When the stored
 * end holds a chunk that fits but for its id, the stored size is as likely as any other: the id is what was damaged
 * (a size found further on would swallow that chunk), so no size is determined.
 */
function realSize(bytes: Uint8Array, view: DataView, span: ChunkSpan): number | undefined {
  const stored = span.offset + span.totalSize;
  if (stored >= span.payloadOffset && damagedIdChains(bytes, view, stored, bytes.length)) return undefined;
  const last = span.problem === 'past-end' ? bytes.length : bytes.length - 1;
  for (let e = span.payloadOffset; e <= last; e++) {
    if (e - span.offset === span.totalSize) continue;
    if (e < bytes.length && !chunkKinds[fourcc(bytes, e)]) continue;
    if (chainsToEnd(bytes, view, e, bytes.length)) return e - span.offset;
  }
  return undefined;
}

/** `span` with its size set to `size`. */
function resized(span: ChunkSpan, size: number): ChunkSpan {
  return { ...span, totalSize: size, payloadEnd: span.offset + size, problem: undefined };
}

/**
 * The chunk spans with wrong sizes corrected where the file determines them, and the corrections made.
 * `readsCleanly(span)` reads the chunk alone with that span: true when its fields end at the span's end, no error.
 */
export function resyncChunks(
  bytes: Uint8Array,
  view: DataView,
  start: number,
  readsCleanly: (span: ChunkSpan) => boolean,
): { spans: ChunkSpan[]; corrections: SizeCorrection[] } {
  const corrections: SizeCorrection[] = [];
  const fixed = new Map<number, number>();
  for (;;) {
    const spans = [
      ...walkChunks(start, bytes.length, CHUNK_HEADER, (at) => ({
        id: fourcc(bytes, at),
        totalSize: fixed.get(at) ?? view.getUint32(at + 4, true),
        headerSize: CHUNK_HEADER,
      })),
    ];
    // Bytes too few for a chunk header at the end are trailing bytes, their own rule.
    const bad = spans.findIndex(
      (s) =>
        s.problem === 'size-too-small' ||
        s.problem === 'past-end' ||
        (s.problem !== 'short-header' && !printable(bytes, s.offset)),
    );

    if (bad < 0 || corrections.length >= MAX_CORRECTIONS) return { spans, corrections };
    // A garbage id was reached through the size before it; a known chunk with a bad size is its own culprit.
    const culprit = chunkKinds[spans[bad].id] || bad === 0 ? spans[bad] : spans[bad - 1];
    const size = realSize(bytes, view, culprit);
    if (size === undefined || !readsCleanly(resized(culprit, size))) return { spans, corrections };
    fixed.set(culprit.offset, size);
    corrections.push({ offset: culprit.offset, stored: culprit.totalSize, size });
  }
}
