// Reading records of a source at their file offsets, a stretch at a time: the whole source when it is in memory,
// else up to `span` bytes read into one reused buffer. Passes in file order read each byte once; a record read
// out of order reads its own stretch. Records of a file read in pages are read this way by the rows, checks and
// pictures that need them, so a pass over a million of them holds one buffer, not the file.
import type { ByteSource } from './byte-source';
import { Cursor } from './cursor';

/** Bytes read at a time by a window over a source not in memory. */
const defaultSpan = 1 << 20;

export class SourceWindow {
  /** The bytes in the window: `bytes[0]` is the source's byte at `base`. */
  bytes: Uint8Array;
  view: DataView;
  base = 0;

  constructor(
    private readonly source: ByteSource,
    private readonly span = defaultSpan,
  ) {
    this.bytes = source.resident ? source.read(0, source.size) : new Uint8Array(0);
    this.view = viewOf(this.bytes);
  }

  /**
   * Brings [offset, offset + length) into the window (clipped to the source) and returns where `offset` is in
   * `bytes` and `view`, which the call may replace: read them after it.
   */
  at(offset: number, length: number): number {
    if (offset >= this.base && offset + length <= this.base + this.bytes.length) return offset - this.base;
    return this.load(offset, length);
  }

  private load(offset: number, length: number): number {
    // A pass going backwards keeps the bytes before `offset` in the window, one going forwards those after it.
    const from = offset < this.base ? Math.max(0, Math.min(offset, offset + length - this.span)) : offset;
    const want = Math.max(0, Math.min(Math.max(offset + length - from, this.span), this.source.size - from));
    const into = this.source.readInto?.bind(this.source);
    if (into) {
      // One buffer for the window's life, grown (never shrunk) for a record longer than the span.
      if (this.bytes.buffer.byteLength < want) this.bytes = new Uint8Array(Math.max(want, this.span));
      this.bytes = into(from, new Uint8Array(this.bytes.buffer, 0, want));
    } else {
      this.bytes = this.source.read(from, want);
    }
    this.view = viewOf(this.bytes);
    this.base = from;
    return offset - from;
  }
}

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * A cursor over [offset, offset + length) of `source` alone, at its file offsets: a view when the source is in
 * memory, else a copy read for it (a tree row that keeps it keeps only its record).
 */
export function cursorOver(source: ByteSource, offset: number, length: number): Cursor {
  return new Cursor(source.read(offset, length), offset, offset + length, offset);
}
