// Reading a greyscale PNG to import into a file, with what a hostile PNG can cost bounded: the size and pixel
// format come from the IHDR chunk before anything is inflated, so a wrong size is refused without decoding; the
// pixel data is then inflated once in small slices and refused as soon as it outgrows what the header promises (a
// zlib bomb stops there), and only then decoded. Layout: the PNG specification (W3C, 11.2.2 IHDR, 8.2 Adam7).
import { Unzlib } from 'fflate';
import { pngSizeRefusal } from './png-limit';
import { joinBytes } from '../join-bytes';
import { msg, TextError, type Text } from '../translatable';

/** One grey sample per pixel, row by row: 0..255 (depth 8) or 0..65535 (depth 16). */
export interface GreyImage {
  width: number;
  height: number;
  depth: 8 | 16;
  data: Uint8Array | Uint16Array;
}

/** A PNG that cannot be imported, with the reason in the user's words. */
/** `text`: why, translatable; the message is its English. */
export class ImportRefused extends TextError {}

interface PngHeader {
  width: number;
  height: number;
  depth: number;
  colorType: number;
  interlaced: boolean;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GREY = 0;
const RGB = 2;
const INDEXED = 3;
const GREY_ALPHA = 4;
const RGBA = 6;
const CHANNELS: Record<number, number> = { [GREY]: 1, [RGB]: 3, [INDEXED]: 1, [GREY_ALPHA]: 2, [RGBA]: 4 };
const COLOR_NAMES: Record<number, Text> = {
  [GREY]: msg`greyscale`,
  [RGB]: msg`RGB`,
  [INDEXED]: msg`indexed-colour`,
  [GREY_ALPHA]: msg`greyscale with alpha`,
  [RGBA]: msg`RGBA`,
};
/** Compressed bytes handed to the inflater at once: deflate expands at most ~1032:1, so one step stays small. */
const INFLATE_SLICE = 16 * 1024;

/** The IHDR fields, read from the first chunk as the specification requires it to be. */
function pngHeader(png: Uint8Array): PngHeader {
  if (png.length < 33 || SIGNATURE.some((b, i) => png[i] !== b)) throw new ImportRefused(msg`the file is not a PNG`);
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const type = String.fromCharCode(...png.subarray(12, 16));
  if (view.getUint32(8) !== 13 || type !== 'IHDR') throw new ImportRefused(msg`the PNG does not start with its header`);
  return {
    width: view.getUint32(16),
    height: view.getUint32(20),
    depth: png[24],
    colorType: png[25],
    interlaced: png[28] === 1,
  };
}

/**
 * The grey samples of a PNG that must be `width` x `height` with a bit depth in `depths`. Greyscale is read as it
 * is; RGB and RGBA only when every pixel is grey (R = G = B) and opaque, since anything else has no one value per
 * pixel; indexed colour never (the index or the colour could be meant).
 */
export async function readGreyPng(
  png: Uint8Array,
  width: number,
  height: number,
  depths: readonly (8 | 16)[],
): Promise<GreyImage> {
  const tooLarge = pngSizeRefusal(png.length, width, height);
  if (tooLarge) throw new ImportRefused(tooLarge);
  const h = pngHeader(png);
  if (h.width !== width || h.height !== height)
    throw new ImportRefused(msg`the image is ${h.width}x${h.height}, it must be ${width}x${height}`);
  const channels = CHANNELS[h.colorType];
  if (channels === undefined) throw new ImportRefused(msg`the PNG has an unknown colour type ${h.colorType}`);
  if (h.colorType === INDEXED)
    throw new ImportRefused(msg`the image has indexed colours (index or colour?): save it as greyscale`);
  const wanted = depths.length > 1 ? msg`${depths[0]}-bit or ${depths[1]}-bit` : msg`${depths[0]}-bit`;
  if (!(depths as readonly number[]).includes(h.depth))
    throw new ImportRefused(
      msg`the image is ${h.depth}-bit ${COLOR_NAMES[h.colorType]}, it must be ${wanted} greyscale`,
    );
  checkInflatedSize(png, filteredSize(h, channels));
  const { decode } = await import('fast-png');
  let decoded;
  try {
    decoded = decode(criticalChunks(png));
  } catch (e) {
    throw new ImportRefused(msg`the PNG cannot be read: ${e instanceof Error ? e.message : String(e)}`);
  }
  return { width, height, depth: h.depth as 8 | 16, data: greySamples(decoded.data, width, channels) };
}

/** One sample per pixel from `channels` interleaved: the grey of opaque grey pixels, or a refusal naming a pixel. */
function greySamples(data: Uint8Array | Uint8ClampedArray | Uint16Array, width: number, channels: number) {
  if (channels === 1) return data instanceof Uint8ClampedArray ? new Uint8Array(data.buffer) : data;
  const count = data.length / channels;
  const out = data instanceof Uint16Array ? new Uint16Array(count) : new Uint8Array(count);
  const opaque = data instanceof Uint16Array ? 0xffff : 0xff;
  const colour = channels >= 3;
  const alpha = channels === 2 || channels === 4;
  for (let i = 0, j = 0; i < count; i++, j += channels) {
    const v = data[j];
    if ((colour && (data[j + 1] !== v || data[j + 2] !== v)) || (alpha && data[j + channels - 1] !== opaque)) {
      const at = `pixel (${i % width}, ${Math.floor(i / width)}) is ${Array.from(data.subarray(j, j + channels))}`;
      throw new ImportRefused(
        colour && (data[j + 1] !== v || data[j + 2] !== v)
          ? msg`the image is in colour (${at}): save it as greyscale`
          : msg`the image is transparent (${at}): save it without alpha`,
      );
    }
    out[i] = v;
  }
  return out;
}

/** Bytes of the image data once inflated: each row of each (Adam7) pass has a filter byte before its samples. */
function filteredSize(h: PngHeader, channels: number): number {
  const bits = h.depth * channels;
  const rows = (w: number, n: number) => (w > 0 && n > 0 ? n * (1 + Math.ceil((w * bits) / 8)) : 0);
  if (!h.interlaced) return rows(h.width, h.height);
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ];
  return passes.reduce(
    (n, [x0, y0, dx, dy]) => n + rows(Math.ceil((h.width - x0) / dx), Math.ceil((h.height - y0) / dy)),
    0,
  );
}

