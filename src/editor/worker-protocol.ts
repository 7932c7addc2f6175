// Messages between the extension host and the parse worker (a worker thread, or the host's own thread on the web).
// Each side asks the other with requests declared here, answered by one reply with the same id (src/channel/).
import type { Diagnostic } from '../core/diagnostics';
import type { FormatSettings } from '../core/format';
import type { FilePart } from '../core/file-parts';
import type { ByteChange } from '../core/byte-change';
import type { StructureEditOp } from '../core/structure-edit';
import type { AppliedFix } from '../fix/apply';
import type { HeightRange } from '../core/pictures/import';
import type { FixTarget, QueryChannel, TreeStart } from '../protocol';
import type { WorkerPiece } from './piece-source';
import type { ShareableBuffer } from '../platform/shared-memory';
import type { Events, ReplyMessage, Request, RequestMessage } from '../channel/channel';
import { msg, type Text } from '../core/translatable';

/** What the worker asks the host for: the host has the file system. */
export interface SiblingChannel {
  /** The bytes of the file named from inside the decoded one, found beside it; undefined when there is none. */
  sibling: { req: { name: string }; res: Uint8Array | undefined };
  /**
   * The same file opened for the worker to read in ranges (a map's tile files, read by the tiles shown): a stretch of
   * a file the host holds open, by descriptor (the worker is a thread of its process); undefined where the file is not
   * a local one, and `sibling` reads it whole.
   */
  siblingFile: { req: { name: string }; res: (WorkerPiece & { fd: number }) | undefined };
  /** The names of the files in the decoded file's folder (a fix that renames a reference picks among them). */
  siblingNames: { req: object; res: string[] };
  /** The modification time of a file named by a path stored in the decoded one (src/core/stored-paths.ts). */
  siblingModified: { req: { path: string }; res: number | undefined };
  /** A file at the root of the map archive the decoded file is in (mapinfo.lua), for its pictures. */
  siblingAtRoot: { req: { path: string }; res: Uint8Array | undefined };
  /** The whole file, for a start that gave only its head (a paged file some format claims). */
  wholeFile: { req: object; res: ShareableBuffer };
}

/** Why an edit is refused when decoding stopped early: the model may not hold the whole file. */
export const notWhole = msg`the file was not decoded to the end`;

/**
 * A structural edit's file: whole in a buffer the host can share, or (a file read in pages) as parts of the file as
 * the edit found it and new bytes.
 */
export type StructureEditResult = RewrittenFile | { parts: FilePart[]; select?: string } | { error: Text | string };

/** A structural edit's file whole, and the id of the node to select in its tree. */
export type RewrittenFile = { buffer: ShareableBuffer; select?: string };

/**
 * What a repair wrote: the ranges it changed (in place, nothing moved), the repaired file as parts of the file (read
 * in pages, bytes moved), or the whole repaired file in a buffer the host can share. `kept`: the worker answers for
 * the repaired bytes itself and posts their `done` (the host starts no new worker for them).
 */
export type Repaired = ({ changes: ByteChange[] } | { parts: FilePart[] } | { buffer: ShareableBuffer }) & {
  kept?: boolean;
};

/** `title` in English, `text` translatable (the host shows it in the user's language). */
export type FixReply = (Repaired & { title: string; text?: Text }) | { error: Text | string };

/** No bytes when no fix applied; `errors` counts the errors left in the final bytes. */
export type FixAllReply =
  ((Repaired | { buffer?: undefined }) & { applied: AppliedFix[]; errors: number }) | { error: Text | string };

/**
 * The re-encoded file, or the ranges the import wrote (a file read in pages whose format writes the picture in
 * place); `error` in English, `text` translatable.
 */
export type ImportReply = { buffer: ShareableBuffer } | { changes: ByteChange[] } | { error: string; text?: Text };

/**
 * What only the host asks the worker, each answered with the re-encoded file in a shared buffer: a structural edit,
 * the determined fix of one diagnostic, every determined fix applied in rounds (src/fix/apply.ts), or a PNG
 * imported into one of the file's pictures (src/core/pictures/import.ts).
 */
export interface EditChannel {
  structureEdit: { req: { op: StructureEditOp }; res: StructureEditResult };
  fix: { req: FixTarget; res: FixReply };
  fixAll: { req: object; res: FixAllReply };
  importPicture: { req: { name: string; png: Uint8Array; range: HeightRange }; res: ImportReply };
}

export type WorkerEdit = Request<EditChannel>;

/** What the host asks the parse worker: the webview's queries, which it forwards, and its own edits. */
export type WorkerChannel = QueryChannel & EditChannel;

/** What the host tells the parse worker without asking. */
export interface ToWorkerEvents {
  start: {
    fileName: string;
    /**
     * The document's bytes, shared with the host (no copy; the host restarts the worker after an edit), or, for a
     * file read in pages, its first bytes, size and pieces (absent when a file cannot be shared by descriptor):
     * the worker decodes from the pieces when the format can, and asks for the whole file only when it cannot.
     */
    bytes: { buffer: ShareableBuffer } | { head: Uint8Array; size: number; pieces?: WorkerPiece[] };
    /** Int32Array[1]: the host sets it to 1 to ask the decoder to stop at its next check. */
    stopFlag: ShareableBuffer;
    /** The user's language, for the tree's readings and the format's name. */
    locale?: string;
    /** The user's settings the format reads (hexAtlas.game). */
    settings?: FormatSettings;
  };
}

export type ToWorker = Events<ToWorkerEvents> | RequestMessage<WorkerChannel> | ReplyMessage;

/** What the parse worker tells the host without asking. */
export interface FromWorkerEvents {
  progress: { fraction: number };
  /**
   * `tree`: the tree's first rows, so the page shows the tree without asking for them. `validating`: the diagnostics
   * are the decode's alone (a file decoded from its pages shows its tree before the whole-file rules have run); a
   * second `done` follows with every finding.
   */
  done: {
    format: string;
    formatId: string;
    version?: string;
    diagnostics: Diagnostic[];
    stopped: boolean;
    tree?: TreeStart;
    validating?: boolean;
  };
  failed: { message: string };
}

export type FromWorker = Events<FromWorkerEvents> | RequestMessage<SiblingChannel> | ReplyMessage;
