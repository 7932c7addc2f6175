// Reads a document's bytes into a buffer the parse worker shares. A local file is read in chunks
// straight into that buffer (no intermediate copy of the whole file), in the background: the editor opens as soon
// as the size is known, and bytes asked for before their chunk arrived are read from disk directly.
import type { FileHandle } from 'node:fs/promises';
import * as vscode from 'vscode';
import { filePieces, piecesCover, readPiece } from '../src/core/file-pieces';
import { tooLarge } from '../src/core/size-limit';
import { say } from './language';
import { canShareMemory, shareableCopy } from '../src/platform/shared-memory';
import { askFirstPart } from './first-part';

export interface LoadingBytes {
  /** The whole file once `loaded` resolved; zeros where nothing was read yet. */
  bytes: Uint8Array;
  loaded: Promise<void>;
  /** An unshared copy of [offset, offset+length) clipped to the file, whether or not it has been loaded yet. */
  read(offset: number, length: number): Promise<Uint8Array>;
  /** The whole file's size, when only its first `bytes.length` bytes were kept (above the whole-read limit). */
  partOf?: number;
}

/** Throws, saying why, for a file larger than `maxBytes` (the hexAtlas.maxFileSizeMB setting). */
export function refuseTooLarge(uri: vscode.Uri, size: number, maxBytes: number): void {
  const name = (uri.scheme === 'file' ? uri.fsPath : uri.path).split(/[\\/]/).pop() ?? '';
  const why = tooLarge(name, size, maxBytes, 'hexAtlas.maxFileSizeMB');
  if (why) throw new Error(vscode.l10n.t('{0} Open it with another editor, or raise the setting.', say(why)));
}

/**
 * A file VS Code's file system reads (not a local one: those are opened by `openContent`), whole. Refused before
 * anything is allocated when larger than `maxBytes` (the hexAtlas.maxFileSizeMB setting). Above `wholeLimit` (the
 * web's hexAtlas.webReadLimitMB) only the first part is kept, if the user agrees: that file system has no ranged
 * reads, so it is still read whole once, and the rest let go at once.
 */
export async function loadShared(uri: vscode.Uri, maxBytes = Infinity, wholeLimit = Infinity): Promise<LoadingBytes> {
  await providerReady(uri);
  const size = (await vscode.workspace.fs.stat(uri)).size;
  refuseTooLarge(uri, size, maxBytes);
  const kept = size > wholeLimit ? await askFirstPart(uri, size, wholeLimit) : undefined;
  const read = await vscode.workspace.fs.readFile(uri);
  const bytes = kept === undefined ? toShared(read) : new Uint8Array(shareableCopy(read.subarray(0, kept)));
  const partOf = kept === undefined ? undefined : size;
  return { bytes, loaded: Promise.resolve(), read: async (offset, length) => copy(bytes, offset, length), partOf };
}

/**
 * A version from git (a side of Source Control's diff) is served by the Git extension's file system. An editor the
 * window restores can open before that extension is active, when the scheme has no provider yet: activate it first.
 */
async function providerReady(uri: vscode.Uri): Promise<void> {
  if (uri.scheme === 'git' && vscode.workspace.fs.isWritableFileSystem('git') === undefined)
    await vscode.extensions.getExtension('vscode.git')?.activate();
}

/** A local file already open, of `size` bytes, read in the background; `file` is closed once it is read. */
export function loadSharedFile(file: FileHandle, size: number): LoadingBytes {
  const bytes = new Uint8Array(new SharedArrayBuffer(size));
  // One piece, read in order: here the reading shares the cores with VS Code's renderer and server, and threads
  // copying at once take CPU from them while the editor opens (read in four, the 1 GiB file's first rows came about
  // 0.4 s later in the editor bench).
  const pieces = filePieces(size, 1);
  let done = false;
  const loaded = (async () => {
    try {
      // A piece cut short (the file shrank meanwhile) leaves the rest zero.
      await Promise.all(pieces.map((piece) => readPiece(file, bytes, piece)));
    } finally {
      done = true;
      await file.close();
    }
  })();
  const read = async (offset: number, length: number): Promise<Uint8Array> => {
    const start = clip(offset, size);
    const end = clip(start + Math.max(0, length), size);
    if (done || piecesCover(pieces, start, end)) return bytes.slice(start, end);
    const out = new Uint8Array(end - start);
    await file.read(out, 0, out.length, start);
    return out;
  };
  return { bytes, loaded, read };
}

/** The bytes in a buffer the parse worker can have: without shared memory, a whole buffer serves as it is. */
export function toShared(bytes: Uint8Array): Uint8Array {
  if (!canShareMemory && bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  return new Uint8Array(shareableCopy(bytes));
}

const clip = (n: number, size: number): number => Math.max(0, Math.min(n, size));

/** slice, not subarray: the webview must get an ordinary (unshared) buffer. */
function copy(bytes: Uint8Array, offset: number, length: number): Uint8Array {
  const start = clip(offset, bytes.length);
  return bytes.slice(start, clip(start + Math.max(0, length), bytes.length));
}
