// The host's page cache: never more than its cap held, least recently used pages out first; and a paged file of a
// few MiB read through it with a small page size gives the file's bytes.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PageCache, type PageOwner } from '../../src/editor/page-cache';
import { expectSameBytes } from '../helpers/invariants';
import { openPaged, patterned, tempDir } from '../helpers/paged-files';

const tmp = tempDir();
afterAll(() => tmp.remove());

/** An owner whose page i is filled with i, counting the pages it was asked to load. */
function owner(id: number): PageOwner & { loads: number[] } {
  const loads: number[] = [];
  return {
    id,
    loads,
    load: async (offset, length) => {
      loads.push(offset / length);
      return new Uint8Array(length).fill(offset / length);
    },
  };
}

describe('PageCache', () => {
  it('holds at most its capacity, dropping the least recently used page first', async () => {
    const cache = new PageCache(16, 64);
    const a = owner(1);
    for (const i of [0, 1, 2, 3]) await cache.page(a, i);
    expect(cache.held).toBe(64);
    // Page 0 used again: page 1 is now the oldest and makes room for page 4.
    expect((await cache.page(a, 0))[0]).toBe(0);
    await cache.page(a, 4);
    expect(cache.held).toBe(64);
    await cache.page(a, 0);
    await cache.page(a, 1);
    expect(a.loads).toEqual([0, 1, 2, 3, 4, 1]);
    for (let i = 0; i < 100; i++) {
      await cache.page(a, i % 9);
      expect(cache.held).toBeLessThanOrEqual(64);
    }
  });

  it('keeps owners apart and forgets one owner’s pages only', async () => {
    const cache = new PageCache(16, 64);
    const a = owner(1);
    const b = owner(2);
    expect((await cache.page(a, 2))[0]).toBe(2);
    await cache.page(b, 2);
    cache.forget(a);
    expect(cache.held).toBe(16);
    await cache.page(b, 2);
    await cache.page(a, 2);
    expect([a.loads, b.loads]).toEqual([[2, 2], [2]]);
  });

  it('does not keep a page whose read failed', async () => {
    const cache = new PageCache(16, 64);
    let fail = true;
    const flaky: PageOwner = {
      id: 3,
      load: async (_, n) => (fail ? Promise.reject(new Error('EIO')) : new Uint8Array(n)),
    };
    await expect(cache.page(flaky, 0)).rejects.toThrow('EIO');
    fail = false;
    await expect(cache.page(flaky, 0)).resolves.toHaveLength(16);
  });

  it('refuses a capacity below one page', () => {
    expect(() => new PageCache(64, 16)).toThrow(RangeError);
  });
});

describe('PagedFile', () => {
  const size = 3 * 2 ** 20 + 123;
  const bytes = patterned(size);
  const file = path.join(tmp.dir, 'few-mib.bin');
  fs.writeFileSync(file, bytes);

  it('reads any range of a few MiB file through 4 KiB pages, holding at most 64 KiB', async () => {
    const { file: paged, cache, diskReads } = await openPaged(file, new PageCache(4096, 65536));
    expect(paged.size).toBe(size);
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) >>> 0) % n;
    for (let k = 0; k < 200; k++) {
      const offset = next(size);
      const length = 1 + next(3 * 4096);
      const out = new Uint8Array(length);
      await paged.read(out, 0, offset, length);
      const end = Math.min(size, offset + length);
      expectSameBytes(out.subarray(0, end - offset), bytes.subarray(offset, end));
      expect(out.subarray(end - offset).every((b) => b === 0)).toBe(true);
      expect(cache.held).toBeLessThanOrEqual(65536);
    }
    // The same window again is served from the cache: nothing more is read from the disk.
    const out = new Uint8Array(5000);
    await paged.read(out, 0, 1_000_000, 5000);
    const before = diskReads();
    await paged.read(out, 0, 1_000_000, 5000);
    expect(diskReads()).toBe(before);
    expectSameBytes(out, bytes.subarray(1_000_000, 1_005_000));
    await paged.close();
  });

  it('reads a range larger than a few pages straight from the file, leaving the cache as it was', async () => {
    const { file: paged, cache } = await openPaged(file, new PageCache(4096, 65536));
    const out = new Uint8Array(2 ** 20);
    await paged.read(out, 0, 5, out.length);
    expectSameBytes(out, bytes.subarray(5, 5 + out.length));
    expect(cache.held).toBe(0);
    await paged.close();
  });
});
