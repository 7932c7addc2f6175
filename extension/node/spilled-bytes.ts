// A paged document's large edit (a re-encoded file, an imported picture) kept in a temporary file, so its undo stack
// holds a file on disk, not the bytes: read from memory until the file is written, then from the file through the
// host's page cache like the document's own file, and by descriptor by the parse worker. Removed when closed.
import type { promises } from 'node:fs';
import type { ReadHandle } from '../../src/editor/paged-file';
import { removeTemp, tempFileOf } from '../../src/platform/node/temp-file';

export class SpilledBytes implements ReadHandle {
  /** The bytes, until they are in the file (or for good, when the file could not be written). */
  private bytes: Uint8Array | undefined;
  private file: { handle: promises.FileHandle; path: string } | undefined;
  /** Settles when the bytes are in the file, or stay in memory because it could not be written. */
  readonly written: Promise<void>;
  private closed = false;

  constructor(bytes: Uint8Array, folder: string) {
    this.bytes = bytes;
    this.written = tempFileOf(folder, bytes).then(
      (file) => {
        if (this.closed) return void this.remove(file);
        this.file = file;
        this.bytes = undefined;
      },
      // A full disk: the edit stays in memory, as it would have without a temporary file.
      () => undefined,
    );
  }

  get fd(): number | undefined {
    return this.file?.handle.fd;
  }

  async read(buffer: Uint8Array, offset: number, length: number, position: number): Promise<{ bytesRead: number }> {
    if (this.bytes) {
      const part = this.bytes.subarray(position, position + length);
      buffer.set(part, offset);
      return { bytesRead: part.length };
    }
    if (!this.file) throw new Error('the edit was closed');
    return this.file.handle.read(buffer, offset, length, position);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.bytes = undefined;
    const file = this.file;
    this.file = undefined;
    if (file) await this.remove(file);
  }

  private async remove(file: { handle: promises.FileHandle; path: string }): Promise<void> {
    await file.handle.close().catch(() => undefined);
    await removeTemp(file.path);
  }
}
