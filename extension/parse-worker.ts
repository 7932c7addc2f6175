// The parse worker: decodes and validates the file off the extension host's thread, then answers tree queries
// from the decoded tree it keeps. Queries that arrive while decoding wait for it.
import { parentPort } from 'node:worker_threads';
import { analyze } from '../src/analysis';
import type { SiblingFiles } from '../src/core/format';
import { bufferSource } from '../src/editor/byte-source';
import { outcomeOf, PendingReplies } from '../src/editor/replies';
import { FixSession } from '../src/editor/fix-session';
import { importPictureEdit } from '../src/editor/picture-import';
import { TreeSession } from '../src/editor/session';
import { StructureSession } from '../src/editor/structure-session';
import {
  isWorkerEdit,
  type FromWorker,
  type ToWorker,
  type WorkerEdit,
  type WorkerRequest,
  type WorkerRequestResults,
} from '../src/editor/worker-protocol';
import { PictureSession, type PictureQuery } from '../src/core/pictures/session';
import { isPictureQuery } from '../src/protocol';
import { language, pickLocale } from '../src/l10n/catalogue';
import { render } from '../src/core/translatable';

const port = parentPort!;
const post = (m: FromWorker): void => port.postMessage(m);

let session: Promise<TreeSession> | undefined;
const host = new PendingReplies<WorkerRequest, WorkerRequestResults>((id, body) => post({ type: 'request', id, body }));
let pictures: Promise<PictureSession> | undefined;
let fixes: FixSession | undefined;
let importPicture: ((e: Extract<WorkerEdit, { kind: 'importPicture' }>) => Promise<unknown>) | undefined;

/** The files beside the decoded one, through the host; one it could not read counts as missing. */
const siblings: SiblingFiles = {
  read: (name) => host.request({ kind: 'sibling', name }).catch(() => undefined),
  list: () => host.request({ kind: 'siblingNames' }).catch(() => []),
  modified: (path) => host.request({ kind: 'siblingModified', path }).catch(() => undefined),
};

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
  const a = await analyze(m.fileName, bytes, { shouldStop, progress, siblings });
  const lang = language(pickLocale(m.locale));
  post({
    type: 'done',
    format: render(a.format.displayName, lang),
    formatId: a.format.id,
    version: a.decoded.version && render(a.decoded.version, lang),
    diagnostics: a.diagnostics,
    stopped: shouldStop(),
  });
  pictures = Promise.resolve(new PictureSession(a.format, a.decoded, bytes, a.diagnostics, siblings, lang));
  const edits = new StructureSession(a.format, a.decoded, bytes, !shouldStop());
  fixes = new FixSession(a, m.fileName, bytes, !shouldStop(), { siblings });
  const complete = !shouldStop();
  importPicture = (e) => importPictureEdit(a.format, a.decoded, bytes, complete, e);
  return new TreeSession(a.decoded.root, a.diagnostics, bufferSource(bytes), a, edits, lang);
}

/** Picture replies carry their pixels as transferred buffers (a map's height map is hundreds of MB). */
function answerPictures(id: number, query: PictureQuery): void {
  void outcomeOf(async () => {
    if (!session) throw new Error('not started');
    await session;
    return (await pictures!).answer(query);
  }).then((outcome) => {
    const result = 'result' in outcome ? outcome.result : undefined;
    const buffers = result && typeof result === 'object' && 'pixels' in result && result.pixels ? [result.pixels] : [];
    port.postMessage({ type: 'reply', id, ...outcome } satisfies FromWorker, buffers as ArrayBuffer[]);
  });
}

function answerEdit(s: TreeSession, e: WorkerEdit): unknown {
  switch (e.kind) {
    case 'restructure':
      return s.edits!.apply(e.op);
    case 'fix':
      return fixes!.fix(e.target);
    case 'fixAll':
      return fixes!.fixAll();
    case 'importPicture':
      return importPicture!(e);
  }
}

port.on('message', (m: ToWorker) => {
  if (m.type === 'start') {
    session = start(m);
    session.catch((e: unknown) => post({ type: 'failed', message: e instanceof Error ? e.message : String(e) }));
  } else if (m.type === 'reply') {
    host.settle(m.id, m);
  } else if (m.type === 'request') {
    const query = m.body;
    if (!isWorkerEdit(query) && isPictureQuery(query)) {
      answerPictures(m.id, query);
      return;
    }
    void outcomeOf(async () => {
      if (!session) throw new Error('not started');
      const s = await session;
      return isWorkerEdit(query) ? answerEdit(s, query) : s.answer(query);
    }).then((outcome) => post({ type: 'reply', id: m.id, ...outcome }));
  }
});
