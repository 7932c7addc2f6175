// Land.msh vertex heights binned over the XY plane (z is up): each vertex goes to the cell of a side x side grid its
// x, y fall in, and a cell shows its highest vertex. Shared by the height picture and its import, so both bin alike.
import { MshType, VERTEX_SIZE } from './layout';
import { NResIndex } from '../decode';

export interface MshHeightGrid {
  /** The vertex positions entry: its index and where its payload starts in the file. */
  entry: { index: number; dataOffset: number };
  count: number;
  side: number;
  minZ: number;
  maxZ: number;
  /** Coordinate k (0 x, 1 y, 2 z) of vertex i. */
  coord(i: number, k: number): number;
  /** The cell (y * side + x) of vertex i, or -1 when its x or y is not finite. */
  cellOf(i: number): number;
  /** The highest vertex of each cell, -1 for none. */
  vertexAt: Int32Array;
  /** The picture's value of height z: 0 .. 65535 over minZ .. maxZ. */
  level(z: number): number;
}

export function mshHeightGrid(model: NResIndex, bytes: Uint8Array): MshHeightGrid | undefined {
  const entry = model.msh?.byType.get(MshType.vertices);
  if (!entry || entry.dataOffset + entry.size > bytes.length) return undefined;
  const count = Math.floor(entry.size / VERTEX_SIZE);
  if (count === 0) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.dataOffset;
  const coord = (i: number, k: number) => view.getFloat32(at + i * VERTEX_SIZE + 4 * k, true);
  let [minX, minY, minZ, maxX, maxY, maxZ] = [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity];
  for (let i = 0; i < count; i++) {
    const [x, y, z] = [coord(i, 0), coord(i, 1), coord(i, 2)];
    if (!Number.isFinite(x + y + z)) continue;
    [minX, minY, minZ] = [Math.min(minX, x), Math.min(minY, y), Math.min(minZ, z)];
    [maxX, maxY, maxZ] = [Math.max(maxX, x), Math.max(maxY, y), Math.max(maxZ, z)];
  }
  if (minX > maxX) return undefined;
  // A regular grid of n x n vertices lands one vertex per pixel.
  const side = Math.max(1, Math.min(4096, Math.round(Math.sqrt(count))));
  const cellOf = (i: number): number => {
    const [x, y] = [coord(i, 0), coord(i, 1)];
    if (!Number.isFinite(x + y)) return -1;
    const px = maxX > minX ? Math.round(((x - minX) / (maxX - minX)) * (side - 1)) : 0;
    const py = maxY > minY ? Math.round(((maxY - y) / (maxY - minY)) * (side - 1)) : 0;
    return py * side + px;
  };
  const vertexAt = new Int32Array(side * side).fill(-1);
  for (let i = 0; i < count; i++) {
    const c = cellOf(i);
    if (c >= 0 && (vertexAt[c] < 0 || coord(i, 2) > coord(vertexAt[c], 2))) vertexAt[c] = i;
  }
  const span = maxZ - minZ || 1;
  return {
    entry: { index: entry.index, dataOffset: at },
    count,
    side,
    minZ,
    maxZ,
    coord,
    cellOf,
    vertexAt,
    level: (z) => Math.round(((z - minZ) / span) * 65535),
  };
}
