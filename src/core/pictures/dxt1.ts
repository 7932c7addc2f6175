// DXT1 (BC1) images, shared by every format that stores them (the SMF minimap, the SMT tiles): each 8-byte block
// holds two RGB565 end colours and sixteen 2-bit selectors (texel i of the 4x4 block, row by row, in bits
// 2i..2i+1). color0 > color1 selects four opaque colours (the ends and their 1/3 and 2/3 blends), otherwise three
// colours (the ends and their mean) and transparent black. Shown as tree nodes (blocks made only when a mip level is
// expanded) and decoded to RGBA for pictures.
import { BasicNode, SpanNode, StrideArrayNode, field, opaque } from '../node';
import { hex } from '../numbers';
import { counted, msg } from '../translatable';

/** Bytes of one DXT1 mip level of a square image `size` texels wide. */
export function dxt1MipBytes(size: number): number {
  const blocks = Math.floor((size + 3) / 4);
  return blocks * blocks * 8;
}

/** 5- and 6-bit RGB565 channels widened to 8 bits as round(v * 255 / max): the tree and the pictures both use them. */
export const widen5 = Uint8Array.from({ length: 32 }, (_, v) => Math.round((v * 255) / 31));
export const widen6 = Uint8Array.from({ length: 64 }, (_, v) => Math.round((v * 255) / 63));

/** RGB565 as #rrggbb. */
export function rgb565(c: number): string {
  const channels = [widen5[(c >> 11) & 31], widen6[(c >> 5) & 63], widen5[c & 31]];
  return '#' + channels.map((v) => v.toString(16).padStart(2, '0')).join('');
}

function block(view: DataView, index: number, at: number, blocksPerRow: number): SpanNode {
  const c0 = view.getUint16(at, true);
  const c1 = view.getUint16(at + 2, true);
  const bits = view.getUint32(at + 4, true);
  // The block's mode as DXT1 names it: a format identifier, kept as written.
  const mode = c0 > c1 ? '4 colours' : '3 colours + transparent';
  return new BasicNode(
    {
      name: `[${index}]`,
      type: 'DXT1Block',
      kind: 'struct',
      offset: at,
      length: 8,
      display: `(${index % blocksPerRow}, ${Math.floor(index / blocksPerRow)}) ${rgb565(c0)} → ${rgb565(c1)}, ${mode}`,
    },
    [
      field('color0', 'u16', at, 2, c0, `${rgb565(c0)} (RGB565)`),
      field('color1', 'u16', at + 2, 2, c1, `${rgb565(c1)} (RGB565)`),
      field('selectors', 'u32', at + 4, 4, bits, msg`${hex(bits, 8)} (2 bits per texel)`),
    ],
  );
}

/** One DXT1 mip level `size` texels square at `offset`: a lazy array of its blocks, row by row. */
export function dxt1Mip(bytes: Uint8Array, name: string, offset: number, size: number, level: number): StrideArrayNode {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const blocksPerRow = Math.max(1, Math.floor((size + 3) / 4));
  const count = dxt1MipBytes(size) / 8;
  const mip = new StrideArrayNode(
    name,
    `DXT1Block[${count}]`,
    offset,
    count,
    8,
    (i, at) => block(view, i, at, blocksPerRow),
    msg`mip ${level}: ${size}x${size} DXT1, ${counted(count, 'block')}`,
  );
  mip.pixels = true;
  return mip;
}

/**
 * The mip levels of a DXT1 image laid out one after another from `offset` (sizes from largest to smallest), as far
 * as `available` bytes reach; a level cut short is shown as opaque bytes.
 */
export function dxt1Mips(
  bytes: Uint8Array,
  offset: number,
  sizes: readonly number[],
  available = Infinity,
): SpanNode[] {
  const out: SpanNode[] = [];
  const end = offset + available;
  let at = offset;
  for (let level = 0; level < sizes.length; level++) {
    const length = dxt1MipBytes(sizes[level]);
    if (at + length > end) {
      if (end > at) out.push(opaque('cut', at, end - at, `u8[${end - at}]`, msg`part of mip ${level}`));
      break;
    }
    out.push(dxt1Mip(bytes, `mip${level}`, at, sizes[level], level));
    at += length;
  }
  return out;
}

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
