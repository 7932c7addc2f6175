// What a map's archive says about the map that the map file does not hold: the teams' start positions (mapinfo.lua),
// the start boxes (mapconfig/map_startboxes.lua) and the extractor radius. The archive layer reads it
// (src/archives/map/map-context.ts) and hands it to the pictures that draw it.
import type { StartPoint } from './start-ground';

/** An elmo position (x, z). */
export type Point = readonly [number, number];

/** One ally team's start box: one or more polygons of elmo points, and the start points the box file gives. */
export interface StartArea {
  ally: number;
  polygons: readonly { points: readonly Point[] }[];
  startPoints?: readonly Point[];
}

export interface MapContext {
  starts: readonly StartPoint[];
  boxes: readonly StartArea[];
  /** mapinfo.lua's extractorRadius, else the engine's default. */
  extractorRadius: number;
}

/** Even-odd rule: whether (x, z) is inside the polygon. */
export function insidePolygon(points: readonly Point[], x: number, z: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, zi] = points[i];
    const [xj, zj] = points[j];
    if (zi > z !== zj > z && x < ((xj - xi) * (z - zi)) / (zj - zi) + xi) inside = !inside;
  }
  return inside;
}

export function insideArea(area: StartArea, x: number, z: number): boolean {
  return area.polygons.some((p) => insidePolygon(p.points, x, z));
}
