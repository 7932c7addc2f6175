// A file on disk read in pages instead of held in memory. Its handle stays open while the document may read it:
// a save replaces the file by renaming a new one over it, and this handle still reads the bytes it had.
import type { PageCache, PageOwner } from './page-cache';
import { DIRECT_ABOVE_PAGES, copyFromPage, pagesUnder } from './pages';

/** The part of Node's FileHandle a paged file uses. */
export interface ReadHandle {
  /** The descriptor, when the handle has one: the parse worker (a thread of this process) reads it directly. */
  readonly fd?: number;
  read(buffer: Uint8Array, offset: number, length: number, position: number): Promise<{ bytesRead: number }>;
  close(): Promise<void>;
}

/** One direct read at most. */
const chunk = 16 * 2 ** 20;

let nextId = 0;

export class PagedFile implements PageOwner {
  readonly id = nextId++;
  private closed = false;

  constructor(
    private readonly handle: ReadHandle,
    readonly size: number,
    private readonly cache: PageCache,
  ) {}

  /** Copies [position, position+length) of the file into `into` at `at`; bytes past the file's end stay as they are. */
  async read(into: Uint8Array, at: number, position: number, length: number): Promise<void> {
    const size = this.cache.pageSize;
    if (length > DIRECT_ABOVE_PAGES * size) return this.readDirect(into, at, position, length);
    const reads: Promise<unknown>[] = [];
    for (const index of pagesUnder(position, length, size)) {
      reads.push(
        this.cache.page(this, index).then((page) => copyFromPage(page, index, size, position, length, into, at)),
      );
    }
    await Promise.all(reads);
  }

  /** Like `read`, without the cache: for passes over the whole file (save, the decoder's copy). */
  async readDirect(into: Uint8Array, at: number, position: number, length: number): Promise<void> {
    for (let done = 0; done < length;) {
      const { bytesRead } = await this.handle.read(into, at + done, Math.min(chunk, length - done), position + done);
      if (bytesRead === 0) return;
      done += bytesRead;
    }
  }

  async load(offset: number, length: number): Promise<Uint8Array> {
    const page = new Uint8Array(Math.max(0, Math.min(length, this.size - offset)));
    await this.readDirect(page, 0, offset, page.length);
    return page;
  }

  /** The open file's descriptor (undefined once closed, or for a handle without one). */
  get fd(): number | undefined {
    return this.closed ? undefined : this.handle.fd;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.cache.forget(this);
    await this.handle.close();
  }
}
