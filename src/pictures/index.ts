// The picture registry: which pictures a decoded file has, by format. Pictures are cheap to list (no pixels are
// computed until render) and every one maps pixels to bytes and back.
import { Diagnostic } from '../core/diagnostics';
import { Decoded, SiblingFiles } from '../core/format';
import { BlotterDecoded } from '../formats/blotter/decode';
import { Eu7Index } from '../formats/eu7/decode';
import { Eu7v2Index } from '../formats/eu7/v2/model';
import { NResIndex } from '../formats/parkan/nresCodec';
import { SmfModel } from '../formats/smf/model';
import { blotterPicture } from './blotter';
import { eu7Pictures } from './eu7';
import { packModelPoints } from './eu7-models';
import { eu7Scenery } from './eu7-scenery';
import { eu7v2Pictures } from './eu7v2';
import { parkanPictures } from './parkan';
import { Picture } from './picture';
import { smfPictures } from './smf';
import { smtPicture } from './tiles';

export type { Picture, Plan } from './picture';

export async function listPictures(
  format: string,
  decoded: Decoded<unknown, unknown>,
  bytes: Uint8Array,
  siblings?: SiblingFiles,
): Promise<Picture[]> {
  switch (format) {
    case 'smf':
      return decoded.model ? smfPictures(decoded.model as SmfModel, bytes, siblings) : [];
    case 'smt': {
      const p = smtPicture(bytes);
      return p ? [p] : [];
    }
    case 'blotter': {
      const save = (decoded as BlotterDecoded).index;
      const p = save && blotterPicture(save);
      return p ? [p] : [];
    }
    case 'eu7': {
      const index = decoded.index as Eu7Index | undefined;
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const models = index?.pack && packModelPoints(index.pack, view);
      const plan = eu7Scenery(decoded.root, bytes, models);
      return [...(plan ? [plan] : []), ...(index ? eu7Pictures(index) : [])];
    }
    case 'eu7v2':
      return eu7v2Pictures(decoded.root, decoded.index as Eu7v2Index | undefined, bytes);
    case 'nres':
      return decoded.index ? parkanPictures(decoded.index as NResIndex, bytes) : [];
    default:
      return [];
  }
}

/** Pixels (x, y pairs at mip 0) of the cells and records a diagnostic points at, at most `limit` of them. */
export function diagnosticMarks(picture: Picture, diagnostics: readonly Diagnostic[], limit = 10000): Uint32Array {
  const out: number[] = [];
  const end = picture.offset + picture.length;
  for (const d of diagnostics) {
    if (out.length >= 2 * limit) break;
    if (d.offset + Math.max(1, d.length) <= picture.offset || d.offset >= end) continue;
    const p = picture.pixelOf(Math.max(d.offset, picture.offset));
    if (p) out.push(p.x, p.y);
  }
  return Uint32Array.from(out);
}
