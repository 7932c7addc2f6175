// Writing a Land.map (seed 3, specs/parkan.md: Land.map): the type-12 payload sized up front, areal records field
// by field, then the cell grid x outer / y inner, packed as the single entry of a canonical NRes archive.
import { writeNRes } from '../nres/write';

export interface ArealRecord {
  anchor: readonly [number, number, number];
  areaMetric: number;
  normal: readonly [number, number, number];
  logicFlag: number;
  classId: number;
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

export function writeLandMap(areals: readonly ArealRecord[], grid: CellGrid): Uint8Array {
  let size = 8;
  for (const a of areals) size += 56 + a.vertices.length * 4 + a.links.length * 4 + (a.polygons ?? []).reduce((s, p) => s + 4 + p.data.length * 4, 0);
  for (let x = 0; x < grid.cellsX; x++) for (let y = 0; y < grid.cellsY; y++) size += 2 + 2 * grid.hits(x, y).length;
  const out = new Uint8Array(size);
  const v = new DataView(out.buffer);
  let at = 0;
  const u32 = (x: number) => { v.setUint32(at, x >>> 0, true); at += 4; };
  const f32 = (x: number) => { v.setFloat32(at, x, true); at += 4; };
  for (const a of areals) {
    a.anchor.forEach(f32);
    f32(0); // reserved_12
    f32(a.areaMetric);
    a.normal.forEach(f32);
    u32(a.logicFlag);
    u32(0); // reserved_36
    u32(a.classId);
    u32(0); // reserved_44
    const vertexCount = a.vertices.length / 3;
    const polygons = a.polygons ?? [];
    u32(vertexCount);
    u32(polygons.length);
    a.vertices.forEach(f32);
    a.links.forEach((l) => { v.setInt32(at, l, true); at += 4; });
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
  return writeNRes([{ typeId: 12, attr1: areals.length, attr2: 0, attr3: 0, name: 'Land', payload: out }]);
}
