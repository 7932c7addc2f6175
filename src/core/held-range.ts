// A file read in pages, held in part at its own offsets: code that reads a file by its offsets (decoders, tree
// readers, validation walks) reads from a buffer as long as the file (or up to a range's end) of which only the parts
// it needs are ever written. Memory is taken by the pages written (the system gives an untouched page of a large
// allocation none), so the buffer costs those parts alone; the rest is read from the source when needed.
import type { ByteSource } from './byte-source';

/** A stretch [start, end) of a file. */
export type ByteRange = [start: number, end: number];

/** Bytes copied at a time from a source that cannot fill a buffer itself. */
const copyChunk = 16 * 2 ** 20;

/** Copies the source's bytes [from, to) into `into` at the same offsets. */
export function copyRange(source: ByteSource, into: Uint8Array, from: number, to: number): void {
  if (source.readInto) source.readInto(from, into.subarray(from, to));
  else for (let at = from; at < to; at += copyChunk) into.set(source.read(at, Math.min(copyChunk, to - at)), at);
}

/**
 * The source's bytes [from, to) at their own offsets in a buffer of `to` bytes whose bytes before `from` are zeros
 * never written; when the source is in memory, a view of it.
 */
export function heldRange(source: ByteSource, from: number, to: number): Uint8Array {
  if (source.resident) return source.read(0, to);
  const held = new Uint8Array(Math.min(to, source.size));
  copyRange(source, held, from, held.length);
  return held;
}

/** The file of `source` with the ranges `leftOut` (within the file, possibly overlapping) not read: zeros. */
export function heldBytes(source: ByteSource, leftOut: readonly ByteRange[]): Uint8Array {
  const held = new Uint8Array(source.size);
  for (const [from, to] of gaps(leftOut, source.size)) copyRange(source, held, from, to);
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
