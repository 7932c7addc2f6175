// The part of a file read in pages that a decoder holds: a buffer the size of the file, read from the source except
// for the bulk ranges left out, which stay zeros. Those are never written, so they cost no memory (the system gives
// an untouched page of a large allocation no memory); the decoder reads them from the source when it needs them.
import type { ByteSource } from './byte-source';

/** A stretch [start, end) of a file. */
export type ByteRange = [start: number, end: number];

/** Bytes copied at a time from a source that cannot read into the buffer. */
const fillChunk = 16 * 2 ** 20;

/** The file of `source` with the ranges `leftOut` (within the file, possibly overlapping) not read. */
export function heldBytes(source: ByteSource, leftOut: readonly ByteRange[]): Uint8Array {
  const held = new Uint8Array(source.size);
  for (const [from, to] of gaps(leftOut, source.size)) {
    if (source.readInto) source.readInto(from, held.subarray(from, to));
    else for (let at = from; at < to; at += fillChunk) held.set(source.read(at, Math.min(fillChunk, to - at)), at);
  }
  return held;
}

/** The parts of [0, size) outside every range. */
function gaps(ranges: readonly ByteRange[], size: number): ByteRange[] {
  const out: ByteRange[] = [];
  let at = 0;
  for (const [from, to] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (from > at) out.push([at, Math.min(from, size)]);
    at = Math.max(at, to);
  }
  if (at < size) out.push([at, size]);
  return out;
}
