// A picture of a file: a height map, a terrain-type grid, a decoded texture or a top-down plan, computed from typed
// arrays over the file's bytes. Every picture maps a pixel to the bytes it was drawn from, and a byte back to its
// pixel, so the editor can link the picture, the tree and the hex view both ways.
import type { Reading } from '../node';
import type { PictureData, Region } from './sample';
import { english, render, type Language, type Text } from '../translatable';

/** gray16 / gray8: one raw value per pixel; rgba: 4 bytes per pixel; plan: vector primitives to rasterise. */
export type PictureKind = 'gray16' | 'gray8' | 'rgba' | 'plan';

/** The bytes behind one pixel (or one plan item). */
export interface PixelSource {
  offset: number;
  length: number;
  /** Field path as the tree names it: `heightMap[12][5]`, `components[3]`. */
  path: string;
  /** The value in the game's terms: `raw 812 = 34.2 elmos`, a component's type (user words as text, like a reading). */
  value: Reading;
}

/** A pixel's source as the page gets it: the value rendered in the reader's language. */
export type ShownSource = Omit<PixelSource, 'value'> & { value: string };

/** What a picture is, apart from its words. `name` is its id (queries, `export --picture`): never translated. */
interface PictureFacts {
  name: string;
  kind: PictureKind;
  width: number;
  height: number;
  /** The byte range of the section the picture shows (the tree node to select for it). */
  offset: number;
  length: number;
  /** Mip levels the picture can be rendered at (DXT1 textures); 1 otherwise. */
  mips: number;
  /** Height maps: the header's world height range, for a legend in the game's units. */
  range?: { min: number; max: number; unit: Text };
  /**
   * Computed from the section another picture shows (a slope map from the height map): comparisons pair the
   * section's own picture, not this one.
   */
  derived?: boolean;
  /** The picture can be imported from a PNG (import.ts); `heightRange`: keep or set a height range. */
  importable?: { heightRange: boolean };
}

/** What a picture is, without its pixels, in the reader's language (sent to the webview). */
export interface PictureInfo extends Omit<PictureFacts, 'range'> {
  title: string;
  /** The height range with its unit in the reader's language. */
  range?: { min: number; max: number; unit: string };
  /** Kind id -> label: terrain type names, component types, record kinds. */
  legend?: string[];
}

/**
 * Vector primitives in picture pixel coordinates, one typed array per field. Every primitive has a kind id (an
 * index into the picture's legend) and the index of its source item (see Picture.source).
 */
export interface Plan {
  /** x, y pairs. */
  points: Float32Array;
  pointKinds: Uint16Array;
  pointItems: Uint32Array;
  /** x1, y1, x2, y2. */
  lines: Float32Array;
  lineKinds: Uint16Array;
  lineItems: Uint32Array;
  /** x, y, width, height (axis-aligned). */
  rects: Float32Array;
  rectKinds: Uint16Array;
  rectItems: Uint32Array;
}

/** Raster data may be a view of the file's bytes: never write to it. */
export type PictureImage =
  | { kind: 'gray16'; width: number; height: number; data: Uint16Array }
  | { kind: 'gray8'; width: number; height: number; data: Uint8Array }
  | { kind: 'rgba'; width: number; height: number; data: Uint8Array }
  | { kind: 'plan'; width: number; height: number; plan: Plan };

export interface RenderOptions {
  /** DXT1 mip level (0 = full size); clamped to the picture's levels. */
  mip?: number;
}

export interface Picture extends PictureFacts {
  /** What the picture shows (translatable: `height map, 129x129 raw u16`). */
  title: Text;
  /**
   * Kind id -> label: format identifiers (component types) as they are, user words (record kinds) as text. A plan
   * draws kind i, and a raster picture with a legend its i-th region, in the palette's colour i (palette.ts).
   */
  legend?: readonly Reading[];
  render(options?: RenderOptions): PictureImage;
  /**
   * Every step-th pixel of `region` (in pixels of mip level `mip`, 0 by default), read from the file without
   * rendering the whole picture: a picture of a section not held in memory has it, so showing it never holds the
   * section, and a texture decodes only the tiles shown (absent: render, then sample). A plan drawn from the file
   * is thinned at `scale` screen pixels per picture pixel (see sampleImage).
   */
  sample?(step: number, region?: Region, mip?: number, scale?: number): PictureData;
  /** The bytes behind pixel (x, y) at mip 0; for plans, the nearest item within `radius` pixels. */
  source(x: number, y: number, radius?: number): PixelSource | undefined;
  /** The pixel (at mip 0) that byte `offset` belongs to, or undefined when the byte is not part of the picture. */
  pixelOf(offset: number): { x: number; y: number } | undefined;
}

/** Offset of a subarray within the file it views. */
export function offsetIn(bytes: Uint8Array, part: Uint8Array): number {
  return part.byteOffset - bytes.byteOffset;
}

export function info(p: Picture, lang: Language = english): PictureInfo {
  const { name, title, kind, width, height, offset, length, mips, legend, range } = p;
  const words = { title: render(title, lang), legend: legend?.map((l) => render(l, lang)) };
  const shownRange = range && { ...range, unit: render(range.unit, lang) };
  return { name, kind, width, height, offset, length, mips, range: shownRange, ...words };
}
