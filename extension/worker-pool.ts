// The host's pool of job workers (worker_threads, started on first use): each slot is one thread running one
// job at a time. No vscode dependency, so it is tested against the real worker bundle in Node.
import { Worker } from 'node:worker_threads';
import { PendingReplies } from '../src/editor/replies';
import type { Job, JobReply, JobResult, JobResults } from '../src/workspace/job-protocol';

interface Slot {
  worker: Worker;
  replies: PendingReplies<Job, JobResults>;
}

export class WorkerPool {
  private readonly slots: (Slot | undefined)[];

  constructor(
    private readonly workerFile: string,
    readonly size: number,
  ) {
    this.slots = new Array(size).fill(undefined);
  }

  /** Runs `job` on thread `slot` (0 <= slot < size). */
  run<J extends Job>(job: J, slot = 0): Promise<JobResult<J>> {
    return this.slot(slot).replies.request(job);
  }

  /** Stops every thread; their unfinished jobs fail. The pool starts fresh threads when used again. */
  stop(reason = 'stopped'): void {
    this.slots.forEach((s, i) => {
      if (s) this.drop(i, new Error(reason));
    });
  }

  private slot(i: number): Slot {
    const existing = this.slots[i];
    if (existing) return existing;
    const worker = new Worker(this.workerFile);
    const s: Slot = { worker, replies: new PendingReplies((id, job) => worker.postMessage({ id, job })) };
    worker.on('message', (m: JobReply) => s.replies.settle(m.id, m));
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
