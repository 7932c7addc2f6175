// Byte pages fetched from the host on demand and kept in a small LRU, so scrolling a huge file touches only the
// pages on screen. A missing page is requested once; `onLoad` tells the view to repaint when it arrives.

const pageSize = 4096;
const maxPages = 256;

export class ByteCache {
  private readonly pages = new Map<number, Uint8Array>();
  private readonly loading = new Set<number>();
  private epoch = 0;

  constructor(
    private readonly fetch: (offset: number, length: number) => Promise<Uint8Array>,
    private readonly onLoad: () => void,
  ) {}

  /** The byte at `offset`, or undefined while its page is loading (a request is started). */
  get(offset: number): number | undefined {
    const page = this.page(Math.floor(offset / pageSize));
    return page?.[offset % pageSize];
  }

  /** Bytes [offset, offset+length) when all are loaded, else undefined (missing pages are requested). */
  slice(offset: number, length: number): Uint8Array | undefined {
    const out = new Uint8Array(length);
    for (let at = offset; at < offset + length;) {
      const index = Math.floor(at / pageSize);
      const page = this.page(index);
      if (!page) return undefined;
      const from = at - index * pageSize;
      const n = Math.min(page.length - from, offset + length - at);
      if (n <= 0) return out.subarray(0, at - offset);
      out.set(page.subarray(from, from + n), at - offset);
      at += n;
    }
    return out;
  }

  /** Take bytes the host sent unasked, starting at page-aligned `offset` (the first screen). */
  seed(offset: number, bytes: Uint8Array): void {
    for (let at = 0; at < bytes.length; at += pageSize) {
      const index = (offset + at) / pageSize;
      if (Number.isInteger(index)) this.pages.set(index, bytes.subarray(at, at + pageSize));
    }
  }

  /** Drop everything (the file changed); pages in flight are ignored when they land. */
  clear(): void {
    this.pages.clear();
    this.loading.clear();
    this.epoch++;
  }

  private page(index: number): Uint8Array | undefined {
    const page = this.pages.get(index);
    if (page) {
      // Re-insert: Map order is the LRU order.
      this.pages.delete(index);
      this.pages.set(index, page);
      return page;
    }
    if (!this.loading.has(index)) this.load(index);
    return undefined;
  }

  private load(index: number): void {
    const epoch = this.epoch;
    this.loading.add(index);
    this.fetch(index * pageSize, pageSize).then(
      (bytes) => {
        if (epoch !== this.epoch) return;
        this.loading.delete(index);
        this.pages.set(index, bytes);
        while (this.pages.size > maxPages) this.pages.delete(this.pages.keys().next().value!);
        this.onLoad();
      },
      () => {
        if (epoch === this.epoch) this.loading.delete(index);
      },
    );
  }
}
