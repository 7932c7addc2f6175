// Saving a file on a local disk (a `file:` URI, wherever the extension host runs) with Node's file system, which
// VS Code's API cannot do: through the project's one safe write (src/platform/node/safe-write.ts), a new temporary file
// beside the original, flushed, then renamed over it, with the original's permissions.
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { msg, TextError } from '../../src/core/translatable';
import { WriteFailed, writeFileSafely, type StreamedBytes, type WriteIo } from '../../src/platform/node/safe-write';

/** A save that failed: the reason is shown in the user's language. */
export class SaveError extends TextError {}

export async function saveLocalFile(file: string, bytes: Uint8Array | StreamedBytes, io: WriteIo = fsp): Promise<void> {
  const name = path.basename(file);
  const original = await io.stat(file).catch(() => undefined);
  // Root may write anything; VS Code, like the shell's `ls`, still calls a file without write bits read-only.
  if (original && (original.mode & 0o222) === 0)
    throw new SaveError(msg`${name} is read-only. Your edits are kept: make it writable, or use Save As.`);
  try {
    await writeFileSafely(file, bytes, io);
  } catch (e) {
    if (!(e instanceof WriteFailed)) throw e;
    // A folder that forbids new files is refused too: writing in place is what loses the file when it fails.
    const code = e.code ? ` (${e.code})` : '';
    throw new SaveError(
      msg`${name} was not saved: ${e.reason}${code}. The file on disk is unchanged and your edits are kept.`,
      { cause: e.cause },
    );
  }
}
