// A paged document's bytes as the parse worker reads them: the document's pieces (stretches of files the host has
// open, and bytes edits added), read synchronously (decoders do not wait) through a small cache of its own, so a
// decoder that reads the structure of a huge file never holds more than the structure and a few pages.
import type { ByteSource } from '../core/byte-source';
import { DIRECT_ABOVE_PAGES, PAGE_SIZE, copyFromPage, pagesUnder } from './pages';
import { partsUnder } from './piece-table';

/** A piece as the worker gets it: a stretch of an open file (by descriptor), or bytes held in memory. */
export type WorkerPiece = { fd: number; from: number; length: number } | { bytes: Uint8Array };

/** Reads up to `into.length` bytes of file `fd` at `position` into `into`; returns how many it read. */
export type ReadSync = (fd: number, into: Uint8Array, position: number) => number;

/** Pages kept (4 MiB): the tree's rows read the same pages again and again. */
const maxPages = 64;

export class PieceSource implements ByteSource {
  readonly size: number;
  /** Where each piece starts in the content, with the total length at the end. */
  private readonly starts: number[] = [0];
  /** Pages by `${fd}:${index}` (pages of the file, so pieces of one file share them), least recently used first. */
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
    for (const part of partsUnder(this.starts, from, out.length)) {
      const p = this.pieces[part.index];
      const into = out.subarray(part.at, part.at + part.length);
      if ('bytes' in p) into.set(p.bytes.subarray(part.within, part.within + part.length));
      else this.copyFile(p.fd, p.from + part.within, into);
    }
    return out;
  }

  /** Copies the file's bytes at `position` into all of `into`: through the pages, or directly for a long read. */
  private copyFile(fd: number, position: number, into: Uint8Array): void {
    if (into.length > DIRECT_ABOVE_PAGES * PAGE_SIZE) {
      this.readFully(fd, into, position);
      return;
    }
    let copied = 0;
    for (const index of pagesUnder(position, into.length, PAGE_SIZE))
      copied += copyFromPage(this.page(fd, index), index, PAGE_SIZE, position, into.length, into, 0);
    if (copied < into.length) throw new Error(`the file ended ${into.length - copied} bytes early`);
  }

  private page(fd: number, index: number): Uint8Array {
    const key = `${fd}:${index}`;
    let page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
    } else {
      const free = this.freePage();
      page = free.subarray(0, this.readUpTo(fd, free, index * PAGE_SIZE));
    }
    this.pages.set(key, page);
    return page;
  }

  /**
   * A page buffer: the least recently used page's memory once the cache is full. Reusing it keeps the worker's
   * memory at the cache's size: freed pages would stay with the allocator, not go back to the system.
   */
  private freePage(): Uint8Array {
    if (this.pages.size < maxPages) return new Uint8Array(PAGE_SIZE);
    const [oldest, page] = this.pages.entries().next().value!;
    this.pages.delete(oldest);
    return new Uint8Array(page.buffer, 0, PAGE_SIZE);
  }

  /** Reads into `into` until it is full or the file ends; returns how many bytes it read. */
  private readUpTo(fd: number, into: Uint8Array, position: number): number {
    let done = 0;
    while (done < into.length) {
      const n = this.readSync(fd, into.subarray(done), position + done);
      if (n <= 0) break;
      done += n;
    }
    return done;
  }

  private readFully(fd: number, into: Uint8Array, position: number): void {
    const n = this.readUpTo(fd, into, position);
    if (n < into.length) throw new Error(`the file ended ${into.length - n} bytes early`);
  }
}

function lengthOf(p: WorkerPiece): number {
  return 'bytes' in p ? p.bytes.length : p.length;
}
