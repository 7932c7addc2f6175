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

// The whole file in as few reads as its size allows: fs.readFile reads in 512 KiB pieces, one thread-pool round trip
// each, which costs a 77 MB file about 25 ms more. A file whose size is unknown (0 from stat) or changes while it
// is read is left to fs.readFile.
async function readWhole(file: string): Promise<Uint8Array> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    // Not zero-filled (the reads overwrite it) and not from Buffer's shared pool.
    const b = Buffer.allocUnsafeSlow(size);
    const bytes = new Uint8Array(b.buffer, b.byteOffset, size);
    let filled = 0;
    while (filled < size) {
      const { bytesRead } = await handle.read(bytes, filled, Math.min(size - filled, READ_LIMIT), filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    if (size > 0 && filled === size && (await handle.read(new Uint8Array(1), 0, 1, size)).bytesRead === 0) return bytes;
  } finally {
    await handle.close();
  }
  const b = await fs.readFile(file);
  return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
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
