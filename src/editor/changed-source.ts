// A file read in pages with in-place changes over it, as a source: the repaired file a Fix All on a paged file
// decodes again after each round, without a copy of the file.
import type { ByteChange } from '../core/byte-change';
import type { ByteSource } from '../core/byte-source';
import { changedRanges } from './changed-ranges';

/** `source` with `changes` written over it, in order (a later one over an earlier one). */
export function withChanges(source: ByteSource, changes: readonly ByteChange[]): ByteSource {
  const patch = (from: number, out: Uint8Array): Uint8Array => {
    for (const c of changes) {
      const start = Math.max(from, c.offset);
      const end = Math.min(from + out.length, c.offset + c.bytes.length);
      if (start < end) out.set(c.bytes.subarray(start - c.offset, end - c.offset), start - from);
    }
    return out;
  };
  return {
    size: source.size,
    read: (offset, length) => patch(Math.max(0, offset), source.read(offset, length).slice()),
    readInto: (offset, into) =>
      patch(offset, source.readInto ? source.readInto(offset, into) : copied(source, offset, into)),
  };
}

function copied(source: ByteSource, offset: number, into: Uint8Array): Uint8Array {
  const bytes = source.read(offset, into.length);
  into.set(bytes);
  return into.subarray(0, bytes.length);
}

/** Changes at most this long are compared with the bytes they replace; longer ones (a picture's grid) go whole. */
const COMPARED = 1 << 20;

/**
 * Of `writes` over `source`, the bytes that change, each in a buffer of its own (a reply gives them away): a small
 * write compared with the bytes it replaces, a large one whole. Empty when nothing changes.
 */
export function changesOver(source: ByteSource, writes: readonly ByteChange[]): ByteChange[] {
  return writes.flatMap((w) => {
    if (w.bytes.length > COMPARED) return [{ offset: w.offset, bytes: ownBuffer(w.bytes) }];
    const ranges = changedRanges(source.read(w.offset, w.bytes.length), w.bytes);
    if (!ranges) return [{ offset: w.offset, bytes: w.bytes.slice() }];
    return ranges.map((r) => ({ offset: w.offset + r.offset, bytes: r.bytes }));
  });
}

function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}
