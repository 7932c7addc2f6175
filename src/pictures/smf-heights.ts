// A Spring map's raw heights from a grey image. The engine's height of raw r is minHeight + r * (maxHeight -
// minHeight) / 65536 (SMFReadMap.cpp), and a 16-bit export holds the raw values, so an image value v of depth d
// stands for raw v * 65535 / (2^d - 1): v itself at 16 bits, v * 257 at 8 bits (255 -> 65535).
import { worldHeight } from '../formats/smf/layout';
import { GreyImage, ImportRefused } from './png-read';
import { msg } from '../core/translatable';

/**
 * `keep`: the header's range stays and the image gives the raw values. `image`: the image's darkest and brightest
 * values become the new minHeight and maxHeight (at the heights the current range gives them), and the raw values
 * are stretched over 0..65535 between them, so every height stays where the image puts it at the finest precision
 * the new range allows. An image that already spans 0..max (any export of a map using the whole raw range) keeps
 * the header, so export -> import is the identity in both modes.
 */
export type HeightRange = 'keep' | 'image';
export const HEIGHT_RANGES: readonly HeightRange[] = ['keep', 'image'];

export interface SmfHeights {
  raw: Uint16Array;
  minHeight: number;
  maxHeight: number;
}

export function smfHeights(image: GreyImage, minHeight: number, maxHeight: number, range: HeightRange): SmfHeights {
  const { data } = image;
  const top = image.depth === 16 ? 0xffff : 0xff;
  const scale = 0xffff / top;
  let lo = top;
  let hi = 0;
  if (range === 'image') {
    for (let i = 0; i < data.length; i++) {
      const v = data[i];
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  }
  const raw = new Uint16Array(data.length);
  if (range === 'keep' || (lo === 0 && hi === top)) {
    for (let i = 0; i < data.length; i++) raw[i] = data[i] * scale;
    return { raw, minHeight, maxHeight };
  }
  if (!Number.isFinite(minHeight) || !Number.isFinite(maxHeight))
    throw new ImportRefused(msg`the header's height range ${minHeight}..${maxHeight} is not finite: keep it instead`);
  const [rawLo, rawHi] = [lo * scale, hi * scale];
  const newMin = worldHeight(rawLo, minHeight, maxHeight);
  if (rawLo === rawHi) return { raw, minHeight: newMin, maxHeight: newMin };
  const stretch = 0xffff / (rawHi - rawLo);
  for (let i = 0; i < data.length; i++) raw[i] = Math.round((data[i] * scale - rawLo) * stretch);
  // The new top raw value 65535 lands at the height of the old rawHi.
  const newMax = newMin + (worldHeight(rawHi, minHeight, maxHeight) - newMin) * (65536 / 65535);
  return { raw, minHeight: newMin, maxHeight: newMax };
}
