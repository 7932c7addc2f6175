// Land.msh entry types, their strides and record layouts (fparkan terrain-map-loading.md §3).
import { msg, type Text } from '../../../core/translatable';

export const MshType = {
  nodes: 1,
  slots: 2,
  vertices: 3,
  normals: 4,
  uvs: 5,
  cells: 11,
  extra14: 14,
  extra18: 18,
  faces: 21,
} as const;

export interface MshStream {
  stride: number;
  what: Text;
}

export const mshStreams: ReadonlyMap<number, MshStream> = new Map([
  [1, { stride: 38, what: msg`node matrix` }],
  [2, { stride: 68, what: msg`slot table` }],
  [3, { stride: 12, what: msg`vertex positions` }],
  [4, { stride: 4, what: msg`packed normals` }],
  [5, { stride: 4, what: msg`packed UVs` }],
  [11, { stride: 4, what: msg`cell accelerator` }],
  [14, { stride: 4, what: msg`extra stream` }],
  [18, { stride: 4, what: msg`extra stream` }],
  [21, { stride: 28, what: msg`terrain faces` }],
]);

export const REQUIRED_TYPES = [1, 2, 3, 4, 5, 11, 18, 21];
export const RETAIL_ORDER = [1, 2, 3, 4, 5, 18, 14, 11, 21];

/** Type 1: 19 u16 slot ids per node. */
export const NODE_SLOTS = 19;
export const NODE_SIZE = 38;
/** Type 2: a 0x8C-byte header, then 68-byte slots starting with u16 tri_start, u16 tri_count. */
export const SLOT_HEADER_SIZE = 0x8c;
export const SLOT_SIZE = 68;
/** Type 11: two u32 header words before the cells. */
export const CELL_HEADER_SIZE = 8;
/** Type 21: faces. */
export const FACE_SIZE = 28;
export const faceField = { flags: 0, vertices: 8, neighbours: 14 } as const;
export const VERTEX_SIZE = 12;
/** "No slot" / "no neighbour". */
export const NONE16 = 0xffff;
