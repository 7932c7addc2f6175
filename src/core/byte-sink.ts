// Where an encoder writes a file: bytes or a section of the file it was decoded from, each at its offset in the file
// made, in any order (a later write wins where two meet). A buffer takes them as a copy; a file read in pages takes
// them as parts (file-parts.ts), so a section left in the file is never read to be written.
import { sectionBytes, type Section } from './byte-source';

export interface ByteSink {
  put(at: number, data: Uint8Array | Section): void;
}

/** A file encoded to a sink: its size, and the writes that make it. */
export interface Encoded {
  readonly size: number;
  write(sink: ByteSink): void;
}

/**
 * Writes into `out`. Data already a view of `out` at its own offset (a generator fills bulk sections in place) is
 * left where it is.
 */
export function bufferSink(out: Uint8Array): ByteSink {
  return {
    put(at, data) {
      if (at + data.length > out.length) throw new RangeError(`[${at}, +${data.length}) is outside the file`);
      if (!(data instanceof Uint8Array) && !data.source.resident && data.source.readInto) {
        // Straight into place: no copy of a large section on the way.
        data.source.readInto(data.offset, out.subarray(at, at + data.length));
        return;
      }
      const bytes = data instanceof Uint8Array ? data : sectionBytes(data);
      if (bytes.buffer !== out.buffer || bytes.byteOffset !== out.byteOffset + at) out.set(bytes, at);
    },
  };
}

/** The encoded file in a buffer of its own. */
export function encodedBytes(e: Encoded): Uint8Array {
  const out = new Uint8Array(e.size);
  e.write(bufferSink(out));
  return out;
}
