// Pictures imported from PNG into the file they were exported from (a Spring map's grids, Parkan terrain heights):
// each format that can take a picture back says which, at what size and bit depths, and writes them all at once
// through its own encoder. Every PNG is checked against its target's size from its header before a pixel is
// decoded (png-read.ts).
import { Decoded } from '../core/format';
import { NResIndex, NResModel } from '../formats/parkan/nresCodec';
import { SmfModel } from '../formats/smf/model';
import { parkanImporter } from './parkan-import';
import { maxPngBytes } from './png-limit';
import { GreyImage, ImportRefused, readGreyPng } from './png-read';
import { HeightRange } from './smf-heights';
import { smfImporter } from './smf-import';
import { msg } from '../core/translatable';

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
}

export interface PngImport {
  name: string;
  /** The PNG, or its reader, told the most bytes a PNG of the picture's size can need (png-limit.ts). */
  png: Uint8Array | ((limit: number) => Promise<Uint8Array>);
}

export function pictureImporter(
  format: string,
  decoded: Decoded<unknown, unknown>,
  bytes: Uint8Array,
): PictureImporter | undefined {
  switch (format) {
    case 'smf':
      return decoded.model ? smfImporter(decoded.model as SmfModel, bytes) : undefined;
    case 'nres':
      return decoded.model && decoded.index
        ? parkanImporter(decoded.model as NResModel, decoded.index as NResIndex, bytes)
        : undefined;
    default:
      return undefined;
  }
}

/** The file with every PNG imported into its picture; ImportRefused (naming the picture) when one cannot be. */
export async function importPictures(
  format: string,
  decoded: Decoded<unknown, unknown>,
  bytes: Uint8Array,
  pngs: readonly PngImport[],
  range: HeightRange,
): Promise<Uint8Array> {
  const importer = pictureImporter(format, decoded, bytes);
  if (!importer) throw new ImportRefused(msg`no picture of this file can be imported`);
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
  return importer.write(images, range);
}
