// Bytes of a file not held, at their own offsets: code that reads a file by its offsets (decoders, tree readers,
// validation walks) reads a range of it from a buffer as long as the file up to the range's end, of which only the
// range is ever written. Memory is taken by the pages written, so the buffer costs the range alone.
import type { ByteSource } from './byte-source';

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
