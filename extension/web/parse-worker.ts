// The parse worker as a Web Worker, for the web build (dist/web/parse-worker.js): parse-service.ts served on the
// worker's own message port. Started from a blob of this script (web/web-workers.ts).
import { serveParse } from '../parse-service';
import type { FromWorker, ToWorker } from '../../src/editor/worker-protocol';

/** The worker's global scope, as far as this uses it (the DOM's worker types are not this project's lib). */
interface WorkerScope {
  postMessage(message: FromWorker, transfer: ArrayBuffer[]): void;
  onmessage: ((e: { data: ToWorker }) => void) | null;
}

const scope = globalThis as unknown as WorkerScope;
serveParse({
  post: (m, transfer = []) => scope.postMessage(m, transfer),
  onMessage: (listener) => {
    scope.onmessage = (e) => listener(e.data);
  },
});
