// The engine's slope map, from the height map as stored: one value per 2x2 squares (16x16 elmos). Each square has
// two triangles; the slope cell takes the y of its eight face normals, their mean and their least, mixes them
// ("so small holes don't block huge tanks") and stores 1 - y. The cell's height is the mean of its four squares'
// centre heights (the engine's first height-map mip, which the move math reads with the slope).
// RecoilEngine rts/Map/ReadMap.cpp (UpdateFaceNormals, UpdateSlopemap, UpdateMipHeightmaps).
import { sectionGrids, ELMOS_PER_SQUARE } from './layout';
import type { SmfHeader } from './model';
import type { Section } from '../../core/byte-source';

export interface SlopeGrid {
  /** mapx / 2 by mapy / 2 cells. */
  width: number;
  height: number;
  /** 1 - normal.y per cell, 0 (flat) .. 1 (vertical). */
  slope: Float32Array;
  /** World height (elmos) per cell; below 0 is water. */
  level: Float32Array;
}

/** The y of the unit normal of a triangle whose two edges rise by a and b over one square each. */
function normalY(a: number, b: number): number {
  return ELMOS_PER_SQUARE / Math.sqrt(a * a + b * b + ELMOS_PER_SQUARE * ELMOS_PER_SQUARE);
}

/** Slope grids up to 2048x2048 cells (a 4096-square map, 32 MB); larger maps get no slope picture or check. */
export const MAX_SLOPE_CELLS = 2048 * 2048;

/** Reads three vertex rows at a time, so the map is never held as floats: 8 bytes per cell in all. */
export function slopeGrid(header: SmfHeader, heightMap: Section): SlopeGrid | undefined {
  const g = sectionGrids(header).heightMap;
  const width = Math.trunc(header.mapx / 2);
  const height = Math.trunc(header.mapy / 2);
  if (width <= 0 || height <= 0 || width * height > MAX_SLOPE_CELLS || heightMap.length < g.width * g.height * 2)
    return undefined;
  const scale = (header.maxHeight - header.minHeight) / 65536;
  const rowBytes = g.width * 2;
  const slope = new Float32Array(width * height);
  const level = new Float32Array(width * height);
  const rows = new Float32Array(3 * g.width);
  for (let cy = 0; cy < height; cy++) {
    const b = heightMap.source.read(heightMap.offset + 2 * cy * rowBytes, 3 * rowBytes);
    for (let i = 0; i < rows.length; i++) rows[i] = header.minHeight + (b[2 * i] | (b[2 * i + 1] << 8)) * scale;
    for (let cx = 0; cx < width; cx++) {
      let sum = 0;
      let least = 1;
      let centres = 0;
      for (let dy = 0; dy < 2; dy++)
        for (let dx = 0; dx < 2; dx++) {
          const x = 2 * cx + dx;
          const top = dy * g.width;
          const bottom = (dy + 1) * g.width;
          const tl = rows[top + x];
          const tr = rows[top + x + 1];
          const bl = rows[bottom + x];
          const br = rows[bottom + x + 1];
          const upper = normalY(tr - tl, bl - tl);
          const lower = normalY(bl - br, tr - br);
          sum += upper + lower;
          least = Math.min(least, upper, lower);
          centres += (tl + tr + bl + br) / 4;
        }
      const mean = sum / 8;
      const y = least + (mean - least) * (least / mean);
      slope[cy * width + cx] = 1 - y;
      level[cy * width + cx] = centres / 4;
    }
  }
  return { width, height, slope, level };
}

/** The bytes of the nine height-map samples a slope cell is computed from: rows 2y..2y+2, columns 2x..2x+2. */
export function cellSamples(header: SmfHeader, heightMapOffset: number, x: number, y: number) {
  const w = sectionGrids(header).heightMap.width;
  const first = heightMapOffset + 2 * (2 * y * w + 2 * x);
  const last = heightMapOffset + 2 * ((2 * y + 2) * w + 2 * x + 2);
  return { offset: first, length: last + 2 - first };
}
