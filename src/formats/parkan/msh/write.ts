// Writing a Land.msh from terrain tables (seed 2, specs/parkan.md: Land.msh): each stream laid out record by record
// into a pre-sized buffer, then packed into a canonical NRes archive in retail entry order, all entries named "Land".
import { NResItem, writeNRes } from '../nres/write';
import { FACE_SIZE, MshType, NODE_SIZE, NODE_SLOTS, SLOT_HEADER_SIZE, SLOT_SIZE, VERTEX_SIZE } from './layout';

export interface TerrainFaces {
  flags: Uint32Array;
  /** 3 per face: i0, i1, i2. */
  vertices: Uint16Array;
  /** 3 per face: n0, n1, n2 (0xFFFF = none). */
  neighbours: Uint16Array;
  /** 12 per face: bytes +4..+8 and +20..+28, kept as-is. */
  opaque?: Uint8Array;
}

export interface TerrainSlots {
  /** 0x8C bytes. */
  header: Uint8Array;
  triStart: Uint16Array;
  triCount: Uint16Array;
  /** 64 per slot: the bytes after tri_start/tri_count. */
  rest?: Uint8Array;
}

export interface TerrainMesh {
  /** 19 slot ids per node. */
  nodes: Uint16Array;
  /** attr2 of the node entry (non-zero in real files). */
  nodeAttr2: number;
  slots: TerrainSlots;
  /** x, y, z per vertex. */
  positions: Float32Array;
  normals: Uint32Array;
  uvs: Uint32Array;
  /** Two header words, then the cells. */
  cells: Uint32Array;
  extra14?: Uint32Array;
  extra18: Uint32Array;
  faces: TerrainFaces;
}

export function writeLandMsh(m: TerrainMesh): Uint8Array {
  const item = (typeId: number, stride: number, payload: Uint8Array, records: number, attr2 = 0): NResItem =>
    ({ typeId, attr1: records, attr2, attr3: stride, name: 'Land', payload });
  const words = (w: Uint32Array) => new Uint8Array(w.buffer, w.byteOffset, w.byteLength);
  const nodeCount = m.nodes.length / NODE_SLOTS;
  const items: NResItem[] = [
    item(MshType.nodes, NODE_SIZE, nodesPayload(m.nodes), nodeCount, m.nodeAttr2),
    item(MshType.slots, SLOT_SIZE, slotsPayload(m.slots), m.slots.triStart.length),
    item(MshType.vertices, VERTEX_SIZE, floatsPayload(m.positions), m.positions.length / 3),
    item(MshType.normals, 4, words(m.normals), m.normals.length),
    item(MshType.uvs, 4, words(m.uvs), m.uvs.length),
    item(MshType.extra18, 4, words(m.extra18), m.extra18.length),
  ];
  if (m.extra14) items.push(item(MshType.extra14, 4, words(m.extra14), m.extra14.length));
  items.push(item(MshType.cells, 4, words(m.cells), m.cells.length));
  items.push(item(MshType.faces, FACE_SIZE, facesPayload(m.faces), m.faces.flags.length));
  return writeNRes(items);
}

function nodesPayload(ids: Uint16Array): Uint8Array {
  const out = new Uint8Array(ids.length * 2);
  const v = new DataView(out.buffer);
  for (let i = 0; i < ids.length; i++) v.setUint16(i * 2, ids[i], true);
  return out;
}

function slotsPayload(s: TerrainSlots): Uint8Array {
  const n = s.triStart.length;
  const out = new Uint8Array(SLOT_HEADER_SIZE + n * SLOT_SIZE);
  const v = new DataView(out.buffer);
  out.set(s.header.subarray(0, SLOT_HEADER_SIZE));
  for (let i = 0; i < n; i++) {
    const at = SLOT_HEADER_SIZE + i * SLOT_SIZE;
    v.setUint16(at, s.triStart[i], true);
    v.setUint16(at + 2, s.triCount[i], true);
    if (s.rest) out.set(s.rest.subarray(i * 64, i * 64 + 64), at + 4);
  }
  return out;
}

function floatsPayload(f: Float32Array): Uint8Array {
  const out = new Uint8Array(f.length * 4);
  const v = new DataView(out.buffer);
  for (let i = 0; i < f.length; i++) v.setFloat32(i * 4, f[i], true);
  return out;
}

/** Face: +0 u32 flags, +4 4 opaque bytes, +8 u16 i0..i2, +14 u16 n0..n2, +20 8 opaque bytes. */
function facesPayload(f: TerrainFaces): Uint8Array {
  const n = f.flags.length;
  const out = new Uint8Array(n * FACE_SIZE);
  const v = new DataView(out.buffer);
  for (let i = 0; i < n; i++) {
    const at = i * FACE_SIZE;
    v.setUint32(at, f.flags[i], true);
    for (let k = 0; k < 3; k++) {
      v.setUint16(at + 8 + 2 * k, f.vertices[i * 3 + k], true);
      v.setUint16(at + 14 + 2 * k, f.neighbours[i * 3 + k], true);
    }
    if (f.opaque) {
      out.set(f.opaque.subarray(i * 12, i * 12 + 4), at + 4);
      out.set(f.opaque.subarray(i * 12 + 4, i * 12 + 12), at + 20);
    }
  }
  return out;
}
