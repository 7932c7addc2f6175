// What answers the host's requests over one analysed file: the tree and picture sessions and the edits. The parse
// worker answers through it; so does the host itself for a file no format claims, which needs no worker.
import type { Analysis } from '../analysis';
import { answer, type Handlers, type Request } from '../channel/channel';
import { bufferSource, type ByteSource } from '../core/byte-source';
import type { FormatSettings, SiblingFiles } from '../core/format';
import { render, type Language } from '../core/translatable';
import { isPictureQuery } from '../protocol';
import { FixSession } from './fix-session';
import { importPictureEdit } from './picture-import';
import { PictureSession } from './picture-session';
import { TreeSession } from './session';
import { treeStart } from './tree-start';
import { StructureEditSession } from './structure-edit-session';
import type { EditChannel, WorkerChannel } from './worker-protocol';

export interface Answering {
  tree: TreeSession;
  pictures: PictureSession;
  /** The edits' handlers (for a file decoded from its pages, made when the first edit comes). */
  edits: () => Promise<Handlers<EditChannel>>;
}

/** What the sessions need besides the analysis. */
export interface AnswerContext {
  fileName: string;
  lang: Language;
  siblings: SiblingFiles;
  /** The user's settings the format reads (hexAtlas.game). */
  settings?: FormatSettings;
  /**
   * A fix made `bytes` the file: whoever answers goes on answering for them (the parse worker, without a second
   * decode when the fix brings their `analysis`).
   */
  follow?: (bytes: Uint8Array, analysis?: Analysis) => void;
}

/** Where the tree reads the file, and how edits are answered, when not simply from `bytes`. */
export interface AnswerOptions {
  /** Where the tree reads the file, when `bytes` is not all of it (a file decoded from its pages). */
  source?: ByteSource;
  /** False when decoding was stopped: the model may not hold the whole file. */
  complete?: boolean;
  /** The edits' handlers, when they need more than `bytes` (made when the first edit comes). */
  edits?: () => Promise<Handlers<EditChannel>>;
}

/** The sessions over one analysis of `bytes`. */
export function answering(
  a: Analysis,
  bytes: Uint8Array,
  context: AnswerContext,
  options: AnswerOptions = {},
): Answering {
  const complete = options.complete ?? true;
  // The tree lists which edits apply at a node: that needs the decoded model, not the bytes.
  const structureEdits = new StructureEditSession(a.format, a.decoded, bytes, complete);
  return {
    tree: new TreeSession(
      a.decoded.root,
      a.diagnostics,
      options.source ?? bufferSource(bytes),
      a,
      structureEdits,
      context.lang,
    ),
    pictures: new PictureSession(
      a.format,
      a.decoded,
      bytes,
      a.diagnostics,
      context.siblings,
      context.lang,
      context.settings,
    ),
    edits: options.edits ?? once(async () => editHandlers(a, bytes, context, complete, structureEdits)),
  };
}

/** Structural edits, fixes and picture imports over the whole file `bytes`. */
export function editHandlers(
  a: Analysis,
  bytes: Uint8Array,
  context: AnswerContext,
  complete: boolean,
  structureEdits = new StructureEditSession(a.format, a.decoded, bytes, complete),
): Handlers<EditChannel> {
  const fixes = new FixSession(a, context.fileName, bytes, complete, { siblings: context.siblings }, context.follow);
  return {
    structureEdit: (e) => structureEdits.apply(e.op),
    fix: (e) => fixes.fix(e),
    fixAll: () => fixes.fixAll(),
    importPicture: (e) => importPictureEdit(a.format, a.decoded, bytes, complete, e),
  };
}

/** `make`'s result, made on the first call. */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/**
 * What the host is told when an analysis is done (the format and version in the reader's language), with the tree's
 * first rows when `sessions` answer for it.
 */
export async function outcomeOf(a: Analysis, lang: Language, stopped: boolean, sessions?: Answering) {
  return {
    format: render(a.format.displayName, lang),
    formatId: a.format.id,
    version: a.decoded.version && render(a.decoded.version, lang),
    diagnostics: a.diagnostics,
    stopped,
    tree: sessions && (await treeStart((q) => sessions.tree.answer(q)).catch(() => undefined)),
  };
}

/** The kinds of edit requests (the other requests are tree and picture queries). */
const editKinds: Record<keyof EditChannel, true> = {
  structureEdit: true,
  fix: true,
  fixAll: true,
  importPicture: true,
};
const isEdit = (body: Request<WorkerChannel>): body is Request<EditChannel> => Object.hasOwn(editKinds, body.kind);

/** One request, answered by the session it is for. */
export async function answerRequest(s: Answering, body: Request<WorkerChannel>): Promise<unknown> {
  if (isEdit(body)) return answer(await s.edits(), body);
  if (isPictureQuery(body)) return s.pictures.answer(body);
  return s.tree.answer(body);
}
