// The host's handle on one parse worker: starts it on the document's buffer, relays progress and sibling-file reads,
// and turns queries into promises. A paged file no format claims by its name or first bytes is answered here
// instead: plain bytes need no decoding, so no worker (nor its memory). No vscode dependency, so it is tested
// against the real worker in Node.
import type { FormatSettings, SiblingFiles } from '../src/core/format';
import type { WorkerPiece } from '../src/editor/piece-source';
import { answer, replyTo, type Handlers, type Request, type Result } from '../src/channel/channel';
import { PendingReplies } from '../src/channel/pending-replies';
import type {
  FromWorker,
  FromWorkerEvents,
  SiblingChannel,
  ToWorker,
  WorkerChannel,
} from '../src/editor/worker-protocol';
import { analyzeUnclaimed } from '../src/analysis';
import { answerRequest, answering, outcomeOf, type Answering } from '../src/editor/answering';
import { language, pickLocale } from '../src/l10n/catalogue';
import { isShareableBuffer, shareableBuffer, type ShareableBuffer } from '../src/platform/shared-memory';
import type { WorkerLink } from '../src/platform/worker-link';
import type { ParseWorkers } from './platform';

/** What the worker reports of a finished analysis (its tree's first rows when it sent them). */
export type ParseOutcome = FromWorkerEvents['done'];

/** A sibling file the host opened for the worker to read in ranges; closed when the worker is gone. */
export interface OpenSibling {
  fd: number;
  size: number;
  close(): Promise<void>;
}

/** The files beside the decoded one as the host reads them: `open` where they are local files. */
export type HostSiblings = SiblingFiles & { open?(name: string): Promise<OpenSibling | undefined> };

export interface ParseEvents {
  progress(fraction: number): void;
  done(outcome: ParseOutcome): void;
  failed(message: string): void;
  /** The files beside the decoded one, which the worker asks the host for. */
  siblings: HostSiblings;
}

/**
 * What the worker decodes: the document's buffer, or a paged file's first bytes and size with the reader of
 * the whole file, which the worker asks for only when a format claims the file.
 */
export type WorkerBytes =
  ShareableBuffer | { head: Uint8Array; size: number; pieces?: WorkerPiece[]; whole(): Promise<ShareableBuffer> };

export class ParseClient {
  private readonly worker: WorkerLink<ToWorker, FromWorker> | undefined;
  /** The sessions of a file no format claims, answered in this thread. */
  private readonly local: Answering | undefined;
  private readonly stopFlag = shareableBuffer(4);
  private readonly replies = new PendingReplies<WorkerChannel>((id, body) => this.send({ type: 'request', id, body }));
  /** The worker asks for the files beside the decoded one: the host has the file system. */
  private readonly siblings: Handlers<SiblingChannel> = {
    sibling: (r) => this.events.siblings.read(r.name),
    siblingFile: async (r) => {
      const f = await this.events.siblings.open?.(r.name).catch(() => undefined);
      if (!f || this.disposed) return void (await f?.close());
      this.opened.push(f);
      return { fd: f.fd, from: 0, length: f.size };
    },
    siblingNames: () => this.events.siblings.list?.() ?? [],
    siblingModified: (r) => this.events.siblings.modified?.(r.path),
    siblingAtRoot: (r) => this.events.siblings.atRoot?.(r.path),
    wholeFile: () => (isShareableBuffer(this.bytes) ? this.bytes : this.bytes.whole()),
  };
  private disposed = false;
  /** Sibling files the worker reads by descriptor: closed once it has ended. */
  private readonly opened: OpenSibling[] = [];

  constructor(
    workers: ParseWorkers,
    private readonly bytes: WorkerBytes,
    fileName: string,
    private readonly events: ParseEvents,
    locale?: string,
    settings?: FormatSettings,
  ) {
    const unclaimed = isShareableBuffer(bytes) ? undefined : analyzeUnclaimed(fileName, bytes.head, bytes.size);
    if (unclaimed) {
      workers.dropEarly();
      const lang = language(pickLocale(locale));
      this.local = answering(unclaimed, new Uint8Array(0), { fileName, lang, siblings: events.siblings, settings });
      void outcomeOf(unclaimed, lang, false).then((o) => this.disposed || events.done(o));
      return;
    }
    this.worker = workers.start();
    this.worker.onMessage((m) => this.onMessage(m));
    this.worker.onFailure((message) => this.disposed || this.fail(message));
    const given = isShareableBuffer(bytes)
      ? { buffer: bytes }
      : { head: bytes.head, size: bytes.size, pieces: bytes.pieces };
    this.send({ type: 'start', fileName, bytes: given, stopFlag: this.stopFlag, locale, settings });
  }

  /** A query or an edit, answered by the worker from the file it decoded. */
  request<K extends keyof WorkerChannel>(body: Request<WorkerChannel, K>): Promise<Result<WorkerChannel, K>> {
    if (!this.local) return this.replies.request(body);
    if (this.disposed) return Promise.reject(new Error('parse worker disposed'));
    return answerRequest(this.local, body as Request<WorkerChannel>) as Promise<Result<WorkerChannel, K>>;
  }

  /** Ask the decoder to stop where it is; what was decoded so far stays browsable. */
  stop(): void {
    Atomics.store(new Int32Array(this.stopFlag), 0, 1);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    void this.worker?.terminate().finally(() => Promise.all(this.opened.map((f) => f.close().catch(() => {}))));
    this.replies.dispose('parse worker disposed');
  }

  private send(m: ToWorker): void {
    this.worker?.post(m);
  }

  /** The worker is gone: its pending and later queries fail with the reason. */
  private fail(message: string): void {
    this.replies.dispose(message);
    this.events.failed(message);
  }

  private onMessage(m: FromWorker): void {
    switch (m.type) {
      case 'progress':
        this.events.progress(m.fraction);
        break;
      case 'done':
        this.events.done(m);
        break;
      case 'failed':
        this.events.failed(m.message);
        break;
      case 'reply':
        this.replies.settle(m.id, m);
        break;
      case 'request':
        void replyTo(m.id, () => answer(this.siblings, m.body)).then((reply) => this.disposed || this.send(reply));
        break;
    }
  }
}
