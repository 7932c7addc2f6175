// Every file the product reads is opened here: without blocking (a FIFO would stall the open itself), checked to be
// a regular file on the descriptor it opened (a name checked first and opened after may have been swapped), and read
// no further than a byte bound. A device such as /dev/zero or a FIFO planted under a file's name is refused with a
// clear message instead of being read without end.
import { constants, promises as fs, type Stats } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { filePieces, readPiece } from '../../core/file-pieces';
import { joinBytes } from '../../core/join-bytes';
import { MAX_READ_BYTES, tooLarge } from '../../core/size-limit';
import { msg, TextError, type Text } from '../../core/translatable';

/** A file that could not be read as one: not a regular file, or larger than the bound. */
export class UnreadableFile extends TextError {}

/** A name that is a device, a FIFO, a socket or a folder. */
export class NotRegularFile extends UnreadableFile {}

/** O_NONBLOCK where the platform has it (Windows does not, and has no FIFOs to open by name). */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** `file` opened for reading, with its size; NotRegularFile (the descriptor closed) when it is no regular file. */
export async function openRegularFile(file: string): Promise<{ handle: FileHandle; size: number }> {
  const handle = await fs.open(file, OPEN_FLAGS);
  try {
    const stat = await handle.stat();
    if (!stat.isFile())
      throw new NotRegularFile(msg`${path.basename(file)} is not a regular file: it is ${kindOf(stat)}`);
    return { handle, size: stat.size };
  } catch (e) {
    await handle.close();
    throw e;
  }
}

function kindOf(stat: Stats): Text {
  if (stat.isDirectory()) return msg`a folder`;
  if (stat.isFIFO()) return msg`a FIFO`;
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return msg`a device`;
  if (stat.isSocket()) return msg`a socket`;
  return msg`a special file`;
}

/** The whole of a regular file, refused unread above `limit` bytes. */
export async function readRegularFile(file: string, limit = MAX_READ_BYTES): Promise<Uint8Array> {
  const { handle, size } = await openRegularFile(file);
  try {
    const refusal = tooLarge(path.basename(file), size, limit);
    if (refusal) throw new UnreadableFile(refusal);
    // Not zero-filled (the reads overwrite it) and not from Buffer's shared pool.
    const b = Buffer.allocUnsafeSlow(size);
    const bytes = new Uint8Array(b.buffer, b.byteOffset, size);
    const pieces = filePieces(size);
    const whole = await Promise.all(pieces.map((piece) => readPiece(handle, bytes, piece)));
    if (whole.every(Boolean) && size > 0 && (await handle.read(new Uint8Array(1), 0, 1, size)).bytesRead === 0)
      return bytes;
    // The size stat gave is not the file's (it changed meanwhile, or a kernel file says 0): read to its end, still
    // no further than the bound.
    return await readToEnd(handle, path.basename(file), limit);
  } finally {
    await handle.close();
  }
}

async function readToEnd(handle: FileHandle, name: string, limit: number): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const part = new Uint8Array(Math.min(1 << 20, limit - total + 1));
    const { bytesRead } = await handle.read(part, 0, part.length, total);
    if (bytesRead === 0) break;
    total += bytesRead;
    const refusal = tooLarge(name, total, limit);
    if (refusal) throw new UnreadableFile(refusal);
    parts.push(part.subarray(0, bytesRead));
  }
  return joinBytes(parts);
}
