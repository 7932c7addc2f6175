// A PNG imported into one of the decoded file's pictures, inside the parse worker: the re-encoded file in a shared
// buffer that becomes the document's new bytes (one undo step), or the reason it cannot be imported.
import type { AnyCodec, Decoded } from '../core/format';
import { importPictures } from '../core/pictures/import';
import { ImportRefused } from '../core/pictures/png-read';
import { shareableCopy } from '../platform/shared-memory';
import { notWhole, type ImportReply, type WorkerEdit } from './worker-protocol';
import { render } from '../core/translatable';

export async function importPictureEdit(
  codec: AnyCodec,
  decoded: Decoded<unknown, unknown>,
  bytes: Uint8Array,
  /** Decoding was stopped: the model may not hold the whole file. */
  complete: boolean,
  e: Extract<WorkerEdit, { kind: 'importPicture' }>,
): Promise<ImportReply> {
  if (!complete) return { error: render(notWhole), text: notWhole };
  try {
    return {
      buffer: shareableCopy(await importPictures(codec, decoded, bytes, [{ name: e.name, png: e.png }], e.range)),
    };
  } catch (err) {
    if (err instanceof ImportRefused) return { error: err.message, text: err.text };
    throw err;
  }
}
