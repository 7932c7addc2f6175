// Reading files for the commands: unreadable files become a FileError (exit status 2), siblings are found by name.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { filePieces, readPiece } from '../core/file-pieces';
import { SiblingFiles } from '../core/format';
import { siblingFiles } from '../core/siblings';
import { type FolderWalk, storedModified } from '../core/stored-paths';
import { MAX_READ_BYTES, tooLarge } from '../core/size-limit';
import { msg, TextError } from '../core/translatable';

export type Out = (line: string) => void;

export class FileError extends TextError {}

export async function readFile(file: string): Promise<Uint8Array> {
  try {
    return await readWhole(file);
  } catch (e) {
    if (e instanceof FileError) throw e;
    throw new FileError(msg`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
}

// The whole file in a few large reads at once (see file-pieces.ts). A file whose size is unknown (0 from stat) or
// changes while it is read is left to fs.readFile.
async function readWhole(file: string): Promise<Uint8Array> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const refusal = tooLarge(path.basename(file), size, MAX_READ_BYTES);
    if (refusal) throw new FileError(refusal);
    // Not zero-filled (the reads overwrite it) and not from Buffer's shared pool.
    const b = Buffer.allocUnsafeSlow(size);
    const bytes = new Uint8Array(b.buffer, b.byteOffset, size);
    const whole = await Promise.all(filePieces(size).map((piece) => readPiece(handle, bytes, piece)));
    if (size > 0 && whole.every(Boolean) && (await handle.read(new Uint8Array(1), 0, 1, size)).bytesRead === 0)
      return bytes;
  } finally {
    await handle.close();
  }
  const b = await fs.readFile(file);
  return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
}

/** Files beside `file` (see siblingFiles for how stored names are matched). */
export function siblingsOf(file: string): SiblingFiles {
  const dir = path.dirname(path.resolve(file));
  const modified = storedModified(
    diskWalk,
    dir,
    async (folder, entry) => (await fs.stat(path.join(folder, entry))).mtimeMs,
  );
  return siblingFiles({ entries: () => fs.readdir(dir), read: (entry) => readFile(path.join(dir, entry)) }, modified);
}

/** Folders on disk by path. */
const diskWalk: FolderWalk<string> = {
  entries: (folder) => fs.readdir(folder),
  child: (folder, name) => path.join(folder, name),
  parent: (folder) => (path.dirname(folder) === folder ? undefined : path.dirname(folder)),
};
