// Face flag masks: the full 32-bit mask stored in a face and the engine's two compact forms, with the published
// remap tables (valentineus/fparkan terrain-map-loading.md §3.4) applied in both directions. compact -> full
// restores exactly the mapped bits.
import { hex } from '../../../core/numbers';

/** [full bit, compactMain16 bit] */
export const MAIN16_MAP: readonly (readonly [number, number])[] = [
  [0x00000001, 0x0001],
  [0x00000008, 0x0002],
  [0x00000010, 0x0004],
  [0x00000020, 0x0008],
  [0x00001000, 0x0010],
  [0x00004000, 0x0020],
  [0x00000002, 0x0040],
  [0x00000400, 0x0080],
  [0x00000800, 0x0100],
  [0x00020000, 0x0200],
  [0x00002000, 0x0400],
  [0x00000200, 0x0800],
  [0x00000004, 0x1000],
  [0x00000040, 0x2000],
  [0x00200000, 0x8000],
];

/** [full bit, compactMaterial6 bit] */
export const MATERIAL6_MAP: readonly (readonly [number, number])[] = [
  [0x00000100, 0x01],
  [0x00008000, 0x02],
  [0x00010000, 0x04],
  [0x00040000, 0x08],
  [0x00080000, 0x10],
  [0x00000080, 0x20],
];

function remap(value: number, table: readonly (readonly [number, number])[], from: 0 | 1): number {
  const to = from === 0 ? 1 : 0;
  let out = 0;
  for (const pair of table) if (value & pair[from]) out |= pair[to];
  return out >>> 0;
}

export function toCompactMain16(full: number): number {
  return remap(full, MAIN16_MAP, 0);
}

export function toCompactMaterial6(full: number): number {
  return remap(full, MATERIAL6_MAP, 0);
}

/** The full mask from both compact forms (bits no table maps are not recoverable and come back 0). */
export function fullFromCompact(main16: number, material6: number): number {
  return (remap(main16, MAIN16_MAP, 1) | remap(material6, MATERIAL6_MAP, 1)) >>> 0;
}

export function describeFaceFlags(full: number): string {
  const compact =
    `compactMain16 ${hex(toCompactMain16(full), 4)}, compactMaterial6 ` + `${hex(toCompactMaterial6(full), 2)}`;
  return `${hex(full >>> 0, 8)} (${compact})`;
}
