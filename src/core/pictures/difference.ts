// Pictures of what changed between two files: for a picture both have with the same shape, each cell is a level,
// 0 where the two are equal (drawn grey, from the first file's value) and 1..255 by the size of the change (drawn in
// colour, blue for a small change to red for a large one, on a log scale of the value's range). Rows are computed
// one at a time from the pictures' own typed arrays (views of the files for grids), so a 134 MB height map costs
// a row of memory, and the same rows feed the PNG writer and the downsampled image of the Compare view.
import { SpanNode } from '../node';
import { Picture, PictureImage, Plan } from './picture';
import { rasterisePlan } from './raster';
import { english, msg, render, type Language } from '../translatable';

export interface PictureDifferenceInfo {
  /** The picture's name (`height`). */
  picture: string;
  /** The tree path of the section it shows (`heightMap`): names the PNG and the section in reports. */
  name: string;
  title: string;
  width: number;
  height: number;
  /**
   * `shape`: the two pictures have different sizes (widthB x heightB), no picture of the change; `large`: a texture
   * whose smallest mip level is still too large to compare (width x height at that level).
   */
  status: 'differs' | 'equal' | 'shape' | 'large';
  widthB?: number;
  heightB?: number;
  /** Cells that differ (pixels of the difference picture in colour). */
  changed: number;
  /** Picture pixels (at mip 0) per cell: textures too large to compare whole are compared at a smaller mip. */
  scale: number;
  /** The section's bytes in each file, and how a cell maps to them where it does so linearly. */
  sectionA: { offset: number; length: number; cells?: CellLayout };
  sectionB: { offset: number; length: number; cells?: CellLayout };
}

/** Byte of cell (x, y): offset + floor(x / cellWidth) * xStride + floor(y / cellHeight) * yStride. */
export interface CellLayout {
  offset: number;
  cellWidth: number;
  cellHeight: number;
  xStride: number;
  yStride: number;
  /** Bytes behind one cell. */
  length: number;
}

/** Largest plan raster compared at full size; larger plans are drawn scaled down to fit. */
const MAX_PLAN_PIXELS = 1 << 22;
/** Largest side of a texture compared at mip 0; larger ones at the first mip level within it. */
const MAX_TEXTURE_SIDE = 2048;
/** Most pixels of a texture decoded for a comparison (two RGBA rasters of this size are held). */
const MAX_TEXTURE_PIXELS = 1 << 24;

/** RGB of a level: 0 is unused (grey comes from the value), 1..255 a hue from blue (small) to red (large). */
export const LEVEL_COLOURS: Uint8Array = (() => {
  const out = new Uint8Array(256 * 3);
  for (let l = 1; l < 256; l++) {
    const hue = 240 * (1 - (l - 1) / 254); // degrees: 240 blue .. 0 red, always fully saturated
    const k = (n: number) => (n + hue / 60) % 6;
    const f = (n: number) => Math.round(255 * (1 - Math.max(0, Math.min(k(n), 4 - k(n), 1))));
    out.set([f(5), f(3), f(1)], 3 * l);
  }
  return out;
})();

export class PictureComparison {
  readonly info: PictureDifferenceInfo;
  private readonly x?: Cells;
  private readonly y?: Cells;

  constructor(a: Picture, b: Picture, rootA: SpanNode, lang: Language = english) {
    const shapeDiffers = a.kind !== b.kind || a.width !== b.width || a.height !== b.height;
    this.info = {
      picture: a.name,
      name: sectionPath(rootA, a.offset, a.length) ?? a.name,
      title: render(a.title, lang),
      width: a.width,
      height: a.height,
      status: shapeDiffers ? 'shape' : 'equal',
      changed: 0,
      scale: 1,
      sectionA: { offset: a.offset, length: a.length, cells: cellLayout(a) },
      sectionB: { offset: b.offset, length: b.length, cells: cellLayout(b) },
    };
    if (shapeDiffers) {
      this.info.widthB = b.width;
      this.info.heightB = b.height;
      return;
    }
    let mip = 0;
    while (mip < a.mips - 1 && Math.max(a.width, a.height) >> mip > MAX_TEXTURE_SIDE) mip++;
    if (a.kind === 'rgba' && (a.width >> mip) * (a.height >> mip) > MAX_TEXTURE_PIXELS) {
      this.info.status = 'large';
      this.info.width = a.width >> mip;
      this.info.height = a.height >> mip;
      return;
    }
    this.x = cellsOf(a.render({ mip }));
    this.y = cellsOf(b.render({ mip }));
    this.info.width = this.x.width;
    this.info.height = this.x.height;
    this.info.scale = a.width / this.x.width;
  }

