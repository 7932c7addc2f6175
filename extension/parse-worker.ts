// The parse worker: decodes and validates the file off the extension host's thread, then answers tree queries
// from the decoded tree it keeps. Queries that arrive while decoding wait for it.
import { parentPort } from 'node:worker_threads';
import { analyze } from '../src/analysis';
import { bufferSource } from '../src/editor/byte-source';
import { TreeSession } from '../src/editor/session';
import type { FromWorker, ToWorker } from '../src/editor/worker-protocol';

const port = parentPort!;
const post = (m: FromWorker): void => port.postMessage(m);

let session: Promise<TreeSession> | undefined;
const siblingWaiters = new Map<number, (bytes: Uint8Array | undefined) => void>();
let nextSibling = 1;

function readSibling(name: string): Promise<Uint8Array | undefined> {
  const id = nextSibling++;
  return new Promise((resolve) => {
    siblingWaiters.set(id, resolve);
    post({ type: 'sibling', id, name });
  });
}

async function start(m: Extract<ToWorker, { type: 'start' }>): Promise<TreeSession> {
  const bytes = new Uint8Array(m.buffer);
  const stop = new Int32Array(m.stopFlag);
  const shouldStop = (): boolean => Atomics.load(stop, 0) !== 0;
  let lastReport = 0;
  const progress = (fraction: number): void => {
    const now = Date.now();
    if (now - lastReport < 100) return;
    lastReport = now;
    post({ type: 'progress', fraction });
  };
  const a = await analyze(m.fileName, bytes, { shouldStop, progress, siblings: { read: readSibling } });
  post({
    type: 'done',
    format: a.format.displayName,
    formatId: a.format.id,
    version: a.decoded.version,
    diagnostics: a.diagnostics,
    stopped: shouldStop(),
  });
  return new TreeSession(a.decoded.root, a.diagnostics, bufferSource(bytes));
}

port.on('message', (m: ToWorker) => {
  if (m.type === 'start') {
    session = start(m);
    session.catch((e: unknown) => post({ type: 'failed', message: e instanceof Error ? e.message : String(e) }));
  } else if (m.type === 'sibling') {
    siblingWaiters.get(m.id)?.(m.bytes);
    siblingWaiters.delete(m.id);
  } else if (m.type === 'query') {
    if (!session) {
      post({ type: 'reply', id: m.id, error: 'not started' });
      return;
    }
    session
      .then(
        (s) => post({ type: 'reply', id: m.id, result: s.answer(m.query) }),
        (e: unknown) => post({ type: 'reply', id: m.id, error: String(e) }),
      )
      .catch((e: unknown) => post({ type: 'reply', id: m.id, error: String(e) }));
  }
});
