// Files created under a fresh random name no one can plant ahead: the copy a save writes beside its target
// (safe-write.ts), and the files a paged document keeps its large edits in (a re-encoded file, an imported picture)
// so its undo stack holds files on disk, not the bytes.
import { constants, promises as fsp, type promises } from 'node:fs';
import path from 'node:path';
import { tempNameBeside, type TempKind } from '../../core/temp-name';

/** Names tried before giving up: each is random, so a clash means someone is planting them. */
const TEMP_TRIES = 8;
/** Where the platform has no O_NOFOLLOW (Windows), O_EXCL alone refuses an existing name. */
const NEW_FILE = constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);
/** Bytes written per call: a huge buffer still goes out in steps. */
const CHUNK = 16 * 2 ** 20;

/**
 * A new file in `folder` named after `name`, opened with `access` (O_WRONLY, O_RDWR); undefined when every name tried
 * existed.
 */
export async function createTemp(
  folder: string,
  name: string,
  kind: TempKind,
  access: number,
  mode: number,
  open: (typeof fsp)['open'] = fsp.open,
): Promise<{ handle: promises.FileHandle; temp: string } | undefined> {
  for (let i = 0; i < TEMP_TRIES; i++) {
    const temp = path.join(folder, tempNameBeside(name, kind));
    try {
      return { handle: await open(temp, access | NEW_FILE, mode), temp };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  return undefined;
}

/** Writes all of `bytes` at `position` (null: where the last write ended), in steps. */
export async function writeAll(handle: promises.FileHandle, bytes: Uint8Array, position: number | null): Promise<void> {
  for (let done = 0; done < bytes.length;) {
    const part = Math.min(CHUNK, bytes.length - done);
    done += (await handle.write(bytes, done, part, position === null ? null : position + done)).bytesWritten;
  }
}

/**
 * `bytes` in a new file of `folder` readable only by this user, held open for reading; the caller closes the handle
 * and removes the file (`removeTemp`). Throws what the file system said when it cannot be written (a full disk).
 */
export async function tempFileOf(
  folder: string,
  bytes: Uint8Array,
): Promise<{ handle: promises.FileHandle; path: string }> {
  await fsp.mkdir(folder, { recursive: true });
  const made = await createTemp(folder, 'edit', 'edit', constants.O_RDWR, 0o600);
  if (!made) throw new Error(`every temporary name tried in ${folder} already exists`);
  try {
    await writeAll(made.handle, bytes, 0);
    return { handle: made.handle, path: made.temp };
  } catch (e) {
    await made.handle.close().catch(() => undefined);
    await removeTemp(made.temp);
    throw e;
  }
}

/** Removes a temporary file of ours (created exclusively, so it is no one else's); gone already is fine. */
export function removeTemp(file: string): Promise<void> {
  return fsp.unlink(file).catch(() => undefined);
}
