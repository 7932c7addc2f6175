// Writing a Land.map (fparkan terrain-map-loading.md §4): the type-12 payload sized up front and written in place
// (areal records field by field, then the cell grid x outer / y inner), as the single entry of a canonical NRes
// archive.
import { writeNResParts } from '../nres/encode';
import { AREAL_HEADER_SIZE, GRID_HEADER_SIZE, HIT_SIZE, MAP_TYPE, arealField } from './layout';

/** The 56-byte areal header; reserved fields are written as 0. */
export interface ArealHeader {
  anchor: readonly [number, number, number];
  areaMetric: number;
  normal: readonly [number, number, number];
  logicFlag: number;
  classId: number;
}

export interface ArealRecord extends ArealHeader {
  /** x, y, z per vertex. */
  vertices: Float32Array;
  /** area_ref, edge_ref pairs: vertex_count edge links, then 3 per polygon. */
  links: Int32Array;
  /** Polygon blocks: n, then 3n + 1 u32 words of data. */
  polygons?: { n: number; data: Uint32Array }[];
}

export interface CellGrid {
  cellsX: number;
  cellsY: number;
  /** The hit list (area ids) of cell (x, y). */
  hits(x: number, y: number): ArrayLike<number>;
}

/** A Land.map archive whose `size`-byte payload `fill` writes in place. */
export function writeLandMapPayload(arealCount: number, size: number, fill: (view: DataView) => void): Uint8Array {
  return writeNResParts([{ typeId: MAP_TYPE, attr1: arealCount, attr2: 0, attr3: 0, name: 'Land', size, fill }]);
}

/** Writes the header at `at`; returns where the vertices start. */
export function writeArealHeader(
  v: DataView,
  at: number,
  h: ArealHeader,
  vertexCount: number,
  polyCount: number,
): number {
  h.anchor.forEach((x, k) => v.setFloat32(at + arealField.anchor + 4 * k, x, true));
  v.setFloat32(at + arealField.areaMetric, h.areaMetric, true);
  h.normal.forEach((x, k) => v.setFloat32(at + arealField.normal + 4 * k, x, true));
  v.setUint32(at + arealField.logicFlag, h.logicFlag >>> 0, true);
  v.setUint32(at + arealField.classId, h.classId >>> 0, true);
  v.setUint32(at + arealField.vertexCount, vertexCount, true);
  v.setUint32(at + arealField.polyCount, polyCount, true);
  return at + AREAL_HEADER_SIZE;
}

/** Land.map from whole records (hand-built fixtures). */
export function writeLandMap(areals: readonly ArealRecord[], grid: CellGrid): Uint8Array {
  let size = GRID_HEADER_SIZE;
  for (const a of areals)
    size +=
      AREAL_HEADER_SIZE +
      a.vertices.length * 4 +
      a.links.length * 4 +
      (a.polygons ?? []).reduce((s, p) => s + 4 + p.data.length * 4, 0);
  for (let x = 0; x < grid.cellsX; x++)
    for (let y = 0; y < grid.cellsY; y++) size += HIT_SIZE * (1 + grid.hits(x, y).length);
  return writeLandMapPayload(areals.length, size, (v) => {
    let at = 0;
    const u32 = (x: number) => {
      v.setUint32(at, x >>> 0, true);
      at += 4;
    };
    for (const a of areals) {
      const polygons = a.polygons ?? [];
      at = writeArealHeader(v, at, a, a.vertices.length / 3, polygons.length);
      a.vertices.forEach((x) => {
        v.setFloat32(at, x, true);
        at += 4;
      });
      a.links.forEach((l) => {
        v.setInt32(at, l, true);
        at += 4;
      });
      for (const p of polygons) {
        u32(p.n);
        p.data.forEach(u32);
      }
    }
    u32(grid.cellsX);
    u32(grid.cellsY);
    for (let x = 0; x < grid.cellsX; x++) {
      for (let y = 0; y < grid.cellsY; y++) {
        const hits = grid.hits(x, y);
        v.setUint16(at, hits.length, true);
        at += 2;
        for (let k = 0; k < hits.length; k++, at += 2) v.setUint16(at, hits[k], true);
      }
    }
  });
}
