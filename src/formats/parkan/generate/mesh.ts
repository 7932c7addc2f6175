// A generated terrain mesh: side x side quads, two triangles each, faces stored row by row so every row is one slot,
// neighbours across every shared edge, nodes grouping 16 slot rows.
import { MAIN16_MAP, MATERIAL6_MAP } from '../msh/faceFlags';
import { TerrainMesh } from '../msh/write';
import { QUAD_SIZE, heightAt } from './heights';

const NONE = 0xffff;
const SLOTS_PER_NODE = 16;

export function generateMesh(side: number, cellSide: number): TerrainMesh {
  const vSide = side + 1;
  const vertexCount = vSide * vSide;
  const faceCount = 2 * side * side;
  const positions = new Float32Array(vertexCount * 3);
  const normals = new Uint32Array(vertexCount);
  const uvs = new Uint32Array(vertexCount);
  const extra18 = new Uint32Array(vertexCount);
  for (let j = 0; j < vSide; j++) {
    for (let i = 0; i < vSide; i++) {
      const v = j * vSide + i;
      positions.set([i * QUAD_SIZE, j * QUAD_SIZE, heightAt(i * QUAD_SIZE, j * QUAD_SIZE)], v * 3);
      normals[v] = 0x007f0000 | ((i * 7) & 0xff) | (((j * 5) & 0xff) << 8);
      uvs[v] = ((i * 0xffff / side) & 0xffff) | (((j * 0xffff / side) & 0xffff) << 16);
      extra18[v] = 0xff808080;
    }
  }

  const flags = new Uint32Array(faceCount);
  const vertices = new Uint16Array(faceCount * 3);
  const neighbours = new Uint16Array(faceCount * 3).fill(NONE);
  const opaque = new Uint8Array(faceCount * 12);
  const face = (i: number, j: number, t: number) => 2 * (j * side + i) + t;
  const mapped = [...MAIN16_MAP, ...MATERIAL6_MAP].map(([full]) => full);
  for (let j = 0; j < side; j++) {
    for (let i = 0; i < side; i++) {
      const v00 = j * vSide + i;
      const v10 = v00 + 1;
      const v01 = v00 + vSide;
      const v11 = v01 + 1;
      const f0 = face(i, j, 0);
      const f1 = f0 + 1;
      // Triangle 0 (v00, v10, v11): edges bottom, right, diagonal. Triangle 1 (v00, v11, v01): diagonal, top, left.
      vertices.set([v00, v10, v11, v00, v11, v01], f0 * 3);
      neighbours.set([j > 0 ? face(i, j - 1, 1) : NONE, i < side - 1 ? face(i + 1, j, 1) : NONE, f1], f0 * 3);
      neighbours.set([f0, j < side - 1 ? face(i, j + 1, 0) : NONE, i > 0 ? face(i - 1, j, 0) : NONE], f1 * 3);
      flags[f0] = mapped[(i + j) % mapped.length] | mapped[(i * 3 + j) % mapped.length];
      flags[f1] = mapped[(i * 5 + j * 3) % mapped.length];
      opaque[f0 * 12] = opaque[f1 * 12] = (i ^ j) & 0x0f;
    }
  }

  // One slot per row of quads; a node lists up to 16 consecutive slots, the rest of its 19 ids are none.
  const triStart = new Uint16Array(side);
  const triCount = new Uint16Array(side).fill(2 * side);
  for (let j = 0; j < side; j++) triStart[j] = face(0, j, 0);
  const nodeCount = Math.ceil(side / SLOTS_PER_NODE);
  const nodes = new Uint16Array(nodeCount * 19).fill(NONE);
  for (let s = 0; s < side; s++) nodes[Math.floor(s / SLOTS_PER_NODE) * 19 + (s % SLOTS_PER_NODE)] = s;

  // Cell accelerator: grid size in the two header words, then the first face of each cell's row.
  const cells = new Uint32Array(2 + cellSide * cellSide);
  cells[0] = cellSide;
  cells[1] = cellSide;
  for (let c = 0; c < cellSide * cellSide; c++) cells[2 + c] = face(0, Math.floor((Math.floor(c / cellSide) * side) / cellSide), 0);

  return {
    nodes, nodeAttr2: nodeCount,
    slots: { header: new Uint8Array(0x8c), triStart, triCount },
    positions, normals, uvs, cells, extra14: new Uint32Array(faceCount), extra18,
    faces: { flags, vertices, neighbours, opaque },
  };
}
