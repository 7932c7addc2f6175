// Worker threads that answer one channel's requests: the extension host's job workers and the CLI's validation
// workers alike. Each slot is one thread (started on first use) running one request at a time when driven by
// runPool (pool.ts); `serve` is the workers' side.
import { Worker, type MessagePort } from 'node:worker_threads';
import { answer, replyTo, type Channel, type Handlers, type ReplyMessage, type Request, type Result } from './channel';
import { PendingReplies } from './pending-replies';
import type { JobRunner } from './job-runner';

interface Slot<C extends Channel<C>> {
  worker: Worker;
  replies: PendingReplies<C>;
}

export class WorkerPool<C extends Channel<C>> implements JobRunner<C> {
  private readonly slots: (Slot<C> | undefined)[];

  /** `workerData` is handed to every thread (a script that is also the CLI tells its workers apart by it). */
  constructor(
    private readonly workerFile: string,
    readonly size: number,
    private readonly workerData?: unknown,
  ) {
    this.slots = new Array(size).fill(undefined);
  }

  /** Runs `req` on thread `slot` (0 <= slot < size). */
  run<K extends keyof C>(req: Request<C, K>, slot = 0): Promise<Result<C, K>> {
    return this.slot(slot).replies.request(req);
  }

  /** Stops every thread; their unfinished requests fail. The pool starts fresh threads when used again. */
  stop(reason = 'stopped'): void {
    this.slots.forEach((s, i) => {
      if (s) this.drop(i, new Error(reason));
    });
  }

  private slot(i: number): Slot<C> {
    const existing = this.slots[i];
    if (existing) return existing;
    const worker = new Worker(this.workerFile, { workerData: this.workerData });
    const s: Slot<C> = {
      worker,
      replies: new PendingReplies((id, body) => worker.postMessage({ type: 'request', id, body })),
    };
    worker.on('message', (m: ReplyMessage) => s.replies.settle(m.id, m));
    worker.on('error', (e) => this.slots[i] === s && this.drop(i, e));
    worker.on('exit', (code) => this.slots[i] === s && this.drop(i, new Error(`job worker exited (${code})`)));
    this.slots[i] = s;
    return s;
  }

  private drop(i: number, e: Error): void {
    const s = this.slots[i]!;
    this.slots[i] = undefined;
    void s.worker.terminate();
    s.replies.dispose(e.message);
  }
}

/** The worker's side: each request the pool sends is answered through `handlers`. */
export function serve<C extends Channel<C>>(port: MessagePort, handlers: Handlers<C>): void {
  port.on('message', (m: { id: number; body: Request<C> }) => {
    void replyTo(m.id, () => answer(handlers, m.body)).then((reply) => port.postMessage(reply));
  });
}
