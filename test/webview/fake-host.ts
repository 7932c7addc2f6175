// Stands in for the extension host in the webview tests: answers the protocol from a real decoded tree through the
// same TreeSession the parse worker uses, and applies edits through the same history and scalar encoder.
import type { Diagnostic } from '../../src/core/diagnostics';
import {
  isPictureQuery,
  type BookmarkMark,
  type FromWebview,
  type PaneSizes,
  type ToWebview,
  type ViewSettings,
  type WebviewChannel,
} from '../../src/protocol';
import { replyTo, type Request } from '../../src/channel/channel';
import type { PictureSession } from '../../src/editor/picture-session';
import { BufferStore, EditHistory } from '../../src/editor/edit-history';
import { countBySeverity, statusText } from '../../src/editor/status-text';
import { encodeScalar } from '../../src/editor/scalar-edit';
import { TreeSession } from '../../src/editor/session';
import { treeStart } from '../../src/editor/tree-start';
import { StructureEditSession } from '../../src/editor/structure-edit-session';
import { FixSession } from '../../src/editor/fix-session';
import { bufferSource, type ByteSource } from '../../src/core/byte-source';
import type { Fixture } from './fixtures';

export class FakeHost {
  session!: TreeSession;
  pictures?: PictureSession;
  /** Every message the webview sent, for assertions. */
  readonly received: FromWebview[] = [];
  /** The webview's persisted state (survives page reloads, like VS Code's). */
  state: unknown;
  /** The host's per-file copy of the view state (the extension keeps it in workspaceState). */
  memory: unknown;
  /** The pane sizes kept for the workspace (one set for every file). */
  layout: PaneSizes | undefined;
  /** Diagnostics sent whole (the panel sends 10,000); the rest go as marks only, like the panel's past those. */
  sentWhole = Infinity;
  /** This file's bookmarks, sent when the webview is ready (as the extension's panel does). */
  bookmarks: BookmarkMark[] = [];
  private generation = 0;
  private diagnostics: Diagnostic[] = [];
  private readonly history?: EditHistory<BufferStore>;
  /** Determined fixes of the current bytes, made as the worker makes them (a fixture with a codec only). */
  private fixes?: FixSession;
  /** What the input box of "Edit Text…" answers (undefined: the user cancels it). */
  inputAnswer: string | undefined;

  /** While set, the host reports "decoding" and holds tree queries back until `finishDecoding()`. */
  private decoding: { release(): void; done: Promise<void> } | undefined;
  private held: Promise<void> | undefined;
  /** While set, picture requests wait (a big tile file's first pixels take seconds) until `releasePictures()`. */
  private heldPictures: { release(): void; done: Promise<void> } | undefined;

  constructor(
    readonly fixture: Fixture,
    private readonly send: (m: ToWebview) => Promise<void>,
    options: { slowDecode?: boolean; holdPictures?: boolean } = {},
    readonly settings: ViewSettings = { bytesPerRow: 16, groupSize: 4, showText: true },
  ) {
    if (options.slowDecode) {
      let release = (): void => undefined;
      this.decoding = { release: () => release(), done: new Promise((r) => (release = r)) };
    }
    if (options.holdPictures) {
      let release = (): void => undefined;
      this.heldPictures = { release: () => release(), done: new Promise((r) => (release = r)) };
    }
    if (fixture.bytes) this.history = new EditHistory(new BufferStore(fixture.bytes));
    this.analyse();
  }

  async onMessage(m: FromWebview): Promise<void> {
    this.received.push(m);
    if (m.type === 'state') this.memory = m.state;
    if (m.type === 'layout') this.layout = m.sizes;
    if (m.type === 'ready') {
      await this.send({
        type: 'init',
        fileName: this.fixture.fileName,
        size: this.fixture.source.size,
        settings: this.settings,
        state: this.memory,
        layout: this.layout,
      });
      if (this.decoding) {
        await this.send({
          type: 'analysis',
          state: {
            generation: 0,
            phase: 'parsing',
            progress: 0.4,
            counts: { error: 0, warning: 0, info: 0 },
            summary: 'Hex Atlas · decoding…',
          },
        });
        await this.decoding.done;
      }
      await this.publish();
      await this.send({ type: 'bookmarks', marks: this.bookmarks });
    } else if (m.type === 'request') {
      await this.send(await replyTo(m.id, () => this.answer(m.body)));
    }
  }

  /** Holds tree queries back (not bytes) until the returned function is called, as a busy worker would. */
  holdTreeQueries(): () => void {
    let release = (): void => undefined;
    const done = new Promise<void>((r) => (release = r));
    this.held = done;
    return () => {
      this.held = undefined;
      release();
    };
  }

