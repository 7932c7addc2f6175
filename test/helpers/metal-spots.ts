// The generated 128x128-square map with its metal map written by the test: spots of 3x3 cells of metal 255 and
// mapinfo.lua with two starts on the middle row and an extractor radius (32 elmos: two cells, so a spot takes
// exactly its nine cells). Mirrored spots are balanced; one more on a side is not.
import { analyze } from '../../src/analysis';
import { smfModelOf } from '../../src/formats/smf';
import { MAP_NAME, mapFiles, mapInfoLua, type ArchiveFiles } from './archives';

/** Metal-map cells a row of the generated map. */
export const METAL_CELLS = 64;

/** Three spots on each side, mirrored about the middle column. */
export const MIRRORED_SPOTS: [number, number][] = [
  [8, 8],
  [8, 32],
  [8, 56],
  [56, 8],
  [56, 32],
  [56, 56],
];

/** The map with spots centred on the given metal-map cells, and the offset of its metal map. */
export async function mapWithSpots(centres: [number, number][]) {
  const smf = new Uint8Array(mapFiles()[MAP_NAME] as Uint8Array);
  const model = smfModelOf(await analyze(MAP_NAME, smf, { decodeOnly: true }))!;
  const at = model.metalMap!.offset;
  smf.fill(0, at, at + METAL_CELLS * METAL_CELLS);
  for (const [x, z] of centres)
    for (let dz = -1; dz <= 1; dz++) for (let dx = -1; dx <= 1; dx++) smf[at + (z + dz) * METAL_CELLS + x + dx] = 255;
  return { smf, metalMap: at };
}

/** Team 0 at elmo (200, 512), team 1 at (824, 512). */
export function twoStartsMapInfo(extractorRadius = 32): string {
  return mapInfoLua(`  extractorRadius = ${extractorRadius},`).replace(
    / {2}teams = \{[\s\S]*?\n {2}\},/,
    '  teams = {\n    [0] = { startPos = { x = 200, z = 512 } },\n    [1] = { startPos = { x = 824, z = 512 } },\n  },',
  );
}

/** The archive's files with that map and mapinfo.lua. */
export function spotsArchiveFiles(smf: Uint8Array): ArchiveFiles {
  return mapFiles({ [MAP_NAME]: smf, 'mapinfo.lua': twoStartsMapInfo() });
}
