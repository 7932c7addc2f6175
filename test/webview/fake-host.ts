// Stands in for the extension host in the webview tests: answers the protocol from a real decoded tree through the
// same TreeSession the parse worker uses, and applies edits through the same history and scalar encoder.
import type { Diagnostic } from '../../src/core/diagnostics';
import {
  isPictureQuery,
  type BookmarkMark,
  type FromWebview,
  type Request,
  type ToWebview,
  type ViewSettings,
} from '../../src/protocol';
import type { PictureSession } from '../../src/pictures/session';
import { EditHistory } from '../../src/editor/edit-history';
import { outcomeOf } from '../../src/editor/replies';
import { countBySeverity, statusText } from '../../src/editor/status-text';
import { encodeScalar } from '../../src/editor/scalar-edit';
import { TreeSession } from '../../src/editor/session';
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
  /** This file's bookmarks, sent when the webview is ready (as the extension's panel does). */
  bookmarks: BookmarkMark[] = [];
  private generation = 0;
  private diagnostics: Diagnostic[] = [];
  private readonly history?: EditHistory;

  /** While set, the host reports "decoding" and holds tree queries back until `finishDecoding()`. */
  private decoding: { release(): void; done: Promise<void> } | undefined;

  constructor(
    readonly fixture: Fixture,
    private readonly send: (m: ToWebview) => Promise<void>,
    options: { slowDecode?: boolean } = {},
    readonly settings: ViewSettings = { bytesPerRow: 16, groupSize: 4, showText: true },
  ) {
    if (options.slowDecode) {
      let release = (): void => undefined;
      this.decoding = { release: () => release(), done: new Promise((r) => (release = r)) };
    }
    if (fixture.bytes) this.history = new EditHistory(fixture.bytes);
    this.analyse();
  }

  async onMessage(m: FromWebview): Promise<void> {
    this.received.push(m);
    if (m.type === 'state') this.memory = m.state;
    if (m.type === 'ready') {
      await this.send({
        type: 'init',
        fileName: this.fixture.fileName,
        size: this.fixture.source.size,
        settings: this.settings,
        state: this.memory,
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
      await this.send({ type: 'reply', reqId: m.reqId, ...(await outcomeOf(() => this.answer(m.body))) });
    }
  }

  finishDecoding(): void {
    this.decoding?.release();
    this.decoding = undefined;
  }

  private analyse(): void {
    const { root, diagnostics } = this.fixture.decode();
    this.diagnostics = diagnostics;
    this.session = new TreeSession(root, diagnostics, this.fixture.source);
    this.pictures = this.fixture.pictures?.(diagnostics);
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
    });
    await this.send({
      type: 'diagnostics',
      generation: this.generation,
      list: this.diagnostics,
      total: this.diagnostics.length,
    });
  }

  private async answer(r: Request): Promise<unknown> {
    if (r.kind === 'bytes') return this.fixture.source.read(r.offset, r.length).slice();
    // Like the worker: tree queries wait for decoding; bytes (above) never do.
    await this.decoding?.done;
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
    if (isPictureQuery(r)) return this.pictures ? this.pictures.answer(r) : r.kind === 'pictures' ? [] : null;
    return this.session.answer(r);
  }
}
