// Messages between the extension host and the parse worker (node worker_threads). Each side asks the other with
// `request` messages, answered by one `reply` with the same id (see replies.ts).
import type { Diagnostic } from '../core/diagnostics';
import type { EditOp } from '../core/structure-edit';
import type { AppliedFix } from '../fix/apply';
import type { HeightRange } from '../core/pictures/import';
import type { Query } from '../protocol';
import type { Outcome } from './replies';
import { msg, type Text } from '../core/translatable';

/** What the worker asks the host for: the host has the file system. */
export type WorkerRequest =
  { kind: 'sibling'; name: string } | { kind: 'siblingNames' } | { kind: 'siblingModified'; path: string };

export interface WorkerRequestResults {
  /** The bytes of the file named from inside the decoded one, found beside it; undefined when there is none. */
  sibling: Uint8Array | undefined;
  /** The names of the files in the decoded file's folder (a fix that renames a reference picks among them). */
  siblingNames: string[];
  /** The modification time of a file named by a path stored in the decoded one (src/core/stored-paths.ts). */
  siblingModified: number | undefined;
}

/** The diagnostic a fix is asked for, by its code and byte range (the host's list and the worker's agree). */
export interface FixTarget {
  code: string;
  offset: number;
  length: number;
}

/**
 * What only the host asks the worker, each answered with the re-encoded file in a shared buffer: a structural edit,
 * the determined fix of one diagnostic, every determined fix applied in rounds (src/fix/apply.ts), or a PNG
 * imported into one of the file's pictures (src/pictures/import.ts).
 */
export type WorkerEdit =
  | { kind: 'restructure'; op: EditOp }
  | { kind: 'fix'; target: FixTarget }
  | { kind: 'fixAll' }
  | { kind: 'importPicture'; name: string; png: Uint8Array; range: HeightRange };

const workerEditKinds: ReadonlySet<string> = new Set<WorkerEdit['kind']>([
  'restructure',
  'fix',
  'fixAll',
  'importPicture',
]);

export function isWorkerEdit(r: { kind: string }): r is WorkerEdit {
  return workerEditKinds.has(r.kind);
}

/** Why an edit is refused when decoding stopped early: the model may not hold the whole file. */
export const notWhole = msg`the file was not decoded to the end`;

export type RestructureResult = { buffer: SharedArrayBuffer; select?: string } | { error: Text | string };

/** `title` in English, `text` translatable (the host shows it in the user's language). */
export type FixReply = { buffer: SharedArrayBuffer; title: string; text?: Text } | { error: Text | string };

/** `buffer` is absent when no fix applied; `errors` counts the errors left in the final bytes. */
export type FixAllReply =
  { buffer?: SharedArrayBuffer; applied: AppliedFix[]; errors: number } | { error: Text | string };

/** `error` in English, `text` translatable. */
export type ImportReply = { buffer: SharedArrayBuffer } | { error: string; text?: Text };

export interface WorkerEditResults {
  restructure: RestructureResult;
  fix: FixReply;
  fixAll: FixAllReply;
  importPicture: ImportReply;
}

export type Reply = { type: 'reply'; id: number } & Outcome;

export type ToWorker =
  | {
      type: 'start';
      fileName: string;
      /** The document's bytes, shared with the host (no copy); the host restarts the worker after an edit. */
      buffer: SharedArrayBuffer;
      /** Int32Array[1]: the host sets it to 1 to ask the decoder to stop at its next check. */
      stopFlag: SharedArrayBuffer;
      /** The user's language, for the tree's readings and the format's name. */
      locale?: string;
    }
  | { type: 'request'; id: number; body: Query | WorkerEdit }
  | Reply;

export type FromWorker =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; format: string; formatId: string; version?: string; diagnostics: Diagnostic[]; stopped: boolean }
  | { type: 'failed'; message: string }
  | { type: 'request'; id: number; body: WorkerRequest }
  | Reply;
