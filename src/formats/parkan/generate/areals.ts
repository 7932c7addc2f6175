// Generated Land.map: a grid of square areals over the mesh, each side cut into `segments` edges and linked edge by
// edge to the neighbour across it, then a cell grid listing the areals each cell overlaps. Written in place.
import { AREAL_HEADER_SIZE, GRID_HEADER_SIZE, HIT_SIZE, LINK_SIZE, MAP_VERTEX_SIZE, NO_LINK } from '../map/layout';
import { writeArealHeader, writeLandMapPayload } from '../map/encode';
import { heightAt } from './heights';

export interface ArealLayout {
  /** Areals per side of the square grid. */
  side: number;
  worldSize: number;
  /** Edges per areal side (4 * segments vertices per areal). */
  segments: number;
  /** Cells per side of the cell grid. */
  cells: number;
  logicFlag(index: number): number;
}

/** Side d of a counter-clockwise unit square runs from corner d to corner d + 1; it faces neighbour STEPS[d]. */
const CORNERS = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
  [0, 0],
];
const STEPS = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

export function generateLandMap(l: ArealLayout): Uint8Array {
  const size = l.side * l.side * arealBytes(l.segments) + cellGridBytes(l.cells, l.side);
  return writeLandMapPayload(l.side * l.side, size, (view) =>
    writeCellGrid(view, writeAreals(view, l), l.cells, l.side),
  );
}

export function arealBytes(segments: number): number {
  return AREAL_HEADER_SIZE + 4 * segments * (MAP_VERTEX_SIZE + LINK_SIZE);
}

/** The grid's bytes: a cell lists (areal columns it overlaps) x (areal rows it overlaps) ids. */
export function cellGridBytes(cells: number, arealSide: number): number {
  let overlaps = 0;
  for (let c = 0; c < cells; c++) overlaps += spanEnd(c, cells, arealSide) - spanStart(c, cells, arealSide) + 1;
  return GRID_HEADER_SIZE + HIT_SIZE * (cells * cells + overlaps * overlaps);
}

/** Areals row by row; returns where they end. */
function writeAreals(view: DataView, l: ArealLayout): number {
  const size = l.worldSize / l.side;
  let at = 0;
  for (let j = 0; j < l.side; j++) {
    for (let i = 0; i < l.side; i++) {
      const index = j * l.side + i;
      const x0 = i * size;
      const y0 = j * size;
      const cx = x0 + size / 2;
      const cy = y0 + size / 2;
      at = writeArealHeader(
        view,
        at,
        {
          anchor: [cx, cy, heightAt(cx, cy)],
          areaMetric: size * size,
          normal: [0, 0, 1],
          logicFlag: l.logicFlag(index),
          classId: index % 7,
        },
        4 * l.segments,
        0,
      );
      at = writeOutline(view, at, x0, y0, size, l.segments);
      at = writeEdgeLinks(view, at, i, j, l.side, l.segments);
    }
  }
  return at;
}

function writeOutline(view: DataView, at: number, x0: number, y0: number, size: number, segments: number): number {
  for (let d = 0; d < 4; d++) {
    const [ax, ay] = CORNERS[d];
    const [bx, by] = CORNERS[d + 1];
    for (let s = 0; s < segments; s++, at += MAP_VERTEX_SIZE) {
      const t = s / segments;
      const x = x0 + size * (ax + t * (bx - ax));
      const y = y0 + size * (ay + t * (by - ay));
      view.setFloat32(at, x, true);
      view.setFloat32(at + 4, y, true);
      view.setFloat32(at + 8, heightAt(x, y), true);
    }
  }
  return at;
}

/** Edge s of side d meets edge (segments - 1 - s) of the neighbour's opposite side (it runs the other way). */
function writeEdgeLinks(view: DataView, at: number, i: number, j: number, side: number, segments: number): number {
  for (let d = 0; d < 4; d++) {
    const ni = i + STEPS[d][0];
    const nj = j + STEPS[d][1];
    const inside = ni >= 0 && nj >= 0 && ni < side && nj < side;
    for (let s = 0; s < segments; s++, at += LINK_SIZE) {
      view.setInt32(at, inside ? nj * side + ni : NO_LINK, true);
      view.setInt32(at + 4, inside ? ((d + 2) % 4) * segments + segments - 1 - s : NO_LINK, true);
    }
  }
  return at;
}

/** The areals cell c overlaps along one axis: [spanStart, spanEnd]. */
const spanStart = (c: number, cells: number, arealSide: number) => Math.floor((c * arealSide) / cells);
const spanEnd = (c: number, cells: number, arealSide: number) => Math.ceil(((c + 1) * arealSide) / cells) - 1;

/** Cells x outer, y inner: hit count, then the ids of the overlapped areals row by row. */
function writeCellGrid(view: DataView, at: number, cells: number, arealSide: number): void {
  view.setUint32(at, cells, true);
  view.setUint32(at + 4, cells, true);
  at += GRID_HEADER_SIZE;
  for (let x = 0; x < cells; x++) {
    const i0 = spanStart(x, cells, arealSide);
    const i1 = spanEnd(x, cells, arealSide);
    for (let y = 0; y < cells; y++) {
      const j0 = spanStart(y, cells, arealSide);
      const j1 = spanEnd(y, cells, arealSide);
      view.setUint16(at, (i1 - i0 + 1) * (j1 - j0 + 1), true);
      at += HIT_SIZE;
      for (let j = j0; j <= j1; j++)
        for (let i = i0; i <= i1; i++, at += HIT_SIZE) view.setUint16(at, j * arealSide + i, true);
    }
  }
}
