// Start positions against the ground of the map the archive loads: a start on a cliff, and a wall of cliffs that
// cuts one start off from the others, each reported on the height samples of the start's cell in the .smf.
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analysis';
import { checkMapArchive } from '../../src/archives/map/check-map-archive';
import { openArchiveBytes } from '../../src/archives/open-archive';
import { ArchiveReader } from '../../src/archives/reader';
import { smfModelOf } from '../../src/formats/smf';
import { MAP_NAME, mapFiles, mapInfoLua, zip } from '../helpers/archives';

/** Vertices a row of the 128x128-square generated map. */
const ROW = 129;

/** The generated map made flat (raw 20000, about 100 elmos), then `raise` vertices set to the highest raw. */
async function flatMap(raise: (x: number, z: number) => boolean): Promise<{ smf: Uint8Array; heightMap: number }> {
  const smf = new Uint8Array(mapFiles()[MAP_NAME] as Uint8Array);
  const heightMap = smfModelOf(await analyze(MAP_NAME, smf, { decodeOnly: true }))!.heightMap!.offset;
  const view = new DataView(smf.buffer);
  for (let z = 0; z < ROW; z++)
    for (let x = 0; x < ROW; x++) view.setUint16(heightMap + 2 * (z * ROW + x), raise(x, z) ? 65535 : 20000, true);
  return { smf, heightMap };
}

function withStarts(starts: [number, number][]): string {
  const teams = starts.map(([x, z], i) => `    [${i}] = { startPos = { x = ${x}, z = ${z} } },`).join('\n');
  return mapInfoLua().replace(/ {2}teams = \{[\s\S]*?\n {2}\},/, `  teams = {\n${teams}\n  },`);
}

async function smfDiagnostics(smf: Uint8Array, starts: [number, number][], game?: 'bar' | 'zk') {
  const files = mapFiles({ [MAP_NAME]: smf, 'mapinfo.lua': withStarts(starts) });
  const r = await checkMapArchive(new ArchiveReader(await openArchiveBytes('sdz', zip(files))), { game });
  return r.inner.find((f) => f.path === MAP_NAME)!.diagnostics;
}

/** The nine height samples of slope cell (cx, cz): rows 2cz..2cz+2, columns 2cx..2cx+2. */
const cell = (heightMap: number, cx: number, cz: number) => ({
  offset: heightMap + 2 * (2 * cz * ROW + 2 * cx),
  length: 2 * (2 * ROW + 2) + 2,
});

describe('start positions on the ground the movement classes see', () => {
  it('flat ground: nothing to say', async () => {
    const { smf } = await flatMap(() => false);
    expect(
      await smfDiagnostics(smf, [
        [100, 100],
        [900, 900],
      ]),
    ).toEqual([]);
  });

  it('smf.start-unpathable: a start on a cliff, for every land class, on its cell', async () => {
    // Team 1 at elmo (520, 520): slope cell (32, 32), vertices 64..66; vertex (65, 65) is raised 500 elmos.
    const { smf, heightMap } = await flatMap((x, z) => x === 65 && z === 65);
    const d = (
      await smfDiagnostics(smf, [
        [100, 100],
        [520, 520],
      ])
    ).filter((x) => x.code === 'smf.start-unpathable');
    expect(d.map((x) => [x.severity, x.offset, x.length])).toEqual(
      Array(3).fill(['warning', cell(heightMap, 32, 32).offset, cell(heightMap, 32, 32).length]),
    );
    expect(d.map((x) => x.message)).toEqual([
      'team 1 starts where too steep for BOT3 (maxslope 36: up to 0.412)',
      'team 1 starts where too steep for TANK3 (maxslope 18: up to 0.109)',
      'team 1 starts where too steep for HOVER3 (maxslope 22: up to 0.161)',
    ]);
  });

  it('smf.start-unreachable: a wall of cliffs cuts team 0 off from teams 1 and 2', async () => {
    // Vertex row 40 raised across the map: slope cells of rows 19 and 20 are cliffs.
    const { smf, heightMap } = await flatMap((_, z) => z === 40);
    const d = await smfDiagnostics(smf, [
      [200, 100],
      [200, 900],
      [800, 900],
    ]);
    expect(d.map((x) => x.code)).toEqual(Array(3).fill('smf.start-unreachable'));
    // Team 0 at elmo (200, 100): cell (12, 6).
    for (const x of d) expect(x).toMatchObject({ severity: 'warning', ...cell(heightMap, 12, 6) });
    expect(d.map((x) => x.message)).toEqual([
      "BOT3 cannot go from team 0's start to 2 other starts (teams 1, 2)",
      "TANK3 cannot go from team 0's start to 2 other starts (teams 1, 2)",
      "HOVER3 cannot go from team 0's start to 2 other starts (teams 1, 2)",
    ]);
  });

  it("checks Zero-K's movement classes when asked", async () => {
    const { smf } = await flatMap((_, z) => z === 40);
    const d = await smfDiagnostics(
      smf,
      [
        [200, 100],
        [200, 900],
        [800, 900],
      ],
      'zk',
    );
    expect(d.map((x) => x.message.split(' ')[0])).toEqual(['KBOT2', 'TANK3', 'HOVER3']);
  });

  it('two starts cut apart: each is reported', async () => {
    const { smf, heightMap } = await flatMap((_, z) => z === 40);
    const d = (
      await smfDiagnostics(smf, [
        [200, 100],
        [200, 900],
      ])
    ).filter((x) => x.message.startsWith('BOT3'));
    expect(d.map((x) => [x.offset, x.message])).toEqual([
      [cell(heightMap, 12, 6).offset, "BOT3 cannot go from team 0's start to 1 other start (teams 1)"],
      [cell(heightMap, 12, 56).offset, "BOT3 cannot go from team 1's start to 1 other start (teams 0)"],
    ]);
  });
});