  /** Levels and greys of row `y`; returns how many of its cells differ. */
  row(y: number, level: Uint8Array, grey: Uint8Array): number {
    const a = this.x!;
    const b = this.y!;
    return a.channels === 1 ? scalarRow(a, b, y, level, grey) : rgbaRow(a, b, y, level, grey);
  }

  /** Walks every row once, counting the changed cells (the info's `changed` and `status`). */
  count(): void {
    if (!this.x) return;
    const { width, height } = this.info;
    const level = new Uint8Array(width);
    const grey = new Uint8Array(width);
    let changed = 0;
    for (let y = 0; y < height; y++) changed += this.row(y, level, grey);
    this.counted(changed);
  }

  /** Records the changed cells found by a walk over all rows. */
  counted(changed: number): void {
    this.info.changed = changed;
    this.info.status = changed > 0 ? 'differs' : 'equal';
  }

  /** False when the pictures differ in shape (there are no rows). */
  get comparable(): boolean {
    return this.x !== undefined;
  }
}

/** What a picture that could not be compared says instead of its counts; undefined for one that was. */
export function uncomparedText(p: PictureDifferenceInfo, lang: Language = english): string | undefined {
  const [a, b] = [`${p.width}x${p.height}`, `${p.widthB}x${p.heightB}`];
  if (p.status === 'shape') return render(msg`shape differs, ${a} -> ${b}`, lang);
  if (p.status === 'large') return render(msg`too large to compare (${a} at its smallest mip level)`, lang);
  return undefined;
}

/** Row `y` of levels as RGB: equal cells grey, changed cells their level's colour. */
export function rowToRgb(level: Uint8Array, grey: Uint8Array, out: Uint8Array): void {
  for (let x = 0; x < level.length; x++) {
    const l = level[x];
    if (l === 0) out[3 * x] = out[3 * x + 1] = out[3 * x + 2] = grey[x];
    else {
      out[3 * x] = LEVEL_COLOURS[3 * l];
      out[3 * x + 1] = LEVEL_COLOURS[3 * l + 1];
      out[3 * x + 2] = LEVEL_COLOURS[3 * l + 2];
    }
  }
}

/**
 * The difference picture as RGBA, downsampled by a whole step so that its larger side is at most `maxSide`: each
 * pixel shows the largest change in its block, so no change disappears in the smaller picture. Counts the changed
 * cells on the way.
 */
export function downsampled(
  c: PictureComparison,
  maxSide: number,
): { width: number; height: number; step: number; rgba: Uint8Array } {
  const { width, height } = c.info;
  const step = Math.max(1, Math.ceil(Math.max(width, height) / maxSide));
  const w = Math.ceil(width / step);
  const h = Math.ceil(height / step);
  const lv = new Uint8Array(w * h);
  const gr = new Uint8Array(w * h);
  const level = new Uint8Array(width);
  const grey = new Uint8Array(width);
  let changed = 0;
  for (let y = 0; y < height; y++) {
    changed += c.row(y, level, grey);
    const o = Math.floor(y / step) * w;
    for (let x = 0; x < width; x++) {
      const i = o + Math.floor(x / step);
      if (level[x] > lv[i]) lv[i] = level[x];
      if (y % step === 0 && x % step === 0) gr[i] = grey[x];
    }
  }
  c.counted(changed);
  const rgb = new Uint8Array(w * h * 3);
  rowToRgb(lv, gr, rgb);
  const rgba = new Uint8Array(w * h * 4);
  for (let i = 0; i < w * h; i++) {
    rgba[4 * i] = rgb[3 * i];
    rgba[4 * i + 1] = rgb[3 * i + 1];
    rgba[4 * i + 2] = rgb[3 * i + 2];
    rgba[4 * i + 3] = 255;
  }
  return { width: w, height: h, step, rgba };
}

/** Pictures of both files paired by name (not yet counted: see PictureComparison.count). */
export function pairPictures(
  a: Picture[],
  b: Picture[],
  rootA: SpanNode,
  lang: Language = english,
): PictureComparison[] {
  const out: PictureComparison[] = [];
  for (const p of a) {
    if (p.derived) continue;
    const q = b.find((x) => x.name === p.name);
    if (q) out.push(new PictureComparison(p, q, rootA, lang));
  }
  return out;
}

interface Cells {
  width: number;
  height: number;
  channels: 1 | 4;
  data: ArrayLike<number>;
  /** Largest possible change of one value: the log scale's top. */
  range: number;
}

