// Pictures imported from PNG into the file they were exported from (a Spring map's grids, Parkan terrain heights):
// each format that can take a picture back says which, at what size and bit depths, and writes them all at once
// through its own encoder. Every PNG is checked against its target's size from its header before a pixel is
// decoded (png-read.ts).
import type { AnyCodec, Decoded } from '../format';
import type { ByteChange } from '../byte-change';
import { maxPngBytes } from './png-limit';
import { GreyImage, ImportRefused, readGreyPng } from './png-read';
import { msg } from '../translatable';

/**
 * How an import treats a height map's range (a Spring map's header; pictures without one ignore it). `keep`: the
 * header's range stays and the image gives the raw values. `image`: the image's darkest and brightest values become
 * the new minHeight and maxHeight (at the heights the current range gives them), and the raw values are stretched
 * over 0..65535 between them, so every height stays where the image puts it at the finest precision the new range
 * allows. An image that already spans 0..max (any export of a map using the whole raw range) keeps the header, so
 * export -> import is the identity in both modes.
 */
export type HeightRange = 'keep' | 'image';
export const HEIGHT_RANGES: readonly HeightRange[] = ['keep', 'image'];

export interface ImportTarget {
  width: number;
  height: number;
  /** Bit depths of greyscale the picture reads, the depth the export writes first. */
  depths: readonly (8 | 16)[];
  /** The import keeps the file's height range or sets it from the image (HeightRange). */
  heightRange: boolean;
}

export interface PictureImporter {
  /** The pictures of this file that can be imported. */
  names: string[];
  /** Where picture `name` goes; refused with the reason when the file has no such picture to write. */
  target(name: string): ImportTarget;
  /** The whole file with every image written. */
  write(images: ReadonlyMap<string, GreyImage>, range: HeightRange): Uint8Array;
  /**
   * The same writes as the ranges they write, where nothing moves (a grid of fixed size written in its place): for a
   * file read in pages, whose model and bytes leave its bulk out. Absent where the format writes the whole file.
   */
  writeInPlace?(images: ReadonlyMap<string, GreyImage>, range: HeightRange): ByteChange[];
}

export interface PngImport {
  name: string;
  /** The PNG, or its reader, told the most bytes a PNG of the picture's size can need (png-limit.ts). */
  png: Uint8Array | ((limit: number) => Promise<Uint8Array>);
}

/** The file with every PNG imported into its picture; ImportRefused (naming the picture) when one cannot be. */
export async function importPictures(
  codec: AnyCodec,
  decoded: Decoded<unknown, unknown>,
  bytes: Uint8Array,
  pngs: readonly PngImport[],
  range: HeightRange,
): Promise<Uint8Array> {
  const importer = codec.pictures?.importer?.(decoded, bytes);
  if (!importer) throw new ImportRefused(msg`no picture of this file can be imported`);
  return importer.write(await readImages(importer, pngs), range);
}

/**
 * The same import as the ranges it writes, for a file decoded from its pages (`held`: the bytes its decode held);
 * undefined where the format writes the whole file (importPictures then makes it from the whole file).
 */
export async function importPicturesInPlace(
  codec: AnyCodec,
  decoded: Decoded<unknown, unknown>,
  held: Uint8Array,
  pngs: readonly PngImport[],
  range: HeightRange,
): Promise<ByteChange[] | undefined> {
  const importer = codec.pictures?.importer?.(decoded, held);
  if (!importer) throw new ImportRefused(msg`no picture of this file can be imported`);
  if (!importer.writeInPlace) return undefined;
  return importer.writeInPlace(await readImages(importer, pngs), range);
}

/** Each PNG read as the grey image its picture takes. */
async function readImages(importer: PictureImporter, pngs: readonly PngImport[]): Promise<Map<string, GreyImage>> {
  const images = new Map<string, GreyImage>();
  for (const { name, png } of pngs) {
    try {
      const t = importer.target(name);
      const bytes = typeof png === 'function' ? await png(maxPngBytes(t.width, t.height)) : png;
      images.set(name, await readGreyPng(bytes, t.width, t.height, t.depths));
    } catch (e) {
      throw e instanceof ImportRefused ? new ImportRefused(msg`${name}: ${e.text}`) : e;
    }
  }
  return images;
}
