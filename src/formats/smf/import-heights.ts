// A Spring map's raw heights from a grey image. The engine's height of raw r is minHeight + r * (maxHeight -
// minHeight) / 65536 (SMFReadMap.cpp), and a 16-bit export holds the raw values, so an image value v of depth d
// stands for raw v * 65535 / (2^d - 1): v itself at 16 bits, v * 257 at 8 bits (255 -> 65535).
import { worldHeight } from './layout';
import type { HeightRange } from '../../core/pictures/import';
import { GreyImage, ImportRefused } from '../../core/pictures/png-read';
import { msg } from '../../core/translatable';

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
