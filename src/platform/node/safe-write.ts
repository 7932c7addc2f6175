// Every write of a user's file (the editor's save, `hex-atlas fix`, `import`, `export`, `generate`) goes through
// here: the bytes go to a new temporary file beside the target, created exclusively (O_EXCL, never through a
// symlink, under a name no one can guess ahead), flushed to the disk, then renamed over the target. A POSIX rename
// replaces the target in one step, so a crash, a kill, a full disk or a file size limit at any moment leaves either
// the original file byte for byte or the new one, never a part, and never a 0-byte file where none was.
import { constants, promises as fsp } from 'node:fs';
import path from 'node:path';
import { msg, verbatim, type Text } from '../../core/translatable';
import { createTemp, writeAll } from './temp-file';

/** The file operations a write uses (Node's, or a test's that fail on purpose). */
export type WriteIo = Pick<typeof fsp, 'open' | 'stat' | 'chmod' | 'rename' | 'unlink'>;

/** A file's bytes that are read while they are written (a paged document's pieces), never all in memory. */
export type StreamedBytes = AsyncIterable<Uint8Array>;

/** Why a write failed: the operating system's error, kept as the cause; the target is unchanged. */
export class WriteFailed extends Error {
  constructor(
    readonly file: string,
    readonly code: string | undefined,
    readonly reason: Text,
    options: ErrorOptions,
  ) {
    super(`${file}: ${code ?? 'write failed'}`, options);
  }
}

/** Writes `bytes` to `file` through a new temporary file and a rename; throws WriteFailed, changing nothing. */
export async function writeFileSafely(
  file: string,
  bytes: Uint8Array | StreamedBytes,
  io: WriteIo = fsp,
): Promise<void> {
  const original = await io.stat(file).catch(() => undefined);
  const mode = original ? original.mode & 0o7777 : 0o666;
  const folder = path.dirname(file);
  const { handle, temp } = await createSaveTemp(file, folder, mode, io);
  let open = true;
  try {
    if (bytes instanceof Uint8Array) await writeAll(handle, bytes, 0);
    else for await (const part of bytes) await writeAll(handle, part, null);
    await handle.sync();
    open = false;
    await handle.close();
    // open() applies the umask: set the original's bits exactly.
    if (original) await io.chmod(temp, mode);
    await io.rename(temp, file);
  } catch (e) {
    if (open) await handle.close().catch(() => undefined);
    // The temporary file is ours (created exclusively), so removing it removes nothing of anyone else's.
    await io.unlink(temp).catch(() => undefined);
    throw failed(file, e);
  }
  await syncFolder(folder, io);
}

async function createSaveTemp(file: string, folder: string, mode: number, io: WriteIo) {
  const made = await createTemp(folder, path.basename(file), 'save', constants.O_WRONLY, mode, io.open).catch(
    (e: unknown) => {
      throw failed(file, e);
    },
  );
  if (!made) throw new WriteFailed(file, 'EEXIST', msg`every temporary name tried beside it already exists`, {});
  return made;
}

/** The rename reaches the disk too (best effort: not every file system lets a folder be opened and flushed). */
async function syncFolder(folder: string, io: WriteIo): Promise<void> {
  const dir = await io.open(folder, constants.O_RDONLY).catch(() => undefined);
  await dir?.sync().catch(() => undefined);
  await dir?.close().catch(() => undefined);
}

const REASONS: Record<string, Text> = {
  ENOSPC: msg`the disk is full`,
  EDQUOT: msg`the disk quota is used up`,
  EFBIG: msg`the file is larger than the file size limit allows`,
  EROFS: msg`the file system is read-only`,
  EACCES: msg`permission denied`,
  EPERM: msg`the operation is not permitted`,
  EIO: msg`the disk reported an input/output error`,
  ENOENT: msg`the folder does not exist`,
  ENOTDIR: msg`a part of the path is not a folder`,
  EISDIR: msg`it is a folder`,
};

function failed(file: string, e: unknown): WriteFailed {
  if (e instanceof WriteFailed) return e;
  const err = e as NodeJS.ErrnoException;
  const reason = (err.code ? REASONS[err.code] : undefined) ?? verbatim(err.message ?? String(e));
  return new WriteFailed(file, err.code, reason, { cause: e });
}
