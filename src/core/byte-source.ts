// Where bytes are read from: a buffer holding the whole file, or a file read in pages (too large to hold), or (in
// tests) a generator standing in for a huge file. Bulk sections of a decoded file are `Section`s of a source, so a
// decoder can describe a 134 MB height map without holding it.
export interface ByteSource {
  readonly size: number;
  /** Bytes [offset, offset+length) clipped to the source; may be a view, callers must not keep it across edits. */
  read(offset: number, length: number): Uint8Array;
  /** True when `read` returns views of bytes already in memory (no copy): a whole section may then be read at once. */
  readonly resident?: boolean;
  /**
   * Copies the bytes at `offset` into `into` and returns the part of it filled (shorter at the end of the source):
   * passes over a source not in memory reuse one buffer instead of leaving a new one behind for every read.
   */
  readInto?(offset: number, into: Uint8Array): Uint8Array;
}

export function bufferSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    resident: true,
    read: (offset, length) => bytes.subarray(Math.max(0, offset), Math.min(bytes.length, offset + length)),
  };
}

/** A stretch [offset, offset+length) of a source: a bulk section, read in parts or whole when needed. */
export interface Section {
  readonly source: ByteSource;
  readonly offset: number;
  readonly length: number;
}

/** A section over bytes in memory (a generated or imported section): offsets are within `bytes`. */
export function sectionOf(bytes: Uint8Array, offset = 0, length = bytes.length - offset): Section {
  return { source: bufferSource(bytes), offset, length };
}

/** The whole section: a view when its source is in memory, else a copy read for the caller. */
export function sectionBytes(s: Section): Uint8Array {
  return s.source.read(s.offset, s.length);
}

/** Bytes a pass over a section not held in memory reads at a time. */
const passChunk = 1 << 20;

/**
 * A reader of up to `most` bytes at a time from `source`: each result is valid only until the next call, since it
 * reuses one buffer when the source can fill one (a view when the source is in memory).
 */
export function scratchReader(source: ByteSource, most: number): (offset: number, length: number) => Uint8Array {
  const into = source.readInto?.bind(source);
  if (source.resident || !into) return (offset, length) => source.read(offset, length);
  const scratch = new Uint8Array(most);
  return (offset, length) => into(offset, scratch.subarray(0, Math.min(length, most)));
}

/**
 * Calls `visit` with the section's bytes in order, a chunk at a time (the whole section at once when it is in
 * memory), each chunk a multiple of `unit` bytes; `at` is the chunk's offset within the section. A chunk is valid
 * only during its visit.
 */
export function forEachChunk(s: Section, unit: number, visit: (bytes: Uint8Array, at: number) => void): void {
  const step = s.source.resident ? s.length : Math.max(unit, passChunk - (passChunk % unit));
  const read = scratchReader(s.source, Math.min(step, s.length));
  for (let at = 0; at < s.length; at += step) visit(read(s.offset + at, Math.min(step, s.length - at)), at);
}
