// Reading files in pages, shared by the host's page cache (asynchronous, page-cache.ts) and the parse worker's
// (synchronous, piece-source.ts): the page size, when a read goes past the cache, and which part of which page a
// read covers.

/** Bytes per page. */
export const PAGE_SIZE = 64 * 1024;

/** Reads of more pages than this go to the file directly: through a cache they would push out every page on screen. */
export const DIRECT_ABOVE_PAGES = 4;

/** The index of every page under [position, position+length) of a file, in order. */
export function* pagesUnder(position: number, length: number, pageSize: number): Generator<number> {
  for (let index = Math.floor(position / pageSize); index * pageSize < position + length; index++) yield index;
}

/**
 * Copies what page `index` (`page`, shorter at the end of the file) holds of [position, position+length) into
 * `into`, whose byte `at` is the one at `position`. Returns how many bytes it copied.
 */
export function copyFromPage(
  page: Uint8Array,
  index: number,
  pageSize: number,
  position: number,
  length: number,
  into: Uint8Array,
  at: number,
): number {
  const from = Math.max(position, index * pageSize);
  const to = Math.min(position + length, index * pageSize + page.length);
  if (to <= from) return 0;
  into.set(page.subarray(from - index * pageSize, to - index * pageSize), at + from - position);
  return to - from;
}
