// Real files on disk read through a PagedFile, with a handle that counts what it reads from the disk.
import fs from 'node:fs';
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PageCache } from '../../src/editor/page-cache';
import { PagedFile, type ReadHandle } from '../../src/editor/paged-file';

/** Byte i of a test file: differs from its neighbours and repeats only every 251 * 256 bytes. */
export const patterned = (size: number): Uint8Array =>
  Uint8Array.from({ length: size }, (_, i) => (i + (i >> 8)) % 251);

export function tempDir(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hex-atlas-paged-'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export interface Opened {
  file: PagedFile;
  cache: PageCache;
  /** Bytes read from the disk so far. */
  diskReads(): number;
}

export async function openPaged(file: string, cache: PageCache): Promise<Opened> {
  const handle = await open(file, 'r');
  let read = 0;
  const counting: ReadHandle = {
    read: async (buffer, offset, length, position) => {
      const r = await handle.read(buffer, offset, length, position);
      read += r.bytesRead;
      return r;
    },
    close: () => handle.close(),
  };
  return { file: new PagedFile(counting, (await handle.stat()).size, cache), cache, diskReads: () => read };
}
