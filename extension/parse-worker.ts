// The parse worker: decodes and validates the file off the extension host's thread, then answers the host's
// requests (the webview's tree and picture queries, and the host's edits) from the decoded file it keeps.
// Requests that arrive while decoding wait for it.
import { parentPort } from 'node:worker_threads';
import { readSync } from 'node:fs';
import { analyze, analyzePaged, analyzeUnclaimed, type Analysis } from '../src/analysis';
import { answer, replyTo, type Handlers, type Request } from '../src/channel/channel';
import { PendingReplies } from '../src/channel/pending-replies';
import type { SiblingFiles } from '../src/core/format';
import { bufferSource, type ByteSource } from '../src/core/byte-source';
import { PieceSource } from '../src/editor/piece-source';
import { FixSession } from '../src/editor/fix-session';
import { importPictureEdit } from '../src/editor/picture-import';
import { TreeSession } from '../src/editor/session';
import { StructureSession } from '../src/editor/structure-session';
import type { EditChannel, FromWorker, SiblingChannel, ToWorker, WorkerChannel } from '../src/editor/worker-protocol';
import { PictureSession } from '../src/editor/picture-session';
import { isPictureQuery } from '../src/protocol';
import { language, pickLocale } from '../src/l10n/catalogue';
import { render, type Language } from '../src/core/translatable';

const port = parentPort!;
const post = (m: FromWorker): void => port.postMessage(m);

/** What answers the host once the file is decoded. */
interface Answering {
  tree: TreeSession;
  pictures: PictureSession;
  /** The edits' handlers (for a file decoded from its pages, made when the first edit comes). */
  edits: () => Promise<Handlers<EditChannel>>;
}

/** The kinds of edit requests (the worker's other requests are tree and picture queries). */
const editKinds: Record<keyof EditChannel, true> = { restructure: true, fix: true, fixAll: true, importPicture: true };
const isEdit = (body: Request<WorkerChannel>): body is Request<EditChannel> => Object.hasOwn(editKinds, body.kind);

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
  const stop = new Int32Array(m.stopFlag);
  const shouldStop = (): boolean => Atomics.load(stop, 0) !== 0;
  let lastReport = 0;
  const progress = (fraction: number): void => {
    const now = Date.now();
    if (now - lastReport < 100) return;
    lastReport = now;
    post({ type: 'progress', fraction });
  };
  const lang = language(pickLocale(m.locale));
  const done = (a: Analysis): void =>
    post({
      type: 'done',
      format: render(a.format.displayName, lang),
      formatId: a.format.id,
      version: a.decoded.version && render(a.decoded.version, lang),
      diagnostics: a.diagnostics,
      stopped: shouldStop(),
    });
  if ('head' in given) {
    // Plain bytes are answered from the size alone: no query of theirs reads the file (Find is the host's).
    const unclaimed = analyzeUnclaimed(m.fileName, given.head, given.size);
    if (unclaimed) {
      done(unclaimed);
      return answering(unclaimed, new Uint8Array(0), m.fileName, lang);
    }
    const source =
      given.pieces && new PieceSource(given.pieces, (fd, into, at) => readSync(fd, into, 0, into.length, at));
    const paged = source && (await analyzePaged(m.fileName, source, { siblings }));
    if (paged) {
      done(paged.analysis);
      // What is held leaves the bulk out: edits, fixes and imports work on the whole file, read when first asked.
      const whole = once(async () => {
        const bytes = new Uint8Array(await host.request({ kind: 'wholeFile' }));
        return editHandlers(await analyze(m.fileName, bytes, { siblings }), bytes, m.fileName, true);
      });
      return { ...answering(paged.analysis, paged.held, m.fileName, lang, source), edits: whole };
    }
  }
  const bytes = new Uint8Array('buffer' in given ? given.buffer : await host.request({ kind: 'wholeFile' }));
  const a = await analyze(m.fileName, bytes, { shouldStop, progress, siblings });
  done(a);
  return answering(a, bytes, m.fileName, lang, bufferSource(bytes), !shouldStop());
}

/** The sessions that answer the host over one analysis of `bytes` (`source`: where the tree reads the file). */
function answering(
  a: Analysis,
  bytes: Uint8Array,
  fileName: string,
  lang: Language,
  source: ByteSource = bufferSource(bytes),
  complete = true,
): Answering {
  const edits = editHandlers(a, bytes, fileName, complete);
  return {
    // The tree only lists which edits apply at a node: that needs the decoded model, not the bytes.
    tree: new TreeSession(
      a.decoded.root,
      a.diagnostics,
      source,
      a,
      new StructureSession(a.format, a.decoded, bytes, complete),
      lang,
    ),
    pictures: new PictureSession(a.format, a.decoded, bytes, a.diagnostics, siblings, lang),
    edits: () => Promise.resolve(edits),
  };
}

/** Structural edits, fixes and picture imports over the whole file `bytes`. */
function editHandlers(a: Analysis, bytes: Uint8Array, fileName: string, complete: boolean): Handlers<EditChannel> {
  const structure = new StructureSession(a.format, a.decoded, bytes, complete);
  const fixes = new FixSession(a, fileName, bytes, complete, { siblings });
  return {
    restructure: (e) => structure.apply(e.op),
    fix: (e) => fixes.fix(e.target),
    fixAll: () => fixes.fixAll(),
    importPicture: (e) => importPictureEdit(a.format, a.decoded, bytes, complete, e),
  };
}

/** `make`'s result, made on the first call. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

async function answerHost(body: Request<WorkerChannel>) {
  if (!session) throw new Error('not started');
  const s = await session;
  if (isEdit(body)) return answer(await s.edits(), body);
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
