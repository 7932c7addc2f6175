// The metal spots of a map as the games find them in its metal map (one byte per 2x2 squares, 16x16 elmos), when
// neither the game nor the map lists them: cells with metal, leaving out the map's outer ring of cells, joined into
// groups when they touch (diagonals too); a group's spot is the metal cell nearest the middle of the group's
// bounding box, worth the metal of the cells whose centres lie within the extractor radius of it; a spot closer
// than two radii to an earlier one is merged into it (moved half-way) when closer than 1.3 radii or when the
// merged spot keeps more than 95% of the two's metal. Fewer than six spots make the map one where extractors go
// anywhere (no spots). Sources: beyond-all-reason/Beyond-All-Reason luarules/gadgets/mex_spot_finder.lua,
// ZeroK-RTS/Zero-K LuaRules/Gadgets/mex_spot_finder.lua; the radius is mapinfo.lua's extractorRadius, 500 elmos
// when absent (RecoilEngine rts/Map/MapInfo.cpp). Metal is counted in metal-map bytes: the games scale every
// cell by the same maxMetal, so shares are the same.
import type { Section } from '../../core/byte-source';
import { floodFill } from './flood-fill';
import { sectionGrids } from './layout';
import type { SmfHeader } from './model';

/** Elmos per metal-map cell. */
export const METAL_CELL_ELMOS = 16;
/** The engine's extractor radius when mapinfo.lua gives none. */
export const DEFAULT_EXTRACTOR_RADIUS = 500;
/** Metal maps up to 2048x2048 cells (a 4096-square map): two Int32Arrays of the map's size, 32 MB. */
const MAX_METAL_CELLS = 2048 * 2048;
/** Below this many spots the finders call the map indiscrete. */
const FEWEST_SPOTS = 6;
/** More groups than this is a metal field, not spots: merging them pairwise would be quadratic. */
const MOST_GROUPS = 20000;

export interface MetalSpots {
  width: number;
  height: number;
  /** Per cell: the 1-based group its metal belongs to, 0 for none. */
  group: Int32Array;
  /** Per spot: its cell (x, z) and its metal (sum of metal-map bytes in reach). */
  x: Int32Array;
  z: Int32Array;
  metal: Float64Array;
  /** Per group: the spot it ended in. */
  spotOfGroup: Int32Array;
}

/** The metal map's bytes, or undefined when the section is cut short or the map size is not a grid. */
export function metalBytes(header: SmfHeader, metalMap: Section | undefined): Uint8Array | undefined {
  const g = sectionGrids(header).metalMap;
  const cells = g.width * g.height;
  if (!metalMap || g.width <= 0 || g.height <= 0 || cells > MAX_METAL_CELLS || metalMap.length < cells)
    return undefined;
  return metalMap.source.read(metalMap.offset, cells);
}

/** Metal of the cells whose centres lie within `radius` elmos of cell (cx, cz)'s centre. */
function metalInReach(metal: Uint8Array, width: number, height: number, cx: number, cz: number, radius: number) {
  const r = radius / METAL_CELL_ELMOS;
  const cells = Math.ceil(r);
  let sum = 0;
  for (let z = Math.max(0, cz - cells); z <= Math.min(height - 1, cz + cells); z++)
    for (let x = Math.max(0, cx - cells); x <= Math.min(width - 1, cx + cells); x++)
      if ((x - cx) ** 2 + (z - cz) ** 2 < r * r) sum += metal[z * width + x];
  return sum;
}

/** Labels 8-connected groups of metal cells inside the outer ring; returns the group count and bounding boxes. */
function groupsOf(metal: Uint8Array, width: number, height: number, group: Int32Array) {
  const queue = new Int32Array(width * height);
  const boxes: number[] = [];
  let count = 0;
  for (let z = 1; z < height - 1; z++)
    for (let x = 1; x < width - 1; x++) {
      const start = z * width + x;
      if (!metal[start] || group[start]) continue;
      if (++count > MOST_GROUPS) return { count, boxes };
      // Inside the outer ring, which the finders skip; the group's cells are the queue's first n.
      const n = floodFill(metal, width, height, group, queue, start, count, 1);
      let [minX, maxX, minZ, maxZ] = [x, x, z, z];
      for (let k = 0; k < n; k++) {
        const ix = queue[k] % width;
        const iz = (queue[k] - ix) / width;
        minX = Math.min(minX, ix);
        maxX = Math.max(maxX, ix);
        minZ = Math.min(minZ, iz);
        maxZ = Math.max(maxZ, iz);
      }
      boxes.push(minX, maxX, minZ, maxZ);
    }
  return { count, boxes };
}

/** The spots, or undefined for a map without metal spots (no metal map, a metal field, fewer than six). */
export function findMetalSpots(header: SmfHeader, metalMap: Section | undefined, radius: number) {
  const metal = metalBytes(header, metalMap);
  if (!metal) return undefined;
  const { width, height } = sectionGrids(header).metalMap;
  const group = new Int32Array(width * height);
  const { count, boxes } = groupsOf(metal, width, height, group);
  if (count > MOST_GROUPS || count < FEWEST_SPOTS) return undefined;
  const xs = new Int32Array(count);
  const zs = new Int32Array(count);
  const sums = new Float64Array(count);
  const spotOfGroup = new Int32Array(count + 1).fill(-1);
  let spots = 0;
  const near = (2 * radius) / METAL_CELL_ELMOS;
  const close = 1.7 * (radius / METAL_CELL_ELMOS) ** 2;
  for (let g = 0; g < count; g++) {
    const x = Math.floor((boxes[4 * g] + boxes[4 * g + 1]) / 2 + 0.5);
    const z = Math.floor((boxes[4 * g + 2] + boxes[4 * g + 3]) / 2 + 0.5);
    const worth = metalInReach(metal, width, height, x, z, radius);
    let into = -1;
    for (let s = 0; s < spots && into < 0; s++) {
      const d = (x - xs[s]) ** 2 + (z - zs[s]) ** 2;
      if (d >= near * near) continue;
      const mx = Math.floor((x + xs[s]) / 2 + 0.5);
      const mz = Math.floor((z + zs[s]) / 2 + 0.5);
      const merged = metalInReach(metal, width, height, mx, mz, radius);
      if (d < close || merged > 0.95 * (worth + sums[s])) {
        [xs[s], zs[s], sums[s]] = [mx, mz, merged];
        into = s;
      }
    }
    if (into < 0) {
      [xs[spots], zs[spots], sums[spots]] = [x, z, worth];
      into = spots++;
    }
    spotOfGroup[g + 1] = into;
  }
  if (spots < FEWEST_SPOTS) return undefined;
  return {
    width,
    height,
    group,
    x: xs.slice(0, spots),
    z: zs.slice(0, spots),
    metal: sums.slice(0, spots),
    spotOfGroup,
  } satisfies MetalSpots;
}
