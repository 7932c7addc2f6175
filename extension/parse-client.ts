// The host's handle on one parse worker: starts it on a shared buffer, relays progress and sibling-file reads,
// and turns queries into promises. No vscode dependency, so it is tested against the real worker in Node.
import { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../src/core/diagnostics';
import type { SiblingFiles } from '../src/core/format';
import type { Query, QueryResult, QueryResults } from '../src/protocol';
import { outcomeOf, PendingReplies } from '../src/editor/replies';
import type { EditOp } from '../src/core/structure-edit';
import type { HeightRange } from '../src/core/pictures/import';
import type {
  FixAllReply,
  FixReply,
  FixTarget,
  FromWorker,
  ImportReply,
  RestructureResult,
  ToWorker,
  WorkerEdit,
  WorkerEditResults,
  WorkerRequest,
} from '../src/editor/worker-protocol';

export interface ParseOutcome {
  format: string;
  formatId: string;
  version?: string;
  diagnostics: Diagnostic[];
  stopped: boolean;
}

export interface ParseEvents {
  progress(fraction: number): void;
  done(outcome: ParseOutcome): void;
  failed(message: string): void;
  /** The files beside the decoded one, which the worker asks the host for. */
  siblings: SiblingFiles;
}

/** A worker started ahead of need (while a file is being read), taken by the next client for the same script. */
let early: { file: string; worker: Worker } | undefined;

/** Starts a parse worker now, so its start-up overlaps the file's reading. At most one waits. */
export function startWorkerEarly(workerFile: string): void {
  early ??= { file: workerFile, worker: new Worker(workerFile) };
}

function takeWorker(workerFile: string): Worker {
  if (early?.file !== workerFile) return new Worker(workerFile);
  const { worker } = early;
  early = undefined;
  return worker;
}

export class ParseClient {
  private readonly worker: Worker;
  private readonly stopFlag = new SharedArrayBuffer(4);
  private readonly replies = new PendingReplies<Query | WorkerEdit, QueryResults & WorkerEditResults>((id, body) =>
    this.send({ type: 'request', id, body }),
  );
  private disposed = false;

  constructor(
    workerFile: string,
    buffer: SharedArrayBuffer,
    fileName: string,
    private readonly events: ParseEvents,
    locale?: string,
  ) {
    this.worker = takeWorker(workerFile);
    this.worker.on('message', (m: FromWorker) => this.onMessage(m));
    this.worker.on('error', (e) => this.fail(e.message));
    this.worker.on('exit', (code) => {
      if (!this.disposed) this.fail(`parse worker exited (${code})`);
    });
    this.send({ type: 'start', fileName, buffer, stopFlag: this.stopFlag, locale });
  }

  query<Q extends Query>(query: Q): Promise<QueryResult<Q>> {
    return this.replies.request(query);
  }

  /** The file re-encoded with one structural edit, from the model the worker decoded. */
  restructure(op: EditOp): Promise<RestructureResult> {
    return this.replies.request({ kind: 'restructure', op });
  }

  /** The file with the determined fix of one diagnostic applied. */
  fix(target: FixTarget): Promise<FixReply> {
    return this.replies.request({ kind: 'fix', target });
  }

  /** The file with every determined fix applied, one at a time on a fresh decode, and the list of them. */
  fixAll(): Promise<FixAllReply> {
    return this.replies.request({ kind: 'fixAll' });
  }

  /** The file with a PNG imported into picture `name`. */
  importPicture(name: string, png: Uint8Array, range: HeightRange): Promise<ImportReply> {
    return this.replies.request({ kind: 'importPicture', name, png, range });
  }

  /** Ask the decoder to stop where it is; what was decoded so far stays browsable. */
  stop(): void {
    Atomics.store(new Int32Array(this.stopFlag), 0, 1);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    void this.worker.terminate();
    this.replies.dispose('parse worker disposed');
  }

  private send(m: ToWorker): void {
    this.worker.postMessage(m);
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
        void outcomeOf(() => this.answer(m.body)).then(
          (outcome) => this.disposed || this.send({ type: 'reply', id: m.id, ...outcome }),
        );
        break;
    }
  }

  private answer(r: WorkerRequest): Promise<unknown> {
    switch (r.kind) {
      case 'sibling':
        return this.events.siblings.read(r.name);
      case 'siblingNames':
        return this.events.siblings.list?.() ?? Promise.resolve([]);
      case 'siblingModified':
        return this.events.siblings.modified?.(r.path) ?? Promise.resolve(undefined);
    }
  }
}
