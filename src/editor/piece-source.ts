// A paged document's bytes as the parse worker reads them: the document's pieces (stretches of files the host has
// open, and bytes edits added), read synchronously (decoders do not wait) through a small cache of its own, so a
// decoder that reads the structure of a huge file never holds more than the structure and a few pages.
import type { ByteSource } from '../core/byte-source';

/** A piece as the worker gets it: a stretch of an open file (by descriptor), or bytes held in memory. */
export type WorkerPiece = { fd: number; from: number; length: number } | { bytes: Uint8Array };

/** Reads up to `into.length` bytes of file `fd` at `position` into `into`; returns how many it read. */
export type ReadSync = (fd: number, into: Uint8Array, position: number) => number;

const pageSize = 64 * 1024;
/** Pages kept (4 MiB): the tree's rows read the same pages again and again. */
const maxPages = 64;
/** Reads of more pages than this go to the file directly (a pass over a section would push out every page). */
const directAbove = 4;

export class PieceSource implements ByteSource {
  readonly size: number;
  /** Where each piece starts in the content, with the total length at the end. */
  private readonly starts: number[] = [0];
  /** Pages by `${piece}:${index}`, least recently used first. */
  private readonly pages = new Map<string, Uint8Array>();

  constructor(
    private readonly pieces: readonly WorkerPiece[],
    private readonly readSync: ReadSync,
  ) {
    for (const p of pieces) this.starts.push(this.starts[this.starts.length - 1] + lengthOf(p));
    this.size = this.starts[pieces.length];
  }

  read(offset: number, length: number): Uint8Array {
    const from = Math.max(0, offset);
    return this.readInto(from, new Uint8Array(Math.max(0, Math.min(this.size, offset + length) - from)));
  }

  readInto(from: number, out: Uint8Array): Uint8Array {
    out = out.subarray(0, Math.max(0, Math.min(out.length, this.size - from)));
    for (let i = this.pieceAt(from); i < this.pieces.length && this.starts[i] < from + out.length; i++) {
      const start = Math.max(from, this.starts[i]);
      const end = Math.min(from + out.length, this.starts[i + 1]);
      this.copy(i, start - this.starts[i], out.subarray(start - from, end - from));
    }
    return out;
  }

  /** Copies piece `i` from `at` (within the piece) into all of `into`. */
  private copy(i: number, at: number, into: Uint8Array): void {
    const p = this.pieces[i];
    if ('bytes' in p) {
      into.set(p.bytes.subarray(at, at + into.length));
      return;
    }
    if (into.length > directAbove * pageSize) {
      this.readFully(p.fd, into, p.from + at);
      return;
    }
    for (let done = 0; done < into.length;) {
      const index = Math.floor((at + done) / pageSize);
      const page = this.page(i, p, index);
      const inPage = at + done - index * pageSize;
      const n = Math.min(into.length - done, page.length - inPage);
      if (n <= 0) return;
      into.set(page.subarray(inPage, inPage + n), done);
      done += n;
    }
  }

  private page(i: number, p: { fd: number; from: number; length: number }, index: number): Uint8Array {
    const key = `${i}:${index}`;
    let page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
    } else {
      const length = Math.min(pageSize, p.length - index * pageSize);
      page = this.freePage(length);
      this.readFully(p.fd, page, p.from + index * pageSize);
    }
    this.pages.set(key, page);
    return page;
  }

  /**
   * A page buffer of `length` bytes: the least recently used page's memory once the cache is full. Reusing it keeps
   * the worker's memory at the cache's size: freed pages would stay with the allocator, not go back to the system.
   */
  private freePage(length: number): Uint8Array {
    if (this.pages.size < maxPages) return new Uint8Array(length);
    const [oldest, page] = this.pages.entries().next().value!;
    this.pages.delete(oldest);
    return page.buffer.byteLength >= length ? new Uint8Array(page.buffer, 0, length) : new Uint8Array(length);
  }

  private readFully(fd: number, into: Uint8Array, position: number): void {
    for (let done = 0; done < into.length;) {
      const n = this.readSync(fd, into.subarray(done), position + done);
      if (n <= 0) throw new Error(`the file ended ${into.length - done} bytes early`);
      done += n;
    }
  }

  private pieceAt(offset: number): number {
    let lo = 0;
    let hi = this.pieces.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}

function lengthOf(p: WorkerPiece): number {
  return 'bytes' in p ? p.bytes.length : p.length;
}
