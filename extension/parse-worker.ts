// The parse worker: decodes and validates the file off the extension host's thread, then answers the host's
// requests (the webview's tree and picture queries, and the host's edits) from the decoded file it keeps.
// Requests that arrive while decoding wait for it.
import { parentPort } from 'node:worker_threads';
import { analyze, analyzeUnclaimed } from '../src/analysis';
import { answer, handles, replyTo, type Handlers, type Request } from '../src/channel/channel';
import { PendingReplies } from '../src/channel/pending-replies';
import type { SiblingFiles } from '../src/core/format';
import { bufferSource } from '../src/editor/byte-source';
import { FixSession } from '../src/editor/fix-session';
import { importPictureEdit } from '../src/editor/picture-import';
import { TreeSession } from '../src/editor/session';
import { StructureSession } from '../src/editor/structure-session';
import type { EditChannel, FromWorker, SiblingChannel, ToWorker, WorkerChannel } from '../src/editor/worker-protocol';
import { PictureSession } from '../src/editor/picture-session';
import { isPictureQuery } from '../src/protocol';
import { language, pickLocale } from '../src/l10n/catalogue';
import { render } from '../src/core/translatable';

const port = parentPort!;
const post = (m: FromWorker): void => port.postMessage(m);

/** What answers the host once the file is decoded. */
interface Answering {
  tree: TreeSession;
  pictures: PictureSession;
  edits: Handlers<EditChannel>;
}

let session: Promise<Answering> | undefined;
const host = new PendingReplies<SiblingChannel>((id, body) => post({ type: 'request', id, body }));

/** The files beside the decoded one, through the host; one it could not read counts as missing. */
const siblings: SiblingFiles = {
  read: (name) => host.request({ kind: 'sibling', name }).catch(() => undefined),
  list: () => host.request({ kind: 'siblingNames' }).catch(() => []),
  modified: (path) => host.request({ kind: 'siblingModified', path }).catch(() => undefined),
};

async function start(m: Extract<ToWorker, { type: 'start' }>): Promise<Answering> {
  const given = m.bytes;
  const unclaimed = 'head' in given ? analyzeUnclaimed(m.fileName, given.head, given.size) : undefined;
  const buffer = 'buffer' in given ? given.buffer : unclaimed ? undefined : await host.request({ kind: 'wholeFile' });
  // Plain bytes are answered from the size alone: no query of theirs reads the file (Find is the host's).
  const bytes = buffer ? new Uint8Array(buffer) : new Uint8Array(0);
  const stop = new Int32Array(m.stopFlag);
  const shouldStop = (): boolean => Atomics.load(stop, 0) !== 0;
  let lastReport = 0;
  const progress = (fraction: number): void => {
    const now = Date.now();
    if (now - lastReport < 100) return;
    lastReport = now;
    post({ type: 'progress', fraction });
  };
  const a = unclaimed ?? (await analyze(m.fileName, bytes, { shouldStop, progress, siblings }));
  const lang = language(pickLocale(m.locale));
  post({
    type: 'done',
    format: render(a.format.displayName, lang),
    formatId: a.format.id,
    version: a.decoded.version && render(a.decoded.version, lang),
    diagnostics: a.diagnostics,
    stopped: shouldStop(),
  });
  const complete = !shouldStop();
  const structure = new StructureSession(a.format, a.decoded, bytes, complete);
  const fixes = new FixSession(a, m.fileName, bytes, complete, { siblings });
  return {
    tree: new TreeSession(a.decoded.root, a.diagnostics, bufferSource(bytes), a, structure, lang),
    pictures: new PictureSession(a.format, a.decoded, bytes, a.diagnostics, siblings, lang),
    edits: {
      restructure: (e) => structure.apply(e.op),
      fix: (e) => fixes.fix(e.target),
      fixAll: () => fixes.fixAll(),
      importPicture: (e) => importPictureEdit(a.format, a.decoded, bytes, complete, e),
    },
  };
}

async function answerHost(body: Request<WorkerChannel>) {
  if (!session) throw new Error('not started');
  const s = await session;
  if (handles(s.edits, body)) return answer(s.edits, body);
  if (isPictureQuery(body)) return s.pictures.answer(body);
  return s.tree.answer(body);
}

/** Picture replies carry their pixels as transferred buffers (a map's height map is hundreds of MB). */
function transferList(result: unknown): ArrayBuffer[] {
  const pixels = result && typeof result === 'object' && 'pixels' in result ? result.pixels : undefined;
  return pixels instanceof ArrayBuffer ? [pixels] : [];
}

port.on('message', (m: ToWorker) => {
  if (m.type === 'start') {
    session = start(m);
    session.catch((e: unknown) => post({ type: 'failed', message: e instanceof Error ? e.message : String(e) }));
  } else if (m.type === 'reply') {
    host.settle(m.id, m);
  } else if (m.type === 'request') {
    void replyTo(m.id, () => answerHost(m.body)).then((reply) =>
      port.postMessage(reply satisfies FromWorker, transferList(reply.result)),
    );
  }
});
