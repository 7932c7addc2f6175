// Images as the webview receives them: raster pixels downsampled by a whole step (every step-th pixel, so values
// stay raw) and cut to a region, each in its own ArrayBuffer that can be transferred; plans whole when they are
// small, else cut to the region and thinned at the view's scale (plan-thin.ts), in arrays of their own.
import { PictureImage, Plan } from './picture';
import { THIN_ABOVE, copyPlan, planSize, thinPlan, thinScale } from './plan-thin';

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PictureData {
  kind: PictureImage['kind'];
  /** Size of the data below, and where it sits in the full image (at its mip level) and how coarsely. */
  width: number;
  height: number;
  region: Region;
  step: number;
  mip: number;
  /** Raster pixels: u16 per pixel (gray16), u8 (gray8) or RGBA bytes. */
  pixels?: ArrayBuffer;
  plan?: Plan;
  /** A thinned plan: the screen pixels per picture pixel it was thinned at (absent: the whole plan). */
  scale?: number;
  /** Pixels (x, y pairs at mip 0) of cells with a diagnostic. */
  marks: Uint32Array;
}

/** `scale`: the screen pixels per picture pixel of the view a plan is shown in (1 when not given). */
export function sampleImage(image: PictureImage, step: number, region?: Region, scale = 1): PictureData {
  const full = { x: 0, y: 0, width: image.width, height: image.height };
  if (image.kind === 'plan') {
    const data = { kind: 'plan' as const, width: image.width, height: image.height, step: 1, mip: 0 };
    const marks = new Uint32Array(0);
    if (planSize(image.plan) <= THIN_ABOVE) return { ...data, region: full, plan: copyPlan(image.plan), marks };
    const r = clipRegion(region ?? full, full);
    const s = thinScale(r, scale);
    return { ...data, region: r, scale: s, plan: thinPlan(image.plan, r, s), marks };
  }
  const channels = image.kind === 'rgba' ? 4 : 1;
  const rowLength = image.width * channels;
  const data = image.data;
  return sampleRows(image.kind, full, channels, (y) => data.subarray(y * rowLength, (y + 1) * rowLength), step, region);
}

/** The raster pixels of every step-th row and column of `r`, each row read by `rowAt` (only the rows kept are). */
export function sampleRows(
  kind: 'gray16' | 'gray8' | 'rgba',
  full: Region,
  channels: number,
  rowAt: (y: number) => Uint16Array | Uint8Array,
  step: number,
  region: Region = full,
): PictureData {
  const r = clipRegion(region, full);
  const width = Math.ceil(r.width / step);
  const height = Math.ceil(r.height / step);
  const out = kind === 'gray16' ? new Uint16Array(width * height) : new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y++) {
    const src = rowAt(r.y + y * step);
    for (let x = 0; x < width; x++) {
      const from = (r.x + x * step) * channels;
      const to = (y * width + x) * channels;
      for (let c = 0; c < channels; c++) out[to + c] = src[from + c];
    }
  }
  return { kind, width, height, region: r, step, mip: 0, pixels: out.buffer as ArrayBuffer, marks: new Uint32Array(0) };
}

/** `r` cut to the image `to`, in whole pixels. */
export function clipRegion(r: Region, to: Region): Region {
  const x = Math.max(to.x, Math.min(to.width, Math.floor(r.x)));
  const y = Math.max(to.y, Math.min(to.height, Math.floor(r.y)));
  return {
    x,
    y,
    width: Math.max(0, Math.min(to.width - x, Math.ceil(r.width))),
    height: Math.max(0, Math.min(to.height - y, Math.ceil(r.height))),
  };
}
