// A PNG imported into one of the decoded file's pictures, inside the parse worker: the re-encoded file in a shared
// buffer that becomes the document's new bytes (one undo step), or, for a file decoded from its pages where the
// format writes the picture in place, the ranges it writes; or the reason it cannot be imported.
import type { AnyCodec, Decoded } from '../core/format';
import { importPictures, importPicturesInPlace } from '../core/pictures/import';
import { ImportRefused } from '../core/pictures/png-read';
import { shareableCopy } from '../platform/shared-memory';
import { notWhole, type ImportReply, type WorkerEdit } from './worker-protocol';
import { render } from '../core/translatable';

type ImportRequest = Extract<WorkerEdit, { kind: 'importPicture' }>;

export async function importPictureEdit(
  codec: AnyCodec,
  decoded: Decoded<unknown, unknown>,
  bytes: Uint8Array,
  /** Decoding was stopped: the model may not hold the whole file. */
  complete: boolean,
  e: ImportRequest,
): Promise<ImportReply> {
  if (!complete) return { error: render(notWhole), text: notWhole };
  return refusedAsReply(async () => ({
    buffer: shareableCopy(await importPictures(codec, decoded, bytes, [{ name: e.name, png: e.png }], e.range)),
  }));
}

/**
 * The import into a file decoded from its pages (`held`: what its decode held) as the ranges it writes; undefined
 * where the format writes the whole file.
 */
export function importPictureInPlace(
  codec: AnyCodec,
  decoded: Decoded<unknown, unknown>,
  held: Uint8Array,
  e: ImportRequest,
): Promise<ImportReply | undefined> {
  return refusedAsReply(async () => {
    const changes = await importPicturesInPlace(codec, decoded, held, [{ name: e.name, png: e.png }], e.range);
    return changes && { changes };
  });
}

/** A refused import as the reply that says why. */
async function refusedAsReply<T>(run: () => Promise<T>): Promise<T | ImportReply> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ImportRefused) return { error: err.message, text: err.text };
    throw err;
  }
}
