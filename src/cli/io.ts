// Reading files for the commands: unreadable files become a FileError (exit status 2), siblings are found by name.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { SiblingFiles } from '../core/format';
import { findSibling } from '../core/siblings';

export type Out = (line: string) => void;

export class FileError extends Error {}

export async function readFile(file: string): Promise<Uint8Array> {
  try {
    return await readWhole(file);
  } catch (e) {
    throw new FileError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
}

/** Largest single read: fs refuses lengths of 2 GiB and more. */
const READ_LIMIT = 1 << 30;
/** A large file is read in up to MAX_PIECES pieces of at least PIECE bytes at once, on the thread pool's threads. */
const PIECE = 16 << 20;
const MAX_PIECES = 4;

// The whole file in a few large reads: fs.readFile reads in 512 KiB pieces, one thread-pool round trip each (about
// 25 ms more on a 77 MB file), and one thread copies a large file out of the page cache more slowly than several do
// (200 MB: 150-220 ms alone, 120-140 ms in two). A file whose size is unknown (0 from stat) or changes while it is
// read is left to fs.readFile.
async function readWhole(file: string): Promise<Uint8Array> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    // Not zero-filled (the reads overwrite it) and not from Buffer's shared pool.
    const b = Buffer.allocUnsafeSlow(size);
    const bytes = new Uint8Array(b.buffer, b.byteOffset, size);
    const pieces = Math.max(1, Math.min(MAX_PIECES, Math.floor(size / PIECE)));
    const step = Math.ceil(size / pieces);
    const starts = Array.from({ length: pieces }, (_, k) => k * step);
    const whole = await Promise.all(starts.map((from) => readRange(handle, bytes, from, Math.min(size, from + step))));
    if (size > 0 && whole.every(Boolean) && (await handle.read(new Uint8Array(1), 0, 1, size)).bytesRead === 0)
      return bytes;
  } finally {
    await handle.close();
  }
  const b = await fs.readFile(file);
  return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
}

/** Fills bytes[from, to) from the same offsets of the file; false when the file ends first. */
async function readRange(handle: fs.FileHandle, bytes: Uint8Array, from: number, to: number): Promise<boolean> {
  for (let at = from; at < to; ) {
    const { bytesRead } = await handle.read(bytes, at, Math.min(to - at, READ_LIMIT), at);
    if (bytesRead === 0) return false;
    at += bytesRead;
  }
  return true;
}

/** Files beside `file` (see findSibling for how stored names are matched). */
export function siblingsOf(file: string): SiblingFiles {
  const dir = path.dirname(file);
  return {
    async read(name: string) {
      try {
        const hit = findSibling(await fs.readdir(dir), name);
        return hit === undefined ? undefined : await readFile(path.join(dir, hit));
      } catch {
        return undefined;
      }
    },
    async list() {
      return fs.readdir(dir).catch(() => []);
    },
  };
}
