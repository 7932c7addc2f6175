// Answers the editor's picture queries over one decoded file (in the parse worker, and directly in tests): the
// list, an image (downsampled by a step, or a region of it), the bytes behind a pixel and the pixel of a byte.
// Rendered images of pictures that cannot sample the file are kept per picture and mip level, so panning and
// zooming only sample them.
import type { Diagnostic } from '../core/diagnostics';
import type { AnyCodec, Decoded, FormatSettings, SiblingFiles } from '../core/format';
import { diagnosticMarks } from '../core/pictures/index';
import { filePictures } from '../archives/map/map-pictures';
import { info, type Picture, type PictureImage } from '../core/pictures/picture';
import { pictureToPng } from '../core/pictures/png';
import { sampleImage, type Region } from '../core/pictures/sample';
import { english, render, type Language } from '../core/translatable';
import type { Handlers, Request, Result } from '../channel/channel';
import type { PictureChannel } from '../protocol';

export class PictureSession {
  private list: Promise<Picture[]> | undefined;
  private readonly rendered = new Map<string, PictureImage>();
  /** Hovers asked for so far: one that is not the last when its turn comes is answered null (see pictureSource). */
  private hovers = 0;

  constructor(
    private readonly codec: AnyCodec,
    private readonly decoded: Decoded<unknown>,
    private readonly bytes: Uint8Array,
    private readonly diagnostics: readonly Diagnostic[],
    private readonly siblings?: SiblingFiles,
    /** The language of the pictures' titles, legends and hover values. */
    private readonly lang: Language = english,
    /** The user's settings the format's pictures read (the game a map's pathability is drawn for). */
    private readonly settings?: FormatSettings,
  ) {}

  /**
   * Listed on the first picture query: a map's tile files and its archive's start positions and boxes are read only
   * when its pictures are wanted.
   */
  private pictures(): Promise<Picture[]> {
    this.list ??= filePictures(this.codec, this.decoded, this.bytes, this.siblings, this.settings).catch(() => []);
    return this.list;
  }

  /** One picture query, answered by its kind's handler. */
  answer<K extends keyof PictureChannel>(q: Request<PictureChannel, K>): Promise<Result<PictureChannel, K>> {
    return Promise.resolve(this.handlers[q.kind](q));
  }

  private readonly handlers: Handlers<PictureChannel> = {
    pictures: async () => {
      const importer = this.codec.pictures?.importer?.(this.decoded, this.bytes);
      return (await this.pictures()).map((p) =>
        importer?.names.includes(p.name)
          ? { ...info(p, this.lang), importable: { heightRange: importer.target(p.name).heightRange } }
          : info(p, this.lang),
      );
    },
    picture: async (q) => {
      const p = await this.named(q.name);
      if (!p) return null;
      const mip = Math.max(0, Math.min(p.mips - 1, Math.floor(q.mip ?? 0)));
      const step = Math.max(1, Math.floor(q.step ?? 1));
      const region = q.region && scaleRegion(q.region, mip);
      const data = p.sample
        ? p.sample(step, region, mip, q.scale)
        : sampleImage(this.image(p, mip), step, region, q.scale);
      data.marks = diagnosticMarks(p, this.diagnostics);
      data.mip = mip;
      return data;
    },
    pictureSource: async (q) => {
      // A hover over a plan drawn from the file may take a pass over it: hovers the page sent while one was
      // answered are queued behind it, and only the last of them, the pointer's place now, is worth a pass.
      if (q.hover) {
        const mine = ++this.hovers;
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (mine !== this.hovers) return null;
      }
      const s = (await this.named(q.name))?.source(Math.floor(q.x), Math.floor(q.y), q.radius);
      return s ? { ...s, value: render(s.value, this.lang) } : null;
    },
    picturePixel: async (q) => (await this.named(q.name))?.pixelOf(q.offset) ?? null,
    picturePng: async (q) => {
      const p = await this.named(q.name);
      return p ? pictureToPng(p.render({ mip: q.mip })) : null;
    },
  };

  private async named(name: string): Promise<Picture | undefined> {
    return (await this.pictures()).find((x) => x.name === name);
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