function cellsOf(image: PictureImage): Cells {
  const { width, height } = image;
  switch (image.kind) {
    case 'gray16':
      return { width, height, channels: 1, data: image.data, range: 65535 };
    case 'gray8':
      return { width, height, channels: 1, data: image.data, range: 255 };
    case 'rgba':
      return { width, height, channels: 4, data: image.data, range: 765 };
    case 'plan': {
      const k = Math.max(1, Math.ceil(Math.sqrt((width * height) / MAX_PLAN_PIXELS)));
      const w = Math.ceil(width / k);
      const h = Math.ceil(height / k);
      return { width: w, height: h, channels: 4, data: rasterisePlan(scaled(image.plan, 1 / k), w, h), range: 765 };
    }
  }
}

const LOG_LEVELS = 254;

function levelOf(delta: number, range: number): number {
  return 1 + Math.min(LOG_LEVELS, Math.floor((LOG_LEVELS * Math.log1p(delta)) / Math.log1p(range)));
}

function scalarRow(a: Cells, b: Cells, y: number, level: Uint8Array, grey: Uint8Array): number {
  const da = a.data;
  const db = b.data;
  const shift = a.range > 255 ? 8 : 0;
  let changed = 0;
  for (let x = 0, i = y * a.width; x < a.width; x++, i++) {
    const va = da[i];
    const d = db[i] - va;
    grey[x] = 48 + (((va >> shift) * 160) >> 8);
    if (d === 0) level[x] = 0;
    else {
      level[x] = levelOf(d < 0 ? -d : d, a.range);
      changed++;
    }
  }
  return changed;
}

function rgbaRow(a: Cells, b: Cells, y: number, level: Uint8Array, grey: Uint8Array): number {
  const da = a.data;
  const db = b.data;
  let changed = 0;
  for (let x = 0, i = 4 * y * a.width; x < a.width; x++, i += 4) {
    const d = Math.abs(da[i] - db[i]) + Math.abs(da[i + 1] - db[i + 1]) + Math.abs(da[i + 2] - db[i + 2]);
    const alpha = da[i + 3] !== db[i + 3];
    grey[x] = 48 + ((((da[i] * 77 + da[i + 1] * 150 + da[i + 2] * 29) >> 8) * 160) >> 8);
    if (d === 0 && !alpha) level[x] = 0;
    else {
      level[x] = levelOf(Math.max(1, d), a.range);
      changed++;
    }
  }
  return changed;
}

function scaled(p: Plan, f: number): Plan {
  const mul = (v: Float32Array) => v.map((x) => x * f);
  return { ...p, points: mul(p.points), lines: mul(p.lines), rects: mul(p.rects) };
}

/** The path of the deepest node covering exactly [offset, offset + length) (`heightMap`, `features.records`). */
export function sectionPath(root: SpanNode, offset: number, length: number): string | undefined {
  const names: string[] = [];
  let n = root;
  for (let depth = 0; depth < 8; depth++) {
    if (n !== root && n.offset === offset && n.length === length) return names.join('.');
    let next: SpanNode | undefined;
    for (let lo = 0, hi = n.childCount - 1; lo <= hi;) {
      const mid = (lo + hi) >> 1;
      const c = n.child(mid);
      if (c.offset + c.length <= offset) lo = mid + 1;
      else if (c.offset > offset) hi = mid - 1;
      else {
        next = c;
        break;
      }
    }
    if (!next || next.offset + next.length < offset + length || next.childCount > 100_000) return undefined;
    names.push(next.name);
    n = next;
  }
  return undefined;
}

/** A cell -> byte mapping found by probing the picture's sources, kept only when it holds at the probes. */
export function cellLayout(p: Picture): CellLayout | undefined {
  if (p.kind === 'plan') return undefined;
  const s0 = p.source(0, 0);
  if (!s0) return undefined;
  const at = (x: number, y: number) => p.source(x, y)?.offset;
  let cellWidth = 1;
  while (cellWidth < Math.min(p.width, 64) && at(cellWidth, 0) === s0.offset) cellWidth++;
  let cellHeight = 1;
  while (cellHeight < Math.min(p.height, 64) && at(0, cellHeight) === s0.offset) cellHeight++;
  const xStride = cellWidth < p.width ? (at(cellWidth, 0) ?? s0.offset) - s0.offset : 0;
  const yStride = cellHeight < p.height ? (at(0, cellHeight) ?? s0.offset) - s0.offset : 0;
  const layout = { offset: s0.offset, cellWidth, cellHeight, xStride, yStride, length: s0.length };
  const probes: [number, number][] = [
    [p.width - 1, p.height - 1],
    [Math.floor(p.width / 2), Math.floor(p.height / 3)],
    [Math.floor(p.width / 5), Math.floor((p.height * 4) / 5)],
  ];
  return probes.every(([x, y]) => at(x, y) === cellByte(layout, x, y)) ? layout : undefined;
}

export function cellByte(c: CellLayout, x: number, y: number): number {
  return c.offset + Math.floor(x / c.cellWidth) * c.xStride + Math.floor(y / c.cellHeight) * c.yStride;
}
