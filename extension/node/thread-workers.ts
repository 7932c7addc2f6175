// Parse workers as Node worker threads. One may be started ahead of need (while a file is being read); at most one
// waits, and the next start for the same script takes it.
import { Worker } from 'node:worker_threads';
import type { FromWorker, ToWorker } from '../../src/editor/worker-protocol';
import type { WorkerLink } from '../../src/platform/worker-link';
import type { ParseWorkers } from '../platform';

let early: { file: string; worker: Worker } | undefined;

/**
 * A decode's passes over millions of records make short-lived objects at a great rate; V8 grows a thread's young
 * generation to tens of MiB for them and the process keeps that memory after the pass. A young generation of a few
 * MiB collects them as often as they die, at no measured cost in time (bench:editor, docs/performance.md).
 */
const options = { resourceLimits: { maxYoungGenerationSizeMb: 4 } };

/** `file`: the worker's script (dist/parse-worker.js). */
export function threadWorkers(file: string): ParseWorkers {
  return {
    start() {
      const worker = early?.file === file ? early.worker : new Worker(file, options);
      if (early?.worker === worker) early = undefined;
      return threadLink(worker);
    },
    startEarly() {
      early ??= { file, worker: new Worker(file, options) };
    },
    dropEarly() {
      void early?.worker.terminate();
      early = undefined;
    },
  };
}

function threadLink(worker: Worker): WorkerLink<ToWorker, FromWorker> {
  let ended = false;
  return {
    post: (m, transfer) => worker.postMessage(m, transfer),
    onMessage: (l) => worker.on('message', l),
    onFailure: (l) => {
      worker.on('error', (e) => ended || l(e.message));
      worker.on('exit', (code) => ended || l(`parse worker exited (${code})`));
    },
    terminate: async () => {
      ended = true;
      await worker.terminate();
    },
  };
}
