// DXT1 images as tree nodes: mip levels of 8-byte blocks (two RGB565 end colours and sixteen 2-bit selectors),
// shared by the SMF minimap and the SMT tiles. Blocks are made only when a mip level is expanded.
import { BasicNode, SpanNode, StrideArrayNode, field, opaque } from '../../core/node';
import { hex } from '../../core/numbers';
import { dxt1MipBytes } from './layout';

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
      field('selectors', 'u32', at + 4, 4, bits, `${hex(bits, 8)} (2 bits per texel)`),
    ],
  );
}

/** One DXT1 mip level `size` texels square at `offset`: a lazy array of its blocks, row by row. */
export function dxt1Mip(bytes: Uint8Array, name: string, offset: number, size: number, level: number): StrideArrayNode {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const blocksPerRow = Math.max(1, Math.floor((size + 3) / 4));
  const count = dxt1MipBytes(size) / 8;
  return new StrideArrayNode(
    name,
    `DXT1Block[${count}]`,
    offset,
    count,
    8,
    (i, at) => block(view, i, at, blocksPerRow),
    `mip ${level}: ${size}x${size} DXT1, ${count} blocks`,
  );
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
      if (end > at) out.push(opaque('cut', at, end - at, `u8[${end - at}]`, `part of mip ${level}`));
      break;
    }
    out.push(dxt1Mip(bytes, `mip${level}`, at, sizes[level], level));
    at += length;
  }
  return out;
}
