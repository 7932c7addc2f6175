// The parse worker: decodes and validates the file off the extension host's thread, then answers tree queries
// from the decoded tree it keeps. Queries that arrive while decoding wait for it.
import { parentPort } from 'node:worker_threads';
import { analyze } from '../src/analysis';
import { PictureSession, type PictureQuery } from '../src/pictures/session';
import { isPictureQuery } from '../src/protocol';
import { bufferSource } from './byte-source';
import { TreeSession } from './session';
import type { FromWorker, ToWorker } from './worker-protocol';

const port = parentPort!;
const post = (m: FromWorker): void => port.postMessage(m);

let session: Promise<TreeSession> | undefined;
let pictures: Promise<PictureSession> | undefined;
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
  const siblings = { read: readSibling };
  const a = await analyze(m.fileName, bytes, { shouldStop, progress, siblings });
  post({
    type: 'done',
    format: a.format.displayName,
    formatId: a.format.id,
    version: a.decoded.version,
    diagnostics: a.diagnostics,
    stopped: shouldStop(),
  });
  pictures = Promise.resolve(new PictureSession(a.format.id, a.decoded, bytes, a.diagnostics, siblings));
  return new TreeSession(a.decoded.root, a.diagnostics, bufferSource(bytes));
}

/** Picture replies carry their pixels as transferred buffers (a map's height map is hundreds of MB). */
function answerPictures(id: number, query: PictureQuery): void {
  session!
    .then(() => pictures!.then((p) => p.answer(query)))
    .then(
      (result) => {
        const buffers = result && 'pixels' in result && result.pixels ? [result.pixels] : [];
        port.postMessage({ type: 'reply', id, result } satisfies FromWorker, buffers);
      },
      (e: unknown) => post({ type: 'reply', id, error: String(e) }),
    );
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
    const query = m.query;
    if (isPictureQuery(query)) {
      answerPictures(m.id, query);
      return;
    }
    session
      .then(
        (s) => post({ type: 'reply', id: m.id, result: s.answer(query) }),
        (e: unknown) => post({ type: 'reply', id: m.id, error: String(e) }),
      )
      .catch((e: unknown) => post({ type: 'reply', id: m.id, error: String(e) }));
  }
});