  releasePictures(): void {
    this.heldPictures?.release();
    this.heldPictures = undefined;
  }

  finishDecoding(): void {
    this.decoding?.release();
    this.decoding = undefined;
  }

  /** The current bytes: a structural edit replaces the whole buffer. */
  get source(): ByteSource {
    return this.fixture.codec && this.history ? bufferSource(this.history.store.bytes) : this.fixture.source;
  }

  /** VS Code's Undo on this document. */
  async undo(): Promise<void> {
    this.history?.undo();
    await this.changed();
  }

  private analyse(): void {
    const codec = this.fixture.codec;
    if (codec && this.history) {
      const bytes = this.history.store.bytes;
      const name = this.fixture.fileName;
      const decoded = codec.decode(bytes, { fileName: name });
      this.diagnostics = decoded.diagnostics;
      const structureEdits = new StructureEditSession(codec, decoded, bytes, true);
      this.fixes = new FixSession({ format: codec, decoded, diagnostics: decoded.diagnostics }, name, bytes, true);
      this.session = new TreeSession(
        decoded.root,
        decoded.diagnostics,
        bufferSource(bytes),
        { format: codec, decoded },
        structureEdits,
      );
    } else {
      const { root, diagnostics } = this.fixture.decode();
      this.diagnostics = diagnostics;
      this.session = new TreeSession(root, diagnostics, this.fixture.source);
    }
    this.pictures = this.fixture.pictures?.(this.diagnostics);
    this.generation++;
  }

  private async publish(): Promise<void> {
    const counts = countBySeverity(this.diagnostics);
    await this.send({
      type: 'analysis',
      state: {
        generation: this.generation,
        phase: 'done',
        progress: 1,
        format: this.fixture.format,
        version: this.fixture.version,
        counts,
        summary: statusText(this.fixture.format, this.fixture.version, counts),
      },
      // Like the panel: the tree's first rows come with the finished analysis.
      tree: await treeStart((q) => this.session.answer(q)),
    });
    await this.send({
      type: 'diagnostics',
      generation: this.generation,
      list: this.diagnostics.slice(0, this.sentWhole),
      total: this.diagnostics.length,
      marks: this.diagnostics.slice(this.sentWhole),
    });
  }

  /** Like the document after a change of its bytes: the content change first, then the new analysis. */
  private async changed(): Promise<void> {
    this.analyse();
    await this.send({ type: 'changed', size: this.source.size });
    await this.publish();
  }

  private async answer(r: Request<WebviewChannel>): Promise<unknown> {
    if (r.kind === 'bytes') return this.source.read(r.offset, r.length).slice();
    // Like the worker: tree queries wait for decoding; bytes (above) never do.
    await this.decoding?.done;
    await this.held;
    if (r.kind === 'edit') {
      if (!this.history) return 'read-only';
      const bytes = encodeScalar(r.type, r.value);
      if (typeof bytes === 'string') return bytes;
      this.history.apply(r.offset, bytes, 'edit');
      this.analyse();
      // Like the document: the content change first, then the new analysis.
      setTimeout(
        () => void this.send({ type: 'changed', size: this.fixture.source.size }).then(() => this.publish()),
        0,
      );
      return null;
    }
    if (r.kind === 'structureEdit') {
      if (!this.history || !this.session.structureEdits) return { error: 'read-only' };
      if (r.edit === 'setString' && this.inputAnswer === undefined) return {};
      const result = this.session.structureEdits.apply({ kind: r.edit, path: r.id, value: this.inputAnswer });
      if ('error' in result) return result;
      this.history.replace(new BufferStore(new Uint8Array(result.buffer)), r.edit);
      setTimeout(() => void this.changed(), 0);
      return { select: result.select };
    }
    if (r.kind === 'fix') {
      if (!this.history || !this.fixes) return { error: 'read-only' };
      const result = this.fixes.fix(r);
      if ('error' in result) return result;
      // Like the document's applyEdits or replaceAll: one undoable step, then the content change and the new analysis.
      if ('changes' in result) this.history.applyAll(result.changes, `Fix: ${result.title}`);
      else if ('parts' in result) throw new Error('the page is tested on files held whole');
      else this.history.replace(new BufferStore(new Uint8Array(result.buffer)), `Fix: ${result.title}`);
      setTimeout(() => void this.changed(), 0);
      return {};
    }
    if (r.kind === 'picture') await this.heldPictures?.done;
    if (isPictureQuery(r)) return this.pictures ? this.pictures.answer(r) : r.kind === 'pictures' ? [] : null;
    return this.session.answer(r);
  }
}
