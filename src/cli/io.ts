// Reading files for the commands: unreadable files become a FileError (exit status 2), siblings are found by name.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { SiblingFiles } from '../core/format';
import { findSibling } from '../core/siblings';

export type Out = (line: string) => void;

export class FileError extends Error {}

export async function readFile(file: string): Promise<Uint8Array> {
  try {
    const b = await fs.readFile(file);
    return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
  } catch (e) {
    throw new FileError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
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
