// Answers the editor's picture queries over one decoded file (in the parse worker, and directly in tests): the
// list, an image (downsampled by a step, or a region of it), the bytes behind a pixel and the pixel of a byte.
// Rendered images are kept per picture and mip level, so panning and zooming only sample them.
import { Diagnostic } from '../diagnostics';
import type { AnyCodec, Decoded, SiblingFiles } from '../format';
import { diagnosticMarks, listPictures } from './index';
import { Picture, PictureImage, PictureInfo, PixelSource, info } from './picture';
import { pictureToPng } from './png';
import { sampleImage, type PictureData, type Region } from './sample';

export type PictureQuery =
  | { kind: 'pictures' }
  /** `step` n keeps every n-th pixel in both directions; `region` limits the image to a rectangle (at mip 0 px). */
  | { kind: 'picture'; name: string; mip?: number; step?: number; region?: Region }
  | { kind: 'pictureSource'; name: string; x: number; y: number; radius?: number }
  | { kind: 'picturePixel'; name: string; offset: number }
  | { kind: 'picturePng'; name: string; mip?: number };

export interface PictureResults {
  pictures: PictureInfo[];
  picture: PictureData | null;
  pictureSource: PixelSource | null;
  picturePixel: { x: number; y: number } | null;
  picturePng: Uint8Array | null;
}

export class PictureSession {
  private list: Promise<Picture[]> | undefined;
  private readonly rendered = new Map<string, PictureImage>();

  constructor(
    private readonly codec: AnyCodec,
    private readonly decoded: Decoded<unknown>,
    private readonly bytes: Uint8Array,
    private readonly diagnostics: readonly Diagnostic[],
    private readonly siblings?: SiblingFiles,
  ) {}

  /** Listed on the first picture query: a map's tile files are read only when its pictures are wanted. */
  private pictures(): Promise<Picture[]> {
    this.list ??= listPictures(this.codec, this.decoded, this.bytes, this.siblings).catch(() => []);
    return this.list;
  }

  async answer<Q extends PictureQuery>(q: Q): Promise<PictureResults[Q['kind']]> {
    return (await this.dispatch(q)) as PictureResults[Q['kind']];
  }

  private async dispatch(q: PictureQuery): Promise<PictureResults[PictureQuery['kind']]> {
    const pictures = await this.pictures();
    if (q.kind === 'pictures') {
      const importer = this.codec.pictures?.importer?.(this.decoded, this.bytes);
      return pictures.map((p) =>
        importer?.names.includes(p.name)
          ? { ...info(p), importable: { heightRange: importer.target(p.name).heightRange } }
          : info(p),
      );
    }
    const p = pictures.find((x) => x.name === q.name);
    if (!p) return null;
    switch (q.kind) {
      case 'picture': {
        const mip = Math.max(0, Math.min(p.mips - 1, Math.floor(q.mip ?? 0)));
        const image = this.image(p, mip);
        const data = sampleImage(image, Math.max(1, Math.floor(q.step ?? 1)), q.region && scaleRegion(q.region, mip));
        data.marks = diagnosticMarks(p, this.diagnostics);
        data.mip = mip;
        return data;
      }
      case 'pictureSource':
        return p.source(Math.floor(q.x), Math.floor(q.y), q.radius) ?? null;
      case 'picturePixel':
        return p.pixelOf(q.offset) ?? null;
      case 'picturePng':
        return pictureToPng(p.render({ mip: q.mip }));
    }
  }

  private image(p: Picture, mip: number): PictureImage {
    const key = `${p.name}@${mip}`;
    let image = this.rendered.get(key);
    if (!image) this.rendered.set(key, (image = p.render({ mip })));
    return image;
  }
}

/** A region in mip-0 pixels to the pixels of mip level `mip` (each level halves the size). */
function scaleRegion(r: Region, mip: number): Region {
  const f = 1 << mip;
  return {
    x: Math.floor(r.x / f),
    y: Math.floor(r.y / f),
    width: Math.ceil(r.width / f),
    height: Math.ceil(r.height / f),
  };
}
