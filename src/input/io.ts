// Reading and writing files for the commands: an unreadable file or a failed write becomes a FileError (exit status
// 2), siblings are found by name.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { SiblingFiles } from '../core/format';
import { siblingFiles } from '../core/siblings';
import { type FolderWalk, mapRootReader, storedModified } from '../core/stored-paths';
import { isInsideFolder } from '../platform/node/inside-folder';
import { MAX_READ_BYTES } from '../core/size-limit';
import { readRegularFile, UnreadableFile } from '../platform/node/regular-file';
import { WriteFailed, writeFileSafely } from '../platform/node/safe-write';
import { msg, TextError } from '../core/translatable';

export type Out = (line: string) => void;

export class FileError extends TextError {}

export async function readFile(file: string): Promise<Uint8Array> {
  try {
    return await readRegularFile(file, MAX_READ_BYTES);
  } catch (e) {
    if (e instanceof FileError) throw e;
    if (e instanceof UnreadableFile) throw new FileError(e.text);
    throw new FileError(msg`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
}

/** Writes a user's file through the one safe write; a failure is a FileError (exit status 2), the file unchanged. */
export async function writeFile(file: string, bytes: Uint8Array): Promise<void> {
  try {
    await writeFileSafely(file, bytes);
  } catch (e) {
    if (!(e instanceof WriteFailed)) throw e;
    const code = e.code ? ` (${e.code})` : '';
    throw new FileError(msg`${file} was not written: ${e.reason}${code}. The file on disk is unchanged.`, {
      cause: e,
    });
  }
}

/**
 * Files beside `file` (see siblingFiles for how stored names are matched); paths stored in it are looked up no
 * higher than `within`, the folder given on the command line, when there is one.
 */
export function siblingsOf(file: string, within?: string): SiblingFiles {
  const dir = path.dirname(path.resolve(file));
  const top = within === undefined ? undefined : path.resolve(within);
  const inside = top === undefined ? undefined : (folder: string) => isInsideFolder(top, folder);
  const modified = storedModified(
    diskWalk,
    dir,
    async (folder, entry) => (await fs.stat(path.join(folder, entry))).mtimeMs,
    inside,
  );
  const readIn = (folder: string, entry: string) => readFile(path.join(folder, entry));
  const atRoot = mapRootReader(diskWalk, dir, path.basename(dir), readIn, inside);
  return siblingFiles({ entries: () => fs.readdir(dir), read: (entry) => readIn(dir, entry) }, modified, atRoot);
}

/** Folders on disk by path. */
const diskWalk: FolderWalk<string> = {
  entries: (folder) => fs.readdir(folder),
  child: (folder, name) => path.join(folder, name),
  parent: (folder) => (path.dirname(folder) === folder ? undefined : path.dirname(folder)),
};
