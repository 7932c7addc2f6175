// A file's pictures with what its map archive adds: for a Spring map whose archive gives start positions or start
// boxes, the start-box picture and the metal spots in the regions of the starts. Formats cannot read the archive's
// Lua files, so this layer reads them (map-context.ts) and hands the map's pictures the result.
import type { AnyCodec, Decoded, FormatSettings, SiblingFiles } from '../../core/format';
import { listPictures, type Picture } from '../../core/pictures';
import { gameOf, smfModelOf, smfPictures } from '../../formats/smf';
import { readMapContext } from './map-context';

export async function filePictures(
  codec: AnyCodec,
  decoded: Decoded,
  bytes: Uint8Array,
  siblings?: SiblingFiles,
  settings?: FormatSettings,
): Promise<Picture[]> {
  const model = smfModelOf({ format: codec, decoded });
  const context = model && siblings && (await readMapContext(siblings));
  if (!model || !context) return listPictures(codec, decoded, bytes, siblings, settings);
  return smfPictures(model, bytes, siblings, gameOf(settings?.game), context);
}
