// Metal balance between start positions on the generated map with its metal map written by the test (see
// test/helpers/metal-spots.ts). Mirrored spots are quiet; one spot more on team 0's side is reported on the metal
// map with both shares.
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analysis';
import { checkMapArchive } from '../../src/archives/map/check-map-archive';
import { openArchiveBytes } from '../../src/archives/open-archive';
import { ArchiveReader } from '../../src/archives/reader';
import { smfModelOf } from '../../src/formats/smf';
import { findMetalSpots } from '../../src/formats/smf/metal-spots';
import { metalSpotsPicture } from '../../src/formats/smf/metal-picture';
import { render } from '../../src/core/translatable';
import { MAP_NAME, mapFiles, zip } from '../helpers/archives';
import { METAL_CELLS, MIRRORED_SPOTS, mapWithSpots, twoStartsMapInfo } from '../helpers/metal-spots';

async function imbalance(smf: Uint8Array, metalTolerance?: number, radius = 32) {
  const files = mapFiles({ [MAP_NAME]: smf, 'mapinfo.lua': twoStartsMapInfo(radius) });
  const r = await checkMapArchive(new ArchiveReader(await openArchiveBytes('sdz', zip(files))), { metalTolerance });
  return r.inner.find((f) => f.path === MAP_NAME)!.diagnostics.filter((d) => d.code === 'smf.metal-imbalance');
}

describe('metal spots as the games find them', () => {
  it('one spot per group of touching metal cells, centred on it, worth the metal in reach', async () => {
    const { smf } = await mapWithSpots(MIRRORED_SPOTS);
    const model = smfModelOf(await analyze(MAP_NAME, smf, { decodeOnly: true }))!;
    const spots = findMetalSpots(model.header, model.metalMap, 32)!;
    // In the order the scan meets them: row by row.
    const inScanOrder = [...MIRRORED_SPOTS].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
    expect([...spots.x].map((x, i) => [x, spots.z[i]])).toEqual(inScanOrder);
    expect([...spots.metal]).toEqual(Array(6).fill(9 * 255));
  });

  it('fewer than six spots: a map where extractors go anywhere, no spots', async () => {
    const { smf } = await mapWithSpots(MIRRORED_SPOTS.slice(1));
    const model = smfModelOf(await analyze(MAP_NAME, smf, { decodeOnly: true }))!;
    expect(findMetalSpots(model.header, model.metalMap, 32)).toBeUndefined();
  });

  it('merges spots closer than 1.3 extractor radii', async () => {
    // Two groups 4 cells apart (64 elmos) with a radius of 64 elmos: 64^2 < 1.7 * 64^2, one spot half-way.
    const { smf } = await mapWithSpots([...MIRRORED_SPOTS, [32, 30], [32, 34]]);
    const model = smfModelOf(await analyze(MAP_NAME, smf, { decodeOnly: true }))!;
    const spots = findMetalSpots(model.header, model.metalMap, 64)!;
    expect(spots.metal.length).toBe(7);
    // The upper group is met third (after the spots of row 8), the lower one merges into it.
    expect([spots.x[2], spots.z[2]]).toEqual([32, 32]);
  });

  it('leaves out the outer ring of cells, as the finders scan from the second cell', async () => {
    const { smf, metalMap } = await mapWithSpots(MIRRORED_SPOTS);
    smf[metalMap] = 255; // cell (0, 0)
    const model = smfModelOf(await analyze(MAP_NAME, smf, { decodeOnly: true }))!;
    expect(findMetalSpots(model.header, model.metalMap, 32)!.metal.length).toBe(6);
  });
});

describe('smf.metal-imbalance', () => {
  it('mirrored spots: nothing to say', async () => {
    expect(await imbalance((await mapWithSpots(MIRRORED_SPOTS)).smf)).toEqual([]);
  });

  it("one spot more on team 0's side: both shares, on the metal map", async () => {
    const { smf, metalMap } = await mapWithSpots([...MIRRORED_SPOTS, [16, 32]]);
    const d = await imbalance(smf);
    expect(d.map((x) => [x.severity, x.offset, x.length])).toEqual([['warning', metalMap, METAL_CELLS * METAL_CELLS]]);
    // 4 spots against 3 of equal metal: 4/7 and 3/7 of it, the poorer 25% below the richer.
    expect(d[0].message).toBe(
      "team 0 is nearest to 57.1% of the metal spots' metal, team 1 to 42.9%: 25% less, " +
        'more than the tolerance of 10%',
    );
  });

  it('a tolerance above the gap keeps it quiet', async () => {
    const { smf } = await mapWithSpots([...MIRRORED_SPOTS, [16, 32]]);
    expect(await imbalance(smf, 30)).toEqual([]);
    expect(await imbalance(smf, 24)).toHaveLength(1);
  });

  it('the picture links each pixel to its metal byte and names the spot and the nearest start', async () => {
    const { smf, metalMap } = await mapWithSpots([...MIRRORED_SPOTS, [16, 32]]);
    const model = smfModelOf(await analyze(MAP_NAME, smf, { decodeOnly: true }))!;
    const starts = [
      { team: 0, x: 200, z: 512 },
      { team: 1, x: 824, z: 512 },
    ];
    const p = metalSpotsPicture(model, 32, starts)!;
    expect([p.name, p.width, p.height, p.offset, p.length]).toEqual(['metal-spots', 64, 64, metalMap, 4096]);
    const s = p.source(17, 32)!;
    expect([s.offset, s.length, s.path]).toEqual([metalMap + 32 * 64 + 17, 1, 'metalMap[32][17]']);
    expect(render(s.value as never)).toBe(
      'metal 255, metal spot 4 at cell (16, 32), 2295 in reach; nearest start: team 0',
    );
    expect(p.pixelOf(metalMap + 32 * 64 + 17)).toEqual({ x: 17, y: 32 });
    const image = p.render();
    // The spot's centre is white; a cell in no spot on team 1's side is dim.
    const px = (x: number, y: number) => [
      ...(image as { data: Uint8Array }).data.subarray(4 * (y * 64 + x), 4 * (y * 64 + x) + 4),
    ];
    expect(px(16, 32)).toEqual([255, 255, 255, 255]);
    expect(px(40, 40)[0]).toBeLessThan(80);
  });
});
