// The order in which "Load Data into Switches" and "Read Switches as Data" visit a board's switches, and how the
// bits of the data are dealt out to them. Pure: positions in, indices out.
//
// Switches are taken row by row, like text on a page. A board lies in its own X-Z plane (X across its sizeX
// squares, Z across its sizeZ squares, Y up), so a row is the switches at one Z, read along X. Positions come from
// the save as millimetres (v5: metres, converted) and pass through rotations on their way into the board's frame,
// so switches of one row differ by a little: rows are grouped with a tolerance (ROW_TOLERANCE_MM). The start corner
// says which Z row comes first and from which X end each row is read; switches at the same place keep file order.
import type { BitOrder, StartCorner } from './switch-layout';

/**
 * Switches whose Z (in the board's frame) lies less than this past the first switch of a row are in that row:
 * half a board square (squares are 300 mm), so rows one square apart never merge and float noise never splits one.
 */
export const ROW_TOLERANCE_MM = 150;

/** A switch's place in the board's frame, in millimetres. */
export interface SwitchPlace {
  x: number;
  z: number;
}

/** Indices into `places` in fill order: rows from the corner's Z side, each read from the corner's X side. */
export function rowMajorOrder(places: readonly SwitchPlace[], corner: StartCorner): number[] {
  const sx = corner[0] === '-' ? 1 : -1;
  const sz = corner[2] === '-' ? 1 : -1;
  // A position that is not a finite number (a damaged v5 float) counts as 0, so the sort stays consistent.
  const x = places.map((p) => sx * (Number.isFinite(p.x) ? p.x : 0));
  const z = places.map((p) => sz * (Number.isFinite(p.z) ? p.z : 0));
  const byZ = places.map((_, i) => i).sort((a, b) => z[a] - z[b] || a - b);
  const rows: number[][] = [];
  let rowStart = -Infinity;
  for (const i of byZ) {
    if (z[i] - rowStart >= ROW_TOLERANCE_MM) {
      rows.push([]);
      rowStart = z[i];
    }
    rows[rows.length - 1].push(i);
  }
  return rows.flatMap((row) => row.sort((a, b) => x[a] - x[b] || a - b));
}

/** Bit `k` of `data` in fill order: byte k / 8, from its top bit (msb) or its bottom bit (lsb). */
export function dataBit(data: Uint8Array, k: number, order: BitOrder): number {
  const shift = order === 'msb' ? 7 - (k & 7) : k & 7;
  return (data[k >>> 3] >>> shift) & 1;
}

/** `bits` (one 0/1 per switch, in fill order) packed into bytes; the last byte's unused bits are 0. */
export function packBits(bits: ArrayLike<number>, order: BitOrder): Uint8Array {
  const out = new Uint8Array((bits.length + 7) >>> 3);
  for (let k = 0; k < bits.length; k++) {
    if (bits[k]) out[k >>> 3] |= 1 << (order === 'msb' ? 7 - (k & 7) : k & 7);
  }
  return out;
}
