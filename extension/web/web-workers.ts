// Parse workers on the web: a Web Worker started from a blob of dist/web/parse-worker.js (the extension's files are
// not on the page's origin, and a worker's script must be), or, where the host cannot start one, the same service in
// the host's own thread. Without shared memory a worker gets a copy of the document's bytes; in the thread, the very
// buffer. The script is read once; until then, and while the first worker starts, messages wait.
import type { FromWorker, ToWorker } from '../../src/editor/worker-protocol';
import { inThread, type WorkerLink } from '../../src/platform/worker-link';
import { serveParse } from '../parse-service';
import type { ParseWorkers } from '../platform';

type Link = WorkerLink<ToWorker, FromWorker>;

/** `script`: the worker bundle's text, or undefined when it could not be read (then every parse runs in-thread). */
export function webWorkers(script: Promise<string | undefined>): ParseWorkers {
  const url = script.then((text) => (text === undefined ? undefined : blobUrl(text))).catch(() => undefined);
  return {
    start: () => deferred(url.then((u) => (u === undefined ? undefined : startWorker(u)) ?? inThreadLink())),
    startEarly: () => undefined,
    dropEarly: () => undefined,
  };
}

function inThreadLink(): Link {
  return inThread<ToWorker, FromWorker>((port) => serveParse(port));
}

function blobUrl(text: string): string | undefined {
  try {
    return URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
  } catch {
    return undefined;
  }
}

/** A Web Worker on `url`, or undefined where this host has none or refuses it. */
function startWorker(url: string): Link | undefined {
  if (typeof Worker !== 'function') return undefined;
  let worker: Worker;
  try {
    worker = new Worker(url);
  } catch {
    return undefined;
  }
  let ended = false;
  return {
    post: (m, transfer = []) => worker.postMessage(m, transfer),
    onMessage: (l) => worker.addEventListener('message', (e: MessageEvent<FromWorker>) => l(e.data)),
    onFailure: (l) => worker.addEventListener('error', (e) => ended || l(e.message || 'parse worker failed')),
    terminate: () => {
      ended = true;
      worker.terminate();
      return Promise.resolve();
    },
  };
}

/** A link whose worker is still being made: what is posted or listened for meanwhile is passed on once it is. */
function deferred(made: Promise<Link>): Link {
  const pending: ((link: Link) => void)[] = [];
  let link: Link | undefined;
  let ended = false;
  void made.then((l) => {
    link = l;
    if (ended) return l.terminate();
    for (const apply of pending.splice(0)) apply(l);
  });
  const use = (apply: (l: Link) => void): void => (link ? apply(link) : void pending.push(apply));
  return {
    post: (m, transfer) => use((l) => l.post(m, transfer)),
    onMessage: (listener) => use((l) => l.onMessage(listener)),
    onFailure: (listener) => use((l) => l.onFailure(listener)),
    terminate: async () => {
      ended = true;
      await link?.terminate();
    },
  };
}
