// The pictures of a decoded file, from its codec's `pictures` hook. Pictures are cheap to list (no pixels are
// computed until render) and every one maps pixels to bytes and back.
import { Diagnostic } from '../diagnostics';
import type { AnyCodec, Decoded, FormatSettings, SiblingFiles } from '../format';
import { Picture } from './picture';

export type { Picture, Plan } from './picture';

export async function listPictures(
  codec: AnyCodec,
  decoded: Decoded<unknown, unknown>,
  bytes: Uint8Array,
  siblings?: SiblingFiles,
  settings?: FormatSettings,
): Promise<Picture[]> {
  return (await codec.pictures?.list(decoded, bytes, siblings, settings)) ?? [];
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
