// What a document holds of its file, behind one interface: the whole file in shared memory the parse worker
// decodes in place (shared-content.ts), or, above `hexAtlas.pagedAboveMB`, pages read from the file on disk with
// the edits kept as a piece table over it (paged-content.ts).
import * as vscode from 'vscode';
import type { ByteChange } from '../src/core/byte-change';
import type { FilePart } from '../src/core/file-parts';
import type { WorkerBytes } from './parse-client';
import type { ShareableBuffer } from '../src/platform/shared-memory';
import type { ByteEdit } from '../src/editor/edit-history';
import { openShared } from './shared-content';
import { localPath, platform } from './platform';

export interface Content {
  readonly size: number;
  /** Resolves when every byte is in (only the shared buffer loads in the background; nothing is edited before). */
  readonly loaded: Promise<void>;
  /** The edit the bytes are at now (undefined: as opened). */
  readonly last: ByteEdit | undefined;
  /** An unshared copy of [offset, offset+length) clipped to the file. */
  read(offset: number, length: number): Promise<Uint8Array>;
  /** Several ranges replaced in place as one undoable edit (RangeError, writing nothing, if one is outside). */
  applyAll(changes: readonly ByteChange[], label: string): ByteEdit;
  /** The whole file replaced by a re-encoded one (shared with the worker that wrote it), as one undoable edit. */
  replace(buffer: ShareableBuffer, label: string): ByteEdit;
  /**
   * The whole file replaced by one made of `parts` of it as it is now and new bytes (a structural edit of a file read
   * in pages), as one undoable edit; only a paged content takes it.
   */
  rearrange?(parts: readonly FilePart[], label: string): ByteEdit;
  undo(): void;
  redo(): void;
  /** The bytes for the parse worker: the shared buffer itself, or the head of the pieces and a reader of them all. */
  forWorker(): ShareableBuffer | Promise<WorkerBytes>;
  /** Writes the bytes to `target` through the safe save. */
  saveTo(target: vscode.Uri): Promise<void>;
  /** Writes the bytes to a backup (hot exit) at `destination`. */
  backupTo(destination: vscode.Uri): Promise<void>;
  /** The document's own file was just saved from these bytes: read on from it. */
  reopenSaved(uri: vscode.Uri): Promise<void>;
  /** Why the bytes take no edits (only a file's first part is held), when they do not. */
  readonly readOnly?: string;
  /** Offset of the next match of `pattern` (see byte-search.ts), when the content answers Find itself. */
  search?(pattern: Uint8Array, from: number, backwards: boolean, ignoreCase: boolean): Promise<number>;
  dispose(): void;
}

/** Refused before anything is allocated: a file larger than `maxBytes` (the hexAtlas.maxFileSizeMB setting). */
export async function openContent(uri: vscode.Uri, pagedAbove: number, maxBytes = Infinity): Promise<Content> {
  const local = localPath(uri);
  if (local) return platform().disk!.openContent(local, uri, pagedAbove, maxBytes);
  return openShared(uri, maxBytes, platform().wholeReadLimit?.());
}
