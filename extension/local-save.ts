// Saving a file on a local disk (a `file:` URI, wherever the extension host runs) with Node's file system, which
// VS Code's API cannot do: the bytes go to a temporary file beside the original, opened with the original's
// permissions, flushed to the disk, then renamed over it. A POSIX rename replaces the target in one step, so a
// crash, a kill or a full disk at any moment leaves either the original file or the saved one, never a part.
import { constants, promises as fsp } from 'node:fs';
import path from 'node:path';
import { msg, TextError, type Text } from '../src/core/translatable';

/** The file operations a save uses (Node's, or a test's that fail on purpose). */
export type SaveIo = Pick<typeof fsp, 'open' | 'stat' | 'chmod' | 'rename' | 'unlink' | 'writeFile'>;

/** Bytes written per call: a huge buffer still goes out in steps (and a killed save leaves a short temporary). */
const CHUNK = 16 * 2 ** 20;

/** A file's bytes that are read while they are written (a paged document's pieces), never all in memory. */
export type StreamedBytes = AsyncIterable<Uint8Array>;

/** A save that failed: the reason is shown in the user's language. */
export class SaveError extends TextError {}

export async function saveLocalFile(file: string, bytes: Uint8Array | StreamedBytes, io: SaveIo = fsp): Promise<void> {
  const name = path.basename(file);
  const original = await io.stat(file).catch(() => undefined);
  // Root may write anything; VS Code, like the shell's `ls`, still calls a file without write bits read-only.
  if (original && (original.mode & 0o222) === 0)
    throw new SaveError(msg`${name} is read-only. Your edits are kept: make it writable, or use Save As.`);
  const mode = original ? original.mode & 0o7777 : 0o666;
  const temp = path.join(path.dirname(file), `.${name}.hexatlas-save`);
  let handle: Awaited<ReturnType<SaveIo['open']>> | undefined;
  try {
    handle = await io.open(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC, mode);
  } catch (e) {
    // A folder that forbids new files leaves no safe way: write in place, as VS Code saves text files there. Not
    // streamed bytes: they may be read from the very file being overwritten.
    if (!isPermission(e) || !(bytes instanceof Uint8Array)) throw clearError(name, e);
    await io.writeFile(file, bytes).catch((w: unknown) => {
      throw clearError(name, w);
    });
    return;
  }
  try {
    for await (const part of bytes instanceof Uint8Array ? chunks(bytes) : bytes)
      for (let done = 0; done < part.length;) done += (await handle.write(part, done, part.length - done)).bytesWritten;
    await handle.sync();
    await handle.close();
    handle = undefined;
    // open() applies the umask: set the original's bits exactly.
    if (original) await io.chmod(temp, mode);
    await io.rename(temp, file);
  } catch (e) {
    await handle?.close().catch(() => undefined);
    await io.unlink(temp).catch(() => undefined);
    throw clearError(name, e);
  }
}

function* chunks(bytes: Uint8Array): Generator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += CHUNK) yield bytes.subarray(at, at + CHUNK);
}

function isPermission(e: unknown): boolean {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EACCES' || code === 'EPERM';
}

const REASONS: Record<string, Text> = {
  ENOSPC: msg`the disk is full`,
  EDQUOT: msg`the disk quota is used up`,
  EROFS: msg`the file system is read-only`,
  EACCES: msg`permission denied`,
  EPERM: msg`the operation is not permitted`,
  EIO: msg`the disk reported an input/output error`,
};

/** What went wrong in words, and that nothing was lost: the original is unchanged, the edits are still open. */
function clearError(name: string, e: unknown): SaveError {
  const err = e as NodeJS.ErrnoException;
  const reason = (err.code && REASONS[err.code]) ?? err.message ?? String(e);
  const code = err.code ? ` (${err.code})` : '';
  return new SaveError(
    msg`${name} was not saved: ${reason}${code}. The file on disk is unchanged and your edits are kept.`,
    {
      cause: e,
    },
  );
}
