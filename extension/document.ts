// A file open in Hex Atlas: its bytes (content.ts: the whole file in shared memory the parse worker reads
// without copying, or pages of a large file read from disk), the edit history, and the analysis of the current
// bytes. Follows the custom-editor-sample document shape. The document exists as soon as the file's size is known:
// its bytes load in the background (file-loader), decoding starts when they are all in, and edits wait for them.
import * as vscode from 'vscode';
import { AnalysisRunner } from './analysis-runner';
import { Disposable } from './disposable';
import type { ByteChange } from '../src/core/byte-change';
import type { FilePart } from '../src/core/file-parts';
import type { ByteEdit } from '../src/editor/edit-history';
import { encodeScalar } from '../src/editor/scalar-edit';
import { openContent, type Content } from './content';
import type { ParseWorkers } from './platform';
import { isShareableBuffer, type ShareableBuffer } from '../src/platform/shared-memory';
import { siblingsBeside } from './sibling-folder';
import { userLanguage } from './language';
import { formatSettings } from './settings';

export interface DocumentOptions {
  workers: ParseWorkers;
  /** Files larger than this are not decoded on open (the user starts decoding from the editor). */
  decodeLimit: number;
  /** Files larger than this are not opened at all. */
  maxBytes?: number;
  /** Local files larger than this are read in pages from disk instead of held in memory. */
  pagedAbove: number;
}

export class HexAtlasDocument extends Disposable implements vscode.CustomDocument {
  static async create(
    uri: vscode.Uri,
    backupId: string | undefined,
    options: DocumentOptions,
  ): Promise<HexAtlasDocument> {
    const source = backupId ? vscode.Uri.parse(backupId) : uri;
    return new HexAtlasDocument(uri, await openContent(source, options.pagedAbove, options.maxBytes), options);
  }

  readonly analysis: AnalysisRunner;
  private readonly changeState = this.register(new vscode.EventEmitter<{ diagnosticsChanged: boolean }>());
  /** Fires after analysis progress or results. */
  readonly onDidChangeState = this.changeState.event;
  private readonly changeContent = this.register(new vscode.EventEmitter<void>());
  /** Fires after the bytes changed (edit, undo, redo, revert). */
  readonly onDidChangeContent = this.changeContent.event;
  private readonly edited = this.register(new vscode.EventEmitter<ByteEdit>());
  /** Fires for a new user edit, so the provider can register undo/redo with VS Code. */
  readonly onDidEdit = this.edited.event;
  private readonly disposing = this.register(new vscode.EventEmitter<void>());
  /** The edit the file on disk matches (undefined: the bytes as loaded). */
  private savedAt: ByteEdit | undefined;
  readonly onDidDispose = this.disposing.event;
  private loaded = false;
  /** Bumped by every reanalysis: a decode copy still being read for an older one is dropped. */
  private analysisRound = 0;
  private readonly saved = this.register(new vscode.EventEmitter<void>());
  /** Fires when the file on disk was written from, or read into, this document (save, revert). */
  readonly onDidSync = this.saved.event;

  private constructor(
    readonly uri: vscode.Uri,
    private content: Content,
    private readonly options: DocumentOptions,
  ) {
    super();
    const name = uri.path.split('/').pop() ?? '';
    this.analysis = new AnalysisRunner(
      options.workers,
      name,
      siblingsBeside(uri),
      (d) => this.changeState.fire({ diagnosticsChanged: d }),
      userLanguage(),
      formatSettings,
    );
    const decode = content.size <= options.decodeLimit;
    if (!decode)
      this.analysis.skip(vscode.l10n.t('The file is larger than the decode-on-open limit (hexAtlas.decodeLimitMB).'));
    // The worker starts up while the bytes are still being read.
    else options.workers.startEarly();
    content.loaded.then(
      () => {
        this.loaded = true;
        if (decode) this.reanalyse();
      },
      (e: unknown) =>
        this.analysis.skip(vscode.l10n.t('Reading the file failed: {0}', e instanceof Error ? e.message : String(e))),
    );
  }

  get size(): number {
    return this.content.size;
  }

  /** True when the bytes differ from the file as last loaded or saved. */
  get isDirty(): boolean {
    return this.content.last !== this.savedAt;
  }

  get fileName(): string {
    return this.uri.path.split('/').pop() ?? '';
  }

  /**
   * An unshared copy of [offset, offset+length) of the current bytes (after every edit, fix, undo and revert), read
   * from disk while that part has not loaded yet (nothing can be edited before the whole file is in).
   */
  read(offset: number, length: number): Promise<Uint8Array> {
    return this.content.read(offset, length);
  }

  /** Find: a paged file is searched here, through its pages; a file in memory by the parse worker. */
  search(q: { pattern: number[]; from: number; backwards: boolean; ignoreCase?: boolean }): Promise<number> {
    const pattern = Uint8Array.from(q.pattern);
    if (this.content.search) return this.content.search(pattern, q.from, q.backwards, q.ignoreCase ?? false);
    return this.analysis.query({ kind: 'search', ...q });
  }

