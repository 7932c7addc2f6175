// Above `hexAtlas.pagedAboveMB` the document does not hold the file: bytes come from it in pages through the host's
// one page cache, edits are a piece table over it, and a save streams the pieces through the safe save. A large edit
// (a re-encoded file, an imported picture) goes to a temporary file read the same way, so the undo stack holds files,
// not bytes. The parse worker reads the pieces by their descriptors, or is given a copy of them all when it asks.
import type { FileHandle } from 'node:fs/promises';
import { openRegularFile } from '../src/platform/node/regular-file';
import type * as vscode from 'vscode';
import { searchPaged } from '../src/editor/byte-search';
import type { ByteChange } from '../src/core/byte-change';
import type { FilePart } from '../src/core/file-parts';
import { EditHistory, type ByteEdit } from '../src/editor/edit-history';
import { PageCache } from '../src/editor/page-cache';
import { PagedFile } from '../src/editor/paged-file';
import { PieceTable, type Piece } from '../src/editor/piece-table';
import type { WorkerPiece } from '../src/editor/piece-source';
import type { Content } from './content';
import type { WorkerBytes } from './parse-client';
import { HEAD_BYTES } from '../src/analysis';
import { saveBytes } from './save';
import type { ShareableBuffer } from '../src/platform/shared-memory';
import { SpilledBytes } from './node/spilled-bytes';

/** The pieces as the worker reads them (undefined when a file has no descriptor to share). */
function workerPieces(table: PieceTable): WorkerPiece[] | undefined {
  const out: WorkerPiece[] = [];
  for (const p of table.keep(0, table.length)) {
    if (p.source instanceof Uint8Array) {
      out.push({ bytes: p.source.subarray(p.from, p.from + p.length) });
      continue;
    }
    const fd = p.source.fd;
    if (fd === undefined) return undefined;
    out.push({ fd, from: p.from, length: p.length });
  }
  return out;
}

/** The host's one page cache: the pages of every paged file share its bound. */
const pages = new PageCache();

/** Bytes a save or backup reads and writes at a time. */
const saveChunk = 16 * 2 ** 20;

/** An edit's bytes above this go to a temporary file (an imported picture; a re-encoded file always does). */
const SPILL_ABOVE = 2 ** 20;

/**
 * A local file already open, of `size` bytes, read in pages; `file` stays open until the content is disposed. Large
 * edits go to temporary files in `editsFolder`, removed when it is disposed.
 */
export function pagedContent(file: FileHandle, size: number, editsFolder: string): Content {
  return new PagedContent(new PagedFile(file, size, pages), editsFolder);
}

async function openFile(path: string): Promise<PagedFile> {
  const { handle, size } = await openRegularFile(path);
  return new PagedFile(handle, size, pages);
}

class PagedContent implements Content {
  private readonly history: EditHistory<PieceTable>;
  /** Every file the content or its undo stack reads from: open until the document closes. */
  private readonly files = new Set<PagedFile>();
  /** The temporary files of large edits being written: the worker and a save read them by file once they are. */
  private spilling: Promise<void>[] = [];
  /** The edit the last save wrote the bytes at (absent: no save yet). */
  private written: { at: ByteEdit | undefined } | undefined;
  readonly loaded = Promise.resolve();

  constructor(
    file: PagedFile,
    private readonly editsFolder: string,
  ) {
    this.files.add(file);
    this.history = new EditHistory(PieceTable.over(file, this.hold));
  }

  get size(): number {
    return this.history.store.length;
  }

  get last(): ByteEdit | undefined {
    return this.history.last;
  }

  read(offset: number, length: number): Promise<Uint8Array> {
    return this.history.store.read(offset, length);
  }

  applyAll(changes: readonly ByteChange[], label: string): ByteEdit {
    return this.history.applyAll(changes, label);
  }

  /** The re-encoded file goes to a temporary file, which the undo stack keeps (not the worker's buffer). */
  replace(buffer: ShareableBuffer, label: string): ByteEdit {
    return this.history.replace(PieceTable.over(this.spill(new Uint8Array(buffer)), this.hold), label);
  }

  /** Stretches of the pieces as they are now, and new bytes (a large run of them in a temporary file). */
  rearrange(parts: readonly FilePart[], label: string): ByteEdit {
    return this.history.replace(this.history.store.rearranged(parts), label);
  }

  undo(): void {
    this.history.undo();
  }

  redo(): void {
    this.history.redo();
  }

  /**
   * The pieces as they are now: the worker reads the files they are in itself (a format that decodes from pages
   * never reads them whole), and asks for the whole file only if a format claims it and cannot.
   */
  async forWorker(): Promise<WorkerBytes> {
    const table = await this.settled();
    const head = await table.read(0, HEAD_BYTES);
    return {
      head,
      size: table.length,
      pieces: workerPieces(table),
      whole: async () => {
        const buffer = new SharedArrayBuffer(table.length);
        await table.readAll(new Uint8Array(buffer));
        return buffer;
      },
    };
  }

  async saveTo(target: vscode.Uri): Promise<void> {
    // The pieces as they are now: an edit made while the save runs is not half in the file.
    const at = this.history.last;
    const table = await this.settled();
    await saveBytes(target, table.stream(saveChunk));
    this.written = { at };
  }

  async backupTo(destination: vscode.Uri): Promise<void> {
    return saveBytes(destination, (await this.settled()).stream(saveChunk));
  }

  async reopenSaved(uri: vscode.Uri): Promise<void> {
    const written = this.written;
    // The file on disk now holds the bytes saved; the one read so far was renamed over and stays open for undo.
    if (!written || written.at !== this.history.last) return;
    const file = await openFile(uri.fsPath);
    this.files.add(file);
    if (file.size === this.history.store.length && written.at === this.history.last) this.history.store.rebase(file);
  }

  search(pattern: Uint8Array, from: number, backwards: boolean, ignoreCase: boolean): Promise<number> {
    const table = this.history.store;
    const read = (offset: number, length: number): Promise<Uint8Array> => table.read(offset, length);
    return searchPaged(read, table.length, pattern, from, backwards, undefined, ignoreCase);
  }

  dispose(): void {
    for (const file of this.files) void file.close().catch(() => undefined);
    this.files.clear();
  }

  /** The pieces as they are now, once the temporary files of their large edits are written. */
  private async settled(): Promise<PieceTable> {
    const pieces = this.history.store.keep(0, this.history.store.length);
    const spilling = this.spilling;
    await Promise.all(spilling);
    if (this.spilling === spilling) this.spilling = [];
    return new PieceTable(pieces);
  }

  /** Where an edit's bytes go: a temporary file when they are large. */
  private readonly hold = (bytes: Uint8Array): Piece | undefined =>
    bytes.length > SPILL_ABOVE ? { source: this.spill(bytes), from: 0, length: bytes.length } : undefined;

  /** `bytes` as a file of the content's: read from memory until their temporary file is written, then from it. */
  private spill(bytes: Uint8Array): PagedFile {
    const spilled = new SpilledBytes(bytes, this.editsFolder);
    const file = new PagedFile(spilled, bytes.length, pages);
    this.files.add(file);
    this.spilling.push(spilled.written);
    return file;
  }
}