/**
 * The PNG with its ancillary chunks left out (a lower-case first letter: 5.4 chunk naming). The decoder inflates
 * iCCP, zTXt and iTXt too, which checkInflatedSize does not bound, and none of them changes a grey sample.
 */
function criticalChunks(png: Uint8Array): Uint8Array {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const kept: Uint8Array[] = [png.subarray(0, 8)];
  for (let at = 8; at + 8 <= png.length;) {
    const end = Math.min(png.length, at + 12 + view.getUint32(at));
    if (png[at + 4] < 0x61) kept.push(png.subarray(at, end));
    at = end;
  }
  return joinBytes(kept);
}

class Overflow extends Error {}

/** Inflates the IDAT chunks in small slices, counting; refuses data that inflates beyond `limit` bytes. */
function checkInflatedSize(png: Uint8Array, limit: number): void {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let total = 0;
  const inflater = new Unzlib((chunk) => {
    total += chunk.length;
    if (total > limit) throw new Overflow();
  });
  try {
    for (let at = 8; at + 8 <= png.length;) {
      const length = view.getUint32(at);
      const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
      const data = png.subarray(at + 8, Math.min(png.length, at + 8 + length));
      if (type === 'IDAT')
        for (let s = 0; s < data.length; s += INFLATE_SLICE) inflater.push(data.subarray(s, s + INFLATE_SLICE));
      if (type === 'IEND') break;
      at += 12 + length;
    }
  } catch (e) {
    if (e instanceof Overflow)
      throw new ImportRefused(msg`the image data inflates beyond the ${limit} bytes it states`);
    throw new ImportRefused(
      msg`the PNG's image data cannot be inflated: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
}