  /** Write `value` as a `type` field at `offset`. Returns an error message for the user, or null. */
  editValue(offset: number, type: string, value: string): string | null {
    if (!this.loaded) return vscode.l10n.t('The file is still being read: edit it in a moment');
    if (this.content.readOnly) return this.content.readOnly;
    const encoded = encodeScalar(type, value);
    if (typeof encoded === 'string') return encoded;
    if (offset < 0 || offset + encoded.length > this.size) return vscode.l10n.t('the field lies outside the file');
    this.applyEdits([{ offset, bytes: encoded }], `Set ${type} at 0x${offset.toString(16)} to ${value}`);
    return null;
  }

  /**
   * Replace several ranges in place as one undoable edit (throws RangeError, writing nothing, if one is outside; an
   * Error saying why when the bytes take no edits); `analysed` as for replaceAll.
   */
  applyEdits(changes: readonly ByteChange[], label: string, analysed = false): void {
    if (this.content.readOnly) throw new Error(this.content.readOnly);
    const edit = this.content.applyAll(changes, label);
    this.edited.fire(edit);
    this.contentChanged(analysed);
  }

  /**
   * Replace the whole file by `buffer` (a structural edit's re-encoded bytes) as one undoable step, then decode it
   * again, or (`analysed`: a fix) take the outcome the worker that made it tells. The buffer is shared with the
   * worker, so it is not copied.
   */
  replaceAll(buffer: ShareableBuffer, label: string, analysed = false): void {
    this.replaceWhole(() => this.content.replace(buffer, label), analysed);
  }

  /** Replace the whole file by `parts` of it and new bytes (a structural edit of a paged file), then decode it. */
  rearrange(parts: readonly FilePart[], label: string): void {
    this.replaceWhole(() => {
      if (!this.content.rearrange) throw new Error('the file is held whole: it takes an edited file whole');
      return this.content.rearrange(parts, label);
    });
  }

  private replaceWhole(edit: () => ByteEdit, analysed = false): void {
    if (this.content.readOnly) throw new Error(this.content.readOnly);
    this.edited.fire(edit());
    this.contentChanged(analysed);
  }

  undo(): void {
    this.content.undo();
    this.contentChanged();
  }

  redo(): void {
    this.content.redo();
    this.contentChanged();
  }

  reanalyse(): void {
    const round = ++this.analysisRound;
    const bytes = this.content.forWorker();
    if (isShareableBuffer(bytes)) return this.analysis.run(bytes);
    bytes.then(
      (b) => round === this.analysisRound && this.analysis.run(b),
      (e: unknown) =>
        round === this.analysisRound &&
        this.analysis.skip(vscode.l10n.t('Reading the file failed: {0}', e instanceof Error ? e.message : String(e))),
    );
  }

  async save(cancellation?: vscode.CancellationToken): Promise<void> {
    await this.saveAs(this.uri, cancellation);
  }

  /** A save or revert in progress (the disk watch waits for it to tell our own writes from others'). */
  syncing: Promise<void> | undefined;

  saveAs(target: vscode.Uri, cancellation?: vscode.CancellationToken): Promise<void> {
    return this.sync(async () => {
      const content = this.content;
      await content.loaded;
      if (cancellation?.isCancellationRequested) return;
      const at = content.last;
      await content.saveTo(target);
      if (target.toString() !== this.uri.toString()) return;
      await content.reopenSaved(target);
      this.savedAt = at;
      this.saved.fire();
    });
  }

  revert(): Promise<void> {
    return this.sync(async () => {
      const content = await openContent(this.uri, this.options.pagedAbove, this.options.maxBytes);
      await content.loaded;
      this.content.dispose();
      this.content = content;
      this.savedAt = undefined;
      this.saved.fire();
      this.contentChanged();
    });
  }

  private sync(run: () => Promise<void>): Promise<void> {
    const p = run();
    this.syncing = p;
    const clear = (): void => {
      if (this.syncing === p) this.syncing = undefined;
    };
    p.then(clear, clear);
    return p;
  }

  async backup(destination: vscode.Uri): Promise<vscode.CustomDocumentBackup> {
    await this.content.backupTo(destination);
    return {
      id: destination.toString(),
      delete: async () => {
        try {
          await vscode.workspace.fs.delete(destination);
        } catch {
          // already gone: nothing to clean up
        }
      },
    };
  }

  override dispose(): void {
    this.analysis.dispose();
    this.content.dispose();
    this.disposing.fire();
    super.dispose();
  }

  /** Counts every change of the bytes: what was read at one version is still the document's bytes at the same. */
  version = 0;

  private contentChanged(analysed = false): void {
    this.version++;
    this.changeContent.fire();
    if (analysed) this.analysis.follow();
    else if (this.size <= this.options.decodeLimit || this.analysis.state.phase !== 'skipped') this.reanalyse();
  }
}
