// The parse worker's side: decodes and validates the file off the extension host's thread (or, on the web without a
// worker, in it), then answers the host's requests (the webview's tree and picture queries, and the host's edits)
// from the decoded file it keeps. Requests that arrive while decoding wait for it. Node runs it in a worker thread
// (parse-worker.ts); the web build in the extension host's own thread (web/platform.ts).
import { analyze, analyzePaged, validateAnalysis, type Analysis } from '../src/analysis';
import { replyTo, type Request } from '../src/channel/channel';
import { PendingReplies } from '../src/channel/pending-replies';
import type { SiblingFiles } from '../src/core/format';
import type { FilePart } from '../src/core/file-parts';
import type { ByteChange } from '../src/core/byte-change';
import {
  answerRequest,
  answering,
  editHandlers,
  once,
  outcomeOf,
  type AnswerContext,
  type Answering,
} from '../src/editor/answering';
import { PieceSource, type ReadSync } from '../src/editor/piece-source';
import { pagedEditHandlers } from '../src/editor/paged-edits';
import type {
  FromWorker,
  SiblingChannel,
  ToWorker,
  ToWorkerEvents,
  WorkerChannel,
} from '../src/editor/worker-protocol';
import { language, pickLocale } from '../src/l10n/catalogue';
import type { WorkerPort } from '../src/platform/worker-link';

/** `readPiece`: reads a paged file's pieces by descriptor (Node only; the web has no paged files). */
export function serveParse(port: WorkerPort<FromWorker, ToWorker>, readPiece?: ReadSync): void {
  const post = (m: FromWorker): void => port.post(m);

  let session: Promise<Answering> | undefined;
  const host = new PendingReplies<SiblingChannel>((id, body) => post({ type: 'request', id, body }));

  /** The files beside the decoded one, through the host; one it could not read counts as missing. */
  const siblings: SiblingFiles = {
    read: (name) => host.request({ kind: 'sibling', name }).catch(() => undefined),
    // A tile file read in ranges by its descriptor where the worker can (Node); else read whole through `read`.
    source: readPiece
      ? async (name) => {
          const piece = await host.request({ kind: 'siblingFile', name }).catch(() => undefined);
          return piece && new PieceSource([piece], readPiece);
        }
      : undefined,
    list: () => host.request({ kind: 'siblingNames' }).catch(() => []),
    modified: (path) => host.request({ kind: 'siblingModified', path }).catch(() => undefined),
    atRoot: (path) => host.request({ kind: 'siblingAtRoot', path }).catch(() => undefined),
  };

  async function start(m: ToWorkerEvents['start']): Promise<Answering> {
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
    const context: AnswerContext = {
      fileName: m.fileName,
      lang: language(pickLocale(m.locale)),
      siblings,
      settings: m.settings,
      // A fix made here: this worker answers for the repaired file, decoded here (Fix All brings its analysis).
      follow: (bytes, made) => {
        session = (async () => {
          // After the fix's reply has gone: the host takes the repaired bytes first, then their outcome.
          await new Promise((resolve) => setTimeout(resolve, 0));
          const a = made ?? (await analyze(m.fileName, bytes, { siblings }));
          return done(a, answering(a, bytes, context));
        })();
        session.catch(failed);
      },
    };
    /** Tells the host the analysis is done, with the tree's first rows; the sessions then answer for it. */
    const done = async (a: Analysis, s: Answering): Promise<Answering> => {
      post({ type: 'done', ...(await outcomeOf(a, context.lang, shouldStop(), s)) });
      return s;
    };
    if ('head' in given) {
      // A file no format claims never comes here: the host answers plain bytes itself (parse-client.ts).
      const source = given.pieces && readPiece && new PieceSource(given.pieces, readPiece);
      const paged = source && (await analyzePaged(m.fileName, source, { siblings, decodeOnly: true }));
      if (paged) {
        // What is held leaves the bulk out: fixes and imports written in place are made from the pages; the other
        // edits work on the whole file, read when the first of them comes. This worker does not go on answering for
        // a file it repaired so (it would hold it whole): the next one reads it from its pages.
        const whole = once(async () => {
          const bytes = new Uint8Array(await host.request({ kind: 'wholeFile' }));
          const a = await analyze(m.fileName, bytes, { siblings });
          return editHandlers(a, bytes, { ...context, follow: undefined }, true);
        });
        // The edits answer for the analysis they come with: made from the pages where the format writes in place.
        const sessions = (a: Analysis): Answering => {
          const edits = once(async () =>
            pagedEditHandlers(
              { analysis: a, held: paged.held, source, fileName: m.fileName, siblings, editable: paged.editable },
              whole,
            ),
          );
          return answering(a, paged.held, context, { source, edits });
        };
        // The tree's first rows need the decode alone: they go to the host with its findings, and the tree is
        // answered from it while the whole-file rules read the records (most of the analysis); their outcome follows.
        const decoded = sessions(paged.analysis);
        post({ type: 'done', ...(await outcomeOf(paged.analysis, context.lang, false, decoded)), validating: true });
        const early = Promise.resolve(decoded);
        session = early;
        const full = await validateAnalysis(paged.analysis, paged.held, m.fileName, { siblings });
        const s = sessions(full);
        // A fix made meanwhile answers for other bytes, and tells their outcome itself.
        if (session !== early) return s;
        session = Promise.resolve(s);
        return done(full, s);
      }
    }
    const bytes = new Uint8Array('buffer' in given ? given.buffer : await host.request({ kind: 'wholeFile' }));
    const a = await analyze(m.fileName, bytes, { shouldStop, progress, siblings });
    return done(a, answering(a, bytes, context, { complete: !shouldStop() }));
  }

  function failed(e: unknown): void {
    post({ type: 'failed', message: e instanceof Error ? e.message : String(e) });
  }

  async function answerHost(body: Request<WorkerChannel>): Promise<unknown> {
    if (!session) throw new Error('not started');
    return answerRequest(await session, body);
  }

  /**
   * Picture replies carry their pixels (a map's height map is hundreds of MB) and a plan's arrays, and an edit's
   * changes and a structural edit's new parts their bytes (an imported grid), as transferred buffers, each made for
   * the reply.
   */
  function transferList(result: unknown): ArrayBuffer[] {
    if (!result || typeof result !== 'object') return [];
    if ('pixels' in result) return result.pixels instanceof ArrayBuffer ? [result.pixels] : [];
    const arrays =
      'plan' in result && result.plan && typeof result.plan === 'object'
        ? Object.values(result.plan)
        : 'changes' in result && Array.isArray(result.changes)
          ? (result.changes as ByteChange[]).map((c) => c.bytes)
          : 'parts' in result && Array.isArray(result.parts)
            ? (result.parts as FilePart[]).flatMap((p) => ('bytes' in p ? [p.bytes] : []))
            : [];
    const buffers = new Set(arrays.flatMap((a) => (ArrayBuffer.isView(a) ? [a.buffer] : [])));
    return [...buffers].filter((b): b is ArrayBuffer => b instanceof ArrayBuffer);
  }

  port.onMessage((m: ToWorker) => {
    if (m.type === 'start') {
      session = start(m);
      session.catch(failed);
    } else if (m.type === 'reply') {
      host.settle(m.id, m);
    } else if (m.type === 'request') {
      void replyTo(m.id, () => answerHost(m.body)).then((reply) =>
        port.post(reply satisfies FromWorker, transferList(reply.result)),
      );
    }
  });
}
