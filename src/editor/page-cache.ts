// Pages of files on disk, least recently used first out: one cache for everything the extension host reads of
// paged files (hex rows, the inspector, Find, Copy As), so what it holds stays under one cap whatever is read.
import { PAGE_SIZE } from './pages';

/** Where a page comes from: `load` reads `length` bytes at `offset` (fewer at the end of the file). */
export interface PageOwner {
  readonly id: number;
  load(offset: number, length: number): Promise<Uint8Array>;
}

export class PageCache {
  /** Loaded and loading pages by owner and index, in order of use (a Map keeps insertion order). */
  private readonly pages = new Map<string, Promise<Uint8Array>>();

  constructor(
    readonly pageSize = PAGE_SIZE,
    readonly capacity = 32 * 1024 * 1024,
  ) {
    if (pageSize <= 0 || capacity < pageSize) throw new RangeError('the cache must hold at least one page');
  }

  /** Bytes held at most: every page counted whole (a file's last page may be shorter). */
  get held(): number {
    return this.pages.size * this.pageSize;
  }

  /** Page `index` of `owner`, from the cache or read now (the least recently used pages make room first). */
  page(owner: PageOwner, index: number): Promise<Uint8Array> {
    const key = `${owner.id}:${index}`;
    const hit = this.pages.get(key);
    if (hit) {
      this.pages.delete(key);
      this.pages.set(key, hit);
      return hit;
    }
    while (this.held + this.pageSize > this.capacity) this.pages.delete(this.pages.keys().next().value!);
    const loading = owner.load(index * this.pageSize, this.pageSize);
    this.pages.set(key, loading);
    // A failed read is not kept: the next ask reads again.
    loading.catch(() => this.pages.get(key) === loading && this.pages.delete(key));
    return loading;
  }

  /** Drops every page of `owner` (its file was closed). */
  forget(owner: PageOwner): void {
    const prefix = `${owner.id}:`;
    for (const key of [...this.pages.keys()]) if (key.startsWith(prefix)) this.pages.delete(key);
  }
}
