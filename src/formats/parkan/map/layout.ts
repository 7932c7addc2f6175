// Land.map layout (fparkan terrain-map-loading.md §4): one type-12 entry holding variable-size areal records,
// then the cell grid (x outer, y inner) of u16 hit lists.

export const MAP_TYPE = 12;

/** Areal record header fields (56 bytes). */
export const arealField = {
  anchor: 0,
  reserved12: 12,
  areaMetric: 16,
  normal: 20,
  logicFlag: 32,
  reserved36: 36,
  classId: 40,
  reserved44: 44,
  vertexCount: 48,
  polyCount: 52,
} as const;
export const AREAL_HEADER_SIZE = 56;
export const MAP_VERTEX_SIZE = 12;
export const LINK_SIZE = 8;
export const GRID_HEADER_SIZE = 8;
export const HIT_SIZE = 2;
/** Links are (area_ref, edge_ref); -1 means "no neighbour". */
export const NO_LINK = -1;

/** Bytes of an areal's fixed-size parts: header, vertices, edge links (polygon blocks follow). */
export function arealFixedSize(vertexCount: number, polyCount: number): number {
  return AREAL_HEADER_SIZE + vertexCount * MAP_VERTEX_SIZE + (vertexCount + 3 * polyCount) * LINK_SIZE;
}

/** A polygon block: u32 n, then 4 * (3n + 1) bytes. */
export function polygonBlockSize(n: number): number {
  return 4 + 4 * (3 * n + 1);
}

/** Offset of an areal's first edge link. */
export function linksOffset(arealAt: number, vertexCount: number): number {
  return arealAt + AREAL_HEADER_SIZE + vertexCount * MAP_VERTEX_SIZE;
}
