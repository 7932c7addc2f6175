// Parse workers as Node worker threads. One may be started ahead of need (while a file is being read); at most one
// waits, and the next start for the same script takes it.
import { Worker } from 'node:worker_threads';
import type { FromWorker, ToWorker } from '../../src/editor/worker-protocol';
import type { WorkerLink } from '../../src/platform/worker-link';
import type { ParseWorkers } from '../platform';

let early: { file: string; worker: Worker } | undefined;

/** `file`: the worker's script (dist/parse-worker.js). */
export function threadWorkers(file: string): ParseWorkers {
  return {
    start() {
      const worker = early?.file === file ? early.worker : new Worker(file);
      if (early?.worker === worker) early = undefined;
      return threadLink(worker);
    },
    startEarly() {
      early ??= { file, worker: new Worker(file) };
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
