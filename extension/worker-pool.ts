// The host's pool of job workers (worker_threads, started on first use): each slot is one thread running one
// job at a time. No vscode dependency, so it is tested against the real worker bundle in Node.
import { Worker } from 'node:worker_threads';
import type { Job, JobReply, JobResult } from '../src/workspace/job-protocol';

interface Slot {
  worker: Worker;
  pending: Map<number, { resolve(v: unknown): void; reject(e: Error): void }>;
}

export class WorkerPool {
  private readonly slots: (Slot | undefined)[];
  private nextId = 1;

  constructor(
    private readonly workerFile: string,
    readonly size: number,
  ) {
    this.slots = new Array(size).fill(undefined);
  }

  /** Runs `job` on thread `slot` (0 <= slot < size). */
  run<J extends Job>(job: J, slot = 0): Promise<JobResult<J>> {
    const s = this.slot(slot);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      s.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      s.worker.postMessage({ id, job });
    });
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
    const s: Slot = { worker: new Worker(this.workerFile), pending: new Map() };
    s.worker.on('message', (m: JobReply) => {
      const p = s.pending.get(m.id);
      s.pending.delete(m.id);
      if ('error' in m) p?.reject(new Error(m.error));
      else p?.resolve(m.result);
    });
    s.worker.on('error', (e) => this.slots[i] === s && this.drop(i, e));
    s.worker.on('exit', (code) => this.slots[i] === s && this.drop(i, new Error(`job worker exited (${code})`)));
    this.slots[i] = s;
    return s;
  }

  private drop(i: number, e: Error): void {
    const s = this.slots[i]!;
    this.slots[i] = undefined;
    void s.worker.terminate();
    for (const p of s.pending.values()) p.reject(e);
    s.pending.clear();
  }
}
