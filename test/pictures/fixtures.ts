// Spring maps for the picture tests: the generator's map with bytes set to known values at known places.
import { SiblingFiles } from '../../src/core/format';
import { GeneratedFile } from '../../src/core/format';
import { generateSmf } from '../../src/formats/smf';
import { HEADER_FIELD } from '../../src/formats/smf/header';
import { findSibling } from '../../src/core/siblings';

export interface MapFixture {
  smf: Uint8Array;
  files: GeneratedFile[];
  siblings: SiblingFiles;
  mapx: number;
  mapy: number;
  ptr: (field: keyof typeof HEADER_FIELD) => number;
}

export function siblingsOf(files: GeneratedFile[]): SiblingFiles {
  return {
    read: async (name) => {
      const hit = findSibling(
        files.map((f) => f.name),
        name,
      );
      return files.find((f) => f.name === hit)?.bytes;
    },
  };
}

export function mapFixture(): MapFixture {
  const files = generateSmf(1);
  const smf = files[0].bytes;
  const view = new DataView(smf.buffer, smf.byteOffset, smf.byteLength);
  return {
    smf,
    files,
    siblings: siblingsOf(files.slice(1)),
    mapx: view.getInt32(HEADER_FIELD.mapx, true),
    mapy: view.getInt32(HEADER_FIELD.mapy, true),
    ptr: (field) => view.getInt32(HEADER_FIELD[field], true),
  };
}

/** A height value that differs at every cell of a 129x129 map: a ramp along x plus a steeper one along y. */
export const ramp = (x: number, y: number): number => (x * 7 + y * 509) & 0xffff;

/** Overwrites the height map of `m` with `ramp`. */
export function writeRamp(m: MapFixture): void {
  const view = new DataView(m.smf.buffer, m.smf.byteOffset, m.smf.byteLength);
  const w = m.mapx + 1;
  for (let y = 0; y <= m.mapy; y++)
    for (let x = 0; x < w; x++) view.setUint16(m.ptr('heightmapPtr') + 2 * (y * w + x), ramp(x, y), true);
}

/** One DXT1 block: two RGB565 end colours and 16 selectors (texel i = row-major index in the 4x4 block). */
export function dxt1Block(c0: number, c1: number, selectors: number[]): Uint8Array {
  const b = new Uint8Array(8);
  const v = new DataView(b.buffer);
  v.setUint16(0, c0, true);
  v.setUint16(2, c1, true);
  let bits = 0;
  selectors.forEach((s, i) => (bits |= s << (2 * i)));
  v.setUint32(4, bits >>> 0, true);
  return b;
}

export const RED = 0xf800;
export const BLUE = 0x001f;
