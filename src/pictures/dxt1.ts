// DXT1 (BC1) decoding to RGBA: each 8-byte block holds two RGB565 end colours and sixteen 2-bit selectors (texel
// i of the 4x4 block, row by row, in bits 2i..2i+1). color0 > color1 selects four opaque colours (the ends and
// their 1/3 and 2/3 blends), otherwise three colours (the ends and their mean) and transparent black.

import { widen5, widen6 } from '../formats/smf/dxt1';

/** The four RGBA colours a block selects from, into `out` (16 bytes). */
export function blockPalette(c0: number, c1: number, out: Uint8Array): void {
  const r0 = widen5[(c0 >> 11) & 31];
  const g0 = widen6[(c0 >> 5) & 63];
  const b0 = widen5[c0 & 31];
  const r1 = widen5[(c1 >> 11) & 31];
  const g1 = widen6[(c1 >> 5) & 63];
  const b1 = widen5[c1 & 31];
  out.set([r0, g0, b0, 255, r1, g1, b1, 255]);
  if (c0 > c1) {
    out.set([(2 * r0 + r1 + 1) / 3, (2 * g0 + g1 + 1) / 3, (2 * b0 + b1 + 1) / 3, 255], 8);
    out.set([(r0 + 2 * r1 + 1) / 3, (g0 + 2 * g1 + 1) / 3, (b0 + 2 * b1 + 1) / 3, 255], 12);
  } else {
    out.set([(r0 + r1 + 1) >> 1, (g0 + g1 + 1) >> 1, (b0 + b1 + 1) >> 1, 255, 0, 0, 0, 0], 8);
  }
}

/**
 * Decodes the `blocksWide` x `blocksHigh` blocks at `offset` of `bytes` into `out` (RGBA, `stride` pixels per row),
 * with the top-left texel at pixel (`x0`, `y0`). Blocks past the end of `bytes` stay as they are in `out`.
 */
export function decodeDxt1(
  bytes: Uint8Array,
  offset: number,
  blocksWide: number,
  blocksHigh: number,
  out: Uint8Array,
  stride: number,
  x0 = 0,
  y0 = 0,
): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const palette = new Uint8Array(16);
  for (let by = 0, at = offset; by < blocksHigh; by++) {
    for (let bx = 0; bx < blocksWide; bx++, at += 8) {
      if (at + 8 > bytes.length) return;
      blockPalette(view.getUint16(at, true), view.getUint16(at + 2, true), palette);
      let bits = view.getUint32(at + 4, true);
      for (let t = 0; t < 16; t++, bits >>>= 2) {
        const p = ((y0 + by * 4 + (t >> 2)) * stride + x0 + bx * 4 + (t & 3)) * 4;
        const c = (bits & 3) * 4;
        out[p] = palette[c];
        out[p + 1] = palette[c + 1];
        out[p + 2] = palette[c + 2];
        out[p + 3] = palette[c + 3];
      }
    }
  }
}
