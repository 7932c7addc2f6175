// A generated terrain mesh: side x side quads, two triangles each, faces stored row by row so every row is one slot,
// neighbours across every shared edge, nodes grouping 16 slot rows. Every stream is written straight into its
// payload; the optional type-14 stream carries `layers` words per face (how the mesh grows past its u16 limits).
import { MAIN16_MAP, MATERIAL6_MAP } from '../msh/face-flags';
import {
  CELL_HEADER_SIZE,
  FACE_SIZE,
  NODE_SIZE,
  NODE_SLOTS,
  NONE16,
  SLOT_HEADER_SIZE,
  SLOT_SIZE,
  VERTEX_SIZE,
  faceField,
} from '../msh/layout';
import { TerrainMesh } from '../msh/encode';
import { QUAD_SIZE, heightAt } from './heights';

const SLOTS_PER_NODE = 16;
const EXTRA18_WORD = 0xff808080;
const MAPPED_FLAGS = [...MAIN16_MAP, ...MATERIAL6_MAP].map(([full]) => full);

export function generateMesh(side: number, cellSide: number, layers = 1): TerrainMesh {
  const vSide = side + 1;
  const vertexCount = vSide * vSide;
  const faceCount = 2 * side * side;
  const perVertex = (word: (i: number, j: number) => number) => ({
    records: vertexCount,
    fill: (view: DataView) => forVertices(vSide, (v, i, j) => view.setUint32(v * 4, word(i, j), true)),
  });
  return {
    nodes: { records: Math.ceil(side / SLOTS_PER_NODE), fill: (view) => writeNodes(view, side) },
    nodeAttr2: Math.ceil(side / SLOTS_PER_NODE),
    slots: { records: side, fill: (view) => writeSlots(view, side) },
    vertices: { records: vertexCount, fill: (view) => writePositions(view, vSide) },
    normals: perVertex((i, j) => 0x007f0000 | ((i * 7) & 0xff) | (((j * 5) & 0xff) << 8)),
    uvs: perVertex((i, j) => (((i * 0xffff) / side) & 0xffff) | ((((j * 0xffff) / side) & 0xffff) << 16)),
    extra18: perVertex(() => EXTRA18_WORD),
    extra14: { records: faceCount * layers, fill: () => undefined },
    cells: { records: CELL_HEADER_SIZE / 4 + cellSide * cellSide, fill: (view) => writeCells(view, side, cellSide) },
    faces: { records: faceCount, fill: (view) => writeFaces(view, side) },
  };
}

function forVertices(vSide: number, each: (v: number, i: number, j: number) => void): void {
  for (let j = 0; j < vSide; j++) for (let i = 0; i < vSide; i++) each(j * vSide + i, i, j);
}

function writePositions(view: DataView, vSide: number): void {
  forVertices(vSide, (v, i, j) => {
    const at = v * VERTEX_SIZE;
    view.setFloat32(at, i * QUAD_SIZE, true);
    view.setFloat32(at + 4, j * QUAD_SIZE, true);
    view.setFloat32(at + 8, heightAt(i * QUAD_SIZE, j * QUAD_SIZE), true);
  });
}

/** Face t (0 or 1) of quad (i, j). */
const faceOf = (side: number, i: number, j: number, t: number) => 2 * (j * side + i) + t;

/** Triangle 0 (v00, v10, v11): edges bottom, right, diagonal. Triangle 1 (v00, v11, v01): diagonal, top, left. */
function writeFaces(view: DataView, side: number): void {
  const vSide = side + 1;
  const face = (i: number, j: number, t: number) => faceOf(side, i, j, t);
  const put = (f: number, flags: number, corners: readonly number[], neighbours: readonly number[], opaque: number) => {
    const at = f * FACE_SIZE;
    view.setUint32(at + faceField.flags, flags, true);
    view.setUint8(at + faceField.flags + 4, opaque);
    for (let k = 0; k < 3; k++) {
      view.setUint16(at + faceField.vertices + 2 * k, corners[k], true);
      view.setUint16(at + faceField.neighbours + 2 * k, neighbours[k], true);
    }
  };
  const mapped = MAPPED_FLAGS;
  for (let j = 0; j < side; j++) {
    for (let i = 0; i < side; i++) {
      const v00 = j * vSide + i;
      const v11 = v00 + vSide + 1;
      const f0 = face(i, j, 0);
      const opaque = (i ^ j) & 0x0f;
      put(
        f0,
        mapped[(i + j) % mapped.length] | mapped[(i * 3 + j) % mapped.length],
        [v00, v00 + 1, v11],
        [j > 0 ? face(i, j - 1, 1) : NONE16, i < side - 1 ? face(i + 1, j, 1) : NONE16, f0 + 1],
        opaque,
      );
      put(
        f0 + 1,
        mapped[(i * 5 + j * 3) % mapped.length],
        [v00, v11, v11 - 1],
        [f0, j < side - 1 ? face(i, j + 1, 0) : NONE16, i > 0 ? face(i - 1, j, 0) : NONE16],
        opaque,
      );
    }
  }
}

/** One slot per row of quads (its 2 * side faces); header and the rest of each slot stay zero. */
function writeSlots(view: DataView, side: number): void {
  for (let j = 0; j < side; j++) {
    const at = SLOT_HEADER_SIZE + j * SLOT_SIZE;
    view.setUint16(at, faceOf(side, 0, j, 0), true);
    view.setUint16(at + 2, 2 * side, true);
  }
}

/** A node lists up to 16 consecutive slots; the rest of its 19 ids are none. */
function writeNodes(view: DataView, side: number): void {
  const nodes = Math.ceil(side / SLOTS_PER_NODE);
  for (let k = 0; k < nodes * NODE_SLOTS; k++) view.setUint16(k * 2, NONE16, true);
  for (let s = 0; s < side; s++)
    view.setUint16(Math.floor(s / SLOTS_PER_NODE) * NODE_SIZE + (s % SLOTS_PER_NODE) * 2, s, true);
}

/** Cell accelerator: grid size in the two header words, then the first face of each cell's row. */
function writeCells(view: DataView, side: number, cellSide: number): void {
  view.setUint32(0, cellSide, true);
  view.setUint32(4, cellSide, true);
  for (let c = 0; c < cellSide * cellSide; c++) {
    view.setUint32(
      CELL_HEADER_SIZE + c * 4,
      faceOf(side, 0, Math.floor((Math.floor(c / cellSide) * side) / cellSide), 0),
      true,
    );
  }
}
