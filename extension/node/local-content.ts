// A document's bytes from the local disk: one open and one size serve both the choice and the content chosen (the
// whole file read into a SharedArrayBuffer, or pages above hexAtlas.pagedAboveMB).
import type * as vscode from 'vscode';
import { openRegularFile } from '../../src/platform/node/regular-file';
import type { Content } from '../content';
import { refuseTooLarge } from '../file-loader';
import { pagedContent } from '../paged-content';
import { sharedContent } from '../shared-content';

/**
 * Refused before anything is allocated: a file larger than `maxBytes` (the hexAtlas.maxFileSizeMB setting). A paged
 * file's large edits go to temporary files in `editsFolder`.
 */
export async function openLocalContent(
  path: string,
  uri: vscode.Uri,
  pagedAbove: number,
  maxBytes: number,
  editsFolder: string,
): Promise<Content> {
  const { handle: file, size } = await openRegularFile(path);
  try {
    refuseTooLarge(uri, size, maxBytes);
    return size > pagedAbove ? pagedContent(file, size, editsFolder) : sharedContent(file, size);
  } catch (e) {
    await file.close();
    throw e;
  }
}
