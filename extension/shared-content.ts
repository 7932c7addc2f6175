// The fast path for files up to `hexAtlas.pagedAboveMB`: the whole file in one shared buffer, read in the
// background (file-loader.ts), edited in place and decoded by the parse worker without a copy.
import * as vscode from 'vscode';
import type { ByteChange } from '../src/core/byte-change';
import { BufferStore, EditHistory, type ByteEdit } from '../src/editor/edit-history';
import type { Content } from './content';
import type { FileHandle } from 'node:fs/promises';
import { loadShared, loadSharedFile, type LoadingBytes } from './file-loader';
import { saveBytes } from './save';
import { firstPartOnly } from './first-part';
import type { ShareableBuffer } from '../src/platform/shared-memory';

/** `wholeLimit`: above it only the file's first part is held, read-only (the web's hexAtlas.webReadLimitMB). */
export async function openShared(uri: vscode.Uri, maxBytes: number, wholeLimit?: number): Promise<Content> {
  return new SharedContent(await loadShared(uri, maxBytes, wholeLimit));
}

/** A local file already open, of `size` bytes, read whole into the shared buffer. */
export function sharedContent(file: FileHandle, size: number): Content {
  return new SharedContent(loadSharedFile(file, size));
}

class SharedContent implements Content {
  private readonly history: EditHistory<BufferStore>;
  private done = false;

  readonly readOnly: string | undefined;

  constructor(private readonly file: LoadingBytes) {
    this.history = new EditHistory(new BufferStore(file.bytes));
    file.loaded.then(() => (this.done = true)).catch(() => undefined);
    this.readOnly = file.partOf === undefined ? undefined : firstPartOnly(file.bytes.length, file.partOf);
  }

  private get bytes(): Uint8Array {
    return this.history.store.bytes;
  }

  get size(): number {
    return this.bytes.length;
  }

  get loaded(): Promise<void> {
    return this.file.loaded;
  }

  get last(): ByteEdit | undefined {
    return this.history.last;
  }

  read(offset: number, length: number): Promise<Uint8Array> {
    // Nothing can be edited before the whole file is in: until then the loader reads what is not there yet.
    if (!this.done) return this.file.read(offset, length);
    const bytes = this.bytes;
    const start = Math.max(0, Math.min(offset, bytes.length));
    return Promise.resolve(bytes.slice(start, Math.max(start, Math.min(start + Math.max(0, length), bytes.length))));
  }

  applyAll(changes: readonly ByteChange[], label: string): ByteEdit {
    return this.history.applyAll(changes, label);
  }

  replace(buffer: ShareableBuffer, label: string): ByteEdit {
    return this.history.replace(new BufferStore(new Uint8Array(buffer)), label);
  }

  undo(): void {
    this.history.undo();
  }

  redo(): void {
    this.history.redo();
  }

  forWorker(): ShareableBuffer {
    return this.bytes.buffer as ShareableBuffer;
  }

  async saveTo(target: vscode.Uri): Promise<void> {
    await this.file.loaded;
    await saveBytes(target, this.bytes);
  }

  async backupTo(destination: vscode.Uri): Promise<void> {
    await this.file.loaded;
    await vscode.workspace.fs.writeFile(destination, this.bytes.slice());
  }

  async reopenSaved(): Promise<void> {
    // The buffer is the saved file's bytes already.
  }

  dispose(): void {
    // The buffer goes with the last reference to it.
  }
}
